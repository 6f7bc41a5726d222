/**
 * Pins what the room chain's own test left open (its mutation run): that test checks invariants
 * (rooms apart, one door per doorway, connected floor), which a chain that places fewer rooms, lists
 * door spots wrongly or skips a loop still meets. Here the layout is compared, tile for tile and
 * step by step, with a slow straightforward reference written below, over many small seeded cases:
 *
 * - the reference finds a side's door spots by trying every position of a smallest room around
 *   every door and counting the floor in its clearance box (from a table of floor sums over the
 *   map: no keep-out bits, no 32-tile words), so the fast search (`sideSpots`, the keep-out bits)
 *   must list exactly the same spots in the same order;
 * - a room fits when it lies inside the region and its clearance box (1 column, wallHeight + 1 rows)
 *   holds no floor at all — doorways included, which the layout never marks;
 * - the loops look for the partner room in the list of rooms, not through the tile labels.
 *
 * The random draws are the layout's protocol (which numbers are drawn, in which order), so the
 * reference makes the same draws; everything it decides from them it decides its own way. A few
 * hand-checked cases pin exact rooms, doorways and messages on top.
 */
import { Grid, Rect, TileKind, createGrid } from "../../src/core/grid";
import type { Area, Layout, Opening } from "../../src/core/layout/contract";
import {
  ROOM_CHAIN_DEFAULTS,
  ROOM_CHAIN_RANGES,
  RoomChainOptions,
  checkRoomChainSize,
  fitRoomChainOptions,
  roomChain,
  roomChainMinimumSize,
} from "../../src/core/layout/rooms";
import { Random } from "../../src/core/random";

/** Sides as the layout numbers them: N 0, E 1, S 2, W 3. */
const NORTH = 0;
const EAST = 1;
const SOUTH = 2;

/**
 * The 24 orders in which a draw tries the four sides, in the layout's order: sorted by the number
 * first + 4 · second + 16 · third + 64 · fourth (the draw picks the index into this list).
 */
const SIDE_ORDERS: number[][] = (() => {
  const orders: number[][] = [];
  const rest = (taken: number[]) => {
    if (taken.length === 4) orders.push(taken);
    for (let side = 0; side < 4; side++) if (!taken.includes(side)) rest([...taken, side]);
  };
  rest([]);
  const key = (order: number[]) => order[0] + 4 * order[1] + 16 * order[2] + 64 * order[3];
  return orders.sort((a, b) => key(a) - key(b));
})();

interface RefRoom {
  x: number;
  y: number;
  w: number;
  h: number;
  ownsEast: number;
  ownsSouth: number;
  doorwayTiles: number;
}

interface StepView {
  step: string;
  areas: Area[];
  openings: Opening[];
  boxes: Rect[];
}

