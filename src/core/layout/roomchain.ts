/**
 * The room chain, the second method of seed 002 (David Wicker, "Locked In A Dungeon", 2019; docs:
 * algorithms-research.md §2.2): a room of 3–7 × 3–7 tiles, then from a side of it — never a corner
 * — a doorway one tile wide through the gap, and a new room on the other side, and so on until no
 * room fits; then extra doors between rooms that lie side by side (loops).
 *
 * Unlike the seed, a room that does not fit never starts a room somewhere unconnected: the chain
 * grows from its newest room, and a room that failed a bounded number of draws leaves the list
 * of rooms to grow from, the chain resuming at a random room still on it (a growing tree of rooms,
 * so the attempts are bounded by a multiple of the room count).
 *
 * Clearance. No two rooms touch: a room keeps every other floor tile out of a box one column to
 * each side and wallHeight + 1 rows above and below, so the wall face and a ceiling row always
 * fit between rooms (invariant 6). A doorway crosses that gap: one tile east or west, wallHeight + 1
 * tiles north or south. A doorway is corridor floor that belongs to the room west or north of it,
 * and the room pair's opening (kind "door") is the doorway tile next to the other room — for a
 * north–south doorway that is the tile just above the southern room, in its wall face, where a
 * door event belongs.
 */
import { Grid, Rect, TileKind, isFloor } from "../grid";
import type { RangeTable } from "../options";
import type { Random } from "../random";
import type { Area, Layout, LayoutAlgorithm, LayoutInput, Opening, StepListener } from "./contract";

/** A type alias, not an interface, so it satisfies the contract's NumericOptions index signature. */
export type RoomChainOptions = {
  /** Void tiles kept on every side of the map; the top keeps at least wallHeight rows for the wall face. Default 1. */
  border: number;
  /** Height of the wall face on north edges of floor; rooms one above the other keep wallHeight + 1 rows between them. Default 2. */
  wallHeight: number;
  /** Smallest room width (at least 3, so a door never sits on a corner). Default 3. */
  roomMinWidth: number;
  /** Largest room width. Default 7. */
  roomMaxWidth: number;
  /** Smallest room height (at least 3). Default 3. */
  roomMinHeight: number;
  /** Largest room height. Default 7. */
  roomMaxHeight: number;
  /** Most rooms in the chain (0 = until no room fits). Default 0. */
  roomMax: number;
  /** Chance in percent that two rooms side by side, not yet joined, get an extra door (a loop). Default 20. */
  loopChance: number;
};

export const ROOM_CHAIN_DEFAULTS: Readonly<RoomChainOptions> = Object.freeze({
  border: 1,
  wallHeight: 2,
  roomMinWidth: 3,
  roomMaxWidth: 7,
  roomMinHeight: 3,
  roomMaxHeight: 7,
  roomMax: 0,
  loopChance: 20,
});

export const ROOM_CHAIN_RANGES: Readonly<RangeTable<RoomChainOptions>> = Object.freeze({
  border: { min: 1, max: 32 },
  wallHeight: { min: 1, max: 3 },
  roomMinWidth: { min: 3, max: 40 },
  roomMaxWidth: { min: 3, max: 40 },
  roomMinHeight: { min: 3, max: 40 },
  roomMaxHeight: { min: 3, max: 40 },
  roomMax: { min: 0, max: 9999 },
  loopChance: { min: 0, max: 100 },
});

/** Draws (side, size, position) a room gets to attach a new room before it leaves the growing list. */
const ATTACH_TRIES = 8;

/** Directions N, E, S, W. */
const NORTH = 0;
const EAST = 1;
const SOUTH = 2;
const WEST = 3;

