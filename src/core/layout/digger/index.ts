/**
 * The feature digger, after Mike Anderson's dungeon-building algorithm as the Zorbus dungeon
 * generator uses it (seed 001; docs: algorithms-research.md §1):
 *
 *   1. dig one area in the middle of the map;
 *   2. put "marks" (spawning points) on the sides of every new area;
 *   3. pick a random mark, decide a feature (per type: Chance, Seq = chance the mark's own type
 *      comes again, Max), and dig it through the mark only if it fits with clearance;
 *   4. repeat until the target floor share is reached, the marks run out or the attempt budget
 *      (proportional to the map area — never wall-clock time, unlike rot.js) is spent;
 *   5. finalize: trim dead-end corridors, add loops where areas are close on the map but far apart
 *      in the area graph (as Brogue's addLoops), and roll doors and secret doors on the openings.
 *
 * Clearance. Every new floor tile keeps foreign floor out of a box 1 tile sideways and
 * wallHeight + 1 tiles up and down, so two areas never touch except through a doorway, and
 * invariant 6 (a ceiling row above every wall face) holds between areas. The doorway is a straight
 * "stub" from the mark: 1 tile when digging east or west, wallHeight + 1 tiles north or south
 * (it crosses the vertical clearance). Only the source area's tiles *behind* the mark line are
 * exempt from the box, so each new area touches its source at exactly one pair of tiles — the
 * mark and the tile behind it — and that pair is recorded as the opening. Shapes with holes in a
 * column (caves, tunnels, polygons) have gaps of at most wallHeight filled, so invariant 6 holds
 * inside an area too.
 *
 * Speed. Marks live in flat typed arrays (swap-remove, no sorting, no string keys). A "reserve"
 * byte map holds the clearance box of all floor dug so far, so a shape's body is checked with one
 * read per tile; only the few stub tiles scan their box.
 */
import { Grid, Rect, TileKind } from "../../grid";
import { floorIsConnected } from "../../prefab";
import type { Random } from "../../random";
import type { Area, AreaKind, Layout, LayoutAlgorithm, LayoutInput, Opening, OpeningKind, Prefab, StepListener } from "../contract";
import { DX, DY, Region, frameMinimumSize, opposite, regionOf, tooSmall } from "../kit";
import { DIGGER_DEFAULTS, DIGGER_OPTIONS, DIGGER_RANGES, DIGGER_TEXTS, DiggerOptions } from "./options";

export * from "./options";

/** Feature types, as indices into the per-type tables below (marks store them in a byte). */
const CORRIDOR = 0;
const ROOM = 1;
const CIRCLE = 2;
const ELLIPSE = 3;
const POLYGON = 4;
const TUNNEL = 5;
const CAVE = 6;
const VAULT = 7;
const TYPE_COUNT = 8;
const TYPE_NAMES: readonly AreaKind[] = ["corridor", "room", "circle", "ellipse", "polygon", "tunnel", "cave", "vault"];
/** Types that can be the first area: they need no mark to grow from. */
const START_TYPES = [ROOM, CIRCLE, ELLIPSE, POLYGON, CAVE];

/** Failed features before a mark is dropped; corridor ends get more, so fewer corridors lead nowhere. */
const MARK_TRIES = 4;
const CORRIDOR_END_TRIES = 6;
/** Free tiles a cave needs ahead of and beside its doorway. */
const CAVE_ROOM = 3;
/** Side of the local canvas shapes are drawn on before they are moved to a mark. */
const CANVAS = 128;
const CANVAS_CENTRE = CANVAS >> 1;
const CANVAS_STEPS = [-1, 1, -CANVAS, CANVAS];
/** A mark per this many tiles of an area's side (at least one per side). */
const TILES_PER_MARK = 6;
/** Loops join areas through passages of at most this many tiles sideways / beyond wallHeight + 1 vertically. */
const LOOP_MAX_ACROSS = 3;
const LOOP_MAX_EXTRA_DOWN = 2;

/** The smallest room the first area falls back to, and so the smallest interior a map must have. */
const MIN_START_SIDE = 3;
/** Reserve-map value for a tile in the clearance of more than one area. */
const SEVERAL = 0xffff;

/** The smallest map the digger accepts for these options. */
export function diggerMinimumSize(options: DiggerOptions): { width: number; height: number } {
  return frameMinimumSize(options, MIN_START_SIDE, MIN_START_SIDE);
}

/** Clamps, in place, option combinations that cannot hold; one message per change. */
export function fitDiggerOptions(options: DiggerOptions): string[] {
  const problems: string[] = [];
  const pairs: [keyof DiggerOptions, keyof DiggerOptions][] = [
    ["roomMinWidth", "roomMaxWidth"],
    ["roomMinHeight", "roomMaxHeight"],
    ["corridorMinLength", "corridorMaxLength"],
    ["circleMinRadius", "circleMaxRadius"],
    ["ellipseMinRadius", "ellipseMaxRadius"],
    ["polygonMinSize", "polygonMaxSize"],
    ["tunnelMinLength", "tunnelMaxLength"],
    ["caveMinSize", "caveMaxSize"],
  ];
  for (const [min, max] of pairs) {
    if (options[min] > options[max]) {
      problems.push(`${min} ${options[min]} is too large (it must not exceed ${max} ${options[max]}); using ${options[max]}`);
      options[min] = options[max];
    }
  }
  return problems;
}

export function checkDiggerSize(width: number, height: number, options: DiggerOptions): string | null {
  return tooSmall(width, height, "the digger", diggerMinimumSize(options));
}

/**
 * Why a prefab can never be placed on a map of this size with these options (null when it can),
 * so the MZ side can warn once per vault; `carve` silently leaves such prefabs out.
 */
export function prefabProblem(prefab: Prefab, width: number, height: number, options: DiggerOptions): string | null {
  const { width: w, height: h, kinds, connections } = prefab;
  if (!(w >= 1 && h >= 1 && w <= CANVAS - 4 && h <= CANVAS - 4) || kinds.length !== w * h) {
    return `it is ${w}×${h}; a vault must be 1×1 to ${CANVAS - 4}×${CANVAS - 4}`;
  }
  const region = regionOf(width, height, options);
  let floorLeft = w;
  let floorRight = -1;
  let floorTop = h;
  let floorBottom = -1;
  for (let tile = 0; tile < kinds.length; tile++) {
    if (!isFloorKind(kinds[tile])) continue;
    const x = tile % w;
    const y = (tile - x) / w;
    floorLeft = Math.min(floorLeft, x);
    floorRight = Math.max(floorRight, x);
    floorTop = Math.min(floorTop, y);
    floorBottom = Math.max(floorBottom, y);
  }
  if (floorRight < 0) return "it has no floor";
  const validConnections = connections.filter((tile) => tile >= 0 && tile < kinds.length && isFloorKind(kinds[tile]) && facesOf(tile, w, h) !== 0);
  if (validConnections.length === 0) return "it has no connection: a floor tile on its outer edge";
  if (w > width || h > height || floorRight - floorLeft + 1 > region.right - region.left + 1 || floorBottom - floorTop + 1 > region.bottom - region.top + 1) {
    return `it is ${w}×${h}, too large for a ${width}×${height} map with border ${options.border}`;
  }
  // Invariant 6 inside the vault: floor above a wall face needs wallHeight + 1 rows between.
  for (let x = 0; x < w; x++) {
    let lastFloor = -1;
    for (let y = 0; y < h; y++) {
      if (!isFloorKind(kinds[y * w + x])) continue;
      const gap = y - lastFloor - 1;
      if (lastFloor >= 0 && gap > 0 && gap <= options.wallHeight) {
        return `in column ${x + 1}, floor is only ${gap} row(s) apart; with wallHeight ${options.wallHeight} it needs ${options.wallHeight + 1} for the wall face and its top`;
      }
      lastFloor = y;
    }
  }
  if (!floorIsConnected(kinds, w, kinds.length / w)) return "its floor is not all connected";
  return null;
}

/** The prefabs that can never be placed on this map, each with the reason, for one warning each. */
export function unplaceablePrefabs(
  prefabs: readonly Prefab[],
  width: number,
  height: number,
  options: DiggerOptions,
): { name: string; reason: string }[] {
  const result: { name: string; reason: string }[] = [];
  for (const prefab of prefabs) {
    const reason = prefabProblem(prefab, width, height, options);
    if (reason !== null) result.push({ name: prefab.name, reason });
  }
  return result;
}

function isFloorKind(kind: number): boolean {
  return kind === TileKind.Room || kind === TileKind.Corridor;
}

/** Bit per direction (1 << dir) the prefab tile faces outward: the edges of the prefab's box it lies on. */
function facesOf(tile: number, w: number, h: number): number {
  const x = tile % w;
  const y = (tile - x) / w;
  return (y === 0 ? 1 : 0) | (x === w - 1 ? 2 : 0) | (y === h - 1 ? 4 : 0) | (x === 0 ? 8 : 0);
}


/** A growable pool of marks in parallel typed arrays; removal swaps the last mark in. */
class MarkPool {
  count = 0;
  tile = new Int32Array(256);
  dir = new Uint8Array(256);
  /** Feature type of the area the mark sits on (its "master" type). */
  type = new Uint8Array(256);
  /** Forced next type + 1, or 0. */
  force = new Uint8Array(256);
  /** 1 when the mark is the open end of a corridor. */
  corridorEnd = new Uint8Array(256);
  /** Area the mark sits on; only its tiles behind the mark may be near the new area. */
  source = new Int32Array(256);
  fails = new Uint8Array(256);

