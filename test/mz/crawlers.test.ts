/**
 * A crawlers map (<Dungeon Layout: crawlers>) through the real hooks and the engine double: the
 * structure painted with the two regions reaches the core (kept floor stays floor, structural walls
 * stay walls), through entry, menu, battle, save/load, project update and re-entry; the style
 * (<Dungeon Crawler Style: NAME>) is the base of the crawler options, below note tags and changed
 * parameters; structure.ts reads the region layer.
 */
import type { Engine } from "../../src/mz/engine";
import { readFileSync } from "fs";
import { createHash } from "crypto";
import { join } from "path";
import { EngineDouble, MapJson } from "./engine-double";
import { installHooks } from "../../src/mz/hooks";
import { createConsoleLogger } from "../../src/mz/log";
import { DEFAULT_VALUES, ParameterValues, mapNoteMeta, mapSettings, parsePluginParameters } from "../../src/mz/settings";
import { readStructure } from "../../src/mz/structure";
import { dungeonRequest } from "../../src/mz/request";
import { autotileKind } from "../../src/mz/autotile";
import { StructureMark, generateDungeon, isFloor } from "../../src/core";
import { CRAWLERS_DEFAULTS, CRAWLER_STYLES } from "../../src/core/layout/crawlers";
import { walkableFrom } from "./passability";

const SAMPLE_DATA = join(__dirname, "..", "..", "sample-project", "data");
const HUB = 1;
const DUNGEON = 2;
const REGION_LAYER = 5;
const FLOOR_REGION = 61;
const WALL_REGION = 62;

/** The 68×64 sample cave (5 events) with a crawlers note and painted structure. */
interface Painted {
  json: string;
  map: MapJson;
  floor: number[];
  walls: number[];
}

function paintedCave(note: string, floorRegion = FLOOR_REGION, wallRegion = WALL_REGION): Painted {
  const map: MapJson = JSON.parse(readFileSync(join(SAMPLE_DATA, "Map002.json"), "utf8"));
  map.note = note;
  const { width, height } = map;
  const floor: number[] = [];
  const walls: number[] = [];
  const region = (x: number, y: number, id: number, into: number[]) => {
    map.data[(REGION_LAYER * height + y) * width + x] = id;
    into.push(y * width + x);
  };
  // A kept hall in the middle and a structural wall across the lower half (three rows, face and ceiling).
  for (let y = 26; y < 34; y++) for (let x = 28; x < 40; x++) region(x, y, floorRegion, floor);
  for (let y = 44; y < 47; y++) for (let x = 6; x < 44; x++) region(x, y, wallRegion, walls);
  return { json: JSON.stringify(map), map, floor, walls };
}

function setup(dungeon: string, rawParameters: Record<string, string> = {}) {
  const engine = new EngineDouble(new Map([[HUB, readFileSync(join(SAMPLE_DATA, "Map001.json"), "utf8")], [DUNGEON, dungeon]]));
  const warnings: string[] = [];
  const log = createConsoleLogger({ warn: (message: string) => warnings.push(message) });
  const parameters = parsePluginParameters(rawParameters, log.warn);
  installHooks(engine as unknown as Engine, parameters, log);
  return { engine, warnings, parameters };
}

const isFloorTile = (engine: EngineDouble, tile: number) => {
  const width = engine.$dataMap!.width;
  return autotileKind(engine.tileId(tile % width, Math.floor(tile / width), 0)) === 16;
};
const layoutHash = (engine: EngineDouble) => createHash("sha1").update(JSON.stringify(engine.tilemapData)).digest("hex");
const storedSeed = (engine: EngineDouble) => (engine.$gameSystem._randomDungeons as { seeds: Record<string, number> }).seeds[String(DUNGEON)];

function positions(engine: EngineDouble) {
  return {
    player: [engine.$gamePlayer.x, engine.$gamePlayer.y],
    events: engine.$gameMap.events().map((event) => [event.eventId(), event.x, event.y]),
  };
}

/** The core's dungeon for the painted file map with the stored seed, built as the hooks build it. */
function expectedDungeon(engine: EngineDouble, parameters: ParameterValues, painted: Painted) {
  const meta = mapNoteMeta({ note: painted.map.note });
  const settings = mapSettings(parameters, meta, () => {});
  const request = dungeonRequest(painted.map, settings, { prefabs: () => [] });
  const result = generateDungeon(painted.map.width, painted.map.height, request, storedSeed(engine));
  if (!result.ok) throw new Error(result.reason);
  return result.dungeon;
}

