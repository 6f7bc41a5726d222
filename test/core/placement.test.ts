import { Random, Relaxation, TileKind, createGrid, fillRect, placeEntities, generateDungeon } from "../../src/core";
import { expectDungeon, placementViolations, touchesKind } from "./helpers";

function roomsAndCorridor() {
  // Room A (x 1..5, y 1..3) far from any corridor; room B, a 1-wide strip at x 8 (y 1..7), runs
  // along a 2-wide corridor at x 9..10. Strict picks can only come from A, near-corridor ones from B.
  const grid = createGrid(12, 9);
  fillRect(grid, { x: 1, y: 1, width: 5, height: 3 }, TileKind.Room);
  fillRect(grid, { x: 8, y: 1, width: 1, height: 7 }, TileKind.Room);
  fillRect(grid, { x: 9, y: 1, width: 2, height: 7 }, TileKind.Corridor);
  return grid;
}

describe("placement rules", () => {
  test("strict placements are on room floor, away from corridors, spaced ≥ 2", () => {
    for (let seed = 0; seed < 200; seed++) {
      const dungeon = expectDungeon(generateDungeon(68, 64, { eventCount: 12 }, seed));
      expect(placementViolations(dungeon)).toEqual([]);
      dungeon.placements.relaxations.forEach((relaxation) => expect(relaxation).toBe(Relaxation.None));
    }
  });

  test("the arrival is placed first, so it always gets a strict tile", () => {
    const dungeon = expectDungeon(generateDungeon(68, 64, { eventCount: 3 }, 77));
    expect(dungeon.placements.tiles).toHaveLength(4);
    expect(dungeon.arrival).toBe(dungeon.placements.tiles[0]);
    expect(dungeon.placements.relaxations[0]).toBe(Relaxation.None);
  });

  test("relaxes in order: near corridor, then on corridor, then spacing; never onto wall or void", () => {
    const grid = roomsAndCorridor();
    const placements = placeEntities(grid, [], 40, new Random(3));
    const relaxations = Array.from(placements.relaxations);
    // Relaxations never go back to a stricter rule once a looser one was needed.
    expect([...relaxations].sort((a, b) => a - b)).toEqual(relaxations);
    expect(relaxations).toContain(Relaxation.None);
    expect(relaxations).toContain(Relaxation.NearCorridor);
    expect(relaxations).toContain(Relaxation.OnCorridor);
    expect(relaxations).toContain(Relaxation.Crowded);
    // 15 + 7 room tiles and 14 corridor tiles: 36 placed, the last 4 have nowhere to go.
    expect(relaxations.slice(36)).toEqual([4, 4, 4, 4]);
    const placed = Array.from(placements.tiles).filter((tile) => tile >= 0);
    expect(new Set(placed).size).toBe(36);
    for (const tile of placed) expect([TileKind.Room, TileKind.Corridor]).toContain(grid.kinds[tile]);
    placements.tiles.forEach((tile, i) => {
      const relaxation = placements.relaxations[i];
      if (relaxation === Relaxation.None) expect(touchesKind({ width: 12, height: 9, grid } as never, tile, TileKind.Corridor)).toBe(false);
      if (relaxation === Relaxation.NearCorridor) expect(grid.kinds[tile]).toBe(TileKind.Room);
      if (relaxation === Relaxation.OnCorridor) expect(grid.kinds[tile]).toBe(TileKind.Corridor);
    });
  });

  test("a tiny one-room dungeon still places everything it can, with relaxations reported", () => {
    const dungeon = expectDungeon(generateDungeon(20, 15, { eventCount: 20 }, 1));
    // 4×3 = 12 floor tiles: the arrival and 11 events placed, 9 events unplaced.
    const tiles = Array.from(dungeon.placements.tiles);
    expect(tiles.filter((tile) => tile >= 0)).toHaveLength(12);
    expect(tiles.filter((tile) => tile < 0)).toHaveLength(9);
    expect(dungeon.arrival).toBeGreaterThanOrEqual(0);
    expect(dungeon.placements.relaxations[0]).toBe(Relaxation.None);
  });

  test("no floor at all: everything unplaced", () => {
    const placements = placeEntities(createGrid(5, 5), [], 3, new Random(1));
    expect(Array.from(placements.tiles)).toEqual([-1, -1, -1]);
    expect(Array.from(placements.relaxations)).toEqual([4, 4, 4]);
  });

  test("changing the event count never changes the layout or the arrival", () => {
    const few = expectDungeon(generateDungeon(68, 64, { eventCount: 1 }, 99));
    const many = expectDungeon(generateDungeon(68, 64, { eventCount: 30 }, 99));
    expect(Buffer.from(many.grid.kinds).equals(Buffer.from(few.grid.kinds))).toBe(true);
    expect(many.arrival).toBe(few.arrival);
    expect(many.placements.tiles[1]).toBe(few.placements.tiles[1]);
  });
});
