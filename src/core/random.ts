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

/**
 * Widest range smallInt draws from its bit reservoir (24 bits: any count of map tiles or cells up to
 * 4096 × 4096); wider ranges go to int.
 */
const SMALL_RANGE_LIMIT = 1 << 24;

export class Random {
  private readonly bits: BitGenerator;
  /** Unused bits of the last 32-bit output smallInt took, lowest first, and how many are left. */
  private reservoir = 0;
  private reservoirBits = 0;

  constructor(seed: number) {
    const base = normalizeSeed(seed);
    // Four consecutive splitmix32 outputs: a bijection of the counter, so never the all-zero state.
    this.bits = xoroshiro128plusFromState([mixSeed(base, 0), mixSeed(base, 1), mixSeed(base, 2), mixSeed(base, 3)]);
  }

  /** A uniform integer in [min, max], both included. */
  int(min: number, max: number): number {
    return uniformInt(this.bits, min, max);
  }

  /**
   * A uniform integer in [min, max], both included, for the hot loops of the layouts (a side, a
   * door position, a room size, an entry of a work list): `int` costs one 32-bit output and a
   * division per draw, so a room chain spent a third of its time there. This one takes just the
   * bits the range needs from a reservoir of one 32-bit output (a 1-in-4 pick uses 2 bits, so one
   * output serves many draws) and redraws values past the range, so every value stays exactly
   * equally likely. It draws from the same generator as `int` but consumes it differently, so the
   * two are not interchangeable for a given seed; a one-value (or empty, or NaN) range gives min
   * and draws nothing. Ranges wider than 2^24 values go to `int`.
   */
  smallInt(min: number, max: number): number {
    const count = max - min + 1;
    // Written so that a NaN bound gives min without a draw (int would loop forever on it).
    if (!(count > 1)) return min;
    if (count > SMALL_RANGE_LIMIT) return this.int(min, max);
    // The fewest bits that can hold count − 1; values ≥ count are redrawn (under half of them).
    const width = 32 - Math.clz32(count - 1);
    const mask = (1 << width) - 1;
    for (;;) {
      if (this.reservoirBits < width) {
        this.reservoir = this.bits.next();
        this.reservoirBits = 32;
      }
      const value = this.reservoir & mask;
      this.reservoir >>>= width;
      this.reservoirBits -= width;
      if (value < count) return min + value;
    }
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
  // Number.isFinite does not convert: a string, bigint or object is not finite.
  return Number.isFinite(seed) ? Math.trunc(seed as number) >>> 0 : 0;
}

/** True when `seed` is a finite number (any finite number wraps to a 32-bit seed). */
export function isUsableSeed(seed: unknown): boolean {
  return Number.isFinite(seed);
}
