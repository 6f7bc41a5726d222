/** npm run bench:game's pure parts: its command line, the maps it stages, its table and its targets. */
import { join } from "path";
import { DEFAULT_SIZES, parseBenchGameArgs, parseSize } from "../../tools/bench-game/args";
import { FIRST_BENCH_MAP, mapFile, mapInfos, planMaps, pluginsWithProbes } from "../../tools/bench-game/maps";
import { BenchGameReport, LateFigures, checkGameTargets, formatGameReport, formatStages, formatTable, formatWalkParts, frameFigures, lateEntryNotes, median, quantile, stageMedians } from "../../tools/bench-game/report";
import { hookTime } from "../../tools/bench-game/run";
import { CpuProfile, formatSelfTimes, selfTimes } from "../../tools/bench-game/profile";
import { LAYOUT_NAMES } from "../../src/core/layout/index";

const ROOT = "/repo";

describe("bench:game command line", () => {
  it("defaults to the three sizes of the issue, 3 entries per map, 5 s walks and 50 re-entries, output under e2e-out", () => {
    const args = parseBenchGameArgs(["--runtime", "/mz"], ROOT);
    expect(args).toMatchObject({ runtime: "/mz", sizes: DEFAULT_SIZES, repeats: 3, walkSeconds: 5, reentries: 50, out: join(ROOT, "e2e-out", "bench-game") });
    expect(args.plugin).toBe(join(ROOT, "dist", "RandomDungeons.js"));
  });

  it("takes sizes, counts and a subset of layouts", () => {
    const args = parseBenchGameArgs(["--sizes", "68x64,256×256", "--repeats", "1", "--walk-seconds", "2", "--reentries", "20", "--layouts", "a, b"], ROOT);
    expect(args.sizes).toEqual([{ width: 68, height: 64 }, { width: 256, height: 256 }]);
    expect([args.repeats, args.walkSeconds, args.reentries, args.layouts]).toEqual([1, 2, 20, ["a", "b"]]);
  });

  it("refuses what it does not know, with the usage", () => {
    expect(() => parseBenchGameArgs(["--fast"], ROOT)).toThrow(/unknown argument --fast[\s\S]*usage/);
    expect(() => parseBenchGameArgs(["--sizes", "300x10"], ROOT)).toThrow(/--sizes/);
    expect(() => parseBenchGameArgs(["--repeats", "0"], ROOT)).toThrow(/--repeats/);
    expect(() => parseBenchGameArgs(["--reentries", "5"], ROOT)).toThrow(/≥ 10/); // the heap is read after 10
    expect(parseSize("12 x 7")).toEqual({ width: 12, height: 7 });
    expect(parseSize("12")).toBeNull();
  });

  it("takes --late-entries as 0 (none) or at least the 10 whose median it reports", () => {
    expect(parseBenchGameArgs([], ROOT).lateEntries).toBe(20);
    expect(parseBenchGameArgs(["--late-entries", "0"], ROOT).lateEntries).toBe(0);
    expect(parseBenchGameArgs(["--late-entries", "30"], ROOT).lateEntries).toBe(30);
    expect(() => parseBenchGameArgs(["--late-entries", "5"], ROOT)).toThrow(/0 \(none\) or a whole number ≥ 10/);
  });
});

