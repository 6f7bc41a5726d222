/**
 * Plugin parameters and map note tags → validated generator options and paint settings.
 * Parameters are declared once in src/header/parameters.json (the same file builds the Plugin
 * Manager header); a map may override any of them with a note tag that reads like the parameter:
 *   <Dungeon>                      marks the map as a dungeon
 *   <Dungeon Layout: digger>       chooses the layout on this map ("Layout")
 *   <Dungeon Room Chance: 50>      overrides "Room Chance (%)" on this map
 *   <DungeonFloorTile: 2864>       the same, written without spaces
 *   <Dungeon Room Chance: 70 -5/floor>  70 on floor 1, 65 on floor 2 … (clamped to the range; run.ts)
 * Bad values never stop the game: each produces one message naming the value and the default used.
 *
 * Names. Each layout's options are parameters under a group heading named after the layout
 * (@parent). The cells layout's parameters keep the names they had before layouts existed (so old
 * plugin settings still apply); another layout's option KEY is the parameter `<layout><Key>`
 * (diggerCaveChance, roomsRoomMinWidth), with the option's plain text ("Cave Chance", "Room Min
 * Width") — the same text may appear under several layouts. A note tag is matched against the
 * map's chosen layout first, so <Dungeon Room Min Width: 5> sets cells' roomMinWidth on a cells
 * map and roomsRoomMinWidth on a rooms map; a tag of another layout's option is ignored with a
 * warning. wallHeight is one parameter shared by every layout.
 *
 * Features beyond the layouts (content, runs, fog, decorations) declare their parameters in
 * src/header/parts/NAME.parameters.json. Kinds: whole numbers ("number", "variable", "switch"),
 * choices ("select": one of its option values), free text ("text": the feature checks it). An
 * entry with "noteOnly" is a note tag without a Plugin Manager parameter; "tags" lists extra tag
 * names (<Dungeon Fog: 6> for fogRadius). Every value lands in DungeonSettings.values.
 */
import { PARAMETER_TABLE, ParameterEntry, layoutParameterName } from "../header/parameter-table";
import { DEFAULT_LAYOUT, LAYOUT_NAMES, Prefab, findLayout, parsePrefabs } from "../core";
import { PaintSettings } from "./paint";
import { showValue } from "./log";
import { RunSettings, splitFloorStep, stepAt } from "./run";

/** One entry of the parameter table (src/header/parameter-table.ts). */
type TableEntry = ParameterEntry;

/** A whole-number parameter: every parameter but the choices, texts and group headings. */
export interface ParameterSpec extends TableEntry {
  default: number;
  min: number;
  max: number;
}

/** A parameter with a value other than a whole number: a choice among options or free text. */
export interface WordSpec extends TableEntry {
  type: "select" | "text";
  default: string;
}

const TABLE: readonly TableEntry[] = PARAMETER_TABLE;

const NUMBER_TYPES = new Set(["number", "variable", "switch"]);

export const PARAMETERS: readonly ParameterSpec[] = TABLE.filter((entry): entry is ParameterSpec => NUMBER_TYPES.has(entry.type ?? ""));

/** Choices and texts, the Layout choice excepted (it has rules of its own). */
export const WORD_PARAMETERS: readonly WordSpec[] = TABLE.filter(
  (entry): entry is WordSpec => (entry.type === "select" || entry.type === "text") && entry.name !== "layout",
);

/** The name of the Layout parameter (the value of `parameters.layout`). */
export const LAYOUT_PARAMETER = "layout";

/** Every parameter's value by its name: what the plugin parameters give, before note tags (layout: a layout name). */
export type ParameterValues = Readonly<Record<string, number | string>>;

export type { RunSettings };

/** Fog of war and the minimap on this map (src/mz/fog.ts); radius 0 = no fog. */
export interface FogSettings {
  radius: number;
  dimOpacity: number;
  minimapCorner: "topRight" | "topLeft" | "bottomRight" | "bottomLeft" | "off";
  minimapScale: number;
  minimapOpacity: number;
}

