/**
 * Decorations on MZ maps (src/mz/decor.ts): the palette read from a map, note tags, the stock
 * choice, bad input, and dungeons decorated through the real hooks against the engine double with
 * the stock Dungeon tileset's flags: shapes by the editor's rules, every walkable floor tile
 * reachable, nothing on events or the arrival, the same decorations after a reload.
 */
import type { Engine } from "../../src/mz/engine";
import { readFileSync } from "fs";
import { join } from "path";
import { EngineDouble, MapJson } from "./engine-double";
import { installHooks } from "../../src/mz/hooks";
import { createConsoleLogger } from "../../src/mz/log";
import { PARAMETERS, extractNoteMeta, mapSettings, parsePluginParameters } from "../../src/mz/settings";
import { DECOR_DEFAULTS, DECOR_RANGES, DecorOptions } from "../../src/core/decor";
import { autotileKind, autotileShapeAt, baseTileId, isAutotile, mapLayer, shadowAt } from "../../src/mz/autotile";
import fc from "fast-check";
import { runs } from "../runs";
import { PALETTE_ROWS, decorateDungeon, paintDecor, parseDecorText, parseVariantText, readDungeonDecor, readPalette, stockPalette } from "../../src/mz/decor";
import { STOCK_DUNGEON_TILES, paintDungeon } from "../../src/mz/paint";
import { generateDungeon } from "../../src/core";
import { walkableFrom } from "./passability";
import stockDungeonTileset from "../fixtures/stock-dungeon-tileset.json";
import { mapData } from "./decor-map";

const SAMPLE_DATA = join(__dirname, "..", "..", "sample-project", "data");
const HUB = 1;
const CAVE = 2;
const FLAGS: number[] = stockDungeonTileset.flags;
const TILESETS = [null, null, null, null, stockDungeonTileset];
const STOCK_NAMES = stockDungeonTileset.tilesetNames;
const FLOOR = 2816;
const DARK_GROUND = 2912; // Dungeon_A2 "Dark Ground A (Dirt Cave)"
const VOID = 5888;
const WALL = 6272;

/** The palette of docs/palette.svg: template row, a variant, floor pieces (1×1, 1×2, 2×2), wall pieces, a void piece. */
function paintedPalette(): [number, number, number, number][] {
  return [
    [0, 0, 0, VOID], [1, 0, 0, FLOOR], [2, 0, 0, WALL], // template tiles
    [4, 1, 0, DARK_GROUND], [5, 1, 0, DARK_GROUND + 46], // a floor variant (any shape)
    [4, 3, 0, FLOOR], [4, 3, 2, 40], // boulder on floor
    [6, 3, 0, FLOOR], [6, 3, 2, 32], // gravel on floor
    [8, 2, 0, FLOOR], [8, 2, 2, 48], [8, 3, 0, FLOOR], [8, 3, 2, 56], // tall rock 1×2
    [10, 2, 0, FLOOR], [11, 2, 0, FLOOR], [10, 3, 0, FLOOR], [11, 3, 0, FLOOR],
    [10, 2, 2, 200], [11, 2, 2, 201], [10, 3, 2, 208], [11, 3, 2, 209], // large gravel mound 2×2
    [13, 1, 0, WALL], [13, 2, 0, WALL], [13, 1, 2, 187], [13, 2, 2, 195], // fissures 1×2 on a wall face
    [15, 1, 0, WALL], [15, 1, 2, 1], // wall moss
    [17, 1, 0, VOID], [17, 1, 2, 40], // a boulder on the void
  ];
}

