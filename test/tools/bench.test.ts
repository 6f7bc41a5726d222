/** The benchmark's parts: the timing plan, allocation counting, flags, targets, and a tiny real run. */
import { countTypedArrayBytes, heapBytesOf, fullGc } from "../../tools/bench/allocation";
import { CONTENDER_NAMES, contenders } from "../../tools/bench/contenders";
import { loadShippedCore } from "../../tools/bench/load-shipped";
import { BenchReport, DECOR_ADDED, checkTargets, formatReport, parseBenchArgs, parseSize, runBenchmarks, timingGroups } from "../../tools/bench/run";
import { formatStages, timeAllStages } from "../../tools/bench/stages";
import { WARM_UP_SEED, cpuClock, timeRuns, timeTogether } from "../../tools/bench/timing";
import { LAYOUT_NAMES } from "../../src/core/layout/index";

/** A clock that advances `step` ms each time it is read. */
function steppingClock(step: number): () => number {
  let now = 0;
  return () => (now += step);
}

describe("timeRuns", () => {
  it("times at least minRuns runs even when the budget is spent", () => {
    const seeds: number[] = [];
    const timing = timeRuns((seed) => seeds.push(seed), { warmUpMs: 0, budgetMs: 0, minRuns: 4, maxRuns: 100 }, steppingClock(10));
    expect(timing.runs).toBe(4);
    expect(timing.medianMs).toBe(10);
    expect(seeds).toEqual([WARM_UP_SEED, 1, 2, 3, 4]); // one warm-up run, then four timed with seeds 1, 2, …
  });

  it("stops at maxRuns however much budget is left", () => {
    const timing = timeRuns(() => undefined, { warmUpMs: 0, budgetMs: 1e9, minRuns: 1, maxRuns: 7 }, steppingClock(1));
    expect(timing.runs).toBe(7);
  });

  it("spends the budget between the two limits", () => {
    const timing = timeRuns(() => undefined, { warmUpMs: 0, budgetMs: 100, minRuns: 1, maxRuns: 1000 }, steppingClock(5));
    expect(timing.runs).toBeGreaterThan(5);
    expect(timing.runs).toBeLessThan(20);
  });
});

describe("allocation", () => {
  it("counts the bytes of typed arrays created, not of views", () => {
    const bytes = countTypedArrayBytes(() => {
      const grid = new Uint8Array(100);
      new Int32Array(10);
      grid.slice(0, 50);
      grid.subarray(0, 10);
      new Uint8Array(grid.buffer, 0, 20);
      Float64Array.of(1, 2);
    });
    expect(bytes).toBe(100 + 40 + 50 + 16);
    expect(new Uint8Array(3).constructor).toBe(Uint8Array); // the originals are back
  });

  it("sees JS heap allocation", () => {
    const gc = fullGc();
    let kept: number[][] = [];
    const bytes = heapBytesOf(() => {
      kept = Array.from({ length: 1000 }, (_, i) => [i, i + 1, i + 2]);
    }, gc);
    expect(kept).toHaveLength(1000);
    expect(bytes).toBeGreaterThan(1000 * 3 * 8);
  });
});

