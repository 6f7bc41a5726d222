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
import { Random, isUsableSeed, mixSeed, normalizeSeed } from "./random";
import { Grid, TileKind, checkGridSize, createGrid } from "./grid";
import { addNorthWalls } from "./walls";
import { Placements } from "./placement";
import { RangeTable, isOptionsObject, mergeOptions, safeFormat } from "./options";
import type { Layout, LayoutAlgorithm, LayoutInput, NumericOptions, Prefab } from "./layout/contract";
import { DEFAULT_LAYOUT, LAYOUT_NAMES, findLayout } from "./layout/index";
import { ContentPlan, PlacementPlan, describePieces, placeArrivalAndContent } from "./content";
import { PIECE_SPOTS, PlacedPiece, SetPiece } from "./set-piece";
import { PlannedPiece, placeSetPieces, planPieces, siteSizes } from "./pieces";
import { regionOf } from "./layout/kit/frame";
import { borrowUint8, giveBack } from "./scratch";

/** Which splitmix32 output of the seed starts the set-piece stage's generator (one no other stream uses: content.ts, decor.ts). */
const PIECES_STREAM = 19;
/** How many optional set pieces a request without `pieceCount` places. */
export const DEFAULT_PIECE_COUNT = 2;
export const MAX_PIECE_COUNT = 50;

/** Options of whichever layout runs, by key: whole numbers, `wallHeight` among them (every layout has it). */
export type DungeonOptions = { wallHeight: number } & NumericOptions;

/** The options a request without `layout` gets: the default layout's. */
export const DUNGEON_DEFAULTS: Readonly<DungeonOptions> = findLayout(DEFAULT_LAYOUT)!.defaults as Readonly<DungeonOptions>;
export const DUNGEON_RANGES: Readonly<RangeTable<DungeonOptions>> = findLayout(DEFAULT_LAYOUT)!.ranges as Readonly<RangeTable<DungeonOptions>>;

/**
 * What a caller asks for: `layout` names the algorithm (default "cells"); any of that algorithm's
 * options may be given; keys no layout knows, and other layouts' options, are ignored.
 */
export type DungeonRequest = { layout?: unknown; prefabs?: unknown; structure?: unknown; content?: unknown; pieces?: unknown; pieceCount?: unknown } & { [option: string]: unknown };

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
  /** The set pieces placed (pieces.ts), in the order they were placed; [] when none. */
  pieces: PlacedPiece[];
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
  const pieces = readPieces(given, problems);
  // The pieces are drawn before the layout carves, so it can leave their sites (LayoutInput.sites).
  const pieceRandom = new Random(mixSeed(usedSeed, PIECES_STREAM));
  const pieceCount = pieces.length === 0 ? 0 : readPieceCount(given, problems);
  const piecePlan = pieces.length === 0 ? [] : planPieces(pieces, pieceCount, pieceRandom);
  if (piecePlan.length > 0) input.sites = siteSizes(pieces, piecePlan, options.wallHeight);
  const layout = algorithm.carve(grid, options, new Random(usedSeed), input, onPhase && ((step, partial) => onPhase(step, { grid, layout: partial })));
  const placed = pieces.length === 0 ? [] : placePieces(grid, layout, pieces, piecePlan, pieceCount, options, input.structure ?? null, pieceRandom, problems);
  if (pieces.length > 0) onPhase?.("pieces", { grid, layout });
  addNorthWalls(grid, options.wallHeight);
  onPhase?.("walls", { grid, layout });
  const content = readContent(given);
  // The tiles the gatehouses keep as painted matter only when content is asked for.
  const keep = content === undefined ? input.structure : paintedTiles(input.structure ?? null, placed, width, height);
  const plan = placeArrivalAndContent(grid, layout, content, usedSeed, { wallHeight: options.wallHeight, keep }, placed.length > 0 ? describePieces(grid, layout.areas.length, pieces, placed) : undefined);
  if (keep && keep !== input.structure) giveBack(keep); // made by paintedTiles for this plan alone
  problems.push(...(plan.pieceProblems ?? []));
  const { arrival } = plan;
  const placements = placementsOf(plan);
  onPhase?.("placement", { grid, layout, placements });

  const dungeon: Dungeon = { width, height, seed: usedSeed, options, grid, layout, arrival, ...(plan.content ? { content: plan.content } : {}), placements, pieces: placed };
  // What of the map's input (a vault larger than the map) the layout could not use, said by the layout itself.
  problems.push(...(algorithm.inputProblems?.(input, width, height, options) ?? []));
  return { ok: true, dungeon, problems };
}

/**
 * Gives a dungeon's map-sized arrays (its grid's tiles, the layout's areaOf and the crawlers'
 * generation map) back to scratch.ts, so the next generation reuses their memory instead of fresh
 * memory (milliseconds per map entry in a browser). Only for a caller that no longer reads the
 * dungeon at all: the next generation overwrites those arrays.
 */
export function releaseDungeon(dungeon: Dungeon): void {
  giveBack(dungeon.grid.kinds, dungeon.layout.areaOf, dungeon.layout.overlay.generations);
}

/** The set-piece stage, on the random stream its plan was drawn from, inside the layout's frame (kit/frame.ts). */
function placePieces(grid: Grid, layout: Layout, pieces: readonly SetPiece[], plan: readonly PlannedPiece[], count: number, options: ResolvedOptions, structure: Uint8Array | null, random: Random, problems: string[]): PlacedPiece[] {
  const { wallHeight } = options;
  const frame = regionOf(grid.width, grid.height, { border: options.border ?? 1, wallHeight });
  // Floor never on the map's edge, nor within wallHeight rows of the top, whatever the border.
  const region = { left: Math.max(1, frame.left), top: Math.max(1, wallHeight, frame.top), right: Math.min(grid.width - 2, frame.right), bottom: Math.min(grid.height - 2, frame.bottom) };
  return placeSetPieces(grid, layout, pieces, plan, { wallHeight, region, count, structure }, random, problems);
}

