/**
 * The real hooks against the engine double: enter a dungeon, then the menu, a battle, save/load,
 * a project update and re-entry; the layout and every position must behave as the design says.
 */
import { readFileSync } from "fs";
import { createHash } from "crypto";
import { join } from "path";
import { EngineDouble, MapJson } from "./engine-double";
import { Engine, installHooks } from "../../src/mz/hooks";
import { createConsoleLogger } from "../../src/mz/log";
import { parsePluginParameters } from "../../src/mz/settings";
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
