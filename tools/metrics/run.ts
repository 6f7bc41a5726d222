/**
 * The metrics command: generate --count dungeons of one layout seed after seed, measure each,
 * print a table (floor share, connectivity, areas by kind, room sizes, path length, diameter, dead
 * ends, loops and chokepoints of the area graph, diversity) and write the expressive-range heat
 * map of floor share against path length.
 */
import { mkdirSync } from "fs";
import { dirname } from "path";
import { DEFAULT_LAYOUT, Dungeon, Grid, generateDungeon, meanPairwiseHamming, normalizeSeed } from "../../src/core";
import { ArgumentError, FlagSpecs, describeFlags, parseFlags } from "../lib/args";
import { Output, runCommand } from "../lib/cli";
import { LAYOUT_FLAG, MAP_FLAGS, OPTION_FLAGS, OptionValues, STYLE_FLAG, applyStyle, dungeonOptionsFromFlags, mapSizeFromFlags } from "../lib/dungeon-flags";
import { Spread, spread } from "../lib/stats";
import { formatTable } from "../lib/table";
import { writePng } from "../render/png";
import { renderHeatMap } from "./heat-map";
import { Axis, axisAround, histogram, histogram2d } from "./histogram";
import { DungeonMeasures, measureDungeon } from "./measure";

export const METRICS_FLAGS: FlagSpecs = {
  ...MAP_FLAGS,
  ...LAYOUT_FLAG,
  ...STYLE_FLAG,
  seed: { kind: "integer", help: "first seed (default 1)" },
  count: { kind: "integer", help: "how many dungeons, seeds seed, seed+1, … (default 1000)" },
  sample: { kind: "integer", help: "how many of them to compare pairwise for diversity (default 100)" },
  out: { kind: "text", help: "heat map PNG (default metrics/expressive-range-WxH.png, -LAYOUT-WxH for other layouts than cells)" },
  bins: { kind: "integer", help: "heat map bins per axis (default 20)" },
  json: { kind: "switch", help: "print the summary as JSON instead of tables" },
  help: { kind: "switch", help: "show this help" },
  ...OPTION_FLAGS,
};

export const METRICS_USAGE = `usage: npm run metrics -- [flags]\n${describeFlags(METRICS_FLAGS)}`;

export interface MetricsRequest {
  width: number;
  height: number;
  seed: number;
  count: number;
  sample: number;
  out: string;
  bins: number;
  json: boolean;
  layout: string;
  options: OptionValues;
  /** Flags given that the chosen layout does not read. */
  notes: string[];
}

export function parseMetricsArgs(argv: readonly string[]): MetricsRequest | null {
  const flags = parseFlags(argv, METRICS_FLAGS);
  if (flags.isOn("help")) return null;
  const { width, height } = mapSizeFromFlags(flags);
  const chosen = dungeonOptionsFromFlags(flags);
  const named = chosen.layout === DEFAULT_LAYOUT ? "" : `${chosen.layout}-`;
  const request: MetricsRequest = {
    width,
    height,
    seed: flags.integer("seed", 1),
    count: flags.integer("count", 1000),
    sample: flags.integer("sample", 100),
    out: flags.text("out", `metrics/expressive-range-${named}${width}x${height}.png`),
    bins: flags.integer("bins", 20),
    json: flags.isOn("json"),
    ...chosen,
  };
  if (flags.has("style")) applyStyle(request, flags.text("style", ""));
  if (request.count < 1) throw new ArgumentError(`--count must be at least 1, got ${request.count}`);
  if (request.sample < 0) throw new ArgumentError(`--sample must not be negative, got ${request.sample}`);
  if (request.bins < 1 || request.bins > 200) throw new ArgumentError(`--bins must be from 1 to 200, got ${request.bins}`);
  return request;
}

/** What the report says about all the dungeons measured. */
export interface MetricsSummary {
  layout: string;
  width: number;
  height: number;
  count: number;
  /** Dungeons whose floor is one 4-connected region. */
  connected: number;
  floorShare: Spread;
  components: Spread;
  areas: Spread;
  /** Per area kind seen in any dungeon: areas of that kind per dungeon (0 where a dungeon has none). */
  areasByKind: Record<string, Spread>;
  rooms: Spread;
  roomArea: Spread;
  pathLength: Spread;
  diameter: Spread;
  deadEnds: Spread;
  loops: Spread;
  bridges: Spread;
  roomAreaHistogram: ReturnType<typeof histogram>;
  /** Mean share of tiles that differ between two dungeons of the sample. */
  diversity: number;
  diversitySample: number;
  heatMap: { file: string; x: Axis; y: Axis };
}

