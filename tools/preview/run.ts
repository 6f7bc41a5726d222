/**
 * The preview command: generate one dungeon (or --count of them, seed after seed) with any
 * registered layout, write each as a PNG, print the text rendering of a single one, and for
 * several an index.html gallery. With --json: one line of stats per dungeon on stdout instead
 * (PNGs only when --out is given). With --tileset DIR the PNGs show the game's own tiles, painted
 * and decorated as the plugin does (tiles.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from "fs";
import { join } from "path";
import { DEFAULT_LAYOUT, Dungeon, StructureMark, generateDungeon, normalizeSeed, renderText } from "../../src/core";
import { ArgumentError, FlagSpecs, ParsedFlags, describeFlags, parseFlags } from "../lib/args";
import { Output, runCommand } from "../lib/cli";
import { LAYOUT_FLAG, MAP_FLAGS, OPTION_FLAGS, OptionValues, STYLE_FLAG, applyStyle, dungeonOptionsFromFlags, mapSizeFromFlags } from "../lib/dungeon-flags";
import { describeAreas, dungeonStats } from "../lib/layout-stats";
import { DungeonPicture, pictureOfDungeon, renderPicture } from "../render/pixels";
import { writePng } from "../render/png";
import { GalleryEntry, galleryHtml } from "./gallery";
import { LAYOUTS, findLayout } from "../../src/core/layout/index";
import { DEFAULT_VALUES } from "../../src/mz/settings";
import type { ContentRequest } from "../../src/core/content";
import type { DecorOptions } from "../../src/core/decor";
import { CONTENT_FLAG_HELP, parseContentList, placedCopies, textWithContent } from "./content";
import { DECOR_FLAGS, decorOptionsFromFlags, decorateForPreview, describeDecor } from "./decor";
import { CONTENT_LEGEND, DECOR_LEGEND } from "../render/palette";
import type { RgbaImage } from "../render/pixels";
import { PIECE_FLAGS, describePieces, paintPiecesForPreview, readPiecesFile, showPieces } from "./pieces";
import type { PieceCatalog } from "../../src/mz/pieces";
import { OpenTileset, TILESET_FLAGS, TilesetRequest, openTileset, paintForPreview, renderWithTileset, tilesetRequestFromFlags } from "./tiles";

/** The layouts that read a painted structure, for the help and notes. */
function namesReading(reads: "structure" | "prefabs"): string {
  return LAYOUTS.filter((layout) => layout.reads === reads).map((layout) => layout.name).join(", ");
}

export const PREVIEW_FLAGS: FlagSpecs = {
  ...MAP_FLAGS,
  ...LAYOUT_FLAG,
  seed: { kind: "integer", help: "seed of the first dungeon (default 1)" },
  count: { kind: "integer", help: "how many dungeons, seeds seed, seed+1, …; more than 1 writes index.html (default 1)" },
  out: { kind: "text", help: "folder for the PNGs (default previews/; with --json, PNGs only when given)" },
  scale: { kind: "integer", help: "pixels per tile, 1–32 (default 4)" },
  grid: { kind: "switch", help: "draw the layout's overlay: boxes (cells, rooms, node tiles), lines (links, path), marks" },
  "by-generation": { kind: "switch", help: "colour walls by the generation of builders that laid them (crawlers; the DungeonMaker's view)" },
  structure: { kind: "text", help: `${namesReading("structure")}: a text file painting stage 0 from the top-left tile, as a map's regions would: # structural wall, . kept floor, anything else nothing` },
  ...STYLE_FLAG,
  content: { kind: "text", help: CONTENT_FLAG_HELP },
  events: { kind: "integer", help: "plain events to place, as that many untagged map events are (added to --content; default 0)" },
  ...DECOR_FLAGS,
  ...PIECE_FLAGS,
  ...TILESET_FLAGS,
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
  /** The content requests from --content (the core's ContentRequest list), or null for none. */
  content: ContentRequest[] | null;
  /** The decoration options from --decor / --decor-* (absent ones take the planner's defaults), or null when off. */
  decor: Partial<DecorOptions> | null;
  /** Flags given that the chosen layout does not read. */
  notes: string[];
  /** --tileset and its companions: draw the real tiles (absent without --tileset). */
  tileset?: TilesetRequest;
  /** The set pieces of --pieces (absent without it) and --piece-count. */
  pieces?: { catalog: PieceCatalog; count: number };
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
    content: contentFromFlags(flags),
    decor: decorOptionsFromFlags(flags),
  };
  if (flags.has("structure")) {
    request.structure = readStructureFile(flags.text("structure", ""), request.width, request.height);
    if (findLayout(request.layout)?.reads !== "structure") request.notes.push(`--structure is for layouts that read a painted structure (${namesReading("structure")}), not ${request.layout}; ignored`);
  }
  if (flags.has("style")) applyStyle(request, flags.text("style", ""));
  const tileset = tilesetRequestFromFlags(flags, request.width, request.height, request.notes);
  if (tileset) {
    request.tileset = tileset;
    if (flags.has("scale")) request.notes.push("--scale is for the block colours; with --tileset the picture has --tile-size pixels per tile");
  }
  if (flags.has("pieces")) {
    const catalog = readPiecesFile(flags.text("pieces", ""), flags.has("tileset-json") ? flags.text("tileset-json", "") : null, request.notes);
    request.pieces = { catalog, count: flags.integer("piece-count", DEFAULT_VALUES.pieceCount as number) };
  } else if (flags.has("piece-count")) request.notes.push("--piece-count is for --pieces; ignored");
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


