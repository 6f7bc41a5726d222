/**
 * Events of a dungeon map (src/mz/spawn.ts) without the engine: which entries are the file's own events, the tag
 * parsers' exact accepted forms, every note tag's warning, the ids and data written for a hand-made
 * content plan (blocks, door copies, relaxations, a full map), the self-switch policy's exact
 * keys.
 */
import type { DataMap } from "rmmz-types";
import { Dungeon, Relaxation, TileKind, createGrid } from "../../src/core";
import type { ContentCopy } from "../../src/core/content";
import {
  EVENT_TAGS,
  EventTemplate,
  SpawnResult,
  applySelfSwitchPolicy,
  fileEventIds,
  parseRole,
  parseSpawn,
  readEventTemplates,
  spawnContent,
} from "../../src/mz/spawn";

function event(id: number, name: unknown, note: unknown, extra: Record<string, unknown> = {}) {
  return { id, name, note, x: 0, y: 0, pages: [{ list: [{ code: 0 }] }], ...extra };
}

function mapWith(events: unknown[]): DataMap {
  return { events } as unknown as DataMap;
}

function templatesOf(notes: string[]): { map: DataMap; templates: EventTemplate[]; warnings: string[] } {
  const map = mapWith([null, ...notes.map((note, i) => event(i + 1, `E${i + 1}`, note))]);
  const warnings: string[] = [];
  const templates = readEventTemplates(map, fileEventIds(map.events), (message) => warnings.push(message));
  return { map, templates, warnings };
}

describe("fileEventIds", () => {
  test("only entries whose id is their index; null, plain values, linked entries and entries without id are skipped", () => {
    const events = [null, { id: 1 }, { id: 1 }, "text", { id: 4, name: "x" }, {}, { id: "5" }, [7], { id: 7 }, undefined, 3];
    expect(fileEventIds(events)).toEqual([1, 4]);
    expect(fileEventIds([{ id: 0 }, null, { id: 2 }])).toEqual([0, 2]);
    expect(fileEventIds([])).toEqual([]);
  });
});

