/** Bad input gets one clear warning and a safe result; nothing reaches the engine's error screen. */
import type { Engine } from "../../src/mz/engine";
import { readFileSync } from "fs";
import { join } from "path";
import { EngineDouble, MapJson } from "./engine-double";
import { installHooks } from "../../src/mz/hooks";
import { createConsoleLogger } from "../../src/mz/log";
import { parsePluginParameters } from "../../src/mz/settings";
import { autotileKind, isAutotile } from "../../src/mz/autotile";

const HUB = JSON.parse(readFileSync(join(__dirname, "..", "..", "sample-project", "data", "Map001.json"), "utf8")) as MapJson;
const CAVE = JSON.parse(readFileSync(join(__dirname, "..", "..", "sample-project", "data", "Map002.json"), "utf8")) as MapJson;

function dungeonMap(changes: Partial<MapJson>): string {
  const width = changes.width ?? CAVE.width;
  const height = changes.height ?? CAVE.height;
  return JSON.stringify({ ...CAVE, data: new Array(width * height * 6).fill(0), ...changes });
}

function play(dungeon: string, rawParameters: Record<string, string> = {}) {
  const engine = new EngineDouble(new Map([[1, JSON.stringify(HUB)], [2, dungeon]]));
  const warnings: string[] = [];
  const log = createConsoleLogger({ warn: (message: string) => warnings.push(message) });
  installHooks(engine as unknown as Engine, parsePluginParameters(rawParameters, log.warn), log);
  engine.newGame(1, 8, 6);
  engine.transfer(2, 10, 10);
  return { engine, warnings };
}

const authoredData = (map: string) => (JSON.parse(map) as MapJson).data;

/** Enter a good dungeon, then the file changes and the menu closes: the reload runs no Game_Map.setup. */
function reloadAs(changed: string) {
  const game = play(dungeonMap({}));
  game.engine.mapFiles.set(2, changed);
  game.warnings.length = 0;
  game.engine.returnFromMenu();
  return game;
}

test("a map smaller than 20×15 is left as authored, with one warning saying the minimum size", () => {
  const small = dungeonMap({ width: 19, height: 15, events: [null] });
  const { engine, warnings } = play(small);
  expect(engine.$dataMap!.data).toEqual(authoredData(small));
  expect([engine.$gamePlayer.x, engine.$gamePlayer.y]).toEqual([10, 10]);
  expect(warnings).toEqual(["RandomDungeons: Map 2: a 19×15 map is too small for a dungeon: it must be at least 20×15; the map is left as authored"]);
  engine.returnFromMenu();
  expect(warnings).toHaveLength(1); // said once, not on every reload
});

test("garbage note tags: warnings naming the tag and the value used, dungeon still made", () => {
  const note = "<Dungeon: please>\n<Dungeon Room Chance: lots>\n<Dungeon Wall Height: 9>\n<Dungeon Sparkle: 3>\n<DungeonCorridorWidth:2>";
  const { engine, warnings } = play(dungeonMap({ note }));
  expect(warnings).toEqual([
    'RandomDungeons: Map 2: <Dungeon> takes no value; ignoring "please" (per-map settings are tags like <Dungeon Room Chance: 50>)',
    'RandomDungeons: Map 2: note tag <Dungeon Room Chance> = "lots" is not a whole number from 0 to 100; using 70',
    'RandomDungeons: Map 2: note tag <Dungeon Wall Height> = "9" is not a whole number from 1 to 3; using 2',
    expect.stringMatching(/^RandomDungeons: Map 2: unknown note tag <Dungeon Sparkle>; known tags: <Dungeon Void Tile>, /),
  ]);
  const { x, y } = engine.$gamePlayer;
  expect(autotileKind(engine.tileId(x, y, 0))).toBe(16);
});

