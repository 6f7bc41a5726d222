/**
 * The preview command: generate one dungeon (or --count of them, seed after seed) with any
 * registered layout, write each as a PNG, print the text rendering of a single one, and for
 * several an index.html gallery. With --json: one line of stats per dungeon on stdout instead
 * (PNGs only when --out is given).
 */
import { mkdirSync, readFileSync, writeFileSync } from "fs";
import { join } from "path";
import { DEFAULT_LAYOUT, Dungeon, StructureMark, generateDungeon, normalizeSeed, renderText } from "../../src/core";
import { ArgumentError, FlagSpecs, describeFlags, parseFlags } from "../lib/args";
import { Output, runCommand } from "../lib/cli";
import { LAYOUT_FLAG, MAP_FLAGS, OPTION_FLAGS, OptionValues, dungeonOptionsFromFlags, mapSizeFromFlags } from "../lib/dungeon-flags";
import { describeAreas, dungeonStats } from "../lib/layout-stats";
import { pictureOfDungeon, renderPicture } from "../render/pixels";
import { writePng } from "../render/png";
import { GalleryEntry, galleryHtml } from "./gallery";
import { CRAWLER_STYLE_NAMES, crawlerStyle } from "../../src/core/layout/crawlers";

export const PREVIEW_FLAGS: FlagSpecs = {
  ...MAP_FLAGS,
  ...LAYOUT_FLAG,
  seed: { kind: "integer", help: "seed of the first dungeon (default 1)" },
  count: { kind: "integer", help: "how many dungeons, seeds seed, seed+1, …; more than 1 writes index.html (default 1)" },
  out: { kind: "text", help: "folder for the PNGs (default previews/; with --json, PNGs only when given)" },
  scale: { kind: "integer", help: "pixels per tile, 1–32 (default 4)" },
  grid: { kind: "switch", help: "draw the layout's overlay: boxes (cells, rooms, node tiles), lines (links, path), marks" },
  "by-generation": { kind: "switch", help: "colour walls by the generation of builders that laid them (crawlers; the DungeonMaker's view)" },
  structure: { kind: "text", help: "crawlers: a text file painting stage 0 from the top-left tile, as a map's regions would: # structural wall, . kept floor, anything else nothing" },
  style: { kind: "text", help: `crawlers: a style (${CRAWLER_STYLE_NAMES.join(", ")}) as the base of the options, under the option flags given` },
  json: { kind: "switch", help: "print one JSON line of stats per dungeon (layout, seed, areas, openings, loops, floorShare)" },
  help: { kind: "switch", help: "show this help" },
  ...OPTION_FLAGS,
};

export interface PreviewRequest {
  width: number;
  height: number;
  seed: number;
  count: number;
  out: string;
  scale: number;
  grid: boolean;
  /** Walls coloured by generation (the layout's overlay.generations). */
  byGeneration: boolean;
  json: boolean;
  /** False when --json is given without --out: no PNGs then. */
  writePictures: boolean;
  layout: string;
  options: OptionValues;
  /** The painted stage 0 (StructureMark per tile) from --structure, or null. */
  structure: Uint8Array | null;
  /** Flags given that the chosen layout does not read. */
  notes: string[];
}

export const PREVIEW_USAGE = `usage: npm run preview -- [flags]\n${describeFlags(PREVIEW_FLAGS)}`;

/** Reads the command line; null means help was asked for. Throws ArgumentError on bad input. */
export function parsePreviewArgs(argv: readonly string[]): PreviewRequest | null {
  const flags = parseFlags(argv, PREVIEW_FLAGS);
  if (flags.isOn("help")) return null;
  const json = flags.isOn("json");
  const request: PreviewRequest = {
    ...mapSizeFromFlags(flags),
    seed: flags.integer("seed", 1),
    count: flags.integer("count", 1),
    out: flags.text("out", "previews"),
    scale: flags.integer("scale", 4),
    grid: flags.isOn("grid"),
    byGeneration: flags.isOn("by-generation"),
    json,
    writePictures: !json || flags.has("out"),
    ...dungeonOptionsFromFlags(flags),
    structure: null,
  };
  if (flags.has("structure")) {
    request.structure = readStructureFile(flags.text("structure", ""), request.width, request.height);
    if (request.layout !== "crawlers") request.notes.push(`--structure is for layout crawlers, not ${request.layout}; ignored`);
  }
  if (flags.has("style")) applyStyle(request, flags.text("style", ""));
  if (request.count < 1) throw new ArgumentError(`--count must be at least 1, got ${request.count}`);
  if (request.scale < 1 || request.scale > 32) throw new ArgumentError(`--scale must be from 1 to 32, got ${request.scale}`);
  return request;
}

/**
 * A painted stage 0 from a text file, one character per tile from the top-left: "#" a structural
 * wall, "." kept floor, anything else nothing; lines and characters past the map are left out.
 */
