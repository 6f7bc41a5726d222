/**
 * Events on a dungeon map: which entries are the map file's own, their note tags read as content
 * requests, and writing what the core chose into $dataMap.events (which Game_Map.setup reads) —
 * copies of templates under new ids, every other event moved to its tile.
 *
 * Event note tags (docs/architecture.md, "Content, runs and fog"; src/core/content.ts decides where each copy goes):
 *   <Dungeon Spawn: 3> / <Dungeon Spawn: 2-5>   a template: that many copies (0 allowed)
 *   <Dungeon Chance: 40>                         each copy appears with 40 %
 *   <Dungeon Unique: stairs>                     exactly one copy among all events of the group
 *   <Dungeon Role: Stairs|Entrance|Boss|Treasure|Monster|Trap|Door|Secret Door|Lock N|Key N|Wall>
 *   <Dungeon Place: room|corridor|any>          the floor it may stand on
 *   <Dungeon Place: piece vault>                 inside a set piece of that name (a lock: on its door)
 *   <Dungeon Keep Self Switches>                 its self switches survive a new dungeon
 * An event with none of them is placed once, as before content existed.
 *
 * Ids. The map is re-read from its file after the menu, a battle and a load, so copies are made
 * anew every time; the seed makes them the same. A template with Spawn gets a block of ids after
 * the map's highest id, one per possible copy (its Spawn maximum), in file order, so copy k of a
 * template always has the same id whatever the dungeon — self switches and other plugins see
 * stable keys. Door copies (one per door opening, a number that changes per dungeon) come after
 * every block. A copy is a deep copy of the template (same pages, same note — the runs feature
 * finds the stairs by its note) named "<name> #k".
 *
 * Self switches: nz_prism and SAN clear a random map's self switches on leaving or setup; here a
 * new dungeon (a new seed) clears A–D of the map's events and copies unless the parameter says
 * keep or the event has <Dungeon Keep Self Switches>, so chests refill on each new floor; the menu,
 * battles and loads keep them.
 */
import type { DataMap } from "rmmz-types";
import { Dungeon, RELAXATION_NAMES, Relaxation, TileKind } from "../core";
import type { ContentCopy, ContentRequest, ContentRole, FloorPlace } from "../core/content";
import { MAX_COPIES, MAX_LEVEL } from "../core/content";
import { isObject } from "./map-data";
import { showValue } from "./log";
import { extractNoteMeta, normalizeTagName } from "./settings";
import { dungeonMemory } from "./persistence";
import { splitFloorStep, stepAt } from "./run";
import type { Engine, SelfSwitches, Warn } from "./engine";

/** One event of the map file as content sees it. */
export interface EventTemplate {
  eventId: number;
  /** How warnings name it: event 3 "Chest". */
  label: string;
  /** True when it has any content tag (an event without tags is placed as before content existed). */
  tagged: boolean;
  /** Copies get new ids (a Spawn tag or a door role); otherwise the event itself is its one copy. */
  spawns: boolean;
  keepSelfSwitches: boolean;
  request: ContentRequest;
}

/** Where one copy went: the id it has in $dataMap.events (the template's own id when it does not spawn). */
export interface PlacedCopy {
  template: number;
  copy: number;
  id: number;
  x: number;
  y: number;
}

/** What spawning wrote, for the self-switch policy and for tests. */
export interface SpawnResult {
  copies: PlacedCopy[];
  /** First id of each spawning counted template's block (−1 for the others). */
  blockStart: number[];
  /** First id of the block reserved for the set pieces' events (src/mz/pieces.ts), after the templates' blocks. */
  reservedStart: number;
  /** First id after the blocks (door copies start here) and one past the last id used. */
  variableStart: number;
  end: number;
  /** Ids besides the templates' whose self switches a new dungeon keeps (set-piece events with <Dungeon Keep Self Switches>). */
  keptIds?: number[];
}

/**
 * The map file's own events: the editor writes event i at index i with id i. Entries other
 * plugins link in (a spawned copy sharing another event's data object, a template's data) carry
 * another id; they are neither counted nor moved, so their data objects are never written to.
 */
export function fileEventIds(events: readonly unknown[]): number[] {
  const ids: number[] = [];
  for (let index = 0; index < events.length; index++) {
    const event = events[index];
    if (isObject(event) && (event as { id?: unknown }).id === index) ids.push(index);
  }
  return ids;
}

