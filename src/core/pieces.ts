/**
 * The set-piece stage (docs/architecture.md, "Set pieces"): after a layout has carved, and before
 * walls are raised, the game maker's hand-painted rectangles (set-piece.ts) are placed into the
 * dungeon, whichever layout ran. It reads and writes only the grid and the shared Layout, so
 * walls, content, decorations and painting need not know that pieces exist beyond the tiles and
 * areas this stage leaves.
 *
 * Per piece, in order:
 *   1. chooseSpot: the rectangle's positions inside the layout's frame, scanned on a stride from a
 *      random offset; each scores the carved floor its site would erase plus how far its entrances
 *      look to the nearest floor; one of the best is drawn. A site never covers another piece's
 *      site, the corridors made for pieces, or tiles the game maker painted on the dungeon map.
 *   2. clearSite: the rectangle and a margin ring become void (one column left and right,
 *      wallHeight + 1 rows above and below, so floor outside keeps invariant 6 against the piece
 *      and the walls raised above the piece's floor fit in the margin).
 *   3. joinCutOffFloor: floor the clearing cut off from the rest is joined back by a corridor, or
 *      turned to void when it is a small remnant (or cannot be joined).
 *   4. stampPiece: the piece's kinds (mirrored when drawn so): Room floor, the designer's Wall.
 *   5. joinEntrances: from each entrance a straight stub crosses the margin, then the shortest
 *      corridor through void (breadth-first) reaches the dungeon's floor. A piece none of whose
 *      entrances can be joined is taken out again.
 * After every piece: restoreClearance fills any gap of 1..wallHeight non-floor tiles between two
 * floor tiles of a column that new corridors left (never inside a site), so invariant 6 holds;
 * then the Layout's areas are re-measured (empty ones dropped, ids renumbered), the piece's floor
 * is an area of kind "piece", each corridor an area of kind "corridor", and every two areas that
 * touch have an opening (an "open" one at each joined entrance).
 *
 * Draws come from the stage's own Random (generate.ts), so pieces never move the layout's draws.
 */
import { Grid, TileKind, isFloor } from "./grid";
import type { Random } from "./random";
import type { Area, Layout, Opening } from "./layout/contract";
import type { PlacedPiece, SetPiece } from "./set-piece";
import { Region } from "./layout/kit/frame";

/** What the stage needs besides the grid and the Layout. */
export interface PieceStageOptions {
  /** The wall height the grid will be walled with. */
  wallHeight: number;
  /** Where floor may be (kit/frame.ts regionOf): pieces and their corridors stay inside. */
  region: Region;
  /** How many optional pieces to place (after every required one). */
  count: number;
  /** Tiles the game maker painted on the dungeon map (non-zero): no site covers them. */
  structure?: Uint8Array | null;
}

/** Cut-off floor of at most this many tiles is turned to void instead of being joined back. */
const SMALL_REMNANT = 12;
/** How far ahead an entrance looks for floor when a spot is scored. */
const ENTRANCE_LOOK = 24;
/** Component label of the dungeon's main floor (labels of other components are 2 and up). */
const MAIN = 1;

/** A piece as it is stamped: kinds, entrances and event tiles already mirrored when drawn so. */
interface Shape {
  piece: number;
  source: SetPiece;
  width: number;
  height: number;
  kinds: Uint8Array;
  entrances: number[];
  mirrored: boolean;
}

/**
 * Places the request's pieces into the carved `grid` and updates `layout` to match; returns the
 * pieces placed, in the order they were placed (required ones first). One message per piece that
 * finds no spot. `pieces` must be validated already (generate.ts readPieces).
 */
export function placeSetPieces(grid: Grid, layout: Layout, pieces: readonly SetPiece[], options: PieceStageOptions, random: Random, problems: string[]): PlacedPiece[] {
  if (pieces.length === 0) return [];
  const stage = new PieceStage(grid, layout, options, random, problems);
  choosePieces(pieces, options.count, random, (index) => stage.tryPlace(pieces, index));
  return stage.finish();
}

/**
 * Which pieces to try, in order: each required piece once, then optional pieces (weight above 0)
 * drawn by weight until `count` are placed, a piece never more than its `max` copies; a piece that
 * found no spot is not drawn again. `place` returns whether the piece was placed.
 */
