/**
 * Layouts on the MZ side: the Layout parameter and <Dungeon Layout: NAME>, every layout's options
 * as parameters and note tags (their defaults and ranges are the core's), each layout through the
 * real hooks and the engine double (entry, menu, battle, save/load, project update, re-entry),
 * and the digger's vaults from the note and from a vault map.
 */
import type { Engine } from "../../src/mz/engine";
import { readFileSync } from "fs";
import { createHash } from "crypto";
import { join } from "path";
import { EngineDouble, MapJson } from "./engine-double";
import { installHooks } from "../../src/mz/hooks";
import { VAULT_MAP_GLOBAL, paintedVaults } from "../../src/mz/vaults";
import { createConsoleLogger } from "../../src/mz/log";
import { DEFAULT_VALUES, PARAMETERS, ParameterValues, mapNoteMeta, mapSettings, noteVaults, parsePluginParameters } from "../../src/mz/settings";
import { autotileKind } from "../../src/mz/autotile";
import { DEFAULT_LAYOUT, LAYOUTS, LAYOUT_NAMES, Prefab, generateDungeon, isFloor } from "../../src/core";
import { walkableFrom } from "./passability";
import { PARAMETER_TABLE as parameterTable } from "../../src/header/parameter-table";

/** The registry's layouts as warnings list them. */
const KNOWN = LAYOUT_NAMES.join(", ");

const SAMPLE_DATA = join(__dirname, "..", "..", "sample-project", "data");
const HUB = 1;
const DUNGEON = 2;
const VAULTS = 5;
const hubJson = () => readFileSync(join(SAMPLE_DATA, "Map001.json"), "utf8");
const caveMap = (): MapJson => JSON.parse(readFileSync(join(SAMPLE_DATA, "Map002.json"), "utf8"));

type Entry = {
  name: string;
  group: string;
  type?: string;
  default?: number | string;
  min?: number;
  max?: number;
  layout?: string;
  key?: string;
  parent?: string;
  options?: { value: string; en: string; ja: string }[];
  en: { text: string; desc: string };
  ja: { text: string; desc: string };
};
const TABLE = parameterTable as Entry[];

/** The 68×64 sample cave (5 events, stock Dungeon tileset) with another note. */
function dungeonWithNote(note: string): string {
  return JSON.stringify({ ...caveMap(), note });
}

function setup(dungeon: string, rawParameters: Record<string, string> = {}, extraMaps: [number, string][] = []) {
  const engine = new EngineDouble(new Map([[HUB, hubJson()], [DUNGEON, dungeon], ...extraMaps]));
  const warnings: string[] = [];
  const log = createConsoleLogger({ warn: (message: string) => warnings.push(message) });
  const parameters = parsePluginParameters(rawParameters, log.warn);
  installHooks(engine as unknown as Engine, parameters, log);
  return { engine, warnings, parameters };
}

const layoutHash = (engine: EngineDouble) => createHash("sha1").update(JSON.stringify(engine.tilemapData)).digest("hex");

function positions(engine: EngineDouble) {
  return {
    player: [engine.$gamePlayer.x, engine.$gamePlayer.y],
    events: engine.$gameMap.events().map((event) => [event.eventId(), event.x, event.y]),
  };
}

/** Floor with the default parameters is the stock A2 ground (autotile kind 16). */
const isFloorTile = (engine: EngineDouble, x: number, y: number) => autotileKind(engine.tileId(x, y, 0)) === 16;

const storedSeed = (engine: EngineDouble) => (engine.$gameSystem._randomDungeons as { seeds: Record<string, number> }).seeds[String(DUNGEON)];

/** The dungeon the hooks should have made: the core run with the map's settings and its stored seed (the layout's grid does not depend on the events). */
function expectedDungeon(engine: EngineDouble, parameters: ParameterValues, note: string, prefabs: readonly Prefab[] = []) {
  const settings = mapSettings(parameters, mapNoteMeta({ note }), () => {});
  const map = engine.$dataMap!;
  const result = generateDungeon(map.width, map.height, { layout: settings.layoutName, ...settings.layout, prefabs }, storedSeed(engine));
  if (!result.ok) throw new Error(result.reason);
  return result.dungeon;
}

