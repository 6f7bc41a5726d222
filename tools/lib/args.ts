/**
 * Command-line flags for the tools: `--name value`, `--name=value`, and a bare `--name` for a
 * switch. Each tool declares its flags; an undeclared flag, a missing value or a value of the
 * wrong kind is an ArgumentError naming the flag, so a typo never runs with a silent default.
 */
export type FlagKind = "integer" | "switch" | "text";

export interface FlagSpec {
  kind: FlagKind;
  help: string;
}

export type FlagSpecs = Readonly<Record<string, FlagSpec>>;

export class ArgumentError extends Error {}

type FlagValue = number | string | boolean;

/** The flags given on one command line, read back with a fallback for each absent one. */
export class ParsedFlags {
  constructor(private readonly values: ReadonlyMap<string, FlagValue>) {}

  has(name: string): boolean {
    return this.values.has(name);
  }

  integer(name: string, fallback: number): number {
    const value = this.values.get(name);
    return typeof value === "number" ? value : fallback;
  }

  text(name: string, fallback: string): string {
    const value = this.values.get(name);
    return typeof value === "string" ? value : fallback;
  }

  isOn(name: string): boolean {
    return this.values.get(name) === true;
  }
}

export function parseFlags(argv: readonly string[], specs: FlagSpecs): ParsedFlags {
  const values = new Map<string, FlagValue>();
  for (let i = 0; i < argv.length; i++) {
    const { name, inlineValue } = splitFlag(argv[i]);
    const spec = Object.prototype.hasOwnProperty.call(specs, name) ? specs[name] : undefined;
    if (!spec) throw new ArgumentError(`unknown flag --${name} (try --help)`);
    if (spec.kind === "switch") {
      if (inlineValue !== undefined) throw new ArgumentError(`--${name} is a switch and takes no value`);
      values.set(name, true);
      continue;
    }
    const raw = inlineValue ?? argv[++i];
    if (raw === undefined) throw new ArgumentError(`--${name} needs a value`);
    values.set(name, spec.kind === "integer" ? parseInteger(name, raw) : raw);
  }
  return new ParsedFlags(values);
}

function splitFlag(argument: string): { name: string; inlineValue?: string } {
  if (!argument.startsWith("--") || argument.length === 2) throw new ArgumentError(`unexpected argument "${argument}" (flags start with --)`);
  const equals = argument.indexOf("=");
  if (equals < 0) return { name: argument.slice(2) };
  return { name: argument.slice(2, equals), inlineValue: argument.slice(equals + 1) };
}

function parseInteger(name: string, raw: string): number {
  if (!/^-?\d+$/.test(raw)) throw new ArgumentError(`--${name} expects a whole number, got "${raw}"`);
  return Number(raw);
}

/** One line per flag: `  --name <integer>  help`. */
export function describeFlags(specs: FlagSpecs): string {
  const rows = Object.entries(specs).map(([name, spec]) => [`--${name}${spec.kind === "switch" ? "" : ` <${spec.kind}>`}`, spec.help]);
  const width = Math.max(...rows.map(([flag]) => flag.length));
  return rows.map(([flag, help]) => `  ${flag.padEnd(width)}  ${help}`).join("\n");
}
