/**
 * A tileset for the preview's real-tile pictures: its database entry (sheet names and flags, from
 * a project's data/Tilesets.json or the stock one in test/fixtures) and its sheet images, read
 * with pngjs from a folder such as a project's img/tilesets. Node only. The images stay where
 * they are: RTP and project art are never copied into this repository.
 */
import { existsSync, readFileSync, statSync } from "fs";
import { join } from "path";
import { PNG } from "pngjs";
import { ArgumentError } from "../lib/args";
import type { RgbaImage } from "./pixels";

/** The stock Tilesets.json of a new MZ project (names and flags only), kept for the tests. */
export const STOCK_TILESETS_FILE = join(__dirname, "..", "..", "test", "fixtures", "stock-Tilesets.json");
/** The stock Dungeon tileset's database id. */
export const STOCK_DUNGEON_TILESET_ID = 4;

/** The sheets' names in `tilesetNames` order (SheetIndex), for messages. */
export const SHEET_LABELS: readonly string[] = ["A1", "A2", "A3", "A4", "A5", "B", "C", "D", "E"];

/** One tileset of the database: what the painter and the renderer read. */
export interface TilesetEntry {
  id: number;
  name: string;
  /** Image names by SheetIndex (A1–A5, B–E); "" for none. */
  tilesetNames: string[];
  /** Flags by tile id (passage, star 0x10, table 0x80, …). */
  flags: number[];
}

/**
 * Entry `id` of a Tilesets.json (the stock one when `file` is null). An unreadable file, bad JSON
 * or an id without an entry is an ArgumentError naming what is wrong.
 */
export function readTilesetEntry(file: string | null, id: number): TilesetEntry {
  const path = file ?? STOCK_TILESETS_FILE;
  let list: unknown;
  try {
    list = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new ArgumentError(`--tileset-json: cannot read ${JSON.stringify(path)} as JSON (${(error as Error).message})`);
  }
  const entry = Array.isArray(list) ? (list[id] as Partial<TilesetEntry> | null | undefined) : undefined;
  if (!entry || typeof entry !== "object" || !Array.isArray(entry.tilesetNames)) {
    const known = Array.isArray(list) ? list.flatMap((item, index) => (item && typeof item === "object" ? [`${index} ${String((item as TilesetEntry).name ?? "")}`.trim()] : [])) : [];
    throw new ArgumentError(`--tileset-id: ${JSON.stringify(path)} has no tileset ${id}${known.length > 0 ? `; it has ${known.join(", ")}` : ""}`);
  }
  return {
    id,
    name: typeof entry.name === "string" ? entry.name : "",
    tilesetNames: SHEET_LABELS.map((_, sheet) => (typeof entry.tilesetNames![sheet] === "string" ? entry.tilesetNames![sheet] : "")),
    flags: Array.isArray(entry.flags) ? entry.flags.map((flag) => Number(flag) || 0) : [],
  };
}

/** The sheets found, and for each sheet without an image why (in words, for the warnings). */
export interface TilesetSheets {
  /** By SheetIndex; null where there is no image. */
  images: (RgbaImage | null)[];
  /** By SheetIndex: "" when loaded, else e.g. `Dungeon_A3.png is not in img/tilesets`. */
  missing: string[];
}

/** Reads `NAME.png` from `folder` for each named sheet; a missing or unreadable image is noted, never thrown. */
export function loadTilesetSheets(folder: string, tilesetNames: readonly string[]): TilesetSheets {
  const images: (RgbaImage | null)[] = [];
  const missing: string[] = [];
  SHEET_LABELS.forEach((label, sheet) => {
    const name = tilesetNames[sheet] ?? "";
    const { image, problem } = name === "" ? { image: null, problem: `the tileset names no ${label} image` } : readSheet(folder, name);
    images.push(image);
    missing.push(problem);
  });
  return { images, missing };
}

function readSheet(folder: string, name: string): { image: RgbaImage | null; problem: string } {
  const file = join(folder, `${name}.png`);
  if (!existsSync(file)) return { image: null, problem: `${name}.png is not in ${folder}` };
  try {
    const png = PNG.sync.read(readFileSync(file));
    const data = new Uint8ClampedArray(png.width * png.height * 4);
    data.set(png.data);
    return { image: { width: png.width, height: png.height, data }, problem: "" };
  } catch (error) {
    return { image: null, problem: `${file} cannot be read as PNG (${(error as Error).message})` };
  }
}

/** An ArgumentError unless `folder` is a folder. */
export function checkTilesetFolder(folder: string): void {
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new ArgumentError(`--tileset: ${JSON.stringify(folder)} is not a folder (give the folder holding the tileset images, e.g. a project's img/tilesets)`);
}
