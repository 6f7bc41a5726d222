/**
 * Fog of war and the minimap against the engine double (extended in fog-double.ts): the real hooks
 * and the real fog, through entry, steps, the menu, a battle, save/load, a project update and
 * re-entry; non-dungeon maps and maps without fog get no sprites.
 */
import type { Engine } from "../../src/mz/engine";
import { readFileSync } from "fs";
import { join } from "path";
import { installHooks } from "../../src/mz/hooks";
import { createConsoleLogger } from "../../src/mz/log";
import { mapSettings, parsePluginParameters } from "../../src/mz/settings";
import { FogController, FogEngine, installFog } from "../../src/mz/fog";
import { FogField, InSight, Seen, Unseen, decodeBase64, encodeBase64 } from "../../src/mz/fog-field";
import { MinimapView } from "../../src/mz/minimap";
import { isFloor } from "../../src/core";
import { BitmapDouble, FogEngineDouble, SpriteDouble, allSprites, keepSaveHook } from "./fog-double";

const SAMPLE_DATA = join(__dirname, "..", "..", "sample-project", "data");
const HUB = 1;
const CAVE = 2; // 68×64 <Dungeon>, 5 events (5 = Exit)
const ONE_ROOM = 3; // 41×37 <Dungeon>, no fog in these tests

function mapFile(id: number): Record<string, unknown> {
  return JSON.parse(readFileSync(join(SAMPLE_DATA, `Map${String(id).padStart(3, "0")}.json`), "utf8"));
}

/** The sample maps; the cave gets `caveNote` added to its note and its exit becomes the stairs. */
function maps(caveNote = "<Dungeon Fog: 6>"): Map<number, string> {
  const cave = mapFile(CAVE) as { note: string; events: ({ note: string; name: string } | null)[] };
  cave.note += `\n${caveNote}`;
  const exit = cave.events.find((event) => event?.name === "Exit")!;
  exit.note = "<Dungeon Role: Stairs>";
  return new Map([
    [HUB, JSON.stringify(mapFile(HUB))],
    [CAVE, JSON.stringify(cave)],
    [ONE_ROOM, JSON.stringify(mapFile(ONE_ROOM))],
  ]);
}

let restoreSaveHook: () => void;
beforeEach(() => {
  restoreSaveHook = keepSaveHook();
});
afterEach(() => restoreSaveHook());

function setup(files = maps(), rawParameters: Record<string, string> = {}) {
  const engine = new FogEngineDouble(files);
  const warnings: string[] = [];
  const log = createConsoleLogger({ warn: (message: string) => warnings.push(message) });
  const parameters = parsePluginParameters(rawParameters, log.warn);
  const hooks = installHooks(engine as unknown as Engine, parameters, log);
  const fog = installFog(engine as unknown as FogEngine, parameters, hooks, log);
  return { engine, fog, warnings };
}

function enterCave(engine: FogEngineDouble) {
  engine.newGame(HUB, 8, 6);
  engine.transfer(CAVE, 0, 0, 2);
}

function fogView(engine: FogEngineDouble): { sprite: SpriteDouble; bitmap: BitmapDouble } | undefined {
  return (engine.spriteset as unknown as Record<string, { sprite: SpriteDouble; bitmap: BitmapDouble }>)._randomDungeonsFog;
}

function minimap(engine: FogEngineDouble): MinimapView | undefined {
  return (engine.spriteset as unknown as Record<string, MinimapView>)._randomDungeonsMinimap;
}

function field(fog: FogController): FogField {
  if (!fog.field) throw new Error("no fog field");
  return fog.field;
}

function explored(fog: FogController): number[] {
  const f = field(fog);
  const tiles: number[] = [];
  for (let tile = 0; tile < f.shown.length; tile++) if (f.shown[tile] !== Unseen) tiles.push(tile);
  return tiles;
}

