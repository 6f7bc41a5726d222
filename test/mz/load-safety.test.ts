/**
 * Loads that meet a different dungeon than the one saved (src/mz/reconcile.ts), run through the
 * real hooks and the engine double, whose map refresh reads every live event's entry as MZ does
 * (Game_Event.findProperPageIndex reads `this.event().pages`):
 *   a damaged seed or a save from before the plugin on a map with Spawn templates, fewer Spawn
 *   copies, a save from a newer plugin, the Layout parameter or a map's note edited while the
 *   project's version stayed the same. None may throw; afterwards every event the engine still
 *   draws has its entry, and when the dungeon changed the player and the events stand on floor.
 */
import { readFileSync } from "fs";
import { join } from "path";
import type { Engine } from "../../src/mz/engine";
import { EngineDouble, MapJson } from "./engine-double";
import { installHooks } from "../../src/mz/hooks";
import { createConsoleLogger } from "../../src/mz/log";
import { parsePluginParameters } from "../../src/mz/settings";
import { autotileKind } from "../../src/mz/autotile";

const SAMPLE_DATA = join(__dirname, "..", "..", "sample-project", "data");
const HUB = 1;
const CAVE = 2; // 68×64 <Dungeon>, events 1–5

const read = (id: number): MapJson => JSON.parse(readFileSync(join(SAMPLE_DATA, `Map${String(id).padStart(3, "0")}.json`), "utf8"));

/** The sample cave whose first chest is a template with `spawn` copies (a monster), and this map note. */
function caveJson(spawn: number, note = "<Dungeon>"): string {
  const cave = read(CAVE);
  cave.note = note;
  cave.events[1]!.note = `<Dungeon Spawn: ${spawn}> <Dungeon Role: Monster>`;
  return JSON.stringify(cave);
}

function files(cave: string): Map<number, string> {
  return new Map([
    [HUB, JSON.stringify(read(HUB))],
    [CAVE, cave],
  ]);
}

function game(cave: string, parameters: Record<string, string> = {}) {
  const engine = new EngineDouble(files(cave));
  const warnings: string[] = [];
  const log = createConsoleLogger({ warn: (message: string) => warnings.push(message) });
  installHooks(engine as unknown as Engine, parsePluginParameters(parameters, log.warn), log);
  return { engine, warnings };
}

function enterCave(engine: EngineDouble): void {
  engine.newGame(HUB, 8, 6);
  engine.transfer(CAVE, 0, 0, 2);
}

/** Edits the dungeon memory inside a save's text. */
function editMemory(save: string, edit: (memory: Record<string, unknown>) => void): string {
  const contents = JSON.parse(save);
  edit(contents.system._randomDungeons);
  return JSON.stringify(contents);
}

const isFloorTile = (engine: EngineDouble, x: number, y: number) => autotileKind(engine.tileId(x, y, 0)) === 16;

/** Every event the engine still draws has its entry; the player and those events stand on floor. */
function expectSafe(engine: EngineDouble): void {
  const map = engine.$dataMap!;
  expect(isFloorTile(engine, engine.$gamePlayer.x, engine.$gamePlayer.y)).toBe(true);
  for (const event of engine.$gameMap.events()) {
    if (event._erased) continue;
    expect(map.events[event.eventId()]).toEqual(expect.objectContaining({ pages: expect.any(Array) }));
    expect(isFloorTile(engine, event.x, event.y)).toBe(true);
  }
}