/**
 * The tiles later stages must leave as they are (the gatehouse never walls them): the structure
 * the game maker painted on the map and every placed piece's rectangle. Null when there are none.
 */
function paintedTiles(structure: Uint8Array | null, placed: readonly PlacedPiece[], width: number, height: number): Uint8Array | null {
  if (placed.length === 0) return structure;
  const keep = borrowUint8(width * height);
  if (structure) keep.set(structure);
  for (const piece of placed) {
    for (let y = piece.y; y < piece.y + piece.height; y++) keep.fill(1, y * width + piece.x, y * width + piece.x + piece.width);
  }
  return keep;
}

/** The request's set pieces that are whole and consistent; every other entry is reported and skipped. */
function readPieces(given: unknown, problems: string[]): SetPiece[] {
  if (!isOptionsObject(given)) return [];
  let pieces: unknown;
  try {
    pieces = (given as { pieces?: unknown }).pieces;
  } catch {
    problems.push("the request's set pieces could not be read; none are used");
    return [];
  }
  if (pieces === undefined || pieces === null) return [];
  if (!Array.isArray(pieces)) {
    problems.push(`the request's set pieces are ${safeFormat(pieces)}, not a list; none are used`);
    return [];
  }
  const usable: SetPiece[] = [];
  pieces.forEach((piece: unknown, index) => {
    const flaw = pieceFlaw(piece);
    if (flaw) problems.push(`set piece ${pieceLabel(piece, index)} is skipped: ${flaw}`);
    else usable.push(piece as SetPiece);
  });
  return usable;
}

function pieceLabel(piece: unknown, index: number): string {
  try {
    const name = (piece as { name?: unknown } | null)?.name;
    return typeof name === "string" ? `"${name}"` : `${index + 1}`;
  } catch {
    return `${index + 1}`;
  }
}

/** Whether every byte is a TileKind (an index loop: this runs over every piece's tiles on every map entry). */
function allTileKinds(kinds: Uint8Array): boolean {
  for (let i = 0; i < kinds.length; i++) if (kinds[i] > TileKind.Wall) return false;
  return true;
}

/** What makes a set piece unusable (the shape of set-piece.ts), or null when it is whole. */
function pieceFlaw(piece: unknown): string | null {
  try {
    if (!isOptionsObject(piece)) return `${safeFormat(piece)} is not a set piece`;
    const { name, width, height, kinds, entrances, eventTiles, required, weight, max, mirror, spot } = piece as Partial<SetPiece>;
    if (typeof name !== "string") return "its name is not text";
    if (!Number.isInteger(width) || !Number.isInteger(height) || width! < 1 || height! < 1) return `its size ${safeFormat(width)}×${safeFormat(height)} is not two whole numbers above 0`;
    if (!(kinds instanceof Uint8Array) || kinds.length !== width! * height! || !allTileKinds(kinds)) return `its tiles are not one tile kind per tile of ${width}×${height}`;
    const inside = (tile: unknown) => Number.isInteger(tile) && (tile as number) >= 0 && (tile as number) < kinds.length;
    if (!Array.isArray(entrances) || !entrances.every(inside)) return "its entrances are not tiles inside it";
    if (entrances.length === 0) return "it has no entrance";
    const bad = entrances.find((tile) => !onOuterEdge(tile, width!, height!) || (kinds[tile] !== TileKind.Room && kinds[tile] !== TileKind.Corridor));
    if (bad !== undefined) return `its entrance at (${bad % width!},${Math.floor(bad / width!)}) is not floor on its outer edge`;
    if (!Array.isArray(eventTiles) || !eventTiles.every(inside)) return "its event tiles are not tiles inside it";
    if (typeof required !== "boolean" || typeof mirror !== "boolean") return "its Required and Mirror flags are not true or false";
    if (typeof weight !== "number" || !Number.isFinite(weight) || weight < 0) return `its weight ${safeFormat(weight)} is not a number of 0 or more`;
    if (!Number.isInteger(max) || max! < 1) return `its Max ${safeFormat(max)} is not a whole number above 0`;
    if (!PIECE_SPOTS.includes(spot as never)) return `its spot ${safeFormat(spot)} is not one of ${PIECE_SPOTS.join(", ")}`;
    return null;
  } catch {
    return "it could not be read";
  }
}

function onOuterEdge(tile: number, width: number, height: number): boolean {
  const x = tile % width;
  const y = (tile - x) / width;
  return x === 0 || y === 0 || x === width - 1 || y === height - 1;
}

/** How many optional pieces to place: a whole number 0–MAX_PIECE_COUNT, else the default with a message. */
function readPieceCount(given: unknown, problems: string[]): number {
  let count: unknown;
  try {
    count = (given as { pieceCount?: unknown }).pieceCount;
  } catch {
    count = "(unreadable)";
  }
  if (count === undefined) return DEFAULT_PIECE_COUNT;
  if (typeof count === "number" && Number.isInteger(count) && count >= 0 && count <= MAX_PIECE_COUNT) return count;
  problems.push(`the set piece count ${safeFormat(count)} is not a whole number from 0 to ${MAX_PIECE_COUNT}; using ${DEFAULT_PIECE_COUNT}`);
  return DEFAULT_PIECE_COUNT;
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