/** A walk along floor from the player to the floor tile farthest away (breadth first, 4-connected). */
function walkToFarthest(fog: FogController, engine: FogEngineDouble): number[] {
  const { grid } = field(fog);
  const { width, kinds } = grid;
  const start = engine.$gamePlayer.y * width + engine.$gamePlayer.x;
  const from = new Int32Array(kinds.length).fill(-2);
  const queue = [start];
  from[start] = -1;
  let last = start;
  for (let head = 0; head < queue.length; head++) {
    const tile = queue[head];
    last = tile;
    const x = tile % width;
    for (const next of [tile - width, tile + width, x > 0 ? tile - 1 : -1, x < width - 1 ? tile + 1 : -1]) {
      if (next >= 0 && next < kinds.length && from[next] === -2 && isFloor(kinds[next])) {
        from[next] = tile;
        queue.push(next);
      }
    }
  }
  const path: number[] = [];
  for (let tile = last; tile !== start; tile = from[tile]) path.unshift(tile);
  return path;
}

function stepTo(engine: FogEngineDouble, tile: number, width: number) {
  engine.step(tile % width, Math.floor(tile / width));
}

describe("maps without fog", () => {
  test("a non-dungeon map and a dungeon without fog get no fog sprite, no minimap and no explored tiles", () => {
    const { engine, fog } = setup();
    engine.newGame(HUB, 8, 6);
    const plainCount = allSprites(engine.spriteset as unknown as SpriteDouble).length;
    expect(fogView(engine)).toBeUndefined();
    expect(minimap(engine)).toBeUndefined();
    expect(fog.active()).toBe(false);
    engine.transfer(ONE_ROOM, 0, 0);
    expect(engine.$gameMap.mapId()).toBe(ONE_ROOM);
    expect(fogView(engine)).toBeUndefined();
    expect(minimap(engine)).toBeUndefined();
    expect(fog.active()).toBe(false);
    // Only the double's own sprites: base, tilemap, one per character, the upper layer.
    const sprites = allSprites(engine.spriteset as unknown as SpriteDouble);
    expect(sprites.every((sprite) => sprite.bitmap === null)).toBe(true);
    expect(sprites.length).toBe(engine.$gameMap.events().length + 5);
    const hubEvents = (mapFile(HUB).events as unknown[]).filter((event) => event).length;
    expect(plainCount).toBe(hubEvents + 5); // root, base, tilemap, a sprite per event and the player, upper layer
    const memory = engine.$gameSystem._randomDungeons as { explored?: Record<string, unknown> };
    expect(Object.keys(memory.explored ?? {})).toEqual([]);
    // Events stay visible: nothing hides them.
    const characterSprites = engine.spriteset!._characterSprites;
    expect(characterSprites.every((sprite) => sprite.visible)).toBe(true);
  });

  test("leaving a fog dungeon for a plain map removes the fog from the screen", () => {
    const { engine, fog } = setup();
    enterCave(engine);
    expect(fogView(engine)).toBeDefined();
    engine.transfer(HUB, 8, 6);
    expect(fog.active()).toBe(false);
    expect(fogView(engine)).toBeUndefined();
    expect(engine.spriteset!._characterSprites.every((sprite) => sprite.visible)).toBe(true);
  });
});

