/**
 * Gatehouses: when the content asks for more locks than the way to the stairs has one-tile
 * chokepoints, narrow passages on that way to one-tile gates, so every layout, corridor width and
 * map size that has room for a lock gets it. The content planner then finds the gates as
 * chokepoints (floor-tree.ts) and puts each lock in one.
 *
 * A gate is a cross-section of a straight passage on the shortest way from the arrival to the
 * farthest floor (or to the set piece that will hold the stairs), walled up but for one tile:
 *
 *   east–west passage (a wall across it,    north–south passage (a wall band across it,
 *   the gate in its bottom row):            wallHeight + 1 rows deep, the gate in the middle):
 *
 *     . . # . .                               . . .
 *     . . # . .                               # . #     rows 1 … wallHeight + 1: the filled
 *     . . G . .                               # . #     tiles get a wall face and a ceiling row,
 *                                             # G #     so floor never sits on top of a face
 *                                             . . .     (invariant 6)
 *
 * A passage in a loop is not a chokepoint even at one tile: while the arrival still reaches the
 * goal around the gate, the way around is walled up across a straight passage (a full
 * cross-section), nearest the gate first. Every fill must leave all floor connected with the gate
 * open (invariant 1), else it is undone; a gate whose way around cannot be closed is undone whole.
 * Walls are raised again in the touched columns by the shared rule (walls.ts: invariant 2), and
 * the Layout's areaOf, area sizes and bounds and openings follow the grid.
 *
 * The idea of closing a region off behind one tile is Brogue's "lock only chokepoints, and make
 * one where there is none"; the cross-section walls are our own. Deterministic and draw-free: the
 * same grid, arrival and request give the same gates, and nothing is built unless locks are asked
 * for and missing.
 */
import { Grid, TileKind, isFloor } from "./grid";
import type { Layout } from "./layout/contract";
import { FloorTree, neighbourOf } from "./floor-tree";
import { floorDistances } from "./metrics";
import { borrowInt32, giveBack } from "./scratch";

/** Fewest floor tiles a region before a lock holds (the key needs a spaced tile): the gates and the content planner's locks keep the same spacing. */
export const MIN_REGION = 6;
/** Widest passage a gate or a closing wall goes across, tried narrow first (a room is walled across only when no corridor will do). */
const CROSS_SECTION_TIERS = [5, 11, Infinity];
/** Candidates tried per gate, and ways around one gate that may be walled up. */
const MAX_CANDIDATES = 48;
const MAX_CLOSINGS = 8;
/** wayAround's answer for a gate that walls can never make separate the arrival from the goal. */
const HOPELESS: number[] = [];

export interface GatehouseInput {
  grid: Grid;
  layout: Layout;
  arrival: number;
  /** Lock levels the content asks for (each needs its own chokepoint on the way to the stairs). */
  locksWanted: number;
  wallHeight: number;
  /** Tiles the game maker painted (the structure, set pieces): never filled, and their walls never cleared when walls are raised again. */
  keep?: Uint8Array | null;
  /**
   * A floor tile the stairs will stand behind when that is known beforehand (a set piece that holds
   * the stairs): the chokepoints are counted and built on the way to it. Default: the farthest floor.
   */
  goal?: number;
}

/** One cross-section of a straight passage: the tiles to fill and, for a gate, the tile left open. */
interface CrossSection {
  fill: number[];
  /** The open tile (−1 for a closing wall), and where a lock looks like a door in the wall. */
  gate: number;
}

/**
 * Builds the gates the locks need and returns the tile of each (where a lock reads best), nearest
 * the arrival first; an empty list when the way already has the chokepoints or none could be made.
 */
export function buildGatehouses(input: GatehouseInput): number[] {
  const { grid, arrival, locksWanted } = input;
  const { kinds } = grid;
  if (locksWanted <= 0 || arrival < 0 || arrival >= kinds.length || !isFloor(kinds[arrival])) return [];
  const builder = new GateBuilder(input);
  const gates: number[] = [];
  for (let tries = 0; tries < locksWanted * 2; tries++) {
    const tree = new FloorTree(grid, arrival);
    const enough = builder.usableChokepoints(tree) >= locksWanted;
    const gate = enough ? -1 : builder.buildInLargestGap(tree);
    tree.release();
    if (enough || gate < 0) break;
    gates.push(gate);
  }
  if (gates.length > 0) builder.finish();
  return builder.orderFromArrival(gates);
}