describe("bench flags and targets", () => {
  it("reads sizes and contender names", () => {
    expect(parseSize("68x64")).toEqual({ name: "68x64", width: 68, height: 64 });
    expect(() => parseSize("68*64")).toThrow("looks like 68x64");
    const request = parseBenchArgs(["--sizes", "40x30,68x64", "--only", "layout,rot_rogue", "--json"])!;
    expect(request.sizes.map((size) => size.name)).toEqual(["40x30", "68x64"]);
    expect(request.contenders).toEqual(["layout", "rot_rogue"]);
    expect(request.json).toBe(true);
    expect(() => parseBenchArgs(["--only", "rot_cellular"])).toThrow('unknown contender "rot_cellular"');
  });

  it("the full pipeline always comes with the floor it is measured against", () => {
    expect(parseBenchArgs(["--only", "full"])!.contenders).toEqual(["floor", "full"]);
    expect(parseBenchArgs(["--only", "layout,full,floor"])!.contenders).toEqual(["layout", "full", "floor"]);
    expect(parseBenchArgs(["--only", "layout"])!.contenders).toEqual(["layout"]);
    expect(parseBenchArgs([])!.contenders).toEqual([...CONTENDER_NAMES]);
  });

  it("the decorated pipeline always comes with the full pipeline it is measured against (and so the floor)", () => {
    expect(parseBenchArgs(["--only", "decor"])!.contenders).toEqual(["floor", "full", "decor"]);
    expect(parseBenchArgs(["--only", "layout,decor"])!.contenders).toEqual(["floor", "layout", "full", "decor"]);
    expect(parseBenchArgs(["--only", "decor,full"])!.contenders).toEqual(["floor", "decor", "full"]);
    expect(CONTENDER_NAMES).toContain("decor");
  });

  it("checks the 256×256 targets: full ÷ floor ≤ 4×, rot.js Uniform ÷ full ≥ 100×", () => {
    const report: BenchReport = { node: "v20", sizes: { "256x256": { floor_ms: 0.4, full_ms: 1.6, rot_uniform_ms: 160 } }, runs: {}, allocation_kb: {}, targets: [] };
    expect(checkTargets(report)).toEqual([
      "target: full pipeline ÷ floor (bare writes) at 256x256 1.60 ms ÷ 0.400 ms = 4.00× ≤ 4×: met",
      "target: rot.js Uniform ÷ full pipeline at 256x256 = 100× ≥ 100×: met",
    ]);
    report.sizes["256x256"].full_ms = 1.61;
    expect(checkTargets(report).map((line) => line.endsWith("MISSED"))).toEqual([true, true]);
    delete report.sizes["256x256"].floor_ms;
    expect(checkTargets(report)).toHaveLength(1); // no floor timed: no ratio to check
    expect(checkTargets({ ...report, sizes: { "68x64": { full_ms: 0.1 } } })).toEqual([]);
  });

  it("checks the layouts' 256×256 targets: digger ≥ 100× and crawlers ≥ 50× rot.js Digger, maze/rooms/nodes ≤ 2× cells", () => {
    const sizes = { "256x256": { layout_ms: 1, digger_ms: 5, rot_digger_ms: 500, maze_ms: 2, rooms_ms: 1.5, nodes_ms: 0.2, crawlers_ms: 12 } };
    const report: BenchReport = { node: "v20", sizes, runs: {}, allocation_kb: {}, targets: [] };
    expect(checkTargets(report)).toEqual([
      "target: rot.js Digger ÷ digger at 256x256 500 ms ÷ 5.00 ms = 100× ≥ 100×: met",
      "target: rot.js Digger ÷ crawlers at 256x256 500 ms ÷ 12.00 ms = 42× ≥ 50×: MISSED",
      "target: maze ÷ cells layout at 256x256 2.00 ms ÷ 1.00 ms = 2.00× ≤ 2×: met",
      "target: rooms ÷ cells layout at 256x256 1.50 ms ÷ 1.00 ms = 1.50× ≤ 2×: met",
      "target: nodes ÷ cells layout at 256x256 0.200 ms ÷ 1.00 ms = 0.20× ≤ 2×: met",
      "target: crawlers at 256x256 12.00 ms ≤ 10 ms: MISSED",
    ]);
    sizes["256x256"].digger_ms = 5.1;
    sizes["256x256"].maze_ms = 2.1;
    sizes["256x256"].crawlers_ms = 9.5;
    expect(checkTargets(report).map((line) => line.split(": ").pop())).toEqual(["MISSED", "met", "MISSED", "met", "met", "met"]);
    expect(checkTargets({ ...report, sizes: { "256x256": { maze_ms: 2, digger_ms: 5 } } })).toEqual([]); // no cells layout or rot.js Digger timed
  });

  it("checks decoration's 256×256 target: (decor − full) ÷ full ≤ 20%", () => {
    const sizes = { "256x256": { full_ms: 1, decor_ms: 1.2 } };
    const report: BenchReport = { node: "v20", sizes, runs: {}, allocation_kb: {}, targets: [] };
    expect(checkTargets(report)).toEqual(["target: decoration adds (decor − full) ÷ full at 256x256 (1.20 ms − 1.00 ms) ÷ 1.00 ms = 20% ≤ 20%: met"]);
    sizes["256x256"].decor_ms = 1.5;
    expect(checkTargets(report)).toEqual(["target: decoration adds (decor − full) ÷ full at 256x256 (1.50 ms − 1.00 ms) ÷ 1.00 ms = 50% ≤ 20%: MISSED"]);
    expect(checkTargets({ ...report, sizes: { "256x256": { decor_ms: 1.5 } } })).toEqual([]); // no full pipeline timed
    expect(checkTargets({ ...report, sizes: { "128x128": { full_ms: 1, decor_ms: 1.5 } } })).toEqual([]); // only 256×256 is held to it
  });

  it("prints full ÷ floor as a column of the table and the target below it", () => {
    const racing = [
      { name: "floor", key: "floor_ms", label: "floor (bare writes)" },
      { name: "full", key: "full_ms", label: "full" },
    ] as unknown as Parameters<typeof formatReport>[1];
    const report: BenchReport = {
      node: "v20",
      sizes: { "68x64": { floor_ms: 0.02, full_ms: 0.05, full_over_floor: 2.5 }, "256x256": { floor_ms: 0.35, full_ms: 0.7, full_over_floor: 2 } },
      runs: { "68x64": { floor: 9, full: 8 }, "256x256": { floor: 7, full: 6 } },
      allocation_kb: {},
      targets: [],
    };
    const lines = formatReport(report, racing).split("\n");
    expect(lines[2]).toMatch(/^size +floor \(bare writes\) +full +full ÷ floor$/);
    expect(lines.find((line) => line.startsWith("68x64"))).toMatch(/0\.020 ms \(9\) +0\.050 ms \(8\) +2\.50×$/);
    expect(lines.find((line) => line.startsWith("256x256"))).toMatch(/2\.00×$/);
    expect(lines[lines.length - 1]).toBe("target: full pipeline ÷ floor (bare writes) at 256x256 0.700 ms ÷ 0.350 ms = 2.00× ≤ 4×: met");
  });

  it("prints decor ÷ full − 1 as a column of the table and the target below it", () => {
    const racing = [
      { name: "full", key: "full_ms", label: "full" },
      { name: "decor", key: "decor_ms", label: "decor" },
    ] as unknown as Parameters<typeof formatReport>[1];
    const report: BenchReport = {
      node: "v20",
      sizes: { "68x64": { full_ms: 0.1, decor_ms: 0.115, [DECOR_ADDED]: 15 }, "256x256": { full_ms: 1, decor_ms: 1.3, [DECOR_ADDED]: 30 } },
      runs: { "68x64": { full: 9, decor: 8 }, "256x256": { full: 7, decor: 6 } },
      allocation_kb: {},
      targets: [],
    };
    const lines = formatReport(report, racing).split("\n");
    expect(lines[2]).toMatch(/^size +full +decor +decor ÷ full − 1$/);
    expect(lines.find((line) => line.startsWith("68x64"))).toMatch(/0\.100 ms \(9\) +0\.115 ms \(8\) +15%$/);
    expect(lines.find((line) => line.startsWith("256x256"))).toMatch(/30%$/);
    expect(lines[lines.length - 1]).toBe("target: decoration adds (decor − full) ÷ full at 256x256 (1.30 ms − 1.00 ms) ÷ 1.00 ms = 30% ≤ 20%: MISSED");
  });
});

