/**
 * What the registry (src/core/layout/index.ts) promises every caller, whichever layout: names found
 * in any letter case, one list of options across layouts, defaults that fit, a "too small" message
 * that names the smallest size accepted, the border kept free, and step reports a preview can
 * follow without changing the dungeon.
 */
import fc from "fast-check";
import { LAYOUTS, LayoutAlgorithm, NumericOptions, Random, allLayoutOptions, createGrid, findLayout, generateDungeon, isFloor } from "../../src/core";
import { expectDungeon } from "./helpers";
import { runs } from "../runs";

const byName = LAYOUTS.map((layout) => [layout.name, layout] as const);

/** Any subset of the layout's options in their documented ranges, fitted as generateDungeon fits them. */
function fittedOptions(layout: LayoutAlgorithm): fc.Arbitrary<NumericOptions> {
  const entries = Object.keys(layout.defaults).map((key) => [key, fc.integer(layout.ranges[key])] as const);
  return (fc.record(Object.fromEntries(entries), { requiredKeys: [] }) as fc.Arbitrary<NumericOptions>).map((given) => {
    const options = { ...layout.defaults, ...given };
    layout.fitOptions(options);
    return options;
  });
}

describe("finding a layout by name", () => {
  test("any letter case, spaces around ignored", () => {
    for (const layout of LAYOUTS) {
      expect(findLayout(layout.name.toUpperCase())).toBe(layout);
      expect(findLayout(`  ${layout.name} `)).toBe(layout);
    }
  });

  test("an unknown name, a blank one, spaces inside or a value that is not a string finds none", () => {
    for (const name of ["caverns", "", "   ", "dig ger", undefined, null, 3, {}, ["maze"]]) expect(findLayout(name)).toBeUndefined();
  });
});

describe("the options of every layout (what the tools list)", () => {
  test("every option key of every layout once, with the layouts that have it in registry order, and the first one's range and default", () => {
    const options = allLayoutOptions();
    const keys = options.map((option) => option.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const layout of LAYOUTS) for (const key of Object.keys(layout.defaults)) expect(keys).toContain(key);
    for (const option of options) {
      const having = LAYOUTS.filter((layout) => option.key in layout.defaults);
      expect(option.layouts).toEqual(having.map((layout) => layout.name));
      expect(option).toMatchObject({ ...having[0].ranges[option.key], default: having[0].defaults[option.key] });
    }
  });

  test("each call gives a fresh list, so a tool may change its own", () => {
    const first = allLayoutOptions();
    first[0].layouts.push("mine");
    first.pop();
    expect(allLayoutOptions()).not.toEqual(first);
  });
});

describe.each(byName)("layout %s", (_name, layout) => {
  test("its defaults are whole numbers inside their ranges and fit together as they are", () => {
    for (const [key, value] of Object.entries(layout.defaults)) {
      const { min, max } = layout.ranges[key];
      expect([key, Number.isInteger(value) && value >= min && value <= max]).toEqual([key, true]);
    }
    const options = { ...layout.defaults };
    expect(layout.fitOptions(options)).toEqual([]);
    expect(options).toEqual(layout.defaults);
  });

  test("a refused size says it is too small and names the smallest size these options accept", () => {
    fc.assert(
      fc.property(fittedOptions(layout), (options) => {
        let width = 1;
        while (layout.checkSize(width, 1024, options) !== null) width++;
        let height = 1;
        while (layout.checkSize(1024, height, options) !== null) height++;
        expect(layout.checkSize(width, height, options)).toBeNull();
        for (const [w, h] of [
          [width - 1, height],
          [width, height - 1],
        ]) {
          expect(layout.checkSize(w, h, options)).toMatch(new RegExp(`${w}×${h} map is too small.*at least ${width}×${height}`));
        }
      }),
      { numRuns: runs(10, 500) },
    );
  });

  test("reports its steps in the order of `steps`, from the first to the last, which carries the finished layout; listening changes nothing", () => {
    const options = { ...layout.defaults };
    const heard: { step: string; areas: string }[] = [];
    const grid = createGrid(48, 40);
    const finished = layout.carve(grid, options, new Random(9), { prefabs: [] }, (step, partial) => heard.push({ step, areas: JSON.stringify([partial.areas, partial.openings]) }));
    const order = heard.map(({ step }) => layout.steps.indexOf(step));
    expect(order.every((index, i) => index >= 0 && (i === 0 || index >= order[i - 1]))).toBe(true);
    expect([heard[0].step, heard[heard.length - 1].step]).toEqual([layout.steps[0], layout.steps[layout.steps.length - 1]]);
    expect(heard[heard.length - 1].areas).toBe(JSON.stringify([finished.areas, finished.openings]));
    const quiet = createGrid(48, 40);
    const unheard = layout.carve(quiet, { ...layout.defaults }, new Random(9), { prefabs: [] });
    expect(Buffer.from(quiet.kinds).equals(Buffer.from(grid.kinds))).toBe(true);
    expect(JSON.stringify([unheard.areas, unheard.openings])).toBe(JSON.stringify([finished.areas, finished.openings]));
  });
});

describe.each(byName.filter(([, layout]) => "border" in layout.defaults))("layout %s with a border", (name) => {
  test("keeps `border` tiles free on every side, and max(border, wallHeight) rows at the top for the first wall face", () => {
    fc.assert(
      fc.property(fc.integer({ min: 30, max: 70 }), fc.integer({ min: 30, max: 70 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 3 }), fc.nat(), (width, height, border, wallHeight, seed) => {
        const result = generateDungeon(width, height, { layout: name, border, wallHeight }, seed);
        if (!result.ok) return;
        const { grid } = expectDungeon(result);
        const top = Math.max(border, wallHeight);
        grid.kinds.forEach((kind, tile) => {
          const x = tile % width;
          const y = Math.floor(tile / width);
          if (isFloor(kind) && (x < border || x >= width - border || y < top || y >= height - border)) throw new Error(`floor at (${x},${y}) with border ${border}, wallHeight ${wallHeight}`);
        });
      }),
      { numRuns: runs(6, 300) },
    );
  });
});
