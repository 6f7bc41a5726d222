/**
 * Nothing after carving knows which layout ran: no file of the plugin's MZ side (src/mz,
 * src/plugin.ts) or of the tools names a concrete layout, in a string or an import. They read
 * what a layout declares (src/core/layout/contract.ts) through the registry instead. The
 * benchmark's contenders and the sample-project maker, which pick layouts on purpose, are the
 * exceptions. Comments may name layouts (they explain); code may not.
 */
import { readFileSync, readdirSync, statSync } from "fs";
import { join, relative } from "path";
import { LAYOUT_NAMES } from "../src/core/layout/index";

const ROOT = join(__dirname, "..");
const EXCEPTIONS = ["tools/bench/", "tools/make-sample-project.ts"];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|js)$/.test(name) ? [path] : [];
  });
}

/** The text without its comments (block and line comments; a "//" inside a string is rare enough here). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

/** Where a file names a layout: a quoted name, or an import of a layout's module. */
function layoutNamesIn(text: string): string[] {
  const names = LAYOUT_NAMES.join("|");
  const quoted = new RegExp(`["'\`](${names})["'\`]`, "g");
  const imported = new RegExp(`core/layout/(?!index\\b|contract\\b)[a-z]+`, "g");
  return [...(text.match(quoted) ?? []), ...(text.match(imported) ?? [])];
}

test("src/mz, src/plugin.ts and the tools name no concrete layout", () => {
  const files = [...sourceFiles(join(ROOT, "src", "mz")), join(ROOT, "src", "plugin.ts"), ...sourceFiles(join(ROOT, "tools"))];
  const found: string[] = [];
  for (const file of files) {
    const path = relative(ROOT, file).split("\\").join("/");
    if (EXCEPTIONS.some((exception) => path.startsWith(exception))) continue;
    for (const name of layoutNamesIn(withoutComments(readFileSync(file, "utf8")))) found.push(`${path}: ${name}`);
  }
  expect(found).toEqual([]);
});

test("the check finds a quoted layout name and a layout module import, and skips comments", () => {
  expect(layoutNamesIn(withoutComments('if (name === "digger") run();'))).toEqual(['"digger"']);
  expect(layoutNamesIn(withoutComments('import { x } from "../core/layout/crawlers";'))).toEqual(["core/layout/crawlers"]);
  expect(layoutNamesIn(withoutComments('// the "digger" reads prefabs\n/* "maze" */ const a = 1;'))).toEqual([]);
  expect(layoutNamesIn('import { findLayout } from "../core/layout/index";')).toEqual([]);
});
