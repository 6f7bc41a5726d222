/**
 * Pins the crawlers layout (src/core/layout/crawlers.ts) on small maps, for its mutation run
 * (docs/mutation.md): the exported helpers and tables exactly, a crawler's step rules on small
 * hand-set situations (one crawler, no turns; forced turns; babies in later generations; column
 * jumpers; wide and tall pens; painted floor it must stop before), the thickening, pocket and
 * doorway rules on hand-painted structures (no crawlers at all, so only the doorway draw is
 * random), the room/corridor split and the areas, and what the step hooks report.
 *
 * Pictures: `#` not floor and laid by nobody (the border), a digit the generation of the crawler
 * that laid a wall tile, `P` a painted wall (or floor filled as painted), `.` room floor (open
 * floor in the stage pictures, before the floor is classified), `,` corridor floor. Area pictures
 * give each floor tile's area id (0–9, then a–z). The property tests over many 68×64 dungeons are
 * in crawlers.test.ts; every map here is at most 40×30, so the file runs in well under a second.
 */
import { Grid, Layout, Random, StructureMark, TileKind, createGrid } from "../../src/core";
import {
  CRAWLERS_DEFAULTS,
  CRAWLERS_RANGES,
  CRAWLER_STYLES,
  CRAWLER_STYLE_NAMES,
  CrawlersOptions,
  PAINTED_WALL_GENERATION,
  checkCrawlersSize,
  corridorWidthOf,
  crawlerStyle,
  crawlers,
  crawlersMinimumSize,
  fitCrawlersOptions,
} from "../../src/core/layout/crawlers";

const AREA_IDS = "0123456789abcdefghijklmnopqrstuvwxyz";

/** The grid as text (legend in the header); `generations` tells who laid each wall tile. */
function picture(width: number, kinds: Uint8Array, generations?: Uint8Array): string[] {
  const rows: string[] = [];
  for (let y = 0; y * width < kinds.length; y++) {
    let row = "";
    for (let x = 0; x < width; x++) {
      const tile = y * width + x;
      const kind = kinds[tile];
      const laid = generations ? generations[tile] : 0;
      if (kind === TileKind.Void) row += laid === 0 ? "#" : laid === PAINTED_WALL_GENERATION ? "P" : String(laid - 1);
      else row += kind === TileKind.Room ? "." : kind === TileKind.Corridor ? "," : "?";
    }
    rows.push(row);
  }
  return rows;
}

/** Each floor tile's area id as one character, `#` off the floor. */
function areaPicture(width: number, areaOf: Uint16Array): string[] {
  const rows: string[] = [];
  for (let y = 0; y * width < areaOf.length; y++) {
    let row = "";
    for (let x = 0; x < width; x++) row += areaOf[y * width + x] === 0 ? "#" : AREA_IDS[areaOf[y * width + x] - 1];
    rows.push(row);
  }
  return rows;
}

/** A structure from text: `W` a painted wall, `F` painted floor, anything else nothing. */
function paint(rows: string[]): Uint8Array {
  const width = rows[0].length;
  const structure = new Uint8Array(width * rows.length);
  rows.forEach((row, y) => [...row].forEach((mark, x) => (structure[y * width + x] = mark === "W" ? StructureMark.Wall : mark === "F" ? StructureMark.Floor : StructureMark.None)));
  return structure;
}

interface Step {
  step: string;
  rows: string[];
  layout: Layout;
}

interface Run {
  width: number;
  grid: Grid;
  layout: Layout;
  steps: Step[];
  /** The pictures of every report of one step name, in order. */
  at(step: string): string[][];
  rows: string[];
  areaRows: string[];
  areas: [string, number, number, number, number, number][];
  openings: [number, number, number, string][];
}

function carve(width: number, height: number, given: Partial<CrawlersOptions>, seed: number, structure: Uint8Array | null = null): Run {
  const grid = createGrid(width, height);
  const options = { ...CRAWLERS_DEFAULTS, ...given };
  const steps: Step[] = [];
  const layout = crawlers.carve(grid, options, new Random(seed), { prefabs: [], structure }, (step, state) => {
    steps.push({ step, rows: picture(width, grid.kinds, state.overlay.generations), layout: state });
  });
  return {
    width,
    grid,
    layout,
    steps,
    at: (step) => steps.filter((s) => s.step === step).map((s) => s.rows),
    rows: picture(width, grid.kinds, layout.overlay.generations),
    areaRows: areaPicture(width, layout.areaOf),
    areas: layout.areas.map((area) => [area.kind, area.bounds.x, area.bounds.y, area.bounds.width, area.bounds.height, area.size]),
    openings: layout.openings.map((opening) => [opening.tile, opening.from, opening.to, opening.kind]),
  };
}

/**
 * What every finished layout must satisfy, checked against slow references: room floor exactly
 * where a 3×3 square of floor covers the tile (doorway tiles corridor), area ids in order with
 * bounds and sizes that match areaOf, every floor tile in an area, generations only on walls.
 */
function expectConsistent(run: Run): void {
  const { width, grid, layout } = run;
  const height = grid.height;
  const floor = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && grid.kinds[y * width + x] !== TileKind.Void;
  const doorway = new Set(layout.overlay.marks);
  const problems: string[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const tile = y * width + x;
      if (!floor(x, y)) {
        if (layout.areaOf[tile] !== 0) problems.push(`${x},${y}: area on a wall`);
        continue;
      }
      let open = false;
      for (let cy = y - 1; cy <= y + 1; cy++) {
        for (let cx = x - 1; cx <= x + 1; cx++) {
          let square = true;
          for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (!floor(cx + dx, cy + dy)) square = false;
          if (square) open = true;
        }
      }
      const kind = doorway.has(tile) ? TileKind.Corridor : open ? TileKind.Room : TileKind.Corridor;
      if (grid.kinds[tile] !== kind) problems.push(`${x},${y}: kind ${grid.kinds[tile]}, expected ${kind}`);
      if (layout.areaOf[tile] === 0) problems.push(`${x},${y}: floor in no area`);
      if (layout.overlay.generations![tile] !== 0) problems.push(`${x},${y}: a generation on floor`);
    }
  }
  layout.areas.forEach((area, id) => {
    let size = 0;
    let left = width;
    let top = height;
    let right = -1;
    let bottom = -1;
    layout.areaOf.forEach((label, tile) => {
      if (label !== id + 1) return;
      size++;
      left = Math.min(left, tile % width);
      right = Math.max(right, tile % width);
      top = Math.min(top, Math.floor(tile / width));
      bottom = Math.max(bottom, Math.floor(tile / width));
    });
    const kind = grid.kinds[layout.areaOf.indexOf(id + 1)] === TileKind.Room ? "room" : "corridor";
    const measured = { id, kind, bounds: { x: left, y: top, width: right - left + 1, height: bottom - top + 1 }, size };
    if (JSON.stringify(area) !== JSON.stringify(measured)) problems.push(`area ${JSON.stringify(area)}, measured ${JSON.stringify(measured)}`);
  });
  expect(problems).toEqual([]);
}

describe("exported tables", () => {
  test("defaults, each option's range, and the three styles, exactly", () => {
    expect(CRAWLERS_DEFAULTS).toEqual({
      border: 1,
      wallHeight: 2,
      wallWidth: 1,
      structuralWalls: 4,
      joinChance: 50,
      borderCrawlers: 3,
      generations: 6,
      stepLength: 3,
      maxAge: 40,
      corridorWidth: 5,
      corridorWidthLast: 2,
      turnChance: 20,
      spawnChance: 20,
      turnSpawnChance: 40,
      babyDelay2Chance: 20,
      babyDelay3Chance: 10,
      mutation: 10,
      jumperChance: 0,
      columnSpacing: 3,
    });
    expect(CRAWLERS_RANGES).toEqual({
      border: { min: 1, max: 32 },
      wallHeight: { min: 1, max: 3 },
      wallWidth: { min: 1, max: 4 },
      structuralWalls: { min: 0, max: 64 },
      joinChance: { min: 0, max: 100 },
      borderCrawlers: { min: 0, max: 100 },
      generations: { min: 0, max: 20 },
      stepLength: { min: 1, max: 16 },
      maxAge: { min: 1, max: 999 },
      corridorWidth: { min: 1, max: 32 },
      corridorWidthLast: { min: 1, max: 32 },
      turnChance: { min: 0, max: 100 },
      spawnChance: { min: 0, max: 100 },
      turnSpawnChance: { min: 0, max: 100 },
      babyDelay2Chance: { min: 0, max: 100 },
      babyDelay3Chance: { min: 0, max: 100 },
      mutation: { min: 0, max: 50 },
      jumperChance: { min: 0, max: 100 },
      columnSpacing: { min: 1, max: 16 },
    });
    expect(CRAWLER_STYLES.caverns).toEqual({
      structuralWalls: 4,
      joinChance: 30,
      borderCrawlers: 4,
      generations: 4,
      stepLength: 1,
      maxAge: 80,
      corridorWidth: 5,
      corridorWidthLast: 3,
      turnChance: 70,
      spawnChance: 10,
      turnSpawnChance: 15,
      mutation: 15,
      jumperChance: 0,
    });
    expect(CRAWLER_STYLES.halls).toEqual({
      structuralWalls: 5,
      joinChance: 100,
      borderCrawlers: 3,
      generations: 3,
      stepLength: 4,
      maxAge: 30,
      corridorWidth: 7,
      corridorWidthLast: 5,
      turnChance: 10,
      spawnChance: 20,
      turnSpawnChance: 30,
      mutation: 5,
      jumperChance: 70,
      columnSpacing: 3,
    });
    // The maze style is the defaults without the map's frame, the delay table and the column spacing.
    expect(CRAWLER_STYLES.maze).toEqual({
      structuralWalls: 4,
      joinChance: 50,
      borderCrawlers: 3,
      generations: 6,
      stepLength: 3,
      maxAge: 40,
      corridorWidth: 5,
      corridorWidthLast: 2,
      turnChance: 20,
      spawnChance: 20,
      turnSpawnChance: 40,
      mutation: 10,
      jumperChance: 0,
    });
    expect(CRAWLER_STYLE_NAMES).toEqual(["caverns", "halls", "maze"]);
    expect(PAINTED_WALL_GENERATION).toBe(255);
    // Frozen, so a style or the defaults cannot be changed by whoever reads them.
    for (const table of [CRAWLERS_DEFAULTS, CRAWLERS_RANGES, CRAWLER_STYLES, CRAWLER_STYLES.caverns, CRAWLER_STYLES.halls, CRAWLER_STYLES.maze]) expect(Object.isFrozen(table)).toBe(true);
  });

  test("the layout's registry entry", () => {
    expect(crawlers.name).toBe("crawlers");
    expect(crawlers.summary).toBe("Wall crawlers and column jumpers build walls into an open map in generations (DungeonMaker, seed 003); keeps what the map paints");
    expect(crawlers.defaults).toBe(CRAWLERS_DEFAULTS);
    expect(crawlers.ranges).toBe(CRAWLERS_RANGES);
    expect(crawlers.steps).toEqual(["structure", "crawl", "thicken", "connect", "finish"]);
    expect(crawlers.fitOptions).toBe(fitCrawlersOptions);
    expect(crawlers.checkSize).toBe(checkCrawlersSize);
  });
});

describe("size, options and styles", () => {
  test("the smallest map holds a 3×3 open region inside the border, the top keeping wallHeight rows", () => {
    expect(crawlersMinimumSize(CRAWLERS_DEFAULTS)).toEqual({ width: 5, height: 6 });
    expect(crawlersMinimumSize({ ...CRAWLERS_DEFAULTS, border: 3, wallHeight: 1 })).toEqual({ width: 9, height: 9 });
    expect(crawlersMinimumSize({ ...CRAWLERS_DEFAULTS, border: 2, wallHeight: 3 })).toEqual({ width: 7, height: 8 });
    expect(crawlersMinimumSize({ ...CRAWLERS_DEFAULTS, border: 2, wallHeight: 2 })).toEqual({ width: 7, height: 7 });
  });

  test("checkSize: exactly the minimum passes, one column or row less is refused with the sizes", () => {
    const options = { ...CRAWLERS_DEFAULTS, border: 2, wallHeight: 3 };
    expect(checkCrawlersSize(7, 8, options)).toBeNull();
    expect(checkCrawlersSize(70, 80, options)).toBeNull();
    expect(checkCrawlersSize(6, 8, options)).toBe("a 6×8 map is too small for the crawlers layout: it must be at least 7×8");
    expect(checkCrawlersSize(7, 7, options)).toBe("a 7×7 map is too small for the crawlers layout: it must be at least 7×8");
    expect(checkCrawlersSize(6, 7, options)).toBe("a 6×7 map is too small for the crawlers layout: it must be at least 7×8");
  });

  test("fitOptions: the delay table may fill 100 % exactly; one point more clamps the 3-generation share", () => {
    const full = { ...CRAWLERS_DEFAULTS, babyDelay2Chance: 60, babyDelay3Chance: 40 };
    expect(fitCrawlersOptions(full)).toEqual([]);
    expect(full.babyDelay3Chance).toBe(40);
    const over = { ...CRAWLERS_DEFAULTS, babyDelay2Chance: 60, babyDelay3Chance: 41 };
    expect(fitCrawlersOptions(over)).toEqual(["babyDelay3Chance 41 is too large (babyDelay2Chance 60 plus it must not exceed 100); using 40"]);
    expect(over).toEqual({ ...CRAWLERS_DEFAULTS, babyDelay2Chance: 60, babyDelay3Chance: 40 });
    const all = { ...CRAWLERS_DEFAULTS, babyDelay2Chance: 100, babyDelay3Chance: 100 };
    expect(fitCrawlersOptions(all)).toEqual(["babyDelay3Chance 100 is too large (babyDelay2Chance 100 plus it must not exceed 100); using 0"]);
    expect(all.babyDelay3Chance).toBe(0);
  });

  test("crawlerStyle: any case, spaces around; other names and non-strings give undefined", () => {
    expect(crawlerStyle("maze")).toBe(CRAWLER_STYLES.maze);
    expect(crawlerStyle("  CAVERNS\t")).toBe(CRAWLER_STYLES.caverns);
    expect(crawlerStyle("Halls")).toBe(CRAWLER_STYLES.halls);
    for (const name of ["", " ", "hall", "mazes", "ma ze", "toString", "constructor"]) expect([name, crawlerStyle(name)]).toEqual([name, undefined]);
    for (const value of [undefined, null, 1, ["maze"], { maze: 1 }]) expect(crawlerStyle(value)).toBeUndefined();
  });

  test("corridorWidthOf: generation 0 and 1 keep corridorWidth, the last corridorWidthLast, linear and rounded between, clamped outside", () => {
    const options = { ...CRAWLERS_DEFAULTS, generations: 3, corridorWidth: 5, corridorWidthLast: 2 };
    // 5 + (2 − 5) × 1 / 2 = 3.5 rounds to 4.
    expect([-1, 0, 1, 2, 3, 4, 9].map((g) => corridorWidthOf(g, options))).toEqual([5, 5, 5, 4, 2, 2, 2]);
    expect([0, 1, 2, 3, 4, 5].map((g) => corridorWidthOf(g, { ...options, generations: 5, corridorWidth: 2, corridorWidthLast: 9 }))).toEqual([2, 2, 4, 6, 7, 9]);
    // One generation (or none): every generation is the first.
    expect([0, 1, 2].map((g) => corridorWidthOf(g, { ...options, generations: 1 }))).toEqual([5, 5, 5]);
    expect([0, 1, 2].map((g) => corridorWidthOf(g, { ...options, generations: 0 }))).toEqual([5, 5, 5]);
    expect([1, 2].map((g) => corridorWidthOf(g, { ...options, generations: 2 }))).toEqual([5, 2]);
  });
});

