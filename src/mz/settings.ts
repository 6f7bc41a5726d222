/**
 * Plugin parameters and map note tags → validated generator options and paint settings.
 * Parameters are declared once in src/header/parameters.json (the same file builds the Plugin
 * Manager header); a map may override any of them with a note tag that reads like the parameter:
 *   <Dungeon>                      marks the map as a dungeon
 *   <Dungeon Room Chance: 50>      overrides "Room Chance (%)" on this map
 *   <DungeonFloorTile: 2864>       the same, written without spaces
 * Bad values never stop the game: each produces one message naming the value and the default used.
 */
import parameterTable from "../header/parameters.json";
import { DungeonOptions } from "../core";
import { PaintSettings } from "./paint";
import { showValue } from "./log";

interface ParameterSpec {
  name: string;
  group: "tiles" | "regions" | "layout";
  default: number;
  min: number;
  max: number;
  en: { text: string };
}

export const PARAMETERS: readonly ParameterSpec[] = parameterTable as ParameterSpec[];

type LayoutKey = Exclude<keyof DungeonOptions, "eventCount">;

/** Every parameter's value by its name: what the plugin parameters give, before note tags. */
export type ParameterValues = Readonly<Record<string, number>>;

/** The values grouped for their users: layout options for the core, tiles and regions for the painter. */
export interface DungeonSettings {
  /** Layout options for the core (eventCount is added per map by the hooks). */
  layout: Partial<DungeonOptions>;
  paint: PaintSettings;
}

export const DEFAULT_VALUES: ParameterValues = Object.freeze(Object.fromEntries(PARAMETERS.map((spec) => [spec.name, spec.default])));

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

/** Each parameter answers to its name and to its Plugin Manager text: <Dungeon Border Width> = <DungeonBorderX>. */
const TAG_TO_PARAMETER = new Map(
  PARAMETERS.flatMap((spec) => [
    [normalizeTagName(`dungeon${spec.name}`), spec] as const,
    [normalizeTagName(`dungeon${spec.en.text}`), spec] as const,
  ]),
);

function parseWholeNumber(raw: unknown, spec: ParameterSpec): number | null {
  if (typeof raw !== "string" || !/^\s*[+-]?\d+\s*$/.test(raw)) return null;
  const value = Number(raw) + 0; // "-0" reads as 0, not −0
  return value >= spec.min && value <= spec.max ? value : null;
}

function describeProblem(where: string, raw: unknown, spec: ParameterSpec, fallback: number): string {
  const shown = raw === true ? "(no value)" : showValue(typeof raw === "string" ? raw.trim() : raw);
  return `${where} = ${shown} is not a whole number from ${spec.min} to ${spec.max}; using ${fallback}`;
}

function toDungeonSettings(values: ParameterValues): DungeonSettings {
  const layout: Partial<DungeonOptions> = {};
  for (const spec of PARAMETERS) if (spec.group === "layout") layout[spec.name as LayoutKey] = values[spec.name];
  return {
    layout,
    paint: {
      tiles: { voidTile: values.voidTile, floorTile: values.floorTile, wallTile: values.wallTile },
      roomRegion: values.roomRegion,
      corridorRegion: values.corridorRegion,
    },
  };
}

/** Plugin parameters (strings from PluginManager.parameters) → values; missing ones take their default silently. */
export function parsePluginParameters(raw: Record<string, unknown>, warn: Warn): ParameterValues {
  const values: Record<string, number> = {};
  const source = isRecord(raw) ? raw : {};
  if (source !== raw) warn(`the plugin parameters are not readable (${showValue(raw)}); using the defaults`);
  for (const spec of PARAMETERS) {
    const given = source[spec.name];
    const value = given === undefined || given === "" ? spec.default : parseWholeNumber(given, spec);
    if (value === null) warn(describeProblem(`parameter "${spec.en.text}"`, given, spec, spec.default));
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

/** The plugin's values with this map's note tags applied, grouped for the core and the painter. */
export function mapSettings(plugin: ParameterValues, given: NoteMeta, warn: Warn): DungeonSettings {
  const values: Record<string, number> = { ...plugin };
  const meta: NoteMeta = isRecord(given) ? given : {};
  const tagValue = dungeonTagValue(meta);
  if (typeof tagValue === "string" && tagValue.trim() !== "") {
    warn(`<Dungeon> takes no value; ignoring "${tagValue.trim()}" (per-map settings are tags like <Dungeon Room Chance: 50>)`);
  }
  for (const key of Object.keys(meta)) {
    const name = normalizeTagName(key);
    if (!name.startsWith("dungeon") || name === "dungeon") continue;
    const spec = TAG_TO_PARAMETER.get(name);
    if (!spec) {
      warn(`unknown note tag <${key}>; known tags: ${PARAMETERS.map((p) => `<Dungeon ${p.en.text.replace(/ \(%\)$/, "")}>`).join(", ")}`);
      continue;
    }
    const value = parseWholeNumber(meta[key], spec);
    if (value === null) warn(describeProblem(`note tag <${key}>`, meta[key], spec, values[spec.name]));
    else values[spec.name] = value;
  }
  return toDungeonSettings(values);
}