/**
 * Per floor tile: how many locks its way from the arrival could hold — the separating tiles
 * (floor-tree.ts) counted as locks take them, nearest first, each with `minRegion` tiles more before
 * it than the last. The tiles of one long one-wide passage count once, not once per tile.
 */
export function spacedChokepointCounts(tree: FloorTree, minRegion: number): Int32Array {
  const n = tree.parent.length;
  const count = borrowInt32(n, -1);
  const lastBefore = borrowInt32(n);
  const spaced = new Int32Array(n);
  const stack: number[] = [];
  for (let tile = 0; tile < n; tile++) {
    const nearest = tree.nearestSeparator[tile];
    if (nearest < 0) continue;
    // A separator's state (its count, the `before` of the last one taken) follows from its nearest separator's.
    for (let s = nearest; s >= 0 && count[s] < 0; s = tree.nearestSeparator[s]) stack.push(s);
    while (stack.length > 0) {
      const s = stack.pop()!;
      const up = tree.nearestSeparator[s];
      const upCount = up >= 0 ? count[up] : 0;
      const upBefore = up >= 0 ? lastBefore[up] : 0;
      const before = tree.before(s);
      const takes = before - upBefore >= minRegion;
      count[s] = upCount + (takes ? 1 : 0);
      lastBefore[s] = takes ? before : upBefore;
    }
    spaced[tile] = count[nearest];
  }
  giveBack(count, lastBefore);
  return spaced;
}

/**
 * The path indices first..last to try a gate at, MAX_CANDIDATES of them: from the middle outwards
 * (the lock splits the way evenly), taken in turn with the far end's inwards. Where loops mesh the
 * middle (nodes, braided mazes) too many ways go round it to wall up, while near the goal only the
 * goal's own doorways do.
 */
function candidateOrder(first: number, last: number): number[] {
  const order: number[] = [];
  const taken = new Set<number>();
  const middle = (first + last) >> 1;
  const take = (i: number) => {
    if (i < first || i > last || taken.has(i) || order.length >= MAX_CANDIDATES) return;
    taken.add(i);
    order.push(i);
  };
  for (let k = 0; order.length < MAX_CANDIDATES && k <= last - first; k++) {
    take(middle + (k % 2 === 0 ? k >> 1 : -((k + 1) >> 1)));
    take(last - k);
  }
  return order;
}

class GateBuilder {
  private readonly width: number;
  private readonly height: number;
  private readonly kinds: Uint8Array;
  private readonly touchedColumns: Uint8Array;
  private readonly filled: Uint8Array;
  /** The fills kept so far, with the kinds they replaced (for undoing a gate). */
  private readonly fills: { tiles: number[]; kinds: number[] }[] = [];
  private readonly parent: Int32Array;
  private readonly queue: Int32Array;
  private readonly seen: Int32Array;
  /** Scratch of the two-sided search (joinedWay): the other side's marks, parents and queue. */
  private readonly otherSeen: Int32Array;
  private readonly otherParent: Int32Array;
  private readonly otherQueue: Int32Array;
  private stamp = 0;
  /** Which end's search of the last joinedWay ran out (0: from, 1: to) when the ends are apart. */
  private exhausted = 0;
  private readonly goal: number;
  /** True when the goal is the caller's (the stairs' piece), not the farthest floor. */
  private readonly goalGiven: boolean;
  private path: number[];
  /** Steps from the arrival over the floor as the gates left it (kept for ordering the gates). */
  private distance: Int32Array;

