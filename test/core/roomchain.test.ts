import fc from "fast-check";
import { buildAreaGraph } from "../../src/core/areas";
import { Grid, Rect, TileKind } from "../../src/core/grid";
import { ROOM_CHAIN_DEFAULTS, RoomChainOptions, hallSides, roomChain } from "../../src/core/layout/rooms";
import { LayoutRun, allProblems, expectRun, runLayout, sameResult } from "./layout-invariants";
import { runs } from "../runs";

/** Room tiles of different areas closer than 1 free column sideways or wallHeight + 1 free rows (a box around each tile). */
function touchingRooms(run: LayoutRun<RoomChainOptions>): string[] {
  const { carved, layout, options } = run;
  const { width, height, kinds } = carved;
  const reach = options.wallHeight + 1;
  const problems: string[] = [];
  for (let tile = 0; tile < kinds.length; tile++) {
    if (kinds[tile] !== TileKind.Room) continue;
    const x = tile % width;
    const y = (tile - x) / width;
    for (let dy = -reach; dy <= reach; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const other = ny * width + nx;
        if (kinds[other] === TileKind.Room && layout.areaOf[other] !== layout.areaOf[tile]) problems.push(`rooms touch at (${x},${y})/(${nx},${ny})`);
      }
    }
  }
  return problems.slice(0, 5);
}

/** 4-connected groups of corridor tiles: the doorways. */
function doorways(grid: Grid): number[][] {
  const { width, kinds } = grid;
  const seen = new Uint8Array(kinds.length);
  const groups: number[][] = [];
  for (let start = 0; start < kinds.length; start++) {
    if (seen[start] || kinds[start] !== TileKind.Corridor) continue;
    const group = [start];
    seen[start] = 1;
    for (let i = 0; i < group.length; i++) {
      for (const next of [group[i] - 1, group[i] + 1, group[i] - width, group[i] + width]) {
        if (!seen[next] && kinds[next] === TileKind.Corridor) (seen[next] = 1), group.push(next);
      }
    }
    groups.push(group);
  }
  return groups;
}

function isCorner(room: Rect, x: number, y: number): boolean {
  return (x === room.x || x === room.x + room.width - 1) && (y === room.y || y === room.y + room.height - 1);
}

/** A room's size: a room's or a hall's (the first room may be clipped to the map, so only its maximum counts). */
function sizeAllowed(room: Rect, options: RoomChainOptions, first: boolean): boolean {
  const halls = { width: hallSides(options.roomMaxWidth), height: hallSides(options.roomMaxHeight) };
  const within = (side: number, min: number, max: number) => side <= max && (first || side >= min);
  const asRoom = within(room.width, options.roomMinWidth, options.roomMaxWidth) && within(room.height, options.roomMinHeight, options.roomMaxHeight);
  const asHall = options.hallChance > 0 && within(room.width, halls.width.min, halls.width.max) && within(room.height, halls.height.min, halls.height.max);
  return asRoom || asHall || (first && options.hallChance > 0 && room.width <= halls.width.max && room.height <= halls.height.max);
}

/**
 * A doorway is a straight line: east–west 1 tile across the plain gap or up to 4 more for a loop,
 * north–south wallHeight + 1 tiles or up to 4 more.
 */
function doorwayShapeProblems(group: number[], width: number, wallHeight: number): string[] {
  const xs = group.map((tile) => tile % width);
  const ys = group.map((tile) => Math.floor(tile / width));
  const across = Math.max(...xs) - Math.min(...xs) + 1;
  const down = Math.max(...ys) - Math.min(...ys) + 1;
  const eastWest = down === 1 && across === group.length && across <= 5;
  const northSouth = across === 1 && down === group.length && down >= wallHeight + 1 && down <= wallHeight + 5;
  return eastWest || northSouth ? [] : [`doorway of ${across}×${down} in ${group.length} tiles`];
}

