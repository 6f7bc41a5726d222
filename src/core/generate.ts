/**
 * generateDungeon: (map size, options, seed) → Dungeon, pure and deterministic.
 * One Random per call; the layout draws first and placement after, so changing the number of
 * events never changes the layout (nor the arrival, as long as the events fit the spacing rule).
 *
 * Every argument may be anything a plugin parameter, a note tag or a script could hand over: bad
 * sizes give `{ ok: false, reason }`, bad options and seeds fall back with a message in
 * `problems`. Nothing here throws on bad input.
 */
import { Random, isUsableSeed, mixSeed, normalizeSeed } from "./random";
import { Grid, Rect, TileKind, checkGridSize, createGrid } from "./grid";
import { addNorthWalls } from "./walls";
import { Placements, placeEntities } from "./placement";
import { IntegerRange, RangeTable, isOptionsObject, mergeOptions, safeFormat } from "./options";
import { CELLS_DEFAULTS, CELLS_RANGES, CellsOptions } from "./layout/cells";
import type { Layout, LayoutAlgorithm, LayoutInput, NumericOptions, Prefab } from "./layout/contract";
import { DEFAULT_LAYOUT, LAYOUT_NAMES, findLayout } from "./layout/index";
import { ContentPlan, placeContent } from "./content";

/** The default layout's options and the event count: what tools and tests of `cells` name. */
export interface DungeonOptions extends CellsOptions {
  /** How many events to place on floor besides the arrival tile. Default 0. */
  eventCount: number;
}

export const DUNGEON_DEFAULTS: Readonly<DungeonOptions> = Object.freeze({ ...CELLS_DEFAULTS, eventCount: 0 });
export const DUNGEON_RANGES: Readonly<RangeTable<DungeonOptions>> = Object.freeze({
  ...CELLS_RANGES,
  eventCount: { min: 0, max: 65535 },
});

/** Options every layout shares, whichever runs. */
const SHARED_DEFAULTS = Object.freeze({ eventCount: 0 });
const SHARED_RANGES: Readonly<Record<string, IntegerRange>> = Object.freeze({ eventCount: { min: 0, max: 65535 } });

/**
 * What a caller asks for: `layout` names the algorithm (default "cells"); any of that algorithm's
 * options and `eventCount` may be given; keys no layout knows, and other layouts' options, are ignored.
 */
export type DungeonRequest = { layout?: unknown; prefabs?: unknown; structure?: unknown; content?: unknown } & { [option: string]: unknown };

/** The options as used: the layout's options after validation, and the event count (the layout's name is `layout.algorithm`). */
export type ResolvedOptions = { eventCount: number; wallHeight: number } & { [option: string]: number };

export interface Dungeon {
  width: number;
  height: number;
  /** The seed as used (32-bit unsigned). */
  seed: number;
  options: ResolvedOptions;
  grid: Grid;
  /** What the layout algorithm carved: areas, areaOf, openings, overlay (design.md's contract). */
  layout: Layout;
  /** The arrival tile first (so it is never the one crowded out), then eventCount event tiles. */
  placements: Placements;
  /** Tile index of the arrival (= placements.tiles[0]); −1 only when the map has no floor. */
  arrival: number;
  /** Where the copies of the request's `content` (content.ts's requests) go; absent when none was asked for. */
  content?: ContentPlan;
}

export type GenerationResult =
  | { ok: true; dungeon: Dungeon; problems: string[] }
  | { ok: false; reason: string; problems: string[] };

/** A layout's own step names, then "walls" and "placement". */
export type GenerationPhase = string;

/** Called after each phase with the work in progress (for step-by-step previews). */
export type PhaseListener = (phase: GenerationPhase, state: { grid: Grid; layout: Layout; placements?: Placements }) => void;

/** The algorithm a request names: unknown or missing names give the default with a message. */
export function resolveLayout(given: unknown): { algorithm: LayoutAlgorithm; problems: string[] } {
  const name = isOptionsObject(given) ? readLayoutName(given) : undefined;
  const algorithm = findLayout(name ?? DEFAULT_LAYOUT);
  if (algorithm) return { algorithm, problems: [] };
  return {
    algorithm: findLayout(DEFAULT_LAYOUT)!,
    problems: [`unknown layout ${safeFormat(name)}; known layouts: ${LAYOUT_NAMES.join(", ")}; using ${DEFAULT_LAYOUT}`],
  };
}

function readLayoutName(given: object): unknown {
  try {
    return (given as { layout?: unknown }).layout;
  } catch {
    return "(unreadable)";
  }
}

