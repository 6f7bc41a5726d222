/**
 * `npm run bench:game -- --runtime DIR`: where players feel the plugin, measured in the real engine.
 *
 * Stages the runtime as `npm run e2e` does (tools/e2e/stage.ts, served by tools/e2e/server.ts),
 * adds one map per layout of the registry and size (stock decorations, fog, minimap, 20 events
 * of mixed roles), its fog-off twin and an untagged map per size, and two timing probes listed
 * around the plugin (probe.js). In headless Chromium it then times each map's entry (the plugin's
 * hooks, the load path, the whole transfer), walks the 256×256 maps with fog and minimap on and
 * off in turn (rAF deltas), times each 256×256 dungeon's hooks over --late-entries more
 * re-entries (deep into a run), and reads the JS heap after 1, 10 and 50 re-entries. Prints a
 * table with the targets and writes report.json into --out, nothing elsewhere (the staged copy is
 * removed). --profile and --walk-parts print their own figures instead.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "fs";
import { join } from "path";
import { CDPSession, Page, chromium } from "playwright-core";
import { LAYOUT_NAMES } from "../../src/core/layout";
import { serveFolder } from "../e2e/server";
import { checkRuntime, stageGame } from "../e2e/stage";
import { BENCH_GAME_USAGE, BenchGameArgs, parseBenchGameArgs } from "./args";
import { FIRST_BENCH_MAP, PlannedMap, mapFile, mapInfos, planMaps, pluginsWithProbes, sizeName } from "./maps";
import { formatSelfTimes, selfTimes, CpuProfile } from "./profile";
import { BenchGameReport, EntryFigures, HeapFigures, LATE_ENTRIES, LateFigures, TARGET_SIZE, WalkFigures, checkGameTargets, formatGameReport, formatWalkParts, frameFigures, median, stageMedians } from "./report";

const ROOT = join(__dirname, "..", "..");
const SAMPLE = join(ROOT, "sample-project");
const CHROMIUM = "/usr/bin/chromium";
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const PROBES = { inner: "RDBenchInner", outer: "RDBenchOuter" };
const HEAP_READINGS = [1, 10];
/** Walks with fog and minimap and without alternate this many times per layout. */
const WALK_ROUNDS = 3;
const WALK_SETTLE_SECONDS = 0.5;

interface LoadRecord {
  mapId: number;
  start: number;
  end?: number;
  onMapLoaded?: number;
  /** DataManager.onXhrLoad of the map file: its JSON.parse and then onLoad. */
  mapXhr?: number;
  innerOnLoad?: number;
  outerOnLoad?: number;
  innerLower?: number;
  outerLower?: number;
  innerUpper?: number;
  outerUpper?: number;
  /** The plugin's own stages of this load (ms), from its User Timing measures, in the order they ran. */
  stages?: Record<string, number>;
}

/** The staged game with the bench maps and the probes laid over the sample project. */
function stageBench(runtime: string, plugin: string, maps: readonly PlannedMap[]): string {
  const game = stageGame(runtime, SAMPLE, plugin);
  for (const map of maps) writeFileSync(join(game, "data", `Map${String(map.id).padStart(3, "0")}.json`), JSON.stringify(mapFile(map)));
  const infos = JSON.parse(readFileSync(join(game, "data", "MapInfos.json"), "utf8")) as unknown[];
  writeFileSync(join(game, "data", "MapInfos.json"), JSON.stringify(mapInfos(infos, maps)));
  const plugins = readFileSync(join(game, "js", "plugins.js"), "utf8");
  writeFileSync(join(game, "js", "plugins.js"), pluginsWithProbes(plugins, PROBES.inner, PROBES.outer));
  const probe = readFileSync(join(__dirname, "probe.js"), "utf8");
  for (const name of Object.values(PROBES)) writeFileSync(join(game, "js", "plugins", `${name}.js`), probe);
  return game;
}

class Bench {
  constructor(
    readonly page: Page,
    readonly cdp: CDPSession,
  ) {}

  async enter(mapId: number): Promise<LoadRecord> {
    await this.page.evaluate(`window.__bench.transfer(${mapId})`);
    await this.page.waitForFunction(`window.__bench.onMap(${mapId})`, undefined, { timeout: 120_000, polling: 50 });
    return (await this.page.evaluate("window.__bench.lastLoad()")) as LoadRecord;
  }