describe("readPalette", () => {
  test("reads variants, and decorations by what lies under them, keeping painted blocks whole", () => {
    const { palette, problems } = readPalette(mapData(30, 20, paintedPalette()), 30, 20, STOCK_DUNGEON_TILES);
    expect(problems).toEqual([]);
    expect(palette.variants).toEqual([DARK_GROUND]);
    const size = (decor: { width: number; height: number }) => `${decor.width}x${decor.height}`;
    expect(palette.floor!.map(size)).toEqual(["1x2", "2x2", "1x1", "1x1"]); // scan order: by first tile, row by row
    expect(palette.floor!.find((decor) => decor.width === 2)!.layers).toEqual([0, 200, 0, 0, 201, 0, 0, 208, 0, 0, 209, 0]);
    expect(palette.wall!.map(size)).toEqual(["1x2", "1x1"]);
    expect(palette.wall![0].layers).toEqual([0, 187, 0, 0, 195, 0]);
    expect(palette.void!.map((decor) => decor.layers)).toEqual([[0, 40, 0]]);
  });

  test("only rows 0-7 count, and not the template tiles", () => {
    const below = mapData(30, 20, [[4, PALETTE_ROWS, 0, FLOOR], [4, PALETTE_ROWS, 2, 40], [5, PALETTE_ROWS, 0, DARK_GROUND], [0, 0, 2, 40]]);
    expect(readPalette(below, 30, 20, STOCK_DUNGEON_TILES)).toEqual({ palette: {}, problems: [] });
  });

  test("touching decorations beyond 3×3 are used tile by tile, with one message", () => {
    const row: [number, number, number, number][] = [];
    for (let x = 3; x < 8; x++) row.push([x, 2, 0, WALL], [x, 2, 2, 1 + (x % 2) * 8]);
    const { palette, problems } = readPalette(mapData(20, 15, row), 20, 15, STOCK_DUNGEON_TILES);
    expect(palette.wall).toHaveLength(5);
    expect(problems).toEqual([expect.stringContaining("5 tiles at (3,2) are used tile by tile")]);
  });

  test("ids that are no tile ids are skipped with one message", () => {
    const { palette, problems } = readPalette(mapData(20, 15, [[4, 2, 0, FLOOR], [4, 2, 2, 9000], [6, 2, 0, FLOOR], [6, 2, 2, 40]]), 20, 15, STOCK_DUNGEON_TILES);
    expect(palette.floor).toHaveLength(1);
    expect(problems).toEqual([expect.stringMatching(/no tile ids: 0\/9000\/0 at \(4,2\); they are skipped$/)]);
  });
});

describe("note tags", () => {
  test("decorations: commas between, / between rows, spaces between columns; A tiles on z1, B-E on z2", () => {
    const { decorations, problems } = parseDecorText("32, 48/56 , 200 201/208 209, 3152", "<Dungeon Floor Decor>");
    expect(problems).toEqual([]);
    expect(decorations).toEqual([
      { width: 1, height: 1, layers: [0, 32, 0] },
      { width: 1, height: 2, layers: [0, 48, 0, 0, 56, 0] },
      { width: 2, height: 2, layers: [0, 200, 0, 0, 201, 0, 0, 208, 0, 0, 209, 0] },
      { width: 1, height: 1, layers: [3152, 0, 0] },
    ]);
  });

  test("bad entries are named and skipped, good ones kept", () => {
    const { decorations, problems } = parseDecorText("40, x, 1 2/3, 9000, 1 2 3 4, 0", "<Dungeon Wall Decor>");
    expect(decorations).toEqual([{ width: 1, height: 1, layers: [0, 40, 0] }]);
    expect(problems.map((problem) => problem.split('"')[1])).toEqual(["x", "1 2/3", "9000", "1 2 3 4", "0"]);
  });

  test("floor variants: ground tiles other than the dungeon's own", () => {
    expect(parseVariantText("2912, 2960+3, 2816, 6272, 40, abc", STOCK_DUNGEON_TILES)).toEqual({
      variants: [2912],
      problems: ["2960+3", "2816", "6272", "40", "abc"].map((entry) => expect.stringContaining(`"${entry}"`)),
    });
  });
});