describe("a load never crashes", () => {
  test("a damaged saved seed on a map with Spawn templates: a new dungeon, the old copies' events erased or moved, no error", () => {
    const { engine } = game(caveJson(4));
    enterCave(engine);
    const save = editMemory(engine.save(), (memory) => ((memory.seeds as Record<string, unknown>)[CAVE] = -5));
    const loaded = game(caveJson(4));
    expect(() => loaded.engine.load(save)).not.toThrow();
    expectSafe(loaded.engine);
    expect(loaded.warnings).toEqual(expect.arrayContaining([expect.stringMatching(/the saved seed -5 is not a whole number/)]));
    // The same dungeon comes back on the menu from now on, without a new warning.
    loaded.warnings.length = 0;
    loaded.engine.returnFromMenu();
    expect(loaded.warnings).toEqual([]);
  });

  test("a save from before the plugin was enabled, on a map with Spawn templates: the template's live event is erased, its copies added", () => {
    const plain = new EngineDouble(files(caveJson(3)));
    plain.newGame(CAVE, 30, 30); // no plugin: the template is an ordinary event
    const save = plain.save();
    const { engine, warnings } = game(caveJson(3));
    expect(() => engine.load(save)).not.toThrow();
    expectSafe(engine);
    expect(engine.$gameMap._events[1]!._erased).toBe(true); // the template's entry is gone
    expect(engine.$gameMap.events().filter((event) => !event._erased && event.eventId() > 5)).toHaveLength(3);
    expect(warnings).toEqual(
      expect.arrayContaining([expect.stringMatching(/the save lacks 3 event\(s\) of this map/), expect.stringMatching(/live events this map no longer has .* are erased$/)]),
    );
  });

  test("fewer Spawn copies than when the game was saved: the copies that are gone are erased, once, with one warning", () => {
    const { engine } = game(caveJson(5));
    enterCave(engine);
    const save = engine.save();
    const loaded = game(caveJson(2));
    expect(() => loaded.engine.load(save)).not.toThrow();
    expectSafe(loaded.engine);
    const erased = loaded.engine.$gameMap.events().filter((event) => event._erased);
    expect(erased.length).toBeGreaterThanOrEqual(3);
    expect(loaded.warnings.filter((message) => /are erased$/.test(message))).toHaveLength(1);
  });

  test("a save from a newer version of the plugin: one warning, fields this version does not know kept", () => {
    const { engine } = game(caveJson(2));
    enterCave(engine);
    const save = editMemory(engine.save(), (memory) => {
      memory.version = 999;
      memory.future = { kept: true };
    });
    const loaded = game(caveJson(2));
    expect(() => loaded.engine.load(save)).not.toThrow();
    expect(loaded.warnings.filter((message) => /newer version of the plugin \(memory version 999/.test(message))).toHaveLength(1);
    expect((loaded.engine.$gameSystem._randomDungeons as Record<string, unknown>).future).toEqual({ kept: true });
    expectSafe(loaded.engine);
  });
});

describe("a load never leaves the player in a wall", () => {
  const changes: [string, () => ReturnType<typeof game>, RegExp][] = [
    ["the Layout parameter switched from cells to rooms", () => game(caveJson(2), { layout: "rooms" }), /the layout \(cells → rooms\)/],
    ["the map's note given <Dungeon Layout: maze>", () => game(caveJson(2, "<Dungeon>\n<Dungeon Layout: maze>")), /the layout \(cells → maze\)/],
    ["a layout option changed", () => game(caveJson(2), { roomChance: "20" }), /the layout's options/],
  ];

  test.each(changes)("%s while the project's version stayed: one warning naming it; player and events on the new dungeon's floor", (_, changed, named) => {
    const { engine } = game(caveJson(2));
    enterCave(engine);
    // Stand somewhere the new dungeon is unlikely to have floor: every floor tile of the old one is tried below.
    const old = engine.$dataMap!;
    const save = engine.save();
    const loaded = changed();
    expect(() => loaded.engine.load(save)).not.toThrow();
    expect(loaded.engine.$dataMap!.data).not.toEqual(old.data);
    expectSafe(loaded.engine);
    expect(loaded.warnings.filter((message) => /the dungeon's settings changed since this save/.test(message))).toEqual([expect.stringMatching(named)]);
    // The facing is kept.
    expect(loaded.engine.$gamePlayer.direction()).toBe(engine.$gamePlayer.direction());
  });

  test("wherever the player stood in the old dungeon, after the layout changed they stand on floor", () => {
    const { engine } = game(caveJson(0));
    enterCave(engine);
    const map = engine.$dataMap!;
    const spots: [number, number][] = [];
    for (let y = 0; y < map.height; y += 7) for (let x = 0; x < map.width; x += 5) if (isFloorTile(engine, x, y)) spots.push([x, y]);
    for (const [x, y] of spots) {
      engine.$gamePlayer.locate(x, y);
      const loaded = game(caveJson(0), { layout: "maze" });
      loaded.engine.load(engine.save());
      expect(isFloorTile(loaded.engine, loaded.engine.$gamePlayer.x, loaded.engine.$gamePlayer.y)).toBe(true);
    }
  });

  test("nothing changed: no warning, and live spots are kept (the menu, a battle, a load)", () => {
    const { engine, warnings } = game(caveJson(2));
    enterCave(engine);
    const before = engine.$gameMap.events().map((event) => [event.eventId(), event.x, event.y]);
    engine.returnFromMenu();
    engine.load(engine.save());
    expect(engine.$gameMap.events().map((event) => [event.eventId(), event.x, event.y])).toEqual(before);
    expect(warnings).toEqual([]);
  });

  test("a save from before fingerprints were kept loads silently, and keeps one from then on", () => {
    const { engine } = game(caveJson(2));
    enterCave(engine);
    const save = editMemory(engine.save(), (memory) => {
      delete memory.fingerprints;
      memory.version = 2;
    });
    const loaded = game(caveJson(2), { layout: "rooms" }); // changed, but nothing was saved to tell
    loaded.engine.load(save);
    expect(loaded.warnings).toEqual([]);
    const fingerprints = (loaded.engine.$gameSystem._randomDungeons as { fingerprints: Record<string, { layout: string }> }).fingerprints;
    expect(fingerprints[CAVE].layout).toBe("rooms");
  });
});
