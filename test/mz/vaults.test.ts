/**
 * The vault map reader on its own: small painted maps with a tileset of our own flags, so each
 * rule of src/mz/vaults.ts (which tile is floor or wall, which tiles form one vault, where its
 * connections are, what is skipped and why) is pinned by a case that shows it.
 */
import type { Engine } from "../../src/mz/engine";
import { TileKind } from "../../src/core/grid";
import { DEFAULT_VALUES, mapSettings } from "../../src/mz/settings";

import { VAULT_MAP_GLOBAL, dungeonVaults, mapFileName, missingVaultMap, paintedVaults } from "../../src/mz/vaults";

const R = TileKind.Room;
const W = TileKind.Wall;
const V = TileKind.Void;

/** Tile ids of the test tileset and their flags. */
const FLOOR = 2816; // A2 ground, passable
const WALL_SIDE = 6272; // A4 wall side: a wall by its range even though passable here
const FIRST_A3 = 4352;
const BEFORE_A3 = 4351; // an A2 id just below the A3 range: decided by its flags
const LAST_A4 = 8191;
const BLOCK = 5; // a B tile that blocks every direction
const HALF_BLOCK = 7; // blocks three directions only: still passable one way
const STAR = 6; // a star tile, drawn above the player
const REGION = 9;
const TILESETS = [null, { flags: tilesetFlags() }];

function tilesetFlags(): number[] {
  const flags = new Array(8192).fill(0);
  flags[BLOCK] = 0x0f;
  flags[HALF_BLOCK] = 0x07;
  flags[STAR] = 0x10;
  return flags;
}

/**
 * A map from rows of characters: "." floor, "#" wall side, "@" floor with the connection region,
 * "B" a blocking B tile over floor, "*" a star tile alone, "s" a star over floor, " " nothing.
 */
function paintedMap(rows: string[]) {
  const width = rows[0].length;
  const height = rows.length;
  const area = width * height;
  const data = new Array(area * 6).fill(0);
  rows.forEach((row, y) =>
    [...row].forEach((c, x) => {
      const tile = y * width + x;
      if (c === "." || c === "@" || c === "B" || c === "s") data[tile] = FLOOR;
      if (c === "#") data[tile] = WALL_SIDE;
      if (c === "@") data[5 * area + tile] = REGION;
      if (c === "B") data[2 * area + tile] = BLOCK;
      if (c === "*") data[3 * area + tile] = STAR;
      if (c === "s") data[3 * area + tile] = STAR;
    }),
  );
  return { width, height, data, events: [], tilesetId: 1, note: "" };
}

function read(rows: string[]) {
  const warnings: string[] = [];
  const prefabs = paintedVaults(paintedMap(rows), 9, TILESETS, REGION, (message) => warnings.push(message));
  return { prefabs, warnings };
}

describe("paintedVaults: which painted tiles make which vault", () => {
  test("each 4-connected group is one vault in its own box, named by its top-left corner", () => {
    const { prefabs, warnings } = read([
      "        ",
      " #@#    ",
      " #.#  @.",
      " ###  ..",
    ]);
    expect(warnings).toEqual([]);
    expect(prefabs.map((p) => [p.name, p.width, p.height])).toEqual([
      ["vault at 1,1 of map 9", 3, 3],
      ["vault at 6,2 of map 9", 2, 2],
    ]);
    expect(Array.from(prefabs[0].kinds)).toEqual([W, R, W, W, R, W, W, W, W]);
    expect(prefabs[0].connections).toEqual([1]);
    expect(prefabs[1].connections).toEqual([0]);
  });

  test("a group holding a tile of the Piece Region is a set piece, not a vault; the others stay vaults", () => {
    const map = paintedMap([" #@#    ", " #.#  @.", " ###  .."]);
    map.data[5 * 24 + 1] = 60; // the first group's top-left wall carries the piece region
    const warnings: string[] = [];
    const prefabs = paintedVaults(map, 9, TILESETS, REGION, (message) => warnings.push(message), 60);
    expect(prefabs.map((p) => p.name)).toEqual(["vault at 6,1 of map 9"]);
    expect(warnings).toEqual([]);
  });

  test("the end of one row and the start of the next are not neighbours", () => {
    const { prefabs } = read([
      "   @.",
      "@.   ",
    ]);
    expect(prefabs.map((p) => p.name)).toEqual(["vault at 3,0 of map 9", "vault at 0,1 of map 9"]);
  });

  test("a group is followed down, sideways and back up", () => {
    const { prefabs, warnings } = read([
      "@ .",
      ". .",
      "...",
    ]);
    expect(warnings).toEqual([]);
    expect(prefabs).toHaveLength(1);
    expect([prefabs[0].width, prefabs[0].height]).toEqual([3, 3]);
    expect(Array.from(prefabs[0].kinds)).toEqual([R, V, R, R, V, R, R, R, R]);
  });

  test("connections are region tiles of floor on any side of the box", () => {
    const { prefabs } = read([
      "#@#",
      "@.@",
      "#@#",
    ]);
    expect(prefabs[0].connections).toEqual([1, 3, 5, 7]);
  });

  test("a region tile on a wall is not a connection; one inside the box skips the vault", () => {
    const onWall = paintedMap(["#.#", "#.@"]);
    onWall.data[5 * 6 + 0] = REGION; // the wall at 0,0
    const warnings: string[] = [];
    expect(paintedVaults(onWall, 9, TILESETS, REGION, (m) => warnings.push(m))[0].connections).toEqual([5]);
    expect(warnings).toEqual([]);
    expect(read(["#.#", "#@#", "#..", "#.@"]).warnings).toEqual([
      "vault at 0,0 of map 9: 1 tile(s) of region 9 are not on the shape's outer edge; the vault is skipped",
    ]);
  });

  test("no connection, or floor in two pieces: skipped, with the reason", () => {
    expect(read(["#.#", "###"])).toEqual({
      prefabs: [],
      warnings: ["vault at 0,0 of map 9: no floor tile of region 9 on the shape's outer edge marks where it joins the dungeon; the vault is skipped"],
    });
    expect(read(["@#.", "###"])).toEqual({
      prefabs: [],
      warnings: ["vault at 0,0 of map 9: its floor is not all connected; the vault is skipped"],
    });
  });
});

