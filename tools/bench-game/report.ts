/**
 * The figures of `npm run bench:game`, their table and the targets checked on them (pure: tested
 * in test/tools/bench-game.test.ts). Targets are ratios within one run, since absolute times on a
 * shared machine swing.
 */

/** One map's entry: the plugin's own time in the load path and the whole load path (ms). */
export interface EntryFigures {
  layout: string;
  size: string;
  /** The plugin's hooks (its onLoad minus the chain it hands on to, plus its sprite-layer hooks). */
  hookMs: number;
  /** DataManager.onLoad + Scene_Map.onMapLoaded: the engine's load work and the plugin's together. */
  loadMs: number;
  /** The engine's JSON.parse of the map file (before onLoad; the same for a tagged map and an untagged one of its size). */
  parseMs: number;
  /** From DataManager.loadMapData to the end of Scene_Map.onMapLoaded (the file's request included). */
  transferMs: number;
  /** The plugin's own stages over the same entries (ms, median each), as LateFigures.stagesMs. */
  stagesMs?: Record<string, number>;
}

export interface WalkFigures {
  layout: string;
  size: string;
  /** rAF deltas (ms) with fog and minimap on, and on the same layout and size with both off. */
  on: FrameFigures;
  off: FrameFigures;
}

export interface FrameFigures {
  medianMs: number;
  p95Ms: number;
  /**
   * The walk's time over its frames. Deltas come in whole display refreshes (16.7 ms each), so the
   * median and p95 move a refresh at a time; the mean shows a cost smaller than one.
   */
  meanMs: number;
  frames: number;
}

export interface HeapFigures {
  layout: string;
  size: string;
  /** Used JS heap after a garbage collection (MB), by number of re-entries. */
  mbAfter: Record<string, number>;
}

/**
 * A dungeon map's entry deep into a run: the plugin's hooks (as EntryFigures.hookMs), median over
 * the last LATE_ENTRIES of `reentries` re-entries, once the browser has compiled the plugin's code
 * (the first entries of a size mostly wait for that).
 */
export interface LateFigures {
  layout: string;
  size: string;
  hookMs: number;
  reentries: number;
  /**
   * The plugin's own stages over the same entries (ms, median each), from its User Timing
   * measures, in the order they run. Absent in reports made before they were measured; empty for a
   * plugin that measures none.
   */
  stagesMs?: Record<string, number>;
}

/**
 * Each stage's median over loads (a load without a stage counts it as 0), stages in the order
 * they first appear: the order a load runs them.
 */
export function stageMedians(loads: readonly Record<string, number>[]): Record<string, number> {
  const names = [...new Set(loads.flatMap((stages) => Object.keys(stages)))];
  return Object.fromEntries(names.map((name) => [name, median(loads.map((stages) => stages[name] ?? 0))]));
}

/**
 * Where the hooks of some entries go, as a table under `title`: a column per stage, in the order
 * they run, and their sum; null when none of the entries has its stages measured.
 */
export function formatStages(title: string, entries: readonly { layout: string; size: string; hookMs: number; stagesMs?: Record<string, number> }[]): string | null {
  const measured = entries.filter((figures) => figures.stagesMs && Object.keys(figures.stagesMs).length > 0);
  if (measured.length === 0) return null;
  const names = [...new Set(measured.flatMap((figures) => Object.keys(figures.stagesMs!)))];
  const rows = measured.map((figures) => {
    const stages = names.map((name) => figures.stagesMs![name] ?? 0);
    return [`${figures.layout} ${figures.size}`, fixed(figures.hookMs), ...stages.map(fixed2), fixed2(stages.reduce((sum, value) => sum + value, 0))];
  });
  return [title, formatTable(["map", "hooks", ...names, "stages' sum"], rows)].join("\n");
}

/** How many of the last re-entries the late hook time is the median of. */
export const LATE_ENTRIES = 10;

export interface BenchGameReport {
  engine: string;
  entries: EntryFigures[];
  /** The untagged map of each size: its load path is the engine's own work. */
  untagged: EntryFigures[];
  walks: WalkFigures[];
  heap: HeapFigures[];
  /** Absent in reports made before late entries were measured. */
  late?: LateFigures[];
  targets: string[];
}

