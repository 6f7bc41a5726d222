import {
  CELLS_DEFAULTS,
  CellsOptions,
  DUNGEON_DEFAULTS,
  DUNGEON_RANGES,
  DungeonOptions,
  Dungeon,
  cells,
  mergeOptions,
  Side,
  TileKind,
  generateDungeon,
  resolveCellsOptions,
  resolveDungeonOptions,
} from "../../src/core";
import { cellView, ceilingViolations, expectDungeon, linksFormSpanningTree, placementViolations, unreachableFloor, wallRuleViolations } from "./helpers";
import { runs } from "../runs";

/** How many cells a map of this size has with the default options, read from the layout's cell outlines. */
function countCells(width: number, height: number): { cellColumns: number; cellRows: number } {
  const { cellColumns, cellRows } = cellView(expectDungeon(generateDungeon(width, height, {}, 1)));
  return { cellColumns, cellRows };
}

/**
 * The corridor tiles the cells layout should carve for the dungeon's links: in every cell a
 * corridorWidth square at `junction` (relative to the cell), and one arm per open side from the
 * square to the cell's edge (east/west arms on the square's rows, north/south on its columns).
 */
function corridorPicture(dungeon: Dungeon, options: { cellWidth: number; cellHeight: number; corridorWidth: number }, junction: { x: number; y: number }): number[] {
  const { originX, originY, cellColumns, cellRows, links } = cellView(dungeon);
  const { cellWidth, cellHeight, corridorWidth: w } = options;
  const tiles = new Set<number>();
  const band = (x0: number, y0: number, x1: number, y1: number) => {
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) tiles.add(y * dungeon.width + x);
  };
  for (let row = 0; row < cellRows; row++) {
    for (let column = 0; column < cellColumns; column++) {
      const left = originX + column * cellWidth;
      const top = originY + row * cellHeight;
      const jx = left + junction.x;
      const jy = top + junction.y;
      const open = links[row * cellColumns + column];
      band(jx, jy, jx + w - 1, jy + w - 1);
      if (open & Side.East) band(jx + w, jy, left + cellWidth - 1, jy + w - 1);
      if (open & Side.West) band(left, jy, jx - 1, jy + w - 1);
      if (open & Side.North) band(jx, top, jx + w - 1, jy - 1);
      if (open & Side.South) band(jx, jy + w, jx + w - 1, top + cellHeight - 1);
    }
  }
  return [...tiles].sort((a, b) => a - b);
}

/** A dungeon and its corridor tiles (in map order) as the "corridors" step reports them, before any room. */
function corridorsOf(width: number, height: number, given: Partial<CellsOptions>, seed: number): { dungeon: Dungeon; tiles: number[] } {
  const tiles: number[] = [];
  const dungeon = expectDungeon(
    generateDungeon(width, height, given, seed, (step, { grid }) => {
      if (step === "corridors") grid.kinds.forEach((kind, tile) => (kind === TileKind.Corridor ? tiles.push(tile) : undefined));
    }),
  );
  return { dungeon, tiles };
}

describe("cell counts (the Essentials size table)", () => {
  const columnsFor = (width: number) => countCells(width, 64).cellColumns;
  const rowsFor = (height: number) => countCells(68, height).cellRows;

  test.each([
    [20, 41, 1],
    [42, 54, 2],
    [55, 67, 3],
    [68, 80, 4],
    [81, 93, 5],
  ])("widths %i–%i have %i column(s)", (from, to, columns) => {
    for (let width = from; width <= to; width++) expect(columnsFor(width)).toBe(columns);
  });

  test.each([
    [15, 37, 1],
    [38, 50, 2],
    [51, 63, 3],
    [64, 76, 4],
    [77, 89, 5],
  ])("heights %i–%i have %i row(s)", (from, to, rows) => {
    for (let height = from; height <= to; height++) expect(rowsFor(height)).toBe(rows);
  });

  test("an interior shorter or narrower than one cell is one cell", () => {
    expect(countCells(256, 24)).toEqual({ cellColumns: 1, cellRows: 1 });
    expect(countCells(28, 256)).toEqual({ cellColumns: 1, cellRows: 1 });
    expect(countCells(256, 25)).toEqual({ cellColumns: 18, cellRows: 1 });
    expect(countCells(200, 40)).toEqual({ cellColumns: 14, cellRows: 2 });
  });

  test("a 256×256 map has 18×18 cells", () => {
    expect(countCells(256, 256)).toEqual({ cellColumns: 18, cellRows: 18 });
  });
});

