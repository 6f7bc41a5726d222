/**
 * `npm run e2e -- --runtime DIR [--out e2e-out] [--plugin FILE]`: the sample project played in the real engine.
 *
 * Copies the MZ 1.x runtime in DIR (js/, img/, audio/, data/ … of any MZ project) to a temporary
 * folder, lays the sample project's data and the built plugin (dist/RandomDungeons.js) over it,
 * serves it on 127.0.0.1 and boots it in headless Chromium. Then, as a player would: New Game on
 * the title, read the hub's message, and for each door walk up to it and press Enter (the door's
 * own Transfer Player runs), check the dungeon (player and events on floor, every floor tile
 * reachable by the game's passability, wall faces and ceilings, autotile shapes and shadows, the
 * layout `npm run preview -- --seed N` shows for the stored seed), open the menu, fight a battle,
 * save and load — the dungeon must stay — leave by the exit event, enter again: a new dungeon.
 * Screenshots go to --out. Exits non-zero when a check fails, or without a usable runtime.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "fs";
import { join, resolve } from "path";
import { Browser, Page, chromium } from "playwright-core";
import { DungeonRequest, generateDungeon, resolveDungeonOptions } from "../../src/core";
import { readTemplateTiles } from "../../src/mz/paint";
import { NoteMeta, mapSettings, noteVaults, parsePluginParameters } from "../../src/mz/settings";
import { parsePreviewArgs } from "../preview/run";
import { MapSnapshot, checkDungeon, checkSameLayout, groundDifference } from "./checks";
import { noteLayoutName, previewArgs } from "./map-request";
import { dungeonRequest } from "../../src/mz/request";
import { fileEventIds, readEventTemplates } from "../../src/mz/spawn";
import { serveFolder } from "./server";
import { checkRuntime, stageGame } from "./stage";
import { checkPieceArt, expectedDungeon, pieceMask, samplePieces } from "./pieces";

const ROOT = join(__dirname, "..", "..");
const SAMPLE = join(ROOT, "sample-project");
const BUILT_PLUGIN = join(ROOT, "dist", "RandomDungeons.js");
const CHROMIUM = "/usr/bin/chromium";
/** The sample maps with a lock and its key chest, played through: the cells map's Gate (a gatehouse) and the crawlers map's Vault Door (on a set piece's entrance). */
const LOCKS: Record<number, { gate: string; keyChest: string; keyItem: number; what: string }> = {
  4: { gate: "Gate", keyChest: "Chest with the key", keyItem: 6, what: "the Labyrinth Key" },
  9: { gate: "Vault Door", keyChest: "Chest with the vault key", keyItem: 7, what: "the Vault Key" },
};
/** The sample map whose decoration palette names a water tile (stock Dungeon A1): it gets lakes. */
const LAKE_MAP = 5;
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const USAGE = `usage: npm run e2e -- --runtime DIR [--out e2e-out] [--plugin FILE] [--maps 2,10]
  FILE is the plugin to play (default dist/RandomDungeons.js, as npm run build writes it).
  --maps visits only the hub's doors to these map ids (default: every door).
  DIR is a deployed RPG Maker MZ 1.x project (index.html, js/, img/, audio/, data/): a new project
  from the editor (File > Deployment, or its project folder), or any public deployed MZ game.`;

interface Snapshot extends MapSnapshot {
  meta: NoteMeta;
}

class Run {
  passed = 0;
  failed: string[] = [];
  screenshots: string[] = [];
  lines: string[] = [];

  check(what: string, problems: string[]): void {
    if (problems.length === 0) this.passed++;
    else this.failed.push(`${what}: ${problems.join(" | ")}`);
    console.log(`  ${problems.length === 0 ? "ok  " : "FAIL"} ${what}${problems.length ? `\n       ${problems.join("\n       ")}` : ""}`);
  }
}

interface E2eArgs {
  runtime?: string;
  out: string;
  plugin: string;
  /** Only the doors to these map ids (all when absent). */
  maps?: number[];
}

