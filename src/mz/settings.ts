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

export interface DungeonSettings {
  /** Layout options for the core (eventCount is added per map by the hooks). */
  layout: Partial<DungeonOptions>;
  paint: PaintSettings;
}

export type Warn = (message: string) => void;

/** Map meta as DataManager.extractMetadata makes it: `<Key>` → true, `<Key: value>` → " value". */
export type NoteMeta = Record<string, string | true | undefined>;

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

function parseWholeNumber(raw: string | true | undefined, spec: ParameterSpec): number | null {
  if (typeof raw !== "string" || !/^\s*[+-]?\d+\s*$/.test(raw)) return null;
  const value = Number(raw);
  return value >= spec.min && value <= spec.max ? value : null;
}

function describeProblem(where: string, raw: unknown, spec: ParameterSpec, fallback: number): string {
  const shown = raw === true ? "(no value)" : JSON.stringify(typeof raw === "string" ? raw.trim() : raw);
  return `${where} = ${shown} is not a whole number from ${spec.min} to ${spec.max}; using ${fallback}`;
}

function emptySettings(): DungeonSettings {
  return { layout: {}, paint: { tiles: { voidTile: 0, floorTile: 0, wallTile: 0 }, roomRegion: 0, corridorRegion: 0 } };
}

function assign(settings: DungeonSettings, spec: ParameterSpec, value: number): void {
  if (spec.group === "layout") settings.layout[spec.name as LayoutKey] = value;
  else if (spec.group === "tiles") settings.paint.tiles[spec.name as keyof PaintSettings["tiles"]] = value;
  else settings.paint[spec.name as "roomRegion" | "corridorRegion"] = value;
}

function read(settings: DungeonSettings, spec: ParameterSpec): number {
  if (spec.group === "layout") return settings.layout[spec.name as LayoutKey] as number;
  if (spec.group === "tiles") return settings.paint.tiles[spec.name as keyof PaintSettings["tiles"]];
  return settings.paint[spec.name as "roomRegion" | "corridorRegion"];
}

/** Plugin parameters (strings from PluginManager.parameters) → settings; missing ones take their default silently. */
export function parsePluginParameters(raw: Record<string, string | undefined>, warn: Warn): DungeonSettings {
  const settings = emptySettings();
  for (const spec of PARAMETERS) {
    const given = raw[spec.name];
    const value = given === undefined || given === "" ? spec.default : parseWholeNumber(given, spec);
    if (value === null) warn(describeProblem(`parameter "${spec.en.text}"`, given, spec, spec.default));
    assign(settings, spec, value ?? spec.default);
  }
  return settings;
}

/** True when the map's note holds <Dungeon> (any letter case; a value after it is ignored with a warning). */
export function isDungeonMap(meta: NoteMeta | undefined): boolean {
  return dungeonTagValue(meta) !== undefined;
}

function dungeonTagValue(meta: NoteMeta | undefined): string | true | undefined {
  if (!meta) return undefined;
  for (const key of Object.keys(meta)) if (normalizeTagName(key) === "dungeon") return meta[key];
  return undefined;
}

/** The plugin's settings with this map's note tags applied. */
export function mapSettings(plugin: DungeonSettings, meta: NoteMeta, warn: Warn): DungeonSettings {
  const settings: DungeonSettings = {
    layout: { ...plugin.layout },
    paint: { ...plugin.paint, tiles: { ...plugin.paint.tiles } },
  };
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
    if (value === null) warn(describeProblem(`note tag <${key}>`, meta[key], spec, read(settings, spec)));
    else assign(settings, spec, value);
  }
  return settings;
}