  constructor(private readonly input: GatehouseInput) {
    const { width, height, kinds } = input.grid;
    this.width = width;
    this.height = height;
    this.kinds = kinds;
    this.touchedColumns = new Uint8Array(width);
    this.filled = new Uint8Array(kinds.length);
    this.queue = new Int32Array(kinds.length);
    this.seen = new Int32Array(kinds.length);
    this.parent = new Int32Array(kinds.length);
    this.otherSeen = new Int32Array(kinds.length);
    this.otherParent = new Int32Array(kinds.length);
    this.otherQueue = new Int32Array(kinds.length);
    const distance = floorDistances(input.grid, input.arrival);
    let goal = input.arrival;
    for (let t = 0; t < distance.length; t++) if (distance[t] > distance[goal]) goal = t;
    const given = input.goal;
    this.goalGiven = given !== undefined && given >= 0 && given < distance.length && distance[given] > 0;
    this.goal = this.goalGiven ? given! : goal;
    this.distance = distance;
    this.path = this.shortestWay(distance, this.goal);
  }

  /** The way again after a gate changed it (the goal stays: the gates already built separate it). */
  private retrace(): void {
    this.distance = floorDistances(this.input.grid, this.input.arrival);
    this.path = this.shortestWay(this.distance, this.goal);
  }

  /** The tiles from the arrival to `goal`, stepping down the distances (the first neighbour in a fixed order). */
  private shortestWay(distance: Int32Array, goal: number): number[] {
    const way = [goal];
    for (let tile = goal; distance[tile] > 0; ) {
      let step = -1;
      for (let d = 0; d < 4; d++) {
        const next = neighbourOf(tile, d, this.width, this.height);
        if (next >= 0 && distance[next] === distance[tile] - 1) {
          step = next;
          break;
        }
      }
      if (step < 0) break;
      way.push(step);
      tile = step;
    }
    return way.reverse();
  }

  /**
   * How many locks the best way from the arrival could take (spaced as the content planner spaces
   * them): when some floor tile has as many as are wanted, the stairs can go there and no gate is needed.
   */
  /** Spaced chokepoints on the way to the given goal, or the most any floor tile has behind it. */
  usableChokepoints(tree: FloorTree): number {
    const counts = spacedChokepointCounts(tree, MIN_REGION);
    if (this.goalGiven) return Math.max(0, counts[this.goal]);
    let most = 0;
    for (let t = 0; t < counts.length; t++) if (counts[t] > most) most = counts[t];
    return most;
  }

  /**
   * A gate in the middle of the longest stretch of the way without a chokepoint (between the
   * arrival, the chokepoints and the goal); the gate's tile, or −1 when no cross-section there works.
   */
  buildInLargestGap(tree: FloorTree): number {
    const onPath = new Map<number, number>();
    this.path.forEach((tile, i) => onPath.set(tile, i));
    const marks = [0, ...tree.chain(this.goal).map((tile) => onPath.get(tile) ?? -1).filter((i) => i >= 0), this.path.length - 1];
    const gaps = [];
    for (let k = 0; k + 1 < marks.length; k++) gaps.push({ from: marks[k], to: marks[k + 1] });
    gaps.sort((a, b) => b.to - b.from - (a.to - a.from) || a.from - b.from);
    for (const { from, to } of gaps) {
      if (to - from < 2 * MIN_REGION) break;
      const order = candidateOrder(from + MIN_REGION, to - MIN_REGION);
      for (const limit of CROSS_SECTION_TIERS) {
        for (const i of order) {
          const gate = this.tryGate(i, limit);
          if (gate >= 0) return gate;
        }
      }
    }
    return -1;
  }