/** Interior of the map where floor may go: borders kept, and wallHeight rows on top for the wall face. */
interface Region {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function regionOf(width: number, height: number, options: RoomChainOptions): Region {
  return {
    left: options.border,
    top: Math.max(options.border, options.wallHeight),
    right: width - 1 - options.border,
    bottom: height - 1 - options.border,
  };
}

/** The smallest map holding one room of the smallest size. */
export function roomChainMinimumSize(options: RoomChainOptions): { width: number; height: number } {
  return {
    width: 2 * options.border + options.roomMinWidth,
    height: Math.max(options.border, options.wallHeight) + options.border + options.roomMinHeight,
  };
}

export function checkRoomChainSize(width: number, height: number, options: RoomChainOptions): string | null {
  const minimum = roomChainMinimumSize(options);
  if (width >= minimum.width && height >= minimum.height) return null;
  return `a ${width}×${height} map is too small for the rooms layout: it must be at least ${minimum.width}×${minimum.height}`;
}

/** Clamps, in place, option combinations that cannot hold; one message per change. */
export function fitRoomChainOptions(options: RoomChainOptions): string[] {
  const problems: string[] = [];
  for (const [min, max] of [
    ["roomMinWidth", "roomMaxWidth"],
    ["roomMinHeight", "roomMaxHeight"],
  ] as const) {
    if (options[min] > options[max]) {
      problems.push(`${min} ${options[min]} is too large (it must not exceed ${max} ${options[max]}); using ${options[max]}`);
      options[min] = options[max];
    }
  }
  return problems;
}

class RoomChain {
  private readonly width: number;
  private readonly kinds: Uint8Array;
  private readonly region: Region;
  /** Rows kept free between rooms one above the other (and the length of a north–south doorway). */
  private readonly gapRows: number;
  readonly areaOf: Uint16Array;
  readonly rooms: Rect[] = [];
  /** Bounds and size per room, doorways it owns included (all carved rectangles are full floor). */
  private readonly bounds: Rect[] = [];
  private readonly sizes: number[] = [];
  /**
   * Rooms each room has a doorway to, as linked lists in flat arrays (a room has few neighbours;
   * an array per room was a third of the chain's garbage): the first entry of room r is
   * joinFirst[r] (−1 none), an entry's room joinRoom[e] and the next entry joinNext[e].
   */
  private readonly joinFirst: number[] = [];
  private readonly joinRoom: number[] = [];
  private readonly joinNext: number[] = [];
  readonly openings: Opening[] = [];

  constructor(
    private readonly grid: Grid,
    private readonly options: RoomChainOptions,
    private readonly random: Random,
    private readonly onStep: StepListener | undefined,
  ) {
    this.width = grid.width;
    this.kinds = grid.kinds;
    this.region = regionOf(grid.width, grid.height, options);
    this.gapRows = options.wallHeight + 1;
    this.areaOf = new Uint16Array(grid.width * grid.height);
  }

  run(): Layout {
    this.growChain();
    this.addLoops();
    this.report("loops");
    return this.snapshot(true);
  }

  // ── the chain ──────────────────────────────────────────────────────────────────────────────

  /** The first room in the middle of the map, then rooms attached to the newest room that can grow. */
  private growChain(): void {
    const { options, random, region } = this;
    const regionWidth = region.right - region.left + 1;
    const regionHeight = region.bottom - region.top + 1;
    const width = Math.min(regionWidth, random.smallInt(options.roomMinWidth, options.roomMaxWidth));
    const height = Math.min(regionHeight, random.smallInt(options.roomMinHeight, options.roomMaxHeight));
    this.addRoom({ x: region.left + ((regionWidth - width) >> 1), y: region.top + ((regionHeight - height) >> 1), width, height });
    const growing: number[] = [0];
    let current = 0;
    let currentSlot = 0;
    while (growing.length > 0 && (options.roomMax === 0 || this.rooms.length < options.roomMax)) {
      let attached = -1;
      for (let attempt = 0; attempt < ATTACH_TRIES && attached < 0; attempt++) attached = this.tryAttach(current);
      if (attached >= 0) {
        currentSlot = growing.length;
        growing.push(attached);
        current = attached;
        continue;
      }
      // Swap-remove the room that found no place, and resume from a random growing room.
      growing[currentSlot] = growing[growing.length - 1];
      growing.pop();
      if (growing.length === 0) break;
      currentSlot = random.smallInt(0, growing.length - 1);
      current = growing[currentSlot];
    }
  }