// ── note tags ───────────────────────────────────────────────────────────────────────────────

const TAG = {
  spawn: normalizeTagName("Dungeon Spawn"),
  chance: normalizeTagName("Dungeon Chance"),
  unique: normalizeTagName("Dungeon Unique"),
  role: normalizeTagName("Dungeon Role"),
  place: normalizeTagName("Dungeon Place"),
  keep: normalizeTagName("Dungeon Keep Self Switches"),
};

export const EVENT_TAGS =
  "<Dungeon Spawn: 3> or <Dungeon Spawn: 2-5>, <Dungeon Chance: 40>, <Dungeon Unique: group>, " +
  "<Dungeon Role: Stairs|Entrance|Boss|Treasure|Monster|Trap|Door|Secret Door|Lock N|Key N|Wall>, " +
  "<Dungeon Place: room|corridor|any>, <Dungeon Place: piece NAME>, <Dungeon Keep Self Switches>";

const ROLE_WORDS: Record<string, ContentRole> = {
  stairs: "stairs",
  entrance: "entrance",
  boss: "boss",
  treasure: "treasure",
  monster: "monster",
  trap: "trap",
  door: "door",
  secretdoor: "secretDoor",
  wall: "wall",
};

const ROLE_VALUES = "Stairs, Entrance, Boss, Treasure, Monster, Trap, Door, Secret Door, Lock N, Key N, Wall (N = 1 … 99)";

function shown(raw: unknown): string {
  return raw === true ? "(no value)" : showValue(typeof raw === "string" ? raw.trim() : raw);
}

/** A role as written (any case and spacing), with its lock/key level, or null. */
export function parseRole(raw: unknown): { role: ContentRole; level: number } | null {
  if (typeof raw !== "string") return null;
  const word = raw.toLowerCase().replace(/\s+/g, "");
  // Own keys only: "constructor" or "__proto__" must not find what every object inherits.
  if (Object.prototype.hasOwnProperty.call(ROLE_WORDS, word)) return { role: ROLE_WORDS[word], level: 1 };
  const levelled = /^(lock|key)(\d*)$/.exec(word);
  if (!levelled) return null;
  const level = levelled[2] === "" ? 1 : Number(levelled[2]);
  return level >= 1 && level <= MAX_LEVEL ? { role: levelled[1] as "lock" | "key", level } : null;
}

/** A Place value: a floor kind (any case), or "piece NAME" (the name as written, spaces trimmed); null when neither. */
export function parsePlace(raw: unknown): { floor: FloorPlace } | { piece: string } | null {
  if (typeof raw !== "string") return null;
  const place = raw.trim().toLowerCase();
  if (place === "room" || place === "corridor" || place === "any") return { floor: place };
  const piece = /^piece(?:\s+(.*))?$/i.exec(raw.trim());
  if (!piece || piece[1] === undefined || piece[1].trim() === "") return null;
  return { piece: piece[1].trim().replace(/\s+/g, " ") };
}

/** "3" → 3–3, "2-5" (or 2~5) → 2–5; null when not a count range from 0 to MAX_COPIES. */
export function parseSpawn(raw: unknown): { min: number; max: number } | null {
  if (typeof raw !== "string") return null;
  const match = /^\s*(\d+)\s*(?:[-~]\s*(\d+)\s*)?$/.exec(raw);
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  return min <= max && max <= MAX_COPIES ? { min, max } : null;
}

/**
 * A Spawn value on `floor`: "3", "2-5", or either with a per-floor step ("2+1/3floors",
 * "2-5 +1/2floors": both ends move by the step, kept within 0 … MAX_COPIES). Null when unreadable.
 */
function spawnOnFloor(raw: unknown, floor: number): { min: number; max: number } | null {
  const step = splitFloorStep(raw);
  const range = parseSpawn(step ? step.rest : raw);
  if (!range || !step) return range;
  const clamp = (value: number) => Math.min(MAX_COPIES, Math.max(0, value + stepAt(step, floor)));
  return { min: clamp(range.min), max: clamp(range.max) };
}

