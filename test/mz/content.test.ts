/**
 * Content on the MZ side, through the real hooks and the engine double: event templates become
 * copies with stable ids after the map's highest id, the same copies at the same places after the
 * menu, a battle, a save/load and a project update, a fresh set on each new entry; self switches
 * cleared on a new dungeon (unless kept) and kept on every reload; bad tags warned once each.
 *
 * The double (engine-double.ts, unchanged) gets $gameSelfSwitches here, saved with the game, as
 * Game_SelfSwitches keeps them: keys "mapId,eventId,letter", only true values stored.
 */
import type { Engine, PreparedDungeon } from "../../src/mz/engine";
import type { DungeonSettings } from "../../src/mz/settings";
import { readFileSync } from "fs";
import { join } from "path";
import { EngineDouble, MapEvent, MapJson } from "./engine-double";
import { installHooks } from "../../src/mz/hooks";
import { createConsoleLogger } from "../../src/mz/log";
import { parsePluginParameters } from "../../src/mz/settings";
import { EVENT_TAGS, parseRole, parseSpawn, readEventTemplates } from "../../src/mz/spawn";
import { Dungeon, isFloor } from "../../src/core";
import type { DataMap } from "rmmz-types";
import { Game_SelfSwitches } from "./self-switches-double";

const SAMPLE_DATA = join(__dirname, "..", "..", "sample-project", "data");
const HUB = 1;
const CAVE = 2;

/** The double with self switches, saved and loaded with the rest of the game. */
class ContentEngine extends EngineDouble {
  $gameSelfSwitches = new Game_SelfSwitches();
  newGame(startMapId: number, x: number, y: number): void {
    this.$gameSelfSwitches = new Game_SelfSwitches();
    super.newGame(startMapId, x, y);
  }
  save(): string {
    return JSON.stringify({ game: super.save(), selfSwitches: this.$gameSelfSwitches._data });
  }
  load(saveText: string): void {
    const { game, selfSwitches } = JSON.parse(saveText);
    this.$gameSelfSwitches = new Game_SelfSwitches();
    this.$gameSelfSwitches._data = selfSwitches;
    super.load(game);
  }
}

const hubJson = () => readFileSync(join(SAMPLE_DATA, "Map001.json"), "utf8");
const caveMap = (): MapJson => JSON.parse(readFileSync(join(SAMPLE_DATA, "Map002.json"), "utf8"));

/** Floor tiles reached from the arrival by 4-steps, never through `blocked`. */
function floorReachedWithout(dungeon: Dungeon, blocked: number): Uint8Array {
  const seen = new Uint8Array(dungeon.grid.kinds.length);
  const queue = [dungeon.arrival];
  seen[dungeon.arrival] = 1;
  while (queue.length > 0) {
    const tile = queue.pop()!;
    for (const next of [tile - 1, tile + 1, tile - dungeon.width, tile + dungeon.width]) {
      if (next === blocked || seen[next] || !isFloor(dungeon.grid.kinds[next])) continue;
      seen[next] = 1;
      queue.push(next);
    }
  }
  return seen;
}

/** The sample cave with these events: [name, note] each, ids 1, 2, … in order. */
function caveWith(note: string, events: [string, string][]): string {
  const cave = caveMap();
  const model = cave.events[1]!;
  const made = events.map(([name, eventNote], i) => ({ ...JSON.parse(JSON.stringify(model)), id: i + 1, name, note: eventNote }) as MapEvent);
  return JSON.stringify({ ...cave, note, events: [null, ...made] });
}

function setup(dungeon: string, rawParameters: Record<string, string> = {}) {
  const engine = new ContentEngine(new Map([[HUB, hubJson()], [CAVE, dungeon]]));
  const warnings: string[] = [];
  const log = createConsoleLogger({ warn: (message: string) => warnings.push(message) });
  const hooks = installHooks(engine as unknown as Engine, parsePluginParameters(rawParameters, log.warn), log);
  const prepared: PreparedDungeon<DungeonSettings>[] = [];
  hooks.onPrepared((dungeon) => prepared.push(dungeon));
  return { engine, warnings, prepared };
}

