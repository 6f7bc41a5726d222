/**
 * Autotile ids, kinds and shape rules against docs/architecture.md, "Autotiles". Expected shapes are written by
 * hand from the doc's table (and, for the round trip, decoded by an independent reading of it),
 * never taken from the code under test.
 */
import {
  AUTOTILE_SHAPES,
  Neighbour,
  SHADOW_LEFT_HALF,
  ShapeFamily,
  SheetIndex,
  TILE_ID_A1,
  TILE_ID_A2,
  TILE_ID_A3,
  TILE_ID_A4,
  TILE_ID_A5,
  TILE_ID_B,
  TILE_ID_C,
  TILE_ID_D,
  TILE_ID_E,
  TileLayer,
  autotileBase,
  autotileId,
  autotileKind,
  autotileShape,
  autotileShapeAt,
  baseTileId,
  floorShape,
  floorShapeAt,
  hasTileSheet,
  isAutotile,
  isRoof,
  isSameKind,
  isWallSide,
  isWallTop,
  isWaterfall,
  shadowAt,
  shapeCountOfKind,
  shapeFamily,
  shapeFamilyOfKind,
  tileSheetIndex,
  wallShapeAt,
  waterfallShapeAt,
  OFF_MAP,
  mapLayer,
  neighbourDiffers,
} from "../../src/mz/autotile";

// Tiles for pictures: one character per tile.
const WALL_TOP = 5888; // A4 kind 80 (the dungeon ceiling)
const WALL_SIDE = 6272; // A4 kind 88
const OTHER_WALL_SIDE = 6320; // A4 kind 89
const FLOOR = 2816; // A2 kind 16
const ROOF = 4352; // A3 kind 48
const A3_WALL = 4736; // A3 kind 56
const WATERFALL = autotileBase(5); // A1 kind 5
const PLAIN = 1537; // A5
const LEGEND: Record<string, number> = {
  "#": WALL_TOP,
  W: WALL_SIDE,
  V: OTHER_WALL_SIDE,
  ".": FLOOR,
  R: ROOF,
  H: A3_WALL,
  "~": WATERFALL,
  p: PLAIN,
};

/** A one-layer map drawn as rows of legend characters; shapes may be added to show they are ignored. */
function picture(rows: string[], shapeNoise = 0): TileLayer {
  const width = rows[0].length;
  const data: number[] = [];
  rows.forEach((row) => {
    expect(row).toHaveLength(width);
    for (const char of row) {
      const id = LEGEND[char];
      if (id === undefined) throw new Error(`no tile for '${char}'`);
      data.push(isAutotile(id) ? id + (shapeNoise % 16) : id);
    }
  });
  return { data, offset: 0, width, height: rows.length };
}

