/**
 * The nodes layout on a map one node tile high, where the rule shows in one picture: node tiles in
 * a row are joined straight through their junctions. The invariants, the node count, rooms and
 * option fitting over many maps are in nodes.test.ts.
 */
import { generateDungeon } from "../../src/core";
import { expectDungeon } from "./helpers";
import { drawGrid } from "./pictures";

describe("a row of three node tiles (23×10 with the defaults)", () => {
  test("node count 3 without rooms is one straight corridor from the first junction to the last, whatever the seed", () => {
    const blank = " ".repeat(23);
    const wall = "   " + "#".repeat(17) + "   ";
    const corridor = "   " + ",".repeat(17) + "   ";
    for (let seed = 0; seed < 6; seed++) {
      const dungeon = expectDungeon(generateDungeon(23, 10, { layout: "nodes", nodeCount: 3, roomChance: 0 }, seed));
      expect(drawGrid(dungeon.grid)).toEqual([blank, blank, wall, wall, corridor, corridor, corridor, blank, blank, blank]);
      expect(dungeon.layout.areas.map((area) => area.kind)).toEqual(["corridor"]);
      expect(dungeon.layout.openings).toEqual([]);
    }
  });

  test("every node tile a room: three rooms in a row, each joined to the next by one opening", () => {
    for (let seed = 0; seed < 6; seed++) {
      const dungeon = expectDungeon(generateDungeon(23, 10, { layout: "nodes", nodeCount: 3, roomChance: 100 }, seed));
      expect(dungeon.layout.areas.map((area) => area.kind)).toEqual(["room", "room", "room"]);
      expect(dungeon.layout.openings.map(({ from, to }) => [from, to])).toEqual([
        [0, 1],
        [1, 2],
      ]);
    }
  });
});
