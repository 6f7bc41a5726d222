/**
 * The real hooks against the engine double: enter a dungeon, then the menu, a battle, save/load,
 * a project update and re-entry; the layout and every position must behave as the design says.
 */
import type { Engine, PreparedDungeon } from "../../src/mz/engine";
import { readFileSync } from "fs";
import { createHash } from "crypto";
import { join } from "path";
import { EngineDouble, MapJson } from "./engine-double";
import { installHooks, isFloorAt } from "../../src/mz/hooks";
import { unusableMapReason } from "../../src/mz/map-data";
import { fileEventIds } from "../../src/mz/spawn";
import { createConsoleLogger } from "../../src/mz/log";
import { extractNoteMeta, parsePluginParameters } from "../../src/mz/settings";
import { autotileKind, isAutotile } from "../../src/mz/autotile";
import { walkableFrom } from "./passability";
import type { DungeonSettings } from "../../src/mz/settings";
import { RunEngineDouble, runMaps } from "./run-engine";
import { VAULT_MAP_GLOBAL } from "../../src/mz/vaults";
import { dungeonMemory } from "../../src/mz/persistence";
import { Game_SelfSwitches } from "./self-switches-double";

const SAMPLE_DATA = join(__dirname, "..", "..", "sample-project", "data");
const HUB = 1;
const CAVE = 2; // 68×64 <Dungeon>, 5 events
const ONE_ROOM = 3; // 41×37 <Dungeon> with template tiles
const LABYRINTH = 4; // 256×256 <Dungeon>

function sampleMaps(): Map<number, string> {
  const files = new Map<number, string>();
  for (const id of [HUB, CAVE, ONE_ROOM, LABYRINTH]) files.set(id, readFileSync(join(SAMPLE_DATA, `Map${String(id).padStart(3, "0")}.json`), "utf8"));
  return files;
}

function setup(files = sampleMaps(), rawParameters: Record<string, string> = {}) {
  const engine = new EngineDouble(files);
  const warnings: string[] = [];
  const log = createConsoleLogger({ warn: (message: string) => warnings.push(message) });
  installHooks(engine as unknown as Engine, parsePluginParameters(rawParameters, log.warn), log);
  return { engine, warnings };
}

/** Layout fingerprint: the six layers the tilemap draws. */
function layoutHash(engine: EngineDouble): string {
  return createHash("sha1").update(JSON.stringify(engine.tilemapData)).digest("hex");
}

function positions(engine: EngineDouble) {
  return {
    player: [engine.$gamePlayer.x, engine.$gamePlayer.y],
    events: engine.$gameMap.events().map((event) => [event.eventId(), event.x, event.y]),
  };
}

/** Ground layer kind at (x, y): floor is the A2 ground (kind 16) with the default parameters. */
function isFloorTile(engine: EngineDouble, x: number, y: number): boolean {
  const id = engine.tileId(x, y, 0);
  return isAutotile(id) && autotileKind(id) === 16;
}

function enterCave(engine: EngineDouble) {
  engine.newGame(HUB, 8, 6);
  engine.transfer(CAVE, 0, 0, 8);
}

describe("entering a <Dungeon> map", () => {
  test("paints a dungeon, puts the player on floor with the transfer's facing, and spreads events on room floor", () => {
    const { engine, warnings } = setup();
    enterCave(engine);
    expect(engine.$gameMap.mapId()).toBe(CAVE);
    expect(engine.tilemapData).toBe(engine.$dataMap!.data);
    expect(engine.$dataMap!.data).toHaveLength(68 * 64 * 6);
    const { player, events } = positions(engine);
    expect(isFloorTile(engine, player[0], player[1])).toBe(true);
    expect(engine.$gamePlayer.direction()).toBe(8);
    expect(events).toHaveLength(5);
    const spots = [player, ...events.map(([, x, y]) => [x, y])];
    spots.forEach(([x, y], i) => {
      expect(isFloorTile(engine, x, y)).toBe(true);
      spots.forEach(([ox, oy], j) => {
        if (i !== j) expect(Math.max(Math.abs(x - ox), Math.abs(y - oy))).toBeGreaterThanOrEqual(2);
      });
    });
    expect(warnings).toEqual([]);
    // The seed lives in $gameSystem, so saves carry it.
    expect(typeof (engine.$gameSystem._randomDungeons as { seeds: Record<string, number> }).seeds[String(CAVE)]).toBe("number");
  });

  test("a non-dungeon map is never modified", () => {
    const { engine } = setup();
    engine.newGame(HUB, 8, 6);
    const authored = JSON.parse(sampleMaps().get(HUB)!) as MapJson;
    expect(engine.$dataMap!.data).toEqual(authored.data);
    expect(engine.$dataMap!.events).toEqual(authored.events.map((event) => event && { ...event, meta: {} }));
    expect([engine.$gamePlayer.x, engine.$gamePlayer.y]).toEqual([8, 6]);
  });
});

describe("walking the painted map with the stock Dungeon tileset's passability", () => {
  test.each([CAVE, ONE_ROOM, LABYRINTH])("map %i: every floor tile reachable from the arrival, no wall or void walkable", (mapId) => {
    const { engine } = setup();
    engine.newGame(HUB, 8, 6);
    for (let visit = 0; visit < 3; visit++) {
      engine.transfer(HUB, 8, 6);
      engine.transfer(mapId, 0, 0);
      const map = engine.$dataMap!;
      const flags = engine.$dataTilesets[map.tilesetId]!.flags;
      const reached = walkableFrom(map.data, map.width, map.height, flags, engine.$gamePlayer.x, engine.$gamePlayer.y);
      const floorKind = mapId === ONE_ROOM ? 17 : 16; // Map003 paints with its template floor (A2 kind 17)
      let floorTiles = 0;
      let reachedFloor = 0;
      let reachedOther = 0;
      for (let i = 0; i < map.width * map.height; i++) {
        const floor = autotileKind(map.data[i]) === floorKind;
        floorTiles += floor ? 1 : 0;
        if (reached[i]) floor ? reachedFloor++ : reachedOther++;
      }
      expect(floorTiles).toBeGreaterThan(12);
      expect(reachedFloor).toBe(floorTiles);
      expect(reachedOther).toBe(0);
    }
  });
});

