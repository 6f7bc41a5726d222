/**
 * Every plugin parameter, in the Plugin Manager's order. Code, tests and the header builder
 * (build-header.js) all read the table from here:
 *   1. parameters.json: the Layout choice, tiles and regions;
 *   2. per registered layout, made from its declaration (src/core/layout/NAME/): its group
 *      heading, its presets' choice, the parameters for what it reads from the map
 *      (layout-inputs.json, listed under the first layout that reads that input) and one
 *      parameter per option, whose description ends with "Default N (min to max)";
 *   3. each feature's parts/NAME.parameters.json, in the order of meta.json's "parts".
 */
import base from "./parameters.json";
import layoutInputs from "./layout-inputs.json";
import meta from "./meta.json";
import content from "./parts/content.parameters.json";
import runs from "./parts/runs.parameters.json";
import fog from "./parts/fog.parameters.json";
import decor from "./parts/decor.parameters.json";
import pieces from "./parts/pieces.parameters.json";
import { LAYOUTS } from "../core/layout/index";
import type { LayoutAlgorithm, LayoutReads } from "../core/layout/contract";
import type { OptionSpec, Texts } from "../core/options";

/** One entry of the table, as settings.ts and build-header.js read it. */
export interface ParameterEntry {
  name: string;
  /** choice: the Layout select; heading: a group header that only holds its children; layout: a layout option; others name a feature. */
  group: string;
  type?: "number" | "select" | "variable" | "switch" | "text";
  default?: number | string;
  min?: number;
  max?: number;
  /** The layout whose group holds the parameter (for messages); absent = outside the layouts' groups. */
  layout?: string;
  /** The layouts that use the parameter; absent = every layout (and every feature parameter). */
  layouts?: string[];
  /** The layout option the parameter sets (group "layout"). */
  key?: string;
  parent?: string;
  options?: { value: string; en?: string; ja?: string }[];
  /** Extra note tag names for the entry, without "Dungeon" (e.g. "Fog"). */
  tags?: string[];
  /** A note tag only: build-header.js leaves it out of the Plugin Manager. */
  noteOnly?: boolean;
  /** A parameter of what layouts read from the map (layout-inputs.json): which input, and its role there. */
  input?: { reads: LayoutReads; role: string };
  en: Texts;
  ja: Texts;
}

interface InputEntry extends ParameterEntry {
  reads: LayoutReads;
  role: string;
}

/** The name of the parameter that gives `role` of what layouts read (`reads`): inputParameter("structure", "floorRegion"). */
export function inputParameter(reads: LayoutReads, role: string): string | undefined {
  return (layoutInputs as InputEntry[]).find((entry) => entry.reads === reads && entry.role === role)?.name;
}

/** The parameter name of a layout's option or preset key: prefix + Key, or the key itself without a prefix. */
export function layoutParameterName(layout: Pick<LayoutAlgorithm, "parameterPrefix">, key: string): string {
  const prefix = layout.parameterPrefix;
  return prefix === "" ? key : prefix + key[0].toUpperCase() + key.slice(1);
}

/** "Default 36 (1 to 90)." and "既定値36（1～90）。" after an option's own description. */
function withRange(spec: OptionSpec): { en: Texts; ja: Texts } {
  return {
    en: { text: spec.en.text, desc: `${spec.en.desc} Default ${spec.default} (${spec.min} to ${spec.max}).` },
    ja: { text: spec.ja.text, desc: `${spec.ja.desc}既定値${spec.default}（${spec.min}～${spec.max}）。` },
  };
}

function optionEntry(layout: LayoutAlgorithm, spec: OptionSpec): ParameterEntry {
  const entry: ParameterEntry = {
    name: spec.shared ? spec.key : layoutParameterName(layout, spec.key),
    group: "layout",
    type: "number",
    default: spec.default,
    min: spec.min,
    max: spec.max,
    key: spec.key,
    ...withRange(spec),
  };
  if (spec.tags) entry.tags = [...spec.tags];
  if (!spec.shared) Object.assign(entry, { layout: layout.name, layouts: [layout.name], parent: layout.name });
  return entry;
}

function presetEntry(layout: LayoutAlgorithm): ParameterEntry[] {
  const presets = layout.presets;
  if (!presets) return [];
  return [
    {
      name: layoutParameterName(layout, presets.key),
      group: "preset",
      type: "select",
      default: presets.default,
      layout: layout.name,
      layouts: [layout.name],
      parent: layout.name,
      options: presets.choices.map((choice) => ({ value: choice.value, en: choice.en, ja: choice.ja })),
      ...(presets.tags ? { tags: [...presets.tags] } : {}),
      en: presets.en,
      ja: presets.ja,
    },
  ];
}

/** The Layout choice: one option per registered layout, its description naming them all. */
function layoutChoice(entry: ParameterEntry): ParameterEntry {
  const names = LAYOUTS.map((layout) => layout.name);
  return {
    ...entry,
    options: LAYOUTS.map((layout) => ({ value: layout.name, en: layout.texts.choice.en, ja: layout.texts.choice.ja })),
    en: { ...entry.en, desc: entry.en.desc.replace("{layouts}", names.join(", ")) },
    ja: { ...entry.ja, desc: entry.ja.desc.replace("{layouts.ja}", names.join("、")) },
  };
}

/** The parameters of every layout, each group: heading, presets, map inputs, options. */
function layoutEntries(): ParameterEntry[] {
  const entries: ParameterEntry[] = [];
  const inputsListed = new Set<LayoutReads>();
  const sharedListed = new Set<string>();
  for (const layout of LAYOUTS) {
    entries.push({ name: layout.name, group: "heading", en: layout.texts.heading.en, ja: layout.texts.heading.ja });
    entries.push(...presetEntry(layout));
    if (!inputsListed.has(layout.reads)) {
      inputsListed.add(layout.reads);
      const readers = LAYOUTS.filter((other) => other.reads === layout.reads).map((other) => other.name);
      for (const input of (layoutInputs as InputEntry[]).filter((entry) => entry.reads === layout.reads)) {
        const { reads, role, ...entry } = input;
        entries.push({ ...entry, layout: layout.name, layouts: readers, parent: layout.name, input: { reads, role } });
      }
    }
    for (const spec of layout.options) {
      if (spec.shared && sharedListed.has(spec.key)) continue;
      if (spec.shared) sharedListed.add(spec.key);
      entries.push(optionEntry(layout, spec));
    }
  }
  return entries;
}

const PARTS: Record<string, readonly unknown[]> = { content, pieces, runs, fog, decor };

/** Each feature's parameters, in meta.json's order (a part without parameters adds none). */
function partEntries(): ParameterEntry[] {
  return meta.parts.flatMap((name) => (PARTS[name] ?? []) as ParameterEntry[]);
}

export const PARAMETER_TABLE: readonly ParameterEntry[] = [
  ...(base as ParameterEntry[]).map((entry) => (entry.name === "layout" ? layoutChoice(entry) : entry)),
  ...layoutEntries(),
  ...partEntries(),
];
