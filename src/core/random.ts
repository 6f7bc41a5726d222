/**
 * Seeded randomness for the generators.
 *
 * One `Random` is created per generation from a 32-bit seed and passed down to every step, so a
 * (size, options, seed) triple always yields the same dungeon. The bit generator is pure-rand's
 * xoroshiro128+, the same on every machine; nothing here reads Math.random or the clock.
 *
 * Seeding. pure-rand's own `xoroshiro128plus(seed)` starts from the state (−1, ~seed, seed, 0): its
 * first output is ~seed and the next ones stay nearly linear in the seed, so seeds n and n + 1 gave
 * measurably related dungeons. Here the whole 128-bit state is filled from splitmix32 (a bijective
 * avalanche mix) run on the seed, so neighbouring seeds start from unrelated states. The seed that
 * is stored and shown stays the user's 32-bit number; only the generator's state is mixed.
 */
import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { uniformInt } from "pure-rand/distribution/uniformInt";

type BitGenerator = ReturnType<typeof xoroshiro128plusFromState>;

/** splitmix32's increment (the golden ratio in 32 bits): consecutive states are far apart. */
const SPLITMIX_GAMMA = 0x9e3779b9;

/**
 * The `index`-th output of splitmix32 started at `seed`: every input bit flips about half of the
 * output bits. Exported for tests.
 */
export function mixSeed(seed: number, index = 0): number {
  let z = (seed + Math.imul(index + 1, SPLITMIX_GAMMA)) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

export class Random {
  private readonly bits: BitGenerator;

  constructor(seed: number) {
    const base = normalizeSeed(seed);
    // Four consecutive splitmix32 outputs: a bijection of the counter, so never the all-zero state.
    this.bits = xoroshiro128plusFromState([mixSeed(base, 0), mixSeed(base, 1), mixSeed(base, 2), mixSeed(base, 3)]);
  }

  /** A uniform integer in [min, max], both included. */
  int(min: number, max: number): number {
    return uniformInt(this.bits, min, max);
  }

  /** True with the given chance in percent (0 never, 100 always). */
  percent(chance: number): boolean {
    if (chance <= 0) return false;
    if (chance >= 100) return true;
    return uniformInt(this.bits, 0, 99) < chance;
  }
}

/**
 * Normalizes any value to a 32-bit unsigned seed, the form seeds are stored and shown in. A finite
 * number is truncated and wrapped (−1 → 4294967295); anything else (NaN, ±Infinity, a string, a
 * bigint, an object) is 0. Never throws.
 */
export function normalizeSeed(seed: unknown): number {
  return typeof seed === "number" && Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : 0;
}

/** True when `seed` is a finite number (any finite number wraps to a 32-bit seed). */
export function isUsableSeed(seed: unknown): boolean {
  return typeof seed === "number" && Number.isFinite(seed);
}