/** The room chain written plainly: rooms as objects, fits by scanning for floor, spots by trying every position. */
class ReferenceChain {
  readonly kinds: Uint8Array;
  readonly areaOf: Uint16Array;
  readonly rooms: RefRoom[] = [];
  readonly openings: Opening[] = [];
  readonly steps: StepView[] = [];
  /** Longest the list of growing rooms got (a case says so when it means to grow it past its first 64 slots). */
  longestGrowing = 0;
  private readonly joined = new Set<string>();
  private readonly dead: number[] = [];
  private readonly gap: number;
  private readonly left: number;
  private readonly top: number;
  private readonly right: number;
  private readonly bottom: number;
  /**
   * Floor counts summed over the rectangle from (0, 0) to (x − 1, y − 1), brought up to date from
   * the first row painted since (rows above it are unchanged): a box is then looked at in 4 reads.
   */
  private readonly sums: Int32Array;
  private staleFrom = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    private readonly o: RoomChainOptions,
    private readonly random: Random,
  ) {
    this.kinds = new Uint8Array(width * height);
    this.areaOf = new Uint16Array(width * height);
    this.sums = new Int32Array((width + 1) * (height + 1));
    this.gap = o.wallHeight + 1;
    this.left = o.border;
    this.top = Math.max(o.border, o.wallHeight);
    this.right = width - 1 - o.border;
    this.bottom = height - 1 - o.border;
  }

  /** Whether any floor lies in the box (clipped to the map). */
  private floorIn(x0: number, y0: number, x1: number, y1: number): boolean {
    x0 = Math.max(0, x0);
    y0 = Math.max(0, y0);
    x1 = Math.min(this.width - 1, x1);
    y1 = Math.min(this.height - 1, y1);
    if (x0 > x1 || y0 > y1) return false;
    const { width, height, kinds, sums } = this;
    const stride = width + 1;
    for (let y = this.staleFrom; y < height; y++) {
      let run = 0;
      for (let x = 0; x < width; x++) {
        const kind = kinds[y * width + x];
        if (kind === TileKind.Room || kind === TileKind.Corridor) run++;
        sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + run;
      }
    }
    this.staleFrom = height;
    return sums[(y1 + 1) * stride + x1 + 1] - sums[y0 * stride + x1 + 1] - sums[(y1 + 1) * stride + x0] + sums[y0 * stride + x0] > 0;
  }

  /** A room fits: inside the region, and no floor within 1 column and gap rows of it. */
  fits(x: number, y: number, w: number, h: number): boolean {
    if (x < this.left || y < this.top || x + w - 1 > this.right || y + h - 1 > this.bottom) return false;
    return !this.floorIn(x - 1, y - this.gap, x + w, y + h - 1 + this.gap);
  }

  /** The doors off the corners of a side where some smallest room, with the door strictly inside its side, fits across the gap. */
  spots(room: number, side: number): number[] {
    const { x, y, w, h } = this.rooms[room];
    const vertical = side === NORTH || side === SOUTH;
    const mw = this.o.roomMinWidth;
    const mh = this.o.roomMinHeight;
    // The smallest room's span along the side, its first and last door, and whether it fits starting at each position.
    const span = vertical ? mw : mh;
    const firstDoor = (vertical ? x : y) + 1;
    const lastDoor = (vertical ? x + w : y + h) - 2;
    const fitsFrom = new Map<number, boolean>();
    for (let at = firstDoor - (span - 2); at <= lastDoor - 1; at++) {
      if (side === NORTH) fitsFrom.set(at, this.fits(at, y - this.gap - mh, mw, mh));
      else if (side === SOUTH) fitsFrom.set(at, this.fits(at, y + h + this.gap, mw, mh));
      else if (side === EAST) fitsFrom.set(at, this.fits(x + w + 1, at, mw, mh));
      else fitsFrom.set(at, this.fits(x - 1 - mw, at, mw, mh));
    }
    const found: number[] = [];
    for (let door = firstDoor; door <= lastDoor; door++) {
      let fits = false;
      for (let at = door - (span - 2); at <= door - 1; at++) fits ||= fitsFrom.get(at)!;
      if (fits) found.push(door);
    }
    return found;
  }

  private paintTile(x: number, y: number, room: number, kind: number): void {
    this.kinds[y * this.width + x] = kind;
    this.areaOf[y * this.width + x] = room + 1;
    this.staleFrom = Math.min(this.staleFrom, y);
  }

  private step(name: string): void {
    this.steps.push({
      step: name,
      areas: this.rooms.map((r, id) => ({ id, kind: "room", bounds: { x: r.x, y: r.y, width: r.w + r.ownsEast, height: r.h + r.ownsSouth * this.gap }, size: r.w * r.h + r.doorwayTiles })),
      openings: this.openings.map((opening) => ({ ...opening })),
      boxes: this.rooms.map((r) => ({ x: r.x, y: r.y, width: r.w, height: r.h })),
    });
  }

  private addRoom(x: number, y: number, w: number, h: number): number {
    const id = this.rooms.length;
    this.rooms.push({ x, y, w, h, ownsEast: 0, ownsSouth: 0, doorwayTiles: 0 });
    this.dead.push(0);
    for (let row = y; row < y + h; row++) for (let col = x; col < x + w; col++) this.paintTile(col, row, id, TileKind.Room);
    if (id === 0) this.step("room");
    return id;
  }

  private addDoorway(a: number, b: number, vertical: boolean, door: number): void {
    const ra = this.rooms[a];
    const rb = this.rooms[b];
    const aFirst = vertical ? ra.y < rb.y : ra.x < rb.x;
    const first = aFirst ? a : b;
    const second = aFirst ? b : a;
    const f = this.rooms[first];
    let tile: number;
    if (vertical) {
      for (let row = f.y + f.h; row < f.y + f.h + this.gap; row++) this.paintTile(door, row, first, TileKind.Corridor);
      f.ownsSouth = 1;
      f.doorwayTiles += this.gap;
      tile = (this.rooms[second].y - 1) * this.width + door;
    } else {
      this.paintTile(f.x + f.w, door, first, TileKind.Corridor);
      f.ownsEast = 1;
      f.doorwayTiles += 1;
      tile = door * this.width + f.x + f.w;
    }
    this.openings.push({ tile, from: first, to: second, kind: "door" });
    this.joined.add(`${a},${b}`);
    this.joined.add(`${b},${a}`);
  }

  private tryAttach(from: number, side: number, door: number, w: number, h: number): number {
    const a = this.rooms[from];
    const vertical = side === NORTH || side === SOUTH;
    let x: number;
    let y: number;
    if (vertical) {
      x = door - this.random.smallInt(1, w - 2);
      y = side === NORTH ? a.y - this.gap - h : a.y + a.h + this.gap;
    } else {
      x = side === EAST ? a.x + a.w + 1 : a.x - 1 - w;
      y = door - this.random.smallInt(1, h - 2);
    }
    if (!this.fits(x, y, w, h)) return -1;
    const id = this.addRoom(x, y, w, h);
    this.addDoorway(from, id, vertical, door);
    this.step("room");
    return id;
  }

  private attachTo(from: number): number {
    const o = this.o;
    const widths = o.roomMaxWidth - o.roomMinWidth + 1;
    const sizes = widths * (o.roomMaxHeight - o.roomMinHeight + 1);
    let dead = this.dead[from];
    const listed: (number[] | undefined)[] = [undefined, undefined, undefined, undefined];
    let attached = -1;
    for (let attempt = 0; attempt < 8 && attached < 0 && dead !== 15; attempt++) {
      const order = SIDE_ORDERS[this.random.smallInt(0, 23)];
      let side = -1;
      for (const candidate of order) {
        if (dead & (1 << candidate)) continue;
        listed[candidate] ??= this.spots(from, candidate);
        if (listed[candidate].length === 0) {
          dead |= 1 << candidate;
          continue;
        }
        side = candidate;
        break;
      }
      if (side < 0) break;
      const spots = listed[side]!;
      const pick = this.random.smallInt(0, spots.length * sizes - 1);
      const size = Math.floor(pick / spots.length);
      attached = this.tryAttach(from, side, spots[pick % spots.length], o.roomMinWidth + (size % widths), o.roomMinHeight + Math.floor(size / widths));
    }
    this.dead[from] = dead;
    return attached;
  }

  /** The room whose west (or north) side holds the tile just across a's east (or south) gap, off its corners. */
  private across(a: number, vertical: boolean, along: number): number {
    const r = this.rooms[a];
    const x = vertical ? r.x + along : r.x + r.w + 1;
    const y = vertical ? r.y + r.h + this.gap : r.y + along;
    return this.rooms.findIndex((o) => (vertical ? o.y === y && x > o.x && x < o.x + o.w - 1 : o.x === x && y > o.y && y < o.y + o.h - 1));
  }

  /** A loop doorway here touches no floor: its own tiles and the tiles beside them across the gap. */
  private doorwayClear(a: number, vertical: boolean, along: number): boolean {
    const r = this.rooms[a];
    if (vertical) return !this.floorIn(r.x + along - 1, r.y + r.h, r.x + along + 1, r.y + r.h + this.gap - 1);
    return !this.floorIn(r.x + r.w, r.y + along - this.gap, r.x + r.w, r.y + along + this.gap);
  }

  private addLoops(): void {
    const chance = this.o.loopChance;
    if (chance === 0) return;
    for (let a = 0; a < this.rooms.length; a++) {
      for (const vertical of [false, true]) {
        const r = this.rooms[a];
        const lastSpot = (vertical ? r.w : r.h) - 2;
        let along = 1;
        while (along <= lastSpot) {
          const partner = this.across(a, vertical, along);
          if (partner < 0) {
            along++;
            continue;
          }
          const p = this.rooms[partner];
          const runEnd = Math.min(lastSpot, vertical ? p.x + p.w - 2 - r.x : p.y + p.h - 2 - r.y);
          if (!this.joined.has(`${a},${partner}`) && this.random.smallInt(0, 99) < chance) {
            const clear: number[] = [];
            for (let spot = along; spot <= runEnd; spot++) if (this.doorwayClear(a, vertical, spot)) clear.push((vertical ? r.x : r.y) + spot);
            if (clear.length > 0) this.addDoorway(a, partner, vertical, clear[this.random.smallInt(0, clear.length - 1)]);
          }
          along = runEnd + 1;
        }
      }
    }
  }

  run(): void {
    const o = this.o;
    const regionWidth = this.right - this.left + 1;
    const regionHeight = this.bottom - this.top + 1;
    const w = Math.min(regionWidth, this.random.smallInt(o.roomMinWidth, o.roomMaxWidth));
    const h = Math.min(regionHeight, this.random.smallInt(o.roomMinHeight, o.roomMaxHeight));
    this.addRoom(this.left + Math.floor((regionWidth - w) / 2), this.top + Math.floor((regionHeight - h) / 2), w, h);
    const growing = [0];
    let slot = 0;
    let current = 0;
    while (growing.length > 0 && (o.roomMax === 0 || this.rooms.length < o.roomMax)) {
      const attached = this.attachTo(current);
      if (attached >= 0) {
        growing.push(attached);
        this.longestGrowing = Math.max(this.longestGrowing, growing.length);
        slot = growing.length - 1;
        current = attached;
        continue;
      }
      growing[slot] = growing[growing.length - 1];
      growing.pop();
      if (growing.length === 0) break;
      slot = this.random.smallInt(0, growing.length - 1);
      current = growing[slot];
    }
    this.addLoops();
    this.step("loops");
  }
}

