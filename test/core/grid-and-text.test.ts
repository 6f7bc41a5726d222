import { createGrid, replaceKind, TileKind } from "../../src/core/grid";
import { renderText } from "../../src/core/render-text";
import type { Dungeon } from "../../src/core/generate";

/** A 4×2 dungeon by hand: room floor on the left, corridor and wall on the right. */
function tinyDungeon(placed: number[], arrival: number): Dungeon {
  const grid = createGrid(4, 2);
  grid.kinds.set([TileKind.Room, TileKind.Room, TileKind.Corridor, TileKind.Void, TileKind.Room, TileKind.Wall, TileKind.Corridor, TileKind.Void]);
  return {
    width: 4,
    height: 2,
    grid,
    arrival,
    placements: { tiles: Int32Array.from(placed), relaxations: new Uint8Array(placed.length) },
  } as unknown as Dungeon;
}

describe("renderText", () => {
  it("marks events (E) and the arrival (@), the first tile included, and skips unplaced (−1) entries", () => {
    expect(renderText(tinyDungeon([0, 6, -1], 0))).toBe("@.,\n.#E\n");
    expect(renderText(tinyDungeon([4, -1], 4))).toBe("..,\n@#,\n");
  });

  it("without placements shows the tiles alone, and drops trailing void", () => {
    expect(renderText(tinyDungeon([0, 6], 0), false)).toBe("..,\n.#,\n");
  });

  it("an event on the first tile is marked E when the arrival is elsewhere", () => {
    expect(renderText(tinyDungeon([0], 4))).toBe("E.,\n@#,\n");
  });

  it("void between tiles is a space, so the columns stay aligned", () => {
    const dungeon = tinyDungeon([], -1);
    dungeon.grid.kinds.set([TileKind.Room, TileKind.Void, TileKind.Corridor, TileKind.Void, TileKind.Void, TileKind.Void, TileKind.Wall, TileKind.Void]);
    expect(renderText(dungeon)).toBe(". ,\n  #\n");
  });

  it("an arrival of −1 (no floor) marks nothing", () => {
    expect(renderText(tinyDungeon([-1], -1))).toBe("..,\n.#,\n");
  });
});

describe("replaceKind", () => {
  it("turns every tile of one kind into another, the last tile included, and leaves the rest", () => {
    const grid = createGrid(3, 2);
    grid.kinds.set([TileKind.Corridor, TileKind.Room, TileKind.Corridor, TileKind.Wall, TileKind.Void, TileKind.Corridor]);
    replaceKind(grid, TileKind.Corridor, TileKind.Room);
    expect(Array.from(grid.kinds)).toEqual([TileKind.Room, TileKind.Room, TileKind.Room, TileKind.Wall, TileKind.Void, TileKind.Room]);
  });
});