describe("tile ids and sheets", () => {
  test("sheet start ids", () => {
    expect([TILE_ID_B, TILE_ID_C, TILE_ID_D, TILE_ID_E, TILE_ID_A5, TILE_ID_A1, TILE_ID_A2, TILE_ID_A3, TILE_ID_A4]).toEqual([
      0, 256, 512, 768, 1536, 2048, 2816, 4352, 5888,
    ]);
    expect(AUTOTILE_SHAPES).toBe(48);
  });

  test("autotile id arithmetic: 2048 + 48*kind + shape", () => {
    expect([isAutotile(2047), isAutotile(2048), isAutotile(8191), isAutotile(8192), isAutotile(0)]).toEqual([false, true, true, false, false]);
    expect([autotileKind(2816), autotileKind(5888), autotileKind(6272), autotileKind(8191)]).toEqual([16, 80, 88, 127]);
    expect([autotileShape(2816), autotileShape(2816 + 46), autotileShape(6272 + 15)]).toEqual([0, 46, 15]);
    expect([autotileBase(0), autotileBase(16), autotileBase(80), autotileBase(88)]).toEqual([2048, 2816, 5888, 6272]);
    expect(autotileId(16, 33)).toBe(2816 + 33);
  });

  test("base ids and sameness: autotiles by kind, plain tiles by id", () => {
    expect(baseTileId(2816 + 20)).toBe(2816);
    expect(baseTileId(5888 + 47)).toBe(5888);
    expect(baseTileId(1540)).toBe(1540);
    expect(baseTileId(0)).toBe(0);
    expect(isSameKind(2816 + 3, 2816 + 40)).toBe(true);
    expect(isSameKind(2816 + 47, 2864)).toBe(false);
    expect(isSameKind(1537, 1538)).toBe(false);
  });

  test("sheet index into tilesetNames (A1 0 … A5 4, B 5 … E 8)", () => {
    const cases: [number, number][] = [
      [0, SheetIndex.B],
      [255, 5],
      [256, 6],
      [511, 6],
      [512, 7],
      [768, 8],
      [1023, 8],
      [1024, -1],
      [1535, -1],
      [1536, 4],
      [2047, 4],
      [2048, 0],
      [2815, 0],
      [2816, 1],
      [4351, 1],
      [4352, 2],
      [5887, 2],
      [5888, 3],
      [8191, 3],
      [8192, -1],
      [-1, -1],
      [1.5, -1],
    ];
    expect(cases.map(([id]) => [id, tileSheetIndex(id)])).toEqual(cases);
  });

  test("a tileset has a tile when its sheet has an image; 0 is always drawable", () => {
    const dungeon = ["Dungeon_A1", "Dungeon_A2", "", "Dungeon_A4", "Dungeon_A5", "Dungeon_B", "Dungeon_C", "", ""];
    expect(hasTileSheet(dungeon, 0)).toBe(true);
    expect(hasTileSheet(dungeon, FLOOR)).toBe(true);
    expect(hasTileSheet(dungeon, WALL_SIDE)).toBe(true);
    expect(hasTileSheet(dungeon, ROOF)).toBe(false); // no A3
    expect(hasTileSheet(dungeon, 800)).toBe(false); // no E
    expect(hasTileSheet(dungeon, 300)).toBe(true); // C
    expect(hasTileSheet(dungeon, 9000)).toBe(false);
  });
});

describe("kind classification", () => {
  test("A1: waterfalls are the odd kinds from 5, the rest floor-type", () => {
    const waterfalls = [5, 7, 9, 11, 13, 15];
    for (let kind = 0; kind < 16; kind++) {
      const expected = waterfalls.includes(kind) ? ShapeFamily.Waterfall : ShapeFamily.Floor;
      expect([kind, shapeFamilyOfKind(kind)]).toEqual([kind, expected]);
      expect(isWaterfall(autotileBase(kind) + 2)).toBe(waterfalls.includes(kind));
    }
  });

  test("A2 is all floor-type", () => {
    for (let kind = 16; kind < 48; kind++) expect([kind, shapeFamilyOfKind(kind)]).toEqual([kind, ShapeFamily.Floor]);
  });

  test("A3 rows alternate roofs and walls, all wall-type", () => {
    const roofs = [...range(48, 56), ...range(64, 72)];
    const walls = [...range(56, 64), ...range(72, 80)];
    for (const kind of roofs) expect([kind, isRoof(autotileBase(kind)), isWallSide(autotileBase(kind)), shapeFamilyOfKind(kind)]).toEqual([kind, true, false, ShapeFamily.Wall]);
    for (const kind of walls) expect([kind, isRoof(autotileBase(kind)), isWallSide(autotileBase(kind)), shapeFamilyOfKind(kind)]).toEqual([kind, false, true, ShapeFamily.Wall]);
  });

  test("A4 rows alternate wall tops (floor-type) and wall sides (wall-type)", () => {
    const tops = [...range(80, 88), ...range(96, 104), ...range(112, 120)];
    const sides = [...range(88, 96), ...range(104, 112), ...range(120, 128)];
    for (const kind of tops) expect([kind, isWallTop(autotileBase(kind)), isWallSide(autotileBase(kind)), shapeFamilyOfKind(kind)]).toEqual([kind, true, false, ShapeFamily.Floor]);
    for (const kind of sides) expect([kind, isWallTop(autotileBase(kind)), isWallSide(autotileBase(kind)), shapeFamilyOfKind(kind)]).toEqual([kind, false, true, ShapeFamily.Wall]);
  });

  test("shape counts and families of ids; plain tiles have none", () => {
    expect([shapeCountOfKind(16), shapeCountOfKind(88), shapeCountOfKind(48), shapeCountOfKind(5), shapeCountOfKind(80)]).toEqual([48, 16, 16, 4, 48]);
    expect([shapeFamily(0), shapeFamily(PLAIN), shapeFamily(FLOOR + 5), shapeFamily(WALL_SIDE + 5), shapeFamily(WATERFALL + 1)]).toEqual([
      ShapeFamily.None,
      ShapeFamily.None,
      ShapeFamily.Floor,
      ShapeFamily.Wall,
      ShapeFamily.Waterfall,
    ]);
    expect([isWallTop(PLAIN), isWallSide(0), isRoof(FLOOR), isWaterfall(WALL_TOP)]).toEqual([false, false, false, false]);
  });
});

