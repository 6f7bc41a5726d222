/**
 * planDecor (src/core/decor.ts) pinned on small hand-built and seeded maps, fast enough for mutant
 * runs (decor.test.ts runs property tests over every layout: about 9 s a run). Three kinds of
 * checks:
 *   - a slow model of the planner written from the file's header and doc comments, tile by tile
 *     with plain sets (no bit rows, guide tables or word reads): the same seed must give the same
 *     plan, list for list, on a few hundred seeded maps, palettes and option sets, and on maps
 *     of every size from 4×4 up (most no multiple of 4 tiles), whose kinds start at an odd byte, with over 64 areas, and
 *     with more than 256 entries in a list;
 *   - the rules checked on their own, whatever the draws: blocking decorations never cut the
 *     floor apart (a flood fill written here), nothing on reserved tiles or openings, patches off
 *     walls, a patch at chance 100 is exactly its disc, densities at 0 and at their maximum, the
 *     rounding of the counts at its boundary, one-spot maps;
 *   - resolveDecorOptions' messages and ranges, decorRandom's stream, placedDecorations, and
 *     smoothRow against a per-bit reference on many random words.
 */
import { Grid, TileKind, isFloor } from "../../src/core/grid";
import { Random, mixSeed, normalizeSeed } from "../../src/core/random";
import type { Area, Layout, Opening } from "../../src/core/layout/contract";
import {
  DECOR_DEFAULTS,
  DECOR_RANGES,
  DecorKind,
  DecorOptions,
  DecorPalette,
  DecorPlan,
  DecorShape,
  MAX_DECOR_SIDE,
  PlacedDecor,
  decorRandom,
  placedDecorations,
  planDecor,
  resolveDecorOptions,
  smoothRow,
} from "../../src/core/decor";

// ---------------------------------------------------------------------------------------------
// Maps

const KIND_OF: Record<string, number> = { " ": TileKind.Void, ".": TileKind.Room, ",": TileKind.Corridor, "#": TileKind.Wall };

/** A grid drawn as rows: . room floor, , corridor floor, # wall, space void. */
function gridOf(rows: string[]): Grid {
  const width = rows[0].length;
  const kinds = new Uint8Array(width * rows.length);
  rows.forEach((row, y) => {
    expect(row).toHaveLength(width);
    for (let x = 0; x < width; x++) kinds[y * width + x] = KIND_OF[row[x]];
  });
  return { width, height: rows.length, kinds };
}

/** The same grid with its kinds starting at byte `offset` of a larger buffer (the planner reads kinds four to a word only when aligned). */
function shifted(grid: Grid, offset: number): Grid {
  const buffer = new Uint8Array(grid.kinds.length + offset + 3).fill(TileKind.Wall);
  const kinds = buffer.subarray(offset, offset + grid.kinds.length);
  kinds.set(grid.kinds);
  return { width: grid.width, height: grid.height, kinds };
}

/** A layout whose areas are the 4-connected parts of the floor (honest boxes and sizes), with the openings given. */
function layoutOf(grid: Grid, openings: number[] = []): Layout {
  const { width, height, kinds } = grid;
  const areaOf = new Uint16Array(width * height);
  const areas: Area[] = [];
  for (let start = 0; start < width * height; start++) {
    if (!isFloor(kinds[start]) || areaOf[start] !== 0) continue;
    const id = areas.length;
    const queue = [start];
    areaOf[start] = id + 1;
    let left = width;
    let top = height;
    let right = -1;
    let bottom = -1;
    for (let head = 0; head < queue.length; head++) {
      const tile = queue[head];
      const x = tile % width;
      const y = (tile - x) / width;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      const around = [x > 0 ? tile - 1 : -1, x < width - 1 ? tile + 1 : -1, y > 0 ? tile - width : -1, y < height - 1 ? tile + width : -1];
      for (const next of around) {
        if (next < 0 || !isFloor(kinds[next]) || areaOf[next] !== 0) continue;
        areaOf[next] = id + 1;
        queue.push(next);
      }
    }
    areas.push({ id, kind: "room", bounds: { x: left, y: top, width: right - left + 1, height: bottom - top + 1 }, size: queue.length });
  }
  const opened: Opening[] = openings.map((tile) => ({ tile, from: Math.max(0, areaOf[tile] - 1), to: 0, kind: "open" }));
  return { algorithm: "test", areas, areaOf, openings: opened, overlay: { boxes: [], lines: [], marks: [] } };
}

/**
 * A seeded map: a few rooms and corridors, walls one or two tiles tall above floor with void
 * above them, some lone wall tiles in rooms (so patches meet walls inside areas), some void.
 */
function randomMap(random: Random, width: number, height: number): Grid {
  const kinds = new Uint8Array(width * height);
  const rooms = random.int(1, 4);
  for (let i = 0; i < rooms; i++) {
    const w = random.int(2, Math.max(2, width - 2));
    const h = random.int(2, Math.max(2, height - 3));
    const x0 = random.int(0, width - w);
    const y0 = random.int(0, height - h);
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) kinds[y * width + x] = TileKind.Room;
  }
  const corridors = random.int(0, 3);
  for (let i = 0; i < corridors; i++) {
    if (random.int(0, 1) === 0) {
      const y = random.int(0, height - 1);
      const x0 = random.int(0, width - 1);
      const x1 = random.int(x0, width - 1);
      for (let x = x0; x <= x1; x++) kinds[y * width + x] = TileKind.Corridor;
    } else {
      const x = random.int(0, width - 1);
      const y0 = random.int(0, height - 1);
      const y1 = random.int(y0, height - 1);
      for (let y = y0; y <= y1; y++) kinds[y * width + x] = TileKind.Corridor;
    }
  }
  const lone = random.int(0, 4);
  for (let i = 0; i < lone; i++) kinds[random.int(0, width * height - 1)] = TileKind.Wall;
  const wallHeight = random.int(1, 2);
  for (let y = 1; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!isFloor(kinds[y * width + x])) continue;
      for (let up = 1; up <= wallHeight && y - up >= 0 && kinds[(y - up) * width + x] === TileKind.Void; up++) kinds[(y - up) * width + x] = TileKind.Wall;
    }
  }
  return { width, height, kinds };
}

// ---------------------------------------------------------------------------------------------
// The slow model

interface Plain {
  variantTiles: number[];
  variants: number[];
  decorations: PlacedDecor[];
  blockedTiles: number[];
}

function plain(plan: DecorPlan): Plain {
  return { variantTiles: Array.from(plan.variantTiles), variants: Array.from(plan.variants), decorations: placedDecorations(plan), blockedTiles: Array.from(plan.blockedTiles) };
}

/** round(total × per / scale), 0 when nothing can be drawn from. */
function share(total: number, per: number, scale: number, available: number): number {
  return available === 0 || per <= 0 ? 0 : Math.floor((total * per + scale / 2) / scale);
}

function clampWhole(value: number, min: number, max: number): number {
  return value >= min ? Math.min(max, Math.floor(value)) : min;
}

/** The blocking rectangle of a shape, or null. */
function blockingRect(shape: DecorShape): { left: number; top: number; right: number; bottom: number } | null {
  let rect: { left: number; top: number; right: number; bottom: number } | null = null;
  for (let y = 0; y < shape.height; y++) {
    for (let x = 0; x < shape.width; x++) {
      if (!shape.blocking[y * shape.width + x]) continue;
      if (rect === null) rect = { left: x, top: y, right: x, bottom: y };
      else rect = { left: Math.min(rect.left, x), top: Math.min(rect.top, y), right: Math.max(rect.right, x), bottom: Math.max(rect.bottom, y) };
    }
  }
  return rect;
}

/** 1 to 3 tiles a side, enough blocking entries, and no walkable centre walled in by its own four blocking sides. */
function usable(shape: DecorShape): boolean {
  const { width, height, blocking } = shape;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > 3 || height > 3) return false;
  if (blocking.length < width * height) return false;
  if (width === 3 && height === 3 && !blocking[4] && blocking[1] && blocking[3] && blocking[5] && blocking[7]) return false;
  return true;
}

/**
 * planDecor as its comments describe it, one tile at a time. Draws: the n-th is splitmix32
 * output n of a base made of two 16-bit smallInt draws; below(n) scales 31 bits of a draw; an
 * area is drawn by its floor share (areas with no box on the map own none), the draw's leftover
 * fraction picking a piece or a variant.
 */
