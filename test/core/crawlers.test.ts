/**
 * The crawlers layout (DungeonMaker, seed 003): the painted stage 0 kept, the no-blocking rule of
 * open crawlers, generations (the overlay and the step reports), doorways only where structural
 * walls or painted walls close pockets, the styles on a 68×64 map, and option fitting.
 * (Invariants 1–4 and 6 over random runs are in layouts.test.ts, which walks the registry.)
 */
import fc from "fast-check";
import { Dungeon, Grid, StructureMark, TileKind, generateDungeon, isFloor } from "../../src/core";
import {
  CRAWLERS_DEFAULTS,
  CRAWLER_STYLES,
  CRAWLER_STYLE_NAMES,
  crawlerStyle,
  crawlers,
} from "../../src/core/layout/crawlers";
import { ceilingViolations, expectDungeon, placementViolations, unreachableFloor } from "./helpers";
import { contractProblems, floorComponents } from "./layout-invariants";
import { runs } from "../runs";

/** `overlay.generations` on a wall painted on the map (src/core/layout/contract.ts, LayoutOverlay). */
const PAINTED_WALL_GENERATION = 255;

const WIDTH = 68;
const HEIGHT = 64;

interface Painting {
  structure: Uint8Array;
  floor: number[];
  walls: number[];
}

/** Painted rectangles inside the region (border 1, top 2): floor rooms and wall lines (3 rows tall east–west, 1–2 columns north–south). */
const paintingArb = (width: number, height: number) =>
  fc
    .record({
      rooms: fc.array(fc.record({ x: fc.nat(), y: fc.nat(), w: fc.integer({ min: 1, max: 9 }), h: fc.integer({ min: 1, max: 7 }) }), { maxLength: 4 }),
      walls: fc.array(fc.record({ x: fc.nat(), y: fc.nat(), across: fc.boolean(), length: fc.integer({ min: 2, max: 30 }), thick: fc.integer({ min: 1, max: 2 }) }), {
        maxLength: 4,
      }),
    })
    .map(({ rooms, walls }) => {
      const structure = new Uint8Array(width * height);
      const paint = (x0: number, y0: number, w: number, h: number, mark: number) => {
        const left = 1 + (x0 % (width - 2));
        const top = 2 + (y0 % (height - 3));
        for (let y = top; y < Math.min(height - 1, top + h); y++) for (let x = left; x < Math.min(width - 1, left + w); x++) structure[y * width + x] = mark;
      };
      for (const wall of walls) paint(wall.x, wall.y, wall.across ? wall.length : wall.thick, wall.across ? 3 : wall.length, StructureMark.Wall);
      for (const room of rooms) paint(room.x, room.y, room.w, room.h, StructureMark.Floor);
      const floor: number[] = [];
      const wallTiles: number[] = [];
      structure.forEach((mark, tile) => (mark === StructureMark.Floor ? floor.push(tile) : mark === StructureMark.Wall ? wallTiles.push(tile) : undefined));
      return { structure, floor, walls: wallTiles } as Painting;
    });

function problemsOf(dungeon: Dungeon): string[] {
  return [
    ...(unreachableFloor(dungeon) > 0 ? [`${unreachableFloor(dungeon)} floor tiles unreachable`] : []),
    ...ceilingViolations(dungeon).slice(0, 3),
    ...placementViolations(dungeon).slice(0, 3),
    ...contractProblems(dungeon.grid, dungeon.layout).slice(0, 3),
  ];
}

