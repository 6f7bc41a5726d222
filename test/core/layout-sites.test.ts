/**
 * The layout contract's set-piece sites (src/core/layout/contract.ts, LayoutInput.sites and
 * Layout.sites), over every registered layout: a site a layout leaves is a rectangle of the size
 * asked, all of it non-floor, inside the frame and apart from the other sites, and the layout's floor
 * round it still keeps invariants 1 and 6 and the contract; a layout asked for no sites carves what
 * it carves without them.
 */
import fc from "fast-check";
import { LAYOUTS, LayoutAlgorithm, isFloor } from "../../src/core";
import type { SiteSize } from "../../src/core/layout/contract";
import { regionOf } from "../../src/core/layout/kit";
import { clearanceProblems, contractProblems, expectRun, floorComponents, runLayout } from "./layout-invariants";
import { runs } from "../runs";

/** The layout carved with its defaults and `sites` asked (none when undefined): the grid before walls, the layout, the options. */
function carve(algorithm: LayoutAlgorithm, width: number, height: number, seed: number, sites?: SiteSize[]) {
  const { carved, layout, options } = expectRun(runLayout(algorithm, width, height, {}, seed, undefined, sites));
  return { grid: carved, layout, options };
}

/** Sites as the set-piece stage asks them: a piece of 3–14 × 3–10 tiles and its margin. */
const siteLists = fc.array(
  fc.record({ width: fc.integer({ min: 3, max: 14 }), height: fc.integer({ min: 3, max: 10 }) }).map(({ width, height }) => ({ width: width + 2, height: height + 6 })),
  { minLength: 1, maxLength: 8 },
);

describe.each(LAYOUTS.map((layout) => [layout.name, layout] as const))("the sites the %s layout leaves for set pieces", (_name, algorithm) => {
  it("are void rectangles of the size asked, inside the frame and apart, with the floor round them whole", () => {
    fc.assert(
      fc.property(siteLists, fc.integer({ min: 0, max: 0x7fffffff }), fc.constantFrom([96, 80], [128, 72]), (sizes, seed, [width, height]) => {
        const { grid, layout, options } = carve(algorithm, width, height, seed, sizes);
        expect(floorComponents(grid)).toBe(1);
        expect(clearanceProblems(grid, options.wallHeight)).toEqual([]);
        expect(contractProblems(grid, layout)).toEqual([]);
        if (layout.sites === undefined) return;
        expect(layout.sites).toHaveLength(sizes.length);
        const frame = regionOf(width, height, { border: options.border ?? 1, wallHeight: options.wallHeight });
        const owner = new Int16Array(width * height).fill(-1);
        layout.sites.forEach((tile, k) => {
          if (tile < 0) return;
          const x = tile % width;
          const y = (tile - x) / width;
          const { width: w, height: h } = sizes[k];
          expect([x, y, x + w - 1, y + h - 1]).toEqual([Math.max(x, frame.left), Math.max(y, frame.top), Math.min(x + w - 1, frame.right), Math.min(y + h - 1, frame.bottom)]);
          for (let row = y; row < y + h; row++) {
            for (let column = x; column < x + w; column++) {
              const at = row * width + column;
              expect(isFloor(grid.kinds[at])).toBe(false);
              expect(owner[at]).toBe(-1);
              owner[at] = k;
            }
          }
        });
      }),
      { numRuns: runs(6, 300) },
    );
  });

  it("carve the same map when none are asked as when the request has none", () => {
    for (let seed = 0; seed < 3; seed++) {
      const without = carve(algorithm, 96, 80, seed);
      const empty = carve(algorithm, 96, 80, seed, []);
      expect(Buffer.from(empty.grid.kinds).equals(Buffer.from(without.grid.kinds))).toBe(true);
    }
  });
});