describe("contenders", () => {
  /** The instances of the bundle `contenders` loads for the named contenders, in the order it loads them. */
  function instancesLoaded(names: Parameters<typeof contenders>[1]): object[] {
    const loaded: object[] = [];
    contenders(() => {
      const core = loadShippedCore();
      loaded.push(core);
      return core;
    }, names);
    return loaded;
  }

  it("gives each of ours its own instance of the bundle, so no contender's JIT feedback shapes another's timing", () => {
    const loaded = instancesLoaded(["layout", "digger", "rot_digger", "maze"]);
    expect(loaded).toHaveLength(3); // layout, digger, maze; rot.js needs none
    expect(new Set(loaded).size).toBe(3);
    expect(loaded[0]).not.toBe(loaded[1]);
  });

  it("runs the decorated pipeline on the full pipeline's instance, so decor − full times only the decoration", () => {
    const loaded = instancesLoaded(["floor", "full", "decor"]);
    expect(loaded).toHaveLength(2); // floor; full and decor together
    expect(new Set(loaded).size).toBe(2);
  });
});

describe("timeTogether", () => {
  it("gives each generator the same seeds and as many timed runs, in turns whose order flips every round", () => {
    const calls: string[] = [];
    const timings = timeTogether([(seed) => calls.push(`a${seed}`), (seed) => calls.push(`b${seed}`)], { warmUpMs: 0, budgetMs: 0, minRuns: 3, maxRuns: 100 }, steppingClock(10), 1);
    expect(timings.map((timing) => timing.runs)).toEqual([3, 3]);
    expect(calls).toEqual([`a${WARM_UP_SEED}`, `b${WARM_UP_SEED}`, "a1", "b1", "b2", "a2", "a3", "b3"]);
  });

  it("runs in blocks: each generator its block of seeds, then the next, the order flipped every round", () => {
    const calls: string[] = [];
    const timings = timeTogether([(seed) => calls.push(`a${seed}`), (seed) => calls.push(`b${seed}`)], { warmUpMs: 0, budgetMs: 0, minRuns: 4, maxRuns: 5 }, steppingClock(10), 2);
    expect(timings.map((timing) => timing.runs)).toEqual([4, 4]);
    const warm = [WARM_UP_SEED, WARM_UP_SEED + 1];
    expect(calls).toEqual([...warm.map((s) => `a${s}`), ...warm.map((s) => `b${s}`), "a1", "a2", "b1", "b2", "b3", "b4", "a3", "a4"]);
  });

  it("spends the budget once per generator, and stops at maxRuns", () => {
    const timings = timeTogether([() => undefined, () => undefined], { warmUpMs: 0, budgetMs: 100, minRuns: 1, maxRuns: 1000 }, steppingClock(5), 1);
    // Each timed run reads the clock twice (10 ms), a round of two 20 ms: about 200 ms ÷ 20 ms rounds.
    expect(timings[0].runs).toBeGreaterThan(5);
    expect(timings[0].runs).toBeLessThan(15);
    expect(timings[1].runs).toBe(timings[0].runs);
    expect(timeTogether([() => undefined, () => undefined], { warmUpMs: 0, budgetMs: 1e9, minRuns: 1, maxRuns: 7 }, steppingClock(1), 3).map((t) => t.runs)).toEqual([7, 7]);
  });

  it("reports each generator's own median", () => {
    let now = 0;
    const clock = () => now;
    const timings = timeTogether([() => (now += 1), () => (now += 3)], { warmUpMs: 0, budgetMs: 0, minRuns: 5, maxRuns: 5 }, clock);
    expect(timings.map((timing) => timing.medianMs)).toEqual([1, 3]);
  });
});

