/**
 * The map the crawlers build walls into (stage 0: the region open, painted walls standing, painted
 * floor guarded), with what each crawler reads before a step (scan) and the pen it lays walls with.
 */
import type { Grid } from "../../grid";
import { TileKind } from "../../grid";
import { StructureMark } from "../contract";
import { DX, DY, Region, regionOf } from "../kit";
import { borrowUint8, giveBack } from "../../scratch";
import type { CrawlersOptions } from "./options";

/** Value of `overlay.generations` on a painted structural wall (generations are 1 + the generation number). */
export const PAINTED_WALL_GENERATION = 255;

const VOID: number = TileKind.Void;
const ROOM: number = TileKind.Room;

/** One builder: a wall crawler or a column jumper. Its chances are its genes, mutated in its babies. */
export interface Crawler {
  x: number;
  y: number;
  heading: number;
  /** The heading it started with; it never turns to the opposite one. */
  intended: number;
  age: number;
  generation: number;
  jumper: boolean;
  /** A structural crawler that may join the border or a painted wall. */
  joins: boolean;
  alive: boolean;
  turnChance: number;
  spawnChance: number;
  turnSpawnChance: number;
}

/** The map being built: grid kinds (Void = wall, Room = open), who laid each wall, painted floor. */
export class Builder {
  readonly width: number;
  readonly height: number;
  readonly kinds: Uint8Array;
  readonly region: Region;
  /** Per tile: 0 none, generation + 1 for a crawler's wall or pillar, PAINTED_WALL_GENERATION for a painted wall. */
  readonly laidBy: Uint8Array;
  /** 1 on pillar tiles (pillars keep only one tile of floor around each other). */
  readonly pillar: Uint8Array;
  /** 1 on painted floor: never built over. */
  readonly guarded: Uint8Array;
  /** Tiles of painted floor (0 when nothing is painted: then no tile is guarded). */
  guardedCount = 0;
  /** Painted wall tiles, for structural crawlers to start from. */
  readonly paintedWalls: number[] = [];
  /** Pen size: every wall tile laid is a block this wide and tall. */
  readonly penWidth: number;
  readonly penHeight: number;
  /** What the last `scan` found: free slices ahead, whether the first blocked slice has a joinable wall on the centre line, free slices before painted floor on the centre line. */
  free = 0;
  joinAhead = false;
  guardFree = 0;

  constructor(
    grid: Grid,
    readonly options: CrawlersOptions,
    structure: Uint8Array | null | undefined,
  ) {
    this.width = grid.width;
    this.height = grid.height;
    this.kinds = grid.kinds;
    this.region = regionOf(grid.width, grid.height, options);
    const size = grid.width * grid.height;
    // laidBy becomes the overlay's generations (a result, so fresh); the others are scratch.
    this.laidBy = new Uint8Array(size);
    this.pillar = borrowUint8(size);
    this.guarded = borrowUint8(size);
    this.penWidth = options.wallWidth;
    this.penHeight = options.wallHeight + 1;
    this.openRegion(structure);
  }

  /**
   * Stage 0: the region open, painted walls standing, painted floor guarded (painting outside the
   * region is ignored). Painted walls that would leave no floor at all are ignored: a dungeon needs
   * somewhere to arrive.
   */
  private openRegion(structure: Uint8Array | null | undefined): void {
    const { left, top, right, bottom } = this.region;
    const { width, kinds } = this;
    if (!structure) {
      // Nothing painted: each row of the region opens with one native fill.
      for (let y = top; y <= bottom; y++) kinds.fill(ROOM, y * width + left, y * width + right + 1);
      return;
    }
    let open = 0;
    for (let y = top; y <= bottom; y++) {
      for (let i = y * width + left, end = y * width + right; i <= end; i++) {
        const mark = structure[i];
        if (mark === StructureMark.Wall) {
          this.laidBy[i] = PAINTED_WALL_GENERATION;
          this.paintedWalls.push(i);
          continue;
        }
        kinds[i] = ROOM;
        open++;
        if (mark === StructureMark.Floor) {
          this.guarded[i] = 1;
          this.guardedCount++;
        }
      }
    }
    if (open > 0 || this.paintedWalls.length === 0) return;
    for (const tile of this.paintedWalls) {
      kinds[tile] = ROOM;
      this.laidBy[tile] = 0;
    }
    this.paintedWalls.length = 0;
  }

  /** Gives the scratch arrays back (scratch.ts) once the carve is done; the builder is not used afterwards. */
  release(): void {
    giveBack(this.pillar, this.guarded);
  }

  inRegion(x: number, y: number): boolean {
    const { left, top, right, bottom } = this.region;
    return x >= left && x <= right && y >= top && y <= bottom;
  }

  /** Wall or off the map. */
  isClosed(x: number, y: number): boolean {
    return x < 0 || y < 0 || x >= this.width || y >= this.height || this.kinds[y * this.width + x] === VOID;
  }

  /** A wall a structural crawler may join: the border or a painted wall. */
  isJoinable(x: number, y: number): boolean {
    return !this.inRegion(x, y) || this.laidBy[y * this.width + x] === PAINTED_WALL_GENERATION;
  }