describe("crawler step rules on small maps", () => {
  test("one structural crawler that never turns on its own: straight in from the border, turns aside when blocked, dies boxed in", () => {
    // It starts on the east border (pen 1 wide, 3 tall), lays wall west until one tile of corridor
    // width is left before the west border, turns north (the side with room; never back east),
    // lays two tiles and dies: nothing ahead, west too narrow, east forbidden. Its wall touches
    // the border at one point only, so the floor stays one piece and no doorway is cut.
    const run = carve(14, 10, { structuralWalls: 1, generations: 0, turnChance: 0, spawnChance: 0, corridorWidth: 1 }, 1);
    expect(run.at("crawl")).toEqual([[
      "##############",
      "##############",
      "#............#",
      "#.0..........#",
      "#.0..........#",
      "#.00000000000#",
      "#.00000000000#",
      "#.00000000000#",
      "#............#",
      "##############",
    ]]);
    expect(run.rows).toEqual([
      "##############",
      "##############",
      "#,,..........#",
      "#,0..........#",
      "#,0..........#",
      "#,00000000000#",
      "#,00000000000#",
      "#,00000000000#",
      "#,,,,,,,,,,,,#",
      "##############",
    ]);
    expect(run.areas).toEqual([
      ["room", 3, 2, 10, 3, 30],
      ["corridor", 1, 2, 12, 7, 19],
    ]);
    expect(run.openings).toEqual([[31, 0, 1, "open"]]);
    expect(run.layout.overlay.marks).toEqual([]);
  });

  test("a structural crawler that joins: border to border, then one doorway through its wall", () => {
    // From the top border straight down to the bottom one (it joins it): the map is cut in two, so
    // connect opens one tile of that wall (a doorway: its own corridor area with the door opening).
    const run = carve(14, 10, { structuralWalls: 1, generations: 0, turnChance: 0, spawnChance: 0, corridorWidth: 1 }, 3);
    expect(run.at("crawl")).toEqual([[
      "##############",
      "##############",
      "#.......0....#",
      "#.......0....#",
      "#.......0....#",
      "#.......0....#",
      "#.......0....#",
      "#.......0....#",
      "#.......0....#",
      "##############",
    ]]);
    expect(run.at("connect")).toEqual([[
      "##############",
      "##############",
      "#............#",
      "#.......0....#",
      "#.......0....#",
      "#.......0....#",
      "#.......0....#",
      "#.......0....#",
      "#.......0....#",
      "##############",
    ]]);
    expect(run.rows).toEqual([
      "##############",
      "##############",
      "#.......,....#",
      "#.......0....#",
      "#.......0....#",
      "#.......0....#",
      "#.......0....#",
      "#.......0....#",
      "#.......0....#",
      "##############",
    ]);
    expect(run.areaRows).toEqual([
      "##############",
      "##############",
      "#000000021111#",
      "#0000000#1111#",
      "#0000000#1111#",
      "#0000000#1111#",
      "#0000000#1111#",
      "#0000000#1111#",
      "#0000000#1111#",
      "##############",
    ]);
    expect(run.areas).toEqual([
      ["room", 1, 2, 7, 7, 49],
      ["room", 9, 2, 4, 7, 28],
      ["corridor", 8, 2, 1, 1, 1],
    ]);
    expect(run.openings).toEqual([[35, 0, 2, "open"], [36, 2, 1, "door"]]);
    expect(run.layout.overlay.marks).toEqual([36]);
  });

  test("a crawler that turns after every step (never back against its first heading), two tiles a step", () => {
    const options = { structuralWalls: 1, generations: 0, turnChance: 100, spawnChance: 0, corridorWidth: 1, stepLength: 2, joinChance: 0 };
    const two = carve(16, 12, options, 2);
    expect(two.at("crawl")).toEqual([[
      "################",
      "################",
      "#..............#",
      "#..............#",
      "#..............#",
      "#..............#",
      "#...........000#",
      "#.0000000000000#",
      "#.0000000000000#",
      "#.00000000000..#",
      "#..............#",
      "################",
    ]]);
    expect(two.rows).toEqual([
      "################",
      "################",
      "#..............#",
      "#..............#",
      "#..............#",
      "#..............#",
      "#...........000#",
      "#,0000000000000#",
      "#,0000000000000#",
      "#,00000000000,,#",
      "#,,,,,,,,,,,,,,#",
      "################",
    ]);
    expect(two.areas).toEqual([
      ["room", 1, 2, 14, 5, 67],
      ["corridor", 1, 7, 14, 4, 19],
    ]);
    expect(two.openings).toEqual([[97, 0, 1, "open"]]);
    const five = carve(16, 12, options, 5);
    expect(five.at("crawl")).toEqual([[
      "################",
      "################",
      "#....0.........#",
      "#....0.........#",
      "#....000.......#",
      "#....000.......#",
      "#....00000.....#",
      "#......0000000.#",
      "#......0000000.#",
      "#........00000.#",
      "#..............#",
      "################",
    ]]);
    expect(five.areaRows).toEqual([
      "################",
      "################",
      "#0000#221111111#",
      "#0000#221111111#",
      "#0000###1111111#",
      "#0000###1111111#",
      "#0000#####11111#",
      "#000000#######3#",
      "#000000#######3#",
      "#00000033#####3#",
      "#00000033333333#",
      "################",
    ]);
    expect(five.areas).toEqual([
      ["room", 1, 2, 6, 9, 44],
      ["room", 8, 2, 7, 5, 33],
      ["corridor", 6, 2, 2, 2, 4],
      ["corridor", 7, 7, 8, 4, 13],
    ]);
    expect(five.openings).toEqual([[56, 1, 2, "open"], [110, 1, 3, "open"], [166, 0, 3, "open"]]);
  });

  test("generations: structural walls first, then border crawlers and babies generation by generation, narrower each time", () => {
    // Four crawl reports (generations 0–3); each wall tile keeps the digit of the generation that laid it.
    const run = carve(20, 14, { structuralWalls: 2, generations: 3, corridorWidth: 2, corridorWidthLast: 1, spawnChance: 60, borderCrawlers: 5 }, 4);
    expect(run.at("crawl")).toEqual([[
      "####################",
      "####################",
      "#..................#",
      "#..................#",
      "#000000000..0......#",
      "#000000000..0......#",
      "#000000000..0......#",
      "#........0..0......#",
      "#........0..0000000#",
      "#........0..0000000#",
      "#........0..0000000#",
      "#........0.........#",
      "#........0.........#",
      "####################",
    ], [
      "####################",
      "####################",
      "#..............1...#",
      "#..............1...#",
      "#000000000..0..1...#",
      "#000000000..0..1...#",
      "#000000000..0......#",
      "#........0..0......#",
      "#........0..0000000#",
      "#...1....0..0000000#",
      "#...1....0..0000000#",
      "#...1....0.........#",
      "#...1....0.........#",
      "####################",
    ], [
      "####################",
      "####################",
      "#..............1...#",
      "#..............1...#",
      "#000000000..0..1...#",
      "#000000000..0..1...#",
      "#000000000..0......#",
      "#........0..0......#",
      "#........0..0000000#",
      "#...1....0..0000000#",
      "#...1....0..0000000#",
      "#...1....0.........#",
      "#...1....0.........#",
      "####################",
    ], [
      "####################",
      "####################",
      "#..............1...#",
      "#..............1...#",
      "#000000000..0..1...#",
      "#000000000..0..1...#",
      "#000000000..0......#",
      "#........0..0......#",
      "#.3...33.0..0000000#",
      "#.3.1.33.0..0000000#",
      "#.3.1.33.0..0000000#",
      "#.3.1..3.0.........#",
      "#.3.1..3.0.........#",
      "####################",
    ]]);
    expect(run.at("connect")).toEqual([[
      "####################",
      "####################",
      "#..............1...#",
      "#..............1...#",
      "#0000000.0..0..1...#",
      "#0000000.0..0..1...#",
      "#0000000.0..0......#",
      "#........0..0......#",
      "#.3...33.0..0000000#",
      "#.3.1.33.0..0000000#",
      "#.3.1.33.0..0000000#",
      "#.3.1..3.0.........#",
      "#.3.1..3.0.........#",
      "####################",
    ]]);
    expect(run.rows).toEqual([
      "####################",
      "####################",
      "#,,,,,,,,,,,,,,1...#",
      "#,,,,,,,,,,,,,,1...#",
      "#0000000,0,,0,,1...#",
      "#0000000,0,,0,,1...#",
      "#0000000,0,,0,,,...#",
      "#,,,,,,,,0,,0,,,...#",
      "#,3,,,33,0,,0000000#",
      "#,3,1,33,0,,0000000#",
      "#,3,1,33,0,,0000000#",
      "#,3,1,,3,0,,,,,,,,,#",
      "#,3,1,,3,0,,,,,,,,,#",
      "####################",
    ]);
    expect(run.areaRows).toEqual([
      "####################",
      "####################",
      "#22222222222222#000#",
      "#22222222222222#000#",
      "########1#22#22#000#",
      "########1#22#22#000#",
      "########1#22#222000#",
      "#33333333#22#222000#",
      "#3#333##3#22########",
      "#3#3#3##3#22########",
      "#3#3#3##3#22########",
      "#3#3#33#3#222222222#",
      "#3#3#33#3#222222222#",
      "####################",
    ]);
    expect(run.areas).toEqual([
      ["room", 16, 2, 3, 6, 18],
      ["corridor", 8, 4, 1, 3, 3],
      ["corridor", 1, 2, 18, 11, 70],
      ["corridor", 1, 7, 8, 6, 31],
    ]);
    expect(run.openings).toEqual([[88, 1, 2, "open"], [128, 1, 3, "door"], [156, 0, 2, "open"]]);
    expect(run.layout.overlay.marks).toEqual([88,108,128]);
  });

  test("column jumpers leave one pillar per jump (pen plus columnSpacing apart), never a wall between", () => {
    const run = carve(16, 12, { structuralWalls: 0, generations: 1, borderCrawlers: 10, jumperChance: 100, corridorWidth: 1, columnSpacing: 2 }, 1);
    expect(run.at("crawl")).toEqual([[
      "################",
      "################",
      "#..............#",
      "#..............#",
      "#..............#",
      "#..............#",
      "#..............#",
      "#..............#",
      "#..............#",
      "#..............#",
      "#..............#",
      "################",
    ], [
      "################",
      "################",
      "#..............#",
      "#..............#",
      "#..............#",
      "#..............#",
      "#............1.#",
      "#.1..1..1..1.1.#",
      "#.1..1..1..1.1.#",
      "#.1..1..1..1...#",
      "#..............#",
      "################",
    ]]);
    expect(run.rows).toEqual([
      "################",
      "################",
      "#..............#",
      "#..............#",
      "#..............#",
      "#..............#",
      "#............1,#",
      "#,1,,1,,1,,1,1,#",
      "#,1,,1,,1,,1,1,#",
      "#,1,,1,,1,,1,,,#",
      "#,,,,,,,,,,,,,,#",
      "################",
    ]);
    expect(run.areas).toEqual([
      ["room", 1, 2, 14, 5, 68],
      ["corridor", 1, 6, 14, 5, 43],
    ]);
    expect(run.openings).toEqual([[94, 0, 1, "open"], [97, 0, 1, "open"], [100, 0, 1, "open"], [103, 0, 1, "open"], [106, 0, 1, "open"], [108, 0, 1, "open"]]);
  });

  test("jumpers among walls: a pillar only where it keeps the corridor width from walls, one tile from other pillars", () => {
    const run = carve(24, 18, { structuralWalls: 2, generations: 2, joinChance: 100, borderCrawlers: 3, jumperChance: 70, corridorWidth: 3, corridorWidthLast: 2, columnSpacing: 1, turnChance: 30, spawnChance: 40 }, 3);
    expect(run.at("crawl")).toEqual([[
      "########################",
      "########################",
      "#.............0...0....#",
      "#.............0...0....#",
      "#.............0...0....#",
      "#.............0...0....#",
      "#.............0...0....#",
      "#.............0...0....#",
      "#.............0...00000#",
      "#.............0...00000#",
      "#.............0...00000#",
      "#.............0........#",
      "#.............0........#",
      "#.............0........#",
      "#.............0........#",
      "#.............0........#",
      "#.............0........#",
      "########################",
    ], [
      "########################",
      "########################",
      "#.............0...0....#",
      "#.............0...0....#",
      "#.............0...0....#",
      "#.............0...0....#",
      "#.............0...0....#",
      "#.............0...0....#",
      "#.............0...00000#",
      "#.............0...00000#",
      "#....1.1.1....0...00000#",
      "#....1.1.1....0........#",
      "#....1.1.1....0........#",
      "#.............0........#",
      "#.............0........#",
      "#.............0........#",
      "#.............0........#",
      "########################",
    ], [
      "########################",
      "########################",
      "#.............0...0....#",
      "#.............0...0....#",
      "#..2.2.2.2....0...0....#",
      "#..2.2.2.2....0...0....#",
      "#..2.2.2.2....0...0....#",
      "#.............0...0....#",
      "#..2........220...00000#",
      "#..2........220...00000#",
      "#..2.1.1.1..220...00000#",
      "#....1.1.1....0........#",
      "#..2.1.1.1....0........#",
      "#..2..........0........#",
      "#..2..........0........#",
      "#.............0........#",
      "#.............0........#",
      "########################",
    ]]);
  });

  test("a pen two columns wide and two rows tall (wallWidth 2, wallHeight 1) inside a border of 2", () => {
    const run = carve(18, 14, { structuralWalls: 2, generations: 1, wallWidth: 2, wallHeight: 1, border: 2, corridorWidth: 2, corridorWidthLast: 2, borderCrawlers: 6 }, 3);
    expect(run.at("crawl")).toEqual([[
      "##################",
      "##################",
      "##..00...00.....##",
      "##..00...00.....##",
      "##..00...00.....##",
      "##..00...00.....##",
      "##..00...00.....##",
      "##..00...00.....##",
      "##..000..00.....##",
      "##..000..00.....##",
      "##.......00.....##",
      "##.......00.....##",
      "##################",
      "##################",
    ], [
      "##################",
      "##################",
      "##..00...00.....##",
      "##..00...00.....##",
      "##..00...00.....##",
      "##..00...00..111##",
      "##..00...00..111##",
      "##..00...00.....##",
      "##..000..00.....##",
      "##..000..00.....##",
      "##.......00.....##",
      "##.......00.....##",
      "##################",
      "##################",
    ]]);
    expect(run.rows).toEqual([
      "##################",
      "##################",
      "##,,00...00.....##",
      "##,,00...00.....##",
      "##,,00...,,.....##",
      "##,,00...00,,111##",
      "##,,00...00,,111##",
      "##,,00...00.....##",
      "##,,000,,00.....##",
      "##,,000,,00.....##",
      "##,,,,,,,00.....##",
      "##,,,,,,,00.....##",
      "##################",
      "##################",
    ]);
    expect(run.areaRows).toEqual([
      "##################",
      "##################",
      "##44##000##11111##",
      "##44##000##11111##",
      "##44##0003311111##",
      "##44##000##55#####",
      "##44##000##55#####",
      "##44##000##22222##",
      "##44###44##22222##",
      "##44###44##22222##",
      "##4444444##22222##",
      "##4444444##22222##",
      "##################",
      "##################",
    ]);
    expect(run.areas).toEqual([
      ["room", 6, 2, 3, 6, 18],
      ["room", 11, 2, 5, 3, 15],
      ["room", 11, 7, 5, 5, 25],
      ["corridor", 9, 4, 2, 1, 2],
      ["corridor", 2, 2, 7, 10, 34],
      ["corridor", 11, 5, 2, 2, 4],
    ]);
    expect(run.openings).toEqual([[80, 0, 3, "open"], [82, 3, 1, "door"], [84, 1, 5, "open"], [138, 2, 5, "open"], [134, 0, 4, "open"]]);
    expect(run.layout.overlay.marks).toEqual([81,82]);
  });

  test("a pen four rows tall (wallHeight 3): the top keeps three rows for the wall face", () => {
    const run = carve(18, 16, { structuralWalls: 2, generations: 1, wallHeight: 3, corridorWidth: 2, corridorWidthLast: 2, borderCrawlers: 6 }, 3);
    expect(run.at("crawl")).toEqual([[
      "##################",
      "##################",
      "##################",
      "#..0....0........#",
      "#..0....0........#",
      "#..0....0........#",
      "#..0....0........#",
      "#..0....0........#",
      "#..0....0........#",
      "#..000..0........#",
      "#..000..0........#",
      "#..000..0........#",
      "#..000..0........#",
      "#.......0........#",
      "#.......0........#",
      "##################",
    ], [
      "##################",
      "##################",
      "##################",
      "#..0....0....1...#",
      "#..0....0....1...#",
      "#..0....0....1...#",
      "#..0....0....1...#",
      "#..0....0....1...#",
      "#..0....0....1...#",
      "#..000..0..111..1#",
      "#..000..0..111..1#",
      "#..000..0..111..1#",
      "#..000..0..111..1#",
      "#.......0........#",
      "#.......0........#",
      "##################",
    ]]);
    expect(run.rows).toEqual([
      "##################",
      "##################",
      "##################",
      "#,,0....0....1...#",
      "#,,0....0....1...#",
      "#,,0....0....1...#",
      "#,,0....0....1...#",
      "#,,0....0....1...#",
      "#,,0....0....1...#",
      "#,,000,,0,,111,,1#",
      "#,,000,,0,,111,,1#",
      "#,,000,,0,,111,,1#",
      "#,,000,,,,,111,,1#",
      "#,,,,,,,0,,,,,,,,#",
      "#,,,,,,,0,,,,,,,,#",
      "##################",
    ]);
    expect(run.areaRows).toEqual([
      "##################",
      "##################",
      "##################",
      "#44#0000#1111#222#",
      "#44#0000#1111#222#",
      "#44#0000#1111#222#",
      "#44#0000#1111#222#",
      "#44#0000#1111#222#",
      "#44#0000#1111#222#",
      "#44###44#55###55##",
      "#44###44#55###55##",
      "#44###44#55###55##",
      "#44###44355###55##",
      "#4444444#55555555#",
      "#4444444#55555555#",
      "##################",
    ]);
    expect(run.areas).toEqual([
      ["room", 4, 3, 4, 6, 24],
      ["room", 9, 3, 4, 6, 24],
      ["room", 14, 3, 3, 6, 18],
      ["corridor", 8, 12, 1, 1, 1],
      ["corridor", 1, 3, 7, 12, 42],
      ["corridor", 9, 9, 8, 6, 32],
    ]);
    expect(run.openings).toEqual([[151, 0, 4, "open"], [154, 1, 5, "open"], [159, 2, 5, "open"], [224, 3, 4, "open"], [224, 3, 5, "door"]]);
    expect(run.layout.overlay.marks).toEqual([224]);
  });

  test("painted floor is never built over: a crawler heading for it stops short, even a joining one", () => {
    const structure = paint([
      "................",
      "................",
      "................",
      "................",
      "................",
      "......FFFF......",
      "......FFFF......",
      "................",
      "................",
      "................",
      "................",
      "................",
    ]);
    const options = { structuralWalls: 3, generations: 0, joinChance: 100, corridorWidth: 1, turnChance: 0, spawnChance: 0 };
    // Seed 2: the crawler from the top stops with its pen right above the painted floor.
    expect(carve(16, 12, options, 2, structure).at("crawl")).toEqual([[
      "################",
      "################",
      "#.......0.0....#",
      "#.......0.0....#",
      "#00000..0.0....#",
      "#00000....0....#",
      "#00000....00000#",
      "#....0....00000#",
      "#....0....00000#",
      "#....0.........#",
      "#....0.........#",
      "################",
    ]]);
    // Seed 4: the crawler from the west stops right beside it.
    expect(carve(16, 12, options, 4, structure).at("crawl")).toEqual([[
      "################",
      "################",
      "#..........0.0.#",
      "#..........0.0.#",
      "#00000.....0.0.#",
      "#00000.....0.0.#",
      "#00000.....0.0.#",
      "#....0.....0.00#",
      "#....0.....0.00#",
      "#....0.....0.00#",
      "#....0.....0...#",
      "################",
    ]]);
  });
});

