/**
 * The runs' commands (src/mz/commands.ts) pinned on a small hand-made engine (what CommandEngine
 * declares, recording every transfer, map reload and variable write): arguments given as numbers,
 * blank or signed; variable stores that are missing or broken; the current map judged by its note;
 * the last floor; GetInfo's stored seed and its writes; StartRun's blank seed; {floor} in display
 * names; and the one warning an unforeseen error gives.
 */
import type { SaveHolder } from "../../src/mz/engine";
import { CommandEngine, DungeonInfo, RunHost, createRunCommands, dungeonInfo, floorDisplayName, installRuns, stairsPosition } from "../../src/mz/commands";
import { DEFAULT_VALUES, ParameterValues } from "../../src/mz/settings";
import { MAX_FLOOR, dungeonMemory } from "../../src/mz/persistence";
import { TileKind, createGrid } from "../../src/core";
import type { Dungeon } from "../../src/core";

const DUNGEON_NOTE = "<Dungeon>";

interface Recorded {
  reserved: unknown[][];
  reloads: number;
  writes: [number, unknown][];
}

function handEngine(options: { mapId?: number; note?: string; variables?: unknown; system?: SaveHolder | null; party?: unknown } = {}) {
  const recorded: Recorded = { reserved: [], reloads: 0, writes: [] };
  const values = new Map<number, unknown>();
  const variables = {
    value: (id: number) => values.get(id) ?? 0,
    setValue: (id: number, value: unknown) => {
      recorded.writes.push([id, value]);
      values.set(id, value);
    },
  };
  const engine = {
    $gameSystem: options.system === undefined ? ({} as SaveHolder) : options.system,
    $gameVariables: (options.variables === undefined ? variables : options.variables) as CommandEngine["$gameVariables"],
    $gameMap: { mapId: () => options.mapId ?? 3 },
    $gamePlayer: {
      x: 4,
      y: 5,
      isTransferring: () => false,
      reserveTransfer: (...args: unknown[]) => void recorded.reserved.push(args),
      requestMapReload: () => void recorded.reloads++,
    },
    $dataMap: { note: options.note ?? DUNGEON_NOTE, events: [] as unknown[] },
    ...(options.party === undefined ? {} : { $gameParty: options.party }),
  };
  return { engine: engine as CommandEngine & typeof engine, recorded, values };
}

function commandsFor(engine: CommandEngine, parameters: ParameterValues = DEFAULT_VALUES, infos: ReadonlyMap<number, DungeonInfo> = new Map()) {
  const warnings: string[] = [];
  const commands = createRunCommands(engine, parameters, { warn: (message) => warnings.push(message) }, infos);
  return { commands, warnings };
}

const memoryOf = (engine: CommandEngine) => dungeonMemory(engine.$gameSystem!);

describe("arguments", () => {
  test("numbers are read like the texts the Plugin Manager sends", () => {
    const { engine } = handEngine();
    const { commands, warnings } = commandsFor(engine);
    commands.SetFloor({ floor: 7 });
    expect(memoryOf(engine).floor).toBe(7);
    commands.SetSeed({ seed: 12, mapId: 3 });
    expect(memoryOf(engine).nextSeeds).toEqual({ "3": 12 });
    expect(warnings).toEqual([]);
  });

  test("blank arguments take their defaults; signs and spaces around a whole number are fine", () => {
    const { engine, recorded } = handEngine();
    const { commands, warnings } = commandsFor(engine);
    commands.NextFloor({ mapId: "", direction: "", fade: "" });
    expect(recorded.reserved).toEqual([[3, 4, 5, 0, 0]]);
    commands.SetFloor({ floor: "", variable: "" });
    expect(memoryOf(engine).floor).toBe(1);
    commands.SetFloor({ floor: "+5" });
    expect(memoryOf(engine).floor).toBe(5);
    commands.SetFloor({ floor: " 6 " });
    expect(memoryOf(engine).floor).toBe(6);
    expect(warnings).toEqual([]);
  });

  test("a list or an object is no number, even when it prints as one", () => {
    const { engine } = handEngine();
    const { commands, warnings } = commandsFor(engine);
    commands.SetFloor({ floor: ["7"] });
    commands.SetFloor({ floor: { toString: () => "7" } });
    expect(memoryOf(engine).floor).toBe(1);
    expect(warnings).toEqual([
      'plugin command SetFloor: floor = ["7"] is not a whole number from 1 to 99999999; nothing changes',
      "plugin command SetFloor: floor = {} is not a whole number from 1 to 99999999; nothing changes",
    ]);
  });

  test("a seed of -0 is stored as 0", () => {
    const { engine } = handEngine();
    const { commands } = commandsFor(engine);
    commands.SetSeed({ seed: "-0" });
    expect(Object.is(memoryOf(engine).nextSeeds["0"], 0)).toBe(true);
  });
});