describe("floor-type shapes (48)", () => {
  // Centre tile at (1, 1) of each picture: '.' floor among '#' (another kind).
  const cases: [string, string[], number][] = [
    ["isolated tile", ["###", "#.#", "###"], 46],
    ["full surround", ["...", "...", "..."], 0],
    ["top-left diagonal", ["#..", "...", "..."], 1],
    ["top-right diagonal", ["..#", "...", "..."], 2],
    ["bottom-right diagonal", ["...", "...", "..#"], 4],
    ["bottom-left diagonal", ["...", "...", "#.."], 8],
    ["top-left + bottom-right diagonals", ["#..", "...", "..#"], 5],
    ["all four diagonals", ["#.#", "...", "#.#"], 15],
    ["left differs", ["...", "#..", "..."], 16],
    ["left differs, left diagonals ignored", ["#..", "#..", "#.."], 16],
    ["left differs + top-right", ["#.#", "#..", "#.."], 17],
    ["left differs + bottom-right", ["...", "#..", "..#"], 18],
    ["left differs + both right diagonals", ["..#", "#..", "..#"], 19],
    ["top differs", ["###", "...", "..."], 20],
    ["top differs + bottom-right", ["###", "...", "..#"], 21],
    ["top differs + bottom-left", ["###", "...", "#.."], 22],
    ["top differs + both bottom diagonals", [".#.", "...", "#.#"], 23],
    ["right differs", ["..#", "..#", "..#"], 24],
    ["right differs + bottom-left", ["...", "..#", "#.."], 25],
    ["right differs + top-left", ["#..", "..#", "..."], 26],
    ["right differs + both left diagonals", ["#..", "..#", "#.."], 27],
    ["bottom differs", ["...", "...", "###"], 28],
    ["bottom differs + top-left", ["#..", "...", ".#."], 29],
    ["bottom differs + top-right", ["..#", "...", "###"], 30],
    ["bottom differs + both top diagonals", ["#.#", "...", "###"], 31],
    ["left + right differ", ["#.#", "#.#", "#.#"], 32],
    ["left + right differ, diagonals ignored", ["...", "#.#", "..."], 32],
    ["top + bottom differ", ["###", "...", "###"], 33],
    ["top + left differ", ["###", "#..", "#.."], 34],
    ["top + left differ + bottom-right", ["###", "#..", "#.#"], 35],
    ["top + right differ", ["###", "..#", "..#"], 36],
    ["top + right differ + bottom-left", ["###", "..#", "#.#"], 37],
    ["bottom + right differ", ["...", "..#", "###"], 38],
    ["bottom + right differ + top-left", ["#..", "..#", "###"], 39],
    ["bottom + left differ", ["...", "#..", "###"], 40],
    ["bottom + left differ + top-right", ["..#", "#..", "###"], 41],
    ["only bottom same", ["###", "#.#", "#.#"], 42],
    ["only right same", ["###", "#..", "###"], 43],
    ["only top same", ["#.#", "#.#", "###"], 44],
    ["only left same", ["###", "..#", "###"], 45],
  ];

  test.each(cases)("%s → %i", (_name, rows, expected) => {
    expect(floorShapeAt(picture(rows), 1, 1)).toBe(expected);
    expect(autotileShapeAt(picture(rows), 1, 1)).toBe(expected);
    // Neighbours' own shapes never matter, only their kinds.
    expect(floorShapeAt(picture(rows, 7), 1, 1)).toBe(expected);
  });

  test("the same rules hold for a wall top among other tiles", () => {
    expect(floorShapeAt(picture(["...", ".#.", "..."]), 1, 1)).toBe(46);
    expect(floorShapeAt(picture(["###", "###", "WWW"]), 1, 1)).toBe(28);
  });

  test("the map edge counts as same", () => {
    expect(floorShapeAt(picture(["."]), 0, 0)).toBe(0);
    expect(floorShapeAt(picture(["..", ".."]), 0, 0)).toBe(0);
    expect(floorShapeAt(picture([".#", "##"]), 0, 0)).toBe(38); // right + bottom differ; top-left off map
    expect(floorShapeAt(picture(["##", ".."]), 0, 1)).toBe(20); // top differs; left and bottom off map
    expect(floorShapeAt(picture(["#.#"]), 1, 0)).toBe(32);
  });

  test("every neighbourhood decodes back to the sides and corners that matter (all 256)", () => {
    const seen = new Set<number>();
    for (let differs = 0; differs < 256; differs++) {
      const shape = floorShape(differs);
      seen.add(shape);
      expect([differs, decodeFloorShape(shape)]).toEqual([differs, effectiveDiffers(differs)]);
    }
    expect(seen.size).toBe(47);
    expect(seen.has(47)).toBe(false);
  });

  test("every one of the 256 neighbourhoods drawn as a picture gives the table's shape", () => {
    for (let differs = 0; differs < 256; differs++) {
      expect([differs, floorShapeAt(picture(pictureOf(differs)), 1, 1)]).toEqual([differs, floorShape(differs)]);
    }
  });
});

