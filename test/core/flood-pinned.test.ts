/**
 * floodFill (src/core/flood.ts) pinned down tile by tile: the order tiles are reached in, the
 * grid's edges (no wrap from one row's end to the next row's start, nothing above the first row
 * or below the last), tiles already seen, and the start tile taken whatever `include` says.
 */
import { floodFill } from "../../src/core/flood";

/** Runs floodFill over a width×height grid whose open tiles are listed; returns the tiles reached, in order. */
function fill(width: number, height: number, start: number, open: (tile: number) => boolean, seenBefore: number[] = []) {
  const seen = new Uint8Array(width * height);
  for (const tile of seenBefore) seen[tile] = 1;
  const queue = new Int32Array(width * height + 4).fill(-7);
  const asked: number[] = [];
  const count = floodFill(width, height, start, (tile) => (asked.push(tile), open(tile)), seen, queue);
  return { reached: Array.from(queue.subarray(0, count)), seen: Array.from(seen), asked, rest: Array.from(queue.subarray(count)) };
}

describe("floodFill", () => {
  it("reaches tiles breadth-first: left, right, up, down of each tile in turn", () => {
    const { reached, seen, rest } = fill(3, 3, 4, () => true);
    expect(reached).toEqual([4, 3, 5, 1, 7, 0, 6, 2, 8]);
    expect(seen).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(rest.every((entry) => entry === -7)).toBe(true);
  });

  it("from a corner of an open grid reaches every tile once, and asks about no tile off the grid", () => {
    const { reached, asked } = fill(3, 2, 0, () => true);
    expect(reached).toEqual([0, 1, 3, 2, 4, 5]);
    expect(asked.every((tile) => tile >= 0 && tile < 6)).toBe(true);
    const fromLast = fill(3, 2, 5, () => true);
    expect(fromLast.reached).toEqual([5, 4, 2, 3, 1, 0]);
    expect(fromLast.asked.every((tile) => tile >= 0 && tile < 6)).toBe(true);
  });

  it("does not wrap from the end of one row to the start of the next, either way", () => {
    // Tiles 2 (x 2, y 0) and 3 (x 0, y 1) are next to each other in the flat array only.
    const open = (tile: number) => tile === 2 || tile === 3;
    expect(fill(3, 3, 2, open).reached).toEqual([2]);
    expect(fill(3, 3, 3, open).reached).toEqual([3]);
    expect(fill(3, 3, 2, open).asked).not.toContain(3);
    expect(fill(3, 3, 3, open).asked).not.toContain(2);
  });

  it("goes up and down the first column (tile = width has a tile above it)", () => {
    const open = (tile: number) => tile === 0 || tile === 3 || tile === 6;
    expect(fill(3, 3, 3, open).reached).toEqual([3, 0, 6]);
    expect(fill(3, 3, 0, open).reached).toEqual([0, 3, 6]);
    expect(fill(3, 3, 6, open).reached).toEqual([6, 3, 0]);
  });

  it("goes along a single row and a single column to both ends", () => {
    expect(fill(4, 1, 1, () => true).reached).toEqual([1, 0, 2, 3]);
    expect(fill(1, 4, 2, () => true).reached).toEqual([2, 1, 3, 0]);
  });

  it("takes the start tile even when include refuses it, and enters no tile already seen", () => {
    const { reached, seen } = fill(3, 1, 1, (tile) => tile !== 1);
    expect(reached).toEqual([1, 0, 2]);
    expect(seen).toEqual([1, 1, 1]);
    const blocked = fill(3, 1, 0, () => true, [1]);
    expect(blocked.reached).toEqual([0]);
    expect(blocked.asked).toEqual([]);
  });

  it("stops at tiles include refuses", () => {
    // A 4×3 grid with a wall column at x 2: only the left part is reached.
    const open = (tile: number) => tile % 4 !== 2;
    const { reached, asked, seen } = fill(4, 3, 0, open);
    expect(reached.sort((a, b) => a - b)).toEqual([0, 1, 4, 5, 8, 9]);
    expect(asked.filter((tile) => !open(tile)).sort((a, b) => a - b)).toEqual([2, 6, 10]);
    expect(seen).toEqual([1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0]);
  });
});