function enter(engine: ContentEngine) {
  engine.transfer(HUB, 8, 6);
  engine.transfer(CAVE, 0, 0);
}

/** Live events: id, name and note of their data, and position. */
function live(engine: ContentEngine) {
  return engine.$gameMap.events().map((event) => {
    const data = engine.$dataMap!.events[event.eventId()]!;
    return { id: event.eventId(), name: data.name, note: data.note, x: event.x, y: event.y };
  });
}

const EXAMPLE: [string, string][] = [
  ["Exit", "<Dungeon Role: Stairs>"],
  ["Chest", "<Dungeon Role: Treasure>\n<Dungeon Spawn: 2-4>"],
  ["Bat", "<Dungeon Role: Monster> <Dungeon Spawn: 3> <Dungeon Chance: 100>"],
  ["Wanderer", ""],
  ["Sign", "<Dungeon Role: Wall>"],
];

describe("templates become copies", () => {
  test("copies get ids after the map's highest id, a block per template, names with their copy number, the template's pages and note", () => {
    const { engine, warnings, prepared } = setup(caveWith("<Dungeon>", EXAMPLE));
    engine.newGame(HUB, 8, 6);
    enter(engine);
    expect(warnings).toEqual([]);
    const events = live(engine);
    const byName = (prefix: string) => events.filter((event) => event.name.startsWith(prefix));
    // Templates (Spawn) are not placed themselves; events without Spawn keep their id.
    expect(events.map((event) => event.id)).not.toContain(2);
    expect(events.map((event) => event.id)).not.toContain(3);
    expect(byName("Exit").map((event) => event.id)).toEqual([1]);
    expect(byName("Wanderer").map((event) => event.id)).toEqual([4]);
    expect(byName("Sign").map((event) => event.id)).toEqual([5]);
    // Chest: Spawn 2-4 → block 6..9; Bat: Spawn 3 → block 10..12.
    const chests = byName("Chest");
    expect(chests.length).toBeGreaterThanOrEqual(2);
    expect(chests.length).toBeLessThanOrEqual(4);
    for (const chest of chests) {
      expect(chest.id).toBeGreaterThanOrEqual(6);
      expect(chest.id).toBeLessThanOrEqual(9);
      expect(chest.name).toBe(`Chest #${chest.id - 5}`);
      expect(chest.note).toBe("<Dungeon Role: Treasure>\n<Dungeon Spawn: 2-4>");
    }
    expect(byName("Bat").map((event) => [event.id, event.name])).toEqual([
      [10, "Bat #1"],
      [11, "Bat #2"],
      [12, "Bat #3"],
    ]);
    // Deep copies: same pages as the template in the file, not the same objects.
    const data = engine.$dataMap!.events;
    expect(data[10]!.pages).toEqual(caveMap().events[1]!.pages);
    expect(data[10]!.pages).not.toBe(data[11]!.pages);
    // Every event on floor where the core put it; the stairs findable by their note.
    const dungeon = prepared[prepared.length - 1].dungeon;
    for (const event of events) expect(isFloor(dungeon.grid.kinds[event.y * dungeon.width + event.x])).toBe(true);
    expect(data.filter((event) => event && /<Dungeon Role: Stairs>/.test(event.note))).toHaveLength(1);
    // The engine's own onLoad extracted the copies' meta after us.
    expect(data[10]!.meta).toEqual({ "Dungeon Role": " Monster", "Dungeon Spawn": " 3", "Dungeon Chance": " 100" });
  });

  test("the same copies with the same ids at the same places after the menu, a battle, a save/load and a project update", () => {
    const { engine } = setup(caveWith("<Dungeon>", EXAMPLE));
    engine.newGame(HUB, 8, 6);
    enter(engine);
    const before = live(engine);
    const dataBefore = JSON.stringify(engine.$dataMap!.events.map((event) => event && { ...event, meta: undefined }));
    engine.returnFromMenu();
    expect(live(engine)).toEqual(before);
    engine.returnFromBattle();
    expect(live(engine)).toEqual(before);
    const save = engine.save();
    engine.transfer(HUB, 8, 6);
    engine.load(save);
    expect(live(engine)).toEqual(before);
    const beforeUpdate = engine.save();
    engine.updateProject();
    engine.load(beforeUpdate); // a save from before the update: the map is set up anew from its file
    expect(live(engine)).toEqual(before);
    expect(JSON.stringify(engine.$dataMap!.events.map((event) => event && { ...event, meta: undefined }))).toBe(dataBefore);
  });

  test("a fresh set on every new entry, always in the same id blocks", () => {
    const { engine } = setup(caveWith("<Dungeon>", EXAMPLE));
    engine.newGame(HUB, 8, 6);
    const seen = new Set<string>();
    for (let visit = 0; visit < 6; visit++) {
      enter(engine);
      const events = live(engine);
      seen.add(JSON.stringify(events.map((event) => [event.x, event.y])));
      for (const event of events) expect([1, 4, 5, 6, 7, 8, 9, 10, 11, 12]).toContain(event.id);
    }
    expect(seen.size).toBe(6);
  });

  test("<Dungeon Unique>: of a group, exactly one event appears; the others sit the dungeon out", () => {
    const { engine } = setup(
      caveWith("<Dungeon>", [
        ["Stairs A", "<Dungeon Role: Stairs> <Dungeon Unique: exit>"],
        ["Stairs B", "<Dungeon Role: Stairs> <Dungeon Unique: exit>"],
        ["Stairs C", "<Dungeon Role: Stairs> <Dungeon Unique: exit>"],
      ]),
    );
    engine.newGame(HUB, 8, 6);
    const chosen = new Set<string>();
    for (let visit = 0; visit < 12; visit++) {
      enter(engine);
      const events = live(engine);
      expect(events).toHaveLength(1);
      expect(engine.$dataMap!.events.filter((event) => event !== null)).toHaveLength(1);
      chosen.add(events[0].name);
    }
    expect(chosen.size).toBeGreaterThan(1);
  });

  test("Spawn 0 and Chance 0 give no copies and no warning", () => {
    const { engine, warnings } = setup(caveWith("<Dungeon>", [["Ghost", "<Dungeon Spawn: 0>"], ["Rare", "<Dungeon Chance: 0>"], ["Wanderer", ""]]));
    engine.newGame(HUB, 8, 6);
    enter(engine);
    expect(live(engine).map((event) => event.name)).toEqual(["Wanderer"]);
    expect(warnings).toEqual([]);
  });
});