/** Decorations on this map (src/mz/decor.ts): the amounts by option key, the stock choice, the tiles named by note tags. */
export interface DecorSettings {
  stock: boolean;
  amounts: Record<DecorAmount, number>;
  /** The texts of <Dungeon Floor Variants>, <Dungeon Floor Tiles>, <Dungeon Wall Tiles>, <Dungeon Void Tiles> ("" when absent). */
  tiles: { variants: string; floor: string; wall: string; void: string };
}

/** The decoration amounts: the core's decoration options (src/core/decor.ts), one parameter each. */
export const DECOR_AMOUNTS = ["decorPatches", "decorPatchRadius", "decorPatchChance", "decorPatchSmoothing", "decorVariantChance", "decorFloorDensity", "decorWallDensity", "decorVoidDensity"] as const;
export type DecorAmount = (typeof DECOR_AMOUNTS)[number];

/** Event content on this map (src/mz/spawn.ts). */
export interface ContentSettings {
  /** What a new dungeon does to the self switches of the map's events. */
  selfSwitches: "reset" | "keep";
}

/** Set pieces on this map (src/mz/pieces.ts): the set-piece maps as written, how many optional pieces, the marking regions. */
export interface PieceSettings {
  /** The map ids as the parameter or <Dungeon Set Pieces> writes them ("11, 14"); pieces.ts reads the list. */
  maps: string;
  count: number;
  region: number;
  entranceRegion: number;
}

/** The values grouped for their users: the chosen layout and its options for the core, tiles and regions for the painter. */
export interface DungeonSettings {
  /** The layout options for the core, by option key (a preset's values applied where nothing the game maker wrote sets them). */
  layout: Record<string, number>;
  /** The layout's name, as the core's registry knows it. */
  layoutName: string;
  paint: PaintSettings;
  /** Where the digger's vaults come from: a map id (0 = none) and the region marking connections there. */
  vaults: { mapId: number; connectionRegion: number };
  runs: RunSettings;
  fog: FogSettings;
  decor: DecorSettings;
  content: ContentSettings;
  pieces: PieceSettings;
  /** Every parameter's value for this map (note tags applied), by parameter name (for the parameters of what layouts read). */
  values: ParameterValues;
  /** The run's floor these settings were read for (per-floor steps in note tags, e.g. "70 -5/floor"). */
  floor: number;
}

export const DEFAULT_VALUES: ParameterValues = Object.freeze({
  [LAYOUT_PARAMETER]: DEFAULT_LAYOUT,
  ...Object.fromEntries(PARAMETERS.map((spec) => [spec.name, spec.default])),
  ...Object.fromEntries(WORD_PARAMETERS.map((spec) => [spec.name, spec.default ?? ""])),
});

export type Warn = (message: string) => void;

/** Map meta as DataManager.extractMetadata makes it: `<Key>` → true, `<Key: value>` → " value". */
export type NoteMeta = Record<string, string | true | undefined>;

/**
 * A note's tags as DataManager.extractMetadata reads them, without touching the map: the plugin
 * reads the note before the engine's own onLoad has run (see hooks.ts). Not a string → no tags.
 */
export function extractNoteMeta(note: unknown): NoteMeta {
  const meta: NoteMeta = {};
  if (typeof note !== "string") return meta;
  const tag = /<([^<>:]+)(:?)([^>]*)>/g;
  for (let match = tag.exec(note); match; match = tag.exec(note)) meta[match[1]] = match[2] === ":" ? match[3] : true;
  return meta;
}

