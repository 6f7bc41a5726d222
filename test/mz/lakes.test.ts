/**
 * Lakes on MZ maps (src/mz/decor.ts): a floor variant the tileset marks impassable (water, lava)
 * is drawn as lakes with the editor's autotile shapes; the engine double's passability
 * (passability.ts, the stock Dungeon tileset's flags) finds them impassable and every other floor
 * tile reachable from the player, with no one standing in or beside a lake; a warning only when a
 * palette asks for lakes and none fits.
 */
import type { Engine } from "../../src/mz/engine";
import { readFileSync } from "fs";
import { join } from "path";
import { EngineDouble, MapJson } from "./engine-double";
import { installHooks } from "../../src/mz/hooks";
import { createConsoleLogger } from "../../src/mz/log";
import { decorSettings, parsePluginParameters } from "../../src/mz/settings";
import { TILE_ID_A2, TILE_ID_A3, autotileShapeAt, baseTileId, isAutotile, mapLayer } from "../../src/mz/autotile";
import { DecorPlayer, decorateDungeon, keepPlayerOffDecorations, readDungeonDecor } from "../../src/mz/decor";
import { STOCK_DUNGEON_TILES, paintDungeon } from "../../src/mz/paint";
import { DecorPlan } from "../../src/core/decor";
import { Dungeon, LAYOUTS, generateDungeon } from "../../src/core";
import { DIRECTIONS, isPassable, walkableFrom } from "./passability";
import { gridOf, layoutOf } from "../core/pictures";
import stockDungeonTileset from "../fixtures/stock-dungeon-tileset.json";
import { mapData } from "./decor-map";

const SAMPLE_DATA = join(__dirname, "..", "..", "sample-project", "data");
const HUB = 1;
const CAVE = 2;
const FLAGS: number[] = stockDungeonTileset.flags;
const FLOOR = 2816;
const VOID = 5888;
const WALL = 6272;
/** Dungeon_A1's water (impassable in the stock tileset), and Dungeon_A2's dark ground (walkable). */
const WATER = 2048;
const DARK_GROUND = 2912;
const TILESETS: unknown[] = [null, null, null, null, stockDungeonTileset];

function caveWith(note: string, tiles: [number, number, number, number][] = []): MapJson {
  const cave = JSON.parse(readFileSync(join(SAMPLE_DATA, "Map002.json"), "utf8")) as MapJson;
  cave.note = note;
  cave.data = mapData(cave.width, cave.height, tiles);
  return cave;
}

function play(cave: MapJson) {
  const files = new Map([
    [HUB, readFileSync(join(SAMPLE_DATA, "Map001.json"), "utf8")],
    [CAVE, JSON.stringify(cave)],
  ]);
  const engine = new EngineDouble(files);
  const warnings: string[] = [];
  const log = createConsoleLogger({ warn: (message: string) => warnings.push(message) });
  installHooks(engine as unknown as Engine, parsePluginParameters({}, log.warn), log);
  engine.newGame(HUB, 8, 6);
  engine.transfer(CAVE, 0, 0);
  return { engine, warnings };
}

/** A palette that names water (and dark ground) as floor variants, painted in the palette rows. */
const WATER_PALETTE: [number, number, number, number][] = [
  [0, 0, 0, VOID], [1, 0, 0, FLOOR], [2, 0, 0, WALL], // template tiles
  [4, 1, 0, WATER],
  [6, 1, 0, DARK_GROUND],
];

/** An A2 ground tile: the dungeon's floor and its walkable variants (walls are A4, the void A4 or A5). */
function isGround(id: number): boolean {
  return id >= TILE_ID_A2 && id < TILE_ID_A3;
}