describe("paintedVaults: floor or wall", () => {
  // Two rows of floor, so a wall in the top row never splits the vault; AREA is the layer size.
  const AREA = 12;
  const kindsOf = (build: (map: ReturnType<typeof paintedMap>) => void) => {
    const map = paintedMap(["@.....", "......"]);
    build(map);
    return Array.from(paintedVaults(map, 9, TILESETS, REGION, () => {})[0]?.kinds ?? []).slice(0, 6);
  };

  test("a blocking upper tile makes wall; a star above floor does not decide; a star alone is wall", () => {
    expect(Array.from(read(["@.s*", ".B.."]).prefabs[0].kinds)).toEqual([R, R, R, W, R, W, R, R]);
  });

  test("a tile that blocks only some directions stays floor", () => {
    expect(kindsOf((map) => (map.data[2 * AREA + 1] = HALF_BLOCK))).toEqual([R, R, R, R, R, R]);
  });

  test("A3 and A4 ids are wall whatever their flags; the id just before A3 is floor", () => {
    expect(
      kindsOf((map) => {
        map.data[1] = FIRST_A3;
        map.data[2] = BEFORE_A3;
        map.data[3] = LAST_A4;
        map.data[4] = 8192; // past A4: an id no tileset has, with no flags: floor
      }),
    ).toEqual([R, W, R, W, R, R]);
  });

  test("the top layer decides: floor painted on layer 3 over a wall on layer 0", () => {
    expect(
      kindsOf((map) => {
        map.data[1] = WALL_SIDE;
        map.data[3 * AREA + 1] = FLOOR;
        map.data[2] = FLOOR;
        map.data[1 * AREA + 2] = BLOCK; // a blocking tile on layer 1 under nothing: wall
      }),
    ).toEqual([R, R, W, R, R, R]);
  });

  test("a star on any layer alone makes a painted wall tile", () => {
    const map = paintedMap(["@.  "]);
    map.data[2] = 0;
    map.data[1 * 4 + 2] = STAR;
    map.data[3] = 0;
    map.data[2 * 4 + 3] = STAR;
    expect(Array.from(paintedVaults(map, 9, TILESETS, REGION, () => {})[0].kinds)).toEqual([R, R, W, W]);
  });
});

describe("paintedVaults: maps that cannot be read", () => {
  test("a map of the wrong shape: one warning, no vaults", () => {
    const warnings: string[] = [];
    const broken = { ...paintedMap(["@."]), data: [1, 2, 3] };
    expect(paintedVaults(broken, 4, TILESETS, REGION, (m) => warnings.push(m))).toEqual([]);
    expect(warnings).toEqual(["vault map 4: the tile data holds 3 values, but a 2×1 map needs 12; no vaults from it"]);
  });

  test("a tileset that does not exist or has no flags: one warning, no vaults", () => {
    for (const tilesets of [[], [null, {}], [null, { flags: "x" }], "nothing"]) {
      const warnings: string[] = [];
      expect(paintedVaults(paintedMap(["@."]), 4, tilesets, REGION, (m) => warnings.push(m))).toEqual([]);
      expect(warnings).toEqual(["vault map 4: tileset 1 does not exist; no vaults from it"]);
    }
  });
});

