/**
 * The preview command: generate one dungeon (or --count of them, seed after seed), write each as a
 * PNG, print the text rendering of a single one, and for several an index.html gallery.
 */
import { mkdirSync, writeFileSync } from "fs";
import { join } from "path";
import { Dungeon, DungeonOptions, generateDungeon, normalizeSeed, renderText } from "../../src/core";
import { ArgumentError, FlagSpecs, describeFlags, parseFlags } from "../lib/args";
import { Output, runCommand } from "../lib/cli";
import { MAP_FLAGS, OPTION_FLAGS, dungeonOptionsFromFlags, mapSizeFromFlags } from "../lib/dungeon-flags";
import { pictureOfDungeon, renderPicture } from "../render/pixels";
import { writePng } from "../render/png";
import { GalleryEntry, galleryHtml } from "./gallery";

export const PREVIEW_FLAGS: FlagSpecs = {
  ...MAP_FLAGS,
  seed: { kind: "integer", help: "seed of the first dungeon (default 1)" },
  count: { kind: "integer", help: "how many dungeons, seeds seed, seed+1, …; more than 1 writes index.html (default 1)" },
  out: { kind: "text", help: "folder for the PNGs (default previews/)" },
  scale: { kind: "integer", help: "pixels per tile, 1–32 (default 4)" },
  grid: { kind: "switch", help: "draw cell outlines and links over the tiles" },
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
  options: Partial<DungeonOptions>;
}

export const PREVIEW_USAGE = `usage: npm run preview -- [flags]\n${describeFlags(PREVIEW_FLAGS)}`;

/** Reads the command line; null means help was asked for. Throws ArgumentError on bad input. */
export function parsePreviewArgs(argv: readonly string[]): PreviewRequest | null {
  const flags = parseFlags(argv, PREVIEW_FLAGS);
  if (flags.isOn("help")) return null;
  const request: PreviewRequest = {
    ...mapSizeFromFlags(flags),
    seed: flags.integer("seed", 1),
    count: flags.integer("count", 1),
    out: flags.text("out", "previews"),
    scale: flags.integer("scale", 4),
    grid: flags.isOn("grid"),
    options: dungeonOptionsFromFlags(flags),
  };
  if (request.count < 1) throw new ArgumentError(`--count must be at least 1, got ${request.count}`);
  if (request.scale < 1 || request.scale > 32) throw new ArgumentError(`--scale must be from 1 to 32, got ${request.scale}`);
  return request;
}

/** Runs the command; returns the process exit code. */
export function runPreview(argv: readonly string[], output: Output): number {
  return runCommand("preview", argv, output, {
    parse: parsePreviewArgs,
    usage: PREVIEW_USAGE,
    execute: (request) => {
      mkdirSync(request.out, { recursive: true });
      return request.count === 1 ? previewOne(request, output) : previewMany(request, output);
    },
  });
}

function previewOne(request: PreviewRequest, output: Output): number {
  const dungeon = generate(request, request.seed, output);
  if (!dungeon) return 1;
  const file = join(request.out, `preview-${dungeon.width}x${dungeon.height}-seed${dungeon.seed}.png`);
  writePng(file, renderPicture(pictureOfDungeon(dungeon, request.grid), request.scale));
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
    writePng(join(request.out, file), renderPicture(pictureOfDungeon(dungeon, request.grid), request.scale));
    entries.push({ file, caption: describeDungeon(dungeon) });
    output.log(`${file}  ${describeDungeon(dungeon)}`);
  }
  const title = `RandomDungeons preview: ${request.count} dungeons, ${request.width}×${request.height}, seeds ${request.seed}–${request.seed + request.count - 1}`;
  const index = join(request.out, "index.html");
  writeFileSync(index, galleryHtml(title, entries));
  output.log(`wrote ${request.count} PNGs and ${index}`);
  return 0;
}

/** Generates one dungeon, reporting option problems as warnings and failures as errors. */
function generate(request: PreviewRequest, seed: number, output: Output): Dungeon | null {
  const result = generateDungeon(request.width, request.height, request.options, normalizeSeed(seed));
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
  return `seed ${dungeon.seed}, ${dungeon.width}×${dungeon.height}, ${dungeon.layout.rooms.length} rooms, ${dungeon.options.eventCount} events`;
}
