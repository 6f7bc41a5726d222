/**
 * The content planner: where the player arrives, and which tile each copy of each event template
 * gets. Every copy stands on floor the player can reach; keys are reachable before their locks,
 * the stairs after every lock; nothing but a lock or the boss is ever the only way through.
 *
 * The MZ side reads event note tags into requests (content-request.ts) — a role (stairs, key 2,
 * boss, treasure …), a count range, a chance per copy, an exclusive group and the floor kind it may
 * stand on — and this module, pure and seeded, answers with a tile per copy. It reads only the
 * shared Layout (areas, areaOf, openings; layout/contract.ts) and the area graph of areas.ts, so
 * every registered layout gets content.
 *
 * Sources (read, not copied):
 *   - counts, chances and exactly-one groups: nz_prism RandomDungeon's <random:n> / <unique:n>,
 *     SAN_MapGenerator's RateMap; a group's one copy is drawn weighted by each copy's chance, so
 *     "exactly one" holds even when every chance roll would fail;
 *   - lock and key: Brogue locks only chokepoints and builds the key holder outside the gated part;
 *     Metazelda nests key levels (key n behind lock n − 1); the generic recipe — flood what is
 *     reachable without the key, put the key there, gate new territory, then simulate "collect
 *     reachable keys, open reachable locks" — is what the property tests replay;
 *   - stairs in the farthest area by path and the boss as the goal's gate: Brogue / Metazelda.
 *
 * Chokepoints are taken at tile level: an area-graph bridge whose doorway is two tiles wide cannot
 * be closed by one event, so a lock goes on a floor tile whose removal separates the arrival from
 * the stairs (an articulation point: floor-tree.ts), preferring the doorway tiles of the area
 * graph's bridges. Every other event that blocks the way (anything but a door) must pass a local
 * test — its free neighbours stay joined around its 3×3 ring — so no event but a lock or the boss
 * is ever the only way through, and the regions the locks cut out never change after.
 *
 * Set pieces (piece-sites.ts): their floor is the designer's, taken except for the arrival's and
 * the stairs' piece and for copies whose request names the piece (`<Dungeon Place: piece vault>`),
 * which stand on its floor by their usual rules. A lock naming a piece joined to the rest by one
 * entrance stands on that entrance, its door: it gates the piece's floor alone, never the way to
 * the stairs, so its key goes anywhere the player reaches before the door, and nothing but copies
 * naming the piece goes behind it. A name no placed piece has, or a piece a lock cannot close,
 * leaves the copy where it would go without the name, with one message.
 *
 * Order of work (ContentPlanner.run): the arrival (placement.ts's rule), door tiles reserved,
 * stairs, locks on pieces' doors, locks on the way, keys (a lock whose key finds no tile is taken
 * back), boss, entrance, doors, then treasure, wall events, monsters, traps and plain events. The arrival and the copies draw from
 * random streams of their own derived from the seed, so (grid, layout, requests, seed) give the
 * same arrival and content whatever the layout drew, and asking for content never moves the arrival.
 */
import { Random, mixSeed, normalizeSeed } from "./random";
import { FLOOR_KIND, Grid, TileKind, isFloor } from "./grid";
import type { Layout } from "./layout/contract";
import { buildAreaGraph, areaDistances } from "./areas";
import { FloorPlace, LADDERS, Relaxation, ladder, placeArrival, touchesKind } from "./placement";
import { floorDistances } from "./metrics";
import { reachFloor } from "./flood";
import { ContentRole, Wish, blocks, isDoorRole, pieceKey, resolveWishes } from "./content-request";
import { FloorTree, RING_DX, RING_DY, RING_KEEPS_PATHS, neighbourOf, visitSeparatorsFromGoal } from "./floor-tree";
import { Pool } from "./tile-pool";
import { MIN_REGION, buildGatehouses, spacedChokepointCounts } from "./gatehouse";
import { PieceContent, PieceSite, insideSite, siteDoor } from "./piece-sites";
import { borrowInt32, borrowUint16, borrowUint8, borrowZeroedUint8, giveBack, giveBackZeroed } from "./scratch";

export { CONTENT_ROLES, MAX_COPIES, MAX_LEVEL } from "./content-request";
export type { ContentRequest, ContentRole } from "./content-request";
export { FLOOR_PLACES, RELAXATION_NAMES, Relaxation } from "./placement";
export type { FloorPlace } from "./placement";
export { describePieces } from "./piece-sites";
export type { PieceContent, PieceSite } from "./piece-sites";

/** One copy that appears: its request, its index among that request's copies, and its tile. */
export interface ContentCopy {
  request: number;
  /** 0 … max − 1 for counted roles (stable slots: a copy whose chance failed leaves a gap); the door's rank for door roles. */
  copy: number;
  /** y * width + x, or −1 when no tile could be found (only plain events, stairs and the entrance are kept then). */
  tile: number;
  relaxation: Relaxation;
}

export interface ContentPlan {
  /** The copies that appear, ordered by request, then copy. */
  copies: ContentCopy[];
  /** One message per request problem or rule that could not hold (what was done instead). */
  problems: string[];
}

/** A copy on its way: rolled, then placed. */
interface Draft {
  request: number;
  copy: number;
  /** The opening tile of a door copy, else −1. */
  doorTile: number;
  tile: number;
  relaxation: Relaxation;
}

// Tile kinds as plain numbers for the hot loops.
const ROOM: number = TileKind.Room;
const CORRIDOR: number = TileKind.Corridor;
/** kindTaken's answer for a level that takes floor of either kind. */
const ANY_FLOOR = -1;

/**
 * The one floor kind `fits` can accept at `level` for `place` (ROOM or CORRIDOR), or ANY_FLOOR:
 * what an area must hold to be worth scanning, and what a level's pool is drawn from.
 */
function kindTaken(level: Relaxation, place: FloorPlace): number {
  if (level === Relaxation.NearCorridor || (level === Relaxation.None && place === "room")) return ROOM;
  if (level === Relaxation.OnCorridor || (level === Relaxation.None && place === "corridor")) return CORRIDOR;
  return ANY_FLOOR;
}
const WALL: number = TileKind.Wall;

/** Samples a "spread" or "far" pick looks at. */
const SPREAD_SAMPLES = 6;
/** How many times over the map the whole-floor way checks may search, in all (a bound, not a clock). */
const SEARCH_SWEEPS = 64;

/** Which splitmix32 outputs of the seed start the content's and the arrival's generators (indices neither the Random constructor nor decor.ts uses). */
const CONTENT_STREAM = 16;
const ARRIVAL_STREAM = 18;

/** The one placement of a dungeon: where the player arrives (−1 only without floor) and, when asked for, the content. */
export interface PlacementPlan {
  arrival: number;
  /** How far the arrival's rule had to be relaxed (Unplaced without floor). */
  arrivalRelaxation: Relaxation;
  /** Absent when no content was asked for (`requests` undefined). */
  content?: ContentPlan;
  /** Without content: messages about the pieces' rules for the arrival (with content they are in `content.problems`). */
  pieceProblems?: string[];
}

/**
 * Places the arrival, then (when `requests` is given, anything at all) the content around it. A
 * function of (grid, layout, requests, seed) only: neither reads the layout's random numbers.
 */
export function placeArrivalAndContent(grid: Grid, layout: Layout, requests: unknown, seed: number, walls?: GateWalls, pieces?: PieceContent): PlacementPlan {
  const problems: string[] = [];
  const { tile: arrival, relaxation: arrivalRelaxation } = placeArrivalAmongPieces(grid, layout, new Random(mixSeed(normalizeSeed(seed), ARRIVAL_STREAM)), pieces, problems);
  if (requests === undefined) return { arrival, arrivalRelaxation, ...(problems.length > 0 ? { pieceProblems: problems } : {}) };
  const wishes = resolveWishes(requests, problems);
  const gates = walls ? buildGatehouses({ grid, layout, arrival, locksWanted: lockLevelsAsked(wishes, grid, pieces), wallHeight: walls.wallHeight, keep: walls.keep, goal: stairsPieceTile(layout, wishes, pieces) }) : [];
  return { arrival, arrivalRelaxation, content: planContent(grid, layout, arrival, wishes, problems, seed, gates, pieces) };
}

/**
 * The arrival by placement.ts's rule: inside the arrival's piece when there is one (two tiles or
 * more from its events when it can), else anywhere off the pieces' floor and their event tiles.
 */
function placeArrivalAmongPieces(grid: Grid, layout: Layout, random: Random, pieces: PieceContent | undefined, problems: string[]): { tile: number; relaxation: Relaxation } {
  if (!pieces) return placeArrival(grid, random);
  // 2 beside a piece's event, 3 on one; cleared again round the events alone (scratch.ts: borrowed zeroed).
  const events = borrowZeroedUint8(grid.kinds.length);
  try {
    return arrivalOffPieceEvents(grid, layout, random, pieces, problems, events);
  } finally {
    forEachNearEvent(pieces.eventTiles, grid.width, grid.height, (tile) => (events[tile] = 0));
    giveBackZeroed(events);
  }
}

/** Calls `visit` for each tile of the 3×3 block round each event tile (inside the map). */
function forEachNearEvent(eventTiles: readonly number[], width: number, height: number, visit: (tile: number) => void): void {
  for (const tile of eventTiles) {
    const x = tile % width;
    const y = (tile - x) / width;
    for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) visit(ny * width + nx);
  }
}

