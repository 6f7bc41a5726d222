/**
 * Timing one generator at one size: warm up, then time each run separately until the time budget
 * is spent (at least `minRuns`, at most `maxRuns`), and report the median. Slow generators thus
 * get few runs and fast ones many, and the whole benchmark keeps to about a minute.
 */
import { performance } from "perf_hooks";
import { median, percentile } from "../lib/stats";

export interface TimingPlan {
  /** Warm-up lasts this long (at least one run, at most maxRuns). */
  warmUpMs: number;
  /** Timed runs go on until this much time is spent… */
  budgetMs: number;
  /** …and at least this many runs are timed… */
  minRuns: number;
  /** …but never more than this many. */
  maxRuns: number;
}

export interface Timing {
  medianMs: number;
  p90Ms: number;
  runs: number;
}

/** A run of the generator under test; `seed` differs on every call. */
export type Run = (seed: number) => void;

export type Clock = () => number;

/** Wall time in ms: what a player waits for, on a machine that runs nothing else. */
export const wallClock: Clock = () => performance.now();

/**
 * The process's CPU time in ms (user + system, all its threads): on a shared machine wall time
 * also counts the time other processes run in between (on 2 cores with 8 runnable a 5 ms loop
 * read 4.7–5.1 ms of CPU time at p10–p90 but 5.2–17 ms of wall time), so ratios of CPU times
 * stay put where ratios of wall times wander; a longer run is preempted more often, which
 * inflated decoration's share several times over.
 */
export const cpuClock: Clock = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export const CLOCKS = { cpu: cpuClock, wall: wallClock } as const;
export type ClockName = keyof typeof CLOCKS;

/** Warm-up seeds start here, so the timed runs always get seeds 1, 2, 3, … however long warm-up took. */
export const WARM_UP_SEED = 1_000_000;

export function timeRuns(run: Run, plan: TimingPlan, clock: Clock = wallClock): Timing {
  const warmUpEnd = clock() + plan.warmUpMs;
  for (let runs = 0; runs < plan.maxRuns && (runs === 0 || clock() < warmUpEnd); runs++) run(WARM_UP_SEED + runs);
  const times: number[] = [];
  const budgetEnd = clock() + plan.budgetMs;
  while (times.length < plan.maxRuns && (times.length < plan.minRuns || clock() < budgetEnd)) {
    const start = clock();
    run(times.length + 1);
    times.push(clock() - start);
  }
  return { medianMs: median(times), p90Ms: percentile(times, 0.9), runs: times.length };
}

/** Runs in a row per generator in timeTogether: the first finds the caches filled by another, the rest by its own. */
export const TOGETHER_BLOCK = 16;

/**
 * Times several generators together, for a fair ratio between them on a loaded machine: warm-up
 * and timed runs alternate between them in blocks of `block` runs (the order of the generators
 * reversed every round, so none always runs right after another), each generator gets the same
 * seeds in the same order, and all get the same number of timed runs; the budget is
 * plan.budgetMs for each of them. A burst of load then falls on all alike instead of on whichever
 * was being timed in its own window. Blocks, not single runs: a run right after another
 * generator's finds its own map data (1.5 MB at 256×256) out of the nearest caches, as no run of
 * the game does; in a block only the first does, and the median leaves it out.
 */
export function timeTogether(runs: readonly Run[], plan: TimingPlan, clock: Clock = wallClock, block = TOGETHER_BLOCK): Timing[] {
  const order = (round: number) => (round % 2 === 0 ? runs.map((_, i) => i) : runs.map((_, i) => runs.length - 1 - i));
  const warmUpEnd = clock() + plan.warmUpMs;
  let warmed = 0;
  for (let round = 0; warmed < plan.maxRuns && (round === 0 || clock() < warmUpEnd); round++) {
    const count = Math.min(block, plan.maxRuns - warmed);
    for (const i of order(round)) for (let k = 0; k < count; k++) runs[i](WARM_UP_SEED + warmed + k);
    warmed += count;
  }
  const times: number[][] = runs.map(() => []);
  const budgetEnd = clock() + plan.budgetMs * runs.length;
  for (let round = 0, done = 0; done < plan.maxRuns && (done < plan.minRuns || clock() < budgetEnd); round++) {
    const count = Math.min(block, plan.maxRuns - done);
    for (const i of order(round)) {
      for (let k = 0; k < count; k++) {
        const start = clock();
        runs[i](done + k + 1);
        times[i].push(clock() - start);
      }
    }
    done += count;
  }
  return times.map((list) => ({ medianMs: median(list), p90Ms: percentile(list, 0.9), runs: list.length }));
}