  /**
   * Builds a gate across the way at path index `i`, closing the ways around it; −1 (nothing changed)
   * when it cannot hold. The ways around are first the shortest loops through the gate (found
   * without sweeping the map); when walling those up does not make the gate hold, the gate is
   * built again closing the arrival's own ways to the goal around it instead.
   */
  private tryGate(i: number, limit: number, arrivalWays = false): number {
    const section = this.crossSection(this.path[i - 1], this.path[i], this.path[i + 1], limit, true);
    if (!section) return -1;
    const fillsBefore = this.fills.length;
    const undo = () => {
      this.undoFillsAfter(fillsBefore);
      return -1;
    };
    if (section.gate === this.input.arrival || section.gate === this.goal || !this.fillKeepingFloorJoined(section.fill)) return undo();
    for (let closings = 0; ; closings++) {
      const around = this.wayAround(section.gate, arrivalWays);
      if (around === null) {
        this.retrace();
        return section.gate;
      }
      if (around === HOPELESS || closings === MAX_CLOSINGS || !this.closeWayAround(around, section.gate, limit)) {
        undo();
        return closings > 0 && !arrivalWays ? this.tryGate(i, limit, true) : -1;
      }
    }
  }

  /** Walls up a straight passage of `way` (nearest the gate first) so the floor stays joined; false when none can be. */
  private closeWayAround(way: number[], gate: number, limit: number): boolean {
    const gx = gate % this.width;
    const gy = (gate - gx) / this.width;
    const order: number[] = [];
    for (let i = 1; i + 1 < way.length; i++) order.push(i);
    const away = (i: number) => Math.abs((way[i] % this.width) - gx) + Math.abs(Math.floor(way[i] / this.width) - gy);
    order.sort((a, b) => away(a) - away(b) || a - b);
    for (const i of order.slice(0, MAX_CANDIDATES)) {
      const section = this.crossSection(way[i - 1], way[i], way[i + 1], limit, false);
      if (section && this.fillKeepingFloorJoined(section.fill)) return true;
    }
    return false;
  }

  /**
   * The cross-section of the straight passage through `tile` (walked from `from` to `to`), or null
   * when the way turns there, the passage is wider than `limit`, not straight for the rows a wall
   * band needs, or holds the arrival, the goal or a painted tile.
   */
  private crossSection(from: number, tile: number, to: number, limit: number, withGate: boolean): CrossSection | null {
    const { width } = this;
    if (from < 0 || to < 0) return null;
    const x = tile % width;
    const y = (tile - x) / width;
    const eastWest = Math.abs(to - from) === 2 && Math.floor(from / width) === Math.floor(to / width);
    const northSouth = Math.abs(to - from) === 2 * width;
    if (eastWest) return this.columnSection(x, y, limit, withGate);
    if (northSouth) return this.bandSection(x, y, limit, withGate);
    return null;
  }

  /** Across an east–west passage: the floor run of column x through y; a gate keeps its bottom tile. */
  private columnSection(x: number, y: number, limit: number, withGate: boolean): CrossSection | null {
    let top = y;
    let bottom = y;
    while (top > 0 && this.isFloorAt(x, top - 1)) top--;
    while (bottom < this.height - 1 && this.isFloorAt(x, bottom + 1)) bottom++;
    if (bottom - top + 1 > limit) return null;
    const gate = withGate ? bottom * this.width + x : -1;
    const fill: number[] = [];
    for (let row = top; row <= bottom; row++) if (row * this.width + x !== gate) fill.push(row * this.width + x);
    return this.allowed(fill) ? { fill, gate } : null;
  }

  /**
   * Across a north–south passage: wallHeight + 1 rows of one straight run of columns, found so the
   * band holds row y; a gate keeps its middle column open (its bottom tile is where a lock reads as
   * a door in the wall face).
   */
  private bandSection(x: number, y: number, limit: number, withGate: boolean): CrossSection | null {
    let left = x;
    let right = x;
    while (left > 0 && this.isFloorAt(left - 1, y)) left--;
    while (right < this.width - 1 && this.isFloorAt(right + 1, y)) right++;
    if (right - left + 1 > limit) return null;
    const rows = this.input.wallHeight + 1;
    for (let first = y - rows + 1; first <= y; first++) {
      if (!this.straightBand(left, right, first, rows)) continue;
      const middle = left + ((right - left) >> 1);
      const fill: number[] = [];
      for (let row = first; row < first + rows; row++) for (let column = left; column <= right; column++) if (!withGate || column !== middle) fill.push(row * this.width + column);
      if (fill.length === 0 || !this.allowed(fill)) continue;
      return { fill, gate: withGate ? (first + rows - 1) * this.width + middle : -1 };
    }
    return null;
  }