describe("map size limits", () => {
  test.each([
    [19, 15],
    [20, 14],
    [1, 1],
    [0, 0],
  ])("%i×%i is reported as too small, not thrown", (width, height) => {
    const result = generateDungeon(width, height, {}, 1);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/at least 20×15/);
  });

  test("20×15 holds a one-room dungeon of the whole 4×3 interior", () => {
    const dungeon = expectDungeon(generateDungeon(20, 15, {}, 5));
    expect(cellView(dungeon).rooms).toEqual([{ x: 8, y: 6, width: 4, height: 3 }]);
  });
});

describe("one-cell maps", () => {
  test.each([
    [20, 15],
    [41, 37],
    [30, 20],
  ])("%i×%i is one room filling the whole interior, no corridors", (width, height) => {
    for (let seed = 0; seed < 20; seed++) {
      const dungeon = expectDungeon(generateDungeon(width, height, {}, seed));
      expect(cellView(dungeon).rooms).toEqual([{ x: 8, y: 6, width: width - 16, height: height - 12 }]);
      const expected = new Uint8Array(width * height);
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const inside = x >= 8 && x < width - 8 && y >= 6 && y < height - 6;
          const wall = x >= 8 && x < width - 8 && (y === 4 || y === 5);
          expected[y * width + x] = inside ? TileKind.Room : wall ? TileKind.Wall : TileKind.Void;
        }
      }
      expect(Array.from(dungeon.grid.kinds)).toEqual(Array.from(expected));
    }
  });
});

describe("links", () => {
  test.each([
    [68, 64],
    [256, 256],
    [200, 40],
    [256, 15],
    [20, 256],
    [55, 38],
  ])("%i×%i: a spanning tree over all cells (cells − 1 links, all reachable)", (width, height) => {
    for (let seed = 0; seed < 25; seed++) {
      expect(linksFormSpanningTree(expectDungeon(generateDungeon(width, height, {}, seed)))).toBe(true);
    }
  });

  test("different seeds give different trees", () => {
    const trees = new Set<string>();
    for (let seed = 0; seed < 30; seed++) trees.add(Array.from(cellView(expectDungeon(generateDungeon(68, 64, {}, seed))).links).join());
    expect(trees.size).toBeGreaterThan(20);
  });
});

describe("corridors", () => {
  test("a 3-wide junction at every cell centre and one 3-wide arm per open side, reaching the cell edge", () => {
    // Defaults: 13×13 cells, the junction's square at (5, 5) of each cell.
    for (const [width, height, seed] of [[55, 51, 1], [68, 64, 2], [94, 89, 3]]) {
      const { dungeon, tiles } = corridorsOf(width, height, {}, seed);
      expect(tiles).toEqual(corridorPicture(dungeon, CELLS_DEFAULTS, { x: 5, y: 5 }));
    }
  });
});

/**
 * Where the cell grid starts on a 94×89 map: 78 columns inside the 8-wide borders hold 6 cells
 * exactly; 77 rows inside the 6-high borders hold 5 cells with 12 rows over, split 6 and 6 (the
 * grid is centred), so the first cell row starts at 6 + 6.
 */
const GRID_TOP_94x89 = 12;