describe("wall-type shapes (16): A4 wall sides", () => {
  test("a two-high north wall running under the ceiling is one seamless piece", () => {
    const map = picture([
      "########", //
      "##WWWW##",
      "##WWWW##",
      "##....##",
      "########",
    ]);
    for (let x = 2; x <= 5; x++) {
      expect([x, wallShapeAt(map, x, 1)]).toEqual([x, 2]); // upper tile: top edge only
      expect([x, wallShapeAt(map, x, 2)]).toEqual([x, 8]); // lower tile: bottom edge only
    }
  });

  test("a wall next to floor shows its side edge", () => {
    const map = picture([
      "..WW..", //
      "..WW..",
      "......",
    ]);
    expect(wallShapeAt(map, 2, 0)).toBe(1); // left edge; the map's top edge counts as same
    expect(wallShapeAt(map, 2, 1)).toBe(1 | 8);
    expect(wallShapeAt(map, 3, 0)).toBe(4);
    expect(wallShapeAt(map, 3, 1)).toBe(4 | 8);
  });

  test("joined only when the next column carries the wall at both the run's top and bottom row", () => {
    const map = picture([
      "#####", //
      "#W..#",
      "#WW.#",
      "#...#",
    ]);
    // Column 1 runs rows 1–2; column 2 holds floor at row 1, so column 1 shows its right edge.
    expect(wallShapeAt(map, 1, 1)).toBe(2 | 4);
    expect(wallShapeAt(map, 1, 2)).toBe(4 | 8);
    // Column 2's run is row 2 alone; column 1 holds the same wall there, so it joins on the left.
    expect(wallShapeAt(map, 2, 2)).toBe(2 | 4 | 8);
  });

  test("a wall of another kind is an edge; roofs, wall tops and waterfalls join", () => {
    expect(wallShapeAt(picture(["WV", "WV"]), 0, 0)).toBe(4 | 0);
    expect(wallShapeAt(picture(["WV", "WV"]), 1, 1)).toBe(1);
    expect(wallShapeAt(picture(["RWR", "RWR"]), 1, 0)).toBe(0);
    expect(wallShapeAt(picture(["~W~", "~W~"]), 1, 1)).toBe(0);
    expect(wallShapeAt(picture(["#W.", "#W."]), 1, 0)).toBe(4);
    expect(wallShapeAt(picture(["pWp"]), 1, 0)).toBe(1 | 4);
  });

  test("one-high wall between ceiling and floor, isolated wall, map edges", () => {
    expect(wallShapeAt(picture(["###", "#W#", "..."]), 1, 1)).toBe(2 | 8);
    expect(wallShapeAt(picture(["...", ".W.", "..."]), 1, 1)).toBe(15);
    expect(wallShapeAt(picture(["W"]), 0, 0)).toBe(0);
  });

  test("A3 walls follow the same run rule", () => {
    expect(wallShapeAt(picture(["#HH#", "#HH#", "...."]), 1, 0)).toBe(0);
    expect(wallShapeAt(picture(["#HH#", "#HH#", "...."]), 1, 1)).toBe(8);
    expect(wallShapeAt(picture(["#H.", "#H."]), 1, 1)).toBe(4);
  });

  test("roofs edge wherever a 4-neighbour differs, diagonals ignored", () => {
    expect(wallShapeAt(picture(["###", "#R#", "###"]), 1, 1)).toBe(15);
    expect(wallShapeAt(picture(["#R#", "RRR", "#R#"]), 1, 1)).toBe(0);
    expect(wallShapeAt(picture(["RRR", "RRR", "..."]), 1, 1)).toBe(8);
    expect(wallShapeAt(picture(["R."]), 0, 0)).toBe(4);
    expect(autotileShapeAt(picture(["R."]), 0, 0)).toBe(4);
  });
});