describe("roles on the map", () => {
  test.each(["cells", "digger", "maze", "rooms", "nodes"])("%s: the example content gives no warning, every event on floor, over 5 entries", (layout) => {
    const { engine, warnings, prepared } = setup(caveWith(`<Dungeon>\n<Dungeon Layout: ${layout}>`, EXAMPLE));
    engine.newGame(HUB, 8, 6);
    for (let visit = 0; visit < 5; visit++) {
      enter(engine);
      const dungeon = prepared[prepared.length - 1].dungeon;
      const events = live(engine);
      expect(events.length).toBeGreaterThanOrEqual(8);
      for (const event of events) expect(isFloor(dungeon.grid.kinds[event.y * dungeon.width + event.x])).toBe(true);
    }
    expect(warnings).toEqual([]);
  });

  test("rooms layout: a door on every door opening, a lock on a chokepoint and its key before it", () => {
    const { engine, prepared, warnings } = setup(
      caveWith("<Dungeon>\n<Dungeon Layout: rooms>", [
        ["Exit", "<Dungeon Role: Stairs>"],
        ["Door", "<Dungeon Role: Door>"],
        ["Gate", "<Dungeon Role: Lock 1>"],
        ["Key", "<Dungeon Role: Key 1>"],
      ]),
    );
    engine.newGame(HUB, 8, 6);
    enter(engine);
    expect(warnings).toEqual([]);
    const dungeon = prepared[prepared.length - 1].dungeon;
    const events = live(engine);
    const tileOf = (event: { x: number; y: number }) => event.y * dungeon.width + event.x;
    const doorOpenings = new Set(dungeon.layout.openings.filter((opening) => opening.kind === "door").map((opening) => opening.tile));
    const doors = events.filter((event) => event.name.startsWith("Door #"));
    const gate = events.find((event) => event.name === "Gate")!;
    // One door per door opening, the gate's opening excepted; door ids after every block.
    expect(doors.length + (doorOpenings.has(tileOf(gate)) ? 1 : 0)).toBe(doorOpenings.size);
    for (const door of doors) expect(doorOpenings.has(tileOf(door))).toBe(true);
    expect(Math.min(...doors.map((door) => door.id))).toBe(5);
    expect(new Set(doors.map((door) => door.id)).size).toBe(doors.length);
    // The key is reachable without passing the gate; the exit is not.
    const reachable = (blocked: number) => floorReachedWithout(dungeon, blocked);
    const withGateShut = reachable(tileOf(gate));
    expect(withGateShut[tileOf(events.find((event) => event.name === "Key")!)]).toBe(1);
    expect(withGateShut[tileOf(events.find((event) => event.name === "Exit")!)]).toBe(0);
  });

  test("a lock where the way has no one-tile chokepoint (a three-wide maze) gets a gatehouse: the lock is its only way on", () => {
    const { engine, prepared, warnings } = setup(
      caveWith("<Dungeon>\n<Dungeon Layout: maze>", [
        ["Exit", "<Dungeon Role: Stairs>"],
        ["Gate", "<Dungeon Role: Lock 1>"],
        ["Key", "<Dungeon Role: Key 1>"],
      ]),
    );
    engine.newGame(HUB, 8, 6);
    enter(engine);
    expect(warnings).toEqual([]);
    expect(live(engine).map((event) => event.name).sort()).toEqual(["Exit", "Gate", "Key"]);
    const dungeon = prepared[prepared.length - 1].dungeon;
    const tileOf = (name: string) => {
      const event = live(engine).find((candidate) => candidate.name === name)!;
      return event.y * dungeon.width + event.x;
    };
    const reachable = (blocked: number) => floorReachedWithout(dungeon, blocked);
    const withGateShut = reachable(tileOf("Gate"));
    expect(withGateShut[tileOf("Key")]).toBe(1);
    expect(withGateShut[tileOf("Exit")]).toBe(0);
  });
});