/** The painted floor is exactly the dungeon's floor: the hooks ran that layout with those options. */
function expectPaintedAs(engine: EngineDouble, dungeon: ReturnType<typeof expectedDungeon>) {
  const map = engine.$dataMap!;
  let mismatches = 0;
  for (let i = 0; i < map.width * map.height; i++) if (isFloorTile(engine, i % map.width, Math.floor(i / map.width)) !== isFloor(dungeon.grid.kinds[i])) mismatches++;
  expect(mismatches).toBe(0);
}

describe("every layout's declaration makes its Plugin Manager parameters", () => {
  test("the Layout choice lists every registered layout, default cells", () => {
    const choice = TABLE.find((entry) => entry.name === "layout")!;
    expect(choice.type).toBe("select");
    expect(choice.default).toBe(DEFAULT_LAYOUT);
    expect(choice.options!.map((option) => option.value)).toEqual([...LAYOUT_NAMES]);
    for (const option of choice.options!) {
      expect(option.en!.startsWith(`${option.value}: `)).toBe(true);
      expect(option.ja!.startsWith(`${option.value}：`)).toBe(true);
    }
    for (const name of LAYOUT_NAMES) expect(choice.en.desc).toContain(name);
  });

  test.each(LAYOUTS.map((layout) => [layout.name, layout] as const))("%s: one parameter per option under its heading; defaults inside their ranges; no two options read alike", (name, layout) => {
    const own = PARAMETERS.filter((spec) => spec.group === "layout" && (spec.layouts === undefined || spec.layouts.includes(name)));
    expect(own.map((spec) => spec.key).sort()).toEqual(Object.keys(layout.defaults).sort());
    for (const spec of own) {
      expect(spec.min <= spec.default && spec.default <= spec.max).toBe(true);
      if (spec.layouts === undefined) expect(spec.key).toBe("wallHeight"); // the one shared parameter
      else expect(spec.parent).toBe(name);
    }
    // Tags read like the texts: no two options of one layout share a text.
    const texts = own.map((spec) => spec.en.text.toLowerCase().replace(/[^a-z0-9]/g, ""));
    expect(new Set(texts).size).toBe(texts.length);
    const heading = TABLE.find((entry) => entry.name === name)!;
    expect(heading.group).toBe("heading");
  });

  test("every parameter has English and Japanese text and description; every layout option's description gives its default and range", () => {
    for (const entry of TABLE) {
      for (const lang of ["en", "ja"] as const) {
        expect(entry[lang].text.trim()).not.toBe("");
        expect(entry[lang].desc.trim().length).toBeGreaterThan(10);
      }
      expect(entry.ja.desc).not.toBe(entry.en.desc);
      if (entry.group === "layout") {
        expect(entry.en.desc).toContain(`Default ${entry.default} (${entry.min} to ${entry.max}).`);
        expect(entry.ja.desc).toContain(`既定値${entry.default}（${entry.min}～${entry.max}）。`);
      }
    }
  });
});