/** Defaults with `given` on top, fitted as the generator does; the map must be large enough. */
function fitted(width: number, height: number, given: Partial<RoomChainOptions>): RoomChainOptions {
  const options = { ...ROOM_CHAIN_DEFAULTS, ...given };
  fitRoomChainOptions(options);
  expect(checkRoomChainSize(width, height, options)).toBeNull();
  return options;
}

interface Carved {
  grid: Grid;
  layout: Layout;
  steps: StepView[];
}

/** Carves with the layout, keeping a copy of what every step shows. */
function carve(width: number, height: number, options: RoomChainOptions, seed: number): Carved {
  const grid = createGrid(width, height);
  const steps: StepView[] = [];
  const layout = roomChain.carve(grid, options, new Random(seed), { prefabs: [] }, (step, shown) => {
    steps.push({ step, areas: shown.areas, openings: shown.openings, boxes: shown.overlay.boxes });
  });
  return { grid, layout, steps };
}

function reference(width: number, height: number, options: RoomChainOptions, seed: number): ReferenceChain {
  const chain = new ReferenceChain(width, height, options, new Random(seed));
  chain.run();
  return chain;
}

/**
 * Where the layout and the reference part ways: "" when they agree on every tile, area and opening,
 * and (unless `steps` is false: a large map's steps repeat every area hundreds of times) every step.
 */