function parseArgs(argv: string[]): E2eArgs {
  const args: E2eArgs = { out: join(ROOT, "e2e-out"), plugin: BUILT_PLUGIN };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--runtime") args.runtime = argv[++i];
    else if (argv[i] === "--maps") args.maps = String(argv[++i] ?? "").split(",").map(Number).filter((id) => Number.isInteger(id) && id > 1);
    else if (argv[i] === "--out") args.out = resolve(argv[++i] ?? "e2e-out");
    else if (argv[i] === "--plugin") args.plugin = resolve(argv[++i] ?? BUILT_PLUGIN);
    else throw new Error(`unknown argument ${argv[i]}\n${USAGE}`);
  }
  return args;
}

/** A map file of the sample project as authored. */
function readMap(mapId: number): { note: string; width: number; height: number; data: number[] } {
  return JSON.parse(readFileSync(join(SAMPLE, "data", `Map${String(mapId).padStart(3, "0")}.json`), "utf8"));
}

/** The plugin's parameters as the staged js/plugins.js sets them. */
function pluginParameters() {
  const source = readFileSync(join(SAMPLE, "js", "plugins.js"), "utf8");
  const list = JSON.parse(source.slice(source.indexOf("["), source.lastIndexOf("]") + 1)) as { name: string; parameters: Record<string, string> }[];
  const entry = list.find((plugin) => plugin.name === "RandomDungeons");
  return parsePluginParameters(entry?.parameters ?? {}, (message) => console.warn(message));
}

class Game {
  constructor(
    readonly page: Page,
    readonly out: string,
    readonly run: Run,
  ) {}

  state() {
    return this.page.evaluate("window.__e2e.state()") as Promise<{
      scene: string;
      started: boolean;
      busy: boolean;
      mapId: number;
      transferring: boolean;
      eventRunning: boolean;
      messageBusy: boolean;
      messageWaiting: boolean;
      errorShown: boolean;
    }>;
  }

  /** Waits for `condition` in the page; generous, since a busy machine can slow the game to a few frames a second. */
  async until(what: string, condition: string, timeout = 120_000): Promise<void> {
    try {
      await this.page.waitForFunction(condition, undefined, { timeout, polling: 100 });
    } catch {
      throw new Error(`timed out waiting for ${what}; game state ${JSON.stringify(await this.state())}`);
    }
  }

  /** The map scene is up and idle: no transfer, no event, no message, nothing fading. */
  untilOnMap(mapId: number): Promise<void> {
    const s = "window.__e2e.state()";
    return this.until(
      `map ${mapId}`,
      `(() => { const s = ${s}; return s.scene === "Scene_Map" && s.started && !s.busy && s.mapId === ${mapId} && !s.transferring && !s.eventRunning && !s.messageBusy; })()`,
    );
  }

  untilScene(name: string): Promise<void> {
    return this.until(name, `(() => { const s = window.__e2e.state(); return s.scene === "${name}" && s.started && !s.busy; })()`);
  }

  /** A real key press, held for a few frames as a person would. */
  async press(key = "Enter"): Promise<void> {
    await this.page.keyboard.down(key);
    await this.page.waitForTimeout(120);
    // Held until the game has read it: on a slow machine (software WebGL, a few frames a
    // second) a 120 ms press can fall between two frames and be lost.
    await this.page.waitForFunction("Input._latestButton !== null", undefined, { timeout: 5_000, polling: 20 }).catch(() => undefined);
    await this.page.keyboard.up(key);
  }

  async screenshot(name: string): Promise<void> {
    const file = join(this.out, `${name}.png`);
    await this.page.screenshot({ path: file });
    this.run.screenshots.push(file);
  }

  snapshot(): Promise<Snapshot> {
    return this.page.evaluate("window.__e2e.snapshot()") as Promise<Snapshot>;
  }

  /** Stands before the event and presses Enter: the event's own commands run. */
  async useEvent(eventId: number): Promise<void> {
    const placed = await this.page.evaluate(`window.__e2e.standBefore(${eventId})`);
    if (!placed) throw new Error(`no free tile beside event ${eventId} on map ${(await this.state()).mapId}`);
    await this.press();
  }

  /** Steps the player along `way` (directions 2 4 6 8) as the engine moves them, each step checked. */
  async walk(way: number[]): Promise<boolean> {
    await this.page.evaluate("$gamePlayer.setMoveSpeed(6)");
    try {
      // The page steps on its own (one round trip for the whole walk): hundreds of steps on a 256×256 map.
      return (await this.page.evaluate(`window.__e2e.walkWay(${JSON.stringify(way)})`)) === true;
    } finally {
      await this.page.evaluate("$gamePlayer.setMoveSpeed(4)");
    }
  }

