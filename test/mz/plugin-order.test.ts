/**
 * Works whatever the plugin order: doubles of plugins that edit tiles or link extra events in
 * their own DataManager.onLoad alias, listed above RandomDungeons (installed before it, so they
 * run inside our chain) or below it (installed after, so they wrap ours). Through entry, menu,
 * battle, save/load and a project update their edits survive and the dungeon stays the same.
 */
import type { Engine } from "../../src/mz/engine";
import { readFileSync } from "fs";
import { join } from "path";
import { EngineDouble, Game_Event, MapJson } from "./engine-double";
import { installHooks } from "../../src/mz/hooks";
import { createConsoleLogger } from "../../src/mz/log";
import { parsePluginParameters } from "../../src/mz/settings";
import { autotileKind } from "../../src/mz/autotile";

const SAMPLE_DATA = join(__dirname, "..", "..", "sample-project", "data");
const HUB = 1;
const CAVE = 2; // 68×64 <Dungeon>, 5 events

function sampleMaps(): Map<number, string> {
  const files = new Map<number, string>();
  for (const id of [HUB, CAVE]) files.set(id, readFileSync(join(SAMPLE_DATA, `Map${String(id).padStart(3, "0")}.json`), "utf8"));
  return files;
}

type OnLoad = (this: unknown, object: unknown) => void;
type PluginDouble = (engine: EngineDouble) => void;

function installRandomDungeons(engine: EngineDouble, warnings: string[]): void {
  const log = createConsoleLogger({ warn: (message: string) => warnings.push(message) });
  installHooks(engine as unknown as Engine, parsePluginParameters({}, log.warn), log);
}

/** Plugins are installed top to bottom, as the Plugin Manager lists them. */
function gameWith(above: PluginDouble[], below: PluginDouble[]) {
  const engine = new EngineDouble(sampleMaps());
  const warnings: string[] = [];
  above.forEach((install) => install(engine));
  installRandomDungeons(engine, warnings);
  below.forEach((install) => install(engine));
  return { engine, warnings };
}

const MARK_TILE = 5; // a B tile, drawn on layer 2
const MARK_REGION = 9;
const markedAt = (map: MapJson) => ({ tile: (2 * map.height + 1) * map.width + 1, region: (5 * map.height + 2) * map.width + 2 });

/** Like a decoration or tile-to-event plugin: after the previous chain, it edits tiles of every map. */
const tileEditor: PluginDouble = (engine) => {
  const previous = engine.DataManager.onLoad as unknown as OnLoad;
  engine.DataManager.onLoad = function (this: unknown, object: unknown) {
    previous.apply(this, arguments as unknown as [unknown]);
    if (object !== engine.$dataMap || !object) return;
    const map = object as MapJson;
    const spots = markedAt(map);
    map.data[spots.tile] = MARK_TILE;
    map.data[spots.region] = MARK_REGION;
  };
};

/**
 * Like EventReSpawn: spawned copies are live events whose $dataMap entry is the ORIGINAL's data
 * object, linked again on every same-map reload, after (linkFirst: before) the previous chain.
 */
function eventLinker(linkFirst: boolean): PluginDouble & { spawn(engine: EngineDouble, originalId: number): number } {
  const copies = new Map<number, number>(); // copy id → original id
  const link = (engine: EngineDouble) => {
    const player = engine.$gamePlayer;
    if (player.isTransferring() && player.newMapId() !== engine.$gameMap.mapId()) return;
    for (const [copyId, originalId] of copies) engine.$dataMap!.events[copyId] = engine.$dataMap!.events[originalId];
  };
  const install: PluginDouble = (engine) => {
    const previous = engine.DataManager.onLoad as unknown as OnLoad;
    engine.DataManager.onLoad = function (this: unknown, object: unknown) {
      if (linkFirst && object === engine.$dataMap) link(engine);
      previous.apply(this, arguments as unknown as [unknown]);
      if (!linkFirst && object === engine.$dataMap) link(engine);
    };
  };
  return Object.assign(install, {
    spawn(engine: EngineDouble, originalId: number): number {
      const copyId = engine.$dataMap!.events.length;
      copies.set(copyId, originalId);
      engine.$dataMap!.events[copyId] = engine.$dataMap!.events[originalId];
      const copy = new Game_Event(engine.$gameMap.mapId(), copyId);
      const original = engine.$gameMap._events[originalId]!;
      copy.locate(original.x, original.y);
      engine.$gameMap._events[copyId] = copy;
      return copyId;
    },
  });
}

/** Everything of the painted map but the spots the tile editor writes. */
function dungeonWithoutMarks(engine: EngineDouble): number[] {
  const map = engine.$dataMap!;
  const spots = markedAt(map);
  return map.data.filter((_, index) => index !== spots.tile && index !== spots.region);
}