  async heapMb(): Promise<number> {
    await this.cdp.send("HeapProfiler.collectGarbage");
    const usage = (await this.cdp.send("Runtime.getHeapUsage")) as { usedSize: number };
    return usage.usedSize / (1024 * 1024);
  }

  async walk(seconds: number): Promise<number[]> {
    return (await this.page.evaluate(`window.__bench.walk(${seconds * 1000})`)) as number[];
  }
}

/** The plugin's own time in a load: its onLoad and sprite-layer hooks minus what they hand on to. */
export function hookTime(record: LoadRecord): number {
  const share = (outer?: number, inner?: number) => Math.max(0, (outer ?? 0) - (inner ?? 0));
  return share(record.outerOnLoad, record.innerOnLoad) + share(record.outerLower, record.innerLower) + share(record.outerUpper, record.innerUpper);
}

function entryFigures(map: PlannedMap, records: LoadRecord[]): EntryFigures {
  return {
    layout: map.layout ?? "untagged",
    size: sizeName(map.size),
    hookMs: median(records.map(hookTime)),
    loadMs: median(records.map((record) => (record.outerOnLoad ?? 0) + (record.onMapLoaded ?? 0))),
    parseMs: median(records.map((record) => Math.max(0, (record.mapXhr ?? 0) - (record.outerOnLoad ?? 0)))),
    transferMs: median(records.map((record) => (record.end ?? record.start) - record.start)),
    stagesMs: stageMedians(records.map((record) => record.stages ?? {})),
  };
}

async function measureEntries(bench: Bench, maps: readonly PlannedMap[], args: BenchGameArgs, rest: number) {
  const untagged: EntryFigures[] = [];
  const entries: EntryFigures[] = [];
  for (const map of maps.filter((candidate) => candidate.fog || !candidate.layout)) {
    const records: LoadRecord[] = [];
    for (let repeat = 0; repeat < args.repeats; repeat++) {
      records.push(await bench.enter(map.id));
      await bench.enter(rest);
    }
    const figures = entryFigures(map, records);
    (map.layout ? entries : untagged).push(figures);
    const each = records.map((record) => hookTime(record).toFixed(0)).join(", ");
    console.log(`  entry ${map.name}: hooks ${figures.hookMs.toFixed(1)} ms (each: ${each}), map file parse ${figures.parseMs.toFixed(1)} ms, load path ${figures.loadMs.toFixed(1)} ms, transfer ${figures.transferMs.toFixed(1)} ms`);
  }
  return { entries, untagged };
}

/** The dungeon maps with fog at the target size (256×256), one per layout. */
function fogDungeonsAtTargetSize(maps: readonly PlannedMap[]): PlannedMap[] {
  return maps.filter((map) => map.layout && map.fog && sizeName(map.size) === TARGET_SIZE);
}

/** The fog-off twin of a dungeon map with fog (same layout and size). */
function fogOffTwin(maps: readonly PlannedMap[], on: PlannedMap): PlannedMap {
  return maps.find((map) => map.layout === on.layout && !map.fog && sizeName(map.size) === sizeName(on.size))!;
}

async function measureWalks(bench: Bench, maps: readonly PlannedMap[], args: BenchGameArgs): Promise<WalkFigures[]> {
  const walks: WalkFigures[] = [];
  for (const on of fogDungeonsAtTargetSize(maps)) {
    const off = fogOffTwin(maps, on);
    // On and off in turn, a share of the time each, so a machine that slows down or speeds up
    // during the run weighs on both alike.
    const onDeltas: number[] = [];
    const offDeltas: number[] = [];
    // Each walk starts after a short settling walk: an entry's one-time work (first paints,
    // texture uploads) is map entry, not walking.
    for (let round = 0; round < WALK_ROUNDS; round++) {
      await bench.enter(on.id);
      await bench.walk(WALK_SETTLE_SECONDS);
      onDeltas.push(...(await bench.walk(args.walkSeconds / WALK_ROUNDS)));
      await bench.enter(off.id);
      await bench.walk(WALK_SETTLE_SECONDS);
      offDeltas.push(...(await bench.walk(args.walkSeconds / WALK_ROUNDS)));
    }
    const walk = { layout: on.layout!, size: TARGET_SIZE, on: frameFigures(onDeltas), off: frameFigures(offDeltas) };
    walks.push(walk);
    console.log(`  walk ${on.layout}: fog+minimap p95 ${walk.on.p95Ms.toFixed(1)} ms, off p95 ${walk.off.p95Ms.toFixed(1)} ms`);
  }
  return walks;
}

