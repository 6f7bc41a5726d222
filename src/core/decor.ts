/**
 * Decoration: which floor tiles become a floor variant (patches and single tiles) and where the
 * palette's decorations stand, on the floor, on wall faces and on the void. Pure: it reads the
 * shared grid and Layout (areas for the floor count, openings) and returns choices per tile; the
 * MZ side (src/mz/decor.ts) turns them into tile ids and layers.
 *
 * After Pokémon Essentials v21.1's dungeon decorations (docs: essentials-reference.md, "What
 * v21.1 adds": FloorPatches radius/chance/smoothing, floor and void decorations of 1×1 and 2×2,
 * random tile variants), with our own rules on top so a decoration never blocks the way:
 *
 * - A decoration the tileset marks impassable ("blocking") stands only where the 1-tile ring
 *   around the rectangle of its blocking tiles is floor that nothing else blocks: no other
 *   blocking decoration, event, arrival or opening in or beside it (Chebyshev distance ≥ 2
 *   between blocking rectangles). A path through the rectangle can then always go around it on
 *   the ring (the ring of a rectangle is a 4-connected cycle), so every floor tile that is not
 *   blocked stays reachable (invariant 1 with blocking decorations counted as walls); a blocking
 *   tile is never an articulation tile, never in a 1-wide passage, never on or beside an opening.
 * - No decoration covers an event's or the arrival's tile, or an opening.
 * - Floor patches never touch a wall (no wall among a patch tile's 8 neighbours), so the shapes
 *   of wall faces and the shadows stay as they are; only floor shapes change.
 *
 * Deterministic: the caller passes a Random derived from the dungeon's seed on a stream of its
 * own (`decorRandom`), so decoration settings never change the layout or the placements.
 * Work is proportional to the decorations and patches asked for (random draws and work lists,
 * never a scan of the map), plus clearing a few reused work masks; nothing at all when every
 * option is 0 or the palette is empty.
 */
import { Grid, TileKind, isFloor } from "./grid";
import { RangeTable, mergeOptions } from "./options";
import { Random, mixSeed, normalizeSeed } from "./random";
import type { Layout } from "./layout/contract";

/** A type alias, so it is a NumericOptions for mergeOptions. */
export type DecorOptions = {
  /** Floor patches per 1,000 floor tiles (at least one when above 0 and there is floor). Default 6. */
  decorPatches: number;
  /** Radius of a patch in tiles. Default 3. */
  decorPatchRadius: number;
  /** Chance in percent that a tile within a patch's radius takes the patch's variant. Default 75. */
  decorPatchChance: number;
  /** Cellular-automaton passes that round the patches off (5+ variant neighbours: on, 3 or fewer: off). Default 2. */
  decorPatchSmoothing: number;
  /** Share in percent of floor tiles outside patches drawn to become a single variant tile. Default 0. */
  decorVariantChance: number;
  /** Floor decorations per 100 floor tiles. Default 3. */
  decorFloorDensity: number;
  /** Wall decorations per 100 floor tiles. Default 2. */
  decorWallDensity: number;
  /** Void decorations per 100 floor tiles. Default 2. */
  decorVoidDensity: number;
};

export const DECOR_DEFAULTS: Readonly<DecorOptions> = Object.freeze({
  decorPatches: 6,
  decorPatchRadius: 3,
  decorPatchChance: 75,
  decorPatchSmoothing: 2,
  decorVariantChance: 0,
  decorFloorDensity: 3,
  decorWallDensity: 2,
  decorVoidDensity: 2,
});

export const DECOR_RANGES: Readonly<RangeTable<DecorOptions>> = Object.freeze({
  decorPatches: { min: 0, max: 100 },
  decorPatchRadius: { min: 1, max: 10 },
  decorPatchChance: { min: 0, max: 100 },
  decorPatchSmoothing: { min: 0, max: 10 },
  decorVariantChance: { min: 0, max: 100 },
  decorFloorDensity: { min: 0, max: 100 },
  decorWallDensity: { min: 0, max: 100 },
  decorVoidDensity: { min: 0, max: 100 },
});