describe("self switches", () => {
  const chestA = (engine: ContentEngine, id: number) => engine.$gameSelfSwitches.value([CAVE, id, "A"]);

  function openEverything(engine: ContentEngine) {
    for (const event of engine.$gameMap.events()) engine.$gameSelfSwitches.setValue([CAVE, event.eventId(), "A"], true);
    return engine.$gameMap.events().map((event) => event.eventId());
  }

  test("reset (default): kept through menu, battle and save/load; cleared on a new dungeon, except <Dungeon Keep Self Switches>", () => {
    const { engine } = setup(
      caveWith("<Dungeon>", [
        ["Chest", "<Dungeon Role: Treasure> <Dungeon Spawn: 3>"],
        ["Old Chest", "<Dungeon Keep Self Switches>"],
        ["Wanderer", ""],
      ]),
    );
    engine.newGame(HUB, 8, 6);
    enter(engine);
    const ids = openEverything(engine);
    expect(ids.sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6]);
    engine.returnFromMenu();
    engine.returnFromBattle();
    engine.load(engine.save());
    const beforeUpdate = engine.save();
    engine.updateProject();
    engine.load(beforeUpdate);
    for (const id of ids) expect(chestA(engine, id)).toBe(true);
    enter(engine);
    expect(ids.map((id) => [id, chestA(engine, id)])).toEqual([
      [2, true],
      [3, false],
      [4, false],
      [5, false],
      [6, false],
    ]);
    // Another map's switches are never touched.
    engine.$gameSelfSwitches.setValue([HUB, 1, "A"], true);
    enter(engine);
    expect(engine.$gameSelfSwitches.value([HUB, 1, "A"])).toBe(true);
  });

  test("keep (parameter, or <Dungeon Self Switches: keep> on the map): nothing is cleared", () => {
    for (const [note, parameters] of [
      ["<Dungeon>", { selfSwitches: "keep" }],
      ["<Dungeon>\n<Dungeon Self Switches: keep>", {}],
    ] as const) {
      const { engine, warnings } = setup(caveWith(note, [["Chest", "<Dungeon Role: Treasure> <Dungeon Spawn: 2>"], ["Wanderer", ""]]), parameters);
      engine.newGame(HUB, 8, 6);
      enter(engine);
      const ids = openEverything(engine);
      enter(engine);
      for (const id of ids) expect(chestA(engine, id)).toBe(true);
      expect(warnings).toEqual([]);
    }
  });

  test("a copy id the next dungeon does not use is cleared too (doors vary in number)", () => {
    const { engine } = setup(caveWith("<Dungeon>\n<Dungeon Layout: rooms>", [["Door", "<Dungeon Role: Door>"]]));
    engine.newGame(HUB, 8, 6);
    enter(engine);
    let unusedCleared = 0;
    for (let visit = 0; visit < 8; visit++) {
      const ids = openEverything(engine);
      expect(ids.length).toBeGreaterThan(3);
      enter(engine);
      const now = new Set(engine.$gameMap.events().map((event) => event.eventId()));
      for (const id of ids) expect(chestA(engine, id)).toBe(false);
      unusedCleared += ids.filter((id) => !now.has(id)).length;
    }
    expect(unusedCleared).toBeGreaterThan(0);
  });
});

