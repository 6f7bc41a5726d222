// Builds the plugin annotation block (English and Japanese) from the parameter table
// (parameter-table.ts: parameters.json, every layout's own declaration, the features' parts) and
// the help texts: the one source of truth for what the Plugin Manager shows.
const { existsSync, readFileSync } = require("fs");
const { join } = require("path");
const esbuild = require("esbuild");

/**
 * The parameter table as the plugin itself reads it: parameter-table.ts and the layout
 * declarations it imports, bundled in memory by esbuild and evaluated here (so the header is
 * made from the same TypeScript the plugin runs, without a generated file in between).
 */
function loadParameterTable() {
  const built = esbuild.buildSync({
    entryPoints: [join(__dirname, "parameter-table.ts")],
    bundle: true,
    format: "cjs",
    platform: "node",
    write: false,
    logLevel: "silent",
  });
  const module = { exports: {} };
  new Function("module", "exports", "require", built.outputFiles[0].text)(module, module.exports, require);
  return module.exports.PARAMETER_TABLE;
}

function read(name) {
  return readFileSync(join(__dirname, name), "utf8").replace(/\r\n/g, "\n").trimEnd();
}

/**
 * Each feature keeps its own header pieces in parts/ (so features can grow side by side):
 * parts/NAME.parameters.json (parameter-table.ts appends them, in the order of meta.json's
 * "parts"), parts/NAME.commands.json (plugin commands) and parts/NAME.help.LANG.txt (appended to
 * the help).
 */
function readPart(name, suffix) {
  const file = join(__dirname, "parts", `${name}.${suffix}`);
  return existsSync(file) ? readFileSync(file, "utf8").replace(/\r\n/g, "\n").trimEnd() : null;
}

function partsJson(meta, suffix) {
  return (meta.parts || []).flatMap((name) => JSON.parse(readPart(name, suffix) || "[]"));
}

function commentLines(text) {
  return text.split("\n").map((line) => (line ? ` * ${line}` : " *"));
}

// One parameter's annotation. Kinds: "number" (min/max), "select" (@option text + @value per
// choice), and group headings (no type: a parameter that only holds its children, named by
// their @parent). @parent comes last so every parameter's first lines read the same.
function paramLines(param, lang) {
  const text = param[lang] || param.en;
  const lines = [`@param ${param.name}`, `@text ${text.text}`, `@desc ${text.desc}`];
  if (param.type) lines.push(`@type ${param.type}`);
  for (const option of param.options || []) lines.push(`@option ${option[lang] || option.en}`, `@value ${option.value}`);
  if (param.min !== undefined) lines.push(`@min ${param.min}`);
  if (param.max !== undefined) lines.push(`@max ${param.max}`);
  lines.push(param.default === undefined ? "@default" : `@default ${param.default}`);
  if (param.parent) lines.push(`@parent ${param.parent}`);
  return ["", ...lines];
}

/** One plugin command: @command, its texts, then each @arg like a parameter (without @parent). */
function commandLines(command, lang) {
  const text = command[lang] || command.en;
  const lines = ["", `@command ${command.name}`, `@text ${text.text}`, `@desc ${text.desc}`];
  for (const arg of command.args || []) {
    lines.push(...paramLines(arg, lang).slice(1).map((line) => line.replace(/^@param /, "@arg ")));
  }
  return lines;
}

function block(lang, version, meta, parameters, commands) {
  const helpParts = (meta.parts || []).map((name) => readPart(name, `help.${lang}.txt`)).filter((text) => text);
  const help = [read(`help.${lang}.txt`), ...helpParts].join("\n\n").replace(/\{version\}/g, version);
  const lines = [
    `@target MZ`,
    `@plugindesc ${meta.plugindesc[lang]} (v${version})`,
    `@author ${meta.author}`,
    `@url ${meta.url}`,
    // Plugins the Plugin Manager should list below this one (it warns when they are above).
    ...(meta.orderBefore || []).map((name) => `@orderBefore ${name}`),
    "",
    "@help",
    ...help.split("\n"),
  ];
  for (const param of parameters) if (!param.noteOnly) lines.push(...paramLines(param, lang));
  for (const command of commands) lines.push(...commandLines(command, lang));
  return [lang === "en" ? "/*:" : "/*:ja", ...commentLines(lines.join("\n")), " */"].join("\n");
}

function buildHeader(version) {
  const meta = JSON.parse(read("meta.json"));
  const parameters = loadParameterTable();
  const commands = partsJson(meta, "commands.json");
  return [
    `// RandomDungeons.js v${version} — ${meta.plugindesc.en}`,
    `// ${meta.url} — MIT licence. Built from TypeScript sources; edit src/, not this file.`,
    block("en", version, meta, parameters, commands),
    block("ja", version, meta, parameters, commands),
    "",
  ].join("\n");
}

module.exports = { buildHeader };