export function structureFromText(text: string, width: number, height: number): Uint8Array {
  const marks = new Uint8Array(width * height);
  text.split(/\r?\n/).slice(0, height).forEach((line, y) => {
    for (let x = 0; x < Math.min(width, line.length); x++) {
      if (line[x] === "#") marks[y * width + x] = StructureMark.Wall;
      else if (line[x] === ".") marks[y * width + x] = StructureMark.Floor;
    }
  });
  return marks;
}

function readStructureFile(file: string, width: number, height: number): Uint8Array {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new ArgumentError(`--structure: cannot read ${JSON.stringify(file)}`);
  }
  return structureFromText(text, width, height);
}

/** A crawlers style as the base of the options: the option flags given win over it. */
function applyStyle(request: PreviewRequest, name: string): void {
  const style = crawlerStyle(name);
  if (!style) throw new ArgumentError(`unknown style "${name}"; known styles: ${CRAWLER_STYLE_NAMES.join(", ")}`);
  if (request.layout !== "crawlers") {
    request.notes.push(`--style is for layout crawlers, not ${request.layout}; ignored`);
    return;
  }
  request.options = { ...style, ...request.options };
}

/** Runs the command; returns the process exit code. */
export function runPreview(argv: readonly string[], output: Output): number {
  return runCommand("preview", argv, output, {
    parse: parsePreviewArgs,
    usage: PREVIEW_USAGE,
    execute: (request) => {
      for (const note of request.notes) output.error(`note: ${note}`);
      if (request.writePictures) mkdirSync(request.out, { recursive: true });
      if (request.json) return printStats(request, output);
      return request.count === 1 ? previewOne(request, output) : previewMany(request, output);
    },
  });
}

/** The PNG's name: the layout (but for the default, as before layouts), size and seed. */
export function previewFileName(dungeon: Dungeon): string {
  const layout = dungeon.layout.algorithm === DEFAULT_LAYOUT ? "" : `${dungeon.layout.algorithm}-`;
  return `preview-${layout}${dungeon.width}x${dungeon.height}-seed${dungeon.seed}.png`;
}

function previewOne(request: PreviewRequest, output: Output): number {
  const dungeon = generate(request, request.seed, output);
  if (!dungeon) return 1;
  const file = join(request.out, previewFileName(dungeon));
  writePng(file, renderPicture(pictureOfDungeon(dungeon, request.grid, request.byGeneration), request.scale));
  output.log(renderText(dungeon).trimEnd());
  output.log(`${describeDungeon(dungeon)}\nwrote ${file}`);
  return 0;
}

function previewMany(request: PreviewRequest, output: Output): number {
  const entries: GalleryEntry[] = [];
  const digits = String(request.count).length;
  for (let i = 0; i < request.count; i++) {
    const dungeon = generate(request, request.seed + i, i === 0 ? output : silent(output));
    if (!dungeon) return 1;
    const file = `${String(i + 1).padStart(Math.max(3, digits), "0")}-seed${dungeon.seed}.png`;
    writePng(join(request.out, file), renderPicture(pictureOfDungeon(dungeon, request.grid, request.byGeneration), request.scale));
    entries.push({ file, caption: describeDungeon(dungeon) });
    output.log(`${file}  ${describeDungeon(dungeon)}`);
  }
  const title = `RandomDungeons preview: ${request.count} ${request.layout} dungeons, ${request.width}×${request.height}, seeds ${request.seed}–${request.seed + request.count - 1}`;
  const index = join(request.out, "index.html");
  writeFileSync(index, galleryHtml(title, entries));
  output.log(`wrote ${request.count} PNGs and ${index}`);
  return 0;
}

/** One JSON line per dungeon on stdout; PNGs beside them when --out was given; warnings on stderr. */
function printStats(request: PreviewRequest, output: Output): number {
  for (let i = 0; i < request.count; i++) {
    const dungeon = generate(request, request.seed + i, i === 0 ? output : silent(output));
    if (!dungeon) return 1;
    output.log(JSON.stringify(dungeonStats(dungeon)));
    if (!request.writePictures) continue;
    const file = join(request.out, previewFileName(dungeon));
    writePng(file, renderPicture(pictureOfDungeon(dungeon, request.grid, request.byGeneration), request.scale));
    output.error(`wrote ${file}`);
  }
  return 0;
}

/** Generates one dungeon, reporting option problems as warnings and failures as errors. */
function generate(request: PreviewRequest, seed: number, output: Output): Dungeon | null {
  const result = generateDungeon(request.width, request.height, { layout: request.layout, ...request.options, structure: request.structure }, normalizeSeed(seed));
  for (const problem of result.problems) output.error(`warning: ${problem}`);
  if (result.ok) return result.dungeon;
  output.error(`preview: ${result.reason}`);
  return null;
}

/** Warnings are the same for every seed: print them once. */
function silent(output: Output): Output {
  return { log: output.log, error: (line) => (line.startsWith("warning:") ? undefined : output.error(line)) };
}

function describeDungeon(dungeon: Dungeon): string {
  return `${dungeon.layout.algorithm}, seed ${dungeon.seed}, ${dungeon.width}×${dungeon.height}, ${describeAreas(dungeon.layout)}, ${dungeon.options.eventCount} events`;
}