describe("stage 0: what the map paints", () => {
  it("keeps painted floor exactly and painted walls (but doorways cut into them), with every invariant, over many paintings and seeds", () => {
    fc.assert(
      fc.property(paintingArb(WIDTH, HEIGHT), fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom(...CRAWLER_STYLE_NAMES), (painting, seed, style) => {
        const dungeon = expectDungeon(generateDungeon(WIDTH, HEIGHT, { layout: "crawlers", ...CRAWLER_STYLES[style], structure: painting.structure, content: [{ min: 4, max: 4 }] }, seed));
        const doorways = new Set(dungeon.layout.overlay.marks);
        expect(painting.floor.filter((tile) => !isFloor(dungeon.grid.kinds[tile]))).toEqual([]);
        expect(painting.walls.filter((tile) => isFloor(dungeon.grid.kinds[tile]) && !doorways.has(tile) && !painting.floor.includes(tile))).toEqual([]);
        expect(problemsOf(dungeon)).toEqual([]);
      }),
      { numRuns: runs(30, 150), seed: 3003 },
    );
  });

  it("shows painted walls as painted in the generations overlay", () => {
    const structure = new Uint8Array(WIDTH * HEIGHT);
    for (let x = 10; x < 50; x++) for (let y = 30; y < 33; y++) structure[y * WIDTH + x] = StructureMark.Wall;
    const dungeon = expectDungeon(generateDungeon(WIDTH, HEIGHT, { layout: "crawlers", structure }, 5));
    const generations = dungeon.layout.overlay.generations!;
    const doorways = new Set(dungeon.layout.overlay.marks);
    for (let x = 10; x < 50; x++) {
      for (let y = 30; y < 33; y++) {
        const tile = y * WIDTH + x;
        if (!doorways.has(tile)) expect(generations[tile]).toBe(PAINTED_WALL_GENERATION);
      }
    }
  });

  it("an unpainted map is the same as no structure at all", () => {
    const plain = expectDungeon(generateDungeon(WIDTH, HEIGHT, { layout: "crawlers" }, 9));
    const empty = expectDungeon(generateDungeon(WIDTH, HEIGHT, { layout: "crawlers", structure: new Uint8Array(WIDTH * HEIGHT) }, 9));
    expect(Buffer.from(empty.grid.kinds).equals(Buffer.from(plain.grid.kinds))).toBe(true);
  });

  it("walls painted over the whole map are ignored: a dungeon needs somewhere to arrive", () => {
    const structure = new Uint8Array(WIDTH * HEIGHT).fill(StructureMark.Wall);
    const dungeon = expectDungeon(generateDungeon(WIDTH, HEIGHT, { layout: "crawlers", structure, content: [{ min: 3, max: 3 }] }, 4));
    expect(dungeon.arrival).toBeGreaterThanOrEqual(0);
    expect(problemsOf(dungeon)).toEqual([]);
    expect(Buffer.from(dungeon.grid.kinds).equals(Buffer.from(expectDungeon(generateDungeon(WIDTH, HEIGHT, { layout: "crawlers", content: [{ min: 3, max: 3 }] }, 4)).grid.kinds))).toBe(true);
  });

  it("a painted room walled in on every side gets a doorway", () => {
    const structure = new Uint8Array(WIDTH * HEIGHT);
    // A 10×6 room of kept floor inside a one-column, three-row-thick painted wall ring.
    for (let y = 20; y < 32; y++) for (let x = 20; x < 32; x++) structure[y * WIDTH + x] = StructureMark.Wall;
    for (let y = 23; y < 29; y++) for (let x = 21; x < 31; x++) structure[y * WIDTH + x] = StructureMark.Floor;
    for (const seed of [1, 2, 3]) {
      const dungeon = expectDungeon(generateDungeon(WIDTH, HEIGHT, { layout: "crawlers", structure, structuralWalls: 0 }, seed));
      expect(unreachableFloor(dungeon)).toBe(0);
      const roomTiles = [...structure.keys()].filter((tile) => structure[tile] === StructureMark.Floor);
      expect(roomTiles.every((tile) => isFloor(dungeon.grid.kinds[tile]))).toBe(true);
      expect(dungeon.layout.overlay.marks.some((tile) => structure[tile] === StructureMark.Wall)).toBe(true);
    }
  });
});

/** The grid as it stood after a named step of the layout (a copy). */
function gridAfter(step: string, request: Record<string, unknown>, seed: number): Grid {
  let copy: Grid | null = null;
  generateDungeon(WIDTH, HEIGHT, { layout: "crawlers", ...request }, seed, (phase, state) => {
    if (phase === step) copy = { width: state.grid.width, height: state.grid.height, kinds: state.grid.kinds.slice() };
  });
  return copy!;
}