describe("choosing the layout", () => {
  test("the Layout parameter applies to every map; a map's tag wins; names in any case", () => {
    const maze = parsePluginParameters({ layout: "maze" }, () => {});
    expect(mapSettings(maze, { Dungeon: true }, () => {}).layoutName).toBe("maze");
    expect(mapSettings(maze, { Dungeon: true, "Dungeon Layout": " DIGGER " }, () => {}).layoutName).toBe("digger");
    expect(mapSettings(DEFAULT_VALUES, { Dungeon: true }, () => {}).layoutName).toBe("cells");
  });

  test("an unknown layout: one warning naming the known layouts, cells used (parameter and tag)", () => {
    const warnings: string[] = [];
    const values = parsePluginParameters({ layout: "caves" }, (message) => warnings.push(message));
    expect(values.layout).toBe("cells");
    const settings = mapSettings(DEFAULT_VALUES, { Dungeon: true, "Dungeon Layout": " dig" }, (message) => warnings.push(message));
    expect(settings.layoutName).toBe("cells");
    expect(settings.layout).toEqual(mapSettings(DEFAULT_VALUES, {}, () => {}).layout);
    expect(warnings).toEqual([
      `parameter "Layout" = "caves" is not a known layout (known layouts: ${KNOWN}); using cells`,
      `note tag <Dungeon Layout> = "dig" is not a known layout (known layouts: ${KNOWN}); using cells`,
    ]);
  });

  test("a tag reads against the map's layout: the same text sets each layout's own option", () => {
    const tags = (layout: string) => ({ Dungeon: true as const, "Dungeon Layout": ` ${layout}`, "Dungeon Room Min Width": " 4", "Dungeon Room Chance": " 55" });
    expect(mapSettings(DEFAULT_VALUES, tags("cells"), () => {}).layout).toMatchObject({ roomMinWidth: 4, roomChance: 55 });
    expect(mapSettings(DEFAULT_VALUES, tags("digger"), () => {}).layout).toMatchObject({ roomMinWidth: 4, roomChance: 55 });
    const rooms = mapSettings(DEFAULT_VALUES, { Dungeon: true, "Dungeon Layout": "rooms", "Dungeon Room Min Width": "4" }, () => {});
    expect(rooms.layout.roomMinWidth).toBe(4);
    const nodes = mapSettings(DEFAULT_VALUES, { Dungeon: true, "Dungeon Layout": "nodes", "Dungeon Room Chance (%)": "55", "DungeonNodeSize": "9" }, () => {});
    expect(nodes.layout).toEqual({ ...LAYOUTS.find((layout) => layout.name === "nodes")!.defaults, roomChance: 55, nodeSize: 9 });
  });

  test("parameter values reach the generator only for the chosen layout", () => {
    const values = parsePluginParameters({ diggerCaveChance: "77", mazePathWidth: "5", roomChance: "12" }, () => {});
    const digger = mapSettings(values, { Dungeon: true, "Dungeon Layout": "digger" }, () => {}).layout;
    expect(digger.caveChance).toBe(77);
    expect(digger.roomChance).toBe(40); // the digger's own default, not cells' parameter
    expect(digger).not.toHaveProperty("mazePathWidth");
    const cells = mapSettings(values, { Dungeon: true }, () => {}).layout;
    expect(cells.roomChance).toBe(12);
    expect(cells).not.toHaveProperty("caveChance");
  });

  test("another layout's option on a map is ignored with one warning saying whose it is", () => {
    const warnings: string[] = [];
    const settings = mapSettings(DEFAULT_VALUES, { Dungeon: true, "Dungeon Cave Chance": "30", "Dungeon Maze Path Width": "2" }, (message) => warnings.push(message));
    expect(settings.layout).toEqual(mapSettings(DEFAULT_VALUES, {}, () => {}).layout);
    expect(warnings).toEqual([
      "note tag <Dungeon Cave Chance> is a setting of the digger layout; this map's layout is cells, so it is ignored",
      "note tag <Dungeon Maze Path Width> is a setting of the maze layout; this map's layout is cells, so it is ignored",
    ]);
  });

  test("a bad value of another layout's parameter is named with its group", () => {
    const warnings: string[] = [];
    parsePluginParameters({ roomsRoomMinWidth: "2" }, (message) => warnings.push(message));
    expect(warnings).toEqual(['parameter "Rooms: Room Min Width" = "2" is not a whole number from 3 to 40; using 3']);
  });
});

