/**
 * The sample project as a game maker gets it: the committed files are what the script writes,
 * and they are complete enough to start on a brand-new MZ project at the hub — System.json with
 * every field a new project has and the start on hub floor, the chests' items in Items.json, a
 * hub that explains itself once, doors the player can reach.
 */
import { existsSync, readFileSync, readdirSync } from "fs";
import { join } from "path";
import { DUNGEON_MAPS, FLOOR_VARIABLE, SAMPLE_ITEMS, TOWER_FLOORS, sampleProjectFiles } from "../../tools/make-sample-project";
import { noteLayoutName, previewArgs } from "../../tools/e2e/map-request";
import { parsePreviewArgs } from "../../tools/preview/run";
import { DungeonRequest, LAYOUT_NAMES, generateDungeon } from "../../src/core";
import { parsePrefabs } from "../../src/core/prefab";
import { walkableFrom } from "../mz/passability";
import { setupRun } from "../mz/run-engine";
import { readPalette } from "../../src/mz/decor";
import { STOCK_DUNGEON_TILES } from "../../src/mz/paint";

const ROOT = join(__dirname, "..", "..");
const SAMPLE = join(ROOT, "sample-project");
const files = sampleProjectFiles();
const read = (name: string) => JSON.parse(readFileSync(join(SAMPLE, name), "utf8"));
const mapFile = (id: number) => `data/Map${String(id).padStart(3, "0")}.json`;
const DUNGEON_IDS = DUNGEON_MAPS.map((map) => map.mapId);
const SET_PIECE_MAP_ID = 11;
const stockTilesets = JSON.parse(readFileSync(join(ROOT, "test", "fixtures", "stock-Tilesets.json"), "utf8"));

/** The top-level fields of System.json in a new MZ 1.x project (as the editor writes them). */
const NEW_PROJECT_SYSTEM_FIELDS = [
  "advanced", "airship", "armorTypes", "attackMotions", "battleBgm", "battleback1Name", "battleback2Name", "battlerHue", "battlerName",
  "battleSystem", "boat", "currencyUnit", "defeatMe", "editMapId", "elements", "equipTypes", "gameTitle", "gameoverMe", "itemCategories",
  "locale", "magicSkills", "menuCommands", "optAutosave", "optDisplayTp", "optDrawTitle", "optExtraExp", "optFloorDeath", "optFollowers",
  "optKeyItemsNumber", "optSideView", "optSlipDeath", "optTransparent", "partyMembers", "ship", "skillTypes", "sounds", "startMapId",
  "startX", "startY", "switches", "terms", "testBattlers", "testTroopId", "title1Name", "title2Name", "titleBgm", "titleCommandWindow",
  "variables", "versionId", "victoryMe", "weaponTypes", "windowTone", "editor", "faceSize", "iconSize", "optSplashScreen",
  "optMessageSkip", "tileSize",
];
const MESSAGE_FIELDS = 53; // terms.messages of MZ 1.x

interface Command { code: number; parameters: unknown[] }
interface EventPage { trigger: number; list: Command[]; conditions: { selfSwitchValid: boolean; selfSwitchCh: string; variableValid?: boolean } }
interface MapEvent { id: number; name: string; x: number; y: number; pages: EventPage[] }

test("the committed files are exactly what tools/make-sample-project.ts writes", () => {
  for (const [name, content] of files) expect([name, readFileSync(join(SAMPLE, name), "utf8")]).toEqual([name, content]);
  const shipped = readdirSync(join(SAMPLE, "data")).sort();
  expect(shipped).toEqual([...files.keys()].filter((name) => name.startsWith("data/")).map((name) => name.slice(5)).sort());
});

test("data only: no Tilesets.json (a new project has the stock one), no engine files, images or audio", () => {
  expect(existsSync(join(SAMPLE, "data", "Tilesets.json"))).toBe(false);
  for (const folder of ["img", "audio", "fonts", "css", "effects", "js/libs"]) expect(existsSync(join(SAMPLE, folder))).toBe(false);
  for (const id of [1, ...DUNGEON_IDS]) expect(read(mapFile(id)).tilesetId).toBe(4);
});

