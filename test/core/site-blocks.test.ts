/**
 * Blocks of cells left for set-piece sites (src/core/layout/kit/sites.ts): whatever blocks are
 * taken, the cells still free stay one 4-connected piece, so a layout's walk over them reaches
 * every one; blocks never touch; each site lies inside its block's tiles and the frame, and the
 * cell to keep stays free.
 */
import fc from "fast-check";
import { leaveCellBlocks, type CellFrame } from "../../src/core/layout/kit";
import { Random } from "../../src/core/random";
import { runs } from "../runs";

/** How many 4-connected groups the free cells form. */
function freeGroups(taken: Uint8Array, columns: number, rows: number): number {
  const seen = new Uint8Array(taken.length);
  let groups = 0;
  for (let start = 0; start < taken.length; start++) {
    if (taken[start] || seen[start]) continue;
    groups++;
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const cell = stack.pop()!;
      const c = cell % columns;
      const r = (cell - c) / columns;
      for (const [nc, nr] of [[c, r - 1], [c + 1, r], [c, r + 1], [c - 1, r]]) {
        if (nc < 0 || nc >= columns || nr < 0 || nr >= rows) continue;
        const next = nr * columns + nc;
        if (!taken[next] && !seen[next]) (seen[next] = 1), stack.push(next);
      }
    }
  }
  return groups;
}

/** How many 8-connected groups the taken cells form; throws when one is not a filled rectangle. */
function blockCount(taken: Uint8Array, columns: number, rows: number): number {
  const seen = new Uint8Array(taken.length);
  let blocks = 0;
  for (let start = 0; start < taken.length; start++) {
    if (!taken[start] || seen[start]) continue;
    blocks++;
    const stack = [start];
    seen[start] = 1;
    let [left, top, right, bottom, cells] = [columns, rows, -1, -1, 0];
    while (stack.length > 0) {
      const cell = stack.pop()!;
      const c = cell % columns;
      const r = (cell - c) / columns;
      [left, top, right, bottom, cells] = [Math.min(left, c), Math.min(top, r), Math.max(right, c), Math.max(bottom, r), cells + 1];
      for (let nr = r - 1; nr <= r + 1; nr++) {
        for (let nc = c - 1; nc <= c + 1; nc++) {
          if (nc < 0 || nc >= columns || nr < 0 || nr >= rows) continue;
          const next = nr * columns + nc;
          if (taken[next] && !seen[next]) (seen[next] = 1), stack.push(next);
        }
      }
    }
    if (cells !== (right - left + 1) * (bottom - top + 1)) throw new Error(`taken cells round (${left},${top}) are not one rectangle`);
  }
  return blocks;
}

const cases = fc.record({
  columns: fc.integer({ min: 1, max: 14 }),
  rows: fc.integer({ min: 1, max: 14 }),
  pitchX: fc.integer({ min: 3, max: 13 }),
  pitchY: fc.integer({ min: 3, max: 13 }),
  sizes: fc.array(fc.record({ width: fc.integer({ min: 3, max: 30 }), height: fc.integer({ min: 3, max: 30 }) }), { maxLength: 12 }),
  seed: fc.integer({ min: 0, max: 0x7fffffff }),
  keepAt: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
});

describe("blocks of cells left for set-piece sites", () => {
  it("keep the free cells one piece and apart, the kept cell free, each site inside its block and the frame", () => {
    fc.assert(
      fc.property(cases, ({ columns, rows, pitchX, pitchY, sizes, seed, keepAt }) => {
        const frame: CellFrame = { originX: 2, originY: 3, columns, rows, pitchX, pitchY };
        const width = 2 + columns * pitchX + 2;
        const region = { left: 1, top: 2, right: width - 2, bottom: 3 + rows * pitchY + 1 };
        const keep = Math.floor(keepAt * columns * rows);
        const { taken, sites } = leaveCellBlocks(frame, sizes, region, width, new Random(seed), keep);
        expect(taken[keep]).toBe(0);
        expect(freeGroups(taken, columns, rows)).toBe(1);
        // One block per site left, none touching another (not even at a corner).
        expect(blockCount(taken, columns, rows)).toBe(sites.filter((tile) => tile >= 0).length);
        sites.forEach((tile, k) => {
          if (tile < 0) return;
          const x = tile % width;
          const y = (tile - x) / width;
          const { width: w, height: h } = sizes[k];
          expect(x).toBeGreaterThanOrEqual(region.left);
          expect(y).toBeGreaterThanOrEqual(region.top);
          expect(x + w - 1).toBeLessThanOrEqual(region.right);
          expect(y + h - 1).toBeLessThanOrEqual(region.bottom);
          // Every tile of the site lies in a taken cell.
          for (const [sx, sy] of [[x, y], [x + w - 1, y], [x, y + h - 1], [x + w - 1, y + h - 1]]) {
            const column = Math.floor((sx - frame.originX) / pitchX);
            const row = Math.floor((sy - frame.originY) / pitchY);
            expect(taken[row * columns + column]).toBe(1);
          }
        });
      }),
      { numRuns: runs(300, 5000) },
    );
  });

  it("gives a site a block when the grid has room for it", () => {
    // A 10×10 grid of 6×6 cells and one 11×14 site: plenty of places keep the rest connected.
    const frame: CellFrame = { originX: 1, originY: 2, columns: 10, rows: 10, pitchX: 6, pitchY: 6 };
    const region = { left: 1, top: 2, right: 60, bottom: 61 };
    for (let seed = 0; seed < 20; seed++) {
      const { sites } = leaveCellBlocks(frame, [{ width: 11, height: 14 }], region, 62, new Random(seed));
      expect(sites[0]).toBeGreaterThanOrEqual(0);
    }
  });

  it("leaves a site to the set-piece stage when no block can hold it", () => {
    const frame: CellFrame = { originX: 1, originY: 2, columns: 3, rows: 3, pitchX: 5, pitchY: 5 };
    const region = { left: 1, top: 2, right: 15, bottom: 16 };
    const { taken, sites } = leaveCellBlocks(frame, [{ width: 16, height: 4 }, { width: 15, height: 15 }], region, 17, new Random(1));
    expect([...sites]).toEqual([-1, -1]);
    expect(taken.every((cell) => cell === 0)).toBe(true);
  });
});