test("invalid plugin parameters: a warning naming the value and the default, the default used", () => {
  const { engine, warnings } = play(dungeonMap({}), { roomChance: "abc", floorTile: "-5", roomRegion: "300" });
  expect(warnings).toEqual([
    'RandomDungeons: parameter "Floor Tile" = "-5" is not a whole number from 1 to 8191; using 2816',
    'RandomDungeons: parameter "Room Region" = "300" is not a whole number from 0 to 255; using 0',
    'RandomDungeons: parameter "Room Chance (%)" = "abc" is not a whole number from 0 to 100; using 70',
  ]);
  const { x, y } = engine.$gamePlayer;
  expect(autotileKind(engine.tileId(x, y, 0))).toBe(16);
});

test("a tile whose sheet the tileset lacks falls back to the default tile", () => {
  // The stock Dungeon tileset has no A3 sheet.
  const { engine, warnings } = play(dungeonMap({}), { wallTile: "4400" });
  expect(warnings).toEqual(["RandomDungeons: Map 2: tileset 4 has no image for wallTile 4400; using the default 6272"]);
  const kinds = new Set(engine.$dataMap!.data.slice(0, 68 * 64).map((id) => (isAutotile(id) ? autotileKind(id) : -id)));
  expect([...kinds].sort((a, b) => a - b)).toEqual([16, 80, 88]);
});

test("a tileset without the default tiles either: the map is left as authored, with the reason", () => {
  const world = dungeonMap({ tilesetId: 1 }); // World: A1, A2, B, C — no A4
  const { engine, warnings } = play(world);
  expect(engine.$dataMap!.data).toEqual(authoredData(world));
  expect(warnings).toEqual([expect.stringMatching(/^RandomDungeons: Map 2: tileset 1 has no image for voidTile 5888 nor for the default 5888; the map is left as authored/)]);
});

test("more events than room floor: every event still on floor, each relaxed one named in a warning", () => {
  const events = [null, ...Array.from({ length: 14 }, (_, i) => ({ ...CAVE.events[1]!, id: i + 1, name: `Bat ${i + 1}` }))];
  const { engine, warnings } = play(dungeonMap({ width: 20, height: 15, events }));
  // 4×3 floor = 12 tiles: the arrival and 11 events get their own tile, 3 events share.
  const floor = (x: number, y: number) => autotileKind(engine.tileId(x, y, 0)) === 16;
  expect(floor(engine.$gamePlayer.x, engine.$gamePlayer.y)).toBe(true);
  for (const event of engine.$gameMap.events()) expect(floor(event.x, event.y)).toBe(true);
  // Bats take only tiles that keep every way open; the rest share a tile with a bat.
  expect(warnings.filter((w) => /no free floor left/.test(w)).length).toBeGreaterThanOrEqual(3);
  expect(warnings.filter((w) => /placed crowded/.test(w)).length).toBeGreaterThan(0);
  expect(warnings.every((w) => /event \d+ "Bat \d+"/.test(w))).toBe(true);
});

test.each([
  ["tile data of the wrong length", { data: [1, 2, 3] }, /the tile data holds 3 values, but a 68×64 map needs 26112/],
  ["a width that does not match the tile data", { width: 67 }, /the tile data holds 26112 values, but a 67×64 map needs 25728/],
  ["no tile data", { data: "lots" }, /the map has no tile data/],
  ["a fractional width", { width: 50.5 }, /the map size 50\.5×64 is not two whole numbers/],
  ["a missing height", { height: null }, /the map size 68×null is not two whole numbers/],
  ["no event list", { events: undefined }, /the map has no event list/],
])("%s: one warning, the map left as authored, nothing thrown", (_, changes, reason) => {
  const corrupt = JSON.stringify({ ...JSON.parse(dungeonMap({})), ...changes });
  let outcome: ReturnType<typeof play> | undefined;
  expect(() => (outcome = reloadAs(corrupt))).not.toThrow();
  const erased = "events" in changes ? [expect.stringMatching(/live events this map no longer has/)] : []; // no list: the live events have no entries
  expect(outcome!.warnings).toEqual([expect.stringMatching(new RegExp(`^RandomDungeons: Map 2: .*${reason.source}.*; the map is left as authored$`)), ...erased]);
  expect(outcome!.engine.$dataMap!.data).toEqual((JSON.parse(corrupt) as MapJson).data);
});