  /**
   * Looks ahead from a pen at (x, y) in `heading`, slice by slice (a slice: the tiles one step
   * further, across the pen and `clearance` tiles to each side), up to `limit` slices. Sets
   * `free` (slices before the first with a wall), `joinAhead` (that slice has a joinable wall in
   * front of the pen) and `guardFree` (slices before painted floor in front of the pen).
   */
  scan(x: number, y: number, heading: number, clearance: number, limit: number): void {
    const { penWidth, penHeight, width, height, kinds } = this;
    const across = heading === 1 || heading === 3;
    // Centre line across the pen, and the band around it.
    const centreFrom = across ? y : x;
    const centreTo = centreFrom + (across ? penHeight : penWidth) - 1;
    const bandFrom = centreFrom - clearance;
    const bandTo = centreTo + clearance;
    // A band reaching off the map is blocked on every slice; otherwise a slice is `step` apart along the band.
    const bandOnMap = bandFrom >= 0 && bandTo < (across ? height : width);
    const step = across ? width : 1;
    const guards = this.guardedCount > 0;
    this.free = limit;
    this.joinAhead = false;
    this.guardFree = limit;
    for (let i = 1; i <= limit; i++) {
      const along = heading === 1 ? x + penWidth - 1 + i : heading === 3 ? x - i : heading === 2 ? y + penHeight - 1 + i : y - i;
      // Most slices are open: one tight loop over the band says so (this runs for every step of every crawler).
      if (bandOnMap && along >= 0 && along < (across ? width : height)) {
        const first = across ? bandFrom * width + along : along * width + bandFrom;
        const last = first + (bandTo - bandFrom) * step;
        let open = true;
        for (let k = first; k <= last; k += step) {
          if (kinds[k] === VOID) {
            open = false;
            break;
          }
        }
        if (open) {
          if (guards && this.guardFree === limit) {
            for (let k = first + (centreFrom - bandFrom) * step, end = first + (centreTo - bandFrom) * step; k <= end; k += step) {
              if (this.guarded[k]) {
                this.guardFree = i - 1;
                break;
              }
            }
          }
          continue;
        }
      }
      this.scanBlockedSlice(along, across, bandFrom, bandTo, centreFrom, centreTo, i, limit);
      return;
    }
  }

  /** A slice with a wall (or the map's edge) in the band: where the scan stops; tile by tile, as it is met once per scan. */
  private scanBlockedSlice(along: number, across: boolean, bandFrom: number, bandTo: number, centreFrom: number, centreTo: number, i: number, limit: number): void {
    const { width, kinds } = this;
    let joinable = false;
    for (let a = bandFrom; a <= bandTo; a++) {
      const tx = across ? along : a;
      const ty = across ? a : along;
      const centre = a >= centreFrom && a <= centreTo;
      if (tx < 0 || ty < 0 || tx >= this.width || ty >= this.height || kinds[ty * width + tx] === VOID) {
        if (centre && this.isJoinable(tx, ty)) joinable = true;
      } else if (centre && this.guarded[ty * width + tx] && this.guardFree === limit) {
        this.guardFree = i - 1;
      }
    }
    this.free = i - 1;
    this.joinAhead = joinable;
  }

  /** Lays wall (generation + 1) on the open, unguarded tiles of a rectangle. */
  lay(x: number, y: number, w: number, h: number, generation: number, pillar: boolean): void {
    const { width, kinds } = this;
    for (let row = y; row < y + h; row++) {
      for (let i = row * width + x, end = i + w; i < end; i++) {
        if (kinds[i] === VOID || this.guarded[i]) continue;
        kinds[i] = VOID;
        this.laidBy[i] = generation + 1;
        if (pillar) this.pillar[i] = 1;
      }
    }
  }

  /** Lays `count` tiles of wall ahead of a crawler's pen and moves the pen onto the last of them. */
  advance(crawler: Crawler, count: number): void {
    const { penWidth, penHeight } = this;
    const { x, y, heading, generation } = crawler;
    if (heading === 1) this.lay(x + penWidth, y, count, penHeight, generation, false);
    else if (heading === 3) this.lay(x - count, y, count, penHeight, generation, false);
    else if (heading === 2) this.lay(x, y + penHeight, penWidth, count, generation, false);
    else this.lay(x, y - count, penWidth, count, generation, false);
    crawler.x += DX[heading] * count;
    crawler.y += DY[heading] * count;
  }

  /** True when every tile of the rectangle is open, in the region and not painted floor. */
  penFree(x: number, y: number, w: number, h: number): boolean {
    if (!this.inRegion(x, y) || !this.inRegion(x + w - 1, y + h - 1)) return false;
    for (let row = y; row < y + h; row++) {
      for (let i = row * this.width + x, end = i + w; i < end; i++) if (this.kinds[i] === VOID || this.guarded[i]) return false;
    }
    return true;
  }

  /** Walls (other than pillars when `pillarsAllowed`) within `margin` tiles of the rectangle; off the map counts as wall. */
  wallNear(x: number, y: number, w: number, h: number, margin: number, pillarsAllowed: boolean): boolean {
    for (let row = y - margin; row < y + h + margin; row++) {
      for (let column = x - margin; column < x + w + margin; column++) {
        if (!this.isClosed(column, row)) continue;
        if (pillarsAllowed && this.inRegion(column, row) && this.pillar[row * this.width + column]) continue;
        return true;
      }
    }
    return false;
  }
}