describe("where crawlers start", () => {
  test("structural crawlers start beside a painted wall (half of them) or on the border, and may join a painted wall", () => {
    const structure = paint([
      "..................",
      "..................",
      "..................",
      "..................",
      "..................",
      "..................",
      "......WWWWWW......",
      "......WWWWWW......",
      "......WWWWWW......",
      "..................",
      "..................",
      "..................",
      "..................",
      "..................",
    ]);
    const options = { structuralWalls: 4, generations: 0, joinChance: 100, corridorWidth: 1, turnChance: 0, spawnChance: 0 };
    // Seed 2: one crawler runs from the west border and joins the painted block.
    expect(carve(18, 14, options, 2, structure).at("crawl")).toEqual([[
      "##################",
      "##################",
      "#.............0..#",
      "#.............0..#",
      "#.............0.0#",
      "#.............0.0#",
      "#.....PPPPPP..0.0#",
      "#00000PPPPPP..0..#",
      "#00000PPPPPP..0..#",
      "#00000........0..#",
      "#.............0..#",
      "#.............0..#",
      "#.............0..#",
      "##################",
    ]]);
    // Seed 4: one starts under the painted block and runs south to the border.
    expect(carve(18, 14, options, 4, structure).at("crawl")).toEqual([[
      "##################",
      "##################",
      "#..0..........0..#",
      "#..0..........0..#",
      "#..0..........0..#",
      "#..000........0..#",
      "#..000PPPPPP..0..#",
      "#..000PPPPPP..000#",
      "#.....PPPPPP0.000#",
      "#0000.......0.000#",
      "#0000.......0....#",
      "#0000.......0....#",
      "#...0.......0....#",
      "##################",
    ]]);
    // Seed 5: one starts east of the block and joins the east border.
    expect(carve(18, 14, options, 5, structure).at("crawl")).toEqual([[
      "##################",
      "##################",
      "#..0.............#",
      "#..0.............#",
      "#..0.............#",
      "#..0.............#",
      "#..0..PPPPPP00000#",
      "#0.0..PPPPPP00000#",
      "#0.000PPPPPP00000#",
      "#0.000...........#",
      "#..000...........#",
      "#................#",
      "#................#",
      "##################",
    ]]);
  });

  test("border crawlers per generation: borderCrawlers per 100 border tiles, capped at one crawler per 12 open tiles (at least 8)", () => {
    // maxAge 1: each crawler lays its start pen and one step, so every start shows.
    const options = { structuralWalls: 0, generations: 1, borderCrawlers: 100, corridorWidth: 1, corridorWidthLast: 1, turnChance: 0, spawnChance: 0, maxAge: 1 };
    // 12×7 open tiles: the cap is 8 (84 / 12 = 7 is below the floor of 8).
    expect(carve(14, 10, options, 1).at("crawl")).toEqual([[
      "##############",
      "##############",
      "#............#",
      "#............#",
      "#............#",
      "#............#",
      "#............#",
      "#............#",
      "#............#",
      "##############",
    ], [
      "##############",
      "##############",
      "#....1.1.....#",
      "#..1.1.1.1...#",
      "#..1.1.1.1...#",
      "#1.1.1.1.1.11#",
      "#1.1.1.1.1.11#",
      "#1.1.1.1.1.11#",
      "#..1.....1...#",
      "##############",
    ]]);
    expect(carve(14, 10, options, 2).at("crawl")).toEqual([[
      "##############",
      "##############",
      "#............#",
      "#............#",
      "#............#",
      "#............#",
      "#............#",
      "#............#",
      "#............#",
      "##############",
    ], [
      "##############",
      "##############",
      "#...1...1....#",
      "#...1.1.1..1.#",
      "#11.1.1.1..1.#",
      "#11.1.1.1..1.#",
      "#11.1.1.1..1.#",
      "#...1.1.1..1.#",
      "#.....1....1.#",
      "##############",
    ]]);
    // 24×17 open tiles: the cap is 34.
    expect(carve(26, 20, options, 1).at("crawl")).toEqual([[
      "##########################",
      "##########################",
      "#........................#",
      "#........................#",
      "#........................#",
      "#........................#",
      "#........................#",
      "#........................#",
      "#........................#",
      "#........................#",
      "#........................#",
      "#........................#",
      "#........................#",
      "#........................#",
      "#........................#",
      "#........................#",
      "#........................#",
      "#........................#",
      "#........................#",
      "##########################",
    ], [
      "##########################",
      "##########################",
      "#..1..1.1..1.1..1.1.1..1.#",
      "#..1..1.1..1.1..1.1.1..1.#",
      "#..1..1.1..1.1..1.1.1..1.#",
      "#1.1..1.1..1.1..1.1.1....#",
      "#1.1..1.1..1.1..1.1.1.111#",
      "#1.1..1.1..1.1..1.1.1.111#",
      "#.....................111#",
      "#1111....................#",
      "#1111................1111#",
      "#1111................1111#",
      "#....................1111#",
      "#1111.1.1.1..1.1.1.1.....#",
      "#1111.1.1.1..1.1.1.1.1...#",
      "#1111.1.1.1..1.1.1.1.1.11#",
      "#.....1.1.1..1.1.1.1.1.11#",
      "#.....1.1.1..1.1.1.1.1.11#",
      "#.....1.1.1..1.1.1.1.1...#",
      "##########################",
    ]]);
  });
});

