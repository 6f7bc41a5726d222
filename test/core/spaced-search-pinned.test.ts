/**
 * searchSpacedSet (src/core/spaced-search.ts) pinned: on many small candidate sets of every shape
 * its answer has the size a brute-force search finds, every pair of chosen tiles is spaced (≥ 2 in
 * both-axes distance), the order taken and the node counts are the same on every run (the search
 * is part of a seeded placement), and the fixed tiles, target and budget do what they say.
 */
import { Random } from "../../src/core";
import { SEARCH_NODE_BUDGET, searchSpacedSet } from "../../src/core/spaced-search";
import { chebyshev, mostSpaced } from "./spaced-brute-force";

const spacedPair = (a: number, b: number, width: number) => chebyshev(a, b, width) >= 2;

/** A random scatter of `count` distinct tiles on a width×height grid, in a random order. */
function scatter(random: Random, width: number, height: number, count: number): Int32Array {
  const all = Array.from({ length: width * height }, (_, i) => i);
  for (let i = all.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [all[i], all[j]] = [all[j], all[i]];
  }
  return Int32Array.from(all.slice(0, count));
}

describe("searchSpacedSet against brute force", () => {
  test("300 random candidate sets (grids 1×1 to 7×6, up to 16 tiles): as many spaced tiles as exist", () => {
    const random = new Random(2024);
    for (let round = 0; round < 300; round++) {
      const width = random.int(1, 7);
      const height = random.int(1, 6);
      const count = random.int(1, Math.min(16, width * height));
      const tiles = scatter(random, width, height, count);
      const most = mostSpaced(Array.from(tiles), width);
      const result = searchSpacedSet(tiles, width, count);
      const picked = result.chosen.map((i) => tiles[i]);
      expect([round, result.chosen.length]).toEqual([round, most]);
      expect(new Set(result.chosen).size).toBe(result.chosen.length);
      expect(result.chosen.every((i) => i >= 0 && i < count)).toBe(true);
      expect(picked.every((a, i) => picked.every((b, j) => i === j || spacedPair(a, b, width)))).toBe(true);
      expect(result.exhausted).toBe(false);
    }
  });

  test("with a target below the most, exactly the target is returned", () => {
    const random = new Random(7);
    for (let round = 0; round < 60; round++) {
      const tiles = scatter(random, 6, 5, 14);
      const most = mostSpaced(Array.from(tiles), 6);
      const target = Math.max(1, most - 1);
      expect([round, searchSpacedSet(tiles, 6, target).chosen.length]).toEqual([round, target]);
    }
  });

  test("tiles at the grid's right edge are not next to the next row's left edge", () => {
    // On a 3-wide grid, tile 2 (x 2, y 0) and tile 3 (x 0, y 1) are 2 apart: both can be taken.
    expect(searchSpacedSet(Int32Array.of(2, 3), 3, 2).chosen).toEqual([0, 1]);
    expect(searchSpacedSet(Int32Array.of(5, 6), 3, 2).chosen).toEqual([0, 1]);
    // Tiles 1 and 5 on a 4-wide grid are diagonal neighbours (x 1, y 0 and x 1, y 1): only one.
    expect(searchSpacedSet(Int32Array.of(1, 5), 4, 2).chosen).toHaveLength(1);
    expect(searchSpacedSet(Int32Array.of(1, 6), 4, 2).chosen).toHaveLength(1);
    expect(searchSpacedSet(Int32Array.of(1, 4), 4, 2).chosen).toHaveLength(1);
  });
});

