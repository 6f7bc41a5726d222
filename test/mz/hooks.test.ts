/**
 * The real hooks against the engine double: enter a dungeon, then the menu, a battle, save/load,
 * a project update and re-entry; the layout and every position must behave as the design says.
 */
import type { Engine } from "../../src/mz/engine";
import { readFileSync } from "fs";
import { createHash } from "crypto";
import { join } from "path";
import { EngineDouble, MapJson } from "./engine-double";
import { fileEventIds, installHooks, isFloorAt, loadReason, unusableMapReason } from "../../src/mz/hooks";
import { createConsoleLogger } from "../../src/mz/log";
import { extractNoteMeta, parsePluginParameters } from "../../src/mz/settings";
import { autotileKind, isAutotile } from "../../src/mz/autotile";
import { walkableFrom } from "./passability";

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
    expect(events).toHaveLength(13);
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

  test("loadReason: entry from elsewhere, within the same map, return without a transfer", () => {
    const engine = new EngineDouble(new Map());
    engine.$gameMap._mapId = 3;
    const reason = () => loadReason(engine as unknown as Engine, 3);
    expect(reason()).toBe("return");
    engine.$gamePlayer.reserveTransfer(3, 0, 0);
    expect(reason()).toBe("within");
    engine.$gamePlayer.reserveTransfer(5, 0, 0);
    expect(reason()).toBe("return"); // a transfer elsewhere is not this map's load
    engine.$gameMap._mapId = 5;
    engine.$gamePlayer.reserveTransfer(3, 0, 0);
    expect(reason()).toBe("entry");
  });
});