  add(tile: number, dir: number, type: number, source: number, corridorEnd: number, force: number): void {
    if (this.count === this.tile.length) this.grow();
    const i = this.count++;
    this.tile[i] = tile;
    this.dir[i] = dir;
    this.type[i] = type;
    this.force[i] = force;
    this.corridorEnd[i] = corridorEnd;
    this.source[i] = source;
    this.fails[i] = 0;
  }

  remove(i: number): void {
    const last = --this.count;
    this.tile[i] = this.tile[last];
    this.dir[i] = this.dir[last];
    this.type[i] = this.type[last];
    this.force[i] = this.force[last];
    this.corridorEnd[i] = this.corridorEnd[last];
    this.source[i] = this.source[last];
    this.fails[i] = this.fails[last];
  }

  private grow(): void {
    const size = this.tile.length * 2;
    const widen = <T extends Int32Array | Uint8Array>(old: T, make: (n: number) => T): T => {
      const next = make(size);
      next.set(old);
      return next;
    };
    this.tile = widen(this.tile, (n) => new Int32Array(n));
    this.dir = widen(this.dir, (n) => new Uint8Array(n));
    this.type = widen(this.type, (n) => new Uint8Array(n));
    this.force = widen(this.force, (n) => new Uint8Array(n));
    this.corridorEnd = widen(this.corridorEnd, (n) => new Uint8Array(n));
    this.source = widen(this.source, (n) => new Int32Array(n));
    this.fails = widen(this.fails, (n) => new Uint8Array(n));
  }
}

/** One carve: the grid, the areas dug so far, the marks, and scratch space reused by every attempt. */
class Digging {
  readonly width: number;
  readonly height: number;
  readonly kinds: Uint8Array;
  readonly areaOf: Uint16Array;
  /**
   * Who reserved each tile: the label (id + 1) of the one area with floor whose clearance box
   * covers it (or whose vault walls are drawn on it), SEVERAL for more than one, 0 for none. No
   * new body floor goes on a reserved tile; a stub tile may be reserved by its source alone.
   */
  readonly reserve: Uint16Array;
  readonly region: Region;
  /** Rows above and below a tile that must hold no foreign floor. */
  readonly reach: number;
  /** Stub length per direction: 1 sideways, wallHeight + 1 up or down. */
  readonly stub: number[];
  /** Marks on the sides of areas. */
  readonly marks = new MarkPool();
  /**
   * Open corridor ends, drawn from before any other mark (rot.js's "priority walls"): a corridor's
   * end is tried while the space ahead is still free, so fewer corridors lead nowhere.
   */
  readonly endMarks = new MarkPool();
  readonly areaKind: AreaKind[] = [];
  readonly areaType: number[] = [];
  readonly left: number[] = [];
  readonly top: number[] = [];
  readonly right: number[] = [];
  readonly bottom: number[] = [];
  readonly size: number[] = [];
  /** The area each area was dug from (−1 for the first) and how many doorways from the first it is. */
  readonly parent: number[] = [];
  readonly depth: number[] = [];
  openings: Opening[] = [];
  floorCount = 0;
  readonly typeCount = new Int32Array(TYPE_COUNT);
  readonly chance: number[];
  readonly seq: number[];
  readonly max: number[];

  /** The shape being built, on the canvas: tiles (y * CANVAS + x) and a stamp per canvas tile. */
  readonly canvasStamp = new Int32Array(CANVAS * CANVAS);
  stampGeneration = 0;
  readonly shape = new Int32Array(CANVAS * CANVAS);
  shapeCount = 0;
  /** The candidate area in map tiles, stub first; and drawn vault walls (kept void, reserved). */
  readonly candidate = new Int32Array(CANVAS * CANVAS + 8);
  candidateCount = 0;
  readonly candidateWalls = new Int32Array(CANVAS * CANVAS);
  candidateWallCount = 0;
  /** Length of the corridor last drawn (its end mark is that many tiles past its mark). */
  corridorLength = 0;
  /** Crossroads arm ends of the candidate (map tile, direction), marked as corridor ends when dug. */
  readonly armEnds: number[] = [];
  /** Per canvas column scratch for gap filling and polygon rows. */
  readonly lineStart = new Int32Array(CANVAS);
  readonly lineEnd = new Int32Array(CANVAS);
  /** Outermost tiles per column and row of a new area (its box is at most the canvas plus a stub). */
  readonly columnTop = new Int32Array(2 * CANVAS);
  readonly columnBottom = new Int32Array(2 * CANVAS);
  readonly rowLeft = new Int32Array(2 * CANVAS);
  readonly rowRight = new Int32Array(2 * CANVAS);
  readonly eligibleLines = new Int32Array(2 * CANVAS);

  constructor(
    grid: Grid,
    readonly options: DiggerOptions,
    readonly random: Random,
    readonly prefabs: readonly Prefab[],
    readonly onStep: StepListener | undefined,
  ) {
    this.width = grid.width;
    this.height = grid.height;
    this.kinds = grid.kinds;
    this.areaOf = new Uint16Array(grid.kinds.length);
    this.reserve = new Uint16Array(grid.kinds.length);
    this.region = regionOf(grid.width, grid.height, options);
    this.reach = options.wallHeight + 1;
    this.stub = [this.reach, 1, this.reach, 1];
    const o = options;
    this.chance = [o.corridorChance, o.roomChance, o.circleChance, o.ellipseChance, o.polygonChance, o.tunnelChance, o.caveChance, prefabs.length > 0 ? o.vaultChance : 0];
    this.seq = [o.corridorSeq, o.roomSeq, o.circleSeq, o.ellipseSeq, o.polygonSeq, o.tunnelSeq, o.caveSeq, o.vaultSeq];
    this.max = [o.corridorMax, o.roomMax, o.circleMax, o.ellipseMax, o.polygonMax, o.tunnelMax, o.caveMax, o.vaultMax];
    // No shape uses more free space than its largest size: the probe stops there.
    const deepest = Math.max(o.roomMaxWidth, o.roomMaxHeight, 2 * o.circleMaxRadius + 1, 2 * o.ellipseMaxRadius + 1, o.polygonMaxSize);
    this.probeAhead = Math.min(CANVAS >> 1, Math.max(deepest, o.corridorMaxLength + 1, o.tunnelMaxLength + 1, CAVE_ROOM));
    const widest = Math.max(o.roomMaxWidth, o.roomMaxHeight, o.circleMaxRadius, o.ellipseMaxRadius, (o.polygonMaxSize + 1) >> 1, CAVE_ROOM);
    this.probeSide = Math.min(CANVAS >> 2, widest);
  }

  // ── the main loop ──────────────────────────────────────────────────────────────────────────

  run(): Layout {
    this.digStart();
    this.report("start");
    const target = this.options.targetFloorShare * this.width * this.height;
    // The budget grows with the map (never the clock), so a seed gives the same map on any PC.
    const attemptBudget = this.width * this.height + 200;
    for (let attempt = 0; attempt < attemptBudget && this.floorCount * 100 < target; attempt++) {
      if (this.areaKind.length >= 0xfffe) break;
      const pool = this.endMarks.count > 0 ? this.endMarks : this.marks;
      if (pool.count === 0) break;
      this.tryMark(pool, this.random.int(0, pool.count - 1));
    }
    this.finalize();
    const layout = this.snapshot(true);
    this.onStep?.("finalize", layout);
    return layout;
  }

  private tryMark(marks: MarkPool, i: number): void {
    const tile = marks.tile[i];
    const dir = marks.dir[i];
    const source = marks.source[i];
    const behind = tile - DX[dir] - DY[dir] * this.width;
    // A mark dug over, or whose source tile is gone, can never open a doorway again.
    if (this.areaOf[tile] !== 0 || this.areaOf[behind] !== source + 1) {
      marks.remove(i);
      return;
    }
    // Floor only ever grows while digging, so a blocked doorway stays blocked: drop the mark.
    if (!this.doorwayStillClear(tile, dir, source)) {
      marks.remove(i);
      return;
    }
    const type = this.decideType(marks, i);
    if (type >= 0 && this.dig(type, tile, dir, source)) {
      marks.remove(i);
      return;
    }
    const tries = marks.corridorEnd[i] ? CORRIDOR_END_TRIES : MARK_TRIES;
    if (type < 0 || ++marks.fails[i] >= tries) marks.remove(i);
  }

  /**
   * The cheap test every feature needs before anything is drawn: the stub clear of all but the
   * source behind the mark, and the first tile past it (where every shape but a very short
   * vertical corridor continues) free of other floor's clearance.
   */
  private doorwayClear(mark: number, dir: number, source: number): boolean {
    const { width } = this;
    const stub = this.stub[dir];
    const step = DX[dir] + DY[dir] * width;
    const markX = mark % width;
    const markY = (mark / width) | 0;
    for (let k = 0; k < stub; k++) {
      if (!this.inRegion(markX + DX[dir] * k, markY + DY[dir] * k)) return false;
      if (!this.stubTileClear(mark + step * k, mark, dir, source)) return false;
    }
    const anchorX = markX + DX[dir] * stub;
    const anchorY = markY + DY[dir] * stub;
    return this.inRegion(anchorX, anchorY) && this.reserve[anchorY * width + anchorX] === 0;
  }

