/**
 * Content requests as the MZ side hands them over (one per event template, read from its note
 * tags): anything at all is accepted, and every field that is missing or bad gets its default and
 * one message, so a typo in a tag never stops the game. content.ts plans from the resolved wishes.
 */
import { safeFormat } from "./options";
import { FLOOR_PLACES, FloorPlace } from "./placement";

export const CONTENT_ROLES = ["none", "stairs", "entrance", "boss", "treasure", "monster", "trap", "door", "secretDoor", "lock", "key", "wall"] as const;
export type ContentRole = (typeof CONTENT_ROLES)[number];

/** Most copies one request may ask for (the MZ editor's own limit on events per map). */
export const MAX_COPIES = 999;
/** Highest lock / key level. */
export const MAX_LEVEL = 99;

/** One event template's wishes. Every field is optional; bad values give the default and a message. */
export interface ContentRequest {
  /** Default "none": placed like an event without tags (room floor, spaced). */
  role?: ContentRole;
  /** Lock and key level, 1 … MAX_LEVEL (default 1): key n opens lock n; keys n sit behind lock n − 1. */
  level?: number;
  /** Copies, drawn uniformly from min … max (defaults 1 and 1; 0 allowed). Door roles ignore them: one per door opening. */
  min?: number;
  max?: number;
  /** Chance in percent that each copy appears (default 100). */
  chance?: number;
  /** Exclusive group: of all copies of all requests in one group, exactly one appears. Default none. */
  group?: string | null;
  /** Floor kind: default "room", except traps and wall events ("any"). */
  place?: FloorPlace;
  /**
   * A set piece's name (`<Dungeon Place: piece vault>`, matched without regard to case): copies
   * stand on the floor of a placed piece of that name, and a lock stands on its door. Default none.
   */
  piece?: string;
  /** How messages name the request (the MZ side passes the event's id and name). Default "request N". */
  label?: string;
}


/** A request resolved: every field valid. */
export interface Wish {
  role: ContentRole;
  level: number;
  min: number;
  max: number;
  chance: number;
  group: string | null;
  place: FloorPlace;
  /** The piece's name as written (trimmed), or null. */
  piece: string | null;
  label: string;
}


function readField(given: object, key: string): unknown {
  try {
    return (given as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

function wholeIn(value: unknown, min: number, max: number): boolean {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

/** A request as given (anything) → a valid Wish, one message per bad field. */
/** The requests as given (anything) → one valid Wish each; a non-list gives none and a message. */
export function resolveWishes(requests: unknown, problems: string[]): Wish[] {
  const list = Array.isArray(requests) ? requests : [];
  if (!Array.isArray(requests) && requests !== undefined) problems.push(`content requests ${safeFormat(requests)} are not a list; no content is placed`);
  return list.map((given, index) => resolveWish(given, index, problems));
}

function resolveWish(given: unknown, index: number, problems: string[]): Wish {
  const source = typeof given === "object" && given !== null ? given : {};
  const labelValue = readField(source, "label");
  const label = typeof labelValue === "string" && labelValue !== "" ? labelValue : `request ${index + 1}`;
  const problem = (field: string, value: unknown, using: string) => problems.push(`${label}: ${field} ${safeFormat(value)} is not valid; using ${using}`);
  if (source !== given) problems.push(`${label}: ${safeFormat(given)} is not a content request; placed as a plain event`);

  const roleValue = readField(source, "role");
  let role: ContentRole = "none";
  if (roleValue !== undefined) {
    if ((CONTENT_ROLES as readonly unknown[]).includes(roleValue)) role = roleValue as ContentRole;
    else problem("role", roleValue, "none");
  }
  const number = (field: string, fallback: number, min: number, max: number) => {
    const value = readField(source, field);
    if (value === undefined) return fallback;
    if (wholeIn(value, min, max)) return value as number;
    problem(field, value, String(fallback));
    return fallback;
  };
  const level = number("level", 1, 1, MAX_LEVEL);
  let min = number("min", 1, 0, MAX_COPIES);
  let max = number("max", min, 0, MAX_COPIES);
  if (max < min) {
    problems.push(`${label}: copies ${min}-${max} run backwards; using ${max}-${min}`);
    [min, max] = [max, min];
  }
  const chance = number("chance", 100, 0, 100);
  const groupValue = readField(source, "group");
  let group: string | null = null;
  if (typeof groupValue === "string" && groupValue.trim() !== "") group = groupValue.trim().toLowerCase();
  else if (groupValue !== undefined && groupValue !== null && groupValue !== "") problem("group", groupValue, "no group");
  const placeValue = readField(source, "place");
  let place: FloorPlace = role === "trap" || role === "wall" ? "any" : "room";
  if (placeValue !== undefined) {
    if ((FLOOR_PLACES as readonly unknown[]).includes(placeValue)) place = placeValue as FloorPlace;
    else problem("place", placeValue, place);
  }
  const pieceValue = readField(source, "piece");
  let piece: string | null = null;
  if (typeof pieceValue === "string" && pieceValue.trim() !== "") piece = pieceValue.trim();
  else if (pieceValue !== undefined && pieceValue !== null) problem("piece", pieceValue, "no piece");
  return { role, level, min, max, chance, group, place, piece, label };
}

/** A piece's name as compared: case and runs of spaces do not matter. */
export function pieceKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

export function isDoorRole(role: ContentRole): boolean {
  return role === "door" || role === "secretDoor";
}


export /** Events the player cannot walk through: all but doors (doors open). */
function blocks(role: ContentRole): boolean {
  return !isDoorRole(role);
}