describe("fog on a dungeon map", () => {
  test("<Dungeon Fog: 6>: the player's surroundings are in sight, the rest black, one bitmap scaled to the tiles", () => {
    const { engine, fog, warnings } = setup();
    enterCave(engine);
    expect(warnings).toEqual([]);
    const view = fogView(engine)!;
    expect(view).toBeDefined();
    expect(view.bitmap.width).toBe(68);
    expect(view.bitmap.height).toBe(64);
    expect(view.bitmap.smooth).toBe(true);
    expect(view.sprite.scale).toEqual({ x: 48, y: 48 });
    const f = field(fog);
    const { x, y } = engine.$gamePlayer;
    expect(f.shown[y * 68 + x]).toBe(InSight);
    expect(view.bitmap.alphaAt(x, y)).toBe(0);
    // Every tile's alpha follows its state; beyond the radius nothing is seen yet.
    for (let ty = 0; ty < 64; ty++) {
      for (let tx = 0; tx < 68; tx++) {
        const state = f.shown[ty * 68 + tx];
        expect(view.bitmap.alphaAt(tx, ty)).toBe([255, 150, 0][state]);
        if ((tx - x) ** 2 + (ty - y) ** 2 > 6 * 6 + 6) expect(state).toBe(Unseen);
      }
    }
    expect(explored(fog).length).toBeGreaterThan(8);
  });

  test("the Fog Radius parameter turns fog on for every dungeon; the note can turn it off", () => {
    const withParameter = setup(maps(""), { fogRadius: "5" });
    enterCave(withParameter.engine);
    expect(fogView(withParameter.engine)).toBeDefined();
    const offByNote = setup(maps("<Dungeon Fog: 0>"), { fogRadius: "5" });
    enterCave(offByNote.engine);
    expect(fogView(offByNote.engine)).toBeUndefined();
    expect(offByNote.fog.active()).toBe(false);
  });

  test("the explored set grows as the player walks; tiles left behind are dimmed; only changed tiles are redrawn", () => {
    const { engine, fog } = setup();
    enterCave(engine);
    const view = fogView(engine)!;
    const path = walkToFarthest(fog, engine);
    expect(path.length).toBeGreaterThan(20);
    let before = explored(fog);
    const start = engine.$gamePlayer.y * 68 + engine.$gamePlayer.x;
    for (const tile of path) {
      const puts = view.bitmap.puts.length;
      stepTo(engine, tile, 68);
      const now = explored(fog);
      expect(now.length).toBeGreaterThanOrEqual(before.length);
      expect(before.every((t) => field(fog).shown[t] !== Unseen)).toBe(true);
      // One upload per step, of a rectangle no larger than the two sight discs around it.
      expect(view.bitmap.puts.length).toBeLessThanOrEqual(puts + 1);
      const put = view.bitmap.puts[view.bitmap.puts.length - 1];
      expect(put.width).toBeLessThanOrEqual(2 * 6 + 2 + 1);
      expect(put.height).toBeLessThanOrEqual(2 * 6 + 2 + 1);
      before = now;
    }
    expect(before.length).toBeGreaterThan(100);
    // Where the walk began is out of sight now: dimmed, not black and not clear.
    expect(field(fog).shown[start]).toBe(Seen);
    expect(view.bitmap.alphaAt(start % 68, Math.floor(start / 68))).toBe(150);
  });

  test("standing still does nothing: no new look, no redraw, no upload", () => {
    const { engine, fog } = setup();
    enterCave(engine);
    const view = fogView(engine)!;
    const revision = field(fog).revision;
    const puts = view.bitmap.puts.length;
    const uploads = view.bitmap.uploads;
    for (let i = 0; i < 30; i++) engine.frame();
    expect(field(fog).revision).toBe(revision);
    expect(view.bitmap.puts.length).toBe(puts);
    expect(view.bitmap.uploads).toBe(uploads);
  });

  test("the fog follows the map's scroll like the tilemap", () => {
    const { engine } = setup();
    enterCave(engine);
    const map = engine.$gameMap as unknown as { _displayX: number; _displayY: number };
    map._displayX = 10.5;
    map._displayY = 3.25;
    engine.frame();
    const sprite = fogView(engine)!.sprite;
    expect(sprite.x).toBe(-Math.ceil(10.5 * 48));
    expect(sprite.y).toBe(-Math.ceil(3.25 * 48));
  });

  test("events are shown only on tiles in sight", () => {
    const { engine, fog } = setup();
    enterCave(engine);
    const f = field(fog);
    const check = () => {
      for (const sprite of engine.spriteset!._characterSprites) {
        const character = sprite._character as { x: number; y: number };
        if (character === engine.$gamePlayer) expect(sprite.visible).toBe(true);
        else expect(sprite.visible).toBe(f.shown[character.y * 68 + character.x] === InSight);
      }
    };
    check();
    let hidden = 0;
    let shown = 0;
    for (const tile of walkToFarthest(fog, engine)) {
      stepTo(engine, tile, 68);
      check();
      for (const sprite of engine.spriteset!._characterSprites) if (sprite._character !== engine.$gamePlayer) (sprite.visible ? shown++ : hidden++);
    }
    expect(hidden).toBeGreaterThan(0);
    expect(shown).toBeGreaterThan(0);
  });
});

