/**
 * Symmetric shadowcasting (src/core/sight.ts) over random dungeons of every registered layout:
 * symmetry between floor tiles, walls block, the radius holds, expansive walls, no blind spots
 * next to the viewer; and the buffer's reuse (no stale tiles from an earlier call).
 */
import fc from "fast-check";
import { runs } from "../runs";

/** Every how-many-th floor tile is a viewer (every 13th in the deep run). */
const ORIGIN_STRIDE = runs(37, 13);
import { Dungeon, Grid, LAYOUTS, TileKind, createGrid, generateDungeon, isFloor } from "../../src/core";
import { DEFAULT_BLOCKING, SightBuffer, computeSight, createSightBuffer, inSight } from "../../src/core/sight";

function dungeonOf(layout: string, seed: number, width = 48, height = 44): Dungeon {
  const result = generateDungeon(width, height, { layout }, seed);
  if (!result.ok) throw new Error(`${layout} ${width}x${height} seed ${seed}: ${result.reason}`);
  return result.dungeon;
}

function floorTiles(grid: Grid): number[] {
  const tiles: number[] = [];
  grid.kinds.forEach((kind, tile) => {
    if (isFloor(kind)) tiles.push(tile);
  });
  return tiles;
}

function blocks(grid: Grid, x: number, y: number): boolean {
  return x < 0 || y < 0 || x >= grid.width || y >= grid.height || DEFAULT_BLOCKING[grid.kinds[y * grid.width + x]] === 1;
}

/** The set seen from a tile, as a plain array of flags (a copy: the buffer is reused). */
function seenFrom(grid: Grid, tile: number, radius: number, buffer: SightBuffer): Uint8Array {
  computeSight(grid, tile % grid.width, Math.floor(tile / grid.width), buffer, { radius });
  const seen = new Uint8Array(grid.width * grid.height);
  for (let i = 0; i < buffer.count; i++) seen[buffer.tiles[i]] = 1;
  return seen;
}

/**
 * True when the segment from (ax, ay) to (bx, by) passes through the open interior of a blocking
 * tile's inscribed diamond (|x − cx| + |y − cy| < ½ + margin; a negative margin allows touching a
 * vertex, a positive one counts a line that grazes a vertex — e.g. between two diamonds — as blocked).
 * The L1 distance to a diamond's centre is convex and piecewise linear along the segment, so its
 * minimum is at an end or where x or y crosses the centre.
 */
function crossesBlockingDiamond(grid: Grid, ax: number, ay: number, bx: number, by: number, margin = -1e-9): boolean {
  const minX = Math.floor(Math.min(ax, bx)) - 1;
  const maxX = Math.ceil(Math.max(ax, bx)) + 1;
  const minY = Math.floor(Math.min(ay, by)) - 1;
  const maxY = Math.ceil(Math.max(ay, by)) + 1;
  for (let cy = minY; cy <= maxY; cy++) {
    for (let cx = minX; cx <= maxX; cx++) {
      if (!blocks(grid, cx, cy)) continue;
      const ts = [0, 1];
      if (bx !== ax) ts.push((cx - ax) / (bx - ax));
      if (by !== ay) ts.push((cy - ay) / (by - ay));
      for (const t of ts) {
        if (t < 0 || t > 1) continue;
        const distance = Math.abs(ax + t * (bx - ax) - cx) + Math.abs(ay + t * (by - ay) - cy);
        if (distance < 0.5 + margin) return true;
      }
    }
  }
  return false;
}

const layoutNames = LAYOUTS.map((layout) => layout.name);