/** placeArrivalAmongPieces' search, with `events` (all 0) to mark round the pieces' event tiles in. */
function arrivalOffPieceEvents(grid: Grid, layout: Layout, random: Random, pieces: PieceContent, problems: string[], events: Uint8Array): { tile: number; relaxation: Relaxation } {
  forEachNearEvent(pieces.eventTiles, grid.width, grid.height, (tile) => (events[tile] = 2));
  for (const tile of pieces.eventTiles) events[tile] = 3;
  const { pieceAreas } = pieces;
  const { areaOf } = layout;
  if (pieces.arrivalArea >= 0) {
    const label = pieces.arrivalArea + 1;
    const spaced = placeArrival(grid, random, (t) => areaOf[t] === label && events[t] === 0);
    if (spaced.tile >= 0) return spaced;
    const crowded = placeArrival(grid, random, (t) => areaOf[t] === label && events[t] < 3);
    if (crowded.tile >= 0) return crowded;
    problems.push(`set piece "${pieces.arrivalName ?? "?"}" has no free floor for the arrival; the party arrives elsewhere`);
  }
  const outside = placeArrival(grid, random, (t) => pieceAreas[areaOf[t] - 1] !== 1 && events[t] === 0);
  return outside.tile >= 0 ? outside : placeArrival(grid, random, (t) => events[t] < 3);
}


/**
 * What gatehouses need to wall up passages (gatehouse.ts): the wall height the grid was walled
 * with, and the tiles the game maker painted, which stay as they are. Without it no passage is
 * narrowed, and a way with too few chokepoints gets fewer locks (with a message).
 */
export interface GateWalls {
  wallHeight: number;
  keep?: Uint8Array | null;
}

/**
 * A floor tile of the set piece the first stairs will stand in — the piece their request names,
 * else the one whose spot is "stairs" — so the gatehouses gate the way there; −1 when the stairs
 * go by the usual rule (behind the chokepoints the map has).
 */
function stairsPieceTile(layout: Layout, wishes: readonly Wish[], pieces?: PieceContent): number {
  const stairs = wishes.find((wish) => wish.role === "stairs" && wish.max > 0);
  if (!stairs || !pieces) return -1;
  const named = stairs.piece === null ? undefined : (pieces.sites ?? []).find((site) => pieceKey(site.name) === pieceKey(stairs.piece!));
  const area = named ? named.area : pieces.stairsArea;
  if (area < 0) return -1;
  const label = area + 1;
  return layout.areaOf.indexOf(label);
}

/**
 * Lock levels the requests can play on the way to the stairs: a level with both a Lock and a Key
 * template that may appear, unless its locks name a placed piece with a door (they stand there,
 * and a gatehouse would be a gate no lock takes).
 */
function lockLevelsAsked(wishes: readonly Wish[], grid: Grid, pieces?: PieceContent): number {
  const appears = (wish: Wish) => wish.max > 0 && wish.chance > 0;
  const onDoor = (wish: Wish) => wish.piece !== null && (pieces?.sites ?? []).some((site) => pieceKey(site.name) === pieceKey(wish.piece!) && siteDoor(grid, site) >= 0);
  const levels = new Set<number>();
  const doorLevels = new Set<number>();
  for (const wish of wishes) {
    if (wish.role !== "lock" || !appears(wish) || !wishes.some((key) => key.role === "key" && key.level === wish.level && appears(key))) continue;
    levels.add(wish.level);
    if (onDoor(wish)) doorLevels.add(wish.level);
  }
  // A level whose every lock template names a piece with a door needs no chokepoint on the way.
  for (const wish of wishes) if (wish.role === "lock" && appears(wish) && !onDoor(wish)) doorLevels.delete(wish.level);
  return levels.size - doorLevels.size;
}

/**
 * Chooses tiles for every copy the requests roll, around the player's `arrival` (kept free;
 * events keep their spacing from it). Never throws: bad requests give messages and defaults.
 */
export function placeContent(grid: Grid, layout: Layout, arrival: number, requests: unknown, seed: number, gates: readonly number[] = []): ContentPlan {
  const problems: string[] = [];
  return planContent(grid, layout, arrival, resolveWishes(requests, problems), problems, seed, gates);
}

/** placeContent for requests already read into wishes (their messages in `problems`). */
function planContent(grid: Grid, layout: Layout, arrival: number, wishes: Wish[], problems: string[], seed: number, gates: readonly number[], pieces?: PieceContent): ContentPlan {
  const random = new Random(mixSeed(normalizeSeed(seed), CONTENT_STREAM));
  const planner = new ContentPlanner(grid, layout, arrival, wishes, random, problems, gates, pieces);
  return { copies: planner.run(), problems };
}

/** Roles whose rules never read the distances from the arrival (only which floor it reaches). */
const READS_NO_DISTANCE: ReadonlySet<ContentRole> = new Set<ContentRole>(["none", "wall", "trap", "door", "secretDoor", "treasure"]);

/** Per area: its reached tiles counted and the tile kinds among them (ContentPlanner.areaShares). */
interface AreaShares {
  counts: Int32Array;
  /** Per area: bit k set when it holds a tile of TileKind k (an area may own doorway tiles of another kind). */
  areaKinds: Uint8Array;
}

/** Tile lists at least this long are copied into borrowed memory (scratch.ts), shorter ones are cheap to copy afresh. */
const BORROWED_LIST_LENGTH = 4096;

class ContentPlanner {
  private readonly width: number;
  private readonly height: number;
  private readonly kinds: Uint8Array;
  private readonly areaOf: Uint16Array;
  private readonly occupied: Uint8Array;
  private readonly crowd: Uint16Array;
  /** Not walkable for the ring test: every event but doors. */
  private readonly blocked: Uint8Array;
  /** Locks and the boss: they block until opened or beaten. */
  private readonly gate: Uint8Array;
  /** Door opening tiles (reserved for door copies, which a lock may take over). */
  private readonly reserved: Uint8Array;
  private readonly openingTile: Uint8Array;
  private readonly bridgeTile: Uint8Array;
  /** 1 on the floor the arrival reaches: the only floor content stands on. */
  private readonly reached: Uint8Array;
  /** Steps from the arrival per tile (−1 off the reached floor), measured when a rule first reads `distance`. */
  private distanceMade: Int32Array | null = null;
  /** Which tiles separate the arrival from which (floor-tree.ts), made when a rule first asks: plain events on open floor never do. */
  private treeMade: FloorTree | null = null;
  private readonly treeRoot: number;
  private readonly areaDistance: Int32Array;
  private readonly deadEnd: Uint8Array;
  /** Each area's reached tiles counted and its tile kinds (areaShares), once a rule asks. */
  private areaSharesMade: AreaShares | null = null;
  /** Each area's reached tiles in map order, listed when a rule first asks for that area. */
  private readonly areaTileLists = new Map<number, Int32Array>();
  private readonly floorTiles: Int32Array;
  /** The borrowed array the pools' long copies are being laid into (copyOfTiles), and how much of it is taken. */
  private poolMemory: Int32Array | null = null;
  private poolMemoryUsed = 0;
  /** floorOfKind's lists, by tile kind. */
  private readonly floorByKind = new Map<number, Int32Array>();
  /** The borrowed arrays floorTiles, the kinds' floor lists and the pools' long copies are views of. */
  private readonly listMemory: Int32Array[];
  private readonly arrivalArea: number;
  private readonly pools = new Map<string, Pool>();
  /** Copies no tile was found for, by request, for one message each. */
  private readonly missed = new Map<number, { why: string; copies: number[] }>();
  /** Bumped whenever the lock regions change, so the keys' pools start afresh. */
  private regionsVersion = 0;
  /** The lock regions once the locks are final (see `lockRegions`); null when no lock was asked for. */
  private finalRegions: Int32Array | null = null;
  /** Floor tiles by distance from the arrival (built when the entrance needs it) and how far it was read. */
  private byDistance: Int32Array | null = null;
  private byDistanceCursor = 0;
  private readonly drafts: Draft[] = [];
  private stairsTile = -1;
  /** Placed locks, nearest the arrival first. */
  private locks: { level: number; draft: Draft }[] = [];
  /** Scratch for sidesJoinedWithout, and how many tiles its searches may still visit (a few sweeps of the map). */
  private searchQueue: Int32Array | null = null;
  private searchSeen: Int32Array | null = null;
  private searchStamp = 0;
  private searchBudget: number;
  /** 1 on the set pieces' floor (taken unless a request names the piece) and on their own events' tiles. */
  private readonly pieceFloor: Uint8Array;
  private readonly pieceEvent: Uint8Array;
  /** 1 where a copy stands. */
  private readonly copyAt: Uint8Array;
  /** The placed pieces by name (pieceKey), for requests that name one. */
  private readonly sitesByName = new Map<string, PieceSite[]>();
  /** Locks on pieces' doors: each gates its piece's floor, not the way to the stairs. */
  private pieceLocks: { level: number; draft: Draft; site: PieceSite }[] = [];
  /** Requests already given their one message about the piece they name. */
  private readonly pieceReported = new Set<number>();