describe("rooms", () => {
  test("rooms keep the size range, stay inside their cell with the top two rows and the bottom row free, and overlap the junction", () => {
    for (let seed = 0; seed < runs(15, 60); seed++) {
      const dungeon = expectDungeon(generateDungeon(94, 89, {}, seed));
      if (cellView(dungeon).rooms.length === 1 && cellView(dungeon).rooms[0].width === 94 - 16) continue;
      for (const room of cellView(dungeon).rooms) {
        expect(room.width).toBeGreaterThanOrEqual(5);
        expect(room.width).toBeLessThanOrEqual(11);
        expect(room.height).toBeGreaterThanOrEqual(4);
        expect(room.height).toBeLessThanOrEqual(10);
        const column = Math.floor((room.x - 8) / 13);
        const row = Math.floor((room.y - GRID_TOP_94x89) / 13);
        const localX = room.x - 8 - column * 13;
        const localY = room.y - GRID_TOP_94x89 - row * 13;
        expect(localX).toBeGreaterThanOrEqual(1);
        expect(localX + room.width).toBeLessThanOrEqual(12);
        expect(localY).toBeGreaterThanOrEqual(2);
        expect(localY + room.height).toBeLessThanOrEqual(12);
        expect(localX).toBeLessThanOrEqual(7);
        expect(localX + room.width - 1).toBeGreaterThanOrEqual(5);
        expect(localY).toBeLessThanOrEqual(7);
        expect(localY + room.height - 1).toBeGreaterThanOrEqual(5);
      }
    }
  });

  test("about 70% of cells hold a room", () => {
    let rooms = 0;
    let cells = 0;
    for (let seed = 0; seed < runs(60, 300); seed++) {
      const dungeon = expectDungeon(generateDungeon(94, 89, {}, seed));
      cells += cellView(dungeon).cellColumns * cellView(dungeon).cellRows;
      rooms += cellView(dungeon).rooms.length;
    }
    expect(rooms / cells).toBeGreaterThan(0.66);
    expect(rooms / cells).toBeLessThan(0.74);
  });

  test("no room from the dice → the whole interior is one room and corridors are erased", () => {
    const dungeon = expectDungeon(generateDungeon(68, 64, { roomChance: 0 }, 12));
    expect(cellView(dungeon).rooms).toEqual([{ x: 8, y: 6, width: 52, height: 52 }]);
    expect(dungeon.grid.kinds.includes(TileKind.Corridor)).toBe(false);
  });

  test("room floor overwrites corridor floor", () => {
    const dungeon = expectDungeon(generateDungeon(68, 64, { roomChance: 100 }, 4));
    const { width, grid } = dungeon;
    for (const room of cellView(dungeon).rooms) {
      for (let y = room.y; y < room.y + room.height; y++) {
        for (let x = room.x; x < room.x + room.width; x++) expect(grid.kinds[y * width + x]).toBe(TileKind.Room);
      }
    }
  });
});

describe("options", () => {
  test("defaults are the seed's numbers", () => {
    expect(resolveCellsOptions().options).toEqual({
      borderX: 8,
      borderY: 6,
      cellWidth: 13,
      cellHeight: 13,
      roomChance: 70,
      roomMinWidth: 5,
      roomMaxWidth: 11,
      roomMinHeight: 4,
      roomMaxHeight: 10,
      roomJitter: 2,
      extraConnections: 0,
      corridorWidth: 3,
      wallHeight: 2,
    });
  });

  test("bad values fall back to the default with a message naming value and default", () => {
    const { options, problems } = resolveDungeonOptions({ roomChance: 150, cellWidth: 2.5 });
    expect(options.roomChance).toBe(70);
    expect(options.cellWidth).toBe(13);
    expect(problems).toEqual(["roomChance 150 is not a whole number from 0 to 100; using 70", "cellWidth 2.5 is not a whole number from 7 to 64; using 13"]);
  });

  test("combinations that cannot fit a cell are clamped with a message", () => {
    const { options, problems } = resolveCellsOptions({ cellWidth: 9, roomMaxWidth: 11, roomMinWidth: 9 });
    expect(options.roomMaxWidth).toBe(7);
    expect(options.roomMinWidth).toBe(7);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^roomMaxWidth 11 is too large .*; using 7$/);
  });

  test("generation reports option problems and still makes a dungeon", () => {
    const result = generateDungeon(68, 64, { roomChance: Number.NaN }, 1);
    expect(result.ok).toBe(true);
    expect(result.problems).toEqual(["roomChance NaN is not a whole number from 0 to 100; using 70"]);
  });
});