describe("explored tiles are kept", () => {
  function walkSome(engine: FogEngineDouble, fog: FogController, steps = 25) {
    const path = walkToFarthest(fog, engine).slice(0, steps);
    for (const tile of path) stepTo(engine, tile, 68);
  }

  test("through the menu and a battle (the same live field, redrawn whole on the new spriteset)", () => {
    const { engine, fog, warnings } = setup();
    enterCave(engine);
    walkSome(engine, fog);
    const before = explored(fog);
    engine.returnFromMenu();
    expect(explored(fog)).toEqual(before);
    const view = fogView(engine)!;
    expect(view.bitmap.alphaAt(engine.$gamePlayer.x, engine.$gamePlayer.y)).toBe(0);
    engine.returnFromBattle();
    expect(explored(fog)).toEqual(before);
    expect(warnings).toEqual([]);
  });

  test("through save and load, and a load after a project update; the save holds a base64 bitset", () => {
    const { engine, fog, warnings } = setup();
    enterCave(engine);
    walkSome(engine, fog);
    const before = explored(fog);
    const save = engine.save();
    const saved = JSON.parse(save).system._randomDungeons.explored[String(CAVE)];
    expect(saved.width).toBe(68);
    expect(saved.height).toBe(64);
    expect(saved.seed).toBe(JSON.parse(save).system._randomDungeons.seeds[String(CAVE)]);
    expect(decodeBase64(saved.bits)!.length).toBe(Math.ceil((68 * 64) / 8));
    // Walk on, then load: the save's tiles come back, not the later ones.
    walkSome(engine, fog, 60);
    expect(explored(fog).length).toBeGreaterThan(before.length);
    engine.load(save);
    expect(explored(fog)).toEqual(before);
    const { x, y } = engine.$gamePlayer;
    expect(field(fog).shown[y * 68 + x]).toBe(InSight);
    engine.updateProject();
    engine.load(save);
    expect(explored(fog)).toEqual(before);
    expect(warnings).toEqual([]);
  });

  test("re-entering the map makes a new dungeon with a fresh fog; other maps' tiles are dropped", () => {
    const { engine, fog } = setup();
    enterCave(engine);
    walkSome(engine, fog, 60);
    engine.save(); // writes the cave's tiles into $gameSystem
    const walked = explored(fog).length;
    engine.transfer(HUB, 8, 6);
    engine.transfer(CAVE, 0, 0);
    const fresh = explored(fog).length;
    expect(fresh).toBeLessThan(walked);
    const { x, y } = engine.$gamePlayer;
    // Only what is in sight from the arrival is explored.
    expect(explored(fog).every((tile) => field(fog).shown[tile] === InSight)).toBe(true);
    expect(field(fog).shown[y * 68 + x]).toBe(InSight);
    const memory = engine.$gameSystem._randomDungeons as { explored: Record<string, unknown> };
    expect(memory.explored).toEqual({});
  });

  test("a save made after leaving the dungeon holds no explored tiles for it", () => {
    const { engine, fog } = setup();
    enterCave(engine);
    walkSome(engine, fog);
    engine.transfer(HUB, 8, 6);
    const saved = JSON.parse(engine.save()).system._randomDungeons;
    expect(saved.explored).toEqual({});
  });

  test("corrupt saved tiles give one warning and an unexplored fog", () => {
    const { engine, fog, warnings } = setup();
    enterCave(engine);
    walkSome(engine, fog);
    const save = JSON.parse(engine.save());
    for (const [bad, shown] of [
      ["!!not base64!!", "not base64"],
      [encodeBase64(new Uint8Array(10)), ""],
      [12, "12"],
    ] as const) {
      warnings.length = 0;
      save.system._randomDungeons.explored[String(CAVE)].bits = bad;
      engine.load(JSON.stringify(save));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain("explored tiles");
      if (shown) expect(warnings[0]).toContain(shown);
      expect(explored(fog).every((tile) => field(fog).shown[tile] === InSight)).toBe(true);
    }
    warnings.length = 0;
    save.system._randomDungeons.explored = "garbage";
    engine.load(JSON.stringify(save));
    expect(warnings.filter((w) => w.includes("explored"))).toHaveLength(1);
    expect(explored(fog).length).toBeGreaterThan(0);
  });
});

