/**
 * The nodes layout on a map one node tile high, where the rule shows in one picture: node tiles in
 * a row are joined straight through their junctions. The invariants, the node count, rooms and
 * option fitting over many maps are in nodes.test.ts.
 */
import { generateDungeon, isFloor } from "../../src/core";
import { expectDungeon } from "./helpers";
import { drawGrid } from "./pictures";

describe("a row of three node tiles (23×10, node size 7)", () => {
  test("node count 3 without rooms is one straight corridor from the first junction to the last, whatever the seed", () => {
    const blank = " ".repeat(23);
    const wall = "   " + "#".repeat(17) + "   ";
    const corridor = "   " + ",".repeat(17) + "   ";
    for (let seed = 0; seed < 6; seed++) {
      const dungeon = expectDungeon(generateDungeon(23, 10, { layout: "nodes", nodeSize: 7, nodeCount: 3, roomChance: 0 }, seed));
      expect(drawGrid(dungeon.grid)).toEqual([blank, blank, wall, wall, corridor, corridor, corridor, blank, blank, blank]);
      expect(dungeon.layout.areas.map((area) => area.kind)).toEqual(["corridor"]);
      expect(dungeon.layout.openings).toEqual([]);
    }
  });

  test("every node tile a room: three rooms in a row, each joined to the next by one opening", () => {
    for (let seed = 0; seed < 6; seed++) {
      const dungeon = expectDungeon(generateDungeon(23, 10, { layout: "nodes", nodeSize: 7, nodeCount: 3, roomChance: 100 }, seed));
      expect(dungeon.layout.areas.map((area) => area.kind)).toEqual(["room", "room", "room"]);
      expect(dungeon.layout.openings.map(({ from, to }) => [from, to])).toEqual([
        [0, 1],
        [1, 2],
      ]);
    }
  });
});

describe("the default dungeon grows with the map", () => {
  // Node Count 0 (the default) fills half the node grid: a fixed count left a 128×128 map ~90 % void.
  test.each([
    [68, 64],
    [128, 128],
    [256, 256],
  ])("%i×%i: at least 15 %% of the map is floor, and rooms are wider than corridors", (width, height) => {
    for (const seed of [1, 2, 3]) {
      const result = generateDungeon(width, height, { layout: "nodes" }, seed);
      if (!result.ok) throw new Error(result.reason);
      const { grid, layout } = result.dungeon;
      let floor = 0;
      for (const kind of grid.kinds) if (isFloor(kind)) floor++;
      expect(floor / (width * height)).toBeGreaterThanOrEqual(0.15);
      const rooms = layout.areas.filter((area) => area.kind === "room");
      for (const room of rooms) expect(Math.min(room.bounds.width, room.bounds.height)).toBeGreaterThan(3);
    }
  });

  test("an explicit Node Count still sets the size: 10 nodes make a smaller dungeon than the default on 128×128", () => {
    const floorOf = (options: object) => {
      const result = generateDungeon(128, 128, { layout: "nodes", ...options }, 4);
      if (!result.ok) throw new Error(result.reason);
      return result.dungeon.grid.kinds.filter((kind) => isFloor(kind)).length;
    };
    expect(floorOf({ nodeCount: 10 })).toBeLessThan(floorOf({}) / 2);
  });
});
