/**
 * Option validation shared by the generators: every option is a whole number in a documented
 * range; anything else falls back to its default with a message naming the value and the default,
 * so a typo in a plugin parameter or note tag never stops the game. Whatever a caller passes
 * (null, a string, an object whose toString throws, a getter that throws) gives options and
 * messages, never an exception.
 */
export interface IntegerRange {
  min: number;
  max: number;
}

export type RangeTable<T> = { [K in keyof T]: IntegerRange };

/** Longest text of a value quoted in a message; the rest is cut to "…". */
const FORMAT_LIMIT = 40;

/**
 * A short, readable text for any value, for messages: never throws (a Symbol, a bigint, an object
 * without prototype or with a throwing toString, a revoked Proxy all give some text).
 */
export function safeFormat(value: unknown): string {
  let text: string;
  try {
    text = formatValue(value);
  } catch {
    text = "(unreadable value)";
  }
  return text.length > FORMAT_LIMIT ? `${text.slice(0, FORMAT_LIMIT - 1)}…` : text;
}

function formatValue(value: unknown): string {
  switch (typeof value) {
    case "number":
      return Object.is(value, -0) ? "-0" : String(value);
    case "string":
      return JSON.stringify(value);
    case "bigint":
      return `${value.toString()}n`;
    case "symbol":
      return value.toString();
    case "undefined":
      return "undefined";
    case "boolean":
      return String(value);
    case "function":
      return "a function";
    default:
      if (value === null) return "null";
      if (Array.isArray(value)) return "an array";
      // Only own data, no toString or toJSON of the value's own: those may throw or lie.
      return "an object";
  }
}

/** What `readProperty` returns when reading throws. */
const UNREADABLE: unique symbol = Symbol("unreadable");

/** Reads `object[key]`, or UNREADABLE when reading throws (a throwing getter or Proxy trap). */
function readProperty(object: object, key: string): unknown {
  try {
    return (object as Record<string, unknown>)[key];
  } catch {
    return UNREADABLE;
  }
}

/** True when `given` can hold options: a non-null, non-array object (false for a revoked Proxy). */
export function isOptionsObject(given: unknown): given is object {
  try {
    return typeof given === "object" && given !== null && !Array.isArray(given);
  } catch {
    return false;
  }
}

/**
 * Merges `given` over `defaults`, keeping only values that are integers inside `ranges`.
 * Returns the merged options and one message per rejected value. `given` may be anything: a
 * non-object gives the defaults and one message; keys not in `defaults` are ignored.
 */
export function mergeOptions<T extends { [K in keyof T]: number }>(
  defaults: T,
  ranges: RangeTable<T>,
  given: unknown,
): { options: T; problems: string[] } {
  const options = { ...defaults };
  const problems: string[] = [];
  if (given === undefined || given === null) return { options, problems };
  if (!isOptionsObject(given)) {
    problems.push(`options ${safeFormat(given)} are not an object of named values; using the defaults`);
    return { options, problems };
  }
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const value = readProperty(given, key);
    if (value === undefined) continue;
    if (value === UNREADABLE) {
      problems.push(`${key} could not be read; using ${defaults[key]}`);
      continue;
    }
    const { min, max } = ranges[key];
    if (typeof value === "number" && Number.isInteger(value) && value >= min && value <= max) {
      options[key] = value as T[typeof key];
    } else {
      problems.push(`${key} ${safeFormat(value)} is not a whole number from ${min} to ${max}; using ${defaults[key]}`);
    }
  }
  return { options, problems };
}

/** A label and a description, as the Plugin Manager shows them. */
export interface Texts {
  readonly text: string;
  readonly desc: string;
}

/**
 * One option declared once: its key (the core's name, also a note-tag name), default and range,
 * and the English and Japanese texts of its Plugin Manager parameter. The option types, the
 * defaults, the ranges, the header's parameters and their "Default N (min to max)" text all come
 * from this one entry (src/header/parameter-table.ts builds the parameters).
 */
export interface OptionSpec {
  readonly key: string;
  readonly default: number;
  readonly min: number;
  readonly max: number;
  readonly en: Texts;
  readonly ja: Texts;
  /** Extra note-tag names, without "Dungeon". */
  readonly tags?: readonly string[];
  /** One option of every layout (wallHeight): the Plugin Manager shows it once, outside the layouts' groups. */
  readonly shared?: boolean;
}

/** The options object an option list declares: one whole number per key. */
export type OptionsOf<S extends readonly OptionSpec[]> = { [E in S[number] as E["key"]]: number };

/** The defaults of an option list, frozen. */
export function defaultsOf<S extends readonly OptionSpec[]>(specs: S): Readonly<OptionsOf<S>> {
  return Object.freeze(Object.fromEntries(specs.map((spec) => [spec.key, spec.default]))) as OptionsOf<S>;
}

/** The ranges of an option list, frozen. */
export function rangesOf<S extends readonly OptionSpec[]>(specs: S): Readonly<RangeTable<OptionsOf<S>>> {
  return Object.freeze(Object.fromEntries(specs.map((spec) => [spec.key, Object.freeze({ min: spec.min, max: spec.max })]))) as RangeTable<OptionsOf<S>>;
}

/** The height of north wall faces: an option of every layout, one parameter for all. */
export const WALL_HEIGHT_OPTION = {
  key: "wallHeight",
  default: 2,
  min: 1,
  max: 3,
  shared: true,
  en: { text: "Wall Height", desc: "Height of the wall faces on north edges, in tiles, for every layout." },
  ja: { text: "壁の高さ", desc: "北側の壁面の高さ（タイル数）。すべての配置に共通。" },
} as const satisfies OptionSpec;
