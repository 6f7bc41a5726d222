/**
 * What a crawlers map (<Dungeon Layout: crawlers>) hands the core besides the usual options:
 *  - its stage 0, the structure the game maker painted with two region ids (parameters
 *    "Kept Floor Region" and "Structural Wall Region"): one StructureMark per tile, read from the
 *    map file's region layer before the dungeon is painted over it;
 *  - its crawler options with the chosen style (<Dungeon Crawler Style: NAME>) as their base: a
 *    setting set by a note tag, or changed from its default in the plugin parameters, wins over
 *    the style; every other setting takes the style's value.
 * The core never sees region ids or styles' precedence; hooks.ts spreads the result into the request.
 */
import { StructureMark } from "../core/layout/contract";
import { CRAWLER_STYLES, CrawlerStyleName, crawlerStyle } from "../core/layout/crawlers";
import { DungeonSettings, NoteMeta, PARAMETERS, ParameterSpec, ParameterValues, normalizeTagName } from "./settings";

/** The layer of $dataMap.data that holds region ids (engine-facts: z = 5). */
const REGION_LAYER = 5;

/** The names of the crawlers' parameters that read the painted structure. */
export const FLOOR_REGION_PARAMETER = "crawlersFloorRegion";
export const WALL_REGION_PARAMETER = "crawlersWallRegion";
export const STYLE_PARAMETER = "crawlersStyle";

interface PaintedMap {
  width: number;
  height: number;
  data: ArrayLike<number>;
}

/**
 * One StructureMark per tile from the map's region layer: Floor where `floorRegion` is painted,
 * Wall where `wallRegion` is (a region of 0 marks nothing; the same id for both reads as floor,
 * so nothing painted is built over). Null when nothing is painted, or the data is too short.
 */
export function readStructure(map: PaintedMap, floorRegion: number, wallRegion: number): Uint8Array | null {
  const { width, height, data } = map;
  const size = width * height;
  if (!(size > 0) || data.length < size * (REGION_LAYER + 1)) return null;
  const marks = new Uint8Array(size);
  let painted = false;
  const offset = REGION_LAYER * size;
  for (let tile = 0; tile < size; tile++) {
    const region = data[offset + tile];
    if (region === 0) continue;
    if (region === floorRegion) marks[tile] = StructureMark.Floor;
    else if (region === wallRegion) marks[tile] = StructureMark.Wall;
    else continue;
    painted = true;
  }
  return painted ? marks : null;
}

/** The crawlers' layout parameters (group "layout", layout "crawlers"), by option key. */
const CRAWLER_OPTION_SPECS: readonly ParameterSpec[] = PARAMETERS.filter((spec) => spec.group === "layout" && spec.layout === "crawlers");

/** The normalized note-tag names a parameter answers to (as settings.ts matches them). */
function tagNamesOf(spec: ParameterSpec): Set<string> {
  return new Set([spec.name, spec.en.text, spec.key ?? spec.name].map((name) => normalizeTagName(`dungeon${name}`)));
}

/** Keys of the crawler options this map's note sets with a tag of its own. */
function noteSetKeys(meta: NoteMeta): Set<string> {
  const tags = new Set(Object.keys(meta).map(normalizeTagName));
  const keys = new Set<string>();
  for (const spec of CRAWLER_OPTION_SPECS) {
    for (const name of tagNamesOf(spec)) if (tags.has(name)) keys.add(spec.key!);
  }
  return keys;
}

/**
 * The crawler options for this map: the style's values wherever neither the note nor a
 * parameter changed from its default sets the option; the settings' own values elsewhere.
 */
export function styledCrawlerOptions(settings: DungeonSettings, plugin: ParameterValues, meta: NoteMeta): Record<string, number> {
  const style = crawlerStyle(settings.values[STYLE_PARAMETER]) ?? CRAWLER_STYLES.maze;
  const fromNote = noteSetKeys(meta);
  const options: Record<string, number> = { ...settings.layout };
  for (const spec of CRAWLER_OPTION_SPECS) {
    const key = spec.key!;
    const styled = (style as Record<string, number | undefined>)[key];
    if (styled === undefined || fromNote.has(key) || plugin[spec.name] !== spec.default) continue;
    options[key] = styled;
  }
  return options;
}

/** What hooks.ts adds to a crawlers map's request: the styled options and the painted structure. */
export function crawlersRequest(
  map: PaintedMap,
  settings: DungeonSettings,
  plugin: ParameterValues,
  meta: NoteMeta,
): Record<string, unknown> {
  if (settings.layoutName !== "crawlers") return {};
  const floorRegion = Number(settings.values[FLOOR_REGION_PARAMETER] ?? 0);
  const wallRegion = Number(settings.values[WALL_REGION_PARAMETER] ?? 0);
  return { ...styledCrawlerOptions(settings, plugin, meta), structure: readStructure(map, floorRegion, wallRegion) };
}

export type { CrawlerStyleName };