  /**
   * doorwayClear for a mark that passed it when it was made: since then only other areas can have
   * come near, and they show in the reserve map — so one read per stub tile suffices.
   */
  private doorwayStillClear(mark: number, dir: number, source: number): boolean {
    const { reserve } = this;
    const step = DX[dir] + DY[dir] * this.width;
    const stub = this.stub[dir];
    const label = source + 1;
    for (let k = 0; k < stub; k++) {
      const owner = reserve[mark + step * k];
      if (owner !== 0 && owner !== label) return false;
    }
    return reserve[mark + step * stub] === 0;
  }

  /** No floor in the tile's clearance box but the source's, behind the mark line. */
  private stubTileClear(t: number, mark: number, dir: number, source: number): boolean {
    const { width, height, areaOf, reach } = this;
    const x = t % width;
    const y = (t / width) | 0;
    const markX = mark % width;
    const markY = (mark / width) | 0;
    for (let by = Math.max(0, y - reach); by <= Math.min(height - 1, y + reach); by++) {
      for (let bx = Math.max(0, x - 1); bx <= Math.min(width - 1, x + 1); bx++) {
        const owner = areaOf[by * width + bx];
        if (owner === 0) continue;
        const behind = (bx - markX) * DX[dir] + (by - markY) * DY[dir] < 0;
        if (owner !== source + 1 || !behind) return false;
      }
    }
    return true;
  }

  private available(type: number): boolean {
    return this.chance[type] > 0 && (this.max[type] === 0 || this.typeCount[type] < this.max[type]);
  }

  /** Forced type first, then Seq (the mark's own type again), then a pick weighted by Chance. */
  private decideType(marks: MarkPool, i: number): number {
    const forced = marks.force[i] - 1;
    if (forced >= 0 && this.available(forced)) return forced;
    const master = marks.type[i];
    if (this.available(master) && this.random.percent(this.seq[master])) return master;
    return this.weightedType(null);
  }

  private weightedType(only: readonly number[] | null): number {
    let total = 0;
    for (let t = 0; t < TYPE_COUNT; t++) if ((!only || only.includes(t)) && this.available(t)) total += this.chance[t];
    if (total === 0) return -1;
    let roll = this.random.int(0, total - 1);
    for (let t = 0; t < TYPE_COUNT; t++) {
      if ((only && !only.includes(t)) || !this.available(t)) continue;
      roll -= this.chance[t];
      if (roll < 0) return t;
    }
    return -1;
  }

  // ── the first area ─────────────────────────────────────────────────────────────────────────