export const TARGET_SIZE = "256x256";
export const TARGET_WALK_P95_RATIO = 1.1;
export const TARGET_HEAP_GROWTH_MB = 5;

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** The q-quantile by the nearest rank (q = 0.95 is the p95); NaN for no values. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  if (q === 0.5 && sorted.length % 2 === 0) return (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** The figures of one walk's rAF deltas. */
export function frameFigures(deltas: readonly number[]): FrameFigures {
  return { medianMs: median(deltas), p95Ms: quantile(deltas, 0.95), meanMs: deltas.reduce((sum, delta) => sum + delta, 0) / deltas.length, frames: deltas.length };
}

const verdict = (ok: boolean) => (ok ? "met" : "NOT MET");
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : "—");

/**
 * The engine's own work to load a map untagged: parsing the map file, then its onLoad and
 * onMapLoaded (the load path). The file's request is not work: it is waiting.
 */
export function engineLoadWork(untagged: Pick<EntryFigures, "parseMs" | "loadMs">): number {
  return (Number.isFinite(untagged.parseMs) ? untagged.parseMs : 0) + untagged.loadMs;
}

/** One line per target the report can speak to. */
export function checkGameTargets(report: Pick<BenchGameReport, "entries" | "untagged" | "walks" | "heap">): string[] {
  const lines: string[] = [];
  const engine = report.untagged.find((entry) => entry.size === TARGET_SIZE);
  for (const entry of report.entries.filter((candidate) => candidate.size === TARGET_SIZE)) {
    if (!engine) break;
    const engineMs = engineLoadWork(engine);
    lines.push(`target: ${entry.layout} ${TARGET_SIZE} plugin hooks ${ms(entry.hookMs)} ≤ engine load work untagged ${ms(engineMs)} (map file parse ${ms(engine.parseMs)} + load path ${ms(engine.loadMs)}): ${verdict(entry.hookMs <= engineMs)}`);
  }
  for (const walk of report.walks.filter((candidate) => candidate.size === TARGET_SIZE)) {
    const ratio = walk.on.p95Ms / walk.off.p95Ms;
    lines.push(`target: ${walk.layout} ${TARGET_SIZE} walking p95 with fog+minimap ${ms(walk.on.p95Ms)} ÷ without ${ms(walk.off.p95Ms)} = ${ratio.toFixed(2)} ≤ ${TARGET_WALK_P95_RATIO}: ${verdict(ratio <= TARGET_WALK_P95_RATIO)}`);
  }
  for (const heap of report.heap) {
    const counts = Object.keys(heap.mbAfter).map(Number).sort((a, b) => a - b);
    const last = counts[counts.length - 1];
    if (!(10 in heap.mbAfter) || last <= 10) continue;
    const growth = heap.mbAfter[last] - heap.mbAfter[10];
    lines.push(`target: ${heap.layout} ${heap.size} heap after ${last} re-entries ${heap.mbAfter[last].toFixed(1)} MB ≤ after 10 ${heap.mbAfter[10].toFixed(1)} MB + ${TARGET_HEAP_GROWTH_MB} MB: ${verdict(growth <= TARGET_HEAP_GROWTH_MB)}`);
  }
  return lines;
}

/**
 * Lines that inform but hold no target: each layout's hooks deep into a run beside the engine's
 * load work, as the first entries' target compares them.
 */
export function lateEntryNotes(report: Pick<BenchGameReport, "untagged" | "late">): string[] {
  const engine = report.untagged.find((entry) => entry.size === TARGET_SIZE);
  if (!engine) return [];
  return (report.late ?? [])
    .filter((late) => late.size === TARGET_SIZE)
    .map((late) => `late entries: ${late.layout} ${late.size} plugin hooks over re-entries ${late.reentries - LATE_ENTRIES + 1}–${late.reentries} ${ms(late.hookMs)} (median) beside engine load work untagged ${ms(engineLoadWork(engine))}`);
}