  /** Walks to a tile beside event `eventId`, turns to it and presses Enter; false when no walk leads there. */
  async walkUpTo(eventId: number): Promise<boolean> {
    const way = (await this.page.evaluate(`window.__e2e.wayTo(window.__e2e.besideEvent(${eventId}))`)) as number[] | null;
    if (way === null || !(await this.walk(way))) return false;
    await this.page.evaluate(`$gamePlayer.turnTowardCharacter($gameMap.event(${eventId}))`);
    await this.press();
    return true;
  }

  /** Presses Enter through messages until no event runs. */
  async finishEvent(): Promise<void> {
    await this.page.waitForTimeout(300); // the event starts on the next frames
    for (let tries = 0; tries < 30; tries++) {
      const state = await this.state();
      if (!state.eventRunning && !state.messageBusy) return;
      await this.page.waitForTimeout(150);
      if ((await this.state()).messageWaiting) await this.press();
    }
  }

  async eventIdNamed(name: string): Promise<number> {
    return (await this.page.evaluate(`window.__e2e.eventIdNamed(${JSON.stringify(name)})`)) as number;
  }
}

/** Same dungeon: same seed, same ground, same player and event positions. */
function sameDungeon(before: Snapshot, after: Snapshot, samePlaces = true): string[] {
  const problems: string[] = [];
  if (before.seed !== after.seed) problems.push(`seed ${before.seed} → ${after.seed}`);
  const differ = groundDifference(before, after);
  if (differ > 0) problems.push(`${differ} ground tiles changed`);
  if (samePlaces) {
    if (JSON.stringify(before.player) !== JSON.stringify(after.player)) problems.push(`player ${JSON.stringify(before.player)} → ${JSON.stringify(after.player)}`);
    // Every event placed where it was; those that walk on their own (a random-moving bat) may have
    // taken steps while the map ran, the others stand where they stood.
    const placed = (snapshot: Snapshot) => JSON.stringify(snapshot.events.map((event) => [event.id, event.placed.x, event.placed.y, event.moves ? null : event.x, event.moves ? null : event.y]));
    if (placed(before) !== placed(after)) problems.push("event positions changed");
  }
  return problems;
}

interface DoorVisit {
  mapId: number;
  name: string;
  door: number;
  /** The layout the map's note names. */
  layout: string;
}

async function checkMap(game: Game, visit: DoorVisit, snapshot: Snapshot, label: string): Promise<void> {
  const run = game.run;
  const parameters = pluginParameters();
  const settings = mapSettings(parameters, snapshot.meta ?? {}, () => undefined);
  const authored = readMap(visit.mapId);
  const { request, catalog } = mapRequest(authored, settings);
  const resolved = resolveDungeonOptions(request);
  const tiles = readTemplateTiles(authored.data, authored.width, authored.height) ?? settings.paint.tiles;
  const decorated = isDecorated(authored, settings.values);
  const expected = expectedDungeon(snapshot, request);
  const pieces = catalog.pieces.length > 0 ? pieceMask(expected, snapshot.width, snapshot.height) : null;
  run.check(
    `${label}: player, events, reachability, wall faces, autotiles, shadows${decorated ? " (decorated: floor variants, pieces on upper layers)" : ""}`,
    checkDungeon(snapshot, tiles, resolved.options.wallHeight, 5, decorated, pieces),
  );
  if (catalog.pieces.length > 0) {
    const placed = expected?.pieces ?? [];
    const names = placed.map((piece) => catalog.pieces[piece.piece].name).join(", ");
    run.check(
      `${label}: ${placed.length} set piece(s) (${names}) painted as on the set-piece map, their events at their spots`,
      expected === null ? ["no dungeon for the stored seed"] : placed.length === 0 ? ["no piece placed"] : checkPieceArt(snapshot, expected, catalog),
    );
  }
  const named = noteLayoutName(authored.note);
  run.check(
    `${label}: the note's layout (${named}) is the one the plugin runs`,
    resolved.algorithm.name === named ? [] : [`the note says ${named}; the plugin's settings for this map run ${resolved.algorithm.name}`],
  );
  run.check(`${label}: layout = generateDungeon with the stored seed`, checkSameLayout(snapshot, tiles, request, decorated, pieces));
  if (snapshot.seed === undefined) return;
  const pieceFiles = catalog.art.length > 0 ? [...new Set(catalog.art.map((art) => art.mapId))].map((id) => join("sample-project", "data", `Map${String(id).padStart(3, "0")}.json`)) : [];
  const args = previewArgs(snapshot.width, snapshot.height, snapshot.seed, request, pieceFiles.length === 1 ? { file: pieceFiles[0], count: settings.pieces.count } : undefined);
  let previewProblems: string[];
  try {
    const preview = parsePreviewArgs(args)!;
    const previewPieces = preview.pieces ? { pieces: preview.pieces.catalog.pieces, pieceCount: preview.pieces.count } : {};
    const previewRequest: DungeonRequest = { ...preview.options, layout: preview.layout, prefabs: request.prefabs, ...(preview.content ? { content: preview.content } : {}), ...previewPieces };
    previewProblems = [...preview.notes, ...checkSameLayout({ ...snapshot, seed: preview.seed }, tiles, previewRequest, decorated, pieces)];
  } catch (error) {
    previewProblems = [`the preview does not take these flags: ${(error as Error).message}`];
  }
  const vaults = Array.isArray(request.prefabs) && request.prefabs.length > 0 ? ` (with the note's ${request.prefabs.length} vault(s), which the preview has no flag for)` : "";
  run.check(`${label}: npm run preview -- ${args.join(" ")} shows this layout${vaults}`, previewProblems);
  const floor = snapshot.reachable.reduce((sum, tile) => sum + tile, 0);
  run.lines.push(
    `${label} (${resolved.algorithm.name}): ${snapshot.width}×${snapshot.height}, seed ${snapshot.seed}, ${floor} floor tiles reachable, ${snapshot.events.length} events, areas ${areaCounts(snapshot, request)}; npm run preview -- ${args.join(" ")}`,
  );
}