describe("crawlers never block a pathway; only structural ones join walls", () => {
  it("without joining crawlers or painted walls the floor is one piece before any doorway, and no doorway is cut", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom(...CRAWLER_STYLE_NAMES), fc.integer({ min: 0, max: 12 }), (seed, style, structuralWalls) => {
        const request = { ...CRAWLER_STYLES[style], structuralWalls, joinChance: 0 };
        expect(floorComponents(gridAfter("thicken", request, seed))).toBe(1);
        expect(expectDungeon(generateDungeon(WIDTH, HEIGHT, { layout: "crawlers", ...request }, seed)).layout.overlay.marks).toEqual([]);
      }),
      { numRuns: runs(15, 60), seed: 31 },
    );
  });

  it("structural crawlers that join divide the map into sectors, joined by door openings", () => {
    let divided = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const request = { structuralWalls: 6, joinChance: 100 };
      const sectors = floorComponents(gridAfter("thicken", request, seed));
      const dungeon = expectDungeon(generateDungeon(WIDTH, HEIGHT, { layout: "crawlers", ...request }, seed));
      expect(unreachableFloor(dungeon)).toBe(0);
      if (sectors > 1) {
        divided++;
        expect(dungeon.layout.overlay.marks.length).toBeGreaterThan(0);
        expect(dungeon.layout.openings.filter((opening) => opening.kind === "door").length).toBeGreaterThan(0);
      }
    }
    expect(divided).toBeGreaterThan(10);
  });
});

describe("doorways", () => {
  it("each doorway is one corridor area with one door opening, on its south or east end tile, from the doorway", () => {
    let doors = 0;
    for (let seed = 1; seed <= 15; seed++) {
      const dungeon = expectDungeon(generateDungeon(WIDTH, HEIGHT, { layout: "crawlers", structuralWalls: 6, joinChance: 100 }, seed));
      const { areaOf, areas, openings, overlay } = dungeon.layout;
      const doorwayTiles = new Set(overlay.marks);
      const doorwayAreas = new Set(overlay.marks.map((tile) => areaOf[tile] - 1));
      for (const id of doorwayAreas) {
        expect(areas[id].kind).toBe("corridor");
        // Only doorway tiles in it: the area is the doorway alone.
        expect(overlay.marks.filter((tile) => areaOf[tile] - 1 === id)).toHaveLength(areas[id].size);
        const own = openings.filter((opening) => opening.kind === "door" && (opening.from === id || opening.to === id));
        expect(own).toHaveLength(1);
        expect(own[0].from).toBe(id);
        expect(doorwayTiles.has(own[0].tile)).toBe(true);
        const tiles = overlay.marks.filter((tile) => areaOf[tile] - 1 === id);
        expect(own[0].tile).toBe(Math.max(...tiles));
        doors++;
      }
      expect(openings.filter((opening) => opening.kind === "door")).toHaveLength(doorwayAreas.size);
    }
    expect(doors).toBeGreaterThan(10);
  });
});

describe("generations", () => {
  it("reports the crawl once per generation, then thicken, connect and finish", () => {
    const steps: string[] = [];
    generateDungeon(WIDTH, HEIGHT, { layout: "crawlers", generations: 4 }, 2, (phase) => steps.push(phase));
    expect(steps.slice(0, 8)).toEqual(["structure", "crawl", "crawl", "crawl", "crawl", "crawl", "thicken", "connect"]);
    expect(steps).toContain("finish");
    expect(crawlers.steps).toEqual(["structure", "crawl", "thicken", "connect", "finish"]);
  });

  it("colours each wall by the generation that laid it: values 1 … generations + 1, on walls only", () => {
    for (let seed = 1; seed <= runs(3, 10); seed++) {
      const dungeon = expectDungeon(generateDungeon(WIDTH, HEIGHT, { layout: "crawlers" }, seed));
      const generations = dungeon.layout.overlay.generations!;
      expect(generations).toHaveLength(WIDTH * HEIGHT);
      const seen = new Set<number>();
      generations.forEach((value, tile) => {
        if (value === 0) return;
        expect(isFloor(dungeon.grid.kinds[tile])).toBe(false);
        expect(value).toBeLessThanOrEqual(CRAWLERS_DEFAULTS.generations + 1);
        seen.add(value);
      });
      expect(seen.has(1)).toBe(true);
      expect(seen.size).toBeGreaterThan(2);
    }
  });
});

