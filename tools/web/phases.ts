/**
 * One generation seen phase by phase, for the web page's step mode: the grid (and the layout and
 * placements so far) is copied after every phase the core reports.
 */
import { Dungeon, DungeonOptions, GenerationPhase, PhaseListener, generateDungeon } from "../../src/core";
import { CellOverlay, DungeonPicture } from "../render/pixels";

export interface PhaseFrame {
  phase: GenerationPhase;
  /** The tiles and markers as they were after this phase (no overlay). */
  picture: DungeonPicture;
  /** The cells and links as they were after this phase. */
  cells: CellOverlay;
}

export type FramedGeneration =
  | { ok: true; dungeon: Dungeon; frames: PhaseFrame[]; problems: string[] }
  | { ok: false; reason: string; problems: string[] };

type Snapshot = { phase: GenerationPhase; kinds: Uint8Array; links: Uint8Array; events: Int32Array };

export function generateWithFrames(width: number, height: number, options: Partial<DungeonOptions>, seed: number): FramedGeneration {
  const snapshots: Snapshot[] = [];
  const record: PhaseListener = (phase, { grid, layout, placements }) => {
    snapshots.push({ phase, kinds: grid.kinds.slice(), links: layout.links.slice(), events: placements ? placements.tiles.slice() : new Int32Array(0) });
  };
  const result = generateDungeon(width, height, options, seed, record);
  if (!result.ok) return result;
  const frames = snapshots.map((snapshot) => toFrame(result.dungeon, snapshot));
  return { ok: true, dungeon: result.dungeon, frames, problems: result.problems };
}

function toFrame(dungeon: Dungeon, snapshot: Snapshot): PhaseFrame {
  const { width, height, layout, options } = dungeon;
  const placed = snapshot.events.length > 0;
  return {
    phase: snapshot.phase,
    picture: { width, height, kinds: snapshot.kinds, events: snapshot.events, arrival: placed ? dungeon.arrival : -1 },
    cells: {
      layout: { ...layout, links: snapshot.links },
      cellWidth: options.cellWidth,
      cellHeight: options.cellHeight,
      showLinks: true,
    },
  };
}

/**
 * What to draw for a frame: the cell overlay when asked for, and always in the cells and links
 * phases, whose tiles are still all void.
 */
export function pictureOfFrame(frame: PhaseFrame, showCells: boolean): DungeonPicture {
  const overlayNeeded = showCells || frame.phase === "cells" || frame.phase === "links";
  return overlayNeeded ? { ...frame.picture, cells: frame.cells } : frame.picture;
}
