/**
 * Set pieces' rules as small scenarios (docs/architecture.md, "Set pieces"): a piece drawn as a
 * picture, the rule it shows, checked on whatever spot the generator chose.
 */
import { LAYOUTS, SetPiece, TileKind, generateDungeon } from "../../src/core";
import { expectDungeon } from "./helpers";
import { drawGrid, gridOf, tilesMarked } from "./pictures";

/** A piece from a picture ("#" wall, "." floor) with its entrances where `entrances` shows "E". */
function pieceFrom(name: string, rows: string[], entrances: string[], extra: Partial<SetPiece> = {}): SetPiece {
  const grid = gridOf(rows);
  return { name, width: grid.width, height: grid.height, kinds: grid.kinds, entrances: tilesMarked(entrances, "E"), eventTiles: [], required: true, weight: 1, max: 1, mirror: false, spot: "anywhere", ...extra };
}

/** The dungeon's tiles in a placed piece's rectangle, as a picture. */
function placedPicture(grid: { width: number; kinds: Uint8Array }, x: number, y: number, width: number, height: number): string[] {
  const kinds = new Uint8Array(width * height);
  for (let row = 0; row < height; row++) kinds.set(grid.kinds.subarray((y + row) * grid.width + x, (y + row) * grid.width + x + width), row * width);
  return drawGrid({ width, height, kinds });
}

// An alcove in the top-left corner and one entrance on the left side: mirrored, both move right.
const SHRINE = ["#######", "##....#", "......#", "#.....#", "#######"];
const SHRINE_ENTRANCE = ["       ", "       ", "E      ", "       ", "       "];
const SHRINE_MIRRORED = ["#######", "#....##", "#......", "#.....#", "#######"];