/** A Chance value on `floor`: "40", or with a per-floor step ("40 +10/2floors"), kept within 0 … 100. */
function chanceOnFloor(raw: unknown, floor: number): number | null {
  const step = splitFloorStep(raw);
  const chance = parseChance(step ? step.rest : raw);
  if (chance === null || !step) return chance;
  return Math.min(100, Math.max(0, chance + stepAt(step, floor)));
}

function parseChance(raw: unknown): number | null {
  if (typeof raw !== "string") return null;
  const match = /^\s*(\d+)\s*%?\s*$/.exec(raw);
  return match && Number(match[1]) <= 100 ? Number(match[1]) : null;
}

/**
 * Reads each file event's note; every bad or unknown tag is one warning and is ignored. Spawn and
 * Chance may step per floor (runs): their values are read for `floor`.
 */
export function readEventTemplates(map: DataMap, eventIds: readonly number[], warn: Warn, floor = 1): EventTemplate[] {
  return eventIds.map((eventId) => {
    const event = map.events[eventId] as unknown as { name?: unknown; note?: unknown };
    const label = `event ${eventId} ${showValue(event.name)}`;
    const meta = extractNoteMeta(event.note);
    const request: ContentRequest = { label };
    let tagged = false;
    let spawns = false;
    let keepSelfSwitches = false;
    const bad = (key: string, accepted: string) => warn(`${label}: note tag <${key}> = ${shown(meta[key])} is not ${accepted}; the tag is ignored`);
    for (const key of Object.keys(meta)) {
      const name = normalizeTagName(key);
      if (!name.startsWith("dungeon")) continue;
      const raw = meta[key];
      tagged = true;
      if (name === TAG.spawn) {
        const range = spawnOnFloor(raw, floor);
        if (!range) bad(key, `a count from 0 to ${MAX_COPIES} or a range like 2-5 (with an optional step per floor, like 2+1/3floors)`);
        else [request.min, request.max, spawns] = [range.min, range.max, true];
      } else if (name === TAG.chance) {
        const chance = chanceOnFloor(raw, floor);
        if (chance === null) bad(key, "a whole number from 0 to 100 (with an optional step per floor, like 40 +10/2floors)");
        else request.chance = chance;
      } else if (name === TAG.unique) {
        if (typeof raw !== "string" || raw.trim() === "") bad(key, "a group name");
        else request.group = raw.trim().toLowerCase();
      } else if (name === TAG.role) {
        const role = parseRole(raw);
        if (!role) bad(key, `one of ${ROLE_VALUES}`);
        else [request.role, request.level] = [role.role, role.level];
      } else if (name === TAG.place) {
        const place = parsePlace(raw);
        if (!place) bad(key, /^\s*piece\s*$/i.test(typeof raw === "string" ? raw : "") ? "piece NAME (the set piece's name is missing)" : "room, corridor or any");
        else if ("piece" in place) request.piece = place.piece;
        else request.place = place.floor;
      } else if (name === TAG.keep) {
        keepSelfSwitches = true;
        if (typeof raw === "string" && raw.trim() !== "") warn(`${label}: note tag <${key}> takes no value; ignoring ${shown(raw)}`);
      } else {
        warn(`${label}: unknown note tag <${key}>; event tags: ${EVENT_TAGS}`);
      }
    }
    if (request.role === "door" || request.role === "secretDoor") spawns = true;
    return { eventId, label, tagged, spawns, keepSelfSwitches, request };
  });
}

// ── ids ─────────────────────────────────────────────────────────────────────────────────────

/**
 * Copies' ids: a block per counted spawning template (its Spawn maximum), then `reserved` ids for
 * the set pieces' events, then door copies in order.
 */
function allocateIds(map: DataMap, templates: readonly EventTemplate[], copies: readonly ContentCopy[], reserved: number) {
  let highest = map.events.length - 1;
  for (const event of map.events) {
    const id = isObject(event) ? (event as { id?: unknown }).id : undefined;
    if (typeof id === "number" && Number.isInteger(id) && id > highest) highest = id;
  }
  let next = Math.max(highest, 0) + 1;
  const blockStart = templates.map((template) => {
    if (!template.spawns || isDoorTemplate(template)) return -1;
    const start = next;
    next += template.request.max ?? 1;
    return start;
  });
  const reservedStart = next;
  next += reserved;
  const variableStart = next;
  const ids = copies.map((copy) => {
    const template = templates[copy.request];
    if (!template.spawns) return template.eventId;
    if (blockStart[copy.request] >= 0) return blockStart[copy.request] + copy.copy;
    return next++;
  });
  return { ids, blockStart, reservedStart, variableStart, end: next };
}

