/**
 * Pins the autotile rules at their edges, where `autotile.test.ts` left mutants alive: the first
 * kind (0) and the kinds and ids past the last one, tile ids that are not the map edge, tilesets
 * with short or empty sheet lists, layers other than z = 0 (a wall's vertical run must stop at its
 * own layer's edge, not read on into the next layer), the bottom of a wall's run, and the shadow
 * of a one-high wall. Every expected value is worked out from docs/engine-facts.md and the rules
 * written in src/mz/autotile.ts's comments ("the map edge counts as same", "a tile that is not a
 * wall side counts as height 0", …), never read back from the code.
 */
import {
  OFF_MAP,
  SHADOW_LEFT_HALF,
  ShapeFamily,
  TileLayer,
  autotileBase,
  baseTileId,
  floorShapeAt,
  hasTileSheet,
  isRaised,
  isRoofKind,
  isSameKind,
  isWallSideKind,
  isWallTopKind,
  mapLayer,
  neighbourDiffers,
  roofEdges,
  shadowAt,
  shapeCountOfKind,
  shapeFamily,
  shapeFamilyOfKind,
  wallShapeAt,
  waterfallEdges,
} from "../../src/mz/autotile";

const WALL_TOP = 5888; // A4 kind 80 (the dungeon ceiling)
const WALL_SIDE = 6272; // A4 kind 88
const FLOOR = 2816; // A2 kind 16
const SEA = 2048; // A1 kind 0, the first autotile kind
const B_TILE = 1; // the second tile of sheet B: a plain tile, not the map edge
const LEGEND: Record<string, number> = { "#": WALL_TOP, W: WALL_SIDE, ".": FLOOR, s: SEA, b: B_TILE };

/** Layers of equal size drawn as rows of legend characters, stacked as z = 0, 1, … in one array. */
function stackedLayers(...layers: string[][]): number[] {
  const data: number[] = [];
  for (const rows of layers) {
    for (const row of rows) {
      expect(row).toHaveLength(layers[0][0].length);
      for (const char of row) data.push(LEGEND[char]);
    }
  }
  return data;
}

function picture(rows: string[]): TileLayer {
  return mapLayer(stackedLayers(rows), rows[0].length, rows.length, 0);
}