function livePositions(engine: EngineDouble) {
  return {
    player: [engine.$gamePlayer.x, engine.$gamePlayer.y],
    events: engine.$gameMap.events().map((event) => [event.eventId(), event.x, event.y]),
  };
}

function fileEventSpots(engine: EngineDouble) {
  return engine.$dataMap!.events.slice(1, 6).map((event) => [event!.id, event!.x, event!.y]);
}

/** Each way the engine reloads the current map, in the order a player meets them. */
const RELOADS: [string, (engine: EngineDouble) => void][] = [
  ["menu", (engine) => engine.returnFromMenu()],
  ["battle", (engine) => engine.returnFromBattle()],
  ["save/load", (engine) => engine.load(engine.save())],
];

let random: jest.SpyInstance;
beforeEach(() => {
  random = jest.spyOn(Math, "random").mockReturnValue(0.3141);
});
afterEach(() => random.mockRestore());

describe.each([
  ["above", [tileEditor], []],
  ["below", [], [tileEditor]],
] as const)("a tile-editing plugin listed %s RandomDungeons", (_, above, below) => {
  test("its edits survive entry, menu, battle, save/load and a project update; the dungeon is the one made without it", () => {
    const alone = gameWith([], []);
    alone.engine.newGame(HUB, 8, 6);
    alone.engine.transfer(CAVE, 0, 0);
    const dungeonAlone = alone.engine.$dataMap!.data;

    const { engine, warnings } = gameWith([...above], [...below]);
    engine.newGame(HUB, 8, 6);
    engine.transfer(CAVE, 0, 0);
    const expectations = () => {
      const map = engine.$dataMap!;
      const spots = markedAt(map);
      expect(map.data[spots.tile]).toBe(MARK_TILE);
      expect(map.data[spots.region]).toBe(MARK_REGION);
      expect(engine.tilemapData).toBe(map.data);
      expect(dungeonWithoutMarks(engine)).toEqual(dungeonAlone.filter((__, index) => index !== spots.tile && index !== spots.region));
    };
    expectations();
    const { x, y } = engine.$gamePlayer;
    expect(autotileKind(engine.tileId(x, y, 0))).toBe(16); // the player arrived on our floor
    for (const [, reload] of RELOADS) {
      reload(engine);
      expectations();
    }
    const saveText = engine.save();
    engine.updateProject();
    engine.load(saveText);
    expectations();
    expect(warnings).toEqual([]);
  });
});

describe.each([
  ["listed above, linking after the chain", true, false],
  ["listed below, linking after the chain", false, false],
  ["listed below, linking before the chain", false, true],
] as const)("an EventReSpawn-like plugin %s", (_, isAbove, linkFirst) => {
  test("its spawned copy is neither counted nor placed: the map's own events keep their data spots, the copy its live spot", () => {
    const linker = eventLinker(linkFirst);
    const { engine, warnings } = gameWith(isAbove ? [linker] : [], isAbove ? [] : [linker]);
    engine.newGame(HUB, 8, 6);
    engine.transfer(CAVE, 0, 0);
    const layout = [...engine.$dataMap!.data];
    const dataSpots = fileEventSpots(engine);
    const copyId = linker.spawn(engine, 1);
    engine.$gameMap._events[copyId]!.locate(engine.$gamePlayer.x, engine.$gamePlayer.y); // it walked off
    const live = livePositions(engine);
    for (const [, reload] of RELOADS) {
      reload(engine);
      expect(engine.$dataMap!.events[copyId]).toBe(engine.$dataMap!.events[1]); // the plugin's link holds
      expect(engine.$dataMap!.data).toEqual(layout);
      expect(fileEventSpots(engine)).toEqual(dataSpots);
      expect(livePositions(engine)).toEqual(live);
    }
    expect(warnings).toEqual([]);
  });
});

test("a save from before the plugin, with a linked copy: only the map's own live events are moved onto the new dungeon", () => {
  const linker = eventLinker(true);
  const plain = new EngineDouble(sampleMaps());
  plain.newGame(CAVE, 0, 0);
  const copyId = linker.spawn(plain, 1);
  plain.$gameMap._events[copyId]!.locate(3, 4);
  const saveText = plain.save();

  const { engine } = gameWith([], [linker]);
  engine.load(saveText);
  const events = livePositions(engine).events;
  expect(events.find(([id]) => id === copyId)).toEqual([copyId, 3, 4]); // the copy is the other plugin's to place
  for (const [id, x, y] of events) if (id !== copyId) expect(autotileKind(engine.tileId(x, y, 0))).toBe(16);
});