/** Validates `given` (any value) for its layout and fits option combinations; never throws. */
export function resolveDungeonOptions(given?: unknown): { options: ResolvedOptions; algorithm: LayoutAlgorithm; problems: string[] } {
  const { algorithm, problems } = resolveLayout(given);
  const layoutOptions = mergeOptions<NumericOptions>(algorithm.defaults, algorithm.ranges, given);
  const shared = mergeOptions<NumericOptions>(SHARED_DEFAULTS, SHARED_RANGES as RangeTable<NumericOptions>, given);
  const fitted = algorithm.fitOptions(layoutOptions.options);
  const options = { ...layoutOptions.options, eventCount: shared.options.eventCount } as ResolvedOptions;
  // A non-object is reported once, by the layout's merge.
  const sharedProblems = isOptionsObject(given) ? shared.problems : [];
  return { options, algorithm, problems: [...problems, ...layoutOptions.problems, ...sharedProblems, ...fitted] };
}

function readPrefabs(given: unknown): readonly Prefab[] {
  if (!isOptionsObject(given)) return [];
  try {
    const prefabs = (given as { prefabs?: unknown }).prefabs;
    return Array.isArray(prefabs) ? (prefabs as Prefab[]) : [];
  } catch {
    return [];
  }
}

/** The painted structure when it is a byte per tile of this map, else null (a wrong size is reported). */
function readStructure(given: unknown, width: number, height: number, problems: string[]): Uint8Array | null {
  if (!isOptionsObject(given)) return null;
  try {
    const structure = (given as { structure?: unknown }).structure;
    if (structure === undefined || structure === null) return null;
    if (structure instanceof Uint8Array && structure.length === width * height) return structure;
    problems.push(`the painted structure is not one byte per tile of the ${width}×${height} map; it is ignored`);
    return null;
  } catch {
    return null;
  }
}

export function generateDungeon(
  width: number,
  height: number,
  given: DungeonRequest | Partial<DungeonOptions> | undefined,
  seed: number,
  onPhase?: PhaseListener,
): GenerationResult {
  const { options, algorithm, problems } = resolveDungeonOptions(given);
  const badSize = checkGridSize(width, height) ?? algorithm.checkSize(width, height, options);
  if (badSize) return { ok: false, reason: badSize, problems };
  if (!isUsableSeed(seed)) problems.push(`seed ${safeFormat(seed)} is not a number; using 0`);
  if (onPhase !== undefined && typeof onPhase !== "function") onPhase = undefined;

  const usedSeed = normalizeSeed(seed);
  const random = new Random(usedSeed);
  const grid = createGrid(width, height);
  const input: LayoutInput = { prefabs: readPrefabs(given), structure: readStructure(given, width, height, problems) };
  const layout = algorithm.carve(grid, options, random, input, onPhase && ((step, partial) => onPhase(step, { grid, layout: partial })));
  addNorthWalls(grid, options.wallHeight);
  onPhase?.("walls", { grid, layout });
  const placements = placeEntities(grid, roomBounds(grid, layout), options.eventCount + 1, random);
  onPhase?.("placement", { grid, layout, placements });
  const contentRequests = readContent(given);
  // Content draws from a stream of its own: asking for content never changes the layout or the arrival.
  const content = contentRequests === undefined ? undefined : placeContent(grid, layout, placements.tiles[0], contentRequests, new Random(mixSeed(usedSeed, CONTENT_STREAM)));
  if (content) onPhase?.("content", { grid, layout, placements });

  const dungeon: Dungeon = {
    width,
    height,
    seed: usedSeed,
    options,
    grid,
    layout,
    placements,
    arrival: placements.tiles[0],
    ...(content ? { content } : {}),
  };
  return { ok: true, dungeon, problems };
}

/** Which splitmix32 output of the seed starts the content's generator (any index the Random constructor does not use). */
const CONTENT_STREAM = 16;

/** The request's content list, or undefined when none is given. */
function readContent(given: unknown): unknown {
  if (!isOptionsObject(given)) return undefined;
  try {
    return (given as { content?: unknown }).content;
  } catch {
    return "(unreadable)";
  }
}

/**
 * Where placement draws room tiles first: the bounds of areas made of room floor. Placement checks
 * every drawn tile, so a round area's bounding box is fine.
 */
function roomBounds(grid: Grid, layout: Layout): Rect[] {
  const bounds: Rect[] = [];
  for (const area of layout.areas) {
    const { x, y } = area.bounds;
    if (area.size > 0 && roomFloorAt(grid, layout, area.id, x, y, area.bounds.width)) bounds.push(area.bounds);
  }
  return bounds;
}

/** True when the area's first tile in its bounds' top row is room floor (areas are of one tile kind). */
function roomFloorAt(grid: Grid, layout: Layout, id: number, x: number, y: number, width: number): boolean {
  for (let i = y * grid.width + x, end = i + width; i < end; i++) {
    if (layout.areaOf[i] === id + 1) return grid.kinds[i] === TileKind.Room;
  }
  return false;
}