export function choosePieces(pieces: readonly SetPiece[], count: number, random: Random, place: (index: number) => boolean): void {
  for (let index = 0; index < pieces.length; index++) if (pieces[index].required) place(index);
  const copies = new Int32Array(pieces.length);
  const open = new Uint8Array(pieces.length);
  for (let index = 0; index < pieces.length; index++) open[index] = !pieces[index].required && pieces[index].weight > 0 && pieces[index].max > 0 ? 1 : 0;
  let placed = 0;
  while (placed < count) {
    let total = 0;
    for (let index = 0; index < pieces.length; index++) if (open[index]) total += pieces[index].weight;
    if (total <= 0) return;
    let pick = (random.int(0, 0x3fffffff) / 0x40000000) * total;
    let chosen = -1;
    for (let index = 0; index < pieces.length; index++) {
      if (!open[index]) continue;
      chosen = index;
      pick -= pieces[index].weight;
      if (pick < 0) break;
    }
    if (place(chosen)) {
      placed++;
      if (++copies[chosen] >= pieces[chosen].max) open[chosen] = 0;
    } else {
      open[chosen] = 0;
    }
  }
}

/** The piece's kinds, entrances and event tiles mirrored left–right (x → width − 1 − x). */
export function mirrorTile(tile: number, width: number): number {
  const x = tile % width;
  return tile - x + (width - 1 - x);
}

export function mirroredKinds(kinds: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(kinds.length);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) out[y * width + width - 1 - x] = kinds[y * width + x];
  return out;
}

class PieceStage {
  private readonly width: number;
  private readonly height: number;
  private readonly kinds: Uint8Array;
  private readonly areaOf: Uint16Array;
  /** Margin rows above and below a piece. */
  private readonly marginRows: number;
  /** 1 inside a piece's site (rectangle and margin): corridors never cross another site. */
  private readonly inSite: Uint8Array;
  /** 1 where no later site may go: sites, corridors made for pieces, painted structure. */
  private readonly reserved: Uint8Array;
  /** Placed piece + 1 per tile of its rectangle, 0 elsewhere. */
  private readonly pieceAt: Uint16Array;
  /** Per floor tile its component label (MAIN for the main floor), recomputed after each clearing. */
  private readonly component: Int32Array;
  // Breadth-first search work space, reused: visit stamps and the step each tile was reached from.
  private readonly seen: Int32Array;
  private readonly cameFrom: Int32Array;
  private readonly queue: Int32Array;
  private stamp = 0;
  private readonly placed: (PlacedPiece | null)[] = [];
  /** The placed pieces' names, for messages. */
  private readonly names: string[] = [];
  private readonly entranceOpenings: Opening[] = [];

  constructor(
    grid: Grid,
    private readonly layout: Layout,
    private readonly options: PieceStageOptions,
    private readonly random: Random,
    private readonly problems: string[],
  ) {
    this.width = grid.width;
    this.height = grid.height;
    this.kinds = grid.kinds;
    this.areaOf = layout.areaOf;
    this.marginRows = options.wallHeight + 1;
    const n = grid.kinds.length;
    this.inSite = new Uint8Array(n);
    this.reserved = new Uint8Array(n);
    if (options.structure) for (let tile = 0; tile < n; tile++) if (options.structure[tile]) this.reserved[tile] = 1;
    this.pieceAt = new Uint16Array(n);
    this.component = new Int32Array(n);
    this.seen = new Int32Array(n);
    this.cameFrom = new Int32Array(n);
    this.queue = new Int32Array(n);
  }