/** The lake rules on a painted map, as problems: water impassable, shaped as the editor would, every other floor tile reached, no one in or beside water. */
function lakeProblems(data: number[], width: number, height: number, from: [number, number], standing: [number, number][]): { problems: string[]; water: number } {
  const problems: string[] = [];
  const ground = mapLayer(data, width, height, 0);
  const isWater = (tile: number) => baseTileId(data[tile]) === WATER;
  const reached = walkableFrom(data, width, height, FLAGS, from[0], from[1]);
  let water = 0;
  for (let tile = 0; tile < width * height; tile++) {
    const x = tile % width;
    const y = Math.floor(tile / width);
    const id = data[tile];
    if (isAutotile(id) && id !== baseTileId(id) + autotileShapeAt(ground, x, y)) problems.push(`z0 (${x},${y}) shape ${id}`);
    const walkableSomeWay = DIRECTIONS.some((d) => isPassable(data, width, height, FLAGS, x, y, d));
    if (isWater(tile)) {
      water++;
      if (walkableSomeWay) problems.push(`water at (${x},${y}) can be walked on`);
      if (reached[tile]) problems.push(`water at (${x},${y}) reached`);
    } else if (isGround(id) && walkableSomeWay && !reached[tile]) {
      problems.push(`floor at (${x},${y}) cut off`);
    }
  }
  for (const [x, y] of standing) {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx >= 0 && ny >= 0 && nx < width && ny < height && isWater(ny * width + nx)) problems.push(`water at (${nx},${ny}) beside someone at (${x},${y})`);
      }
    }
  }
  return { problems: problems.slice(0, 10), water };
}

describe("lakes through the hooks", () => {
  test("a palette that paints water gives lakes: impassable, shaped, every other floor tile reachable, no one in or beside them; no warning", () => {
    const { engine, warnings } = play(caveWith("<Dungeon>\n<Dungeon Floor Patches: 12>", WATER_PALETTE));
    expect(warnings).toEqual([]);
    const map = engine.$dataMap!;
    const standing: [number, number][] = [[engine.$gamePlayer.x, engine.$gamePlayer.y], ...engine.$gameMap.events().map((event) => [event.x, event.y] as [number, number])];
    const { problems, water } = lakeProblems(map.data, map.width, map.height, [engine.$gamePlayer.x, engine.$gamePlayer.y], standing);
    expect(problems).toEqual([]);
    expect(water).toBeGreaterThan(0);
    // Patches of the walkable variant are still drawn beside the lakes.
    expect(map.data.slice(0, map.width * map.height).some((id) => baseTileId(id) === DARK_GROUND)).toBe(true);
  });

  test("the same lakes after a load", () => {
    const { engine } = play(caveWith("<Dungeon>", WATER_PALETTE));
    const first = engine.tilemapData!.slice();
    expect(engine.$dataMap!.data.some((id) => baseTileId(id) === WATER)).toBe(true);
    engine.load(engine.save());
    expect(engine.tilemapData).toEqual(first);
  });
});

describe("lakes on every layout", () => {
  test.each(LAYOUTS.map((layout) => [layout.name] as const))("layout %s: water lakes are impassable and the floor stays connected", (layout) => {
    let water = 0;
    for (const [width, height, seed] of [
      [68, 64, 1],
      [90, 70, 2],
    ]) {
      const result = generateDungeon(width, height, { layout, content: [{ min: 8, max: 8 }] }, seed);
      if (!result.ok) throw new Error(result.reason);
      const { dungeon } = result;
      const standing = Array.from(dungeon.placements.tiles).filter((tile) => tile >= 0).map((tile): [number, number] => [tile % width, Math.floor(tile / width)]);
      const events = [null, ...standing.map(([x, y], i) => ({ id: i + 1, x, y }))];
      const map = { data: new Array(width * height * 6).fill(0), width, height, tilesetId: 4, events };
      const warnings: string[] = [];
      const decor = readDungeonDecor(map as never, TILESETS, STOCK_DUNGEON_TILES, decorSettings({ decorFloorVariants: `${WATER}`, decorPatches: 15 }), (message) => warnings.push(message))!;
      paintDungeon(map.data, dungeon, { tiles: STOCK_DUNGEON_TILES, roomRegion: 1, corridorRegion: 2 });
      decorateDungeon(map as never, dungeon, decor, (message) => warnings.push(message));
      expect(warnings).toEqual([]);
      const arrival: [number, number] = [dungeon.arrival % width, Math.floor(dungeon.arrival / width)];
      const checked = lakeProblems(map.data, width, height, arrival, [arrival, ...standing]);
      expect(checked.problems).toEqual([]);
      water += checked.water;
    }
    expect(water).toBeGreaterThan(0);
  });
});