/** Validated options: bad values fall back to their defaults with one message each. */
export function resolveDecorOptions(given: unknown): { options: DecorOptions; problems: string[] } {
  return mergeOptions<DecorOptions>(DECOR_DEFAULTS, DECOR_RANGES, given);
}

/** Where a decoration stands. */
export const DecorKind = { Floor: 0, Wall: 1, Void: 2 } as const;
export type DecorKind = (typeof DecorKind)[keyof typeof DecorKind];

/** The largest decoration side in tiles (a 3×3 statue group still fits; larger painted groups are single tiles). */
export const MAX_DECOR_SIDE = 3;

/** A decoration's footprint: its size and which of its tiles block movement (row-major, 1 = blocks). */
export interface DecorShape {
  width: number;
  height: number;
  blocking: ArrayLike<number>;
}

/** What the palette offers, as the core sees it: how many floor variants, and the decorations' shapes per kind. */
export interface DecorPalette {
  variantCount: number;
  floor: readonly DecorShape[];
  wall: readonly DecorShape[];
  void: readonly DecorShape[];
}

export interface PlacedDecor {
  /** Top-left tile (y * width + x). */
  tile: number;
  kind: DecorKind;
  /** Index into the palette's list of that kind. */
  index: number;
}

/**
 * What goes where, as lists (no per-tile arrays: a plan is made on every map load and most tiles
 * get nothing).
 */
export interface DecorPlan {
  /** Tiles that take a floor variant, each once… */
  variantTiles: number[];
  /** …and which: variant v (0-based into the palette's variants) for variantTiles[i]. */
  variants: number[];
  decorations: PlacedDecor[];
  /** Tiles where a blocking floor decoration stands (walls and the void block anyway). */
  blockedTiles: number[];
}

/** Which splitmix32 output of the seed starts decoration's generator (content uses 16; the Random constructor 0–3). */
const DECOR_STREAM = 17;

/** The generator decoration draws from: derived from the dungeon's seed, apart from the layout's and content's. */
export function decorRandom(seed: number): Random {
  return new Random(mixSeed(normalizeSeed(seed), DECOR_STREAM));
}

/** Random tile draws allowed per tile wanted (of a kind), before giving up on that one. */
const TILE_DRAWS = 24;
/** Placement attempts per decoration wanted (a drawn spot may not fit). */
const ATTEMPTS_PER_DECORATION = 4;
/** Smoothing: a tile with this many variant neighbours (of 8) turns into a variant… */
const SMOOTH_ON = 5;
/** …and one with this many or fewer turns back into floor. */
const SMOOTH_OFF = 3;



/**
 * Plans the variants and decorations of one dungeon. `reserved` holds the tiles of events and
 * the arrival. Never throws on odd palettes: empty lists, zero sizes and shapes larger than
 * MAX_DECOR_SIDE are simply never placed.
 */
export function planDecor(grid: Grid, layout: Layout, reserved: ArrayLike<number>, palette: DecorPalette, options: DecorOptions, random: Random): DecorPlan {
  const floorCount = layout.areas.reduce((sum, area) => sum + area.size, 0);
  const wantsVariants = palette.variantCount > 0 && (options.decorPatches > 0 || options.decorVariantChance > 0);
  const counts = [
    share(floorCount, options.decorFloorDensity, 100, palette.floor.length),
    share(floorCount, options.decorWallDensity, 100, palette.wall.length),
    share(floorCount, options.decorVoidDensity, 100, palette.void.length),
  ];
  if (floorCount === 0 || (!wantsVariants && counts[0] + counts[1] + counts[2] === 0)) return { variantTiles: [], variants: [], decorations: [], blockedTiles: [] };
  const planner = new DecorPlanner(grid, random);
  if (wantsVariants) planner.variants(palette.variantCount, floorCount, options);
  if (counts[0] + counts[1] + counts[2] > 0) {
    planner.reserve(reserved, layout);
    const lists = [palette.floor, palette.wall, palette.void];
    for (const kind of [DecorKind.Floor, DecorKind.Wall, DecorKind.Void]) planner.decorate(kind, lists[kind], counts[kind]);
  }
  return planner.plan();
}

/** round(total × per / scale), 0 when nothing can be drawn from. */
function share(total: number, per: number, scale: number, available: number): number {
  if (available === 0 || per <= 0) return 0;
  return Math.floor((total * per + scale / 2) / scale);
}

