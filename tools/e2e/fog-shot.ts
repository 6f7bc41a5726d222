/**
 * `npx tsx tools/e2e/fog-shot.ts --runtime DIR [--out e2e-out/fog]`: screenshots of the fog of war
 * and the minimap in the real engine (headless Chromium), for a person to look at.
 *
 * Stages DIR (an MZ 1.x runtime) with the sample project and dist/RandomDungeons.js as the e2e run
 * does (tools/e2e/stage.ts), gives the staged copy's cave (Map002) <Dungeon Fog: 6> and makes its
 * exit the stairs (<Dungeon Role: Stairs>), starts a new game in the cave and takes three shots:
 * on arrival, after a walk along the floor, and after the RevealMap command. It also reads back
 * what the fog put on screen (sprites, hidden events, explored tiles) and prints it. Nothing of
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

/** The staged cave with fog and stairs. */
function addFog(game: string): void {
  const file = join(game, "data", `Map${String(CAVE).padStart(3, "0")}.json`);
  const map = JSON.parse(readFileSync(file, "utf8"));
  map.note += "\n<Dungeon Fog: 6>";
  for (const event of map.events) if (event && event.name === "Exit") event.note = "<Dungeon Role: Stairs>";
  writeFileSync(file, JSON.stringify(map));
}

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
    fogScale: fog ? [fog.sprite.scale.x, fog.sprite.scale.y] : null,
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
  addFog(game);
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