/**
 * What the plugin hands the core for this map, built by the plugin's own request builder: the
 * layout and its options from the parameters and note tags, what the layout reads from the map
 * (the sample project has no vault map, so prefabs come from the note alone), the set pieces of
 * its set-piece maps, and its events' content (locks may build a gatehouse into the layout).
 */
function mapRequest(authored: ReturnType<typeof readMap>, settings: ReturnType<typeof mapSettings>): { request: DungeonRequest; catalog: ReturnType<typeof samplePieces> } {
  const catalog = samplePieces(join(SAMPLE, "data"), settings);
  const request: DungeonRequest = dungeonRequest(authored as unknown as Parameters<typeof dungeonRequest>[0], settings, { prefabs: () => noteVaults(authored.note).prefabs, pieces: () => catalog.pieces });
  const events = (authored as unknown as { events: unknown[] }).events;
  request.content = readEventTemplates(authored as unknown as Parameters<typeof readEventTemplates>[0], fileEventIds(events), () => undefined).map((template) => template.request);
  return { request, catalog };
}

/**
 * Whether the plugin decorates this map: stock decorations on, a decoration note tag, or anything
 * painted on an upper layer in the palette rows (0–7) of the authored map.
 */
function isDecorated(authored: { width: number; height: number; data: number[] }, values: Record<string, unknown>): boolean {
  if (String(values.decorStock) === "on") return true;
  if (["decorFloorVariants", "decorFloorTiles", "decorWallTiles", "decorVoidTiles"].some((name) => String(values[name] ?? "").trim() !== "")) return true;
  const area = authored.width * authored.height;
  const paletteTiles = Math.min(8, authored.height) * authored.width;
  for (let tile = 0; tile < paletteTiles; tile++) if (authored.data[area + tile] || authored.data[2 * area + tile] || authored.data[3 * area + tile]) return true;
  return false;
}