describe("painted structures: thicken, connect and finish with no crawlers", () => {
  const none = { structuralWalls: 0, generations: 0 };

  test("a painted wall one row thick grows down to wallHeight + 1 rows; the halves meet at one doorway cut through it", () => {
    const run = carve(14, 12, none, 1, paint([
      "..............",
      "..............",
      "..............",
      "..............",
      "..............",
      ".WWWWWWWWWWWW.",
      "..............",
      "..............",
      "..............",
      "..............",
      "..............",
      "..............",
    ]));
    expect(run.at("thicken")).toEqual([[
      "##############",
      "##############",
      "#............#",
      "#............#",
      "#............#",
      "#PPPPPPPPPPPP#",
      "#PPPPPPPPPPPP#",
      "#PPPPPPPPPPPP#",
      "#............#",
      "#............#",
      "#............#",
      "##############",
    ]]);
    expect(run.rows).toEqual([
      "##############",
      "##############",
      "#............#",
      "#............#",
      "#............#",
      "#,PPPPPPPPPPP#",
      "#,PPPPPPPPPPP#",
      "#,PPPPPPPPPPP#",
      "#............#",
      "#............#",
      "#............#",
      "##############",
    ]);
    expect(run.areaRows).toEqual([
      "##############",
      "##############",
      "#000000000000#",
      "#000000000000#",
      "#000000000000#",
      "#2############",
      "#2############",
      "#2############",
      "#111111111111#",
      "#111111111111#",
      "#111111111111#",
      "##############",
    ]);
    expect(run.areas).toEqual([
      ["room", 1, 2, 12, 3, 36],
      ["room", 1, 8, 12, 3, 36],
      ["corridor", 1, 5, 1, 3, 3],
    ]);
    expect(run.openings).toEqual([[57, 0, 2, "open"], [99, 2, 1, "door"]]);
    expect(run.layout.overlay.marks).toEqual([71,85,99]);
  });

  test("a thin painted wall grows up where painted floor is below it, and opens where it can grow neither way", () => {
    const run = carve(14, 12, none, 1, paint([
      "..............",
      "..............",
      "..............",
      ".....W.....F..",
      "...........W..",
      ".WWWWWWWWWWF..",
      ".....FFFFW.F..",
      ".....FFFF.....",
      "..............",
      "..............",
      "..............",
      "..............",
    ]));
    expect(run.at("thicken")).toEqual([[
      "##############",
      "##############",
      "#............#",
      "#....PPPP....#",
      "#....PPPP....#",
      "#PPPPPPPPPP..#",
      "#PPPP....PP..#",
      "#PPPP....PP..#",
      "#............#",
      "#............#",
      "#............#",
      "##############",
    ]]);
    expect(run.rows).toEqual([
      "##############",
      "##############",
      "#....,,,,....#",
      "#....PPPP....#",
      "#....PPPP....#",
      "#PPPPPPPPPP,,#",
      "#PPPP....PP,,#",
      "#PPPP....PP,,#",
      "#............#",
      "#............#",
      "#............#",
      "##############",
    ]);
    expect(run.areaRows).toEqual([
      "##############",
      "##############",
      "#000033331111#",
      "#0000####1111#",
      "#0000####1111#",
      "###########44#",
      "#####2222##44#",
      "#####2222##44#",
      "#222222222222#",
      "#222222222222#",
      "#222222222222#",
      "##############",
    ]);
    expect(run.areas).toEqual([
      ["room", 1, 2, 4, 3, 12],
      ["room", 9, 2, 4, 3, 12],
      ["room", 1, 6, 12, 5, 44],
      ["corridor", 5, 2, 4, 1, 4],
      ["corridor", 11, 5, 2, 3, 6],
    ]);
    expect(run.openings).toEqual([[32, 0, 3, "open"], [37, 1, 3, "open"], [68, 1, 4, "open"], [124, 2, 4, "open"]]);
  });

  test("thickening column by column: grow down (clipped at the region's bottom), else up, else open; runs at the region's top or bottom stay", () => {
    // Column 1: a 1-row run above the bottom row grows to the bottom only; 2: a 1-row run grows
    // down 2; 3, 4: 2-row runs grow down 1; 5: a 3-row run stays; 6, 7: runs on the top and the
    // bottom row stay; 8: painted floor above and below, so it opens; 10, 11: grow down; 13:
    // painted floor below and no room above (one row under the top), so it opens; 14, 15:
    // painted floor below, so they grow up.
    const run = carve(19, 12, none, 1, paint([
      "...................",
      "...................",
      "......W............",
      "..W..........W.....",
      "...W....F....FW....",
      "...WWW.FW.W...FW...",
      "....WW.FF......F...",
      ".....W.F...W.......",
      "...........W.......",
      ".W.................",
      ".......W...........",
      "...................",
    ]));
    expect(run.at("thicken")).toEqual([[
      "###################",
      "###################",
      "#.....P.......P...#",
      "#.P...........PP..#",
      "#.PP..........PP..#",
      "#.PPPP....P....P..#",
      "#..PPP....P.......#",
      "#...PP....PP......#",
      "#..........P......#",
      "#P.........P......#",
      "#P.....P..........#",
      "###################",
    ]]);
    expect(run.rows).toEqual([
      "###################",
      "###################",
      "#,,,,,P.......P,,,#",
      "#,P,,,........PP,,#",
      "#,PP,,........PP,,#",
      "#,PPPP....P....P,,#",
      "#,,PPP....P.......#",
      "#,,,PP....PP......#",
      "#,.........P......#",
      "#P.........P......#",
      "#P.....P...,......#",
      "###################",
    ]);
    expect(run.areaRows).toEqual([
      "###################",
      "###################",
      "#11111#0000000#222#",
      "#1#11100000000##22#",
      "#1##1100000000##22#",
      "#1####0000#0000#22#",
      "#11###0000#0000000#",
      "#111##0000##000000#",
      "#1000000000#000000#",
      "##000000000#000000#",
      "##00000#0003000000#",
      "###################",
    ]);
    expect(run.areas).toEqual([
      ["room", 2, 2, 16, 9, 96],
      ["corridor", 1, 2, 5, 7, 19],
      ["corridor", 15, 2, 3, 4, 9],
      ["corridor", 11, 10, 1, 1, 1],
    ]);
    expect(run.openings).toEqual([[82, 0, 1, "open"], [131, 0, 2, "open"], [155, 0, 1, "open"], [200, 0, 3, "open"], [202, 0, 3, "open"]]);
  });

  test("scraps: a pocket of 5 tiles is filled, one of 6 is kept and joined", () => {
    const run = carve(20, 12, none, 1, paint([
      "....................",
      "....................",
      "..WWWWWWW...WWWWW...",
      "..WWWWWWW...WWWWW...",
      "..WWWWWWW...WWWWW...",
      "..W.....W...W...W...",
      "..WWWWWWW...W...W...",
      "..WWWWWWW...WWWWW...",
      "..WWWWWWW...WWWWW...",
      "............WWWWW...",
      "....................",
      "....................",
    ]));
    expect(run.rows).toEqual([
      "####################",
      "####################",
      "#,PPPPPPP...PPPPP,,#",
      "#,PPPPPPP...PPPPP,,#",
      "#,PPPPPPP...PPPPP,,#",
      "#,PPPPPPP...,,,,P,,#",
      "#,PPPPPPP...P,,,P,,#",
      "#,PPPPPPP...PPPPP,,#",
      "#,PPPPPPP...PPPPP,,#",
      "#,,,,,,,,...PPPPP,,#",
      "#,,,,,,,,...,,,,,,,#",
      "####################",
    ]);
    expect(run.areaRows).toEqual([
      "####################",
      "####################",
      "#2#######000#####33#",
      "#2#######000#####33#",
      "#2#######000#####33#",
      "#2#######0001444#33#",
      "#2#######000#444#33#",
      "#2#######000#####33#",
      "#2#######000#####33#",
      "#22222222000#####33#",
      "#222222220003333333#",
      "####################",
    ]);
    expect(run.areas).toEqual([
      ["room", 9, 2, 3, 9, 27],
      ["corridor", 12, 5, 1, 1, 1],
      ["corridor", 1, 2, 8, 9, 23],
      ["corridor", 12, 2, 7, 9, 23],
      ["corridor", 13, 5, 3, 2, 6],
    ]);
    expect(run.openings).toEqual([[111, 0, 1, "open"], [112, 1, 4, "door"], [209, 0, 2, "open"], [211, 0, 3, "open"]]);
    expect(run.layout.overlay.marks).toEqual([112]);
  });

  test("when every pocket is a scrap, the largest (the first of equals) is not filled, nor one as large", () => {
    const run = carve(5, 6, none, 1, paint([
      ".....",
      ".....",
      "..W..",
      "..W..",
      "..W..",
      ".....",
    ]));
    expect(run.rows).toEqual([
      "#####",
      "#####",
      "#,,,#",
      "#,P,#",
      "#,P,#",
      "#####",
    ]);
    expect(run.areas).toEqual([
      ["corridor", 2, 2, 1, 1, 1],
      ["corridor", 1, 2, 1, 3, 3],
      ["corridor", 3, 2, 1, 3, 3],
    ]);
    expect(run.openings).toEqual([[12, 0, 1, "open"], [12, 0, 2, "door"]]);
    expect(run.layout.overlay.marks).toEqual([12]);
  });

  test("pockets: a scrap of under 6 tiles is filled, a larger one gets a doorway through the painted wall", () => {
    const run = carve(20, 16, none, 1, paint([
      "....................",
      "....................",
      "....................",
      "..WWWW......WWWWW...",
      "..WWWW......WWWWW...",
      "..WWWW......WWWWW...",
      "..W..W......W...W...",
      "..W..W......W...W...",
      "..WWWW......W...W...",
      "..WWWW......WWWWW...",
      "..WWWW......WWWWW...",
      "............WWWWW...",
      "....................",
      "....................",
      "....................",
      "....................",
    ]));
    expect(run.at("thicken")).toEqual([[
      "####################",
      "####################",
      "#..................#",
      "#.PPPP......PPPPP..#",
      "#.PPPP......PPPPP..#",
      "#.PPPP......PPPPP..#",
      "#.P..P......P...P..#",
      "#.P..P......P...P..#",
      "#.PPPP......P...P..#",
      "#.PPPP......PPPPP..#",
      "#.PPPP......PPPPP..#",
      "#...........PPPPP..#",
      "#..................#",
      "#..................#",
      "#..................#",
      "####################",
    ]]);
    expect(run.at("connect")).toEqual([[
      "####################",
      "####################",
      "#..................#",
      "#.PPPP......P.PPP..#",
      "#.PPPP......P.PPP..#",
      "#.PPPP......P.PPP..#",
      "#.PPPP......P...P..#",
      "#.PPPP......P...P..#",
      "#.PPPP......P...P..#",
      "#.PPPP......PPPPP..#",
      "#.PPPP......PPPPP..#",
      "#...........PPPPP..#",
      "#..................#",
      "#..................#",
      "#..................#",
      "####################",
    ]]);
    expect(run.rows).toEqual([
      "####################",
      "####################",
      "#,,,,,......,,,,,,,#",
      "#,PPPP......P,PPP,,#",
      "#,PPPP......P,PPP,,#",
      "#,PPPP......P,PPP,,#",
      "#,PPPP......P...P,,#",
      "#,PPPP......P...P,,#",
      "#,PPPP......P...P,,#",
      "#,PPPP......PPPPP,,#",
      "#,PPPP......PPPPP,,#",
      "#...........PPPPP,,#",
      "#..................#",
      "#..................#",
      "#..................#",
      "####################",
    ]);
    expect(run.areaRows).toEqual([
      "####################",
      "####################",
      "#333330000004444444#",
      "#3####000000#2###44#",
      "#3####000000#2###44#",
      "#3####000000#2###44#",
      "#3####000000#111#44#",
      "#3####000000#111#44#",
      "#3####000000#111#44#",
      "#3####000000#####44#",
      "#3####000000#####44#",
      "#00000000000#####44#",
      "#000000000000000000#",
      "#000000000000000000#",
      "#000000000000000000#",
      "####################",
    ]);
    expect(run.areas).toEqual([
      ["room", 1, 2, 18, 13, 119],
      ["room", 13, 6, 3, 3, 9],
      ["corridor", 13, 3, 1, 3, 3],
      ["corridor", 1, 2, 5, 9, 13],
      ["corridor", 12, 2, 7, 10, 25],
    ]);
    expect(run.openings).toEqual([[46, 0, 3, "open"], [51, 0, 4, "open"], [73, 2, 4, "open"], [113, 2, 1, "door"], [221, 0, 3, "open"], [258, 0, 4, "open"]]);
    expect(run.layout.overlay.marks).toEqual([73,93,113]);
  });

  test("a scrap with painted floor in it is kept and joined, however small", () => {
    const run = carve(20, 16, none, 1, paint([
      "....................",
      "....................",
      "....................",
      "..WWWW..............",
      "..WWWW..............",
      "..WWWW..............",
      "..WFFW..............",
      "..WFFW..............",
      "..WWWW..............",
      "..WWWW..............",
      "..WWWW..............",
      "....................",
      "....................",
      "....................",
      "....................",
      "....................",
    ]));
    expect(run.at("connect")).toEqual([[
      "####################",
      "####################",
      "#..................#",
      "#.P.PP.............#",
      "#.P.PP.............#",
      "#.P.PP.............#",
      "#.P..P.............#",
      "#.P..P.............#",
      "#.PPPP.............#",
      "#.PPPP.............#",
      "#.PPPP.............#",
      "#..................#",
      "#..................#",
      "#..................#",
      "#..................#",
      "####################",
    ]]);
    expect(run.rows).toEqual([
      "####################",
      "####################",
      "#,,,,,.............#",
      "#,P,PP.............#",
      "#,P,PP.............#",
      "#,P,PP.............#",
      "#,P,,P.............#",
      "#,P,,P.............#",
      "#,PPPP.............#",
      "#,PPPP.............#",
      "#,PPPP.............#",
      "#..................#",
      "#..................#",
      "#..................#",
      "#..................#",
      "####################",
    ]);
    expect(run.areaRows).toEqual([
      "####################",
      "####################",
      "#222220000000000000#",
      "#2#1##0000000000000#",
      "#2#1##0000000000000#",
      "#2#1##0000000000000#",
      "#2#33#0000000000000#",
      "#2#33#0000000000000#",
      "#2####0000000000000#",
      "#2####0000000000000#",
      "#2####0000000000000#",
      "#000000000000000000#",
      "#000000000000000000#",
      "#000000000000000000#",
      "#000000000000000000#",
      "####################",
    ]);
    expect(run.areas).toEqual([
      ["room", 1, 2, 18, 13, 189],
      ["corridor", 3, 3, 1, 3, 3],
      ["corridor", 1, 2, 5, 9, 13],
      ["corridor", 3, 6, 2, 2, 4],
    ]);
    expect(run.openings).toEqual([[63, 1, 2, "open"], [46, 0, 2, "open"], [103, 1, 3, "door"], [221, 0, 2, "open"]]);
    expect(run.layout.overlay.marks).toEqual([63,83,103]);
  });

  test("painted floor inside walls too thick to cut (over 2 × wallWidth + 1 across, 2 × (wallHeight + 1) + 1 down) is filled", () => {
    const run = carve(15, 17, { ...none, wallHeight: 1 }, 1, paint([
      "...............",
      ".WWWWWWWWWW....",
      ".WWWWWWWWWW....",
      ".WWWWWWWWWW....",
      ".WWWWWWWWWW....",
      ".WWWWWWWWWW....",
      ".WWWWWWWWWW....",
      ".WWWWFFWWWW....",
      ".WWWWFFWWWW....",
      ".WWWWWWWWWW....",
      ".WWWWWWWWWW....",
      ".WWWWWWWWWW....",
      ".WWWWWWWWWW....",
      ".WWWWWWWWWW....",
      ".WWWWWWWWWW....",
      ".WWWWWWWWWW....",
      "...............",
    ]));
    expect(run.at("connect")).toEqual([[
      "###############",
      "#PPPPPPPPPP...#",
      "#PPPPPPPPPP...#",
      "#PPPPPPPPPP...#",
      "#PPPPPPPPPP...#",
      "#PPPPPPPPPP...#",
      "#PPPPPPPPPP...#",
      "#PPPPPPPPPP...#",
      "#PPPPPPPPPP...#",
      "#PPPPPPPPPP...#",
      "#PPPPPPPPPP...#",
      "#PPPPPPPPPP...#",
      "#PPPPPPPPPP...#",
      "#PPPPPPPPPP...#",
      "#PPPPPPPPPP...#",
      "#PPPPPPPPPP...#",
      "###############",
    ]]);
    expect(run.areas).toEqual([
      ["room", 11, 1, 3, 15, 45],
    ]);
    expect(run.openings).toEqual([]);
  });

  test("an east–west cut must leave the wall above it wallHeight + 1 rows tall, or running to the region's edge", () => {
    // The pocket east of the painted column is one row, two rows under the column's top end: the
    // only cut into it would leave a 2-row stub with floor above, so nothing joins it and it is filled.
    const stubAbove = carve(14, 12, none, 1, paint([
      "..............",
      "..............",
      ".......WWWWWW.",
      "......WWWWWWW.",
      "......WWWWWWW.",
      "......W.......",
      "......WWWWWWW.",
      "......WWWWWWW.",
      "......WWWWWWW.",
      "......WWWWWWW.",
      "......WWWWWWW.",
      "..............",
    ]));
    expect(stubAbove.rows).toEqual([
      "##############",
      "##############",
      "#.....,PPPPPP#",
      "#.....PPPPPPP#",
      "#.....PPPPPPP#",
      "#.....PPPPPPP#",
      "#.....PPPPPPP#",
      "#.....PPPPPPP#",
      "#.....PPPPPPP#",
      "#.....PPPPPPP#",
      "#.....PPPPPPP#",
      "##############",
    ]);
    expect(stubAbove.areas).toEqual([
      ["room", 1, 2, 5, 9, 45],
      ["corridor", 6, 2, 1, 1, 1],
    ]);
    // One row taller: the cut on the lower row leaves a 3-row stub and is the doorway.
    const taller = carve(14, 12, none, 1, paint([
      "..............",
      "..............",
      ".......WWWWWW.",
      "......WWWWWWW.",
      "......WWWWWWW.",
      "......W.......",
      "......W.......",
      "......WWWWWWW.",
      "......WWWWWWW.",
      "......WWWWWWW.",
      "......WWWWWWW.",
      "..............",
    ]));
    expect(taller.rows).toEqual([
      "##############",
      "##############",
      "#.....,PPPPPP#",
      "#.....PPPPPPP#",
      "#.....PPPPPPP#",
      "#.....P,,,,,,#",
      "#.....,,,,,,,#",
      "#.....PPPPPPP#",
      "#.....PPPPPPP#",
      "#.....PPPPPPP#",
      "#.....PPPPPPP#",
      "##############",
    ]);
    expect(taller.areaRows).toEqual([
      "##############",
      "##############",
      "#000002#######",
      "#00000########",
      "#00000########",
      "#00000#333333#",
      "#000001333333#",
      "#00000########",
      "#00000########",
      "#00000########",
      "#00000########",
      "##############",
    ]);
    expect(taller.areas).toEqual([
      ["room", 1, 2, 5, 9, 45],
      ["corridor", 6, 6, 1, 1, 1],
      ["corridor", 6, 2, 1, 1, 1],
      ["corridor", 7, 5, 6, 2, 12],
    ]);
    expect(taller.openings).toEqual([[33, 0, 2, "open"], [89, 0, 1, "open"], [90, 1, 3, "door"]]);
    expect(taller.layout.overlay.marks).toEqual([90]);
  });

  test("… and the wall below it too", () => {
    // Mirrored: the only cut leaves a one-row stub with floor below, so the pocket is filled.
    const run = carve(14, 12, none, 1, paint([
      "..............",
      "..............",
      "......WWWWWWW.",
      "......WWWWWWW.",
      "......WWWWWWW.",
      "......WWWWWWW.",
      "......WWWWWWW.",
      "......W.......",
      "......WWWWWWW.",
      ".......WWWWWW.",
      ".......WWWWWW.",
      "..............",
    ]));
    expect(run.rows).toEqual([
      "##############",
      "##############",
      "#.....PPPPPPP#",
      "#.....PPPPPPP#",
      "#.....PPPPPPP#",
      "#.....PPPPPPP#",
      "#.....PPPPPPP#",
      "#.....PPPPPPP#",
      "#.....PPPPPPP#",
      "#.....,PPPPPP#",
      "#.....,PPPPPP#",
      "##############",
    ]);
    expect(run.areas).toEqual([
      ["room", 1, 2, 5, 9, 45],
      ["corridor", 6, 9, 1, 2, 2],
    ]);
  });

  test("four sectors: three doorways, a spanning tree drawn among the four pairs; a north–south doorway's door is on its south end", () => {
    const run = carve(20, 16, none, 1, paint([
      "....................",
      "....................",
      "..........W.........",
      "..........W.........",
      "..........W.........",
      "..........W.........",
      "..........W.........",
      ".WWWWWWWWWWWWWWWWWW.",
      ".WWWWWWWWWWWWWWWWWW.",
      ".WWWWWWWWWWWWWWWWWW.",
      "..........W.........",
      "..........W.........",
      "..........W.........",
      "..........W.........",
      "..........W.........",
      "....................",
    ]));
    expect(run.rows).toEqual([
      "####################",
      "####################",
      "#.........,........#",
      "#.........P........#",
      "#.........P........#",
      "#.........P........#",
      "#.........P........#",
      "#PPPPPPP,PPPPPPPPPP#",
      "#PPPPPPP,PPPPPPPPPP#",
      "#PPPPPPP,PPPPPPPPPP#",
      "#.........P........#",
      "#.........P........#",
      "#.........,........#",
      "#.........P........#",
      "#.........P........#",
      "####################",
    ]);
    expect(run.areaRows).toEqual([
      "####################",
      "####################",
      "#000000000411111111#",
      "#000000000#11111111#",
      "#000000000#11111111#",
      "#000000000#11111111#",
      "#000000000#11111111#",
      "########6###########",
      "########6###########",
      "########6###########",
      "#222222222#33333333#",
      "#222222222#33333333#",
      "#222222222533333333#",
      "#222222222#33333333#",
      "#222222222#33333333#",
      "####################",
    ]);
    expect(run.areas).toEqual([
      ["room", 1, 2, 9, 5, 45],
      ["room", 11, 2, 8, 5, 40],
      ["room", 1, 10, 9, 5, 45],
      ["room", 11, 10, 8, 5, 40],
      ["corridor", 10, 2, 1, 1, 1],
      ["corridor", 10, 12, 1, 1, 1],
      ["corridor", 8, 7, 1, 3, 3],
    ]);
    expect(run.openings).toEqual([[49, 0, 4, "open"], [50, 4, 1, "door"], [128, 0, 6, "open"], [188, 6, 2, "door"], [249, 2, 5, "open"], [250, 5, 3, "door"]]);
    expect(run.layout.overlay.marks).toEqual([50,250,148,168,188]);
  });

  test("an east–west cut goes through at most 2 × wallWidth + 1 columns; two equal halves keep the first", () => {
    const three = carve(20, 12, none, 1, paint([
      "....................",
      "....................",
      "........WWW.........",
      "........WWW.........",
      "........WWW.........",
      "........WWW.........",
      "........WWW.........",
      "........WWW.........",
      "........WWW.........",
      "........WWW.........",
      "........WWW.........",
      "....................",
    ]));
    expect(three.rows).toEqual([
      "####################",
      "####################",
      "#.......,,,........#",
      "#.......PPP........#",
      "#.......PPP........#",
      "#.......PPP........#",
      "#.......PPP........#",
      "#.......PPP........#",
      "#.......PPP........#",
      "#.......PPP........#",
      "#.......PPP........#",
      "####################",
    ]);
    expect(three.areas).toEqual([
      ["room", 1, 2, 7, 9, 63],
      ["room", 11, 2, 8, 9, 72],
      ["corridor", 8, 2, 3, 1, 3],
    ]);
    expect(three.openings).toEqual([[47, 0, 2, "open"], [50, 2, 1, "door"]]);
    expect(three.layout.overlay.marks).toEqual([48,49,50]);
    // Four columns: no cut; the halves are the same size, the western (first) is kept.
    const four = carve(20, 12, none, 1, paint([
      "....................",
      "....................",
      "........WWWW........",
      "........WWWW........",
      "........WWWW........",
      "........WWWW........",
      "........WWWW........",
      "........WWWW........",
      "........WWWW........",
      "........WWWW........",
      "........WWWW........",
      "....................",
    ]));
    expect(four.rows).toEqual([
      "####################",
      "####################",
      "#.......PPPPPPPPPPP#",
      "#.......PPPPPPPPPPP#",
      "#.......PPPPPPPPPPP#",
      "#.......PPPPPPPPPPP#",
      "#.......PPPPPPPPPPP#",
      "#.......PPPPPPPPPPP#",
      "#.......PPPPPPPPPPP#",
      "#.......PPPPPPPPPPP#",
      "#.......PPPPPPPPPPP#",
      "####################",
    ]);
    expect(four.areas).toEqual([
      ["room", 1, 2, 7, 9, 63],
    ]);
  });

  test("a north–south cut goes through at most 2 × (wallHeight + 1) + 1 rows", () => {
    const seven = carve(14, 18, none, 1, paint([
      "..............",
      "..............",
      "..............",
      "..............",
      "..............",
      ".WWWWWWWWWWWW.",
      ".WWWWWWWWWWWW.",
      ".WWWWWWWWWWWW.",
      ".WWWWWWWWWWWW.",
      ".WWWWWWWWWWWW.",
      ".WWWWWWWWWWWW.",
      ".WWWWWWWWWWWW.",
      "..............",
      "..............",
      "..............",
      "..............",
      "..............",
      "..............",
    ]));
    expect(seven.rows).toEqual([
      "##############",
      "##############",
      "#............#",
      "#............#",
      "#............#",
      "#,PPPPPPPPPPP#",
      "#,PPPPPPPPPPP#",
      "#,PPPPPPPPPPP#",
      "#,PPPPPPPPPPP#",
      "#,PPPPPPPPPPP#",
      "#,PPPPPPPPPPP#",
      "#,PPPPPPPPPPP#",
      "#............#",
      "#............#",
      "#............#",
      "#............#",
      "#............#",
      "##############",
    ]);
    expect(seven.areas).toEqual([
      ["room", 1, 2, 12, 3, 36],
      ["room", 1, 12, 12, 5, 60],
      ["corridor", 1, 5, 1, 7, 7],
    ]);
    expect(seven.openings).toEqual([[57, 0, 2, "open"], [155, 2, 1, "door"]]);
    expect(seven.layout.overlay.marks).toEqual([71,85,99,113,127,141,155]);
    // Eight rows: no cut; the smaller (northern) half is filled.
    const eight = carve(14, 18, none, 1, paint([
      "..............",
      "..............",
      "..............",
      "..............",
      "..............",
      ".WWWWWWWWWWWW.",
      ".WWWWWWWWWWWW.",
      ".WWWWWWWWWWWW.",
      ".WWWWWWWWWWWW.",
      ".WWWWWWWWWWWW.",
      ".WWWWWWWWWWWW.",
      ".WWWWWWWWWWWW.",
      ".WWWWWWWWWWWW.",
      "..............",
      "..............",
      "..............",
      "..............",
      "..............",
    ]));
    expect(eight.rows).toEqual([
      "##############",
      "##############",
      "#PPPPPPPPPPPP#",
      "#PPPPPPPPPPPP#",
      "#PPPPPPPPPPPP#",
      "#PPPPPPPPPPPP#",
      "#PPPPPPPPPPPP#",
      "#PPPPPPPPPPPP#",
      "#PPPPPPPPPPPP#",
      "#PPPPPPPPPPPP#",
      "#PPPPPPPPPPPP#",
      "#PPPPPPPPPPPP#",
      "#PPPPPPPPPPPP#",
      "#............#",
      "#............#",
      "#............#",
      "#............#",
      "##############",
    ]);
    expect(eight.areas).toEqual([
      ["room", 1, 13, 12, 4, 48],
    ]);
  });

  test("two halls through a gap: separate areas while both rise 2 above the gap's distance, else one", () => {
    // A 4-row gap (distance 2 there) between halls of peak 5: two rooms.
    const narrow = carve(22, 14, none, 1, paint([
      "......................",
      "......................",
      "...........W..........",
      "...........W..........",
      "...........W..........",
      "......................",
      "......................",
      "......................",
      "......................",
      "...........W..........",
      "...........W..........",
      "...........W..........",
      "...........W..........",
      "......................",
    ]));
    expect(narrow.rows).toEqual([
      "######################",
      "######################",
      "#..........P.........#",
      "#..........P.........#",
      "#..........P.........#",
      "#....................#",
      "#....................#",
      "#....................#",
      "#....................#",
      "#..........P.........#",
      "#..........P.........#",
      "#..........P.........#",
      "#..........P.........#",
      "######################",
    ]);
    expect(narrow.areaRows).toEqual([
      "######################",
      "######################",
      "#0000000000#111111111#",
      "#0000000000#111111111#",
      "#0000000000#111111111#",
      "#00000000000111111111#",
      "#00000000000011111111#",
      "#00000000000011111111#",
      "#00000000000011111111#",
      "#0000000000#011111111#",
      "#0000000000#011111111#",
      "#0000000000#011111111#",
      "#0000000000#011111111#",
      "######################",
    ]);
    expect(narrow.areas).toEqual([
      ["room", 1, 2, 12, 11, 121],
      ["room", 12, 2, 9, 11, 92],
    ]);
    expect(narrow.openings).toEqual([[121, 0, 1, "open"], [210, 0, 1, "open"]]);
    // A 6-row gap (distance 3): still two, the gap going mostly with the higher west hall.
    const wider = carve(22, 14, none, 1, paint([
      "......................",
      "......................",
      "...........W..........",
      "...........W..........",
      "......................",
      "......................",
      "......................",
      "......................",
      "......................",
      "......................",
      "...........W..........",
      "...........W..........",
      "...........W..........",
      "......................",
    ]));
    expect(wider.areaRows).toEqual([
      "######################",
      "######################",
      "#0000000000#111111111#",
      "#0000000000#111111111#",
      "#00000000000111111111#",
      "#00000000000011111111#",
      "#00000000000001111111#",
      "#00000000000001111111#",
      "#00000000000001111111#",
      "#00000000000001111111#",
      "#0000000000#001111111#",
      "#0000000000#001111111#",
      "#0000000000#001111111#",
      "######################",
    ]);
    expect(wider.areas).toEqual([
      ["room", 1, 2, 13, 11, 131],
      ["room", 12, 2, 9, 11, 84],
    ]);
    expect(wider.openings).toEqual([[99, 0, 1, "open"], [122, 0, 1, "open"], [211, 0, 1, "open"]]);
    // An 8-row gap (distance 4): one room.
    const open = carve(22, 14, none, 1, paint([
      "......................",
      "......................",
      "...........W..........",
      "......................",
      "......................",
      "......................",
      "......................",
      "......................",
      "......................",
      "......................",
      "......................",
      "...........W..........",
      "...........W..........",
      "......................",
    ]));
    expect(open.areaRows).toEqual([
      "######################",
      "######################",
      "#0000000000#000000000#",
      "#00000000000000000000#",
      "#00000000000000000000#",
      "#00000000000000000000#",
      "#00000000000000000000#",
      "#00000000000000000000#",
      "#00000000000000000000#",
      "#00000000000000000000#",
      "#00000000000000000000#",
      "#0000000000#000000000#",
      "#0000000000#000000000#",
      "######################",
    ]);
    expect(open.areas).toEqual([
      ["room", 1, 2, 20, 11, 217],
    ]);
    expect(open.openings).toEqual([]);
    // A narrow west hall (peak 4) beside a wide east one through a 4-row gap: two rooms, the gap's tiles split between them.
    const uneven = carve(24, 14, none, 1, paint([
      "........................",
      "........................",
      ".........W..............",
      ".........W..............",
      ".........W..............",
      "........................",
      "........................",
      "........................",
      "........................",
      ".........W..............",
      ".........W..............",
      ".........W..............",
      ".........W..............",
      "........................",
    ]));
    expect(uneven.areaRows).toEqual([
      "########################",
      "########################",
      "#00000000#1111111111111#",
      "#00000000#1111111111111#",
      "#00000000#1111111111111#",
      "#0000000001111111111111#",
      "#0000000000111111111111#",
      "#0000000000111111111111#",
      "#0000000001111111111111#",
      "#00000000#1111111111111#",
      "#00000000#1111111111111#",
      "#00000000#1111111111111#",
      "#00000000#1111111111111#",
      "########################",
    ]);
    expect(uneven.areas).toEqual([
      ["room", 1, 2, 10, 11, 94],
      ["room", 10, 2, 13, 11, 141],
    ]);
    expect(uneven.openings).toEqual([[129, 0, 1, "open"], [178, 0, 1, "open"], [201, 0, 1, "open"]]);
  });

  test("one open area of over 512 tiles is split into compact parts seeded per 16×16 square", () => {
    const run = carve(40, 30, none, 1);
    expect(run.areaRows).toEqual([
      "########################################",
      "########################################",
      "#00000000111111111111111122222222222222#",
      "#00000000111111111111111122222222222222#",
      "#00000000111111111111111122222222222222#",
      "#00000000111111111111111122222222222222#",
      "#00000000111111111111111122222222222222#",
      "#00000000111111111111111122222222222222#",
      "#00000000111111111111111122222222222222#",
      "#00000000111111111111111122222222222222#",
      "#33333333444444444444444455555555555555#",
      "#33333333444444444444444455555555555555#",
      "#33333333444444444444444455555555555555#",
      "#33333333444444444444444455555555555555#",
      "#33333333444444444444444455555555555555#",
      "#33333333444444444444444455555555555555#",
      "#33333333444444444444444455555555555555#",
      "#33333333444444444444444455555555555555#",
      "#33333333444444444444444455555555555555#",
      "#33333333444444444444444455555555555555#",
      "#33333333444444444444444455555555555555#",
      "#33333333444444444444444455555555555555#",
      "#33333333444444444444444455555555555555#",
      "#33333333444444444444444455555555555555#",
      "#33333333444444444444444455555555555555#",
      "#33333333444444444444444455555555555555#",
      "#33333333444444444444444455555555555555#",
      "#33333333444444444444444455555555555555#",
      "#33333333444444444444444455555555555555#",
      "########################################",
    ]);
    expect(run.areas).toEqual([
      ["room", 1, 2, 8, 8, 64],
      ["room", 9, 2, 16, 8, 128],
      ["room", 25, 2, 14, 8, 112],
      ["room", 1, 10, 8, 19, 152],
      ["room", 9, 10, 16, 19, 304],
      ["room", 25, 10, 14, 19, 266],
    ]);
    expect(run.openings).toEqual([[248, 0, 1, "open"], [264, 1, 2, "open"], [365, 0, 3, "open"], [377, 1, 4, "open"], [392, 2, 5, "open"], [768, 3, 4, "open"], [784, 4, 5, "open"]]);
  });

  test("walls painted over the whole region are ignored: the region is open", () => {
    const run = carve(10, 9, none, 1, new Uint8Array(90).fill(StructureMark.Wall));
    expect(run.rows).toEqual([
      "##########",
      "##########",
      "#........#",
      "#........#",
      "#........#",
      "#........#",
      "#........#",
      "#........#",
      "##########",
    ]);
    expect(run.areas).toEqual([["room", 1, 2, 8, 6, 48]]);
  });
});