  /** Rows first … first + rows − 1 are floor exactly from `left` to `right` (non-floor or the map edge beside). */
  private straightBand(left: number, right: number, first: number, rows: number): boolean {
    if (first < 0 || first + rows > this.height) return false;
    for (let row = first; row < first + rows; row++) {
      if (left > 0 && this.isFloorAt(left - 1, row)) return false;
      if (right < this.width - 1 && this.isFloorAt(right + 1, row)) return false;
      for (let column = left; column <= right; column++) if (!this.isFloorAt(column, row)) return false;
    }
    return true;
  }

  private isFloorAt(x: number, y: number): boolean {
    return isFloor(this.kinds[y * this.width + x]);
  }

  /**
   * Fill tiles never hold the arrival, the goal or what the game maker painted, and lie inside one
   * area away from its edge with any other: the areas keep their tiles and the openings where they
   * meet stay as the layout made them (layout/contract.ts).
   */
  private allowed(fill: number[]): boolean {
    const { arrival, keep, layout } = this.input;
    const { areaOf } = layout;
    const owned = areaOf.length === this.kinds.length;
    return fill.every((tile) => {
      if (tile === arrival || tile === this.goal || (keep && keep[tile])) return false;
      if (!owned) return true;
      for (let d = 0; d < 4; d++) {
        const next = neighbourOf(tile, d, this.width, this.height);
        if (next >= 0 && areaOf[next] !== 0 && areaOf[next] !== areaOf[tile]) return false;
      }
      return true;
    });
  }

  /**
   * Fills the tiles and keeps the fill when the floor stays joined; else undoes it. The floor was
   * joined before, so it stays joined exactly when the floor tiles beside the fill are still joined
   * to each other: a local question, answered by searches that stop where the sides meet.
   */
  private fillKeepingFloorJoined(fill: number[]): boolean {
    const kept = fill.map((tile) => this.kinds[tile]);
    for (const tile of fill) this.kinds[tile] = TileKind.Void;
    if (this.allJoined(this.floorBeside(fill), -1)) {
      for (const tile of fill) {
        this.filled[tile] = 1;
        this.touchedColumns[tile % this.width] = 1;
      }
      this.fills.push({ tiles: fill, kinds: kept });
      return true;
    }
    fill.forEach((tile, k) => (this.kinds[tile] = kept[k]));
    return false;
  }

  /** Undoes the fills made after the first `count` (a gate that could not be closed off). */
  private undoFillsAfter(count: number): void {
    while (this.fills.length > count) {
      const { tiles, kinds } = this.fills.pop()!;
      tiles.forEach((tile, k) => {
        this.kinds[tile] = kinds[k];
        this.filled[tile] = 0;
      });
    }
  }

  /**
   * A way around `gate`: null when the gate separates the arrival from the goal, HOPELESS when no
   * walling-up can make it separate them, else the shortest loop through the gate or, with
   * `arrivalWays`, a way from the arrival to the goal. A gate with two sides is settled by searches
   * from both sides that stop where they meet or when the smaller side runs out; only the arrival's
   * ways and gates with more sides take a sweep from the arrival.
   */
  private wayAround(gate: number, arrivalWays: boolean): number[] | null {
    const sides = this.floorBeside([gate]);
    if (sides.length === 2) {
      const loop = this.joinedWay(sides[0], sides[1], gate);
      if (!loop) {
        // The side whose search ran out is all the floor there is on that side of the gate.
        const marks = this.exhausted === 0 ? this.seen : this.otherSeen;
        const arrivalThere = marks[this.input.arrival] === this.stamp;
        const goalThere = marks[this.goal] === this.stamp;
        // Both ends on one side: the gate closes a pocket only, and fills that keep the floor joined never change that.
        return arrivalThere !== goalThere ? null : HOPELESS;
      }
      if (!arrivalWays) return [gate, ...loop, gate];
    }
    const parent = this.parent;
    this.reach(gate, this.goal, parent);
    if (this.seen[this.goal] !== this.stamp) return null;
    const way = [this.goal];
    for (let tile = this.goal; tile !== this.input.arrival; ) {
      tile = parent[tile];
      way.push(tile);
    }
    return way.reverse();
  }

