/**
 * The room chain reads as a dungeon, not a honeycomb: rooms of clearly different sizes, halls on
 * demand (Hall Chance), and loops enough that most doorways are not the only way through.
 */
import { buildAreaGraph } from "../../src/core/areas";
import { RoomChainOptions, hallSides, roomChain } from "../../src/core/layout/rooms";
import { LayoutRun, expectRun, runLayout } from "./layout-invariants";

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

function chain(width: number, height: number, given: Partial<RoomChainOptions>, seed: number): LayoutRun<RoomChainOptions> {
  return expectRun(runLayout(roomChain, width, height, given, seed));
}

/** Room floor areas (the rooms' rectangles, without their doorways). */
function roomAreas(run: LayoutRun<RoomChainOptions>): number[] {
  return run.layout.overlay.boxes.map((box) => box.width * box.height);
}

/** A hall: both sides at least the smallest hall side, so at least 2.25 times the largest room. */
function isHall(box: { width: number; height: number }, options: RoomChainOptions): boolean {
  return box.width >= hallSides(options.roomMaxWidth).min && box.height >= hallSides(options.roomMaxHeight).min;
}

describe("room chain: sizes, halls and loops", () => {
  test.each([
    [68, 64],
    [128, 128],
  ])("%i×%i with the defaults: on every map the largest room is at least twice the smallest, and at least 3 times over the seeds", (width, height) => {
    let smallest = Infinity;
    let largest = 0;
    for (const seed of SEEDS) {
      const areas = roomAreas(chain(width, height, {}, seed));
      expect(Math.max(...areas)).toBeGreaterThanOrEqual(2 * Math.min(...areas));
      smallest = Math.min(smallest, ...areas);
      largest = Math.max(largest, ...areas);
    }
    expect(largest).toBeGreaterThanOrEqual(3 * smallest);
  });

  test("Hall Chance 100: every 68×64 map has a hall, clearly larger than the largest room", () => {
    for (const seed of SEEDS) {
      const run = chain(68, 64, { hallChance: 100 }, seed);
      const maxRoom = run.options.roomMaxWidth * run.options.roomMaxHeight;
      const halls = run.layout.overlay.boxes.filter((box) => isHall(box, run.options));
      expect(halls.length).toBeGreaterThan(0);
      for (const hall of halls) expect(hall.width * hall.height).toBeGreaterThanOrEqual(2 * maxRoom);
    }
  });

  test("Hall Chance 0: no room is larger than Room Max Width × Room Max Height", () => {
    for (const seed of SEEDS) {
      const run = chain(68, 64, { hallChance: 0 }, seed);
      for (const box of run.layout.overlay.boxes) expect([box.width <= run.options.roomMaxWidth, box.height <= run.options.roomMaxHeight]).toEqual([true, true]);
    }
  });

  test("the defaults make halls now and then: some over the seeds at 68×64, never most rooms", () => {
    let halls = 0;
    let rooms = 0;
    for (const seed of SEEDS) {
      const run = chain(68, 64, {}, seed);
      halls += run.layout.overlay.boxes.filter((box) => isHall(box, run.options)).length;
      rooms += run.layout.overlay.boxes.length;
    }
    expect(halls).toBeGreaterThan(0);
    expect(halls).toBeLessThan(rooms / 10);
  });

  test("with the defaults, every 68×64 chain has loops, and over the seeds fewer than half the doorways are chokepoints (the seed's chain: over two thirds)", () => {
    let chokepoints = 0;
    let doorways = 0;
    for (const seed of SEEDS) {
      const { layout } = chain(68, 64, {}, seed);
      const graph = buildAreaGraph(layout.areas.length, layout.openings);
      expect(graph.loops).toBeGreaterThan(0);
      chokepoints += graph.bridge.reduce((sum, bridge) => sum + bridge, 0);
      doorways += layout.openings.length;
    }
    expect(chokepoints).toBeLessThan(doorways / 2);
  });

  test("loop doorways also join rooms a few tiles apart: Loop Chance 100 makes loops a plain gap alone would not", () => {
    let longDoorways = 0;
    for (const seed of SEEDS) {
      const { layout, carved, options } = chain(68, 64, { loopChance: 100 }, seed);
      // A doorway longer than the plain gap: corridor tiles beyond 1 column east or wallHeight + 1 rows south of its room.
      for (const opening of layout.openings) {
        const room = layout.overlay.boxes[opening.from];
        const x = opening.tile % carved.width;
        const y = Math.floor(opening.tile / carved.width);
        if (x > room.x + room.width || y > room.y + room.height + options.wallHeight) longDoorways++;
      }
    }
    expect(longDoorways).toBeGreaterThan(0);
  });
});