describe("System.json", () => {
  const system = read("data/System.json");

  test("has every field of a new MZ project, complete terms and 24 system sounds", () => {
    expect(Object.keys(system).sort()).toEqual([...NEW_PROJECT_SYSTEM_FIELDS].sort());
    expect(system.terms.basic).toHaveLength(10);
    expect(system.terms.commands).toHaveLength(26);
    expect(system.terms.params).toHaveLength(10);
    expect(Object.keys(system.terms.messages)).toHaveLength(MESSAGE_FIELDS);
    expect(system.sounds).toHaveLength(24);
    for (const sound of system.sounds) expect(sound.name).toMatch(/^[A-Z][A-Za-z]+\d*$/);
    expect(system.partyMembers).toEqual([1]);
  });

  test("starts on Map001 on floor from which every door can be reached, each leading to its own dungeon map", () => {
    const hub = read("data/Map001.json");
    expect(system.startMapId).toBe(1);
    const flags = stockTilesets[hub.tilesetId].flags;
    const walkable = walkableFrom(hub.data, hub.width, hub.height, flags, system.startX, system.startY);
    expect(walkable[system.startY * hub.width + system.startX]).toBe(1);
    const doors = (hub.events as (MapEvent | null)[]).filter((event): event is MapEvent => event !== null && event.name.startsWith("To "));
    expect(doors.map((door) => door.name)).toEqual(DUNGEON_MAPS.map((map) => `To ${map.name}`));
    for (const [index, door] of doors.entries()) {
      // A door stands on the wall face; the player reaches it from the floor tile just below.
      expect([door.name, walkable[(door.y + 1) * hub.width + door.x]]).toEqual([door.name, 1]);
      const transfer = door.pages[0].list.find((command) => command.code === 201);
      expect([door.name, transfer?.parameters[1]]).toEqual([door.name, DUNGEON_MAPS[index].mapId]);
      if (index > 0) expect(door.x - doors[index - 1].x).toBe(2); // left to right, a free tile between two doors
    }
  });
});

test("the hub explains itself once: an autorun page that sets its self switch, naming each dungeon", () => {
  const hub = read("data/Map001.json");
  const intro = (hub.events as (MapEvent | null)[]).find((event) => event?.name === "Intro")!;
  expect(intro.pages[0].trigger).toBe(3); // autorun
  const words = intro.pages[0].list.filter((command) => command.code === 401).map((command) => command.parameters[0]).join(" ");
  for (const what of ["68×64", "template tiles", "256×256", "Left three", "digger, maze, rooms, nodes and crawlers", "five-floor tower"]) {
    expect(words).toContain(what);
  }
  // One message window: four lines that fit its width (58 characters of the stock font).
  const lines = intro.pages[0].list.filter((command) => command.code === 401).map((command) => String(command.parameters[0]));
  expect(lines.length).toBeLessThanOrEqual(4);
  for (const line of lines) expect([line, line.length <= 58]).toEqual([line, true]);
  expect(intro.pages[0].list.filter((command) => command.code === 101)).toHaveLength(1); // one message
  expect(intro.pages[0].list).toContainEqual(expect.objectContaining({ code: 123, parameters: ["A", 0] }));
  expect(intro.pages[1].conditions).toMatchObject({ selfSwitchValid: true, selfSwitchCh: "A" });
  expect(intro.pages[1].list.filter((command) => command.code !== 0)).toHaveLength(0);
});

test("every item a chest gives is in Items.json with its name, and the chest says that name", () => {
  const items = read("data/Items.json");
  expect(items[0]).toBeNull();
  for (const item of SAMPLE_ITEMS) expect(items[item.id]).toMatchObject({ id: item.id, name: item.name });
  for (const id of DUNGEON_IDS) {
    for (const event of read(mapFile(id)).events as (MapEvent | null)[]) {
      for (const command of event?.pages[0].list ?? []) {
        if (command.code !== 126 || command.parameters[1] !== 0) continue; // an item gained (the tower's gate takes its key)
        const item = items[command.parameters[0] as number];
        expect(item?.name).toBeTruthy();
        const said = event!.pages[0].list.filter((line) => line.code === 401).map((line) => line.parameters[0]);
        expect(said).toContain(`Found ${item.name}!`);
      }
    }
  }
});

test("each dungeon's exit leads back to the hub's start", () => {
  const system = read("data/System.json");
  for (const id of DUNGEON_IDS) {
    const exit = (read(mapFile(id)).events as (MapEvent | null)[]).find((event) => event?.name === "Exit")!;
    expect(exit.pages[0].list.find((command) => command.code === 201)?.parameters.slice(1, 4)).toEqual([1, system.startX, system.startY]);
  }
});

