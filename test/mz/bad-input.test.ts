/** Bad input gets one clear warning and a safe result; nothing reaches the engine's error screen. */
import { readFileSync } from "fs";
import { join } from "path";
import { EngineDouble, MapJson } from "./engine-double";
import { Engine, installHooks } from "../../src/mz/hooks";
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
  expect(warnings.filter((w) => /no free floor left/.test(w))).toHaveLength(3);
  expect(warnings.filter((w) => /placed crowded/.test(w)).length).toBeGreaterThan(0);
  expect(warnings.every((w) => /event \d+ "Bat \d+"/.test(w))).toBe(true);
});

test("corrupt map data never reaches the engine's error screen", () => {
  const corrupt = dungeonMap({ data: [1, 2, 3] });
  let outcome: ReturnType<typeof play> | undefined;
  expect(() => (outcome = play(corrupt))).not.toThrow();
  expect(outcome!.warnings).toEqual([expect.stringMatching(/^RandomDungeons: Map 2: left as authored after an unexpected error/)]);
});