/** Runs the command; returns the process exit code. */
export function runPreview(argv: readonly string[], output: Output): number {
  return runCommand("preview", argv, output, {
    parse: parsePreviewArgs,
    usage: PREVIEW_USAGE,
    execute: (request) => {
      for (const note of request.notes) output.error(`note: ${note}`);
      if (request.writePictures) mkdirSync(request.out, { recursive: true });
      const tileset = request.tileset && request.writePictures ? openTileset(request.tileset) : null;
      if (request.json) return printStats(request, output, tileset);
      return request.count === 1 ? previewOne(request, output, tileset) : previewMany(request, output, tileset);
    },
  });
}

/** The PNG's name: the layout (but for the default, as before layouts), size and seed; "-tiles" for the real-tile view. */
export function previewFileName(dungeon: Dungeon, tiles = false): string {
  const layout = dungeon.layout.algorithm === DEFAULT_LAYOUT ? "" : `${dungeon.layout.algorithm}-`;
  return `preview-${layout}${dungeon.width}x${dungeon.height}-seed${dungeon.seed}${tiles ? "-tiles" : ""}.png`;
}

function previewOne(request: PreviewRequest, output: Output, tileset: OpenTileset | null): number {
  const dungeon = generate(request, request.seed, output);
  if (!dungeon) return 1;
  const file = join(request.out, previewFileName(dungeon, tileset !== null));
  const shown = showDungeon(request, dungeon, output, tileset);
  writePng(file, renderShown(request, shown, tileset, output));
  const text = renderText(dungeon).trimEnd();
  output.log(shown.copies ? textWithContent(text, dungeon.width, shown.copies) : text);
  for (const line of shown.summary) output.log(line);
  output.log(`${describeDungeon(dungeon)}\nwrote ${file}`);
  return 0;
}

function previewMany(request: PreviewRequest, output: Output, tileset: OpenTileset | null): number {
  const entries: GalleryEntry[] = [];
  const digits = String(request.count).length;
  for (let i = 0; i < request.count; i++) {
    const quiet = i === 0 ? output : silent(output);
    const dungeon = generate(request, request.seed + i, quiet);
    if (!dungeon) return 1;
    const file = `${String(i + 1).padStart(Math.max(3, digits), "0")}-seed${dungeon.seed}${tileset ? "-tiles" : ""}.png`;
    const shown = showDungeon(request, dungeon, quiet, tileset);
    writePng(join(request.out, file), renderShown(request, shown, tileset, quiet));
    const caption = [describeDungeon(dungeon), ...shown.summary].join("; ");
    entries.push({ file, caption });
    output.log(`${file}  ${caption}`);
  }
  const title = `RandomDungeons preview: ${request.count} ${request.layout} dungeons, ${request.width}×${request.height}, seeds ${request.seed}–${request.seed + request.count - 1}`;
  const index = join(request.out, "index.html");
  const legend = [...(request.content ? CONTENT_LEGEND : []), ...(request.decor && !tileset ? DECOR_LEGEND : [])];
  writeFileSync(index, galleryHtml(title, entries, legend));
  output.log(`wrote ${request.count} PNGs and ${index}`);
  return 0;
}

/** One JSON line per dungeon on stdout; PNGs beside them when --out was given; warnings on stderr. */
function printStats(request: PreviewRequest, output: Output, tileset: OpenTileset | null): number {
  for (let i = 0; i < request.count; i++) {
    const quiet = i === 0 ? output : silent(output);
    const dungeon = generate(request, request.seed + i, quiet);
    if (!dungeon) return 1;
    output.log(JSON.stringify(dungeonStats(dungeon)));
    if (!request.writePictures) continue;
    const file = join(request.out, previewFileName(dungeon, tileset !== null));
    writePng(file, renderShown(request, showDungeon(request, dungeon, quiet, tileset), tileset, quiet));
    output.error(`wrote ${file}`);
  }
  return 0;
}

