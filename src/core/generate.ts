/**
 * generateDungeon: (map size, options, seed) → Dungeon, pure and deterministic.
 * One Random per call; the layout draws first and placement after, so changing the number of
 * events never changes the layout (nor the arrival, as long as the events fit the spacing rule).
 *
 * Every argument may be anything a plugin parameter, a note tag or a script could hand over: bad
 * sizes give `{ ok: false, reason }`, bad options and seeds fall back with a message in
 * `problems`. Nothing here throws on bad input.
 */
import { Random, isUsableSeed, normalizeSeed } from "./random";
import { Grid, createGrid } from "./grid";
import { addNorthWalls } from "./walls";
import { Placements, placeEntities } from "./placement";
import { RangeTable, mergeOptions, safeFormat } from "./options";
import { CELLS_DEFAULTS, CELLS_RANGES, CellLayout, CellsOptions, CellsPhase, carveCells, checkMapSize, fitCellsOptions } from "./layout/cells";

export interface DungeonOptions extends CellsOptions {
  /** How many events to place on floor besides the arrival tile. Default 0. */
  eventCount: number;
}

export const DUNGEON_DEFAULTS: Readonly<DungeonOptions> = Object.freeze({ ...CELLS_DEFAULTS, eventCount: 0 });
export const DUNGEON_RANGES: Readonly<RangeTable<DungeonOptions>> = Object.freeze({
  ...CELLS_RANGES,
  eventCount: { min: 0, max: 65535 },
});

export interface Dungeon {
  width: number;
  height: number;
  /** The seed as used (32-bit unsigned). */
  seed: number;
  options: DungeonOptions;
  grid: Grid;
  layout: CellLayout;
  /** The arrival tile first (so it is never the one crowded out), then eventCount event tiles. */
  placements: Placements;
  /** Tile index of the arrival (= placements.tiles[0]); −1 only when the map has no floor. */
  arrival: number;
}

export type GenerationResult =
  | { ok: true; dungeon: Dungeon; problems: string[] }
  | { ok: false; reason: string; problems: string[] };

export type GenerationPhase = CellsPhase | "walls" | "placement";

/** Called after each phase with the work in progress (for step-by-step previews). */
export type PhaseListener = (phase: GenerationPhase, state: { grid: Grid; layout: CellLayout; placements?: Placements }) => void;

/** Validates `given` (any value) against the ranges and fits the cell sizes; never throws. */
export function resolveDungeonOptions(given?: unknown): { options: DungeonOptions; problems: string[] } {
  const { options, problems } = mergeOptions<DungeonOptions>(DUNGEON_DEFAULTS, DUNGEON_RANGES, given);
  return { options, problems: [...problems, ...fitCellsOptions(options)] };
}

export function generateDungeon(
  width: number,
  height: number,
  given: Partial<DungeonOptions> | undefined,
  seed: number,
  onPhase?: PhaseListener,
): GenerationResult {
  const { options, problems } = resolveDungeonOptions(given);
  const badSize = checkMapSize(width, height, options);
  if (badSize) return { ok: false, reason: badSize, problems };
  if (!isUsableSeed(seed)) problems.push(`seed ${safeFormat(seed)} is not a number; using 0`);
  if (onPhase !== undefined && typeof onPhase !== "function") onPhase = undefined;

  const usedSeed = normalizeSeed(seed);
  const random = new Random(usedSeed);
  const grid = createGrid(width, height);
  const layout = carveCells(grid, options, random, onPhase && ((phase, partial) => onPhase(phase, { grid, layout: partial })));
  addNorthWalls(grid, options.wallHeight);
  onPhase?.("walls", { grid, layout });
  const placements = placeEntities(grid, layout.rooms, options.eventCount + 1, random);
  onPhase?.("placement", { grid, layout, placements });

  const dungeon: Dungeon = {
    width,
    height,
    seed: usedSeed,
    options,
    grid,
    layout,
    placements,
    arrival: placements.tiles[0],
  };
  return { ok: true, dungeon, problems };
}
