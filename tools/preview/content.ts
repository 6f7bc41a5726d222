/**
 * `--content LIST`: the preview asks the core for content as the plugin does from event note tags
 * (src/mz/spawn.ts), and shows each placed copy in its role's colour and letter. It reads only the
 * core's content types (ContentRequest, ContentPlan), never which layout ran.
 *
 * LIST is comma-separated entries `ROLE[:COUNT]`:
 *   - ROLE: event (a plain event), stairs, entrance, boss, treasure, monster, trap, wall, door,
 *     secret-door, lock, key;
 *   - COUNT: copies, `3` or a range `2-5` (as <Dungeon Spawn: 2-5>; default 1);
 *   - for lock and key the number is the LEVEL instead (as <Dungeon Role: Lock 2>; default 1): one
 *     lock or key of that level per entry;
 *   - door and secret-door take no number: one copy on every opening of that kind, as the plugin does.
 * Example: `--content stairs,entrance,boss,treasure:3,monster:2-4,trap:2,door,lock:1,key:1`.
 */
import type { ContentPlan, ContentRequest, ContentRole } from "../../src/core/content";
import { MAX_COPIES, MAX_LEVEL } from "../../src/core/content";
import { ArgumentError } from "../lib/args";
import { ROLE_LABELS } from "../render/palette";

/** The flag's word for each role (the note tag's, lower case, a hyphen for the space). */
const ROLE_WORDS: Readonly<Record<string, ContentRole>> = {
  event: "none",
  stairs: "stairs",
  entrance: "entrance",
  boss: "boss",
  treasure: "treasure",
  monster: "monster",
  trap: "trap",
  wall: "wall",
  door: "door",
  "secret-door": "secretDoor",
  lock: "lock",
  key: "key",
};

export const CONTENT_FLAG_HELP =
  "content as the plugin's event note tags ask for it: comma-separated ROLE[:COUNT] with ROLE " +
  `${Object.keys(ROLE_WORDS).join(", ")}; COUNT copies, e.g. 3 or 2-5 (default 1); lock:N / key:N give one lock / key of level N; ` +
  "door and secret-door take no number (one per opening of that kind); e.g. stairs,entrance,boss,treasure:3,monster:4,trap:2,door,lock:1,key:1";

/** The request list for the core (`generateDungeon(…, { content })`); a bad entry is an ArgumentError naming it. */
export function parseContentList(text: string): ContentRequest[] {
  const entries = text.split(",").map((entry) => entry.trim());
  if (entries.every((entry) => entry === "")) throw new ArgumentError("--content needs at least one ROLE[:COUNT] entry");
  return entries.map((entry, index) => parseEntry(entry, index));
}

function parseEntry(entry: string, index: number): ContentRequest {
  const bad = (why: string) => new ArgumentError(`--content entry ${index + 1} "${entry}": ${why}`);
  if (entry === "") throw bad("is empty");
  const [word, number, ...rest] = entry.split(":");
  const role = Object.prototype.hasOwnProperty.call(ROLE_WORDS, word.toLowerCase()) ? ROLE_WORDS[word.toLowerCase()] : undefined;
  if (role === undefined) throw bad(`unknown role; known roles: ${Object.keys(ROLE_WORDS).join(", ")}`);
  if (rest.length > 0) throw bad("has more than one \":\"; write ROLE or ROLE:COUNT");
  const label = `${ROLE_LABELS[role]} (entry ${index + 1})`;
  if (role === "door" || role === "secretDoor") {
    if (number !== undefined) throw bad(`${word} takes no number: the plugin puts one on every opening of that kind`);
    return { role, label };
  }
  if (role === "lock" || role === "key") {
    const level = number === undefined ? 1 : wholeNumber(number, 1, MAX_LEVEL, bad, "level");
    return { role, level, label };
  }
  if (number === undefined) return { role, label };
  const range = /^(\d+)-(\d+)$/.exec(number);
  const min = wholeNumber(range ? range[1] : number, 0, MAX_COPIES, bad, "count");
  const max = range ? wholeNumber(range[2], 0, MAX_COPIES, bad, "count") : min;
  if (max < min) throw bad(`count ${min}-${max} runs backwards; write ${max}-${min}`);
  return { role, min, max, label };
}

function wholeNumber(text: string, min: number, max: number, bad: (why: string) => ArgumentError, what: string): number {
  if (!/^\d+$/.test(text)) throw bad(`${what} "${text}" is not a whole number${what === "count" ? " or a range like 2-5" : ""}`);
  const value = Number(text);
  if (value < min || value > max) throw bad(`${what} ${value} is outside ${min}–${max}`);
  return value;
}

/** Each copy the plan placed (tile ≥ 0) with its request's role. */
export function placedCopies(plan: ContentPlan, requests: readonly ContentRequest[]): { tile: number; role: ContentRole }[] {
  return plan.copies.filter((copy) => copy.tile >= 0).map((copy) => ({ tile: copy.tile, role: requests[copy.request]?.role ?? "none" }));
}

/** One letter per role in the text rendering (none of the tile characters ' ', '#', '.', ',' nor '@'). */
export const ROLE_LETTERS: Readonly<Record<ContentRole, string>> = {
  none: "E",
  stairs: ">",
  entrance: "<",
  boss: "B",
  treasure: "$",
  monster: "M",
  trap: "^",
  door: "+",
  secretDoor: "S",
  lock: "L",
  key: "K",
  wall: "W",
};

/**
 * The core's text rendering with a letter on every placed copy, and a legend line for the roles
 * present with how many copies each has (e.g. "content: > stairs 1, $ treasure 3, …").
 */
export function textWithContent(text: string, width: number, copies: ReadonlyArray<{ tile: number; role: ContentRole }>): string {
  const lines = text.replace(/\n$/, "").split("\n");
  for (const { tile, role } of copies) {
    const x = tile % width;
    const y = (tile - x) / width;
    if (y >= lines.length) continue;
    const line = lines[y].padEnd(x + 1);
    lines[y] = line.slice(0, x) + ROLE_LETTERS[role] + line.slice(x + 1);
  }
  return `${lines.join("\n")}\n${contentLegend(copies)}`;
}

/** "content: > stairs 1, $ treasure 3 (@ arrival)", roles in the core's order. */
export function contentLegend(copies: ReadonlyArray<{ role: ContentRole }>): string {
  const counts = new Map<ContentRole, number>();
  for (const { role } of copies) counts.set(role, (counts.get(role) ?? 0) + 1);
  const parts = (Object.keys(ROLE_LETTERS) as ContentRole[]).filter((role) => counts.has(role)).map((role) => `${ROLE_LETTERS[role]} ${ROLE_LABELS[role]} ${counts.get(role)}`);
  return `content: ${parts.length > 0 ? parts.join(", ") : "nothing placed"}`;
}
