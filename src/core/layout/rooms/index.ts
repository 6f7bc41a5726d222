/**
 * The room chain, the second method of seed 002 (David Wicker, "Locked In A Dungeon", 2019;
 * docs/architecture.md, "Layouts and where they come from"): a room of 3–9 × 3–7 tiles (the seed's 3–7 × 3–7
 * read as a honeycomb of alike rooms), then from a side of it — never a corner — a doorway one
 * tile wide through the gap, and a new room on the other side, and so on until no room fits; then
 * extra doors between rooms that face each other a few tiles apart (loops).
 *
 * Halls. With Hall Chance, a drawn room is a hall instead, each side 1.5 to 2 times the largest
 * room's: a few large spaces among the rooms, most of them early in the chain, while there is room.
 *
 * Unlike the seed, a room that does not fit never starts a room somewhere unconnected: the chain
 * grows from its newest room, and a room that failed a bounded number of draws leaves the list
 * of rooms to grow from, the chain resuming at a random room still on it (a growing tree of rooms,
 * so the attempts are bounded by a multiple of the room count).
 *
 * Speed. A draw does not pick a side and door blindly: it picks among the door spots where at
 * least a smallest room fits across the gap (found a word of 32 tiles at a time in a bitmap of the
 * tiles rooms must keep clear of), then a size and position, which may still not fit. A side with
 * no spot is dead for good, and a room with no live side leaves the list without a draw: hemmed-in
 * rooms were three quarters of the blind draws (a 256×256 chain drew 11,700 rooms to place 1,100;
 * now about 2,900 for 1,200).
 *
 * Set-piece sites. When the dungeon will hold set pieces (LayoutInput.sites), their sites are
 * left as tiles no room may cover right after the first room, spread over the frame (leaveSites),
 * and the chain fills round them; Layout.sites offers those it carved floor near.
 *
 * Clearance. No two rooms touch: a room keeps every other floor tile out of a box one column to
 * each side and wallHeight + 1 rows above and below, so the wall face and a ceiling row always
 * fit between rooms (invariant 6). A doorway crosses that gap: one tile east or west, wallHeight + 1
 * tiles north or south. A doorway is corridor floor that belongs to the room west or north of it,
 * and the room pair's opening is the doorway tile next to the other room (a door with Door Chance,
 * a secret door with Secret Door Chance, else open: src/core/layout/kit/doors.ts) — for a
 * north–south doorway that is the tile just above the southern room, in its wall face, where a
 * door event belongs.
 */
import { FLOOR_KIND, Grid, Rect, TileKind } from "../../grid";
import type { Random } from "../../random";
import type { Area, Layout, LayoutAlgorithm, LayoutInput, Opening, SiteSize, StepListener } from "../contract";
import { Region, frameMinimumSize, regionOf, rollDoors, tooSmall } from "../kit";
import { borrowInt32, borrowUint16, borrowUint8, giveBack } from "../../scratch";
import { ROOM_CHAIN_DEFAULTS, ROOM_CHAIN_OPTIONS, ROOM_CHAIN_RANGES, ROOM_CHAIN_TEXTS, RoomChainOptions } from "./options";

export * from "./options";

/** Draws (side, size, position) a room gets to attach a new room before it leaves the growing list. */
const ATTACH_TRIES = 8;

/**
 * Tiles a loop doorway may reach beyond the plain gap between rooms (1 column, wallHeight + 1
 * rows): far enough for rooms the chain left a little apart, short enough to read as a doorway.
 */
const LOOP_REACH = 4;

/** Random places a set-piece site is drawn at before it is left to the set-piece stage. */
const SITE_TRIES = 12;

/**
 * Tiles round a left site within which the chain must have carved floor for the site to be
 * offered (Layout.sites): farther floor would cost the set-piece stage a long corridor.
 */
const SITE_REACH = 12;

/** Bits of all four sides. */
const ALL_SIDES = 15;

/** The 24 orders of the four sides, each as four 2-bit sides, first in the lowest bits. */
const SIDE_ORDERS = sideOrders();

function sideOrders(): Int32Array {
  const orders: number[] = [];
  for (let order = 0; order < 256; order++) {
    const sides = [order & 3, (order >> 2) & 3, (order >> 4) & 3, (order >> 6) & 3];
    if (new Set(sides).size === 4) orders.push(order);
  }
  return Int32Array.from(orders);
}

/** Directions N, E, S, W (west is 3, the one left). */
const NORTH = 0;
const EAST = 1;
const SOUTH = 2;

/**
 * The sides a hall may have, from the largest room's side `max`: 1.5 to 2 times it, so a hall is
 * at least 2.25 times the largest room's area and reads as another kind of space, not as a room a
 * little larger than the rest.
 */
export function hallSides(max: number): { min: number; max: number } {
  return { min: Math.ceil(1.5 * max), max: 2 * max };
}

/** The smallest map holding one room of the smallest size. */
function roomChainMinimumSize(options: RoomChainOptions): { width: number; height: number } {
  return frameMinimumSize(options, options.roomMinWidth, options.roomMinHeight);
}

function checkRoomChainSize(width: number, height: number, options: RoomChainOptions): string | null {
  return tooSmall(width, height, "the rooms layout", roomChainMinimumSize(options));
}

