/**
 * The sample project as a game maker gets it: the committed files are what the script writes,
 * and they are complete enough to start on a brand-new MZ project at the hub — System.json with
 * every field a new project has and the start on hub floor, the chests' items in Items.json, a
 * hub that explains itself once, doors the player can reach.
 */
import { existsSync, readFileSync, readdirSync } from "fs";
import { join } from "path";
import { SAMPLE_ITEMS, sampleProjectFiles } from "../../tools/make-sample-project";
import { walkableFrom } from "../mz/passability";

const ROOT = join(__dirname, "..", "..");
const SAMPLE = join(ROOT, "sample-project");
const files = sampleProjectFiles();
const read = (name: string) => JSON.parse(readFileSync(join(SAMPLE, name), "utf8"));
const stockTilesets = JSON.parse(readFileSync(join(ROOT, "test", "fixtures", "stock-Tilesets.json"), "utf8"));

/** The top-level fields of System.json in a new MZ 1.x project (as the editor writes them). */
const NEW_PROJECT_SYSTEM_FIELDS = [
  "advanced", "airship", "armorTypes", "attackMotions", "battleBgm", "battleback1Name", "battleback2Name", "battlerHue", "battlerName",
  "battleSystem", "boat", "currencyUnit", "defeatMe", "editMapId", "elements", "equipTypes", "gameTitle", "gameoverMe", "itemCategories",
  "locale", "magicSkills", "menuCommands", "optAutosave", "optDisplayTp", "optDrawTitle", "optExtraExp", "optFloorDeath", "optFollowers",
  "optKeyItemsNumber", "optSideView", "optSlipDeath", "optTransparent", "partyMembers", "ship", "skillTypes", "sounds", "startMapId",
  "startX", "startY", "switches", "terms", "testBattlers", "testTroopId", "title1Name", "title2Name", "titleBgm", "titleCommandWindow",
  "variables", "versionId", "victoryMe", "weaponTypes", "windowTone", "editor", "faceSize", "iconSize", "optSplashScreen",
  "optMessageSkip", "tileSize",
];
const MESSAGE_FIELDS = 53; // terms.messages of MZ 1.x

interface Command { code: number; parameters: unknown[] }
interface EventPage { trigger: number; list: Command[]; conditions: { selfSwitchValid: boolean; selfSwitchCh: string } }
interface MapEvent { id: number; name: string; x: number; y: number; pages: EventPage[] }

test("the committed files are exactly what tools/make-sample-project.ts writes", () => {
  for (const [name, content] of files) expect([name, readFileSync(join(SAMPLE, name), "utf8")]).toEqual([name, content]);
  const shipped = readdirSync(join(SAMPLE, "data")).sort();
  expect(shipped).toEqual([...files.keys()].filter((name) => name.startsWith("data/")).map((name) => name.slice(5)).sort());
});

test("data only: no Tilesets.json (a new project has the stock one), no engine files, images or audio", () => {
  expect(existsSync(join(SAMPLE, "data", "Tilesets.json"))).toBe(false);
  for (const folder of ["img", "audio", "fonts", "css", "effects", "js/libs"]) expect(existsSync(join(SAMPLE, folder))).toBe(false);
  for (const id of [1, 2, 3, 4]) expect(read(`data/Map00${id}.json`).tilesetId).toBe(4);
});

describe("System.json", () => {
  const system = read("data/System.json");

  test("has every field of a new MZ project, complete terms and 24 system sounds", () => {
    expect(Object.keys(system).sort()).toEqual([...NEW_PROJECT_SYSTEM_FIELDS].sort());
    expect(system.terms.basic).toHaveLength(10);
    expect(system.terms.commands).toHaveLength(26);
    expect(system.terms.params).toHaveLength(10);
    expect(Object.keys(system.terms.messages)).toHaveLength(MESSAGE_FIELDS);
    expect(system.sounds).toHaveLength(24);
    for (const sound of system.sounds) expect(sound.name).toMatch(/^[A-Z][A-Za-z]+\d*$/);
    expect(system.partyMembers).toEqual([1]);
  });

  test("starts on Map001 on floor from which all three doors can be reached", () => {
    const hub = read("data/Map001.json");
    expect(system.startMapId).toBe(1);
    const flags = stockTilesets[hub.tilesetId].flags;
    const walkable = walkableFrom(hub.data, hub.width, hub.height, flags, system.startX, system.startY);
    expect(walkable[system.startY * hub.width + system.startX]).toBe(1);
    const doors = (hub.events as (MapEvent | null)[]).filter((event): event is MapEvent => event !== null && event.name.startsWith("To "));
    expect(doors).toHaveLength(3);
    for (const door of doors) {
      // A door stands on the wall face; the player reaches it from the floor tile just below.
      expect([door.name, walkable[(door.y + 1) * hub.width + door.x]]).toEqual([door.name, 1]);
      const transfer = door.pages[0].list.find((command) => command.code === 201);
      expect(transfer?.parameters[1]).toBe(Number(door.name === "To Shifting Cave" ? 2 : door.name === "To One Room" ? 3 : 4));
    }
  });
});

test("the hub explains itself once: an autorun page that sets its self switch, naming each dungeon", () => {
  const hub = read("data/Map001.json");
  const intro = (hub.events as (MapEvent | null)[]).find((event) => event?.name === "Intro")!;
  expect(intro.pages[0].trigger).toBe(3); // autorun
  const words = intro.pages[0].list.filter((command) => command.code === 401).map((command) => command.parameters[0]).join(" ");
  for (const what of ["68×64", "template tiles", "256×256", "Left", "Middle", "Right"]) expect(words).toContain(what);
  expect(intro.pages[0].list.filter((command) => command.code === 101)).toHaveLength(1); // one message
  expect(intro.pages[0].list).toContainEqual(expect.objectContaining({ code: 123, parameters: ["A", 0] }));
  expect(intro.pages[1].conditions).toMatchObject({ selfSwitchValid: true, selfSwitchCh: "A" });
  expect(intro.pages[1].list.filter((command) => command.code !== 0)).toHaveLength(0);
});

test("every item a chest gives is in Items.json with its name, and the chest says that name", () => {
  const items = read("data/Items.json");
  expect(items[0]).toBeNull();
  for (const item of SAMPLE_ITEMS) expect(items[item.id]).toMatchObject({ id: item.id, name: item.name });
  for (const id of [2, 3, 4]) {
    for (const event of read(`data/Map00${id}.json`).events as (MapEvent | null)[]) {
      for (const command of event?.pages[0].list ?? []) {
        if (command.code !== 126) continue;
        const item = items[command.parameters[0] as number];
        expect(item?.name).toBeTruthy();
        const said = event!.pages[0].list.filter((line) => line.code === 401).map((line) => line.parameters[0]);
        expect(said).toContain(`Found ${item.name}!`);
      }
    }
  }
});

test("each dungeon's exit leads back to the hub's start", () => {
  const system = read("data/System.json");
  for (const id of [2, 3, 4]) {
    const exit = (read(`data/Map00${id}.json`).events as (MapEvent | null)[]).find((event) => event?.name === "Exit")!;
    expect(exit.pages[0].list.find((command) => command.code === 201)?.parameters.slice(1, 4)).toEqual([1, system.startX, system.startY]);
  }
});