describe.each(layoutNames)("sight on %s dungeons", (layout) => {
  it("is symmetric between floor tiles: A sees B ⇔ B sees A", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 1, max: 12 }), (seed, radius) => {
        const dungeon = dungeonOf(layout, seed);
        const grid = dungeon.grid;
        const buffer = createSightBuffer(grid.width, grid.height);
        const floors = floorTiles(grid);
        const seen = new Map<number, Uint8Array>();
        for (const tile of floors) seen.set(tile, seenFrom(grid, tile, radius, buffer));
        let pairs = 0;
        for (const a of floors) {
          const fromA = seen.get(a)!;
          for (const b of floors) {
            if (fromA[b] !== seen.get(b)![a]) throw new Error(`seed ${seed} r ${radius}: ${a} sees ${b} = ${fromA[b]}, back = ${seen.get(b)![a]}`);
            pairs += fromA[b];
          }
        }
        // Not vacuous: every floor tile at least sees itself and usually much more.
        expect(pairs).toBeGreaterThan(floors.length);
      }),
      { numRuns: 4 },
    );
  });

  it("walls and void block: every seen floor tile has a clear line from the viewer's centre; nothing beyond the radius", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 14 }), (seed, radius) => {
        const dungeon = dungeonOf(layout, seed);
        const grid = dungeon.grid;
        const buffer = createSightBuffer(grid.width, grid.height);
        const floors = floorTiles(grid);
        for (let i = 0; i < floors.length; i += ORIGIN_STRIDE) {
          const origin = floors[i];
          const ox = origin % grid.width;
          const oy = Math.floor(origin / grid.width);
          computeSight(grid, ox, oy, buffer, { radius });
          expect(buffer.tiles[0]).toBe(origin);
          for (let k = 0; k < buffer.count; k++) {
            const tile = buffer.tiles[k];
            const x = tile % grid.width;
            const y = Math.floor(tile / grid.width);
            expect((x - ox) ** 2 + (y - oy) ** 2).toBeLessThanOrEqual(radius * radius + radius);
            if (isFloor(grid.kinds[tile]) && crossesBlockingDiamond(grid, ox, oy, x, y)) {
              throw new Error(`seed ${seed}: (${x},${y}) seen from (${ox},${oy}) through a wall`);
            }
          }
        }
      }),
      { numRuns: 4 },
    );
  });

  it("sees every floor tile within the radius whose line from the viewer clears every wall, and all eight neighbours", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 1, max: 10 }), (seed, radius) => {
        const dungeon = dungeonOf(layout, seed);
        const grid = dungeon.grid;
        const buffer = createSightBuffer(grid.width, grid.height);
        const floors = floorTiles(grid);
        for (let i = 0; i < floors.length; i += 11) {
          const origin = floors[i];
          const ox = origin % grid.width;
          const oy = Math.floor(origin / grid.width);
          computeSight(grid, ox, oy, buffer, { radius });
          for (let y = oy - radius; y <= oy + radius; y++) {
            for (let x = ox - radius; x <= ox + radius; x++) {
              if (x < 0 || y < 0 || x >= grid.width || y >= grid.height) continue;
              const tile = y * grid.width + x;
              if ((x - ox) ** 2 + (y - oy) ** 2 > radius * radius + radius) continue;
              const neighbour = Math.max(Math.abs(x - ox), Math.abs(y - oy)) <= 1;
              const clear = isFloor(grid.kinds[tile]) && !crossesBlockingDiamond(grid, ox, oy, x, y, 1e-9);
              if ((neighbour || clear) && !inSight(buffer, tile)) {
                throw new Error(`seed ${seed} r ${radius}: (${x},${y}) not seen from (${ox},${oy})`);
              }
            }
          }
        }
      }),
      { numRuns: 6 },
    );
  });
});

/** Rooms whose bounding rectangle is all floor: convex rooms, where every wall must be seen. */
function rectangularRooms(dungeon: Dungeon) {
  const { grid } = dungeon;
  return dungeon.layout.areas.filter((area) => {
    const { x, y, width, height } = area.bounds;
    if (width < 2 || height < 2) return false;
    for (let ty = y; ty < y + height; ty++) for (let tx = x; tx < x + width; tx++) if (!isFloor(grid.kinds[ty * grid.width + tx])) return false;
    return true;
  });
}