  /** Places one copy of piece `index` (mirrored on a coin flip when it may be); false when it fits nowhere. */
  tryPlace(pieces: readonly SetPiece[], index: number): boolean {
    const source = pieces[index];
    const mirrored = source.mirror && this.random.int(0, 1) === 1;
    const shape = shapeOf(source, index, mirrored);
    const { region } = this.options;
    if (shape.width > region.right - region.left + 1 || shape.height > region.bottom - region.top + 1) {
      this.problems.push(`set piece "${source.name}" (${shape.width}×${shape.height}) is larger than the map's frame (${region.right - region.left + 1}×${region.bottom - region.top + 1}); it is left out`);
      return false;
    }
    const spot = this.chooseSpot(shape);
    if (spot < 0) {
      this.problems.push(`set piece "${source.name}" found no room left on the map; it is left out`);
      return false;
    }
    const x = spot % this.width;
    const y = (spot - x) / this.width;
    this.clearSite(shape, x, y);
    this.joinCutOffFloor();
    const placedIndex = this.placed.length;
    const area = this.addArea("piece");
    const placed: PlacedPiece = { piece: index, x, y, width: shape.width, height: shape.height, mirrored, area, entrances: [] };
    this.placed.push(placed);
    this.names.push(source.name);
    this.stampPiece(shape, x, y, area, placedIndex);
    if (!this.joinEntrances(shape, placed)) {
      this.removePiece(placedIndex);
      this.problems.push(`set piece "${source.name}" found no room left on the map; it is left out`);
      return false;
    }
    return true;
  }

  // ── 1. chooseSpot ─────────────────────────────────────────────────────────────────────────

  /**
   * The top-left tile of the rectangle, or −1: positions on a stride of half the piece's size
   * from a random offset (and the last position of each axis), each scored by the floor its site
   * erases plus its entrances' distance to floor; one of those within a quarter of the best
   * score is drawn. Summed-area tables make a site's counts four reads.
   */
  private chooseSpot(shape: Shape): number {
    const { region } = this.options;
    const { width: w, height: h } = shape;
    const maxX = region.right - w + 1;
    const maxY = region.bottom - h + 1;
    const strideX = Math.max(1, w >> 1);
    const strideY = Math.max(1, h >> 1);
    const xs = axisPositions(region.left, maxX, strideX, this.random.int(0, strideX - 1));
    const ys = axisPositions(region.top, maxY, strideY, this.random.int(0, strideY - 1));
    const { floor, blocked } = this.siteTables();
    const scores = new Int32Array(xs.length * ys.length);
    let best = -1;
    for (let j = 0; j < ys.length; j++) {
      for (let i = 0; i < xs.length; i++) {
        const score = this.scoreSpot(shape, xs[i], ys[j], floor, blocked);
        scores[j * xs.length + i] = score;
        if (score >= 0 && (best < 0 || score < best)) best = score;
      }
    }
    if (best < 0) return -1;
    const limit = best + Math.max(2, best >> 2);
    let fitting = 0;
    for (let k = 0; k < scores.length; k++) if (scores[k] >= 0 && scores[k] <= limit) fitting++;
    let pick = this.random.int(0, fitting - 1);
    for (let k = 0; k < scores.length; k++) {
      if (scores[k] < 0 || scores[k] > limit || pick-- > 0) continue;
      return ys[(k / xs.length) | 0] * this.width + xs[k % xs.length];
    }
    return -1;
  }

  /** Summed-area tables ((width + 1) × (height + 1)) of floor tiles and reserved tiles. */
  private siteTables(): { floor: Int32Array; blocked: Int32Array } {
    const { width, height, kinds, reserved } = this;
    const stride = width + 1;
    const floor = new Int32Array(stride * (height + 1));
    const blocked = new Int32Array(stride * (height + 1));
    for (let y = 0; y < height; y++) {
      let floorRow = 0;
      let blockedRow = 0;
      for (let x = 0; x < width; x++) {
        const tile = y * width + x;
        if (kinds[tile] === TileKind.Room || kinds[tile] === TileKind.Corridor) floorRow++;
        blockedRow += reserved[tile];
        const at = (y + 1) * stride + x + 1;
        floor[at] = floor[at - stride] + floorRow;
        blocked[at] = blocked[at - stride] + blockedRow;
      }
    }
    return { floor, blocked };
  }