  constructor(
    private readonly grid: Grid,
    private readonly layout: Layout,
    private readonly arrival: number,
    private readonly wishes: Wish[],
    private readonly random: Random,
    private readonly problems: string[],
    gates: readonly number[],
    private readonly pieces?: PieceContent,
  ) {
    const { width, height, kinds } = grid;
    this.width = width;
    this.height = height;
    this.kinds = kinds;
    const n = kinds.length;
    this.areaOf = layout.areaOf.length === n ? layout.areaOf : new Uint16Array(n);
    // Per-tile state is borrowed (scratch.ts) and given back when the plan is made (`run`): a map
    // entry then reuses the last entry's memory instead of touching a dozen fresh arrays.
    this.occupied = borrowUint8(n);
    this.crowd = borrowUint16(n);
    this.blocked = borrowUint8(n);
    this.gate = borrowUint8(n);
    this.reserved = borrowUint8(n);
    this.openingTile = borrowUint8(n);
    this.bridgeTile = borrowUint8(n);
    this.pieceFloor = borrowUint8(n);
    this.pieceEvent = borrowUint8(n);
    this.copyAt = borrowUint8(n);
    // A gatehouse's gate (gatehouse.ts) is where its lock reads as a door in the wall: the best chokepoint there is.
    for (const gate of gates) if (gate >= 0 && gate < n) this.bridgeTile[gate] = 1;
    const areaCount = layout.areas.length;
    const openings = layout.openings.filter((o) => o.from >= 0 && o.to >= 0 && o.from < areaCount && o.to < areaCount && o.tile >= 0 && o.tile < n);
    const graph = buildAreaGraph(areaCount, openings);
    openings.forEach((opening, edge) => {
      this.openingTile[opening.tile] = 1;
      if (graph.bridge[edge]) this.bridgeTile[opening.tile] = 1;
    });
    const validArrival = arrival >= 0 && arrival < n && isFloor(kinds[arrival]);
    this.arrivalArea = validArrival ? this.areaOf[arrival] - 1 : -1;
    this.areaDistance = areaDistances(graph, this.arrivalArea);
    this.deadEnd = graph.deadEnd;
    this.treeRoot = validArrival ? arrival : -1;
    this.searchBudget = SEARCH_SWEEPS * n;
    // Only floor the arrival reaches is used (a layout's floor is connected: that is all of it).
    // The distances walk finds it when a rule will read them anyway; plain events need only the
    // floor reached, which a span fill (flood.ts) finds for less.
    const reached = (this.reached = borrowUint8(n));
    if (validArrival && wishes.some((wish) => !READS_NO_DISTANCE.has(wish.role))) this.distanceMade = floorDistances(grid, arrival, borrowInt32(n), reached);
    else if (validArrival) reachFloor(grid, arrival, reached);
    // One scan of the map lists the reached floor in map order, into a view of a borrowed
    // map-sized array (sizes change from map to map); the area lists are made from it when a rule
    // first asks. Without a branch per tile: every tile is written, only reached ones kept.
    this.listMemory = [borrowInt32(n)];
    const floorMemory = this.listMemory[0];
    let floorCount = 0;
    for (let t = 0; t < n; t++) {
      floorMemory[floorCount] = t;
      floorCount += reached[t];
    }
    this.floorTiles = floorMemory.subarray(0, floorCount);
    if (validArrival) {
      this.occupied[arrival] = 1;
      this.markCrowd(arrival, 1);
    }
    if (pieces) this.takePieces(pieces);
  }

  /** The pieces' floor is the designer's (nothing generated stands there) and their events' tiles are taken, spaced from. */
  private takePieces(pieces: PieceContent): void {
    const n = this.kinds.length;
    for (let area = 0; area < this.layout.areas.length; area++) {
      if (pieces.pieceAreas[area] !== 1) continue;
      for (const tile of this.areaTileList(area)) this.occupied[tile] = this.pieceFloor[tile] = 1;
    }
    for (const tile of pieces.eventTiles) {
      if (tile < 0 || tile >= n) continue;
      this.occupied[tile] = this.pieceEvent[tile] = 1;
      this.markCrowd(tile, 1);
    }
    for (const site of pieces.sites ?? []) {
      if (site.area < 0 || site.area >= this.layout.areas.length) continue;
      const key = pieceKey(site.name);
      this.sitesByName.set(key, [...(this.sitesByName.get(key) ?? []), site]);
    }
  }

  /** Steps from the arrival per tile, −1 off the reached floor (measured on first use). */
  private get distance(): Int32Array {
    if (this.distanceMade === null) {
      const n = this.kinds.length;
      this.distanceMade = this.treeRoot >= 0 ? floorDistances(this.grid, this.treeRoot, borrowInt32(n)) : borrowInt32(n, -1);
    }
    return this.distanceMade;
  }

  /** Each area's reached tiles counted and the tile kinds it holds, in one pass over the floor list on first use: plain events never ask. */
  private get areaShares(): AreaShares {
    if (this.areaSharesMade !== null) return this.areaSharesMade;
    const { floorTiles, areaOf, kinds } = this;
    const areaCount = this.layout.areas.length;
    const counts = new Int32Array(areaCount);
    const areaKinds = new Uint8Array(areaCount);
    for (let i = 0, count = floorTiles.length; i < count; i++) {
      const tile = floorTiles[i];
      const label = areaOf[tile];
      if (label > 0 && label <= areaCount) {
        counts[label - 1]++;
        areaKinds[label - 1] |= 1 << kinds[tile];
      }
    }
    this.areaSharesMade = { counts, areaKinds };
    return this.areaSharesMade;
  }

  private get tree(): FloorTree {
    this.treeMade ??= new FloorTree(this.grid, this.treeRoot);
    return this.treeMade;
  }

  /** The plan, after which the planner's per-tile arrays are given back (it must not be used again). */
  run(): ContentCopy[] {
    try {
      return this.plan();
    } finally {
      this.treeMade?.release();
      giveBack(...this.listMemory);
      giveBack(this.occupied, this.crowd, this.blocked, this.gate, this.reserved, this.openingTile, this.bridgeTile, this.pieceFloor, this.pieceEvent, this.copyAt, this.reached, this.distanceMade, this.searchQueue, this.searchSeen);
    }
  }

  /** The stages in order: roll the copies, keep the doorways, the way to the goal and its gates, then the rest. */
  private plan(): ContentCopy[] {
    const stairsPiece = this.pieces && this.pieces.stairsArea >= 0;
    if (stairsPiece && !this.wishes.some((wish) => wish.role === "stairs" && wish.max > 0)) {
      this.problems.push(`set piece "${this.pieces!.stairsName ?? "?"}" is for the stairs, but no stairs event is asked for; it stays as painted`);
    }
    if (this.arrival < 0 || this.floorTiles.length === 0) {
      if (this.wishes.length > 0) this.problems.push("the dungeon has no floor for content; nothing is placed");
      return [];
    }
    this.reportPiecesNotUsed();
    this.roll();
    this.reserveDoorOpenings();
    this.placeWayAndGates();
    this.placeTheRest();
    this.reportMissed();
    return this.copiesThatAppear();
  }

  private byRole(role: ContentRole): Draft[] {
    return this.drafts.filter((draft) => this.wishes[draft.request].role === role);
  }

  /** Door copies own their openings: nothing else stands there (a lock may take one over). */
  private reserveDoorOpenings(): void {
    // The door tiles are all the reserved ones (nothing reserves earlier): no pass over the map.
    for (const draft of this.drafts) if (draft.doorTile >= 0) this.reserved[draft.doorTile] = this.occupied[draft.doorTile] = 1;
  }

  /** The goal and what stands on the way to it: stairs, locks and their keys, the boss, the entrance, doors. */
  private placeWayAndGates(): void {
    const keys = this.byRole("key");
    const lockLevels = this.lockLevels(this.byRole("lock"), keys);
    // Locks naming a piece with a door gate that piece; the rest gate the way to the stairs.
    const doorLevels: { level: number; draft: Draft }[] = [];
    const wayLevels: { level: number; draft: Draft }[] = [];
    for (const entry of lockLevels) {
      if (this.wishes[entry.draft.request].piece === null) wayLevels.push(entry);
      else if (this.doorSites(entry.draft).length > 0) doorLevels.push(entry);
      else (this.reportNoDoor(entry), wayLevels.push(entry));
    }
    this.byRole("stairs").forEach((draft, i) => this.placeStairsCopy(draft, i, wayLevels.length));
    const fellBack = this.placePieceLocks(doorLevels);
    this.placeLocksAndKeys([...wayLevels, ...fellBack].sort((a, b) => a.level - b.level), keys);
    this.byRole("boss").forEach((draft) => this.placeBoss(draft));
    // After the locks: a ring test that knows them never lets the entrance shut the arrival in.
    this.byRole("entrance").forEach((draft) => this.placeEntrance(draft));
    this.placeDoors();
  }

  /** Events off the way: treasure, wall events, monsters, traps, then plain events. */
  private placeTheRest(): void {
    const treasures = this.byRole("treasure");
    // The areas in treasure order only when there is treasure: the sort is most of this stage's work otherwise.
    const treasureAreas = new Uint8Array(this.layout.areas.length);
    const treasureOrder = treasures.length > 0 ? this.areaOrder(this.deadEnd, this.areaDistance) : [];
    const underWall = (t: number) => t >= this.width && this.kinds[t - this.width] === WALL;
    const offDoorways = (t: number) => !this.openingTile[t] && !this.onAreaBoundary(t);
    treasures.forEach((draft) => this.placeInNamedPiece(draft, null) || this.placeTreasure(draft, treasureAreas, treasureOrder));
    this.byRole("wall").forEach((draft) => this.placeInNamedPiece(draft, underWall) || this.placeFromPool(draft, underWall, "wall"));
    const monsters: number[] = [];
    for (const draft of this.byRole("monster")) {
      if (this.placeInNamedPiece(draft, null)) monsters.push(draft.tile);
      else this.placeMonster(draft, monsters);
    }
    this.byRole("trap").forEach((draft) => this.placeInNamedPiece(draft, offDoorways) || this.placeFromPool(draft, offDoorways, "trap"));
    this.byRole("none").forEach((draft) => this.placeInNamedPiece(draft, null) || this.placeFromPool(draft, null, "none"));
  }

