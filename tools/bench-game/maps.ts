/**
 * The maps `npm run bench:game` plays, written into the staged game (never into the repository):
 * for each layout of the registry and each size a dungeon map with stock decorations, fog and the
 * minimap and 20 events of mixed roles, its twin with fog off (the minimap goes with the fog), and
 * one untagged map per size whose load is the engine's own work.
 */
import type { Size } from "./args";

export interface PlannedMap {
  id: number;
  name: string;
  layout: string | null;
  size: Size;
  fog: boolean;
}

export const FIRST_BENCH_MAP = 101;
const FLOOR_TILE = 2816;
/** The sample project's dungeon tileset. */
const TILESET_ID = 4;
/** 20 events: each role the content places, and plain ones. */
const ROLES = ["Stairs", "Boss", ...Array(6).fill("Treasure"), ...Array(8).fill("Monster"), ...Array(3).fill("Trap"), ""];

export function sizeName(size: Size): string {
  return `${size.width}x${size.height}`;
}

/** Map ids from FIRST_BENCH_MAP: untagged per size, then per layout and size the fog and fog-off maps. */
export function planMaps(layouts: readonly string[], sizes: readonly Size[]): PlannedMap[] {
  const maps: PlannedMap[] = [];
  const add = (map: Omit<PlannedMap, "id">) => maps.push({ ...map, id: FIRST_BENCH_MAP + maps.length });
  for (const size of sizes) add({ name: `untagged ${sizeName(size)}`, layout: null, size, fog: false });
  for (const layout of layouts)
    for (const size of sizes) {
      add({ name: `${layout} ${sizeName(size)}`, layout, size, fog: true });
      add({ name: `${layout} ${sizeName(size)} no fog`, layout, size, fog: false });
    }
  return maps;
}

function mapNote(map: PlannedMap): string {
  if (!map.layout) return "";
  return ["<Dungeon>", `<Dungeon Layout: ${map.layout}>`, "<Dungeon Stock Decorations: on>", `<Dungeon Fog: ${map.fog ? 8 : 0}>`].join("\n");
}

function eventPage(): Record<string, unknown> {
  const off = { selfSwitchCh: "A", selfSwitchValid: false, switch1Id: 1, switch1Valid: false, switch2Id: 1, switch2Valid: false, variableId: 1, variableValid: false, variableValue: 0, actorId: 1, actorValid: false, itemId: 1, itemValid: false };
  return {
    conditions: off,
    directionFix: false,
    image: { tileId: 0, characterName: "", direction: 2, pattern: 0, characterIndex: 0 },
    list: [{ code: 0, indent: 0, parameters: [] }],
    moveFrequency: 3,
    moveRoute: { list: [{ code: 0, parameters: [] }], repeat: true, skippable: false, wait: false },
    moveSpeed: 3,
    moveType: 0,
    priorityType: 1,
    stepAnime: false,
    through: false,
    trigger: 0,
    walkAnime: true,
  };
}

/** The map file as the editor would save it. */
export function mapFile(map: PlannedMap): Record<string, unknown> {
  const { width, height } = map.size;
  const data = new Array(width * height * 6).fill(0);
  data.fill(FLOOR_TILE, 0, width * height);
  const events: (Record<string, unknown> | null)[] = [null];
  if (map.layout)
    ROLES.forEach((role, index) => {
      const id = index + 1;
      events.push({ id, name: role || `Plain ${id}`, note: role ? `<Dungeon Role: ${role}>` : "", pages: [eventPage()], x: id % width, y: Math.floor(id / width) % height });
    });
  const sound = { name: "", pan: 0, pitch: 100, volume: 90 };
  return {
    autoplayBgm: false, autoplayBgs: false, battleback1Name: "", battleback2Name: "", bgm: sound, bgs: sound, disableDashing: false, displayName: map.name,
    encounterList: [], encounterStep: 30, width, height, note: mapNote(map), parallaxLoopX: false, parallaxLoopY: false, parallaxName: "", parallaxShow: true,
    parallaxSx: 0, parallaxSy: 0, scrollType: 0, specifyBattleback: false, tilesetId: TILESET_ID, data, events,
  };
}

/** MapInfos.json with the bench maps added to the project's own. */
export function mapInfos(existing: unknown[], maps: readonly PlannedMap[]): unknown[] {
  const infos = [...existing];
  for (const map of maps) {
    while (infos.length < map.id) infos.push(null);
    infos[map.id] = { id: map.id, expanded: false, name: map.name, order: map.id, parentId: 0, scrollX: 0, scrollY: 0 };
  }
  return infos;
}

/** js/plugins.js with the timing probes around the plugin: the inner one below it in the chain, the outer one above. */
export function pluginsWithProbes(source: string, inner: string, outer: string): string {
  const list = JSON.parse(source.slice(source.indexOf("["), source.lastIndexOf("]") + 1)) as { name: string }[];
  const at = list.findIndex((plugin) => plugin.name === "RandomDungeons");
  const probe = (name: string) => ({ name, status: true, description: "bench:game timing probe", parameters: {} });
  list.splice(at < 0 ? list.length : at + 1, 0, probe(outer));
  list.splice(at < 0 ? 0 : at, 0, probe(inner));
  return `var $plugins =\n${JSON.stringify(list, null, 0)};\n`;
}