describe("the same dungeon comes back", () => {
  test("after the menu, a battle and a same-map transfer", () => {
    const { engine } = setup();
    enterCave(engine);
    const layout = layoutHash(engine);
    const before = positions(engine);
    engine.returnFromMenu();
    expect(layoutHash(engine)).toBe(layout);
    expect(positions(engine)).toEqual(before);
    engine.returnFromBattle();
    expect(layoutHash(engine)).toBe(layout);
    expect(positions(engine)).toEqual(before);
    // A transfer within the map to a floor tile keeps the target…
    const [, ex, ey] = before.events[0];
    const floorX = ex + (isFloorTile(engine, ex + 1, ey) ? 1 : -1);
    engine.transfer(CAVE, floorX, ey);
    expect(layoutHash(engine)).toBe(layout);
    expect([engine.$gamePlayer.x, engine.$gamePlayer.y]).toEqual([floorX, ey]);
    // …and one into the void lands on the arrival tile instead.
    engine.transfer(CAVE, 0, 0);
    expect(layoutHash(engine)).toBe(layout);
    expect(positions(engine)).toEqual(before);
  });

  test("after save and load (a JSON round trip of the saved objects)", () => {
    const { engine } = setup();
    enterCave(engine);
    const layout = layoutHash(engine);
    const before = positions(engine);
    const saveText = engine.save();
    engine.newGame(HUB, 8, 6); // play on elsewhere, then load
    engine.load(saveText);
    expect(engine.$gameMap.mapId()).toBe(CAVE);
    expect(layoutHash(engine)).toBe(layout);
    expect(positions(engine)).toEqual(before);
  });

  test("after a project update (versionId changed → setup re-runs): same layout, events as placed, player kept on floor", () => {
    const { engine } = setup();
    enterCave(engine);
    const layout = layoutHash(engine);
    const placed = positions(engine);
    // The player walks one step onto another floor tile; an event wanders too.
    const [px, py] = placed.player;
    const step = isFloorTile(engine, px + 1, py) ? [px + 1, py] : [px - 1, py];
    engine.$gamePlayer.locate(step[0], step[1]);
    engine.$gameMap.events()[0].locate(1, 1);
    const saveText = engine.save();
    engine.updateProject();
    engine.load(saveText);
    expect(layoutHash(engine)).toBe(layout);
    expect(positions(engine).events).toEqual(placed.events);
    expect(positions(engine).player).toEqual(step);
  });

  test("after a project update that moved the player's tile out of the floor, the player goes to the arrival", () => {
    const { engine } = setup();
    enterCave(engine);
    const arrival = positions(engine).player;
    engine.$gamePlayer.locate(0, 0); // e.g. the map was resized and this spot is void now
    const saveText = engine.save();
    engine.updateProject();
    engine.load(saveText);
    expect(positions(engine).player).toEqual(arrival);
  });
});

describe("a new dungeon on each real entry", () => {
  test("leaving and coming back makes a different layout; events and arrival on the new floor", () => {
    const { engine } = setup();
    enterCave(engine);
    const first = layoutHash(engine);
    const seeds = new Set([first]);
    for (let visit = 0; visit < 5; visit++) {
      engine.transfer(HUB, 8, 6);
      engine.transfer(CAVE, 0, 0);
      seeds.add(layoutHash(engine));
      const { player, events } = positions(engine);
      expect(isFloorTile(engine, player[0], player[1])).toBe(true);
      for (const [, x, y] of events) expect(isFloorTile(engine, x, y)).toBe(true);
    }
    expect(seeds.size).toBe(6);
  });
});

describe("old saves", () => {
  test("a save from before the plugin, standing in a dungeon map, loads without error onto floor", () => {
    // Made without the plugin: the map as authored, events at their editor spots.
    const plain = new EngineDouble(sampleMaps());
    plain.newGame(CAVE, 30, 30);
    const saveText = plain.save();
    expect(saveText).not.toContain("_randomDungeons");

    const { engine } = setup();
    expect(() => engine.load(saveText)).not.toThrow();
    const { player, events } = positions(engine);
    expect(isFloorTile(engine, player[0], player[1])).toBe(true);
    for (const [, x, y] of events) expect(isFloorTile(engine, x, y)).toBe(true);
    // From now on the seed is stored: the menu brings back the same dungeon.
    const layout = layoutHash(engine);
    engine.returnFromMenu();
    expect(layoutHash(engine)).toBe(layout);
  });
});