describe("the parsers", () => {
  test("parseRole: every role word in any case and spacing; lock and key levels 1 … 99; nothing else", () => {
    const cases: [unknown, unknown][] = [
      ["Stairs", { role: "stairs", level: 1 }],
      ["ENTRANCE", { role: "entrance", level: 1 }],
      ["boss", { role: "boss", level: 1 }],
      [" Treasure ", { role: "treasure", level: 1 }],
      ["monster", { role: "monster", level: 1 }],
      ["trap", { role: "trap", level: 1 }],
      ["Door", { role: "door", level: 1 }],
      ["Secret\tDoor", { role: "secretDoor", level: 1 }],
      ["wall", { role: "wall", level: 1 }],
      ["lock", { role: "lock", level: 1 }],
      ["Key 99", { role: "key", level: 99 }],
      ["lock 1", { role: "lock", level: 1 }],
      ["lock 007", { role: "lock", level: 7 }],
      ["key 100", null],
      ["lock 0", null],
      ["locks 1", null],
      ["a lock 1", null],
      ["lock 1a", null],
      ["key -1", null],
      ["", null],
      ["none", null],
      ["constructor", null],
      ["__proto__", null],
      ["Constructor ", null],
      [3, null],
      [true, null],
      [undefined, null],
    ];
    for (const [raw, expected] of cases) expect([raw, parseRole(raw)]).toEqual([raw, expected]);
  });

  test("parseSpawn: a count or a range (- or ~) from 0 to 999, with spaces around the parts; nothing else", () => {
    const cases: [unknown, unknown][] = [
      ["0", { min: 0, max: 0 }],
      [" 3 ", { min: 3, max: 3 }],
      ["999", { min: 999, max: 999 }],
      ["2-5", { min: 2, max: 5 }],
      [" 2 - 5 ", { min: 2, max: 5 }],
      ["2~5", { min: 2, max: 5 }],
      ["4-4", { min: 4, max: 4 }],
      ["0-999", { min: 0, max: 999 }],
      ["0-1000", null],
      ["1000", null],
      ["5-2", null],
      ["2-", null],
      ["-2", null],
      ["2--5", null],
      ["2 5", null],
      ["x2", null],
      ["2x", null],
      ["2-5x", null],
      ["2.5", null],
      ["", null],
      [3, null],
      [true, null],
    ];
    for (const [raw, expected] of cases) expect([raw, parseSpawn(raw)]).toEqual([raw, expected]);
  });

  /** What one event's tag asks for on a floor, as readEventTemplates reads the note; null when it warns. */
  function tagOnFloor(tag: "Spawn" | "Chance", value: string, floor: number) {
    const warnings: string[] = [];
    const map = mapWith([null, event(1, "Bat", `<Dungeon ${tag}: ${value}>`)]);
    const { min, max, chance } = readEventTemplates(map, [1], (message) => warnings.push(message), floor)[0].request;
    if (warnings.length > 0) return null;
    return tag === "Spawn" ? { min, max } : chance;
  }

  test("Spawn: without a step the plain range on every floor; with one both ends move, clamped to 0 … 999", () => {
    expect(tagOnFloor("Spawn", "2-5", 9)).toEqual({ min: 2, max: 5 });
    expect(tagOnFloor("Spawn", "2-5 +1/floor", 1)).toEqual({ min: 2, max: 5 });
    expect(tagOnFloor("Spawn", "2-5 +1/floor", 3)).toEqual({ min: 4, max: 7 });
    expect(tagOnFloor("Spawn", "2-5 -1/floor", 4)).toEqual({ min: 0, max: 2 });
    expect(tagOnFloor("Spawn", "990-995 +4/floor", 3)).toEqual({ min: 998, max: 999 });
    expect(tagOnFloor("Spawn", "3 +2/2floors", 5)).toEqual({ min: 7, max: 7 });
    expect(tagOnFloor("Spawn", "lots +1/floor", 2)).toBeNull();
    expect(tagOnFloor("Spawn", "5-2 +1/floor", 2)).toBeNull();
  });

  test("Chance: 0 … 100 with an optional % sign; a step moves it, clamped to 0 … 100", () => {
    const cases: [string, number, number | null][] = [
      ["40", 1, 40],
      [" 40 % ", 1, 40],
      ["40%", 5, 40],
      ["100", 1, 100],
      ["0", 1, 0],
      ["101", 1, null],
      ["-5", 1, null],
      ["4 0", 1, null],
      ["40%%", 1, null],
      ["x40", 1, null],
      ["40x", 1, null],
      ["", 1, null],
      ["40 +10/2floors", 3, 50],
      ["90 +20/floor", 2, 100],
      ["10 -20/floor", 2, 0],
      ["50 -10/floor", 3, 30],
      ["lots +10/floor", 3, null],
    ];
    for (const [raw, floor, expected] of cases) expect([raw, floor, tagOnFloor("Chance", raw, floor)]).toEqual([raw, floor, expected]);
  });
});