describe("settings", () => {
  test("every decoration tag reads like its parameter and lands in the map's values", () => {
    const warnings: string[] = [];
    const note = [
      "<Dungeon Stock Decorations: on>", "<Dungeon Floor Patches: 7>", "<Dungeon Patch Radius: 4>", "<Dungeon Patch Chance: 60>",
      "<Dungeon Patch Smoothing: 1>", "<Dungeon Variant Chance: 5>", "<Dungeon Floor Decor Density: 8>", "<Dungeon Wall Decor Density: 0>",
      "<Dungeon Void Decor Density: 4>", "<Dungeon Floor Variants: 2912>", "<Dungeon Floor Decor: 32, 48/56>", "<Dungeon Wall Decor: 1>", "<Dungeon Void Decor: 40>",
    ].join("\n");
    const settings = mapSettings(parsePluginParameters({}, () => {}), extractNoteMeta(note), (message) => warnings.push(message));
    expect(warnings).toEqual([]);
    expect(settings.values).toMatchObject({
      decorStock: "on", decorPatches: 7, decorPatchRadius: 4, decorPatchChance: 60, decorPatchSmoothing: 1, decorVariantChance: 5,
      decorFloorDensity: 8, decorWallDensity: 0, decorVoidDensity: 4, decorFloorVariants: "2912", decorFloorTiles: "32, 48/56", decorWallTiles: "1", decorVoidTiles: "40",
    });
  });

  test("the plugin parameters: defaults as documented, bad values replaced with a warning", () => {
    const warnings: string[] = [];
    const values = parsePluginParameters({ decorFloorDensity: "lots", decorStock: "maybe" }, (message) => warnings.push(message));
    expect(values).toMatchObject({ decorStock: "off", decorPatches: 6, decorPatchRadius: 3, decorPatchChance: 75, decorPatchSmoothing: 2, decorVariantChance: 0, decorFloorDensity: 2, decorWallDensity: 1, decorVoidDensity: 2 });
    expect(warnings).toHaveLength(2);
  });

  test("one number parameter per amount, with the core's default, min and max (the header and DECOR_DEFAULTS are kept in two places)", () => {
    const amounts = PARAMETERS.filter((spec) => spec.group === "decor" && spec.name in DECOR_DEFAULTS);
    expect(amounts.map((spec) => spec.name).sort()).toEqual(Object.keys(DECOR_DEFAULTS).sort());
    for (const spec of amounts) {
      const key = spec.name as keyof DecorOptions;
      expect([key, spec.default, spec.min, spec.max]).toEqual([key, DECOR_DEFAULTS[key], DECOR_RANGES[key].min, DECOR_RANGES[key].max]);
    }
  });
});

