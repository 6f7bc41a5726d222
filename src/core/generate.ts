/**
 * generateDungeon: (map size, options, seed) → Dungeon, pure and deterministic.
 * The layout carves with its own Random; walls follow by the shared rule; then the content
 * planner (content.ts) places the arrival and the content on streams of their own derived from the
 * seed, so a change to a layout's number of draws never moves the arrival or any event.
 *
 * Every argument may be anything a plugin parameter, a note tag or a script could hand over: bad
 * sizes give `{ ok: false, reason }`, bad options and seeds fall back with a message in
 * `problems`. Nothing here throws on bad input.
 */
import { Random, isUsableSeed, normalizeSeed } from "./random";
import { Grid, checkGridSize, createGrid } from "./grid";
import { addNorthWalls } from "./walls";
import { Placements } from "./placement";
import { RangeTable, isOptionsObject, mergeOptions, safeFormat } from "./options";
import type { Layout, LayoutAlgorithm, LayoutInput, NumericOptions, Prefab } from "./layout/contract";
import type { PlacedPiece } from "./set-piece";
import { DEFAULT_LAYOUT, LAYOUT_NAMES, findLayout } from "./layout/index";
import { ContentPlan, PlacementPlan, placeArrivalAndContent } from "./content";

/** Options of whichever layout runs, by key: whole numbers, `wallHeight` among them (every layout has it). */
export type DungeonOptions = { wallHeight: number } & NumericOptions;

/** The options a request without `layout` gets: the default layout's. */
export const DUNGEON_DEFAULTS: Readonly<DungeonOptions> = findLayout(DEFAULT_LAYOUT)!.defaults as Readonly<DungeonOptions>;
export const DUNGEON_RANGES: Readonly<RangeTable<DungeonOptions>> = findLayout(DEFAULT_LAYOUT)!.ranges as Readonly<RangeTable<DungeonOptions>>;

/**
 * What a caller asks for: `layout` names the algorithm (default "cells"); any of that algorithm's
 * options may be given; keys no layout knows, and other layouts' options, are ignored.
 */
export type DungeonRequest = { layout?: unknown; prefabs?: unknown; structure?: unknown; content?: unknown } & { [option: string]: unknown };

/** The options as used: the layout's options after validation (the layout's name is `layout.algorithm`). */
export type ResolvedOptions = DungeonOptions;

export interface Dungeon {
  width: number;
  height: number;
  /** The seed as used (32-bit unsigned). */
  seed: number;
  options: ResolvedOptions;
  grid: Grid;
  /** What the layout algorithm carved: areas, areaOf, openings, overlay (layout/contract.ts). */
  layout: Layout;
  /** Tile index of the arrival; −1 only when the map has no floor. */
  arrival: number;
  /** Where the copies of the request's `content` (content-request.ts) go; absent when none was asked for. */
  content?: ContentPlan;
  /** The arrival's and the content copies' tiles in one list, for pictures (placement.ts). */
  placements: Placements;
  /** The set pieces placed (src/core/set-piece.ts). */
  pieces?: PlacedPiece[];
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
  const merged = mergeOptions<NumericOptions>(algorithm.defaults, algorithm.ranges, given);
  const fitted = algorithm.fitOptions(merged.options);
  return { options: merged.options as ResolvedOptions, algorithm, problems: [...problems, ...merged.problems, ...fitted] };
}

/** The request's prefabs that are whole and consistent; every other entry is reported and skipped. */
function readPrefabs(given: unknown, problems: string[]): readonly Prefab[] {
  if (!isOptionsObject(given)) return [];
  let prefabs: unknown;
  try {
    prefabs = (given as { prefabs?: unknown }).prefabs;
  } catch {
    problems.push("the request's prefabs could not be read; none are used");
    return [];
  }
  if (prefabs === undefined || prefabs === null) return [];
  if (!Array.isArray(prefabs)) {
    problems.push(`the request's prefabs are ${safeFormat(prefabs)}, not a list; none are used`);
    return [];
  }
  const usable: Prefab[] = [];
  prefabs.forEach((prefab: unknown, index) => {
    const flaw = prefabFlaw(prefab);
    if (flaw) problems.push(`prefab ${index + 1} is skipped: ${flaw}`);
    else usable.push(prefab as Prefab);
  });
  return usable;
}