describe("plugin commands", () => {
  test("SetSightRadius with a number, with a variable, and back to the map's radius; kept in saves", () => {
    const { engine, fog, warnings } = setup();
    enterCave(engine);
    const inSight = () => field(fog).shown.filter((state) => state === InSight).length;
    const normal = inSight();
    engine.command("SetSightRadius", { radius: "2", variable: "0" });
    engine.frame();
    const small = inSight();
    expect(small).toBeLessThan(normal);
    expect(fog.radius()).toBe(2);
    engine.variables[7] = 12;
    engine.command("SetSightRadius", { radius: "0", variable: "7" });
    engine.frame();
    expect(fog.radius()).toBe(12);
    expect(inSight()).toBeGreaterThanOrEqual(normal);
    engine.variables[7] = 1;
    engine.frame();
    expect(fog.radius()).toBe(1);
    const save = engine.save();
    engine.load(save);
    expect(fog.radius()).toBe(1);
    engine.command("SetSightRadius", { radius: "0", variable: "0" });
    expect(fog.radius()).toBe(6);
    engine.command("SetSightRadius", { radius: "-3", variable: "x" });
    expect(warnings.filter((w) => w.includes("SetSightRadius"))).toHaveLength(2);
    expect(fog.radius()).toBe(6);
  });

  test("corrupt saved sight settings give one warning and the map's own radius", () => {
    const { engine, fog, warnings } = setup();
    enterCave(engine);
    engine.command("SetSightRadius", { radius: "3", variable: "0" });
    const save = JSON.parse(engine.save());
    save.system._randomDungeons.sight = { radius: "far", variable: 0, minimapHidden: false };
    engine.load(JSON.stringify(save));
    expect(fog.radius()).toBe(6);
    expect(warnings.filter((w) => w.includes("sight settings"))).toHaveLength(1);
    engine.frame();
    engine.returnFromMenu();
    expect(warnings.filter((w) => w.includes("sight settings"))).toHaveLength(1);
    expect(minimap(engine)!.root.visible).toBe(true);
  });

  test("RevealMap explores every tile in one full redraw; events stay hidden out of sight", () => {
    const { engine, fog } = setup();
    enterCave(engine);
    const view = fogView(engine)!;
    const puts = view.bitmap.puts.length;
    engine.command("RevealMap");
    engine.frame();
    expect(explored(fog).length).toBe(68 * 64);
    expect(view.bitmap.puts.length).toBe(puts + 1);
    expect(view.bitmap.puts[puts]).toEqual({ x: 0, y: 0, width: 68, height: 64 });
    const f = field(fog);
    for (const sprite of engine.spriteset!._characterSprites) {
      const character = sprite._character as { x: number; y: number };
      if (character !== engine.$gamePlayer) expect(sprite.visible).toBe(f.shown[character.y * 68 + character.x] === InSight);
    }
  });

  test("ToggleMinimap and the Tab key show and hide the minimap; the choice is saved", () => {
    const { engine } = setup();
    enterCave(engine);
    const view = minimap(engine)!;
    expect(view.root.visible).toBe(true);
    engine.command("ToggleMinimap", { mode: "toggle" });
    engine.frame();
    expect(view.root.visible).toBe(false);
    engine.press(9);
    expect(view.root.visible).toBe(true);
    engine.command("ToggleMinimap", { mode: "hide" });
    engine.frame();
    const save = engine.save();
    engine.load(save);
    expect(minimap(engine)!.root.visible).toBe(false);
    engine.command("ToggleMinimap", { mode: "show" });
    engine.frame();
    expect(minimap(engine)!.root.visible).toBe(true);
  });
});