function difference(width: number, height: number, options: RoomChainOptions, seed: number, want = reference(width, height, options, seed), steps = true): string {
  const got = carve(width, height, options, seed);
  const name = `${width}×${height} seed ${seed} ${JSON.stringify(options)}`;
  const last = want.steps[want.steps.length - 1];
  const firstTile = (a: ArrayLike<number>, b: ArrayLike<number>) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
    return -1;
  };
  const kindAt = firstTile(got.grid.kinds, want.kinds);
  if (kindAt >= 0) return `${name}: tile ${kindAt} is ${got.grid.kinds[kindAt]}, the reference has ${want.kinds[kindAt]} (rooms ${got.layout.areas.length} / ${want.rooms.length})`;
  const areaAt = firstTile(got.layout.areaOf, want.areaOf);
  if (areaAt >= 0) return `${name}: areaOf ${areaAt} is ${got.layout.areaOf[areaAt]}, the reference has ${want.areaOf[areaAt]}`;
  const final = { algorithm: got.layout.algorithm, areas: got.layout.areas, openings: got.layout.openings, overlay: got.layout.overlay };
  const expected = { algorithm: "rooms", areas: last.areas, openings: last.openings, overlay: { boxes: last.boxes, lines: [], marks: [] } };
  if (JSON.stringify(final) !== JSON.stringify(expected)) return `${name}: layout ${JSON.stringify(final)} ≠ ${JSON.stringify(expected)}`;
  if (steps && JSON.stringify(got.steps) !== JSON.stringify(want.steps)) {
    const at = got.steps.findIndex((step, i) => JSON.stringify(step) !== JSON.stringify(want.steps[i]));
    return `${name}: ${got.steps.length} steps, the reference ${want.steps.length}; first different: ${at}`;
  }
  return "";
}

/** Rows of the map: '#' room, '+' doorway, '.' void. */
function render(grid: Grid): string[] {
  const rows: string[] = [];
  for (let y = 0; y < grid.height; y++) {
    let row = "";
    for (let x = 0; x < grid.width; x++) row += ".#+"[grid.kinds[y * grid.width + x]];
    rows.push(row);
  }
  return rows;
}