interface PinnedCase {
  name: string;
  width: number;
  height: number;
  options: Partial<CrawlersOptions>;
  seed: number;
  structure: string[] | null;
  /** After the last generation's crawl. */
  crawl: string[];
  final: string[];
  areaOf: string[];
  areas: [string, number, number, number, number, number][];
  openings: [number, number, number, string][];
  marks: number[];
}

/**
 * Small seeded maps with mixed options, each chosen because it is the smallest found that tells a
 * rule of the crawl apart (named in `name`): where starts go, the cap, the failed-start count, the
 * delay table, pillars and walls, turning. The pictures are what the layout made, read and checked
 * by eye against the rules when they were pinned.
 */
const PINNED: PinnedCase[] = [
  {
    name: "painted walls: structural crawlers start beside them (every heading) and join them; the border count per generation",
    width: 13,
    height: 20,
    options: { border: 2, structuralWalls: 3, joinChance: 100, borderCrawlers: 1, generations: 3, stepLength: 4, maxAge: 2, corridorWidth: 1, corridorWidthLast: 3, turnChance: 50, spawnChance: 0, babyDelay3Chance: 38, mutation: 0, columnSpacing: 2 },
    seed: 374,
    structure: [
      "..........WWW",
      ".....W....WWW",
      ".....W....WWW",
      ".....W.......",
      ".....W.......",
      ".....W.......",
      ".............",
      ".............",
      ".............",
      ".............",
      ".............",
      ".............",
      ".............",
      ".........WWWW",
      ".........WWWW",
      ".........WWWW",
      ".............",
      ".............",
      ".............",
      "....WWW......",
    ],
    crawl: [
      "#############",
      "#############",
      "##...P....P##",
      "##000P000..##",
      "##000P000..##",
      "##000P000..##",
      "##.........##",
      "##.........##",
      "##.11111111##",
      "##.11111111##",
      "##.11111111##",
      "##.........##",
      "##.........##",
      "##0000000PP##",
      "##0000000PP##",
      "##0000000PP##",
      "##.........##",
      "##.........##",
      "#############",
      "#############",
    ],
    final: [
      "#############",
      "#############",
      "##PPPP,,,,P##",
      "##000P000,,##",
      "##000P000,,##",
      "##000P000,,##",
      "##,,,,,,,,,##",
      "##,,,,,,,,,##",
      "##,11111111##",
      "##,11111111##",
      "##,11111111##",
      "##,,,,,,,,,##",
      "##,,,,,,,,,##",
      "##000000,PP##",
      "##000000,PP##",
      "##000000,PP##",
      "##,,,,,,,,,##",
      "##,,,,,,,,,##",
      "#############",
      "#############",
    ],
    areaOf: [
      "#############",
      "#############",
      "######1111###",
      "#########11##",
      "#########11##",
      "#########11##",
      "##111111111##",
      "##111111111##",
      "##1##########",
      "##1##########",
      "##1##########",
      "##111111111##",
      "##111111111##",
      "########0####",
      "########0####",
      "########0####",
      "##222222222##",
      "##222222222##",
      "#############",
      "#############",
    ],
    areas: [["corridor", 8, 13, 1, 3, 3], ["corridor", 2, 2, 9, 11, 49], ["corridor", 2, 16, 9, 2, 18]],
    openings: [[177, 0, 1, "open"], [203, 0, 2, "door"]],
    marks: [177,190,203],
  },
  {
    name: "babies every step until the crawler cap (one per 12 open tiles): pillars among them, turns never back",
    width: 25,
    height: 11,
    options: { wallHeight: 1, wallWidth: 2, structuralWalls: 0, joinChance: 100, borderCrawlers: 11, generations: 3, stepLength: 4, corridorWidth: 4, corridorWidthLast: 1, turnChance: 50, spawnChance: 100, turnSpawnChance: 100, babyDelay2Chance: 1, babyDelay3Chance: 15, mutation: 30, jumperChance: 50, columnSpacing: 2 },
    seed: 495,
    structure: null,
    crawl: [
      "#########################",
      "#........11.............#",
      "#........11.............#",
      "#.......................#",
      "#...22....33...22222333.#",
      "#22222....33...22211333.#",
      "#22222............11....#",
      "#...33....11.333..11.333#",
      "#...33....11.333..11.333#",
      "#.........11..33..11....#",
      "#########################",
    ],
    final: [
      "#########################",
      "#........11.............#",
      "#........11.............#",
      "#.........,.............#",
      "#...22....33...22222333,#",
      "#22222....33...22211333,#",
      "#22222....,,...,,,11,,,,#",
      "#...33....11,333,,11,333#",
      "#...33....11,333,,11,333#",
      "#...,,....11,,33,,11,,,,#",
      "#########################",
    ],
    areaOf: [
      "#########################",
      "#00000000##1111111111111#",
      "#00000000##1111111111111#",
      "#00000000031111111111111#",
      "#000##0000##111########4#",
      "######0000##111########4#",
      "######000055111666##4444#",
      "#222##0000##7###66##4####",
      "#222##0000##7###66##4####",
      "#222880000##77##66##4444#",
      "#########################",
    ],
    areas: [["room", 1, 1, 9, 9, 52], ["room", 11, 1, 13, 6, 48], ["room", 1, 7, 3, 3, 9], ["corridor", 10, 3, 1, 1, 1], ["corridor", 20, 4, 4, 6, 12], ["corridor", 10, 6, 2, 1, 2], ["corridor", 15, 6, 3, 4, 9], ["corridor", 12, 7, 2, 3, 4], ["corridor", 4, 9, 2, 1, 2]],
    openings: [[84, 0, 3, "open"], [86, 1, 3, "open"], [98, 1, 4, "open"], [159, 0, 5, "open"], [162, 1, 5, "open"], [162, 1, 7, "open"], [164, 1, 6, "open"], [228, 2, 8, "open"], [231, 0, 8, "open"]],
    marks: [],
  },
  {
    name: "a start needs its pen open and no wall within the corridor width to its sides; eight tries each",
    width: 24,
    height: 11,
    options: { structuralWalls: 5, joinChance: 100, borderCrawlers: 7, generations: 1, stepLength: 4, corridorWidth: 1, spawnChance: 100, turnSpawnChance: 0, babyDelay2Chance: 18, babyDelay3Chance: 35, mutation: 30, columnSpacing: 2 },
    seed: 720,
    structure: [
      "........................",
      "........................",
      "........................",
      ".WWWW...................",
      ".WWWW......FFFFFF.......",
      "...........FFFFFF.......",
      "...........FFFFFF.......",
      "...........FFFFFF.......",
      "..........WWWWFFF.......",
      "...........FFFFFF.......",
      "......WW................",
    ],
    crawl: [
      "########################",
      "########################",
      "#..................1...#",
      "#PPPP............1.1.11#",
      "#PPPP............1.1.11#",
      "#................1.1.11#",
      "#00000...........1.1.1.#",
      "#00000...........1.1.1.#",
      "#00000....PPPP...1.1.1.#",
      "#....0...........1.....#",
      "########################",
    ],
    final: [
      "########################",
      "########################",
      "#,,,,............,,1,,,#",
      "#PPPP............1,1,11#",
      "#PPPP............1,1,11#",
      "#PPPP............1,1,11#",
      "#00000...........1,1,1,#",
      "#00000...........1,1,1,#",
      "#00000....P......1,1,1,#",
      "#PPPP0....P......1,,,,,#",
      "########################",
    ],
    areaOf: [
      "########################",
      "########################",
      "#111100000000000022#222#",
      "#####000000000000#2#2###",
      "#####000000000000#2#2###",
      "#####000000000000#2#2###",
      "######00000000000#2#2#2#",
      "######00000000000#2#2#2#",
      "######0000#000000#2#2#2#",
      "######0000#000000#22222#",
      "########################",
    ],
    areas: [["room", 5, 2, 12, 8, 90], ["corridor", 1, 2, 4, 1, 4], ["corridor", 17, 2, 6, 8, 25]],
    openings: [[53, 0, 1, "open"], [64, 0, 2, "open"]],
    marks: [],
  },
  {
    name: "a crowded painted map: border crawlers stop starting after eight failed starts",
    width: 25,
    height: 19,
    options: { structuralWalls: 5, borderCrawlers: 11, generations: 4, stepLength: 1, maxAge: 5, corridorWidth: 3, turnChance: 100, spawnChance: 100, turnSpawnChance: 0, babyDelay2Chance: 13, babyDelay3Chance: 28, mutation: 0, columnSpacing: 2 },
    seed: 274,
    structure: [
      ".........................",
      ".........................",
      ".........................",
      ".........................",
      ".....WWWWWW..............",
      ".....WWWWWW..............",
      ".....WWWWWW..............",
      "...............WWW.......",
      "...............WWW.......",
      "...............WWW.......",
      "...............WWWWW.....",
      "..................WW.....",
      "..................WW.....",
      "..................WW.....",
      ".........................",
      ".........................",
      ".........................",
      ".........................",
      ".........................",
    ],
    crawl: [
      "#########################",
      "#########################",
      "#....................3..#",
      "#....................3..#",
      "#33..PPPPPP.........33..#",
      "#33..PPPPPP.........33..#",
      "#33..PPPPPP.........33..#",
      "#........0.....PPP..3...#",
      "#........0.....PPP......#",
      "#........0.....PPP......#",
      "#000.....0.....PPPPP....#",
      "#000..............PP....#",
      "#000..............PP..33#",
      "#..........3......PP..33#",
      "#......0...3..0.......33#",
      "#......0...3..0.........#",
      "#......0...3..0.........#",
      "#......0...3..0.........#",
      "#########################",
    ],
    final: [
      "#########################",
      "#########################",
      "#,,,,,,,,,,.........,3,,#",
      "#,,,,,,,,,,.........,3,,#",
      "#33,,PPPPPP.........33,,#",
      "#33,,PPPPPP.........33,,#",
      "#33,,PPPPPP.........33,,#",
      "#........0.....PPP,,3...#",
      "#........0.....PPP,,....#",
      "#........0.....PPP,,....#",
      "#000.....0.....PPPPP....#",
      "#000..............PP....#",
      "#000..............PP,,33#",
      "#..........3......PP,,33#",
      "#......0...3,,0.......33#",
      "#......0...3,,0.........#",
      "#......0...3,,0.........#",
      "#......0...3,,0.........#",
      "#########################",
    ],
    areaOf: [
      "#########################",
      "#########################",
      "#33333333330000000004#55#",
      "#33333333330000000004#55#",
      "###33######000000000##55#",
      "###33######000000000##55#",
      "###33######000000000##55#",
      "#11111111#00000###66#222#",
      "#11111111#00000###662222#",
      "#11111111#00000###662222#",
      "####11111#00000#####2222#",
      "####11111100000000##2222#",
      "####11111100000000##77###",
      "#1111111110#000000##77###",
      "#111111#110#88#0000000###",
      "#111111#110#88#000000000#",
      "#111111#110#88#000000000#",
      "#111111#110#88#000000000#",
      "#########################",
    ],
    areas: [["room", 10, 2, 14, 16, 126], ["room", 1, 7, 9, 11, 82], ["room", 20, 7, 4, 5, 19], ["corridor", 1, 2, 10, 5, 26], ["corridor", 20, 2, 1, 2, 2], ["corridor", 22, 2, 2, 5, 10], ["corridor", 18, 7, 2, 3, 6], ["corridor", 20, 12, 2, 2, 4], ["corridor", 12, 14, 2, 4, 8]],
    openings: [[86, 0, 3, "open"], [94, 0, 4, "open"], [179, 1, 3, "open"], [169, 0, 6, "open"], [198, 2, 5, "open"], [245, 2, 6, "open"], [360, 0, 1, "open"], [296, 2, 7, "open"], [338, 0, 8, "open"], [371, 0, 7, "open"]],
    marks: [],
  },
  {
    name: "jumpers beside westward crawler walls: a pillar keeps the corridor width from walls, only a ring of floor from other pillars",
    width: 18,
    height: 16,
    options: { structuralWalls: 1, joinChance: 0, borderCrawlers: 10, generations: 1, stepLength: 2, maxAge: 5, corridorWidth: 3, corridorWidthLast: 1, turnChance: 100, spawnChance: 100, turnSpawnChance: 100, babyDelay2Chance: 16, babyDelay3Chance: 2, mutation: 30, jumperChance: 100, columnSpacing: 1 },
    seed: 321,
    structure: null,
    crawl: [
      "##################",
      "##################",
      "#................#",
      "#................#",
      "#................#",
      "#.........000....#",
      "#.....1...000....#",
      "#.....1...0000000#",
      "#...1.1.....00000#",
      "#...1.......00000#",
      "#...1............#",
      "#................#",
      "#................#",
      "#................#",
      "#................#",
      "##################",
    ],
    final: [
      "##################",
      "##################",
      "#................#",
      "#................#",
      "#................#",
      "#.........000....#",
      "#.....1...000....#",
      "#.....1...0000000#",
      "#...1,1.....00000#",
      "#...1.......00000#",
      "#...1............#",
      "#................#",
      "#................#",
      "#................#",
      "#................#",
      "##################",
    ],
    areaOf: [
      "##################",
      "##################",
      "#0000000000000000#",
      "#0000000000000000#",
      "#0000000000000000#",
      "#000000000###0000#",
      "#00000#000###0000#",
      "#00000#000########",
      "#000#1#00000######",
      "#000#0000000######",
      "#000#000000000000#",
      "#0000000000000000#",
      "#0000000000000000#",
      "#0000000000000000#",
      "#0000000000000000#",
      "##################",
    ],
    areas: [["room", 1, 2, 16, 13, 178], ["corridor", 5, 8, 1, 1, 1]],
    openings: [[131, 0, 1, "open"], [167, 0, 1, "open"]],
    marks: [],
  },
  {
    name: "a structural crawler starting north of a painted wall and joining another wall",
    width: 25,
    height: 20,
    options: { structuralWalls: 3, borderCrawlers: 8, generations: 2, stepLength: 2, maxAge: 2, corridorWidth: 3, corridorWidthLast: 1, spawnChance: 30, babyDelay2Chance: 27, babyDelay3Chance: 38, mutation: 30, columnSpacing: 1 },
    seed: 744,
    structure: [
      ".........................",
      ".........................",
      ".........................",
      ".........................",
      ".........................",
      ".........................",
      ".........................",
      ".........................",
      ".........................",
      "................WW.......",
      ".........................",
      ".........................",
      ".........................",
      ".........................",
      ".........................",
      ".........................",
      ".........................",
      ".........................",
      ".........................",
      ".........................",
    ],
    crawl: [
      "#########################",
      "#########################",
      "#....2.1.2..1...0...2...#",
      "#....2.1.2..1...0...2...#",
      "#....2.1.2..1...0...2...#",
      "#....2.1.2..1...0...2...#",
      "#111.2.1.2..1...0.......#",
      "#111.2.1.2..1...0..22222#",
      "#111.2.1.2..1...0..22222#",
      "#...............PP.22222#",
      "#.......................#",
      "#....................000#",
      "#00000......1......2.000#",
      "#00000......1....1.2.000#",
      "#00000..222.1....1.2....#",
      "#.......222.1....1.2....#",
      "#.......222.1....1.2....#",
      "#.......2...1....1.2....#",
      "#.......2...1....1.2....#",
      "#########################",
    ],
    final: [
      "#########################",
      "#########################",
      "#....2,1,2,,1...0...2...#",
      "#....2,1,2,,1...0...2...#",
      "#....2,1,2,,1...0...2...#",
      "#....2,1,2,,1...0...2...#",
      "#111,2,1,2,,1...0...,...#",
      "#111,2,1,2,,1...0,,22222#",
      "#111,2,1,2,,1...0,,22222#",
      "#...............PP,22222#",
      "#................P,,,,,,#",
      "#................P,,,000#",
      "#00000......1....,,2,000#",
      "#00000......1....1,2,000#",
      "#00000,,222,1....1,2....#",
      "#.......222,1....1,2....#",
      "#.......222,1....1,2....#",
      "#.......2,,,1....1,2....#",
      "#.......2,,,1....1,2....#",
      "#########################",
    ],
    areaOf: [
      "#########################",
      "#########################",
      "#0000#6#7#88#111#222#333#",
      "#0000#6#7#88#111#222#333#",
      "#0000#6#7#88#111#222#333#",
      "#0000#6#7#88#111#222#333#",
      "####9#6#7#88#111#222a333#",
      "####9#6#7#88#111#bb######",
      "####9#6#7#88#111#bb######",
      "#111111111111111##b######",
      "#1111111111111111#bbbbbb#",
      "#1111111111111111#bbb####",
      "######111111#1111bb#b####",
      "######111111#1111#b#b####",
      "######cc###d#1111#b#4444#",
      "#5555555###d#1111#b#4444#",
      "#5555555###d#1111#b#4444#",
      "#5555555#ddd#1111#b#4444#",
      "#5555555#ddd#1111#b#4444#",
      "#########################",
    ],
    areas: [["room", 1, 2, 4, 4, 16], ["room", 1, 2, 16, 17, 108], ["room", 17, 2, 3, 5, 15], ["room", 21, 2, 3, 5, 15], ["room", 20, 14, 4, 5, 20], ["room", 1, 15, 7, 4, 28], ["corridor", 6, 2, 1, 7, 7], ["corridor", 8, 2, 1, 7, 7], ["corridor", 10, 2, 2, 7, 14], ["corridor", 4, 6, 1, 3, 3], ["corridor", 20, 6, 1, 1, 1], ["corridor", 17, 7, 7, 12, 24], ["corridor", 6, 14, 2, 1, 2], ["corridor", 9, 14, 3, 5, 9]],
    openings: [[129, 0, 9, "open"], [168, 2, 11, "open"], [169, 2, 10, "open"], [171, 3, 10, "open"], [229, 1, 9, "open"], [231, 1, 6, "open"], [233, 1, 7, "open"], [236, 1, 8, "open"], [316, 1, 11, "open"], [332, 1, 12, "open"], [336, 1, 13, "open"], [370, 4, 11, "open"], [382, 5, 12, "open"]],
    marks: [],
  },
  {
    name: "painted floor on a crawler's centre line stops it; beside the centre line it does not",
    width: 26,
    height: 14,
    options: { wallWidth: 2, structuralWalls: 1, borderCrawlers: 7, generations: 3, stepLength: 2, maxAge: 2, corridorWidth: 4, corridorWidthLast: 1, turnChance: 100, spawnChance: 0, babyDelay2Chance: 40, babyDelay3Chance: 25, mutation: 30, columnSpacing: 2 },
    seed: 608,
    structure: [
      "..........................",
      "..........................",
      "..........................",
      ".........................F",
      ".........................F",
      "..........................",
      ".FFFFFF...................",
      ".FFFFFF..................W",
      ".FFFFFF..................W",
      ".FFFFFF..................W",
      ".FFFFFF..................W",
      ".FFFFFF..................W",
      ".........................W",
      "..........................",
    ],
    crawl: [
      "##########################",
      "##########################",
      "#...22.33.11.33...00.....#",
      "#.3322.33.11.33...00.....#",
      "#.3322.33.11.3333.00.....#",
      "#.3322.33.11.3333.00.....#",
      "#......33.11.3333.0022...#",
      "#.................2222...#",
      "#......33...3333..2222...#",
      "#......33...3333.........#",
      "#......33...3333.........#",
      "#......33.....33.........#",
      "#......33.....33.........#",
      "##########################",
    ],
    final: [
      "##########################",
      "##########################",
      "#,,,22,33,11,33,,,00.....#",
      "#,3322,33,11,33,,,00.....#",
      "#,3322,33,11,3333,00.....#",
      "#,3322,33,11,3333,00.....#",
      "#......33,11,3333,0022...#",
      "#......,,...,,,,,,2222...#",
      "#......33...3333,,2222...#",
      "#......33...3333.........#",
      "#......33...3333.........#",
      "#......33...,,33.........#",
      "#......33...,,33.........#",
      "##########################",
    ],
    areaOf: [
      "##########################",
      "##########################",
      "#333##4##5##6##666##00000#",
      "#3####4##5##6##666##00000#",
      "#3####4##5##6####6##00000#",
      "#3####4##5##6####6##00000#",
      "#111111##5##6####6####000#",
      "#11111177222666666####000#",
      "#111111##222####66####000#",
      "#111111##222####000000000#",
      "#111111##222####000000000#",
      "#111111##22288##000000000#",
      "#111111##22288##000000000#",
      "##########################",
    ],
    areas: [["room", 16, 2, 9, 11, 65], ["room", 1, 6, 6, 7, 42], ["room", 9, 7, 3, 6, 18], ["corridor", 1, 2, 3, 4, 6], ["corridor", 6, 2, 1, 4, 4], ["corridor", 9, 2, 1, 5, 5], ["corridor", 12, 2, 6, 7, 22], ["corridor", 7, 7, 2, 1, 2], ["corridor", 12, 11, 2, 2, 4]],
    openings: [[157, 1, 3, "open"], [162, 1, 4, "open"], [191, 2, 5, "open"], [188, 1, 7, "open"], [191, 2, 7, "open"], [193, 2, 6, "open"], [251, 0, 6, "open"], [323, 2, 8, "open"]],
    marks: [],
  },
  {
    name: "jumpers beside southward crawler walls (walls, not pillars: the corridor width is kept from them)",
    width: 25,
    height: 19,
    options: { wallHeight: 1, wallWidth: 2, structuralWalls: 3, joinChance: 100, borderCrawlers: 2, generations: 3, stepLength: 4, maxAge: 5, corridorWidth: 3, turnChance: 100, spawnChance: 30, turnSpawnChance: 0, babyDelay2Chance: 1, babyDelay3Chance: 15, jumperChance: 100, columnSpacing: 2 },
    seed: 756,
    structure: null,
    crawl: [
      "#########################",
      "#.............00........#",
      "#.............00........#",
      "#.............00........#",
      "#.............00........#",
      "#000000...000000........#",
      "#000000...000000..33....#",
      "#....00...00......33....#",
      "#....00...00............#",
      "#.......................#",
      "#.......................#",
      "#.......................#",
      "#...0000000000...11.....#",
      "#...0000000000...11.....#",
      "#...00..................#",
      "#...00..................#",
      "#...00..................#",
      "#...00..................#",
      "#########################",
    ],
    final: [
      "#########################",
      "#.............00........#",
      "#.............00........#",
      "#.............00........#",
      "#.............00........#",
      "#000000...000000........#",
      "#000000...000000,,33....#",
      "#....00...00......33....#",
      "#....00...00............#",
      "#.......................#",
      "#.......................#",
      "#.......................#",
      "#...0000000000...11.....#",
      "#...0000000000...11.....#",
      "#...00..................#",
      "#...00..................#",
      "#...00..................#",
      "#...00..................#",
      "#########################",
    ],
    areaOf: [
      "#########################",
      "#0000000000000##00000000#",
      "#0000000000000##00000000#",
      "#0000000000000##00000000#",
      "#0000000000000##00000000#",
      "#######000######00000000#",
      "#######000######11##0000#",
      "#0000##000##000000##0000#",
      "#0000##000##000000000000#",
      "#00000000000000000000000#",
      "#00000000000000000000000#",
      "#00000000000000000000000#",
      "#000##########000##00000#",
      "#000##########000##00000#",
      "#000##000000000000000000#",
      "#000##000000000000000000#",
      "#000##000000000000000000#",
      "#000##000000000000000000#",
      "#########################",
    ],
    areas: [["room", 1, 1, 23, 17, 313], ["corridor", 16, 6, 2, 1, 2]],
    openings: [[142, 0, 1, "open"], [192, 0, 1, "open"]],
    marks: [],
  },
  {
    name: "jumpers beside northward crawler walls (walls, not pillars)",
    width: 25,
    height: 18,
    options: { structuralWalls: 0, joinChance: 100, borderCrawlers: 4, generations: 1, stepLength: 1, corridorWidth: 2, corridorWidthLast: 1, turnChance: 100, spawnChance: 100, turnSpawnChance: 100, babyDelay2Chance: 34, babyDelay3Chance: 48, mutation: 0, jumperChance: 50, columnSpacing: 2 },
    seed: 738,
    structure: null,
    crawl: [
      "#########################",
      "#########################",
      "#.......................#",
      "#.......................#",
      "#............1..........#",
      "#............1..........#",
      "#............11.........#",
      "#............11.........#",
      "#.......1....11..1..1...#",
      "#.......1.....1..1..1...#",
      "#111....1.....1..1..1...#",
      "#1111.........1.........#",
      "#11111.......11.........#",
      "#..111.......11.........#",
      "#...11.......11.........#",
      "#............1..........#",
      "#............1..........#",
      "#########################",
    ],
    final: [
      "#########################",
      "#########################",
      "#............,..........#",
      "#............,..........#",
      "#............1..........#",
      "#............1..........#",
      "#............11.........#",
      "#............11.........#",
      "#.......1....11,,1,,1...#",
      "#.......1.....1,,1,,1...#",
      "#111....1.....1,,1,,1...#",
      "#1111.........1.........#",
      "#11111.......11.........#",
      "#,,111.......11.........#",
      "#...11.......11.........#",
      "#...,,.......1,.........#",
      "#...,,.......1,.........#",
      "#########################",
    ],
    areaOf: [
      "#########################",
      "#########################",
      "#00000000000031111111111#",
      "#00000000000031111111111#",
      "#000000000000#1111111111#",
      "#000000000000#1111111111#",
      "#000000000000##111111111#",
      "#000000000000##111111111#",
      "#0000000#0000##44#55#111#",
      "#0000000#00000#44#55#111#",
      "####0000#00000#44#55#111#",
      "#####000000000#111111111#",
      "######0000000##111111111#",
      "#66###0000000##111111111#",
      "#222##0000000##111111111#",
      "#222770000000#8111111111#",
      "#222770000000#8111111111#",
      "#########################",
    ],
    areas: [["room", 1, 2, 13, 15, 148], ["room", 14, 2, 10, 15, 121], ["room", 1, 14, 3, 3, 9], ["corridor", 13, 2, 1, 2, 2], ["corridor", 15, 8, 2, 3, 6], ["corridor", 18, 8, 2, 3, 6], ["corridor", 1, 13, 2, 1, 2], ["corridor", 4, 15, 2, 2, 4], ["corridor", 14, 15, 1, 2, 2]],
    openings: [[87, 0, 3, "open"], [89, 1, 3, "open"], [191, 1, 4, "open"], [194, 1, 5, "open"], [291, 1, 4, "open"], [294, 1, 5, "open"], [352, 2, 6, "open"], [403, 2, 7, "open"], [406, 0, 7, "open"], [415, 1, 8, "open"]],
    marks: [],
  },
  {
    name: "blocked with the same room on both sides, a crawler turns to the side drawn first",
    width: 20,
    height: 19,
    options: { structuralWalls: 0, borderCrawlers: 8, generations: 2, stepLength: 2, maxAge: 5, corridorWidth: 1, corridorWidthLast: 3, spawnChance: 30, turnSpawnChance: 0, babyDelay2Chance: 32, babyDelay3Chance: 20, jumperChance: 50, columnSpacing: 1 },
    seed: 968,
    structure: null,
    crawl: [
      "####################",
      "####################",
      "#...1..............#",
      "#...1..............#",
      "#...1.....1.1.1.1..#",
      "#.111.....1.1.1.1..#",
      "#.111.....1.1.1.1..#",
      "#.111..............#",
      "#...............1..#",
      "#..1.1.1.1.1....1..#",
      "#..1.1.1.1.1....1..#",
      "#..1.1.1.1.1.......#",
      "#..................#",
      "#..1.1.1.1.1.......#",
      "#1.1.1.1.1.1.......#",
      "#1.1.1.1.1.1.......#",
      "#1.................#",
      "#..................#",
      "####################",
    ],
    final: [
      "####################",
      "####################",
      "#...1.....,,,,,,,,,#",
      "#...1.....,,,,,,,,,#",
      "#...1.....1,1,1,1,,#",
      "#,111.....1,1,1,1,,#",
      "#,111.....1,1,1,1,,#",
      "#,111.....,,....,,,#",
      "#,,,,.....,,....1,,#",
      "#,,1,1,1,1,1....1,,#",
      "#,,1,1,1,1,1....1,,#",
      "#,,1,1,1,1,1.......#",
      "#,,,,,,,,,,,.......#",
      "#,,1,1,1,1,1.......#",
      "#1,1,1,1,1,1.......#",
      "#1,1,1,1,1,1.......#",
      "#1,,,,,,,,,,.......#",
      "#,,,,,,,,,,,.......#",
      "####################",
    ],
    areaOf: [
      "####################",
      "####################",
      "#000#11111333333333#",
      "#000#11111333333333#",
      "#000#11111#3#3#3#33#",
      "#3###11111#3#3#3#33#",
      "#3###11111#3#3#3#33#",
      "#3###11111332222333#",
      "#333311111332222#33#",
      "#33#3#3#3#3#2222#33#",
      "#33#3#3#3#3#2222#33#",
      "#33#3#3#3#3#2222222#",
      "#333333333332222222#",
      "#33#3#3#3#3#2222222#",
      "##3#3#3#3#3#2222222#",
      "##3#3#3#3#3#2222222#",
      "##33333333332222222#",
      "#333333333332222222#",
      "####################",
    ],
    areas: [["room", 1, 2, 3, 3, 9], ["room", 5, 2, 5, 7, 35], ["room", 12, 7, 7, 11, 65], ["corridor", 1, 2, 18, 16, 119]],
    openings: [[69, 1, 3, "open"], [81, 0, 3, "open"], [153, 2, 3, "open"], [155, 2, 3, "open"], [168, 1, 3, "open"], [166, 1, 3, "open"], [238, 2, 3, "open"], [252, 2, 3, "open"], [352, 2, 3, "open"]],
    marks: [],
  },
  {
    name: "a crawler blocked ahead never turns back against its first heading",
    width: 14,
    height: 15,
    options: { border: 2, structuralWalls: 5, borderCrawlers: 9, generations: 3, stepLength: 2, corridorWidth: 1, corridorWidthLast: 1, turnChance: 0, spawnChance: 100, turnSpawnChance: 100, babyDelay2Chance: 21, babyDelay3Chance: 13, mutation: 30 },
    seed: 770,
    structure: null,
    crawl: [
      "##############",
      "##############",
      "##.....0....##",
      "##.....0.0..##",
      "##.00000.0..##",
      "##.00000.000##",
      "##.00000.000##",
      "##.......000##",
      "##0000.0....##",
      "##0000.0.00.##",
      "##0000.0.00.##",
      "##...0.0.00.##",
      "##.....0..0.##",
      "##############",
      "##############",
    ],
    final: [
      "##############",
      "##############",
      "##,,,,,0,,,,##",
      "##,,,,,0,0,,##",
      "##,00000,0,,##",
      "##,00000,000##",
      "##,00000,000##",
      "##,,,,,,,000##",
      "##0000,0,,,,##",
      "##0000,0,00,##",
      "##0000,0,00,##",
      "##,,,0,0,00,##",
      "##,,,,,0,,0,##",
      "##############",
      "##############",
    ],
    areaOf: [
      "##############",
      "##############",
      "##00000#0000##",
      "##00000#0#00##",
      "##0#####0#00##",
      "##0#####0#####",
      "##0#####0#####",
      "##0000000#####",
      "######0#0000##",
      "######0#0##0##",
      "######0#0##0##",
      "##000#0#0##0##",
      "##00000#00#0##",
      "##############",
      "##############",
    ],
    areas: [["corridor", 2, 2, 10, 11, 57]],
    openings: [],
    marks: [],
  },
  {
    name: "border crawlers: borderCrawlers per 100 tiles of the region's rim; babies two and three generations later",
    width: 23,
    height: 17,
    options: { wallHeight: 1, wallWidth: 2, structuralWalls: 3, joinChance: 0, borderCrawlers: 12, generations: 1, stepLength: 1, maxAge: 2, corridorWidth: 1, corridorWidthLast: 1, turnChance: 50, spawnChance: 30, babyDelay2Chance: 28, babyDelay3Chance: 50, mutation: 30, jumperChance: 50, columnSpacing: 2 },
    seed: 617,
    structure: null,
    crawl: [
      "#######################",
      "#...............11....#",
      "#...............11....#",
      "#0000...........11....#",
      "#0000...........11.111#",
      "#......11..........111#",
      "#.00...11...11.....11.#",
      "#000........11........#",
      "#000..................#",
      "#.....................#",
      "#.......11..11..11.11.#",
      "#.......11..11..11.11.#",
      "#.....................#",
      "#0000..11.............#",
      "#0000..11.............#",
      "#......11.............#",
      "#######################",
    ],
    final: [
      "#######################",
      "#,,,,...........11....#",
      "#,,,,...........11....#",
      "#0000...........11....#",
      "#0000...........11,111#",
      "#,,,...11..........111#",
      "#,00...11...11.....11,#",
      "#000........11........#",
      "#000........,,........#",
      "#...........,,........#",
      "#.......11,,11,,11,11,#",
      "#.......11,,11,,11,11,#",
      "#.......,.............#",
      "#0000,,11.............#",
      "#0000,,11.............#",
      "#,,,,,,11.............#",
      "#######################",
    ],
    areaOf: [
      "#######################",
      "#444400000000000##1111#",
      "#444400000000000##1111#",
      "#####00000000000##1111#",
      "#####00000000000##5####",
      "#666000##0000000000####",
      "#6##000##000##02220##7#",
      "####00000000##02220000#",
      "####000000008802222220#",
      "#000000000008802222220#",
      "#0000000##99##aa##b##c#",
      "#0000000##99##aa##b##c#",
      "#0000000d3333333333333#",
      "#####ee##3333333333333#",
      "#####ee##3333333333333#",
      "#eeeeee##3333333333333#",
      "#######################",
    ],
    areas: [["room", 1, 1, 21, 12, 122], ["room", 18, 1, 4, 3, 12], ["room", 15, 6, 6, 4, 18], ["room", 9, 12, 13, 4, 52], ["corridor", 1, 1, 4, 2, 8], ["corridor", 18, 4, 1, 1, 1], ["corridor", 1, 5, 3, 2, 4], ["corridor", 21, 6, 1, 1, 1], ["corridor", 12, 8, 2, 2, 4], ["corridor", 10, 10, 2, 2, 4], ["corridor", 14, 10, 2, 2, 4], ["corridor", 18, 10, 1, 2, 2], ["corridor", 21, 10, 1, 2, 2], ["corridor", 8, 12, 1, 1, 1], ["corridor", 1, 13, 6, 3, 10]],
    openings: [[51, 0, 4, "open"], [87, 1, 5, "open"], [133, 0, 5, "open"], [119, 0, 6, "open"], [131, 0, 2, "open"], [198, 0, 2, "open"], [180, 0, 2, "open"], [182, 0, 7, "open"], [218, 0, 8, "open"], [221, 0, 8, "open"], [228, 0, 2, "open"], [218, 0, 9, "open"], [221, 0, 10, "open"], [222, 2, 10, "open"], [225, 2, 11, "open"], [228, 0, 12, "open"], [287, 3, 9, "open"], [291, 3, 10, "open"], [294, 3, 11, "open"], [297, 3, 12, "open"], [282, 0, 14, "open"], [283, 0, 13, "open"], [285, 3, 13, "open"]],
    marks: [],
  },
  {
    name: "jumpers beside eastward crawler walls (walls, not pillars)",
    width: 18,
    height: 20,
    options: { border: 2, wallHeight: 1, structuralWalls: 2, joinChance: 0, borderCrawlers: 11, generations: 2, stepLength: 4, corridorWidth: 4, turnChance: 0, spawnChance: 100, turnSpawnChance: 100, babyDelay2Chance: 22, babyDelay3Chance: 2, mutation: 30, jumperChance: 50, columnSpacing: 1 },
    seed: 172,
    structure: null,
    crawl: [
      "##################",
      "##################",
      "##.....0........##",
      "##.....0........##",
      "##.....0........##",
      "##222..0......22##",
      "##222..00000..22##",
      "##..2..00000....##",
      "##..2...........##",
      "##..2...........##",
      "##............22##",
      "##............22##",
      "##0000000000....##",
      "##0000000000....##",
      "##..............##",
      "##..............##",
      "##..............##",
      "##..............##",
      "##################",
      "##################",
    ],
    final: [
      "##################",
      "##################",
      "##.....0........##",
      "##.....0........##",
      "##.....0........##",
      "##222,,0......22##",
      "##222,,00000,,22##",
      "##,,2,,00000....##",
      "##,,2...........##",
      "##,,2...........##",
      "##,,,.........22##",
      "##,,,.........22##",
      "##0000000000....##",
      "##0000000000....##",
      "##..............##",
      "##..............##",
      "##..............##",
      "##..............##",
      "##################",
      "##################",
    ],
    areaOf: [
      "##################",
      "##################",
      "##00000#11111111##",
      "##00000#11111111##",
      "##00000#11111111##",
      "#####33#111111####",
      "#####33#####44####",
      "##55#33#####2222##",
      "##55#22222222222##",
      "##55#22222222222##",
      "##555222222222####",
      "##555222222222####",
      "############2222##",
      "############2222##",
      "##22222222222222##",
      "##22222222222222##",
      "##22222222222222##",
      "##22222222222222##",
      "##################",
      "##################",
    ],
    areas: [["room", 2, 2, 5, 3, 15], ["room", 8, 2, 8, 4, 30], ["room", 2, 7, 14, 11, 108], ["corridor", 5, 5, 2, 3, 6], ["corridor", 12, 6, 2, 1, 2], ["corridor", 2, 7, 3, 5, 12]],
    openings: [[78, 0, 3, "open"], [103, 1, 4, "open"], [139, 2, 4, "open"], [150, 2, 3, "open"], [203, 2, 5, "open"]],
    marks: [],
  },
  {
    name: "a structural crawler's first pen is wall, not pillar: jumpers keep the corridor width from it",
    width: 17,
    height: 20,
    options: { wallHeight: 1, borderCrawlers: 12, generations: 2, stepLength: 4, maxAge: 2, corridorWidth: 4, turnChance: 100, spawnChance: 100, turnSpawnChance: 100, babyDelay2Chance: 5, babyDelay3Chance: 13, mutation: 0, jumperChance: 100 },
    seed: 114,
    structure: [
      ".................",
      ".................",
      ".................",
      ".................",
      ".................",
      ".................",
      ".................",
      "..FFFFFFFF.......",
      "..FFFFFFFF.......",
      "..FFFFFFFF.......",
      "..FFFFFFFF.......",
      "..FFFFFFFF.......",
      ".................",
      ".................",
      "................W",
      "................W",
      "................W",
      ".........FFF....W",
      ".........FFF....W",
      ".........FFF.....",
    ],
    crawl: [
      "#################",
      "#....0.....0....#",
      "#....0.....0....#",
      "#....0.....0....#",
      "#..........0....#",
      "#..........0....#",
      "#...............#",
      "#...............#",
      "#0..............#",
      "#0..............#",
      "#..........00000#",
      "#..........00000#",
      "#.....1.........#",
      "#.....1.........#",
      "#..........2....#",
      "#....2...2.2....#",
      "#....2...2......#",
      "#...............#",
      "#...............#",
      "#################",
    ],
    final: [
      "#################",
      "#....0.....0....#",
      "#....0.....0....#",
      "#....0.....0....#",
      "#..........0....#",
      "#..........0....#",
      "#...............#",
      "#...............#",
      "#0..............#",
      "#0..............#",
      "#..........00000#",
      "#..........00000#",
      "#.....1....,....#",
      "#.....1....,....#",
      "#..........2....#",
      "#....2...2,2....#",
      "#....2...2......#",
      "#....,...,......#",
      "#....,...,......#",
      "#################",
    ],
    areaOf: [
      "#################",
      "#0000#00000#0000#",
      "#0000#00000#0000#",
      "#0000#00000#0000#",
      "#0000000000#0000#",
      "#0000000000#0000#",
      "#000000000000000#",
      "#000000000000000#",
      "##00000000000000#",
      "##00000000000000#",
      "#0000000000######",
      "#0000000000######",
      "#00000#000021111#",
      "#00000#000021111#",
      "#0000000000#1111#",
      "#0000#000#3#1111#",
      "#0000#000#111111#",
      "#000040005111111#",
      "#000040005111111#",
      "#################",
    ],
    areas: [["room", 1, 1, 15, 18, 201], ["room", 10, 12, 6, 7, 34], ["corridor", 11, 12, 1, 2, 2], ["corridor", 10, 15, 1, 1, 1], ["corridor", 5, 17, 1, 2, 2], ["corridor", 9, 17, 1, 2, 2]],
    openings: [[231, 0, 2, "open"], [233, 1, 2, "open"], [248, 0, 3, "open"], [282, 1, 3, "open"], [310, 0, 4, "open"], [312, 0, 4, "open"], [314, 0, 5, "open"], [316, 1, 5, "open"]],
    marks: [],
  },
  {
    name: "a joining crawler with painted floor before the wall it heads for stops short instead of joining",
    width: 22,
    height: 16,
    options: { border: 2, wallWidth: 2, structuralWalls: 5, joinChance: 100, borderCrawlers: 10, generations: 0, stepLength: 1, maxAge: 2, corridorWidth: 2, corridorWidthLast: 1, spawnChance: 0, turnSpawnChance: 100, babyDelay2Chance: 46, babyDelay3Chance: 34, mutation: 0, jumperChance: 50, columnSpacing: 2 },
    seed: 665,
    structure: [
      "......................",
      "......................",
      "......................",
      "......................",
      "......................",
      "......................",
      "......................",
      "....FFFFFFFF..........",
      "....WWWWWW...........W",
      "....WWWWWW...........W",
      "....WWWWWW............",
      "......................",
      "......................",
      "......................",
      "......................",
      "......................",
    ],
    crawl: [
      "######################",
      "######################",
      "##.....00...00......##",
      "##.....00...00......##",
      "##.....00...00......##",
      "##.....00...00......##",
      "##..........00....00##",
      "##................00##",
      "##..PPPPPP........00##",
      "##..PPPPPP....00....##",
      "##..PPPPPP....00....##",
      "##............00....##",
      "##............00....##",
      "##............00....##",
      "######################",
      "######################",
    ],
    final: [
      "######################",
      "######################",
      "##.....00...00......##",
      "##.....00...00......##",
      "##.....00...00......##",
      "##.....00...00......##",
      "##.....,,...00....00##",
      "##.....,,.........00##",
      "##,,PPPPPP........00##",
      "##,,PPPPPP....00....##",
      "##,,PPPPPP....00....##",
      "##............00....##",
      "##............00....##",
      "##............00....##",
      "######################",
      "######################",
    ],
    areaOf: [
      "######################",
      "######################",
      "##00000##111##111111##",
      "##00000##111##111111##",
      "##00000##111##111111##",
      "##00000##111##111111##",
      "##0000022111##1111####",
      "##0000022111111111####",
      "##33######11111111####",
      "##33######1111##1111##",
      "##33######1111##1111##",
      "##111111111111##1111##",
      "##111111111111##1111##",
      "##111111111111##1111##",
      "######################",
      "######################",
    ],
    areas: [["room", 2, 2, 5, 6, 30], ["room", 2, 2, 18, 12, 124], ["corridor", 7, 6, 2, 2, 4], ["corridor", 2, 8, 2, 3, 6]],
    openings: [[160, 0, 2, "open"], [163, 1, 2, "open"], [157, 0, 3, "open"], [245, 1, 3, "open"]],
    marks: [],
  },
  {
    name: "the delay table: a roll equal to babyDelay3Chance is still a three-generation delay",
    width: 26,
    height: 18,
    options: { border: 2, structuralWalls: 5, joinChance: 0, borderCrawlers: 0, generations: 2, stepLength: 4, corridorWidth: 1, spawnChance: 100, turnSpawnChance: 100, babyDelay3Chance: 12, mutation: 30, jumperChance: 100, columnSpacing: 1 },
    seed: 645,
    structure: null,
    crawl: [
      "##########################",
      "##########################",
      "##......0.............0.##",
      "##......0.1...0000000.0.##",
      "##00000.0.1...0000000.0.##",
      "##00000.0.1.1.0000000.0.##",
      "##00000.0...1.0.......0.##",
      "##....0.0...1.0.0000000.##",
      "##....0.0.1...0.0000000.##",
      "##....0.0.1...0.0000000.##",
      "##....0.0.1...0.........##",
      "##....0.0.....0.00000000##",
      "##..1.0.00000.0.00000000##",
      "##..1.0.00000.0.00000000##",
      "##..1.0.00000.0.0.......##",
      "##............0.........##",
      "##########################",
      "##########################",
    ],
    final: [
      "##########################",
      "##########################",
      "##,,,,,,0,,...,,,,,,,,0,##",
      "##,,,,,,0,1...0000000,0,##",
      "##00000,0,1...0000000,0,##",
      "##00000,0,1,1,0000000,0,##",
      "##00000,0,,,1,0,,,,,,,0,##",
      "##....0,0,,,1,0,0000000,##",
      "##....0,0,1...0,0000000,##",
      "##....0,0,1...0,0000000,##",
      "##....0,0,1...0,,,,,,,,,##",
      "##....0,0,,...0,00000000##",
      "##,,1,0,00000,0,00000000##",
      "##,,1,0,00000,0,00000000##",
      "##,,1,0,00000,0,0,,,,,,,##",
      "##,,,,,,,,,,,,0,,,,,,,,,##",
      "##########################",
      "##########################",
    ],
    areaOf: [
      "##########################",
      "##########################",
      "##333333#4400055555555#5##",
      "##333333#4#000#######5#5##",
      "#######3#4#000#######5#5##",
      "#######3#4#4#6#######5#5##",
      "#######3#444#6#5555555#5##",
      "##1111#3#444#6#5#######5##",
      "##1111#3#4#222#5#######5##",
      "##1111#3#4#222#5#######5##",
      "##1111#3#4#222#555555555##",
      "##1111#3#44222#5##########",
      "##33#3#3#####3#5##########",
      "##33#3#3#####3#5##########",
      "##33#3#3#####3#5#5555555##",
      "##333333333333#555555555##",
      "##########################",
      "##########################",
    ],
    areas: [["room", 11, 2, 3, 3, 9], ["room", 2, 7, 4, 5, 20], ["room", 11, 8, 3, 4, 12], ["corridor", 2, 2, 12, 14, 47], ["corridor", 9, 2, 3, 10, 17], ["corridor", 14, 2, 10, 14, 58], ["corridor", 13, 5, 1, 3, 3]],
    openings: [[63, 0, 4, "open"], [65, 0, 5, "open"], [115, 0, 4, "open"], [117, 0, 6, "open"], [219, 2, 4, "open"], [221, 2, 6, "open"], [289, 1, 3, "open"], [291, 1, 3, "open"], [297, 2, 4, "open"], [299, 2, 3, "open"]],
    marks: [],
  },
  {
    name: "once the cap is reached, the remaining border starts of a generation still draw their jumper chance (no start fails)",
    width: 16,
    height: 17,
    options: { structuralWalls: 0, joinChance: 0, borderCrawlers: 100, generations: 2, stepLength: 1, maxAge: 3, corridorWidth: 1, corridorWidthLast: 1, turnChance: 50, spawnChance: 60, babyDelay2Chance: 1, babyDelay3Chance: 5, jumperChance: 30 },
    seed: 721,
    structure: null,
    crawl: [
      "################",
      "################",
      "#......1..1.1..#",
      "#.....11..1.11.#",
      "#.....11..1.11.#",
      "#.....11..1.11.#",
      "#111..1...1....#",
      "#111.........1.#",
      "#111.1...1...11#",
      "#....1...1...11#",
      "#11..1...1...11#",
      "#11....1.......#",
      "#11.11.11.1....#",
      "#.1.11.11.1....#",
      "#.1.11.11.1....#",
      "#....1..1.1....#",
      "################",
    ],
    final: [
      "################",
      "################",
      "#.....,1,,1,1,,#",
      "#.....11,,1,11,#",
      "#.....11,,1,11,#",
      "#.....11,,1,11,#",
      "#111,,1,,,1,,,,#",
      "#111,,...,...1,#",
      "#111,1...1...11#",
      "#,,,,1...1...11#",
      "#11,,1...1...11#",
      "#11,,,,1,,.....#",
      "#11,11,11,1....#",
      "#,1,11,11,1....#",
      "#,1,11,11,1....#",
      "#,,,,1,,1,1....#",
      "################",
    ],
    areaOf: [
      "################",
      "################",
      "#000003#44#5#55#",
      "#00000##44#5##5#",
      "#00000##44#5##5#",
      "#00000##44#5##5#",
      "####66#444#5555#",
      "####661114222#5#",
      "####6#111#222###",
      "#6666#111#222###",
      "###66#111#222###",
      "###6666#7722222#",
      "###6##6##7#2222#",
      "#6#6##6##7#2222#",
      "#6#6##6##7#2222#",
      "#6666#66#7#2222#",
      "################",
    ],
    areas: [["room", 1, 2, 5, 4, 20], ["room", 6, 7, 3, 4, 12], ["room", 10, 7, 5, 9, 33], ["corridor", 6, 2, 1, 1, 1], ["corridor", 7, 2, 3, 6, 12], ["corridor", 11, 2, 4, 6, 14], ["corridor", 1, 6, 7, 10, 29], ["corridor", 8, 11, 2, 5, 6]],
    openings: [[37, 0, 3, "open"], [85, 0, 6, "open"], [120, 1, 4, "open"], [124, 2, 5, "open"], [118, 1, 6, "open"], [122, 2, 4, "open"], [166, 1, 6, "open"], [168, 1, 7, "open"], [186, 2, 7, "open"]],
    marks: [],
  },

];

