/**
 * Writes sample-project/: the data files to copy over a brand-new RPG Maker MZ project (no engine
 * files, no images, no audio). Run with `npm run sample-project` after changing it.
 *
 * Map001 is a small hub (the start map; System.json puts the player in its middle) with one door
 * per dungeon map, left to right: three of the cells layout — Map002, a 68×64 <Dungeon> with
 * chests, an NPC and an exit; Map003, a 41×37 one-room dungeon painted with template tiles;
 * Map004, a 256×256 dungeon — then one small map per other layout: Map005 digger, Map006 maze,
 * Map007 rooms, Map008 nodes, Map009 crawlers — and last Map010, the Tower: a run of five floors
 * with event templates (stairs, treasure, bats, a locked gate and its key), fog of war, a minimap
 * and stock decorations. Map011 has no door: it is the set-piece map (a shrine, a treasure vault,
 * a boss arena painted as the editor paints them, tools/sample/set-pieces-map.ts) from which the
 * Tower and the Crawler Halls take their set pieces.
 * All on the stock Dungeon tileset (4), which every new project has,
 * so Tilesets.json is not shipped. System.json and
 * Items.json are complete files of our own (start position, terms, sounds, the chests' items);
 * every image and sound they name is a stock (RTP) file of a new project.
 * The files have the shape the editor writes.
 */
import { writeFileSync, mkdirSync } from "fs";
import { dirname, join } from "path";
import { generateDungeon } from "../src/core";
import { STOCK_DUNGEON_TILES, paintDungeon } from "../src/mz/paint";
import { PARAMETER_TABLE as parameters } from "../src/header/parameter-table";
import { SET_PIECE_MAP_HEIGHT, SET_PIECE_MAP_WIDTH, paintSetPieceMap } from "./sample/set-pieces-map";

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
/** Plugin Command (MZ): code 357 with the plugin, command, its text and the arguments as strings. */
const pluginCommand = (command: string, text: string, args: Record<string, string>, indent = 0): Command => ({
  code: 357,
  indent,
  parameters: ["RandomDungeons", command, text, args],
});
const indented = (commands: Command[], indent: number): Command[] => commands.map((command) => ({ ...command, indent }));
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
  /** 0 fixed, 1 random (the bats). */
  moveType?: number;
  /** The page shows only while this variable is at least `value`. */
  variableAtLeast?: { id: number; value: number };
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
      variableId: options.variableAtLeast?.id ?? 1,
      variableValid: Boolean(options.variableAtLeast),
      variableValue: options.variableAtLeast?.value ?? 0,
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
    moveType: options.moveType ?? 0,
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

const selfSwitchOn = (letter: string): Command => ({ code: 123, indent: 0, parameters: [letter, 0] });

/** The chests' items (Items.json): a new project's own items are replaced, so ours have names. */
export const SAMPLE_ITEMS = [
  { id: 1, name: "Cave Herb", iconIndex: 176, description: "Restores 100 HP to one ally.", effect: { code: 11, value2: 100 }, price: 40 },
  { id: 2, name: "Blue Drop", iconIndex: 177, description: "Restores 50 MP to one ally.", effect: { code: 12, value2: 50 }, price: 80 },
  { id: 3, name: "Lantern Oil", iconIndex: 178, description: "Restores 300 HP to one ally.", effect: { code: 11, value2: 300 }, price: 150 },
  { id: 4, name: "Room Key", iconIndex: 195, description: "Found in the one-room dungeon. Opens nothing yet.", effect: null, price: 0 },
  { id: 5, name: "Tower Key", iconIndex: 195, description: "Opens the locked gate of one tower floor.", effect: null, price: 0 },
  { id: 6, name: "Labyrinth Key", iconIndex: 195, description: "Opens the gate of the Great Labyrinth.", effect: null, price: 0 },
  { id: 7, name: "Vault Key", iconIndex: 195, description: "Opens the treasure vault of the Crawler Halls.", effect: null, price: 0 },
] as const;

function itemJson(item: (typeof SAMPLE_ITEMS)[number]) {
  const usable = item.effect !== null;
  return {
    id: item.id,
    animationId: 0,
    consumable: usable,
    damage: { critical: false, elementId: 0, formula: "0", type: 0, variance: 20 },
    description: item.description,
    effects: usable ? [{ code: item.effect.code, dataId: 0, value1: 0, value2: item.effect.value2 }] : [],
    hitType: 0,
    iconIndex: item.iconIndex,
    itypeId: usable ? 1 : 2, // 1 regular item, 2 key item
    name: item.name,
    note: "",
    occasion: usable ? 0 : 3, // 0 always, 3 never
    price: item.price,
    repeats: 1,
    scope: usable ? 7 : 0, // 7 one ally
    speed: 0,
    successRate: 100,
    tpGain: 0,
  };
}