/** What makes a prefab unusable (the shape parsePrefabs builds: src/core/prefab.ts), or null when it is whole. */
function prefabFlaw(prefab: unknown): string | null {
  try {
    if (!isOptionsObject(prefab)) return `${safeFormat(prefab)} is not a prefab`;
    const { name, width, height, kinds, connections } = prefab as Partial<Prefab>;
    if (typeof name !== "string") return "its name is not text";
    if (!Number.isInteger(width) || !Number.isInteger(height) || width! < 1 || height! < 1) return `its size ${safeFormat(width)}×${safeFormat(height)} is not two whole numbers above 0`;
    if (!(kinds instanceof Uint8Array) || kinds.length !== width! * height!) return `its tiles are not one byte per tile of ${width}×${height}`;
    if (!Array.isArray(connections) || connections.some((tile) => !Number.isInteger(tile) || tile < 0 || tile >= kinds.length)) return "its connections are not tiles inside it";
    return null;
  } catch {
    return "it could not be read";
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

export function generateDungeon(width: number, height: number, given: DungeonRequest | object | undefined, seed: number, onPhase?: PhaseListener): GenerationResult {
  const { options, algorithm, problems } = resolveDungeonOptions(given);
  const badSize = checkGridSize(width, height) ?? algorithm.checkSize(width, height, options);
  if (badSize) return { ok: false, reason: badSize, problems };
  if (!isUsableSeed(seed)) problems.push(`seed ${safeFormat(seed)} is not a number; using 0`);
  if (onPhase !== undefined && typeof onPhase !== "function") onPhase = undefined;

  const usedSeed = normalizeSeed(seed);
  const grid = createGrid(width, height);
  const input: LayoutInput = { prefabs: readPrefabs(given, problems), structure: readStructure(given, width, height, problems) };
  const layout = algorithm.carve(grid, options, new Random(usedSeed), input, onPhase && ((step, partial) => onPhase(step, { grid, layout: partial })));
  addNorthWalls(grid, options.wallHeight);
  onPhase?.("walls", { grid, layout });
  const plan = placeArrivalAndContent(grid, layout, readContent(given), usedSeed, { wallHeight: options.wallHeight, keep: input.structure });
  const { arrival, content } = plan;
  const placements = placementsOf(plan);
  onPhase?.("placement", { grid, layout, placements });

  const dungeon: Dungeon = { width, height, seed: usedSeed, options, grid, layout, arrival, ...(content ? { content } : {}), placements };
  // What of the map's input (a vault larger than the map) the layout could not use, said by the layout itself.
  problems.push(...(algorithm.inputProblems?.(input, width, height, options) ?? []));
  return { ok: true, dungeon, problems };
}

/** The request's content list, or undefined when none is given. */
function readContent(given: unknown): unknown {
  if (!isOptionsObject(given)) return undefined;
  try {
    return (given as { content?: unknown }).content;
  } catch {
    return "(unreadable)";
  }
}

/** The arrival first, then every content copy, as one list of tiles. */
function placementsOf({ arrival, arrivalRelaxation, content }: PlacementPlan): Placements {
  const copies = content?.copies ?? [];
  const tiles = new Int32Array(copies.length + 1);
  const relaxations = new Uint8Array(copies.length + 1);
  tiles[0] = arrival;
  relaxations[0] = arrivalRelaxation;
  copies.forEach((copy, i) => {
    tiles[i + 1] = copy.tile;
    relaxations[i + 1] = copy.relaxation;
  });
  return { tiles, relaxations };
}
