/**
 * The layout registry (src/core/layout/index.ts): looking a layout up by name, and the list of
 * every layout option the tools build their flags from (a shared key listed once, with the range
 * and default of the first layout that names it, and every layout that uses it).
 */
import { DEFAULT_LAYOUT, LAYOUTS, LAYOUT_NAMES, allLayoutOptions, findLayout } from "../../src/core/layout/index";

const layout = (name: string) => LAYOUTS.find((candidate) => candidate.name === name)!;

describe("findLayout", () => {
  test("any letter case, spaces around ignored", () => {
    expect(findLayout("maze")).toBe(layout("maze"));
    expect(findLayout("  MaZe \t")).toBe(layout("maze"));
    expect(findLayout("Crawlers")).toBe(layout("crawlers"));
  });

  test("an unknown name, a blank one, inner spaces or a value that is not a string: undefined", () => {
    for (const name of ["mazes", "", "   ", "ma ze", undefined, null, 3, { toString: () => "maze" }, ["maze"]]) {
      expect([name, findLayout(name)]).toEqual([name, undefined]);
    }
  });

  test("the registry: names in order, cells the default", () => {
    expect(LAYOUT_NAMES).toEqual(["cells", "digger", "maze", "rooms", "nodes", "crawlers"]);
    expect(findLayout(DEFAULT_LAYOUT)).toBe(LAYOUTS[0]);
  });
});

describe("allLayoutOptions", () => {
  const options = allLayoutOptions();
  const option = (key: string) => options.find((entry) => entry.key === key)!;

  test("every option key of every layout, each once", () => {
    const keys = options.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    const everyKey = new Set(LAYOUTS.flatMap((algorithm) => Object.keys(algorithm.defaults)));
    expect(new Set(keys)).toEqual(everyKey);
  });

  test("a key several layouts share: the first layout's range and default, every layout that has it, in registry order", () => {
    expect(option("corridorWidth")).toEqual({ key: "corridorWidth", min: 1, max: 9, default: 3, layouts: ["cells", "nodes", "crawlers"] });
    expect(option("roomChance")).toEqual({ key: "roomChance", min: 0, max: 100, default: 70, layouts: ["cells", "digger", "nodes"] });
    expect(option("wallHeight").layouts).toEqual(["cells", "digger", "maze", "rooms", "nodes", "crawlers"]);
  });

  test("a key of one layout: its own range and default", () => {
    const { defaults, ranges } = layout("crawlers") as unknown as { defaults: Record<string, number>; ranges: Record<string, { min: number; max: number }> };
    expect(option("turnChance")).toEqual({ key: "turnChance", ...ranges.turnChance, default: defaults.turnChance, layouts: ["crawlers"] });
    expect(option("turnChance").default).toBe(20);
  });

  test("a fresh list on each call (the tools may change theirs)", () => {
    const first = allLayoutOptions();
    first[0].layouts.push("changed");
    expect(allLayoutOptions()[0].layouts).not.toContain("changed");
  });
});