function chest(id: number, x: number, y: number, itemId: number, note = "", name = `Chest ${id}`) {
  const item = SAMPLE_ITEMS[itemId - 1];
  return event(id, name, x, y, [
    page({ characterName: "!Chest", list: [se("Chest1"), { code: 126, indent: 0, parameters: [itemId, 0, 0, 1] }, ...text([`Found ${item.name}!`]), selfSwitchOn("A")] }),
    page({ characterName: "!Chest", direction: 8, selfSwitch: "A", list: [] }),
  ], note);
}

function exitDoor(id: number, hub: HubLayout, note = "") {
  return event(id, "Exit", 0, 0, [page({ characterName: "!Door1", list: [se("Open1"), transfer(1, hub.start.x, hub.start.y, 2)] })], note);
}

/** The game variable the sample's plugin settings name as Floor Variable (System.json calls it "Floor"). */
export const FLOOR_VARIABLE = 1;
/** The tower's top floor: its stairs lead home instead of up. */
export const TOWER_FLOORS = 5;
/** The item the tower's key chest gives and its gate takes. */
const TOWER_KEY = 5;

/**
 * A gate that opens with the key item `keyItem` (taken on opening): a Lock 1 template (`note`
 * may add a Place). Open, its second page lies below the characters, so the player walks through.
 */
function lockedGate(id: number, keyItem: number, name = "Gate", place = "") {
  return event(id, name, 0, 0, [
    page({
      characterName: "!Door2",
      characterIndex: 1,
      list: branch(
        [8, keyItem], // the party has the key
        [se("Open1"), { code: 126, indent: 1, parameters: [keyItem, 1, 0, 1] }, { ...selfSwitchOn("A"), indent: 1 }],
        [...text(["The gate is locked. Its key lies somewhere on this floor."])],
      ),
    }),
    page({ selfSwitch: "A", priorityType: 0, list: [] }),
  ], place ? `<Dungeon Role: Lock 1>\n${place}` : "<Dungeon Role: Lock 1>");
}

/** The item the Crawler Halls' vault key chest gives and the vault's door takes. */
const VAULT_KEY = 7;

/** The Labyrinth Key's item id (the Great Labyrinth's gate). */
const LABYRINTH_KEY = 6;

/** Conditional Branch (code 111) with its Else (411) and end (412); `condition` is the branch's parameters. */
function branch(condition: unknown[], then: Command[], otherwise: Command[]): Command[] {
  return [
    { code: 111, indent: 0, parameters: condition },
    ...indented([...then, end], 1),
    { code: 411, indent: 0, parameters: [] },
    ...indented([...otherwise, end], 1),
    { code: 412, indent: 0, parameters: [] },
  ];
}

/**
 * The tower's events, each a template read from its note (the plugin's content tags): the stairs
 * (up a floor by NextFloor, home from the top), the exit beside the arrival, 2-4 chests in dead
 * ends, bats away from the arrival (2-3 on floors 1-2, one more every second floor), a gate on a doorway of the way up and its key before it,
 * and on the top floor a guardian at the stairs.
 */