describe("what the engine lacks", () => {
  test("no game running: one warning, nothing else", () => {
    const { engine } = handEngine({ system: null });
    const { commands, warnings } = commandsFor(engine);
    commands.SetFloor({ floor: "2" });
    expect(warnings).toEqual(["plugin command SetFloor: no game is running ($gameSystem is not set up); nothing changes"]);
  });

  test("game variables missing or without value/setValue functions: the commands that read them say so", () => {
    for (const broken of [null, { value: 5, setValue: () => {} }, { value: () => 5 }, { setValue: () => {} }]) {
      const { engine } = handEngine({ variables: broken });
      const { commands, warnings } = commandsFor(engine);
      commands.SetFloor({ variable: "3" });
      commands.SetSeed({ variable: "3" });
      commands.StartRun({ seed: "1", variable: "3" });
      commands.GetInfo({ floorVariable: "3" });
      expect([broken, warnings]).toEqual([
        broken,
        [
          "plugin command SetFloor: variable: the game variables are not set up; nothing changes",
          "plugin command SetSeed: variable: the game variables are not set up; nothing changes",
          "plugin command StartRun: variable: the game variables are not set up; nothing changes",
          "plugin command GetInfo: the game variables are not set up; nothing changes",
        ],
      ]);
      expect(memoryOf(engine)).toMatchObject({ floor: 1, runSeed: null, nextSeeds: {} });
    }
  });

  test("a party without inBattle is not in a battle", () => {
    const { engine, recorded } = handEngine({ party: {} });
    const { commands, warnings } = commandsFor(engine);
    commands.NextFloor({});
    expect(warnings).toEqual([]);
    expect(recorded.reserved).toHaveLength(1);
  });

  test("an unforeseen error is one warning saying it failed", () => {
    const { engine } = handEngine();
    const { commands, warnings } = commandsFor(engine);
    engine.$gamePlayer.isTransferring = () => {
      throw new Error("broken player");
    };
    commands.Regenerate({});
    engine.$gamePlayer.isTransferring = () => {
      throw "not an error";
    };
    commands.Regenerate({});
    expect(warnings).toEqual([
      "plugin command Regenerate: failed: broken player; nothing changes",
      'plugin command Regenerate: failed: "not an error"; nothing changes',
    ]);
  });
});

