/**
 * Painting dungeons into MZ map data, checked against the stock Dungeon tileset's real
 * passability flags (test/fixtures) and against rules restated here in grid terms.
 */
import { Dungeon, TileKind, generateDungeon, isFloor } from "../../src/core";
import { TileLayer, autotileKind, autotileShape, autotileShapeAt, baseTileId, isAutotile, mapLayer, shadowAt } from "../../src/mz/autotile";
import { DungeonTiles, PaintSettings, STOCK_DUNGEON_TILES, paintDungeon, readTemplateTiles, tilesWithoutSheet } from "../../src/mz/paint";
import stockDungeonTileset from "../fixtures/stock-dungeon-tileset.json";
import stockTilesets from "../fixtures/stock-Tilesets.json";
import { walkableFrom } from "./passability";
import fc from "fast-check";
import { DEEP, runs } from "../runs";

const FLAGS: readonly number[] = stockDungeonTileset.flags;
const STOCK_SETTINGS: PaintSettings = { tiles: STOCK_DUNGEON_TILES, roomRegion: 7, corridorRegion: 250 };
const VOID_KIND = 80;
const FLOOR_KIND = 16;
const WALL_KIND = 88;

/** Sizes × seeds the map-wide checks run over. */
const SIZES: [number, number, number[]][] = [
  [68, 64, range(0, runs(4, 40))],
  [41, 37, range(100, 100 + runs(4, 40))],
  [128, 128, range(200, 200 + runs(2, 12))],
  [256, 256, range(300, 300 + runs(1, 4))],
  [200, 40, range(400, 400 + runs(2, 12))],
];
const CASES = SIZES.flatMap(([width, height, seeds]) => seeds.map((seed) => [width, height, seed] as const));

function dungeonOf(width: number, height: number, seed: number): Dungeon {
  const result = generateDungeon(width, height, { content: [{ min: 5, max: 5 }] }, seed);
  if (!result.ok) throw new Error(`no dungeon for ${width}×${height} seed ${seed}: ${result.reason}`);
  return result.dungeon;
}

/** A map data array as the editor would leave it: full size, filled with leftovers to overwrite. */
function staleMapData(width: number, height: number): number[] {
  return Array.from({ length: width * height * 6 }, (_, i) => (i * 7919) % 1536);
}

function painted(dungeon: Dungeon, settings: PaintSettings = STOCK_SETTINGS): number[] {
  const data = staleMapData(dungeon.width, dungeon.height);
  paintDungeon(data, dungeon, settings);
  return data;
}

function layerOf(data: number[], dungeon: Dungeon, z: number): number[] {
  const size = dungeon.width * dungeon.height;
  return data.slice(z * size, (z + 1) * size);
}

