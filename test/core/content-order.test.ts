/**
 * The order areas are tried in for the stairs and treasure (farthest from the arrival first, dead
 * ends first): byTwoKeysDescending must give exactly what sorting with the comparator gives, for
 * keys that pack into one number and for keys too large to pack.
 */
import fc from "fast-check";
import { byTwoKeysDescending } from "../../src/core/content";
import { runs } from "../runs";

const byComparator = (ids: number[], first: ArrayLike<number>, second: ArrayLike<number>) => ids.slice().sort((p, q) => first[q] - first[p] || second[q] - second[p] || p - q);

describe("byTwoKeysDescending", () => {
  it("orders by the first key, then the second, both largest first, then by id", () => {
    // ids:          0  1  2  3   4
    const first = [2, 5, 2, 5, -1];
    const second = [7, 1, 9, 1, 3];
    expect(byTwoKeysDescending([0, 1, 2, 3, 4], first, second)).toEqual([1, 3, 2, 0, 4]);
  });

  it("agrees with the comparator on any keys, small or too large to pack", () => {
    const cases = fc.integer({ min: 0, max: 60 }).chain((count) =>
      fc.record({
        ids: fc.shuffledSubarray(Array.from({ length: count }, (_, id) => id * 37), { minLength: 0, maxLength: count }),
        first: fc.array(fc.oneof(fc.integer({ min: -1, max: 6 }), fc.integer({ min: -3, max: 2 ** 18 })), { minLength: count * 37 + 1, maxLength: count * 37 + 1 }),
        second: fc.array(fc.oneof(fc.integer({ min: -1, max: 6 }), fc.integer({ min: -3, max: 2 ** 20 })), { minLength: count * 37 + 1, maxLength: count * 37 + 1 }),
      }),
    );
    fc.assert(
      fc.property(cases, ({ ids, first, second }) => {
        expect(byTwoKeysDescending(ids.slice(), first, second)).toEqual(byComparator(ids, first, second));
      }),
      { numRuns: runs(200, 3000) },
    );
  });

  it("orders ids too large to pack by the comparator", () => {
    const first = new Float64Array(200001);
    first[200000] = 1;
    first[5] = 1;
    expect(byTwoKeysDescending([200000, 5, 131072, 131071], first, first)).toEqual([5, 200000, 131071, 131072]);
  });
});