describe("clocks", () => {
  it("--clock picks CPU time (the default) or wall time; anything else is refused", () => {
    expect(parseBenchArgs([])!.clock).toBe("cpu");
    expect(parseBenchArgs(["--clock", "wall"])!.clock).toBe("wall");
    expect(() => parseBenchArgs(["--clock", "sundial"])).toThrow(/cpu or wall/);
  });

  it("the CPU clock counts work done, in ms, and does not run while the process sleeps", () => {
    const start = cpuClock();
    let sum = 0;
    for (let i = 0; i < 3e6; i++) sum += Math.sqrt(i);
    const worked = cpuClock() - start;
    expect(sum).toBeGreaterThan(0);
    expect(worked).toBeGreaterThan(0.5);
    const before = cpuClock();
    const until = Date.now() + 30;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 30); // sleeps, no CPU (GC threads of a busy worker may still tick a little)
    expect(Date.now()).toBeGreaterThanOrEqual(until - 1);
    expect(cpuClock() - before).toBeLessThan(25);
  });
});

describe("timingGroups", () => {
  it("times the full and the decorated pipeline in turn where the full one stands, every other contender alone", () => {
    const racing = contenders(loadShippedCore, ["floor", "full", "layout", "decor"]);
    expect(timingGroups(racing).map((group) => group.map((contender) => contender.name))).toEqual([["floor"], ["full", "decor"], ["layout"]]);
    const alone = contenders(loadShippedCore, ["floor", "full"]);
    expect(timingGroups(alone).map((group) => group.map((contender) => contender.name))).toEqual([["floor"], ["full"]]);
  });
});