  /** One area centred on the interior: a room-like type by Chance, or a room that fits the interior. */
  private digStart(): void {
    const { region } = this;
    const centreX = (region.left + region.right) >> 1;
    const centreY = (region.top + region.bottom) >> 1;
    for (let tries = 0; tries < 8; tries++) {
      const type = this.weightedType(START_TYPES);
      if (type < 0) break;
      this.ahead = this.leftRun = this.rightRun = CANVAS;
      this.anchorX = centreX;
      this.anchorY = centreY;
      this.drawBlob(type, -1);
      if (this.shapeCount === 0) continue;
      // A walk already knows where it stands (its start on the centre); other shapes are centred.
      const { minX, minY, maxX, maxY } = this.canvasBounds();
      const ox = this.anchorTile >= 0 ? centreX - CANVAS_CENTRE : centreX - ((minX + maxX) >> 1);
      const oy = this.anchorTile >= 0 ? centreY - CANVAS_CENTRE : centreY - ((minY + maxY) >> 1);
      if (this.placeShape(ox, oy, -1, 0, 0)) {
        this.commit(type, TYPE_NAMES[type], -1, -1, -1);
        return;
      }
    }
    // Nothing drawn fits (a small map, or every start type off): a room clamped to the interior.
    const o = this.options;
    const w = Math.min(this.random.int(o.roomMinWidth, o.roomMaxWidth), region.right - region.left + 1);
    const h = Math.min(this.random.int(o.roomMinHeight, o.roomMaxHeight), region.bottom - region.top + 1);
    this.beginShape();
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) this.addCanvas(CANVAS_CENTRE + x, CANVAS_CENTRE + y);
    // Centred by the leftover space (not by the centre tile), so odd interiors keep it inside.
    const x = region.left + ((region.right - region.left + 1 - w) >> 1);
    const y = region.top + ((region.bottom - region.top + 1 - h) >> 1);
    // Only a map below checkSize's minimum (a caller that skipped it) can fail here: then no floor at all.
    if (w > 0 && h > 0 && this.placeShape(x - CANVAS_CENTRE, y - CANVAS_CENTRE, -1, 0, 0)) this.commit(ROOM, "room", -1, -1, -1);
  }

  // ── digging one feature through a mark ─────────────────────────────────────────────────────

  private dig(type: number, mark: number, dir: number, source: number): boolean {
    this.armEnds.length = 0;
    this.probe(mark, dir);
    let kind: AreaKind = TYPE_NAMES[type];
    let endMark = -1;
    if (type === CORRIDOR) {
      kind = this.drawCorridor(dir) ? "crossroads" : "corridor";
      if (this.corridorLength < 0) return false;
      if (!this.placeShape(this.markX(mark) - CANVAS_CENTRE, this.markY(mark) - CANVAS_CENTRE, mark, dir, 0)) return false;
      // A corridor must lead somewhere: the doorway past its end has to be free when it is dug.
      const step = DX[dir] + DY[dir] * this.width;
      if (!this.doorwayClear(mark + step * this.corridorLength, dir, -1)) return false;
    } else if (type === TUNNEL) {
      this.walkMark = mark;
      const end = this.drawTunnel(dir);
      const ox = this.markX(mark) - CANVAS_CENTRE;
      const oy = this.markY(mark) - CANVAS_CENTRE;
      if (!this.placeShape(ox, oy, mark, dir, 0)) return false;
      const endX = (end % CANVAS) + ox + DX[dir];
      const endY = ((end / CANVAS) | 0) + oy + DY[dir];
      endMark = endY * this.width + endX;
    } else if (type === VAULT) {
      if (!this.drawVault(dir) || !this.placeAtAnchor(mark, dir)) return false;
    } else {
      this.drawBlob(type, dir);
      if (this.shapeCount === 0 || !this.placeAtAnchor(mark, dir)) return false;
    }
    if (!this.wallsFit()) return false;
    const id = this.commit(type, kind, mark, dir, source);
    this.report("area");
    if (type === TUNNEL && this.inRegion(endMark % this.width, (endMark / this.width) | 0)) {
      // "A tunnel may end in a cave": try the cave at once; if it does not fit, the mark keeps asking for one.
      const wantsCave = this.random.percent(this.options.tunnelCaveChance);
      const offered = this.offerMark(this.marks, endMark, dir, TUNNEL, id, 0, wantsCave ? CAVE + 1 : 0);
      if (offered && wantsCave && this.available(CAVE) && this.dig(CAVE, endMark, dir, id)) {
        const endIndex = this.findMark(endMark, id);
        if (endIndex >= 0) this.marks.remove(endIndex);
      }
    }
    return true;
  }

  private findMark(tile: number, source: number): number {
    for (let i = this.marks.count - 1; i >= 0; i--) if (this.marks.tile[i] === tile && this.marks.source[i] === source) return i;
    return -1;
  }

  private markX(tile: number): number {
    return tile % this.width;
  }

  private markY(tile: number): number {
    return (tile / this.width) | 0;
  }

  // ── shapes on the canvas ───────────────────────────────────────────────────────────────────

  private bitBuffer = 0;
  private bitsLeft = 0;

  /** `count` random bits (count ≤ 30), drawn 30 at a time: walks need many tiny choices. */
  private bits(count: number): number {
    if (this.bitsLeft < count) {
      this.bitBuffer = this.random.int(0, 0x3fffffff);
      this.bitsLeft = 30;
    }
    const value = this.bitBuffer & ((1 << count) - 1);
    this.bitBuffer >>>= count;
    this.bitsLeft -= count;
    return value;
  }

  private beginShape(): void {
    this.currentPrefab = null;
    this.anchorTile = -1;
    this.stampGeneration++;
    this.shapeCount = 0;
    this.candidateWallCount = 0;
  }

  private addCanvas(x: number, y: number): void {
    if (x < 1 || y < 1 || x >= CANVAS - 1 || y >= CANVAS - 1) return;
    const t = y * CANVAS + x;
    if (this.canvasStamp[t] === this.stampGeneration) return;
    this.canvasStamp[t] = this.stampGeneration;
    this.shape[this.shapeCount++] = t;
  }

  private onCanvas(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < CANVAS && y < CANVAS && this.canvasStamp[y * CANVAS + x] === this.stampGeneration;
  }

  private canvasBounds(): { minX: number; minY: number; maxX: number; maxY: number } {
    let minX = CANVAS;
    let minY = CANVAS;
    let maxX = -1;
    let maxY = -1;
    for (let i = 0; i < this.shapeCount; i++) {
      const x = this.shape[i] % CANVAS;
      const y = (this.shape[i] / CANVAS) | 0;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    return { minX, minY, maxX, maxY };
  }

  /** Draws a room-like shape of `type` around the canvas centre. */
  private drawBlob(type: number, dir: number): void {
    this.beginShape();
    const o = this.options;
    const { random, ahead } = this;
    const side = Math.min(this.leftRun, this.rightRun);
    const vertical = dir === 0 || dir === 2;
    const c = CANVAS_CENTRE;
    if (type === ROOM) {
      if (dir < 0) {
        const w = random.int(o.roomMinWidth, o.roomMaxWidth);
        const h = random.int(o.roomMinHeight, o.roomMaxHeight);
        for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) this.addCanvas(c - (w >> 1) + x, c - (h >> 1) + y);
      } else {
        this.drawRoomAt(dir, vertical);
      }
    } else if (type === CIRCLE) {
      const r = this.sizeUpTo(o.circleMinRadius, o.circleMaxRadius, Math.min((ahead - 1) >> 1, side));
      if (r < 0) return;
      // r² + r rounds the rim the way a hand-drawn circle looks (no lone pixel at each pole).
      for (let dy = -r; dy <= r; dy++) for (let dx = -r; dx <= r; dx++) if (dx * dx + dy * dy <= r * r + r) this.addCanvas(c + dx, c + dy);
    } else if (type === ELLIPSE) {
      const along = this.sizeUpTo(o.ellipseMinRadius, o.ellipseMaxRadius, (ahead - 1) >> 1);
      const across = this.sizeUpTo(o.ellipseMinRadius, o.ellipseMaxRadius, side);
      if (along < 0 || across < 0) return;
      const a = vertical ? across : along;
      const b = vertical ? along : across;
      const limit = a * a * b * b + a * b;
      for (let dy = -b; dy <= b; dy++) for (let dx = -a; dx <= a; dx++) if (dx * dx * b * b + dy * dy * a * a <= limit) this.addCanvas(c + dx, c + dy);
    } else if (type === POLYGON) {
      const along = this.sizeUpTo(o.polygonMinSize, o.polygonMaxSize, ahead);
      const across = this.sizeUpTo(o.polygonMinSize, o.polygonMaxSize, 2 * side + 1);
      if (along < 0 || across < 0) return;
      this.drawPolygon(vertical ? across : along, vertical ? along : across);
      this.fillColumnGaps();
      this.keepPieceAt(c, c);
    } else if (type === CAVE) {
      // A walk squeezed into a strip draws a line, not a cave: start only with room around the doorway.
      if (dir >= 0 && (ahead < CAVE_ROOM || this.leftRun < CAVE_ROOM || this.rightRun < CAVE_ROOM)) return;
      this.drawCave(dir);
      this.fillColumnGaps();
    }
  }

  /**
   * A rectangular room entered at the canvas centre (its anchor): as deep as the free run ahead
   * allows, and placed sideways within the free span beside the anchor.
   */
  private drawRoomAt(dir: number, vertical: boolean): void {
    const o = this.options;
    const depth = this.sizeUpTo(vertical ? o.roomMinHeight : o.roomMinWidth, vertical ? o.roomMaxHeight : o.roomMaxWidth, this.ahead);
    const across = this.sizeUpTo(vertical ? o.roomMinWidth : o.roomMinHeight, vertical ? o.roomMaxWidth : o.roomMaxHeight, this.leftRun + this.rightRun + 1);
    if (depth < 0 || across < 0) return;
    // The anchor's place along the near side, counted from the left: the room stays in the free span.
    const offset = this.random.int(Math.max(0, across - 1 - this.rightRun), Math.min(across - 1, this.leftRun));
    const right = (dir + 1) & 3;
    for (let k = 0; k < depth; k++) {
      for (let j = -offset; j < across - offset; j++) {
        this.addCanvas(CANVAS_CENTRE + DX[dir] * k + DX[right] * j, CANVAS_CENTRE + DY[dir] * k + DY[right] * j);
      }
    }
    this.anchorTile = CANVAS_CENTRE * CANVAS + CANVAS_CENTRE;
  }

  /** A size from [min, max] no larger than `cap`, or −1 when even `min` exceeds it. */
  private sizeUpTo(min: number, max: number, cap: number): number {
    if (min > cap) return -1;
    return this.random.int(min, Math.min(max, cap));
  }

  /** Free space read from the reserve map past a mark's stub: ahead of the anchor, and beside it. */
  ahead = CANVAS;
  readonly probeAhead: number;
  readonly probeSide: number;
  /** The map tile just past the stub, where a new area's body starts. */
  anchorX = 0;
  anchorY = 0;
  leftRun = CANVAS;
  rightRun = CANVAS;

  private probe(mark: number, dir: number): void {
    const stub = this.stub[dir];
    const x = (mark % this.width) + DX[dir] * stub;
    const y = ((mark / this.width) | 0) + DY[dir] * stub;
    this.anchorX = x;
    this.anchorY = y;
    this.ahead = this.freeRun(x, y, dir, this.probeAhead);
    this.leftRun = this.freeRun(x + DX[(dir + 3) & 3], y + DY[(dir + 3) & 3], (dir + 3) & 3, this.probeSide);
    this.rightRun = this.freeRun(x + DX[(dir + 1) & 3], y + DY[(dir + 1) & 3], (dir + 1) & 3, this.probeSide);
  }

  /** Tiles from (x, y) along dir, at most `limit`, inside the region and outside every clearance box. */
  private freeRun(x: number, y: number, dir: number, limit: number): number {
    const { left, top, right, bottom } = this.region;
    let run = 0;
    while (run < limit && x >= left && x <= right && y >= top && y <= bottom && this.reserve[y * this.width + x] === 0) {
      run++;
      x += DX[dir];
      y += DY[dir];
    }
    return run;
  }

  /**
   * A star-shaped polygon: k points at increasing directions (so they come in order round the
   * centre without sorting), each at a random distance, filled by the even-odd rule. Directions
   * come from an integer table so every machine computes the same points.
   */
  private drawPolygon(w: number, h: number): void {
    const { random } = this;
    const k = random.int(4, 7);
    const px: number[] = [];
    const py: number[] = [];
    const sector = DIRECTIONS_16.length / k;
    for (let i = 0; i < k; i++) {
      const from = Math.ceil(i * sector);
      const to = Math.max(from, Math.ceil((i + 1) * sector) - 1);
      const [cos, sin] = DIRECTIONS_16[random.int(from, to)];
      const reach = random.int(55, 100);
      px.push((cos * reach * (w - 1)) / 200000);
      py.push((sin * reach * (h - 1)) / 200000);
    }
    let minX = 0;
    let maxX = 0;
    let minY = 0;
    let maxY = 0;
    for (let i = 0; i < k; i++) {
      minX = Math.min(minX, Math.floor(px[i]));
      maxX = Math.max(maxX, Math.ceil(px[i]));
      minY = Math.min(minY, Math.floor(py[i]));
      maxY = Math.max(maxY, Math.ceil(py[i]));
    }
    // Even-odd rule per row without sorting the crossings: a tile is inside when an odd number of
    // edges cross its row to its right, so each crossing toggles every tile left of it — one
    // toggle at the rightmost such tile, then a sweep from right to left.
    const toggles = this.lineStart;
    for (let dy = minY; dy <= maxY; dy++) {
      toggles.fill(0, 0, maxX - minX + 1);
      for (let i = 0, j = k - 1; i < k; j = i++) {
        if (py[i] > dy === py[j] > dy) continue;
        const crossing = ((px[j] - px[i]) * (dy - py[i])) / (py[j] - py[i]) + px[i];
        const rightmost = Math.min(Math.ceil(crossing) - 1, maxX);
        if (rightmost >= minX) toggles[rightmost - minX] ^= 1;
      }
      let inside = 0;
      for (let dx = maxX; dx >= minX; dx--) {
        inside ^= toggles[dx - minX];
        if (inside) this.addCanvas(CANVAS_CENTRE + dx, CANVAS_CENTRE + dy);
      }
    }
    this.addCanvas(CANVAS_CENTRE, CANVAS_CENTRE);
  }

  /** Drunkard's walk from the centre until the cave has its size (or the walk its step budget). */
  private drawCave(dir: number): void {
    const o = this.options;
    const size = this.random.int(o.caveMinSize, o.caveMaxSize);
    this.startWalk(dir, this.anchorX, this.anchorY, 0);
    let x = CANVAS_CENTRE;
    let y = CANVAS_CENTRE;
    this.addCanvas(x, y);
    for (let step = 0; step < size * 12 && this.shapeCount < size; step++) {
      const move = this.bits(2);
      const nx = x + DX[move];
      const ny = y + DY[move];
      if (!this.walkable(nx, ny)) continue;
      x = nx;
      y = ny;
      this.addCanvas(x, y);
    }
    // The walk started on the anchor, so the cave needs no search for its entry tile.
    this.anchorTile = CANVAS_CENTRE * CANVAS + CANVAS_CENTRE;
  }

  /** Where the canvas centre lies on the map during a walk, and how far along `dir` a step may not go back. */
  private walkDir = -1;
  /** The mark a tunnel is dug from (its canvas centre). */
  private walkMark = 0;
  private walkOriginX = 0;
  private walkOriginY = 0;
  private walkMinDepth = 0;

  private startWalk(dir: number, originX: number, originY: number, minDepth: number): void {
    this.walkDir = dir;
    this.walkOriginX = originX;
    this.walkOriginY = originY;
    this.walkMinDepth = minDepth;
  }

  /**
   * A walk may step on a canvas tile whose map tile is inside the region, outside every other
   * area's clearance, and not behind the doorway line: so walks grow into the free space there
   * is instead of being drawn blind and thrown away.
   */
  private walkable(cx: number, cy: number): boolean {
    if (cx < 4 || cy < 4 || cx >= CANVAS - 4 || cy >= CANVAS - 4) return false;
    const dx = cx - CANVAS_CENTRE;
    const dy = cy - CANVAS_CENTRE;
    const dir = this.walkDir;
    if (dir >= 0 && dx * DX[dir] + dy * DY[dir] < this.walkMinDepth) return false;
    const x = this.walkOriginX + dx;
    const y = this.walkOriginY + dy;
    return this.inRegion(x, y) && this.reserve[y * this.width + x] === 0;
  }

  /**
   * A corridor from the canvas centre (the mark) along `dir`; with corridorBranchChance, arms
   * cross it at one point (a crossroads). Returns true when arms were drawn.
   */
  private drawCorridor(dir: number): boolean {
    this.beginShape();
    const o = this.options;
    const { random } = this;
    // The doorway past the end must stay free, so the corridor stops a tile short of the free run.
    const length = this.sizeUpTo(o.corridorMinLength, o.corridorMaxLength, this.ahead - 1);
    this.corridorLength = length;
    if (length < 0) return false;
    for (let k = 0; k < length; k++) this.addCanvas(CANVAS_CENTRE + DX[dir] * k, CANVAS_CENTRE + DY[dir] * k);
    const stub = this.stub[dir];
    if (length <= stub || !random.percent(o.corridorBranchChance)) return false;
    // Arms leave the corridor past its stub, so they never run beside the source area.
    const at = random.int(stub, length - 1);
    const atX = CANVAS_CENTRE + DX[dir] * at;
    const atY = CANVAS_CENTRE + DY[dir] * at;
    let left = random.percent(75);
    const right = random.percent(75);
    if (!left && !right) left = true;
    for (const side of [(dir + 3) & 3, (dir + 1) & 3]) {
      if (side === ((dir + 3) & 3) ? !left : !right) continue;
      const armLength = Math.max(2, random.int(o.corridorMinLength, o.corridorMaxLength) >> 1);
      for (let k = 1; k <= armLength; k++) this.addCanvas(atX + DX[side] * k, atY + DY[side] * k);
      this.armEnds.push((atY + DY[side] * (armLength + 1)) * CANVAS + atX + DX[side] * (armLength + 1), side);
    }
    return true;
  }

  /**
   * A tunnel: the stub straight from the mark, then a walk that never steps back: forward most of
   * the time, sideways otherwise, sometimes two tiles wide. Returns the canvas tile it ends on.
   */
  private drawTunnel(dir: number): number {
    this.beginShape();
    const o = this.options;
    const { random } = this;
    const stub = this.stub[dir];
    for (let k = 0; k < stub; k++) this.addCanvas(CANVAS_CENTRE + DX[dir] * k, CANVAS_CENTRE + DY[dir] * k);
    let x = CANVAS_CENTRE + DX[dir] * stub;
    let y = CANVAS_CENTRE + DY[dir] * stub;
    this.addCanvas(x, y);
    const length = Math.max(1, Math.min(random.int(o.tunnelMinLength, o.tunnelMaxLength), this.ahead - 1));
    this.startWalk(dir, this.markX(this.walkMark), this.markY(this.walkMark), stub);
    let forward = 0;
    let farthest = y * CANVAS + x;
    for (let step = 0; forward < length && step < length * 4; step++) {
      // Forward 9 times in 16, else one step to either side; a quarter of the tiles get a twin beside them.
      let move = dir;
      if (this.bits(4) >= 9) move = this.bits(1) ? (dir + 1) & 3 : (dir + 3) & 3;
      // Blocked that way: straight on if free, else the walk ends here.
      if (!this.walkable(x + DX[move], y + DY[move])) move = dir;
      if (!this.walkable(x + DX[move], y + DY[move])) break;
      x += DX[move];
      y += DY[move];
      if (move === dir) forward++;
      this.addCanvas(x, y);
      if (this.bits(2) === 0) {
        const side = this.bits(1) ? (dir + 1) & 3 : (dir + 3) & 3;
        if (this.walkable(x + DX[side], y + DY[side])) this.addCanvas(x + DX[side], y + DY[side]);
      }
      farthest = y * CANVAS + x;
    }
    this.fillColumnGaps();
    // The walk's last tile is its farthest forward: the next area goes on from there.
    return farthest;
  }

  /** A random prefab with a connection facing back toward the mark, drawn with that connection chosen. */
  private anchorTile = -1;

  private drawVault(dir: number): boolean {
    const prefab = this.prefabs[this.random.int(0, this.prefabs.length - 1)];
    const want = 1 << opposite(dir);
    let facing = 0;
    for (const tile of prefab.connections) if (facesOf(tile, prefab.width, prefab.height) & want) facing++;
    if (facing === 0) return false;
    let pick = this.random.int(0, facing - 1);
    let connection = -1;
    for (const tile of prefab.connections) {
      if (!(facesOf(tile, prefab.width, prefab.height) & want)) continue;
      if (pick-- === 0) connection = tile;
    }
    this.beginShape();
    this.currentPrefab = prefab;
    for (let tile = 0; tile < prefab.kinds.length; tile++) {
      const x = (tile % prefab.width) + 2;
      const y = ((tile / prefab.width) | 0) + 2;
      if (isFloorKind(prefab.kinds[tile])) this.addCanvas(x, y);
      else if (prefab.kinds[tile] === TileKind.Wall) this.candidateWalls[this.candidateWallCount++] = y * CANVAS + x;
    }
    this.anchorTile = (((connection / prefab.width) | 0) + 2) * CANVAS + (connection % prefab.width) + 2;
    return true;
  }

  private currentPrefab: Prefab | null = null;

  /** Fills every gap of at most wallHeight tiles between two shape tiles of one canvas column (invariant 6). */
  private fillColumnGaps(): void {
    const { lineStart, lineEnd } = this;
    const { minX, maxX } = this.canvasBounds();
    lineStart.fill(-1, minX, maxX + 1);
    lineEnd.fill(-1, minX, maxX + 1);
    const count = this.shapeCount;
    for (let i = 0; i < count; i++) {
      const x = this.shape[i] % CANVAS;
      const y = (this.shape[i] / CANVAS) | 0;
      if (lineStart[x] < 0 || y < lineStart[x]) lineStart[x] = y;
      if (y > lineEnd[x]) lineEnd[x] = y;
    }
    const wallHeight = this.options.wallHeight;
    for (let x = minX; x <= maxX; x++) {
      if (lineStart[x] < 0) continue;
      let last = lineStart[x];
      for (let y = lineStart[x] + 1; y <= lineEnd[x]; y++) {
        if (!this.onCanvas(x, y)) continue;
        if (y - last - 1 <= wallHeight) for (let fill = last + 1; fill < y; fill++) this.addCanvas(x, fill);
        last = y;
      }
    }
  }

  /** Keeps only the 4-connected piece of the shape holding (x, y); the others are dropped. */
  private keepPieceAt(x: number, y: number): void {
    const start = y * CANVAS + x;
    if (this.canvasStamp[start] !== this.stampGeneration) {
      this.shapeCount = 0;
      return;
    }
    const inShape = this.stampGeneration;
    const kept = ++this.stampGeneration;
    const queue = this.candidate; // free scratch until the shape is placed
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    this.canvasStamp[start] = kept;
    while (head < tail) {
      const t = queue[head++];
      for (const step of CANVAS_STEPS) {
        const n = t + step;
        if (this.canvasStamp[n] === inShape) {
          this.canvasStamp[n] = kept;
          queue[tail++] = n;
        }
      }
    }
    for (let i = 0; i < tail; i++) this.shape[i] = queue[i];
    this.shapeCount = tail;
  }

  // ── placing the shape on the map ───────────────────────────────────────────────────────────

  /**
   * Moves a room-like shape so one of its tiles farthest back (against `dir`) sits right after the
   * stub, prefixing the stub. Vaults use their chosen connection as that tile.
   */
  private placeAtAnchor(mark: number, dir: number): boolean {
    let anchor = this.anchorTile;
    if (anchor < 0) {
      // Extreme tiles against dir: the smallest coordinate along dir.
      // Canvas tiles are y * CANVAS + x, so the coordinate along dir is one division away.
      const vertical = dir === 0 || dir === 2;
      const sign = dir === 0 || dir === 3 ? -1 : 1;
      const { shape, shapeCount } = this;
      let best = Infinity;
      let count = 0;
      for (let i = 0; i < shapeCount; i++) {
        const along = sign * (vertical ? (shape[i] / CANVAS) | 0 : shape[i] % CANVAS);
        if (along < best) (best = along), (count = 1);
        else if (along === best) count++;
      }
      let pick = this.random.int(0, count - 1);
      for (let i = 0; i < shapeCount; i++) {
        const along = sign * (vertical ? (shape[i] / CANVAS) | 0 : shape[i] % CANVAS);
        if (along === best && pick-- === 0) {
          anchor = shape[i];
          break;
        }
      }
    }
    const stub = this.stub[dir];
    const anchorX = this.markX(mark) + DX[dir] * stub;
    const anchorY = this.markY(mark) + DY[dir] * stub;
    return this.placeShape(anchorX - (anchor % CANVAS), anchorY - ((anchor / CANVAS) | 0), mark, dir, stub);
  }

  /**
   * Writes the candidate — `stub` tiles from the mark along dir (already checked by doorwayClear),
   * then the shape moved by (ox, oy) — and checks it as it goes: every tile inside the region and,
   * past the stub, outside every other floor's clearance box (one read of the reserve map). Stops
   * at the first tile that does not fit. The reserve is empty for the first area.
   */
  private placeShape(ox: number, oy: number, mark: number, dir: number, stub: number): boolean {
    const { width, candidate, reserve, shape, shapeCount } = this;
    const { left, top, right, bottom } = this.region;
    const step = DX[dir] + DY[dir] * width;
    let n = 0;
    for (let k = 0; k < stub; k++) candidate[n++] = mark + step * k;
    for (let i = 0; i < shapeCount; i++) {
      const x = (shape[i] % CANVAS) + ox;
      const y = ((shape[i] / CANVAS) | 0) + oy;
      if (x < left || x > right || y < top || y > bottom) return false;
      const t = y * width + x;
      if (reserve[t]) {
        // Corridor and tunnel stubs are drawn with the shape: there the source's clearance is expected.
        if (stub > 0 || mark < 0) return false;
        const depth = (x - (mark % width)) * DX[dir] + (y - ((mark / width) | 0)) * DY[dir];
        if (depth >= this.stub[dir]) return false;
      }
      candidate[n++] = t;
    }
    this.candidateCount = n;
    for (let i = 0; i < this.candidateWallCount; i++) this.candidateWalls[i] = this.toMap(this.candidateWalls[i], ox, oy);
    return true;
  }

  private toMap(t: number, ox: number, oy: number): number {
    const x = (t % CANVAS) + ox;
    const y = ((t / CANVAS) | 0) + oy;
    return x < 0 || y < 0 || x >= this.width || y >= this.height ? -1 : y * this.width + x;
  }

  private inRegion(x: number, y: number): boolean {
    const { region } = this;
    return x >= region.left && x <= region.right && y >= region.top && y <= region.bottom;
  }

  /** A vault's drawn walls must be on the map and not on floor (they stay void; the wall rule draws the faces). */
  private wallsFit(): boolean {
    for (let i = 0; i < this.candidateWallCount; i++) {
      const t = this.candidateWalls[i];
      if (t < 0 || this.areaOf[t] !== 0) return false;
    }
    return true;
  }

  /** Digs the candidate as a new area, records its opening and puts marks on its sides. */
  private commit(type: number, kind: AreaKind, mark: number, dir: number, source: number): number {
    const { width, height, kinds, areaOf, reach } = this;
    const id = this.areaKind.length;
    const floorKind = type === CORRIDOR || type === TUNNEL ? TileKind.Corridor : TileKind.Room;
    const stub = source < 0 ? 0 : type === CORRIDOR || type === TUNNEL ? 0 : this.stub[dir];
    let left = width;
    let top = height;
    let right = -1;
    let bottom = -1;
    const prefab = type === VAULT ? this.currentPrefab : null;
    for (let i = 0; i < this.candidateCount; i++) {
      const t = this.candidate[i];
      const x = t % width;
      const y = (t / width) | 0;
      // The stub of a room-like area is a doorway passage: corridor floor, nothing placed on it.
      let tileKind: number = i < stub ? TileKind.Corridor : floorKind;
      if (prefab && i >= stub) tileKind = this.prefabKindAt(prefab, i - stub);
      kinds[t] = tileKind;
      areaOf[t] = id + 1;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
    // Clearance boxes into the reserve map. The box of a tile's upper neighbour in this area covers
    // all of its box but the bottom row, its left neighbour's all but the right column: a tile with
    // both writes one corner, most tiles of an area only a few.
    const label = id + 1;
    for (let i = 0; i < this.candidateCount; i++) {
      const t = this.candidate[i];
      const x = t % width;
      const y = (t / width) | 0;
      const firstRow = y > 0 && areaOf[t - width] === label ? y + reach : Math.max(0, y - reach);
      const firstColumn = x > 0 && areaOf[t - 1] === label ? x + 1 : Math.max(0, x - 1);
      const lastRow = Math.min(height - 1, y + reach);
      const lastColumn = Math.min(width - 1, x + 1);
      for (let by = firstRow; by <= lastRow; by++) {
        for (let bx = firstColumn, r = by * width + bx; bx <= lastColumn; bx++, r++) this.reserveFor(r, label);
      }
    }
    for (let i = 0; i < this.candidateWallCount; i++) this.reserveFor(this.candidateWalls[i], label);
    this.floorCount += this.candidateCount;
    this.areaKind.push(kind);
    this.areaType.push(type);
    this.left.push(left);
    this.top.push(top);
    this.right.push(right);
    this.bottom.push(bottom);
    this.size.push(this.candidateCount);
    this.parent.push(source);
    this.depth.push(source < 0 ? 0 : this.depth[source] + 1);
    this.typeCount[type]++;
    if (source >= 0) this.openings.push({ tile: mark, from: id, to: source, kind: "open" });
    if (prefab) this.addVaultMarks(prefab, id);
    else this.addSideMarks(type, id, dir, source < 0 ? -1 : opposite(dir), type === CORRIDOR ? dir : -1, stub, mark);
    return id;
  }

  private reserveFor(t: number, label: number): void {
    const owner = this.reserve[t];
    this.reserve[t] = owner === 0 || owner === label ? label : SEVERAL;
  }

  private prefabKindAt(prefab: Prefab, shapeIndex: number): number {
    const t = this.shape[shapeIndex];
    const x = (t % CANVAS) - 2;
    const y = ((t / CANVAS) | 0) - 2;
    return prefab.kinds[y * prefab.width + x];
  }

  /**
   * Marks on every side of the new area but the one it was entered from, at random places along
   * the side (one per TILES_PER_MARK tiles): the outermost body tile of a random column or row,
   * and the tile beyond it. The stub is left out, so nothing grows beside the doorway.
   */
  private addSideMarks(type: number, id: number, dir: number, fromSide: number, corridorDir: number, stub: number, mark: number): void {
    const { width, columnTop, columnBottom, rowLeft, rowRight } = this;
    const left = this.left[id];
    const top = this.top[id];
    const columns = this.right[id] - left + 1;
    const rows = this.bottom[id] - top + 1;
    const markX = mark % width;
    const markY = (mark / width) | 0;
    const bodyStart = type === CORRIDOR || type === TUNNEL ? (dir < 0 ? 0 : this.stub[dir]) : stub;
    // The outermost body tile of every column and row, in one pass.
    columnTop.fill(-1, 0, columns);
    columnBottom.fill(-1, 0, columns);
    rowLeft.fill(-1, 0, rows);
    rowRight.fill(-1, 0, rows);
    for (let i = 0; i < this.candidateCount; i++) {
      const t = this.candidate[i];
      const x = t % width;
      const y = (t / width) | 0;
      if (dir >= 0 && (x - markX) * DX[dir] + (y - markY) * DY[dir] < bodyStart) continue;
      const column = x - left;
      const row = y - top;
      if (columnTop[column] < 0 || y < columnTop[column]) columnTop[column] = y;
      if (y > columnBottom[column]) columnBottom[column] = y;
      if (rowLeft[row] < 0 || x < rowLeft[row]) rowLeft[row] = x;
      if (x > rowRight[row]) rowRight[row] = x;
    }
    for (let side = 0; side < 4; side++) {
      if (side === fromSide) continue;
      const vertical = side === 0 || side === 2;
      const lines = vertical ? columns : rows;
      const lineStart = vertical ? columnTop : rowLeft;
      const lineEnd = vertical ? columnBottom : rowRight;
      const low = side === 0 || side === 3;
      // The stub's clearance box spans 1 column beside a north/south doorway, reach rows beside an east/west one.
      const eligible = this.outermostLines(lineStart, lineEnd, lines, low, vertical ? 1 : this.reach);
      if (eligible === 0) continue;
      const count = Math.min(eligible, 1 + Math.floor(lines / TILES_PER_MARK));
      // One draw per side; the marks are spread evenly over the eligible lines from there.
      const first = this.random.int(0, eligible - 1);
      for (let m = 0; m < count; m++) {
        const line = this.eligibleLines[(first + Math.floor((m * eligible) / count)) % eligible];
        const outer = side === 0 || side === 3 ? lineStart[line] - 1 : lineEnd[line] + 1;
        const x = vertical ? left + line : outer;
        const y = vertical ? outer : top + line;
        if (!this.inRegion(x, y)) continue;
        // The line sticks out furthest within the box, so only the reserve map can still say no.
        if (!this.doorwayStillClear(y * width + x, side, id) || !this.doorwayInRegion(x, y, side)) continue;
        if (side === corridorDir) this.endMarks.add(y * width + x, side, type, id, 1, 0);
        else this.marks.add(y * width + x, side, type, id, 0, 0);
      }
    }
    // Crossroads arm ends: open corridor ends too.
    if (type === CORRIDOR && this.armEnds.length > 0) {
      const ox = markX - CANVAS_CENTRE;
      const oy = markY - CANVAS_CENTRE;
      for (let i = 0; i < this.armEnds.length; i += 2) {
        const t = this.toMap(this.armEnds[i], ox, oy);
        if (t >= 0 && this.inRegion(t % width, (t / width) | 0)) this.offerMark(this.endMarks, t, this.armEnds[i + 1], CORRIDOR, id, 1, 0);
      }
    }
  }

  /**
   * Fills eligibleLines with the lines whose outermost tile on this side sticks out at least as far
   * as those of the `span` lines on either side, and returns how many. Only there can a doorway
   * leave the area: beside a line that sticks out further, the stub would run alongside the area's
   * own floor.
   */
  private outermostLines(lineStart: Int32Array, lineEnd: Int32Array, lines: number, low: boolean, span: number): number {
    const edge = (line: number) => (line < 0 || line >= lines || lineStart[line] < 0 ? Infinity : low ? lineStart[line] : -lineEnd[line]);
    let count = 0;
    for (let line = 0; line < lines; line++) {
      const here = edge(line);
      if (here === Infinity) continue;
      let outermost = true;
      for (let near = 1; near <= span && outermost; near++) outermost = here <= edge(line - near) && here <= edge(line + near);
      if (outermost) this.eligibleLines[count++] = line;
    }
    return count;
  }

  /** The stub and the first body tile of a doorway from (x, y) along dir lie inside the region. */
  private doorwayInRegion(x: number, y: number, dir: number): boolean {
    const reach = this.stub[dir];
    return this.inRegion(x, y) && this.inRegion(x + DX[dir] * reach, y + DY[dir] * reach);
  }

  /** Adds a mark whose doorway is clear now (a blocked one would stay blocked); true when added. */
  private offerMark(pool: MarkPool, tile: number, dir: number, type: number, source: number, corridorEnd: number, force: number): boolean {
    if (!this.doorwayClear(tile, dir, source)) return false;
    pool.add(tile, dir, type, source, corridorEnd, force);
    return true;
  }

  /** A vault's marks are its other connections: the tile outside each, facing out. */
  private addVaultMarks(prefab: Prefab, id: number): void {
    const stub = this.candidateCount - this.shapeCount;
    for (const connection of prefab.connections) {
      const faces = facesOf(connection, prefab.width, prefab.height);
      const canvasTile = (((connection / prefab.width) | 0) + 2) * CANVAS + (connection % prefab.width) + 2;
      if (canvasTile === this.anchorTile) continue;
      let shapeIndex = -1;
      for (let i = 0; i < this.shapeCount; i++) if (this.shape[i] === canvasTile) shapeIndex = i;
      if (shapeIndex < 0) continue;
      const t = this.candidate[stub + shapeIndex];
      for (let side = 0; side < 4; side++) {
        if (!(faces & (1 << side))) continue;
        const x = (t % this.width) + DX[side];
        const y = ((t / this.width) | 0) + DY[side];
        if (this.inRegion(x, y)) this.offerMark(this.marks, y * this.width + x, side, VAULT, id, 0, 0);
      }
    }
  }

  // ── finalize ───────────────────────────────────────────────────────────────────────────────

  private finalize(): void {
    if (this.options.removeDeadEnds) this.removeDeadEnds();
    this.dropEmptyAreas();
    if (this.options.loopMinDetour > 0) this.addLoops();
    this.rollDoors();
  }

  /** Trims corridor and crossroads tiles with at most one floor neighbour, until none is left. */
  private removeDeadEnds(): void {
    const { width, height, kinds, areaOf } = this;
    const corridorArea = new Uint8Array(this.areaKind.length + 1);
    this.areaType.forEach((type, a) => (corridorArea[a + 1] = type === CORRIDOR ? 1 : 0));
    const trimmable = (t: number) => corridorArea[areaOf[t]] === 1;
    const floorNeighbours = (t: number) => {
      const x = t % width;
      let n = 0;
      if (x > 0 && areaOf[t - 1] !== 0) n++;
      if (x < width - 1 && areaOf[t + 1] !== 0) n++;
      if (t >= width && areaOf[t - width] !== 0) n++;
      if (t + width < width * height && areaOf[t + width] !== 0) n++;
      return n;
    };
    const stack: number[] = [];
    // Dead ends can only be in corridor areas: look inside their boxes, not the whole map.
    for (let a = 0; a < this.areaType.length; a++) {
      if (this.areaType[a] !== CORRIDOR) continue;
      for (let y = this.top[a]; y <= this.bottom[a]; y++) {
        for (let t = y * width + this.left[a], end = y * width + this.right[a]; t <= end; t++) {
          if (areaOf[t] === a + 1 && floorNeighbours(t) <= 1) stack.push(t);
        }
      }
    }
    const trimmed = new Uint8Array(this.areaType.length);
    while (stack.length > 0) {
      const t = stack.pop()!;
      if (!trimmable(t) || floorNeighbours(t) > 1) continue;
      trimmed[areaOf[t] - 1] = 1;
      this.size[areaOf[t] - 1]--;
      areaOf[t] = 0;
      kinds[t] = TileKind.Void;
      this.floorCount--;
      const x = t % width;
      if (x > 0 && trimmable(t - 1)) stack.push(t - 1);
      if (x < width - 1 && trimmable(t + 1)) stack.push(t + 1);
      if (t >= width && trimmable(t - width)) stack.push(t - width);
      if (t + width < width * height && trimmable(t + width)) stack.push(t + width);
    }
    // A corridor trimmed away takes its doorway with it.
    this.openings = this.openings.filter((o) => areaOf[o.tile] === o.from + 1 && this.size[o.to] > 0);
    for (let a = 0; a < trimmed.length; a++) if (trimmed[a] && this.size[a] > 0) this.remeasure(a);
  }

  /** Shrinks an area's bounds to its tiles, looking only inside its old bounds. */
  private remeasure(a: number): void {
    const { width, areaOf } = this;
    const label = a + 1;
    let left = width;
    let right = -1;
    let top = this.height;
    let bottom = -1;
    for (let y = this.top[a]; y <= this.bottom[a]; y++) {
      for (let x = this.left[a], t = y * width + x; x <= this.right[a]; x++, t++) {
        if (areaOf[t] !== label) continue;
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        bottom = y;
      }
    }
    this.left[a] = left;
    this.right[a] = right;
    this.top[a] = top;
    this.bottom[a] = bottom;
  }

  /** Renumbers areas so none is empty (ids stay in digging order). */
  private dropEmptyAreas(): void {
    const count = this.areaKind.length;
    const newId = new Int32Array(count);
    let next = 0;
    for (let a = 0; a < count; a++) newId[a] = this.size[a] > 0 ? next++ : -1;
    if (next === count) return;
    // A trimmed area never has children (their doorways keep its tiles), so parents survive renumbering.
    for (let a = 0; a < count; a++) if (this.parent[a] >= 0) this.parent[a] = newId[this.parent[a]];
    const lists = [this.areaKind, this.areaType, this.left, this.top, this.right, this.bottom, this.size, this.parent, this.depth] as unknown[][];
    for (const list of lists) {
      let write = 0;
      for (let a = 0; a < count; a++) if (newId[a] >= 0) list[write++] = list[a];
      list.length = write;
    }
    const { areaOf } = this;
    for (let t = 0; t < areaOf.length; t++) if (areaOf[t] !== 0) areaOf[t] = newId[areaOf[t] - 1] + 1;
    for (const opening of this.openings) {
      opening.from = newId[opening.from];
      opening.to = newId[opening.to];
    }
    for (const pool of [this.marks, this.endMarks]) {
      for (let i = pool.count - 1; i >= 0; i--) {
        const source = newId[pool.source[i]];
        if (source < 0) pool.remove(i);
        else pool.source[i] = source;
      }
    }
  }

  /**
   * Extra connections, as Brogue's addLoops: every place where two areas are a short straight
   * passage apart, in a shuffled order; a passage is dug (as part of the first area) when it
   * keeps the clearance rules and the way round between the areas crosses at least loopMinDetour
   * openings — counted on the graph as it grows, so loops do not pile up in one spot.
   */
  private addLoops(): void {
    const { width, height, areaOf } = this;
    const reach = this.reach;
    const tiles: number[] = [];
    const downs: number[] = [];
    const lengths: number[] = [];
    for (let y = 0, t = 0; y < height; y++) {
      for (let x = 0; x < width; x++, t++) {
        const owner = areaOf[t];
        if (owner === 0) continue;
        // East: 1..LOOP_MAX_ACROSS non-floor tiles, then another area's floor.
        for (let gap = 1; gap <= LOOP_MAX_ACROSS && x + gap + 1 < width; gap++) {
          if (areaOf[t + gap] !== 0) break;
          const other = areaOf[t + gap + 1];
          if (other === 0) continue;
          if (other !== owner) tiles.push(t), downs.push(0), lengths.push(gap);
          break;
        }
        // South: exactly the gap invariant 6 allows (wallHeight + 1) up to a little more.
        if (y + 1 < height && areaOf[t + width] === 0) {
          for (let gap = 1; gap <= reach + LOOP_MAX_EXTRA_DOWN && y + gap + 1 < height; gap++) {
            const other = areaOf[t + (gap + 1) * width];
            if (other === 0) continue;
            if (other !== owner && gap >= reach) tiles.push(t), downs.push(1), lengths.push(gap);
            break;
          }
        }
      }
    }
    const order = new Int32Array(tiles.length);
    for (let i = 0; i < order.length; i++) order[i] = i;
    for (let i = order.length - 1; i > 0; i--) {
      const j = this.random.int(0, i);
      const swap = order[i];
      order[i] = order[j];
      order[j] = swap;
    }
    const graph = new GrowingGraph(this.areaKind.length, this.openings);
    const minDetour = this.options.loopMinDetour;
    // Distances only shrink as passages are added, and a joined pair is 1 apart: once a pair has
    // been measured it is settled either way (numeric keys, one search per pair).
    const settled = new Set<number>();
    for (let k = 0; k < order.length; k++) {
      const i = order[k];
      const start = tiles[i];
      const step = downs[i] ? width : 1;
      const gap = lengths[i];
      const from = areaOf[start] - 1;
      const to = areaOf[start + (gap + 1) * step] - 1;
      if (from < 0 || to < 0 || from === to) continue;
      // A vault stays as drawn: no passage through its walls.
      if (this.areaType[from] === VAULT || this.areaType[to] === VAULT) continue;
      const pair = from < to ? from * 0x10000 + to : to * 0x10000 + from;
      if (minDetour > 1 && settled.has(pair)) continue;
      if (!this.passageFits(start, step, gap, from, to)) continue;
      if (minDetour > 1) {
        settled.add(pair);
        // Loops only shorten ways, so a pair already near in the digging tree is near for good;
        // only pairs far apart in the tree need the search over the graph with its loops.
        if (this.treeDistance(from, to, minDetour) < minDetour) continue;
        if (graph.distance(from, to, minDetour) < minDetour) continue;
      }
      for (let s = 1; s <= gap; s++) {
        const t = start + s * step;
        this.kinds[t] = TileKind.Corridor;
        areaOf[t] = from + 1;
        this.size[from]++;
        this.floorCount++;
        const x = t % width;
        const y = (t / width) | 0;
        this.left[from] = Math.min(this.left[from], x);
        this.right[from] = Math.max(this.right[from], x);
        this.top[from] = Math.min(this.top[from], y);
        this.bottom[from] = Math.max(this.bottom[from], y);
      }
      this.openings.push({ tile: start + gap * step, from, to, kind: "open" });
      graph.link(from, to);
    }
  }

  /** Doorways between two areas along the digging tree, or `limit` once the walk gets that long. */
  private treeDistance(a: number, b: number, limit: number): number {
    const { parent, depth } = this;
    let steps = 0;
    while (a !== b && steps < limit) {
      if (depth[a] >= depth[b]) a = parent[a];
      else b = parent[b];
      steps++;
    }
    return steps;
  }

  /** Clearance for a loop passage: only `from` behind its start and `to` beyond its end may be near. */
  private passageFits(start: number, step: number, gap: number, from: number, to: number): boolean {
    const { width, height, areaOf, reach } = this;
    const sx = start % width;
    const sy = (start / width) | 0;
    const down = step === width;
    for (let s = 1; s <= gap; s++) {
      const x = sx + (down ? 0 : s);
      const y = sy + (down ? s : 0);
      if (areaOf[y * width + x] !== 0) return false;
      for (let by = Math.max(0, y - reach); by <= Math.min(height - 1, y + reach); by++) {
        for (let bx = Math.max(0, x - 1); bx <= Math.min(width - 1, x + 1); bx++) {
          const owner = areaOf[by * width + bx];
          if (owner === 0) continue;
          const depth = down ? by - sy : bx - sx;
          if (owner === from + 1 && depth <= 0) continue;
          if (owner === to + 1 && depth >= gap + 1) continue;
          return false;
        }
      }
    }
    return true;
  }

  private rollDoors(): void {
    const { random, options } = this;
    for (const opening of this.openings) {
      let kind: OpeningKind = "open";
      if (random.percent(options.secretDoorChance)) kind = "secret";
      else if (random.percent(options.doorChance)) kind = "door";
      opening.kind = kind;
    }
  }

  // ── reporting ──────────────────────────────────────────────────────────────────────────────

  private report(step: string): void {
    if (this.onStep) this.onStep(step, this.snapshot(false));
  }

  /** The layout so far; `areaOf` is the live array (a step listener must read it before returning). */
  private snapshot(final: boolean): Layout {
    const areas: Area[] = [];
    for (let a = 0; a < this.areaKind.length; a++) {
      const bounds: Rect = { x: this.left[a], y: this.top[a], width: this.right[a] - this.left[a] + 1, height: this.bottom[a] - this.top[a] + 1 };
      areas.push({ id: a, kind: this.areaKind[a], bounds, size: this.size[a] });
    }
    const marks: number[] = [];
    for (const pool of [this.endMarks, this.marks]) {
      for (let i = 0; i < pool.count; i++) {
        const t = pool.tile[i];
        const dir = pool.dir[i];
        const behind = t - DX[dir] - DY[dir] * this.width;
        if (this.areaOf[t] === 0 && this.areaOf[behind] === pool.source[i] + 1) marks.push(t);
      }
    }
    return {
      algorithm: "digger",
      areas,
      areaOf: this.areaOf,
      openings: final ? this.openings : this.openings.map((o) => ({ ...o })),
      overlay: { boxes: [], lines: [], marks },
    };
  }
}