/** Every doorway holds exactly one opening, of kind door; doorways meet rooms off their corners; rooms within their size range. */
function doorProblems(run: LayoutRun<RoomChainOptions>): string[] {
  const { carved, layout, options } = run;
  const { width, kinds } = carved;
  const problems: string[] = [];
  const groups = doorways(carved);
  if (layout.openings.length !== groups.length) problems.push(`${layout.openings.length} openings for ${groups.length} doorways`);
  for (const opening of layout.openings) {
    if (!["door", "secret", "open"].includes(opening.kind)) problems.push(`opening of kind ${opening.kind}`);
    if (kinds[opening.tile] !== TileKind.Corridor) problems.push(`door at ${opening.tile} not in a doorway`);
  }
  const rooms = layout.overlay.boxes;
  const roomAt = (tile: number) => rooms[layout.areaOf[tile] - 1];
  for (const group of groups) {
    const doors = layout.openings.filter((opening) => group.includes(opening.tile));
    if (doors.length !== 1) problems.push(`doorway at ${group[0]} has ${doors.length} door openings`);
    problems.push(...doorwayShapeProblems(group, width, options.wallHeight));
    for (const tile of group) {
      for (const next of [tile - 1, tile + 1, tile - width, tile + width]) {
        if (kinds[next] === TileKind.Room && isCorner(roomAt(next), next % width, Math.floor(next / width))) problems.push(`doorway at a corner (${next})`);
      }
    }
  }
  rooms.forEach((room, index) => {
    const area = layout.areas[index];
    if (area.kind !== "room") problems.push(`area ${index} is a ${area.kind}`);
    if (!sizeAllowed(room, options, index === 0)) problems.push(`room ${index} is ${room.width}×${room.height}`);
  });
  return problems.slice(0, 5);
}

const chainOptions = fc.record({
  border: fc.integer({ min: 1, max: 4 }),
  wallHeight: fc.integer({ min: 1, max: 3 }),
  roomMinWidth: fc.integer({ min: 3, max: 6 }),
  roomMaxWidth: fc.integer({ min: 3, max: 12 }),
  roomMinHeight: fc.integer({ min: 3, max: 6 }),
  roomMaxHeight: fc.integer({ min: 3, max: 12 }),
  roomMax: fc.integer({ min: 0, max: 60 }),
  loopChance: fc.integer({ min: 0, max: 100 }),
  hallChance: fc.integer({ min: 0, max: 100 }),
});