describe("readDungeonDecor", () => {
  const values = (extra: Record<string, string> = {}) => parsePluginParameters(extra, () => {});
  const map = (tiles: [number, number, number, number][]) => ({ data: mapData(30, 20, tiles), width: 30, height: 20, tilesetId: 4 });

  test("nothing painted, no tags, stock off: no decoration and no warning", () => {
    const warnings: string[] = [];
    expect(readDungeonDecor(map([]), TILESETS, STOCK_DUNGEON_TILES, values(), (message) => warnings.push(message))).toBeNull();
    expect(warnings).toEqual([]);
  });

  test("stock on: the dirt cave's choice (dark ground, gravel, boulders…); another tileset gets none", () => {
    const decor = readDungeonDecor(map([]), TILESETS, STOCK_DUNGEON_TILES, values({ decorStock: "on" }), () => {})!;
    expect(decor.palette).toEqual(stockPalette(STOCK_DUNGEON_TILES, STOCK_NAMES));
    expect(decor.palette.variants).toEqual([DARK_GROUND]);
    expect(decor.shapes.floor.some((shape) => Array.from(shape.blocking).includes(1))).toBe(true);
    expect(decor.shapes.floor.some((shape) => Array.from(shape.blocking).every((bit) => bit === 0))).toBe(true);
    const inside = { ...stockDungeonTileset, tilesetNames: ["Inside_A1", "Inside_A2", "", "Inside_A4", "Inside_A5", "Inside_B", "Inside_C", "", ""] };
    expect(readDungeonDecor(map([]), [null, null, null, null, inside], STOCK_DUNGEON_TILES, values({ decorStock: "on" }), () => {})).toBeNull();
  });

  test("tags win over the palette, the palette over the stock choice, kind by kind", () => {
    const decor = readDungeonDecor(map(paintedPalette()), TILESETS, STOCK_DUNGEON_TILES, values({ decorStock: "on", decorWallTiles: "9" }), () => {})!;
    expect(decor.palette.wall).toEqual([{ width: 1, height: 1, layers: [0, 9, 0] }]);
    expect(decor.palette.floor).toHaveLength(4);
    expect(decor.palette.void).toEqual([{ width: 1, height: 1, layers: [0, 40, 0] }]);
  });

  test("wall decorations one could walk on are dropped with one warning; tiles without a sheet too", () => {
    const warnings: string[] = [];
    const decor = readDungeonDecor(map([]), TILESETS, STOCK_DUNGEON_TILES, values({ decorWallTiles: "32, 1", decorFloorTiles: "40, 900" }), (message) => warnings.push(message))!;
    expect(decor.palette.wall).toEqual([{ width: 1, height: 1, layers: [0, 1, 0] }]);
    expect(decor.palette.floor).toEqual([{ width: 1, height: 1, layers: [0, 40, 0] }]);
    expect(warnings).toEqual([
      "floor decorations skipped: 900 (no image in this tileset)",
      "wall decorations skipped: 32 (walkable: it would open the wall)",
    ]);
  });

  test("every number at 0 turns decoration off", () => {
    const zero = Object.fromEntries(["decorPatches", "decorPatchChance", "decorVariantChance", "decorFloorDensity", "decorWallDensity", "decorVoidDensity"].map((name) => [name, "0"]));
    expect(readDungeonDecor(map(paintedPalette()), TILESETS, STOCK_DUNGEON_TILES, values({ ...zero, decorStock: "on" }), () => {})).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// Through the hooks

function caveWith(note: string, tiles: [number, number, number, number][] = []): MapJson {
  const cave = JSON.parse(readFileSync(join(SAMPLE_DATA, "Map002.json"), "utf8")) as MapJson;
  cave.note = note;
  cave.data = mapData(cave.width, cave.height, tiles);
  return cave;
}

function play(cave: MapJson, rawParameters: Record<string, string> = {}) {
  const files = new Map([
    [HUB, readFileSync(join(SAMPLE_DATA, "Map001.json"), "utf8")],
    [CAVE, JSON.stringify(cave)],
  ]);
  const engine = new EngineDouble(files);
  const warnings: string[] = [];
  const log = createConsoleLogger({ warn: (message: string) => warnings.push(message) });
  installHooks(engine as unknown as Engine, parsePluginParameters(rawParameters, log.warn), log);
  engine.newGame(HUB, 8, 6);
  engine.transfer(CAVE, 0, 0);
  return { engine, warnings };
}

/** Every rule a decorated map must keep, as problems. */
function mapProblems(engine: EngineDouble): string[] {
  const map = engine.$dataMap!;
  const { width, height, data } = map;
  const size = width * height;
  const problems: string[] = [];
  const ground = mapLayer(data, width, height, 0);
  const floorLike = (id: number) => isAutotile(id) && (autotileKind(id) === 16 || autotileKind(id) === 18);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const id = data[y * width + x];
      if (isAutotile(id) && id !== baseTileId(id) + autotileShapeAt(ground, x, y)) problems.push(`z0 (${x},${y}) shape ${id}`);
      if (data[4 * size + y * width + x] !== shadowAt(ground, x, y)) problems.push(`z4 (${x},${y}) shadow`);
      for (const z of [1, 2, 3]) {
        const upper = data[z * size + y * width + x];
        if (isAutotile(upper) && upper !== baseTileId(upper) + autotileShapeAt(mapLayer(data, width, height, z), x, y)) problems.push(`z${z} (${x},${y}) shape`);
      }
    }
  }
  // Walkable = floor without a blocking decoration; all of it reachable from the player; nothing else walkable.
  const reached = walkableFrom(data, width, height, FLAGS, engine.$gamePlayer.x, engine.$gamePlayer.y);
  const blocks = (tile: number) => [3, 2, 1].some((z) => {
    const flag = FLAGS[data[z * size + tile]];
    return data[z * size + tile] !== 0 && (flag & 0x10) === 0 && (flag & 0x0f) !== 0;
  });
  for (let tile = 0; tile < size; tile++) {
    const walkable = floorLike(data[tile]) && !blocks(tile);
    if (walkable !== (reached[tile] === 1)) problems.push(`(${tile % width},${Math.floor(tile / width)}) walkable ${walkable}, reached ${reached[tile]}`);
  }
  const standing = [[engine.$gamePlayer.x, engine.$gamePlayer.y], ...engine.$gameMap.events().map((event) => [event.x, event.y])];
  for (const [x, y] of standing) {
    if ([1, 2, 3].some((z) => data[(z * height + y) * width + x] !== 0)) problems.push(`a decoration at (${x},${y}) where someone stands`);
  }
  return problems.slice(0, 10);
}

function upperTiles(engine: EngineDouble): number {
  const map = engine.$dataMap!;
  const size = map.width * map.height;
  return map.data.slice(size, 4 * size).filter((id) => id !== 0).length;
}

describe("decorated dungeons through the hooks", () => {
  test("a painted palette: patches, decorations, shapes and shadows by the rules, every walkable tile reached", () => {
    const { engine, warnings } = play(caveWith("<Dungeon>\n<Dungeon Floor Decor Density: 6>", paintedPalette()));
    expect(warnings).toEqual([]);
    const data = engine.$dataMap!.data;
    const size = 68 * 64;
    expect(data.slice(0, size).some((id) => autotileKind(id) === 18)).toBe(true); // patches of dark ground
    const upper = new Set(data.slice(size, 4 * size).filter((id) => id !== 0));
    for (const id of [40, 48, 56, 187, 195, 1]) expect(upper.has(id)).toBe(true);
    expect(mapProblems(engine)).toEqual([]);
  });

  test("the same decorations after the menu, a battle and a load; a new dungeon on re-entry", () => {
    const { engine } = play(caveWith("<Dungeon>\n<Dungeon Stock Decorations: on>"));
    const first = engine.tilemapData!.slice();
    expect(upperTiles(engine)).toBeGreaterThan(0);
    engine.returnFromMenu();
    expect(engine.tilemapData).toEqual(first);
    engine.returnFromBattle();
    expect(engine.tilemapData).toEqual(first);
    engine.load(engine.save());
    expect(engine.tilemapData).toEqual(first);
    expect(mapProblems(engine)).toEqual([]);
  });

  test.each([1, 2, 3, 4, 5, 6])("stock decorations, seed run %i: the rules hold", (run) => {
    const { engine } = play(caveWith(`<Dungeon>\n<Dungeon Stock Decorations: on>\n<Dungeon Floor Decor Density: ${4 * run}>\n<Dungeon Floor Patches: ${2 * run}>`));
    expect(mapProblems(engine)).toEqual([]);
  });

  test("decorations never change the layout or where events and the player go", () => {
    // The same seed for both entries: the seed is drawn from Math.random on a new entry.
    const random = jest.spyOn(Math, "random").mockReturnValue(0.3);
    const plain = play(caveWith("<Dungeon>")).engine;
    const decorated = play(caveWith("<Dungeon>\n<Dungeon Stock Decorations: on>")).engine;
    random.mockRestore();
    const positions = (engine: EngineDouble) => [[engine.$gamePlayer.x, engine.$gamePlayer.y], ...engine.$gameMap.events().map((event) => [event.x, event.y])];
    expect(positions(decorated)).toEqual(positions(plain));
    const size = 68 * 64;
    const kindOf = (id: number) => (autotileKind(id) === 18 ? 16 : autotileKind(id));
    expect(decorated.tilemapData!.slice(0, size).map(kindOf)).toEqual(plain.tilemapData!.slice(0, size).map(kindOf));
    expect(upperTiles(plain)).toBe(0);
  });

  test("a transfer within the map onto a blocking decoration lands on the arrival tile instead", () => {
    const { engine } = play(caveWith("<Dungeon>\n<Dungeon Floor Decor: 40>\n<Dungeon Floor Decor Density: 10>"));
    const map = engine.$dataMap!;
    const size = map.width * map.height;
    const boulder = map.data.slice(2 * size, 3 * size).indexOf(40);
    expect(boulder).toBeGreaterThanOrEqual(0);
    const arrival = [engine.$gamePlayer.x, engine.$gamePlayer.y];
    engine.transfer(CAVE, boulder % map.width, Math.floor(boulder / map.width));
    expect([engine.$gamePlayer.x, engine.$gamePlayer.y]).toEqual(arrival);
    expect(engine.tileId(arrival[0], arrival[1], 2)).toBe(0);
    expect(mapProblems(engine)).toEqual([]);
  });

  test("a palette with a tile that is no tile id: one warning, the rest of the palette used", () => {
    const { engine, warnings } = play(caveWith("<Dungeon>", [...paintedPalette(), [19, 5, 0, FLOOR], [19, 5, 3, 12345]]));
    expect(warnings).toEqual([expect.stringMatching(/^RandomDungeons: Map 2: the palette \(rows 0–7\) holds tiles that are no tile ids: 0\/0\/12345 at \(19,5\); they are skipped$/)]);
    expect(upperTiles(engine)).toBeGreaterThan(0);
    expect(engine.$dataMap!.data.includes(12345)).toBe(false);
    engine.returnFromMenu();
    expect(warnings).toHaveLength(1); // said once per session
  });

  test("a bad note tag: one warning, the rest decorated", () => {
    const { engine, warnings } = play(caveWith("<Dungeon>\n<Dungeon Floor Decor: 40, nonsense>\n<Dungeon Floor Patches: 0>"));
    expect(warnings).toEqual([expect.stringMatching(/^RandomDungeons: Map 2: <Dungeon Floor Decor>: "nonsense" is not a decoration/)]);
    expect(upperTiles(engine)).toBeGreaterThan(0);
    expect(mapProblems(engine)).toEqual([]);
  });
});

describe("paintDecor: floor variants", () => {
  const GRAVEL_A5 = 1536 + 9; // a plain A5 tile: shapes nothing itself, but its neighbours' shapes change
  const VARIANTS = [DARK_GROUND, 3296, GRAVEL_A5];

  /** z0 of a small map: floor, void and wall bases by the cells given, every autotile shaped by the editor's rule. */
  function shapedGround(width: number, height: number, cells: number[]): number[] {
    const data = new Array(width * height * 6).fill(0);
    for (let tile = 0; tile < width * height; tile++) data[tile] = [FLOOR, FLOOR, VOID, WALL][cells[tile] % 4];
    const ground = mapLayer(data, width, height, 0);
    const shapes = data.slice(0, width * height).map((id, tile) => (isAutotile(id) ? id + autotileShapeAt(ground, tile % width, Math.floor(tile / width)) : id));
    shapes.forEach((id, tile) => (data[tile] = id));
    return data;
  }

  /**
   * Paints variants on the floor tiles `picks` chooses (every third floor tile stays plain) and
   * checks every z0 tile against the editor's rule read from the finished layer.
   */
  function variantsFollowTheRule(width: number, height: number, cells: number[], picks: number[], variants: number[]): void {
    const data = shapedGround(width, height, cells);
    const variantTiles: number[] = [];
    const chosen: number[] = [];
    for (let tile = 0; tile < width * height; tile++) {
      if (baseTileId(data[tile]) !== FLOOR || picks[tile] % 3 === 0) continue;
      variantTiles.push(tile);
      chosen.push(picks[tile] % variants.length);
    }
    const plan = {
      variantTiles: Int32Array.from(variantTiles),
      variants: Uint8Array.from(chosen),
      decorationTiles: new Int32Array(0),
      decorationKinds: new Uint8Array(0),
      decorationIndexes: new Int32Array(0),
      blockedTiles: new Int32Array(0),
    };
    paintDecor(data, width, height, plan, { variants, floor: [], wall: [], void: [] });
    const ground = mapLayer(data, width, height, 0);
    for (let tile = 0; tile < width * height; tile++) {
      const id = data[tile];
      const x = tile % width;
      const y = Math.floor(tile / width);
      const want = variantTiles.includes(tile) ? variants[chosen[variantTiles.indexOf(tile)]] : baseTileId(id);
      expect(baseTileId(id)).toBe(want);
      if (isAutotile(id) && autotileKind(id) !== autotileKind(WALL)) expect(id - baseTileId(id)).toBe(autotileShapeAt(ground, x, y));
    }
  }

  test("variant tiles anywhere on the floor (map edges, beside the void and walls, beside each other): every z0 shape as the editor's rule gives", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 8 }), fc.array(fc.nat(), { minLength: 72, maxLength: 72 }), fc.array(fc.nat(), { minLength: 72, maxLength: 72 }), (width, height, cells, picks) => {
        variantsFollowTheRule(width, height, cells, picks, VARIANTS);
      }),
      { numRuns: runs(60, 1000) },
    );
  });

  test("one variant, and maps wider than a 32-tile word (a window's rows in other words): every z0 shape as the editor's rule gives", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 70 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.nat(), { minLength: 420, maxLength: 420 }),
        fc.array(fc.nat(), { minLength: 420, maxLength: 420 }),
        fc.boolean(),
        (width, height, cells, picks, one) => {
          variantsFollowTheRule(width, height, cells, picks, one ? [DARK_GROUND] : VARIANTS);
        },
      ),
      { numRuns: runs(60, 1000) },
    );
  });

  test("a map painted after another sees none of the other's variants (the sets are emptied, by a fill or tile by tile)", () => {
    const [width, height] = [96, 8]; // three 32-tile words per row
    const floor = new Array(width * height).fill(0);
    const lone = (tile: number) => Array.from({ length: width * height }, (_, i) => (i === tile ? 1 : 0));
    for (const variants of [VARIANTS, [DARK_GROUND]]) {
      variantsFollowTheRule(width, height, floor, Array.from({ length: width * height }, (_, i) => (i % 3) + 1), variants); // every tile a variant
      // One lone variant tile, then its neighbour alone: every tile around each differs from it.
      variantsFollowTheRule(width, height, floor, lone(3 * width + 40), variants);
      variantsFollowTheRule(width, height, floor, lone(3 * width + 41), variants);
      variantsFollowTheRule(width, height, floor, lone(4 * width + 41), variants);
    }
  });
});

