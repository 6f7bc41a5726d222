/**
 * Fog of war and the minimap against the engine double (extended in fog-double.ts): the real hooks
 * and the real fog, through entry, steps, the menu, a battle, save/load, a project update and
 * re-entry; non-dungeon maps and maps without fog get no sprites.
 */
import type { Engine, Logger, PreparedDungeon } from "../../src/mz/engine";
import { readFileSync } from "fs";
import { join } from "path";
import { installHooks } from "../../src/mz/hooks";
import { createConsoleLogger } from "../../src/mz/log";
import { mapSettings, parsePluginParameters } from "../../src/mz/settings";
import { FogController, FogEngine, installFog, FogView, MAX_FOG_RADIUS, MINIMAP_INPUT, fogMemory } from "../../src/mz/fog";
import { FogField, InSight, Seen, Unseen, decodeBase64, encodeBase64 } from "../../src/mz/fog-field";
import { MinimapView, minimapClass } from "../../src/mz/minimap";
import { isFloor, TileKind, createGrid } from "../../src/core";
import { BitmapDouble, FogEngineDouble, SpriteDouble, allSprites, keepSaveHook, spotKey } from "./fog-double";
import type { DungeonSettings } from "../../src/mz/settings";

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
    const scroll = engine.$gameMap as unknown as { _displayX: number; _displayY: number };
    scroll._displayX = Math.max(0, engine.$gamePlayer.x - 8);
    scroll._displayY = Math.max(0, engine.$gamePlayer.y - 6);
    engine.frame();
    // Drawn as strips of the one bitmap, each tile of it scaled to a map tile.
    expect(view.sprite.children.length).toBeGreaterThan(0);
    for (const strip of view.sprite.children) {
      expect(strip.bitmap).toBe(view.bitmap);
      expect(strip.scale).toEqual({ x: 48, y: 48 });
      expect(strip.frame!.height).toBe(1);
      expect([strip.x, strip.y]).toEqual([strip.frame!.x * 48, strip.frame!.y * 48]);
    }
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

  test("the tilemap leaves out exactly the spots the fog paints opaque black, and draws them once a step reveals them", () => {
    const { engine, fog } = setup();
    enterCave(engine);
    const view = fogView(engine)!;
    const tilemap = engine.spriteset!._tilemap;
    // Opaque over a whole tile: its pixel and its eight neighbours' (the linear filter's reach), clamped at the map's edge.
    const opaque = (x: number, y: number) => {
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = Math.min(67, Math.max(0, x + dx));
          const ny = Math.min(63, Math.max(0, y + dy));
          if (view.bitmap.alphaAt(nx, ny) !== 255) return false;
        }
      return true;
    };
    const checkScreen = () => {
      tilemap.render(-2, -2, 72, 68); // the whole map and a margin off it, as spots
      let left = 0;
      for (let y = -2; y < 66; y++)
        for (let x = -2; x < 70; x++) {
          const onMap = x >= 0 && y >= 0 && x < 68 && y < 64;
          const drawn = tilemap.drawn.has(spotKey(x, y));
          expect(drawn).toBe(!onMap || !opaque(x, y));
          if (!drawn) left++;
        }
      return left;
    };
    const leftAtEntry = checkScreen();
    expect(leftAtEntry).toBeGreaterThan(68 * 64 / 2);
    for (const tile of walkToFarthest(fog, engine).slice(0, 25)) stepTo(engine, tile, 68);
    expect(tilemap.needsRepaint).toBe(true);
    expect(checkScreen()).toBeLessThan(leftAtEntry);
    // Standing still: no repaint asked.
    engine.frame();
    expect(tilemap.needsRepaint).toBe(false);
  });

  test("without fog the tilemap draws every spot", () => {
    const { engine } = setup(maps("<Dungeon Fog: 0>"));
    enterCave(engine);
    const tilemap = engine.spriteset!._tilemap;
    tilemap.render(0, 0, 68, 64);
    expect(tilemap.drawn.size).toBe(68 * 64);
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

  test("a new dungeon's views draw on the last views' bitmaps, whole: nothing of the last dungeon shows", () => {
    const { engine, fog } = setup();
    enterCave(engine);
    walkSome(engine, fog, 60);
    const fogBitmap = fogView(engine)!.bitmap;
    const minimapBitmap = (minimap(engine)!.root as unknown as SpriteDouble).children[0].bitmap!;
    const panel = (minimap(engine)!.root as unknown as SpriteDouble).bitmap!;
    const markers = (minimap(engine)!.root as unknown as SpriteDouble).children.slice(1).map((sprite) => sprite.bitmap!);
    engine.transfer(HUB, 8, 6);
    engine.transfer(CAVE, 0, 0);
    const view = fogView(engine)!;
    const root = minimap(engine)!.root as unknown as SpriteDouble;
    // The same canvases (no new ones per entry)…
    expect(view.bitmap).toBe(fogBitmap);
    expect(root.children[0].bitmap).toBe(minimapBitmap);
    expect(root.bitmap).toBe(panel);
    expect(panel.fills).toHaveLength(1); // the panel was painted once, when it was made
    // …the markers' dots too: one per colour, painted once.
    expect(markers.length).toBeGreaterThanOrEqual(2);
    root.children.slice(1).forEach((sprite, i) => expect(sprite.bitmap).toBe(markers[i]));
    expect(new Set(markers).size).toBe(2);
    for (const dot of markers) expect(dot.fills).toHaveLength(1);
    // …showing the new dungeon's fog and explored tiles only.
    const f = field(fog);
    for (let tile = 0; tile < f.grid.kinds.length; tile++) {
      const [x, y] = [tile % 68, Math.floor(tile / 68)];
      expect(view.bitmap.alphaAt(x, y)).toBe([255, 150, 0][f.shown[tile]]);
      expect(minimapBitmap.alphaAt(x, y)).toBe(f.shown[tile] === Unseen || minimapClass(f.grid, tile) === 0 ? 0 : 255);
    }
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

  test("the map's sprite is framed to the explored tiles' bounding box (nothing outside it is drawn) and grows as the player explores", () => {
    const { engine, fog } = setup();
    enterCave(engine);
    const view = minimap(engine)!;
    const map = (view.root as unknown as SpriteDouble).children[0];
    const check = () => {
      const f = field(fog);
      let left = 68, top = 64, right = -1, bottom = -1;
      for (let tile = 0; tile < f.shown.length; tile++) {
        if (f.shown[tile] === Unseen) continue;
        const x = tile % 68;
        const y = Math.floor(tile / 68);
        [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
      }
      expect(map.visible).toBe(true);
      expect(map.frame).toEqual({ x: left, y: top, width: right - left + 1, height: bottom - top + 1 });
      expect([map.x, map.y]).toEqual([4 + left * view.scale, 4 + top * view.scale]);
      return (right - left + 1) * (bottom - top + 1);
    };
    const atEntry = check();
    for (const tile of walkToFarthest(fog, engine).slice(0, 30)) stepTo(engine, tile, 68);
    expect(check()).toBeGreaterThan(atEntry);
    engine.command("RevealMap");
    engine.frame();
    check();
  });

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
    expect(new MinimapView(engine as unknown as FogEngine, new FogField({ width: 256, height: 256, kinds: new Uint8Array(65536) }), { corner: "bottomLeft", scale: 4, opacity: 255 }, { width: 816, height: 624 }, 0).scale).toBeLessThanOrEqual(
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

// ─────────────────────────────────────────────────────────────────────────────────────────────
// The fog controller driven by hand: prepare() called with made-up prepared dungeons on a small
// engine of doubles, one rule at a time — the saved memory's repairs and their warnings, when the
// live field is kept, restored or started anew, what a save writes, the radius in force, which
// events are hidden, the fog view's drawing, the commands' arguments and the minimap key.
class EventDouble {
  constructor(
    public x: number,
    public y: number,
    readonly id: number,
  ) {}
  eventId(): number {
    return this.id;
  }
}

interface Harness {
  engine: FogEngine & { $gameSystem: Record<string, unknown>; variables: Record<number, unknown>; events: EventDouble[] };
  warnings: string[];
  log: Logger;
  controller: FogController;
}

/** A 12×8 map: room floor with a wall column at x = 6 (the two halves do not see each other). */
function grid() {
  const g = createGrid(12, 8);
  g.kinds.fill(TileKind.Room);
  for (let y = 0; y < 8; y++) g.kinds[y * 12 + 6] = TileKind.Wall;
  return g;
}

function harness(): Harness {
  const warnings: string[] = [];
  const log = { warn: (message: string) => void warnings.push(message) } as unknown as Logger;
  const variables: Record<number, unknown> = {};
  const events: EventDouble[] = [];
  const engine = {
    Sprite: SpriteDouble,
    Bitmap: BitmapDouble,
    $dataMap: { events: [] as unknown[] },
    $gameSystem: {} as Record<string, unknown>,
    $gameMap: { mapId: () => 4, displayX: () => 0, displayY: () => 0, tileWidth: () => 48, tileHeight: () => 48, events: () => events },
    $gamePlayer: { x: 2, y: 3 },
    $gameVariables: { value: (id: number) => variables[id] },
    Game_Event: EventDouble,
    variables,
    events,
  } as unknown as Harness["engine"];
  return { engine, warnings, log, controller: new FogController(engine, log) };
}

/** A map's settings from plugin parameters as the Plugin Manager gives them (text; a bad value is the default, as in the game). */
function settingsFrom(values: Record<string, unknown>): DungeonSettings {
  const texts = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined).map(([name, value]) => [name, String(value)]));
  return mapSettings(parsePluginParameters(texts, () => {}), { Dungeon: true }, () => {});
}

function prepared(h: Harness, reason: PreparedDungeon<DungeonSettings>["reason"], options: { seed?: number; mapId?: number; values?: Record<string, unknown>; width?: number; height?: number } = {}): PreparedDungeon<DungeonSettings> {
  const width = options.width ?? 12;
  const height = options.height ?? 8;
  const g = width !== 12 || height !== 8 ? { width, height, kinds: new Uint8Array(width * height).fill(TileKind.Room) } : grid();
  const dungeon = { seed: options.seed ?? 77, width: g.width, height: g.height, grid: g };
  return {
    mapId: options.mapId ?? 4,
    map: h.engine.$dataMap,
    dungeon,
    reason,
    settings: settingsFrom({ fogRadius: 3, ...options.values }),
  } as unknown as PreparedDungeon<DungeonSettings>;
}

function memory(h: Harness) {
  return h.engine.$gameSystem._randomDungeons as { explored: Record<string, unknown>; sight: Record<string, unknown> };
}

describe("fogMemory", () => {
  test("a fresh memory: an empty table and the default sight settings, without a warning", () => {
    const system: Record<string, unknown> = {};
    const warnings: string[] = [];
    const made = fogMemory(system, (m) => warnings.push(m));
    expect(made.explored).toEqual({});
    expect(made.sight).toEqual({ radius: 0, variable: 0, minimapHidden: false });
    expect(warnings).toEqual([]);
    expect(fogMemory(system, (m) => warnings.push(m))).toBe(made);
  });

  test("unusable explored tables and sight settings are replaced with one warning each, naming the value", () => {
    for (const explored of [5, null, [1], "x"]) {
      const warnings: string[] = [];
      const system: Record<string, unknown> = { _randomDungeons: { seeds: {}, explored, sight: { radius: 0, variable: 0, minimapHidden: false } } };
      expect(fogMemory(system, (m) => warnings.push(m)).explored).toEqual({});
      expect(warnings).toEqual([`the saved explored tiles ($gameSystem._randomDungeons.explored = ${JSON.stringify(explored)}) are not a table; the fog starts unexplored`]);
    }
    const good = { radius: 64, variable: 9999, minimapHidden: true };
    const bad = [
      null,
      [1],
      "far",
      { ...good, radius: 65 },
      { ...good, radius: -1 },
      { ...good, radius: 2.5 },
      { ...good, radius: "3" },
      { ...good, variable: 10000 },
      { ...good, variable: -1 },
      { ...good, variable: 1.5 },
      { ...good, minimapHidden: "yes" },
      { radius: 1, variable: 0 },
    ];
    for (const sight of bad) {
      const warnings: string[] = [];
      const system: Record<string, unknown> = { _randomDungeons: { seeds: {}, explored: {}, sight } };
      expect(fogMemory(system, (m) => warnings.push(m)).sight).toEqual({ radius: 0, variable: 0, minimapHidden: false });
      expect(warnings).toEqual([`the saved sight settings ($gameSystem._randomDungeons.sight = ${JSON.stringify(sight)}) are not valid; using each map's Fog Radius and showing the minimap`]);
    }
    for (const sight of [good, { radius: 0, variable: 0, minimapHidden: false }]) {
      const warnings: string[] = [];
      const system: Record<string, unknown> = { _randomDungeons: { seeds: {}, explored: { "2": "kept" }, sight } };
      const read = fogMemory(system, (m) => warnings.push(m));
      expect(read.sight).toBe(sight);
      expect(read.explored).toEqual({ "2": "kept" });
      expect(warnings).toEqual([]);
    }
  });
});

describe("which events the minimap shows as stairs", () => {
  test("an event whose note (or meta) holds <Dungeon Role: Stairs> in any spelling", () => {
    const stairs = [{ note: "<Dungeon Role: Stairs>" }, { note: "<dungeon_role:  STAIRS >" }, { meta: { "Dungeon Role": " stairs" }, note: "" }];
    const others = [
      { meta: {}, note: "<Dungeon Role: Stairs>" }, // meta wins, as the engine extracted it
      ...[{ note: "<Dungeon Role: Boss>" }, { note: "<Dungeon Role>" }, { note: "<Role: Stairs>" }, { note: "<Dungeon Stairs: Role>" }, { note: "" }],
      ...[null, "<Dungeon Role: Stairs>", [1], 5],
    ];
    const h = harness();
    h.engine.$dataMap = { events: [null, ...stairs, ...others] };
    // Event id i stands on tile (i − 1, 1) of the 12-wide map: tile 11 + i.
    for (let id = 1; id <= stairs.length + others.length; id++) h.engine.events.push(new EventDouble(id - 1, 1, id));
    h.controller.prepare(prepared(h, "entry"));
    const spriteset = { children: [] as unknown[], addChild(child: unknown) { this.children.push(child); } };
    h.controller.attachMinimap(spriteset as never);
    expect(h.controller.stairsTiles()).toEqual([12, 13, 14]);
  });
});

describe("prepare", () => {
  test("no fog radius, a radius of 0 or below, or no $gameSystem: no field", () => {
    for (const values of [{ fogRadius: 0 }, { fogRadius: -2 }, { fogRadius: "six" }, { fogRadius: undefined }]) {
      const h = harness();
      h.controller.prepare(prepared(h, "entry", { values }));
      expect(h.controller.field).toBeNull();
      expect(h.controller.active()).toBe(false);
    }
    const h = harness();
    h.controller.prepare(prepared(h, "entry"));
    expect(h.controller.active()).toBe(true);
    (h.engine as { $gameSystem: unknown }).$gameSystem = null;
    h.controller.prepare(prepared(h, "within"));
    expect(h.controller.field).toBeNull();
    expect(h.controller.active()).toBe(false);
  });

  test("active only while the prepared map is the one on screen", () => {
    const h = harness();
    h.controller.prepare(prepared(h, "entry"));
    expect(h.controller.active()).toBe(true);
    h.engine.$dataMap = { events: [] };
    expect(h.controller.active()).toBe(false);
  });

  test("the same dungeon again (not an entry, same game, map, seed and size) keeps the live field", () => {
    const h = harness();
    h.controller.prepare(prepared(h, "entry"));
    const field = h.controller.field!;
    h.controller.look();
    const explored = field.exploredCount();
    expect(explored).toBeGreaterThan(0);
    for (const reason of ["within", "return"] as const) {
      h.controller.prepare(prepared(h, reason));
      expect(h.controller.field).toBe(field);
      expect(field.exploredCount()).toBe(explored);
    }
    // Each difference makes a new field.
    const changes: [PreparedDungeon<DungeonSettings>["reason"], Parameters<typeof prepared>[2]][] = [
      ["entry", {}],
      ["return", { seed: 78 }],
      ["return", { seed: 78, mapId: 5 }],
      ["return", { seed: 78, mapId: 5, width: 13 }],
      ["return", { seed: 78, mapId: 5, width: 13, height: 9 }],
    ];
    for (const [reason, options] of changes) {
      const before = h.controller.field;
      h.controller.prepare(prepared(h, reason, options));
      expect(h.controller.field).not.toBe(before);
    }
    const before = h.controller.field;
    h.engine.$gameSystem = {};
    h.controller.prepare(prepared(h, "return", { seed: 78, mapId: 5, width: 13, height: 9 }));
    expect(h.controller.field).not.toBe(before);
    // The same dungeon made again (a reload): the live field takes the new grid object.
    const again = prepared(h, "return", { seed: 78, mapId: 5, width: 13, height: 9 });
    const kept = h.controller.field;
    h.controller.prepare(again);
    expect(h.controller.field).toBe(kept);
    expect(h.controller.field!.grid).toBe(again.dungeon.grid);
  });

  test("a map without fog in between: a return to the fog map makes a field again", () => {
    const h = harness();
    h.controller.prepare(prepared(h, "entry"));
    h.controller.prepare(prepared(h, "return", { values: { fogRadius: 0 } }));
    expect(h.controller.field).toBeNull();
    expect(() => h.controller.prepare(prepared(h, "return"))).not.toThrow();
    expect(h.controller.field).not.toBeNull();
    expect(h.controller.active()).toBe(true);
  });

  test("a new look after each prepare even when the player has not moved", () => {
    const h = harness();
    h.controller.prepare(prepared(h, "entry"));
    h.controller.look();
    const field = h.controller.field!;
    const revision = field.revision;
    h.controller.look();
    expect(field.revision).toBe(revision);
    h.controller.prepare(prepared(h, "return"));
    h.controller.look();
    expect(field.revision).toBe(revision + 1);
  });

  test("an entry forgets every map's explored tiles; a return restores this map's own", () => {
    const h = harness();
    h.controller.prepare(prepared(h, "entry"));
    h.controller.look();
    h.controller.flush(h.engine.$gameSystem);
    const saved = memory(h).explored["4"] as { bits: string };
    expect(saved).toEqual({ seed: 77, width: 12, height: 8, bits: h.controller.field!.exploredBits() });
    memory(h).explored["9"] = { seed: 1, width: 1, height: 1, bits: "AA==" };
    // A load: a new controller state (another game system object holding the same memory).
    const loaded = harness();
    loaded.engine.$gameSystem._randomDungeons = JSON.parse(JSON.stringify(h.engine.$gameSystem._randomDungeons));
    loaded.controller.prepare(prepared(loaded, "return"));
    const field = loaded.controller.field!;
    expect(field.exploredBits()).toBe(saved.bits);
    expect(field.shown.includes(InSight)).toBe(false);
    expect(memory(loaded).explored["9"]).toBeDefined();
    expect(loaded.warnings).toEqual([]);
    loaded.controller.prepare(prepared(loaded, "entry"));
    expect(memory(loaded).explored).toEqual({});
  });

  test("a saved record of another seed or size is dropped silently; an unusable one with a warning", () => {
    const cases: [unknown, string | null][] = [
      [{ seed: 76, width: 12, height: 8, bits: "AAAAAAAAAAAA" }, null],
      [{ seed: 77, width: 13, height: 8, bits: "AAAAAAAAAAAA" }, null],
      [{ seed: 77, width: 12, height: 9, bits: "AAAAAAAAAAAA" }, null],
      [{ seed: 77, width: 12, height: 8 }, 'the saved explored tiles ($gameSystem._randomDungeons.explored["4"] = {"seed":77,"width":12,"height":8}) are not valid; the fog starts unexplored'],
      [{ seed: -1, width: 12, height: 8, bits: "" }, "are not valid"],
      [{ seed: 2 ** 32, width: 12, height: 8, bits: "" }, "are not valid"],
      [{ seed: 77, width: 0, height: 8, bits: "" }, "are not valid"],
      [{ seed: 77, width: 4097, height: 8, bits: "" }, "are not valid"],
      [{ seed: 77, width: 12, height: 0, bits: "" }, "are not valid"],
      [{ seed: 77, width: 12, height: 4097, bits: "" }, "are not valid"],
      ["AQID", "are not valid"],
      [{ seed: 77, width: 12, height: 8, bits: "AAAA" }, 'the saved explored tiles ($gameSystem._randomDungeons.explored["4"].bits = "AAAA") are not a base64 bitset of a 12x8 map; the fog starts unexplored'],
    ];
    for (const [record, warning] of cases) {
      const h = harness();
      h.engine.$gameSystem._randomDungeons = { seeds: {}, explored: { "4": record, "5": "other map" }, sight: { radius: 0, variable: 0, minimapHidden: false } };
      h.controller.prepare(prepared(h, "return"));
      expect(h.controller.field!.exploredCount()).toBe(0);
      expect(memory(h).explored["4"]).toBeUndefined();
      expect(memory(h).explored["5"]).toBe("other map");
      if (warning === null) expect(h.warnings).toEqual([]);
      else {
        expect(h.warnings).toHaveLength(1);
        expect(h.warnings[0]).toContain("Map 4: ");
        expect(h.warnings[0]).toContain(warning);
      }
    }
    // The largest usable seed and sizes are read.
    const h = harness();
    const field = new FogField({ width: 12, height: 8, kinds: new Uint8Array(96) });
    field.shown[5] = Seen;
    h.engine.$gameSystem._randomDungeons = { seeds: {}, explored: { "4": { seed: 0xffffffff, width: 12, height: 8, bits: field.exploredBits() } } };
    h.controller.prepare(prepared(h, "return", { seed: 0xffffffff }));
    expect(h.controller.field!.shown[5]).toBe(Seen);
    expect(h.warnings).toEqual([]);
  });

  test("settings or tiles made unusable after the prepare are repaired with a warning when read", () => {
    const h = harness();
    h.controller.prepare(prepared(h, "entry", { values: { fogRadius: 4 } }));
    memory(h).sight = "bad" as never;
    expect(h.controller.radius()).toBe(4);
    expect(h.warnings).toEqual(['the saved sight settings ($gameSystem._randomDungeons.sight = "bad") are not valid; using each map\'s Fog Radius and showing the minimap']);
    memory(h).explored = 7 as never;
    h.controller.flush(h.engine.$gameSystem);
    expect(h.warnings[1]).toContain("explored = 7");
    expect(Object.keys(memory(h).explored)).toEqual(["4"]);
    // A game system without any memory yet: read fresh, no warning.
    h.engine.$gameSystem = {};
    expect(h.controller.radius()).toBe(4);
    expect(h.warnings).toHaveLength(2);
    // The same game system losing its memory (another plugin resetting it): read fresh again.
    h.controller.setSightRadius({ radius: "6" });
    delete h.engine.$gameSystem._randomDungeons;
    expect(h.controller.radius()).toBe(4);
    expect(h.warnings).toHaveLength(2);
  });

  test("flush writes only while the dungeon is on screen and for the game it was prepared in", () => {
    const h = harness();
    h.controller.flush(h.engine.$gameSystem);
    expect(h.engine.$gameSystem._randomDungeons).toBeUndefined();
    h.controller.prepare(prepared(h, "entry"));
    const other = {} as Record<string, unknown>;
    h.controller.flush(other);
    expect(other._randomDungeons).toBeUndefined();
    h.engine.$dataMap = { events: [] };
    h.controller.flush(h.engine.$gameSystem);
    expect(memory(h).explored).toEqual({});
  });
});

describe("the radius in force", () => {
  test("the map's radius, a command's number, a variable's value clamped to 1 … 64 (1 when not a number)", () => {
    const h = harness();
    expect(h.controller.radius()).toBe(0);
    h.controller.prepare(prepared(h, "entry", { values: { fogRadius: 5 } }));
    expect(h.controller.radius()).toBe(5);
    h.controller.setSightRadius({ radius: "9", variable: "0" });
    expect(h.controller.radius()).toBe(9);
    h.controller.setSightRadius({ radius: "9", variable: "3" });
    for (const [value, radius] of [[7, 7], [7.9, 7], [0, 1], [-4, 1], [200, MAX_FOG_RADIUS], ["12", 12], [undefined, 1], ["far", 1], [Infinity, 1]] as const) {
      h.engine.variables[3] = value;
      expect([value, h.controller.radius()]).toEqual([value, radius]);
    }
    h.controller.setSightRadius({ radius: "0", variable: "0" });
    expect(h.controller.radius()).toBe(5);
    (h.engine as { $gameVariables: unknown }).$gameVariables = null;
    h.controller.setSightRadius({ radius: "0", variable: "3" });
    expect(h.controller.radius()).toBe(1);
  });

  test("without $gameSystem the map's radius; the settings are read again for another game system", () => {
    const h = harness();
    h.controller.prepare(prepared(h, "entry", { values: { fogRadius: 4 } }));
    h.controller.setSightRadius({ radius: "10" });
    expect(h.controller.radius()).toBe(10);
    h.engine.$gameSystem = { _randomDungeons: { seeds: {}, explored: {}, sight: { radius: 2, variable: 0, minimapHidden: false } } };
    expect(h.controller.radius()).toBe(2);
    // The same game system with a replaced sight object (a load into the same object).
    (h.engine.$gameSystem._randomDungeons as Record<string, unknown>).sight = { radius: 3, variable: 0, minimapHidden: false };
    expect(h.controller.radius()).toBe(3);
    (h.engine as { $gameSystem: unknown }).$gameSystem = null;
    expect(h.controller.sightSettings()).toBeNull();
    expect(h.controller.radius()).toBe(4);
  });

  test("a look happens when the tile or the radius changes, from the player's tile with the radius in force", () => {
    const h = harness();
    h.controller.prepare(prepared(h, "entry", { values: { fogRadius: 2 } }));
    h.controller.look();
    const field = h.controller.field!;
    const at = (x: number, y: number) => field.shown[y * 12 + x];
    expect(at(2, 3)).toBe(InSight);
    expect(at(4, 3)).toBe(InSight);
    expect(at(5, 3)).toBe(Unseen);
    const revision = field.revision;
    h.engine.$gamePlayer.x = 3;
    h.controller.look();
    expect(field.revision).toBe(revision + 1);
    expect(at(5, 3)).toBe(InSight);
    h.engine.$gamePlayer.y = 4;
    h.controller.look();
    expect(field.revision).toBe(revision + 2);
    h.controller.setSightRadius({ radius: "1" });
    h.controller.look();
    expect(field.revision).toBe(revision + 3);
    expect(at(5, 4)).toBe(Seen);
    h.engine.$dataMap = {}; // another map on screen: no look
    h.engine.$gamePlayer.x = 1;
    h.controller.look();
    expect(field.revision).toBe(revision + 3);
  });
});

describe("hides", () => {
  test("an event (not the player, not another object) on a tile out of sight, inside the map", () => {
    const h = harness();
    h.controller.prepare(prepared(h, "entry", { values: { fogRadius: 2 } }));
    h.controller.look();
    expect(h.controller.hides(new EventDouble(3, 3, 1))).toBe(false);
    expect(h.controller.hides(new EventDouble(3.5, 3, 1))).toBe(false); // a moving event: its tile rounded down
    expect(h.controller.hides(new EventDouble(9, 3, 1))).toBe(true);
    expect(h.controller.hides(new EventDouble(9.5, 3, 1))).toBe(true);
    expect(h.controller.hides({ x: 9, y: 3 })).toBe(false);
    for (const [x, y] of [[-1, 3], [12, 3], [12, 0], [3, -1], [3, 8]]) expect(h.controller.hides(new EventDouble(x, y, 1))).toBe(false);
    expect(h.controller.hides(new EventDouble(11, 7, 1))).toBe(true);
    expect(h.controller.hides(new EventDouble(0, 0, 1))).toBe(true);
    (h.engine as { Game_Event: unknown }).Game_Event = undefined;
    expect(h.controller.hides(new EventDouble(9, 3, 1))).toBe(false);
    h.engine.Game_Event = EventDouble as never;
    h.engine.$dataMap = {};
    expect(h.controller.hides(new EventDouble(9, 3, 1))).toBe(false);
  });
});

describe("the fog view", () => {
  function view(dim = 150) {
    const field = new FogField(grid());
    const fog = new FogView({ Sprite: SpriteDouble, Bitmap: BitmapDouble } as never, field, dim, 48, 40);
    return { field, fog, bitmap: fog.bitmap as unknown as BitmapDouble, sprite: fog.sprite as unknown as SpriteDouble };
  }

  test("one pixel per tile, smooth, scaled to the tile size; alpha 255 / dim / 0 for the three states", () => {
    const { field, fog, bitmap, sprite } = view(90);
    expect([bitmap.width, bitmap.height, bitmap.smooth]).toEqual([12, 8, true]);
    field.look(2, 3, 2);
    field.shown[95] = Seen;
    fog.sync();
    fog.place(0, 0);
    expect(sprite.children.length).toBeGreaterThan(0);
    for (const strip of sprite.children) expect([strip.bitmap, strip.scale]).toEqual([bitmap, { x: 48, y: 40 }]);
    // The blank canvas is filled black and only the explored tiles' rectangle is uploaded over it.
    expect(bitmap.fills).toEqual([{ x: 0, y: 0, width: 12, height: 8, color: "#000000" }]);
    expect(bitmap.puts).toEqual([{ x: 0, y: 1, width: 12, height: 7 }]);
    expect(bitmap.uploads).toBe(1);
    for (let tile = 0; tile < 96; tile++) expect(bitmap.rgbaAt(tile % 12, Math.floor(tile / 12))).toEqual([0, 0, 0, [255, 90, 0][field.shown[tile]]]);
  });

  test("a first paint with nothing explored is the black fill alone; the image still holds every tile", () => {
    const { fog, bitmap, field } = view();
    field.revision++; // a change with no tile seen (a view must still draw)
    fog.sync();
    expect(bitmap.fills).toHaveLength(1);
    expect(bitmap.puts).toHaveLength(0);
    expect(bitmap.uploads).toBe(1);
    for (let tile = 0; tile < 96; tile++) expect(bitmap.alphaAt(tile % 12, Math.floor(tile / 12))).toBe(255);
    field.look(2, 3, 1);
    fog.sync();
    expect(bitmap.alphaAt(2, 3)).toBe(0);
    expect(bitmap.alphaAt(5, 5)).toBe(255);
  });

  test("after one look only the changed tiles' rectangle; nothing when nothing changed; all after a whole change or a missed look", () => {
    const { field, fog, bitmap } = view();
    field.look(2, 3, 1);
    fog.sync();
    field.look(3, 3, 1);
    fog.sync();
    expect(bitmap.puts[1]).toEqual({ x: 1, y: 2, width: 4, height: 3 });
    expect(bitmap.alphaAt(1, 3)).toBe(150);
    expect(bitmap.alphaAt(4, 3)).toBe(0);
    fog.sync();
    expect(bitmap.puts).toHaveLength(2);
    field.look(3, 3, 1); // a look that changes nothing
    fog.sync();
    expect(bitmap.puts).toHaveLength(2);
    expect(bitmap.uploads).toBe(2);
    field.look(4, 3, 1);
    field.look(5, 3, 1);
    fog.sync();
    expect(bitmap.puts[2]).toEqual({ x: 0, y: 0, width: 12, height: 8 });
    field.revealAll();
    fog.sync();
    expect(bitmap.puts[3]).toEqual({ x: 0, y: 0, width: 12, height: 8 });
    expect(bitmap.alphaAt(11, 7)).toBe(150);
  });

  test("place follows the scroll, rounded up, and does nothing while it stays", () => {
    const { fog, sprite } = view();
    fog.place(100.5, 20.2);
    expect([sprite.x, sprite.y]).toEqual([-101, -21]);
    sprite.x = 7;
    fog.place(100.5, 20.2);
    expect(sprite.x).toBe(7);
    fog.place(100.5, 30);
    expect([sprite.x, sprite.y]).toEqual([-101, -30]);
    fog.place(0, 30);
    expect(sprite.x === 0 || Object.is(sprite.x, -0)).toBe(true);
  });

  test("strips cover exactly the tiles where the fog shows: not clear all round, and not opaque all round unless a parallax is under the tilemap", () => {
    const { field, fog, bitmap, sprite } = view();
    field.look(2, 3, 1);
    fog.sync();
    field.look(3, 3, 1);
    fog.sync();
    field.look(8, 5, 2); // a second seen patch (as after RevealMap elsewhere), so rows hold two runs
    fog.sync();
    const covered = () => {
      const tiles = new Set<number>();
      for (const strip of fog.shownStrips()) for (let x = strip.x; x < strip.x + strip.width; x++) tiles.add(strip.y * 12 + x);
      return tiles;
    };
    const alphasAround = (x: number, y: number) => {
      const alphas: number[] = [];
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) alphas.push(bitmap.alphaAt(Math.min(11, Math.max(0, x + dx)), Math.min(7, Math.max(0, y + dy))));
      return alphas;
    };
    for (const backdrop of [false, true]) {
      fog.setBackdrop(backdrop);
      fog.place(0, 0);
      const tiles = covered();
      let opaque = 0;
      let clear = 0;
      for (let y = 0; y < 8; y++)
        for (let x = 0; x < 12; x++) {
          const around = alphasAround(x, y);
          const allOpaque = around.every((alpha) => alpha === 255);
          const allClear = around.every((alpha) => alpha === 0);
          if (allOpaque) opaque++;
          if (allClear) clear++;
          expect(tiles.has(y * 12 + x)).toBe(!allClear && (!allOpaque || backdrop));
          expect(fog.covers(x, y)).toBe(allOpaque);
        }
      expect(opaque).toBeGreaterThan(0);
      expect(clear).toBeGreaterThan(0);
    }
    // Each strip's sprite shows its run of the bitmap where those tiles are on the map.
    const shown = sprite.children.filter((strip) => strip.visible);
    expect(shown.map((strip) => ({ x: strip.frame!.x, y: strip.frame!.y, width: strip.frame!.width }))).toEqual(fog.shownStrips());
    expect(shown.every((strip) => strip.x === strip.frame!.x * 48 && strip.y === strip.frame!.y * 40 && strip.frame!.height === 1)).toBe(true);
    expect(sprite.children.filter((strip) => !strip.visible).length).toBe(sprite.children.length - fog.shownStrips().length);
  });

  test("strips are laid out again when the screen's first tile changes, not while the map scrolls within a tile", () => {
    const field = new FogField(createGrid(60, 40));
    const fog = new FogView({ Sprite: SpriteDouble, Bitmap: BitmapDouble } as never, field, 150, 48, 48, { width: 480, height: 288 });
    field.revealAll();
    fog.sync();
    fog.place(0, 0);
    const rows = (strips: { y: number }[]) => [...new Set(strips.map((strip) => strip.y))];
    // A 10 × 6 tile screen from tile (0, 0): the screen's tiles (one more for a scroll between
    // tiles) and one beyond all round where the map has them: rows 0 … 7, columns 0 … 11.
    expect(rows(fog.shownStrips())).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(fog.shownStrips().every((strip) => strip.x === 0 && strip.width === 12)).toBe(true);
    const before = JSON.stringify(fog.shownStrips());
    fog.place(20, 30);
    expect(JSON.stringify(fog.shownStrips())).toBe(before);
    // From tile (5, 3): rows 2 … 10, columns 4 … 16.
    fog.place(48 * 5 + 1, 48 * 3);
    expect(rows(fog.shownStrips())).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(fog.shownStrips().every((strip) => strip.x === 4 && strip.width === 13)).toBe(true);
  });

  test("a canvas without a texture to update (baseTexture missing) is still drawn", () => {
    class NoTextureBitmap extends BitmapDouble {
      readonly baseTexture = undefined as never;
    }
    const field = new FogField(grid());
    const fog = new FogView({ Sprite: SpriteDouble, Bitmap: NoTextureBitmap } as never, field, 150, 48, 48);
    const bitmap = fog.bitmap as unknown as BitmapDouble;
    field.look(2, 3, 1);
    fog.sync();
    field.look(3, 3, 1);
    fog.sync();
    expect(bitmap.puts).toHaveLength(2);
    expect(bitmap.alphaAt(4, 3)).toBe(0);
    expect(bitmap.alphaAt(1, 3)).toBe(150);
  });

  test("without a canvas nothing is drawn and nothing breaks", () => {
    class NoCanvas {
      smooth = false;
      readonly context = null;
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      fillRect(): void {}
    }
    const field = new FogField(grid());
    const fog = new FogView({ Sprite: SpriteDouble, Bitmap: NoCanvas } as never, field, 150, 48, 48);
    field.look(2, 2, 2);
    expect(() => fog.sync()).not.toThrow();
  });
});

describe("commands", () => {
  test("SetSightRadius: numbers from the editor (text) or a script; blanks are 0; anything else one warning and 0", () => {
    const h = harness();
    h.controller.prepare(prepared(h, "entry"));
    const sight = () => memory(h).sight;
    const cases: [unknown, unknown, number, number, number][] = [
      ["5", "2", 5, 2, 0],
      [" +7 ", " 12 ", 7, 12, 0],
      [8, 9999, 8, 9999, 0],
      ["", "", 0, 0, 0],
      [undefined, undefined, 0, 0, 0],
      ["64", "0", 64, 0, 0],
      ["65", "10000", 0, 0, 2],
      ["-1", "-1", 0, 0, 2],
      ["2.5", 1.5, 0, 0, 2],
      ["5 5", "x", 0, 0, 2],
      [null, true, 0, 0, 2],
      [["5"], ["12"], 0, 0, 2],
    ];
    for (const [radius, variable, wantRadius, wantVariable, warned] of cases) {
      h.warnings.length = 0;
      h.controller.setSightRadius({ radius, variable });
      expect([radius, variable, sight().radius, sight().variable, h.warnings.length]).toEqual([radius, variable, wantRadius, wantVariable, warned]);
    }
    h.warnings.length = 0;
    h.controller.setSightRadius({ radius: "99", variable: "abc" });
    expect(h.warnings).toEqual([
      "SetSightRadius: radius \"99\" is not a whole number from 0 to 64; using 0 (the map's own Fog Radius)",
      'SetSightRadius: variable "abc" is not a variable id; using none',
    ]);
  });

  test("ToggleMinimap: show, hide, toggle in any case; blank or missing toggles; anything else warns and toggles", () => {
    const h = harness();
    h.controller.prepare(prepared(h, "entry"));
    const hidden = () => memory(h).sight.minimapHidden;
    h.controller.setMinimap(" HIDE ");
    expect(hidden()).toBe(true);
    h.controller.setMinimap("hide");
    expect(hidden()).toBe(true);
    h.controller.setMinimap("Show");
    expect(hidden()).toBe(false);
    h.controller.setMinimap("toggle");
    expect(hidden()).toBe(true);
    h.controller.setMinimap("");
    expect(hidden()).toBe(false);
    h.controller.setMinimap(undefined);
    expect(hidden()).toBe(true);
    expect(h.warnings).toEqual([]);
    h.controller.setMinimap("flip");
    expect(hidden()).toBe(false);
    expect(h.warnings).toEqual(['ToggleMinimap: mode "flip" is not toggle, show or hide; toggling']);
  });

  test("without $gameSystem the commands do nothing; RevealMap only while the dungeon is on screen", () => {
    const h = harness();
    h.controller.prepare(prepared(h, "entry"));
    const field = h.controller.field!;
    h.engine.$dataMap = {};
    h.controller.revealMap();
    expect(field.exploredCount()).toBe(0);
    h.engine.$dataMap = prepared(h, "entry").map;
    (h.engine as { $gameSystem: unknown }).$gameSystem = null;
    expect(() => h.controller.setSightRadius({ radius: "3" })).not.toThrow();
    expect(() => h.controller.setMinimap("hide")).not.toThrow();
    expect(h.warnings).toEqual([]);
  });
});

describe("installFog", () => {
  function engineFor(keyMapper: Record<number, string> | null) {
    const h = harness();
    const commands = new Map<string, (args: unknown) => void>();
    Object.assign(h.engine, {
      Input: keyMapper ? { keyMapper, isTriggered: () => false } : undefined,
      PluginManager: { registerCommand: (plugin: string, name: string, func: (args: unknown) => void) => void commands.set(`${plugin}:${name}`, func) },
    });
    const hooks = { listeners: [] as ((p: PreparedDungeon<DungeonSettings>) => void)[], onPrepared(listener: (p: PreparedDungeon<DungeonSettings>) => void) { this.listeners.push(listener); } };
    return { h, commands, hooks };
  }

  test("a new key's name is one MZ's Input keeps: not empty (Input only records a truthy name) and none of the engine's own buttons", () => {
    const engineButtons = ["tab", "ok", "shift", "control", "escape", "pageup", "pagedown", "left", "up", "right", "down", "debug", "menu", "cancel"];
    expect(typeof MINIMAP_INPUT).toBe("string");
    expect(MINIMAP_INPUT.length).toBeGreaterThan(0);
    expect(engineButtons).not.toContain(MINIMAP_INPUT);
  });

  test("the minimap key: the game's own name for the key, else a new name; none for key 0 or no Input", () => {
    const known = engineFor({ 9: "tab" });
    installFog(known.h.engine, { minimapKey: 9 }, known.hooks, known.h.log);
    expect(known.h.engine.Input!.keyMapper[9]).toBe("tab");
    const unknown = engineFor({ 9: "tab" });
    installFog(unknown.h.engine, { minimapKey: 77 }, unknown.hooks, unknown.h.log);
    expect(unknown.h.engine.Input!.keyMapper[77]).toBe(MINIMAP_INPUT);
    const blankName = engineFor({ 77: "" });
    installFog(blankName.h.engine, { minimapKey: 77 }, blankName.hooks, blankName.h.log);
    expect(blankName.h.engine.Input!.keyMapper[77]).toBe(MINIMAP_INPUT);
    const byDefault = engineFor({});
    installFog(byDefault.h.engine, { minimapKey: "9" as never }, byDefault.hooks, byDefault.h.log);
    expect(byDefault.h.engine.Input!.keyMapper[9]).toBe(MINIMAP_INPUT);
    const missing = engineFor({});
    installFog(missing.h.engine, {}, missing.hooks, missing.h.log);
    expect(missing.h.engine.Input!.keyMapper[9]).toBe(MINIMAP_INPUT);
    const none = engineFor({});
    installFog(none.h.engine, { minimapKey: 0 }, none.hooks, none.h.log);
    expect(none.h.engine.Input!.keyMapper).toEqual({});
    const noInput = engineFor(null);
    expect(() => installFog(noInput.h.engine, { minimapKey: 9 }, noInput.hooks, noInput.h.log)).not.toThrow();
  });

  test("aliases only methods that exist; no PluginManager.registerCommand, no commands, no error", () => {
    const { h, hooks } = engineFor({});
    const spritesetProto: Record<string, unknown> = { update: 5 };
    const characterProto: Record<string, unknown> = {};
    const systemProto: Record<string, unknown> = { onBeforeSave: () => "saved" };
    Object.assign(h.engine, {
      Spriteset_Map: { prototype: spritesetProto },
      Sprite_Character: { prototype: characterProto },
      Game_System: { prototype: systemProto },
      PluginManager: {},
    });
    const original = systemProto.onBeforeSave;
    expect(() => installFog(h.engine, {}, hooks, h.log)).not.toThrow();
    expect(spritesetProto).toEqual({ update: 5 });
    expect(characterProto).toEqual({});
    expect(systemProto.onBeforeSave).not.toBe(original);
    expect((systemProto.onBeforeSave as () => unknown).call({})).toBe("saved");
  });

  test("the three commands are registered under the plugin's name; non-object arguments count as none", () => {
    const { h, commands, hooks } = engineFor({});
    const controller = installFog(h.engine, {}, hooks, h.log);
    expect([...commands.keys()].sort()).toEqual(["RandomDungeons:RevealMap", "RandomDungeons:SetSightRadius", "RandomDungeons:ToggleMinimap"]);
    hooks.listeners[0](prepared(h, "entry"));
    expect(controller.active()).toBe(true);
    commands.get("RandomDungeons:SetSightRadius")!({ radius: "4" });
    expect(controller.radius()).toBe(4);
    commands.get("RandomDungeons:SetSightRadius")!("7");
    expect(controller.radius()).toBe(3);
    commands.get("RandomDungeons:ToggleMinimap")!({ mode: "hide" });
    expect(memory(h).sight.minimapHidden).toBe(true);
    commands.get("RandomDungeons:ToggleMinimap")!(null);
    expect(memory(h).sight.minimapHidden).toBe(false);
    commands.get("RandomDungeons:RevealMap")!({});
    expect(controller.field!.exploredCount()).toBe(96);
    expect(h.warnings).toEqual([]);
  });
});

describe("stairs on the minimap", () => {
  test("the stairs events inside the map, by the tile they stand on now", () => {
    const h = harness();
    const stairs = { note: "<Dungeon Role: Stairs>" };
    h.engine.$dataMap = { events: [null, stairs, { note: "" }, stairs, stairs, stairs, stairs, stairs] };
    h.engine.events.push(new EventDouble(1, 1, 1), new EventDouble(2, 2, 2), new EventDouble(12, 0, 3), new EventDouble(11, 7, 4), new EventDouble(0, 0, 5), new EventDouble(-1, 2, 6), new EventDouble(3, 8, 7));
    h.controller.prepare(prepared(h, "entry"));
    expect(h.controller.stairsTiles()).toEqual([]); // found when the minimap is made
    const spriteset = { children: [] as unknown[], addChild(child: unknown) { this.children.push(child); } };
    h.controller.attachMinimap(spriteset as never);
    expect(h.controller.stairsTiles()).toEqual([13, 7 * 12 + 11, 0]);
    h.engine.events[0].x = 4;
    h.engine.events[3].y = -1;
    expect(h.controller.stairsTiles()).toEqual([16, 0]);
  });
});

describe("the sprites on a spriteset", () => {
  /** A spriteset double: children in order, and the keys the fog stores its views under. */
  function spriteset(base: boolean) {
    const set = new SpriteDouble() as SpriteDouble & Record<string, unknown>;
    if (base) set._baseSprite = set.addChild(new SpriteDouble());
    return set;
  }
  const fogOf = (set: Record<string, unknown>) => set._randomDungeonsFog as FogView | undefined;
  const minimapOf = (set: Record<string, unknown>) => set._randomDungeonsMinimap as { root: SpriteDouble; scale: number } | undefined;

  test("the fog goes on the base sprite (or the spriteset itself), with the map's dim opacity and tile size", () => {
    const h = harness();
    h.controller.prepare(prepared(h, "entry", { values: { fogDimOpacity: 80 } }));
    const withBase = spriteset(true);
    h.controller.attachFog(withBase as never);
    const view = fogOf(withBase)!;
    expect((withBase._baseSprite as SpriteDouble).children).toEqual([view.sprite]);
    const bare = spriteset(false);
    h.controller.attachFog(bare as never);
    expect(bare.children).toEqual([fogOf(bare)!.sprite]);
    h.controller.look();
    h.engine.$gamePlayer.x = 9; // the other side of the wall: the start is dimmed
    h.controller.look();
    fogOf(bare)!.sync();
    expect((fogOf(bare)!.bitmap as unknown as BitmapDouble).alphaAt(2, 3)).toBe(80);
    // Not on screen: nothing attached.
    h.engine.$dataMap = {};
    const off = spriteset(true);
    h.controller.attachFog(off as never);
    h.controller.attachMinimap(off as never);
    expect(fogOf(off)).toBeUndefined();
    expect(minimapOf(off)).toBeUndefined();
  });

  test("the minimap from the map's settings; an unknown corner is top right; defaults where a value is missing or bad", () => {
    const h = harness();
    h.controller.prepare(prepared(h, "entry", { values: { minimapCorner: "middle", minimapScale: undefined, minimapOpacity: "x" } }));
    const set = spriteset(true);
    h.controller.attachMinimap(set as never);
    const minimap = minimapOf(set)!;
    expect(set.children[1]).toBe(minimap.root);
    expect(minimap.scale).toBe(3);
    expect(minimap.root.opacity).toBe(200);
    expect(minimap.root.x + minimap.root.bitmap!.width).toBe(816 - 8);
    expect(minimap.root.y).toBe(8);
    expect(minimap.root.visible).toBe(true);
    const given = harness();
    given.engine.Graphics = { width: 1000, height: 700 };
    given.engine.ConfigManager = { touchUI: true };
    given.controller.prepare(prepared(given, "entry", { values: { minimapCorner: "bottomLeft", minimapScale: 2, minimapOpacity: 120 } }));
    given.controller.setMinimap("hide");
    const other = spriteset(false);
    given.controller.attachMinimap(other as never);
    const bottomLeft = minimapOf(other)!;
    expect([bottomLeft.root.x, bottomLeft.root.y + bottomLeft.root.bitmap!.height]).toEqual([8, 700 - 8]);
    expect(bottomLeft.scale).toBe(2);
    expect(bottomLeft.root.opacity).toBe(120);
    expect(bottomLeft.root.visible).toBe(false);
    const off = harness();
    off.controller.prepare(prepared(off, "entry", { values: { minimapCorner: "off" } }));
    const none = spriteset(true);
    off.controller.attachMinimap(none as never);
    expect(minimapOf(none)).toBeUndefined();
  });

  test("sync: the minimap key toggles unless a message is open; a hidden minimap is not drawn", () => {
    const h = harness();
    let pressed = false;
    let busy = false;
    Object.assign(h.engine, { Input: { keyMapper: {}, isTriggered: (name: string) => pressed && name === "map" }, $gameMessage: { isBusy: () => busy } });
    h.controller.setMinimapKey("map");
    h.controller.prepare(prepared(h, "entry"));
    const set = spriteset(true);
    h.controller.attachFog(set as never);
    h.controller.attachMinimap(set as never);
    const minimap = minimapOf(set)!;
    h.controller.look();
    h.controller.sync(set as never);
    const player = minimap.root.children[1];
    expect(player.visible).toBe(true);
    pressed = true;
    busy = true;
    h.controller.sync(set as never);
    expect(minimap.root.visible).toBe(true);
    busy = false;
    h.controller.sync(set as never);
    expect(minimap.root.visible).toBe(false);
    pressed = false;
    // Hidden: the player marker stays where it was.
    const at = player.x;
    h.engine.$gamePlayer.x = 4;
    h.controller.look();
    h.controller.sync(set as never);
    expect(player.x).toBe(at);
    h.controller.setMinimap("show");
    h.controller.sync(set as never);
    expect(minimap.root.visible).toBe(true);
    expect(player.x).toBeGreaterThan(at);
    // No key set: a trigger does nothing.
    h.controller.setMinimapKey("");
    pressed = true;
    h.controller.sync(set as never);
    expect(minimap.root.visible).toBe(true);
  });

  test("sync follows the scroll; off the map the player marker is hidden; without a fog view nothing happens", () => {
    const h = harness();
    let displayX = 0;
    h.engine.$gameMap.displayX = () => displayX;
    h.controller.prepare(prepared(h, "entry"));
    const set = spriteset(true);
    h.controller.attachFog(set as never);
    h.controller.attachMinimap(set as never);
    displayX = 2.5;
    h.controller.look();
    h.controller.sync(set as never);
    expect(fogOf(set)!.sprite.x).toBe(-120);
    const player = minimapOf(set)!.root.children[1];
    for (const [x, y] of [[-1, 3], [12, 3], [2, -1], [2, 8]]) {
      h.engine.$gamePlayer.x = x;
      h.engine.$gamePlayer.y = y;
      h.controller.sync(set as never);
      expect([x, y, player.visible]).toEqual([x, y, false]);
      h.engine.$gamePlayer.x = 2;
      h.engine.$gamePlayer.y = 3;
      h.controller.sync(set as never);
      expect(player.visible).toBe(true);
    }
    expect(player.x).toBe(4 + Math.round(2.5 * 3 - 2.5));
    expect(player.y).toBe(4 + Math.round(3.5 * 3 - 2.5));
    h.engine.$gamePlayer.x = 0;
    h.controller.sync(set as never);
    expect(player.visible).toBe(true);
    expect(player.x).toBe(4 + Math.round(0.5 * 3 - 2.5));
    // A key set but no Input or $gameMessage: nothing breaks.
    h.controller.setMinimapKey("tab");
    expect(() => h.controller.sync(set as never)).not.toThrow();
    (h.engine as { Input?: unknown }).Input = { keyMapper: {}, isTriggered: () => true };
    h.controller.sync(set as never);
    expect(minimapOf(set)!.root.visible).toBe(false);
    const bare = spriteset(true);
    displayX = 5;
    expect(() => h.controller.sync(bare as never)).not.toThrow();
    expect(fogOf(set)!.sprite.x).toBe(-120);
  });

  test("a map whose events are not a list has no stairs", () => {
    const h = harness();
    h.engine.$dataMap = { events: { 1: { note: "<Dungeon Role: Stairs>" } } };
    h.engine.events.push(new EventDouble(1, 1, 1));
    h.controller.prepare(prepared(h, "entry"));
    const spriteset = { children: [] as unknown[], addChild(child: unknown) { this.children.push(child); } };
    h.controller.attachMinimap(spriteset as never);
    expect(h.controller.stairsTiles()).toEqual([]);
    expect(((spriteset.children[0] as SpriteDouble).children)).toHaveLength(2); // the map and the player only
  });
});