  /** The floor tiles 4-beside any of `tiles` and not among them, each once. */
  private floorBeside(tiles: number[]): number[] {
    const { kinds, seen, width, height } = this;
    const stamp = ++this.stamp;
    for (const tile of tiles) seen[tile] = stamp;
    const beside: number[] = [];
    for (const tile of tiles) {
      for (let d = 0; d < 4; d++) {
        const next = neighbourOf(tile, d, width, height);
        if (next < 0 || seen[next] === stamp || !isFloor(kinds[next])) continue;
        seen[next] = stamp;
        beside.push(next);
      }
    }
    return beside;
  }

  /** Whether the tiles are all joined over floor, never through `closed`. */
  private allJoined(tiles: number[], closed: number): boolean {
    for (let k = 1; k < tiles.length; k++) {
      // A tile next to one already joined is joined through it: most of a fill's sides are rows of neighbours.
      if (this.besideAny(tiles[k], tiles, k)) continue;
      if (!this.joinedWay(tiles[0], tiles[k], closed)) return false;
    }
    return true;
  }

  /** Whether `tile` is 4-beside one of the first `count` tiles of the list. */
  private besideAny(tile: number, tiles: number[], count: number): boolean {
    const { width } = this;
    for (let j = 0; j < count; j++) {
      const d = Math.abs(tiles[j] - tile);
      if (d === width || (d === 1 && Math.floor(tiles[j] / width) === Math.floor(tile / width))) return true;
    }
    return false;
  }

  /**
   * A way over floor from `from` to `to` (both ends included) that never passes `closed`, or null.
   * Two breadth-first searches grow in turn, one from each end, and stop when they meet or when one
   * runs out: the cost is bounded by the smaller side, or by how far apart the ends are.
   */
  private joinedWay(from: number, to: number, closed: number): number[] | null {
    if (from === to) return [from];
    const { kinds, width, height, seen, parent, queue, otherSeen, otherParent, otherQueue } = this;
    const stamp = ++this.stamp;
    seen[from] = stamp;
    otherSeen[to] = stamp;
    queue[0] = from;
    otherQueue[0] = to;
    let head = 0;
    let tail = 1;
    let otherHead = 0;
    let otherTail = 1;
    while (head < tail && otherHead < otherTail) {
      for (let side = 0; side < 2; side++) {
        const mine = side === 0 ? seen : otherSeen;
        const theirs = side === 0 ? otherSeen : seen;
        const up = side === 0 ? parent : otherParent;
        const line = side === 0 ? queue : otherQueue;
        const tile = side === 0 ? queue[head++] : otherQueue[otherHead++];
        for (let d = 0; d < 4; d++) {
          const next = neighbourOf(tile, d, width, height);
          if (next < 0 || next === closed || mine[next] === stamp || !isFloor(kinds[next])) continue;
          if (theirs[next] === stamp) return side === 0 ? this.wayThrough(tile, next, from, to) : this.wayThrough(next, tile, from, to);
          mine[next] = stamp;
          up[next] = tile;
          if (side === 0) line[tail++] = next;
          else line[otherTail++] = next;
        }
        if (side === 0 ? head >= tail : otherHead >= otherTail) {
          this.exhausted = side;
          return null;
        }
      }
    }
    return null;
  }

  /** The way the two searches found: back from `mine` to `from`, then on from `theirs` to `to`. */
  private wayThrough(mine: number, theirs: number, from: number, to: number): number[] {
    const way: number[] = [];
    for (let tile = mine; ; tile = this.parent[tile]) {
      way.push(tile);
      if (tile === from) break;
    }
    way.reverse();
    for (let tile = theirs; ; tile = this.otherParent[tile]) {
      way.push(tile);
      if (tile === to) break;
    }
    return way;
  }