  /** Placed copies, and the essential ones no tile was found for, by request, then copy. */
  private copiesThatAppear(): ContentCopy[] {
    const kept = this.drafts.filter((draft) => draft.tile >= 0 || (draft.relaxation === Relaxation.Unplaced && this.isEssential(draft)));
    kept.sort((a, b) => a.request - b.request || a.copy - b.copy);
    return kept.map(({ request, copy, tile, relaxation }) => ({ request, copy, tile, relaxation }));
  }

  // ── rolling: counts, chances, groups ─────────────────────────────────────────────────────

  /** Draws every request's copies, then each copy's chance, then one copy per group. */
  private roll(): void {
    const { wishes, random } = this;
    const candidates: Draft[] = [];
    const doorOpenings = this.doorOpenings();
    wishes.forEach((wish, request) => {
      if (isDoorRole(wish.role)) return;
      const count = random.smallInt(wish.min, wish.max);
      for (let copy = 0; copy < count; copy++) candidates.push(this.draft(request, copy, -1));
    });
    for (const role of ["door", "secretDoor"] as const) {
      const templates = wishes.map((wish, request) => (wish.role === role ? request : -1)).filter((request) => request >= 0);
      if (templates.length === 0) continue;
      const ranks = new Int32Array(wishes.length);
      for (const tile of doorOpenings[role]) {
        const request = templates[random.smallInt(0, templates.length - 1)];
        candidates.push(this.draft(request, ranks[request]++, tile));
      }
    }
    const groups = new Map<string, Draft[]>();
    for (const draft of candidates) {
      const wish = wishes[draft.request];
      if (wish.group === null) {
        if (random.percent(wish.chance)) this.drafts.push(draft);
        continue;
      }
      const members = groups.get(wish.group) ?? [];
      members.push(draft);
      groups.set(wish.group, members);
    }
    for (const members of groups.values()) {
      const weights = members.map((draft) => wishes[draft.request].chance);
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let pick = 0;
      if (total === 0) pick = random.smallInt(0, members.length - 1);
      else {
        let rest = random.smallInt(0, total - 1);
        while (rest >= weights[pick]) rest -= weights[pick++];
      }
      this.drafts.push(members[pick]);
    }
  }

  private draft(request: number, copy: number, doorTile: number): Draft {
    return { request, copy, doorTile, tile: -1, relaxation: Relaxation.Unplaced };
  }

  /** Tiles of the layout's door and secret openings, once each, in opening order (never the arrival's). */
  private doorOpenings(): Record<"door" | "secretDoor", number[]> {
    const seen = borrowUint8(this.kinds.length);
    const result: Record<"door" | "secretDoor", number[]> = { door: [], secretDoor: [] };
    for (const { tile, kind } of this.layout.openings) {
      if (kind === "open" || tile < 0 || tile >= seen.length || seen[tile] || tile === this.arrival || !this.reached[tile]) continue;
      seen[tile] = 1;
      result[kind === "door" ? "door" : "secretDoor"].push(tile);
    }
    giveBack(seen);
    return result;
  }

  /** The first copy of a plain event, the stairs or the entrance: a game needs it even on a crowded map. */
  private isEssential(draft: Draft): boolean {
    const role = this.wishes[draft.request].role;
    return draft.copy === 0 && (role === "none" || role === "stairs" || role === "entrance");
  }

  // ── state ────────────────────────────────────────────────────────────────────────────────