describe("template tiles and parameters", () => {
  test("template tiles at x = 0, 1, 2 of row 0 override the parameters", () => {
    const { engine } = setup();
    engine.newGame(HUB, 8, 6);
    engine.transfer(ONE_ROOM, 0, 0);
    const kinds = new Set<number>();
    const map = engine.$dataMap!;
    for (let i = 0; i < map.width * map.height; i++) kinds.add(autotileKind(map.data[i]));
    expect([...kinds].sort((a, b) => a - b)).toEqual([17, 81, 89]);
  });

  test("region parameters mark room and corridor floor on layer 5", () => {
    const { engine } = setup(sampleMaps(), { roomRegion: "3", corridorRegion: "4" });
    enterCave(engine);
    const map = engine.$dataMap!;
    const regions = new Set(map.data.slice(5 * map.width * map.height));
    expect([...regions].sort()).toEqual([0, 3, 4]);
    const [px, py] = positions(engine).player;
    expect(engine.tileId(px, py, 5)).toBe(3); // the arrival is on room floor
  });

  test("the 256×256 map generates, and every event lands on floor", () => {
    const { engine, warnings } = setup();
    engine.newGame(HUB, 8, 6);
    engine.transfer(LABYRINTH, 0, 0);
    expect(warnings).toEqual([]);
    const { player, events } = positions(engine);
    expect(events).toHaveLength(15); // 12 chests, the exit, the gate and its key chest
    for (const [x, y] of [player, ...events.map(([, x, y]) => [x, y])]) expect(isFloorTile(engine, x, y)).toBe(true);
  });
});

describe("the player's and events' live spots are kept on every reload", () => {
  /** A floor tile next to (x, y) that is not (x, y): where the player walks to. */
  function floorStep(engine: EngineDouble, x: number, y: number): [number, number] {
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) if (isFloorTile(engine, x + dx, y + dy)) return [x + dx, y + dy];
    throw new Error("the arrival has no floor beside it");
  }

  test.each([
    ["the menu", (engine: EngineDouble) => engine.returnFromMenu()],
    ["a battle", (engine: EngineDouble) => engine.returnFromBattle()],
    ["save/load", (engine: EngineDouble) => engine.load(engine.save())],
  ])("after %s the player stays where they walked, not on the arrival", (_, reload) => {
    const { engine } = setup();
    enterCave(engine);
    const layout = layoutHash(engine);
    const [x, y] = floorStep(engine, engine.$gamePlayer.x, engine.$gamePlayer.y);
    engine.$gamePlayer.locate(x, y);
    const event = engine.$gameMap.events()[0];
    const [ex, ey] = floorStep(engine, event.x, event.y);
    event.locate(ex, ey);
    reload(engine);
    expect(layoutHash(engine)).toBe(layout);
    expect([engine.$gamePlayer.x, engine.$gamePlayer.y]).toEqual([x, y]);
    const after = engine.$gameMap.events()[0];
    expect([after.x, after.y]).toEqual([ex, ey]);
  });
});

describe("old saves, both ways", () => {
  function plainSaveAt(x: number, y: number): string {
    const plain = new EngineDouble(sampleMaps());
    plain.newGame(CAVE, x, y);
    return plain.save();
  }

  let random: jest.SpyInstance;
  beforeEach(() => (random = jest.spyOn(Math, "random").mockReturnValue(0.2718)));
  afterEach(() => random.mockRestore());

  test("standing on a spot that is void in the new dungeon (the map's corner): the player goes to the arrival", () => {
    const { engine } = setup();
    engine.load(plainSaveAt(0, 0)); // inside the border: never floor
    const { x, y } = engine.$gamePlayer;
    expect([x, y]).not.toEqual([0, 0]);
    expect(isFloorTile(engine, x, y)).toBe(true);
  });

  test("standing on a spot that is floor in the new dungeon: the player stays there", () => {
    const first = setup();
    first.engine.load(plainSaveAt(0, 0));
    const arrival = [first.engine.$gamePlayer.x, first.engine.$gamePlayer.y];
    const map = first.engine.$dataMap!;
    let spot: [number, number] | null = null;
    for (let i = 0; i < map.width * map.height && !spot; i++) {
      const x = i % map.width;
      const y = Math.floor(i / map.width);
      if (isFloorTile(first.engine, x, y) && (x !== arrival[0] || y !== arrival[1])) spot = [x, y];
    }
    const { engine } = setup(); // the same seed (Math.random is fixed), so the same dungeon
    engine.load(plainSaveAt(spot![0], spot![1]));
    expect(layoutHash(engine)).toBe(layoutHash(first.engine));
    expect([engine.$gamePlayer.x, engine.$gamePlayer.y]).toEqual(spot);
  });
});