/** Left-aligned first column, right-aligned figures. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

const fixed = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "—");
/** Stages take tenths of a millisecond: two places. */
const fixed2 = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : "—");
/** a ÷ b to two places, or — when either is missing. */
const ratio = (a: number, b: number) => (Number.isFinite(a / b) ? (a / b).toFixed(2) : "—");

/** The whole report as text: entries beside the untagged map of their size, walking, heap, targets. */
export function formatGameReport(report: BenchGameReport): string {
  const untagged = new Map(report.untagged.map((entry) => [entry.size, entry]));
  const entryRows = report.entries.map((entry) => {
    const plain = untagged.get(entry.size);
    return [`${entry.layout} ${entry.size}`, fixed(entry.hookMs), fixed(entry.loadMs), fixed(entry.transferMs), fixed(plain?.parseMs ?? NaN), fixed(plain?.loadMs ?? NaN), fixed(plain ? engineLoadWork(plain) : NaN), fixed(plain?.transferMs ?? NaN)];
  });
  const walkRows = report.walks.map(({ layout, size, on, off }) => [`${layout} ${size}`, fixed(on.medianMs), fixed(on.p95Ms), fixed(on.meanMs), fixed(off.medianMs), fixed(off.p95Ms), fixed(off.meanMs), ratio(on.meanMs, off.meanMs), String(on.frames), String(off.frames)]);
  const counts = [...new Set(report.heap.flatMap((heap) => Object.keys(heap.mbAfter)))].sort((a, b) => Number(a) - Number(b));
  const heapRows = report.heap.map((heap) => [`${heap.layout} ${heap.size}`, ...counts.map((count) => fixed(heap.mbAfter[count] ?? NaN))]);
  const lateRows = (report.late ?? []).map((late) => [`${late.layout} ${late.size}`, fixed(late.hookMs), String(late.reentries), fixed(untagged.has(late.size) ? engineLoadWork(untagged.get(late.size)!) : NaN)]);
  const firstStages = formatStages(`Where the ${TARGET_SIZE} entries' hooks go (ms, median per stage over the same entries)`, report.entries.filter((entry) => entry.size === TARGET_SIZE));
  const lateStages = formatStages(`Where the late entries' hooks go (ms, median of the last ${LATE_ENTRIES} re-entries per stage)`, report.late ?? []);
  return [
    `Map entry (ms, median; engine ${report.engine})`,
    formatTable(["map", "hooks", "load path", "transfer", "untagged parse", "untagged load path", "untagged engine work", "untagged transfer"], entryRows),
    "",
    ...(firstStages ? [firstStages, ""] : []),
    "Walking (rAF delta ms)",
    formatTable(["map", "fog+mm median", "fog+mm p95", "fog+mm mean", "off median", "off p95", "off mean", "mean on ÷ off", "frames on", "frames off"], walkRows),
    "",
    "JS heap after re-entries (MB)",
    formatTable(["map", ...counts.map((count) => `after ${count}`)], heapRows),
    "",
    `Late entries (ms, median of the last ${LATE_ENTRIES} re-entries)`,
    formatTable(["map", "hooks", "re-entries", "untagged engine work"], lateRows),
    "",
    ...(lateStages ? [lateStages, ""] : []),
    ...lateEntryNotes(report),
    ...report.targets,
  ].join("\n");
}

/** One way of walking a dungeon in `--walk-parts`: what is drawn, and its frames. */
export interface WalkPart {
  part: string;
  frames: FrameFigures;
}

/** The parts of one walk beside the last (fog off), by mean frame time. */
export function formatWalkParts(title: string, parts: readonly WalkPart[]): string {
  const off = parts[parts.length - 1]?.frames.meanMs ?? NaN;
  const rows = parts.map(({ part, frames }) => [part, fixed(frames.medianMs), fixed(frames.p95Ms), fixed(frames.meanMs), ratio(frames.meanMs, off), String(frames.frames)]);
  return [title, formatTable(["drawn", "median", "p95", "mean", "mean ÷ fog off", "frames"], rows)].join("\n");
}