describe("a crawlers map with painted structure through the real hooks", () => {
  const painted = paintedCave("<Dungeon>\n<Dungeon Layout: crawlers>");

  function enter() {
    const game = setup(painted.json);
    game.engine.newGame(HUB, 8, 6);
    game.engine.transfer(DUNGEON, 0, 0, 8);
    return game;
  }

  function expectStructureKept(engine: EngineDouble) {
    expect(painted.floor.filter((tile) => !isFloorTile(engine, tile))).toEqual([]);
    expect(painted.walls.filter((tile) => isFloorTile(engine, tile)).length).toBeLessThanOrEqual(7); // at most one doorway cut through it
  }

  test("entry: the core's crawlers dungeon painted, kept floor floor, structural wall wall, everything reachable, no warning", () => {
    const { engine, warnings, parameters } = enter();
    expect(warnings).toEqual([]);
    const dungeon = expectedDungeon(engine, parameters, painted);
    expect(dungeon.layout.algorithm).toBe("crawlers");
    const map = engine.$dataMap!;
    const size = map.width * map.height;
    let mismatches = 0;
    for (let tile = 0; tile < size; tile++) if (isFloorTile(engine, tile) !== isFloor(dungeon.grid.kinds[tile])) mismatches++;
    expect(mismatches).toBe(0);
    expectStructureKept(engine);
    const { player, events } = positions(engine);
    expect(events).toHaveLength(5);
    for (const [x, y] of [player, ...events.map(([, x, y]) => [x, y])]) expect(isFloorTile(engine, y * map.width + x)).toBe(true);
    const reached = walkableFrom(map.data, map.width, map.height, engine.$dataTilesets[map.tilesetId]!.flags, player[0], player[1]);
    let unreached = 0;
    let walkableOther = 0;
    for (let tile = 0; tile < size; tile++) {
      if (isFloorTile(engine, tile) && !reached[tile]) unreached++;
      if (!isFloorTile(engine, tile) && reached[tile]) walkableOther++;
    }
    expect(unreached).toBe(0);
    expect(walkableOther).toBe(0);
  });

  test("the same dungeon after the menu, a battle, save/load and a project update", () => {
    const { engine } = enter();
    const before = { hash: layoutHash(engine), positions: positions(engine) };
    engine.returnFromMenu();
    engine.returnFromBattle();
    expect({ hash: layoutHash(engine), positions: positions(engine) }).toEqual(before);
    engine.load(engine.save());
    expect({ hash: layoutHash(engine), positions: positions(engine) }).toEqual(before);
    const saveText = engine.save();
    engine.updateProject();
    engine.load(saveText);
    expect({ hash: layoutHash(engine), positions: positions(engine) }).toEqual(before);
    expectStructureKept(engine);
  });

  test("a new dungeon on each re-entry, the painted structure kept in every one", () => {
    const { engine, warnings } = enter();
    const seen = new Set([layoutHash(engine)]);
    for (let visit = 0; visit < 4; visit++) {
      engine.transfer(HUB, 8, 6);
      engine.transfer(DUNGEON, 0, 0);
      seen.add(layoutHash(engine));
      expectStructureKept(engine);
    }
    expect(seen.size).toBe(5);
    expect(warnings).toEqual([]);
  });

  test("other region ids chosen in the parameters read the same painting", () => {
    const repainted = paintedCave("<Dungeon>\n<Dungeon Layout: crawlers>", 7, 8);
    const { engine, warnings } = setup(repainted.json, { crawlersFloorRegion: "7", crawlersWallRegion: "8" });
    engine.newGame(HUB, 8, 6);
    engine.transfer(DUNGEON, 0, 0);
    expect(warnings).toEqual([]);
    expect(repainted.floor.filter((tile) => !isFloorTile(engine, tile))).toEqual([]);
  });
});