describe("what decides that a map is a dungeon, and what reaches the generator", () => {
  function withNote(note: string) {
    const files = sampleMaps();
    files.set(CAVE, JSON.stringify({ ...JSON.parse(files.get(CAVE)!), note }));
    return files;
  }

  test.each(["", "<Cave>", "<Dungeons>", "<Dungeon Room Chance: 50>", "<TileToEvent: 1>"])("note %j: not a dungeon, untouched", (note) => {
    const files = withNote(note);
    const { engine, warnings } = setup(files);
    enterCave(engine);
    expect(engine.$dataMap!.data).toEqual((JSON.parse(files.get(CAVE)!) as MapJson).data);
    expect([engine.$gamePlayer.x, engine.$gamePlayer.y]).toEqual([0, 0]);
    expect(warnings).toEqual([]);
  });

  test("other plugins' tags on a dungeon map: a dungeon, no warnings", () => {
    const { engine, warnings } = setup(withNote("<TileToEvent: 1>\n<dungeon>\n<Chronus Stop>\n<Lighting: 5>"));
    enterCave(engine);
    expect(isFloorTile(engine, engine.$gamePlayer.x, engine.$gamePlayer.y)).toBe(true);
    expect(warnings).toEqual([]);
  });

  test.each([
    ["a parameter", {}, { borderX: "20" }],
    ["a note tag", { note: "<Dungeon>\n<Dungeon Border X: 20>" }, {}],
  ])("layout settings reach the generator (%s): Border X 20 keeps the first 20 columns free of floor", (_, changes, parameters) => {
    const files = sampleMaps();
    files.set(CAVE, JSON.stringify({ ...JSON.parse(files.get(CAVE)!), ...changes }));
    const floorColumns = (engine: EngineDouble) => {
      const columns = new Set<number>();
      for (let y = 0; y < 64; y++) for (let x = 0; x < 68; x++) if (isFloorTile(engine, x, y)) columns.add(x);
      return columns;
    };
    const plain = setup();
    enterCave(plain.engine);
    expect(Math.min(...floorColumns(plain.engine))).toBeLessThan(20); // the default border lets floor there
    const { engine, warnings } = setup(files, parameters);
    enterCave(engine);
    expect(warnings).toEqual([]);
    expect(Math.min(...floorColumns(engine))).toBeGreaterThanOrEqual(20);
    expect(Math.max(...floorColumns(engine))).toBeLessThan(68 - 20);
  });

  test("a corridor region alone (Room Region 0) marks corridors and nothing else", () => {
    const { engine } = setup(sampleMaps(), { roomRegion: "0", corridorRegion: "4" });
    enterCave(engine);
    const map = engine.$dataMap!;
    const regions = map.data.slice(5 * map.width * map.height);
    expect(new Set(regions)).toEqual(new Set([0, 4]));
    expect(engine.tileId(engine.$gamePlayer.x, engine.$gamePlayer.y, 5)).toBe(0); // the arrival is on room floor
  });
});

describe("the onLoad alias only acts on the map being loaded", () => {
  test("another data file finishing while a map loads neither paints nor steals the map's turn", () => {
    const { engine } = setup();
    engine.newGame(HUB, 8, 6);
    engine.$gamePlayer.reserveTransfer(CAVE, 0, 0);
    const dataManager = engine.DataManager as unknown as { loadMapData(id: number): void; onLoad(o: unknown): void };
    dataManager.loadMapData(CAVE); // $dataMap is null until the map's XHR answers
    dataManager.onLoad([{ id: 1, name: "Harold" }]); // e.g. $dataActors
    dataManager.onLoad(null);
    (engine as unknown as { flushLoads(): void }).flushLoads();
    engine.$gamePlayer.performTransfer();
    expect(isFloorTile(engine, engine.$gamePlayer.x, engine.$gamePlayer.y)).toBe(true);
  });

  test("a $dataMap handed to onLoad again without loadMapData (another plugin's own load) is left alone", () => {
    const { engine } = setup();
    enterCave(engine);
    const again = JSON.parse(sampleMaps().get(CAVE)!) as MapJson;
    engine.$dataMap = again;
    engine.DataManager.onLoad(again);
    expect(again.data).toEqual((JSON.parse(sampleMaps().get(CAVE)!) as MapJson).data);
    expect(again.meta).toEqual(extractNoteMeta(again.note)); // the engine's own onLoad still ran
  });
});

