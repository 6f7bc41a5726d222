/**
 * What set pieces cost (`npm run bench -- --pieces`): for each registered layout and map size, the
 * median generation with BENCH_PIECE_COUNT set pieces (synthesized: 9×8 walled rooms with two
 * entrances, one of them mirrorable) against the same generation without, timed in turn
 * (timeTogether) so the ratio holds on a loaded machine. Issue 27's target: pieces add at most
 * TARGET_PIECES_PERCENT at 256×256.
 */
import { formatTable } from "../lib/table";
import type { ShippedCore } from "./load-shipped";
import { Clock, TimingPlan, timeTogether } from "./timing";

export const BENCH_PIECE_COUNT = 10;
/** What placing the pieces may add, in percent of the generation without them. */
export const TARGET_PIECES_PERCENT = 25;
export const PIECES_TARGET_SIZE = "256x256";

export interface PieceTimes {
  without_ms: number;
  with_ms: number;
  /** (with − without) ÷ without × 100. */
  added_percent: number;
  /** Pieces placed in the last timed run (fewer than asked where the map is full). */
  placed: number;
}

/** Per size name, per layout name. */
export type PieceTable = Record<string, Record<string, PieceTimes>>;

/** A width × height room: a wall border, floor inside, an entrance in the middle of the top and of the right side. */
export function benchPiece(name: string, width: number, height: number, mirror: boolean) {
  const WALL = 3;
  const ROOM = 1;
  const kinds = new Uint8Array(width * height).fill(WALL);
  for (let y = 1; y < height - 1; y++) for (let x = 1; x < width - 1; x++) kinds[y * width + x] = ROOM;
  const entrances = [width >> 1, (height >> 1) * width + width - 1];
  for (const tile of entrances) kinds[tile] = ROOM;
  return { name, width, height, kinds, entrances, eventTiles: [(height >> 1) * width + (width >> 1)], required: false, weight: 1, max: BENCH_PIECE_COUNT, mirror, spot: "anywhere" as const };
}

export const BENCH_PIECES = [benchPiece("bench room", 9, 8, false), benchPiece("bench room mirrored", 9, 8, true)];

/** With and without pieces for one layout at one size, timed in turn on `core`. */
export function timePieces(core: ShippedCore, layout: string, width: number, height: number, plan: TimingPlan, clock: Clock): PieceTimes {
  const plain = { layout };
  const withPieces = { layout, pieces: BENCH_PIECES, pieceCount: BENCH_PIECE_COUNT };
  let placed = 0;
  const run = (request: object, count: boolean) => (seed: number) => {
    const result = core.generateDungeon(width, height, request, seed);
    if (!result.ok) throw new Error(result.reason);
    if (count) placed = result.dungeon.pieces.length;
  };
  const [without, withTimes] = timeTogether([run(plain, false), run(withPieces, true)], plan, clock);
  const added = (100 * (withTimes.medianMs - without.medianMs)) / without.medianMs;
  return { without_ms: round(without.medianMs, 4), with_ms: round(withTimes.medianMs, 4), added_percent: round(added, 1), placed };
}

/** Every registered layout at every size, each layout on a fresh instance of the bundle. */
export function timeAllPieces(loadCore: () => ShippedCore, sizes: readonly { name: string; width: number; height: number }[], plan: TimingPlan, clock: Clock, progress: (line: string) => void): PieceTable {
  const names = loadCore().LAYOUT_NAMES;
  const cores = new Map(names.map((name) => [name, loadCore()] as const));
  const table: PieceTable = {};
  for (const size of sizes) {
    table[size.name] = {};
    for (const name of names) {
      const times = timePieces(cores.get(name)!, name, size.width, size.height, plan, clock);
      table[size.name][name] = times;
      progress(`${size.name} ${name} pieces: ${times.without_ms} ms without, ${times.with_ms} ms with ${times.placed} pieces (+${times.added_percent}%)`);
    }
  }
  return table;
}

/** One table per size: a row per layout, without and with pieces and what they add. */
export function formatPieces(table: PieceTable): string {
  const blocks = Object.entries(table).map(([size, layouts]) =>
    formatTable(
      [`${size} pieces`, "without", `with ${BENCH_PIECE_COUNT} asked`, "placed", "added"],
      Object.entries(layouts).map(([name, t]) => [name, `${t.without_ms.toFixed(3)} ms`, `${t.with_ms.toFixed(3)} ms`, String(t.placed), `${t.added_percent.toFixed(0)}%`]),
    ),
  );
  return [`median ms per generation without and with set pieces (${BENCH_PIECE_COUNT} asked, 9×8 rooms), timed in turn`, "", ...blocks.flatMap((block) => [block, ""])].join("\n").trimEnd();
}

/** One target line per layout at 256×256 (none when that size was not timed). */
export function checkPieceTargets(table: PieceTable | undefined): string[] {
  const at = table?.[PIECES_TARGET_SIZE];
  if (!at) return [];
  return Object.entries(at).map(
    ([name, t]) => `target: set pieces add (with − without) ÷ without for ${name} at ${PIECES_TARGET_SIZE} = ${t.added_percent.toFixed(0)}% ≤ ${TARGET_PIECES_PERCENT}%: ${t.added_percent <= TARGET_PIECES_PERCENT ? "met" : "MISSED"}`,
  );
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