describe("vertical clearance: a ceiling row over every wall face (invariant 6)", () => {
  test.each([
    [42, 26, { cellHeight: 7, corridorWidth: 5 }, 3],
    [68, 64, { corridorWidth: 9, wallHeight: 3 }, 0],
  ])("%i×%i with %p, seed %i: no floor closer than wallHeight + 1 below other floor", (width, height, options, seed) => {
    for (let offset = 0; offset < 40; offset++) {
      const dungeon = expectDungeon(generateDungeon(width, height, options, seed + offset));
      expect(ceilingViolations(dungeon)).toEqual([]);
      expect(wallRuleViolations(dungeon)).toEqual([]);
      expect(unreachableFloor(dungeon)).toBe(0);
    }
  });

  test("the option combinations behind those maps are clamped, each with a message", () => {
    expect(generateDungeon(42, 26, { cellHeight: 7, corridorWidth: 5 }, 3).problems).toEqual([
      "roomMaxHeight 10 is too large (a cell of height 7 keeps its top 2 rows for the wall and its bottom row free); using 4",
      "corridorWidth 5 is too large (a cell of height 7 keeps its top 2 rows for the wall and its bottom row free); using 4",
    ]);
    expect(generateDungeon(68, 64, { corridorWidth: 9, wallHeight: 3 }, 0).problems).toEqual([
      "roomMaxHeight 10 is too large (a cell of height 13 keeps its top 3 rows for the wall and its bottom row free); using 9",
    ]);
  });

  test.each([
    [{}, { x: 5, y: 5 }],
    [{ corridorWidth: 9, wallHeight: 3 }, { x: 2, y: 3 }],
    [{ corridorWidth: 9, wallHeight: 2 }, { x: 2, y: 2 }],
    [{ cellHeight: 7, corridorWidth: 4 }, { x: 4, y: 2 }],
    [{ cellHeight: 7, corridorWidth: 3, wallHeight: 3 }, { x: 5, y: 3 }],
    [{ cellWidth: 8, cellHeight: 20, corridorWidth: 1, wallHeight: 3 }, { x: 4, y: 10 }],
  ] as [Partial<CellsOptions>, { x: number; y: number }][])("the junction is centred, and moved down just enough to leave the wall rows free: %p → %p", (given, junction) => {
    const { options } = resolveCellsOptions(given);
    const { dungeon, tiles } = corridorsOf(94, 89, given, 4);
    expect(tiles).toEqual(corridorPicture(dungeon, options, junction));
  });

  test("a 5-wide corridor in 7-high cells would have started at row 1: fitted to 4, it starts at row 2", () => {
    const { options } = resolveCellsOptions({ cellHeight: 7, corridorWidth: 5 });
    expect(options.corridorWidth).toBe(4);
    // Row 2 is wallHeight, and the corridor's last row 2 + 4 − 1 = 5 leaves the cell's bottom row free.
    const { dungeon, tiles } = corridorsOf(94, 89, { cellHeight: 7, corridorWidth: 5 }, 5);
    expect(tiles).toEqual(corridorPicture(dungeon, options, { x: 4, y: options.wallHeight }));
  });

  test("rooms pushed by the jitter reach exactly the last free rows: wallHeight at the top, cellHeight − 2 at the bottom", () => {
    for (const wallHeight of [1, 2, 3]) {
      const options = { roomChance: 100, roomJitter: 6, roomMinHeight: 3, roomMaxHeight: 5, wallHeight };
      let topmost = Infinity;
      let bottommost = -Infinity;
      for (let seed = 0; seed < 40; seed++) {
        const dungeon = expectDungeon(generateDungeon(94, 89, options, seed));
        for (const room of cellView(dungeon).rooms) {
          const localY = (room.y - GRID_TOP_94x89) % 13;
          topmost = Math.min(topmost, localY);
          bottommost = Math.max(bottommost, localY + room.height - 1);
        }
        expect(ceilingViolations(dungeon)).toEqual([]);
      }
      expect([wallHeight, topmost, bottommost]).toEqual([wallHeight, wallHeight, 11]);
    }
  });
});