describe("small parts", () => {
  test("fileEventIds: entries whose id is their index; holes, copies and garbage skipped", () => {
    const shared = { id: 2 };
    // eslint-disable-next-line no-sparse-arrays
    const events = [null, { id: 1 }, shared, , shared, { id: 9 }, 7, "x", { id: 7 }];
    expect(fileEventIds(events)).toEqual([1, 2]);
    expect(fileEventIds([{ id: 0 }, null, [], { id: "3" }, { id: 4 }])).toEqual([0, 4]);
    expect(fileEventIds([])).toEqual([]);
  });

  test("isFloorAt: inside and whole numbers only", () => {
    const dungeon = { width: 3, height: 2, grid: { width: 3, height: 2, kinds: new Uint8Array([1, 2, 1, 2, 1, 2]) } };
    expect(isFloorAt(dungeon, 0, 0)).toBe(true);
    expect(isFloorAt(dungeon, 2, 1)).toBe(true);
    for (const [x, y] of [[-1, 0], [3, 0], [0, 2], [0, -1], [0.5, 0], [0, 0.5], [Number.NaN, 0]]) expect(isFloorAt(dungeon, x, y)).toBe(false);
    const holes = { ...dungeon, grid: { ...dungeon.grid, kinds: new Uint8Array([0, 3, 1, 1, 1, 1]) } };
    expect([isFloorAt(holes, 0, 0), isFloorAt(holes, 1, 0), isFloorAt(holes, 2, 0)]).toEqual([false, false, true]);
    expect(isFloorAt({ ...holes, width: 2, height: 3 }, 1, 0)).toBe(false); // y·width + x, not y·width − x
  });

  test("unusableMapReason: null for a good shape, a reason otherwise", () => {
    expect(unusableMapReason({ width: 2, height: 1, data: new Array(12).fill(0), events: [] })).toBeNull();
    expect(unusableMapReason({ width: 2, height: 1, data: new Array(11).fill(0), events: [] })).toBe("the tile data holds 11 values, but a 2×1 map needs 12");
    expect(unusableMapReason({ width: -2, height: 1, data: [], events: [] })).toBe("the map size -2×1 is not two whole numbers");
    expect(unusableMapReason({ width: 2, height: "1", data: [], events: [] })).toBe('the map size 2×"1" is not two whole numbers');
    expect(unusableMapReason({ width: 0, height: 0, data: [], events: {} })).toBe("the map has no event list");
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Edges a game meets less often: a player standing off the floor when the menu closes, generator
// warnings reaching the console, tileset entries that are not tilesets, errors from other code
// while the map loads, more events than floor.
describe("at the edges", () => {
  const authoredCave = (): MapJson => JSON.parse(readFileSync(join(SAMPLE_DATA, "Map002.json"), "utf8"));

  function game(cave: MapJson = authoredCave(), rawParameters: Record<string, string> = {}, tilesets?: EngineDouble["$dataTilesets"]) {
    const files = new Map([
      [HUB, readFileSync(join(SAMPLE_DATA, "Map001.json"), "utf8")],
      [CAVE, JSON.stringify(cave)],
    ]);
    const engine = tilesets ? new EngineDouble(files, tilesets) : new EngineDouble(files);
    const warnings: string[] = [];
    const log = createConsoleLogger({ warn: (message: string) => warnings.push(message) });
    installHooks(engine as unknown as Engine, parsePluginParameters(rawParameters, log.warn), log);
    engine.newGame(HUB, 8, 6);
    return { engine, warnings };
  }

  /** Floor with the default parameters is the stock A2 ground (autotile kind 16). */
  const isFloorTile = (engine: EngineDouble, x: number, y: number) => autotileKind(engine.tileId(x, y, 0)) === 16;

  const RELOADS: [string, (engine: EngineDouble) => void][] = [
    ["the menu", (engine) => engine.returnFromMenu()],
    ["a battle", (engine) => engine.returnFromBattle()],
    ["save/load", (engine) => engine.load(engine.save())],
  ];

  describe("a player standing off the floor when the map reloads", () => {
    test.each(RELOADS)("after %s is left where they stand (an event moved them onto the wall), not sent to the arrival", (_, reload) => {
      const { engine } = game();
      engine.transfer(CAVE, 0, 0);
      const layout = [...engine.$dataMap!.data];
      // Straight up from the arrival: the first tile that is not floor is the wall face above the room.
      const x = engine.$gamePlayer.x;
      let y = engine.$gamePlayer.y;
      while (isFloorTile(engine, x, y)) y--;
      engine.$gamePlayer.locate(x, y); // e.g. a Set Movement Route with Through on
      reload(engine);
      expect(engine.$dataMap!.data).toEqual(layout);
      expect([engine.$gamePlayer.x, engine.$gamePlayer.y]).toEqual([x, y]);
    });
  });

  describe("the generator's own warnings reach the console", () => {
    test("Room Max Height at its maximum (62) does not fit a 13-tall cell: one warning with the height used, a dungeon made", () => {
      const { engine, warnings } = game(authoredCave(), { roomMaxHeight: "62" });
      engine.transfer(CAVE, 0, 0);
      expect(warnings).toEqual([expect.stringMatching(/^RandomDungeons: Map 2: roomMaxHeight 62 is too large \(.*\); using 10$/)]);
      expect(isFloorTile(engine, engine.$gamePlayer.x, engine.$gamePlayer.y)).toBe(true);
      engine.returnFromMenu();
      expect(warnings).toHaveLength(1);
    });
  });

  describe("a map whose tileset entry is not a usable tileset", () => {
    const cases: [string, (cave: MapJson, tilesets: NonNullable<EngineDouble["$dataTilesets"]>) => void, string][] = [
      ["a tileset id with no entry (a deleted tileset)", (cave) => (cave.tilesetId = 99), "tileset 99 does not exist"],
      ["tileset 0 (null in every project's Tilesets.json)", (cave) => (cave.tilesetId = 0), "tileset 0 does not exist"],
      ["an entry without image names", (cave, tilesets) => delete (tilesets[cave.tilesetId] as { tilesetNames?: string[] }).tilesetNames, "tileset 4 does not exist"],
    ];
    test.each(cases)("%s: one warning naming it, the map left as authored", (_, corrupt, reason) => {
      const cave = authoredCave();
      const tilesets = JSON.parse(readFileSync(join(__dirname, "..", "fixtures", "stock-Tilesets.json"), "utf8"));
      corrupt(cave, tilesets);
      const { engine, warnings } = game(cave, {}, tilesets);
      engine.transfer(CAVE, 3, 4);
      expect(warnings).toEqual([`RandomDungeons: Map 2: ${reason}; the map is left as authored`]);
      expect(engine.$dataMap!.data).toEqual(cave.data);
      expect([engine.$gamePlayer.x, engine.$gamePlayer.y]).toEqual([3, 4]);
      expect(engine.$dataMap!.events.slice(1).map((event) => [event!.x, event!.y])).toEqual(cave.events.slice(1).map((event) => [event!.x, event!.y]));
    });
  });

  describe("an error thrown by other code while the dungeon is prepared", () => {
    // What gets thrown in MZ games: a bug's Error, the engine's own ["LoadError", url, retry] array, a bare string or null.
    const thrown: [string, unknown, RegExp][] = [
      ["an Error", new Error("tileset cache failed"), /^Error: tileset cache failed\n\s+at /],
      ["MZ's LoadError array", ["LoadError", "img/tilesets/Dungeon_A1.png", () => {}], /^\["LoadError","img\/tilesets\/Dungeon_A1\.png",null\]$/],
      ["a string", "boom", /^"boom"$/],
      ["null", null, /^null$/],
    ];
    test.each(thrown)("%s: the game goes on with the map as authored, one warning showing what was thrown", (_, error, shown) => {
      const cave = authoredCave();
      const tilesets = JSON.parse(readFileSync(join(__dirname, "..", "fixtures", "stock-Tilesets.json"), "utf8"));
      // Another plugin serves tileset entries lazily, and its getter fails.
      Object.defineProperty(tilesets, cave.tilesetId, { get: () => { throw error; } });
      const { engine, warnings } = game(cave, {}, tilesets);
      expect(() => engine.transfer(CAVE, 3, 4)).not.toThrow();
      expect(warnings).toHaveLength(1);
      const prefix = "RandomDungeons: Map 2: left as authored after an unexpected error: ";
      expect(warnings[0].startsWith(prefix)).toBe(true);
      expect(warnings[0].slice(prefix.length)).toMatch(shown);
      expect(engine.$dataMap!.data).toEqual(cave.data);
      expect([engine.$gamePlayer.x, engine.$gamePlayer.y]).toEqual([3, 4]);
      expect(engine.$dataMap!.meta).toEqual(extractNoteMeta(cave.note)); // the engine's own onLoad still ran
    });
  });

  describe("more events than floor tiles", () => {
    test("an event without a free tile shares another event's tile, never the player's arrival", () => {
      const cave = authoredCave();
      const bat = cave.events[1]!;
      const events = [null, ...Array.from({ length: 14 }, (_, i) => ({ ...bat, id: i + 1, name: `Bat ${i + 1}` }))];
      const small: MapJson = { ...cave, width: 20, height: 15, data: new Array(20 * 15 * 6).fill(0), events };
      const { engine, warnings } = game(small);
      engine.transfer(CAVE, 0, 0);
      // 4×3 floor = 12 tiles: bats take only tiles that keep every way open (never one that would be
      // the only way to free floor), so at least 3 share with bats, each said once.
      const shared = warnings.filter((warning) => warning.includes("no free floor left")).length;
      expect(shared).toBeGreaterThanOrEqual(3);
      const arrival = [engine.$gamePlayer.x, engine.$gamePlayer.y];
      const spots = engine.$gameMap.events().map((event) => [event.x, event.y]);
      for (const spot of spots) {
        expect(isFloorTile(engine, spot[0], spot[1])).toBe(true);
        expect(spot).not.toEqual(arrival);
      }
      expect(new Set(spots.map(String)).size).toBe(14 - shared);
    });
  });

  describe("isFloorAt: where the player may stay", () => {
    // Floor in the first and last columns (layouts without a border can have it): a spot off the
    // map must not be read as the floor its index would wrap onto in the row above or below.
    const FLOOR = 1;
    const kinds = new Uint8Array(4 * 3).fill(FLOOR);
    const dungeon = { width: 4, height: 3, grid: { width: 4, height: 3, kinds } };

    test("every tile inside the map is floor here", () => {
      for (let y = 0; y < 3; y++) for (let x = 0; x < 4; x++) expect(isFloorAt(dungeon, x, y)).toBe(true);
    });

    test.each([
      [-1, 1, "left of the map (would wrap to the row above)"],
      [4, 1, "right of the map (would wrap to the row below)"],
      [1, -1, "above the map"],
      [1, 3, "below the map"],
      [0.5, 1, "between tiles"],
      [1, 1.5, "between rows (1.5 × an even width is a whole index)"],
      [Number.NaN, 1, "not a number"],
    ])("(%p, %p) %s is not floor", (x, y) => {
      expect(isFloorAt(dungeon, x, y)).toBe(false);
    });
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────
// What other parts of the plugin and other plugins rely on: what the prepared-dungeon listeners
// hear (one failing listener neither loses the dungeon nor silences the others), the aliases
// handing every argument and return value through, self switches on entry and return, the Floor
// Variable, a new floor aimed at a map that is no dungeon, vaults on other layouts, and the vault
// map's turn in onLoad.
function game(rawParameters: Record<string, string> = {}) {
  const files = new Map([HUB, CAVE].map((id) => [id, readFileSync(join(SAMPLE_DATA, `Map00${id}.json`), "utf8")] as const));
  const engine = new EngineDouble(files);
  const warnings: string[] = [];
  const log = createConsoleLogger({ warn: (message: string) => warnings.push(message) });
  const hooks = installHooks(engine as unknown as Engine, parsePluginParameters(rawParameters, log.warn), log);
  return { engine, warnings, hooks };
}

describe("listeners of prepared dungeons", () => {
  test("hear each dungeon with its map id, the painted map, the dungeon, why it loaded and the map's settings", () => {
    const { engine, hooks, warnings } = game({ roomChance: "55" });
    const heard: PreparedDungeon<DungeonSettings>[] = [];
    hooks.onPrepared((prepared) => heard.push(prepared));
    engine.newGame(HUB, 8, 6);
    expect(heard).toEqual([]); // the hub is no dungeon
    engine.transfer(CAVE, 0, 0);
    engine.returnFromMenu();
    engine.transfer(CAVE, engine.$gamePlayer.x, engine.$gamePlayer.y);
    expect(heard.map((prepared) => prepared.reason)).toEqual(["entry", "return", "within"]);
    for (const prepared of heard) {
      expect(prepared.mapId).toBe(CAVE);
      expect([prepared.dungeon.width, prepared.dungeon.height]).toEqual([68, 64]);
      expect(prepared.settings.layoutName).toBe("cells");
      expect(prepared.settings.layout.roomChance).toBe(55);
      expect(prepared.settings.floor).toBe(1);
    }
    expect(heard[2].map).toBe(engine.$dataMap);
    const arrival = heard[0].dungeon.arrival;
    expect(isFloorAt(heard[0].dungeon, arrival % 68, Math.floor(arrival / 68))).toBe(true);
    expect(warnings).toEqual([]);
  });

  test("a dungeon stays whole while it is the map's; once the next is made, its memory is given to the one after", () => {
    const { engine, hooks } = game();
    const heard: PreparedDungeon<DungeonSettings>[] = [];
    hooks.onPrepared((prepared) => heard.push(prepared));
    engine.newGame(HUB, 8, 6);
    engine.transfer(CAVE, 0, 0);
    const tiles = Array.from(heard[0].dungeon.grid.kinds);
    engine.returnFromMenu(); // the same dungeon made again: the first one is given back now
    expect(Array.from(heard[1].dungeon.grid.kinds)).toEqual(tiles);
    expect(heard[1].dungeon.grid.kinds).not.toBe(heard[0].dungeon.grid.kinds);
    engine.transfer(CAVE, engine.$gamePlayer.x, engine.$gamePlayer.y);
    // The third is made in the first one's memory, and is still the same dungeon.
    expect(heard[2].dungeon.grid.kinds).toBe(heard[0].dungeon.grid.kinds);
    expect(Array.from(heard[2].dungeon.grid.kinds)).toEqual(tiles);
  });

  test("a listener that throws: one warning, the dungeon stays painted and placed, the next listener still hears it", () => {
    const { engine, hooks, warnings } = game();
    const after: string[] = [];
    hooks.onPrepared(() => {
      throw new Error("fog broke");
    });
    hooks.onPrepared((prepared) => after.push(prepared.reason));
    engine.newGame(HUB, 8, 6);
    engine.transfer(CAVE, 0, 0);
    expect(after).toEqual(["entry"]);
    expect(warnings).toEqual([expect.stringMatching(/^RandomDungeons: Map 2: a part of the plugin failed after the dungeon was made \(the dungeon stays\): Error: fog broke\n/)]);
    const { x, y } = engine.$gamePlayer;
    expect([x, y]).not.toEqual([0, 0]);
    const stored = (engine.$gameSystem._randomDungeons as { seeds: Record<string, number> }).seeds[String(CAVE)];
    expect(typeof stored).toBe("number");
  });
});

describe("the aliases hand everything through", () => {
  test("loadMapData passes every argument to the previous one, and onLoad returns what the previous one returns", () => {
    const received: unknown[][] = [];
    // An engine whose previous functions record and answer, with ours installed over them.
    const inner = new EngineDouble(new Map());
    const innerManager = inner.DataManager as unknown as { loadMapData(...args: unknown[]): unknown; onLoad(object: unknown): unknown };
    innerManager.loadMapData = (...args: unknown[]) => {
      received.push(args);
      return "loading";
    };
    innerManager.onLoad = () => "loaded";
    installHooks(inner as unknown as Engine, parsePluginParameters({}, () => {}), { warn: () => {} });
    expect(innerManager.loadMapData(7, "extra")).toBe("loading");
    expect(received).toEqual([[7, "extra"]]);
    expect(innerManager.onLoad({ some: "file" })).toBe("loaded");
  });
});

function gameWithSwitches(rawParameters: Record<string, string> = {}) {
  const files = new Map([HUB, CAVE].map((id) => [id, readFileSync(join(SAMPLE_DATA, `Map00${id}.json`), "utf8")] as const));
  const engine = Object.assign(new EngineDouble(files), { $gameSelfSwitches: new Game_SelfSwitches() });
  const warnings: string[] = [];
  const log = createConsoleLogger({ warn: (message: string) => warnings.push(message) });
  installHooks(engine as unknown as Engine, parsePluginParameters(rawParameters, log.warn), log);
  engine.newGame(HUB, 8, 6);
  return { engine, warnings };
}

describe("self switches of the dungeon's events", () => {
  test("the first entry into the map makes a new dungeon: switches set before it are cleared", () => {
    const { engine } = gameWithSwitches();
    engine.$gameSelfSwitches.setValue([CAVE, 1, "A"], true);
    engine.transfer(CAVE, 0, 0);
    expect(engine.$gameSelfSwitches.value([CAVE, 1, "A"])).toBe(false);
  });

  test("the menu, a battle and a same-map transfer bring the same dungeon back: switches set in it are kept", () => {
    const { engine } = gameWithSwitches();
    engine.transfer(CAVE, 0, 0);
    engine.$gameSelfSwitches.setValue([CAVE, 1, "A"], true);
    engine.returnFromMenu();
    engine.returnFromBattle();
    engine.transfer(CAVE, engine.$gamePlayer.x, engine.$gamePlayer.y);
    expect(engine.$gameSelfSwitches.value([CAVE, 1, "A"])).toBe(true);
  });

  test("with Self Switches on a New Dungeon = keep, an entry keeps them", () => {
    const { engine } = gameWithSwitches({ selfSwitches: "keep" });
    engine.$gameSelfSwitches.setValue([CAVE, 1, "A"], true);
    engine.transfer(CAVE, 0, 0);
    expect(engine.$gameSelfSwitches.value([CAVE, 1, "A"])).toBe(true);
  });
});

describe("the Floor Variable", () => {
  function runGame(rawParameters: Record<string, string>) {
    const engine = new RunEngineDouble(runMaps());
    const warnings: string[] = [];
    const floors: number[] = [];
    const log = createConsoleLogger({ warn: (message: string) => warnings.push(message) });
    installHooks(engine as unknown as Engine, parsePluginParameters(rawParameters, log.warn), log).onPrepared((prepared) => floors.push(prepared.settings.floor));
    engine.newGame(HUB, 8, 6);
    return { engine, warnings, floors };
  }

  test("a floor the game put in the Floor Variable is the floor of the next dungeon", () => {
    const { engine, warnings, floors } = runGame({ floorVariable: "5" });
    engine.$gameVariables.setValue(5, 3);
    engine.transfer(CAVE, 0, 0);
    expect(floors).toEqual([3]);
    expect(warnings).toEqual([]);
  });

  test("without a Floor Variable, no game variable changes the floor, and none is written", () => {
    const { engine, floors } = runGame({});
    for (let id = 1; id < 10; id++) engine.$gameVariables.setValue(id, 4);
    engine.transfer(CAVE, 0, 0);
    expect(floors).toEqual([1]);
    for (let id = 1; id < 10; id++) expect(engine.$gameVariables.value(id)).toBe(4);
  });
});

describe("a new floor asked for a map that is not a dungeon", () => {
  test("is dropped with one warning naming the map when that map loads; the floor stays", () => {
    const { engine, hooks, warnings } = game();
    const floors: number[] = [];
    hooks.onPrepared((prepared) => floors.push(prepared.settings.floor));
    engine.newGame(HUB, 8, 6);
    engine.transfer(CAVE, 0, 0);
    dungeonMemory(engine.$gameSystem).renew = { mapId: HUB, floor: 2, reroll: false };
    engine.transfer(HUB, 8, 6);
    expect(warnings).toEqual(["RandomDungeons: Map 1: NextFloor: map 1 is not a dungeon map (no <Dungeon> in its note); the floor stays 1"]);
    expect(dungeonMemory(engine.$gameSystem).renew).toBeNull();
    engine.transfer(CAVE, 0, 0);
    expect(floors).toEqual([1, 1]);
  });
});

describe("vaults are the digger's", () => {
  test("a cells map's <Dungeon Vaults> block is not read: no warning about its vaults, the same dungeon as without it", () => {
    const cave = JSON.parse(readFileSync(join(SAMPLE_DATA, "Map002.json"), "utf8"));
    const withBlock = { ...cave, note: `${cave.note}\n<Dungeon Vaults>\nBroken\n#..#\n</Dungeon Vaults>` };
    const play = (map: object) => {
      const random = jest.spyOn(Math, "random").mockReturnValue(0.375);
      try {
        const engine = new EngineDouble(new Map([[HUB, readFileSync(join(SAMPLE_DATA, "Map001.json"), "utf8")], [CAVE, JSON.stringify(map)]]));
        const warnings: string[] = [];
        installHooks(engine as unknown as Engine, parsePluginParameters({}, () => {}), { warn: (message) => warnings.push(message) });
        engine.newGame(HUB, 8, 6);
        engine.transfer(CAVE, 0, 0);
        return { data: engine.$dataMap!.data, warnings };
      } finally {
        random.mockRestore();
      }
    };
    const plain = play(cave);
    const blocked = play(withBlock);
    expect(blocked.warnings).toEqual([]);
    expect(blocked.data).toEqual(plain.data);
  });
});

describe("the vault map's turn in onLoad", () => {
  const DIGGER = 2;
  const VAULTS = 1; // any map file serves as the vault map here: the hub has no vault shapes
  function diggerGame() {
    const cave = JSON.parse(readFileSync(join(SAMPLE_DATA, "Map002.json"), "utf8"));
    cave.note = `<Dungeon>\n<Dungeon Layout: digger>\n<Dungeon Vault Map: ${VAULTS}>`;
    const engine = new EngineDouble(new Map([[HUB, readFileSync(join(SAMPLE_DATA, "Map001.json"), "utf8")], [DIGGER, JSON.stringify(cave)]]));
    const warnings: string[] = [];
    installHooks(engine as unknown as Engine, parsePluginParameters({}, () => {}), { warn: (message) => warnings.push(message) });
    engine.newGame(HUB, 8, 6);
    return { engine, warnings };
  }
  const loader = (engine: EngineDouble) => engine as unknown as { flushLoads(): void; DataManager: { loadMapData(id: number): void; onLoad(object: unknown): void } } & Record<string, unknown>;

  test("another file finishing while the dungeon map waits for its vault map is not taken for the vault map", () => {
    const play = (extra: boolean) => {
      const random = jest.spyOn(Math, "random").mockReturnValue(0.625);
      try {
        const { engine, warnings } = diggerGame();
        const raw = loader(engine);
        // While the dungeon map waits (its vault map just asked for), an unrelated data file finishes first.
        const dataManager = engine.DataManager as unknown as { loadDataFile(name: string, src: string): void; onLoad(object: unknown): void };
        const loadDataFile = dataManager.loadDataFile;
        dataManager.loadDataFile = function (this: typeof dataManager, name: string, src: string) {
          if (extra && name === VAULT_MAP_GLOBAL) this.onLoad({ name: "an unrelated data file" });
          return loadDataFile.call(this, name, src);
        };
        engine.transfer(DIGGER, 0, 0);
        return { data: engine.$dataMap && engine.$dataMap.data, vaultMap: raw[VAULT_MAP_GLOBAL], warnings };
      } finally {
        random.mockRestore();
      }
    };
    const plain = play(false);
    const interrupted = play(true);
    expect(plain.data).not.toBeNull();
    expect(interrupted.data).toEqual(plain.data);
    expect(interrupted.vaultMap).toEqual(plain.vaultMap);
    expect(interrupted.warnings).toEqual(plain.warnings);
  });

  test("the vault map handed to onLoad again when no dungeon waits for it is passed on untouched", () => {
    const { engine } = diggerGame();
    engine.transfer(DIGGER, 0, 0);
    const raw = loader(engine);
    const vaultMap = raw[VAULT_MAP_GLOBAL];
    expect(vaultMap).toMatchObject({ width: expect.any(Number) });
    const dataMap = engine.$dataMap;
    const before = JSON.stringify(dataMap);
    expect(() => raw.DataManager.onLoad(vaultMap)).not.toThrow();
    expect(engine.$dataMap).toBe(dataMap);
    expect(JSON.stringify(engine.$dataMap)).toBe(before);
  });
});