describe("a tiny benchmark run", () => {
  it("reports time, runs and allocation for every contender and size, and full ÷ floor", () => {
    const request = parseBenchArgs(["--sizes", "40x30", "--budget-ms", "20", "--warm-up-ms", "5", "--allocation-windows", "1"])!;
    const racing = contenders(loadShippedCore, request.contenders);
    const progress: string[] = [];
    const report = runBenchmarks(request, racing, (line) => progress.push(line));
    const times = report.sizes["40x30"];
    expect(Object.keys(times)).toEqual([...CONTENDER_NAMES.map((name) => `${name}_ms`), "full_over_floor", DECOR_ADDED]);
    expect(Object.keys(times)).toEqual(expect.arrayContaining(["digger_ms", "maze_ms", "rooms_ms", "nodes_ms", "rot_icey_ms", "rot_divided_ms"]));
    for (const name of CONTENDER_NAMES) expect(times[`${name}_ms`]).toBeGreaterThan(0);
    expect(times.full_over_floor).toBeGreaterThan(0);
    // The decorated run's share may be negative on a tiny, noisy run (decor timed faster than full); only its arithmetic is pinned.
    expect(Number.isFinite(times[DECOR_ADDED])).toBe(true);
    expect(times.full_over_floor).toBeCloseTo(times.full_ms / times.floor_ms, 1);
    expect(times[DECOR_ADDED]).toBeCloseTo((100 * (times.decor_ms - times.full_ms)) / times.full_ms, 0);
    expect(report.runs["40x30"].decor).toBe(report.runs["40x30"].full); // timed in turn
    expect(Object.keys(report.runs["40x30"])).toEqual([...CONTENDER_NAMES]);
    expect(Object.keys(JSON.parse(JSON.stringify(report)))).toEqual(["node", "clock", "sizes", "runs", "allocation_kb", "targets"]);
    expect(report.clock).toBe("cpu");
    expect(report.targets).toEqual(checkTargets(report)); // 40x30 only: no target applies
    expect(report.targets).toEqual([]);
    expect(report.allocation_kb["40x30"].full.typed_arrays).toBeGreaterThan(0);
    expect(report.allocation_kb["40x30"].rot_rogue.typed_arrays).toBe(0);
    expect(report.allocation_kb["40x30"].floor).toEqual({ heap: expect.any(Number), typed_arrays: 0 });
    for (const name of ["digger", "maze", "rooms", "nodes", "crawlers"]) expect(report.allocation_kb["40x30"][name].typed_arrays).toBeGreaterThan(0); // each generates a grid
    expect(progress).toHaveLength(2 * CONTENDER_NAMES.length); // a time and an allocation line each
  });
});

describe("stages (--stages)", () => {
  it("times carve, walls and the whole for every registered layout at every size, and prints a row per layout", () => {
    const request = parseBenchArgs(["--sizes", "40x30,50x44", "--only", "layout", "--stages", "--budget-ms", "5", "--warm-up-ms", "1"])!;
    expect(request.stages).toBe(true);
    expect(parseBenchArgs([])!.stages).toBe(false);
    const progress: string[] = [];
    const stages = timeAllStages(loadShippedCore, request.sizes, request.plan, (line) => progress.push(line));
    expect(Object.keys(stages)).toEqual(["40x30", "50x44"]);
    for (const size of Object.values(stages)) {
      expect(Object.keys(size)).toEqual([...LAYOUT_NAMES]);
      for (const times of Object.values(size)) {
        expect(times.carve_ms).toBeGreaterThan(0);
        expect(times.walls_ms).toBeGreaterThanOrEqual(0);
        expect(times.whole_ms).toBeGreaterThan(0);
        expect(times.rest_ms).toBeCloseTo(Math.max(0, times.whole_ms - times.carve_ms - times.walls_ms), 3);
      }
    }
    expect(progress).toHaveLength(2 * LAYOUT_NAMES.length);
    const printed = formatStages(stages).split("\n");
    for (const name of LAYOUT_NAMES) expect(printed.filter((line) => line.startsWith(`${name} `))).toHaveLength(2);
    expect(printed.some((line) => /^50x44 stages +carve +walls +rest \(placement\) +whole$/.test(line))).toBe(true);
  });

  it("adds the stages to the report and its JSON only when asked", () => {
    const request = parseBenchArgs(["--sizes", "40x30", "--only", "nodes", "--stages", "--budget-ms", "5", "--warm-up-ms", "1", "--allocation-windows", "0"])!;
    const report = runBenchmarks(request, contenders(loadShippedCore, request.contenders), () => undefined);
    expect(Object.keys(report.stages!["40x30"])).toEqual([...LAYOUT_NAMES]);
    expect(formatReport(report, contenders(loadShippedCore, request.contenders))).toContain("median ms per generation by stage");
    const plain = runBenchmarks({ ...request, stages: false }, contenders(loadShippedCore, request.contenders), () => undefined);
    expect(plain.stages).toBeUndefined();
    expect(formatReport(plain, contenders(loadShippedCore, request.contenders))).not.toContain("by stage");
  });
});