  /** Breadth-first from the arrival over floor, never through `closed`; stops at `stopAt`; counts the tiles reached. */
  private reach(closed: number, stopAt: number, parent?: Int32Array): number {
    const { kinds, queue, seen } = this;
    const stamp = ++this.stamp;
    let head = 0;
    let tail = 0;
    queue[tail++] = this.input.arrival;
    seen[this.input.arrival] = stamp;
    while (head < tail) {
      const tile = queue[head++];
      if (tile === stopAt) break;
      for (let d = 0; d < 4; d++) {
        const next = neighbourOf(tile, d, this.width, this.height);
        if (next < 0 || next === closed || seen[next] === stamp || !isFloor(kinds[next])) continue;
        seen[next] = stamp;
        if (parent) parent[next] = tile;
        queue[tail++] = next;
      }
    }
    return tail;
  }

  /**
   * Walls again in every touched column (the shared rule), and the Layout made to match the grid.
   * Painted walls (`keep`: a set piece's, the painted structure's) stay as painted: only the
   * generated walls of the column are cleared and raised again.
   */
  finish(): void {
    const { width, height, kinds } = this;
    const { wallHeight, layout, keep } = this.input;
    for (let x = 0; x < width; x++) {
      if (!this.touchedColumns[x]) continue;
      for (let y = 0; y < height; y++) {
        const tile = y * width + x;
        if (kinds[tile] === TileKind.Wall && !(keep && keep[tile])) kinds[tile] = TileKind.Void;
      }
      for (let y = 1; y < height; y++) {
        const tile = y * width + x;
        if (!isFloor(kinds[tile]) || kinds[tile - width] !== TileKind.Void) continue;
        for (let above = tile - width, raised = 0; raised < wallHeight && above >= 0 && kinds[above] === TileKind.Void; raised++, above -= width) kinds[above] = TileKind.Wall;
      }
    }
    this.updateLayout(layout);
  }

  /** areaOf 0 on filled tiles, the areas' sizes and bounds recounted, openings on filled tiles dropped. */
  private updateLayout(layout: Layout): void {
    const { width, filled } = this;
    const { areaOf, areas } = layout;
    if (areaOf.length !== filled.length) return;
    const touched = new Uint8Array(areas.length);
    for (let t = 0; t < filled.length; t++) {
      if (!filled[t]) continue;
      const area = areaOf[t] - 1;
      if (area >= 0 && area < areas.length) touched[area] = 1;
      areaOf[t] = 0;
    }
    const bounds = new Int32Array(areas.length * 4);
    for (let a = 0; a < areas.length; a++) bounds.set([width, this.height, -1, -1], a * 4);
    const sizes = new Int32Array(areas.length);
    for (let t = 0; t < areaOf.length; t++) {
      const area = areaOf[t] - 1;
      if (area < 0 || area >= areas.length || !touched[area]) continue;
      const x = t % width;
      const y = (t - x) / width;
      sizes[area]++;
      const b = area * 4;
      if (x < bounds[b]) bounds[b] = x;
      if (y < bounds[b + 1]) bounds[b + 1] = y;
      if (x > bounds[b + 2]) bounds[b + 2] = x;
      if (y > bounds[b + 3]) bounds[b + 3] = y;
    }
    areas.forEach((area, a) => {
      if (!touched[a]) return;
      area.size = sizes[a];
      if (sizes[a] === 0) return;
      const b = a * 4;
      area.bounds = { x: bounds[b], y: bounds[b + 1], width: bounds[b + 2] - bounds[b] + 1, height: bounds[b + 3] - bounds[b + 1] + 1 };
    });
    layout.openings = layout.openings.filter((opening) => !(opening.tile >= 0 && opening.tile < filled.length && filled[opening.tile]));
  }

  /** The gates nearest the arrival (by path) first. */
  orderFromArrival(gates: number[]): number[] {
    // The distances of the last retrace: raising walls again (finish) moves no floor.
    const distance = this.distance;
    return gates.filter((gate) => distance[gate] >= 0).sort((a, b) => distance[a] - distance[b]);
  }
}
