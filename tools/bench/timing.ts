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

/** Warm-up seeds start here, so the timed runs always get seeds 1, 2, 3, … however long warm-up took. */
export const WARM_UP_SEED = 1_000_000;

export function timeRuns(run: Run, plan: TimingPlan, clock: Clock = () => performance.now()): Timing {
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