  /** Floor erased plus entrance distances for the rectangle at (x, y); −1 when its site is blocked or no entrance can lead out. */
  private scoreSpot(shape: Shape, x: number, y: number, floor: Int32Array, blocked: Int32Array): number {
    const site = this.siteOf(shape, x, y);
    const stride = this.width + 1;
    const sum = (table: Int32Array) =>
      table[(site.bottom + 1) * stride + site.right + 1] - table[site.top * stride + site.right + 1] - table[(site.bottom + 1) * stride + site.left] + table[site.top * stride + site.left];
    if (sum(blocked) > 0) return -1;
    let score = sum(floor);
    let usable = 0;
    for (const entrance of shape.entrances) {
      const reach = this.entranceReach(shape, entrance, x, y);
      if (reach < 0) {
        score += 2 * ENTRANCE_LOOK;
        continue;
      }
      usable++;
      score += reach;
    }
    return usable === 0 ? -1 : score;
  }

  /** The site (rectangle and margin, clipped to the map), inclusive tile coordinates. */
  private siteOf(shape: Shape, x: number, y: number): { left: number; top: number; right: number; bottom: number } {
    return {
      left: Math.max(0, x - 1),
      top: Math.max(0, y - this.marginRows),
      right: Math.min(this.width - 1, x + shape.width),
      bottom: Math.min(this.height - 1, y + shape.height - 1 + this.marginRows),
    };
  }

  /**
   * Steps from the end of an entrance's stub straight on to the first floor tile, up to
   * ENTRANCE_LOOK (that much when none); −1 when the stub leaves the frame.
   */
  private entranceReach(shape: Shape, entrance: number, x: number, y: number): number {
    const stub = this.stubOf(shape, entrance, x, y);
    if (stub === null) return -1;
    const { region } = this.options;
    let cx = stub.endX;
    let cy = stub.endY;
    for (let step = 1; step <= ENTRANCE_LOOK; step++) {
      cx += stub.dx;
      cy += stub.dy;
      if (cx < region.left || cx > region.right || cy < region.top || cy > region.bottom) return ENTRANCE_LOOK;
      if (isFloor(this.kinds[cy * this.width + cx])) return step;
    }
    return ENTRANCE_LOOK;
  }

  /**
   * The straight corridor from an entrance across the margin: direction and last tile; null when
   * it would leave the frame. Entrances on the top or bottom edge lead up or down (marginRows
   * tiles), those on a side lead sideways (one tile).
   */
  private stubOf(shape: Shape, entrance: number, x: number, y: number): { dx: number; dy: number; length: number; endX: number; endY: number } | null {
    const ex = entrance % shape.width;
    const ey = (entrance - ex) / shape.width;
    let dx = 0;
    let dy = 0;
    if (ey === 0) dy = -1;
    else if (ey === shape.height - 1) dy = 1;
    else if (ex === 0) dx = -1;
    else dx = 1;
    const length = dy !== 0 ? this.marginRows : 1;
    const endX = x + ex + dx * length;
    const endY = y + ey + dy * length;
    const { region } = this.options;
    if (endX < region.left || endX > region.right || endY < region.top || endY > region.bottom) return null;
    return { dx, dy, length, endX, endY };
  }

  // ── 2. clearSite ──────────────────────────────────────────────────────────────────────────

  /** Voids the site's tiles (leaving their areas) and reserves it. */
  private clearSite(shape: Shape, x: number, y: number): void {
    const site = this.siteOf(shape, x, y);
    const { width, kinds, areaOf } = this;
    for (let row = site.top; row <= site.bottom; row++) {
      for (let tile = row * width + site.left, end = row * width + site.right; tile <= end; tile++) {
        kinds[tile] = TileKind.Void;
        areaOf[tile] = 0;
        this.inSite[tile] = 1;
        this.reserved[tile] = 1;
      }
    }
  }

  // ── 3. joinCutOffFloor ────────────────────────────────────────────────────────────────────

  /**
   * Labels the floor's 4-connected components (the largest is the main floor) and joins every
   * other one back by the shortest corridor through void, or voids it when it is a small remnant
   * without a piece or cannot be joined (a piece in it is taken out, with a message).
   */
  private joinCutOffFloor(): void {
    const { order, starts } = this.labelComponents();
    for (let c = 0; c + 1 < starts.length; c++) {
      const first = starts[c];
      const last = starts[c + 1];
      if (this.component[order[first]] === MAIN) continue;
      const tiles = order.subarray(first, last);
      let holdsPiece = false;
      for (const tile of tiles) if (this.pieceAt[tile]) holdsPiece = true;
      if (!holdsPiece && tiles.length <= SMALL_REMNANT) {
        this.voidTiles(tiles);
        continue;
      }
      const way = this.findWay(tiles) ?? this.findWay(tiles, false);
      if (way === null) {
        this.dropComponent(tiles);
        continue;
      }
      this.carveCorridor(way, this.addArea("corridor"));
      for (const tile of tiles) this.component[tile] = MAIN;
    }
  }

