/**
 * Console warnings, each said once per session: the map JSON is re-read after every menu and
 * battle, and the same message a hundred times would bury the one that matters.
 */
import type { Logger } from "./engine";

export const PLUGIN_NAME = "RandomDungeons";

export function createConsoleLogger(output: Pick<Console, "warn"> = console): Logger & { said: ReadonlySet<string> } {
  const said = new Set<string>();
  return {
    said,
    warn(message: string) {
      if (said.has(message)) return;
      said.add(message);
      output.warn(`${PLUGIN_NAME}: ${message}`);
    },
  };
}

/**
 * A bad value as a warning shows it: strings quoted, numbers as written, anything else by its
 * JSON or its type. Never throws, whatever the value (a toJSON that throws, a cycle, a BigInt).
 */
export function showValue(value: unknown): string {
  if (typeof value === "number" || typeof value === "boolean" || value === undefined || typeof value === "bigint") return String(value);
  try {
    const json = JSON.stringify(value);
    if (typeof json === "string") return json.length > 60 ? `${json.slice(0, 57)}...` : json;
  } catch {
    // fall through to the type name
  }
  return `(a ${typeof value})`;
}
