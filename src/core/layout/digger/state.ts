/**
 * One carve's state, shared by the digger's stages (src/core/layout/digger/index.ts runs them):
 * the map with its clearance reserve, the areas dug so far, the marks, the per-type tables and
 * the scratch space reused by every attempt. Every field is set here, in the constructor or by
 * the stage that owns it (areas and openings by place.ts's commit and finish.ts).
 */
import type { Grid } from "../../grid";
import type { Random } from "../../random";
import type { AreaKind, Opening, Prefab, StepListener } from "../contract";
import { Region, regionOf } from "../kit";
import { Canvas } from "./canvas";
import { CANVAS, CAVE_ROOM, TYPE_COUNT } from "./features";
import { MarkPool } from "./mark-pool";
import { borrowInt32, borrowUint16, giveBack } from "../../scratch";
import type { DiggerOptions } from "./options";

/** `count` random bits at a time (count ≤ 30), drawn 30 at a time: walks need many tiny choices. */
export class RandomBits {
  private buffer = 0;
  private left = 0;

  constructor(private readonly random: Random) {}

  next(count: number): number {
    if (this.left < count) {
      this.buffer = this.random.int(0, 0x3fffffff);
      this.left = 30;
    }
    const value = this.buffer & ((1 << count) - 1);
    this.buffer >>>= count;
    this.left -= count;
    return value;
  }
}

export class Digging {
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
  /** How far the probe looks ahead of and beside a doorway: no shape uses more free space. */
  readonly probeAhead: number;
  readonly probeSide: number;
  /** Per feature type: Chance, Seq (the mark's own type again), Max and how many were dug. */
  readonly chance: number[];
  readonly seq: number[];
  readonly max: number[];
  readonly typeCount = new Int32Array(TYPE_COUNT);

  /** Marks on the sides of areas. */
  readonly marks = new MarkPool();
  /**
   * Open corridor ends, drawn from before any other mark (rot.js's "priority walls"): a corridor's
   * end is tried while the space ahead is still free, so fewer corridors lead nowhere.
   */
  readonly endMarks = new MarkPool();

  /** The areas, one entry per area in digging order: kind, feature type, bounds, size. */
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

  /** The shape being drawn. */
  readonly canvas = new Canvas();
  readonly bits: RandomBits;
  /** The candidate area in map tiles, stub first (written by placeShape, dug by commit). */
  readonly candidate = borrowInt32(CANVAS * CANVAS + 8);
  candidateCount = 0;
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
    this.areaOf = borrowUint16(grid.kinds.length); // the layout's: lent, as the grid is (releaseDungeon)
    this.reserve = borrowUint16(grid.kinds.length);
    this.region = regionOf(grid.width, grid.height, options);
    this.reach = options.wallHeight + 1;
    this.stub = [this.reach, 1, this.reach, 1];
    this.bits = new RandomBits(random);
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

  /**
   * Gives the work arrays back (scratch.ts) once the layout is made: the reserve map, the candidate
   * and the canvas (fresh ones cost a map entry milliseconds in the browser). The Digging must not
   * be used afterwards; its areaOf belongs to the layout.
   */
  release(): void {
    giveBack(this.reserve, this.candidate);
    this.canvas.release();
  }
}

export function tileX(d: Digging, tile: number): number {
  return tile % d.width;
}

export function tileY(d: Digging, tile: number): number {
  return (tile / d.width) | 0;
}

/** The map tile under canvas tile `t` when the canvas is moved by (ox, oy), or −1 off the map. */
export function toMap(d: Digging, t: number, ox: number, oy: number): number {
  const x = (t % CANVAS) + ox;
  const y = ((t / CANVAS) | 0) + oy;
  return x < 0 || y < 0 || x >= d.width || y >= d.height ? -1 : y * d.width + x;
}