describe("decorateDungeon with every kind of piece", () => {
  const tilesets: unknown[] = [];
  tilesets[4] = stockDungeonTileset;
  // Several variants (an A2 ground, another, a plain A5 tile) and pieces of every size, autotiles among them.
  const values = {
    decorStock: "on",
    decorFloorVariants: "2912, 3296, 1545",
    decorFloorTiles: "32, 48/56, 200 201/208 209, 3152, 2912 2912/2912 2912",
    decorPatches: 30,
    decorFloorDensity: 8,
    decorVariantChance: 3,
  };

  test.each(["cells", "digger", "maze", "rooms", "nodes", "crawlers"])("layout %s: autotile pieces on the upper layers take the editor's shape on their layer", (layout) => {
    let shapedPieces = 0;
    for (const [width, height, seed] of [
      [68, 64, 1],
      [41, 37, 2],
    ]) {
      const result = generateDungeon(width, height, { layout, eventCount: 6 }, seed);
      if (!result.ok) throw new Error(result.reason);
      const { dungeon } = result;
      const events = [null, ...Array.from(dungeon.placements.tiles).filter((tile) => tile >= 0).map((tile, i) => ({ id: i + 1, x: tile % width, y: Math.floor(tile / width) }))];
      const map = { data: new Array(width * height * 6).fill(0), width, height, tilesetId: 4, events };
      const decor = readDungeonDecor(map as never, tilesets, STOCK_DUNGEON_TILES, values, () => {})!;
      paintDungeon(map.data, dungeon, { tiles: STOCK_DUNGEON_TILES, roomRegion: 1, corridorRegion: 2 });
      const plan = decorateDungeon(map as never, dungeon, decor)!;
      expect(new Set(plan.variants).size).toBeGreaterThan(1);
      for (let z = 1; z <= 3; z++) {
        const layer = mapLayer(map.data, width, height, z);
        for (let tile = 0; tile < width * height; tile++) {
          const id = map.data[z * width * height + tile];
          if (!isAutotile(id)) continue;
          shapedPieces++;
          expect(id - baseTileId(id)).toBe(autotileShapeAt(layer, tile % width, Math.floor(tile / width)));
        }
      }
    }
    expect(shapedPieces).toBeGreaterThan(0);
  });
});