describe("bench:game maps", () => {
  it("plans an untagged map per size and, per layout and size, a fog map and its fog-off twin", () => {
    const maps = planMaps(["a", "b"], [{ width: 68, height: 64 }, { width: 256, height: 256 }]);
    expect(maps.map((map) => map.id)).toEqual(maps.map((_, index) => FIRST_BENCH_MAP + index));
    expect(maps.filter((map) => map.layout === null)).toHaveLength(2);
    expect(maps.filter((map) => map.layout === "b" && map.fog)).toHaveLength(2);
    expect(maps.filter((map) => map.layout === "b" && !map.fog)).toHaveLength(2);
  });

  it("tags dungeon maps with the layout, stock decorations and fog, and gives them 20 events of mixed roles", () => {
    const [plain, tagged] = planMaps([LAYOUT_NAMES[0]], [{ width: 68, height: 64 }]);
    const file = mapFile(tagged) as { note: string; events: ({ note: string } | null)[]; data: number[] };
    expect(file.note).toContain(`<Dungeon Layout: ${LAYOUT_NAMES[0]}>`);
    expect(file.note).toContain("<Dungeon Stock Decorations: on>");
    expect(file.note).toMatch(/<Dungeon Fog: [1-9]/);
    const events = file.events.filter((event) => event !== null);
    expect(events).toHaveLength(20);
    expect(new Set(events.map((event) => event!.note)).size).toBeGreaterThanOrEqual(5);
    expect(file.data).toHaveLength(68 * 64 * 6);
    expect((mapFile(plain) as { note: string }).note).toBe("");
  });

  it("adds the maps to MapInfos and lists the probes around the plugin in plugins.js", () => {
    const maps = planMaps(["a"], [{ width: 10, height: 10 }]);
    const infos = mapInfos([null, { id: 1 }], maps) as ({ id: number } | null)[];
    expect(infos[1]).toEqual({ id: 1 });
    expect(maps.every((map) => infos[map.id]?.id === map.id)).toBe(true);
    const plugins = pluginsWithProbes('var $plugins =\n[{"name":"Other"},{"name":"RandomDungeons"},{"name":"Late"}];\n', "In", "Out");
    const list = JSON.parse(plugins.slice(plugins.indexOf("["), plugins.lastIndexOf("]") + 1)) as { name: string }[];
    expect(list.map((plugin) => plugin.name)).toEqual(["Other", "In", "RandomDungeons", "Out", "Late"]);
  });
});

describe("bench:game figures", () => {
  it("takes the plugin's time as its hooks minus what they hand on to", () => {
    expect(hookTime({ mapId: 1, start: 0, outerOnLoad: 30, innerOnLoad: 5, outerLower: 12, innerLower: 10, outerUpper: 4, innerUpper: 4 })).toBe(27);
    expect(hookTime({ mapId: 1, start: 0 })).toBe(0);
  });

  it("reads the median and the p95 by nearest rank", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(quantile(hundred, 0.95)).toBe(95);
    expect(quantile([], 0.95)).toBeNaN();
  });

  it("aligns a table: the first column left, the figures right", () => {
    expect(formatTable(["map", "ms"], [["a", "1.0"], ["long", "10.5"]]).split("\n")).toEqual(["map     ms", "----  ----", "a      1.0", "long  10.5"]);
  });
});