describe("styles on 68×64", () => {
  it.each(CRAWLER_STYLE_NAMES.map((name) => [name]))("%s: open, divided into areas, every invariant", (name) => {
    for (let seed = 1; seed <= 12; seed++) {
      const dungeon = expectDungeon(generateDungeon(WIDTH, HEIGHT, { layout: "crawlers", ...CRAWLER_STYLES[name], content: [{ min: 6, max: 6 }] }, seed));
      expect(problemsOf(dungeon)).toEqual([]);
      const floor = dungeon.grid.kinds.filter((kind) => isFloor(kind)).length;
      const interior = (WIDTH - 2) * (HEIGHT - 3);
      expect(floor / interior).toBeGreaterThan(0.45);
      expect(floor / interior).toBeLessThan(0.95);
      expect(dungeon.layout.areas.length).toBeGreaterThanOrEqual(6);
      expect(dungeon.layout.areas.some((area) => area.kind === "room")).toBe(true);
    }
  });

  it("halls stand pillars in the open: wall blocks with floor all around", () => {
    let pillars = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const dungeon = expectDungeon(generateDungeon(WIDTH, HEIGHT, { layout: "crawlers", ...CRAWLER_STYLES.halls }, seed));
      const { kinds } = dungeon.grid;
      // A pillar (one column, three rows with the default wall height): non-floor with floor left, right, above and below.
      for (let y = 3; y < HEIGHT - 4; y++) {
        for (let x = 2; x < WIDTH - 2; x++) {
          const tile = y * WIDTH + x;
          const column = [0, 1, 2].every((k) => !isFloor(kinds[tile + k * WIDTH]) && isFloor(kinds[tile + k * WIDTH - 1]) && isFloor(kinds[tile + k * WIDTH + 1]));
          if (column && isFloor(kinds[tile - WIDTH]) && isFloor(kinds[tile + 3 * WIDTH])) pillars++;
        }
      }
    }
    expect(pillars).toBeGreaterThan(6);
  });

  it("finds a style by name in any case; unknown names give undefined", () => {
    expect(crawlerStyle(" Halls ")).toBe(CRAWLER_STYLES.halls);
    expect(crawlerStyle("dungeon")).toBeUndefined();
    expect(crawlerStyle(3)).toBeUndefined();
    // Each style only names options the layout has, within their ranges.
    for (const name of CRAWLER_STYLE_NAMES) {
      for (const [key, value] of Object.entries(CRAWLER_STYLES[name])) {
        expect(crawlers.ranges).toHaveProperty(key);
        const range = crawlers.ranges[key as keyof typeof crawlers.ranges];
        expect(value).toBeGreaterThanOrEqual(range.min);
        expect(value).toBeLessThanOrEqual(range.max);
      }
    }
  });
});

describe("options", () => {
  it("keeps the baby delay table within 100 %, with one message", () => {
    const options = { ...CRAWLERS_DEFAULTS, babyDelay2Chance: 70, babyDelay3Chance: 50 };
    expect(crawlers.fitOptions(options)).toEqual(["babyDelay3Chance 50 is too large (babyDelay2Chance 70 plus it must not exceed 100); using 30"]);
    expect(options.babyDelay3Chance).toBe(30);
    expect(crawlers.fitOptions({ ...CRAWLERS_DEFAULTS })).toEqual([]);
  });

  it("wider walls and taller wall faces keep invariant 6", () => {
    for (const [wallWidth, wallHeight] of [
      [2, 1],
      [3, 3],
      [1, 3],
    ]) {
      const dungeon = expectDungeon(generateDungeon(WIDTH, HEIGHT, { layout: "crawlers", wallWidth, wallHeight, content: [{ min: 3, max: 3 }] }, wallWidth * 10 + wallHeight));
      expect(problemsOf(dungeon)).toEqual([]);
    }
  });

  it("refuses a map too small for a 3×3 open space, saying so", () => {
    const result = generateDungeon(4, 7, { layout: "crawlers" }, 1);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toBe("a 4×7 map is too small for the crawlers layout: it must be at least 5×6");
    expect(generateDungeon(5, 6, { layout: "crawlers" }, 1).ok).toBe(true);
  });

  it("with no generations and no structural walls the map is one open room", () => {
    const dungeon = expectDungeon(generateDungeon(WIDTH, HEIGHT, { layout: "crawlers", generations: 0, structuralWalls: 0 }, 1));
    expect(dungeon.grid.kinds.filter((kind) => kind === TileKind.Room).length).toBe((WIDTH - 2) * (HEIGHT - 3));
  });
});