describe("the first autotile kind and the kinds past the last", () => {
  test("kind 0 (A1's first, the sea) is one kind like any other: all its shapes are the same tile", () => {
    expect(baseTileId(SEA + 5)).toBe(SEA);
    expect(baseTileId(SEA + 46)).toBe(SEA);
    expect(isSameKind(SEA + 3, SEA + 40)).toBe(true);
    expect(isSameKind(SEA + 47, SEA + 48)).toBe(false); // 2096 is kind 1
    // A sea tile among sea tiles drawn with other shapes is fully surrounded: shape 0.
    const sea = mapLayer([SEA + 1, SEA + 2, SEA + 3, SEA + 4, SEA + 5, SEA + 6, SEA + 7, SEA + 8, SEA + 9], 3, 3, 0);
    expect(floorShapeAt(sea, 1, 1)).toBe(0);
  });

  test("there is no kind 128 or −1: no family, no shapes, neither a wall top nor a wall side", () => {
    // 128 and 136 sit where a next A4 row of tops / sides would start; kinds end at 127.
    expect([shapeFamilyOfKind(128), shapeFamilyOfKind(136), shapeFamilyOfKind(-1), shapeFamilyOfKind(-8)]).toEqual([
      ShapeFamily.None,
      ShapeFamily.None,
      ShapeFamily.None,
      ShapeFamily.None,
    ]);
    expect([shapeCountOfKind(128), shapeCountOfKind(136), shapeCountOfKind(-1)]).toEqual([0, 0, 0]);
    expect([isWallTopKind(128), isWallTopKind(130), isWallSideKind(136), isWallSideKind(143), isRoofKind(128)]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    // The last real kinds still count: 127 is a wall side, 119 a wall top.
    expect([isWallSideKind(127), isWallTopKind(119), shapeFamilyOfKind(127), shapeCountOfKind(127)]).toEqual([true, true, ShapeFamily.Wall, 16]);
  });
});

describe("ids outside 0–8191", () => {
  test("an id no sheet holds is its own base id, and only the same id is the same tile", () => {
    expect([baseTileId(-1), baseTileId(-48), baseTileId(8192), baseTileId(9000)]).toEqual([-1, -48, 8192, 9000]);
    expect(isSameKind(8192, 9000)).toBe(false);
    expect(isSameKind(-1, 8192)).toBe(false);
    expect(isSameKind(9000, 9000)).toBe(true);
    // The last id is an ordinary A4 autotile: kind 127's base.
    expect(baseTileId(8191)).toBe(autotileBase(127));
  });

  test("ids outside the range have no shape family", () => {
    expect([shapeFamily(-1), shapeFamily(8192), shapeFamily(9000)]).toEqual([ShapeFamily.None, ShapeFamily.None, ShapeFamily.None]);
    expect(shapeFamily(8191)).toBe(ShapeFamily.Wall);
  });

  test("raised tiles are exactly A3 and A4: 4352–8191", () => {
    expect([isRaised(4351), isRaised(4352), isRaised(8191), isRaised(8192), isRaised(OFF_MAP)]).toEqual([false, true, true, false, false]);
  });
});

describe("a plain tile is not the map edge", () => {
  test("a B tile around a floor differs on all eight sides; the map edge differs on none", () => {
    const b = B_TILE;
    expect(neighbourDiffers(b, b, b, b, FLOOR, b, b, b, b)).toBe(0xff);
    expect(neighbourDiffers(OFF_MAP, OFF_MAP, OFF_MAP, OFF_MAP, FLOOR, OFF_MAP, OFF_MAP, OFF_MAP, OFF_MAP)).toBe(0);
    expect(floorShapeAt(picture(["bbb", "b.b", "bbb"]), 1, 1)).toBe(46); // no side same
    expect(floorShapeAt(picture(["b."]), 1, 0)).toBe(16); // left differs, the rest off the map
  });

  test("the roof and waterfall rules tell a B tile from the map edge too", () => {
    expect(roofEdges(B_TILE, B_TILE, WALL_SIDE, B_TILE, B_TILE)).toBe(15);
    expect(roofEdges(OFF_MAP, OFF_MAP, WALL_SIDE, OFF_MAP, OFF_MAP)).toBe(0);
    const waterfall = autotileBase(5);
    expect(waterfallEdges(B_TILE, waterfall, OFF_MAP)).toBe(1);
    expect(waterfallEdges(OFF_MAP, waterfall, B_TILE)).toBe(2);
  });
});

describe("tilesets that lack sheets", () => {
  test("id 0 is the empty tile: drawable even when the tileset has no B sheet", () => {
    const noB = ["Dungeon_A1", "Dungeon_A2", "", "Dungeon_A4", "Dungeon_A5", "", "", "", ""];
    expect(hasTileSheet(noB, 0)).toBe(true);
    expect(hasTileSheet(noB, 1)).toBe(false); // the next B tile needs the sheet
  });

  test("A1 is sheet index 0: an A1 tile is drawable when that name is set", () => {
    const onlyA1 = ["Dungeon_A1", "", "", "", "", "", "", "", ""];
    expect(hasTileSheet(onlyA1, SEA + 5)).toBe(true);
    expect(hasTileSheet(onlyA1, FLOOR)).toBe(false);
  });

  test("a list shorter than nine names, or holding a non-text, has no image for the missing sheets", () => {
    const aOnly = ["Dungeon_A1", "Dungeon_A2", "Dungeon_A3", "Dungeon_A4", "Dungeon_A5"];
    expect(hasTileSheet(aOnly, 300)).toBe(false); // C: index 6, past the list
    expect(hasTileSheet(aOnly, 1537)).toBe(true); // A5: index 4
    const withNull = ["Dungeon_A1", null, "Dungeon_A3"] as unknown as string[];
    expect(hasTileSheet(withNull, FLOOR)).toBe(false); // A2's entry is null
  });
});

describe("layers other than z = 0", () => {
  test("mapLayer: layer z starts at z·width·height", () => {
    const data = Array.from({ length: 3 * 2 * 6 }, (_, i) => i);
    const layer = mapLayer(data, 3, 2, 2);
    expect(layer).toEqual({ data, offset: 12, width: 3, height: 2 });
    expect(mapLayer(data, 3, 2, 0).offset).toBe(0);
    expect(mapLayer(data, 3, 2, 5).offset).toBe(30); // the region layer
  });

  test("a floor on layer 1 is shaped by layer 1's neighbours only", () => {
    const data = stackedLayers(["###", "###", "###"], ["...", "...", "..."]);
    expect(floorShapeAt(mapLayer(data, 3, 3, 1), 1, 1)).toBe(0);
    expect(floorShapeAt(mapLayer(data, 3, 3, 0), 1, 1)).toBe(0); // ceiling among ceiling
    const mixed = stackedLayers(["...", "...", "..."], ["#.#", "...", "..."]);
    expect(floorShapeAt(mapLayer(mixed, 3, 3, 1), 1, 1)).toBe(3); // top-left and top-right differ
  });

  test("a wall side's run stops at its layer's top row, whatever the layer before holds there", () => {
    // Layer 1's wall at (0, 0) is one high (floor below). Layer 0's bottom row holds the same wall
    // in that column and floor beside it; if the run read on upward into layer 0 it would take
    // the floor at (1, −1) for its top row and show a right edge.
    const data = stackedLayers(["..", "W."], ["W#", ".."]);
    const layer1 = mapLayer(data, 2, 2, 1);
    expect(wallShapeAt(layer1, 0, 0)).toBe(8); // bottom edge only: ceiling joins on the right
  });

  test("a wall side's run stops at its layer's bottom row, whatever the next layer holds there", () => {
    // Layer 0's wall at (0, 1) is one high (floor above); layer 1's top row holds the same wall
    // in that column and floor beside it.
    const data = stackedLayers(["..", "W#"], ["W.", ".."]);
    const layer0 = mapLayer(data, 2, 2, 0);
    expect(wallShapeAt(layer0, 0, 1)).toBe(2); // top edge only: ceiling joins on the right
  });
});

describe("the bottom of a wall's run", () => {
  test("the top tile of a two-high wall shows a side edge when the next column carries it only at the top", () => {
    const map = picture([
      "#WW", //
      "#W.",
      "...",
    ]);
    // Column 1's run is rows 0–1; column 2 holds the wall at row 0 but floor at row 1.
    expect(wallShapeAt(map, 1, 0)).toBe(4);
    expect(wallShapeAt(map, 1, 1)).toBe(4 | 8);
    // Column 2's run is row 0 alone, and column 1 carries the wall there.
    expect(wallShapeAt(map, 2, 0)).toBe(8);
  });
});

describe("shadows of short walls", () => {
  test("a one-high wall side shades the floor east of it (floor counts as height 0)", () => {
    const map = picture([
      "#.", //
      "W.",
      "..",
    ]);
    expect(shadowAt(map, 1, 1)).toBe(SHADOW_LEFT_HALF);
    expect(shadowAt(map, 1, 0)).toBe(0); // beside the ceiling's top row
    expect(shadowAt(map, 1, 2)).toBe(0); // beside floor
  });

  test("a one-high wall shades a floor column of any height, but not a one-high wall of its kind", () => {
    const tallFloor = picture([".#.", ".W.", "...", "..."]);
    expect(shadowAt(tallFloor, 2, 1)).toBe(SHADOW_LEFT_HALF);
    const twoWalls = picture(["..", "WW", ".."]);
    expect(shadowAt(twoWalls, 1, 1)).toBe(0); // equal heights (1 and 1)
  });
});
