/**
 * `npx tsx tools/e2e/fog-shot.ts --runtime DIR [--out e2e-out/fog]`: screenshots of the fog of war
 * and the minimap in the real engine (headless Chromium), for a person to look at.
 *
 * Stages DIR (an MZ 1.x runtime) with the sample project and dist/RandomDungeons.js as the e2e run
 * does (tools/e2e/stage.ts), gives the staged copy's cave (Map002) <Dungeon Fog: 6> and makes its
 * exit the stairs (<Dungeon Role: Stairs>), starts a new game in the cave and takes three shots:
 * on arrival, after a walk along the floor, and after the RevealMap command. It also reads back
 * what the fog put on screen (sprites, hidden events, explored tiles) and prints it. Then the
 * 256×256 labyrinth (Map004, radius 8): a shot, and the cost of each step in the page — look,
 * fog and minimap redraw. Nothing of
 * the runtime enters the repository; the staged copy is deleted at the end.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "fs";
import { join, resolve } from "path";
import { Page, chromium } from "playwright-core";
import { serveFolder } from "./server";
import { checkRuntime, stageGame } from "./stage";

const ROOT = join(__dirname, "..", "..");
const SAMPLE = join(ROOT, "sample-project");
const PLUGIN = join(ROOT, "dist", "RandomDungeons.js");
const CHROMIUM = "/usr/bin/chromium";
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const CAVE = 2;
const LABYRINTH = 4; // 256×256

function parseArgs(argv: string[]): { runtime: string; out: string } {
  let runtime = "";
  let out = join(ROOT, "e2e-out", "fog");
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--runtime") runtime = argv[++i] ?? "";
    else if (argv[i] === "--out") out = resolve(argv[++i] ?? out);
    else throw new Error(`unknown argument ${argv[i]}; usage: --runtime DIR [--out DIR]`);
  }
  return { runtime, out };
}

/** The staged cave and labyrinth with fog, their exits the stairs. */
function addFog(game: string, mapId: number, radius: number): void {
  const file = join(game, "data", `Map${String(mapId).padStart(3, "0")}.json`);
  const map = JSON.parse(readFileSync(file, "utf8"));
  map.note += `\n<Dungeon Fog: ${radius}>`;
  for (const event of map.events) if (event && event.name === "Exit") event.note = "<Dungeon Role: Stairs>";
  writeFileSync(file, JSON.stringify(map));
}

/**
 * In the page, on the labyrinth: walks the fog's own field along floor and times each step's
 * look + fog redraw + minimap redraw (what the plugin does after a step, putImageData included).
 * Frames are not timed: headless Chromium renders WebGL in software (SwiftShader), and after a
 * hundred frames in a row its GPU queue makes every frame cost 200-500 ms on this machine with or
 * without any fog change (measured), which says nothing about the fog.
 */
const TIME_STEPS = `(() => {
  const spriteset = SceneManager._scene._spriteset;
  const fog = spriteset._randomDungeonsFog;
  const minimap = spriteset._randomDungeonsMinimap;
  const field = fog.field;
  const { width, kinds } = field.grid;
  const isFloor = (tile) => kinds[tile] === 1 || kinds[tile] === 2;
  const start = $gamePlayer.y * width + $gamePlayer.x;
  const from = new Int32Array(kinds.length).fill(-2);
  const queue = [start];
  from[start] = -1;
  let last = start;
  for (let head = 0; head < queue.length; head++) {
    const tile = queue[head];
    last = tile;
    const x = tile % width;
    for (const next of [tile - width, tile + width, x > 0 ? tile - 1 : -1, x < width - 1 ? tile + 1 : -1]) {
      if (next >= 0 && next < kinds.length && from[next] === -2 && isFloor(next)) { from[next] = tile; queue.push(next); }
    }
  }
  const path = [];
  for (let tile = last; tile !== start; tile = from[tile]) path.push(tile);
  path.reverse();
  const steps = path.slice(0, 400);
  const step = [];
  for (const tile of steps) {
    const t = performance.now();
    field.look(tile % width, Math.floor(tile / width), 8);
    fog.sync();
    minimap.sync(tile, () => []);
    step.push(performance.now() - t);
  }
  const stats = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    const mean = list.reduce((a, b) => a + b, 0) / list.length;
    return { mean: +mean.toFixed(3), median: +sorted[sorted.length >> 1].toFixed(3), p99: +sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))].toFixed(3) };
  };
  return { map: width + "x" + field.height, steps: steps.length, lookAndRedrawMs: stats(step) };
})()`;

async function until(page: Page, what: string, condition: string): Promise<void> {
  try {
    await page.waitForFunction(condition, undefined, { timeout: 120_000, polling: 100 });
  } catch {
    throw new Error(`timed out waiting for ${what}`);
  }
}

const ON_CAVE = `(() => { const s = SceneManager._scene; return s && s.constructor === Scene_Map && s.isStarted() && !s.isBusy() && $gameMap.mapId() === ${CAVE} && !$gamePlayer.isTransferring(); })()`;

/** What the fog shows, read from the page. */
const READ_FOG = `(() => {
  const spriteset = SceneManager._scene._spriteset;
  const fog = spriteset._randomDungeonsFog;
  const minimap = spriteset._randomDungeonsMinimap;
  const sprites = spriteset._characterSprites.filter((s) => s._character instanceof Game_Event);
  const explored = $gameSystem._randomDungeons;
  return {
    fogSprite: Boolean(fog && fog.sprite.parent),
    fogStrips: fog ? fog.shownStrips().length : null,
    minimap: Boolean(minimap && minimap.root.parent && minimap.root.visible),
    events: sprites.length,
    hiddenEvents: sprites.filter((s) => !s.visible).length,
    player: [$gamePlayer.x, $gamePlayer.y],
    memory: explored ? Object.keys(explored) : [],
  };
})()`;