describe("NextFloor", () => {
  test("the current map is judged by its note, before any load told the plugin", () => {
    const { engine, recorded } = handEngine({ note: "<Town>" });
    const { commands, warnings } = commandsFor(engine);
    commands.NextFloor({});
    expect(warnings).toEqual(["plugin command NextFloor: map 3 is not a dungeon map (no <Dungeon> in its note); nothing changes"]);
    expect(recorded.reserved).toEqual([]);
  });

  test("the map is reloaded only when the transfer is to the current map", () => {
    const { engine, recorded } = handEngine();
    const { commands } = commandsFor(engine);
    commands.NextFloor({ mapId: "8" });
    expect(recorded).toMatchObject({ reserved: [[8, 4, 5, 0, 0]], reloads: 0 });
    expect(memoryOf(engine).renew).toEqual({ mapId: 8, floor: 2, reroll: false });
    memoryOf(engine).renew = null;
    recorded.reserved.length = 0;
    commands.NextFloor({ mapId: "3", direction: "4", fade: "2" });
    expect(recorded).toMatchObject({ reserved: [[3, 4, 5, 4, 2]], reloads: 1 });
  });

  test("the last floor: one below it still goes on, on it the command refuses", () => {
    const { engine, recorded } = handEngine();
    const { commands, warnings } = commandsFor(engine);
    commands.SetFloor({ floor: String(MAX_FLOOR - 1) });
    commands.NextFloor({});
    expect(memoryOf(engine).renew).toEqual({ mapId: 3, floor: MAX_FLOOR, reroll: false });
    memoryOf(engine).renew = null;
    commands.SetFloor({ floor: String(MAX_FLOOR) });
    commands.NextFloor({});
    expect(warnings).toEqual([`plugin command NextFloor: the floor is already ${MAX_FLOOR}, the last one; nothing changes`]);
    expect(recorded.reserved).toHaveLength(1);
  });
});

describe("GetInfo", () => {
  const info = { seed: 5, rooms: 2, floorTiles: 40 };

  test("the seed stored for the map wins over the one the dungeon was made with; without one, the dungeon's", () => {
    const { engine, values } = handEngine();
    const { commands } = commandsFor(engine, DEFAULT_VALUES, new Map([[3, info]]));
    commands.GetInfo({ seedVariable: "2", roomsVariable: "3", floorTilesVariable: "4" });
    expect([values.get(2), values.get(3), values.get(4)]).toEqual([5, 2, 40]);
    memoryOf(engine).seeds["3"] = 9;
    commands.GetInfo({ seedVariable: "2" });
    expect(values.get(2)).toBe(9);
  });

  test("writes only the variables chosen: none to variable 0", () => {
    const { engine, recorded } = handEngine();
    const { commands } = commandsFor(engine, DEFAULT_VALUES, new Map([[3, info]]));
    commands.GetInfo({ roomsVariable: "6" });
    expect(recorded.writes).toEqual([[6, 2]]);
  });
});

describe("StartRun", () => {
  test("a blank or spaces-only seed draws one; a given one is taken", () => {
    const random = jest.spyOn(Math, "random").mockReturnValue(0.5);
    try {
      for (const seed of ["", "   ", undefined]) {
        const { engine } = handEngine();
        const { commands, warnings } = commandsFor(engine);
        commands.StartRun(seed === undefined ? {} : { seed });
        expect([seed, memoryOf(engine).runSeed, warnings]).toEqual([seed, 2147483648, []]);
      }
    } finally {
      random.mockRestore();
    }
    const { engine } = handEngine();
    commandsFor(engine).commands.StartRun({ seed: 77 });
    expect(memoryOf(engine).runSeed).toBe(77);
  });
});

describe("dungeonInfo and stairsPosition", () => {
  test("rooms are the areas that are not passages (corridors, tunnels, crossroads); floor tiles are room and corridor", () => {
    const grid = createGrid(3, 2);
    grid.kinds.set([TileKind.Room, TileKind.Corridor, TileKind.Wall, TileKind.Void, TileKind.Room, TileKind.Room]);
    const areas = ["room", "corridor", "tunnel", "crossroads", "cave", "hall", "vault"].map((kind) => ({ kind }));
    expect(dungeonInfo({ seed: 42, grid, layout: { areas } } as unknown as Pick<Dungeon, "seed" | "grid" | "layout">)).toEqual({ seed: 42, rooms: 4, floorTiles: 4 });
  });

  test("the role tag is found among other tags of the event's note", () => {
    expect(stairsPosition({ events: [null, { note: "<Other: x>\n<Dungeon Role: Stairs>", x: 2, y: 3 }] })).toEqual({ x: 2, y: 3 });
    expect(stairsPosition({ events: [{ note: "<Other: stairs>", x: 2, y: 3 }] })).toBeNull();
  });
});