describe("set pieces", () => {
  it("a piece too large for the map is left out with a message naming it; the dungeon is still made", () => {
    const wide = pieceFrom("great hall", ["#".repeat(60), "." + ".".repeat(58) + "#", "#".repeat(60)], [" ".repeat(60), "E" + " ".repeat(59), " ".repeat(60)]);
    const result = generateDungeon(40, 40, { pieces: [wide] }, 5);
    const dungeon = expectDungeon(result);
    expect(dungeon.pieces).toEqual([]);
    expect(result.problems.filter((message) => message.includes('"great hall"') && message.includes("larger than the map"))).toHaveLength(1);
  });

  it("a mirrored piece's tiles and entrances are mirrored left–right, and its corridor leaves from the mirrored side", () => {
    const shrine = pieceFrom("shrine", SHRINE, SHRINE_ENTRANCE, { mirror: true });
    const seen = { mirrored: false, plain: false };
    for (let seed = 0; seed < 40 && !(seen.mirrored && seen.plain); seed++) {
      const dungeon = expectDungeon(generateDungeon(60, 50, { layout: "rooms", pieces: [shrine] }, seed));
      const [placed] = dungeon.pieces;
      expect(placed).toBeDefined();
      expect(placedPicture(dungeon.grid, placed.x, placed.y, placed.width, placed.height)).toEqual(placed.mirrored ? SHRINE_MIRRORED : SHRINE);
      const entranceX = placed.mirrored ? placed.x + placed.width - 1 : placed.x;
      const outside = (placed.y + 2) * dungeon.width + entranceX + (placed.mirrored ? 1 : -1);
      expect(placed.entrances).toEqual([(placed.y + 2) * dungeon.width + entranceX]);
      expect(dungeon.grid.kinds[outside]).toBe(TileKind.Corridor);
      seen[placed.mirrored ? "mirrored" : "plain"] = true;
    }
    expect(seen).toEqual({ mirrored: true, plain: true });
  });

  it("a piece holding the stairs is joined through one entrance only, so Lock 1 finds a passage to close on the way to it", () => {
    // An arena with a door on the left and one at the bottom.
    const arena = pieceFrom("arena", ["#########", "#.......#", "........#", "#.......#", "####.####"], ["         ", "         ", "E        ", "         ", "    E    "], { spot: "stairs" });
    const content = [{ role: "stairs" }, { role: "lock", level: 1 }, { role: "key", level: 1 }];
    for (const layout of ["rooms", "cells", "maze"]) {
      for (let seed = 1; seed <= 6; seed++) {
        const dungeon = expectDungeon(generateDungeon(68, 64, { layout, pieces: [arena], pieceCount: 0, content }, seed));
        const [placed] = dungeon.pieces;
        expect(placed.entrances).toHaveLength(1);
        const problems = dungeon.content?.problems ?? [];
        expect(problems.filter((problem) => /Lock 1/.test(problem))).toEqual([]);
        expect(dungeon.content!.copies.filter((copy) => copy.tile >= 0)).toHaveLength(3);
      }
    }
  });

  it("a piece is never mirrored without Mirror", () => {
    const shrine = pieceFrom("shrine", SHRINE, SHRINE_ENTRANCE);
    for (let seed = 0; seed < 10; seed++) expect(expectDungeon(generateDungeon(60, 50, { pieces: [shrine] }, seed)).pieces.every((p) => !p.mirrored)).toBe(true);
  });

  it.each(LAYOUTS.map((layout) => [layout.name] as const))("no pieces: %s makes the same dungeon as before, whatever the piece count", (name) => {
    const before = expectDungeon(generateDungeon(70, 60, { layout: name, content: [{ min: 4, max: 4 }] }, 11));
    const after = expectDungeon(generateDungeon(70, 60, { layout: name, content: [{ min: 4, max: 4 }], pieces: [], pieceCount: 7 }, 11));
    expect(Buffer.from(after.grid.kinds).equals(Buffer.from(before.grid.kinds))).toBe(true);
    expect(JSON.stringify([after.layout.areas, after.layout.openings, after.arrival, after.content])).toBe(JSON.stringify([before.layout.areas, before.layout.openings, before.arrival, before.content]));
    expect(after.pieces).toEqual([]);
  });

  it("a piece without an entrance, or with one that is not floor on its edge, is skipped with a message naming it", () => {
    const closed = pieceFrom("vault", SHRINE, SHRINE.map((row) => " ".repeat(row.length)));
    const inner = pieceFrom("cellar", SHRINE, ["       ", "       ", "  E    ", "       ", "       "]);
    const result = generateDungeon(60, 50, { pieces: [closed, inner] }, 3);
    expect(expectDungeon(result).pieces).toEqual([]);
    expect(result.problems.some((m) => m.includes('"vault"') && m.includes("no entrance"))).toBe(true);
    expect(result.problems.some((m) => m.includes('"cellar"') && m.includes("not floor on its outer edge"))).toBe(true);
  });

  it("a piece count that is not a whole number from 0 to 50 falls back to 2 with a message", () => {
    const shrine = pieceFrom("shrine", SHRINE, SHRINE_ENTRANCE, { required: false, max: 5 });
    const result = generateDungeon(90, 80, { layout: "rooms", pieces: [shrine], pieceCount: 2.5 }, 3);
    expect(result.problems.some((m) => m.includes("set piece count"))).toBe(true);
    expect(expectDungeon(result).pieces.length).toBeLessThanOrEqual(2);
  });

  it("the arrival's piece holds the arrival and the stairs' piece holds the stairs", () => {
    const start = pieceFrom("start", SHRINE, SHRINE_ENTRANCE, { spot: "arrival" });
    const arena = pieceFrom("arena", SHRINE, SHRINE_ENTRANCE, { spot: "stairs" });
    const dungeon = expectDungeon(generateDungeon(80, 70, { layout: "digger", pieces: [start, arena], content: [{ role: "stairs" }] }, 9));
    const areaOf = (tile: number) => dungeon.layout.areaOf[tile] - 1;
    const [startPlaced, arenaPlaced] = dungeon.pieces;
    expect(areaOf(dungeon.arrival)).toBe(startPlaced.area);
    expect(areaOf(dungeon.content!.copies[0].tile)).toBe(arenaPlaced.area);
  });

  it("a stairs piece without a stairs event stays as painted, with a message", () => {
    const arena = pieceFrom("arena", SHRINE, SHRINE_ENTRANCE, { spot: "stairs" });
    const dungeon = expectDungeon(generateDungeon(80, 70, { pieces: [arena], content: [{ min: 2, max: 2 }] }, 9));
    expect(dungeon.content!.problems.some((m) => m.includes('"arena"') && m.includes("no stairs event"))).toBe(true);
  });
});