describe("waterfall shapes (4)", () => {
  test("only left and right count: 1 left edge, 2 right edge", () => {
    expect(waterfallShapeAt(picture(["~~~", "~~~", "~~~"]), 1, 1)).toBe(0);
    expect(waterfallShapeAt(picture([".~.", ".~.", ".~."]), 1, 1)).toBe(3);
    expect(waterfallShapeAt(picture([".~~"]), 1, 0)).toBe(1);
    expect(waterfallShapeAt(picture(["~~."]), 1, 0)).toBe(2);
    expect(waterfallShapeAt(picture(["...", "~~~", "..."]), 1, 1)).toBe(0);
    expect(autotileShapeAt(picture(["~."]), 0, 0)).toBe(2);
  });

  test("plain tiles have no shape", () => {
    expect(autotileShapeAt(picture(["p.", ".."]), 0, 0)).toBe(0);
  });
});

describe("shadows (z4)", () => {
  const dungeon = picture([
    "######", //
    "##WW##",
    "##WW##",
    "##..##",
    "######",
  ]);

  test("the wall face and floor just east of a ceiling block get the left half", () => {
    expect(SHADOW_LEFT_HALF).toBe(5);
    expect(shadowAt(dungeon, 2, 1)).toBe(5);
    expect(shadowAt(dungeon, 2, 2)).toBe(5);
    expect(shadowAt(dungeon, 2, 3)).toBe(5);
  });

  test("no shadow on ceiling, beside same-height walls, beside floor, or in column 0", () => {
    for (let y = 0; y < 5; y++) {
      for (let x = 0; x < 6; x++) {
        if (x === 2 && y >= 1 && y <= 3) continue;
        expect([x, y, shadowAt(dungeon, x, y)]).toEqual([x, y, 0]);
      }
    }
  });

  test("a wall top casts none from the top row of its block or from row 0", () => {
    const map = picture([
      "#.", //
      "..",
      "#.",
      "#.",
    ]);
    expect(shadowAt(map, 1, 0)).toBe(0); // above-left is off the map
    expect(shadowAt(map, 1, 2)).toBe(0); // the wall top at (0, 2) has floor above it
    expect(shadowAt(map, 1, 3)).toBe(5); // ...but (0, 3) has a wall top above it
  });

  test("a wall side shades floor beside it and shorter walls, not equal or taller ones", () => {
    const map = picture([
      "#W.", //
      "#W.",
      "#WW",
      "#..",
    ]);
    expect(shadowAt(map, 2, 0)).toBe(5);
    expect(shadowAt(map, 2, 1)).toBe(5);
    expect(shadowAt(map, 2, 2)).toBe(5); // run of 1 next to a run of 3
    expect(shadowAt(map, 2, 3)).toBe(0);
    expect(shadowAt(picture(["WW", "WW"]), 1, 1)).toBe(0);
    expect(shadowAt(picture([".W", "WW"]), 1, 1)).toBe(0); // left run 1, own run 2
  });

  test("roofs behave like wall tops; plain and ground tiles cast nothing", () => {
    expect(shadowAt(picture(["RR", "R."]), 1, 1)).toBe(5);
    expect(shadowAt(picture(["HR", "R."]), 1, 1)).toBe(5);
    expect(shadowAt(picture(["##", "##"]), 1, 1)).toBe(0);
    expect(shadowAt(picture(["pp", "p."]), 1, 1)).toBe(0);
    expect(shadowAt(picture(["..", ".."]), 1, 1)).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Independent reading of the 48-shape table, for the round trip.

const SIDES = Neighbour.Left | Neighbour.Top | Neighbour.Right | Neighbour.Bottom;

/** The differing sides, plus each differing diagonal whose two sides are both same. */
function effectiveDiffers(differs: number): number {
  const sameSide = (side: number) => (differs & side) === 0;
  let result = differs & SIDES;
  const corners: [number, number, number][] = [
    [Neighbour.TopLeft, Neighbour.Top, Neighbour.Left],
    [Neighbour.TopRight, Neighbour.Top, Neighbour.Right],
    [Neighbour.BottomRight, Neighbour.Bottom, Neighbour.Right],
    [Neighbour.BottomLeft, Neighbour.Bottom, Neighbour.Left],
  ];
  for (const [corner, a, b] of corners) if (differs & corner && sameSide(a) && sameSide(b)) result |= corner;
  return result;
}

/**
 * Shape → differing sides and corners, per the autotile families (docs/architecture.md, "Autotiles"). Within a family the two
 * diagonal bits run clockwise (TL, TR, BR, BL) from the first diagonal after the differing side.
 */
function decodeFloorShape(shape: number): number {
  const { Left: L, Top: T, Right: R, Bottom: B, TopLeft: TL, TopRight: TR, BottomRight: BR, BottomLeft: BL } = Neighbour;
  const bit = (n: number, value: number) => (shape & n ? value : 0);
  if (shape < 16) return bit(1, TL) | bit(2, TR) | bit(4, BR) | bit(8, BL);
  if (shape < 20) return L | bit(1, TR) | bit(2, BR);
  if (shape < 24) return T | bit(1, BR) | bit(2, BL);
  if (shape < 28) return R | bit(1, BL) | bit(2, TL);
  if (shape < 32) return B | bit(1, TL) | bit(2, TR);
  const fixed: Record<number, number> = {
    32: L | R,
    33: T | B,
    34: T | L,
    35: T | L | BR,
    36: T | R,
    37: T | R | BL,
    38: B | R,
    39: B | R | TL,
    40: B | L,
    41: B | L | TR,
    42: L | T | R,
    43: L | T | B,
    44: L | R | B,
    45: T | R | B,
    46: L | T | R | B,
  };
  return fixed[shape] ?? -1;
}

/** A 3×3 picture whose centre floor has exactly these differing neighbours. */
function pictureOf(differs: number): string[] {
  const at = (bit: number) => (differs & bit ? "#" : ".");
  const { Left, Top, Right, Bottom, TopLeft, TopRight, BottomRight, BottomLeft } = Neighbour;
  return [at(TopLeft) + at(Top) + at(TopRight), at(Left) + "." + at(Right), at(BottomLeft) + at(Bottom) + at(BottomRight)];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// The rules at their edges: the first kind (0) and the kinds and ids past the last one, tile ids
// that are not the map edge, tilesets with short sheet lists, layers other than z = 0 (a wall's
// vertical run stops at its own layer's edge), the bottom of a wall's run, and the shadow of a
// one-high wall. Expected values come from the rules written in src/mz/autotile.ts's comments.
describe("at the edges", () => {
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

    test("there is no kind 128 or −1: no family, no shapes, the last kind (127) a wall side", () => {
      // 128 and 136 sit where a next A4 row of tops / sides would start; kinds end at 127.
      expect([shapeFamilyOfKind(128), shapeFamilyOfKind(136), shapeFamilyOfKind(-1), shapeFamilyOfKind(-8)]).toEqual([
        ShapeFamily.None,
        ShapeFamily.None,
        ShapeFamily.None,
        ShapeFamily.None,
      ]);
      expect([shapeCountOfKind(128), shapeCountOfKind(136), shapeCountOfKind(-1)]).toEqual([0, 0, 0]);
      // The last real kind still counts: 127 is a wall side.
      expect([shapeFamilyOfKind(127), shapeCountOfKind(127)]).toEqual([ShapeFamily.Wall, 16]);
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
  });

  describe("a plain tile is not the map edge", () => {
    test("a B tile around a floor differs on all eight sides; the map edge differs on none", () => {
      const b = B_TILE;
      expect(neighbourDiffers(b, b, b, b, FLOOR, b, b, b, b)).toBe(0xff);
      expect(neighbourDiffers(OFF_MAP, OFF_MAP, OFF_MAP, OFF_MAP, FLOOR, OFF_MAP, OFF_MAP, OFF_MAP, OFF_MAP)).toBe(0);
      expect(floorShapeAt(picture(["bbb", "b.b", "bbb"]), 1, 1)).toBe(46); // no side same
      expect(floorShapeAt(picture(["b."]), 1, 0)).toBe(16); // left differs, the rest off the map
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
});
