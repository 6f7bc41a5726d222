/**
 * Console warnings, each said once per session: the map JSON is re-read after every menu and
 * battle, and the same message a hundred times would bury the one that matters.
 */
import { Logger } from "./hooks";

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