export function summarize(
  layout: string,
  measures: readonly DungeonMeasures[],
  sample: readonly Grid[],
  width: number,
  height: number,
  heatMap: MetricsSummary["heatMap"],
): MetricsSummary {
  const of = (pick: (m: DungeonMeasures) => number) => spread(measures.map(pick));
  const roomAreas = measures.flatMap((m) => m.roomAreas);
  const kinds = [...new Set(measures.flatMap((m) => Object.keys(m.areasByKind)))].sort();
  return {
    layout,
    width,
    height,
    count: measures.length,
    connected: measures.filter((m) => m.components === 1).length,
    floorShare: of((m) => m.floorShare),
    components: of((m) => m.components),
    areas: of((m) => m.areas),
    areasByKind: Object.fromEntries(kinds.map((kind) => [kind, of((m) => m.areasByKind[kind] ?? 0)])),
    rooms: of((m) => m.rooms),
    roomArea: spread(roomAreas),
    pathLength: of((m) => m.pathLength),
    diameter: of((m) => m.diameter),
    deadEnds: of((m) => m.deadEnds),
    loops: of((m) => m.loops),
    bridges: of((m) => m.bridges),
    roomAreaHistogram: histogram(roomAreas, 0, 20, 140),
    diversity: meanPairwiseHamming(sample),
    diversitySample: sample.length,
    heatMap,
  };
}

/** Runs the command; returns the process exit code. */
export function runMetrics(argv: readonly string[], output: Output): number {
  return runCommand("metrics", argv, output, { parse: parseMetricsArgs, usage: METRICS_USAGE, execute: (request) => measureAll(request, output) });
}

function measureAll(request: MetricsRequest, output: Output): number {
  const dungeons = generateAll(request, output);
  if (!dungeons) return 1;
  const measures = dungeons.map(measureDungeon);
  const heatMap = writeExpressiveRange(measures, request);
  const sample = dungeons.slice(0, request.sample).map((dungeon) => dungeon.grid);
  const summary = summarize(request.layout, measures, sample, request.width, request.height, heatMap);
  output.log(request.json ? JSON.stringify(summary) : formatSummary(summary));
  return 0;
}

function generateAll(request: MetricsRequest, output: Output): Dungeon[] | null {
  for (const note of request.notes) output.error(`note: ${note}`);
  const dungeons: Dungeon[] = [];
  for (let i = 0; i < request.count; i++) {
    const result = generateDungeon(request.width, request.height, { layout: request.layout, ...request.options }, normalizeSeed(request.seed + i));
    if (i === 0) for (const problem of result.problems) output.error(`warning: ${problem}`);
    if (!result.ok) {
      output.error(`metrics: ${result.reason}`);
      return null;
    }
    dungeons.push(result.dungeon);
  }
  return dungeons;
}

/** Floor share (x, percent) against start→farthest path length (y, steps). */
function writeExpressiveRange(measures: readonly DungeonMeasures[], request: MetricsRequest): MetricsSummary["heatMap"] {
  const shares = measures.map((m) => 100 * m.floorShare);
  const paths = measures.map((m) => m.pathLength);
  const x = axisAround("floor share (%)", shares, 5, request.bins);
  const y = axisAround("start→farthest path (steps)", paths, 10, request.bins);
  const counts = histogram2d(shares.map((share, i) => [share, paths[i]] as const), x, y);
  mkdirSync(dirname(request.out), { recursive: true });
  writePng(request.out, renderHeatMap(counts, x.bins, y.bins, 12));
  return { file: request.out, x, y };
}

export function formatSummary(summary: MetricsSummary): string {
  const row = (name: string, values: Spread, scale = 1, digits = 1): string[] => [
    name,
    ...[values.mean, values.min, values.median, values.max].map((value) => (value * scale).toFixed(digits)),
  ];
  const metrics = formatTable(
    ["metric", "mean", "min", "median", "max"],
    [
      row("floor share (%)", summary.floorShare, 100),
      row("floor components", summary.components, 1, 2),
      row("areas", summary.areas),
      ...Object.entries(summary.areasByKind).map(([kind, values]) => row(`  ${kind} areas`, values)),
      row("room area (floor tiles)", summary.roomArea),
      row("start→farthest path (steps)", summary.pathLength),
      row("diameter (steps, double BFS)", summary.diameter),
      row("dead ends (areas, 1 neighbour)", summary.deadEnds),
      row("loops (cyclomatic, area graph)", summary.loops, 1, 2),
      row("chokepoints (bridge openings)", summary.bridges),
    ],
  );
  const total = summary.roomAreaHistogram.reduce((sum, bin) => sum + bin.count, 0);
  const rooms = formatTable(
    ["room area (floor tiles)", "count", "share"],
    summary.roomAreaHistogram.map((bin) => [
      bin.to === Infinity ? `${bin.from}+` : `${bin.from}–${bin.to - 1}`,
      String(bin.count),
      `${((100 * bin.count) / Math.max(1, total)).toFixed(1)}%`,
    ]),
  );
  const { x, y, file } = summary.heatMap;
  return [
    `${summary.count} ${summary.layout} dungeons, ${summary.width}×${summary.height}`,
    "",
    metrics,
    "",
    `connectivity: ${summary.connected}/${summary.count} dungeons have one floor region (${((100 * summary.connected) / summary.count).toFixed(1)}%)`,
    `diversity: mean pairwise Hamming distance ${(100 * summary.diversity).toFixed(1)}% of tiles over ${summary.diversitySample} dungeons`,
    "",
    rooms,
    "",
    `expressive range: ${file} — x ${x.label} ${x.min}–${x.max}, y ${y.label} ${y.min}–${y.max} (upwards), ${x.bins}×${y.bins} bins`,
  ].join("\n");
}
