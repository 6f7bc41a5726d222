/**
 * The game folder the end-to-end run plays: a copy of an MZ 1.x runtime (any deployed project or
 * a new one from the editor: js/, img/, audio/, data/ …) with the sample project's data, its
 * plugins.js and the built plugin copied over it, in a temporary folder. Nothing of the runtime
 * ever comes back into the repository.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, statSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";

/** What a folder needs to be played as an MZ project (relative paths). */
const RUNTIME_FILES = ["index.html", "js/main.js", "js/rmmz_core.js", "js/rmmz_managers.js", "js/rmmz_objects.js", "js/rmmz_scenes.js", "data/Actors.json", "data/Tilesets.json"];
const RUNTIME_FOLDERS = ["js/libs", "img/system", "img/tilesets", "img/characters", "audio"];

/** Why `dir` cannot serve as the runtime, or null when it can; `version` is the engine's. */
export function checkRuntime(dir: string): { problem: string | null; version: string } {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return { problem: `${dir} is not a folder`, version: "" };
  const missing = [...RUNTIME_FILES, ...RUNTIME_FOLDERS].filter((path) => !existsSync(join(dir, path)));
  if (missing.length > 0) return { problem: `${dir} is not an MZ project: missing ${missing.join(", ")}`, version: "" };
  const version = /Utils\.RPGMAKER_VERSION\s*=\s*"([^"]+)"/.exec(readFileSync(join(dir, "js", "rmmz_core.js"), "utf8"))?.[1] ?? "";
  if (!version.startsWith("1.")) return { problem: `${dir} has RPG Maker MZ version "${version || "unknown"}"; 1.x is needed`, version };
  return { problem: null, version };
}

/**
 * Copies the runtime to a new temporary folder and lays the sample project over it: every file of
 * sample-project/data and js/plugins.js, and `pluginFile` as js/plugins/RandomDungeons.js.
 */
export function stageGame(runtime: string, sampleProject: string, pluginFile: string): string {
  const game = mkdtempSync(join(tmpdir(), "rd-e2e-game-"));
  cpSync(runtime, game, { recursive: true });
  for (const name of readdirSync(join(sampleProject, "data"))) cpSync(join(sampleProject, "data", name), join(game, "data", name));
  cpSync(join(sampleProject, "js", "plugins.js"), join(game, "js", "plugins.js"));
  cpSync(pluginFile, join(game, "js", "plugins", "RandomDungeons.js"));
  return game;
}