  /**
   * Labels components: the largest gets MAIN, the others 2, 3 … Returns the floor tiles grouped by
   * component (`order`) and each group's start (one entry per component after the first, plus the end).
   */
  private labelComponents(): { order: Int32Array; starts: number[] } {
    const { width, kinds, component } = this;
    component.fill(0);
    const order = this.queue;
    const starts: number[] = [];
    let tail = 0;
    let next = 2;
    let largest = -1;
    let largestSize = 0;
    for (let start = 0; start < kinds.length; start++) {
      if (component[start] !== 0 || !isFloor(kinds[start])) continue;
      const label = next++;
      const first = tail;
      starts.push(first);
      component[start] = label;
      order[tail++] = start;
      for (let head = first; head < tail; head++) {
        const tile = order[head];
        // A layout may carve up to the map's edge (cells without a border): no step wraps a row.
        const x = tile % width;
        if (x > 0 && component[tile - 1] === 0 && isFloor(kinds[tile - 1])) (component[tile - 1] = label), (order[tail++] = tile - 1);
        if (x < width - 1 && component[tile + 1] === 0 && isFloor(kinds[tile + 1])) (component[tile + 1] = label), (order[tail++] = tile + 1);
        if (tile >= width && component[tile - width] === 0 && isFloor(kinds[tile - width])) (component[tile - width] = label), (order[tail++] = tile - width);
        if (tile + width < kinds.length && component[tile + width] === 0 && isFloor(kinds[tile + width])) (component[tile + width] = label), (order[tail++] = tile + width);
      }
      if (tail - first > largestSize) {
        largestSize = tail - first;
        largest = starts.length - 1;
      }
    }
    starts.push(tail);
    // Copied: the search work space (`queue`) is reused by findWay.
    const grouped = order.slice(0, tail);
    if (largest >= 0) for (let i = starts[largest]; i < starts[largest + 1]; i++) component[grouped[i]] = MAIN;
    return { order: grouped, starts };
  }

  // ── 4. stampPiece ─────────────────────────────────────────────────────────────────────────

  /** Writes the piece's kinds into its rectangle: floor (in the piece's area) and the designer's walls. */
  private stampPiece(shape: Shape, x: number, y: number, area: number, placedIndex: number): void {
    const { width, kinds, areaOf } = this;
    for (let py = 0; py < shape.height; py++) {
      for (let px = 0; px < shape.width; px++) {
        const tile = (y + py) * width + x + px;
        const kind = shape.kinds[py * shape.width + px];
        const floor = kind === TileKind.Room || kind === TileKind.Corridor;
        kinds[tile] = floor ? kind : TileKind.Wall;
        areaOf[tile] = floor ? area + 1 : 0;
        this.component[tile] = 0;
        this.pieceAt[tile] = placedIndex + 1;
      }
    }
  }

  // ── 5. joinEntrances ──────────────────────────────────────────────────────────────────────

  /**
   * Leads a corridor from each entrance to the main floor: the stub across the margin, then the
   * shortest way through void. Each joined entrance gets a corridor area and an "open" opening.
   * True when the piece is joined (or there is no other floor: the piece becomes the main floor).
   */
  private joinEntrances(shape: Shape, placed: PlacedPiece): boolean {
    const { width, kinds } = this;
    const mainExists = this.hasMainFloor();
    if (!mainExists) {
      this.markPieceMain(placed);
      return true;
    }
    let joined = 0;
    for (const entrance of shape.entrances) {
      const stub = this.stubOf(shape, entrance, placed.x, placed.y);
      if (stub === null) continue;
      const entranceTile = (placed.y + ((entrance / shape.width) | 0)) * width + placed.x + (entrance % shape.width);
      const stubTiles: number[] = [];
      const step = stub.dy * width + stub.dx;
      for (let k = 1; k <= stub.length; k++) stubTiles.push(entranceTile + k * step);
      if (stubTiles.some((tile) => kinds[tile] !== TileKind.Void)) continue;
      const end = stubTiles[stubTiles.length - 1];
      const way = this.findWay([end]) ?? this.findWay([end], false);
      if (way === null) continue;
      const area = this.addArea("corridor");
      this.carveCorridor(stubTiles, area);
      this.carveCorridor(way, area);
      this.entranceOpenings.push({ tile: entranceTile, from: placed.area, to: area, kind: "open" });
      placed.entrances!.push(entranceTile);
      if (joined++ === 0) this.markPieceMain(placed);
      for (const tile of stubTiles) this.component[tile] = MAIN;
    }
    return joined > 0;
  }