describe("one dungeon map per layout", () => {
  test("every registered layout has a map behind a hub door, named by its note's <Dungeon Layout> tag", () => {
    const layouts = DUNGEON_IDS.map((id) => noteLayoutName(read(mapFile(id)).note));
    expect([...new Set(layouts)].sort()).toEqual([...LAYOUT_NAMES].sort());
    expect(layouts).toEqual(DUNGEON_MAPS.map((map) => map.layout));
    const infos = read("data/MapInfos.json");
    for (const map of DUNGEON_MAPS) expect(infos[map.mapId]).toMatchObject({ id: map.mapId, name: map.name });
  });

  test.each(DUNGEON_MAPS.map((map) => [map.mapId, map.layout] as const))("Map%i (%s) is a <Dungeon> the layout can fill, with chests and an exit", (id, layout) => {
    const map = read(mapFile(id));
    expect(map.note).toMatch(/^<Dungeon>/);
    const events = (map.events as (MapEvent | null)[]).filter((event): event is MapEvent => event !== null);
    expect(events.filter((event) => event.name === "Exit")).toHaveLength(1);
    expect(events.filter((event) => event.name.startsWith("Chest")).length).toBeGreaterThanOrEqual(1);
    for (const seed of [1, 2, 3]) {
      const result = generateDungeon(map.width, map.height, { layout, content: events.map(() => ({})) }, seed);
      expect(result.ok && [result.dungeon.layout.algorithm, result.problems, result.dungeon.content!.copies.length]).toEqual([layout, [], events.length]);
    }
  });
});

test("the digger map's note holds an ASCII vault that parses cleanly and that the digger places", () => {
  const digger = DUNGEON_MAPS.find((map) => map.layout === "digger")!;
  const note: string = read(mapFile(digger.mapId)).note;
  const block = /<Dungeon Vaults>\n([\s\S]*?)\n<\/Dungeon Vaults>/.exec(note);
  expect(block).not.toBeNull();
  const { prefabs, problems } = parsePrefabs(block![1]);
  expect([prefabs.map((prefab) => prefab.name), problems]).toEqual([["Shrine"], []]);
  const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
  const withVault = seeds.filter((seed) => {
    const result = generateDungeon(digger.width, digger.height, { layout: "digger", prefabs }, seed);
    return result.ok && result.dungeon.layout.areas.some((area) => area.kind === "vault");
  });
  expect(withVault.length).toBeGreaterThan(seeds.length / 2);
});

test("the digger map paints a decoration palette the plugin reads: 4 floor pieces, 2 wall pieces, 2 floor variants (dark ground, and water for lakes)", () => {
  const digger = DUNGEON_MAPS.find((map) => map.layout === "digger")!;
  const map = read(mapFile(digger.mapId));
  const { palette, problems } = readPalette(map.data, map.width, map.height, STOCK_DUNGEON_TILES);
  expect(problems).toEqual([]);
  expect(palette.floor?.map((piece) => [piece.width, piece.height])).toEqual([
    [1, 1],
    [1, 1],
    [1, 2],
    [2, 2],
  ]);
  expect(palette.wall).toHaveLength(2);
  expect(palette.variants).toEqual([2912, 2048]);
});

describe("the e2e's preview command for a map", () => {
  const sameGrid = (width: number, height: number, request: DungeonRequest, seed: number) => {
    const args = previewArgs(width, height, seed, request);
    const preview = parsePreviewArgs(args)!;
    const shown = generateDungeon(preview.width, preview.height, { ...preview.options, layout: preview.layout }, preview.seed);
    const made = generateDungeon(width, height, request, seed);
    if (!shown.ok || !made.ok) throw new Error("generation failed");
    return { args, notes: preview.notes, same: Buffer.from(shown.dungeon.grid.kinds).equals(Buffer.from(made.dungeon.grid.kinds)) };
  };

  test.each(DUNGEON_MAPS.map((map) => [map.mapId, map.layout] as const))("Map%i (%s): --layout and the size draw its layout", (id, layout) => {
    const map = read(mapFile(id));
    const { args, notes, same } = sameGrid(map.width, map.height, { layout }, 7);
    expect(args.includes("--layout")).toBe(layout !== "cells");
    expect([notes, same]).toEqual([[], true]);
  });

  test("options that differ from the layout's defaults become flags; other layouts' options are left out", () => {
    const request = { layout: "maze", mazeBraidChance: 40, mazePathWidth: 2, roomChance: 10 };
    const { args, notes, same } = sameGrid(41, 37, request, 3);
    expect(args).toEqual(["--width", "41", "--height", "37", "--seed", "3", "--layout", "maze", "--maze-path-width", "2", "--maze-braid-chance", "40"]);
    expect([notes, same]).toEqual([[], true]);
  });
});

