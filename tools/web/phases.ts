/**
 * One generation seen step by step, for the web page's step mode: after every step the core
 * reports (the layout's own steps — the digger's start, one per area, finalize; the maze's carve
 * batches; one per room or node tile … — then "walls" and "placement") the tiles, the layout's
 * overlay and the placements so far are copied, since the core keeps working in the same arrays.
 */
import { Dungeon, DungeonRequest, GenerationPhase, LayoutOverlay, PhaseListener, generateDungeon } from "../../src/core";
import { DungeonPicture } from "../render/pixels";

export interface PhaseFrame {
  phase: GenerationPhase;
  /** Which report of this phase name it is (1 for the first "area", 2 for the next …). */
  count: number;
  /** True for the layout's own steps; false for "pieces", "walls" and "placement". */
  layoutStep: boolean;
  /** The tiles and markers as they were after this step (no overlay). */
  picture: DungeonPicture;
  /** The layout's overlay as it was after this step. */
  overlay: LayoutOverlay;
}

export type FramedGeneration =
  | { ok: true; dungeon: Dungeon; frames: PhaseFrame[]; problems: string[] }
  | { ok: false; reason: string; problems: string[] };

/** The steps generateDungeon reports after every layout's own ("pieces" only when the request has set pieces). */
const SHARED_PHASES: readonly string[] = ["pieces", "walls", "placement"];

function copyOverlay({ boxes, lines, marks, generations }: LayoutOverlay): LayoutOverlay {
  const copy: LayoutOverlay = { boxes: boxes.map((box) => ({ ...box })), lines: lines.slice(), marks: marks.slice() };
  if (generations) copy.generations = generations.slice();
  return copy;
}

/**
 * Generates, keeping a frame per step when `everyStep` (step mode), else only the finished
 * dungeon's (no listener then: some layouts do extra work for step previews, and a 256×256 digger
 * reports over a thousand steps).
 */
export function generateWithFrames(width: number, height: number, request: DungeonRequest, seed: number, everyStep = true): FramedGeneration {
  if (!everyStep) {
    const result = generateDungeon(width, height, request, seed);
    if (!result.ok) return result;
    return { ok: true, dungeon: result.dungeon, frames: [finishedFrame(result.dungeon)], problems: result.problems };
  }
  const frames: PhaseFrame[] = [];
  const seen = new Map<string, number>();
  const record: PhaseListener = (phase, { grid, layout, placements }) => {
    const count = (seen.get(phase) ?? 0) + 1;
    seen.set(phase, count);
    const events = placements ? placements.tiles.slice() : new Int32Array(0);
    frames.push({
      phase,
      count,
      layoutStep: !SHARED_PHASES.includes(phase),
      picture: { width, height, kinds: grid.kinds.slice(), events, arrival: placements ? placements.tiles[0] : -1 },
      overlay: copyOverlay(layout.overlay),
    });
  };
  const result = generateDungeon(width, height, request, seed, record);
  if (!result.ok) return result;
  return { ok: true, dungeon: result.dungeon, frames, problems: result.problems };
}

/** The last frame of a finished dungeon, as step mode would end. */
function finishedFrame(dungeon: Dungeon): PhaseFrame {
  const { width, height, grid, layout, placements, arrival } = dungeon;
  const picture = { width, height, kinds: grid.kinds, events: placements.tiles, arrival };
  return { phase: "placement", count: 1, layoutStep: false, picture, overlay: layout.overlay };
}

/** The frame's name on the page: "area 12" for repeated steps, else the phase alone. */
export function frameLabel(frame: PhaseFrame, frames: readonly PhaseFrame[]): string {
  const repeated = frames.some((other) => other !== frame && other.phase === frame.phase);
  return repeated ? `${frame.phase} ${frame.count}` : frame.phase;
}

/**
 * What to draw for a frame: the overlay when asked for, and always during the layout's own steps
 * (the cells and links of `cells` are still all void; the digger's open marks show where it may dig
 * next); walls in the colour of the generation that laid them when asked for and the layout
 * reports generations (the crawlers: step mode then shows one generation more per "crawl" step).
 */
export function pictureOfFrame(frame: PhaseFrame, showOverlay: boolean, byGeneration = false): DungeonPicture {
  const picture = showOverlay || frame.layoutStep ? { ...frame.picture, overlay: frame.overlay } : { ...frame.picture };
  if (byGeneration && frame.overlay.generations) picture.generations = frame.overlay.generations;
  return picture;
}