function isDoorTemplate(template: EventTemplate): boolean {
  return template.request.role === "door" || template.request.role === "secretDoor";
}

// ── writing ─────────────────────────────────────────────────────────────────────────────────

/**
 * Writes the plan into $dataMap.events: spawning templates and events that do not appear this
 * time become null (Game_Map.setup skips them), copies are added under their ids, every other
 * event moves to its tile. Relaxed placements are warned about, one warning per event.
 * `reserved` ids are kept free for the set pieces' events (SpawnResult.reservedStart).
 */
export function spawnContent(map: DataMap, templates: readonly EventTemplate[], dungeon: Dungeon, warn: Warn, reserved = 0): SpawnResult {
  const plan = dungeon.content;
  // No content was asked for: the events stay as they are (nothing to place them by).
  if (!plan) {
    const free = allocateIds(map, [], [], reserved);
    return { copies: [], blockStart: templates.map(() => -1), reservedStart: free.reservedStart, variableStart: Math.max(free.variableStart, map.events.length), end: Math.max(free.end, map.events.length) };
  }
  plan.problems.forEach(warn);
  const width = dungeon.width;
  const { ids, blockStart, reservedStart, variableStart, end } = allocateIds(map, templates, plan.copies, reserved);
  const events = map.events as unknown as (Record<string, unknown> | null)[];
  const originals = templates.map((template) => events[template.eventId]);
  const appearing = new Set(plan.copies.map((copy) => copy.request));
  templates.forEach((template, index) => {
    // A template is never placed itself; an event whose only copy did not come up sits this dungeon out.
    if (template.spawns || !appearing.has(index)) events[template.eventId] = null;
  });
  const stackable = plan.copies.filter((copy) => copy.tile >= 0).map((copy) => copy.tile);
  // A layout without rooms (a maze without rooms) has only corridors to offer: no warning for using them.
  const corridorsOnly = !dungeon.grid.kinds.includes(TileKind.Room);
  const relaxed = new Map<number, Relaxation[]>();
  const placed: PlacedCopy[] = [];
  plan.copies.forEach((copy, i) => {
    const template = templates[copy.request];
    let tile = copy.tile;
    if (tile < 0) {
      // Every floor tile is taken: share an event's tile (or the arrival's) rather than stay in the void.
      tile = stackable.length > 0 ? stackable[i % stackable.length] : dungeon.arrival;
      warn(`${template.label}: no free floor left (${plan.copies.length} events on a small map); it shares a tile with another event`);
    } else if (copy.relaxation !== Relaxation.None && !(copy.relaxation <= Relaxation.OnCorridor && (corridorsOnly || roleFirst(template)))) {
      relaxed.set(copy.request, [...(relaxed.get(copy.request) ?? []), copy.relaxation]);
    }
    const id = ids[i];
    const x = tile % width;
    const y = Math.floor(tile / width);
    if (template.spawns) {
      const clone = JSON.parse(JSON.stringify(originals[copy.request])) as Record<string, unknown>;
      clone.id = id;
      clone.name = `${typeof clone.name === "string" ? clone.name : ""} #${copy.copy + 1}`;
      clone.x = x;
      clone.y = y;
      while (events.length < id) events.push(null);
      events[id] = clone;
    } else {
      const event = originals[copy.request]!;
      events[id] = event;
      event.x = x;
      event.y = y;
    }
    placed.push({ template: copy.request, copy: copy.copy, id, x, y });
  });
  for (const [index, relaxations] of relaxed) warnRelaxed(templates[index], relaxations, warn);
  return { copies: placed, blockStart, reservedStart, variableStart, end };
}

/**
 * Events with a role go where the role says first (the farthest area, a dead end, beside the
 * arrival…): there a tile next to or on a corridor is the role's choice, not a lack of floor.
 */
function roleFirst(template: EventTemplate): boolean {
  return (template.request.role ?? "none") !== "none";
}