/** The area graph while loops are added: adjacency as linked lists, bounded breadth-first distance. */
class GrowingGraph {
  private readonly head: Int32Array;
  private readonly next: number[] = [];
  private readonly target: number[] = [];
  private readonly seen: Int32Array;
  private readonly depth: Int32Array;
  private readonly queue: Int32Array;
  private search = 0;

  constructor(areaCount: number, openings: readonly Opening[]) {
    this.head = new Int32Array(areaCount).fill(-1);
    this.seen = new Int32Array(areaCount);
    this.depth = new Int32Array(areaCount);
    this.queue = new Int32Array(areaCount);
    for (const { from, to } of openings) this.link(from, to);
  }

  link(a: number, b: number): void {
    this.target.push(b);
    this.next.push(this.head[a]);
    this.head[a] = this.target.length - 1;
    this.target.push(a);
    this.next.push(this.head[b]);
    this.head[b] = this.target.length - 1;
  }

  /** Openings crossed from a to b, or `limit` when b is not reached within limit − 1 of them. */
  distance(a: number, b: number, limit: number): number {
    const mark = ++this.search;
    let head = 0;
    let tail = 0;
    this.queue[tail++] = a;
    this.seen[a] = mark;
    this.depth[a] = 0;
    while (head < tail) {
      const area = this.queue[head++];
      const d = this.depth[area];
      if (d + 1 >= limit) break;
      for (let e = this.head[area]; e >= 0; e = this.next[e]) {
        const other = this.target[e];
        if (this.seen[other] === mark) continue;
        if (other === b) return d + 1;
        this.seen[other] = mark;
        this.depth[other] = d + 1;
        this.queue[tail++] = other;
      }
    }
    return limit;
  }
}

