/**
 * Writes sample-project/: the data files to copy over a brand-new RPG Maker MZ project (no engine
 * files, no images). Run with `npx tsx tools/make-sample-project.ts` after changing it.
 *
 * Map001 (the new project's start map; start position 8,6) becomes a small hub with three doors:
 * Map002, a 68×64 <Dungeon> with chests, an NPC and an exit; Map003, a 41×37 one-room dungeon
 * painted with template tiles; Map004, a 256×256 dungeon. All on the stock Dungeon tileset (4).
 * The files have the shape the editor writes.
 */
import { writeFileSync, mkdirSync } from "fs";
import { join } from "path";
import { generateDungeon } from "../src/core";
import { STOCK_DUNGEON_TILES, paintDungeon } from "../src/mz/paint";
import parameters from "../src/header/parameters.json";

const OUT = join(__dirname, "..", "sample-project");
const DUNGEON_TILESET = 4;

type Command = { code: number; indent: number; parameters: unknown[] };
const end: Command = { code: 0, indent: 0, parameters: [] };
const text = (lines: string[], speaker = ""): Command[] => [
  { code: 101, indent: 0, parameters: ["", 0, 0, 2, speaker] },
  ...lines.map((line) => ({ code: 401, indent: 0, parameters: [line] })),
];
const transfer = (mapId: number, x: number, y: number, direction = 2): Command => ({
  code: 201,
  indent: 0,
  parameters: [0, mapId, x, y, direction, 0],
});
const se = (name: string): Command => ({ code: 250, indent: 0, parameters: [{ name, volume: 90, pitch: 100, pan: 0 }] });

interface PageOptions {
  characterName?: string;
  characterIndex?: number;
  direction?: number;
  trigger?: number;
  priorityType?: number;
  selfSwitch?: string;
  list: Command[];
  directionFix?: boolean;
  stepAnime?: boolean;
}

function page(options: PageOptions) {
  return {
    conditions: {
      actorId: 1,
      actorValid: false,
      itemId: 1,
      itemValid: false,
      selfSwitchCh: options.selfSwitch ?? "A",
      selfSwitchValid: Boolean(options.selfSwitch),
      switch1Id: 1,
      switch1Valid: false,
      switch2Id: 1,
      switch2Valid: false,
      variableId: 1,
      variableValid: false,
      variableValue: 0,
    },
    directionFix: options.directionFix ?? false,
    image: {
      tileId: 0,
      characterName: options.characterName ?? "",
      direction: options.direction ?? 2,
      pattern: 0,
      characterIndex: options.characterIndex ?? 0,
    },
    list: [...options.list, end],
    moveFrequency: 3,
    moveRoute: { list: [{ code: 0, parameters: [] }], repeat: true, skippable: false, wait: false },
    moveSpeed: 3,
    moveType: 0,
    priorityType: options.priorityType ?? 1,
    stepAnime: options.stepAnime ?? false,
    through: false,
    trigger: options.trigger ?? 0,
    walkAnime: true,
  };
}

function event(id: number, name: string, x: number, y: number, pages: ReturnType<typeof page>[], note = "") {
  return { id, name, note, pages, x, y };
}

function chest(id: number, x: number, y: number, itemId: number) {
  return event(id, `Chest ${id}`, x, y, [
    page({ characterName: "!Chest", list: [se("Chest1"), { code: 126, indent: 0, parameters: [itemId, 0, 0, 1] }, ...text(["Found an item!"]), { code: 123, indent: 0, parameters: ["A", 0] }] }),
    page({ characterName: "!Chest", direction: 8, selfSwitch: "A", list: [] }),
  ]);
}

function exitDoor(id: number) {
  return event(id, "Exit", 0, 0, [page({ characterName: "!Door1", list: [se("Open1"), transfer(1, 8, 6, 2)] })]);
}

function mapJson(width: number, height: number, note: string, displayName: string, events: unknown[], data?: number[]) {
  return {
    autoplayBgm: false,
    autoplayBgs: false,
    battleback1Name: "",
    battleback2Name: "",
    bgm: { name: "", pan: 0, pitch: 100, volume: 90 },
    bgs: { name: "", pan: 0, pitch: 100, volume: 90 },
    disableDashing: false,
    displayName,
    encounterList: [],
    encounterStep: 30,
    height,
    note,
    parallaxLoopX: false,
    parallaxLoopY: false,
    parallaxName: "",
    parallaxShow: true,
    parallaxSx: 0,
    parallaxSy: 0,
    scrollType: 0,
    specifyBattleback: false,
    tilesetId: DUNGEON_TILESET,
    width,
    data: data ?? new Array(width * height * 6).fill(0),
    events: [null, ...events],
  };
}