  /** One draw: a side of `from`, a door off its corners, a room across the gap. Returns the new room or −1. */
  private tryAttach(from: number): number {
    const { options, random } = this;
    const a = this.rooms[from];
    const side = random.smallInt(0, 3);
    const vertical = side === NORTH || side === SOUTH;
    const door = vertical ? random.smallInt(a.x + 1, a.x + a.width - 2) : random.smallInt(a.y + 1, a.y + a.height - 2);
    if (!this.doorLineClear(a, side, door)) return -1;
    const width = random.smallInt(options.roomMinWidth, options.roomMaxWidth);
    const height = random.smallInt(options.roomMinHeight, options.roomMaxHeight);
    // Plain numbers until the room fits: most candidates do not, and an object per try was a
    // quarter of the chain's garbage.
    let x: number;
    let y: number;
    if (vertical) {
      x = door - random.smallInt(1, width - 2);
      y = side === NORTH ? a.y - this.gapRows - height : a.y + a.height + this.gapRows;
    } else {
      x = side === EAST ? a.x + a.width + 1 : a.x - 1 - width;
      y = door - random.smallInt(1, height - 2);
    }
    if (!this.fits(x, y, width, height)) return -1;
    const id = this.addRoom({ x, y, width, height });
    this.addDoorway(from, id, vertical, door);
    this.report("room");
    return id;
  }

  /**
   * A quick look before drawing a room's size: the straight line from the door through the gap,
   * the smallest room and its clearance beyond must lie inside the map and hold no floor. Most
   * draws next to rooms already hemmed in end here, after two random numbers instead of five.
   */
  private doorLineClear(a: Rect, side: number, door: number): boolean {
    const { region, width, kinds, options } = this;
    const vertical = side === NORTH || side === SOUTH;
    const reach = vertical ? this.gapRows + options.roomMinHeight : 1 + options.roomMinWidth;
    const beyond = vertical ? this.gapRows : 1;
    const step = side === NORTH ? -width : side === SOUTH ? width : side === EAST ? 1 : -1;
    const first = vertical ? (side === NORTH ? a.y - 1 : a.y + a.height) : side === EAST ? a.x + a.width : a.x - 1;
    const roomEnd = side === NORTH || side === WEST ? first - reach + 1 : first + reach - 1;
    const inside = vertical ? roomEnd >= region.top && roomEnd <= region.bottom : roomEnd >= region.left && roomEnd <= region.right;
    if (!inside) return false;
    let tile = vertical ? first * width + door : door * width + first;
    for (let k = 0; k < reach + beyond; k++, tile += step) {
      if (tile < 0 || tile >= kinds.length) break;
      if (kinds[tile] !== TileKind.Void) return false;
    }
    return true;
  }

  /** A room at (x, y) of that size lies inside the region, and no floor is within its clearance box. */
  private fits(x: number, y: number, roomWidth: number, roomHeight: number): boolean {
    const { region, width, kinds } = this;
    if (x < region.left || y < region.top || x + roomWidth - 1 > region.right || y + roomHeight - 1 > region.bottom) return false;
    const left = Math.max(0, x - 1);
    const right = Math.min(width - 1, x + roomWidth);
    const top = Math.max(0, y - this.gapRows);
    const bottom = Math.min(this.grid.height - 1, y + roomHeight - 1 + this.gapRows);
    for (let row = top; row <= bottom; row++) {
      for (let i = row * width + left, end = row * width + right; i <= end; i++) if (kinds[i] !== TileKind.Void) return false;
    }
    return true;
  }

  private addRoom(room: Rect): number {
    const id = this.rooms.length;
    this.rooms.push(room);
    this.bounds.push({ x: room.x, y: room.y, width: room.width, height: room.height });
    this.sizes.push(0);
    this.joinFirst.push(-1);
    this.claim(room, id, TileKind.Room);
    if (id === 0) this.report("room");
    return id;
  }