describe("{floor} in the display name", () => {
  const log = (warnings: string[]) => ({ warn: (message: string) => warnings.push(message) });

  test("a name that is not text, or has no {floor}, is returned as it is without reading the floor", () => {
    const { engine, values } = handEngine();
    values.set(4, "junk");
    const warnings: string[] = [];
    expect(floorDisplayName(engine, 5, 3, 4, log(warnings))).toBe(5);
    expect(floorDisplayName(engine, "Cave", 3, 4, log(warnings))).toBe("Cave");
    expect(warnings).toEqual([]);
    expect(floorDisplayName(engine, "Cave B{floor}F", 3, 4, log(warnings))).toBe("Cave B1F");
    expect(warnings).toHaveLength(1);
  });

  test("no game running, or a map that is not a dungeon: unchanged", () => {
    expect(floorDisplayName(handEngine({ system: null }).engine, "B{floor}F", 3, 0, log([]))).toBe("B{floor}F");
    expect(floorDisplayName(handEngine({ note: "" }).engine, "B{floor}F", 3, 0, log([]))).toBe("B{floor}F");
  });

  test("the floor stored for the map comes first; the run's floor when there is none", () => {
    const { engine } = handEngine();
    memoryOf(engine).floor = 5;
    expect(floorDisplayName(engine, "B{floor}F", 3, 0, log([]))).toBe("B5F");
    memoryOf(engine).floors["3"] = 3;
    expect(floorDisplayName(engine, "B{floor}F {floor}", 3, 0, log([]))).toBe("B3F 3");
  });
});

describe("installRuns' display name", () => {
  function host(displayName?: (...args: unknown[]) => unknown) {
    const made = handEngine();
    const prototype: { displayName?: (...args: unknown[]) => unknown } = displayName ? { displayName } : {};
    const full = Object.assign(made.engine, { Game_Map: { prototype } }) as unknown as RunHost & typeof made.engine;
    return { ...made, host: full, prototype };
  }

  test("the map asked about is the Game_Map's own when it has mapId, else the current one", () => {
    const { host: full, prototype, engine } = host(() => "B{floor}F");
    const warnings: string[] = [];
    installRuns(full, DEFAULT_VALUES, { warn: (message) => warnings.push(message) }, { onPrepared() {} });
    memoryOf(engine).floors["3"] = 2;
    memoryOf(engine).floors["7"] = 6;
    expect(prototype.displayName!.call({ mapId: () => 7 })).toBe("B6F");
    expect(prototype.displayName!.call({})).toBe("B2F");
    expect(warnings).toEqual([]);
  });

  test("the Floor Variable parameter is read for the floor", () => {
    const { host: full, prototype, values } = host(() => "B{floor}F");
    installRuns(full, { ...DEFAULT_VALUES, floorVariable: 4 }, { warn: () => {} }, { onPrepared() {} });
    values.set(4, 6);
    expect(prototype.displayName!.call({})).toBe("B6F");
  });

  test("an error while reading the floor: one warning, the name as written", () => {
    const { host: full, prototype } = host(() => "B{floor}F");
    const warnings: string[] = [];
    installRuns(full, DEFAULT_VALUES, { warn: (message) => warnings.push(message) }, { onPrepared() {} });
    expect(
      prototype.displayName!.call({
        mapId: () => {
          throw new Error("boom");
        },
      }),
    ).toBe("B{floor}F");
    expect(warnings).toEqual(['{floor} in the map name: "boom"']);
  });

  test("a Game_Map without displayName is left alone", () => {
    const { host: full, prototype } = host();
    installRuns(full, DEFAULT_VALUES, { warn: () => {} }, { onPrepared() {} });
    expect(prototype.displayName).toBeUndefined();
  });
});