describe("readEventTemplates", () => {
  test("each tag fills its part of the request; a door role spawns; the label names the event", () => {
    const { templates, warnings } = templatesOf([
      "<Dungeon Spawn: 2-4><Dungeon Chance: 30%><Dungeon Unique: Exit Group ><Dungeon Role: lock 3><Dungeon Place: Corridor >",
      "<Dungeon Role: Door>",
      "<Dungeon Role: secret door><Dungeon Keep Self Switches>",
      "<DUNGEON_PLACE: ANY><dungeon keep self switches: >",
      "<Dungeon Place: room>",
      "<Other: 1><Note>",
      "",
    ]);
    expect(warnings).toEqual([]);
    expect(templates.map((t) => t.eventId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(templates[0]).toEqual({
      eventId: 1,
      label: 'event 1 "E1"',
      tagged: true,
      spawns: true,
      keepSelfSwitches: false,
      request: { label: 'event 1 "E1"', min: 2, max: 4, chance: 30, group: "exit group", role: "lock", level: 3, place: "corridor" },
    });
    expect(templates.slice(1).map((t) => [t.tagged, t.spawns, t.keepSelfSwitches, t.request.role ?? null, t.request.place ?? null])).toEqual([
      [true, true, false, "door", null],
      [true, true, true, "secretDoor", null],
      [true, false, true, null, "any"],
      [true, false, false, null, "room"],
      [false, false, false, null, null],
      [false, false, false, null, null],
    ]);
    expect(templates[6].request).toEqual({ label: 'event 7 "E7"' });
  });

  test("bad values: one warning each with the value as written (trimmed, or '(no value)'); an unknown Dungeon tag lists the tags", () => {
    const { templates, warnings } = templatesOf([
      "<Dungeon Spawn>",
      "<Dungeon Chance:  abc  >",
      "<Dungeon Unique>",
      "<Dungeon Unique:   >",
      "<Dungeon Role>",
      "<Dungeon Place: 7>",
      "<Dungeon Place>",
      "<Dungeonish: 1>",
      "<Dungeon Keep Self Switches:  please >",
    ]);
    expect(warnings).toEqual([
      'event 1 "E1": note tag <Dungeon Spawn> = (no value) is not a count from 0 to 999 or a range like 2-5 (with an optional step per floor, like 2+1/3floors); the tag is ignored',
      'event 2 "E2": note tag <Dungeon Chance> = "abc" is not a whole number from 0 to 100 (with an optional step per floor, like 40 +10/2floors); the tag is ignored',
      'event 3 "E3": note tag <Dungeon Unique> = (no value) is not a group name; the tag is ignored',
      'event 4 "E4": note tag <Dungeon Unique> = "" is not a group name; the tag is ignored',
      'event 5 "E5": note tag <Dungeon Role> = (no value) is not one of Stairs, Entrance, Boss, Treasure, Monster, Trap, Door, Secret Door, Lock N, Key N, Wall (N = 1 … 99); the tag is ignored',
      'event 6 "E6": note tag <Dungeon Place> = "7" is not room, corridor or any; the tag is ignored',
      'event 7 "E7": note tag <Dungeon Place> = (no value) is not room, corridor or any; the tag is ignored',
      `event 8 "E8": unknown note tag <Dungeonish>; event tags: ${EVENT_TAGS}`,
      'event 9 "E9": note tag <Dungeon Keep Self Switches> takes no value; ignoring "please"',
    ]);
    // A bad tag still counts as a content tag; nothing of it reaches the request.
    for (const template of templates) {
      expect(template.tagged).toBe(true);
      expect(template.spawns).toBe(false);
      expect(Object.keys(template.request)).toEqual(["label"]);
    }
    expect(templates[8].keepSelfSwitches).toBe(true);
  });

  test("the unknown-tag warning's list names every tag the events read", () => {
    for (const tag of ["<Dungeon Spawn: 3>", "<Dungeon Spawn: 2-5>", "<Dungeon Chance: 40>", "<Dungeon Unique: group>", "<Dungeon Place: room|corridor|any>", "<Dungeon Keep Self Switches>"]) {
      expect(EVENT_TAGS).toContain(tag);
    }
    expect(EVENT_TAGS).toContain("<Dungeon Role: Stairs|Entrance|Boss|Treasure|Monster|Trap|Door|Secret Door|Lock N|Key N|Wall>");
    // Each tag it names is one readEventTemplates accepts without a warning.
    const { warnings } = templatesOf(["<Dungeon Spawn: 3><Dungeon Chance: 40><Dungeon Unique: group><Dungeon Role: Stairs><Dungeon Place: room><Dungeon Keep Self Switches>"]);
    expect(warnings).toEqual([]);
  });

  test("Spawn and Chance are read for the floor given", () => {
    const map = mapWith([null, event(1, "Bat", "<Dungeon Spawn: 1 +1/floor><Dungeon Chance: 20 +30/floor>")]);
    const on = (floor: number) => readEventTemplates(map, [1], () => {}, floor)[0].request;
    expect(on(1)).toMatchObject({ min: 1, max: 1, chance: 20 });
    expect(on(3)).toMatchObject({ min: 3, max: 3, chance: 80 });
    expect(on(4)).toMatchObject({ min: 4, max: 4, chance: 100 });
  });

  test("the label shows a name that is not text as a value", () => {
    const map = mapWith([null, event(1, 42, "<Dungeon Role: Dragon>")]);
    const warnings: string[] = [];
    expect(readEventTemplates(map, [1], (m) => warnings.push(m))[0].label).toBe("event 1 42");
    expect(warnings[0].startsWith("event 1 42: note tag <Dungeon Role> = \"Dragon\"")).toBe(true);
  });
});

/** A dungeon as spawnContent reads it: size, grid kinds, arrival and a hand-made content plan. */
function fakeDungeon(width: number, height: number, copies: ContentCopy[], options: { problems?: string[]; corridorsOnly?: boolean; arrival?: number } = {}): Dungeon {
  const grid = createGrid(width, height);
  grid.kinds.fill(options.corridorsOnly ? TileKind.Corridor : TileKind.Room);
  return { width, height, grid, arrival: options.arrival ?? 0, content: { copies, problems: options.problems ?? [] } } as unknown as Dungeon;
}

function copy(request: number, copyIndex: number, tile: number, relaxation: number = Relaxation.None): ContentCopy {
  return { request, copy: copyIndex, tile, relaxation } as ContentCopy;
}

describe("spawnContent", () => {
  test("no plan: the events stay as they are", () => {
    const { map, templates } = templatesOf(["<Dungeon Spawn: 2>", ""]);
    const before = JSON.stringify(map.events);
    const dungeon = { ...fakeDungeon(10, 10, []), content: undefined } as unknown as Dungeon;
    const result = spawnContent(map, templates, dungeon, () => {
      throw new Error("no warning expected");
    });
    expect(result).toEqual({ copies: [], blockStart: [-1, -1], reservedStart: 3, variableStart: 3, end: 3 });
    expect(JSON.stringify(map.events)).toBe(before);
  });

  test("ids: a block per spawning template after the highest id (its Spawn maximum), door copies after every block", () => {
    const { map, templates } = templatesOf(["<Dungeon Spawn: 1-3>", "", "<Dungeon Role: Door>", "<Dungeon Spawn: 2>", "<Dungeon Spawn: 0>", "<Dungeon Role: Secret Door>"]);
    // Another plugin's linked entry at index 7 carries id 9: the blocks start after 9.
    (map.events as unknown[]).push({ ...event(9, "Linked", ""), x: 5, y: 5 });
    const copies = [copy(0, 0, 11), copy(0, 2, 12), copy(1, 0, 13), copy(2, 0, 14), copy(2, 1, 15), copy(3, 0, 16), copy(3, 1, 17), copy(5, 0, 18)];
    const warnings: string[] = [];
    const result = spawnContent(map, templates, fakeDungeon(10, 10, copies, { problems: ["a problem", "another"] }), (m) => warnings.push(m));
    expect(warnings).toEqual(["a problem", "another"]);
    // Blocks: template 1 → 10..12, template 4 → 13..14, template 5 (Spawn 0) → none (an empty block at 15).
    expect(result.blockStart).toEqual([10, -1, -1, 13, 15, -1]);
    expect(result.variableStart).toBe(15);
    expect(result.end).toBe(18);
    expect(result.copies).toEqual([
      { template: 0, copy: 0, id: 10, x: 1, y: 1 },
      { template: 0, copy: 2, id: 12, x: 2, y: 1 },
      { template: 1, copy: 0, id: 2, x: 3, y: 1 },
      { template: 2, copy: 0, id: 15, x: 4, y: 1 },
      { template: 2, copy: 1, id: 16, x: 5, y: 1 },
      { template: 3, copy: 0, id: 13, x: 6, y: 1 },
      { template: 3, copy: 1, id: 14, x: 7, y: 1 },
      { template: 5, copy: 0, id: 17, x: 8, y: 1 },
    ]);
    const events = map.events as unknown as (Record<string, unknown> | null)[];
    expect(events.length).toBe(18);
    // Templates are never placed themselves; the linked entry is left alone; the gap at 11 is null.
    for (const id of [1, 3, 4, 5, 6, 11]) expect(events[id]).toBeNull();
    expect(events[7]).toMatchObject({ id: 9, name: "Linked", x: 5, y: 5 });
    expect(events[2]).toMatchObject({ id: 2, name: "E2", x: 3, y: 1 });
    expect(events[10]).toMatchObject({ id: 10, name: "E1 #1", x: 1, y: 1, note: "<Dungeon Spawn: 1-3>" });
    expect(events[12]).toMatchObject({ id: 12, name: "E1 #3", x: 2, y: 1 });
    expect(events[15]).toMatchObject({ id: 15, name: "E3 #1", x: 4, y: 1 });
    expect(events[16]).toMatchObject({ id: 16, name: "E3 #2" });
    expect(events[17]).toMatchObject({ id: 17, name: "E6 #1", x: 8, y: 1 });
    // Copies are deep: their pages are not the template's.
    expect(events[10]!.pages).not.toBe(events[12]!.pages);
    expect(events[10]!.pages).toEqual([{ list: [{ code: 0 }] }]);
  });

  test("an event whose copy does not come up sits the dungeon out; a template's name that is not text gives ' #k'", () => {
    const map = mapWith([null, event(1, null, "<Dungeon Spawn: 1>"), event(2, "Maybe", "<Dungeon Chance: 50>"), event(3, "Here", "")]);
    const templates = readEventTemplates(map, [1, 2, 3], () => {});
    const result = spawnContent(map, templates, fakeDungeon(6, 6, [copy(0, 0, 7), copy(2, 0, 8)]), () => {});
    const events = map.events as unknown as (Record<string, unknown> | null)[];
    expect(events[2]).toBeNull();
    expect(events[3]).toMatchObject({ id: 3, name: "Here", x: 2, y: 1 });
    expect(events[4]).toMatchObject({ id: 4, name: " #1", x: 1, y: 1 });
    expect(result.copies.map((c) => c.id)).toEqual([4, 3]);
  });

  test("a map with no highest id above its length still starts blocks after its last index; an empty event list starts at 1", () => {
    const map = mapWith([null, event(1, "T", "<Dungeon Spawn: 2>"), null, null]);
    const templates = readEventTemplates(map, [1], () => {});
    expect(spawnContent(map, templates, fakeDungeon(5, 5, [copy(0, 1, 6)]), () => {}).copies).toEqual([{ template: 0, copy: 1, id: 5, x: 1, y: 1 }]);
    const empty = mapWith([]);
    expect(spawnContent(empty, [], fakeDungeon(5, 5, []), () => {})).toEqual({ copies: [], blockStart: [], reservedStart: 1, variableStart: 1, end: 1 });
  });

  test("only whole-number ids count towards the highest id", () => {
    const map = mapWith([null, event(1, "T", "<Dungeon Spawn: 1>"), { id: 30.5 }, { id: "40" }, { id: 5 }, { id: Infinity }]);
    const templates = readEventTemplates(map, [1], () => {});
    const result = spawnContent(map, templates, fakeDungeon(5, 5, [copy(0, 0, 6)]), () => {});
    expect(result.blockStart).toEqual([6]);
    expect(result.copies.map((c) => c.id)).toEqual([6]);
  });

  test("no free floor: the copy shares another placed copy's tile (or the arrival's) with one warning each", () => {
    const { map, templates } = templatesOf(["", "<Dungeon Spawn: 3>"]);
    const warnings: string[] = [];
    const result = spawnContent(map, templates, fakeDungeon(5, 5, [copy(0, 0, 6), copy(1, 0, -1), copy(1, 1, 13), copy(1, 2, -1)]), (m) => warnings.push(m));
    // Stackable tiles: [6, 13]; copy i takes stackable[i % 2].
    expect(result.copies.map((c) => [c.id, c.x, c.y])).toEqual([
      [1, 1, 1],
      [3, 3, 2],
      [4, 3, 2],
      [5, 3, 2],
    ]);
    expect(warnings).toEqual([
      'event 2 "E2": no free floor left (4 events on a small map); it shares a tile with another event',
      'event 2 "E2": no free floor left (4 events on a small map); it shares a tile with another event',
    ]);
    const alone = templatesOf([""]);
    const onArrival = spawnContent(alone.map, alone.templates, fakeDungeon(5, 5, [copy(0, 0, -1)], { arrival: 18 }), () => {});
    expect(onArrival.copies).toEqual([{ template: 0, copy: 0, id: 1, x: 3, y: 3 }]);
  });

  test("tile 0 is a tile: a copy placed there is not 'unplaced', and an unplaced copy may share it", () => {
    const { map, templates } = templatesOf(["", ""]);
    const warnings: string[] = [];
    const result = spawnContent(map, templates, fakeDungeon(5, 5, [copy(0, 0, 0), copy(1, 0, -1)], { arrival: 12 }), (m) => warnings.push(m));
    expect(result.copies.map((c) => [c.id, c.x, c.y])).toEqual([
      [1, 0, 0],
      [2, 0, 0],
    ]);
    expect(warnings).toEqual(['event 2 "E2": no free floor left (2 events on a small map); it shares a tile with another event']);
  });

  test("relaxed placements: one warning per event listing each kind once; near or on a corridor is no news for a role or where there are no rooms", () => {
    const { map, templates } = templatesOf(["", "<Dungeon Spawn: 3>", "<Dungeon Role: Monster>", "<Dungeon Role: Monster><Dungeon Spawn: 2>", ""]);
    const warnings: string[] = [];
    spawnContent(
      map,
      templates,
      fakeDungeon(9, 9, [
        copy(0, 0, 10, Relaxation.NearCorridor),
        copy(1, 0, 11, Relaxation.Crowded),
        copy(1, 1, 12, Relaxation.OnCorridor),
        copy(1, 2, 13, Relaxation.Crowded),
        copy(2, 0, 14, Relaxation.OnCorridor),
        copy(3, 0, 15, Relaxation.Crowded),
        copy(3, 1, 16, Relaxation.NearCorridor),
        copy(4, 0, 17, Relaxation.None),
      ]),
      (m) => warnings.push(m),
    );
    expect(warnings).toEqual([
      'event 1 "E1": not enough room floor for the spacing rules; placed next to a corridor',
      'event 2 "E2": not enough room floor for the spacing rules; 3 copies placed crowded, on a corridor',
      'event 4 "E4": not enough room floor for the spacing rules; 1 copies placed crowded',
    ]);
    const corridors = templatesOf(["", ""]);
    const quiet: string[] = [];
    spawnContent(corridors.map, corridors.templates, fakeDungeon(9, 9, [copy(0, 0, 10, Relaxation.NearCorridor), copy(1, 0, 11, Relaxation.OtherFloor)], { corridorsOnly: true }), (m) => quiet.push(m));
    expect(quiet).toEqual(['event 2 "E2": not enough room floor for the spacing rules; placed on another floor kind']);
  });
});

/** Records every setValue: "mapId,eventId,letter=value". */
function switchesRecorder() {
  const calls: string[] = [];
  return { calls, setValue: (key: [number, number, string], value: boolean) => void calls.push(`${key.join(",")}=${value}`) };
}

function cleared(calls: string[]): number[] {
  const ids = new Set<number>();
  for (const call of calls) {
    const [, id, letterAndValue] = call.split(",");
    expect(letterAndValue.endsWith("=false")).toBe(true);
    ids.add(Number(id));
  }
  return [...ids].sort((a, b) => a - b);
}

function spawned(blockStart: number[], variableStart: number, end: number): SpawnResult {
  return { copies: [], blockStart, reservedStart: variableStart, variableStart, end };
}

describe("applySelfSwitchPolicy", () => {
  function policySetup(notes: string[]) {
    const { templates } = templatesOf(notes);
    const switches = switchesRecorder();
    const gameSystem: Record<string, unknown> = {};
    const engine = { $gameSystem: gameSystem, $gameSelfSwitches: switches } as unknown as Parameters<typeof applySelfSwitchPolicy>[0];
    return { templates, switches, gameSystem, engine };
  }
  const record = (gameSystem: Record<string, unknown>) => (gameSystem._randomDungeons as { spawned: Record<string, unknown> }).spawned;

  test("an entry clears A–D of every file event and copy id up to the end, except the kept ones and their blocks", () => {
    const { templates, switches, gameSystem, engine } = policySetup(["<Dungeon Spawn: 3><Dungeon Keep Self Switches>", "", "<Dungeon Spawn: 2>", "<Dungeon Keep Self Switches>"]);
    // Blocks: template 1 → 5..7, template 3 → 8..9; end 10.
    expect(applySelfSwitchPolicy(engine, 7, 123, true, "reset", templates, spawned([5, -1, 8, -1], 10, 10))).toBe(true);
    expect(cleared(switches.calls)).toEqual([2, 3, 8, 9]);
    expect(switches.calls.filter((call) => call.startsWith("7,2,"))).toEqual(["7,2,A=false", "7,2,B=false", "7,2,C=false", "7,2,D=false"]);
    expect(record(gameSystem)).toEqual({ "7": { seed: 123, end: 10 } });
  });

  test("a reload with the same seed keeps the switches and the larger end; another seed clears up to the larger end", () => {
    const { templates, switches, gameSystem, engine } = policySetup(["<Dungeon Role: Door>"]);
    expect(applySelfSwitchPolicy(engine, 2, 5, true, "reset", templates, spawned([-1], 2, 9))).toBe(true);
    switches.calls.length = 0;
    expect(applySelfSwitchPolicy(engine, 2, 5, false, "reset", templates, spawned([-1], 2, 6))).toBe(false);
    expect(switches.calls).toEqual([]);
    expect(record(gameSystem)["2"]).toEqual({ seed: 5, end: 9 });
    // A floor change (another seed): ids up to the earlier end 9 are cleared, though this one ends at 4.
    expect(applySelfSwitchPolicy(engine, 2, 6, false, "reset", templates, spawned([-1], 2, 4))).toBe(true);
    expect(cleared(switches.calls)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(record(gameSystem)["2"]).toEqual({ seed: 6, end: 4 });
  });

  test("a first visit without an entry (a load of an old save) records the seed and clears nothing", () => {
    const { templates, switches, gameSystem, engine } = policySetup([""]);
    expect(applySelfSwitchPolicy(engine, 3, 1, false, "reset", templates, spawned([-1], 2, 2))).toBe(false);
    expect(switches.calls).toEqual([]);
    expect(record(gameSystem)).toEqual({ "3": { seed: 1, end: 2 } });
  });

  test("door copies are kept only when every door template keeps", () => {
    const both = policySetup(["<Dungeon Role: Door><Dungeon Keep Self Switches>", "<Dungeon Role: Secret Door><Dungeon Keep Self Switches>", ""]);
    applySelfSwitchPolicy(both.engine, 1, 1, true, "reset", both.templates, spawned([-1, -1, -1], 4, 8));
    expect(cleared(both.switches.calls)).toEqual([3]);
    const one = policySetup(["<Dungeon Role: Door><Dungeon Keep Self Switches>", "<Dungeon Role: Secret Door>", ""]);
    applySelfSwitchPolicy(one.engine, 1, 1, true, "reset", one.templates, spawned([-1, -1, -1], 4, 8));
    expect(cleared(one.switches.calls)).toEqual([2, 3, 4, 5, 6, 7]);
    // No door template at all: ids past the blocks are cleared (the keep-doors rule does not apply).
    const none = policySetup(["<Dungeon Keep Self Switches>"]);
    applySelfSwitchPolicy(none.engine, 1, 1, true, "reset", none.templates, spawned([-1], 2, 5));
    expect(cleared(none.switches.calls)).toEqual([2, 3, 4]);
  });

  test("a record with end 0 is a record: another seed clears; a door template with a Spawn tag keeps no block", () => {
    const { templates, switches, gameSystem, engine } = policySetup(["", "<Dungeon Role: Door><Dungeon Spawn: 3><Dungeon Keep Self Switches>"]);
    gameSystem._randomDungeons = { seeds: {}, spawned: { "4": { seed: 8, end: 0 } } };
    // Door copies at 3.. (no block for a door): ids 1 and 2 are file events; only the door template's own id is kept.
    expect(applySelfSwitchPolicy(engine, 4, 9, false, "reset", templates, spawned([-1, -1], 3, 3))).toBe(true);
    expect(cleared(switches.calls)).toEqual([1]);
  });

  test("policy keep, no $gameSelfSwitches or no setValue: nothing is cleared, but the record is written", () => {
    const { templates, switches, gameSystem, engine } = policySetup([""]);
    expect(applySelfSwitchPolicy(engine, 4, 9, true, "keep", templates, spawned([-1], 2, 3))).toBe(false);
    expect(switches.calls).toEqual([]);
    expect(record(gameSystem)["4"]).toEqual({ seed: 9, end: 3 });
    for (const selfSwitches of [null, undefined, {}, { setValue: "no" }]) {
      const system: Record<string, unknown> = {};
      expect(applySelfSwitchPolicy({ $gameSystem: system, $gameSelfSwitches: selfSwitches } as never, 4, 9, true, "reset", templates, spawned([-1], 2, 3))).toBe(false);
      expect(record(system)["4"]).toEqual({ seed: 9, end: 3 });
    }
    expect(applySelfSwitchPolicy({ $gameSystem: null, $gameSelfSwitches: switches } as never, 4, 9, true, "reset", templates, spawned([-1], 2, 3))).toBe(false);
  });

  test("unusable records are replaced: the spawned table and each map's record", () => {
    const { templates, switches, gameSystem, engine } = policySetup([""]);
    for (const bad of [5, null, [1], "x"]) {
      gameSystem._randomDungeons = { seeds: {}, spawned: bad };
      expect(applySelfSwitchPolicy(engine, 4, 9, false, "reset", templates, spawned([-1], 2, 3))).toBe(false);
      expect(record(gameSystem)).toEqual({ "4": { seed: 9, end: 3 } });
    }
    // A record that is not usable counts as no record: no clearing without an entry, its end ignored.
    for (const bad of [{ seed: 8, end: -1 }, { seed: 8, end: 100001 }, { seed: 8, end: 2.5 }, { seed: "8", end: 4 }, { seed: 8, end: "4" }, { seed: 8 }, 7, null]) {
      gameSystem._randomDungeons = { seeds: {}, spawned: { "4": bad } };
      switches.calls.length = 0;
      expect(applySelfSwitchPolicy(engine, 4, 9, false, "reset", templates, spawned([-1], 2, 3))).toBe(false);
      expect(switches.calls).toEqual([]);
      expect(record(gameSystem)["4"]).toEqual({ seed: 9, end: 3 });
    }
    // The largest usable end, and end 0.
    for (const [end, expected] of [[100000, 100000], [0, 3]]) {
      gameSystem._randomDungeons = { seeds: {}, spawned: { "4": { seed: 9, end } } };
      applySelfSwitchPolicy(engine, 4, 9, false, "reset", templates, spawned([-1], 2, 3));
      expect(record(gameSystem)["4"]).toEqual({ seed: 9, end: expected });
    }
  });

  test("with no file events the copy ids start at 1", () => {
    const { switches, engine } = policySetup([]);
    applySelfSwitchPolicy(engine, 6, 1, true, "reset", [], spawned([], 1, 4));
    expect(cleared(switches.calls)).toEqual([1, 2, 3]);
  });
});