describe("reading the vault map before the dungeon", () => {
  const digger = (extra: Record<string, string> = {}) => ({ note: "", meta: { Dungeon: true as const, "Dungeon Layout": "digger", ...extra } });
  const engineWith = (overrides: Partial<Engine> & { loadDataFile?: unknown } = {}) =>
    ({
      DataManager: { loadMapData() {}, onLoad() {}, loadDataFile: overrides.loadDataFile === undefined ? () => {} : overrides.loadDataFile },
      $dataMapInfos: overrides.$dataMapInfos ?? [null, {}, {}, {}],
      $dataTilesets: TILESETS,
    }) as unknown as Engine;
  const parameters = { ...DEFAULT_VALUES, vaultMap: 3, vaultRegion: REGION };

  test("file names have three digits", () => {
    expect([mapFileName(3), mapFileName(42), mapFileName(123), mapFileName(1000)]).toEqual(["Map003.json", "Map042.json", "Map123.json", "Map1000.json"]);
    expect(VAULT_MAP_GLOBAL).toBe("$dataRandomDungeonsVaultMap");
  });

  test("a digger map with a vault map and a vault chance needs it read once", () => {
    const log = { warn: jest.fn() };
    expect(missingVaultMap(engineWith(), parameters, 2, digger(), new Map(), log)).toBe(3);
    expect(missingVaultMap(engineWith(), parameters, 2, digger(), new Map([[3, {}]]), log)).toBe(0); // read already
    expect(log.warn).not.toHaveBeenCalled();
  });

  test("nothing to read: not a dungeon, another layout, no vault map, vault chance 0, a map the project lacks", () => {
    const log = { warn: jest.fn() };
    const none = (map: object, values = parameters, engine = engineWith()) => missingVaultMap(engine, values, 2, map, new Map(), log);
    expect(none({ note: "", meta: { "Dungeon Layout": "digger" } })).toBe(0);
    expect(none({ note: "", meta: { Dungeon: true } })).toBe(0);
    expect(none(digger(), { ...parameters, vaultMap: 0 })).toBe(0);
    expect(none(digger({ "Dungeon Vault Chance": "0" }))).toBe(0);
    expect(none(digger(), { ...parameters, vaultMap: 7 })).toBe(0);
    expect(log.warn).not.toHaveBeenCalled();
  });

  test("an engine without loadDataFile: one warning, nothing read", () => {
    const log = { warn: jest.fn() };
    expect(missingVaultMap(engineWith({ loadDataFile: null }), parameters, 2, digger(), new Map(), log)).toBe(0);
    expect(log.warn).toHaveBeenCalledWith("Map 2: the engine has no DataManager.loadDataFile to read vault map 3; no vaults from it");
  });

  test("dungeonVaults: the note's vaults, then the vault map's; a map that could not be read is said only when vaults are wanted", () => {
    const map = { ...paintedMap(["@."]), note: "<Dungeon Vaults>\nShrine\n@.\n</Dungeon Vaults>" } as never;
    const settings = mapSettings(parameters, digger().meta, () => {});
    const vaultMap = paintedMap(["#@#", "#.#"]);
    const warnings: string[] = [];
    const warn = (m: string) => warnings.push(m);
    expect(dungeonVaults(engineWith(), map, settings, new Map([[3, vaultMap]]), warn).map((p) => p.name)).toEqual(["Shrine", "vault at 0,0 of map 3"]);
    expect(dungeonVaults(engineWith(), map, settings, new Map(), warn).map((p) => p.name)).toEqual(["Shrine"]);
    const noChance = mapSettings(parameters, digger({ "Dungeon Vault Chance": "0" }).meta, () => {});
    expect(dungeonVaults(engineWith(), map, noChance, new Map(), warn).map((p) => p.name)).toEqual(["Shrine"]);
    expect(warnings).toEqual(["vault map 3 could not be read; no vaults from it"]);
    const missing = mapSettings({ ...parameters, vaultMap: 7 }, digger().meta, () => {});
    expect(dungeonVaults(engineWith(), map, missing, new Map(), warn).map((p) => p.name)).toEqual(["Shrine"]);
    expect(warnings[1]).toBe("vault map 7 does not exist; no vaults from it");
  });
});
