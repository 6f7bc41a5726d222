/**
 * `npm run release`: builds, then writes release/RandomDungeons-<version>.zip for game makers:
 *
 *   RandomDungeons.js                      the plugin (dist/RandomDungeons.js)
 *   HOW-TO-USE.txt                         install steps and what to know, in plain words
 *   CHANGELOG.md
 *   sample-project/data/*.json             the sample project's data (copy over a NEW project)
 *   sample-project/js/plugins.js           the plugin turned on
 *   sample-project/js/plugins/RandomDungeons.js
 *
 * The version comes from package.json. Entries carry a fixed date, so the same files give the
 * same zip byte for byte.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "fs";
import { join } from "path";
import { zipSync, Zippable } from "fflate";
import { LAYOUT_NAMES } from "../src/core/layout/index";

export const PLUGIN_FILE = "RandomDungeons.js";
/** Zip entries are dated this day (a fixed date keeps the zip reproducible). */
const ENTRY_DATE = new Date(Date.UTC(2020, 0, 1));

export interface Release {
  version: string;
  /** Entry path inside the zip → bytes, in the order they are written. */
  entries: Map<string, Uint8Array>;
}

export function howToUse(version: string): string {
  return `RandomDungeons ${version} - random dungeons for RPG Maker MZ
=================================================================

Install (no other tools needed)
1. Copy RandomDungeons.js into your project's js/plugins/ folder.
2. In the Plugin Manager, add RandomDungeons and turn it ON. The defaults suit the
   stock Dungeon tileset.
3. Make a map with the Dungeon tileset (68x64 is a good size) and write <Dungeon> in
   its note. Put your events anywhere on it: chests, people, and an exit event that
   transfers back. Transfer the player to the map - to any spot: the plugin picks
   where the player arrives.
4. Playtest. Every entry makes a new dungeon; the menu, battles and saves keep it.

Good to know
- Every event on a <Dungeon> map is moved to random room floor on each entry,
  exits included. Make the exit an event (a door or stairs with a Transfer Player).
- Chests refill: each new dungeon clears the self switches A-D of the map's events,
  so an opened chest is closed again next time (the menu, battles and saves keep
  them). To keep them, set "Self Switches on a New Dungeon" to keep, or write
  <Dungeon Self Switches: keep> in the map's note.
- Tiles: the easy way is template tiles. Paint three tiles on the map's top row,
  x = 0, 1, 2: the void (ceiling), the floor and the wall. They replace the
  plugin's tile parameters for that map. The plugin's help shows how to find a
  tile id if you prefer the parameters.
- Layouts: ${LAYOUT_NAMES.join(", ")} (cells is the default). Pick one
  with the Layout parameter, or per map with a note tag, e.g. <Dungeon Layout: digger>.
- Every parameter can be set per map with a note tag that reads like it, e.g.
  <Dungeon Room Chance: 50>. The plugin's help (Plugin Manager) explains them all,
  in English and Japanese.

Sample project
The sample-project folder is data only. Create a NEW project in RPG Maker MZ,
close it, and copy everything in sample-project/ into the new project's folder,
replacing files. It replaces data/Map001-Map008.json, MapInfos.json, System.json,
Items.json and js/plugins.js - so never copy it over a project you work on.
Open the project and playtest: the hub explains its seven doors, one per layout and size.
`;
}

/** The files of a release, read from the project at `root` (dist/ must be built). */
export function collectRelease(root: string): Release {
  const version = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string }).version;
  const pluginPath = join(root, "dist", PLUGIN_FILE);
  if (!existsSync(pluginPath)) throw new Error(`${pluginPath} is missing: run npm run build first`);
  const plugin = readFileSync(pluginPath);
  const entries = new Map<string, Uint8Array>();
  entries.set(PLUGIN_FILE, plugin);
  entries.set("HOW-TO-USE.txt", Buffer.from(howToUse(version).replace(/\n/g, "\r\n"))); // Notepad-friendly
  entries.set("CHANGELOG.md", readFileSync(join(root, "CHANGELOG.md")));
  const dataDir = join(root, "sample-project", "data");
  for (const name of readdirSync(dataDir).filter((file) => file.endsWith(".json")).sort()) {
    entries.set(`sample-project/data/${name}`, readFileSync(join(dataDir, name)));
  }
  entries.set("sample-project/js/plugins.js", readFileSync(join(root, "sample-project", "js", "plugins.js")));
  entries.set(`sample-project/js/plugins/${PLUGIN_FILE}`, plugin);
  return { version, entries };
}

export function zipRelease(release: Release): Uint8Array {
  const files: Zippable = {};
  for (const [path, bytes] of release.entries) files[path] = [bytes, { mtime: ENTRY_DATE }];
  return zipSync(files, { level: 9 });
}

/** Writes release/RandomDungeons-<version>.zip under `outDir`; returns its path. */
export function writeRelease(root: string, outDir: string): { file: string; release: Release } {
  const release = collectRelease(root);
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `RandomDungeons-${release.version}.zip`);
  writeFileSync(file, zipRelease(release));
  return { file, release };
}

function main(): void {
  const root = join(__dirname, "..");
  try {
    const { file, release } = writeRelease(root, join(root, "release"));
    for (const [path, bytes] of release.entries) console.log(`  ${String(bytes.length).padStart(8)}  ${path}`);
    console.log(`wrote ${file}`);
  } catch (error) {
    console.error(`release: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}

if (require.main === module) main();