/** The map's meta when something already extracted it, else read from its note. */
export function mapNoteMeta(map: { meta?: unknown; note?: unknown }): NoteMeta {
  return isRecord(map.meta) ? (map.meta as NoteMeta) : extractNoteMeta(map.note);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Case and punctuation do not matter in tag names: "Dungeon Room Chance" = "dungeonroomchance". */
export function normalizeTagName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** True when the parameter is used by that layout (shared parameters by every layout). */
function belongsTo(spec: ParameterSpec, layout: string): boolean {
  return spec.layouts === undefined || spec.layouts.includes(layout);
}

/**
 * Each parameter answers to its name, its Plugin Manager text and its option key:
 * <Dungeon Border Width> = <DungeonBorderX>; <Dungeon Cave Chance> = <Dungeon caveChance> = <Dungeon diggerCaveChance>.
 * Texts and keys repeat across layouts, so a tag may name several parameters; the map's layout picks one.
 */
const TAG_TO_PARAMETERS = new Map<string, ParameterSpec[]>();
for (const spec of PARAMETERS) {
  for (const name of tagNames(spec)) TAG_TO_PARAMETERS.set(name, [...(TAG_TO_PARAMETERS.get(name) ?? []), spec]);
}
const TAG_TO_WORDS = new Map<string, WordSpec>();
for (const spec of WORD_PARAMETERS) for (const name of tagNames(spec)) TAG_TO_WORDS.set(name, spec);

/** The normalized tag names an entry answers to: its name, text, option key and extra tags. */
function tagNames(spec: TableEntry): Set<string> {
  const names = [spec.name, spec.en.text, spec.key ?? spec.name, ...(spec.tags ?? [])];
  return new Set(names.map((name) => normalizeTagName(`dungeon${name}`)));
}

/** Tags that are ours but no parameter: the layout choice and the ASCII vault block's markers. */
const LAYOUT_TAG = normalizeTagName("Dungeon Layout");
const VAULTS_TAG = normalizeTagName("Dungeon Vaults");

/** A tag's text for a parameter: its Plugin Manager text without the "(%)" sign. */
function tagText(spec: ParameterSpec): string {
  return `<Dungeon ${spec.en.text.replace(/ \(%\)$/, "")}>`;
}

/** The note tags a map of this layout understands, for the unknown-tag warning. */
export function knownTags(layout: string): string[] {
  const words = WORD_PARAMETERS.map((spec) => `<Dungeon ${spec.en.text}>`);
  return [...PARAMETERS.filter((spec) => belongsTo(spec, layout)).map(tagText), ...words, "<Dungeon Layout>"];
}

/** How a parameter is named in a warning: cells' and shared ones by their text, others with their layout's heading. */
function parameterLabel(spec: ParameterSpec): string {
  if (spec.layout === undefined || spec.layout === DEFAULT_LAYOUT) return spec.en.text;
  const heading = TABLE.find((entry) => entry.name === spec.parent);
  return `${heading ? heading.en.text : spec.layout}: ${spec.en.text}`;
}

function parseWholeNumber(raw: unknown, spec: ParameterSpec): number | null {
  if (typeof raw !== "string" || !/^\s*[+-]?\d+\s*$/.test(raw)) return null;
  const value = Number(raw) + 0; // "-0" reads as 0, not −0
  return value >= spec.min && value <= spec.max ? value : null;
}

/**
 * A note tag's number on `floor`: a whole number, or one with a per-floor step ("70 -5/floor",
 * "2+1/3floors"). The value on floor 1 must lie in the range; deeper floors are clamped to it.
 */
function parseNoteNumber(raw: unknown, spec: ParameterSpec, floor: number): number | null {
  const step = splitFloorStep(raw);
  if (!step) return parseWholeNumber(raw, spec);
  const base = parseWholeNumber(step.rest, spec);
  return base === null ? null : Math.min(spec.max, Math.max(spec.min, base + stepAt(step, floor)));
}

function describeProblem(where: string, raw: unknown, spec: ParameterSpec, fallback: number): string {
  const shown = raw === true ? "(no value)" : showValue(typeof raw === "string" ? raw.trim() : raw);
  return `${where} = ${shown} is not a whole number from ${spec.min} to ${spec.max}; using ${fallback}`;
}

/** A choice's option value as written (any case, spaces around), or null; a text as trimmed. */
function parseWord(raw: unknown, spec: WordSpec): string | null {
  if (typeof raw !== "string") return null;
  if (spec.type === "text") return raw.trim();
  const wanted = raw.trim().toLowerCase();
  return spec.options?.find((option) => option.value.toLowerCase() === wanted)?.value ?? null;
}

function describeWordProblem(where: string, raw: unknown, spec: WordSpec, fallback: string): string {
  const shown = raw === true ? "(no value)" : showValue(typeof raw === "string" ? raw.trim() : raw);
  // A text has no options to list (a tag without a value is the usual way to get here).
  if (spec.type === "text") return `${where} = ${shown} is not a text; using ${showValue(fallback)}`;
  const known = (spec.options ?? []).map((option) => option.value).join(", ");
  return `${where} = ${shown} is not one of ${known}; using ${fallback}`;
}

function toDungeonSettings(values: Record<string, number | string>, layoutName: string, floor: number, options: Record<string, number>): DungeonSettings {
  const number = (name: string) => values[name] as number;
  return {
    layout: options,
    layoutName,
    paint: {
      tiles: { voidTile: number("voidTile"), floorTile: number("floorTile"), wallTile: number("wallTile") },
      roomRegion: number("roomRegion"),
      corridorRegion: number("corridorRegion"),
    },
    vaults: { mapId: number("vaultMap"), connectionRegion: number("vaultRegion") },
    ...featureSettings(values),
    values: Object.freeze({ ...values, [LAYOUT_PARAMETER]: layoutName }),
    floor,
  };
}

/**
 * Each feature's slice, read once from the values. Every name here is a parameter of the table
 * (test/mz/settings.test.ts checks that no slice field is missing), and choices hold one of their
 * options: settings.ts checked them when it read the parameters and note tags.
 */
function featureSettings(values: Record<string, number | string>): Pick<DungeonSettings, "runs" | "fog" | "decor" | "content" | "pieces"> {
  const number = (name: string) => values[name] as number;
  const word = (name: string) => String(values[name]);
  return {
    runs: { seedMode: word("seedMode") as RunSettings["seedMode"], seedVariable: number("seedVariable") },
    fog: {
      radius: number("fogRadius"),
      dimOpacity: number("fogDimOpacity"),
      minimapCorner: word("minimapCorner") as FogSettings["minimapCorner"],
      minimapScale: number("minimapScale"),
      minimapOpacity: number("minimapOpacity"),
    },
    decor: {
      stock: word("decorStock") === "on",
      amounts: Object.fromEntries(DECOR_AMOUNTS.map((name) => [name, number(name)])) as Record<DecorAmount, number>,
      tiles: { variants: word("decorFloorVariants").trim(), floor: word("decorFloorTiles").trim(), wall: word("decorWallTiles").trim(), void: word("decorVoidTiles").trim() },
    },
    content: { selfSwitches: word("selfSwitches") as ContentSettings["selfSwitches"] },
    pieces: { maps: word("pieceMaps").trim(), count: number("pieceCount"), region: number("pieceRegion"), entranceRegion: number("pieceEntranceRegion") },
  };
}

/** The decoration slice of any parameter values, the missing ones at their defaults (for callers that hold values, not a map's settings). */
export function decorSettings(values: Readonly<Record<string, unknown>>): DecorSettings {
  return featureSettings({ ...DEFAULT_VALUES, ...values } as Record<string, number | string>).decor;
}

/** The plugin-wide settings features read outside a map's load (parsed once, in src/plugin.ts). */
export interface PluginSettings {
  /** The game variable that mirrors the run's floor (0 = none). */
  floorVariable: number;
  /** The key code that toggles the minimap. */
  minimapKey: number;
}

export function pluginSettings(values: ParameterValues): PluginSettings {
  return { floorVariable: Number(values.floorVariable) || 0, minimapKey: typeof values.minimapKey === "number" ? values.minimapKey : 9 };
}

/**
 * The layout's options for this map. A layout with presets (<Dungeon Crawler Style: halls>) takes
 * the chosen preset's value for every option that neither a note tag of this map sets nor the
 * plugin parameters change from its default: what the game maker wrote wins over the preset.
 */
function layoutOptions(values: Record<string, number | string>, layoutName: string, plugin: ParameterValues, setByNote: ReadonlySet<string>): Record<string, number> {
  const options: Record<string, number> = {};
  for (const spec of PARAMETERS) if (spec.group === "layout" && belongsTo(spec, layoutName)) options[spec.key ?? spec.name] = values[spec.name] as number;
  const layout = findLayout(layoutName);
  const presets = layout?.presets;
  if (!layout || !presets) return options;
  const chosen = String(values[layoutParameterName(layout, presets.key)] ?? presets.default);
  const preset = presets.choices.find((choice) => choice.value === chosen) ?? presets.choices.find((choice) => choice.value === presets.default);
  for (const [key, value] of Object.entries(preset?.options ?? {})) {
    const spec = PARAMETERS.find((candidate) => candidate.group === "layout" && candidate.key === key && belongsTo(candidate, layoutName));
    if (!spec || typeof value !== "number" || setByNote.has(spec.name) || plugin[spec.name] !== spec.default) continue;
    options[key] = value;
  }
  return options;
}

/** The registry's name for a layout name as written (any case, spaces around), or null. */
function layoutNamed(raw: unknown): string | null {
  return typeof raw === "string" ? findLayout(raw)?.name ?? null : null;
}

function unknownLayout(where: string, raw: unknown): string {
  const shown = raw === true ? "(no value)" : showValue(typeof raw === "string" ? raw.trim() : raw);
  return `${where} = ${shown} is not a known layout (known layouts: ${LAYOUT_NAMES.join(", ")}); using ${DEFAULT_LAYOUT}`;
}

/** Plugin parameters (strings from PluginManager.parameters) → values; missing ones take their default silently. */
export function parsePluginParameters(raw: Record<string, unknown>, warn: Warn): ParameterValues {
  const values: Record<string, number | string> = {};
  const source = isRecord(raw) ? raw : {};
  if (source !== raw) warn(`the plugin parameters are not readable (${showValue(raw)}); using the defaults`);
  const layout = source[LAYOUT_PARAMETER];
  values[LAYOUT_PARAMETER] = layout === undefined || layout === "" ? DEFAULT_LAYOUT : layoutNamed(layout) ?? DEFAULT_LAYOUT;
  if (layout !== undefined && layout !== "" && layoutNamed(layout) === null) warn(unknownLayout('parameter "Layout"', layout));
  for (const spec of PARAMETERS) {
    const given = source[spec.name];
    const value = given === undefined || given === "" ? spec.default : parseWholeNumber(given, spec);
    if (value === null) warn(describeProblem(`parameter "${parameterLabel(spec)}"`, given, spec, spec.default));
    values[spec.name] = value ?? spec.default;
  }
  for (const spec of WORD_PARAMETERS) {
    const given = source[spec.name];
    const value = given === undefined || given === "" ? spec.default : parseWord(given, spec);
    if (value === null) warn(describeWordProblem(`parameter "${spec.en.text}"`, given, spec, spec.default));
    values[spec.name] = value ?? spec.default;
  }
  return values;
}

/** True when the map's note holds <Dungeon> (any letter case; a value after it is ignored with a warning). */
export function isDungeonMap(meta: NoteMeta | undefined): boolean {
  return dungeonTagValue(meta) !== undefined;
}

function dungeonTagValue(meta: NoteMeta | undefined): unknown {
  if (!isRecord(meta)) return undefined;
  for (const key of Object.keys(meta)) if (normalizeTagName(key) === "dungeon") return meta[key];
  return undefined;
}

/** The layout of a map: its <Dungeon Layout: NAME> tag, else the Layout parameter; an unknown name is warned and gives cells. */
function mapLayout(plugin: ParameterValues, meta: NoteMeta, warn: Warn): string {
  const key = Object.keys(meta).find((name) => normalizeTagName(name) === LAYOUT_TAG);
  if (key === undefined) return layoutNamed(plugin[LAYOUT_PARAMETER]) ?? DEFAULT_LAYOUT;
  const name = layoutNamed(meta[key]);
  if (name === null) warn(unknownLayout(`note tag <${key}>`, meta[key]));
  return name ?? DEFAULT_LAYOUT;
}

/**
 * The plugin's values with this map's note tags applied, grouped for the core and the painter.
 * `floor` is the run's floor (from 1): note tags with a per-floor step are read for it.
 */
export function mapSettings(plugin: ParameterValues, given: NoteMeta, warn: Warn, floor = 1): DungeonSettings {
  const values: Record<string, number | string> = { ...plugin };
  const meta: NoteMeta = isRecord(given) ? given : {};
  const tagValue = dungeonTagValue(meta);
  if (typeof tagValue === "string" && tagValue.trim() !== "") {
    warn(`<Dungeon> takes no value; ignoring "${tagValue.trim()}" (per-map settings are tags like <Dungeon Room Chance: 50>)`);
  }
  const layout = mapLayout(plugin, meta, warn);
  /** Parameters a note tag of this map sets (they win over a layout's preset). */
  const setByNote = new Set<string>();
  for (const key of Object.keys(meta)) {
    const name = normalizeTagName(key);
    if (!name.startsWith("dungeon") || name === "dungeon" || name === LAYOUT_TAG || name === VAULTS_TAG) continue;
    const word = TAG_TO_WORDS.get(name);
    if (word) {
      const value = parseWord(meta[key], word);
      if (value === null) warn(describeWordProblem(`note tag <${key}>`, meta[key], word, String(values[word.name])));
      else values[word.name] = value;
      continue;
    }
    const named = TAG_TO_PARAMETERS.get(name);
    if (!named) {
      warn(`unknown note tag <${key}>; known tags: ${knownTags(layout).join(", ")}`);
      continue;
    }
    const spec = named.find((candidate) => belongsTo(candidate, layout));
    if (!spec) {
      const owners = [...new Set(named.map((candidate) => candidate.layout))].join(", ");
      warn(`note tag <${key}> is a setting of the ${owners} layout; this map's layout is ${layout}, so it is ignored`);
      continue;
    }
    const value = parseNoteNumber(meta[key], spec, floor);
    if (value === null) warn(describeProblem(`note tag <${key}>`, meta[key], spec, values[spec.name] as number));
    else values[spec.name] = value;
    setByNote.add(spec.name);
  }
  return toDungeonSettings(values, layout, floor, layoutOptions(values, layout, plugin, setByNote));
}

/** The block of ASCII vaults in a note: the text between <Dungeon Vaults> and </Dungeon Vaults> (any case, spaces). */
const VAULT_BLOCK = /<\s*dungeon\s*vaults\s*>([\s\S]*?)<\s*\/\s*dungeon\s*vaults\s*>/i;

/** The ASCII vaults written in a map's note (src/core/prefab.ts's format); each problem is one message. */
export function noteVaults(note: unknown): { prefabs: Prefab[]; problems: string[] } {
  if (typeof note !== "string") return { prefabs: [], problems: [] };
  const block = VAULT_BLOCK.exec(note);
  if (!block) {
    const opened = /<\s*dungeon\s*vaults\s*>/i.test(note);
    return { prefabs: [], problems: opened ? ["<Dungeon Vaults> has no closing </Dungeon Vaults>; its vaults are ignored"] : [] };
  }
  // Blank lines in front keep the line numbers of the problems those of the note.
  const linesBefore = note.slice(0, block.index).split("\n").length - 1;
  const parsed = parsePrefabs("\n".repeat(linesBefore) + block[1]);
  return { prefabs: parsed.prefabs, problems: parsed.problems.map((problem) => `<Dungeon Vaults>: ${problem}`) };
}