/** The areas of the map's layout by kind ("room 25, corridor 3, vault 1"), as the core made them for its seed. */
function areaCounts(snapshot: Snapshot, request: DungeonRequest): string {
  const result = generateDungeon(snapshot.width, snapshot.height, request, snapshot.seed ?? 0);
  if (!result.ok) return "(none)";
  const counts = new Map<string, number>();
  for (const area of result.dungeon.layout.areas) counts.set(area.kind, (counts.get(area.kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => `${kind} ${count}`).join(", ");
}

async function visitDungeon(game: Game, visit: DoorVisit, index: number): Promise<void> {
  const run = game.run;
  const tag = `${String(index + 2).padStart(2, "0")}-map${String(visit.mapId).padStart(3, "0")}-${visit.layout}`;
  console.log(`\nMap ${visit.mapId} "${visit.name}" (${visit.layout}) through its door`);
  await game.useEvent(visit.door);
  await game.untilOnMap(visit.mapId);
  await game.page.waitForTimeout(600); // the fade-in, for the screenshot
  const entered = await game.snapshot();
  await game.screenshot(`${tag}-entry`);
  await checkMap(game, visit, entered, `map ${visit.mapId} entry`);
  if (visit.mapId === LAKE_MAP) checkLakes(run, visit, entered);

  await game.page.evaluate("SceneManager.push(Scene_Menu)");
  await game.untilScene("Scene_Menu");
  await game.screenshot(`${tag}-menu`);
  await game.page.evaluate("SceneManager.pop()");
  await game.untilOnMap(visit.mapId);
  run.check(`map ${visit.mapId}: same dungeon after the menu`, sameDungeon(entered, await game.snapshot()));

  await game.page.evaluate("BattleManager.setup(1, true, false); SceneManager.push(Scene_Battle)");
  await game.until("the battle", `(() => { const s = window.__e2e.state(); return s.scene === "Scene_Battle" && s.started; })()`);
  await game.page.waitForTimeout(800);
  await game.screenshot(`${tag}-battle`);
  await game.page.evaluate("BattleManager.abort()");
  for (let tries = 0; tries < 40 && (await game.state()).scene !== "Scene_Map"; tries++) await game.press(); // close battle messages
  await game.untilOnMap(visit.mapId);
  run.check(`map ${visit.mapId}: same dungeon after a battle`, sameDungeon(entered, await game.snapshot()));

  // Save as the Save screen does, wander off, then load as the Load screen does.
  const saved = await game.snapshot();
  await game.page.evaluate("(async () => { $gameSystem.setSavefileId(1); $gameSystem.onBeforeSave(); await DataManager.saveGame(1); })()");
  await game.page.evaluate(`(() => { const e = $gameMap.events()[0]; $gamePlayer.locate(e.x, e.y); })()`);
  await game.page.evaluate("(async () => { await DataManager.loadGame(1); $gameSystem.onAfterLoad(); SceneManager.goto(Scene_Map); })()");
  await game.until("the loaded map", `(() => { const s = window.__e2e.state(); return s.scene === "Scene_Map" && s.started && !s.busy; })()`);
  await game.untilOnMap(visit.mapId);
  run.check(`map ${visit.mapId}: same dungeon after save and load`, sameDungeon(saved, await game.snapshot()));
  if (index === 0) await loadWithDeadEvent(game, visit);
  if (LOCKS[visit.mapId]) await playLockAndKey(game, visit, tag, LOCKS[visit.mapId]);
  if (visit.mapId === LAKE_MAP) await showLake(game, entered, tag);
  await showPiece(game, visit, entered, tag);

  console.log(`  leaving by the exit event and entering again`);
  await game.useEvent(await game.eventIdNamed("Exit"));
  await game.untilOnMap(1);
  await game.useEvent(visit.door);
  await game.untilOnMap(visit.mapId);
  await game.page.waitForTimeout(600);
  const again = await game.snapshot();
  await game.screenshot(`${tag}-reentry`);
  const changed = groundDifference(entered, again);
  const moved = JSON.stringify(entered.events) !== JSON.stringify(again.events) || JSON.stringify(entered.player) !== JSON.stringify(again.player);
  // A one-cell map is always one big room: there only the seed and the placements change.
  run.check(
    `map ${visit.mapId}: a new dungeon on re-entry (new seed, ${changed} ground tiles differ, events ${moved ? "moved" : "in place"})`,
    again.seed !== entered.seed && (changed > 0 || moved) ? [] : [`seed ${entered.seed} → ${again.seed}, ${changed} tiles differ`],
  );
  await checkMap(game, visit, again, `map ${visit.mapId} re-entry`);
  await game.useEvent(await game.eventIdNamed("Exit"));
  await game.untilOnMap(1);
}

/**
 * The palette's water tile drawn as lakes: some ground the tileset lets no one walk on, and (the
 * map's checks above) every other floor tile still reachable and no event standing in a lake.
 */
function checkLakes(run: Run, visit: DoorVisit, snapshot: Snapshot): void {
  const lakeTiles = (snapshot.lake ?? []).filter((tile) => tile === 1).length;
  run.check(`map ${visit.mapId}: the palette's water tile becomes lakes (${lakeTiles} water tiles), the rest of the floor in reach`, lakeTiles > 0 ? [] : ["no lake tile"]);
}

/** A screenshot by a lake: the player stands on the reachable floor tile nearest the first lake tile. */
async function showLake(game: Game, snapshot: Snapshot, tag: string): Promise<void> {
  const lake = (snapshot.lake ?? []).indexOf(1);
  if (lake >= 0) await screenshotNear(game, snapshot, lake % snapshot.width, Math.floor(lake / snapshot.width), `${tag}-lake`);
}

/** A screenshot in a set piece: the player on the reachable tile nearest the middle of the first piece placed. */
async function showPiece(game: Game, visit: DoorVisit, snapshot: Snapshot, tag: string): Promise<void> {
  const settings = mapSettings(pluginParameters(), snapshot.meta ?? {}, () => undefined);
  const { request, catalog } = mapRequest(readMap(visit.mapId), settings);
  if (catalog.pieces.length === 0) return;
  const piece = expectedDungeon(snapshot, request)?.pieces?.[0];
  if (piece) await screenshotNear(game, snapshot, piece.x + piece.width / 2, piece.y + piece.height / 2, `${tag}-piece`);
}

/** Puts the player on the reachable tile without an event nearest (x, y) and takes a screenshot. */
async function screenshotNear(game: Game, snapshot: Snapshot, x: number, y: number, name: string): Promise<void> {
  const { width } = snapshot;
  let best = -1;
  const away = (tile: number) => Math.abs((tile % width) - x) + Math.abs(Math.floor(tile / width) - y);
  snapshot.reachable.forEach((reachable, tile) => {
    if (reachable && !snapshot.events.some((event) => event.y * width + event.x === tile) && (best < 0 || away(tile) < away(best))) best = tile;
  });
  if (best < 0) return;
  await game.page.evaluate(`$gamePlayer.locate(${best % width}, ${Math.floor(best / width)})`);
  await game.page.waitForTimeout(400);
  await game.screenshot(name);
}

/**
 * Plugin warnings a scenario provokes on purpose (a damaged save): each is counted once seen
 * rather than reported as an error of the page.
 */
const EXPECTED_WARNINGS: { pattern: RegExp; seen: number }[] = [];

function expectedWarning(text: string): boolean {
  const expected = EXPECTED_WARNINGS.find(({ pattern }) => pattern.test(text));
  if (expected) expected.seen++;
  return expected !== undefined;
}

/**
 * A save holding an event this map no longer has (more Spawn copies then, a deleted event): the
 * load must not reach the engine's error screen when the map refreshes its events, which reads
 * every live event's `$dataMap.events[id].pages`; the plugin erases the event, with one warning.
 */
async function loadWithDeadEvent(game: Game, visit: DoorVisit): Promise<void> {
  const warning = { pattern: /live events this map no longer has/, seen: 0 };
  EXPECTED_WARNINGS.push(warning);
  await game.page.evaluate("(async () => { $gameSystem.setSavefileId(2); $gameSystem.onBeforeSave(); await DataManager.saveGame(2); })()");
  // The save's map gets a copy of its first event under an id the map file does not have.
  await game.page.evaluate(`(async () => {
    await DataManager.loadGame(2);
    $gameSystem.onAfterLoad();
    const ghost = JsonEx.makeDeepCopy($gameMap.events()[0]);
    ghost._eventId = 9999;
    $gameMap._events[9999] = ghost;
    $gameMap.requestRefresh(); // as any switch change after the load would
    SceneManager.goto(Scene_Map);
  })()`);
  await game.until("the loaded map", `(() => { const s = window.__e2e.state(); return s.scene === "Scene_Map" && s.started && !s.busy; })()`);
  await game.untilOnMap(visit.mapId);
  await game.page.waitForTimeout(600); // frames run: the map refreshes its events
  const erased = await game.page.evaluate("Boolean($gameMap._events[9999] && $gameMap._events[9999]._erased)");
  const errorShown = (await game.state()).errorShown;
  game.run.check(
    `map ${visit.mapId}: a save with an event the map no longer has loads without the error screen; the event is erased with one warning`,
    [...(errorShown ? ["the error screen is up"] : []), ...(erased ? [] : ["the dead event is not erased"]), ...(warning.seen === 1 ? [] : [`${warning.seen} warnings`])],
  );
}

/**
 * A lock and its key played as a player would, on a map whose way has no one-tile passage of its
 * own (cells, three-wide corridors): the gatehouse's gate shuts part of the floor off; the player
 * walks (real steps by the engine's rules) to the key chest, opens it, walks to the gate, opens
 * it with the key, and walks through into floor that was out of reach.
 */
async function playLockAndKey(game: Game, visit: DoorVisit, tag: string, lock: (typeof LOCKS)[number]): Promise<void> {
  const run = game.run;
  const label = `map ${visit.mapId}: Key 1 / Lock 1 (${lock.gate})`;
  const snapshot = await game.snapshot();
  const gates = snapshot.events.filter((event) => event.name === lock.gate);
  const keyChest = await game.eventIdNamed(lock.keyChest);
  run.check(`${label}: one ${lock.gate} and its key chest are placed`, gates.length === 1 && keyChest > 0 ? [] : [`${gates.length} gates, key chest ${keyChest}`]);
  if (gates.length !== 1 || keyChest <= 0) return;
  const gate = gates[0].id;
  const before = (await game.page.evaluate("window.__e2e.walkable()")) as number[];
  const shutOff = snapshot.reachable.filter((reachable, tile) => reachable && !before[tile] && !snapshot.events.some((event) => event.y * snapshot.width + event.x === tile)).length;
  run.check(`${label}: with the gate shut, ${shutOff} floor tiles are out of the player's reach`, shutOff > 0 ? [] : ["the gate shuts nothing off"]);

  const reachedKey = await game.walkUpTo(keyChest);
  await game.finishEvent();
  const hasKey = (await game.page.evaluate(`$gameParty.numItems($dataItems[${lock.keyItem}])`)) as number;
  run.check(`${label}: the player walks to the key chest and takes ${lock.what}`, reachedKey && hasKey === 1 ? [] : [`walked there: ${reachedKey}, keys: ${hasKey}`]);

  const reachedGate = await game.walkUpTo(gate);
  await game.finishEvent();
  await game.screenshot(`${tag}-gate-open`);
  const after = (await game.page.evaluate("window.__e2e.walkable()")) as number[];
  const opened = after.filter((reachable, tile) => reachable && !before[tile]);
  run.check(`${label}: the player walks to the gate and opens it: ${opened.length} more tiles in reach`, reachedGate && opened.length > 0 ? [] : [`walked there: ${reachedGate}, newly reachable ${opened.length}`]);

  const beyond = after.map((reachable, tile) => (reachable && !before[tile] && tile !== gates[0].y * snapshot.width + gates[0].x ? tile : -1)).filter((tile) => tile >= 0);
  const way = (await game.page.evaluate(`window.__e2e.wayTo(${JSON.stringify(beyond)})`)) as number[] | null;
  const through = way !== null && (await game.walk(way));
  run.check(`${label}: the player walks through the gate`, through ? [] : ["no walk through the gate"]);
}

async function play(browser: Browser, url: string, run: Run, out: string, maps?: number[]): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 816, height: 624 } });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "warning" && expectedWarning(message.text())) return;
    if (message.type() === "error" || (message.type() === "warning" && message.text().includes("RandomDungeons"))) errors.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on("requestfailed", (request) => errors.push(`request failed: ${request.url()}`));
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.goto(`${url}index.html`);
  await page.waitForFunction("typeof SceneManager !== 'undefined' && typeof $gameMap !== 'undefined'", undefined, { timeout: 60_000 });
  await page.evaluate(readFileSync(join(__dirname, "page-helpers.js"), "utf8"));
  const game = new Game(page, out, run);
  try {
    await playThrough(game, run, maps);
  } catch (error) {
    await game.screenshot("failed-here").catch(() => undefined); // what the player saw when a step gave up
    throw error;
  } finally {
    // Also after a step timed out: the page's errors usually say why.
    run.check("no errors in the page (scripts, requests, plugin warnings)", errors);
    run.check("the engine's error screen never showed", (await game.state()).errorShown ? ["the error screen is up"] : []);
  }
}