/** Clamps, in place, option combinations that cannot hold; one message per change. */
function fitRoomChainOptions(options: RoomChainOptions): string[] {
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

/**
 * One bit per tile: the tiles a new room may not cover. A room's clearance box around it must hold
 * no floor, so "no floor in the box of a room at (x, y)" is the same as "the room covers none of
 * the tiles within 1 column and gapRows rows of floor": each carved rectangle marks that grown
 * rectangle once, and a candidate room is then tested a word of 32 tiles at a time instead of
 * tile by tile over its whole box. The bits are kept twice, by rows and by columns, so that both
 * a row of columns and a column of rows are runs of bits.
 */
class KeepOut {
  /** By rows: row r's words from r · rowWords, bit c of word k for column 32k + c. */
  private readonly rows: Int32Array;
  private readonly rowWords: number;
  /** By columns: column c's words from c · columnWords, bit r of word k for row 32k + r. */
  private readonly columns: Int32Array;
  private readonly columnWords: number;

  constructor(
    private readonly width: number,
    private readonly height: number,
    /** Rows kept free above and below floor. */
    private readonly gapRows: number,
  ) {
    this.rowWords = (width + 31) >> 5;
    this.rows = borrowInt32(this.rowWords * height);
    this.columnWords = (height + 31) >> 5;
    this.columns = borrowInt32(this.columnWords * width);
  }

  /** Gives the bits back (scratch.ts); the KeepOut must not be used afterwards. */
  release(): void {
    giveBack(this.rows, this.columns);
  }

  /** Marks the tiles within 1 column and gapRows rows of a carved rectangle (clipped to the map). */
  markAround(x: number, y: number, w: number, h: number): void {
    this.markTiles(Math.max(0, x - 1), Math.max(0, y - this.gapRows), Math.min(this.width - 1, x + w), Math.min(this.height - 1, y + h - 1 + this.gapRows));
  }

  /** Marks the tiles left…right × top…bottom (inclusive, inside the map) themselves. */
  markTiles(left: number, top: number, right: number, bottom: number): void {
    setBlock(this.rows, this.rowWords, top, bottom, left, right);
    setBlock(this.columns, this.columnWords, left, right, top, bottom);
  }

  /**
   * Word `word` of lines first…last (inside the map), or-ed: by rows (`alongRows`) bit c is set
   * when column 32 · word + c is kept out in any of those rows; by columns, bit r for row 32 · word + r.
   */
  blockedWord(alongRows: boolean, word: number, first: number, last: number): number {
    const bits = alongRows ? this.rows : this.columns;
    const stride = alongRows ? this.rowWords : this.columnWords;
    let blocked = 0;
    for (let i = first * stride + word, end = last * stride + word; i <= end; i += stride) blocked |= bits[i];
    return blocked;
  }

  /** True when no tile of the rectangle (inside the map) is kept out. */
  rectClear(x: number, y: number, w: number, h: number): boolean {
    const { rows, rowWords } = this;
    const right = x + w - 1;
    const fromLeft = -1 << (x & 31);
    const toRight = ~(-2 << (right & 31));
    const firstWord = x >> 5;
    const lastWord = right >> 5;
    for (let start = y * rowWords, end = (y + h) * rowWords; start < end; start += rowWords) {
      if (firstWord === lastWord) {
        if (rows[start + firstWord] & fromLeft & toRight) return false;
        continue;
      }
      if (rows[start + firstWord] & fromLeft || rows[start + lastWord] & toRight) return false;
      for (let i = start + firstWord + 1; i < start + lastWord; i++) if (rows[i] !== 0) return false;
    }
    return true;
  }
}

/** Sets bits from…to (0 ≤ from ≤ to) of lines first…last, each line `stride` words long. */
function setBlock(bits: Int32Array, stride: number, first: number, last: number, from: number, to: number): void {
  const fromLeft = -1 << (from & 31);
  const toRight = ~(-2 << (to & 31));
  const firstWord = from >> 5;
  const lastWord = to >> 5;
  for (let start = first * stride, end = last * stride; start <= end; start += stride) {
    if (firstWord === lastWord) {
      bits[start + firstWord] |= fromLeft & toRight;
      continue;
    }
    bits[start + firstWord] |= fromLeft;
    for (let i = start + firstWord + 1; i < start + lastWord; i++) bits[i] = -1;
    bits[start + lastWord] |= toRight;
  }
}

/** Whether two rectangles, given by their inclusive left, top, right and bottom tiles, share a tile. */
function boxesMeet(left: number, top: number, right: number, bottom: number, otherLeft: number, otherTop: number, otherRight: number, otherBottom: number): boolean {
  return left <= otherRight && otherLeft <= right && top <= otherBottom && otherTop <= bottom;
}

/** Whether any tile of left…right × top…bottom is floor. */
function floorIn(kinds: Uint8Array, width: number, left: number, top: number, right: number, bottom: number): boolean {
  for (let y = top; y <= bottom; y++) {
    for (let i = y * width + left, end = y * width + right; i <= end; i++) if (FLOOR_KIND[kinds[i]]) return true;
  }
  return false;
}

/** A list of whole numbers in a typed array that doubles when full (no garbage per entry). */
class IntList {
  items: Int32Array;
  length = 0;
  constructor(capacity: number) {
    this.items = borrowInt32(Math.max(4, capacity));
  }
  push(value: number): number {
    if (this.length === this.items.length) {
      const grown = borrowInt32(this.items.length * 2);
      grown.set(this.items);
      giveBack(this.items);
      this.items = grown;
    }
    this.items[this.length] = value;
    return this.length++;
  }
}

class RoomChain {
  private readonly width: number;
  private readonly kinds: Uint8Array;
  private readonly region: Region;
  /** Rows kept free between rooms one above the other (and the length of a north–south doorway). */
  private readonly gapRows: number;
  private readonly minWidth: number;
  private readonly minHeight: number;
  private readonly keepOut: KeepOut;
  readonly areaOf: Uint16Array;
  /** How many rooms so far, and each room's rectangle (typed arrays: the chain reads them on every draw). */
  private roomCount = 0;
  private readonly roomX: Int32Array;
  private readonly roomY: Int32Array;
  private readonly roomWidth: Int32Array;
  private readonly roomHeight: Int32Array;
  /**
   * Doorways each room owns (it is the western or northern room of the pair): how far the longest
   * reaches east of it, and south of it (they widen its bounds), and how many tiles they have (its size).
   */
  private readonly ownsEast: Uint8Array;
  private readonly ownsSouth: Uint8Array;
  private readonly doorwayTiles: Int32Array;
  /**
   * Rooms each room has a doorway to, as linked lists in flat arrays (a room has few neighbours):
   * the first entry of room r is joinFirst[r] (−1 none), an entry's room joinRoom[e] and the next
   * entry joinNext[e].
   */
  private readonly joinFirst: Int32Array;
  private readonly joinRoom: IntList;
  private readonly joinNext: IntList;
  /** Per room, a bit per side (N, E, S, W) where no room can attach any more. */
  private readonly deadSides: Uint8Array;
  /** The door spots of the room being grown from, per side from side · spotStride, and how many (−1 not listed yet). */
  private readonly spotDoor: Int32Array;
  private readonly spotStride: number;
  private readonly spotCounts = new Int32Array(4);
  /** Room widths and sizes (width × height pairs) to draw from. */
  private readonly widthCount: number;
  private readonly sizeCount: number;
  /** The same for halls: their widths and heights, widths and sizes. */
  private readonly hallWidths: { min: number; max: number };
  private readonly hallHeights: { min: number; max: number };
  private readonly hallWidthCount: number;
  private readonly hallSizeCount: number;
  readonly openings: Opening[] = [];
  /**
   * The set-piece sites left (leaveSites): per site of LayoutInput.sites, its left, top, right and
   * bottom tiles from 4 · site (left −1: none left), and how many were left.
   */
  private readonly siteBoxes: Int32Array;
  private leftSites = 0;

  constructor(
    private readonly grid: Grid,
    private readonly options: RoomChainOptions,
    private readonly random: Random,
    private readonly onStep: StepListener | undefined,
    /** The sites to leave (LayoutInput.sites); empty: the chain carves exactly as without pieces. */
    private readonly siteSizes: readonly SiteSize[],
  ) {
    this.width = grid.width;
    this.kinds = grid.kinds;
    this.region = regionOf(grid.width, grid.height, options);
    this.gapRows = options.wallHeight + 1;
    this.minWidth = options.roomMinWidth;
    this.minHeight = options.roomMinHeight;
    this.keepOut = new KeepOut(grid.width, grid.height, this.gapRows);
    this.areaOf = borrowUint16(grid.width * grid.height); // the layout's: lent, as the grid is (releaseDungeon)
    // A room with the column east of it and the row below it covers tiles no other room's does,
    // all inside the map (rooms keep off the border), and no room is smaller than the smallest.
    const roomsAtMost = Math.floor((grid.width * grid.height) / ((options.roomMinWidth + 1) * (options.roomMinHeight + 1))) + 1;
    // The per-room arrays are borrowed (scratch.ts) and given back once the layout is made (release).
    this.roomX = borrowInt32(roomsAtMost);
    this.roomY = borrowInt32(roomsAtMost);
    this.roomWidth = borrowInt32(roomsAtMost);
    this.roomHeight = borrowInt32(roomsAtMost);
    this.ownsEast = borrowUint8(roomsAtMost);
    this.ownsSouth = borrowUint8(roomsAtMost);
    this.doorwayTiles = borrowInt32(roomsAtMost);
    this.joinFirst = borrowInt32(roomsAtMost, -1);
    this.joinRoom = new IntList(2 * roomsAtMost);
    this.joinNext = new IntList(2 * roomsAtMost);
    this.deadSides = borrowUint8(roomsAtMost);
    const hallWidths = hallSides(options.roomMaxWidth);
    const hallHeights = hallSides(options.roomMaxHeight);
    // A side's door spots lie off its corners: fewer than the longest side, a hall's.
    this.spotStride = Math.max(hallWidths.max, hallHeights.max);
    this.spotDoor = new Int32Array(4 * this.spotStride);
    this.widthCount = options.roomMaxWidth - options.roomMinWidth + 1;
    this.sizeCount = this.widthCount * (options.roomMaxHeight - options.roomMinHeight + 1);
    this.hallWidths = hallWidths;
    this.hallHeights = hallHeights;
    this.hallWidthCount = hallWidths.max - hallWidths.min + 1;
    this.hallSizeCount = this.hallWidthCount * (hallHeights.max - hallHeights.min + 1);
    this.siteBoxes = new Int32Array(4 * siteSizes.length).fill(-1);
  }

  /** True when the next room drawn is a hall (no draw at all with Hall Chance 0). */
  private drawsHall(): boolean {
    const { hallChance } = this.options;
    return hallChance > 0 && this.random.smallInt(0, 99) < hallChance;
  }

  run(): Layout {
    this.growChain();
    this.addLoops();
    rollDoors(this.openings, this.random, this.options); // last: the dice for doors never move a room
    this.report("loops");
    const layout = this.snapshot();
    if (this.siteSizes.length > 0) layout.sites = this.offeredSites();
    return layout;
  }

  /**
   * Gives the work arrays back (scratch.ts) once the layout is made: fresh ones cost a map entry
   * milliseconds in the browser. The chain must not be used afterwards; its areaOf belongs to the layout.
   */
  release(): void {
    this.keepOut.release();
    giveBack(this.roomX, this.roomY, this.roomWidth, this.roomHeight, this.ownsEast, this.ownsSouth, this.doorwayTiles, this.joinFirst, this.joinRoom.items, this.joinNext.items, this.deadSides);
  }

  // ── the chain ──────────────────────────────────────────────────────────────────────────────

  /**
   * The first room in the middle of the map, then rooms attached to the newest room that can grow.
   * Each draw picks a side of the room among those where some room can still attach, then a door
   * spot on it (see sideSpots); a room leaves the growing list when no side has a spot, or after
   * ATTACH_TRIES draws whose room did not fit.
   */
  private growChain(): void {
    const { options, random, region } = this;
    const regionWidth = region.right - region.left + 1;
    const regionHeight = region.bottom - region.top + 1;
    // The first room may be a hall too: clipped to the map like any first room.
    const hall = this.drawsHall();
    const widths = hall ? this.hallWidths : { min: options.roomMinWidth, max: options.roomMaxWidth };
    const heights = hall ? this.hallHeights : { min: options.roomMinHeight, max: options.roomMaxHeight };
    const width = Math.min(regionWidth, random.smallInt(widths.min, widths.max));
    const height = Math.min(regionHeight, random.smallInt(heights.min, heights.max));
    this.addRoom(region.left + ((regionWidth - width) >> 1), region.top + ((regionHeight - height) >> 1), width, height);
    if (this.siteSizes.length > 0) this.leaveSites();
    const growing = new IntList(64);
    growing.push(0);
    let current = 0;
    let currentSlot = 0;
    while (growing.length > 0 && (options.roomMax === 0 || this.roomCount < options.roomMax)) {
      const attached = this.attachTo(current);
      if (attached >= 0) {
        currentSlot = growing.push(attached);
        current = attached;
        continue;
      }
      // Swap-remove the room that found no place, and resume from a random growing room.
      growing.items[currentSlot] = growing.items[--growing.length];
      if (growing.length === 0) break;
      currentSlot = random.smallInt(0, growing.length - 1);
      current = growing.items[currentSlot];
    }
    giveBack(growing.items);
  }

  /**
   * Up to ATTACH_TRIES draws of a room off a side of room `from`; returns the new room or −1. Each
   * draw takes the first side with spots in a random order of the four (so a side uniformly among
   * those where a room can attach), then whether it is a hall (Hall Chance), then a door spot on
   * it and a room or hall size in one number. A side found without spots is marked dead for good
   * (rooms only ever take space away). A hall that does not fit is a draw like any other: halls
   * come mostly early, while the map still has room for them.
   */
  private attachTo(from: number): number {
    const { random, spotCounts, spotDoor, spotStride } = this;
    let dead = this.deadSides[from];
    // The spots of each side, listed when the side is first reached in this visit (−1: not yet).
    spotCounts[0] = spotCounts[1] = spotCounts[2] = spotCounts[3] = -1;
    let attached = -1;
    for (let attempt = 0; attempt < ATTACH_TRIES && attached < 0 && dead !== ALL_SIDES; attempt++) {
      const order = SIDE_ORDERS[random.smallInt(0, SIDE_ORDERS.length - 1)];
      let side = -1;
      for (let k = 0; k < 8 && side < 0; k += 2) {
        const candidate = (order >> k) & 3;
        if (dead & (1 << candidate)) continue;
        if (spotCounts[candidate] < 0) spotCounts[candidate] = this.sideSpots(from, candidate);
        if (spotCounts[candidate] === 0) dead |= 1 << candidate;
        else side = candidate;
      }
      if (side < 0) break;
      const spots = spotCounts[side];
      const hall = this.drawsHall();
      const sizeCount = hall ? this.hallSizeCount : this.sizeCount;
      const widthCount = hall ? this.hallWidthCount : this.widthCount;
      const pick = random.smallInt(0, spots * sizeCount - 1);
      const size = (pick / spots) | 0;
      const width = (hall ? this.hallWidths.min : this.minWidth) + (size % widthCount);
      const height = (hall ? this.hallHeights.min : this.minHeight) + ((size / widthCount) | 0);
      attached = this.tryAttach(from, side, spotDoor[side * spotStride + (pick % spots)], width, height);
    }
    this.deadSides[from] = dead;
    return attached;
  }

  /**
   * Lists in spotDoor (from side · spotStride) every door position off the corners of the room's
   * side where a smallest room fits across the gap, in some position along the side; returns how
   * many. A larger room that fits at a door always holds a smallest one that fits there too (next
   * to the same gap, around the same door), so a side with no spot can take no room at all.
   */
  private sideSpots(room: number, side: number): number {
    const { region, keepOut, gapRows, spotDoor, minWidth, minHeight } = this;
    const x = this.roomX[room];
    const y = this.roomY[room];
    const vertical = side === NORTH || side === SOUTH;
    // The smallest room's rows (north, south) or columns (east, west), fixed by the side.
    const near = side === NORTH ? y - gapRows - minHeight : side === SOUTH ? y + this.roomHeight[room] + gapRows : side === EAST ? x + this.roomWidth[room] + 1 : x - 1 - minWidth;
    const far = near + (vertical ? minHeight : minWidth) - 1;
    if (vertical ? near < region.top || far > region.bottom : near < region.left || far > region.right) return 0;
    // Positions along the side where the smallest room may lie: a run of `span` free ones around a door.
    const span = vertical ? minWidth : minHeight;
    const firstDoor = vertical ? x + 1 : y + 1;
    const lastDoor = vertical ? x + this.roomWidth[room] - 2 : y + this.roomHeight[room] - 2;
    const low = Math.max(vertical ? region.left : region.top, firstDoor - span + 2);
    const high = Math.min(vertical ? region.right : region.bottom, lastDoor + span - 2);
    const base = side * this.spotStride;
    let count = 0;
    if (high - low < 32) {
      // Up to 32 positions: bit p for position low + p, all at once.
      let blocked = keepOut.blockedWord(vertical, low >> 5, near, far) >>> (low & 31);
      if (high >> 5 !== low >> 5) blocked |= keepOut.blockedWord(vertical, (low >> 5) + 1, near, far) << (32 - (low & 31));
      const free = ~blocked & (high - low === 31 ? -1 : (1 << (high - low + 1)) - 1);
      // Bit p of `starts`: positions p … p + span − 1 are free, a smallest room fits there.
      let starts = free;
      for (let k = 1; k < span && starts !== 0; k++) starts &= free >>> k;
      // Bit p of `doors`: position p lies strictly inside such a room.
      let doors = 0;
      for (let k = 1; k <= span - 2; k++) doors |= starts << k;
      doors &= -1 << (firstDoor - low);
      if (lastDoor - low < 31) doors &= (1 << (lastDoor - low + 1)) - 1;
      for (; doors !== 0; doors &= doors - 1) spotDoor[base + count++] = low + 31 - Math.clz32(doors & -doors);
      return count;
    }
    // More positions (rooms of 14 tiles and more): one at a time, a word of keep-out bits per 32.
    let runStart = low;
    let word = -1;
    let blocked = 0;
    for (let at = low; at <= high + 1; at++) {
      if (at <= high && at >> 5 !== word) blocked = keepOut.blockedWord(vertical, (word = at >> 5), near, far);
      if (at <= high && ((blocked >>> (at & 31)) & 1) === 0) continue;
      // The run runStart … at − 1 holds a smallest room around each door strictly inside it.
      if (at - runStart >= span) {
        for (let door = Math.max(firstDoor, runStart + 1), last = Math.min(lastDoor, at - 2); door <= last; door++) spotDoor[base + count++] = door;
      }
      runStart = at + 1;
    }
    return count;
  }

  /** One draw at a door of `from` on `side`, of a room of that size: its position across the gap. Returns the new room or −1. */
  private tryAttach(from: number, side: number, door: number, width: number, height: number): number {
    const { random, region } = this;
    const ax = this.roomX[from];
    const ay = this.roomY[from];
    const vertical = side === NORTH || side === SOUTH;
    // Plain numbers until the room fits: most candidates do not.
    let x: number;
    let y: number;
    if (vertical) {
      x = door - random.smallInt(1, width - 2);
      y = side === NORTH ? ay - this.gapRows - height : ay + this.roomHeight[from] + this.gapRows;
    } else {
      x = side === EAST ? ax + this.roomWidth[from] + 1 : ax - 1 - width;
      y = door - random.smallInt(1, height - 2);
    }
    // Inside the region, and no floor within its clearance box.
    if (x < region.left || y < region.top || x + width - 1 > region.right || y + height - 1 > region.bottom) return -1;
    if (!this.keepOut.rectClear(x, y, width, height)) return -1;
    const id = this.addRoom(x, y, width, height);
    this.addDoorway(from, id, vertical, door);
    this.report("room");
    return id;
  }

  private addRoom(x: number, y: number, width: number, height: number): number {
    const id = this.roomCount++;
    this.roomX[id] = x;
    this.roomY[id] = y;
    this.roomWidth[id] = width;
    this.roomHeight[id] = height;
    this.paint(x, y, width, height, id, TileKind.Room);
    this.keepOut.markAround(x, y, width, height);
    if (id === 0) this.report("room");
    return id;
  }

  /** Paints a full-floor rectangle (inside the region: no clipping) for area `id`, tile kind and area in one loop. */
  private paint(x: number, y: number, w: number, h: number, id: number, kind: TileKind): void {
    const { width, areaOf, kinds } = this;
    const label = id + 1;
    for (let row = y, bottom = y + h; row < bottom; row++) {
      for (let i = row * width + x, end = i + w; i < end; i++) {
        kinds[i] = kind;
        areaOf[i] = label;
      }
    }
  }

  /**
   * The doorway between rooms `a` and `b` across their gap, at column (vertical) or row `door`:
   * owned by the northern / western room, its opening the doorway tile beside the other room. A
   * chain doorway lies within 1 column and gapRows rows of both rooms' floor, off their corners, so
   * the tiles it would keep other rooms out of are kept out by them already; a loop doorway across
   * a wider gap is checked clear by the loop step (loopSpotClear) and comes after the chain.
   */
  private addDoorway(a: number, b: number, vertical: boolean, door: number): void {
    const aFirst = vertical ? this.roomY[a] < this.roomY[b] : this.roomX[a] < this.roomX[b];
    const first = aFirst ? a : b;
    const second = aFirst ? b : a;
    let tile: number;
    if (vertical) {
      const top = this.roomY[first] + this.roomHeight[first];
      const length = this.roomY[second] - top;
      this.paint(door, top, 1, length, first, TileKind.Corridor);
      this.ownsSouth[first] = Math.max(this.ownsSouth[first], length);
      this.doorwayTiles[first] += length;
      tile = (this.roomY[second] - 1) * this.width + door;
    } else {
      const x = this.roomX[first] + this.roomWidth[first];
      const length = this.roomX[second] - x;
      this.paint(x, door, length, 1, first, TileKind.Corridor);
      this.ownsEast[first] = Math.max(this.ownsEast[first], length);
      this.doorwayTiles[first] += length;
      tile = door * this.width + this.roomX[second] - 1;
    }
    this.openings.push({ tile, from: first, to: second, kind: "door" });
    this.join(a, b);
    this.join(b, a);
  }

  private join(a: number, b: number): void {
    this.joinRoom.push(b);
    this.joinFirst[a] = this.joinNext.push(this.joinFirst[a]);
  }

  private isJoined(a: number, b: number): boolean {
    const { items: next } = this.joinNext;
    const { items: room } = this.joinRoom;
    for (let entry = this.joinFirst[a]; entry >= 0; entry = next[entry]) if (room[entry] === b) return true;
    return false;
  }

  // ── set-piece sites ────────────────────────────────────────────────────────────────────────

  /**
   * Leaves each asked site (LayoutInput.sites) as tiles no room may cover (its rectangle is marked
   * in the keep-out bits), once the first room is placed and before the chain grows: the chain then
   * grows round a site as round a room it may not enter, so nothing is carved there to be erased
   * and joined again. Rooms may touch a site, its margin keeps the clearance. No doorway of the
   * chain crosses one: a doorway spans a gap of 1 column or gapRows rows between two rooms that
   * lie on its line, and a site at least 2 wide and gapRows + 1 high on that line would overlap one
   * of them; a longer loop doorway is checked (loopSpotClear).
   *
   * A site is drawn at up to SITE_TRIES random places inside the frame, kept a largest room and
   * its gap away from every site left before it (so they spread over the frame), then, on a crowded
   * frame, as many kept only a smallest room and its gap away. Always a smallest room and its gap
   * from the frame's edges and from the first room: so a room fits between a site and anything
   * else (the free tiles stay one piece, the chain can pass on every side of each site), and the
   * first room can grow on every side. A site that finds no such place stays −1 and is left to
   * the set-piece stage.
   */
  private leaveSites(): void {
    const { region, random, siteSizes, siteBoxes, keepOut, gapRows } = this;
    const nearX = this.minWidth + 1;
    const nearY = this.minHeight + gapRows;
    const farX = this.options.roomMaxWidth + 1;
    const farY = this.options.roomMaxHeight + gapRows;
    siteSizes.forEach(({ width, height }, site) => {
      // Smaller than a piece with its margin: a chain doorway's gap could hold it.
      if (width < 2 || height < gapRows + 1) return;
      const lastX = region.right - nearX - width + 1;
      const lastY = region.bottom - nearY - height + 1;
      if (lastX < region.left + nearX || lastY < region.top + nearY) return;
      for (let attempt = 0; attempt < 2 * SITE_TRIES; attempt++) {
        const x = random.smallInt(region.left + nearX, lastX);
        const y = random.smallInt(region.top + nearY, lastY);
        const right = x + width - 1;
        const bottom = y + height - 1;
        if (boxesMeet(x - nearX, y - nearY, right + nearX, bottom + nearY, this.roomX[0], this.roomY[0], this.roomX[0] + this.roomWidth[0] - 1, this.roomY[0] + this.roomHeight[0] - 1)) continue;
        const apartX = attempt < SITE_TRIES ? farX : nearX;
        const apartY = attempt < SITE_TRIES ? farY : nearY;
        if (this.crossesSite(x - apartX, y - apartY, right + apartX, bottom + apartY)) continue;
        siteBoxes.set([x, y, right, bottom], 4 * site);
        keepOut.markTiles(x, y, right, bottom);
        this.leftSites++;
        return;
      }
    });
  }

  /** Whether the tiles left…right × top…bottom meet a left site. */
  private crossesSite(left: number, top: number, right: number, bottom: number): boolean {
    const boxes = this.siteBoxes;
    for (let at = 0; at < boxes.length; at += 4) {
      if (boxes[at] >= 0 && boxesMeet(left, top, right, bottom, boxes[at], boxes[at + 1], boxes[at + 2], boxes[at + 3])) return true;
    }
    return false;
  }

  /**
   * Layout.sites: each left site's top-left tile, or −1 where none was left or the chain carved no
   * floor within SITE_REACH tiles of it (Room Max stopped it short, or the rooms found no way
   * there): the set-piece stage then finds that piece a place itself.
   */
  private offeredSites(): Int32Array {
    const { siteBoxes, region, width, kinds } = this;
    const sites = new Int32Array(this.siteSizes.length).fill(-1);
    for (let site = 0; site < sites.length; site++) {
      const at = 4 * site;
      if (siteBoxes[at] < 0) continue;
      const left = Math.max(region.left, siteBoxes[at] - SITE_REACH);
      const right = Math.min(region.right, siteBoxes[at + 2] + SITE_REACH);
      const top = Math.max(region.top, siteBoxes[at + 1] - SITE_REACH);
      const bottom = Math.min(region.bottom, siteBoxes[at + 3] + SITE_REACH);
      if (floorIn(kinds, width, left, top, right, bottom)) sites[site] = siteBoxes[at + 1] * width + siteBoxes[at];
    }
    return sites;
  }

  // ── loops ──────────────────────────────────────────────────────────────────────────────────

  /**
   * For each room, the rooms across its east and south gaps — just across, or up to LOOP_REACH
   * tiles further when nothing lies between: a pair not yet joined gets, by loopChance, a doorway
   * at a random clear spot off both rooms' corners. The wider gaps are what make loops common: a
   * chain places each room against its parent only, so two rooms rarely end exactly one gap apart.
   *
   * A spot across the plain gap is always clear: rooms keep a column apart sideways and
   * wallHeight + 1 rows apart up and down, and every chain doorway runs from a room's side to a
   * room across the gap, off both rooms' corners. A longer doorway is checked (loopSpotClear): it
   * keeps the same clearance from all other floor as a room does, so invariant 6 holds and it
   * never runs beside another doorway.
   */
  private addLoops(): void {
    const { loopChance } = this.options;
    if (loopChance === 0) return;
    for (let a = 0; a < this.roomCount; a++) {
      for (let side = 0; side < 2; side++) {
        const vertical = side === 1;
        const lastSpot = (vertical ? this.roomWidth[a] : this.roomHeight[a]) - 2;
        for (let along = 1; along <= lastSpot; ) {
          const partner = this.roomAcross(a, vertical, along);
          if (partner < 0) {
            along++;
            continue;
          }
          // The partner's spots off both rooms' corners run on to the first of the two far corners.
          const runEnd = Math.min(lastSpot, vertical ? this.roomX[partner] + this.roomWidth[partner] - 2 - this.roomX[a] : this.roomY[partner] + this.roomHeight[partner] - 2 - this.roomY[a]);
          // The chance first, then the spot: one draw each, only for the pairs not yet joined.
          if (!this.isJoined(a, partner) && this.random.smallInt(0, 99) < loopChance) this.addLoopDoorway(a, partner, vertical, along, runEnd);
          along = runEnd + 1;
        }
      }
    }
  }

  /** A loop doorway from room `a` to `partner` at a random clear spot of along…runEnd (offsets along a's side), if any. */
  private addLoopDoorway(a: number, partner: number, vertical: boolean, along: number, runEnd: number): void {
    const origin = vertical ? this.roomX[a] : this.roomY[a];
    const plainGap = vertical ? this.roomY[partner] - this.roomY[a] - this.roomHeight[a] === this.gapRows : this.roomX[partner] - this.roomX[a] - this.roomWidth[a] === 1;
    if (plainGap) {
      this.addDoorway(a, partner, vertical, origin + along + this.random.smallInt(0, runEnd - along));
      return;
    }
    // Clear spots form no simple run (another doorway may cross the wider gap): count, then pick.
    let clear = 0;
    for (let spot = along; spot <= runEnd; spot++) if (this.loopSpotClear(a, partner, vertical, origin + spot)) clear++;
    if (clear === 0) return;
    let pick = this.random.smallInt(0, clear - 1);
    for (let spot = along; spot <= runEnd; spot++) {
      if (!this.loopSpotClear(a, partner, vertical, origin + spot) || pick-- > 0) continue;
      this.addDoorway(a, partner, vertical, origin + spot);
      return;
    }
  }

  /**
   * True when a doorway from room `a` straight across to `partner` at column (vertical) or row
   * `door` keeps a room's clearance: no floor within 1 column sideways of a north–south doorway,
   * none within gapRows rows above and below an east–west one.
   */
  private loopSpotClear(a: number, partner: number, vertical: boolean, door: number): boolean {
    const { kinds, width, gapRows } = this;
    if (this.leftSites > 0 && this.loopCrossesSite(a, partner, vertical, door)) return false;
    if (vertical) {
      for (let y = this.roomY[a] + this.roomHeight[a], end = this.roomY[partner]; y < end; y++) {
        for (let x = door - 1; x <= door + 1; x++) if (kinds[y * width + x] !== TileKind.Void) return false;
      }
      return true;
    }
    const top = Math.max(0, door - gapRows);
    const bottom = Math.min(this.grid.height - 1, door + gapRows);
    for (let x = this.roomX[a] + this.roomWidth[a], end = this.roomX[partner]; x < end; x++) {
      for (let y = top; y <= bottom; y++) if (kinds[y * width + x] !== TileKind.Void) return false;
    }
    return true;
  }

  /** Whether the loop doorway from room `a` straight across to `partner` at `door` would cross a left site. */
  private loopCrossesSite(a: number, partner: number, vertical: boolean, door: number): boolean {
    if (vertical) return this.crossesSite(door, this.roomY[a] + this.roomHeight[a], door, this.roomY[partner] - 1);
    return this.crossesSite(this.roomX[a] + this.roomWidth[a], door, this.roomX[partner] - 1, door);
  }

  /**
   * The room whose near side lies across room `a`'s east (or south) gap at this spot, up to
   * LOOP_REACH tiles beyond the plain gap with nothing between, or −1.
   */
  private roomAcross(a: number, vertical: boolean, along: number): number {
    const stepX = vertical ? 0 : 1;
    const stepY = vertical ? 1 : 0;
    let x = vertical ? this.roomX[a] + along : this.roomX[a] + this.roomWidth[a] + 1;
    let y = vertical ? this.roomY[a] + this.roomHeight[a] + this.gapRows : this.roomY[a] + along;
    for (let k = 0; k <= LOOP_REACH; k++, x += stepX, y += stepY) {
      if (x >= this.width || y >= this.grid.height) return -1;
      const tile = y * this.width + x;
      // The tile kind first: the kinds are half the size of the area labels, so more stay cached.
      const kind = this.kinds[tile];
      if (kind === TileKind.Void) continue;
      if (kind !== TileKind.Room) return -1;
      const other = this.areaOf[tile] - 1;
      // Its near side must be exactly there, and the spot off its corners.
      const ox = this.roomX[other];
      const oy = this.roomY[other];
      const nearSide = vertical ? oy === y : ox === x;
      const offCorners = vertical ? x > ox && x < ox + this.roomWidth[other] - 1 : y > oy && y < oy + this.roomHeight[other] - 1;
      return nearSide && offCorners ? other : -1;
    }
    return -1;
  }

  // ── reporting ──────────────────────────────────────────────────────────────────────────────

  private report(step: string): void {
    if (this.onStep) this.onStep(step, this.snapshot());
  }

  /**
   * The layout so far, made anew from the chain's arrays; `areaOf` is the live array (a step
   * listener must read it before returning). A room's area is its rectangle widened by the
   * doorways it owns, as far as the longest reaches east and south (a chain doorway: 1 column
   * east, gapRows rows south).
   */
  private snapshot(): Layout {
    const areas: Area[] = [];
    const boxes: Rect[] = [];
    for (let id = 0; id < this.roomCount; id++) {
      const x = this.roomX[id];
      const y = this.roomY[id];
      const width = this.roomWidth[id];
      const height = this.roomHeight[id];
      const bounds = { x, y, width: width + this.ownsEast[id], height: height + this.ownsSouth[id] };
      areas.push({ id, kind: "room", bounds, size: width * height + this.doorwayTiles[id] });
      boxes.push({ x, y, width, height });
    }
    return { algorithm: "rooms", areas, areaOf: this.areaOf, openings: this.openings.slice(), overlay: { boxes, lines: [], marks: [] } };
  }
}

export const roomChain: LayoutAlgorithm<RoomChainOptions> = {
  name: "rooms",
  summary: "Room chain (seed 002): rooms of many sizes and the odd hall joined door to door, each grown from a side of the last, plus extra doors for loops",
  texts: ROOM_CHAIN_TEXTS,
  options: ROOM_CHAIN_OPTIONS,
  parameterPrefix: "rooms",
  reads: "nothing",
  defaults: ROOM_CHAIN_DEFAULTS,
  ranges: ROOM_CHAIN_RANGES,
  steps: ["room", "loops"],
  fitOptions: fitRoomChainOptions,
  checkSize: checkRoomChainSize,
  carve(grid: Grid, options: RoomChainOptions, random: Random, input: LayoutInput, onStep?: StepListener): Layout {
    const chain = new RoomChain(grid, options, random, onStep, input.sites ?? []);
    try {
      return chain.run();
    } finally {
      chain.release();
    }
  },
};