describe("note tags", () => {
  test("parsers: roles in any case and spacing, levels, counts and ranges", () => {
    expect(parseRole(" secret door ")).toEqual({ role: "secretDoor", level: 1 });
    expect(parseRole("Lock 3")).toEqual({ role: "lock", level: 3 });
    expect(parseRole("KEY")).toEqual({ role: "key", level: 1 });
    expect(parseRole("key 0")).toBeNull();
    expect(parseRole("dragon")).toBeNull();
    expect(parseSpawn(" 2-5 ")).toEqual({ min: 2, max: 5 });
    expect(parseSpawn("4")).toEqual({ min: 4, max: 4 });
    expect(parseSpawn("5-2")).toBeNull();
    expect(parseSpawn("1000")).toBeNull();
    expect(parseSpawn("two")).toBeNull();
  });

  test("Spawn and Chance step per floor: read for the floor given, clamped to their ranges", () => {
    const map = JSON.parse(
      caveWith("<Dungeon>", [
        ["Bat", "<Dungeon Spawn: 2+1/3floors> <Dungeon Chance: 40 +10/2floors>"],
        ["Chest", "<Dungeon Spawn: 2-5 -1/floor> <Dungeon Chance: 90 + 20/floor>"],
        ["Plain", "<Dungeon Spawn: 4> <Dungeon Chance: 50>"],
      ]),
    ) as DataMap;
    const on = (floor: number) =>
      readEventTemplates(map, [1, 2, 3], () => { throw new Error("no warning expected"); }, floor).map((t) => [t.request.min, t.request.max, t.request.chance]);
    expect(on(1)).toEqual([[2, 2, 40], [2, 5, 90], [4, 4, 50]]);
    expect(on(3)).toEqual([[2, 2, 50], [0, 3, 100], [4, 4, 50]]);
    expect(on(4)).toEqual([[3, 3, 50], [0, 2, 100], [4, 4, 50]]);
    expect(on(7)).toEqual([[4, 4, 70], [0, 0, 100], [4, 4, 50]]);
    // Without a floor (outside a run) it is floor 1.
    expect(readEventTemplates(map, [1], () => {}).map((t) => t.request.max)).toEqual([2]);
  });

  test("bad values and unknown tags: one warning each naming the event; the rest of the event applies", () => {
    const map = JSON.parse(
      caveWith("<Dungeon>", [
        ["Chest", "<Dungeon Spawn: lots> <Dungeon Role: Treasure>"],
        ["Bat", "<Dungeon Role: Dragon> <Dungeon Chance: 140> <Dungeon Place: ceiling>"],
        ["Odd", "<Dungeon Sparkle: 3> <Dungeon Unique:> <Dungeon Keep Self Switches: yes>"],
        ["Plain", "<Other Plugin: 1>"],
      ]),
    ) as DataMap;
    const warnings: string[] = [];
    const templates = readEventTemplates(map, [1, 2, 3, 4], (message) => warnings.push(message));
    expect(warnings).toEqual([
      'event 1 "Chest": note tag <Dungeon Spawn> = "lots" is not a count from 0 to 999 or a range like 2-5 (with an optional step per floor, like 2+1/3floors); the tag is ignored',
      'event 2 "Bat": note tag <Dungeon Role> = "Dragon" is not one of Stairs, Entrance, Boss, Treasure, Monster, Trap, Door, Secret Door, Lock N, Key N, Wall (N = 1 … 99); the tag is ignored',
      'event 2 "Bat": note tag <Dungeon Chance> = "140" is not a whole number from 0 to 100 (with an optional step per floor, like 40 +10/2floors); the tag is ignored',
      'event 2 "Bat": note tag <Dungeon Place> = "ceiling" is not room, corridor or any; the tag is ignored',
      `event 3 "Odd": unknown note tag <Dungeon Sparkle>; event tags: ${EVENT_TAGS}`,
      'event 3 "Odd": note tag <Dungeon Unique> = "" is not a group name; the tag is ignored',
      'event 3 "Odd": note tag <Dungeon Keep Self Switches> takes no value; ignoring "yes"',
    ]);
    expect(templates.map((template) => [template.spawns, template.request.role ?? "none", template.keepSelfSwitches, template.tagged])).toEqual([
      [false, "treasure", false, true],
      [false, "none", false, true],
      [false, "none", true, true],
      [false, "none", false, false],
    ]);
  });

  test("events with a note or name that is not text are plain events; another plugin's linked entry is left alone", () => {
    const cave = JSON.parse(caveWith("<Dungeon>", [["Chest", "<Dungeon Role: Treasure> <Dungeon Spawn: 2>"], ["Odd", ""]]));
    cave.events[2].note = 42;
    delete cave.events[2].name;
    const linked = { ...cave.events[1], id: 1, name: "Linked" }; // a spawner's entry sharing template 1's id
    cave.events.push(linked);
    const { engine, warnings } = setup(JSON.stringify(cave));
    engine.newGame(HUB, 8, 6);
    enter(engine);
    // The linked entry names id 1, the Spawn template, whose entry spawning empties: the engine's
    // event for it would read a null entry's pages, so it is erased, with the one warning.
    expect(warnings).toEqual([expect.stringMatching(/Map 2: live events this map no longer has/)]);
    const data = engine.$dataMap!.events;
    expect(data[2]).toMatchObject({ id: 2, note: 42 });
    expect(data[3]).toMatchObject({ id: 1, name: "Linked", x: 0, y: 0 });
    expect(data.slice(4).filter((event) => event !== null).map((event) => event!.name)).toEqual(["Chest #1", "Chest #2"]);
  });

  test("a map full of bad tags still becomes a dungeon with every event on floor", () => {
    const { engine, warnings } = setup(caveWith("<Dungeon>", [["Chest", "<Dungeon Spawn: -3>"], ["Bat", "<Dungeon Role: Lock x>"]]));
    engine.newGame(HUB, 8, 6);
    enter(engine);
    expect(live(engine).map((event) => event.id)).toEqual([1, 2]);
    expect(warnings).toHaveLength(2);
  });
});