describe("expansive walls", () => {
  it.each(layoutNames)("from anywhere in a rectangular %s room, every blocking tile around it within the radius is seen", (layout) => {
    let rooms = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 6, max: 30 }), (seed, radius) => {
        const dungeon = dungeonOf(layout, seed, 60, 56);
        const grid = dungeon.grid;
        const buffer = createSightBuffer(grid.width, grid.height);
        for (const room of rectangularRooms(dungeon).slice(0, 4)) {
          rooms++;
          const { x, y, width, height } = room.bounds;
          for (let oy = y; oy < y + height; oy++) {
            for (let ox = x; ox < x + width; ox++) {
              computeSight(grid, ox, oy, buffer, { radius });
              for (let ty = y - 1; ty <= y + height; ty++) {
                for (let tx = x - 1; tx <= x + width; tx++) {
                  const ring = tx === x - 1 || tx === x + width || ty === y - 1 || ty === y + height;
                  if (!ring || !blocks(grid, tx, ty) || tx < 0 || ty < 0 || tx >= grid.width || ty >= grid.height) continue;
                  if ((tx - ox) ** 2 + (ty - oy) ** 2 > radius * radius + radius) continue;
                  if (!inSight(buffer, ty * grid.width + tx)) throw new Error(`seed ${seed} r ${radius}: wall (${tx},${ty}) of room at (${x},${y}) unseen from (${ox},${oy})`);
                }
              }
            }
          }
        }
      }),
      { numRuns: 4 },
    );
    // Not vacuous where rectangular rooms are certain (other layouts may draw none on a seed).
    if (layout === "cells" || layout === "rooms") expect(rooms).toBeGreaterThan(0);
  });
});

describe("the buffer and the grid's edges", () => {
  function openGrid(width: number, height: number): Grid {
    const grid = createGrid(width, height);
    grid.kinds.fill(TileKind.Room);
    return grid;
  }

  it("on an open floor sees exactly the disc dx² + dy² ≤ r² + r, clipped to the grid", () => {
    const grid = openGrid(30, 20);
    const buffer = createSightBuffer(30, 20);
    for (const [ox, oy, radius] of [[15, 10, 6], [0, 0, 5], [29, 19, 9], [3, 17, 0]]) {
      const count = computeSight(grid, ox, oy, buffer, { radius });
      let expected = 0;
      for (let y = 0; y < 20; y++) {
        for (let x = 0; x < 30; x++) {
          const inside = (x - ox) ** 2 + (y - oy) ** 2 <= radius * radius + radius;
          if (inside) expected++;
          expect(inSight(buffer, y * 30 + x)).toBe(inside);
        }
      }
      expect(count).toBe(expected);
    }
  });

  it("forgets the previous call's tiles, and sees nothing from outside the grid", () => {
    const grid = openGrid(20, 20);
    const buffer = createSightBuffer(20, 20);
    computeSight(grid, 2, 2, buffer, { radius: 3 });
    expect(inSight(buffer, 2 * 20 + 2)).toBe(true);
    computeSight(grid, 17, 17, buffer, { radius: 3 });
    expect(inSight(buffer, 2 * 20 + 2)).toBe(false);
    expect(inSight(buffer, 17 * 20 + 17)).toBe(true);
    expect(computeSight(grid, -1, 5, buffer, { radius: 3 })).toBe(0);
    expect(computeSight(grid, 5, 20, buffer, { radius: 3 })).toBe(0);
    expect(inSight(buffer, 17 * 20 + 17)).toBe(false);
  });

  it("a wall in a straight line hides what is behind it, but is itself seen", () => {
    const grid = openGrid(15, 15);
    grid.kinds[7 * 15 + 10] = TileKind.Wall; // east of the viewer at (7, 7)
    const buffer = createSightBuffer(15, 15);
    computeSight(grid, 7, 7, buffer, { radius: 7 });
    expect(inSight(buffer, 7 * 15 + 10)).toBe(true);
    expect(inSight(buffer, 7 * 15 + 11)).toBe(false);
    expect(inSight(buffer, 7 * 15 + 14)).toBe(false);
    expect(inSight(buffer, 7 * 15 + 9)).toBe(true);
  });

  it("a radius larger than the buffer was made for grows its lists once", () => {
    const grid = openGrid(64, 64);
    const buffer = createSightBuffer(64, 64, 2);
    const count = computeSight(grid, 32, 32, buffer, { radius: 20 });
    expect(count).toBeGreaterThan(1000);
    const tiles = buffer.tiles;
    computeSight(grid, 30, 30, buffer, { radius: 20 });
    expect(buffer.tiles).toBe(tiles);
  });
});