/** New game, the hub's message, then every door of the hub in turn. */
async function playThrough(game: Game, run: Run, onlyMaps?: number[]): Promise<void> {
  const page = game.page;
  console.log("Title → New Game");
  await game.untilScene("Scene_Title");
  // The commands take input once their window has opened (after the fade-in).
  await game.until("the title's commands", "SceneManager._scene._commandWindow && SceneManager._scene._commandWindow.isOpen()");
  await page.waitForTimeout(500);
  await game.press(); // "New Game" is the first command
  await game.until("the hub's message", `(() => { const s = window.__e2e.state(); return s.scene === "Scene_Map" && s.mapId === 1 && s.messageWaiting; })()`);
  const start = (await game.page.evaluate("({ x: $gamePlayer.x, y: $gamePlayer.y })")) as { x: number; y: number };
  const system = JSON.parse(readFileSync(join(SAMPLE, "data", "System.json"), "utf8"));
  run.check(`new game starts on the hub at (${system.startX},${system.startY}) with its message`, start.x === system.startX && start.y === system.startY ? [] : [`player at (${start.x},${start.y})`]);
  await game.screenshot("01-hub-intro");
  await game.press();
  await game.untilOnMap(1);
  const introShown = await page.evaluate(`$gameSelfSwitches.value([1, ${await game.eventIdNamed("Intro")}, "A"])`);
  run.check("the hub's message shows once (its self switch is on)", introShown ? [] : ["self switch A of the intro is off"]);

  const hub = JSON.parse(readFileSync(join(SAMPLE, "data", "Map001.json"), "utf8")) as { events: ({ id: number; name: string; pages: { list: { code: number; parameters: unknown[] }[] }[] } | null)[] };
  const mapNames = JSON.parse(readFileSync(join(SAMPLE, "data", "MapInfos.json"), "utf8")) as ({ name: string } | null)[];
  const visits: DoorVisit[] = hub.events
    .filter((event): event is NonNullable<typeof event> => event !== null)
    .map((event) => ({ door: event.id, mapId: Number(event.pages[0].list.find((command) => command.code === 201)?.parameters[1] ?? 0) }))
    .filter((visit) => visit.mapId > 1 && (!onlyMaps || onlyMaps.includes(visit.mapId)))
    .map((visit) => ({ ...visit, name: mapNames[visit.mapId]?.name ?? "", layout: noteLayoutName(readMap(visit.mapId).note) }));
  for (const [index, visit] of visits.entries()) await visitDungeon(game, visit, index);
}