  /** Carves a full-floor rectangle for area `id` and grows its bounds. */
  private claim(rect: Rect, id: number, kind: TileKind): void {
    // Rooms and doorways lie inside the region, so no clipping; tile kind and area in one loop.
    const { width, areaOf, kinds } = this;
    const label = id + 1;
    for (let y = rect.y, bottom = rect.y + rect.height; y < bottom; y++) {
      for (let i = y * width + rect.x, end = i + rect.width; i < end; i++) {
        kinds[i] = kind;
        areaOf[i] = label;
      }
    }
    this.sizes[id] += rect.width * rect.height;
    const b = this.bounds[id];
    const right = b.x + b.width > rect.x + rect.width ? b.x + b.width : rect.x + rect.width;
    const bottom = b.y + b.height > rect.y + rect.height ? b.y + b.height : rect.y + rect.height;
    if (rect.x < b.x) b.x = rect.x;
    if (rect.y < b.y) b.y = rect.y;
    b.width = right - b.x;
    b.height = bottom - b.y;
  }

  /**
   * The doorway between rooms `a` and `b` across their gap, at column (vertical) or row `door`:
   * owned by the northern / western room, its opening the doorway tile beside the other room.
   */
  private addDoorway(a: number, b: number, vertical: boolean, door: number): void {
    const aFirst = vertical ? this.rooms[a].y < this.rooms[b].y : this.rooms[a].x < this.rooms[b].x;
    const first = aFirst ? a : b;
    const second = aFirst ? b : a;
    const upper = this.rooms[first];
    const lower = this.rooms[second];
    const doorway: Rect = vertical
      ? { x: door, y: upper.y + upper.height, width: 1, height: this.gapRows }
      : { x: upper.x + upper.width, y: door, width: 1, height: 1 };
    this.claim(doorway, first, TileKind.Corridor);
    const tile = vertical ? (lower.y - 1) * this.width + door : door * this.width + doorway.x;
    this.openings.push({ tile, from: first, to: second, kind: "door" });
    this.join(a, b);
    this.join(b, a);
  }

  private join(a: number, b: number): void {
    this.joinRoom.push(b);
    this.joinNext.push(this.joinFirst[a]);
    this.joinFirst[a] = this.joinRoom.length - 1;
  }

  private isJoined(a: number, b: number): boolean {
    for (let entry = this.joinFirst[a]; entry >= 0; entry = this.joinNext[entry]) if (this.joinRoom[entry] === b) return true;
    return false;
  }

  // ── loops ──────────────────────────────────────────────────────────────────────────────────

  /**
   * For each room, the rooms just across its east and south gaps: a pair not yet joined gets, by
   * loopChance, a doorway at a random spot off both rooms' corners whose surroundings are clear.
   */
  private addLoops(): void {
    if (this.options.loopChance === 0) return;
    const spots = new Int32Array(Math.max(this.options.roomMaxWidth, this.options.roomMaxHeight));
    for (let a = 0; a < this.rooms.length; a++) {
      for (let side = 0; side < 2; side++) {
        const vertical = side === 1;
        const room = this.rooms[a];
        const length = vertical ? room.width : room.height;
        let partner = -1;
        let spotCount = 0;
        // A partner already joined (most are: the chain joined them) gets no loop, so its spots
        // need no looking at; maybeJoin draws nothing for it either way.
        let partnerJoined = false;
        for (let along = 1; along <= length - 1; along++) {
          // The room across the gap at this spot (the last spot, a corner, only closes the run).
          const across = along < length - 1 ? this.roomAcross(room, vertical, along) : -1;
          if (across !== partner) {
            this.maybeJoin(a, partner, vertical, spots, spotCount);
            partner = across;
            spotCount = 0;
            partnerJoined = across >= 0 && this.isJoined(a, across);
          }
          if (across >= 0 && !partnerJoined && this.doorwayFits(room, vertical, along)) spots[spotCount++] = vertical ? room.x + along : room.y + along;
        }
      }
    }
  }