describe.each(["digger", "maze", "rooms", "nodes"])("<Dungeon Layout: %s> through the real hooks", (layout) => {
  const note = `<Dungeon>\n<Dungeon Layout: ${layout}>`;

  function enter() {
    const game = setup(dungeonWithNote(note));
    game.engine.newGame(HUB, 8, 6);
    game.engine.transfer(DUNGEON, 0, 0, 8);
    return game;
  }

  test("entry: that layout painted, player and events on floor, every floor tile reachable, no warning", () => {
    const { engine, warnings, parameters } = enter();
    expect(warnings).toEqual([]);
    const dungeon = expectedDungeon(engine, parameters, note);
    expect(dungeon.layout.algorithm).toBe(layout);
    expectPaintedAs(engine, dungeon);
    const { player, events } = positions(engine);
    expect(events).toHaveLength(5);
    for (const [x, y] of [player, ...events.map(([, x, y]) => [x, y])]) expect(isFloorTile(engine, x, y)).toBe(true);
    const map = engine.$dataMap!;
    const reached = walkableFrom(map.data, map.width, map.height, engine.$dataTilesets[map.tilesetId]!.flags, player[0], player[1]);
    let floor = 0;
    let unreached = 0;
    let walkableOther = 0;
    for (let i = 0; i < map.width * map.height; i++) {
      const isFloorHere = isFloorTile(engine, i % map.width, Math.floor(i / map.width));
      floor += isFloorHere ? 1 : 0;
      if (isFloorHere && !reached[i]) unreached++;
      if (!isFloorHere && reached[i]) walkableOther++;
    }
    expect(floor).toBeGreaterThan(100);
    expect(unreached).toBe(0);
    expect(walkableOther).toBe(0);
  });

  test("the same dungeon after the menu, a battle, save/load and a project update", () => {
    const { engine } = enter();
    const layoutBefore = layoutHash(engine);
    const before = positions(engine);
    engine.returnFromMenu();
    engine.returnFromBattle();
    expect(layoutHash(engine)).toBe(layoutBefore);
    expect(positions(engine)).toEqual(before);
    engine.load(engine.save());
    expect(layoutHash(engine)).toBe(layoutBefore);
    expect(positions(engine)).toEqual(before);
    const saveText = engine.save();
    engine.updateProject();
    engine.load(saveText);
    expect(layoutHash(engine)).toBe(layoutBefore);
    expect(positions(engine)).toEqual(before);
  });

  test("a new dungeon on each re-entry, events and arrival on its floor", () => {
    const { engine, warnings } = enter();
    const seen = new Set([layoutHash(engine)]);
    for (let visit = 0; visit < 4; visit++) {
      engine.transfer(HUB, 8, 6);
      engine.transfer(DUNGEON, 0, 0);
      seen.add(layoutHash(engine));
      const { player, events } = positions(engine);
      for (const [x, y] of [player, ...events.map(([, x, y]) => [x, y])]) expect(isFloorTile(engine, x, y)).toBe(true);
    }
    expect(seen.size).toBe(5);
    expect(warnings).toEqual([]);
  });
});

describe("layout settings through the hooks", () => {
  test("the Layout parameter makes an untagged <Dungeon> map that layout; a layout's note tag reaches the generator", () => {
    const note = "<Dungeon>\n<Dungeon Maze Path Width: 2>\n<Dungeon Maze Braid Chance: 50>";
    const { engine, warnings, parameters } = setup(dungeonWithNote(note), { layout: "maze" });
    engine.newGame(HUB, 8, 6);
    engine.transfer(DUNGEON, 0, 0);
    expect(warnings).toEqual([]);
    const dungeon = expectedDungeon(engine, parameters, note);
    expect(dungeon.layout.algorithm).toBe("maze");
    expect(dungeon.options).toMatchObject({ mazePathWidth: 2, mazeBraidChance: 50 });
    expectPaintedAs(engine, dungeon);
  });

  test("an unknown layout on a map: one warning (not repeated after the menu), a cells dungeon", () => {
    const note = "<Dungeon>\n<Dungeon Layout: labyrinth>";
    const { engine, warnings, parameters } = setup(dungeonWithNote(note));
    engine.newGame(HUB, 8, 6);
    engine.transfer(DUNGEON, 0, 0);
    engine.returnFromMenu();
    expect(warnings).toEqual([
      `RandomDungeons: Map 2: note tag <Dungeon Layout> = "labyrinth" is not a known layout (known layouts: ${KNOWN}); using cells`,
    ]);
    const dungeon = expectedDungeon(engine, parameters, note);
    expect(dungeon.layout.algorithm).toBe("cells");
    expectPaintedAs(engine, dungeon);
  });
});

/** A small vault: a 7×5 room with a wall ring and its connection on the east edge, row 2. */
const ASCII_VAULT = ["Shrine", "#######", "#.....#", "#.....@", "#.....#", "#######"].join("\n");