describe("seeded maps that tell the crawl's rules apart", () => {
  for (const pinned of PINNED) {
    test(pinned.name, () => {
      const run = carve(pinned.width, pinned.height, pinned.options, pinned.seed, pinned.structure && paint(pinned.structure));
      const crawls = run.at("crawl");
      expect(crawls[crawls.length - 1]).toEqual(pinned.crawl);
      expect(run.rows).toEqual(pinned.final);
      expect(run.areaRows).toEqual(pinned.areaOf);
      expect(run.areas).toEqual(pinned.areas);
      expect(run.openings).toEqual(pinned.openings);
      expect(run.layout.overlay.marks).toEqual(pinned.marks);
    });
  }

  test("no room for a structural wall anywhere (corridor width 5 on a 12×7 region): eight tries each, then none is built", () => {
    const run = carve(14, 10, { structuralWalls: 3, generations: 0 }, 1);
    expect(run.at("crawl")).toEqual([
      [
        "##############",
        "##############",
        "#............#",
        "#............#",
        "#............#",
        "#............#",
        "#............#",
        "#............#",
        "#............#",
        "##############",
      ],
    ]);
  });
});

describe("every layout here is consistent with the slow references", () => {
  test("room or corridor by the 3×3 rule, areas measured from areaOf, generations on walls only", () => {
    const runs = [
      carve(14, 10, { structuralWalls: 1, generations: 0, turnChance: 0, spawnChance: 0, corridorWidth: 1 }, 3),
      carve(20, 14, { structuralWalls: 2, generations: 3, corridorWidth: 2, corridorWidthLast: 1, spawnChance: 60, borderCrawlers: 5 }, 4),
      carve(18, 14, { structuralWalls: 2, generations: 1, wallWidth: 2, wallHeight: 1, border: 2, corridorWidth: 2, corridorWidthLast: 2, borderCrawlers: 6 }, 3),
      carve(40, 30, { structuralWalls: 0, generations: 0 }, 1),
      carve(30, 24, {}, 7),
      carve(30, 24, CRAWLER_STYLES.halls, 8),
      carve(30, 24, CRAWLER_STYLES.caverns, 9),
    ];
    for (const run of runs) expectConsistent(run);
  });
});