/** The blocking rectangle of a shape (inclusive bounds), or null when no tile blocks. */
function blockingBounds(shape: DecorShape): { left: number; top: number; right: number; bottom: number } | null {
  let left = shape.width;
  let top = shape.height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < shape.height; y++) {
    for (let x = 0; x < shape.width; x++) {
      if (!shape.blocking[y * shape.width + x]) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? null : { left, top, right, bottom };
}

/**
 * A shape that can be placed: 1 to MAX_DECOR_SIDE on each side, and no walkable tile walled in by
 * its own blocking tiles (within 3×3 only the centre can be: all four of its sides blocking), which
 * would be floor no one reaches.
 */
function usableShape(shape: DecorShape): boolean {
  const { width, height, blocking } = shape;
  const sized = Number.isInteger(width) && Number.isInteger(height) && width >= 1 && height >= 1 && width <= MAX_DECOR_SIDE && height <= MAX_DECOR_SIDE;
  if (!sized || blocking.length < width * height) return false;
  if (width < 3 || height < 3) return true;
  const centre = width + 1;
  return Boolean(blocking[centre]) || !(blocking[centre - 1] && blocking[centre + 1] && blocking[centre - width] && blocking[centre + width]);
}

/** The work of one planDecor call: masks made only when a step needs them. */
class DecorPlanner {
  private readonly kinds: Uint8Array;
  private readonly width: number;
  private readonly height: number;
  private readonly size: number;
  private variantOf: Uint8Array | null = null;
  private readonly variantTiles: number[] = [];
  private readonly variantValues: number[] = [];
  private readonly blockedTiles: number[] = [];
  /** 1: a decoration's tile; 2: an event, the arrival or an opening (nothing goes there). */
  private occupied: Uint8Array | null = null;
  /** 1 where no blocking tile may go: blocking rectangles, events, the arrival, openings, and the ring around each. */
  private zone: Uint8Array | null = null;
  private readonly decorations: PlacedDecor[] = [];
  /** One smoothing pass's changes: tile, new variant. */
  private readonly changes: number[] = [];
  /** Smoothing's tally of the variants around one tile (at most 8 different). */
  private readonly slotVariants = new Uint8Array(8);
  private readonly slotCounts = new Uint8Array(8);

  constructor(
    grid: Grid,
    private readonly random: Random,
  ) {
    this.kinds = grid.kinds;
    this.width = grid.width;
    this.height = grid.height;
    this.size = grid.width * grid.height;
  }

  plan(): DecorPlan {
    return { variantTiles: this.variantTiles, variants: this.variantValues, decorations: this.decorations, blockedTiles: this.blockedTiles };
  }

  // -------------------------------------------------------------------------------------------
  // Variants

  /** Patches, their smoothing, then single variant tiles. */
  variants(variantCount: number, floorCount: number, options: DecorOptions): void {
    const variantOf = scratch(3, this.size);
    this.variantOf = variantOf;
    const count = Math.min(variantCount, 255);
    /** Every tile that was ever set to a variant (some twice, some back to 0 since): listed at the end. */
    const touched: number[] = [];
    if (options.decorPatches > 0) {
      const patches = Math.max(1, share(floorCount, options.decorPatches, 1000, 1));
      for (let p = 0; p < patches; p++) {
        const centre = this.drawTile(TileKind.Room);
        if (centre < 0) continue;
        const variant = 1 + this.random.smallInt(0, count - 1);
        this.patch(centre, variant, options.decorPatchRadius, options.decorPatchChance, touched);
      }
      this.smooth(options.decorPatchSmoothing, touched);
    }
    const seen = scratch(0, this.size);
    for (const tile of touched) {
      if (variantOf[tile] === 0 || seen[tile] !== 0) continue;
      seen[tile] = 1;
      this.variantTiles.push(tile);
      this.variantValues.push(variantOf[tile] - 1);
    }
    if (options.decorVariantChance > 0) this.singles(share(floorCount, options.decorVariantChance, 100, 1), count, seen);
  }

  /** Floor tiles with no wall among their 8 neighbours: a variant there leaves every wall face as it is. */
  private patchable(tile: number): boolean {
    const { kinds, width, height } = this;
    if (!isFloor(kinds[tile])) return false;
    const x = tile % width;
    const y = (tile - x) / width;
    for (let dy = -1; dy <= 1; dy++) {
      const ny = y + dy;
      if (ny < 0 || ny >= height) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        if (nx >= 0 && nx < width && kinds[ny * width + nx] === TileKind.Wall) return false;
      }
    }
    return true;
  }

  /** One patch: floor tiles within `radius` of `centre` take `variant` by chance; each is added to `touched`. */
  private patch(centre: number, variant: number, radius: number, chance: number, touched: number[]): void {
    const { width, height, kinds } = this;
    const variantOf = this.variantOf!;
    const cx = centre % width;
    const cy = (centre - cx) / width;
    // r² + r: a disc that includes the four tips' neighbours, rounder on small radii than r².
    const reach = radius * radius + radius;
    for (let y = Math.max(0, cy - radius); y <= Math.min(height - 1, cy + radius); y++) {
      for (let x = Math.max(0, cx - radius); x <= Math.min(width - 1, cx + radius); x++) {
        const dx = x - cx;
        const dy = y - cy;
        const tile = y * width + x;
        if (dx * dx + dy * dy > reach || !isFloor(kinds[tile])) continue;
        if (this.random.smallInt(0, 99) >= chance || !this.patchable(tile)) continue;
        variantOf[tile] = variant;
        touched.push(tile);
      }
    }
  }

  /**
   * `passes` cellular-automaton passes over the whole map, done on a work list: each floor tile
   * becomes a variant (the most common among its neighbours) with SMOOTH_ON or more variant
   * neighbours, floor with SMOOTH_OFF or fewer. A tile can change only when it or a neighbour
   * changed in the pass before (its state and its neighbours' are then as before), so each pass
   * looks at the neighbourhoods of the last pass's changes only (the first: of the patches' tiles).
   */
  private smooth(passes: number, touched: number[]): void {
    const variantOf = this.variantOf!;
    const { width, height, kinds } = this;
    const queued = scratch(4, this.size);
    let changed = touched;
    const next = this.changes;
    for (let pass = 1; pass <= passes && changed.length > 0; pass++) {
      const mark = pass & 0xff || 1;
      const work: number[] = [];
      for (const tile of changed) {
        const x = tile % width;
        const y = (tile - x) / width;
        for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
          for (let i = ny * width + Math.max(0, x - 1), end = ny * width + Math.min(width - 1, x + 1); i <= end; i++) {
            if (queued[i] === mark || !isFloor(kinds[i])) continue;
            queued[i] = mark;
            work.push(i);
          }
        }
      }
      next.length = 0;
      for (const tile of work) {
        const x = tile % width;
        const y = (tile - x) / width;
        if (y === 0 || y === height - 1 || x === 0 || x === width - 1) {
          const turned = this.smoothed(tile, x, y); // the map's edge: the long way
          if (turned !== variantOf[tile]) next.push(tile, turned);
          continue;
        }
        const above = tile - width;
        const below = tile + width;
        const around =
          (variantOf[above - 1] !== 0 ? 1 : 0) + (variantOf[above] !== 0 ? 1 : 0) + (variantOf[above + 1] !== 0 ? 1 : 0) +
          (variantOf[tile - 1] !== 0 ? 1 : 0) + (variantOf[tile + 1] !== 0 ? 1 : 0) +
          (variantOf[below - 1] !== 0 ? 1 : 0) + (variantOf[below] !== 0 ? 1 : 0) + (variantOf[below + 1] !== 0 ? 1 : 0);
        const current = variantOf[tile];
        if (around <= SMOOTH_OFF) {
          if (current !== 0) next.push(tile, 0);
        } else if (around >= SMOOTH_ON && current === 0) {
          const turned = this.smoothed(tile, x, y);
          if (turned !== 0) next.push(tile, turned);
        }
      }
      changed = [];
      for (let i = 0; i < next.length; i += 2) {
        variantOf[next[i]] = next[i + 1];
        changed.push(next[i]);
      }
      for (let i = 0; i < next.length; i += 2) if (next[i + 1] !== 0) touched.push(next[i]);
    }
  }

  private smoothed(tile: number, x: number, y: number): number {
    const variantOf = this.variantOf!;
    const { width, height, slotVariants, slotCounts } = this;
    if (!isFloor(this.kinds[tile])) return 0; // most of a patch's rectangle may be wall or void
    let neighbours = 0;
    let slots = 0;
    for (let dy = -1; dy <= 1; dy++) {
      const ny = y + dy;
      if (ny < 0 || ny >= height) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        if ((dx === 0 && dy === 0) || nx < 0 || nx >= width) continue;
        const variant = variantOf[ny * width + nx];
        if (variant === 0) continue;
        neighbours++;
        let slot = 0;
        while (slot < slots && slotVariants[slot] !== variant) slot++;
        if (slot === slots) {
          slotVariants[slots] = variant;
          slotCounts[slots++] = 0;
        }
        slotCounts[slot]++;
      }
    }
    const current = variantOf[tile];
    if (neighbours <= SMOOTH_OFF) return 0;
    if (neighbours < SMOOTH_ON || current !== 0 || !this.patchable(tile)) return current;
    // The most common variant around; on a tie the smaller one, so the result never depends on order.
    let best = 0;
    for (let slot = 0; slot < slots; slot++) {
      if (best === 0 || slotCounts[slot] > slotCounts[best - 1] || (slotCounts[slot] === slotCounts[best - 1] && slotVariants[slot] < slotVariants[best - 1])) best = slot + 1;
    }
    return slotVariants[best - 1];
  }

  /** `count` draws of a floor tile; each patchable one still plain takes a random variant. */
  private singles(count: number, variants: number, seen: Uint8Array): void {
    const variantOf = this.variantOf!;
    for (let i = 0; i < count; i++) {
      const tile = this.drawTile(TileKind.Room);
      if (tile < 0 || variantOf[tile] !== 0 || !this.patchable(tile)) continue;
      variantOf[tile] = 1 + this.random.smallInt(0, variants - 1);
      seen[tile] = 1;
      this.variantTiles.push(tile);
      this.variantValues.push(variantOf[tile] - 1);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Decorations

  /** Events, the arrival and openings: nothing on them, nothing blocking on or beside them. */
  reserve(reserved: ArrayLike<number>, layout: Layout): void {
    this.occupied = scratch(1, this.size);
    this.zone = scratch(2, this.size);
    const mark = (tile: number) => {
      if (!Number.isInteger(tile) || tile < 0 || tile >= this.size) return;
      this.occupied![tile] = 2;
      const x = tile % this.width;
      const y = (tile - x) / this.width;
      this.markZone(x, y, x, y);
    };
    for (let i = 0; i < reserved.length; i++) mark(reserved[i]);
    for (const opening of layout.openings) mark(opening.tile);
  }

  /** Marks the rectangle (inclusive) grown by one tile, clipped to the map, as a no-blocking zone. */
  private markZone(left: number, top: number, right: number, bottom: number): void {
    const zone = this.zone!;
    const { width, height } = this;
    for (let y = Math.max(0, top - 1); y <= Math.min(height - 1, bottom + 1); y++) {
      for (let x = Math.max(0, left - 1); x <= Math.min(width - 1, right + 1); x++) zone[y * width + x] = 1;
    }
  }

  /** Places up to `count` decorations of `kind`, drawn from `shapes`, at random spots that fit. */
  decorate(kind: DecorKind, shapes: readonly DecorShape[], count: number): void {
    if (count === 0 || shapes.length === 0) return;
    const bounds = shapes.map(blockingBounds);
    const usable = shapes.map(usableShape);
    const tileKind = kind === DecorKind.Floor ? TileKind.Room : kind === DecorKind.Wall ? TileKind.Wall : TileKind.Void;
    let placed = 0;
    for (let attempt = 0; attempt < count * ATTEMPTS_PER_DECORATION && placed < count; attempt++) {
      const tile = this.drawTile(tileKind);
      if (tile < 0) continue; // a run of misses: this map has little of that surface
      const index = this.random.smallInt(0, shapes.length - 1);
      if (!usable[index]) continue;
      const x = tile % this.width;
      const y = (tile - x) / this.width;
      if (!this.fits(kind, tileKind, shapes[index], bounds[index], x, y)) continue;
      this.place(shapes[index], kind === DecorKind.Floor ? bounds[index] : null, x, y);
      this.decorations.push({ tile, kind, index });
      placed++;
    }
  }

  private fits(kind: DecorKind, tileKind: number, shape: DecorShape, bounds: ReturnType<typeof blockingBounds>, x: number, y: number): boolean {
    const { kinds, width, height } = this;
    const occupied = this.occupied!;
    if (x + shape.width > width || y + shape.height > height) return false;
    for (let dy = 0; dy < shape.height; dy++) {
      for (let i = (y + dy) * width + x, end = i + shape.width; i < end; i++) {
        if (occupied[i] !== 0 || !sameSurface(kinds[i], tileKind)) return false;
      }
    }
    if (kind === DecorKind.Void) return this.ringIs(x, y, x + shape.width - 1, y + shape.height - 1, TileKind.Void);
    if (kind === DecorKind.Wall || bounds === null) return true;
    const left = x + bounds.left;
    const top = y + bounds.top;
    const right = x + bounds.right;
    const bottom = y + bounds.bottom;
    return this.ringIs(left, top, right, bottom, TileKind.Room) && this.outsideZone(left, top, right, bottom);
  }

  /** True when the rectangle grown by one lies inside the map and every tile of it is that surface. */
  private ringIs(left: number, top: number, right: number, bottom: number, surface: number): boolean {
    const { kinds, width, height } = this;
    if (left < 1 || top < 1 || right > width - 2 || bottom > height - 2) return false;
    for (let y = top - 1; y <= bottom + 1; y++) {
      for (let i = y * width + left - 1, end = y * width + right + 1; i <= end; i++) if (!sameSurface(kinds[i], surface)) return false;
    }
    return true;
  }

  private outsideZone(left: number, top: number, right: number, bottom: number): boolean {
    const zone = this.zone!;
    const { width } = this;
    for (let y = top; y <= bottom; y++) {
      for (let i = y * width + left, end = y * width + right; i <= end; i++) if (zone[i] !== 0) return false;
    }
    return true;
  }

  /** Marks the decoration's tiles taken; `bounds` (floor decorations only: walls and the void block anyway) its blocking tiles. */
  private place(shape: DecorShape, bounds: ReturnType<typeof blockingBounds>, x: number, y: number): void {
    const occupied = this.occupied!;
    const { width } = this;
    for (let dy = 0; dy < shape.height; dy++) {
      for (let dx = 0; dx < shape.width; dx++) occupied[(y + dy) * width + x + dx] = 1;
    }
    if (bounds === null) return;
    this.markZone(x + bounds.left, y + bounds.top, x + bounds.right, y + bounds.bottom);
    for (let dy = 0; dy < shape.height; dy++) {
      for (let dx = 0; dx < shape.width; dx++) if (shape.blocking[dy * shape.width + dx]) this.blockedTiles.push((y + dy) * width + x + dx);
    }
  }

  /**
   * A random tile of that surface (room and corridor floor count alike as floor), or −1 after
   * TILE_DRAWS misses. Drawing from the whole map keeps the cost per decoration, not per tile.
   */
  private drawTile(surface: number): number {
    const { kinds, size } = this;
    for (let draw = 0; draw < TILE_DRAWS; draw++) {
      const tile = this.random.smallInt(0, size - 1);
      if (sameSurface(kinds[tile], surface)) return tile;
    }
    return -1;
  }
}

// Work masks (seen, occupied, zone, variants, smoothing's queue) never leave planDecor: they are
// kept between calls and cleared, as a map is decorated again on every reload and five fresh
// 64 KB arrays per 256×256 map would be garbage each time.
const scratchMasks: Uint8Array[] = [];

/** Work mask `slot`, `size` bytes, all 0. */
function scratch(slot: number, size: number): Uint8Array {
  const kept = scratchMasks[slot];
  if (kept === undefined || kept.length !== size) return (scratchMasks[slot] = new Uint8Array(size));
  return kept.fill(0);
}

/** Room and corridor floor are one surface; void and wall are their own. */
function sameSurface(kind: number, surface: number): boolean {
  return surface === TileKind.Room ? isFloor(kind) : kind === surface;
}