/** The content requests from --content, and --events plain events after them; null when neither is given. */
function contentFromFlags(flags: ParsedFlags): ContentRequest[] | null {
  const listed = flags.has("content") ? parseContentList(flags.text("content", "")) : null;
  const events = flags.integer("events", 0);
  if (events <= 0) return listed;
  return [...(listed ?? []), { min: events, max: events, label: "--events" }];
}

/** Generates one dungeon, reporting option problems as warnings and failures as errors. */
function generate(request: PreviewRequest, seed: number, output: Output): Dungeon | null {
  const pieces = request.pieces ? { pieces: request.pieces.catalog.pieces, pieceCount: request.pieces.count } : {};
  const given = { layout: request.layout, ...request.options, structure: request.structure, ...(request.content ? { content: request.content } : {}), ...pieces };
  const result = generateDungeon(request.width, request.height, given, normalizeSeed(seed));
  for (const problem of result.problems) output.error(`warning: ${problem}`);
  if (result.ok) {
    // Content problems depend on the dungeon (a lock with no chokepoint left), so every seed reports its own.
    for (const problem of result.dungeon.content?.problems ?? []) output.error(`content warning, seed ${result.dungeon.seed}: ${problem}`);
    return result.dungeon;
  }
  output.error(`preview: ${result.reason}`);
  return null;
}

/** What the PNG shows of one dungeon (see showDungeon). */
export interface ShownDungeon {
  picture: DungeonPicture;
  copies: ReturnType<typeof placedCopies> | null;
  summary: string[];
  /** With a tileset: the map data as the plugin paints it (decorations included). */
  mapData?: number[];
}

/**
 * What the PNG shows of one dungeon: its picture with the content copies in their roles' colours
 * and the decoration marks, the copies (for the text rendering) and a summary line per feature.
 * With a tileset the dungeon is painted as the plugin paints it, decorated with the plugin's
 * ready-made choice for the real tiles instead of the stand-in palette.
 */
export function showDungeon(request: PreviewRequest, dungeon: Dungeon, output: Output, tileset: OpenTileset | null = null): ShownDungeon {
  const picture = pictureOfDungeon(dungeon, request.grid, request.byGeneration);
  const summary: string[] = [];
  let copies: ReturnType<typeof placedCopies> | null = null;
  if (request.content && dungeon.content) {
    copies = placedCopies(dungeon.content, request.content);
    picture.content = copies;
    const unplaced = dungeon.content.copies.length - copies.length;
    summary.push(`content: ${copies.length} copies placed${unplaced > 0 ? `, ${unplaced} without a tile` : ""}`);
  }
  if (request.pieces) {
    Object.assign(picture, showPieces(picture, dungeon, request.pieces.catalog));
    summary.push(describePieces(dungeon, request.pieces.catalog));
  }
  if (tileset) {
    const painted = paintForPreview(dungeon, tileset, request.decor, (problem) => output.error(`warning: decor: ${problem}`));
    if (request.pieces) paintPiecesForPreview(painted.data, dungeon, request.pieces.catalog);
    if (painted.marks) picture.decor = painted.marks;
    if (painted.plan) summary.push(describeDecor(painted.plan));
    if (painted.nothing) summary.push(painted.nothing);
    return { picture, copies, summary, mapData: painted.data };
  }
  if (request.decor) {
    const { plan, marks, problems } = decorateForPreview(dungeon, request.decor);
    for (const problem of problems) output.error(`warning: decor: ${problem}`);
    picture.decor = marks;
    summary.push(describeDecor(plan));
  }
  return { picture, copies, summary };
}

/** The PNG's pixels: block colours at --scale, or the real tiles at --tile-size. */
function renderShown(request: PreviewRequest, shown: ShownDungeon, tileset: OpenTileset | null, output: Output): RgbaImage {
  return tileset && shown.mapData ? renderWithTileset(shown.picture, shown.mapData, tileset, output) : renderPicture(shown.picture, request.scale);
}

/** Option warnings are the same for every seed: print them once (content warnings are per seed and not "warning:" lines). */
function silent(output: Output): Output {
  return { log: output.log, error: (line) => (line.startsWith("warning:") ? undefined : output.error(line)) };
}

function describeDungeon(dungeon: Dungeon): string {
  return `${dungeon.layout.algorithm}, seed ${dungeon.seed}, ${dungeon.width}×${dungeon.height}, ${describeAreas(dungeon.layout)}, ${dungeon.content?.copies.length ?? 0} events`;
}