describe("room chain layout", () => {
  test("invariants 1, 2, 6, the contract, rooms apart and one door per doorway over 300 random sizes, seeds and options; deterministic", () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 140 }), fc.integer({ min: 5, max: 140 }), fc.integer({ min: 0, max: 0xffffffff }), chainOptions, (width, height, seed, given) => {
        const run = runLayout(roomChain, width, height, given, seed);
        if ("tooSmall" in run) {
          expect(run.tooSmall).toMatch(/too small for the rooms layout: it must be at least \d+×\d+/);
          return;
        }
        expect(allProblems(run)).toEqual([]);
        expect(touchingRooms(run)).toEqual([]);
        expect(doorProblems(run)).toEqual([]);
        if (run.options.roomMax > 0) expect(run.layout.areas.length).toBeLessThanOrEqual(run.options.roomMax);
        expect(sameResult(run, expectRun(runLayout(roomChain, width, height, given, seed)))).toBe(true);
      }),
      { numRuns: runs(60, 300), seed: 1103 },
    );
  });

  test.each([
    [256, 256],
    [200, 40],
    [40, 200],
    [68, 64],
  ])("%i×%i: invariants, rooms apart, doors, with defaults and other options", (width, height) => {
    // The last: sides so long that their door spots are looked for tile by tile, not in one 32-bit word.
    const wide = { roomMinWidth: 15, roomMaxWidth: 30, roomMinHeight: 9, roomMaxHeight: 24, loopChance: 100 };
    for (const given of [{}, { loopChance: 100, wallHeight: 3 }, { roomMaxWidth: 12, roomMaxHeight: 9, wallHeight: 1 }, wide]) {
      for (let seed = 0; seed < 3; seed++) {
        const run = expectRun(runLayout(roomChain, width, height, given, seed));
        expect(allProblems(run)).toEqual([]);
        expect(touchingRooms(run)).toEqual([]);
        expect(doorProblems(run)).toEqual([]);
      }
    }
  });

  test("the map fills up: a 256×256 map holds hundreds of rooms", () => {
    const run = expectRun(runLayout(roomChain, 256, 256, {}, 9));
    expect(run.layout.areas.length).toBeGreaterThan(300);
  });

  test("the smallest map holds one smallest room; one tile less either way is too small, with the reason", () => {
    // Defaults: 2 × border 1 + 3 columns; top max(1, 2) + bottom 1 + 3 rows.
    const run = expectRun(runLayout(roomChain, 5, 6, {}, 2));
    expect(allProblems(run)).toEqual([]);
    expect(run.layout.areas).toHaveLength(1);
    expect(runLayout(roomChain, 4, 6, {}, 2)).toEqual({ tooSmall: "a 4×6 map is too small for the rooms layout: it must be at least 5×6" });
    expect(runLayout(roomChain, 5, 5, {}, 2)).toEqual({ tooSmall: "a 5×5 map is too small for the rooms layout: it must be at least 5×6" });
  });

  test("loop chance 0 gives a tree of rooms; 100 adds extra doors between rooms side by side", () => {
    let loops = 0;
    for (let seed = 0; seed < 10; seed++) {
      const tree = expectRun(runLayout(roomChain, 90, 80, { loopChance: 0 }, seed)).layout;
      const graph = buildAreaGraph(tree.areas.length, tree.openings);
      expect([graph.loops, graph.components, tree.openings.length]).toEqual([0, 1, tree.areas.length - 1]);
      const looped = expectRun(runLayout(roomChain, 90, 80, { loopChance: 100 }, seed)).layout;
      loops += buildAreaGraph(looped.areas.length, looped.openings).loops;
    }
    expect(loops).toBeGreaterThan(0);
  });

  test("roomMax stops the chain", () => {
    const run = expectRun(runLayout(roomChain, 128, 128, { roomMax: 12, loopChance: 0 }, 4));
    expect(run.layout.areas).toHaveLength(12);
    expect(run.layout.openings).toHaveLength(11);
  });

  test("fitOptions clamps minimum sizes above the maximum, with a message each", () => {
    const options = { ...ROOM_CHAIN_DEFAULTS, roomMaxWidth: 7, roomMinWidth: 9, roomMinHeight: 8 };
    expect(roomChain.fitOptions(options)).toEqual([
      "roomMinWidth 9 is too large (it must not exceed roomMaxWidth 7); using 7",
      "roomMinHeight 8 is too large (it must not exceed roomMaxHeight 7); using 7",
    ]);
    expect([options.roomMinWidth, options.roomMinHeight]).toEqual([7, 7]);
  });

  test("steps: one per room, then loops; each snapshot's areas are exact", () => {
    const steps: string[] = [];
    let checked = 0;
    const run = expectRun(
      runLayout(roomChain, 60, 50, {}, 6, (step, layout) => {
        steps.push(step);
        if (step === "room") expect(layout.areas).toHaveLength(steps.length);
        checked++;
      }),
    );
    expect(steps.filter((step) => step === "room")).toHaveLength(run.layout.areas.length);
    expect(steps[steps.length - 1]).toBe("loops");
    expect(checked).toBe(steps.length);
    expect(run.layout.algorithm).toBe("rooms");
  });

  test("the defaults are whole numbers inside their ranges", () => {
    for (const [key, value] of Object.entries(roomChain.defaults)) {
      const range = roomChain.ranges[key as keyof RoomChainOptions];
      expect(Number.isInteger(value) && value >= range.min && value <= range.max).toBe(true);
    }
  });
});
