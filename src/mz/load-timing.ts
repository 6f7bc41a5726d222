/**
 * Where a dungeon map's entry spends its time, as User Timing measures named
 * "RandomDungeons: <stage>": the browser's Performance panel (F12 in a playtest, the Timings
 * track) shows them beside the engine's own work, and `npm run bench:game` reads them in the real
 * engine. A sampling profiler cannot say this reliably: a map entry is a few milliseconds of
 * freshly compiled code.
 *
 * Each measure replaces the last of its name, so the timeline holds one per stage however long
 * the game runs. Without the User Timing API (an old runtime, a bare test context), or if it
 * refuses a measure, nothing is measured and nothing throws.
 */

/** The prefix of every measure's name. */
export const LOAD_MEASURE_PREFIX = "RandomDungeons: ";

/**
 * The stages, in the order a load runs them: the map's settings, events and pieces read
 * (settings); the layout and content made (generate); tiles chosen, the decorations' palette read
 * and the map painted (paint); events moved and the player placed (events); decorations
 * (decorate); set pieces' art and events (pieces); self switches, the save's checks and the fog's
 * field (finish); then, as the scene builds its sprites, the fog's sprite and the minimap's.
 */
export type LoadStage = "settings" | "generate" | "paint" | "events" | "decorate" | "pieces" | "finish" | "fog sprite" | "minimap sprite";

interface UserTiming {
  now(): number;
  measure(name: string, options: { start: number; end: number }): unknown;
  clearMeasures(name?: string): void;
}

let refused = false;

function userTiming(): UserTiming | null {
  if (refused) return null;
  const timing = (globalThis as { performance?: Partial<UserTiming> }).performance;
  if (!timing || typeof timing.now !== "function" || typeof timing.measure !== "function" || typeof timing.clearMeasures !== "function") return null;
  return timing as UserTiming;
}

function measure(timing: UserTiming, stage: LoadStage, start: number, end: number): void {
  const name = LOAD_MEASURE_PREFIX + stage;
  try {
    timing.clearMeasures(name);
    timing.measure(name, { start, end });
  } catch {
    // A runtime older than User Timing level 3 (Chromium 78) takes mark names only: measure nothing.
    refused = true;
  }
}

/** The stages of one load, each ending where the next begins. */
export class LoadTiming {
  private readonly timing = userTiming();
  private last = this.timing ? this.timing.now() : 0;

  /** Ends `stage` now: it ran since the last stage ended (or since this timing began). */
  stage(stage: LoadStage): void {
    if (!this.timing) return;
    const now = this.timing.now();
    measure(this.timing, stage, this.last, now);
    this.last = now;
  }
}

/** Runs `body` as a stage of its own (a sprite layer, built apart from the load). */
export function timeStage<T>(stage: LoadStage, body: () => T): T {
  const timing = userTiming();
  if (!timing) return body();
  const start = timing.now();
  try {
    return body();
  } finally {
    measure(timing, stage, start, timing.now());
  }
}
