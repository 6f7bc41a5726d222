/**
 * Where the player arrives: a room-floor tile with no corridor among its 8 neighbours (nothing
 * blocks a room entrance), else room floor next to a corridor, else corridor floor; −1 only on a
 * map without floor. The arrival is the content planner's first role and draws from a stream of
 * its own: it is a function of the carved map and the seed, whatever the layout drew.
 */
import fc from "fast-check";
import { Grid, LAYOUTS, LAYOUT_NAMES, Layout, Random, TileKind, findLayout, findOpenings, generateDungeon, isFloor, kindOfTile, labelFloor } from "../../src/core";
import { placeArrivalAndContent } from "../../src/core/content";
import { runs } from "../runs";
import { expectDungeon, touchesKind } from "./helpers";

const KIND_OF: Record<string, number> = { ".": TileKind.Void, R: TileKind.Room, C: TileKind.Corridor, "#": TileKind.Wall };

/** A map drawn as rows (R room floor, C corridor floor, # wall, . void), its areas labelled by the shared rule. */
function drawn(rows: string[]): { grid: Grid; layout: Layout } {
  const width = rows[0].length;
  const grid: Grid = { width, height: rows.length, kinds: Uint8Array.from(rows.join(""), (char) => KIND_OF[char]) };
  const areaOf = new Uint16Array(grid.kinds.length);
  const areas: Layout["areas"] = [];
  labelFloor(grid, areaOf, areas, kindOfTile);
  return { grid, layout: { algorithm: "drawn", areas, areaOf, openings: findOpenings(grid, areaOf), overlay: { boxes: [], lines: [], marks: [] } } };
}

function arrivalsOver(rows: string[], seeds: number): Set<string> {
  const { grid, layout } = drawn(rows);
  const seen = new Set<string>();
  for (let seed = 0; seed < seeds; seed++) {
    const tile = placeArrivalAndContent(grid, layout, undefined, seed).arrival;
    seen.add(tile < 0 ? "none" : `${tile % grid.width},${Math.floor(tile / grid.width)}`);
  }
  return seen;
}

describe("the arrival's rule, on hand-drawn maps", () => {
  test("room floor with no corridor among its 8 neighbours, any such tile", () => {
    const rows = [
      "#######", //
      "#RRRRR#",
      "#RRRRR#",
      "#RRRRR#",
      "#CCCCC#",
      "#######",
    ];
    // Row 3 touches the corridor; every tile of rows 1 and 2 is strict, and each may be chosen.
    const seen = arrivalsOver(rows, 60);
    for (const tile of seen) expect(Number(tile.split(",")[1])).toBeLessThanOrEqual(2);
    expect(seen.size).toBeGreaterThan(6);
  });

  test("no strict tile: room floor beside a corridor, never the corridor itself", () => {
    const rows = [
      "#######", //
      "#RRRRR#",
      "#CCCCC#",
      "#######",
    ];
    expect(arrivalsOver(rows, 30)).toEqual(new Set(["1,1", "2,1", "3,1", "4,1", "5,1"]));
  });

  test("no room floor: corridor floor", () => {
    expect(arrivalsOver(["#####", "#CCC#", "#####"], 20)).toEqual(new Set(["1,1", "2,1", "3,1"]));
  });

  test("no floor: −1, and no content either", () => {
    const { grid, layout } = drawn(["#####", "#...#", "#####"]);
    const plan = placeArrivalAndContent(grid, layout, [{ role: "stairs" }], 1);
    expect(plan.arrival).toBe(-1);
    expect(plan.content).toEqual({ copies: [], problems: ["the dungeon has no floor for content; nothing is placed"] });
  });

  test("content asked for or not, the arrival is the same; the plan is the same for the same seed", () => {
    const { grid, layout } = drawn(["#########", "#RRRRRRR#", "#RRRRRRR#", "#RRRRRRR#", "#CCCCCCC#", "#########"]);
    for (let seed = 0; seed < 10; seed++) {
      const bare = placeArrivalAndContent(grid, layout, undefined, seed);
      const full = placeArrivalAndContent(grid, layout, [{ role: "stairs" }, { min: 3, max: 3 }], seed);
      expect(bare.content).toBeUndefined();
      expect(full.arrival).toBe(bare.arrival);
      expect(placeArrivalAndContent(grid, layout, [{ role: "stairs" }, { min: 3, max: 3 }], seed)).toEqual(full);
    }
  });
});

describe("the arrival over every registered layout", () => {
  test.each(LAYOUT_NAMES)("%s: on floor, strict whenever the map has a strict tile", (name) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        const dungeon = expectDungeon(generateDungeon(48, 40, { layout: name }, seed));
        const { grid, arrival } = dungeon;
        expect(isFloor(grid.kinds[arrival])).toBe(true);
        const strict = (tile: number) => grid.kinds[tile] === TileKind.Room && !touchesKind(dungeon, tile, TileKind.Corridor);
        const anyStrict = grid.kinds.some((_, tile) => strict(tile));
        const anyRoom = grid.kinds.includes(TileKind.Room);
        if (anyStrict) expect(strict(arrival)).toBe(true);
        else if (anyRoom) expect(grid.kinds[arrival]).toBe(TileKind.Room);
      }),
      { numRuns: runs(6, 200), seed: 26 },
    );
  });

  test.each(LAYOUT_NAMES)("%s: a layout that draws more random numbers moves neither the arrival nor the content", (name) => {
    const algorithm = findLayout(name)!;
    const content = [{ role: "stairs" }, { role: "treasure", min: 2, max: 2 }, { role: "monster", min: 2, max: 3 }, { min: 2, max: 2 }];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 1, max: 50 }), (seed, extraDraws) => {
        const before = expectDungeon(generateDungeon(48, 40, { layout: name, content }, seed));
        // The same carving, then extra draws from the layout's stream: only the layout's random state changes.
        const carve = algorithm.carve.bind(algorithm);
        const spy = jest.spyOn(algorithm, "carve").mockImplementation((grid, options, random: Random, input, onStep) => {
          const layout = carve(grid, options, random, input, onStep);
          for (let i = 0; i < extraDraws; i++) random.int(0, 1000);
          return layout;
        });
        try {
          const after = expectDungeon(generateDungeon(48, 40, { layout: name, content }, seed));
          expect(Buffer.from(after.grid.kinds).equals(Buffer.from(before.grid.kinds))).toBe(true);
          expect(after.arrival).toBe(before.arrival);
          expect(after.content).toEqual(before.content);
          expect(spy).toHaveBeenCalled();
        } finally {
          spy.mockRestore();
        }
      }),
      { numRuns: runs(3, 100), seed: 7 },
    );
  });

  test("every layout is in the registry the properties above walk", () => {
    expect(LAYOUTS.map((layout) => layout.name)).toEqual(LAYOUT_NAMES);
  });
});