function slowPlan(grid: Grid, layout: Layout, reserved: ArrayLike<number>, palette: DecorPalette, options: DecorOptions, random: Random): Plain {
  const empty: Plain = { variantTiles: [], variants: [], decorations: [], blockedTiles: [] };
  const lists = [palette.floor, palette.wall, palette.void];
  const densities = [options.decorFloorDensity, options.decorWallDensity, options.decorVoidDensity];
  const wantsVariants = palette.variantCount > 0 && (options.decorPatches > 0 || options.decorVariantChance > 0);
  const wantsDecorations = lists.some((list, kind) => densities[kind] > 0 && list.length > 0);
  if (!wantsVariants && !wantsDecorations) return empty;
  const high = random.smallInt(0, 0xffff);
  const low = random.smallInt(0, 0xffff);
  const base = high * 0x10000 + low;
  let counter = 0;
  const next = () => mixSeed(base, counter++);
  const below = (count: number) => Math.floor((Math.floor(next() / 2) * count) / 2 ** 31);

  const { width, height, kinds } = grid;
  const at = (x: number, y: number) => kinds[y * width + x];
  const boxes = layout.areas.map(({ bounds }) => {
    const left = Math.max(0, bounds.x);
    const top = Math.max(0, bounds.y);
    return { left, top, columns: Math.min(width, bounds.x + bounds.width) - left, rows: Math.min(height, bounds.y + bounds.height) - top };
  });
  const owned = layout.areas.map((area, i) => (boxes[i].columns > 0 && boxes[i].rows > 0 && area.size > 0 ? area.size : 0));
  const drawable = owned.reduce((sum, size) => sum + size, 0);
  const floorCount = layout.areas.reduce((sum, area) => sum + area.size, 0);
  const counts = lists.map((list, kind) => share(floorCount, densities[kind], 100, list.length));
  if (floorCount === 0 || (!wantsVariants && counts[0] + counts[1] + counts[2] === 0)) return empty;

  let leftOver = 0;
  const drawArea = () => {
    if (drawable === 0) return -1;
    const r = Math.floor(next() / 2);
    const scaled = (r * drawable) / 2 ** 31;
    const drawn = Math.floor(scaled);
    leftOver = scaled - drawn;
    let area = 0;
    let end = owned[0];
    while (end <= drawn) end += owned[++area];
    return area;
  };
  const leftOverBelow = (count: number) => Math.floor(leftOver * count);
  let spotX = 0;
  let spotY = 0;
  const spot = (x: number, y: number) => {
    spotX = x;
    spotY = y;
    return y * width + x;
  };
  /** Spots whose reach (relative box) lies in the area's box, until the spot's tile is floor. */
  const drawFloorSpot = (area: number, reach: { left: number; top: number; right: number; bottom: number }) => {
    const box = boxes[area];
    const columns = box.columns - (reach.right - reach.left);
    const rows = box.rows - (reach.bottom - reach.top);
    if (columns <= 0 || rows <= 0) return -1;
    for (let draw = 0; draw < 24; draw++) {
      const r = next();
      const y = box.top - reach.top + Math.floor(((r >>> 16) * rows) / 65536);
      const x = box.left - reach.left + Math.floor(((r & 0xffff) * columns) / 65536);
      if (isFloor(at(x, y))) return spot(x, y);
    }
    return -1;
  };
  const ONE = { left: 0, top: 0, right: 0, bottom: 0 };
  const drawFloorTile = () => {
    const area = drawArea();
    return area < 0 ? -1 : drawFloorSpot(area, ONE);
  };

  // Sets of tiles, a byte per tile.
  const occupied = new Uint8Array(width * height);
  const noBlocking = new Uint8Array(width * height);
  const variantSet = new Uint8Array(width * height);
  const result: Plain = { variantTiles: [], variants: [], decorations: [], blockedTiles: [] };
  for (const tile of [...Array.from(reserved), ...layout.openings.map((opening) => opening.tile)]) {
    if (!Number.isInteger(tile) || tile < 0 || tile >= width * height) continue;
    occupied[tile] = 1;
    noBlocking[tile] = 1;
  }

  /** Per tile, 1 where a variant may go: floor with no wall among its 8 neighbours. */
  const patchable = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let wall = false;
      for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
        for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) if (at(nx, ny) === TileKind.Wall) wall = true;
      }
      patchable[y * width + x] = isFloor(at(x, y)) && !wall ? 1 : 0;
    }
  }

  if (wantsVariants) {
    const variantCount = Math.min(palette.variantCount, 255);
    if (options.decorPatches > 0) {
      const patches = Math.max(1, share(floorCount, options.decorPatches, 1000, 1));
      const radius = clampWhole(options.decorPatchRadius, 1, 10);
      const passes = clampWhole(options.decorPatchSmoothing, 0, 10);
      const threshold = Math.round((Math.min(100, Math.max(0, options.decorPatchChance)) * 256) / 100);
      for (let p = 0; p < patches; p++) {
        if (drawFloorTile() < 0) continue;
        const variant = leftOverBelow(variantCount);
        const [cx, cy] = [spotX, spotY];
        const left = Math.max(0, cx - radius);
        const right = Math.min(width - 1, cx + radius);
        const top = Math.max(0, cy - radius);
        const bottom = Math.min(height - 1, cy + radius);
        const columns = right - left + 1;
        const rows = bottom - top + 1;
        // The patch's cells, one byte per tile of its box.
        let cells = new Uint8Array(columns * rows);
        let any = false;
        for (let y = top; y <= bottom; y++) {
          const dy = y - cy;
          const half = Math.floor(Math.sqrt(radius * radius + radius - dy * dy));
          // Four tiles a draw, a byte each from the lowest; each row starts a new draw.
          let word = 0;
          let used = 4;
          for (let x = Math.max(left, cx - half); x <= Math.min(right, cx + half); x++) {
            if (!patchable[y * width + x]) continue;
            if (used === 4) {
              word = next();
              used = 0;
            }
            const on = ((word >>> (8 * used++)) & 0xff) < threshold;
            cells[(y - top) * columns + x - left] = on ? 1 : 0;
            any ||= on;
          }
        }
        if (!any) continue;
        const on = (x: number, y: number) => (x >= 0 && x < columns && y >= 0 && y < rows ? cells[y * columns + x] : 0);
        for (let pass = 0; pass < passes; pass++) {
          const after = new Uint8Array(columns * rows);
          let changed = false;
          for (let y = 0; y < rows; y++) {
            for (let x = 0; x < columns; x++) {
              const around = on(x - 1, y - 1) + on(x, y - 1) + on(x + 1, y - 1) + on(x - 1, y) + on(x + 1, y) + on(x - 1, y + 1) + on(x, y + 1) + on(x + 1, y + 1);
              const now = on(x, y);
              after[y * columns + x] = around <= 3 ? 0 : around >= 5 ? now | patchable[(y + top) * width + x + left] : now;
              changed ||= after[y * columns + x] !== now;
            }
          }
          cells = after;
          // A pass that changes nothing is where the rule rests: more passes give the same cells.
          if (!changed) break;
        }
        for (let y = 0; y < rows; y++) {
          for (let x = 0; x < columns; x++) {
            const tile = (y + top) * width + x + left;
            if (!on(x, y) || variantSet[tile]) continue;
            variantSet[tile] = 1;
            if (occupied[tile]) continue;
            result.variantTiles.push(tile);
            result.variants.push(variant);
          }
        }
      }
    }
    if (options.decorVariantChance > 0) {
      const singles = share(floorCount, options.decorVariantChance, 100, 1);
      for (let i = 0; i < singles; i++) {
        const tile = drawFloorTile();
        if (tile < 0 || variantSet[tile] || occupied[tile] || !patchable[tile]) continue;
        variantSet[tile] = 1;
        result.variantTiles.push(tile);
        result.variants.push(leftOverBelow(variantCount));
      }
    }
  }

  const drawWallTile = (area: number, shapeHeight: number) => {
    const r = next();
    const box = boxes[area];
    const x = box.left + Math.floor(((r >>> 16) * box.columns) / 65536);
    let y = box.top;
    for (let step = 0; step < 16 && at(x, y) === TileKind.Void; step++) if (++y >= height) return -1;
    if (at(x, y) !== TileKind.Wall) {
      if (!isFloor(at(x, y)) || y === 0 || at(x, y - 1) !== TileKind.Wall) return -1;
      y--;
    }
    let top = y;
    while (top > 0 && at(x, top - 1) === TileKind.Wall) top--;
    let bottom = y;
    while (bottom + 1 < height && at(x, bottom + 1) === TileKind.Wall) bottom++;
    const starts = bottom - top + 2 - shapeHeight;
    return starts > 0 ? spot(x, top + Math.floor(((r & 0xffff) * starts) / 65536)) : -1;
  };
  const drawVoidTile = () => {
    for (let draw = 0; draw < 24; draw++) {
      const y = below(height);
      const x = below(width);
      if (at(x, y) === TileKind.Void) return spot(x, y);
    }
    return -1;
  };
  /** The rectangle grown by one lies inside the map and is all of that surface. */
  const grownIs = (left: number, top: number, right: number, bottom: number, surface: (kind: number) => boolean) => {
    if (left < 1 || top < 1 || right > width - 2 || bottom > height - 2) return false;
    for (let y = top - 1; y <= bottom + 1; y++) for (let x = left - 1; x <= right + 1; x++) if (!surface(at(x, y))) return false;
    return true;
  };
  const usableOf = lists.map((shapes) => shapes.map(usable));
  const rectOf = lists.map((shapes, kind) => shapes.map((shape, index) => (usableOf[kind][index] ? blockingRect(shape) : null)));
  const surfaces = [isFloor, (kind: number) => kind === TileKind.Wall, (kind: number) => kind === TileKind.Void];
  for (const kind of [DecorKind.Floor, DecorKind.Wall, DecorKind.Void]) {
    const shapes = lists[kind];
    const count = counts[kind];
    let placed = 0;
    for (let attempt = 0; attempt < count * 4 && placed < count; attempt++) {
      const area = kind === DecorKind.Void ? 0 : drawArea();
      if (area < 0) continue;
      const index = kind === DecorKind.Void ? below(shapes.length) : leftOverBelow(shapes.length);
      const shape = shapes[index];
      if (!usableOf[kind][index]) continue;
      const rect = rectOf[kind][index];
      let tile: number;
      if (kind === DecorKind.Floor) {
        const reach = { left: 0, top: 0, right: shape.width - 1, bottom: shape.height - 1 };
        if (rect !== null) {
          reach.left = Math.min(0, rect.left - 1);
          reach.top = Math.min(0, rect.top - 1);
          reach.right = Math.max(reach.right, rect.right + 1);
          reach.bottom = Math.max(reach.bottom, rect.bottom + 1);
        }
        tile = drawFloorSpot(area, reach);
      } else tile = kind === DecorKind.Wall ? drawWallTile(area, shape.height) : drawVoidTile();
      if (tile < 0) continue;
      const [x, y] = [spotX, spotY];
      if (x + shape.width > width || y + shape.height > height) continue;
      let fits = true;
      for (let dy = 0; dy < shape.height; dy++) for (let dx = 0; dx < shape.width; dx++) if (occupied[(y + dy) * width + x + dx] || !surfaces[kind](at(x + dx, y + dy))) fits = false;
      if (fits && kind === DecorKind.Void) fits = grownIs(x, y, x + shape.width - 1, y + shape.height - 1, surfaces[kind]);
      const blocks = kind === DecorKind.Floor && rect !== null;
      if (fits && blocks) {
        const [left, top, right, bottom] = [x + rect.left, y + rect.top, x + rect.right, y + rect.bottom];
        fits = grownIs(left, top, right, bottom, isFloor);
        for (let ty = top - 1; ty <= bottom + 1 && fits; ty++) for (let tx = left - 1; tx <= right + 1; tx++) if (noBlocking[ty * width + tx]) fits = false;
      }
      if (!fits) continue;
      for (let dy = 0; dy < shape.height; dy++) for (let dx = 0; dx < shape.width; dx++) occupied[(y + dy) * width + x + dx] = 1;
      if (blocks) {
        for (let dy = rect.top; dy <= rect.bottom; dy++) for (let dx = rect.left; dx <= rect.right; dx++) noBlocking[(y + dy) * width + x + dx] = 1;
        for (let dy = 0; dy < shape.height; dy++) for (let dx = 0; dx < shape.width; dx++) if (shape.blocking[dy * shape.width + dx]) result.blockedTiles.push((y + dy) * width + x + dx);
      }
      result.decorations.push({ tile, kind, index });
      placed++;
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Rules checked on their own

/** Floor tiles a 4-way flood from the first open floor tile does not reach, blocked tiles counted as walls. */
function cutOff(grid: Grid, blocked: ArrayLike<number>, from: number): number {
  const { width, height, kinds } = grid;
  const closed = new Set(Array.from(blocked));
  const open = (tile: number) => isFloor(kinds[tile]) && !closed.has(tile);
  const seen = new Uint8Array(width * height);
  const queue = [from];
  seen[from] = 1;
  for (let head = 0; head < queue.length; head++) {
    const tile = queue[head];
    const x = tile % width;
    const y = (tile - x) / width;
    for (const next of [x > 0 ? tile - 1 : -1, x < width - 1 ? tile + 1 : -1, y > 0 ? tile - width : -1, y < height - 1 ? tile + width : -1]) {
      if (next < 0 || seen[next] || !open(next)) continue;
      seen[next] = 1;
      queue.push(next);
    }
  }
  let missed = 0;
  for (let tile = 0; tile < width * height; tile++) if (open(tile) && !seen[tile]) missed++;
  return missed;
}

const WALKABLE: DecorShape = { width: 1, height: 1, blocking: [0] };
const POST: DecorShape = { width: 1, height: 1, blocking: [1] };
const OFF: DecorOptions = { decorPatches: 0, decorPatchRadius: 3, decorPatchChance: 75, decorPatchSmoothing: 2, decorVariantChance: 0, decorFloorDensity: 0, decorWallDensity: 0, decorVoidDensity: 0 };
const NONE: DecorPalette = { variantCount: 0, floor: [], wall: [], void: [] };

function run(grid: Grid, layout: Layout, reserved: number[], palette: DecorPalette, options: DecorOptions, seed: number): Plain {
  const fast = plain(planDecor(grid, layout, reserved, palette, options, new Random(seed)));
  const slow = slowPlan(grid, layout, reserved, palette, options, new Random(seed));
  // Compared as text first (fast); toEqual only to show where they differ.
  if (JSON.stringify(fast) !== JSON.stringify(slow)) expect(fast).toEqual(slow);
  return fast;
}

/** An all-floor w×h map (one area filling its box). */
function openRoom(width: number, height: number): Grid {
  return { width, height, kinds: new Uint8Array(width * height).fill(TileKind.Room) };
}

describe("planDecor against the slow model", () => {
  test("first call of the file: a map of 12 areas (the area tables' first size holds up to 64)", () => {
    // Twelve 2×2 rooms on a 3-tile pitch, and walkable pieces on them.
    const grid = gridOf(["..  ..  ..  ", "..  ..  ..  ", "            ", "..  ..  ..  ", "..  ..  ..  ", "            ", "..  ..  ..  ", "..  ..  ..  ", "            ", "..  ..  ..  ", "..  ..  ..  "]);
    expect(layoutOf(grid).areas).toHaveLength(12);
    const fast = run(grid, layoutOf(grid), [], { variantCount: 2, floor: [WALKABLE], wall: [], void: [] }, { ...OFF, decorFloorDensity: 50, decorVariantChance: 50 }, 11);
    expect(fast.decorations.length).toBeGreaterThan(10);
  });

  const SHAPES: DecorShape[] = [
    WALKABLE,
    POST,
    { width: 1, height: 2, blocking: [0, 1] },
    { width: 2, height: 2, blocking: [0, 0, 1, 1] },
    { width: 2, height: 1, blocking: [1, 1] },
    { width: 3, height: 3, blocking: [1, 1, 1, 1, 1, 1, 1, 1, 1] },
    { width: 2, height: 2, blocking: [1, 0, 0, 1] },
    { width: 3, height: 2, blocking: [0, 1, 0, 0, 0, 0] },
    { width: 3, height: 3, blocking: [0, 1, 0, 1, 0, 1, 0, 1, 0] }, // a walled-in centre: never placed
    { width: 3, height: 3, blocking: [0, 1, 0, 1, 1, 1, 0, 1, 0] },
    { width: 3, height: 3, blocking: [0, 1, 0, 1, 0, 1, 0, 0, 0] },
    { width: 4, height: 1, blocking: [0, 0, 0, 0] },
    { width: 0, height: 1, blocking: [] },
    { width: 1.5, height: 1, blocking: [0, 0] },
    { width: 2, height: 2, blocking: [1, 1, 1] }, // too few entries
    { width: 2, height: 2, blocking: [0, 0, 0, 0] },
    { width: 3, height: 1, blocking: [0, 0, 0] },
    { width: 1, height: 3, blocking: [0, 0, 0] },
  ];

  function randomShapes(random: Random, most: number): DecorShape[] {
    return Array.from({ length: random.int(0, most) }, () => SHAPES[random.int(0, SHAPES.length - 1)]);
  }

  function randomOptions(random: Random): DecorOptions {
    const pick = (key: keyof DecorOptions) => {
      const { min, max } = DECOR_RANGES[key];
      const roll = random.int(0, 9);
      return roll === 0 ? min : roll === 1 ? max : random.int(min, Math.min(max, key === "decorPatchRadius" ? 10 : 40));
    };
    return Object.fromEntries(Object.keys(DECOR_DEFAULTS).map((key) => [key, pick(key as keyof DecorOptions)])) as DecorOptions;
  }

  test("seeded maps, palettes and options: the same plan as the model, list for list", () => {
    const random = new Random(2026);
    let variantTiles = 0;
    let decorations = 0;
    let blocked = 0;
    for (let i = 0; i < 44; i++) {
      const width = random.int(4, 18);
      const height = random.int(4, 16);
      const grid = randomMap(random, width, height);
      const floor = Array.from(grid.kinds.keys()).filter((tile) => isFloor(grid.kinds[tile]));
      const openings = floor.filter(() => random.int(0, 15) === 0);
      const layout = layoutOf(grid, openings);
      const reserved = floor.filter(() => random.int(0, 20) === 0);
      if (random.int(0, 3) === 0) reserved.push(-1, width * height, 2.5, NaN, 0, width * height - 1);
      const palette: DecorPalette = { variantCount: random.int(0, 4), floor: randomShapes(random, 5), wall: randomShapes(random, 3), void: randomShapes(random, 3) };
      const options = randomOptions(random);
      const seed = random.int(0, 0x7fffffff);
      // Every fourth map reads its kinds from an odd byte (no word reads).
      const used = i % 4 === 3 ? shifted(grid, 1 + (i % 3)) : grid;
      const fast = run(used, layout, reserved, palette, options, seed);
      variantTiles += fast.variantTiles.length;
      decorations += fast.decorations.length;
      blocked += fast.blockedTiles.length;
    }
    // The maps do exercise every part of the plan.
    expect(variantTiles).toBeGreaterThan(150);
    expect(decorations).toBeGreaterThan(100);
    expect(blocked).toBeGreaterThan(5);
  });

  test("wall and void pieces on seeded maps with tall walls and wide void", () => {
    const random = new Random(77);
    const kindsPlaced = new Set<number>();
    for (let i = 0; i < 8; i++) {
      const width = random.int(8, 24);
      const height = random.int(8, 24);
      const grid = randomMap(random, width, height);
      const layout = layoutOf(grid, []);
      const palette: DecorPalette = { variantCount: 0, floor: [], wall: randomShapes(random, 4).concat([WALKABLE]), void: randomShapes(random, 4).concat([POST]) };
      const options = { ...OFF, decorWallDensity: random.int(1, 100), decorVoidDensity: random.int(1, 100) };
      for (const placed of run(grid, layout, [], palette, options, i).decorations) kindsPlaced.add(placed.kind);
    }
    expect([...kindsPlaced].sort()).toEqual([DecorKind.Wall, DecorKind.Void]);
  });

  test("over 64 areas of many sizes (the area tables grow), and lists past 256 entries", () => {
    // Rooms of 1×1 to 3×2 tiles on a 3-tile pitch: 130 areas.
    const width = 39;
    const height = 30;
    const kinds = new Uint8Array(width * height);
    let rooms = 0;
    for (let y = 0; y + 2 <= height; y += 3) {
      for (let x = 0; x + 3 <= width; x += 3, rooms++) {
        const w = 1 + ((x + y) % 3);
        const h = 1 + (rooms % 2);
        for (let dy = 0; dy < h; dy++) for (let dx = 0; dx < w && dx < 2; dx++) kinds[(y + dy) * width + x + dx] = TileKind.Room;
      }
    }
    const many = { width, height, kinds };
    const layout = layoutOf(many);
    expect(layout.areas.length).toBeGreaterThan(64);
    const palette: DecorPalette = { variantCount: 2, floor: [WALKABLE, POST], wall: [], void: [WALKABLE, POST] };
    run(many, layout, [], palette, { ...OFF, decorVariantChance: 100, decorFloorDensity: 100, decorVoidDensity: 50 }, 5);
    // A 36×36 room: over 256 variant tiles, decorations and blocked tiles (3×3 blocks).
    const big = openRoom(36, 36);
    const block: DecorShape = { width: 3, height: 3, blocking: [1, 1, 1, 1, 1, 1, 1, 1, 1] };
    const full = run(big, layoutOf(big), [36 * 18 + 18], { variantCount: 5, floor: [WALKABLE, block], wall: [], void: [] }, { ...DECOR_DEFAULTS, decorPatches: 5, decorPatchRadius: 10, decorPatchChance: 100, decorFloorDensity: 40 }, 9);
    expect(full.variantTiles.length).toBeGreaterThan(256);
    expect(full.decorations.length).toBeGreaterThan(256);
    expect(full.blockedTiles.length).toBeGreaterThan(256);
    // And a small map after the big one (the work memory shrinks back).
    const small = openRoom(9, 7);
    run(small, layoutOf(small), [], { variantCount: 1, floor: [POST], wall: [], void: [] }, { ...DECOR_DEFAULTS, decorPatches: 100, decorFloorDensity: 100 }, 3);
  });

  test("areas without a box on the map count toward the densities but are never drawn from", () => {
    const grid = gridOf(["    ", " .. ", " .. ", "    "]);
    const layout = layoutOf(grid);
    // 96 more tiles of floor in an area off the map: the counts go by 100 tiles.
    layout.areas.push({ id: 1, kind: "room", bounds: { x: 10, y: 10, width: 8, height: 12 }, size: 96 });
    layout.areas.push({ id: 2, kind: "room", bounds: { x: 1, y: 1, width: 2, height: 2 }, size: 0 });
    const palette: DecorPalette = { variantCount: 2, floor: [WALKABLE], wall: [], void: [POST] };
    const fast = run(grid, layout, [], palette, { ...OFF, decorFloorDensity: 3, decorVariantChance: 2 }, 1);
    // Three floor pieces asked for, the four tiles of the map's area take them (and two singles drawn first).
    expect(fast.decorations.map((placed) => placed.kind)).toEqual([DecorKind.Floor, DecorKind.Floor, DecorKind.Floor]);
    for (const placed of fast.decorations) expect([5, 6, 9, 10]).toContain(placed.tile);
    // With only the off-map area, nothing can be drawn: no floor piece, no variant, but void pieces still.
    const offMap: Layout = { ...layout, areas: [layout.areas[1]] };
    const none = run(grid, offMap, [], palette, { ...OFF, decorFloorDensity: 50, decorPatches: 50, decorVariantChance: 50 }, 1);
    expect(none).toEqual({ variantTiles: [], variants: [], decorations: [], blockedTiles: [] });
    // An area whose box sticks out of the map is clipped to it.
    const room = openRoom(6, 5);
    const clipped = layoutOf(room);
    clipped.areas[0].bounds = { x: -3, y: -2, width: 12, height: 10 };
    run(room, clipped, [], { variantCount: 2, floor: [WALKABLE, POST], wall: [], void: [] }, { ...OFF, decorPatches: 100, decorFloorDensity: 100 }, 4);
  });
});

describe("planDecor: the rules, whatever the draws", () => {
  test("blocking pieces never cut the floor apart, never touch reserved tiles or openings, and stay off the map's edge", () => {
    const grid = gridOf([
      "####################",
      "#..........,,,,....#",
      "#..........#.......#",
      "#...####...#...##..#",
      "#...#  #...,.......#",
      "#...####...#.......#",
      "#..........#...,,,,#",
      "#..........#...,..,#",
      "####################",
    ]);
    const openings = [11 + 20 * 4, 11 + 20 * 1];
    const reserved = [2 + 20 * 2, 15 + 20 * 5, 8 + 20 * 7];
    const layout = layoutOf(grid, openings);
    const palette: DecorPalette = { variantCount: 2, floor: [POST, { width: 2, height: 1, blocking: [1, 1] }, { width: 2, height: 2, blocking: [1, 0, 0, 1] }], wall: [], void: [] };
    const guarded = new Set([...openings, ...reserved]);
    let blockedSeen = 0;
    for (let seed = 0; seed < 4; seed++) {
      const fast = run(grid, layout, reserved, palette, { ...DECOR_DEFAULTS, decorFloorDensity: 100, decorVariantChance: 40 }, seed);
      expect(cutOff(grid, fast.blockedTiles, 1 + 20 * 1)).toBe(0);
      blockedSeen += fast.blockedTiles.length;
      for (const tile of fast.blockedTiles) {
        const x = tile % 20;
        const y = Math.floor(tile / 20);
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const near = (y + dy) * 20 + x + dx;
            expect(isFloor(grid.kinds[near])).toBe(true);
            expect(guarded.has(near)).toBe(false);
          }
        }
      }
      for (const placed of fast.decorations) expect(guarded.has(placed.tile)).toBe(false);
      for (const tile of fast.variantTiles) expect(guarded.has(tile)).toBe(false);
    }
    expect(blockedSeen).toBeGreaterThan(4);
  });

  test("the one spot where a 1×1 post fits: the centre of a 3×3 room, unless the centre or a tile beside it is guarded", () => {
    const grid = gridOf(["#####", "#...#", "#...#", "#...#", "#####"]);
    const palette: DecorPalette = { variantCount: 0, floor: [POST], wall: [], void: [] };
    // 9 floor tiles, density 100: 9 posts asked for, 36 attempts; only (2,2) fits.
    const alone = run(grid, layoutOf(grid), [], palette, { ...OFF, decorFloorDensity: 100 }, 1);
    expect(alone.decorations).toEqual([{ tile: 12, kind: DecorKind.Floor, index: 0 }]);
    expect(alone.blockedTiles).toEqual([12]);
    for (const guard of [12, 6, 18, 8, 16]) {
      expect(run(grid, layoutOf(grid), [guard], palette, { ...OFF, decorFloorDensity: 100 }, 1).decorations).toEqual([]);
      expect(run(grid, layoutOf(grid, [guard]), [], palette, { ...OFF, decorFloorDensity: 100 }, 1).decorations).toEqual([]);
    }
    // A walkable piece goes anywhere free: all 9 tiles but the reserved one, each once.
    const spread = run(grid, layoutOf(grid), [6], { ...palette, floor: [WALKABLE] }, { ...OFF, decorFloorDensity: 100 }, 2);
    expect(spread.decorations.map((placed) => placed.tile).sort((a, b) => a - b)).toEqual([7, 8, 11, 12, 13, 16, 17, 18]);
    expect(spread.blockedTiles).toEqual([]);
  });

  test("a 2×1 blocking piece needs its whole ring: in a 4×3 room only at (1,1)–(2,1)… and never beside another", () => {
    const grid = gridOf(["######", "#....#", "#....#", "#....#", "######"]);
    const bar: DecorShape = { width: 2, height: 1, blocking: [1, 1] };
    const fast = run(grid, layoutOf(grid), [], { variantCount: 0, floor: [bar], wall: [], void: [] }, { ...OFF, decorFloorDensity: 100 }, 3);
    expect(fast.decorations).toEqual([{ tile: 14, kind: DecorKind.Floor, index: 0 }]);
    expect(fast.blockedTiles).toEqual([14, 15]);
    // Two posts in a 5×3 room: at x 2 and x 4 would be 2 apart (allowed), x 2 and 3 never.
    const wide = gridOf(["#######", "#.....#", "#.....#", "#.....#", "#######"]);
    for (let seed = 0; seed < 10; seed++) {
      const posts = run(wide, layoutOf(wide), [], { variantCount: 0, floor: [POST], wall: [], void: [] }, { ...OFF, decorFloorDensity: 100 }, seed);
      const xs = posts.blockedTiles.map((tile) => tile % 7).sort();
      expect(posts.blockedTiles.every((tile) => Math.floor(tile / 7) === 2)).toBe(true);
      expect([["2"], ["3"], ["4"], ["2", "4"]].map((list) => list.join())).toContain(xs.join());
      expect(xs).not.toEqual([2, 3]);
    }
  });

  test("wall pieces stand on wall faces, a 1×2 piece at the top of a 2-tall wall; void pieces in void with a void ring inside the map", () => {
    const grid = gridOf(["       ", "#######", "#######", ".......", ".......", "......."]);
    const tall: DecorShape = { width: 1, height: 2, blocking: [0, 0] };
    const wall = run(grid, layoutOf(grid), [], { variantCount: 0, floor: [], wall: [tall], void: [] }, { ...OFF, decorWallDensity: 100 }, 4);
    expect(wall.decorations.map((placed) => placed.tile).sort((a, b) => a - b)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(wall.decorations.every((placed) => placed.kind === DecorKind.Wall && placed.index === 0)).toBe(true);
    // A 1×3 piece is taller than the wall: none.
    const tooTall = run(grid, layoutOf(grid), [], { variantCount: 0, floor: [], wall: [{ width: 1, height: 3, blocking: [0, 0, 0] }], void: [] }, { ...OFF, decorWallDensity: 100 }, 4);
    expect(tooTall.decorations).toEqual([]);
    // 1×1 pieces on a 2-tall wall: both rows of every column.
    const small = run(grid, layoutOf(grid), [], { variantCount: 0, floor: [], wall: [WALKABLE], void: [] }, { ...OFF, decorWallDensity: 100 }, 4);
    expect(new Set(small.decorations.map((placed) => placed.tile)).size).toBe(small.decorations.length);
    expect(small.decorations.every((placed) => placed.tile >= 7 && placed.tile < 21)).toBe(true);
    expect(small.decorations.length).toBeGreaterThan(10);
    // The void: a 7×7 map, void but for a floor row at the bottom: a void piece's ring must be void inside the map.
    const voidGrid = gridOf(["       ", "       ", "       ", "       ", "       ", "#######", "......."]);
    const voids = run(voidGrid, layoutOf(voidGrid), [], { variantCount: 0, floor: [], wall: [], void: [POST] }, { ...OFF, decorVoidDensity: 100 }, 6);
    expect(voids.decorations.length).toBeGreaterThan(0);
    for (const placed of voids.decorations) {
      expect(placed.tile % 7).toBeGreaterThanOrEqual(1);
      expect(placed.tile % 7).toBeLessThanOrEqual(5);
      expect(Math.floor(placed.tile / 7)).toBeGreaterThanOrEqual(1);
      expect(Math.floor(placed.tile / 7)).toBeLessThanOrEqual(3);
    }
    // Void and wall pieces block nothing walkable: the blocked list is of floor pieces only.
    expect(voids.blockedTiles).toEqual([]);
  });

  test("a patch at chance 100 without smoothing is exactly its disc of patchable tiles; at chance 0 nothing", () => {
    // floor(√(r² + r − dy²)) per row: radius 1 a 3×3 square, 2 rows of 3,5,5,5,3, 3 rows of 3,5,7,7,7,5,3.
    const widths: Record<number, number[]> = { 1: [3, 3, 3], 2: [3, 5, 5, 5, 3], 3: [3, 5, 7, 7, 7, 5, 3] };
    const side = 17;
    const room = openRoom(side, side);
    /** The disc around (cx, cy), clipped to the map, as sorted tiles. */
    const disc = (cx: number, cy: number, radius: number) => {
      const tiles: number[] = [];
      for (let y = Math.max(0, cy - radius); y <= Math.min(side - 1, cy + radius); y++) {
        const half = Math.floor(Math.sqrt(radius * radius + radius - (y - cy) ** 2));
        for (let x = Math.max(0, cx - half); x <= Math.min(side - 1, cx + half); x++) tiles.push(y * side + x);
      }
      return tiles.join();
    };
    let whole = 0;
    for (const radius of [1, 2, 3]) {
      for (let seed = 0; seed < 3; seed++) {
        const fast = run(room, layoutOf(room), [], { variantCount: 1, floor: [], wall: [], void: [] }, { ...OFF, decorPatches: 1, decorPatchRadius: radius, decorPatchChance: 100, decorPatchSmoothing: 0 }, seed);
        const got = fast.variantTiles.slice().sort((a, b) => a - b);
        // Some tile of the map is the centre whose disc, clipped to the map, is exactly the patch.
        const centres = Array.from({ length: side * side }, (_, tile) => tile).filter((tile) => disc(tile % side, Math.floor(tile / side), radius) === got.join());
        expect(centres.length).toBeGreaterThanOrEqual(1);
        // A whole disc (off the edges) has its rows' widths.
        const rows = new Map<number, number>();
        for (const tile of got) rows.set(Math.floor(tile / side), (rows.get(Math.floor(tile / side)) ?? 0) + 1);
        if (got.length === widths[radius].reduce((sum, n) => sum + n, 0)) {
          expect([...rows.values()]).toEqual(widths[radius]);
          whole++;
        }
        expect(fast.variants.every((variant) => variant === 0)).toBe(true);
      }
    }
    expect(whole).toBeGreaterThan(3);
    const none = run(room, layoutOf(room), [], { variantCount: 1, floor: [], wall: [], void: [] }, { ...OFF, decorPatches: 100, decorPatchChance: 0 }, 1);
    expect(none.variantTiles).toEqual([]);
  });

  test("patches stay off tiles beside walls; reserved tiles and openings inside a patch stay plain", () => {
    const grid = gridOf(["#########", "#.......#", "#.......#", "#.......#", "#.......#", "#.......#", "#########"]);
    const reserved = [9 * 3 + 4];
    const openings = [9 * 2 + 3];
    const fast = run(grid, layoutOf(grid, openings), reserved, { variantCount: 1, floor: [], wall: [], void: [] }, { ...OFF, decorPatches: 100, decorPatchRadius: 10, decorPatchChance: 100, decorPatchSmoothing: 0 }, 0);
    // Patchable: the 5×3 tiles at x 2…6, y 2…4 (no wall among their 8 neighbours), less the two guarded.
    const expected: number[] = [];
    for (let y = 2; y <= 4; y++) for (let x = 2; x <= 6; x++) if (y * 9 + x !== reserved[0] && y * 9 + x !== openings[0]) expected.push(y * 9 + x);
    expect(fast.variantTiles.slice().sort((a, b) => a - b)).toEqual(expected);
  });

  test("densities at 0 and at their maximum; the counts round at half a decoration", () => {
    const room = openRoom(5, 5);
    const layout = layoutOf(room);
    const palette: DecorPalette = { variantCount: 2, floor: [WALKABLE], wall: [], void: [] };
    // Every option at 0: nothing. Variants wanted but no variants in the palette: nothing.
    expect(run(room, layout, [], palette, OFF, 1)).toEqual({ variantTiles: [], variants: [], decorations: [], blockedTiles: [] });
    expect(run(room, layout, [], { ...palette, variantCount: 0 }, { ...OFF, decorPatches: 50, decorVariantChance: 50 }, 1).variantTiles).toEqual([]);
    // Density 100 on 25 floor tiles of walkable pieces: every tile.
    expect(run(room, layout, [], palette, { ...OFF, decorFloorDensity: 100 }, 1).decorations).toHaveLength(25);
    // 25 tiles × 2 per 100 = 0.5: rounds to 1; 24 tiles × 2 = 0.48: 0, so nothing at all is planned.
    expect(run(room, layout, [], palette, { ...OFF, decorFloorDensity: 2 }, 1).decorations).toHaveLength(1);
    const smaller = gridOf([".....", ".....", ".....", ".....", ".... "]);
    expect(run(smaller, layoutOf(smaller), [], palette, { ...OFF, decorFloorDensity: 2 }, 1).decorations).toHaveLength(0);
    // Singles: 25 × 6 / 100 = 1.5 → 2 draws; each lands on a plain patchable tile of the open room.
    expect(run(room, layout, [], palette, { ...OFF, decorVariantChance: 6 }, 1).variantTiles.length).toBeLessThanOrEqual(2);
    expect(run(room, layout, [], palette, { ...OFF, decorVariantChance: 100 }, 1).variantTiles.length).toBeGreaterThan(10);
  });

  test("options outside their ranges are clamped by the planner: radius, smoothing and chance", () => {
    const room = openRoom(30, 30);
    const layout = layoutOf(room);
    const palette: DecorPalette = { variantCount: 3, floor: [], wall: [], void: [] };
    const plan = (options: Partial<DecorOptions>) => plain(planDecor(room, layout, [], palette, { ...DECOR_DEFAULTS, ...options }, new Random(12)));
    expect(plan({ decorPatchRadius: 50 })).toEqual(plan({ decorPatchRadius: 10 }));
    expect(plan({ decorPatchRadius: 0 })).toEqual(plan({ decorPatchRadius: 1 }));
    expect(plan({ decorPatchRadius: NaN })).toEqual(plan({ decorPatchRadius: 1 }));
    expect(plan({ decorPatchRadius: 2.7 })).toEqual(plan({ decorPatchRadius: 2 }));
    expect(plan({ decorPatchRadius: 2 })).not.toEqual(plan({ decorPatchRadius: 3 }));
    expect(plan({ decorPatchSmoothing: -4, decorPatchChance: 50 })).toEqual(plan({ decorPatchSmoothing: 0, decorPatchChance: 50 }));
    expect(plan({ decorPatchChance: 150 })).toEqual(plan({ decorPatchChance: 100 }));
    expect(plan({ decorPatchChance: -20 }).variantTiles).toEqual([]);
    // 300 variants are capped at 255: the same plan as 255.
    const many = (count: number) => plain(planDecor(room, layout, [], { ...palette, variantCount: count }, { ...DECOR_DEFAULTS, decorVariantChance: 30 }, new Random(3)));
    expect(many(300)).toEqual(many(255));
    expect(Math.max(...many(300).variants)).toBeGreaterThan(200);
  });

  test("no layout floor, or a palette with nothing for the densities asked: an empty plan of six empty lists", () => {
    const room = openRoom(6, 6);
    const noAreas: Layout = { ...layoutOf(room), areas: [] };
    const palette: DecorPalette = { variantCount: 2, floor: [WALKABLE], wall: [WALKABLE], void: [WALKABLE] };
    const plan = planDecor(room, noAreas, [], palette, DECOR_DEFAULTS, new Random(1));
    expect(Object.entries(plan).map(([key, list]) => [key, list.length, list.constructor.name])).toEqual([
      ["variantTiles", 0, "Int32Array"],
      ["variants", 0, "Uint8Array"],
      ["decorationTiles", 0, "Int32Array"],
      ["decorationKinds", 0, "Uint8Array"],
      ["decorationIndexes", 0, "Int32Array"],
      ["blockedTiles", 0, "Int32Array"],
    ]);
    // Densities for kinds the palette has none of: nothing (and a palette with only those).
    for (const [key, list] of [
      ["decorFloorDensity", "floor"],
      ["decorWallDensity", "wall"],
      ["decorVoidDensity", "void"],
    ] as const) {
      const empty = plain(planDecor(room, layoutOf(room), [], { ...palette, [list]: [] }, { ...OFF, [key]: 100 }, new Random(1)));
      expect(empty.decorations).toEqual([]);
      const only = run(room, layoutOf(room), [], { ...NONE, [list]: [WALKABLE] }, { ...OFF, [key]: 100 }, 1);
      // An all-floor map has no wall or void; of 36 walkable floor pieces, most find a free tile in 144 attempts.
      if (list === "floor") expect(only.decorations.length).toBeGreaterThan(30);
      else expect(only.decorations).toEqual([]);
    }
    // Two calls in a row give the same plan: the work memory is left empty.
    const again = () => plain(planDecor(room, layoutOf(room, [7]), [14], { ...palette, floor: [POST] }, { ...DECOR_DEFAULTS, decorFloorDensity: 100, decorVariantChance: 50 }, new Random(8)));
    expect(again()).toEqual(again());
  });
});

describe("planDecor: shapes, guarded tiles and odd layouts", () => {
  const sorted = (tiles: number[]) => tiles.slice().sort((a, b) => a - b);

  test("which shapes are placed: 1 to 3 tiles a side; a 3×3 whose walkable centre its four blocking sides wall in, never; extra blocking entries ignored", () => {
    const room = openRoom(9, 9);
    const layout = layoutOf(room);
    const placedOf = (shape: DecorShape, seed: number) => run(room, layout, [], { variantCount: 0, floor: [shape], wall: [], void: [] }, { ...OFF, decorFloorDensity: 20 }, seed);
    const never: DecorShape[] = [
      { width: 4, height: 1, blocking: [0, 0, 0, 0] },
      { width: 1, height: 4, blocking: [0, 0, 0, 0] },
      { width: 3, height: 3, blocking: [0, 1, 0, 1, 0, 1, 0, 1, 0] },
      { width: 0, height: 2, blocking: [0, 0] },
      { width: 2, height: 0, blocking: [] },
      { width: 2, height: 2, blocking: [0, 0, 0] },
    ];
    for (const shape of never) expect(placedOf(shape, 1).decorations).toEqual([]);
    const placeable: DecorShape[] = [
      { width: 3, height: 3, blocking: [0, 0, 0, 0, 0, 0, 0, 0, 0] },
      { width: 3, height: 3, blocking: [0, 1, 0, 0, 0, 1, 0, 1, 0] }, // open on the left
      { width: 3, height: 3, blocking: [0, 1, 0, 1, 0, 0, 0, 1, 0] }, // open on the right
      { width: 3, height: 3, blocking: [0, 0, 0, 1, 0, 1, 0, 1, 0] }, // open at the top
      { width: 3, height: 3, blocking: [0, 1, 0, 1, 0, 1, 0, 0, 0] }, // open at the bottom
      { width: 3, height: 3, blocking: [0, 1, 0, 1, 1, 1, 0, 1, 0] }, // a blocking centre
      { width: 2, height: 3, blocking: [0, 1, 1, 0, 1, 1] }, // 2 wide: no centre to wall in
      { width: 3, height: 2, blocking: [0, 1, 0, 1, 0, 1, 0, 1] }, // 2 tall, two entries too many
      { width: 2, height: 2, blocking: [0, 0, 0, 0] },
      { width: 3, height: 1, blocking: [0, 0, 0] },
      { width: 1, height: 3, blocking: [0, 0, 0] },
      { width: 1, height: 1, blocking: [0, 1] }, // walkable: the extra entry is no tile of it
      { width: 1, height: 1, blocking: [1, 1] },
    ];
    for (const shape of placeable) {
      const fast = placedOf(shape, 2);
      expect(fast.decorations.length).toBeGreaterThan(0);
      // Blocked tiles: exactly the shape's blocking tiles of each piece.
      const expected: number[] = [];
      for (const placed of fast.decorations) {
        for (let dy = 0; dy < shape.height; dy++) for (let dx = 0; dx < shape.width; dx++) if (shape.blocking[dy * shape.width + dx]) expected.push(placed.tile + dy * 9 + dx);
      }
      expect(sorted(fast.blockedTiles)).toEqual(sorted(expected));
      expect(cutOff(room, fast.blockedTiles, room.kinds.findIndex((_, tile) => !fast.blockedTiles.includes(tile)))).toBe(0);
    }
  });

  test("reserved tiles inside patches stay plain wherever they fall in the bit rows", () => {
    const room = openRoom(45, 21);
    const reserved = Array.from({ length: 45 * 21 }, (_, tile) => tile).filter((tile) => (tile * 7) % 11 === 0);
    const fast = run(room, layoutOf(room), reserved, { variantCount: 2, floor: [], wall: [], void: [] }, { ...OFF, decorPatches: 100, decorPatchRadius: 10, decorPatchChance: 100, decorPatchSmoothing: 0 }, 3);
    const guarded = new Set(reserved);
    expect(fast.variantTiles.filter((tile) => guarded.has(tile))).toEqual([]);
    // Patches at chance 100 cover all but a few tiles: every other tile they reach is a variant.
    expect(fast.variantTiles.length).toBeGreaterThan(45 * 21 - reserved.length - 100);
  });

  test("reserved entries that are no tile (NaN, fractions, past the end) guard nothing", () => {
    const room = openRoom(3, 3);
    const seen = new Set<number>();
    for (let seed = 0; seed < 6; seed++) {
      const fast = run(room, layoutOf(room), [NaN, 1.5, 2.5, 9, 40, -1, -32], { variantCount: 0, floor: [WALKABLE], wall: [], void: [] }, { ...OFF, decorFloorDensity: 100 }, seed);
      for (const placed of fast.decorations) seen.add(placed.tile);
    }
    expect(sorted([...seen])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  test("an area whose box lies off the map on one side only owns no draws", () => {
    const grid = gridOf(["      ", " ..   ", " ..   ", "      ", "      ", "      "]);
    for (const bounds of [
      { x: 1, y: 6, width: 2, height: 3 },
      { x: 6, y: 1, width: 3, height: 2 },
      { x: 1, y: -5, width: 2, height: 5 },
      { x: -4, y: 1, width: 4, height: 2 },
    ]) {
      const layout = layoutOf(grid);
      layout.areas.unshift({ id: 9, kind: "room", bounds, size: 60 });
      const fast = run(grid, layout, [], { variantCount: 2, floor: [WALKABLE], wall: [], void: [] }, { ...OFF, decorFloorDensity: 5, decorVariantChance: 5 }, 2);
      // 64 tiles × 5% = 3 pieces, all drawn from the 4 tiles on the map.
      expect(fast.decorations).toHaveLength(3);
    }
  });

  test("with only areas off the map, no draw is spent on floor: void pieces land as if nothing else was asked", () => {
    // A 2×2 room on a 9×9 map of void; areas listed before the one off the map are what the work memory last held.
    const grid = gridOf(["         ", " ..      ", " ..      ", "         ", "         ", "         ", "         ", "         ", "         "]);
    const palette: DecorPalette = { variantCount: 2, floor: [WALKABLE], wall: [WALKABLE], void: [POST, WALKABLE] };
    const onMap = layoutOf(grid);
    const offArea: Area = { id: 0, kind: "room", bounds: { x: 20, y: 20, width: 8, height: 12 }, size: 96 };
    const voidOnly = (layout: Layout, options: DecorOptions) => run(grid, layout, [], palette, options, 4).decorations.filter((placed) => placed.kind === DecorKind.Void);
    for (let round = 0; round < 3; round++) {
      // A call whose second area is on the map, then one whose only area is off it.
      run(grid, { ...onMap, areas: [offArea, { ...onMap.areas[0], id: 1 }] }, [], palette, { ...DECOR_DEFAULTS, decorFloorDensity: 50 }, round);
      const off: Layout = { ...onMap, areas: [offArea] };
      const all = run(grid, off, [], palette, { ...OFF, decorPatches: 50, decorVariantChance: 50, decorFloorDensity: 50, decorWallDensity: 50, decorVoidDensity: 10 }, 4);
      expect(all.variantTiles).toEqual([]);
      expect(all.decorations.every((placed) => placed.kind === DecorKind.Void)).toBe(true);
      expect(all.decorations).toEqual(voidOnly(off, { ...OFF, decorVoidDensity: 10 }));
      expect(all.decorations.length).toBeGreaterThan(0);
    }
  });

  test("wall pieces wider than a tile stay on the wall: never over its end, never wrapping to the next row", () => {
    const grid = gridOf(["      ", "##### ", "..... ", "######", "......"]);
    const palette: DecorPalette = { variantCount: 1, floor: [], wall: [{ width: 2, height: 1, blocking: [0, 0] }], void: [] };
    const xs = new Set<number>();
    for (let seed = 0; seed < 8; seed++) {
      // Singles first: the last floor spot drawn lies in an area that fills its box.
      const fast = run(grid, layoutOf(grid), [], palette, { ...OFF, decorVariantChance: 60, decorWallDensity: 100 }, seed);
      for (const placed of fast.decorations) {
        const x = placed.tile % 6;
        const y = Math.floor(placed.tile / 6);
        xs.add(x);
        expect(y === 1 ? x <= 3 : y === 3 && x <= 4).toBe(true);
      }
    }
    expect(xs.size).toBeGreaterThan(2);
  });

  test("a wall in the first column of the next row is no neighbour of the last column (patches)", () => {
    const grid = gridOf(Array.from({ length: 7 }, () => "#........"));
    const expected = Array.from({ length: 63 }, (_, tile) => tile).filter((tile) => tile % 9 >= 2);
    for (const offset of [0, 1]) {
      const used = offset === 0 ? grid : shifted(grid, offset);
      const fast = run(used, layoutOf(used), [], { variantCount: 1, floor: [], wall: [], void: [] }, { ...OFF, decorPatches: 1, decorPatchRadius: 10, decorPatchChance: 100, decorPatchSmoothing: 0 }, 1);
      expect(sorted(fast.variantTiles)).toEqual(expected);
    }
  });

  test("a thin area in a wide box: floor spots give up after 24 misses", () => {
    // An L of corridor along the top and left of a 20×20 box: 39 floor tiles of 400.
    const rows = Array.from({ length: 20 }, (_, y) => (y === 0 ? ",".repeat(20) : "," + " ".repeat(19)));
    const grid = gridOf(rows);
    for (let seed = 0; seed < 4; seed++) {
      const fast = run(grid, layoutOf(grid), [], { variantCount: 3, floor: [WALKABLE, { width: 1, height: 1, blocking: [0] }], wall: [], void: [] }, { ...OFF, decorFloorDensity: 100, decorVariantChance: 100 }, seed);
      expect(fast.decorations.length).toBeGreaterThan(10);
    }
  });
});

describe("planDecor: the counts of the three kinds", () => {
  const grid = gridOf(["       ", "#######", "#######", ".......", ".......", "......."]);
  const palette: DecorPalette = { variantCount: 0, floor: [WALKABLE], wall: [WALKABLE], void: [WALKABLE] };
  const kinds = (options: Partial<DecorOptions>) => {
    const fast = run(grid, layoutOf(grid), [], palette, { ...OFF, ...options }, 6);
    return [DecorKind.Floor, DecorKind.Wall, DecorKind.Void].map((kind) => fast.decorations.filter((placed) => placed.kind === kind).length);
  };

  test("two kinds asked for in equal numbers are both placed (the counts are added, not cancelled)", () => {
    // 21 floor tiles: 10 per 100 is 2 of each kind asked for.
    expect(kinds({ decorFloorDensity: 10, decorWallDensity: 10 })).toEqual([2, 2, 0]);
    expect(kinds({ decorWallDensity: 10, decorVoidDensity: 10 })).toEqual([0, 2, 0]); // no void with a void ring here
  });

  test("a negative density (options not validated) asks for none of its kind and takes nothing from the others", () => {
    expect(kinds({ decorFloorDensity: -100, decorWallDensity: 100 })).toEqual([0, 14, 0]);
    expect(kinds({ decorFloorDensity: 100, decorWallDensity: -100 })[1]).toBe(0);
  });
});

describe("planDecor and the Random it is given", () => {
  /** The next draws of a Random, to tell how much was drawn from it before. */
  const after = (random: Random) => [random.int(0, 1e9), random.int(0, 1e9), random.int(0, 1e9)];
  const FULL: DecorPalette = { variantCount: 2, floor: [WALKABLE], wall: [WALKABLE], void: [WALKABLE] };
  const ZERO: DecorOptions = { ...OFF, decorPatchRadius: 1, decorPatchChance: 0, decorPatchSmoothing: 0 };

  test("nothing is drawn when nothing is asked: every option at 0, an empty palette, or each density with no piece of its kind", () => {
    const room = openRoom(6, 6);
    const layout = layoutOf(room);
    const untouched = (palette: DecorPalette, options: DecorOptions) => {
      const random = new Random(31);
      const plan = plain(planDecor(room, layout, [], palette, options, random));
      expect(plan).toEqual({ variantTiles: [], variants: [], decorations: [], blockedTiles: [] });
      expect(after(random)).toEqual(after(new Random(31)));
    };
    untouched(FULL, ZERO);
    untouched(NONE, DECOR_DEFAULTS);
    untouched(NONE, { ...DECOR_DEFAULTS, decorPatches: 100, decorVariantChance: 100, decorFloorDensity: 100, decorWallDensity: 100, decorVoidDensity: 100 });
    for (const [key, list] of [
      ["decorFloorDensity", "floor"],
      ["decorWallDensity", "wall"],
      ["decorVoidDensity", "void"],
    ] as const) {
      untouched({ ...FULL, variantCount: 0, [list]: [] }, { ...ZERO, [key]: 100 });
      // Pieces of the other kinds but no density for them: nothing either.
      untouched({ ...FULL, variantCount: 0, [list]: [] }, ZERO);
    }
    // Variants without a density, densities without variants.
    untouched({ ...NONE, variantCount: 3 }, ZERO);
    untouched({ ...NONE, variantCount: 0 }, { ...ZERO, decorPatches: 100, decorVariantChance: 100 });
  });

  test("anything asked: two 16-bit draws start decoration's own numbers, whatever the plan then needs", () => {
    const room = openRoom(6, 6);
    const layout = layoutOf(room);
    const asked: [DecorPalette, DecorOptions][] = [
      [FULL, { ...ZERO, decorPatches: 1 }],
      [FULL, { ...ZERO, decorVariantChance: 1 }],
      [FULL, { ...ZERO, decorFloorDensity: 100 }],
      [FULL, { ...ZERO, decorWallDensity: 100 }],
      [FULL, { ...ZERO, decorVoidDensity: 100 }],
    ];
    for (const [palette, options] of asked) {
      const random = new Random(31);
      planDecor(room, layout, [], palette, options, random);
      const expected = new Random(31);
      expected.smallInt(0, 0xffff);
      expected.smallInt(0, 0xffff);
      expect(after(random)).toEqual(after(expected));
    }
  });
});

describe("planDecor: the edges of its searches and of its work memory", () => {
  const ONE_VARIANT: DecorPalette = { variantCount: 1, floor: [], wall: [], void: [] };
  const WHOLE: DecorOptions = { ...OFF, decorPatches: 1, decorPatchRadius: 10, decorPatchChance: 100, decorPatchSmoothing: 0 };
  const sorted = (tiles: number[]) => tiles.slice().sort((a, b) => a - b);

  test("a patch reaches the last tiles of a map whose size is no multiple of 4, its kinds read four to a word or one by one", () => {
    for (const [width, height] of [
      [7, 5],
      [9, 3],
      [5, 5],
      [6, 6],
    ]) {
      const size = width * height;
      const room = openRoom(width, height);
      // One patch (under one per 1,000 tiles rounds up to one) of radius 10 covers the whole map.
      for (const offset of [0, 1, 2, 3]) {
        const grid = offset === 0 ? room : shifted(room, offset);
        expect(sorted(run(grid, layoutOf(grid), [], ONE_VARIANT, WHOLE, offset).variantTiles)).toEqual(Array.from({ length: size }, (_, tile) => tile));
      }
      // A wall on the last tile: it and its neighbours stay plain.
      const walled = openRoom(width, height);
      walled.kinds[size - 1] = TileKind.Wall;
      const plainTiles = Array.from({ length: size }, (_, tile) => tile).filter((tile) => tile % width < width - 2 || Math.floor(tile / width) < height - 2);
      for (const offset of [0, 1]) {
        const grid = offset === 0 ? walled : shifted(walled, offset);
        expect(sorted(run(grid, layoutOf(grid), [], ONE_VARIANT, WHOLE, 7).variantTiles)).toEqual(plainTiles);
      }
    }
  });

  test("a reserved entry one past the last tile is ignored, also when the map's size is a multiple of 32", () => {
    // 8×4 = 32 tiles: a post at (1,1) has the corner tile 0 in its ring.
    const room = openRoom(8, 4);
    let corner = 0;
    for (let seed = 0; seed < 12; seed++) {
      const fast = run(room, layoutOf(room), [32, -1], { variantCount: 0, floor: [POST], wall: [], void: [] }, { ...OFF, decorFloorDensity: 100 }, seed);
      if (fast.blockedTiles.includes(9)) corner++;
    }
    expect(corner).toBeGreaterThan(0);
    // Tile 0 reserved: nothing at (1,1), ever.
    for (let seed = 0; seed < 6; seed++) expect(run(room, layoutOf(room), [0], { variantCount: 0, floor: [POST], wall: [], void: [] }, { ...OFF, decorFloorDensity: 100 }, seed).blockedTiles).not.toContain(9);
  });

  test("a wall draw looks down at most 16 void tiles from the top of an area's box", () => {
    /** Column 0 floor from the top, a floor row at the bottom, and above it in columns 1–3 `voidRows` of void on a 1-tall wall. */
    const tower = (voidRows: number) => gridOf([...Array.from({ length: voidRows }, () => ",   "), ",###", ",..."]);
    const wallPieces = (voidRows: number) => {
      const grid = tower(voidRows);
      return sorted(run(grid, layoutOf(grid), [], { variantCount: 0, floor: [], wall: [WALKABLE], void: [] }, { ...OFF, decorWallDensity: 100 }, 5).decorations.map((placed) => placed.tile));
    };
    expect(wallPieces(16)).toEqual([16 * 4 + 1, 16 * 4 + 2, 16 * 4 + 3]);
    expect(wallPieces(15)).toEqual([15 * 4 + 1, 15 * 4 + 2, 15 * 4 + 3]);
    expect(wallPieces(17)).toEqual([]);
  });
});

describe("planDecor: a draw that misses places nothing", () => {
  // After a miss the planner still holds the spot of its last hit: a miss must end the attempt, not
  // hand that old spot (which a piece of another size may fit) on to be checked and placed.
  const SQUARE: DecorShape = { width: 2, height: 2, blocking: [0, 0, 0, 0] };

  test("void: 24 draws that miss a 3×3 pocket place nothing on the last hit, the pocket's centre", () => {
    // A 12×12 floor map with a 3×3 pocket of void at (1,1)–(3,3): a 1×1 piece fits only at its
    // centre (2,2), tile 26 (its ring must be void); a 2×2 nowhere. 135 floor tiles at 5 per 100
    // ask for 7 pieces (28 attempts); 24 void draws in a row all miss about one time in five.
    const grid = gridOf(["............", ".   ........", ".   ........", ".   ........", ...Array.from({ length: 8 }, () => "............")]);
    const palette: DecorPalette = { variantCount: 0, floor: [], wall: [], void: [WALKABLE, SQUARE] };
    const centre: PlacedDecor = { tile: 26, kind: DecorKind.Void, index: 0 };
    const pieces = (seed: number) => run(grid, layoutOf(grid), [], palette, { ...OFF, decorVoidDensity: 5 }, seed).decorations;
    let found = 0;
    for (let seed = 0; seed < 40; seed++) {
      // Only ever the 1×1 on the centre, at most once.
      const decorations = pieces(seed);
      expect(decorations.length).toBeLessThanOrEqual(1);
      for (const placed of decorations) expect(placed).toEqual(centre);
      found += decorations.length;
    }
    expect(found).toBeGreaterThan(10);
    // Seed 10 lands the 2×2 on the centre (refused), then the 1×1's 24 draws all miss: the centre
    // is taken later, by a 1×1 draw that lands on it. Seed 12 never lands a 1×1 on it.
    expect(pieces(10)).toEqual([centre]);
    expect(pieces(12)).toEqual([]);
  });

  test("wall: a 1×2 piece drawn over a 1-tall wall has no start there and places nothing, not even on the last wall spot", () => {
    // A 1-tall wall over two rows of floor, 2 tall in column 3 only: a 2×1 piece fits along row 1
    // (x 0–6: tiles 8–14), a 1×2 piece only at (3,0), tile 3. 16 floor tiles at 5 per 100 ask for one piece (4 attempts).
    const grid = gridOf(["   #    ", "########", "........", "........"]);
    const palette: DecorPalette = { variantCount: 0, floor: [], wall: [{ width: 2, height: 1, blocking: [0, 0] }, { width: 1, height: 2, blocking: [0, 0] }], void: [] };
    const pieces = (seed: number) => run(grid, layoutOf(grid), [], palette, { ...OFF, decorWallDensity: 5 }, seed).decorations;
    const seen = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const decorations = pieces(seed);
      expect(decorations.length).toBeLessThanOrEqual(1);
      for (const { tile, kind, index } of decorations) {
        expect(kind).toBe(DecorKind.Wall);
        if (index === 0) expect(tile >= 8 && tile <= 14).toBe(true);
        else expect([index, tile]).toEqual([1, 3]);
        seen.add(index);
      }
    }
    expect([...seen].sort()).toEqual([0, 1]);
    // Seed 16: a 2×1 drawn at (3,0) is refused (void to its right), a 1×2 drawn next over a 1-tall
    // column places nothing (not at (3,0) either); a later attempt puts a 2×1 at (6,1). Seed 19 places nothing.
    expect(pieces(16)).toEqual([{ tile: 14, kind: DecorKind.Wall, index: 0 }]);
    expect(pieces(19)).toEqual([]);
  });
});

describe("planDecor: which wall is a wall face, and where a walkable piece may stand", () => {
  test("a wall with void between it and the floor below is no wall face: pieces only on walls standing on the floor", () => {
    // Columns 0, 1, 4 and 5 hold a 2-tall wall on the room's top row; columns 2 and 3 a wall at row 0
    // with void under it. 12 floor tiles at 100 per 100: 12 1×1 pieces asked for, only the 8 wall-face
    // tiles take one. Once with the room filling its box, once with a notch in its bottom row (the
    // wall search then starts from the box's top row without knowing it is floor).
    const faces = [0, 1, 4, 5, 6, 7, 10, 11];
    for (const rows of [
      ["######", "##  ##", "......", "......"],
      ["######", "##  ##", "......", "..... "],
    ]) {
      const grid = gridOf(rows);
      for (let seed = 0; seed < 3; seed++) {
        const tiles = run(grid, layoutOf(grid), [], { variantCount: 0, floor: [], wall: [WALKABLE], void: [] }, { ...OFF, decorWallDensity: 100 }, seed).decorations.map((placed) => placed.tile);
        for (const tile of tiles) expect(faces).toContain(tile);
        if (seed === 0) expect(tiles.sort((a, b) => a - b)).toEqual(faces);
      }
    }
  });

  test("a walkable piece may stand right beside a reserved tile, also where its two tiles lie in two words of the tile sets", () => {
    // A 10×5 room, tile 30 = (0,3) reserved; 2×1 walkable pieces at 100 per 100. Tile 31 = (1,3) is
    // the last tile of the tile sets' first 32-bit word, its right neighbour the first of the next:
    // with no blocking tile the piece has no ring to keep clear, so it is placed there like anywhere.
    const room = openRoom(10, 5);
    const bench: DecorShape = { width: 2, height: 1, blocking: [0, 0] };
    const tilesOf = (seed: number) =>
      run(room, layoutOf(room), [30], { variantCount: 0, floor: [bench], wall: [], void: [] }, { ...OFF, decorFloorDensity: 100 }, seed)
        .decorations.map((placed) => placed.tile)
        .sort((a, b) => a - b);
    expect(tilesOf(0)).toEqual([1, 3, 5, 8, 11, 13, 16, 18, 20, 22, 24, 26, 28, 31, 33, 35, 37, 40, 42, 44, 46, 48]);
    for (let seed = 1; seed < 3; seed++) {
      const tiles = tilesOf(seed);
      expect(tiles).toContain(31);
      expect(tiles).not.toContain(29); // (9,2)–(0,3) would wrap to the next row
      expect(tiles).not.toContain(30);
    }
  });
});

describe("placedDecorations, decorRandom, DECOR_DEFAULTS and resolveDecorOptions", () => {
  test("placedDecorations lists the plan's decorations one object each, in order", () => {
    const plan: DecorPlan = {
      variantTiles: Int32Array.of(3),
      variants: Uint8Array.of(1),
      decorationTiles: Int32Array.of(40, 7, 12),
      decorationKinds: Uint8Array.of(DecorKind.Void, DecorKind.Floor, DecorKind.Wall),
      decorationIndexes: Int32Array.of(2, 0, 5),
      blockedTiles: new Int32Array(0),
    };
    expect(placedDecorations(plan)).toEqual([
      { tile: 40, kind: DecorKind.Void, index: 2 },
      { tile: 7, kind: DecorKind.Floor, index: 0 },
      { tile: 12, kind: DecorKind.Wall, index: 5 },
    ]);
  });

  test("decorRandom draws from splitmix32 output 17 of the normalised seed", () => {
    const sequence = (random: Random) => Array.from({ length: 6 }, () => random.int(0, 1_000_000));
    for (const seed of [0, 1, 42, 0xffffffff, 123456789]) expect(sequence(decorRandom(seed))).toEqual(sequence(new Random(mixSeed(normalizeSeed(seed), 17))));
    expect(sequence(decorRandom(-1))).toEqual(sequence(decorRandom(0xffffffff)));
    expect(sequence(decorRandom(7.9))).toEqual(sequence(decorRandom(7)));
    expect(sequence(decorRandom(NaN))).toEqual(sequence(decorRandom(0)));
    // Its own stream: not the seed's own generator.
    expect(sequence(decorRandom(42))).not.toEqual(sequence(new Random(42)));
    expect(sequence(decorRandom(42))).not.toEqual(sequence(new Random(mixSeed(42, 16))));
  });

  test("defaults, ranges and kinds", () => {
    expect(DECOR_DEFAULTS).toEqual({
      decorPatches: 6,
      decorPatchRadius: 3,
      decorPatchChance: 75,
      decorPatchSmoothing: 2,
      decorVariantChance: 0,
      decorFloorDensity: 2,
      decorWallDensity: 1,
      decorVoidDensity: 2,
    });
    expect(DECOR_RANGES).toEqual({
      decorPatches: { min: 0, max: 100 },
      decorPatchRadius: { min: 1, max: 10 },
      decorPatchChance: { min: 0, max: 100 },
      decorPatchSmoothing: { min: 0, max: 10 },
      decorVariantChance: { min: 0, max: 100 },
      decorFloorDensity: { min: 0, max: 100 },
      decorWallDensity: { min: 0, max: 100 },
      decorVoidDensity: { min: 0, max: 100 },
    });
    expect(Object.isFrozen(DECOR_DEFAULTS)).toBe(true);
    expect(Object.isFrozen(DECOR_RANGES)).toBe(true);
    expect(DecorKind).toEqual({ Floor: 0, Wall: 1, Void: 2 });
    expect(MAX_DECOR_SIDE).toBe(3);
  });

  test("resolveDecorOptions: each option at its minimum and maximum kept, one past either replaced with one message", () => {
    expect(resolveDecorOptions(undefined)).toEqual({ options: DECOR_DEFAULTS, problems: [] });
    expect(resolveDecorOptions(null)).toEqual({ options: DECOR_DEFAULTS, problems: [] });
    expect(resolveDecorOptions(5)).toEqual({ options: DECOR_DEFAULTS, problems: ["options 5 are not an object of named values; using the defaults"] });
    for (const key of Object.keys(DECOR_RANGES) as (keyof DecorOptions)[]) {
      const { min, max } = DECOR_RANGES[key];
      for (const value of [min, max]) expect(resolveDecorOptions({ [key]: value })).toEqual({ options: { ...DECOR_DEFAULTS, [key]: value }, problems: [] });
      for (const value of [min - 1, max + 1, 1.5]) {
        expect(resolveDecorOptions({ [key]: value })).toEqual({
          options: DECOR_DEFAULTS,
          problems: [`${key} ${value} is not a whole number from ${min} to ${max}; using ${DECOR_DEFAULTS[key]}`],
        });
      }
    }
    const { options, problems } = resolveDecorOptions({ decorPatches: 9, decorFloorDensity: -1, decorPatchRadius: "x" });
    expect(options).toEqual({ ...DECOR_DEFAULTS, decorPatches: 9 });
    expect(problems).toEqual(['decorPatchRadius "x" is not a whole number from 1 to 10; using 3', "decorFloorDensity -1 is not a whole number from 0 to 100; using 2"]);
  });
});

describe("smoothRow", () => {
  /** The rule bit by bit over all 32 columns (neighbours past bit 0 or 31 are off): 5+ of 8 on turns on where allowed, 3 or fewer off, 4 keeps. */
  function slowly(above: number, row: number, below: number, allowed: number): number {
    const bit = (bits: number, column: number) => (column < 0 || column > 31 ? 0 : (bits >>> column) & 1);
    let result = 0;
    for (let column = 0; column < 32; column++) {
      let around = bit(row, column - 1) + bit(row, column + 1);
      for (const bits of [above, below]) around += bit(bits, column - 1) + bit(bits, column) + bit(bits, column + 1);
      const on = around <= 3 ? 0 : around >= 5 ? bit(row, column) | bit(allowed, column) : bit(row, column);
      result |= on << column;
    }
    return result;
  }

  test("hand-worked rows: a full 3×3 block, a lone cell, a cross", () => {
    // A 3-wide block on columns 1–3 in all three rows: the middle row's centre has 8, its ends 5; all stay; columns 0 and 4 have 3 (off).
    expect(smoothRow(0b1110, 0b1110, 0b1110, 0b11111)).toBe(0b1110);
    // A lone cell turns off; an empty row with 5 on around turns on where allowed only.
    expect(smoothRow(0, 0b100, 0, -1)).toBe(0);
    // Column 1 below a full row, between two cells: 5 around, on where allowed; columns 0 and 2 have 2 (off).
    expect(smoothRow(0b111, 0b101, 0, 0b10)).toBe(0b010);
    expect(smoothRow(0b111, 0b101, 0, 0)).toBe(0);
    expect(smoothRow(0b111, 0b000, 0b111, 0b010)).toBe(0b010);
    expect(smoothRow(0b111, 0b000, 0b111, 0)).toBe(0);
    // Exactly 4 around keeps the cell as it is.
    expect(smoothRow(0b111, 0b010, 0b100, -1)).toBe(0b010);
    expect(smoothRow(0b111, 0b000, 0b100, -1)).toBe(0);
  });

  test("equals the per-bit rule on many random words", () => {
    const random = new Random(99);
    const word = () => (random.int(0, 0xffff) << 16) | random.int(0, 0xffff);
    for (let i = 0; i < 6000; i++) {
      // Dense and sparse words alike: an AND or OR of two draws shifts the share of ones.
      const mix = (a: number, b: number) => (i % 3 === 0 ? a & b : i % 3 === 1 ? a | b : a);
      const above = mix(word(), word());
      const row = mix(word(), word());
      const below = mix(word(), word());
      const allowed = i % 2 === 0 ? word() | row : word();
      const got = smoothRow(above, row, below, allowed);
      if (got !== slowly(above, row, below, allowed)) expect([above, row, below, allowed, got]).toEqual([above, row, below, allowed, slowly(above, row, below, allowed)]);
    }
  });
});
