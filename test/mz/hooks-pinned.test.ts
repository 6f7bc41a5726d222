/**
 * The hooks' behaviour at the edges a game meets less often, pinned down one case each: a player
 * standing off the floor when the menu closes, generator warnings reaching the console, tileset
 * entries that are not tilesets, and errors from other code while the map loads.
 */
import type { Engine } from "../../src/mz/engine";
import { readFileSync } from "fs";
import { join } from "path";
import { EngineDouble, MapJson } from "./engine-double";
import { installHooks, isFloorAt } from "../../src/mz/hooks";
import { createConsoleLogger } from "../../src/mz/log";
import { extractNoteMeta, parsePluginParameters } from "../../src/mz/settings";
import { autotileKind } from "../../src/mz/autotile";

const SAMPLE_DATA = join(__dirname, "..", "..", "sample-project", "data");
const HUB = 1;
const CAVE = 2; // 68×64 <Dungeon>, 5 events
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
    // 4×3 floor = 12 tiles: the arrival and 11 bats get one each, 3 bats share with bats.
    expect(warnings.filter((warning) => warning.includes("no free floor left"))).toHaveLength(3);
    const arrival = [engine.$gamePlayer.x, engine.$gamePlayer.y];
    const spots = engine.$gameMap.events().map((event) => [event.x, event.y]);
    for (const spot of spots) {
      expect(isFloorTile(engine, spot[0], spot[1])).toBe(true);
      expect(spot).not.toEqual(arrival);
    }
    expect(new Set(spots.map(String)).size).toBe(11);
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
