/**
 * What the e2e compares the engine's dungeon with: the layout a map's note names, and the
 * `npm run preview` flags that draw the same layout as a request to the core.
 */
import { DEFAULT_LAYOUT, DungeonRequest, resolveDungeonOptions } from "../../src/core";
import type { ContentRequest } from "../../src/core/content";
import { extractNoteMeta, normalizeTagName } from "../../src/mz/settings";
import { optionFlagName } from "../lib/dungeon-flags";

/** The layout a map's note names with <Dungeon Layout: NAME> (any letter case and spacing), or the default. */
export function noteLayoutName(note: string): string {
  const meta = extractNoteMeta(note);
  for (const [key, value] of Object.entries(meta)) {
    if (normalizeTagName(key) === "dungeonlayout" && typeof value === "string") return value.trim().toLowerCase();
  }
  return DEFAULT_LAYOUT;
}

/**
 * The preview flags that show the layout `request` makes: size, seed, `--layout` unless it is the
 * default, and the options of that layout (as the core resolves them) that differ from its defaults.
 */
export function previewArgs(width: number, height: number, seed: number, request: DungeonRequest, pieces?: { file: string; count: number }): string[] {
  const args = ["--width", String(width), "--height", String(height), "--seed", String(seed)];
  const { algorithm, options } = resolveDungeonOptions(request);
  if (algorithm.name !== DEFAULT_LAYOUT) args.push("--layout", algorithm.name);
  for (const [key, fallback] of Object.entries(algorithm.defaults)) {
    if (options[key] !== fallback) args.push(`--${optionFlagName(key)}`, String(options[key]));
  }
  // Locks change the layout (a gatehouse where the way has no one-tile passage): the same locks and keys, nothing else.
  const locks = lockAndKeyList(request.content);
  if (locks.length > 0) args.push("--content", locks.join(","));
  if (pieces) args.push("--pieces", pieces.file, "--piece-count", String(pieces.count));
  return args;
}

/**
 * `lock:N` and `key:N` for every level the content has both of (the preview's --content list). A
 * lock on a set piece's door (its request names a piece) builds no gatehouse, so it is left out.
 */
function lockAndKeyList(content: unknown): string[] {
  const requests = Array.isArray(content) ? (content as ContentRequest[]) : [];
  const levels = (role: string) => new Set(requests.filter((request) => request && request.role === role && !(role === "lock" && request.piece)).map((request) => request.level ?? 1));
  const keys = levels("key");
  return [...levels("lock")].filter((level) => keys.has(level)).sort((a, b) => a - b).flatMap((level) => [`lock:${level}`, `key:${level}`]);
}
