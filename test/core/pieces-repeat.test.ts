/**
 * The set-piece stage keeps its map-sized work arrays from one generation to the next
 * (src/core/pieces-scratch.ts): a dungeon must not depend on what was generated before it
 * (invariant 4), whatever the sizes, layouts and pieces in between.
 */
import { Dungeon, LAYOUT_NAMES, generateDungeon } from "../../src/core";
import { pieceOf } from "./piece-helpers";
import { expectDungeon } from "./helpers";
import { runs } from "../runs";

const PIECES = [
  pieceOf({ width: 9, height: 8, entrances: [{ side: 0, at: 0.5 }, { side: 1, at: 0.5 }], events: 1, required: true, mirror: true, spot: "anywhere", weight: 1, max: 1 }, "hall"),
  pieceOf({ width: 5, height: 4, entrances: [{ side: 3, at: 0.2 }], events: 0, required: false, mirror: false, spot: "anywhere", weight: 2, max: 3 }, "cell"),
];

function fingerprint(dungeon: Dungeon): string {
  return JSON.stringify({ kinds: Buffer.from(dungeon.grid.kinds).toString("base64"), areas: dungeon.layout.areas, openings: dungeon.layout.openings, pieces: dungeon.pieces });
}

describe("set pieces, generation after generation", () => {
  it("give the same dungeon for the same request and seed whatever was generated in between", () => {
    for (const layout of LAYOUT_NAMES) {
      const request = { layout, pieces: PIECES, pieceCount: 4 };
      const first = fingerprint(expectDungeon(generateDungeon(72, 60, request, 11)));
      // Other maps in between: another size, the same size with other pieces and seeds, no pieces.
      generateDungeon(50, 44, { layout, pieces: PIECES, pieceCount: 6 }, 3);
      generateDungeon(72, 60, { layout: LAYOUT_NAMES[(LAYOUT_NAMES.indexOf(layout) + 1) % LAYOUT_NAMES.length], pieces: PIECES, pieceCount: 6 }, 12);
      generateDungeon(72, 60, { layout }, 13);
      expect(fingerprint(expectDungeon(generateDungeon(72, 60, request, 11)))).toBe(first);
    }
  });

  it("give the same dungeon after many generations of one size (the kept arrays' marks wear out and start over)", () => {
    // About ten searches a generation here; the deep count passes the 8,191 a search's marks last.
    const request = { layout: "maze", pieces: PIECES, pieceCount: 8 };
    const first = fingerprint(expectDungeon(generateDungeon(72, 60, request, 5)));
    for (let seed = 100, end = 100 + runs(20, 1000); seed < end; seed++) generateDungeon(72, 60, request, seed);
    expect(fingerprint(expectDungeon(generateDungeon(72, 60, request, 5)))).toBe(first);
  });
});