async function measureHeap(bench: Bench, map: PlannedMap, args: BenchGameArgs, rest: number): Promise<HeapFigures> {
  const readings = [...HEAP_READINGS, args.reentries];
  const mbAfter: Record<string, number> = {};
  for (let entry = 1; entry <= args.reentries; entry++) {
    await bench.enter(map.id);
    await bench.enter(rest);
    if (readings.includes(entry)) mbAfter[entry] = await bench.heapMb();
  }
  console.log(`  heap ${map.name}: ${Object.entries(mbAfter).map(([count, mb]) => `${count}: ${mb.toFixed(1)} MB`).join(", ")}`);
  return { layout: map.layout!, size: sizeName(map.size), mbAfter };
}

/**
 * Each 256×256 dungeon re-entered --late-entries times after its timed entries and walks: the
 * hooks' median over the last LATE_ENTRIES, an entry deep into a run. (Before the heap readings,
 * whose forced full GCs make the next few entries slow again.)
 */
async function measureLateEntries(bench: Bench, maps: readonly PlannedMap[], args: BenchGameArgs, rest: number): Promise<LateFigures[]> {
  const late: LateFigures[] = [];
  for (const map of fogDungeonsAtTargetSize(maps)) {
    const records: LoadRecord[] = [];
    for (let entry = 0; entry < args.lateEntries; entry++) {
      records.push(await bench.enter(map.id));
      await bench.enter(rest);
    }
    // The last re-entries' hooks and stages, figured as the timed entries' are.
    const { layout, size, hookMs, stagesMs } = entryFigures(map, records.slice(-LATE_ENTRIES));
    late.push({ layout, size, hookMs, reentries: args.lateEntries, stagesMs });
    console.log(`  late ${map.name}: hooks by re-entry (ms) ${records.map((record) => hookTime(record).toFixed(0)).join(", ")}`);
  }
  return late;
}

/**
 * What each part of the fog costs a walk (--walk-parts): each 256×256 dungeon with fog and the
 * minimap as a player sees them, the minimap hidden (the plugin's ToggleMinimap), the fog's overlay
 * hidden too (what is left is the plugin's work per step and the tilemap leaving out black tiles),
 * and the fog-off twin, in turn for WALK_ROUNDS rounds.
 */
const WALK_PARTS: readonly { part: string; fog: boolean; minimap: boolean; overlay: boolean }[] = [
  { part: "fog + minimap", fog: true, minimap: true, overlay: true },
  { part: "fog, minimap hidden", fog: true, minimap: false, overlay: true },
  { part: "neither drawn", fog: true, minimap: false, overlay: false },
  { part: "fog off", fog: false, minimap: false, overlay: false },
];

/** The page script that shows or hides the minimap (its saved state outlives the map) and, on a fog map, the fog overlay. */
function walkPartScript({ fog, minimap, overlay }: (typeof WALK_PARTS)[number]): string {
  const toggle = `PluginManager.callCommand(null, "RandomDungeons", "ToggleMinimap", { mode: "${minimap ? "show" : "hide"}" });`;
  return fog ? `${toggle} SceneManager._scene._spriteset._randomDungeonsFog.sprite.visible = ${overlay};` : toggle;
}

async function measureWalkParts(bench: Bench, maps: readonly PlannedMap[], args: BenchGameArgs): Promise<null> {
  for (const on of fogDungeonsAtTargetSize(maps)) {
    const off = fogOffTwin(maps, on);
    const deltas = WALK_PARTS.map(() => [] as number[]);
    for (let round = 0; round < WALK_ROUNDS; round++) {
      for (const [index, part] of WALK_PARTS.entries()) {
        await bench.enter(part.fog ? on.id : off.id);
        await bench.page.evaluate(walkPartScript(part));
        await bench.walk(WALK_SETTLE_SECONDS);
        deltas[index].push(...(await bench.walk(args.walkSeconds / WALK_ROUNDS)));
      }
    }
    const parts = WALK_PARTS.map(({ part }, index) => ({ part, frames: frameFigures(deltas[index]) }));
    console.log(`\n${formatWalkParts(`${on.layout} ${TARGET_SIZE}, walking (rAF delta ms)`, parts)}`);
  }
  return null;
}

