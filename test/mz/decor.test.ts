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
import { PARAMETERS, decorSettings, extractNoteMeta, mapSettings, parsePluginParameters } from "../../src/mz/settings";
import { DECOR_DEFAULTS, DECOR_RANGES, DecorOptions, DecorPlan } from "../../src/core/decor";
import { autotileKind, autotileShapeAt, baseTileId, isAutotile, mapLayer, shadowAt } from "../../src/mz/autotile";
import fc from "fast-check";
import { runs } from "../runs";
import {
  PALETTE_ROWS,
  decorateDungeon,
  paintDecor,
  parseDecorText,
  parseVariantText,
  readDungeonDecor,
  readPalette,
  stockPalette,
  keepPlayerOffDecorations,
  DecorPlayer,
  DecorTiles,
} from "../../src/mz/decor";
import { STOCK_DUNGEON_TILES, paintDungeon } from "../../src/mz/paint";
import { generateDungeon } from "../../src/core";
import { walkableFrom } from "./passability";
import stockDungeonTileset from "../fixtures/stock-dungeon-tileset.json";
import { mapData } from "./decor-map";
import { Dungeon } from "../../src/core/generate";

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
  const values = (extra: Record<string, string> = {}) => decorSettings(parsePluginParameters(extra, () => {}));
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
      lakeTiles: new Int32Array(0),
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
      const result = generateDungeon(width, height, { layout, content: [{ min: 6, max: 6 }] }, seed);
      if (!result.ok) throw new Error(result.reason);
      const { dungeon } = result;
      const events = [null, ...Array.from(dungeon.placements.tiles).filter((tile) => tile >= 0).map((tile, i) => ({ id: i + 1, x: tile % width, y: Math.floor(tile / width) }))];
      const map = { data: new Array(width * height * 6).fill(0), width, height, tilesetId: 4, events };
      const decor = readDungeonDecor(map as never, tilesets, STOCK_DUNGEON_TILES, decorSettings(values), () => {})!;
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

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Decoration at its edges: the ready-made choice for every stock cave, the rule-based fallback for
// a floor shape no mask gives, keeping the player off blocking decorations, and the palette's and
// note tags' edges.
describe("at the edges", () => {
  const DARK_GROUND = 2912;
  const A5 = 1536;


  function plan(parts: Partial<{ variantTiles: number[]; variants: number[]; decorationTiles: number[]; decorationKinds: number[]; decorationIndexes: number[]; blockedTiles: number[]; lakeTiles: number[] }>): DecorPlan {
    return {
      variantTiles: Int32Array.from(parts.variantTiles ?? []),
      variants: Uint8Array.from(parts.variants ?? []),
      decorationTiles: Int32Array.from(parts.decorationTiles ?? []),
      decorationKinds: Uint8Array.from(parts.decorationKinds ?? []),
      decorationIndexes: Int32Array.from(parts.decorationIndexes ?? []),
      blockedTiles: Int32Array.from(parts.blockedTiles ?? []),
      lakeTiles: Int32Array.from(parts.lakeTiles ?? []),
    };
  }

  /** A B–E piece written as rows of ids, each on z2 as the editor puts them. */
  function piece(rows: number[][]): DecorTiles {
    return { width: rows[0].length, height: rows.length, layers: rows.flat().flatMap((id) => [0, id, 0]) };
  }

  describe("the stock choice for every cave of Dungeon_A2", () => {
    const bones = [piece([[242]]), piece([[250]])];
    const wall = [piece([[1]]), piece([[9]]), piece([[8]]), piece([[187], [195]]), piece([[188], [196]]), piece([[176]])];
    // Per cave (its floor autotile): the dark ground of the same cave, then gravel (twice: it is the
    // commonest), a boulder, a tall rock and the cave's own extras, then bones.
    const caves: [floor: number, variants: number[], floor: number[][][]][] = [
      [2816, [2912], [[[32]], [[32]], [[40]], [[48], [56]], [[124]], [[216]], [[200, 201], [208, 209]]]], // dirt cave
      [2864, [2960], [[[36]], [[36]], [[44]], [[52], [60]]]], // grass maze
      [3200, [3296], [[[33]], [[33]], [[41]], [[49], [57]], [[120]], [[217]], [[202, 203], [210, 211]]]], // rock cave
      [3248, [3344], [[[37]], [[37]], [[45]], [[53], [61]]]], // crystal
      [3584, [3680], [[[34]], [[34]], [[42]], [[50], [58]]]], // lava cave
      [3632, [], [[[38]], [[38]], [[46]], [[54], [62]]]], // in body: no dark ground
      [3968, [4064], [[[35]], [[35]], [[43]], [[51], [59]], [[122]]]], // ice cave
      [4016, [], [[[39]], [[39]], [[47]], [[55], [63]]]], // demonic world: no dark ground
    ];

    test.each(caves)("floor %i: its variants, floor pieces (then bones) and the wall pieces", (floor, variants, floorPieces) => {
      // The floor template may hold any shape of the autotile: its kind decides.
      const tiles = { ...STOCK_DUNGEON_TILES, floorTile: floor + 46 };
      expect(stockPalette(tiles, STOCK_NAMES)).toEqual({ variants, floor: [...floorPieces.map(piece), ...bones], wall, void: [] });
    });

    test("another floor, or a tileset without both stock sheets, gets nothing", () => {
      const none = { variants: [], floor: [], wall: [], void: [] };
      expect(stockPalette({ ...STOCK_DUNGEON_TILES, floorTile: 2912 }, STOCK_NAMES)).toEqual(none);
      const onlyA2 = STOCK_NAMES.map((name, i) => (i === 5 ? "Other_B" : name));
      const onlyB = STOCK_NAMES.map((name, i) => (i === 1 ? "Other_A2" : name));
      expect(stockPalette(STOCK_DUNGEON_TILES, onlyA2)).toEqual(none);
      expect(stockPalette(STOCK_DUNGEON_TILES, onlyB)).toEqual(none);
    });
  });

  describe("paintDecor: a ring tile whose painted shape no mask gives (47) is reshaped from its neighbours", () => {
    // Shape 47 is the editor's palette picture, never a shape the rule gives: the painter never
    // writes it, but another plugin or a hand-edited map may. The fallback reads the neighbours.
    test("property: small maps of shape-47 floor, variants anywhere: every variant and ring tile takes the editor's shape", () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 6 }), fc.array(fc.nat({ max: 5 }), { minLength: 42, maxLength: 42 }), (width, height, picks) => {
          const data = new Array(width * height * 6).fill(0);
          // Some void (a floor-type autotile), some wall sides and plain A5 tiles (no floor shapes: left as they are).
          const others = [VOID, WALL + 5, A5 + 3];
          for (let tile = 0; tile < width * height; tile++) data[tile] = picks[tile] >= 3 ? others[picks[tile] - 3] : FLOOR + 47;
          const variantTiles = [];
          for (let tile = 0; tile < width * height; tile++) if (picks[tile] === 0) variantTiles.push(tile);
          paintDecor(data, width, height, plan({ variantTiles, variants: variantTiles.map(() => 0) }), { variants: [DARK_GROUND], floor: [], wall: [], void: [] });
          const ground = mapLayer(data, width, height, 0);
          for (let tile = 0; tile < width * height; tile++) {
            const x = tile % width;
            const y = Math.floor(tile / width);
            const nearVariant = variantTiles.some((v) => Math.abs((v % width) - x) <= 1 && Math.abs(Math.floor(v / width) - y) <= 1);
            const id = data[tile];
            if (picks[tile] >= 4) {
              expect(id).toBe(others[picks[tile] - 3]);
              continue;
            }
            if (baseTileId(id) === VOID) continue;
            if (nearVariant) expect([tile, id - baseTileId(id)]).toEqual([tile, autotileShapeAt(ground, x, y)]);
            else expect(id).toBe(FLOOR + 47); // untouched
          }
        }),
        { numRuns: 400 },
      );
    });

    test("a ring tile on the right edge does not see the next row's first tile, nor the left edge the row above's last", () => {
      // 3×3, all shape 47; a variant at (0, 1) only. (2, 0) is not beside it; (0, 0), (1, 0), (1, 1), (0, 2), (1, 2) are.
      const [width, height] = [3, 3];
      const data = new Array(width * height * 6).fill(0);
      for (let tile = 0; tile < width * height; tile++) data[tile] = FLOOR + 47;
      paintDecor(data, width, height, plan({ variantTiles: [3], variants: [0] }), { variants: [DARK_GROUND], floor: [], wall: [], void: [] });
      const ground = mapLayer(data, width, height, 0);
      for (const tile of [0, 1, 4, 6, 7]) expect(data[tile] - FLOOR).toBe(autotileShapeAt(ground, tile % width, Math.floor(tile / width)));
      // Beside the variant on one side only, with the map edge (same) on the others.
      expect(data[0] - FLOOR).not.toBe(0);
      for (const tile of [2, 5, 8]) expect(data[tile]).toBe(FLOOR + 47);
    });
  });

  describe("paintDecor: decorations", () => {
    test("a 2×2 piece lands on its four tiles, layer by layer; z3 too; zeros leave what was painted", () => {
      const [width, height] = [5, 4];
      const data = mapData(width, height, [[1, 1, 1, 7], [2, 1, 3, 9]]);
      const twoByTwo: DecorTiles = { width: 2, height: 2, layers: [11, 0, 0, 0, 12, 0, 0, 0, 13, 0, 14, 15] };
      paintDecor(data, width, height, plan({ decorationTiles: [1 * width + 1], decorationKinds: [0], decorationIndexes: [0] }), { variants: [], floor: [twoByTwo], wall: [], void: [] });
      const size = width * height;
      const at = (x: number, y: number, z: number) => data[z * size + y * width + x];
      expect([at(1, 1, 1), at(1, 1, 2), at(1, 1, 3)]).toEqual([11, 0, 0]);
      expect([at(2, 1, 1), at(2, 1, 2), at(2, 1, 3)]).toEqual([0, 12, 9]); // z1 and z3 left as painted (0 and 9)
      expect([at(1, 2, 1), at(1, 2, 2), at(1, 2, 3)]).toEqual([0, 0, 13]);
      expect([at(2, 2, 1), at(2, 2, 2), at(2, 2, 3)]).toEqual([0, 14, 15]);
      // Nothing else changed.
      const touched = new Set([1 * width + 1, 1 * width + 2, 2 * width + 1, 2 * width + 2]);
      for (let z = 1; z <= 3; z++) for (let tile = 0; tile < size; tile++) if (!touched.has(tile)) expect(data[z * size + tile]).toBe(tile === 1 * width + 1 && z === 1 ? 7 : 0);
    });

    test("an autotile piece takes its shape on its layer; a plain piece beside it is written as given", () => {
      const [width, height] = [4, 3];
      const data = mapData(width, height, []);
      const water = 2048; // A1 kind 0
      const pieces = [{ width: 1, height: 1, layers: [water + 30, 0, 0] }, piece([[40]])];
      paintDecor(data, width, height, plan({ decorationTiles: [4 + 1, 4 + 2, 8 + 1], decorationKinds: [0, 0, 0], decorationIndexes: [0, 0, 1] }), { variants: [], floor: pieces, wall: [], void: [] });
      const size = width * height;
      const z1 = mapLayer(data, width, height, 1);
      for (const tile of [5, 6]) expect(data[size + tile]).toBe(water + autotileShapeAt(z1, tile % width, Math.floor(tile / width)));
      expect(data[size + 5]).not.toBe(data[size + 6]); // two different ends of a two-tile pond
      expect(data[2 * size + 9]).toBe(40);
    });
  });

  describe("keepPlayerOffDecorations", () => {
    const dungeon = { width: 6, height: 5, arrival: 2 * 6 + 1 } as Dungeon;
    const blocked = plan({ blockedTiles: [1 * 6 + 3, 4 * 6 + 5, 2 * 6 + 0, 0 * 6 + 2] });

    class Player implements DecorPlayer {
      _newX = 0;
      _newY = 0;
      located: [number, number][] = [];
      constructor(public x: number, public y: number, private transferTo: number | null = null) {}
      isTransferring() {
        return this.transferTo !== null;
      }
      newMapId() {
        return this.transferTo ?? 0;
      }
      locate(x: number, y: number) {
        this.located.push([x, y]);
        this.x = x;
        this.y = y;
      }
    }

    test("standing on a blocking decoration: moved to the arrival; anywhere else, or without one, left alone", () => {
      const on = new Player(3, 1);
      keepPlayerOffDecorations(on, 7, dungeon, blocked);
      expect(on.located).toEqual([[1, 2]]);
      for (const [x, y] of [[5, 4], [0, 2], [2, 0]]) {
        const edge = new Player(x, y);
        keepPlayerOffDecorations(edge, 7, dungeon, blocked);
        expect([x, y, edge.located]).toEqual([x, y, [[1, 2]]]);
      }
      for (const [x, y] of [[2, 1], [4, 1], [3, 0], [3, 2], [0, 0], [5, 3]]) {
        const off = new Player(x, y);
        keepPlayerOffDecorations(off, 7, dungeon, blocked);
        expect(off.located).toEqual([]);
      }
    });

    test("positions that are no tile of the map never count as blocked", () => {
      // (9, 0) would be tile 9 = (3, 1) read as an index; (−3, 2) would be tile 9 too; (6, 1) tile 12 = (0, 2); 3.5 is no column.
      for (const [x, y] of [[9, 0], [-3, 2], [3.5, 1], [3, 1.5], [6, 1], [3, 5], [-1, 0], [0, -1], [NaN, 1], [-6, 3]]) {
        const off = new Player(x, y);
        keepPlayerOffDecorations(off, 7, dungeon, blocked);
        expect([x, y, off.located]).toEqual([x, y, []]);
      }
    });

    test("a transfer within this map onto a blocking decoration goes to the arrival; onto floor it stands", () => {
      const onto = new Player(0, 0, 7);
      onto._newX = 3;
      onto._newY = 1;
      keepPlayerOffDecorations(onto, 7, dungeon, blocked);
      expect([onto._newX, onto._newY, onto.located]).toEqual([1, 2, []]);
      const beside = new Player(3, 1, 7); // standing on one, but leaving for a free tile of this map
      beside._newX = 4;
      beside._newY = 1;
      keepPlayerOffDecorations(beside, 7, dungeon, blocked);
      expect([beside._newX, beside._newY, beside.located]).toEqual([4, 1, []]);
    });

    test("a transfer to another map leaves the new position alone; where the player stands still counts", () => {
      const away = new Player(3, 1, 8);
      away._newX = 3;
      away._newY = 1;
      keepPlayerOffDecorations(away, 7, dungeon, blocked);
      expect([away._newX, away._newY]).toEqual([3, 1]);
      expect(away.located).toEqual([[1, 2]]);
    });

    test("no plan, no blocking tiles, or no arrival: nothing moves", () => {
      for (const [p, d] of [
        [null, dungeon],
        [plan({}), dungeon],
        [blocked, { ...dungeon, arrival: -1 } as Dungeon],
      ] as [DecorPlan | null, Dungeon][]) {
        const on = new Player(3, 1, 7);
        on._newX = 3;
        on._newY = 1;
        keepPlayerOffDecorations(on, 7, d, p);
        expect([on._newX, on._newY, on.located]).toEqual([3, 1, []]);
      }
      // Arrival 0 is a tile like any other.
      const on = new Player(3, 1);
      keepPlayerOffDecorations(on, 7, { ...dungeon, arrival: 0 } as Dungeon, blocked);
      expect(on.located).toEqual([[0, 0]]);
    });
  });

  describe("readPalette's edges", () => {
    test("a map with no size, or data of another length, gives an empty palette and no problem", () => {
      const data = mapData(10, 9, [[4, 1, 0, DARK_GROUND]]);
      expect(readPalette(data, 0, 9, STOCK_DUNGEON_TILES)).toEqual({ palette: {}, problems: [] });
      expect(readPalette(data, 10, 0, STOCK_DUNGEON_TILES)).toEqual({ palette: {}, problems: [] });
      expect(readPalette(data.slice(1), 10, 9, STOCK_DUNGEON_TILES)).toEqual({ palette: {}, problems: [] });
      expect(readPalette(data, 10, 9, STOCK_DUNGEON_TILES).palette).toEqual({ variants: [DARK_GROUND] });
    });

    test("the fourth tile of row 0 is palette (only the three templates are skipped); row 8 is not", () => {
      const data = mapData(10, 10, [[3, 0, 0, DARK_GROUND], [0, PALETTE_ROWS, 0, FLOOR], [0, PALETTE_ROWS, 2, 40]]);
      expect(readPalette(data, 10, 10, STOCK_DUNGEON_TILES)).toEqual({ palette: { variants: [DARK_GROUND] }, problems: [] });
    });

    test("bad ground ids are named (null and undefined are just empty); bad upper layers too", () => {
      const data = mapData(10, 9, [[4, 1, 0, DARK_GROUND]]);
      data[1 * 10 + 5] = 9000;
      data[1 * 10 + 6] = null as unknown as number;
      data[1 * 10 + 7] = undefined as unknown as number;
      data[2 * 10 + 4] = FLOOR;
      data[2 * 90 + 2 * 10 + 4] = -5;
      const { palette, problems } = readPalette(data, 10, 9, STOCK_DUNGEON_TILES);
      expect(palette).toEqual({ variants: [DARK_GROUND] });
      expect(problems).toEqual(["the palette (rows 0–7) holds tiles that are no tile ids: 9000 at (5,1), 0/-5/0 at (4,2); they are skipped"]);
    });

    test("where a decoration goes, by what lies under it: wall, wall side → wall; void, nothing, wall top, roof → void; other ground → floor", () => {
      const wallSide = 6320; // A4 row 2: a wall side
      const wallTop = 5936; // A4 row 1: a wall top
      const roof = 4352; // A3 row 0: a roof
      const under = [WALL + 15, wallSide, VOID + 3, 0, wallTop, roof, DARK_GROUND, A5 + 3];
      const tiles: [number, number, number, number][] = [];
      under.forEach((ground, i) => tiles.push([3 + 2 * i, 2, 0, ground], [3 + 2 * i, 2, 2, 40 + i]));
      const { palette } = readPalette(mapData(20, 9, tiles), 20, 9, STOCK_DUNGEON_TILES);
      const ids = (list?: DecorTiles[]) => (list ?? []).map((decor) => decor.layers[1]);
      expect([ids(palette.wall), ids(palette.void), ids(palette.floor)]).toEqual([[40, 41], [42, 43, 44, 45], [46, 47]]);
    });

    test("pieces in the last column and the first column of the next row are two pieces, not one", () => {
      const width = 10;
      const data = mapData(width, 9, [[9, 2, 0, FLOOR], [9, 2, 2, 40], [0, 3, 0, FLOOR], [0, 3, 2, 32]]);
      const { palette, problems } = readPalette(data, width, 9, STOCK_DUNGEON_TILES);
      expect(problems).toEqual([]);
      expect(palette.floor).toEqual([piece([[40]]), piece([[32]])]);
    });

    test("a 3×3 block stays one piece; an L of three tiles and a 4×1 row are used tile by tile, named in one message", () => {
      const tiles: [number, number, number, number][] = [];
      for (let y = 1; y <= 3; y++) for (let x = 4; x <= 6; x++) tiles.push([x, y, 0, FLOOR], [x, y, 2, 200]);
      tiles.push([10, 1, 0, FLOOR], [10, 1, 2, 32], [10, 2, 0, FLOOR], [10, 2, 2, 32], [11, 2, 0, FLOOR], [11, 2, 2, 32]); // an L
      for (let x = 14; x <= 17; x++) tiles.push([x, 5, 0, WALL], [x, 5, 2, 1]); // 4 wide
      const { palette, problems } = readPalette(mapData(20, 9, tiles), 20, 9, STOCK_DUNGEON_TILES);
      expect(palette.floor!.map((decor) => `${decor.width}x${decor.height}`)).toEqual(["3x3", "1x1", "1x1", "1x1"]);
      expect(palette.wall).toHaveLength(4);
      expect(problems).toEqual([
        "palette decorations that touch make one decoration of at most 3×3 filled tiles; 3 tiles at (10,1), 4 tiles at (14,5) are used tile by tile (leave a free tile between decorations)",
      ]);
    });
  });

  describe("note tags' edges", () => {
    test("decorations: ids from 1536 on go on z1; separators; sizes up to 3×3; every problem named", () => {
      const { decorations, problems } = parseDecorText(" 1536 ,1535, 1 2 3/4 5 6/7 8 9,, 1+2 ", "<T>");
      expect(decorations).toEqual([
        { width: 1, height: 1, layers: [1536, 0, 0] },
        { width: 1, height: 1, layers: [0, 1535, 0] },
        { width: 3, height: 3, layers: [1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((id) => [0, id, 0]) },
        { width: 2, height: 1, layers: [0, 1, 0, 0, 2, 0] },
      ]);
      expect(problems).toEqual([]);
      const bad = parseDecorText("1 2 3 4, 1/2/3/4, 1 2/3, 0 0, 40 9000, x", "<Dungeon Floor Decor>");
      expect(bad.decorations).toEqual([]);
      expect(bad.problems).toEqual(
        ["1 2 3 4", "1/2/3/4", "1 2/3", "0 0", "40 9000", "x"].map(
          (entry) => `<Dungeon Floor Decor>: "${entry}" is not a decoration (tile ids 0–8191, up to 3 per row and 3 rows: "48/56", "200 201/208 209"); it is skipped`,
        ),
      );
      expect(parseDecorText("0 40", "<T>").decorations).toEqual([{ width: 2, height: 1, layers: [0, 0, 0, 0, 40, 0] }]);
    });

    test("variants: the first and last A5 tile, A1 water and the last A2 tile count; A3, a waterfall (A1 kind 5), the dungeon's own three and text do not", () => {
      const ok = [A5, 2047, 2048, 4351, 2912 + 5];
      expect(parseVariantText(ok.join(","), STOCK_DUNGEON_TILES)).toEqual({ variants: [A5, 2047, 2048, 4304, 2912], problems: [] });
      const bad = ["1535", "4352", "2288", "2816", "5888", "6272", "6300", "12x", "x12", "-3", "9000"];
      const { variants, problems } = parseVariantText(bad.join(", "), STOCK_DUNGEON_TILES);
      expect(variants).toEqual([]);
      expect(problems).toEqual(
        bad.map((entry) => `<Dungeon Floor Variants>: "${entry}" is not a ground tile other than the void, floor and wall (A1/A2 ground autotiles, A5 tiles); it is skipped`),
      );
    });
  });

  describe("readDungeonDecor's warnings and choices", () => {
    const tilesets: unknown[] = [];
    tilesets[4] = stockDungeonTileset;
    const blankMap = () => ({ data: mapData(20, 15, []), width: 20, height: 15, tilesetId: 4 });

    function read(values: Record<string, unknown>, map = blankMap(), sets: unknown = tilesets) {
      const warnings: string[] = [];
      const decor = readDungeonDecor(map, sets, STOCK_DUNGEON_TILES, decorSettings(values), (message) => warnings.push(message));
      return { decor, warnings };
    }

    test("a tag with no usable entry warns twice (the entry, then that none is left) and falls back", () => {
      const { decor, warnings } = read({ decorStock: "on", decorFloorTiles: "9000", decorFloorVariants: "x" });
      expect(warnings).toEqual([
        '<Dungeon Floor Variants>: "x" is not a ground tile other than the void, floor and wall (A1/A2 ground autotiles, A5 tiles); it is skipped',
        '<Dungeon Floor Decor>: "9000" is not a decoration (tile ids 0–8191, up to 3 per row and 3 rows: "48/56", "200 201/208 209"); it is skipped',
        "<Dungeon Floor Decor> gives no usable decoration; using the palette's or none",
      ]);
      expect(decor!.palette.variants).toEqual([DARK_GROUND]); // the stock choice
      expect(decor!.palette.floor).toHaveLength(9);
    });

    test("tiles without a sheet in this tileset are named and skipped, kind by kind", () => {
      const noB = stockDungeonTileset.tilesetNames.map((name, i) => (i === 4 || i === 5 ? "" : name));
      const sets: unknown[] = [];
      sets[4] = { ...stockDungeonTileset, tilesetNames: noB };
      const { decor, warnings } = read({ decorFloorTiles: "40, 3152", decorFloorVariants: "3296, 1536" }, blankMap(), sets);
      // Without Dungeon_A5 and Dungeon_B: the A5 variant and the B piece have no image; A2 ones stay.
      expect(warnings).toEqual(["floor variants 1536 have no image in this tileset; they are skipped", "floor decorations skipped: 40 (no image in this tileset)"]);
      expect(decor!.palette).toEqual({ variants: [3296], floor: [{ width: 1, height: 1, layers: [3152, 0, 0] }], wall: [], void: [] });
    });

    test("a floor variant the tileset marks impassable (an impassable Dungeon A2 ground) makes lakes: listed after the walkable ones, no warning", () => {
      const sets: unknown[] = [];
      sets[4] = stockDungeonTileset;
      const { decor, warnings } = read({ decorFloorVariants: "3008, 3296" }, blankMap(), sets);
      expect(warnings).toEqual([]);
      expect(decor!.palette.variants).toEqual([3296, 3008]);
      expect(decor!.shapes).toMatchObject({ variantCount: 1, lakeCount: 1 });
    });

    test("no tileset data at all: nothing is drawable, nothing drawn, no throw", () => {
      for (const sets of [null, [], [null, null, null, null, null], "x"]) {
        const { decor } = read({ decorStock: "on", decorFloorTiles: "40" }, blankMap(), sets);
        expect(decor).toBeNull();
      }
    });

    test("unknown flags count a piece as blocking; star layers pass the decision down", () => {
      const sets: unknown[] = [];
      // Tile 40 without flags; tile 48 a star over nothing.
      const flags = FLAGS.slice(0, 40);
      sets[4] = { ...stockDungeonTileset, flags };
      const { decor } = read({ decorFloorTiles: "40, 32" }, blankMap(), sets);
      expect(decor!.shapes.floor.map((shape) => Array.from(shape.blocking))).toEqual([[1], [FLAGS[32] & 0x0f ? 1 : 0]]);
      const stock = read({ decorFloorTiles: "48/56, 32" });
      // The tall rock: a star top (walkable under) over a blocking foot; gravel is walkable.
      expect(stock.decor!.shapes.floor.map((shape) => Array.from(shape.blocking))).toEqual([[0, 1], [0]]);
    });

    test("a wall piece one could walk on is dropped; a blocking one kept", () => {
      const { decor, warnings } = read({ decorWallTiles: "32, 1" });
      expect(warnings).toEqual(["wall decorations skipped: 32 (walkable: it would open the wall)"]);
      expect(decor!.palette.wall).toEqual([piece([[1]])]);
    });
  });

  describe("more of the palette, the tags and the tileset's flags", () => {
    const tilesets: unknown[] = [];
    tilesets[4] = stockDungeonTileset;
    const mapWith = (tiles: [number, number, number, number][] = []) => ({ data: mapData(20, 15, tiles), width: 20, height: 15, tilesetId: 4 });
    function read(values: Record<string, unknown>, map = mapWith(), sets: unknown = tilesets, tiles = STOCK_DUNGEON_TILES) {
      const warnings: string[] = [];
      const decor = readDungeonDecor(map, sets, tiles, decorSettings(values), (message) => warnings.push(message));
      return { decor, warnings };
    }

    test("every option reaches the plan's options by its parameter name", () => {
      const options = { decorPatches: 9, decorPatchRadius: 5, decorPatchChance: 55, decorPatchSmoothing: 3, decorVariantChance: 4, decorFloorDensity: 6, decorWallDensity: 7, decorVoidDensity: 8 };
      const { decor, warnings } = read({ decorStock: "on", ...options });
      expect(warnings).toEqual([]);
      expect(decor!.options).toEqual(options);
    });

    test("the void tag is read; bad wall and void tags are named by their own tag", () => {
      const { decor, warnings } = read({ decorVoidDensity: 2, decorVoidTiles: "40", decorWallTiles: "x" });
      expect(decor!.palette.void).toEqual([piece([[40]])]);
      expect(warnings).toEqual([
        '<Dungeon Wall Decor>: "x" is not a decoration (tile ids 0–8191, up to 3 per row and 3 rows: "48/56", "200 201/208 209"); it is skipped',
        "<Dungeon Wall Decor> gives no usable decoration; using the palette's or none",
      ]);
      expect(read({ decorVoidDensity: 2, decorVoidTiles: "9000" }).warnings[1]).toBe("<Dungeon Void Decor> gives no usable decoration; using the palette's or none");
    });

    test("empty and blank tags are no tags: no warning, the next source is used", () => {
      for (const blank of ["", "   "]) {
        const { decor, warnings } = read({ decorStock: "on", decorFloorTiles: blank, decorFloorVariants: blank });
        expect(warnings).toEqual([]);
        expect(decor!.palette.floor).toHaveLength(9);
        expect(decor!.palette.variants).toEqual([DARK_GROUND]);
      }
    });

    test("variant tags: empty entries are skipped silently, the same base once, wall tops are no variants", () => {
      expect(parseVariantText("2912, ,2912,2958", STOCK_DUNGEON_TILES)).toEqual({ variants: [DARK_GROUND], problems: [] });
      expect(parseVariantText("5936", STOCK_DUNGEON_TILES).variants).toEqual([]);
      // The dungeon's own void and wall, whatever they are, are no variants either.
      const custom = { floorTile: FLOOR, voidTile: DARK_GROUND, wallTile: 3296 };
      expect(parseVariantText("2912, 3296, 3200", custom).variants).toEqual([3200]);
    });

    test("decoration tags: a trailing + or space makes no extra column", () => {
      expect(parseDecorText("40+, 32 ", "<T>").decorations).toEqual([piece([[40]]), piece([[32]])]);
    });

    test("a void piece one could walk on is dropped with a void warning; six missing pieces are named five at a time", () => {
      const { warnings } = read({ decorVoidDensity: 2, decorVoidTiles: "32, 40" });
      expect(warnings).toEqual(["void decorations skipped: 32 (walkable: it would open the void)"]);
      const noB = stockDungeonTileset.tilesetNames.map((name, i) => (i === 5 ? 7 : name));
      const sets: unknown[] = [];
      sets[4] = { ...stockDungeonTileset, tilesetNames: noB };
      const many = read({ decorFloorTiles: "32, 33, 34, 35, 36, 37", decorFloorVariants: "1536, 1537" }, mapWith(), sets);
      expect(many.warnings).toEqual(["floor decorations skipped: 32 (no image in this tileset), 33 (no image in this tileset), 34 (no image in this tileset), 35 (no image in this tileset), 36 (no image in this tileset)"]);
      const noA5 = stockDungeonTileset.tilesetNames.map((name, i) => (i === 4 ? null : name));
      sets[4] = { ...stockDungeonTileset, tilesetNames: noA5 };
      expect(read({ decorFloorTiles: "32", decorFloorVariants: "1536, 1537" }, mapWith(), sets).warnings).toEqual(["floor variants 1536, 1537 have no image in this tileset; they are skipped"]);
    });

    test("what blocks: the first layer from z3 down without the star decides; z1 decides alone; every tile of a piece counts", () => {
      // Painted in the palette: a boulder (z2) under a star tile (z3); an A5 block on z1 alone; an A5 floor on z1 alone.
      const { decor } = read({ decorFloorDensity: 3 }, mapWith([[4, 2, 0, FLOOR], [4, 2, 2, 40], [4, 2, 3, 48], [6, 2, 0, FLOOR], [6, 2, 1, 1536], [8, 2, 0, FLOOR], [8, 2, 1, 1540], [10, 2, 0, FLOOR], [10, 2, 3, 48]]));
      expect(decor!.palette.floor.map((d) => d.layers)).toEqual([[0, 40, 48], [1536, 0, 0], [1540, 0, 0], [0, 0, 48]]);
      expect(decor!.shapes.floor.map((shape) => Array.from(shape.blocking))).toEqual([[1], [1], [0], [0]]);
      // On a wall: a star alone opens nothing and is kept; a fissure over gravel (walkable second tile) is dropped.
      const wall = read({ decorWallTiles: "48, 187/32, 32/187" });
      expect(wall.decor!.palette.wall).toEqual([piece([[48]])]);
      expect(wall.warnings).toEqual(["wall decorations skipped: 187 (walkable: it would open the wall), 32 (walkable: it would open the wall)"]);
    });

    test("decorations only on z1 or only on z3 are palette pieces too", () => {
      const { palette } = readPalette(mapData(20, 9, [[4, 2, 0, FLOOR], [4, 2, 1, 1536], [6, 2, 0, FLOOR], [6, 2, 3, 48]]), 20, 9, STOCK_DUNGEON_TILES);
      expect(palette.floor!.map((d) => d.layers)).toEqual([[1536, 0, 0], [0, 0, 48]]);
    });

    test("with other template tiles: a piece over the dungeon's wall tile goes on walls, over its void tile on the void", () => {
      const custom = { floorTile: FLOOR, voidTile: A5 + 1, wallTile: A5 + 2 };
      const { palette } = readPalette(mapData(20, 9, [[4, 2, 0, A5 + 2], [4, 2, 2, 1], [6, 2, 0, A5 + 1], [6, 2, 2, 40], [8, 2, 0, A5 + 3], [8, 2, 2, 32]]), 20, 9, custom);
      expect([palette.wall, palette.void, palette.floor]).toEqual([[piece([[1]])], [piece([[40]])], [piece([[32]])]]);
    });

    test("touching groups: a 1×4 column is used tile by tile; a U shape is one group of 5; more than three groups name three", () => {
      const tiles: [number, number, number, number][] = [];
      for (let y = 1; y <= 4; y++) tiles.push([2, y, 0, WALL], [2, y, 2, 180 + y]); // a 1×4 column of wall pieces
      for (const [x, y] of [[5, 1], [5, 2], [6, 2], [7, 2], [7, 1]]) tiles.push([x, y, 0, FLOOR], [x, y, 2, 32]); // a U
      tiles.push([10, 1, 0, FLOOR], [10, 1, 2, 32], [11, 1, 0, FLOOR], [11, 1, 2, 32], [12, 1, 0, FLOOR], [12, 1, 2, 32], [13, 1, 0, FLOOR], [13, 1, 2, 32]); // 4×1
      tiles.push([15, 1, 0, FLOOR], [15, 1, 2, 33], [15, 2, 0, FLOOR], [15, 2, 2, 34], [16, 2, 0, FLOOR], [16, 2, 2, 35]); // an L
      const { palette, problems } = readPalette(mapData(20, 9, tiles), 20, 9, STOCK_DUNGEON_TILES);
      expect(palette.wall).toEqual([181, 182, 183, 184].map((id) => piece([[id]])));
      expect(palette.floor!.slice(-3)).toEqual([piece([[33]]), piece([[34]]), piece([[35]])]);
      expect(problems).toEqual([
        "palette decorations that touch make one decoration of at most 3×3 filled tiles; 4 tiles at (2,1), 5 tiles at (5,1), 4 tiles at (10,1) are used tile by tile (leave a free tile between decorations)",
      ]);
    });

    test("decorateDungeon without decorations changes nothing and gives no plan", () => {
      const data = mapData(4, 3, [[1, 1, 0, FLOOR]]);
      const before = [...data];
      expect(decorateDungeon({ data, events: [], width: 4, height: 3 } as never, {} as Dungeon, null)).toBeNull();
      expect(data).toEqual(before);
    });
  });

  describe("the palette's last edges", () => {
    test("a variant painted on row 8 is not palette; six bad ids are named five at a time", () => {
      const below = mapData(10, 10, [[0, PALETTE_ROWS, 0, DARK_GROUND]]);
      expect(readPalette(below, 10, 10, STOCK_DUNGEON_TILES)).toEqual({ palette: {}, problems: [] });
      const data = mapData(10, 9, []);
      for (let x = 3; x < 9; x++) data[10 + x] = 9000 + x;
      expect(readPalette(data, 10, 9, STOCK_DUNGEON_TILES).problems).toEqual([
        "the palette (rows 0–7) holds tiles that are no tile ids: 9003 at (3,1), 9004 at (4,1), 9005 at (5,1), 9006 at (6,1), 9007 at (7,1); they are skipped",
      ]);
    });

    test("a tileset whose sheet names are no list draws nothing, not even A1", () => {
      const sets: unknown[] = [];
      sets[4] = { ...stockDungeonTileset, tilesetNames: "Dungeon_A1" };
      const warnings: string[] = [];
      const decor = readDungeonDecor({ data: mapData(20, 15, []), width: 20, height: 15, tilesetId: 4 }, sets, STOCK_DUNGEON_TILES, decorSettings({ decorFloorTiles: "2048" }), (message) => warnings.push(message));
      expect(decor).toBeNull();
      expect(warnings).toEqual(["floor decorations skipped: 2048 (no image in this tileset)"]);
    });
  });
});