describe("when no lake fits", () => {
  // One-tile passages and a small room ringed by walls: every floor tile has a wall beside it.
  const grid = gridOf([
    "###########",
    "#.........#",
    "#.#######.#",
    "#.........#",
    "###########",
  ]);
  const dungeon = { grid, layout: layoutOf(grid), arrival: 1 + 11, seed: 5, width: 11, height: 5 } as unknown as Dungeon;

  function decorate(values: Record<string, unknown>) {
    const map = { data: new Array(11 * 5 * 6).fill(0), width: 11, height: 5, tilesetId: 4, events: [] };
    const warnings: string[] = [];
    const decor = readDungeonDecor(map as never, TILESETS, STOCK_DUNGEON_TILES, decorSettings(values), (message) => warnings.push(message));
    const plan = decorateDungeon(map as never, dungeon, decor, (message) => warnings.push(message));
    return { plan, warnings, data: map.data };
  }

  test("a palette asking for lakes that cannot fit warns once, naming the tile; nothing is drawn", () => {
    const { plan, warnings, data } = decorate({ decorFloorVariants: `${WATER}` });
    expect(plan!.lakeTiles.length).toBe(0);
    expect(data.some((id) => baseTileId(id) === WATER)).toBe(false);
    expect(warnings).toEqual([
      `floor variants ${WATER} cannot be walked on in this tileset (water, lava, …), so they make lakes, but no lake fits this dungeon: each would cut the floor apart or touch a wall, an event, the arrival or a doorway; none is drawn`,
    ]);
  });

  test("no warning when no lake is asked for: Floor Patches 0, or only walkable variants", () => {
    expect(decorate({ decorFloorVariants: `${WATER}`, decorPatches: 0, decorFloorTiles: "32" }).warnings).toEqual([]);
    expect(decorate({ decorFloorVariants: `${DARK_GROUND}` }).warnings).toEqual([]);
  });
});

describe("keepPlayerOffDecorations and lakes", () => {
  const dungeon = { width: 6, height: 5, arrival: 2 * 6 + 1 } as Dungeon;
  const plan: DecorPlan = {
    variantTiles: Int32Array.of(3 * 6 + 4),
    variants: Uint8Array.of(0),
    decorationTiles: new Int32Array(0),
    decorationKinds: new Uint8Array(0),
    decorationIndexes: new Int32Array(0),
    blockedTiles: new Int32Array(0),
    lakeTiles: Int32Array.of(3 * 6 + 4),
  };

  function player(x: number, y: number): DecorPlayer & { located: [number, number][] } {
    return {
      x,
      y,
      _newX: 0,
      _newY: 0,
      located: [],
      isTransferring: () => false,
      newMapId: () => 0,
      locate(this: DecorPlayer & { located: [number, number][] }, nx: number, ny: number) {
        this.located.push([nx, ny]);
      },
    };
  }

  test("a player standing in a lake (a save from before lakes) goes to the arrival; one beside it stays", () => {
    const inLake = player(4, 3);
    keepPlayerOffDecorations(inLake, 7, dungeon, plan);
    expect(inLake.located).toEqual([[1, 2]]);
    const beside = player(3, 3);
    keepPlayerOffDecorations(beside, 7, dungeon, plan);
    expect(beside.located).toEqual([]);
  });
});