function towerEvents(hub: HubLayout) {
  const stairs = event(1, "Stairs", 0, 0, [
    page({
      characterName: "!Door2",
      list: branch(
        [1, FLOOR_VARIABLE, 0, TOWER_FLOORS, 4], // variable Floor < 5
        [se("Move1"), pluginCommand("NextFloor", "Next floor", { mapId: "0", direction: "0", fade: "0" }, 1)],
        [...text(["The top of the tower. The way leads home."]), transfer(1, hub.start.x, hub.start.y, 2)],
      ),
    }),
  ], "<Dungeon Role: Stairs>");
  const bat = event(4, "Bat", 0, 0, [
    page({
      characterName: "Monster",
      characterIndex: 1,
      trigger: 2, // event touch
      moveType: 1,
      stepAnime: true,
      list: [...text(["A bat! It flutters off into the dark."]), { code: 214, indent: 0, parameters: [] }],
    }),
  ], "<Dungeon Role: Monster>\n<Dungeon Spawn: 2-3 +1/2floors>");
  const gate = lockedGate(5, TOWER_KEY);
  // The guardian of the top floor: its one page shows only when Floor ≥ 5; below, the event has no
  // page, so it is neither seen nor in the way (the plugin still gives it a tile at the stairs' gate).
  const guardian = event(7, "Guardian", 0, 0, [
    page({
      characterName: "Monster",
      characterIndex: 5,
      direction: 2,
      variableAtLeast: { id: FLOOR_VARIABLE, value: TOWER_FLOORS },
      list: [...text(["The tower's guardian bars the way to the top!", "...It looks you over, and steps aside."]), { code: 214, indent: 0, parameters: [] }],
    }),
  ], "<Dungeon Role: Boss>");
  return [
    stairs,
    exitDoor(2, hub, "<Dungeon Role: Entrance>"),
    chest(3, 0, 0, 3, "<Dungeon Role: Treasure>\n<Dungeon Spawn: 2-4>", "Chest"),
    bat,
    gate,
    chest(6, 0, 0, TOWER_KEY, "<Dungeon Role: Key 1>", "Chest with the key"),
    guardian,
  ];
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

/** Where the hub's pieces stand, derived from its one room so a change in the generator moves them along. */
export interface HubLayout {
  width: number;
  height: number;
  data: number[];
  /** The player's start: the middle of the room. */
  start: { x: number; y: number };
  /** Door tiles on the wall face just above the room's top row, left to right, one per dungeon map. */
  doors: { x: number; y: number }[];
}

/** Doors stand every other tile, with this many floor columns free at each end of the row. */
const DOOR_PITCH = 2;
const DOOR_MARGIN = 2;

/**
 * The hub: one room painted by the plugin's own painter (a fixed seed), stored as plain tiles,
 * just wide enough for `doorCount` doors (17 floor columns for seven: the width of the screen).
 */
export function hubLayout(doorCount: number): HubLayout {
  const borderX = 3;
  const roomWidth = 2 * DOOR_MARGIN + DOOR_PITCH * (doorCount - 1) + 1;
  const width = Math.max(20, roomWidth + 2 * borderX);
  const height = 15;
  const result = generateDungeon(width, height, { borderX, borderY: 4 }, 1);
  if (!result.ok) throw new Error(result.reason);
  const rooms = result.dungeon.layout.areas.filter((area) => area.kind === "room");
  if (rooms.length !== 1 || result.dungeon.layout.areas.length !== 1) throw new Error(`the hub should be one room, got ${result.dungeon.layout.areas.length} areas`);
  const room = rooms[0].bounds;
  const data = new Array(width * height * 6).fill(0);
  paintDungeon(data, result.dungeon, { tiles: STOCK_DUNGEON_TILES, roomRegion: 0, corridorRegion: 0 });
  const span = DOOR_PITCH * (doorCount - 1);
  const firstX = room.x + Math.floor((room.width - 1 - span) / 2);
  return {
    width,
    height,
    data,
    start: { x: room.x + Math.floor(room.width / 2), y: room.y + Math.floor(room.height / 2) },
    doors: Array.from({ length: doorCount }, (_, index) => ({ x: firstX + DOOR_PITCH * index, y: room.y - 1 })),
  };
}

/** One dungeon map of the sample project, behind one door of the hub. */
interface DungeonMap {
  mapId: number;
  name: string;
  width: number;
  height: number;
  /** The layout the map's note names (`cells` when it names none). */
  layout: string;
  note: string;
  events: (hub: HubLayout) => unknown[];
  data?: number[];
  /** The name shown on entry when it is not `name` ({floor} is the run's floor). */
  displayName?: string;
  /** What the hub's door does before the transfer. */
  onEnter?: Command[];
}

/** Writes `<Dungeon>`, the layout tag when it is not the default, and any further note lines. */
function dungeonNote(layout: string, ...more: string[]): string {
  return ["<Dungeon>", ...(layout === "cells" ? [] : [`<Dungeon Layout: ${layout}>`]), ...more].join("\n");
}

/**
 * An ASCII vault for the digger (src/core/prefab.ts: # wall, . floor, + door, @ where it joins the
 * dungeon): a small shrine the digger places whole, at most twice per map (Vault Max).
 */
const SHRINE_VAULT = ["<Dungeon Vaults>", "Shrine", "###@###", "#.....#", "#..+..#", "@.....@", "#.....#", "###@###", "</Dungeon Vaults>"];

/** The set-piece map: a shrine, a treasure vault and a boss arena, painted in the editor (Map011). */
export const SET_PIECE_MAP_ID = 11;
const SET_PIECE_MAP_NAME = "Set Pieces";
/** The note tag by which a dungeon map takes its pieces from the set-piece map. */
const SET_PIECES_TAG = `<Dungeon Set Pieces: ${SET_PIECE_MAP_ID}>`;

/** The dungeon maps in door order, left to right. */
export const DUNGEON_MAPS: readonly DungeonMap[] = [
  {
    mapId: 2,
    name: "Shifting Cave",
    width: 68,
    height: 64,
    layout: "cells",
    note: dungeonNote("cells", "<Dungeon Fog: 8>"),
    events: (hub) => [
      chest(1, 0, 0, 1),
      chest(2, 0, 0, 2),
      chest(3, 0, 0, 3),
      event(4, "Wanderer", 0, 0, [page({ characterName: "People1", characterIndex: 1, list: text(["This cave is never the same twice.", "Leave and come back to see."]) })]),
      exitDoor(5, hub),
    ],
  },
  {
    mapId: 3,
    name: "One Room",
    width: 41,
    height: 37,
    layout: "cells",
    note: dungeonNote("cells", "Template tiles at x = 0, 1, 2 of row 0 choose the void, floor and wall."),
    events: (hub) => [chest(1, 0, 0, 4), exitDoor(2, hub)],
    data: templateData(41, 37),
  },
  {
    mapId: 4,
    name: "Great Labyrinth",
    width: 256,
    height: 256,
    layout: "cells",
    note: dungeonNote("cells", "<Dungeon Room Chance: 80>"),
    events: (hub) => [
      ...Array.from({ length: 12 }, (_, i) => chest(i + 1, 0, 0, 1 + (i % 3))),
      exitDoor(13, hub),
      // Three-wide corridors have no one-tile passage: the plugin builds a gatehouse for the gate.
      lockedGate(14, LABYRINTH_KEY),
      chest(15, 0, 0, LABYRINTH_KEY, "<Dungeon Role: Key 1>", "Chest with the key"),
    ],
  },
  {
    mapId: 5,
    name: "Digger Depths",
    width: 68,
    height: 64,
    layout: "digger",
    note: dungeonNote("digger", ...SHRINE_VAULT, "A decoration palette is painted in rows 1-6 (see the help, Decorations)."),
    events: (hub) => [chest(1, 0, 0, 1), chest(2, 0, 0, 3), exitDoor(3, hub)],
    data: paletteData(68, 64),
  },
  {
    mapId: 6,
    name: "Winding Maze",
    width: 41,
    height: 37,
    layout: "maze",
    note: dungeonNote("maze"),
    events: (hub) => [chest(1, 0, 0, 2), chest(2, 0, 0, 1), exitDoor(3, hub)],
  },
  {
    mapId: 7,
    name: "Room Chain",
    width: 41,
    height: 37,
    layout: "rooms",
    note: dungeonNote("rooms"),
    events: (hub) => [chest(1, 0, 0, 3), chest(2, 0, 0, 2), exitDoor(3, hub)],
  },
  {
    mapId: 8,
    name: "Node Halls",
    width: 45,
    height: 41,
    layout: "nodes",
    note: dungeonNote("nodes"),
    events: (hub) => [chest(1, 0, 0, 1), chest(2, 0, 0, 2), exitDoor(3, hub)],
  },
  {
    mapId: 9,
    name: "Crawler Halls",
    width: 68,
    height: 64,
    layout: "crawlers",
    note: dungeonNote("crawlers", "<Dungeon Crawler Style: halls>", SET_PIECES_TAG),
    events: (hub) => [
      chest(1, 0, 0, 2),
      chest(2, 0, 0, 3),
      chest(3, 0, 0, 1),
      // The exit is the stairs role, so the boss arena (a set piece <Dungeon Piece At: stairs>) holds it.
      exitDoor(4, hub, "<Dungeon Role: Stairs>"),
      // The set pieces' treasure vault behind a locked door: the lock stands on the vault's one entrance.
      lockedGate(5, VAULT_KEY, "Vault Door", "<Dungeon Place: piece vault>"),
      chest(6, 0, 0, VAULT_KEY, "<Dungeon Role: Key 1>", "Chest with the vault key"),
    ],
  },
  {
    mapId: 10,
    name: "Tower",
    displayName: "Tower {floor}F",
    width: 68,
    height: 64,
    layout: "rooms",
    note: dungeonNote("rooms", "<Dungeon Fog: 6>", "<Dungeon Stock Decorations: on>", SET_PIECES_TAG),
    events: towerEvents,
    onEnter: [pluginCommand("StartRun", "Start run", { seed: "", variable: "0" })],
  },
];

/** One message window: four lines of at most ~58 characters. */
const HUB_INTRO = [
  "Each door leads to a random dungeon, new on every entry.",
  "Left three: a 68×64 cave, one room in template tiles, a",
  "256×256 labyrinth; then digger, maze, rooms, nodes and",
  "crawlers. Last: a five-floor tower in the fog. Talk to me!",
];

/** The guide says more, door by door. */
const GUIDE_TALK = [
  [
    "Doors 1–3 use the cells layout: a 68×64 cave in fog (Tab:",
    "minimap) with chests, a wanderer and an exit; one room in",
    "template tiles; a 256×256 labyrinth with a locked gate.",
  ],
  [
    "Door 4: digger — rooms, caves, tunnels and round halls.",
    "Door 5: maze — a maze of wide paths.",
    "Door 6: rooms — a chain of rooms joined by doorways.",
    "Door 7: nodes — halls built from tiles of one size.",
  ],
  [
    "Door 8: crawlers — halls walled in by wall crawlers.",
    "Door 9: the Tower, five new floors on every climb, in fog",
    "with a minimap (Tab). Its chests, bats, gate and key are",
    "event templates the plugin copies and places.",
  ],
];

function hubMap(hub: HubLayout) {
  const doors = DUNGEON_MAPS.map((target, index) =>
    event(index + 1, `To ${target.name}`, hub.doors[index].x, hub.doors[index].y, [
      page({ characterName: "!Door1", list: [se("Open1"), ...(target.onEnter ?? []), transfer(target.mapId, 0, 0, 2)] }),
    ]),
  );
  const next = doors.length + 1;
  const guide = event(next, "Guide", hub.start.x + 3, hub.start.y + 1, [page({ characterName: "People1", characterIndex: 0, list: GUIDE_TALK.flatMap((lines) => text(lines)) })]);
  // Shows the intro once when the game starts: an autorun page that turns on its own self switch
  // A, and a second page (condition A) that does nothing.
  const intro = event(next + 1, "Intro", hub.start.x - 4, hub.start.y + 2, [
    page({ trigger: 3, priorityType: 0, list: [...text(HUB_INTRO), selfSwitchOn("A")] }),
    page({ selfSwitch: "A", priorityType: 0, list: [] }),
  ]);
  return mapJson(hub.width, hub.height, "", "Hub", [...doors, guide, intro], hub.data);
}

/**
 * A decoration palette painted in rows 1–6 of an otherwise empty map, with the stock Dungeon
 * tileset's own tiles (see the plugin's help, "Decorations"): on the first A2 ground — a boulder,
 * bones, a tall rock (1×2) and a 2×2 mound as floor decorations; on the first A4 wall side — moss
 * and a fern as wall decorations; and the dirt cave's dark ground alone as the floor variant.
 */
function paletteData(width: number, height: number): number[] {
  const area = width * height;
  const data = new Array(area * 6).fill(0);
  const FLOOR = 2816;
  const WALL_SIDE = 6272;
  const DARK_GROUND = 2912;
  const WATER = 2048; // the stock Dungeon tileset's first A1 water
  const paint = (x: number, y: number, ground: number, upper = 0) => {
    data[y * width + x] = ground;
    data[2 * area + y * width + x] = upper; // B tiles go on z2, as the editor puts them
  };
  paint(2, 1, FLOOR, 40); // boulder
  paint(4, 1, FLOOR, 242); // bones
  paint(6, 1, FLOOR, 48); // tall rock: top …
  paint(6, 2, FLOOR, 56); // … and foot
  paint(8, 1, FLOOR, 200); // mound, 2×2
  paint(9, 1, FLOOR, 201);
  paint(8, 2, FLOOR, 208);
  paint(9, 2, FLOOR, 209);
  paint(2, 4, WALL_SIDE, 1); // moss
  paint(4, 4, WALL_SIDE, 9); // fern
  paint(2, 6, DARK_GROUND); // floor variant: painted alone
  paint(4, 6, WATER); // a floor variant no one can walk on: drawn as lakes that never cut the floor
  return data;
}

function templateData(width: number, height: number): number[] {
  const data = new Array(width * height * 6).fill(0);
  // Row 0, x = 0, 1, 2: void, floor, wall — the second A4 ceiling, the second A2 ground, its wall.
  data[0] = 5888 + 48 * 1;
  data[1] = 2816 + 48 * 1;
  data[2] = 5888 + 48 * 9;
  return data;
}

const audio = (name: string, volume = 90) => ({ name, pan: 0, pitch: 100, volume });

/** Sound effects in the engine's fixed order (cursor, ok, cancel, buzzer, equip, save, load, battle start, …). */
const SYSTEM_SOUNDS = [
  "Cursor3", "Decision2", "Cancel2", "Buzzer1", "Equip1", "Save2", "Load2", "Battle1", "Run", "Attack3", "Damage4", "Collapse1",
  "Collapse2", "Collapse3", "Damage5", "Collapse4", "Recovery", "Miss", "Evasion1", "Evasion2", "Reflection", "Shop1", "Item3", "Item3",
];

/** Words the engine shows; each %n is filled in by the engine as its own English terms are. */
const MESSAGES = {
  alwaysDash: "Always Dash",
  commandRemember: "Command Remember",
  touchUI: "Touch UI",
  bgmVolume: "BGM Volume",
  bgsVolume: "BGS Volume",
  meVolume: "ME Volume",
  seVolume: "SE Volume",
  possession: "Possession",
  expTotal: "Current %1",
  expNext: "To Next %1",
  saveMessage: "Save to which file?",
  loadMessage: "Load which file?",
  file: "File",
  autosave: "Autosave",
  partyName: "%1's Party",
  emerge: "%1 emerged!",
  preemptive: "%1 got the upper hand!",
  surprise: "%1 was surprised!",
  escapeStart: "%1 has started to escape!",
  escapeFailure: "However, it was unable to escape!",
  victory: "%1 was victorious!",
  defeat: "%1 was defeated.",
  obtainExp: "%1 %2 received!",
  obtainGold: "%1\\G found!",
  obtainItem: "%1 found!",
  levelUp: "%1 is now %2 %3!",
  obtainSkill: "%1 learned!",
  useItem: "%1 uses %2!",
  criticalToEnemy: "An excellent hit!!",
  criticalToActor: "A painful blow!!",
  actorDamage: "%1 took %2 damage!",
  actorRecovery: "%1 recovered %2 %3!",
  actorGain: "%1 gained %2 %3!",
  actorLoss: "%1 lost %2 %3!",
  actorDrain: "%1 was drained of %2 %3!",
  actorNoDamage: "%1 took no damage!",
  actorNoHit: "Miss! %1 took no damage!",
  enemyDamage: "%1 took %2 damage!",
  enemyRecovery: "%1 recovered %2 %3!",
  enemyGain: "%1 gained %2 %3!",
  enemyLoss: "%1 lost %2 %3!",
  enemyDrain: "Drained %2 %3 from %1!",
  enemyNoDamage: "%1 took no damage!",
  enemyNoHit: "Miss! %1 took no damage!",
  evasion: "%1 evaded the attack!",
  magicEvasion: "%1 nullified the magic!",
  magicReflection: "%1 reflected the magic!",
  counterAttack: "%1 counterattacked!",
  substitute: "%1 protected %2!",
  buffAdd: "%1's %2 went up!",
  debuffAdd: "%1's %2 went down!",
  buffRemove: "%1's %2 returned to normal!",
  actionFailure: "There was no effect on %1!",
};

/**
 * A complete System.json with every field a new MZ 1.x project has, our own values: the start on
 * the hub, English terms, stock sounds and music. The type lists (elements, weapon types …) keep
 * a new project's order so its weapons, armors and skills still mean the same.
 */
export function systemJson(hub: HubLayout) {
  const vehicle = (bgm: string, characterIndex: number) => ({ bgm: audio(bgm), characterIndex, characterName: "Vehicle", startMapId: 0, startX: 0, startY: 0 });
  const empty20 = new Array(21).fill("");
  return {
    advanced: {
      gameId: 20240601,
      screenWidth: 816,
      screenHeight: 624,
      uiAreaWidth: 816,
      uiAreaHeight: 624,
      numberFontFilename: "mplus-2p-bold-sub.woff",
      fallbackFonts: "Verdana, sans-serif",
      fontSize: 26,
      mainFontFilename: "mplus-1m-regular.woff",
      screenScale: 1,
      windowOpacity: 192,
      picturesUpperLimit: 100,
    },
    airship: vehicle("Ship3", 3),
    armorTypes: ["", "General Armor", "Magic Armor", "Light Armor", "Heavy Armor", "Small Shield", "Large Shield"],
    attackMotions: [0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 0, 0, 0].map((type, weaponImageId) => ({ type, weaponImageId })),
    battleBgm: audio("Battle1"),
    battleback1Name: "Grassland",
    battleback2Name: "Grassland",
    battlerHue: 0,
    battlerName: "Dragon",
    battleSystem: 0,
    boat: vehicle("Ship1", 0),
    currencyUnit: "G",
    defeatMe: audio("Defeat1"),
    editMapId: 1,
    elements: ["", "Physical", "Fire", "Ice", "Thunder", "Water", "Earth", "Wind", "Light", "Darkness"],
    equipTypes: ["", "Weapon", "Shield", "Head", "Body", "Accessory"],
    gameTitle: "RandomDungeons Sample",
    gameoverMe: audio("Gameover1"),
    itemCategories: [true, true, true, true],
    locale: "en_US",
    magicSkills: [1],
    menuCommands: [true, true, true, true, true, true],
    optAutosave: false,
    optDisplayTp: true,
    optDrawTitle: true,
    optExtraExp: false,
    optFloorDeath: false,
    optFollowers: true,
    optKeyItemsNumber: false,
    optSideView: false,
    optSlipDeath: false,
    optTransparent: false,
    partyMembers: [1],
    ship: vehicle("Ship2", 1),
    skillTypes: ["", "Magic", "Special"],
    sounds: SYSTEM_SOUNDS.map((name) => audio(name)),
    startMapId: 1,
    startX: hub.start.x,
    startY: hub.start.y,
    switches: empty20,
    terms: {
      basic: ["Level", "Lv", "HP", "HP", "MP", "MP", "TP", "TP", "EXP", "EXP"],
      commands: [
        "Fight", "Escape", "Attack", "Guard", "Item", "Skill", "Equip", "Status", "Formation", "Save", "Game End", "Options", "Weapon",
        "Armor", "Key Item", "Equip", "Optimize", "Clear", "New Game", "Continue", null, "To Title", "Cancel", null, "Buy", "Sell",
      ],
      params: ["Max HP", "Max MP", "Attack", "Defense", "M.Attack", "M.Defense", "Agility", "Luck", "Hit", "Evasion"],
      messages: MESSAGES,
    },
    testBattlers: [{ actorId: 1, level: 1, equips: [0, 0, 0, 0, 0] }],
    testTroopId: 1,
    title1Name: "Ruins",
    title2Name: "",
    titleBgm: audio("Theme6"),
    titleCommandWindow: { background: 0, offsetX: 0, offsetY: 0 },
    variables: empty20.map((name, id) => (id === FLOOR_VARIABLE ? "Floor" : name)),
    versionId: 20240601,
    victoryMe: audio("Victory1"),
    weaponTypes: ["", "Dagger", "Sword", "Flail", "Axe", "Whip", "Staff", "Bow", "Crossbow", "Gun", "Claw", "Glove", "Spear"],
    windowTone: [0, 0, 0, 0],
    editor: { messageWidth1: 60, messageWidth2: 47, jsonFormatLevel: 0 },
    faceSize: 144,
    iconSize: 32,
    optSplashScreen: false,
    optMessageSkip: true,
    tileSize: 48,
  };
}

/** Map011's note: what the map is, for the game maker who opens it. */
const SET_PIECE_MAP_NOTE = [
  "Set pieces of the Tower and the Crawler Halls (their notes: <Dungeon Set Pieces: 11>).",
  "A piece is a rectangle painted with region 60, its entrances with region 63 on its edge;",
  "its rules are in the note of its name event. Room for your own pieces below.",
].join("\n");

/**
 * The set-piece map's events, at the spots tools/sample/set-pieces-map.ts paints them for: each
 * piece's rules in the note of an invisible name event (below the characters, so it never blocks).
 */
function setPieceEvents(spots: ReturnType<typeof paintSetPieceMap>["spots"]) {
  const at = (piece: string, spot: string) => spots[piece][spot];
  const nameEvent = (id: number, piece: string, note: string[]) => {
    const { x, y } = at(piece, "name");
    return event(id, `Piece: ${piece}`, x, y, [page({ priorityType: 0, list: [] })], note.join("\n"));
  };
  // A lit flame of !Flame (index 1: candelabras, row of direction 8; index 2: braziers, direction 2), flickering in place.
  const flame = (id: number, name: string, piece: string, spot: string, characterIndex: number, direction: number) => {
    const { x, y } = at(piece, spot);
    return event(id, name, x, y, [page({ characterName: "!Flame", characterIndex, direction, directionFix: true, stepAnime: true, list: [] })]);
  };
  const priest = at("shrine", "priest");
  const chestSpot = at("vault", "chest");
  const warden = at("arena", "warden");
  return [
    nameEvent(1, "shrine", ["<Dungeon Piece: shrine>", "<Dungeon Piece Max: 1>", "<Dungeon Piece Mirror>"]),
    event(2, "Priest", priest.x, priest.y, [
      page({
        characterName: "People2",
        characterIndex: 5, // the nun
        list: [...text(["The shrine's light heals you."]), { code: 314, indent: 0, parameters: [0, 0] }], // Recover All: the whole party
      }),
    ]),
    flame(3, "Candles", "shrine", "leftCandles", 1, 8),
    flame(4, "Candles", "shrine", "rightCandles", 1, 8),
    nameEvent(5, "vault", ["<Dungeon Piece: vault>", "<Dungeon Piece Weight: 2>"]),
    chest(6, chestSpot.x, chestSpot.y, 2, "", "Vault Chest"),
    nameEvent(7, "arena", ["<Dungeon Piece: arena>", "<Dungeon Piece Required>", "<Dungeon Piece At: stairs>"]),
    // The arena's warden (the Tower guardian's pattern, on every floor): it speaks, then steps aside.
    event(8, "Warden", warden.x, warden.y, [
      page({
        characterName: "Monster",
        characterIndex: 6,
        direction: 2,
        list: [...text(["The arena's warden guards the way on!", "...It looks you over, and steps aside."]), { code: 214, indent: 0, parameters: [] }],
      }),
    ]),
    flame(9, "Brazier", "arena", "northWestBrazier", 2, 2),
    flame(10, "Brazier", "arena", "northEastBrazier", 2, 2),
    flame(11, "Brazier", "arena", "southWestBrazier", 2, 2),
    flame(12, "Brazier", "arena", "southEastBrazier", 2, 2),
  ];
}

function setPieceMap() {
  const tiles = paintSetPieceMap();
  return mapJson(SET_PIECE_MAP_WIDTH, SET_PIECE_MAP_HEIGHT, SET_PIECE_MAP_NOTE, "", setPieceEvents(tiles.spots), tiles.data);
}

function mapInfo(id: number, name: string) {
  return { id, expanded: false, name, order: id, parentId: 0, scrollX: 640, scrollY: 360 };
}

function pluginsJs(): string {
  // Headings (the per-layout groups of the Plugin Manager) have no value; the editor stores "" for them.
  const params = Object.fromEntries(parameters.filter((spec) => !spec.noteOnly).map((spec) => [spec.name, spec.default !== undefined ? String(spec.default) : ""]));
  params.floorVariable = String(FLOOR_VARIABLE); // the tower's stairs read the floor there
  const entry = { name: "RandomDungeons", status: true, description: "Maps tagged <Dungeon> become a fresh random dungeon on every entry.", parameters: params };
  return `// Generated by RPG Maker.\n// Do not edit this file directly.\nvar $plugins =\n[\n${JSON.stringify(entry)}\n];\n`;
}

/** Every file of the sample project (path under sample-project/ → content), in a fixed order. */
export function sampleProjectFiles(): Map<string, string> {
  const hub = hubLayout(DUNGEON_MAPS.length);
  const files = new Map<string, string>();
  const json = (name: string, value: unknown) => files.set(name, JSON.stringify(value));
  const mapFile = (mapId: number) => `data/Map${String(mapId).padStart(3, "0")}.json`;
  json(mapFile(1), hubMap(hub));
  for (const map of DUNGEON_MAPS) json(mapFile(map.mapId), mapJson(map.width, map.height, map.note, map.displayName ?? map.name, map.events(hub), map.data));
  json(mapFile(SET_PIECE_MAP_ID), setPieceMap());
  json("data/MapInfos.json", [null, mapInfo(1, "Hub"), ...DUNGEON_MAPS.map((map) => mapInfo(map.mapId, map.name)), mapInfo(SET_PIECE_MAP_ID, SET_PIECE_MAP_NAME)]);
  json("data/System.json", systemJson(hub));
  json("data/Items.json", [null, ...SAMPLE_ITEMS.map(itemJson)]);
  files.set("js/plugins.js", pluginsJs());
  return files;
}

function main(): void {
  for (const [name, content] of sampleProjectFiles()) {
    mkdirSync(dirname(join(OUT, name)), { recursive: true });
    writeFileSync(join(OUT, name), content);
  }
}

if (require.main === module) main();