/** The hub: one room painted by the plugin's own painter (a fixed seed), stored as plain tiles. */
function hubMap() {
  const width = 20;
  const height = 15;
  const result = generateDungeon(width, height, { borderX: 3, borderY: 4 }, 1);
  if (!result.ok) throw new Error(result.reason);
  const data = new Array(width * height * 6).fill(0);
  paintDungeon(data, result.dungeon, { tiles: STOCK_DUNGEON_TILES, roomRegion: 0, corridorRegion: 0 });
  const door = (id: number, x: number, label: string, mapId: number) =>
    event(id, label, x, 3, [page({ characterName: "!Door1", list: [se("Open1"), transfer(mapId, 0, 0, 2)] })]);
  const guide = event(4, "Guide", 12, 7, [
    page({
      characterName: "People1",
      characterIndex: 0,
      list: text([
        "Each door leads to a random dungeon that changes",
        "every time you enter. Menus, battles and saves keep it.",
        "Left: 68×64 with chests · Middle: one room · Right: 256×256",
      ]),
    }),
  ]);
  return mapJson(width, height, "", "Hub", [door(1, 5, "To Map002", 2), door(2, 9, "To Map003", 3), door(3, 13, "To Map004", 4), guide], data);
}

function templateData(width: number, height: number): number[] {
  const data = new Array(width * height * 6).fill(0);
  // Row 0, x = 0, 1, 2: void, floor, wall — the second A4 ceiling, the second A2 ground, its wall.
  data[0] = 5888 + 48 * 1;
  data[1] = 2816 + 48 * 1;
  data[2] = 5888 + 48 * 9;
  return data;
}

function write(name: string, value: unknown): void {
  writeFileSync(join(OUT, name), JSON.stringify(value));
}

function mapInfo(id: number, name: string) {
  return { id, expanded: false, name, order: id, parentId: 0, scrollX: 640, scrollY: 360 };
}

function pluginsJs(): string {
  const params = Object.fromEntries(parameters.map((spec) => [spec.name, String(spec.default)]));
  const entry = { name: "RandomDungeons", status: true, description: "Maps tagged <Dungeon> become a fresh random dungeon on every entry.", parameters: params };
  return `// Generated by RPG Maker.\n// Do not edit this file directly.\nvar $plugins =\n[\n${JSON.stringify(entry)}\n];\n`;
}

function main(): void {
  mkdirSync(join(OUT, "data"), { recursive: true });
  mkdirSync(join(OUT, "js"), { recursive: true });
  write("data/Map001.json", hubMap());
  write(
    "data/Map002.json",
    mapJson(68, 64, "<Dungeon>", "Shifting Cave", [
      chest(1, 0, 0, 1),
      chest(2, 0, 0, 2),
      chest(3, 0, 0, 3),
      event(4, "Wanderer", 0, 0, [page({ characterName: "People1", characterIndex: 1, list: text(["This cave is never the same twice.", "Leave and come back to see."]) })]),
      exitDoor(5),
    ]),
  );
  write(
    "data/Map003.json",
    mapJson(41, 37, "<Dungeon>\nTemplate tiles at x = 0, 1, 2 of row 0 choose the void, floor and wall.", "One Room", [chest(1, 0, 0, 4), exitDoor(2)], templateData(41, 37)),
  );
  write(
    "data/Map004.json",
    mapJson(256, 256, "<Dungeon>\n<Dungeon Room Chance: 80>", "Great Labyrinth", [
      ...Array.from({ length: 12 }, (_, i) => chest(i + 1, 0, 0, 1 + (i % 3))),
      exitDoor(13),
    ]),
  );
  write("data/MapInfos.json", [null, mapInfo(1, "Hub"), mapInfo(2, "Shifting Cave"), mapInfo(3, "One Room"), mapInfo(4, "Great Labyrinth")]);
  writeFileSync(join(OUT, "js", "plugins.js"), pluginsJs());
}

main();