async function main(): Promise<number> {
  let args: ReturnType<typeof parseArgs>;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  if (!args.runtime) {
    console.error(`e2e: no runtime given.\n${USAGE}`);
    return 2;
  }
  const runtime = resolve(args.runtime);
  const { problem, version } = checkRuntime(runtime);
  if (problem) {
    console.error(`e2e: ${problem}\n${USAGE}`);
    return 2;
  }
  if (!existsSync(args.plugin)) {
    console.error(`e2e: ${args.plugin} is missing: run npm run build first`);
    return 2;
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`e2e: ${CHROMIUM} is missing (apt-get install chromium)`);
    return 2;
  }
  const game = stageGame(runtime, SAMPLE, args.plugin);
  mkdirSync(args.out, { recursive: true });
  console.log(`e2e: RPG Maker MZ ${version} runtime from ${runtime}, staged in ${game}`);
  const server = await serveFolder(game);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const run = new Run();
  try {
    await play(browser, server.url, run, args.out, args.maps);
  } catch (error) {
    run.failed.push((error as Error).message);
    console.error(`FAIL ${(error as Error).message}`);
  } finally {
    await browser.close();
    await server.close();
    rmSync(game, { recursive: true, force: true });
  }
  console.log(`\nSummary (RPG Maker MZ ${version}):`);
  for (const line of run.lines) console.log(`  ${line}`);
  console.log(`Screenshots:\n${run.screenshots.map((file) => `  ${file}`).join("\n")}`);
  for (const failure of run.failed) console.log(`FAILED: ${failure}`);
  console.log(`e2e: ${run.passed} passed, ${run.failed.length} failed`);
  return run.failed.length === 0 ? 0 : 1;
}

if (require.main === module) main().then((code) => (process.exitCode = code));