describe("styles: <Dungeon Crawler Style: NAME> is the base of the crawler options", () => {
  const settingsOf = (note: string, plugin: ParameterValues = DEFAULT_VALUES) => {
    const meta = mapNoteMeta({ note });
    const warnings: string[] = [];
    const settings = mapSettings(plugin, meta, (message) => warnings.push(message));
    return { options: settings.layout, warnings };
  };

  test("the style's values where nothing else sets an option", () => {
    const { options, warnings } = settingsOf("<Dungeon>\n<Dungeon Layout: crawlers>\n<Dungeon Crawler Style: halls>");
    expect(warnings).toEqual([]);
    expect(options).toMatchObject(CRAWLER_STYLES.halls);
    expect(options.wallHeight).toBe(CRAWLERS_DEFAULTS.wallHeight);
  });

  test("the default style (maze) gives the core's defaults", () => {
    const { options } = settingsOf("<Dungeon>\n<Dungeon Layout: crawlers>");
    expect(options).toEqual({ ...CRAWLERS_DEFAULTS });
  });

  test("a note tag wins over the style, even when it names the parameter's default", () => {
    const { options } = settingsOf("<Dungeon>\n<Dungeon Layout: crawlers>\n<Dungeon Crawler Style: caverns>\n<Dungeon Turn Chance: 20>\n<Dungeon Step Length: 5>");
    expect(options.turnChance).toBe(20);
    expect(options.stepLength).toBe(5);
    expect(options.maxAge).toBe(CRAWLER_STYLES.caverns.maxAge);
  });

  test("a parameter changed from its default wins over the style; the Crawler Style parameter applies to every crawlers map", () => {
    const plugin = parsePluginParameters({ crawlersStyle: "caverns", crawlersGenerations: "9" }, () => {});
    const { options } = settingsOf("<Dungeon>\n<Dungeon Layout: crawlers>", plugin);
    expect(options.generations).toBe(9);
    expect(options.turnChance).toBe(CRAWLER_STYLES.caverns.turnChance);
  });

  test("an unknown style: one warning naming the styles, the parameter's style used", () => {
    const { options, warnings } = settingsOf("<Dungeon>\n<Dungeon Layout: crawlers>\n<Dungeon Crawler Style: swamp>");
    expect(warnings).toEqual(['note tag <Dungeon Crawler Style> = "swamp" is not one of maze, halls, caverns; using maze']);
    expect(options).toEqual({ ...CRAWLERS_DEFAULTS });
  });

  test("the style reaches the generator through the hooks", () => {
    const painted = paintedCave("<Dungeon>\n<Dungeon Layout: crawlers>\n<Dungeon Crawler Style: halls>");
    const { engine, warnings, parameters } = setup(painted.json);
    engine.newGame(HUB, 8, 6);
    engine.transfer(DUNGEON, 0, 0);
    expect(warnings).toEqual([]);
    const dungeon = expectedDungeon(engine, parameters, painted);
    expect(dungeon.options).toMatchObject(CRAWLER_STYLES.halls);
    const map = engine.$dataMap!;
    let mismatches = 0;
    for (let tile = 0; tile < map.width * map.height; tile++) if (isFloorTile(engine, tile) !== isFloor(dungeon.grid.kinds[tile])) mismatches++;
    expect(mismatches).toBe(0);
  });

  test("maps of other layouts get neither the painted structure nor crawler options", () => {
    const meta = mapNoteMeta({ note: "<Dungeon>\n<Dungeon Layout: maze>" });
    const painted = paintedCave("");
    const request = dungeonRequest(painted.map, mapSettings(DEFAULT_VALUES, meta, () => {}), { prefabs: () => [] });
    expect(request.structure).toBeUndefined();
    // Options every layout (border, wall height) or every doorway-making layout (the door chances) declares are the maze's own.
    const shared = ["border", "wallHeight", "doorChance", "secretDoorChance"];
    expect(Object.keys(request).filter((key) => key in CRAWLERS_DEFAULTS && !shared.includes(key))).toEqual([]);
  });
});

describe("readStructure: the region layer as StructureMarks", () => {
  const map = (width: number, height: number, regions: Record<number, number>) => {
    const data = new Array(width * height * 6).fill(0);
    for (const [tile, id] of Object.entries(regions)) data[REGION_LAYER * width * height + Number(tile)] = id;
    return { width, height, data };
  };

  test("floor and wall regions marked, other regions and 0 ignored", () => {
    const marks = readStructure(map(4, 3, { 0: 61, 5: 62, 6: 3, 11: 61 }), 61, 62)!;
    expect(Array.from(marks)).toEqual([StructureMark.Floor, 0, 0, 0, 0, StructureMark.Wall, 0, 0, 0, 0, 0, StructureMark.Floor]);
  });

  test("nothing painted, a region of 0, or data too short: null", () => {
    expect(readStructure(map(4, 3, { 2: 9 }), 61, 62)).toBeNull();
    expect(readStructure(map(4, 3, { 2: 61 }), 0, 0)).toBeNull();
    expect(readStructure({ width: 4, height: 3, data: [1, 2, 3] }, 61, 62)).toBeNull();
  });

  test("the same id for both reads as kept floor (nothing painted is built over)", () => {
    expect(Array.from(readStructure(map(2, 1, { 1: 5 }), 5, 5)!)).toEqual([0, StructureMark.Floor]);
  });
});