/** 16 directions round the circle as (cos, sin) × 1000, integers, in order. */
const DIRECTIONS_16: readonly (readonly [number, number])[] = [
  [1000, 0], [924, 383], [707, 707], [383, 924], [0, 1000], [-383, 924], [-707, 707], [-924, 383],
  [-1000, 0], [-924, -383], [-707, -707], [-383, -924], [0, -1000], [383, -924], [707, -707], [924, -383],
];

export const digger: LayoutAlgorithm<DiggerOptions> = {
  name: "digger",
  summary: "Feature digger (Zorbus style): rooms, circles, ellipses, polygons, corridors, tunnels, caves and vaults grown from marks",
  texts: DIGGER_TEXTS,
  options: DIGGER_OPTIONS,
  parameterPrefix: "digger",
  reads: "prefabs",
  defaults: DIGGER_DEFAULTS,
  ranges: DIGGER_RANGES,
  steps: ["start", "area", "finalize"],
  fitOptions: fitDiggerOptions,
  checkSize: checkDiggerSize,
  carve(grid: Grid, options: DiggerOptions, random: Random, input: LayoutInput, onStep?: StepListener): Layout {
    const prefabs = (input?.prefabs ?? []).filter((prefab) => prefabProblem(prefab, grid.width, grid.height, options) === null);
    return new Digging(grid, options, random, prefabs, onStep).run();
  },
  usesInput: (options: DiggerOptions) => options.vaultChance > 0,
  inputProblems(input: LayoutInput, width: number, height: number, options: DiggerOptions): string[] {
    return unplaceablePrefabs(input?.prefabs ?? [], width, height, options).map((vault) => `vault "${vault.name}" cannot be placed on this map: ${vault.reason}; it is skipped`);
  },
};
