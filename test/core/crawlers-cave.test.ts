/**
 * The crawlers' caverns style and its Cave Smoothing stage (src/core/layout/crawlers/cave.ts):
 * rounded rock instead of thin diagonal walls, fewer wall faces per floor tile than the thin-walled
 * caverns had, what the map paints kept, one connected floor. (With smoothing off, the default,
 * the other styles are unchanged: test/golden/crawlers-68x64-seed42.txt.)
 */
import fc from "fast-check";
import { Dungeon, StructureMark, TileKind, countFloorComponents, generateDungeon, isFloor } from "../../src/core";
import { CRAWLER_STYLES } from "../../src/core/layout/crawlers";
import { ceilingViolations, expectDungeon, unreachableFloor } from "./helpers";
import { runs } from "../runs";

const WIDTH = 68;
const HEIGHT = 64;

/** The caverns style as it was before cave smoothing: thin crawler walls laid close together, which read as diagonal stripes. */
const STRIPED_CAVERNS = { ...CRAWLER_STYLES.caverns, borderCrawlers: 4, generations: 4, corridorWidth: 5, corridorWidthLast: 3, caveSmoothing: 0 };

/** Per floor tile: floor tiles beside a non-floor tile (the edge of the open space) and wall-face tiles. */
function edgesPerFloor(dungeon: Dungeon): { edge: number; faces: number } {
  const { kinds, width } = dungeon.grid;
  let floor = 0;
  let edge = 0;
  let faces = 0;
  for (let tile = 0; tile < kinds.length; tile++) {
    if (kinds[tile] === TileKind.Wall) faces++;
    if (!isFloor(kinds[tile])) continue;
    floor++;
    if (!isFloor(kinds[tile - 1]) || !isFloor(kinds[tile + 1]) || !isFloor(kinds[tile - width]) || !isFloor(kinds[tile + width])) edge++;
  }
  return { edge: edge / floor, faces: faces / floor };
}

function meanOverSeeds(options: object, seeds: number): { edge: number; faces: number } {
  let edge = 0;
  let faces = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const measured = edgesPerFloor(expectDungeon(generateDungeon(WIDTH, HEIGHT, { layout: "crawlers", ...options }, seed)));
    edge += measured.edge;
    faces += measured.faces;
  }
  return { edge: edge / seeds, faces: faces / seeds };
}

describe("caverns read as caves", () => {
  it("the caverns style has clearly fewer wall faces and wall-side floor per floor tile than the thin-walled caverns had, over 20 seeds", () => {
    const cave = meanOverSeeds(CRAWLER_STYLES.caverns, 20);
    const striped = meanOverSeeds(STRIPED_CAVERNS, 20);
    expect(cave.faces).toBeLessThan(striped.faces * 0.9);
    expect(cave.edge).toBeLessThan(striped.edge * 0.8);
  });

  it("smoothing turns thin walls into rock: far fewer one-column walls (floor just left and right) than the same crawl unsmoothed", () => {
    // The crawlers' walls are one column wide: a staircase of them reads as stripes; rounded rock is thicker.
    const thinWall = (dungeon: Dungeon) => {
      const { kinds, width } = dungeon.grid;
      let count = 0;
      for (let tile = 1; tile < kinds.length - 1; tile++) if (!isFloor(kinds[tile]) && isFloor(kinds[tile - 1]) && isFloor(kinds[tile + 1]) && tile % width !== 0) count++;
      return count;
    };
    let smooth = 0;
    let rough = 0;
    for (let seed = 1; seed <= 10; seed++) {
      smooth += thinWall(expectDungeon(generateDungeon(WIDTH, HEIGHT, { layout: "crawlers", ...CRAWLER_STYLES.caverns }, seed)));
      rough += thinWall(expectDungeon(generateDungeon(WIDTH, HEIGHT, { layout: "crawlers", ...CRAWLER_STYLES.caverns, caveSmoothing: 0 }, seed)));
    }
    expect(smooth).toBeLessThan(rough / 2);
  });
});

describe("cave smoothing keeps the promises", () => {
  /** A painted floor room and a painted wall band (3 rows, east–west) at random places inside the region. */
  const paintingArb = fc.record({ fx: fc.integer({ min: 2, max: 50 }), fy: fc.integer({ min: 4, max: 50 }), wx: fc.integer({ min: 2, max: 30 }), wy: fc.integer({ min: 4, max: 56 }), length: fc.integer({ min: 4, max: 30 }) });

  it("never makes painted floor wall nor opens painted walls except for a doorway, and leaves one connected floor with every ceiling, at any number of passes", () => {
    fc.assert(
      fc.property(paintingArb, fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 0xffffffff }), (painted, passes, seed) => {
        const structure = new Uint8Array(WIDTH * HEIGHT);
        const walls: number[] = [];
        const floor: number[] = [];
        for (let y = painted.wy; y < painted.wy + 3; y++) for (let x = painted.wx; x < painted.wx + painted.length; x++) (structure[y * WIDTH + x] = StructureMark.Wall), walls.push(y * WIDTH + x);
        for (let y = painted.fy; y < painted.fy + 6; y++) {
          for (let x = painted.fx; x < painted.fx + 10; x++) {
            if (structure[y * WIDTH + x] === StructureMark.Wall) continue;
            structure[y * WIDTH + x] = StructureMark.Floor;
            floor.push(y * WIDTH + x);
          }
        }
        const dungeon = expectDungeon(generateDungeon(WIDTH, HEIGHT, { layout: "crawlers", ...CRAWLER_STYLES.caverns, caveSmoothing: passes, structure }, seed));
        const doorways = new Set(dungeon.layout.overlay.marks);
        expect(floor.filter((tile) => !isFloor(dungeon.grid.kinds[tile]))).toEqual([]);
        expect(walls.filter((tile) => isFloor(dungeon.grid.kinds[tile]) && !doorways.has(tile))).toEqual([]);
        expect([countFloorComponents(dungeon.grid), unreachableFloor(dungeon), ceilingViolations(dungeon).slice(0, 3)]).toEqual([1, 0, []]);
      }),
      { numRuns: runs(15, 100), seed: 2929 },
    );
  });

  it("at 128×128 the caverns keep one connected floor with every ceiling", () => {
    for (let seed = 1; seed <= 3; seed++) {
      const dungeon = expectDungeon(generateDungeon(128, 128, { layout: "crawlers", ...CRAWLER_STYLES.caverns }, seed));
      expect([countFloorComponents(dungeon.grid), ceilingViolations(dungeon).slice(0, 3)]).toEqual([1, []]);
    }
  });
});