  private maybeJoin(a: number, b: number, vertical: boolean, spots: Int32Array, spotCount: number): void {
    if (b < 0 || spotCount === 0 || this.isJoined(a, b) || !this.random.percent(this.options.loopChance)) return;
    this.addDoorway(a, b, vertical, spots[this.random.smallInt(0, spotCount - 1)]);
  }

  /** The room whose near side lies just across `room`'s east (or south) gap at this spot, or −1. */
  private roomAcross(room: Rect, vertical: boolean, along: number): number {
    const x = vertical ? room.x + along : room.x + room.width + 1;
    const y = vertical ? room.y + room.height + this.gapRows : room.y + along;
    if (x >= this.width || y >= this.grid.height) return -1;
    const tile = y * this.width + x;
    const label = this.areaOf[tile];
    if (label === 0 || this.kinds[tile] !== TileKind.Room) return -1;
    const other = this.rooms[label - 1];
    // Its near side must be exactly there, and the spot off its corners.
    const nearSide = vertical ? other.y === y : other.x === x;
    const offCorners = vertical ? x > other.x && x < other.x + other.width - 1 : y > other.y && y < other.y + other.height - 1;
    return nearSide && offCorners ? label - 1 : -1;
  }

  /** The doorway's tiles and their neighbours across the gap hold no floor, nor does its column within wallHeight + 1. */
  private doorwayFits(room: Rect, vertical: boolean, along: number): boolean {
    const { width, kinds } = this;
    if (vertical) {
      const x = room.x + along;
      for (let y = room.y + room.height; y < room.y + room.height + this.gapRows; y++) {
        if (isFloor(kinds[y * width + x - 1]) || isFloor(kinds[y * width + x]) || isFloor(kinds[y * width + x + 1])) return false;
      }
      return true;
    }
    const x = room.x + room.width;
    const y = room.y + along;
    for (let dy = -this.gapRows; dy <= this.gapRows; dy++) {
      const row = y + dy;
      if (row >= 0 && row < this.grid.height && isFloor(kinds[row * width + x])) return false;
    }
    return true;
  }

  // ── reporting ──────────────────────────────────────────────────────────────────────────────

  private report(step: string): void {
    if (this.onStep) this.onStep(step, this.snapshot());
  }

  /**
   * The layout so far; `areaOf` is the live array (a step listener must read it before returning).
   * The `finished` layout takes the chain's own rectangles and list, which nothing changes any more;
   * a step snapshot gets copies.
   */
  private snapshot(finished = false): Layout {
    const { bounds, sizes, rooms } = this;
    const areas: Area[] = [];
    const boxes: Rect[] = [];
    for (let id = 0; id < bounds.length; id++) {
      const b = bounds[id];
      const room = rooms[id];
      areas.push({ id, kind: "room", bounds: finished ? b : { x: b.x, y: b.y, width: b.width, height: b.height }, size: sizes[id] });
      boxes.push(finished ? room : { x: room.x, y: room.y, width: room.width, height: room.height });
    }
    return {
      algorithm: "rooms",
      areas,
      areaOf: this.areaOf,
      openings: finished ? this.openings : this.openings.slice(),
      overlay: { boxes, lines: [], marks: [] },
    };
  }
}

export const roomChain: LayoutAlgorithm<RoomChainOptions> = {
  name: "rooms",
  summary: "Room chain (seed 002): small rooms joined door to door, each grown from a side of the last, plus extra doors for loops",
  defaults: ROOM_CHAIN_DEFAULTS,
  ranges: ROOM_CHAIN_RANGES,
  steps: ["room", "loops"],
  fitOptions: fitRoomChainOptions,
  checkSize: checkRoomChainSize,
  carve(grid: Grid, options: RoomChainOptions, random: Random, _input: LayoutInput, onStep?: StepListener): Layout {
    return new RoomChain(grid, options, random, onStep).run();
  },
};