describe("paintDungeon", () => {
  test("writes in place: same array, same length, every layer overwritten", () => {
    const dungeon = dungeonOf(68, 64, 1);
    const data = staleMapData(68, 64);
    const before = data;
    paintDungeon(data, dungeon, STOCK_SETTINGS);
    expect(data).toBe(before);
    expect(data).toHaveLength(68 * 64 * 6);
    for (const z of [1, 2, 3]) expect(layerOf(data, dungeon, z).every((id) => id === 0)).toBe(true);
  });

  test("rejects data of the wrong size", () => {
    const dungeon = dungeonOf(68, 64, 1);
    expect(() => paintDungeon(new Array(68 * 64 * 6 - 1).fill(0), dungeon, STOCK_SETTINGS)).toThrow(RangeError);
  });

  test.each(CASES)("%i×%i seed %i: every floor tile walkable from the arrival, no wall or void ever", (width, height, seed) => {
    const dungeon = dungeonOf(width, height, seed);
    expect(dungeon.arrival).toBeGreaterThanOrEqual(0);
    const data = painted(dungeon);
    const reached = walkableFrom(data, width, height, FLAGS, dungeon.arrival % width, Math.floor(dungeon.arrival / width));
    const wrong: string[] = [];
    dungeon.grid.kinds.forEach((kind, tile) => {
      if (isFloor(kind) !== (reached[tile] === 1)) wrong.push(`(${tile % width},${Math.floor(tile / width)}) kind ${kind} reached ${reached[tile]}`);
    });
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  test.each(CASES)("%i×%i seed %i: z0 kinds, shapes by grid, shadows and regions", (width, height, seed) => {
    const dungeon = dungeonOf(width, height, seed);
    const data = painted(dungeon);
    expect(groundProblems(dungeon, data)).toEqual([]);
    expect(shadowProblems(dungeon, data)).toEqual([]);
    expect(regionProblems(dungeon, data, STOCK_SETTINGS)).toEqual([]);
  });

  test("shadows lie along the east side of ceiling blocks, on floor and wall faces alike", () => {
    const dungeon = dungeonOf(68, 64, 3);
    const data = painted(dungeon);
    const { width, grid } = dungeon;
    const shadows = layerOf(data, dungeon, 4);
    let onFloor = 0;
    let onWall = 0;
    shadows.forEach((shadow, tile) => {
      if (shadow === 0) return;
      expect(shadow).toBe(5);
      expect(isFloor(grid.kinds[tile - 1])).toBe(false); // never beside floor
      expect(grid.kinds[tile]).not.toBe(TileKind.Void); // never on the ceiling
      expect(tile % width).not.toBe(0);
      if (isFloor(grid.kinds[tile])) onFloor++;
      if (grid.kinds[tile] === TileKind.Wall) onWall++;
    });
    expect(onFloor).toBeGreaterThan(0);
    expect(onWall).toBeGreaterThan(0);
  });

  test("matches the generic autotile rules read back from the painted layer", () => {
    const tileSets: DungeonTiles[] = [
      STOCK_DUNGEON_TILES,
      { voidTile: 0, floorTile: 1537, wallTile: 6272 }, // plain void and floor
      { voidTile: 4352, floorTile: 2816 + 5, wallTile: 4736 + 9 }, // A3 roof void, A3 wall, shapes given
      { voidTile: 6272, floorTile: 2048, wallTile: 6272 }, // walls the same kind as the void
      { voidTile: 1543, floorTile: 2288, wallTile: 5888 }, // waterfall floor, wall-top walls
    ];
    for (const tiles of tileSets) {
      for (const [width, height, seed] of [[68, 64, 5], [41, 37, 6], [23, 19, 7]] as const) {
        const dungeon = dungeonOf(width, height, seed);
        const data = painted(dungeon, { tiles, roomRegion: 1, corridorRegion: 2 });
        expect([tiles, width, readBackProblems(data, width, height)]).toEqual([tiles, width, []]);
      }
    }
  });

  test("plain tiles are written as they are: an A5 floor, an empty void", () => {
    const dungeon = dungeonOf(68, 64, 8);
    const tiles = { voidTile: 0, floorTile: 1537, wallTile: 6272 };
    const data = painted(dungeon, { tiles, roomRegion: 0, corridorRegion: 0 });
    const { width, height, grid } = dungeon;
    dungeon.grid.kinds.forEach((kind, tile) => {
      const id = data[tile];
      if (kind === TileKind.Void) expect(id).toBe(0);
      else if (isFloor(kind)) expect(id).toBe(1537);
      else expect(autotileKind(id)).toBe(WALL_KIND);
    });
    // Still walkable exactly on floor: A5 1537 is passable, tile 0 is a star (skipped: impassable).
    const reached = walkableFrom(data, width, height, FLAGS, dungeon.arrival % width, Math.floor(dungeon.arrival / width));
    expect(Array.from(grid.kinds, (_, tile) => [tile, reached[tile]]).filter(([tile, r]) => r !== (isFloor(grid.kinds[tile]) ? 1 : 0))).toEqual([]);
    // No wall tops any more: only wall sides cast shadows, onto whatever is east of them that is
    // lower (floor, the empty void, a shorter wall).
    const runLength = (tile: number) => {
      if (grid.kinds[tile] !== TileKind.Wall) return 0;
      let length = 1;
      for (let up = tile - width; up >= 0 && grid.kinds[up] === TileKind.Wall; up -= width) length++;
      for (let down = tile + width; down < grid.kinds.length && grid.kinds[down] === TileKind.Wall; down += width) length++;
      return length;
    };
    let shaded = 0;
    const wrongShadows: number[][] = [];
    layerOf(data, dungeon, 4).forEach((shadow, tile) => {
      const expected = tile % width > 0 && grid.kinds[tile - 1] === TileKind.Wall && runLength(tile - 1) > runLength(tile) ? 5 : 0;
      if (shadow !== expected) wrongShadows.push([tile, shadow, expected]);
      if (shadow) shaded++;
    });
    expect(wrongShadows).toEqual([]);
    expect(shaded).toBeGreaterThan(0);
    expect(height).toBe(64);
    expect(layerOf(data, dungeon, 5).every((region) => region === 0)).toBe(true);
  });

  test("autotile ids of any shape stand for their kind", () => {
    const dungeon = dungeonOf(41, 37, 9);
    const plain = painted(dungeon);
    const shaped = painted(dungeon, { ...STOCK_SETTINGS, tiles: { voidTile: 5888 + 46, floorTile: 2816 + 13, wallTile: 6272 + 15 } });
    expect(shaped).toEqual(plain);
  });

  // Speed is the benchmark's business (npm run bench: full pipeline against the bare writes), not a test's.
  test("whole columns of one wall run (void painted as the wall side): every layer as the rules say", () => {
    const dungeon = dungeonOf(128, 128, 12);
    const settings = { ...STOCK_SETTINGS, tiles: { voidTile: 6272, floorTile: 2816, wallTile: 6272 } };
    expect(readBackProblems(painted(dungeon, settings), 128, 128)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Grids made here (not by the core, which changes on its own schedule): every style and size, from
// one tile to 256×256, painted with tile choices that reach every rule, against the reference painter.
/** Tile choices that reach every rule: wall tops, roofs, A3 walls, waterfalls, plain tiles, the empty tile. */
const TILE_CHOICES: DungeonTiles[] = [
  STOCK_DUNGEON_TILES,
  { voidTile: 0, floorTile: 1537, wallTile: 6272 }, // empty void, A5 floor
  { voidTile: 4352, floorTile: 2816 + 5, wallTile: 4736 + 9 }, // A3 roof void, A3 walls, shapes given
  { voidTile: 6272, floorTile: 2048, wallTile: 6272 }, // walls the same kind as the void
  { voidTile: 1543, floorTile: 2288, wallTile: 5888 }, // waterfall floor, wall-top walls
  { voidTile: 0, floorTile: 1537, wallTile: 1600 }, // all plain
  { voidTile: 4736, floorTile: 2816, wallTile: 6272 }, // A3 wall void beside A4 wall sides
  { voidTile: 2816, floorTile: 5888, wallTile: 4352 }, // floor-type void, wall-top floor, roof walls
  { voidTile: 6320, floorTile: 2336, wallTile: 6272 }, // two wall-side kinds, waterfall floor
];

const GRID_SIZES: [number, number][] = [
  [1, 1], [1, 6], [6, 1], [2, 2], [3, 3], [4, 7], [9, 5], [20, 15], [41, 37], [68, 64], [130, 40], [256, 256],
];

const GRID_STYLES = ["noise", "rooms", "columns", "sparse"] as const;
type GridStyle = (typeof GRID_STYLES)[number];

/** mulberry32: a tiny seeded generator for test grids. */
function testRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A grid of TileKinds: "noise" any kind anywhere (every neighbourhood), "rooms" floor rectangles in
 * the void with walls 1–3 high on their north side (dungeon-like, long wall runs), "columns" whole
 * columns of wall or void with floor cut in (runs as tall as the map), "sparse" mostly void.
 */
function syntheticKinds(width: number, height: number, style: GridStyle, seed: number): Uint8Array {
  const random = testRandom(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const kinds = new Uint8Array(width * height);
  if (style === "noise") return kinds.map(() => pick(4));
  if (style === "sparse") return kinds.map(() => (random() < 0.85 ? TileKind.Void : 1 + pick(3)));
  if (style === "columns") {
    for (let x = 0; x < width; x++) {
      const kind = random() < 0.5 ? TileKind.Wall : TileKind.Void;
      for (let y = 0; y < height; y++) kinds[y * width + x] = random() < 0.1 ? 1 + pick(2) : kind;
    }
    return kinds;
  }
  const rooms = 1 + Math.floor((width * height) / 60);
  for (let room = 0; room < rooms; room++) {
    const w = 1 + pick(Math.min(12, width));
    const h = 1 + pick(Math.min(9, height));
    const left = pick(width - w + 1);
    const top = pick(height - h + 1);
    const kind = random() < 0.7 ? TileKind.Room : TileKind.Corridor;
    for (let y = top; y < top + h; y++) kinds.fill(kind, y * width + left, y * width + left + w);
    const wallHeight = 1 + pick(3);
    for (let x = left; x < left + w; x++) {
      for (let y = top - 1; y >= Math.max(0, top - wallHeight); y--) {
        if (kinds[y * width + x] === TileKind.Void) kinds[y * width + x] = TileKind.Wall;
      }
    }
  }
  return kinds;
}

/** What paintDungeon reads of a Dungeon: its size and grid. */
function dungeonWithKinds(width: number, height: number, kinds: Uint8Array): Dungeon {
  return { width, height, grid: { width, height, kinds } } as unknown as Dungeon;
}

// ---------------------------------------------------------------------------------------------
// Against a reference painter: every layer of any grid as the TileLayer rules of autotile.ts
// read it from a layer of bare base ids (room and corridor floor alike).

/** Tiles the property draws from: each family, wall sides of two kinds, roofs, waterfalls, plain. */
const REFERENCE_TILES = [0, 1, 1537, 1600, 2048, 2288, 2336, 2816, 2816 + 13, 4352, 4736, 5888, 5936, 6272, 6272 + 7, 6320];

function referencePainting(dungeon: Dungeon, settings: PaintSettings): number[] {
  const { width, height, grid } = dungeon;
  const size = width * height;
  const base = (id: number) => baseTileId(id);
  const { voidTile, floorTile, wallTile } = settings.tiles;
  const byKind = [base(voidTile), base(floorTile), base(floorTile), base(wallTile)];
  const ground = Array.from(grid.kinds, (kind) => byKind[kind]);
  const layer = mapLayer(ground, width, height, 0);
  const data = new Array(size * 6).fill(0);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      data[i] = ground[i] + (isAutotile(ground[i]) ? autotileShapeAt(layer, x, y) : 0);
      data[4 * size + i] = shadowAt(layer, x, y);
      const kind = grid.kinds[i];
      data[5 * size + i] = kind === TileKind.Room ? settings.roomRegion : kind === TileKind.Corridor ? settings.corridorRegion : 0;
    }
  }
  return data;
}

/** The first difference between two paintings, as "z0 (x,y): got a, expected b". */
function firstDifference(got: number[], expected: number[], width: number, height: number): string | null {
  const at = got.findIndex((id, i) => id !== expected[i]);
  if (at < 0) return null;
  const tile = at % (width * height);
  return `z${Math.floor(at / (width * height))} (${tile % width},${Math.floor(tile / width)}): got ${got[at]}, expected ${expected[at]}`;
}

describe("paintDungeon against a reference painter", () => {
  const gridArbitrary = fc
    .record({ width: fc.integer({ min: 1, max: 14 }), height: fc.integer({ min: 1, max: 12 }) })
    .chain(({ width, height }) =>
      fc.record({
        width: fc.constant(width),
        height: fc.constant(height),
        kinds: fc.uint8Array({ min: 0, max: 3, minLength: width * height, maxLength: width * height }),
        tiles: fc.record({
          voidTile: fc.constantFrom(...REFERENCE_TILES),
          floorTile: fc.constantFrom(...REFERENCE_TILES),
          wallTile: fc.constantFrom(...REFERENCE_TILES),
        }),
        roomRegion: fc.integer({ min: 0, max: 255 }),
        corridorRegion: fc.integer({ min: 0, max: 255 }),
      }),
    );

  test("every layer of any small grid, any tiles (shapes, shadows, regions, cleared z1–z3)", () => {
    fc.assert(
      fc.property(gridArbitrary, ({ width, height, kinds, tiles, roomRegion, corridorRegion }) => {
        const dungeon = dungeonWithKinds(width, height, kinds);
        const settings = { tiles, roomRegion, corridorRegion };
        const got = staleMapData(width, height);
        paintDungeon(got, dungeon, settings);
        expect(firstDifference(got, referencePainting(dungeon, settings), width, height)).toBeNull();
      }),
      { numRuns: runs(300, 5000) },
    );
  });

  // Long wall runs, whole columns of one kind, maps one tile wide or high, and maps as large as
  // the editor allows. npm test paints each grid with one tile choice, the deep run with all.
  const syntheticCases = GRID_SIZES.flatMap(([width, height], sizeIndex) =>
    GRID_STYLES.flatMap((style, styleIndex) =>
      TILE_CHOICES.map((tiles, tilesIndex) => ({ width, height, style, seed: sizeIndex * 16 + styleIndex, tiles, tilesIndex }))
        .filter(({ tilesIndex }) => DEEP || tilesIndex === (sizeIndex + styleIndex) % TILE_CHOICES.length)
        .map(({ tilesIndex, ...rest }) => ({ ...rest, regions: [[7, 250], [0, 0], [0, 3], [5, 0]][(sizeIndex + styleIndex + tilesIndex) % 4], name: `${width}×${height} ${style}, tiles ${tilesIndex}` })),
    ),
  );
  test.each(syntheticCases)("$name: every layer as the reference paints it", ({ width, height, style, seed, tiles, regions }) => {
    const dungeon = dungeonWithKinds(width, height, syntheticKinds(width, height, style, seed));
    const settings = { tiles, roomRegion: regions[0], corridorRegion: regions[1] };
    const got = staleMapData(width, height);
    paintDungeon(got, dungeon, settings);
    expect(firstDifference(got, referencePainting(dungeon, settings), width, height)).toBeNull();
  });

  test("generated dungeons with the stock tiles and with walls the same kind as the void", () => {
    for (const tiles of [STOCK_DUNGEON_TILES, { voidTile: 6272, floorTile: 2816, wallTile: 6272 }, { voidTile: 4736, floorTile: 2048, wallTile: 6320 }]) {
      for (const [width, height, seed] of [[68, 64, 21], [20, 15, 22], [130, 40, 23]] as const) {
        const dungeon = dungeonOf(width, height, seed);
        const settings = { tiles, roomRegion: 3, corridorRegion: 4 };
        expect([width, seed, firstDifference(painted(dungeon, settings), referencePainting(dungeon, settings), width, height)]).toEqual([width, seed, null]);
      }
    }
  });

  test("the same tiles painted twice in a row, and after other tiles, give the same map", () => {
    const dungeon = dungeonOf(68, 64, 24);
    const other = { tiles: { voidTile: 0, floorTile: 1537, wallTile: 4736 }, roomRegion: 0, corridorRegion: 9 };
    const first = painted(dungeon);
    painted(dungeon, other);
    expect(painted(dungeon)).toEqual(first);
    expect(firstDifference(painted(dungeon, other), referencePainting(dungeon, other), 68, 64)).toBeNull();
  });
});

describe("readTemplateTiles", () => {
  function mapWithRow0(width: number, height: number, row0: number[]): number[] {
    const data = new Array(width * height * 6).fill(0);
    row0.forEach((id, x) => (data[x] = id));
    return data;
  }

  test("reads void, floor, wall from row 0, autotiles as their base id", () => {
    const data = mapWithRow0(10, 8, [5888 + 20, 2816 + 46, 6272 + 3]);
    expect(readTemplateTiles(data, 10, 8)).toEqual({ voidTile: 5888, floorTile: 2816, wallTile: 6272 });
  });

  test("plain tiles and an empty void are accepted as they are", () => {
    expect(readTemplateTiles(mapWithRow0(10, 8, [0, 1537, 1600]), 10, 8)).toEqual({ voidTile: 0, floorTile: 1537, wallTile: 1600 });
    expect(readTemplateTiles(mapWithRow0(10, 8, [1543, 2864, 4736]), 10, 8)).toEqual({ voidTile: 1543, floorTile: 2864, wallTile: 4736 });
  });

  test("no template: missing floor or wall, floor equal to wall, uniform fill, void equal to floor", () => {
    expect(readTemplateTiles(mapWithRow0(10, 8, [5888, 0, 6272]), 10, 8)).toBeNull();
    expect(readTemplateTiles(mapWithRow0(10, 8, [5888, 2816, 0]), 10, 8)).toBeNull();
    expect(readTemplateTiles(mapWithRow0(10, 8, [5888, 2816 + 1, 2816 + 30]), 10, 8)).toBeNull();
    expect(readTemplateTiles(mapWithRow0(10, 8, [2816, 2816 + 4, 2816 + 4]), 10, 8)).toBeNull();
    expect(readTemplateTiles(mapWithRow0(10, 8, [2816, 2816, 6272]), 10, 8)).toBeNull();
    expect(readTemplateTiles(mapWithRow0(10, 8, []), 10, 8)).toBeNull();
  });

  test("a uniformly filled editor map has no template", () => {
    const data = new Array(20 * 15 * 6).fill(0);
    for (let i = 0; i < 20 * 15; i++) data[i] = 2816 + (i % 47);
    expect(readTemplateTiles(data, 20, 15)).toBeNull();
  });

  test("only layer z0 of row 0 counts; invalid ids and tiny maps give null", () => {
    const data = mapWithRow0(10, 8, [5888, 2816, 6272]);
    data[10 * 8 + 1] = 1537; // layer z1 at (1, 0)
    data[10] = 4352; // z0 at (0, 1)
    expect(readTemplateTiles(data, 10, 8)).toEqual({ voidTile: 5888, floorTile: 2816, wallTile: 6272 });
    expect(readTemplateTiles(mapWithRow0(10, 8, [5888, 9000, 6272]), 10, 8)).toBeNull();
    expect(readTemplateTiles(mapWithRow0(10, 8, [-1, 2816, 6272]), 10, 8)).toBeNull();
    expect(readTemplateTiles(mapWithRow0(2, 8, [5888, 2816]), 2, 8)).toBeNull();
  });
});

describe("tilesWithoutSheet", () => {
  const namesOf = (id: number): string[] => stockTilesets.find((tileset) => tileset?.id === id)!.tilesetNames;

  test("the stock Dungeon tiles exist in tileset 4 (Dungeon), not all in tileset 1 (World)", () => {
    expect(tilesWithoutSheet(STOCK_DUNGEON_TILES, namesOf(4))).toEqual([]);
    expect(tilesWithoutSheet(STOCK_DUNGEON_TILES, stockDungeonTileset.tilesetNames)).toEqual([]);
    expect(tilesWithoutSheet(STOCK_DUNGEON_TILES, namesOf(1))).toEqual(["voidTile", "wallTile"]);
    expect(tilesWithoutSheet(STOCK_DUNGEON_TILES, namesOf(2))).toEqual([]);
  });

  test("A3 walls are missing from the Dungeon tileset; empty void is always fine", () => {
    expect(tilesWithoutSheet({ voidTile: 0, floorTile: 2816, wallTile: 4736 }, namesOf(4))).toEqual(["wallTile"]);
    expect(tilesWithoutSheet({ voidTile: 0, floorTile: 9000, wallTile: 6272 }, namesOf(4))).toEqual(["floorTile"]);
  });
});

// ---------------------------------------------------------------------------------------------
// The painting rules restated on the grid (stock tiles: void = wall top, walls = wall sides).

const { Left: L, Top: T, Right: R, Bottom: B } = { Left: 1, Top: 2, Right: 4, Bottom: 8 };

/** Sides a floor-type shape shows as differing, per the autotile families (docs/architecture.md, "Autotiles"). */
function floorShapeSides(shape: number): number {
  if (shape < 16) return 0;
  if (shape < 32) return [L, T, R, B][(shape - 16) >> 2];
  const sides = [L | R, T | B, T | L, T | L, T | R, T | R, B | R, B | R, B | L, B | L, L | T | R, L | T | B, L | R | B, T | R | B, L | T | R | B];
  return sides[shape - 32] ?? -1;
}

/** Tile kinds painted with the same autotile kind (room and corridor share the floor). */
function sameTile(a: number, b: number): boolean {
  return isFloor(a) ? isFloor(b) : a === b;
}

function groundProblems(dungeon: Dungeon, data: number[]): string[] {
  const { width, height, grid } = dungeon;
  const kindAt = (x: number, y: number) => grid.kinds[y * width + x];
  const problems: string[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const kind = kindAt(x, y);
      const id = data[y * width + x];
      const where = `(${x},${y})`;
      const expectedKind = kind === TileKind.Void ? VOID_KIND : kind === TileKind.Wall ? WALL_KIND : FLOOR_KIND;
      if (!isAutotile(id) || autotileKind(id) !== expectedKind) {
        problems.push(`${where} kind ${kind} painted ${id}`);
        continue;
      }
      const shape = autotileShape(id);
      // Sides that differ, the map edge counting as same.
      const differs = (dx: number, dy: number) => {
        const nx = x + dx;
        const ny = y + dy;
        return nx >= 0 && ny >= 0 && nx < width && ny < height && !sameTile(kindAt(nx, ny), kind);
      };
      if (kind !== TileKind.Wall) {
        const sides = (differs(-1, 0) ? L : 0) | (differs(0, -1) ? T : 0) | (differs(1, 0) ? R : 0) | (differs(0, 1) ? B : 0);
        if (shape > 46 || floorShapeSides(shape) !== sides) problems.push(`${where} floor-type shape ${shape}, sides ${sides}`);
        if (sides === 0 && !differs(-1, -1) && !differs(1, -1) && !differs(1, 1) && !differs(-1, 1) && shape !== 0) problems.push(`${where} surrounded, shape ${shape}`);
        continue;
      }
      // Wall side: up/down by kind; left/right joined when that column holds wall or ceiling at both run ends.
      let top = y;
      while (top > 0 && kindAt(x, top - 1) === TileKind.Wall) top--;
      let bottom = y;
      while (bottom < height - 1 && kindAt(x, bottom + 1) === TileKind.Wall) bottom++;
      const carries = (nx: number) => nx < 0 || nx >= width || ([kindAt(nx, top), kindAt(nx, bottom)] as number[]).every((k) => k === TileKind.Wall || k === TileKind.Void);
      const edges = (carries(x - 1) ? 0 : L) | (differs(0, -1) ? T : 0) | (carries(x + 1) ? 0 : R) | (differs(0, 1) ? B : 0);
      if (shape !== edges) problems.push(`${where} wall shape ${shape}, expected ${edges}`);
    }
  }
  return problems.slice(0, 10);
}

function shadowProblems(dungeon: Dungeon, data: number[]): string[] {
  const { width, height, grid } = dungeon;
  const kindAt = (x: number, y: number) => grid.kinds[y * width + x];
  const runLength = (x: number, y: number) => {
    if (kindAt(x, y) !== TileKind.Wall) return 0;
    let length = 1;
    for (let up = y - 1; up >= 0 && kindAt(x, up) === TileKind.Wall; up--) length++;
    for (let down = y + 1; down < height && kindAt(x, down) === TileKind.Wall; down++) length++;
    return length;
  };
  const problems: string[] = [];
  const start = 4 * width * height;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let expected = 0;
      if (x > 0 && kindAt(x, y) !== TileKind.Void) {
        const left = kindAt(x - 1, y);
        const ceilingBody = left === TileKind.Void && y > 0 && !isFloor(kindAt(x - 1, y - 1));
        const tallerWall = left === TileKind.Wall && runLength(x - 1, y) > runLength(x, y);
        if (ceilingBody || tallerWall) expected = 5;
      }
      const shadow = data[start + y * width + x];
      if (shadow !== expected) problems.push(`(${x},${y}) shadow ${shadow}, expected ${expected}`);
    }
  }
  return problems.slice(0, 10);
}

function regionProblems(dungeon: Dungeon, data: number[], settings: PaintSettings): string[] {
  const regions = layerOf(data, dungeon, 5);
  const problems: string[] = [];
  dungeon.grid.kinds.forEach((kind, tile) => {
    const expected = kind === TileKind.Room ? settings.roomRegion : kind === TileKind.Corridor ? settings.corridorRegion : 0;
    if (regions[tile] !== expected) problems.push(`tile ${tile} region ${regions[tile]}, expected ${expected}`);
  });
  return problems.slice(0, 10);
}

/** z0 and z4 against the TileLayer functions of autotile.ts run on the painted layer itself. */
function readBackProblems(data: number[], width: number, height: number): string[] {
  const ground: TileLayer = mapLayer(data, width, height, 0);
  const problems: string[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const id = data[y * width + x];
      const expectedId = isAutotile(id) ? baseTileId(id) + autotileShapeAt(ground, x, y) : id;
      if (id !== expectedId) problems.push(`(${x},${y}) z0 ${id}, rules say ${expectedId}`);
      const shadow = data[4 * width * height + y * width + x];
      if (shadow !== shadowAt(ground, x, y)) problems.push(`(${x},${y}) z4 ${shadow}, rules say ${shadowAt(ground, x, y)}`);
    }
  }
  return problems.slice(0, 10);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Edges of the painter: the message of the one error paintDungeon throws, and the template row's
// size checks.
const TEMPLATE = [5888, 2816, 6272]; // void, floor, wall: a valid template row

describe("paintDungeon: map data of the wrong size", () => {
  test("throws a RangeError that names both lengths and the map size", () => {
    const result = generateDungeon(20, 15, {}, 1);
    if (!result.ok) throw new Error(result.reason);
    const settings = { tiles: STOCK_DUNGEON_TILES, roomRegion: 0, corridorRegion: 0 };
    expect(() => paintDungeon(new Array(5).fill(0), result.dungeon, settings)).toThrow(new RangeError("map data has 5 entries; a 20×15 map needs 1800"));
  });
});

describe("readTemplateTiles: maps too small to hold a template row", () => {
  test("a map 2 tiles wide has no template, even when its first three entries would make one", () => {
    expect(readTemplateTiles([...TEMPLATE, ...new Array(2 * 8 * 6 - 3).fill(0)], 2, 8)).toBeNull();
  });

  test("a map 0 rows high has no template", () => {
    expect(readTemplateTiles([...TEMPLATE], 3, 0)).toBeNull();
  });

  test("data shorter than one layer of the map has no template", () => {
    expect(readTemplateTiles([...TEMPLATE, 0], 3, 5)).toBeNull();
    expect(readTemplateTiles([...TEMPLATE, ...new Array(10).fill(0)], 3, 5)).toBeNull(); // 13 of 15
  });

  test("the smallest map that holds one is read: 3 wide, 1 high, exactly one layer of data", () => {
    expect(readTemplateTiles([...TEMPLATE], 3, 1)).toEqual({ voidTile: 5888, floorTile: 2816, wallTile: 6272 });
    expect(readTemplateTiles([...TEMPLATE, ...new Array(12).fill(0)], 3, 5)).toEqual({ voidTile: 5888, floorTile: 2816, wallTile: 6272 });
  });
});