describe("step hooks", () => {
  test("structure, one crawl per generation, thicken, connect, finish; the stages carry only the generations so far", () => {
    const run = carve(20, 14, { generations: 3, corridorWidth: 2, corridorWidthLast: 1 }, 6);
    expect(run.steps.map((s) => s.step)).toEqual(["structure", "crawl", "crawl", "crawl", "crawl", "thicken", "connect", "finish"]);
    const seen = new Set<Uint8Array>();
    for (const { step, layout } of run.steps.slice(0, -1)) {
      expect([step, layout.algorithm, layout.areas, layout.openings, layout.overlay.boxes, layout.overlay.lines, layout.overlay.marks]).toEqual([step, "crawlers", [], [], [], [], []]);
      expect(layout.areaOf).toEqual(new Uint16Array(20 * 14));
      // A fresh generations map per report: a preview can keep each stage.
      expect(seen.has(layout.overlay.generations!)).toBe(false);
      seen.add(layout.overlay.generations!);
    }
    expect(run.steps[run.steps.length - 1].layout).toBe(run.layout);
    expect(run.layout.algorithm).toBe("crawlers");
    expect(run.layout.overlay.boxes).toEqual([]);
    expect(run.layout.overlay.lines).toEqual([]);
    // The same layout without a listener.
    const grid = createGrid(20, 14);
    const quiet = crawlers.carve(grid, { ...CRAWLERS_DEFAULTS, generations: 3, corridorWidth: 2, corridorWidthLast: 1 }, new Random(6), { prefabs: [] });
    expect(quiet).toEqual(run.layout);
    expect(grid.kinds).toEqual(run.grid.kinds);
  });
});