describe("bench:game targets", () => {
  const entry = (layout: string, size: string, hookMs: number, loadMs: number, parseMs = 0) => ({ layout, size, hookMs, loadMs, parseMs, transferMs: loadMs * 2 });
  const frames = (p95Ms: number) => ({ medianMs: 16.7, p95Ms, meanMs: p95Ms - 2, frames: 300 });
  const report: BenchGameReport = {
    engine: "1.10.0",
    entries: [entry("a", "256x256", 20, 60), entry("b", "256x256", 25, 70), entry("a", "68x64", 50, 60)],
    untagged: [entry("untagged", "256x256", 0, 12, 8), entry("untagged", "68x64", 0, 15, 2)],
    walks: [{ layout: "a", size: "256x256", on: frames(22), off: frames(20) }],
    heap: [{ layout: "a", size: "256x256", mbAfter: { 1: 40, 10: 50, 50: 55 } }],
    late: [{ layout: "a", size: "256x256", hookMs: 9, reentries: 20 }, { layout: "a", size: "68x64", hookMs: 3, reentries: 20 }],
    targets: [],
  };

  it("holds each layout's hooks on a tagged 256×256 map to the engine's load work for the untagged one: its file's parse and its load path", () => {
    const lines = checkGameTargets(report);
    expect(lines[0]).toMatch(/^target: a 256x256 plugin hooks 20\.0 ms ≤ engine load work untagged 20\.0 ms \(map file parse 8\.0 ms \+ load path 12\.0 ms\): met$/);
    expect(lines[1]).toMatch(/^target: b 256x256 .*: NOT MET$/);
    expect(lines.filter((line) => line.includes("68x64"))).toEqual([]); // the target is at 256×256 only
  });

  it("holds walking p95 with fog and minimap to 1.1× without, and the heap after 50 re-entries to after 10 + 5 MB", () => {
    const lines = checkGameTargets(report);
    expect(lines[2]).toMatch(/walking p95 .* = 1\.10 ≤ 1\.1: met$/);
    expect(lines[3]).toMatch(/heap after 50 re-entries 55\.0 MB ≤ after 10 50\.0 MB \+ 5 MB: met$/);
    const worse = checkGameTargets({ ...report, walks: [{ ...report.walks[0], on: frames(23) }], heap: [{ ...report.heap[0], mbAfter: { 10: 50, 50: 55.1 } }] });
    expect(worse.slice(2).map((line) => line.split(": ").pop())).toEqual(["NOT MET", "NOT MET"]);
  });

  it("prints each dungeon beside the untagged map of its size, the walks, the heap and the targets", () => {
    const text = formatGameReport({ ...report, targets: checkGameTargets(report) });
    expect(text).toMatch(/^a 256x256 +20\.0 +60\.0 +120\.0 +8\.0 +12\.0 +20\.0 +24\.0$/m);
    expect(text).toMatch(/^a 256x256 +16\.7 +22\.0 +20\.0 +16\.7 +20\.0 +18\.0 +1\.11 +300 +300$/m);
    expect(text).toMatch(/^a 256x256 +40\.0 +50\.0 +55\.0$/m);
    expect(text).toMatch(/^a 256x256 +9\.0 +20 +20\.0$/m); // late entries: hooks, re-entries, engine work
    expect(text.split("\n").filter((line) => line.startsWith("target:"))).toHaveLength(4);
  });

  it("sets each layout's hooks deep into a run (the last 10 of its re-entries) beside the engine's load work, as notes that hold no target", () => {
    expect(lateEntryNotes(report)).toEqual(["late entries: a 256x256 plugin hooks over re-entries 11–20 9.0 ms (median) beside engine load work untagged 20.0 ms"]);
    expect(lateEntryNotes({ ...report, late: undefined })).toEqual([]); // a report from before late entries
    const text = formatGameReport({ ...report, targets: checkGameTargets(report) });
    expect(text).toContain("late entries: a 256x256");
    expect(text.split("\n").filter((line) => line.startsWith("target:"))).toHaveLength(4);
  });

  it("takes each stage's median over the late entries, a stage a load did not run counting 0, in the order the loads ran them", () => {
    const stages = stageMedians([
      { settings: 0.1, generate: 9, paint: 1 },
      { settings: 0.3, generate: 7, paint: 1.2, "fog sprite": 0.4 },
      { settings: 0.2, generate: 8, paint: 0.8 },
    ]);
    expect(Object.keys(stages)).toEqual(["settings", "generate", "paint", "fog sprite"]);
    expect(stages).toEqual({ settings: 0.2, generate: 8, paint: 1, "fog sprite": 0 });
    expect(stageMedians([])).toEqual({});
  });

  it("prints where the hooks go, a column per stage and their sum, only when the plugin measured its stages", () => {
    const late: LateFigures[] = [{ ...report.late![0], stagesMs: { settings: 0.1, generate: 6.25, paint: 0.9 } }, { layout: "b", size: "256x256", hookMs: 5, reentries: 20, stagesMs: { settings: 0.2, generate: 3, "fog sprite": 0.5 } }];
    const table = formatStages("title", late)!;
    expect(table.split("\n")[0]).toBe("title");
    expect(table.split("\n")[1]).toMatch(/^map +hooks +settings +generate +paint +fog sprite +stages' sum$/);
    expect(table).toMatch(/^a 256x256 +9\.0 +0\.10 +6\.25 +0\.90 +0\.00 +7\.25$/m);
    expect(table).toMatch(/^b 256x256 +5\.0 +0\.20 +3\.00 +0\.00 +0\.50 +3\.70$/m);
    // A report from before the stages, or a plugin that measures none: no table.
    expect(formatStages("title", report.late!)).toBeNull();
    expect(formatStages("title", [{ ...report.late![0], stagesMs: {} }])).toBeNull();
    expect(formatGameReport({ ...report, targets: [] })).not.toContain("hooks go");
  });

  it("tables the stages of the 256×256 entries and of the late entries, each under its own title", () => {
    const entries = report.entries.map((entry) => ({ ...entry, stagesMs: { generate: entry.hookMs - 1, paint: 1 } }));
    const late = [{ ...report.late![0], stagesMs: { generate: 8, paint: 1 } }];
    const text = formatGameReport({ ...report, entries, late, targets: [] });
    const first = text.split("\n\n").find((block) => block.startsWith("Where the 256x256 entries' hooks go"))!;
    expect(first.split("\n").slice(3)).toHaveLength(2); // a and b at 256×256; the 68×64 entry is left out
    expect(first).toMatch(/^b 256x256 +25\.0 +24\.00 +1\.00 +25\.00$/m);
    const lastTable = text.split("\n\n").find((block) => block.startsWith("Where the late entries' hooks go (ms, median of the last 10 re-entries per stage)"))!;
    expect(lastTable).toMatch(/^a 256x256 +9\.0 +8\.00 +1\.00 +9\.00$/m);
  });
});

describe("bench:game walking figures", () => {
  it("gives the median and p95 of the frame deltas, and their mean, which moves by less than one display refresh", () => {
    // 19 frames of one refresh and one of two: the median and p95 stay put, the mean does not.
    const deltas = [...Array(19).fill(16.7), 33.4];
    expect(frameFigures(deltas)).toEqual({ medianMs: 16.7, p95Ms: 16.7, meanMs: expect.closeTo(17.535, 6), frames: 20 });
  });
});

describe("bench:game --walk-parts", () => {
  it("is a flag of its own, off by default", () => {
    expect(parseBenchGameArgs([], ROOT).walkParts).toBe(false);
    expect(parseBenchGameArgs(["--walk-parts"], ROOT).walkParts).toBe(true);
  });

  it("sets each part's frames beside the last part's (fog off) by mean frame time", () => {
    const frames = (meanMs: number) => ({ medianMs: 83.3, p95Ms: 100, meanMs, frames: 90 });
    const text = formatWalkParts("cells 256x256", [{ part: "fog + minimap", frames: frames(94) }, { part: "neither drawn", frames: frames(86) }, { part: "fog off", frames: frames(85) }]);
    expect(text.split("\n")[0]).toBe("cells 256x256");
    expect(text).toMatch(/^fog \+ minimap +83\.3 +100\.0 +94\.0 +1\.11 +90$/m);
    expect(text).toMatch(/^fog off +83\.3 +100\.0 +85\.0 +1\.00 +90$/m);
  });
});

describe("bench:game --profile", () => {
  it("sums each function's self time (a sample lasts until the next one), the largest first", () => {
    const frame = (functionName: string, url = "http://127.0.0.1/js/plugins/RandomDungeons.js", lineNumber = 9) => ({ functionName, url, lineNumber });
    const profile: CpuProfile = {
      nodes: [{ id: 1, callFrame: frame("(root)", "", 0) }, { id: 2, callFrame: frame("paint") }, { id: 3, callFrame: frame("", "", 0) }],
      samples: [2, 3, 2, 2],
      timeDeltas: [0, 1000, 3000, 500],
    };
    const times = selfTimes(profile);
    expect(times).toEqual([{ name: "(anonymous)", ms: 3 }, { name: "paint RandomDungeons.js:10", ms: 1.5 }]);
    expect(formatSelfTimes(times, 1)).toBe("     3.0 ms  (anonymous)");
  });
});
