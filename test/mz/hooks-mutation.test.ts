/**
 * The hooks' behaviour that mutation testing found unpinned: what the prepared-dungeon listeners
 * hear (and that one failing listener neither loses the dungeon nor silences the others), the
 * aliases handing every argument and return value through, self switches on entry and return, the
 * Floor Variable, a new floor aimed at a map that is no dungeon, vaults on other layouts, and the
 * vault map's turn in onLoad.
 */
import type { Engine, PreparedDungeon } from "../../src/mz/engine";
import type { DungeonSettings } from "../../src/mz/settings";
import { readFileSync } from "fs";
import { join } from "path";
import { EngineDouble } from "./engine-double";
import { RunEngineDouble, runMaps } from "./run-engine";
import { VAULT_MAP_GLOBAL, installHooks, isFloorAt, prepareDungeonMap } from "../../src/mz/hooks";
import { createConsoleLogger } from "../../src/mz/log";
import { dungeonMemory } from "../../src/mz/persistence";
import { DEFAULT_VALUES, parsePluginParameters } from "../../src/mz/settings";
import { Game_SelfSwitches } from "./self-switches-double";

const SAMPLE_DATA = join(__dirname, "..", "..", "sample-project", "data");
const HUB = 1;
const CAVE = 2; // 68×64 <Dungeon>, 5 events

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

describe("prepareDungeonMap called on its own", () => {
  test("with no map loaded it makes nothing and says nothing", () => {
    const engine = new EngineDouble(new Map());
    const warnings: string[] = [];
    expect(prepareDungeonMap(engine as unknown as Engine, DEFAULT_VALUES, CAVE, { warn: (message) => warnings.push(message) })).toBeNull();
    expect(warnings).toEqual([]);
  });

  test("without listeners it prepares the dungeon and warns about nothing", () => {
    const engine = new EngineDouble(new Map([[HUB, readFileSync(join(SAMPLE_DATA, "Map001.json"), "utf8")]]));
    engine.newGame(HUB, 8, 6);
    engine.$dataMap = JSON.parse(readFileSync(join(SAMPLE_DATA, "Map002.json"), "utf8"));
    const warnings: string[] = [];
    const dungeon = prepareDungeonMap(engine as unknown as Engine, DEFAULT_VALUES, CAVE, { warn: (message) => warnings.push(message) });
    expect(dungeon).not.toBeNull();
    expect([dungeon!.width, dungeon!.height]).toEqual([68, 64]);
    expect(warnings).toEqual([]);
  });
});