function warnRelaxed(template: EventTemplate, relaxations: Relaxation[], warn: Warn): void {
  const how = [...new Set(relaxations)].map((relaxation) => RELAXATION_NAMES[relaxation]).join(", ");
  if (!template.spawns) warn(`${template.label}: not enough room floor for the spacing rules; placed ${how}`);
  else warn(`${template.label}: not enough room floor for the spacing rules; ${relaxations.length} copies placed ${how}`);
}

// ── self switches ───────────────────────────────────────────────────────────────────────────

/** What the memory keeps per map: the seed whose content was spawned and one past the last id used. */
interface SpawnRecord {
  seed: number;
  end: number;
}

const SELF_SWITCH_LETTERS = ["A", "B", "C", "D"];

function spawnRecords(gameSystem: Parameters<typeof dungeonMemory>[0]): Record<string, unknown> {
  const memory = dungeonMemory(gameSystem) as unknown as { spawned?: unknown };
  if (typeof memory.spawned !== "object" || memory.spawned === null || Array.isArray(memory.spawned)) memory.spawned = {};
  return memory.spawned as Record<string, unknown>;
}

function readRecord(value: unknown): SpawnRecord | null {
  if (!isObject(value)) return null;
  const { seed, end } = value as { seed?: unknown; end?: unknown };
  return typeof seed === "number" && typeof end === "number" && Number.isInteger(end) && end >= 0 && end <= 100000 ? { seed, end } : null;
}

/**
 * On a new dungeon of this map (an entry, or a seed other than the one last spawned here — a
 * floor change of a run), clears self switches A–D of every event and copy id of the map that is
 * not kept (policy "keep", or <Dungeon Keep Self Switches>), up to the highest id any earlier
 * dungeon of the map used. Reloads (menu, battle, load, project update) keep them.
 * Returns whether the switches were cleared.
 */
export function applySelfSwitchPolicy(
  engine: Pick<Engine, "$gameSystem"> & { $gameSelfSwitches?: SelfSwitches | null },
  mapId: number,
  seed: number,
  entering: boolean,
  policy: string,
  templates: readonly EventTemplate[],
  spawned: SpawnResult,
): boolean {
  if (!engine.$gameSystem) return false;
  const records = spawnRecords(engine.$gameSystem);
  const previous = readRecord(records[String(mapId)]);
  const fresh = entering || (previous !== null && previous.seed !== seed);
  records[String(mapId)] = { seed, end: Math.max(spawned.end, fresh ? 0 : previous?.end ?? 0) };
  const switches = engine.$gameSelfSwitches;
  if (!fresh || policy === "keep" || !switches || typeof switches.setValue !== "function") return false;
  const kept = new Set<number>(spawned.keptIds ?? []);
  templates.forEach((template, index) => {
    if (!template.keepSelfSwitches) return;
    kept.add(template.eventId);
    const start = spawned.blockStart[index];
    for (let copy = 0; start >= 0 && copy < (template.request.max ?? 1); copy++) kept.add(start + copy);
  });
  // Door copies' ids change with the number of doors: kept only when every door template keeps.
  const doorTemplates = templates.filter(isDoorTemplate);
  const keepDoors = doorTemplates.length > 0 && doorTemplates.every((template) => template.keepSelfSwitches);
  const last = Math.max(spawned.end, previous?.end ?? 0);
  const fileIds = templates.map((template) => template.eventId);
  const ids = [...fileIds];
  for (let id = (fileIds.length > 0 ? Math.max(...fileIds) : 0) + 1; id < last; id++) ids.push(id);
  for (const id of ids) {
    if (kept.has(id) || (keepDoors && id >= spawned.variableStart)) continue;
    for (const letter of SELF_SWITCH_LETTERS) {
      const key: [number, number, string] = [mapId, id, letter];
      // Only switches that are on: a reset per id and letter would be a delete and a map refresh request each, most for nothing.
      if (typeof switches.value !== "function" || switches.value(key)) switches.setValue(key, false);
    }
  }
  return true;
}

/** True when an event's note holds <Dungeon Keep Self Switches> (for events that are no template, such as a set piece's). */
export function keepsSelfSwitches(event: unknown): boolean {
  if (!isObject(event)) return false;
  return Object.keys(extractNoteMeta((event as { note?: unknown }).note)).some((key) => normalizeTagName(key) === TAG.keep);
}