describe("the Tower (Map010): a run of five floors from event templates, in the fog", () => {
  afterEach(() => jest.restoreAllMocks());
  const towerId = DUNGEON_MAPS.find((map) => map.name === "Tower")!.mapId;
  const pluginParameters = (): Record<string, string> => {
    const text = readFileSync(join(SAMPLE, "js", "plugins.js"), "utf8");
    return JSON.parse(/\[\n(.*)\n\];/.exec(text)![1]).parameters;
  };
  /** The hub, every dungeon map and the set-piece map (Map011) the Tower reads its pieces from. */
  const sampleFiles = () => new Map(DUNGEON_IDS.concat(1, SET_PIECE_MAP_ID).map((id) => [id, readFileSync(join(SAMPLE, mapFile(id)), "utf8")] as [number, string]));

  test("the hub's door starts a run; each floor places stairs, exit, gate, key, 2-4 chests and more bats the higher it is, on floor, without a warning", () => {
    // The run's seed is drawn from a fixed sequence: the same five floors on every run of the test.
    let draws = 0;
    jest.spyOn(Math, "random").mockImplementation(() => ((draws++ * 0.6180339887) % 1) * 0.999);
    const { engine, warnings } = setupRun(pluginParameters(), sampleFiles());
    const hub = read(mapFile(1));
    const door = (hub.events as (MapEvent | null)[]).find((event) => event?.name === "To Tower")!;
    const commands = door.pages[0].list.filter((command) => command.code === 357).map((command) => command.parameters.slice(0, 2));
    expect(commands).toEqual([["RandomDungeons", "StartRun"]]);
    const system = read("data/System.json");
    expect(system.variables[FLOOR_VARIABLE]).toBe("Floor");
    engine.newGame(1, system.startX, system.startY);
    engine.command("StartRun", { seed: "", variable: "0" });
    engine.transfer(towerId, 0, 0);
    const seeds = new Set<unknown>();
    for (let floor = 1; floor <= TOWER_FLOORS; floor++) {
      expect([floor, engine.$gameVariables.value(FLOOR_VARIABLE), engine.displayName()]).toEqual([floor, floor, `Tower ${floor}F`]);
      const events = engine.$dataMap!.events.filter((event): event is NonNullable<typeof event> => event !== null);
      const count = (name: string) => events.filter((event) => event.name === name || event.name.startsWith(`${name} #`)).length;
      expect([count("Stairs"), count("Exit"), count("Gate"), count("Chest with the key"), count("Guardian")]).toEqual([1, 1, 1, 1, 1]);
      expect(count("Chest")).toBeGreaterThanOrEqual(2);
      expect(count("Chest")).toBeLessThanOrEqual(4);
      // <Dungeon Spawn: 2-3 +1/2floors>: 2-3 bats on floors 1-2, 3-4 on 3-4, 4-5 on 5.
      const moreBats = Math.floor((floor - 1) / 2);
      expect(count("Bat")).toBeGreaterThanOrEqual(2 + moreBats);
      expect(count("Bat")).toBeLessThanOrEqual(3 + moreBats);
      const flags = engine.$dataTilesets[engine.$dataMap!.tilesetId]!.flags;
      const { width, height, data } = engine.$dataMap!;
      const walkable = walkableFrom(data, width, height, flags, engine.$gamePlayer.x, engine.$gamePlayer.y);
      for (const event of events) expect([event.name, walkable[event.y * width + event.x]]).toEqual([event.name, 1]);
      seeds.add((engine.$gameSystem as unknown as { _randomDungeons: { seeds: Record<string, unknown> } })._randomDungeons.seeds[String(towerId)]);
      if (floor < TOWER_FLOORS) engine.command("NextFloor", { mapId: "0", direction: "0", fade: "0" });
    }
    expect(seeds.size).toBe(TOWER_FLOORS);
    expect(warnings).toEqual([]);
  });

  test("the guardian (Boss) shows only on the top floor: its one page needs Floor ≥ 5", () => {
    const guardian = (read(mapFile(towerId)).events as (MapEvent | null)[]).find((event) => event?.name === "Guardian")!;
    expect(guardian.pages).toHaveLength(1);
    expect(guardian.pages[0].conditions).toMatchObject({ variableValid: true, variableId: FLOOR_VARIABLE, variableValue: TOWER_FLOORS });
  });

  test("the stairs go up by NextFloor below the top floor and home from it", () => {
    const stairs = (read(mapFile(towerId)).events as (MapEvent | null)[]).find((event) => event?.name === "Stairs")!;
    const list = stairs.pages[0].list;
    expect(list[0]).toMatchObject({ code: 111, parameters: [1, FLOOR_VARIABLE, 0, TOWER_FLOORS, 4] });
    const elseAt = list.findIndex((command) => command.code === 411);
    expect(list.slice(0, elseAt).find((command) => command.code === 357)?.parameters.slice(0, 2)).toEqual(["RandomDungeons", "NextFloor"]);
    expect(list.slice(elseAt).find((command) => command.code === 201)?.parameters[1]).toBe(1);
  });
});