describe("the minimap", () => {
  function minimapBitmap(engine: FogEngineDouble): BitmapDouble {
    const root = minimap(engine)!.root as unknown as SpriteDouble;
    return root.children[0].bitmap!;
  }

  test("draws explored floor and walls only, the player, and the stairs once their tile is seen", () => {
    const { engine, fog } = setup();
    enterCave(engine);
    const view = minimap(engine)!;
    const root = view.root as unknown as SpriteDouble;
    // Top right corner, at the parameters' scale and opacity.
    expect(root.x + root.bitmap!.width).toBe(816 - 8);
    expect(root.y).toBe(8);
    expect(root.opacity).toBe(200);
    expect(view.scale).toBe(3);
    const bitmap = minimapBitmap(engine);
    const f = field(fog);
    const { kinds } = f.grid;
    for (let tile = 0; tile < kinds.length; tile++) {
      const alpha = bitmap.alphaAt(tile % 68, Math.floor(tile / 68));
      if (f.shown[tile] === Unseen) expect(alpha).toBe(0);
      else if (isFloor(kinds[tile])) expect(alpha).toBe(255);
    }
    // Markers: the stairs (children[1]) and the player (children[2]).
    const [, stairs, player] = root.children;
    expect(player.visible).toBe(true);
    const stairsEvent = engine.$gameMap.events().find((event) => event.eventId() === 5)!;
    const stairsTile = stairsEvent.y * 68 + stairsEvent.x;
    expect(stairs.visible).toBe(f.shown[stairsTile] !== Unseen);
    if (f.shown[stairsTile] === Unseen) {
      engine.command("RevealMap");
      engine.frame();
      expect(stairs.visible).toBe(true);
    }
    const scale = view.scale;
    expect(stairs.x).toBe(4 + Math.round((stairsEvent.x + 0.5) * scale - stairs.bitmap!.width / 2));
  });

  test("on a step only newly seen tiles are painted; a 256-wide map is shrunk to fit", () => {
    const { engine, fog } = setup();
    enterCave(engine);
    const bitmap = minimapBitmap(engine);
    const path = walkToFarthest(fog, engine);
    for (const tile of path.slice(0, 30)) {
      const puts = bitmap.puts.length;
      stepTo(engine, tile, 68);
      expect(bitmap.puts.length - puts).toBeLessThanOrEqual(1);
      if (bitmap.puts.length > puts) {
        const put = bitmap.puts[bitmap.puts.length - 1];
        expect(put.width * put.height).toBeLessThan(68 * 64);
      }
    }
    expect(new MinimapView(engine as unknown as FogEngine, new FogField({ width: 256, height: 256, kinds: new Uint8Array(65536) }), new Uint8Array(65536), { corner: "bottomLeft", scale: 4, opacity: 255 }, { width: 816, height: 624 }, 0).scale).toBeLessThanOrEqual(
      (624 * 0.4) / 256,
    );
  });

  test("with the touch UI's menu button, a right-hand minimap keeps clear of it", () => {
    const top = setup();
    top.engine.ConfigManager.touchUI = true;
    enterCave(top.engine);
    expect((minimap(top.engine)!.root as unknown as SpriteDouble).y).toBe(8 + 52);
    const bottom = setup(maps("<Dungeon Fog: 6>\n<Dungeon Minimap Corner: bottomRight>"));
    bottom.engine.ConfigManager.touchUI = true;
    enterCave(bottom.engine);
    const root = minimap(bottom.engine)!.root as unknown as SpriteDouble;
    expect(root.y + root.bitmap!.height).toBe(624 - 8 - 52);
    const left = setup(maps("<Dungeon Fog: 6>\n<Dungeon Minimap Corner: topLeft>"));
    left.engine.ConfigManager.touchUI = true;
    enterCave(left.engine);
    expect((minimap(left.engine)!.root as unknown as SpriteDouble).x).toBe(8);
    expect((minimap(left.engine)!.root as unknown as SpriteDouble).y).toBe(8);
  });

  test("Minimap Corner off: fog without a minimap", () => {
    const { engine } = setup(maps("<Dungeon Fog: 6>\n<Dungeon Minimap Corner: off>"));
    enterCave(engine);
    expect(fogView(engine)).toBeDefined();
    expect(minimap(engine)).toBeUndefined();
  });
});