describe("the order and the work of the search", () => {
  test("a 3×3 room in reading order: corners, the earliest tile of fewest free neighbours first", () => {
    const tiles = Int32Array.from({ length: 9 }, (_, i) => i);
    const result = searchSpacedSet(tiles, 3, 4);
    expect(result.chosen).toEqual([0, 2, 6, 8]);
    expect(result).toMatchObject({ exhausted: false, nodes: 5 });
  });

  test("the same list in another order gives the same set taken in another order", () => {
    const tiles = Int32Array.of(8, 7, 6, 5, 4, 3, 2, 1, 0);
    const result = searchSpacedSet(tiles, 3, 4);
    expect(result.chosen.map((i) => tiles[i])).toEqual([8, 6, 2, 0]);
  });

  test("a 4×3 room asked for one more than it holds: proven with few nodes thanks to the block bound", () => {
    const tiles = Int32Array.from({ length: 12 }, (_, i) => i);
    const result = searchSpacedSet(tiles, 4, 5);
    expect(result.chosen.map((i) => tiles[i]).sort((a, b) => a - b)).toEqual([0, 2, 8, 10]);
    expect(result.exhausted).toBe(false);
    // Node counts are deterministic (the budget counts them); these pin the pruning and branching.
    expect(result.nodes).toBe(13);
    const room = Int32Array.from({ length: 35 }, (_, i) => i); // 7×5: 12 spaced tiles at most
    expect(searchSpacedSet(room, 7, 13)).toEqual({ chosen: [0, 2, 4, 6, 14, 28, 16, 30, 18, 20, 32, 34], exhausted: false, nodes: 36 });
  });

  test("shapes where a weaker bound, a wrong block or a wrong neighbour list shows: the exact answer and work", () => {
    // Inputs found by comparing the search with altered copies of it (mutation testing); each
    // answer is a largest spaced set (checked against brute force), taken in a fixed order.
    const cases: { width: number; tiles: number[]; chosen: number[]; nodes: number }[] = [
      { width: 6, tiles: [17, 9, 1, 2, 11, 10, 12, 15, 0, 3], chosen: [6, 8, 0, 7, 3], nodes: 14 },
      { width: 2, tiles: [0, 1, 2, 3, 4, 5, 6, 7], chosen: [0, 4], nodes: 9 },
      { width: 3, tiles: [19, 15, 7, 8, 14, 0, 5, 4, 13, 17, 1, 2, 6, 18, 9, 20, 12, 3, 16], chosen: [3, 11, 5, 12, 4, 15, 13, 16], nodes: 20 },
      { width: 4, tiles: [20, 17, 3, 14, 23, 4, 6, 11, 7, 10, 21, 13, 8, 5, 9, 12, 2, 16, 22, 0, 18, 19, 1, 15], chosen: [0, 2, 4, 7, 11, 5], nodes: 25 },
      { width: 6, tiles: [14, 3, 15, 16, 12, 11, 2, 4, 5, 22, 6, 17, 13, 23, 18, 1, 19, 10, 0, 21, 9, 8, 7, 20], chosen: [8, 1, 11, 2, 14, 10], nodes: 25 },
      { width: 1, tiles: [3, 1, 5, 2, 6, 0], chosen: [0, 1, 2], nodes: 12 },
      { width: 3, tiles: [27, 23, 58, 24, 49, 0, 31, 68, 47, 30, 69, 66, 10, 54, 29], chosen: [1, 5, 7, 12, 2, 3, 4, 9, 14, 10], nodes: 20 },
    ];
    for (const { width, tiles, chosen, nodes } of cases) {
      const result = searchSpacedSet(Int32Array.from(tiles), width, tiles.length);
      expect([tiles, result]).toEqual([tiles, { chosen, exhausted: false, nodes }]);
      expect([tiles, chosen.length]).toEqual([tiles, mostSpaced(tiles, width)]);
    }
  });

  test("27 scattered tiles hold 11 spaced ones: found (a bound that prunes too much stops at 10)", () => {
    const tiles = [38, 23, 39, 27, 9, 32, 33, 5, 12, 20, 3, 18, 0, 40, 16, 19, 31, 28, 34, 6, 22, 13, 7, 1, 4, 14, 21];
    const result = searchSpacedSet(Int32Array.from(tiles), 7, tiles.length);
    expect(result.chosen).toHaveLength(11);
    expect(result).toMatchObject({ exhausted: false, nodes: 189 });
    expect(mostSpaced(tiles, 7)).toBe(11);
  });

  test("a budget of one node: the empty set, exhausted", () => {
    const tiles = Int32Array.from({ length: 9 }, (_, i) => i);
    expect(searchSpacedSet(tiles, 3, 4, [], 1)).toEqual({ chosen: [], exhausted: true, nodes: 1 });
  });

  test("a budget that runs out exactly when the target is reached is not exhausted", () => {
    const tiles = Int32Array.from({ length: 9 }, (_, i) => i);
    expect(searchSpacedSet(tiles, 3, 4, [], 5)).toEqual({ chosen: [0, 2, 6, 8], exhausted: false, nodes: 5 });
    expect(searchSpacedSet(tiles, 3, 4, [], 4)).toMatchObject({ exhausted: true, nodes: 4 });
  });

  test("a target of 0 or no candidates: nothing chosen, one node", () => {
    expect(searchSpacedSet(Int32Array.of(0, 1, 2), 3, 0)).toEqual({ chosen: [], exhausted: false, nodes: 1 });
    expect(searchSpacedSet(new Int32Array(0), 3, 2)).toEqual({ chosen: [], exhausted: false, nodes: 1 });
  });

  test("fixed tiles come first in the answer and block their neighbours", () => {
    const tiles = Int32Array.from({ length: 15 }, (_, i) => i); // 5×3
    const result = searchSpacedSet(tiles, 5, 6, [7]);
    expect(result.chosen[0]).toBe(7);
    const picked = result.chosen.map((i) => tiles[i]);
    expect(picked.every((a, i) => picked.every((b, j) => i === j || spacedPair(a, b, 5)))).toBe(true);
    // 7 (the middle) blocks its eight neighbours; the four corners are left, and all four fit.
    expect(picked.sort((a, b) => a - b)).toEqual([0, 4, 7, 10, 14]);
  });

  test("the default budget is SEARCH_NODE_BUDGET", () => {
    const random = new Random(3);
    const tiles = scatter(random, 16, 16, 256);
    const result = searchSpacedSet(tiles, 16, 65);
    expect(result.nodes).toBeLessThanOrEqual(SEARCH_NODE_BUDGET);
    expect(result.exhausted).toBe(result.nodes === SEARCH_NODE_BUDGET);
  });
});