describe("room chance", () => {
  test("100 gives exactly one room in every cell", () => {
    for (let seed = 0; seed < 30; seed++) {
      const dungeon = expectDungeon(generateDungeon(94, 89, { roomChance: 100 }, seed));
      const { cellColumns, cellRows } = cellView(dungeon);
      expect([cellColumns, cellRows]).toEqual([6, 5]);
      const roomsPerCell = new Array<number>(cellColumns * cellRows).fill(0);
      for (const room of cellView(dungeon).rooms) roomsPerCell[Math.floor((room.y - 6) / 13) * cellColumns + Math.floor((room.x - 8) / 13)]++;
      expect(roomsPerCell).toEqual(new Array<number>(30).fill(1));
    }
  });

  test("0 gives no room from the dice: only the interior room", () => {
    for (let seed = 0; seed < 10; seed++) {
      expect(cellView(expectDungeon(generateDungeon(94, 89, { roomChance: 0 }, seed))).rooms).toEqual([{ x: 8, y: 6, width: 78, height: 77 }]);
    }
  });

  test("1 gives rooms in about 1% of cells (so a chance is not read as 0 or 100)", () => {
    let rooms = 0;
    let cells = 0;
    for (let seed = 0; seed < runs(40, 200); seed++) {
      const dungeon = expectDungeon(generateDungeon(256, 256, { roomChance: 1 }, seed));
      const interiorRoom = cellView(dungeon).rooms.length === 1 && cellView(dungeon).rooms[0].width === 240;
      if (!interiorRoom) rooms += cellView(dungeon).rooms.length;
      cells += 18 * 18;
    }
    expect(rooms / cells).toBeGreaterThan(0.007);
    expect(rooms / cells).toBeLessThan(0.013);
  });
});

describe("option ranges", () => {
  const keys = Object.keys(DUNGEON_RANGES) as (keyof DungeonOptions)[];

  test("the ranges are these", () => {
    expect(DUNGEON_RANGES).toEqual({
      borderX: { min: 0, max: 64 },
      borderY: { min: 0, max: 64 },
      cellWidth: { min: 7, max: 64 },
      cellHeight: { min: 7, max: 64 },
      roomChance: { min: 0, max: 100 },
      roomMinWidth: { min: 1, max: 62 },
      roomMaxWidth: { min: 1, max: 62 },
      roomMinHeight: { min: 1, max: 62 },
      roomMaxHeight: { min: 1, max: 62 },
      roomJitter: { min: 0, max: 32 },
      extraConnections: { min: 0, max: 999 },
      corridorWidth: { min: 1, max: 9 },
      wallHeight: { min: 1, max: 3 },
    });
  });

  test.each(keys)("%s: its minimum and maximum are taken, one beyond either is rejected with a message", (key) => {
    const { min, max } = DUNGEON_RANGES[key];
    for (const value of [min, max]) {
      const { options, problems } = mergeOptions(DUNGEON_DEFAULTS, DUNGEON_RANGES, { [key]: value });
      expect([value, options[key], problems]).toEqual([value, value, []]);
    }
    for (const value of [min - 1, max + 1]) {
      const { options, problems } = mergeOptions(DUNGEON_DEFAULTS, DUNGEON_RANGES, { [key]: value });
      expect(options[key]).toBe(DUNGEON_DEFAULTS[key]);
      expect(problems).toEqual([`${key} ${value} is not a whole number from ${min} to ${max}; using ${DUNGEON_DEFAULTS[key]}`]);
    }
  });

  test("every option at its maximum still makes a dungeon that keeps the invariants", () => {
    const maxima = Object.fromEntries(keys.map((key) => [key, DUNGEON_RANGES[key].max])) as unknown as DungeonOptions;
    const result = generateDungeon(1024, 1024, { ...maxima, content: [{ min: 300, max: 300 }] }, 1);
    const dungeon = expectDungeon(result);
    expect(ceilingViolations(dungeon)).toEqual([]);
    expect(unreachableFloor(dungeon)).toBe(0);
    expect(placementViolations(dungeon)).toEqual([]);
  });
});