/** Walks up to `steps` tiles along floor, away from the start (breadth first over passability). */
const WALK_PLAN = `((steps) => {
  const width = $gameMap.width();
  const height = $gameMap.height();
  const from = new Map();
  const start = $gamePlayer.y * width + $gamePlayer.x;
  from.set(start, -1);
  const queue = [start];
  let last = start;
  for (let head = 0; head < queue.length; head++) {
    const tile = queue[head];
    last = tile;
    const x = tile % width;
    const y = Math.floor(tile / width);
    for (const d of [2, 4, 6, 8]) {
      const x2 = $gameMap.xWithDirection(x, d);
      const y2 = $gameMap.yWithDirection(y, d);
      const next = y2 * width + x2;
      if (!$gameMap.isValid(x2, y2) || from.has(next)) continue;
      if (!$gameMap.isPassable(x, y, d) || !$gameMap.isPassable(x2, y2, 10 - d)) continue;
      from.set(next, tile);
      queue.push(next);
    }
  }
  const path = [];
  for (let tile = last; tile !== start; tile = from.get(tile)) path.unshift(tile);
  const dirs = [];
  let at = start;
  for (const tile of path.slice(0, steps)) {
    const dx = (tile % width) - (at % width);
    const dy = Math.floor(tile / width) - Math.floor(at / width);
    dirs.push(dx > 0 ? 6 : dx < 0 ? 4 : dy > 0 ? 2 : 8);
    at = tile;
  }
  return dirs;
})`;

async function main(): Promise<number> {
  const { runtime, out } = parseArgs(process.argv.slice(2));
  const { problem, version } = checkRuntime(runtime);
  if (problem) {
    console.error(`fog-shot: ${problem}`);
    return 2;
  }
  const game = stageGame(runtime, SAMPLE, PLUGIN);
  addFog(game, CAVE, 6);
  addFog(game, LABYRINTH, 8);
  mkdirSync(out, { recursive: true });
  const server = await serveFolder(game);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const errors: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 816, height: 624 } });
    page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error" || (message.type() === "warning" && message.text().includes("RandomDungeons"))) errors.push(`console ${message.type()}: ${message.text()}`);
    });
    await page.goto(`${server.url}index.html`);
    await until(page, "the title", "(() => { const s = typeof SceneManager !== 'undefined' && SceneManager._scene; return s && s.constructor === Scene_Title && s.isStarted(); })()");
    // A new game straight into the cave (the title's New Game, then a transfer).
    await page.evaluate(`(() => { DataManager.setupNewGame(); $gamePlayer.reserveTransfer(${CAVE}, 0, 0, 2, 0); SceneManager.goto(Scene_Map); })()`);
    await until(page, "the cave", ON_CAVE);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: join(out, "fog-1-arrival.png") });
    console.log("arrival:", JSON.stringify(await page.evaluate(READ_FOG)));

    const dirs = (await page.evaluate(`${WALK_PLAN}(30)`)) as number[];
    for (const d of dirs) {
      await page.evaluate(`$gamePlayer.moveStraight(${d})`);
      await until(page, "a step", "!$gamePlayer.isMoving()");
    }
    await page.waitForTimeout(800);
    await page.screenshot({ path: join(out, "fog-2-walked.png") });
    console.log(`walked ${dirs.length} steps:`, JSON.stringify(await page.evaluate(READ_FOG)));

    await page.evaluate(`PluginManager._commands["RandomDungeons:RevealMap"]({})`);
    await page.waitForTimeout(800);
    await page.screenshot({ path: join(out, "fog-3-revealed.png") });
    console.log("revealed:", JSON.stringify(await page.evaluate(READ_FOG)));

    // Save contents as the engine makes them: the explored bitset is in $gameSystem.
    const saved = (await page.evaluate(`(() => { $gameSystem.onBeforeSave(); const e = $gameSystem._randomDungeons.explored["${CAVE}"]; return e ? { seed: e.seed, width: e.width, height: e.height, chars: e.bits.length } : null; })()`)) as unknown;
    console.log("saved explored record:", JSON.stringify(saved));

    // The 256×256 labyrinth with radius 8: a shot, then the cost per step in the real engine.
    await page.evaluate(`$gamePlayer.reserveTransfer(${LABYRINTH}, 0, 0, 2, 0)`);
    await until(page, "the labyrinth", ON_CAVE.replace(`$gameMap.mapId() === ${CAVE}`, `$gameMap.mapId() === ${LABYRINTH}`));
    await page.waitForTimeout(1000);
    await page.screenshot({ path: join(out, "fog-4-labyrinth.png") });
    console.log("labyrinth step costs in the page:", JSON.stringify(await page.evaluate(TIME_STEPS)));
    console.log(`RPG Maker MZ ${version}; screenshots in ${out}`);
  } finally {
    await browser.close();
    await server.close();
    rmSync(game, { recursive: true, force: true });
  }
  for (const error of errors) console.log(`ERROR ${error}`);
  return errors.length === 0 ? 0 : 1;
}

if (require.main === module) main().then((code) => (process.exitCode = code));
