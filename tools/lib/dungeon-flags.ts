/**
 * The flags every dungeon tool shares: map size, seed, `--layout`, and one flag per option of any
 * registered layout, taken from the registry (allLayoutOptions), so a new layout's options get
 * their flags without touching the tools (`roomChance` → `--room-chance`). A flag the chosen layout does not use is left out of the request with a note.
 */
import { DEFAULT_LAYOUT, LAYOUTS, LAYOUT_NAMES, LayoutAlgorithm, allLayoutOptions, findLayout } from "../../src/core";
import { ArgumentError, FlagSpecs, ParsedFlags } from "./args";

/** The flag name of a core option. */
export function optionFlagName(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Every layout option key, in registry order (the first layout naming a key places it). */
const LAYOUT_OPTION_KEYS: readonly string[] = allLayoutOptions().map((option) => option.key);

/** `roomChance (cells 0–100 default 70; digger … default 40)`: each layout's own range and default. */
function optionHelp(key: string): string {
  const uses = allLayoutOptions().find((option) => option.key === key)!.layouts.map((name) => {
    const layout = findLayout(name)!;
    const { min, max } = layout.ranges[key];
    return `${name} ${min}–${max}, default ${layout.defaults[key]}`;
  });
  return `${key}: ${uses.join("; ")}`;
}

export const LAYOUT_FLAG: FlagSpecs = {
  layout: { kind: "text", help: `layout algorithm: ${LAYOUT_NAMES.join(", ")} (default ${DEFAULT_LAYOUT})` },
};

export const OPTION_FLAGS: FlagSpecs = Object.fromEntries(LAYOUT_OPTION_KEYS.map((key) => [optionFlagName(key), { kind: "integer", help: optionHelp(key) }] as const));

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

/** The options named on the command line for the chosen layout, by option key (`roomChance`). */
export type OptionValues = Record<string, number>;

export interface DungeonFlags {
  /** The chosen layout's name, as `<Dungeon Layout: NAME>` takes it. */
  layout: string;
  /** Only the options given that this layout reads (the core fills in the rest). */
  options: OptionValues;
  /** One line per option flag given that the chosen layout does not read. */
  notes: string[];
}

/** The layout named by --layout; an unknown name is an ArgumentError listing the known ones. */
export function layoutFromFlags(flags: ParsedFlags): LayoutAlgorithm {
  const name = flags.text("layout", DEFAULT_LAYOUT);
  const layout = findLayout(name);
  if (!layout) throw new ArgumentError(`unknown layout "${name}"; known layouts: ${LAYOUT_NAMES.join(", ")}`);
  return layout;
}

/** The layout and the options named on the command line that it reads. */
export function dungeonOptionsFromFlags(flags: ParsedFlags): DungeonFlags {
  const layout = layoutFromFlags(flags);
  const options: OptionValues = {};
  const notes: string[] = [];
  for (const key of LAYOUT_OPTION_KEYS) {
    const name = optionFlagName(key);
    if (!flags.has(name)) continue;
    if (Object.prototype.hasOwnProperty.call(layout.defaults, key)) options[key] = flags.integer(name, 0);
    else notes.push(`--${name} is not an option of layout ${layout.name} (only of ${layoutsReading(key).join(", ")}); ignored`);
  }
  return { layout: layout.name, options, notes };
}

function layoutsReading(key: string): string[] {
  return allLayoutOptions().find((option) => option.key === key)?.layouts ?? [];
}

/** Every layout's presets: "crawlers: caverns, halls, maze". */
export function presetNames(): string {
  return LAYOUTS.filter((layout) => layout.presets)
    .map((layout) => `${layout.name}: ${layout.presets!.choices.map((choice) => choice.value).join(", ")}`)
    .join("; ");
}

/** `--style NAME`: a layout's preset (a crawlers style) under the option flags given. */
export const STYLE_FLAG: FlagSpecs = {
  style: { kind: "text", help: `a preset of the layout as the base of the options, under the option flags given (${presetNames()})` },
};

/** A preset of the layout (a crawlers style) as the base of the options: the option flags given win over it. */
export function applyStyle(request: DungeonFlags, name: string): void {
  const presets = findLayout(request.layout)?.presets;
  if (!presets) {
    request.notes.push(`--style is for layouts with presets (${presetNames()}), not ${request.layout}; ignored`);
    return;
  }
  const wanted = name.trim().toLowerCase();
  const preset = presets.choices.find((choice) => choice.value === wanted);
  if (!preset) throw new ArgumentError(`unknown style "${name}"; known styles: ${presets.choices.map((choice) => choice.value).sort().join(", ")}`);
  request.options = { ...(preset.options as OptionValues), ...request.options };
}
