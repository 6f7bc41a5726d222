/**
 * Seeded randomness for the generators.
 *
 * One `Random` is created per generation from a 32-bit seed and passed down to every step, so a
 * (size, options, seed) triple always yields the same dungeon. The bit generator is pure-rand's
 * xoroshiro128+, the same on every machine; nothing here reads Math.random or the clock.
 */
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { uniformInt } from "pure-rand/distribution/uniformInt";

type BitGenerator = ReturnType<typeof xoroshiro128plus>;

export class Random {
  private readonly bits: BitGenerator;

  constructor(seed: number) {
    this.bits = xoroshiro128plus(seed | 0);
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

/** Normalizes any number to a 32-bit unsigned seed, the form seeds are stored and shown in. */
export function normalizeSeed(seed: number): number {
  return Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : 0;
}