describe("the fog's parameters and note tags", () => {
  test("<Dungeon Fog: N> and <Dungeon Fog Radius: N> set the radius; bad values are warned and the default kept", () => {
    const warnings: string[] = [];
    const plugin = parsePluginParameters({}, (message) => warnings.push(message));
    expect(plugin.fogRadius).toBe(0);
    expect(plugin.minimapCorner).toBe("topRight");
    expect(plugin.minimapKey).toBe(9);
    expect(mapSettings(plugin, { Dungeon: true, "Dungeon Fog": " 6" }, (m) => warnings.push(m)).values.fogRadius).toBe(6);
    expect(mapSettings(plugin, { Dungeon: true, "Dungeon Fog Radius": "7" }, (m) => warnings.push(m)).values.fogRadius).toBe(7);
    expect(mapSettings(plugin, { Dungeon: true, "Dungeon Minimap Corner": " bottomLeft" }, (m) => warnings.push(m)).values.minimapCorner).toBe("bottomLeft");
    expect(warnings).toEqual([]);
    expect(mapSettings(plugin, { Dungeon: true, "Dungeon Fog": " lots" }, (m) => warnings.push(m)).values.fogRadius).toBe(0);
    expect(mapSettings(plugin, { Dungeon: true, "Dungeon Minimap Corner": " middle" }, (m) => warnings.push(m)).values.minimapCorner).toBe("topRight");
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain("lots");
    expect(warnings[1]).toContain("middle");
    const given = parsePluginParameters({ fogRadius: "5", fogDimOpacity: "300", minimapScale: "4" }, (message) => warnings.push(message));
    expect(given.fogRadius).toBe(5);
    expect(given.fogDimOpacity).toBe(150);
    expect(given.minimapScale).toBe(4);
    expect(warnings[2]).toContain("300");
  });
});

describe("the bitset", () => {
  test("round-trips any explored pattern through base64, and refuses other sizes", () => {
    for (const [width, height] of [[1, 1], [7, 3], [68, 64], [13, 11]]) {
      const grid = { width, height, kinds: new Uint8Array(width * height) };
      const a = new FogField(grid);
      let seed = width * 31 + height;
      for (let tile = 0; tile < width * height; tile++) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        a.shown[tile] = seed & 0x10000 ? Seen : Unseen;
      }
      const b = new FogField(grid);
      expect(b.restore(a.exploredBits())).toBe(true);
      expect(Array.from(b.shown)).toEqual(Array.from(a.shown));
      const other = new FogField({ width: width + 8, height, kinds: new Uint8Array((width + 8) * height) });
      expect(other.restore(a.exploredBits())).toBe(false);
    }
    expect(decodeBase64("abc")).toBeNull();
    expect(Array.from(decodeBase64(encodeBase64(Uint8Array.of(1, 2, 3, 250, 251)))!)).toEqual([1, 2, 3, 250, 251]);
    expect(encodeBase64(Uint8Array.of(104, 105))).toBe(Buffer.from("hi").toString("base64"));
  });
});