describe("room chain, pinned", () => {
  test("the reference itself: a smallest room fits only inside the region and clear of floor by 1 column and wallHeight + 1 rows", () => {
    // Checks the test's own yardstick on a hand-built map before it judges the layout by it.
    const options = fitted(20, 20, { border: 2, wallHeight: 2 });
    const chain = new ReferenceChain(20, 20, options, new Random(0));
    // One floor tile at (10, 10): the box of a 3×3 room at (x, y) spans x − 1…x + 3, y − 3…y + 5.
    chain.kinds[10 * 20 + 10] = TileKind.Room;
    expect(chain.fits(11, 11, 3, 3)).toBe(false); // (10, 10) is in the column just west of it
    expect(chain.fits(12, 10, 3, 3)).toBe(true); // two columns east
    expect(chain.fits(9, 13, 3, 3)).toBe(false); // three rows below: the gap is 3 rows, the box reaches row 10
    expect(chain.fits(9, 14, 3, 3)).toBe(true);
    expect(chain.fits(9, 4, 3, 3)).toBe(true); // bottom row 6: its box ends at row 9, above the floor
    expect(chain.fits(9, 5, 3, 3)).toBe(false); // one row lower the box reaches row 10
    expect(chain.fits(1, 2, 3, 3)).toBe(false); // column 1 is in the border
    expect(chain.fits(2, 1, 3, 3)).toBe(false); // row 1 is in the border (top = max(border, wallHeight) = 2)
    expect(chain.fits(15, 2, 3, 3)).toBe(true); // right edge at column 17 = 20 − 1 − border
    expect(chain.fits(16, 2, 3, 3)).toBe(false);
  });

  test("over 150 small seeded maps and options, the layout equals the slow reference tile for tile and step by step", () => {
    const cases = new Random(20261127);
    const problems: string[] = [];
    let loops = 0;
    let rooms = 0;
    for (let n = 0; n < 160; n++) {
      const roomMinWidth = cases.smallInt(3, 5);
      const roomMinHeight = cases.smallInt(3, 5);
      const given: Partial<RoomChainOptions> = {
        border: cases.smallInt(1, 3),
        wallHeight: cases.smallInt(1, 3),
        roomMinWidth,
        roomMaxWidth: roomMinWidth + cases.smallInt(0, 5),
        roomMinHeight,
        roomMaxHeight: roomMinHeight + cases.smallInt(0, 5),
        roomMax: cases.smallInt(0, 3) === 0 ? cases.smallInt(1, 12) : 0,
        // Loop chances at both ends and in between (a draw equal to the chance gives no loop).
        loopChance: cases.smallInt(0, 1) === 0 ? cases.smallInt(1, 99) : [0, 20, 50, 100][cases.smallInt(0, 3)],
      };
      const minimum = roomChainMinimumSize({ ...ROOM_CHAIN_DEFAULTS, ...given });
      const width = minimum.width + cases.smallInt(0, 40);
      const height = minimum.height + cases.smallInt(0, 40);
      const seed = cases.smallInt(0, 1 << 20);
      const options = fitted(width, height, given);
      const looked = reference(width, height, options, seed);
      const problem = difference(width, height, options, seed, looked);
      if (problem) problems.push(problem);
      rooms += looked.rooms.length;
      loops += looked.openings.length - (looked.rooms.length - 1);
    }
    expect(problems.slice(0, 3)).toEqual([]);
    // The cases hold real chains and real loops, not mostly lone rooms.
    expect(rooms).toBeGreaterThan(1000);
    expect(loops).toBeGreaterThan(50);
  });

  test("maps wider and taller than 32 and 64 tiles: spots read across keep-out words, by rows and by columns", () => {
    // A side's positions cross a word boundary of the row bits (north/south sides) or of the column
    // bits (east/west sides) wherever a room lies near column or row 32 or 64.
    const problems: string[] = [];
    const shapes: [number, number, Partial<RoomChainOptions>][] = [
      [70, 40, {}],
      [40, 70, {}],
      [100, 30, { wallHeight: 1, loopChance: 100 }],
      [30, 100, { wallHeight: 3, loopChance: 100 }],
      [72, 72, { roomMinWidth: 5, roomMaxWidth: 11, roomMinHeight: 4, roomMaxHeight: 10, loopChance: 60 }],
    ];
    for (const [width, height, given] of shapes) {
      for (let seed = 0; seed < 4; seed++) {
        const problem = difference(width, height, fitted(width, height, given), seed);
        if (problem) problems.push(problem);
      }
    }
    expect(problems.slice(0, 3)).toEqual([]);
  });

  test("rooms of 14 tiles and more: a side's positions go past one word and are looked at one by one", () => {
    // low…high spans 32 positions or more only when a side is long and the smallest room is long
    // too: sides of up to 30 tiles with smallest rooms of 12–16.
    const problems: string[] = [];
    const shapes: [number, number, Partial<RoomChainOptions>, number[]][] = [
      [90, 70, { roomMinWidth: 15, roomMaxWidth: 30, roomMinHeight: 9, roomMaxHeight: 24, loopChance: 100 }, [0, 1, 2, 3]],
      [70, 90, { roomMinWidth: 9, roomMaxWidth: 24, roomMinHeight: 15, roomMaxHeight: 30, loopChance: 100, wallHeight: 1 }, [0, 1, 2, 3]],
      [80, 80, { roomMinWidth: 12, roomMaxWidth: 26, roomMinHeight: 12, roomMaxHeight: 26, loopChance: 50, border: 2 }, [0, 1, 2, 3]],
      [120, 50, { roomMinWidth: 16, roomMaxWidth: 40, roomMinHeight: 3, roomMaxHeight: 6, loopChance: 100 }, [0, 1, 2, 3]],
      [50, 120, { roomMinWidth: 3, roomMaxWidth: 6, roomMinHeight: 16, roomMaxHeight: 40, loopChance: 100 }, [0, 1, 2, 3]],
      // The region ends at column (row) 64, the first tile of a word: on these seeds a run of free
      // positions ends there, so that word's bits must be read for its last position too.
      [66, 66, { roomMinWidth: 15, roomMaxWidth: 30, roomMinHeight: 15, roomMaxHeight: 30, loopChance: 0 }, [6, 7]],
      [66, 40, { roomMinWidth: 16, roomMaxWidth: 30, roomMinHeight: 3, roomMaxHeight: 8, loopChance: 0 }, [0, 2]],
      [40, 66, { roomMinWidth: 3, roomMaxWidth: 8, roomMinHeight: 16, roomMaxHeight: 30, loopChance: 0 }, [2, 15]],
    ];
    for (const [width, height, given, seeds] of shapes) {
      for (const seed of seeds) {
        const problem = difference(width, height, fitted(width, height, given), seed);
        if (problem) problems.push(problem);
      }
    }
    expect(problems.slice(0, 3)).toEqual([]);
  });

  test("rooms 3 to 40 wide on a 140-wide map: a wide room's row covers a whole word, kept out only in that middle word", () => {
    // On these seeds a candidate room 34+ wide spans three words of the keep-out rows, and a small
    // room's keep-out lies within the middle word alone: the room does not fit.
    const problems: string[] = [];
    for (const seed of [4, 6]) {
      const problem = difference(140, 50, fitted(140, 50, { roomMinWidth: 3, roomMaxWidth: 40, roomMinHeight: 3, roomMaxHeight: 6, loopChance: 0 }), seed);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });

  test("a large map: over 64 rooms still growing at once (the growing list past its first slots), equal to the reference", () => {
    const options = fitted(80, 80, { loopChance: 30 });
    const chain = reference(80, 80, options, 1);
    expect(chain.longestGrowing).toBeGreaterThan(64);
    expect(difference(80, 80, options, 1, chain)).toBe("");
  });
});

describe("room chain, hand-checked cases", () => {
  test("20×14, seed 1, loop chance 100: the first room centred in the region, three rooms off its sides, doorways 1 and wallHeight + 1 tiles long", () => {
    const { grid, layout, steps } = carve(20, 14, fitted(20, 14, { loopChance: 100 }), 1);
    // Region: columns 1…18, rows 2…12; the first room, 7×7, sits at (1 + (18 − 7) >> 1, 2 + (11 − 7) >> 1) = (6, 4).
    expect(render(grid)).toEqual([
      "....................",
      "....................",
      "....................",
      "....................",
      ".####.#######.####..",
      ".####+#######.####..",
      ".####.#######.####..",
      "..+...#######+####..",
      "..+...#######.####..",
      "..+...#######.......",
      ".###..#######.......",
      ".###................",
      ".###................",
      "....................",
    ]);
    expect(layout.overlay.boxes).toEqual([
      { x: 6, y: 4, width: 7, height: 7 },
      { x: 14, y: 4, width: 4, height: 5 },
      { x: 1, y: 4, width: 4, height: 3 },
      { x: 1, y: 10, width: 3, height: 3 },
    ]);
    // An east–west doorway's door is its one tile (owned by the western room); a north–south one's is
    // the tile just above the southern room (row 9 of column 2), owned by the northern room.
    expect(layout.openings).toEqual([
      { tile: 7 * 20 + 13, from: 0, to: 1, kind: "door" },
      { tile: 5 * 20 + 5, from: 2, to: 0, kind: "door" },
      { tile: 9 * 20 + 2, from: 2, to: 3, kind: "door" },
    ]);
    // Areas: a room widened by the doorways it owns (1 column east, 3 rows south), its size counting them.
    expect(layout.areas).toEqual([
      { id: 0, kind: "room", bounds: { x: 6, y: 4, width: 8, height: 7 }, size: 49 + 1 },
      { id: 1, kind: "room", bounds: { x: 14, y: 4, width: 4, height: 5 }, size: 20 },
      { id: 2, kind: "room", bounds: { x: 1, y: 4, width: 5, height: 6 }, size: 12 + 1 + 3 },
      { id: 3, kind: "room", bounds: { x: 1, y: 10, width: 3, height: 3 }, size: 9 },
    ]);
    expect(layout.overlay.lines).toEqual([]);
    expect(layout.overlay.marks).toEqual([]);
    // Doorway tiles carry their owner's area label.
    expect([layout.areaOf[7 * 20 + 13], layout.areaOf[5 * 20 + 5], layout.areaOf[7 * 20 + 2], layout.areaOf[9 * 20 + 2]]).toEqual([1, 3, 3, 3]);
    // One step per room, then the loops; a step's openings are a copy, not the growing list.
    expect(steps.map((step) => `${step.step} ${step.areas.length} ${step.openings.length}`)).toEqual(["room 1 0", "room 2 1", "room 3 2", "room 4 3", "loops 4 3"]);
  });

  test("18×18, seed 9, rooms up to 5×5, loop chance 100: a loop door between two rooms one above the other, not joined by the chain", () => {
    const { grid, layout } = carve(18, 18, fitted(18, 18, { loopChance: 100, roomMaxWidth: 5, roomMaxHeight: 5 }), 9);
    expect(render(grid)).toEqual([
      "..................",
      "..................",
      ".#####.####.......",
      ".#####+####.......",
      ".#####.####.......",
      "....+....+........",
      "....+....+........",
      "....+....+..###...",
      "...###.####.###...",
      "...###+####+###...",
      "...###.####.###...",
      "...###......###...",
      "...###............",
      "..................",
      "..................",
      "..................",
      "..................",
      "..................",
    ]);
    // The chain: 0 → 1 (east), 2 → 0 (west), 3 above 2, 3 → 4 (east); then the loop 4 above 0,
    // at column 9 (off both rooms' corners), its door just above room 0.
    expect(layout.openings).toEqual([
      { tile: 9 * 18 + 11, from: 0, to: 1, kind: "door" },
      { tile: 9 * 18 + 6, from: 2, to: 0, kind: "door" },
      { tile: 7 * 18 + 4, from: 3, to: 2, kind: "door" },
      { tile: 3 * 18 + 6, from: 3, to: 4, kind: "door" },
      { tile: 7 * 18 + 9, from: 4, to: 0, kind: "door" },
    ]);
    expect(layout.areas[4]).toEqual({ id: 4, kind: "room", bounds: { x: 7, y: 2, width: 4, height: 6 }, size: 12 + 3 });
    // Without loops the same seed and options give the tree: the same four doorways, no fifth.
    const tree = carve(18, 18, fitted(18, 18, { loopChance: 0, roomMaxWidth: 5, roomMaxHeight: 5 }), 9).layout;
    expect(tree.openings).toEqual(layout.openings.slice(0, 4));
  });

  test("a region smaller than the drawn size clips the first room: 7×6 with rooms 5…9 wide holds one 5×3 room at (1, 2)", () => {
    const { grid, layout } = carve(7, 6, fitted(7, 6, { roomMinWidth: 5, roomMaxWidth: 9 }), 0);
    expect(render(grid)).toEqual([".......", ".......", ".#####.", ".#####.", ".#####.", "......."]);
    expect(layout.areas).toEqual([{ id: 0, kind: "room", bounds: { x: 1, y: 2, width: 5, height: 3 }, size: 15 }]);
    expect(layout.openings).toEqual([]);
  });

  test("roomMax stops the chain at exactly that many rooms; 1 leaves the first room alone", () => {
    for (const roomMax of [1, 2, 5]) {
      const { layout, steps } = carve(60, 60, fitted(60, 60, { roomMax, loopChance: 0 }), 3);
      expect([layout.areas.length, layout.openings.length, steps.length]).toEqual([roomMax, roomMax - 1, roomMax + 1]);
    }
  });

  test("minimum size: 2 · border + roomMinWidth wide, max(border, wallHeight) + border + roomMinHeight high; one less is refused", () => {
    for (const [given, width, height] of [
      [{}, 5, 6],
      [{ border: 3, wallHeight: 2, roomMinWidth: 4, roomMaxWidth: 9, roomMinHeight: 5, roomMaxHeight: 9 }, 10, 11],
      [{ border: 1, wallHeight: 3, roomMinHeight: 6, roomMaxHeight: 6 }, 5, 10],
    ] as const) {
      const options = { ...ROOM_CHAIN_DEFAULTS, ...given };
      expect(roomChainMinimumSize(options)).toEqual({ width, height });
      expect(checkRoomChainSize(width, height, options)).toBeNull();
      expect(checkRoomChainSize(width - 1, height, options)).toBe(`a ${width - 1}×${height} map is too small for the rooms layout: it must be at least ${width}×${height}`);
      expect(checkRoomChainSize(width, height - 1, options)).toBe(`a ${width}×${height - 1} map is too small for the rooms layout: it must be at least ${width}×${height}`);
      // At exactly the minimum the map holds its one room, filling the region.
      const { layout } = carve(width, height, fitted(width, height, given), 7);
      expect(layout.areas.map((area) => area.bounds)).toEqual([{ x: options.border, y: Math.max(options.border, options.wallHeight), width: options.roomMinWidth, height: options.roomMinHeight }]);
    }
  });

  test("fitOptions: a minimum equal to its maximum is kept without a message; one above it is lowered, with the message", () => {
    const equal = { ...ROOM_CHAIN_DEFAULTS, roomMinWidth: 7, roomMinHeight: 5, roomMaxHeight: 5 };
    expect(fitRoomChainOptions(equal)).toEqual([]);
    expect([equal.roomMinWidth, equal.roomMaxWidth, equal.roomMinHeight, equal.roomMaxHeight]).toEqual([7, 7, 5, 5]);
    const above = { ...ROOM_CHAIN_DEFAULTS, roomMinHeight: 6, roomMaxHeight: 5 };
    expect(fitRoomChainOptions(above)).toEqual(["roomMinHeight 6 is too large (it must not exceed roomMaxHeight 5); using 5"]);
    expect(above.roomMinHeight).toBe(5);
  });

  test("without a step listener the chain carves the same map and layout: steps are reported only when someone listens", () => {
    // Every room and the loops would report a step; with no listener there is nothing to call.
    const options = fitted(20, 14, { loopChance: 100 });
    const heard = carve(20, 14, options, 1);
    expect(heard.steps.length).toBe(5);
    const grid = createGrid(20, 14);
    const layout = roomChain.carve(grid, options, new Random(1), { prefabs: [] });
    expect(render(grid)).toEqual(render(heard.grid));
    expect([layout.areas, layout.openings]).toEqual([heard.layout.areas, heard.layout.openings]);
    expect(Array.from(layout.areaOf)).toEqual(Array.from(heard.layout.areaOf));
  });

  test("the registry entry: name, summary, steps, defaults and ranges", () => {
    expect(roomChain.name).toBe("rooms");
    expect(roomChain.summary).toBe("Room chain (seed 002): small rooms joined door to door, each grown from a side of the last, plus extra doors for loops");
    expect(roomChain.steps).toEqual(["room", "loops"]);
    expect(roomChain.defaults).toBe(ROOM_CHAIN_DEFAULTS);
    expect(roomChain.ranges).toBe(ROOM_CHAIN_RANGES);
    expect(roomChain.fitOptions).toBe(fitRoomChainOptions);
    expect(roomChain.checkSize).toBe(checkRoomChainSize);
    expect({ ...ROOM_CHAIN_DEFAULTS }).toEqual({ border: 1, wallHeight: 2, roomMinWidth: 3, roomMaxWidth: 7, roomMinHeight: 3, roomMaxHeight: 7, roomMax: 0, loopChance: 20 });
    expect({ ...ROOM_CHAIN_RANGES }).toEqual({
      border: { min: 1, max: 32 },
      wallHeight: { min: 1, max: 3 },
      roomMinWidth: { min: 3, max: 40 },
      roomMaxWidth: { min: 3, max: 40 },
      roomMinHeight: { min: 3, max: 40 },
      roomMaxHeight: { min: 3, max: 40 },
      roomMax: { min: 0, max: 9999 },
      loopChance: { min: 0, max: 100 },
    });
    expect(Object.isFrozen(ROOM_CHAIN_DEFAULTS) && Object.isFrozen(ROOM_CHAIN_RANGES)).toBe(true);
  });
});
