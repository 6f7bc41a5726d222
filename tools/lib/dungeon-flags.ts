/**
 * The flags every dungeon tool shares: map size, seed, and one flag per core option, derived from
 * DUNGEON_DEFAULTS so a new core option gets its flag without touching the tools
 * (`roomChance` → `--room-chance`; `eventCount` → `--events`).
 */
import { DUNGEON_DEFAULTS, DUNGEON_RANGES, DungeonOptions } from "../../src/core";
import { FlagSpecs, ParsedFlags } from "./args";

type OptionKey = keyof DungeonOptions;

const OPTION_KEYS = Object.keys(DUNGEON_DEFAULTS) as OptionKey[];

/** The flag name of a core option. */
export function optionFlagName(key: OptionKey): string {
  if (key === "eventCount") return "events";
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export const OPTION_FLAGS: FlagSpecs = Object.fromEntries(
  OPTION_KEYS.map((key) => {
    const { min, max } = DUNGEON_RANGES[key];
    return [optionFlagName(key), { kind: "integer", help: `${key}: ${min}–${max}, default ${DUNGEON_DEFAULTS[key]}` }];
  }),
);

export interface MapSize {
  width: number;
  height: number;
}

/** The size the tools use unless told otherwise: Essentials' usual dungeon map. */
export const DEFAULT_MAP_SIZE: Readonly<MapSize> = { width: 68, height: 64 };

export const MAP_FLAGS: FlagSpecs = {
  width: { kind: "integer", help: `map width in tiles (default ${DEFAULT_MAP_SIZE.width})` },
  height: { kind: "integer", help: `map height in tiles (default ${DEFAULT_MAP_SIZE.height})` },
};

export function mapSizeFromFlags(flags: ParsedFlags): MapSize {
  return { width: flags.integer("width", DEFAULT_MAP_SIZE.width), height: flags.integer("height", DEFAULT_MAP_SIZE.height) };
}

/** The core options named on the command line, and only those (the core fills in the rest). */
export function dungeonOptionsFromFlags(flags: ParsedFlags): Partial<DungeonOptions> {
  const options: Partial<DungeonOptions> = {};
  for (const key of OPTION_KEYS) {
    const name = optionFlagName(key);
    if (flags.has(name)) options[key] = flags.integer(name, DUNGEON_DEFAULTS[key]);
  }
  return options;
}