/** CPU profiles of each 256×256 dungeon's entries (args.repeats each), summed by function, written to --out. */
async function profileEntries(bench: Bench, maps: readonly PlannedMap[], args: BenchGameArgs, rest: number): Promise<null> {
  mkdirSync(args.out, { recursive: true });
  await bench.cdp.send("Profiler.enable");
  await bench.cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  for (const map of fogDungeonsAtTargetSize(maps)) {
    await bench.cdp.send("Profiler.start");
    for (let repeat = 0; repeat < args.repeats; repeat++) {
      await bench.enter(map.id);
      await bench.enter(rest);
    }
    const { profile } = (await bench.cdp.send("Profiler.stop")) as unknown as { profile: CpuProfile };
    writeFileSync(join(args.out, `${map.layout}-${sizeName(map.size)}.cpuprofile`), JSON.stringify(profile));
    console.log(`\n${map.name}, ${args.repeats} entries and returns, self time by function:\n${formatSelfTimes(selfTimes(profile), 25)}`);
  }
  return null;
}

async function bench(args: BenchGameArgs, version: string): Promise<BenchGameReport | null> {
  const layouts = LAYOUT_NAMES.filter((name) => !args.layouts || args.layouts.includes(name));
  const maps = planMaps(layouts, args.sizes);
  const game = stageBench(args.runtime!, args.plugin, maps);
  const server = await serveFolder(game);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 816, height: 624 } });
    page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
    await page.goto(`${server.url}index.html`);
    await page.waitForFunction("typeof SceneManager !== 'undefined' && SceneManager._scene && SceneManager._scene.constructor === Scene_Title && SceneManager._scene.isStarted()", undefined, { timeout: 120_000 });
    await page.evaluate(readFileSync(join(__dirname, "page.js"), "utf8"));
    const rest = FIRST_BENCH_MAP; // the first untagged map: where the player waits between entries
    await page.evaluate(`window.__bench.newGameOn(${rest})`);
    await page.waitForFunction(`window.__bench.onMap(${rest})`, undefined, { timeout: 120_000, polling: 50 });
    const cdp = await page.context().newCDPSession(page);
    const timer = new Bench(page, cdp);
    if (args.profile) return await profileEntries(timer, maps, args, rest);
    if (args.walkParts) return await measureWalkParts(timer, maps, args);
    console.log("Map entries");
    const { entries, untagged } = await measureEntries(timer, maps, args, rest);
    console.log("Walking");
    const walks = await measureWalks(timer, maps, args);
    console.log("Late entries");
    const late = args.lateEntries > 0 ? await measureLateEntries(timer, maps, args, rest) : [];
    console.log("Heap");
    const heapMap = fogDungeonsAtTargetSize(maps)[0] ?? maps.find((map) => map.layout && map.fog);
    const heap = heapMap ? [await measureHeap(timer, heapMap, args, rest)] : [];
    const report: BenchGameReport = { engine: version, entries, untagged, walks, heap, late, targets: [] };
    report.targets = checkGameTargets(report);
    return report;
  } finally {
    await browser.close();
    await server.close();
    rmSync(game, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  let args: BenchGameArgs;
  try {
    args = parseBenchGameArgs(process.argv.slice(2), ROOT);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  if (!args.runtime) {
    console.error(`bench:game: no runtime given.\n${BENCH_GAME_USAGE}`);
    return 2;
  }
  const { problem, version } = checkRuntime(args.runtime);
  if (problem) {
    console.error(`bench:game: ${problem}\n${BENCH_GAME_USAGE}`);
    return 2;
  }
  if (!existsSync(args.plugin)) {
    console.error(`bench:game: ${args.plugin} is missing: run npm run build first`);
    return 2;
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`bench:game: ${CHROMIUM} is missing (apt-get install chromium)`);
    return 2;
  }
  console.log(`bench:game: RPG Maker MZ ${version} runtime from ${args.runtime}, plugin ${args.plugin}`);
  const report = await bench(args, version);
  if (!report) return 0;
  mkdirSync(args.out, { recursive: true });
  writeFileSync(join(args.out, "report.json"), JSON.stringify(report, null, 2));
  console.log(`\n${formatGameReport(report)}\n\nbench:game: report.json in ${args.out}`);
  return 0;
}

if (require.main === module) main().then((code) => (process.exitCode = code));