test("null holes and garbage entries in the event list: the real events are placed, the rest ignored; live events without an entry are erased, entries without one added", () => {
  const chest = CAVE.events[1]!;
  const events = [null, { ...chest, id: 1 }, null, 7, "event", { ...chest, id: 9, x: 3, y: 4 }, { ...chest, id: 6 }];
  const { engine, warnings } = reloadAs(dungeonMap({ events: events as MapJson["events"] }));
  // The game had events 1–5 live; the changed file has entries for 1 and 6 only.
  expect(warnings).toEqual([
    expect.stringMatching(/^RandomDungeons: Map 2: the save lacks 1 event\(s\) of this map \(id 6\)/),
    expect.stringMatching(/Map 2: live events this map no longer has.* are erased$/),
  ]);
  expect([2, 3, 4].map((id) => engine.$gameMap._events[id]!._erased)).toEqual([true, true, true]);
  for (const event of engine.$gameMap.events()) expect(event._erased || Boolean(engine.$dataMap!.events[event.eventId()])).toBe(true);
  const map = engine.$dataMap!;
  const floor = (x: number, y: number) => autotileKind(engine.tileId(x, y, 0)) === 16;
  expect(floor(map.events[1]!.x, map.events[1]!.y)).toBe(true);
  expect(floor(map.events[6]!.x, map.events[6]!.y)).toBe(true);
  expect([map.events[5]!.x, map.events[5]!.y]).toEqual([3, 4]); // id 9 at index 5 is not the file's event 5: left alone
});

test("garbage plugin parameters (not strings, not an object): one warning each, defaults used, nothing thrown", () => {
  const warnings: string[] = [];
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  const values = parsePluginParameters({ roomChance: 5 as unknown as string, floorTile: cyclic as unknown as string, wallHeight: { toJSON() { throw new Error("no"); } } as unknown as string }, (m) => warnings.push(m));
  expect(values.roomChance).toBe(70);
  expect(warnings).toEqual([
    'parameter "Floor Tile" = (a object) is not a whole number from 1 to 8191; using 2816',
    'parameter "Room Chance (%)" = 5 is not a whole number from 0 to 100; using 70',
    'parameter "Wall Height" = (a object) is not a whole number from 1 to 3; using 2',
  ]);
  const none: string[] = [];
  expect(parsePluginParameters(null as unknown as Record<string, string>, (m) => none.push(m))).toEqual(parsePluginParameters({}, () => {}));
  expect(none).toEqual(["the plugin parameters are not readable (null); using the defaults"]);
});

test("no game running when a <Dungeon> map loads (a plugin loading template maps at boot): left as authored", () => {
  const engine = new EngineDouble(new Map([[2, dungeonMap({})]]));
  const warnings: string[] = [];
  const log = createConsoleLogger({ warn: (message: string) => warnings.push(message) });
  installHooks(engine as unknown as Engine, parsePluginParameters({}, log.warn), log);
  (engine as unknown as { $gameSystem: null }).$gameSystem = null;
  engine.$gameMap._mapId = 2;
  engine.returnFromMenu();
  expect(engine.$dataMap!.data).toEqual(authoredData(dungeonMap({})));
  expect(warnings).toEqual(["RandomDungeons: Map 2: no game is running ($gameSystem is not set up); the map is left as authored"]);
});

test("a tileset list that is not a list: left as authored with the reason", () => {
  const engine = new EngineDouble(new Map([[1, JSON.stringify(HUB)], [2, dungeonMap({})]]), null as never);
  const warnings: string[] = [];
  const log = createConsoleLogger({ warn: (message: string) => warnings.push(message) });
  installHooks(engine as unknown as Engine, parsePluginParameters({}, log.warn), log);
  engine.newGame(1, 8, 6);
  engine.transfer(2, 10, 10);
  expect(engine.$dataMap!.data).toEqual(authoredData(dungeonMap({})));
  expect(warnings).toEqual(["RandomDungeons: Map 2: tileset 4 does not exist; the map is left as authored"]);
});