  private hasMainFloor(): boolean {
    const { kinds, component } = this;
    for (let tile = 0; tile < kinds.length; tile++) if (component[tile] === MAIN && isFloor(kinds[tile])) return true;
    return false;
  }

  private markPieceMain(placed: PlacedPiece): void {
    const { width, kinds } = this;
    for (let y = placed.y; y < placed.y + placed.height; y++) {
      for (let tile = y * width + placed.x, end = tile + placed.width; tile < end; tile++) if (isFloor(kinds[tile])) this.component[tile] = MAIN;
    }
  }

  /**
   * The shortest way (tiles to carve, in order, without the sources and the floor reached) from
   * `sources` through void inside the frame and outside every site to a tile of the main floor,
   * or null. With `clearance`, a tile that would stand 2..wallHeight + 1 rows from floor in its
   * column (a gap too low for a wall face and ceiling) is not stepped on.
   */
  private findWay(sources: ArrayLike<number>, clearance = true): number[] | null {
    const { width, kinds, component, seen, cameFrom, queue } = this;
    const { region } = this.options;
    const stamp = ++this.stamp;
    let tail = 0;
    for (let i = 0; i < sources.length; i++) {
      seen[sources[i]] = stamp;
      cameFrom[sources[i]] = -1;
      queue[tail++] = sources[i];
    }
    const offsets = [-1, 1, -width, width];
    const n = kinds.length;
    for (let head = 0; head < tail; head++) {
      const tile = queue[head];
      const tx = tile % width;
      for (const offset of offsets) {
        const next = tile + offset;
        // No step off the map or across a row's end (a source may lie on the map's edge).
        if (next < 0 || next >= n || (offset === -1 && tx === 0) || (offset === 1 && tx === width - 1)) continue;
        if (seen[next] === stamp) continue;
        seen[next] = stamp;
        const kind = kinds[next];
        if (kind === TileKind.Room || kind === TileKind.Corridor) {
          if (component[next] === MAIN) return this.wayBack(tile);
          continue;
        }
        if (kind !== TileKind.Void || this.inSite[next]) continue;
        const x = next % width;
        const y = (next - x) / width;
        if (x < region.left || x > region.right || y < region.top || y > region.bottom) continue;
        if (clearance && !this.clearOfCeilings(next)) continue;
        cameFrom[next] = tile;
        queue[tail++] = next;
      }
    }
    return null;
  }

  /** The tiles from a search's last step back to (not including) its source. */
  private wayBack(last: number): number[] {
    const way: number[] = [];
    for (let tile = last; this.cameFrom[tile] !== -1; tile = this.cameFrom[tile]) way.push(tile);
    return way.reverse();
  }

  /** True when floor on `tile` would leave no gap of 1..wallHeight non-floor tiles to the floor above or below it. */
  private clearOfCeilings(tile: number): boolean {
    const { width, kinds } = this;
    const reach = this.marginRows;
    for (let d = 1, up = tile - width; d <= reach && up >= 0; d++, up -= width) {
      if (isFloor(kinds[up])) {
        if (d > 1) return false;
        break;
      }
    }
    for (let d = 1, down = tile + width; d <= reach && down < kinds.length; d++, down += width) {
      if (isFloor(kinds[down])) {
        if (d > 1) return false;
        break;
      }
    }
    return true;
  }