describe("fitting options to a cell", () => {
  const fitted = (given: Partial<CellsOptions>) => {
    const options = { ...CELLS_DEFAULTS, ...given };
    const problems = cells.fitOptions(options);
    return { options, problems };
  };

  test("the defaults fit exactly, with no message", () => {
    const { options, problems } = fitted({});
    expect(problems).toEqual([]);
    expect(options).toEqual(CELLS_DEFAULTS);
  });

  test("room width: cellWidth − 2 fits, one more is clamped to it", () => {
    expect(fitted({ cellWidth: 9, roomMaxWidth: 7 }).problems).toEqual([]);
    const { options, problems } = fitted({ cellWidth: 9, roomMaxWidth: 8, roomMinWidth: 5 });
    expect(options.roomMaxWidth).toBe(7);
    expect(problems).toEqual(["roomMaxWidth 8 is too large (a cell of width 9 keeps one column free on each side); using 7"]);
  });

  test("room height: cellHeight − wallHeight − 1 fits, one more is clamped to it", () => {
    expect(fitted({ cellHeight: 10, wallHeight: 3, roomMaxHeight: 6 }).problems).toEqual([]);
    const { options, problems } = fitted({ cellHeight: 10, wallHeight: 3, roomMaxHeight: 7, roomMinHeight: 4 });
    expect(options.roomMaxHeight).toBe(6);
    expect(problems).toEqual(["roomMaxHeight 7 is too large (a cell of height 10 keeps its top 3 rows for the wall and its bottom row free); using 6"]);
  });

  test("corridor width: the narrower of cellWidth − 2 and cellHeight − wallHeight − 1", () => {
    const across = fitted({ cellWidth: 8, cellHeight: 20, corridorWidth: 7, roomMaxWidth: 6 });
    expect(across.options.corridorWidth).toBe(6);
    expect(across.problems).toEqual(["corridorWidth 7 is too large (a cell of width 8 keeps one column free on each side); using 6"]);
    const down = fitted({ cellWidth: 20, cellHeight: 9, wallHeight: 1, corridorWidth: 8, roomMaxHeight: 7 });
    expect(down.options.corridorWidth).toBe(7);
    expect(down.problems).toEqual(["corridorWidth 8 is too large (a cell of height 9 keeps its top 1 rows for the wall and its bottom row free); using 7"]);
    expect(fitted({ cellWidth: 20, cellHeight: 9, wallHeight: 1, corridorWidth: 7, roomMaxHeight: 7 }).problems).toEqual([]);
    expect(fitted({ cellWidth: 8, cellHeight: 20, corridorWidth: 6, roomMaxWidth: 6 }).problems).toEqual([]);
  });

  test("minimum sizes follow the clamped maximum", () => {
    const { options, problems } = fitted({ cellWidth: 7, cellHeight: 7, roomMinWidth: 9, roomMaxWidth: 9, roomMinHeight: 8, roomMaxHeight: 8 });
    expect(options).toMatchObject({ roomMaxWidth: 5, roomMinWidth: 5, roomMaxHeight: 4, roomMinHeight: 4 });
    expect(problems).toEqual([
      "roomMaxWidth 9 is too large (a cell of width 7 keeps one column free on each side); using 5",
      "roomMaxHeight 8 is too large (a cell of height 7 keeps its top 2 rows for the wall and its bottom row free); using 4",
      "roomMinWidth 9 is too large (it must not exceed roomMaxWidth); using 5",
      "roomMinHeight 8 is too large (it must not exceed roomMaxHeight); using 4",
    ]);
    expect(fitted({ roomMinWidth: 11, roomMinHeight: 10 }).problems).toEqual([]);
  });
});