/** Vault-heavy digger settings, so a vault is placed on every seed. */
const VAULT_TAGS = "<Dungeon Layout: digger>\n<Dungeon Vault Chance: 100>\n<Dungeon Vault Max: 3>";

/** Fixed seeds for the vault tests (the hooks draw seeds with Math.random). */
function fixSeeds() {
  let draw = 0;
  return jest.spyOn(Math, "random").mockImplementation(() => ((draw++ * 0.618034) % 1));
}

afterEach(() => jest.restoreAllMocks());

describe("vaults written in the note", () => {
  test("<Dungeon Vaults> … </Dungeon Vaults> is read with the core's ASCII format; problems are warned", () => {
    const parsed = noteVaults(`<Dungeon>\n<Dungeon Vaults>\n${ASCII_VAULT}\n\nBroken\n#..#\n</Dungeon Vaults>`);
    expect(parsed.prefabs.map((prefab) => [prefab.name, prefab.width, prefab.height, prefab.connections])).toEqual([["Shrine", 7, 5, [2 * 7 + 6]]]);
    expect(parsed.problems).toEqual(['<Dungeon Vaults>: vault "Broken" (line 11): it has no connection (@) on its outer edge; the vault is skipped']);
    expect(noteVaults("<Dungeon Vaults>\n#.@").problems).toEqual(["<Dungeon Vaults> has no closing </Dungeon Vaults>; its vaults are ignored"]);
    expect(noteVaults("<Dungeon>")).toEqual({ prefabs: [], problems: [] });
  });

  test("a digger map places them; the block's tags are not warned about; same dungeon after the menu", () => {
    fixSeeds();
    const note = `<Dungeon>\n${VAULT_TAGS}\n<Dungeon Vaults>\n${ASCII_VAULT}\n</Dungeon Vaults>`;
    const { engine, warnings, parameters } = setup(dungeonWithNote(note));
    engine.newGame(HUB, 8, 6);
    engine.transfer(DUNGEON, 0, 0);
    expect(warnings).toEqual([]);
    const dungeon = expectedDungeon(engine, parameters, note, noteVaults(note).prefabs);
    expect(dungeon.layout.areas.some((area) => area.kind === "vault")).toBe(true);
    expectPaintedAs(engine, dungeon);
    const layout = layoutHash(engine);
    engine.returnFromMenu();
    expect(layoutHash(engine)).toBe(layout);
  });

  test("a vault that can never fit: one warning, the dungeon made without it", () => {
    const huge = ["Hall", "#".repeat(80), ...Array.from({ length: 3 }, () => `#${".".repeat(78)}@`), "#".repeat(80)].join("\n");
    const note = `<Dungeon>\n${VAULT_TAGS}\n<Dungeon Vaults>\n${huge}\n</Dungeon Vaults>`;
    const { engine, warnings } = setup(dungeonWithNote(note));
    engine.newGame(HUB, 8, 6);
    engine.transfer(DUNGEON, 0, 0);
    engine.returnFromMenu();
    expect(warnings).toEqual(['RandomDungeons: Map 2: vault "Hall" cannot be placed on this map: it is 80×5, too large for a 68×64 map with border 1; it is skipped']);
    expect(isFloorTile(engine, engine.$gamePlayer.x, engine.$gamePlayer.y)).toBe(true);
  });
});

/** A 30×20 vault map on the Dungeon tileset: ASCII rows painted at (left, top) as the game maker would. */
function vaultMapJson(drawings: { left: number; top: number; rows: string[] }[], region = 63): string {
  const width = 30;
  const height = 20;
  const data = new Array(width * height * 6).fill(0);
  for (const { left, top, rows } of drawings) {
    rows.forEach((row, y) => {
      [...row].forEach((glyph, x) => {
        const tile = (top + y) * width + left + x;
        if (glyph === "#") data[tile] = 6272; // A4 wall side
        if (glyph === "^") data[tile] = 5888; // A4 ceiling: passable inside, still a wall here
        if (glyph === "." || glyph === "@") data[tile] = 2816; // A2 ground
        if (glyph === "@") data[5 * width * height + tile] = region;
      });
    });
  }
  return JSON.stringify({ width, height, tilesetId: 4, note: "", data, events: [null] });
}