  private markCrowd(tile: number, delta: number): void {
    const { width, height } = this;
    const x = tile % width;
    const y = (tile - x) / width;
    for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
      for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) this.crowd[ny * width + nx] += delta;
    }
  }

  private put(draft: Draft, tile: number, relaxation: Relaxation): void {
    draft.tile = tile;
    draft.relaxation = relaxation;
    this.occupied[tile] = 1;
    this.copyAt[tile] = 1;
    const role = this.wishes[draft.request].role;
    if (blocks(role)) this.blocked[tile] = 1;
    if (role === "lock" || role === "boss") this.gate[tile] = 1;
    this.markCrowd(tile, 1);
  }

  private takeBack(draft: Draft): void {
    const tile = draft.tile;
    this.occupied[tile] = this.reserved[tile] | this.pieceFloor[tile];
    this.copyAt[tile] = 0;
    this.blocked[tile] = 0;
    this.gate[tile] = 0;
    this.markCrowd(tile, -1);
    draft.tile = -1;
    draft.relaxation = Relaxation.Unplaced;
  }

  /** 1: floor anyone walks; 2: a lock or the boss (walkable once opened); 0: not walkable. */
  private walkState(x: number, y: number): number {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return 0;
    const tile = y * this.width + x;
    if (!isFloor(this.kinds[tile])) return 0;
    return this.blocked[tile] === 0 ? 1 : this.gate[tile] ? 2 : 0;
  }

  /**
   * True when a blocker on `tile` leaves every way past it open, both with the locks and the boss
   * closed (so the regions the locks cut out stay as they are: a key never ends up behind its own
   * lock) and with them open (so nothing but them is ever the only way through); and when it can
   * be reached at all (a walkable side with the gates closed).
   */
  private keepsWayOpen(tile: number): boolean {
    const x = tile % this.width;
    const y = (tile - x) / this.width;
    let closed = 0;
    let open = 0;
    for (let i = 0; i < 8; i++) {
      const state = this.walkState(x + RING_DX[i], y + RING_DY[i]);
      if (state === 1) closed |= 1 << i;
      if (state > 0) open |= 1 << i;
    }
    if ((closed & 0x55) === 0) return false;
    // The ring joins its sides nearly always; where it does not (a one-wide passage), a way around may still exist farther off.
    if (RING_KEEPS_PATHS[closed] === 0 && !this.sidesJoinedWithout(tile, false)) return false;
    if (RING_KEEPS_PATHS[open] === 0 && !this.sidesJoinedWithout(tile, true)) return false;
    // An event beside it must keep a walkable side of its own, or it could no longer be reached.
    for (let d = 0; d < 4; d++) {
      const next = neighbourOf(tile, d, this.width, this.height);
      if (next >= 0 && this.blocked[next] && !this.hasWalkableSide(next, tile)) return false;
    }
    return true;
  }

  /**
   * The ring test's question asked of the whole floor: with a blocker on `tile`, are its walkable
   * 4-neighbours still joined (with the locks and the boss open when `gatesOpen`)? A one-wide
   * passage in a loop — a braided maze is nothing else — may take an event after all. One flood
   * from every side at once, in step: where two floods meet their sides are joined, and a flood
   * that runs out before meeting the others has found the floor the blocker would cut off. So a
   * dead end costs its own few tiles and a loop half its length, never the map. The searches stop
   * at a budget of tiles per map, after which the ring's answer stands.
   */
  private sidesJoinedWithout(tile: number, gatesOpen: boolean): boolean {
    if (this.searchBudget <= 0) return false;
    const { width, height, kinds, blocked, gate } = this;
    const walkable = (next: number) => FLOOR_KIND[kinds[next]] === 1 && (blocked[next] === 0 || (gatesOpen && gate[next] === 1));
    const queue = (this.searchQueue ??= borrowInt32(kinds.length));
    const owner = (this.searchSeen ??= borrowInt32(kinds.length));
    // owner[t] − base is the side whose flood reached t first; below base: not reached in this search.
    const base = ++this.searchStamp * 4;
    const group = [0, 1, 2, 3];
    const alive = [0, 0, 0, 0];
    let sides = 0;
    let tail = 0;
    for (let d = 0; d < 4; d++) {
      const next = neighbourOf(tile, d, width, height);
      if (next < 0 || !walkable(next)) continue;
      owner[next] = base + sides;
      alive[sides++] = 1;
      queue[tail++] = next;
    }
    if (sides <= 1) return true;
    const find = (side: number) => {
      while (group[side] !== side) side = group[side];
      return side;
    };
    let apart = sides;
    let joined = false;
    for (let head = 0; head < tail && !joined; head++) {
      const at = queue[head];
      let mine = find(owner[at] - base);
      alive[mine]--;
      for (let d = 0; d < 4; d++) {
        const next = neighbourOf(at, d, width, height);
        if (next < 0 || next === tile || !walkable(next)) continue;
        if (owner[next] >= base) {
          const theirs = find(owner[next] - base);
          if (theirs === mine) continue;
          group[theirs] = mine;
          alive[mine] += alive[theirs];
          if (--apart === 1) {
            joined = true;
            break;
          }
          continue;
        }
        owner[next] = base + mine;
        alive[mine]++;
        queue[tail++] = next;
      }
      mine = find(mine);
      if (!joined && alive[mine] === 0) break; // this side's floor is closed off from the others
    }
    this.searchBudget -= tail;
    return joined;
  }

  /** True when `tile` has a 4-neighbour other than `except` that anyone can walk on. */
  private hasWalkableSide(tile: number, except: number): boolean {
    for (let d = 0; d < 4; d++) {
      const next = neighbourOf(tile, d, this.width, this.height);
      if (next >= 0 && next !== except && isFloor(this.kinds[next]) && !this.blocked[next]) return true;
    }
    return false;
  }

  private touchesCorridor(tile: number): boolean {
    return touchesKind(this.grid, tile, CORRIDOR);
  }

  /** A floor tile 4-adjacent to floor of another area: where areas meet. */
  private onAreaBoundary(tile: number): boolean {
    const label = this.areaOf[tile];
    for (let d = 0; d < 4; d++) {
      const next = neighbourOf(tile, d, this.width, this.height);
      if (next >= 0 && this.areaOf[next] !== 0 && this.areaOf[next] !== label) return true;
    }
    return false;
  }

  /** The floor-kind and spacing rule of one relaxation level (placement.ts's rule, plus OtherFloor). */
  private fits(tile: number, level: Relaxation, place: FloorPlace): boolean {
    if (this.occupied[tile] || !this.reached[tile]) return false;
    const kind = this.kinds[tile];
    if (level === Relaxation.Crowded) return isFloor(kind);
    if (this.crowd[tile] > 0) return false;
    switch (level) {
      case Relaxation.None:
        if (place === "room") return kind === ROOM && !this.touchesCorridor(tile);
        if (place === "corridor") return kind === CORRIDOR;
        return isFloor(kind);
      case Relaxation.NearCorridor:
        return kind === ROOM;
      case Relaxation.OnCorridor:
        return kind === CORRIDOR;
      default:
        return isFloor(kind);
    }
  }

  /** fits + the role's own rule + (for blockers) the ring test. */
  private acceptor(draft: Draft, level: Relaxation, extra: ((tile: number) => boolean) | null, ring = true): (tile: number) => boolean {
    const wish = this.wishes[draft.request];
    const needsRing = ring && blocks(wish.role);
    return (tile) => this.fits(tile, level, wish.place) && (extra === null || extra(tile)) && (!needsRing || this.keepsWayOpen(tile));
  }

  /**
   * The pool of `tiles` kept under `family` for later copies of the same rule: a tile once
   * refused is not offered again (occupancy and crowding only grow; a ring test that would pass
   * later is a chance missed, never a wrong pick), so many copies cost one pass over the tiles.
   */
  private keptPool(family: string, tiles: () => Int32Array): Pool {
    let pool = this.pools.get(family);
    if (!pool) {
      pool = new Pool(this.copyOfTiles(tiles()));
      this.pools.set(family, pool);
    }
    return pool;
  }

  /** A pool's own copy of its tiles: long lists in borrowed memory (given back with the rest), short ones fresh. */
  private copyOfTiles(source: Int32Array): Int32Array {
    if (source.length < BORROWED_LIST_LENGTH) return source.slice();
    // Long copies share borrowed map-sized arrays, one after another: a dozen pools then hold a
    // few arrays, not one each (more than scratch.ts keeps, which made the rest fresh every entry).
    if (this.poolMemory === null || this.poolMemoryUsed + source.length > this.poolMemory.length) {
      this.poolMemory = borrowInt32(this.kinds.length);
      this.poolMemoryUsed = 0;
      this.listMemory.push(this.poolMemory);
    }
    const copy = this.poolMemory.subarray(this.poolMemoryUsed, this.poolMemoryUsed + source.length);
    this.poolMemoryUsed += source.length;
    copy.set(source);
    return copy;
  }

  /** A random accepted tile of the family's pool, or −1. */
  private firstFit(family: string, tiles: () => Int32Array, accept: (tile: number) => boolean): number {
    return this.keptPool(family, tiles).take(this.random, accept);
  }

  /** Of up to SPREAD_SAMPLES accepted tiles of the family's pool, the farthest from the arrival by path. */
  private farFit(family: string, tiles: () => Int32Array, accept: (tile: number) => boolean): number {
    const { distance } = this;
    return this.keptPool(family, tiles).best(this.random, accept, SPREAD_SAMPLES, (tile) => distance[tile]);
  }

  /** False when no tile of the area can pass `level` for `place` (by the tile kinds it holds): saves scanning it. */
  private areaCanFit(area: number, level: Relaxation, place: FloorPlace): boolean {
    const kinds = this.areaShares.areaKinds[area];
    const kind = kindTaken(level, place);
    return kind === ANY_FLOOR ? kinds !== 0 : (kinds & (1 << kind)) !== 0;
  }

  private areaTileList(area: number): Int32Array {
    let tiles = this.areaTileLists.get(area);
    if (tiles === undefined) {
      tiles = this.listAreaTiles(area);
      this.areaTileLists.set(area, tiles);
    }
    return tiles;
  }

  /**
   * The area's reached tiles in map order, read in its bounds (a few rows, not the map); when those
   * hold fewer than the area's count (bounds a stage left too tight), picked from the floor list.
   */
  private listAreaTiles(area: number): Int32Array {
    const count = this.areaShares.counts[area];
    const tiles = new Int32Array(count);
    if (count === 0) return tiles;
    const { width, height, areaOf, reached } = this;
    const label = area + 1;
    const { x, y, width: boundsWidth, height: boundsHeight } = this.layout.areas[area].bounds;
    const left = Math.max(0, x);
    const right = Math.min(width - 1, x + boundsWidth - 1);
    let found = 0;
    for (let row = Math.max(0, y), last = Math.min(height - 1, y + boundsHeight - 1); row <= last; row++) {
      for (let tile = row * width + left, end = row * width + right; tile <= end; tile++) {
        if (areaOf[tile] === label && reached[tile] === 1 && found < count) tiles[found++] = tile;
      }
    }
    if (found === count) return tiles;
    found = 0;
    const { floorTiles } = this;
    for (let i = 0; i < floorTiles.length; i++) if (areaOf[floorTiles[i]] === label) tiles[found++] = floorTiles[i];
    return tiles;
  }

  private pool(family: string, level: Relaxation, place: FloorPlace): Pool {
    return this.keptPool(`${family}:${level}`, () => this.tilesThatMayFit(level, place));
  }

  /**
   * The reached floor of the one tile kind `fits` can accept at `level` for `place` (all the floor
   * where it takes any): a pool of the right kind only, so a level no tile can pass (rooms in a
   * maze) costs no draw per tile of the other kind.
   */
  private tilesThatMayFit(level: Relaxation, place: FloorPlace): Int32Array {
    const kind = kindTaken(level, place);
    return kind === ANY_FLOOR ? this.floorTiles : this.floorOfKind(kind);
  }

  /** The reached floor tiles of one kind, in map order (listed once, on first use). */
  private floorOfKind(kind: number): Int32Array {
    const kept = this.floorByKind.get(kind);
    if (kept) return kept;
    const memory = borrowInt32(this.kinds.length);
    this.listMemory.push(memory);
    let count = 0;
    const { kinds, floorTiles } = this;
    // An index loop: this runs once or twice a generation, too seldom for a typed array's iterator to be optimized.
    for (let i = 0, length = floorTiles.length; i < length; i++) {
      const tile = floorTiles[i];
      if (kinds[tile] === kind) memory[count++] = tile;
    }
    const tiles = memory.subarray(0, count);
    this.floorByKind.set(kind, tiles);
    return tiles;
  }

  /**
   * The last resort of plain events, stairs and the entrance (a map whose areas could not be read,
   * or too full for their rules): any free floor that keeps every way open and is not behind a
   * lock. Where there is none the copy stays without a tile (the MZ side stacks it on another
   * event): an event never becomes the only way through (invariant 7).
   */
  private placeAnywhere(draft: Draft): void {
    const regions = this.finalRegions;
    const tile = this.pool("anywhere", Relaxation.Crowded, "any").take(this.random, (t) => !this.occupied[t] && (regions === null || regions[t] === 0 || this.wishes[draft.request].role !== "entrance") && this.keepsWayOpen(t));
    if (tile >= 0) this.put(draft, tile, Relaxation.Crowded);
  }

  /** A copy no rule found a tile for: plain events, stairs and entrances still take any free floor; the rest are counted for one message per request. */
  private unplaced(draft: Draft, why: string): void {
    if (this.isEssential(draft)) {
      this.placeAnywhere(draft);
      if (draft.tile >= 0) return;
      // Still kept without a tile (copiesThatAppear): the MZ side stacks it on another event.
    }
    const missed = this.missed.get(draft.request);
    if (missed) missed.copies.push(draft.copy);
    else this.missed.set(draft.request, { why, copies: [draft.copy] });
  }

  /** One message per request whose copies found no tile. */
  private reportMissed(): void {
    for (const [request, { why, copies }] of [...this.missed].sort((a, b) => a[0] - b[0])) {
      const which = copies.length === 1 ? `copy ${copies[0] + 1} is` : `${copies.length} copies are`;
      this.problems.push(`${this.wishes[request].label}: ${why}; ${which} not placed`);
    }
  }

  // ── set pieces a request names (<Dungeon Place: piece NAME>) ──────────────────────────────

  /** The placed pieces the draft's request names; null when it names none, or (one message per request) a piece no copy of which was placed. */
  private namedSites(draft: Draft): PieceSite[] | null {
    const { piece } = this.wishes[draft.request];
    if (piece === null) return null;
    const sites = this.sitesByName.get(pieceKey(piece));
    if (sites) return sites;
    this.reportPiece(draft, `no set piece "${piece}" is in this dungeon; placed as if it named none`);
    return null;
  }

  private reportPiece(draft: Draft, text: string): void {
    if (this.pieceReported.has(draft.request)) return;
    this.pieceReported.add(draft.request);
    this.problems.push(`${this.wishes[draft.request].label}: ${text}`);
  }

  /** Roles that stand where the way needs them, never inside a piece for its name. */
  private reportPiecesNotUsed(): void {
    this.wishes.forEach((wish, request) => {
      if (wish.piece === null || !["boss", "entrance", "door", "secretDoor"].includes(wish.role)) return;
      this.pieceReported.add(request);
      this.problems.push(`${wish.label}: the ${wish.role} does not go inside a set piece; "${wish.piece}" is not used`);
    });
  }

  private isLocked(site: PieceSite): boolean {
    return this.pieceLocks.some((lock) => lock.site === site);
  }

  /**
   * The named pieces a lock can close: one door (piece-sites.ts), reached, free, with floor
   * outside it that nothing blocks, and neither the arrival nor the stairs inside (what lies behind
   * the lock is the piece's floor alone, and nothing on the way to the stairs).
   */
  private doorSites(draft: Draft): { site: PieceSite; door: number }[] {
    const sites = this.namedSites(draft);
    if (!sites) return [];
    const result: { site: PieceSite; door: number }[] = [];
    for (const site of sites) {
      const door = siteDoor(this.grid, site);
      if (door < 0 || !this.reached[door] || this.pieceEvent[door] || this.copyAt[door] || this.isLocked(site)) continue;
      if (insideSite(site, this.arrival, this.width) || (this.stairsTile >= 0 && insideSite(site, this.stairsTile, this.width))) continue;
      if (this.hasFreeSideOutside(door, site)) result.push({ site, door });
    }
    return result;
  }

  private hasFreeSideOutside(door: number, site: PieceSite): boolean {
    for (let d = 0; d < 4; d++) {
      const next = neighbourOf(door, d, this.width, this.height);
      if (next >= 0 && isFloor(this.kinds[next]) && !insideSite(site, next, this.width) && !this.blocked[next]) return true;
    }
    return false;
  }

  /** Each lock that names a piece goes on the door of the first such piece it can close; the levels that cannot go on the way to the stairs, with a message. */
  private placePieceLocks(levels: { level: number; draft: Draft }[]): { level: number; draft: Draft }[] {
    const fellBack: { level: number; draft: Draft }[] = [];
    for (const entry of levels) {
      const { level, draft } = entry;
      const choice = this.doorSites(draft)[0];
      if (!choice) {
        this.reportNoDoor(entry);
        fellBack.push(entry);
        continue;
      }
      this.put(draft, choice.door, Relaxation.None);
      this.pieceLocks.push({ level, draft, site: choice.site });
    }
    return fellBack;
  }

  /** A piece's door (piece-sites.ts) with nothing on it: a lock of the way may stand there when the way runs through the piece. */
  private isFreePieceDoor(tile: number): boolean {
    if (!this.pieceFloor[tile] || this.pieceEvent[tile] || this.copyAt[tile]) return false;
    for (const sites of this.sitesByName.values()) for (const site of sites) if (insideSite(site, tile, this.width)) return siteDoor(this.grid, site) === tile;
    return false;
  }

  /** A lock naming a piece it cannot close (when that piece was placed at all: else namedSites said so). */
  private reportNoDoor({ level, draft }: { level: number; draft: Draft }): void {
    const sites = this.namedSites(draft);
    if (!sites) return;
    this.reportPiece(draft, `set piece "${sites[0].name}" has no door Lock ${level} can close (one joined entrance, neither the arrival nor the stairs inside); the lock stands on the way to the stairs`);
  }

  /** Keys of the locks on pieces' doors: anywhere the player reaches before the door (its lock region or an earlier one); a lock whose key finds no tile is taken back. */
  private placePieceKeys(regions: Int32Array, keys: Draft[]): void {
    for (let i = 0; i < this.pieceLocks.length; i++) {
      const { level, draft: lock } = this.pieceLocks[i];
      let placedAny = false;
      for (const key of keys) if (this.wishes[key.request].level === level) placedAny = this.placeKey(key, regions, regions[lock.tile]) || placedAny;
      if (placedAny) continue;
      this.problems.push(`${this.wishes[lock.request].label}: no free floor for Key ${level} before the door of set piece "${this.pieceLocks[i].site.name}"; the lock is not placed`);
      this.takeBack(lock);
      this.pieceLocks.splice(i--, 1);
    }
  }

  /** The first stairs copy in the piece its request names, else in the piece whose spot is "stairs"; the others (and those that fail) by the stairs' rule. */
  private placeStairsCopy(draft: Draft, index: number, locksWanted: number): void {
    const inPiece = (this.wishes[draft.request].piece !== null && this.placeInNamedPiece(draft, null, true)) || (index === 0 && this.placeStairsInPiece(draft));
    if (inPiece) {
      if (this.stairsTile < 0) this.stairsTile = draft.tile;
      return;
    }
    this.placeStairs(draft, index === 0 ? locksWanted : 0);
  }

  /**
   * A copy whose request names a piece: on the floor of a placed piece of that name — locked
   * pieces first (a vault's treasure belongs behind its lock) — by its floor kind's ladder and
   * `extra`; false (one message per request) when it names none or no tile there fits.
   */
  private placeInNamedPiece(draft: Draft, extra: ((tile: number) => boolean) | null, far = false): boolean {
    const sites = this.namedSites(draft);
    if (!sites) return false;
    const locked = sites.filter((site) => this.isLocked(site));
    const open = sites.filter((site) => !this.isLocked(site));
    for (const [group, which] of [[locked, "locked"], [open, "open"]] as const) {
      if (group.length > 0 && this.placeInSites(draft, group, `${this.wishes[draft.request].role}:${which}`, extra, far)) return true;
    }
    return false;
  }

  /** placeInNamedPiece over the given sites, their floor opened for this one copy. */
  private placeInSites(draft: Draft, sites: readonly PieceSite[], family: string, extra: ((tile: number) => boolean) | null, far: boolean): boolean {
    const wish = this.wishes[draft.request];
    const tiles = this.siteTiles(sites);
    const opened: number[] = [];
    for (const t of tiles) {
      if (!this.occupied[t] || !this.pieceFloor[t] || this.pieceEvent[t] || this.copyAt[t] || this.reserved[t] || t === this.arrival) continue;
      this.occupied[t] = 0;
      opened.push(t);
    }
    let placed = false;
    for (const level of ladder(wish.place)) {
      const name = `piece:${draft.request}:${family}:${level}`;
      const tile = far ? this.farFit(name, () => tiles, this.acceptor(draft, level, extra)) : this.firstFit(name, () => tiles, this.acceptor(draft, level, extra));
      if (tile < 0) continue;
      this.put(draft, tile, level);
      placed = true;
      break;
    }
    for (const t of opened) this.occupied[t] = 1;
    if (!placed) this.reportPiece(draft, `set piece "${sites[0].name}" has no free floor for it; placed as if it named none`);
    return placed;
  }

  /** The reached floor of the given pieces. */
  private siteTiles(sites: readonly PieceSite[]): Int32Array {
    if (sites.length === 1) return this.areaTileList(sites[0].area);
    const lists = sites.map((site) => this.areaTileList(site.area));
    const tiles = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
    let at = 0;
    for (const list of lists) (tiles.set(list, at), (at += list.length));
    return tiles;
  }

  // ── roles ────────────────────────────────────────────────────────────────────────────────

  /** Plain events, traps and wall events: random tiles by the ladder, each level's pool kept for the next copy. */
  private placeFromPool(draft: Draft, extra: ((tile: number) => boolean) | null, family: string): void {
    const wish = this.wishes[draft.request];
    for (const level of ladder(wish.place)) {
      const tile = this.pool(`${family}:${wish.place}`, level, wish.place).take(this.random, this.acceptor(draft, level, extra));
      if (tile >= 0) return this.put(draft, tile, level);
    }
    const rule = wish.role === "wall" ? "no free floor right under a north wall face" : wish.role === "trap" ? "no free floor off the doorways where a trap leaves a way round" : "no free floor";
    this.unplaced(draft, rule);
  }

  /** Monsters: out of the arrival's area, each the most spread of a few samples (far from the arrival and the others). */
  private placeMonster(draft: Draft, monsters: number[]): void {
    const wish = this.wishes[draft.request];
    const { width, distance } = this;
    const spread = (tile: number) => {
      let nearest = distance[tile];
      const x = tile % width;
      const y = (tile - x) / width;
      for (const other of monsters) {
        const ox = other % width;
        const apart = Math.abs(ox - x) + Math.abs((other - ox) / width - y);
        if (apart < nearest) nearest = apart;
      }
      return nearest;
    };
    for (const awayFromArrival of [true, false]) {
      const extra = awayFromArrival ? (t: number) => this.areaOf[t] - 1 !== this.arrivalArea : null;
      for (const level of ladder(wish.place)) {
        const family = `monster:${wish.place}:${awayFromArrival}`;
        const tile = this.pool(family, level, wish.place).best(this.random, this.acceptor(draft, level, extra), SPREAD_SAMPLES, spread);
        if (tile >= 0) {
          monsters.push(tile);
          return this.put(draft, tile, level);
        }
      }
    }
    this.unplaced(draft, "no free floor");
  }

  /** Treasure: dead-end areas first, then the farthest; one per area while areas last. */
  private placeTreasure(draft: Draft, holding: Uint8Array, order: number[]): void {
    const wish = this.wishes[draft.request];
    for (const tier of LADDERS[wish.place]) {
      for (const sharing of [false, true]) {
        for (const area of order) {
          if (holding[area] && !sharing) continue;
          for (const level of tier) {
            if (!this.areaCanFit(area, level, wish.place)) continue;
            const tile = this.firstFit(`treasure:${wish.place}:${area}:${level}`, () => this.areaTileList(area), this.acceptor(draft, level, null));
            if (tile >= 0) {
              holding[area] = 1;
              return this.put(draft, tile, level);
            }
          }
        }
      }
    }
    this.unplaced(draft, "no free floor");
  }

  /** Reached areas by `first` descending, then `second` descending, then id ascending. */
  private areaOrder(first: ArrayLike<number>, second: ArrayLike<number>): number[] {
    const areas: number[] = [];
    const { counts } = this.areaShares;
    for (let a = 0; a < this.layout.areas.length; a++) if (counts[a] > 0) areas.push(a);
    return byTwoKeysDescending(areas, first, second);
  }

  /**
   * Stairs: in the area farthest from the arrival by path. With locks to place, among the tiles
   * behind as many chokepoints as there are locks (or the most the map has), so the locks can gate them.
   */
  private placeStairs(draft: Draft, locksWanted: number): void {
    const wish = this.wishes[draft.request];
    // The chokepoint counts (and the floor tree under them) only matter when locks are to gate the stairs.
    const separators = locksWanted > 0 ? spacedChokepointCounts(this.tree, MIN_REGION) : null;
    let most = 0;
    if (separators) for (const tile of this.floorTiles) if (separators[tile] > most) most = separators[tile];
    const needed = Math.min(locksWanted, most);
    const farthest = new Int32Array(this.layout.areas.length);
    const { floorTiles, areaOf, distance } = this;
    for (let i = 0, count = floorTiles.length; i < count; i++) {
      const tile = floorTiles[i];
      const area = areaOf[tile] - 1;
      if (area >= 0 && area < farthest.length && distance[tile] > farthest[area]) farthest[area] = distance[tile];
    }
    const order = this.areaOrder(this.areaDistance, farthest);
    for (const need of needed > 0 ? [needed, 0] : [0]) {
      const extra = need > 0 && separators ? (t: number) => separators[t] >= need : null;
      for (const tier of LADDERS[wish.place]) {
        for (const area of order) {
          for (const level of tier) {
            if (!this.areaCanFit(area, level, wish.place)) continue;
            const tile = this.farFit(`stairs:${wish.place}:${need}:${area}:${level}`, () => this.areaTileList(area), this.acceptor(draft, level, extra));
            if (tile >= 0) {
              this.put(draft, tile, level);
              if (this.stairsTile < 0) this.stairsTile = tile;
              return;
            }
          }
        }
      }
    }
    this.unplaced(draft, "no free floor");
  }

  /**
   * The first stairs copy on the floor of the piece whose spot is "stairs" (a boss arena), the
   * farthest of a few free tiles there by the stairs' ladder; false (with a message) when there
   * is no such piece or no free tile in it.
   */
  private placeStairsInPiece(draft: Draft): boolean {
    const pieces = this.pieces;
    if (!pieces || pieces.stairsArea < 0 || pieces.stairsArea >= this.layout.areas.length) return false;
    const area = pieces.stairsArea;
    const tiles = this.areaTileList(area);
    const isEvent = new Set(pieces.eventTiles);
    // The piece's floor is opened for this one copy only.
    const opened = Array.from(tiles).filter((t) => this.occupied[t] && !isEvent.has(t) && t !== this.arrival);
    for (const t of opened) this.occupied[t] = 0;
    let tile = -1;
    let level: Relaxation = Relaxation.None;
    for (const step of ladder("any")) {
      tile = this.farFit(`stairs-piece:${step}`, () => tiles, this.acceptor(draft, step, null));
      if (tile >= 0) {
        level = step;
        break;
      }
    }
    for (const t of opened) this.occupied[t] = 1;
    if (tile < 0) {
      this.problems.push(`set piece "${pieces.stairsName ?? "?"}" has no free floor for the stairs; they go elsewhere`);
      return false;
    }
    this.occupied[tile] = 0;
    this.put(draft, tile, level);
    this.stairsTile = tile;
    return true;
  }

  /** Entrance (stairs up): beside the arrival — north first, then the sides, then diagonals; else the nearest free tile; never behind a lock. */
  private placeEntrance(draft: Draft): void {
    const { width, height, arrival } = this;
    const x = arrival % width;
    const y = (arrival - x) / width;
    const around = [
      [0, -1],
      [-1, 0],
      [1, 0],
      [0, 1],
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ];
    // Never behind a lock, beside the arrival (a diagonal tile may be reached only through one) or farther out: the way back up must not need a key.
    const regions = this.finalRegions;
    const usable = (tile: number) => !this.occupied[tile] && this.reached[tile] === 1 && (regions === null || regions[tile] === 0) && this.keepsWayOpen(tile);
    for (const [dx, dy] of around) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const tile = ny * width + nx;
      if (usable(tile)) return this.put(draft, tile, Relaxation.None);
    }
    const byDistance = (this.byDistance ??= this.floorByDistance());
    while (this.byDistanceCursor < byDistance.length) {
      const tile = byDistance[this.byDistanceCursor++];
      if (usable(tile)) return this.put(draft, tile, Relaxation.Crowded);
    }
    this.unplaced(draft, "no free floor near the arrival");
  }

  /** Floor tiles nearest the arrival first (a counting sort by path distance). */
  private floorByDistance(): Int32Array {
    const { distance, floorTiles } = this;
    let far = 0;
    for (const tile of floorTiles) if (distance[tile] > far) far = distance[tile];
    const start = new Int32Array(far + 2);
    for (const tile of floorTiles) start[distance[tile] + 1]++;
    for (let d = 0; d <= far; d++) start[d + 1] += start[d];
    const sorted = new Int32Array(floorTiles.length);
    for (const tile of floorTiles) sorted[start[distance[tile]]++] = tile;
    return sorted;
  }

  /**
   * Lock levels that can be played: the first lock of each level that has at least one key copy,
   * sorted by level. Extra locks of a level, locks without keys and keys without locks are reported
   * (a copy that only lost its chance roll is not).
   */
  private lockLevels(locks: Draft[], keys: Draft[]): { level: number; draft: Draft }[] {
    const levels = new Map<number, Draft>();
    const hasTemplate = (role: ContentRole, level: number) => this.wishes.some((wish) => wish.role === role && wish.level === level);
    for (const draft of locks) {
      const { level, label } = this.wishes[draft.request];
      if (levels.has(level)) {
        this.problems.push(`${label}: only one Lock ${level} is placed per dungeon; copy ${draft.copy + 1} is not placed`);
        continue;
      }
      if (!keys.some((key) => this.wishes[key.request].level === level)) {
        if (!hasTemplate("key", level)) this.problems.push(`${label}: there is no Key ${level} event; the lock is not placed`);
        continue;
      }
      levels.set(level, draft);
    }
    for (const wish of this.wishes) {
      if (wish.role === "key" && !hasTemplate("lock", wish.level)) this.problems.push(`${wish.label}: there is no Lock ${wish.level} event; the key is not placed`);
    }
    return [...levels.entries()].sort((a, b) => a[0] - b[0]).map(([level, draft]) => ({ level, draft }));
  }

  /**
   * Locks on chokepoints of the way to the stairs (nearest the arrival = lowest level), spread so
   * each region before a lock has room; then each level's keys in the region behind the lock
   * before it (key n behind lock n − 1), the farthest of a few samples. A lock whose key finds no
   * tile is taken back, and its keys are not placed.
   */
  private placeLocksAndKeys(levels: { level: number; draft: Draft }[], keys: Draft[]): void {
    if (levels.length === 0 && this.pieceLocks.length === 0) return;
    const goal = this.stairsTile >= 0 ? this.stairsTile : this.farthestTile();
    // Door openings and pieces' doors (the stairs' boss arena) may take a lock; other events never stand on a chokepoint (ring test).
    const chain = this.tree.chain(goal).filter((tile) => tile !== goal && (!this.occupied[tile] || this.reserved[tile] === 1 || this.isFreePieceDoor(tile)));
    let previousBefore = 0;
    let index = 0;
    for (const { level, draft } of levels) {
      const remaining = levels.length - index;
      const target = ((index + 1) * this.tree.reached) / (levels.length + 1);
      let pick = -1;
      let pickCost = Infinity;
      for (let i = 0; i < chain.length; i++) {
        const tile = chain[i];
        const before = this.tree.before(tile);
        // Room before it, and enough spaced chokepoints left after it for the remaining levels.
        if (before - previousBefore < MIN_REGION || chain.length - i < remaining || this.spacedAfter(chain, i, before) < remaining - 1) continue;
        const cost = Math.abs(before - target) + (this.bridgeTile[tile] ? 0 : this.openingTile[tile] || this.onAreaBoundary(tile) ? 8 : 24) + (this.crowd[tile] > 0 ? 4 : 0);
        if (cost < pickCost) {
          pick = i;
          pickCost = cost;
        }
      }
      if (pick < 0) {
        this.problems.push(`${this.wishes[draft.request].label}: no chokepoint left on the way to the stairs for Lock ${level}; the lock and its keys are not placed`);
        continue;
      }
      this.put(draft, chain[pick], Relaxation.None);
      previousBefore = this.tree.before(chain[pick]);
      chain.splice(0, pick + 1);
      this.locks.push({ level, draft });
      index++;
    }
    // Keys, level by level: a key that finds no tile takes its lock back (the regions then merge).
    let regions = this.lockRegions();
    for (let n = 0; n < this.locks.length; n++) {
      const { level, draft: lock } = this.locks[n];
      const levelKeys = keys.filter((key) => this.wishes[key.request].level === level);
      let placedAny = false;
      for (const key of levelKeys) placedAny = this.placeKey(key, regions, n) || placedAny;
      if (!placedAny) {
        this.problems.push(`${this.wishes[lock.request].label}: no free floor for Key ${level} before it; the lock is not placed`);
        this.takeBack(lock);
        this.locks.splice(n--, 1);
        regions = this.lockRegions();
        this.regionsVersion++;
      }
    }
    this.placePieceKeys(regions, keys);
    this.finalRegions = regions;
  }

  /** How many locks chain[i + 1 …] could still take after a lock with `before` tiles before it (spaced as placeLocksAndKeys spaces them). */
  private spacedAfter(chain: number[], i: number, before: number): number {
    let taken = 0;
    let last = before;
    for (let k = i + 1; k < chain.length; k++) {
      const next = this.tree.before(chain[k]);
      if (next - last < MIN_REGION) continue;
      taken++;
      last = next;
    }
    return taken;
  }

  /** The floor tile farthest from the arrival (the goal when there are no stairs). */
  private farthestTile(): number {
    const { distance } = this;
    let far = this.arrival;
    for (const tile of this.floorTiles) if (distance[tile] > distance[far]) far = tile;
    return far;
  }

  /**
   * Per floor tile: how many placed locks (nearest the arrival first) must be open to reach it —
   * region n lies behind lock n − 1 and before lock n; a lock's own tile is behind itself.
   */
  private lockRegions(): Int32Array {
    const n = this.kinds.length;
    const region = new Int32Array(n).fill(-1);
    const lockAt = new Int32Array(n).fill(-1);
    this.locks.forEach(({ draft }, i) => (lockAt[draft.tile] = i));
    const queue = new Int32Array(n);
    const seen = new Uint8Array(n);
    region[this.arrival] = 0;
    for (let open = 0; open <= this.locks.length; open++) {
      seen.fill(0);
      seen[this.arrival] = 1;
      queue[0] = this.arrival;
      let head = 0;
      let tail = 1;
      while (head < tail) {
        const tile = queue[head++];
        for (let d = 0; d < 4; d++) {
          const next = neighbourOf(tile, d, this.width, this.height);
          if (next < 0 || seen[next] || !isFloor(this.kinds[next]) || lockAt[next] >= open) continue;
          seen[next] = 1;
          if (region[next] < 0) region[next] = open;
          queue[tail++] = next;
        }
      }
    }
    return region;
  }

  /** Key of the lock at chain position n: behind lock n − 1 first (region n), else anywhere before lock n; inside the piece its request names when that piece is not locked. */
  private placeKey(draft: Draft, regions: Int32Array, n: number): boolean {
    const wish = this.wishes[draft.request];
    const insides = [(r: number) => r === n, (r: number) => r >= 0 && r <= n];
    if (wish.piece !== null) {
      const sites = this.namedSites(draft) ?? [];
      const open = sites.filter((site) => !this.isLocked(site));
      if (open.length === 0 && sites.length > 0) this.reportPiece(draft, `set piece "${sites[0].name}" is behind a lock, where no key goes; placed as if it named none`);
      if (open.length > 0 && this.placeInSites(draft, open, `key:${this.regionsVersion}:${n}`, (t) => insides[1](regions[t]), false)) return true;
    }
    for (let which = 0; which < insides.length; which++) {
      const tiles = () => this.floorTiles.filter((tile) => insides[which](regions[tile]));
      for (const tier of LADDERS[wish.place]) {
        for (const level of tier) {
          const tile = this.farFit(`key:${this.regionsVersion}:${n}:${which}:${wish.place}:${level}`, tiles, this.acceptor(draft, level, null));
          if (tile >= 0) {
            this.put(draft, tile, level);
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * Boss: on the way to the stairs past the last lock — the chokepoint nearest the stairs, best in
   * or at the door of the stairs' area — else beside the stairs, else in the stairs' area.
   */
  private placeBoss(draft: Draft): void {
    const goal = this.stairsTile >= 0 ? this.stairsTile : this.farthestTile();
    const lastLock = this.locks.length > 0 ? this.locks[this.locks.length - 1].draft.tile : -1;
    const gate = lastLock < 0 ? this.bossGateOnWay(goal) : this.bossGatePastLock(goal, lastLock);
    if (gate >= 0) return this.put(draft, gate, Relaxation.None);
    const goalArea = this.areaOf[goal];
    const { width, height } = this;
    const x = goal % width;
    const y = (goal - x) / width;
    for (let i = 0; i < 8; i++) {
      const nx = x + RING_DX[i];
      const ny = y + RING_DY[i];
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const tile = ny * width + nx;
      if (!this.occupied[tile] && this.reached[tile] === 1 && this.keepsWayOpen(tile)) return this.put(draft, tile, Relaxation.None);
    }
    if (goalArea > 0) {
      for (const level of ladder("any")) {
        const tile = this.firstFit(`boss:${goalArea}:${level}`, () => this.areaTileList(goalArea - 1), this.acceptor(draft, level, null));
        if (tile >= 0) return this.put(draft, tile, level);
      }
    }
    this.placeFromPool(draft, null, "boss");
  }

  /** A free separator between the arrival and the goal may take the boss (a reserved doorway too, unless something blocks it already). */
  private freeForBoss(tile: number): boolean {
    return !this.occupied[tile] || (this.reserved[tile] === 1 && !this.blocked[tile]);
  }

  /** In the goal's area or beside it. */
  private atArea(tile: number, label: number): boolean {
    return this.areaOf[tile] === label || this.touchesArea(tile, label);
  }

  /**
   * The boss's gate with locks placed: of the free separators between the arrival and the goal
   * past the last lock, the one nearest the goal at the goal's area, else the one nearest the goal.
   */
  private bossGatePastLock(goal: number, lastLock: number): number {
    const pastLock = this.tree.before(lastLock) + 1;
    const goalArea = this.areaOf[goal];
    const chain = this.tree.chain(goal).filter((tile) => tile !== goal && this.tree.before(tile) >= pastLock && this.freeForBoss(tile));
    for (let i = chain.length - 1; i >= 0; i--) if (this.atArea(chain[i], goalArea)) return chain[i];
    return chain.length > 0 ? chain[chain.length - 1] : -1;
  }

  /**
   * bossGatePastLock's rule with no lock (every separator counts), found from the goal's end
   * (visitSeparatorsFromGoal) instead of the floor tree: the search stops at the answer, and a
   * map without locks needs no tree at all. Separators come nearest the goal first, each nearer
   * the arrival; none nearer than the goal area's nearest tile less one can be beside the area.
   */
  private bossGateOnWay(goal: number): number {
    const goalArea = this.areaOf[goal];
    const { distance } = this;
    let areaNearest = 0;
    if (goalArea > 0) {
      const tiles = this.areaTileList(goalArea - 1);
      areaNearest = distance[goal];
      for (let i = 0; i < tiles.length; i++) if (distance[tiles[i]] < areaNearest) areaNearest = distance[tiles[i]];
    }
    let nearestFree = -1;
    let gate = -1;
    visitSeparatorsFromGoal(this.grid, distance, goal, (tile) => {
      if (!this.freeForBoss(tile)) return false;
      if (this.atArea(tile, goalArea)) return (gate = tile), true;
      if (nearestFree < 0) nearestFree = tile;
      return distance[tile] < areaNearest - 1;
    });
    return gate >= 0 ? gate : nearestFree;
  }

  private touchesArea(tile: number, label: number): boolean {
    for (let d = 0; d < 4; d++) {
      const next = neighbourOf(tile, d, this.width, this.height);
      if (next >= 0 && this.areaOf[next] === label) return true;
    }
    return false;
  }

  /** Door copies on their openings; an opening a lock took gets none. */
  private placeDoors(): void {
    for (const draft of this.drafts) {
      if (draft.doorTile < 0) continue;
      if (this.locks.some((lock) => lock.draft.tile === draft.doorTile) || this.blocked[draft.doorTile]) continue;
      this.put(draft, draft.doorTile, Relaxation.None);
    }
  }
}

/** Bits of a packed sort key (byTwoKeysDescending): the first key, the second, the id; 53 in all, exact in a double. */
const FIRST_KEY_BITS = 17;
const SECOND_KEY_BITS = 19;
const ID_BITS = 17;

/**
 * `ids` ordered by `first[id]` descending, then `second[id]` descending, then id ascending. Each
 * id's three numbers are packed into one double and the doubles sorted natively: a comparator
 * call per comparison made this sort the plugin's costliest step of a map entry in the browser,
 * where it runs unoptimized. Numbers too large to pack (keys below −1 or from 2^17 − 1 and
 * 2^19 − 1 up, ids from 2^17 up) fall back to the comparator.
 */
export function byTwoKeysDescending(ids: number[], first: ArrayLike<number>, second: ArrayLike<number>): number[] {
  const keys = new Float64Array(ids.length);
  const idLimit = 2 ** ID_BITS;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    const a = first[id] + 1;
    const b = second[id] + 1;
    if (!(Number.isInteger(a) && Number.isInteger(b) && a >= 0 && a < 2 ** FIRST_KEY_BITS && b >= 0 && b < 2 ** SECOND_KEY_BITS && id >= 0 && id < idLimit)) {
      return ids.sort((p, q) => first[q] - first[p] || second[q] - second[p] || p - q);
    }
    keys[i] = (a * 2 ** SECOND_KEY_BITS + b) * idLimit + (idLimit - 1 - id);
  }
  keys.sort();
  const sorted: number[] = [];
  for (let i = keys.length - 1; i >= 0; i--) sorted.push(idLimit - 1 - (keys[i] % idLimit));
  return sorted;
}
