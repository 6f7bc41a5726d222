/**
 * The shipped file itself, dist/RandomDungeons.js as committed (test/dist.test.ts holds it to be
 * the fresh build of the sources, so it is not built a second time here): check its annotation
 * header, then run it in a bare VM context whose globals are the engine double — as the game
 * loads it from js/plugins — and enter a dungeon.
 */
import vm from "vm";
import { readFileSync } from "fs";
import { join } from "path";
import { EngineDouble } from "./engine-double";
import { PARAMETER_TABLE } from "../../src/header/parameter-table";

const ROOT = join(__dirname, "..", "..");
const code = readFileSync(join(ROOT, "dist", "RandomDungeons.js"), "utf8");

/** Every plugin command of the header's parts (src/header/parts/NAME.commands.json). */
function partCommands(): { name: string; args?: { name: string }[] }[] {
  const meta = JSON.parse(readFileSync(join(ROOT, "src", "header", "meta.json"), "utf8")) as { parts: string[] };
  return meta.parts.flatMap((part) => {
    try {
      return JSON.parse(readFileSync(join(ROOT, "src", "header", "parts", `${part}.commands.json`), "utf8"));
    } catch {
      return []; // a part without commands
    }
  });
}

test.each(["/*:", "/*:ja"] as const)("%s header: every plugin command with its arguments", (marker) => {
  const header = block(marker);
  for (const command of partCommands()) {
    const section = header.slice(header.indexOf(`@command ${command.name}\n`));
    expect(section).toMatch(new RegExp(`^@command ${command.name}\\n \\* @text .+\\n \\* @desc .+`));
    const next = section.indexOf("@command ", 1);
    const own = next < 0 ? section : section.slice(0, next);
    for (const arg of command.args ?? []) expect(own).toContain(`@arg ${arg.name}\n`);
  }
});

function block(marker: "/*:" | "/*:ja"): string {
  const start = code.indexOf(`${marker}\n`);
  expect(start).toBeGreaterThanOrEqual(0);
  return code.slice(start, code.indexOf("*/", start));
}

test("one IIFE with no module loader calls", () => {
  expect(code).toMatch(/\(function \(\) \{\s*'use strict';/);
  expect(code).not.toMatch(/\brequire\(|\bimport\s|export\s/);
});

test.each(["/*:", "/*:ja"] as const)("%s header: target, description, author, url, help and typed parameters", (marker) => {
  const header = block(marker);
  for (const tag of ["@target MZ", "@plugindesc ", "@author ", "@url ", "@help"]) expect(header).toContain(tag);
  const parameters = (PARAMETER_TABLE as unknown as {
    name: string;
    type?: string;
    default?: number | string;
    min?: number;
    max?: number;
    parent?: string;
    noteOnly?: boolean;
    options?: { value: string }[];
  }[]).filter((spec) => !spec.noteOnly);
  const names = new Set(parameters.map((spec) => spec.name));
  expect(names.size).toBe(parameters.length); // the Plugin Manager keys values by name
  for (const spec of parameters) {
    const section = header.slice(header.indexOf(`@param ${spec.name}\n`));
    const end = section.indexOf("\n *\n");
    const lines = section.slice(0, end < 0 ? undefined : end).trimEnd(); // up to the blank line (the last one: the block's end)
    if (spec.type === "number") {
      expect(lines).toMatch(new RegExp(`^@param ${spec.name}\\n \\* @text .+\\n \\* @desc .+\\n \\* @type number\\n \\* @min ${spec.min}\\n \\* @max ${spec.max}\\n \\* @default ${spec.default}(\\n|$)`));
    } else if (spec.type === "select") {
      const choices = spec.options!.map((option) => ` \\* @option .+\\n \\* @value ${option.value}\\n`).join("");
      expect(lines).toMatch(new RegExp(`^@param ${spec.name}\\n \\* @text .+\\n \\* @desc .+\\n \\* @type select\\n${choices} \\* @default ${spec.default}(\\n|$)`));
    } else if (spec.type) {
      // variable, switch, text: the Plugin Manager's own pickers
      expect(lines).toMatch(new RegExp(`^@param ${spec.name}\\n \\* @text .+\\n \\* @desc .+\\n \\* @type ${spec.type}\\n`));
    } else {
      // A group heading: text and description only, holding the parameters whose @parent names it.
      expect(lines).toMatch(new RegExp(`^@param ${spec.name}\\n \\* @text .+\\n \\* @desc .+\\n \\* @default$`));
      expect(parameters.some((child) => child.parent === spec.name)).toBe(true);
    }
    if (spec.parent) {
      expect(names.has(spec.parent)).toBe(true);
      expect(lines).toMatch(new RegExp(`\\n \\* @parent ${spec.parent}$`));
    } else expect(lines).not.toContain("@parent");
  }
  expect(header.length).toBeGreaterThan(2000); // a real help text, not a stub
  // Tile-to-event plugins go below us, where they read finished dungeon tiles.
  expect(header).toMatch(/\n \* @url [^\n]+\n \* @orderBefore NRP_TileToEvent\n/);
});

test.each(["/*:", "/*:ja"] as const)("%s help: what a game maker needs to know, and the plugin-order paragraph", (marker) => {
  const header = block(marker);
  for (const text of [
    "<Dungeon Self Switches: keep>",
    "$gameMap.tileId(x, y, 0)",
    "$gameSystem._randomDungeons.seeds[$gameMap.mapId()]",
    "npm run preview -- --width W --height H --seed N",
    "DataManager.onLoad",
    "EventReSpawn",
    "NRP_TileToEvent",
    "<Dungeon Layout: digger>",
    "<Dungeon Cave Chance: 30>",
    "<Dungeon Vault Map: 12>",
    "<Dungeon Vaults>",
    "</Dungeon Vaults>",
    "diggerCaveChance",
  ]) expect(header).toContain(text);
  // One line per layout in the Layouts section.
  for (const layout of ["cells", "digger", "maze", "rooms", "nodes"]) expect(header).toMatch(new RegExp(`\\n \\*   ${layout} +\\S`));
  const help = readFileSync(join(ROOT, "src", "header", `help.${marker === "/*:" ? "en" : "ja"}.txt`), "utf8");
  expect(help).not.toContain("*/"); // nothing in the help may close the comment early
});

test("the bundle runs in the game's global scope and makes a dungeon on entry", () => {
  const maps = new Map<number, string>();
  for (const id of [1, 2]) maps.set(id, readFileSync(join(ROOT, "sample-project", "data", `Map00${id}.json`), "utf8"));
  const engine = new EngineDouble(maps);
  const warnings: string[] = [];
  const context = {
    console: { warn: (message: string) => warnings.push(message), log() {}, error() {} },
    PluginManager: { parameters: (name: string) => (name === "RandomDungeons" ? { roomRegion: "7" } : {}) },
    DataManager: engine.DataManager,
    get $dataMap() {
      return engine.$dataMap;
    },
    get $dataTilesets() {
      return engine.$dataTilesets;
    },
    get $gameSystem() {
      return engine.$gameSystem;
    },
    get $gameMap() {
      return engine.$gameMap;
    },
    get $gamePlayer() {
      return engine.$gamePlayer;
    },
    Math,
  };
  vm.runInNewContext(code, context);
  engine.newGame(1, 8, 6);
  engine.transfer(2, 0, 0);
  const { x, y } = engine.$gamePlayer;
  expect(engine.tileId(x, y, 5)).toBe(7); // on room floor, region from the parameter
  expect(warnings).toEqual([]);
});