const ROOM_VAULT = { left: 2, top: 2, rows: ["^^^^^^^", "#######", "#.....#", "#.....@", "#.....#", "#######"] };

describe("vaults painted on a vault map", () => {
  test("each painted shape is a vault: walkable tiles floor, wall and ceiling tiles wall, region 63 on the edge its connection", () => {
    const warnings: string[] = [];
    const lonely = { left: 14, top: 2, rows: ["###", "#.#", "###"] };
    const inner = { left: 20, top: 2, rows: ["#####", "#.@.#", "#...@", "#####"] };
    const prefabs = paintedVaults(JSON.parse(vaultMapJson([ROOM_VAULT, lonely, inner])), VAULTS, new EngineDouble(new Map()).$dataTilesets, 63, (message) => warnings.push(message));
    expect(prefabs).toHaveLength(1);
    expect(prefabs[0]).toMatchObject({ name: "vault at 2,2 of map 5", width: 7, height: 6, connections: [3 * 7 + 6] });
    expect(Array.from(prefabs[0].kinds.subarray(0, 14))).toEqual(new Array(14).fill(3)); // ceiling and wall rows: TileKind.Wall
    expect(prefabs[0].kinds[2 * 7 + 1]).toBe(1); // floor: TileKind.Room
    expect(warnings).toEqual([
      "vault at 14,2 of map 5: no floor tile of region 63 on the shape's outer edge marks where it joins the dungeon; the vault is skipped",
      "vault at 20,2 of map 5: 1 tile(s) of region 63 are not on the shape's outer edge; the vault is skipped",
    ]);
  });

  function playWithVaultMap(extraParameters: Record<string, string> = {}) {
    const note = `<Dungeon>\n${VAULT_TAGS}\n<Dungeon Vault Map: ${VAULTS}>`;
    const game = setup(dungeonWithNote(note), extraParameters, [[VAULTS, vaultMapJson([ROOM_VAULT])]]);
    game.engine.newGame(HUB, 8, 6);
    game.engine.transfer(DUNGEON, 0, 0);
    return { ...game, note };
  }

  test("the vault map is read (the dungeon map waits for it) before the dungeon is made, then kept for the session", () => {
    fixSeeds();
    const { engine, warnings, parameters, note } = playWithVaultMap();
    expect(warnings).toEqual([]);
    expect(engine.$gameMap.mapId()).toBe(DUNGEON);
    expect((engine as unknown as Record<string, unknown>)[VAULT_MAP_GLOBAL]).toMatchObject({ width: 30, height: 20 });
    const prefabs = paintedVaults(JSON.parse(vaultMapJson([ROOM_VAULT])), VAULTS, engine.$dataTilesets, 63, () => {});
    const dungeon = expectedDungeon(engine, parameters, note, prefabs);
    expect(dungeon.layout.areas.some((area) => area.kind === "vault")).toBe(true);
    expectPaintedAs(engine, dungeon);
    const { player, events } = positions(engine);
    for (const [x, y] of [player, ...events.map(([, x, y]) => [x, y])]) expect(isFloorTile(engine, x, y)).toBe(true);

    // Menu, battle, save/load: the same dungeon, the vault map not read again.
    const layout = layoutHash(engine);
    (engine as unknown as Record<string, unknown>)[VAULT_MAP_GLOBAL] = "not read again";
    engine.returnFromMenu();
    engine.returnFromBattle();
    engine.load(engine.save());
    expect(layoutHash(engine)).toBe(layout);
    expect((engine as unknown as Record<string, unknown>)[VAULT_MAP_GLOBAL]).toBe("not read again");
  });

  test("the rest of the onLoad chain runs on the waiting dungeon map once, after it is painted", () => {
    fixSeeds();
    const note = `<Dungeon>\n${VAULT_TAGS}\n<Dungeon Vault Map: ${VAULTS}>`;
    const engine = new EngineDouble(new Map([[HUB, hubJson()], [DUNGEON, dungeonWithNote(note)], [VAULTS, vaultMapJson([ROOM_VAULT])]]));
    // A plugin listed above this one: it sees every object the engine loads.
    const seen: unknown[] = [];
    const dataSeen: number[][] = [];
    const engineOnLoad = engine.DataManager.onLoad;
    engine.DataManager.onLoad = function (this: never, object: unknown) {
      seen.push(object);
      dataSeen.push([...(object as MapJson).data]);
      return engineOnLoad.call(this, object);
    };
    installHooks(engine as unknown as Engine, parsePluginParameters({}, () => {}), { warn: () => {} });
    engine.newGame(HUB, 8, 6);
    seen.length = 0;
    dataSeen.length = 0;
    engine.transfer(DUNGEON, 0, 0);
    const vaultMap = (engine as unknown as Record<string, unknown>)[VAULT_MAP_GLOBAL];
    expect(seen).toEqual([vaultMap, engine.$dataMap]);
    expect(seen[1]).toBe(engine.$dataMap);
    expect(dataSeen[1]).toEqual(engine.$dataMap!.data); // the chain saw the painted dungeon
    expect(dataSeen[1]).not.toEqual(caveMap().data);
    expect(engine.$dataMap!.meta).toMatchObject({ Dungeon: true });
    expect(engine.tilemapData).toBe(engine.$dataMap!.data);
  });

  test("a save loaded in a new session (vault map not read yet): the same dungeon", () => {
    fixSeeds();
    const first = playWithVaultMap();
    const layout = layoutHash(first.engine);
    const before = positions(first.engine);
    const saveText = first.engine.save();
    const second = setup(dungeonWithNote(first.note), {}, [[VAULTS, vaultMapJson([ROOM_VAULT])]]);
    second.engine.load(saveText);
    expect(layoutHash(second.engine)).toBe(layout);
    expect(positions(second.engine)).toEqual(before);
    expect(second.warnings).toEqual([]);
  });

  test("the Vault Map parameter and region parameter work like the tags", () => {
    const note = `<Dungeon>\n${VAULT_TAGS}`;
    const game = setup(dungeonWithNote(note), { vaultMap: String(VAULTS), vaultRegion: "7" }, [[VAULTS, vaultMapJson([ROOM_VAULT], 7)]]);
    game.engine.newGame(HUB, 8, 6);
    game.engine.transfer(DUNGEON, 0, 0);
    expect(game.warnings).toEqual([]);
    expect((game.engine as unknown as Record<string, unknown>)[VAULT_MAP_GLOBAL]).toMatchObject({ width: 30 });
  });

  test("a vault map the project does not have ($dataMapInfos): one warning, no vaults, nothing loaded", () => {
    const note = `<Dungeon>\n${VAULT_TAGS}\n<Dungeon Vault Map: 9>`;
    const { engine, warnings } = setup(dungeonWithNote(note));
    (engine as unknown as { $dataMapInfos: unknown[] }).$dataMapInfos = [null, { id: 1 }, { id: 2 }];
    engine.newGame(HUB, 8, 6);
    engine.transfer(DUNGEON, 0, 0);
    engine.returnFromMenu();
    expect(warnings).toEqual(["RandomDungeons: Map 2: vault map 9 does not exist; no vaults from it"]);
    expect((engine as unknown as Record<string, unknown>)[VAULT_MAP_GLOBAL]).toBeUndefined();
    expect(isFloorTile(engine, engine.$gamePlayer.x, engine.$gamePlayer.y)).toBe(true);
  });

  test("only the digger reads a vault map; a vault tag on another layout is warned about", () => {
    const note = `<Dungeon>\n<Dungeon Vault Map: ${VAULTS}>`;
    const { engine, warnings } = setup(dungeonWithNote(note), {}, [[VAULTS, vaultMapJson([ROOM_VAULT])]]);
    engine.newGame(HUB, 8, 6);
    engine.transfer(DUNGEON, 0, 0);
    expect(warnings).toEqual(["RandomDungeons: Map 2: note tag <Dungeon Vault Map> is a setting of the digger layout; this map's layout is cells, so it is ignored"]);
    expect((engine as unknown as Record<string, unknown>)[VAULT_MAP_GLOBAL]).toBeUndefined();
  });
});