  private carveCorridor(tiles: ArrayLike<number>, area: number): void {
    for (let i = 0; i < tiles.length; i++) {
      const tile = tiles[i];
      this.kinds[tile] = TileKind.Corridor;
      this.areaOf[tile] = area + 1;
      this.component[tile] = MAIN;
      this.reserved[tile] = 1;
    }
  }

  private voidTiles(tiles: ArrayLike<number>): void {
    for (let i = 0; i < tiles.length; i++) {
      const tile = tiles[i];
      this.kinds[tile] = TileKind.Void;
      this.areaOf[tile] = 0;
      this.component[tile] = 0;
    }
  }

  /** Voids a component that cannot be joined, taking out any piece on it (the piece's walls too). */
  private dropComponent(tiles: ArrayLike<number>): void {
    for (let i = 0; i < tiles.length; i++) {
      const at = this.pieceAt[tiles[i]];
      if (at && this.placed[at - 1] !== null) {
        this.problems.push(`set piece "${this.names[at - 1]}" was cut off by a later piece's site; it is left out`);
        this.removePiece(at - 1);
      }
    }
    this.voidTiles(tiles);
  }

  /** Takes a placed piece out again: its rectangle becomes void (the site stays reserved). */
  private removePiece(placedIndex: number): void {
    const placed = this.placed[placedIndex];
    if (!placed) return;
    const { width } = this;
    for (let y = placed.y; y < placed.y + placed.height; y++) {
      for (let tile = y * width + placed.x, end = tile + placed.width; tile < end; tile++) {
        this.kinds[tile] = TileKind.Void;
        this.areaOf[tile] = 0;
        this.component[tile] = 0;
        this.pieceAt[tile] = 0;
      }
    }
    this.placed[placedIndex] = null;
  }

  private addArea(kind: Area["kind"]): number {
    const id = this.layout.areas.length;
    this.layout.areas.push({ id, kind, bounds: { x: 0, y: 0, width: 0, height: 0 }, size: 0 });
    return id;
  }

  // ── after every piece: restoreClearance and the Layout's bookkeeping ──────────────────────

  finish(): PlacedPiece[] {
    this.restoreClearance();
    const renumber = this.remeasureAreas();
    const placed: PlacedPiece[] = [];
    for (const piece of this.placed) {
      if (piece === null) continue;
      piece.area = renumber[piece.area];
      placed.push(piece);
    }
    this.rebuildOpenings(renumber);
    return placed;
  }

  /**
   * Invariant 6 where corridors were added: a gap of 1..wallHeight non-floor tiles between two
   * floor tiles of one column becomes corridor floor (of the area above it). Sites never hold
   * such a gap (their margins are wallHeight + 1 rows), so no piece tile is touched.
   */
  private restoreClearance(): void {
    const { width, height, kinds, areaOf } = this;
    const { wallHeight } = this.options;
    for (let x = 0; x < width; x++) {
      let last = -1;
      for (let y = 0; y < height; y++) {
        const tile = y * width + x;
        if (!isFloor(kinds[tile])) continue;
        const gap = y - last - 1;
        if (last >= 0 && gap > 0 && gap <= wallHeight && this.gapIsOpen(x, last, y)) {
          const area = areaOf[last * width + x];
          for (let row = last + 1; row < y; row++) {
            kinds[row * width + x] = TileKind.Corridor;
            areaOf[row * width + x] = area;
          }
        }
        last = y;
      }
    }
  }

  private gapIsOpen(x: number, above: number, below: number): boolean {
    for (let row = above + 1; row < below; row++) if (this.inSite[row * this.width + x] || this.pieceAt[row * this.width + x]) return false;
    return true;
  }

  /**
   * Re-measures every area's bounds and size in one pass, drops the areas left without tiles and
   * renumbers the rest in order; returns old id → new id (−1 for a dropped one).
   */
  private remeasureAreas(): Int32Array {
    const { width, height, areaOf } = this;
    const areas = this.layout.areas;
    const count = areas.length;
    const left = new Int32Array(count).fill(width);
    const right = new Int32Array(count).fill(-1);
    const top = new Int32Array(count).fill(height);
    const bottom = new Int32Array(count).fill(-1);
    const size = new Int32Array(count);
    for (let y = 0, tile = 0; y < height; y++) {
      for (let x = 0; x < width; x++, tile++) {
        const id = areaOf[tile] - 1;
        if (id < 0) continue;
        if (x < left[id]) left[id] = x;
        if (x > right[id]) right[id] = x;
        if (y < top[id]) top[id] = y;
        bottom[id] = y;
        size[id]++;
      }
    }
    const renumber = new Int32Array(count).fill(-1);
    const kept: Area[] = [];
    for (let id = 0; id < count; id++) {
      if (size[id] === 0) continue;
      renumber[id] = kept.length;
      kept.push({ id: kept.length, kind: areas[id].kind, bounds: { x: left[id], y: top[id], width: right[id] - left[id] + 1, height: bottom[id] - top[id] + 1 }, size: size[id] });
    }
    if (kept.length !== count) {
      const label = new Uint16Array(count + 1);
      for (let id = 0; id < count; id++) label[id + 1] = renumber[id] + 1;
      for (let tile = 0; tile < areaOf.length; tile++) if (areaOf[tile] !== 0) areaOf[tile] = label[areaOf[tile]];
    }
    areas.length = 0;
    areas.push(...kept);
    return renumber;
  }

  /**
   * The layout's openings that still stand on their boundary (renumbered), the joined entrances'
   * openings, and one "open" opening for every other pair of areas that now touch without one
   * (the first boundary tile met in map order, in the lower-numbered area).
   */
  private rebuildOpenings(renumber: Int32Array): void {
    const { width, areaOf } = this;
    const areaCount = this.layout.areas.length;
    const pairs = new Set<number>();
    const openings: Opening[] = [];
    const pairOf = (a: number, b: number) => (a < b ? a * areaCount + b : b * areaCount + a);
    const add = (opening: Opening) => {
      const { tile, from, to } = opening;
      if (from < 0 || to < 0 || from === to || areaOf[tile] !== from + 1) return;
      const x = tile % width;
      const touches = (x > 0 && areaOf[tile - 1] === to + 1) || (x < width - 1 && areaOf[tile + 1] === to + 1) || areaOf[tile - width] === to + 1 || areaOf[tile + width] === to + 1;
      if (!touches) return;
      openings.push(opening);
      pairs.add(pairOf(from, to));
    };
    for (const opening of this.layout.openings) add({ ...opening, from: renumber[opening.from] ?? -1, to: renumber[opening.to] ?? -1 });
    for (const opening of this.entranceOpenings) add({ ...opening, from: renumber[opening.from], to: renumber[opening.to] });
    for (let tile = 0; tile < areaOf.length; tile++) {
      const here = areaOf[tile];
      if (here === 0) continue;
      const x = tile % width;
      for (const next of [x < width - 1 ? tile + 1 : -1, tile + width]) {
        if (next < 0 || next >= areaOf.length) continue;
        const there = areaOf[next];
        if (there === 0 || there === here || pairs.has(pairOf(here - 1, there - 1))) continue;
        const lower = here < there ? tile : next;
        add({ tile: lower, from: Math.min(here, there) - 1, to: Math.max(here, there) - 1, kind: "open" });
      }
    }
    this.layout.openings = openings;
  }
}

/** Positions from `min` to `max` on a stride from `min + offset`, plus `max` itself. */
function axisPositions(min: number, max: number, stride: number, offset: number): Int32Array {
  if (max < min) return new Int32Array(0);
  const first = Math.min(min + offset, max);
  const count = Math.floor((max - first) / stride) + 1;
  const last = first + (count - 1) * stride;
  const extra = (last !== max ? 1 : 0) + (first !== min ? 1 : 0);
  const out = new Int32Array(count + extra);
  let k = 0;
  if (first !== min) out[k++] = min;
  for (let i = 0; i < count; i++) out[k++] = first + i * stride;
  if (last !== max) out[k++] = max;
  return out;
}

function shapeOf(source: SetPiece, piece: number, mirrored: boolean): Shape {
  const { width, height } = source;
  if (!mirrored) return { piece, source, width, height, kinds: source.kinds, entrances: source.entrances, mirrored };
  return { piece, source, width, height, kinds: mirroredKinds(source.kinds, width, height), entrances: source.entrances.map((tile) => mirrorTile(tile, width)), mirrored };
}
