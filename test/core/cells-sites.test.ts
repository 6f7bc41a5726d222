/**
 * The cells layout leaves the set pieces' sites as it carves (LayoutInput.sites → Layout.sites):
 * a site is a block of cells the walk goes round. What a user relies on: a left site holds no
 * floor and lies inside the map's borders, the floor round it stays one piece with its wall
 * clearance, the pieces go onto those sites and join the dungeon, and a dungeon without pieces is
 * the very dungeon it was before.
 */
import fc from "fast-check";
import { SetPiece, SiteSize, cells, generateDungeon, isFloor } from "../../src/core";
import type { CellsOptions } from "../../src/core/layout/cells";
import { LayoutRun, allProblems, expectRun, runLayout } from "./layout-invariants";
import { expectDungeon, unreachableFloor } from "./helpers";
import { pieceOf, wallRuleViolationsOutsidePieces } from "./piece-helpers";
import { runs } from "../runs";

/** Carves a cells layout as generate.ts does, told the sites' sizes (none when `sites` is undefined). */
function carveCells(width: number, height: number, given: Partial<CellsOptions>, seed: number, sites?: SiteSize[]): LayoutRun<CellsOptions> {
  return expectRun(runLayout(cells, width, height, given, seed, undefined, sites));
}

/**
 * Problems with the sites a layout left: each void with the whole cells it lies in (no arm or room
 * of a free cell reaches in), inside the borders, clear of the others, and
 * with `near` also floor within two cells of its sides.
 */
function siteProblems(run: LayoutRun<CellsOptions>, sizes: readonly SiteSize[], near = false): string[] {
  const { carved, layout, options } = run;
  const { width, height, kinds } = carved;
  const sites = layout.sites;
  if (sites === undefined) return sizes.length > 0 ? ["no sites reported"] : [];
  if (sites.length !== sizes.length) return [`${sites.length} sites reported for ${sizes.length} asked`];
  const problems: string[] = [];
  const boxes: { left: number; top: number; right: number; bottom: number }[] = [];
  sites.forEach((site, k) => {
    if (site < 0) return;
    const left = site % width;
    const top = Math.floor(site / width);
    const right = left + sizes[k].width - 1;
    const bottom = top + sizes[k].height - 1;
    if (left < options.borderX || top < options.borderY || right > width - 1 - options.borderX || bottom > height - 1 - options.borderY) problems.push(`site ${k} leaves the borders`);
    for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) if (isFloor(kinds[y * width + x])) problems.push(`site ${k} holds floor at (${x},${y})`);
    if (floorWithin(carved, ...cellsUnder(run, left, top, right, bottom))) problems.push(`a cell under site ${k} holds floor`);
    boxes.forEach((other, j) => {
      if (left <= other.right && other.left <= right && top <= other.bottom && other.top <= bottom) problems.push(`sites ${j} and ${k} overlap`);
    });
    boxes.push({ left, top, right, bottom });
    if (near && !floorWithin(carved, left - 2 * options.cellWidth, top - 2 * options.cellHeight, right + 2 * options.cellWidth, bottom + 2 * options.cellHeight)) problems.push(`site ${k} has no floor near it`);
  });
  return problems.slice(0, 10);
}

/** The tiles (left, top, right, bottom) of the whole cells a rectangle overlaps: a site takes whole cells. */
function cellsUnder(run: LayoutRun<CellsOptions>, left: number, top: number, right: number, bottom: number): [number, number, number, number] {
  const { cellWidth, cellHeight } = run.options;
  const { x: originX, y: originY } = run.layout.overlay.boxes[0];
  const snap = (tile: number, origin: number, pitch: number) => origin + Math.floor((tile - origin) / pitch) * pitch;
  return [snap(left, originX, cellWidth), snap(top, originY, cellHeight), snap(right, originX, cellWidth) + cellWidth - 1, snap(bottom, originY, cellHeight) + cellHeight - 1];
}

/** Whether any floor lies in the rectangle (inclusive, clipped to the map). */
function floorWithin(grid: { width: number; height: number; kinds: Uint8Array }, left: number, top: number, right: number, bottom: number): boolean {
  for (let y = Math.max(0, top); y <= Math.min(grid.height - 1, bottom); y++) {
    for (let x = Math.max(0, left); x <= Math.min(grid.width - 1, right); x++) if (isFloor(grid.kinds[y * grid.width + x])) return true;
  }
  return false;
}

const siteSizes = fc.array(fc.record({ width: fc.integer({ min: 3, max: 30 }), height: fc.integer({ min: 5, max: 30 }) }), { minLength: 1, maxLength: 8 });

const cellOptions = fc.record({
  cellWidth: fc.integer({ min: 7, max: 20 }),
  cellHeight: fc.integer({ min: 7, max: 20 }),
  wallHeight: fc.integer({ min: 1, max: 3 }),
  roomChance: fc.constantFrom(0, 30, 70, 100),
  extraConnections: fc.constantFrom(0, 3, 999),
  corridorWidth: fc.integer({ min: 1, max: 3 }),
  // Borders that keep the one-room interior (no room from the dice) off the map's edge and wall rows.
  borderX: fc.integer({ min: 1, max: 8 }),
  borderY: fc.integer({ min: 3, max: 8 }),
});

describe("cells without sites", () => {
  test("a dungeon told no sites (sites: []) is the same dungeon as one told nothing", () => {
    fc.assert(
      fc.property(fc.integer({ min: 30, max: 120 }), fc.integer({ min: 30, max: 120 }), cellOptions, fc.integer({ min: 0, max: 1e6 }), (width, height, given, seed) => {
        const plain = carveCells(width, height, given, seed);
        const told = carveCells(width, height, given, seed, []);
        expect(Array.from(told.walled.kinds)).toEqual(Array.from(plain.walled.kinds));
        expect(JSON.stringify([told.layout.areas, told.layout.openings, told.layout.overlay])).toBe(JSON.stringify([plain.layout.areas, plain.layout.openings, plain.layout.overlay]));
        expect(told.layout.sites).toBeUndefined();
      }),
      { numRuns: runs(15, 300) },
    );
  });

  test("a dungeon without set pieces is the one it was: pieces asked change the map, none asked leave it as the layout alone carves it", () => {
    for (let seed = 0; seed < 3; seed++) {
      const dungeon = expectDungeon(generateDungeon(80, 70, { layout: "cells" }, seed));
      expect(Array.from(dungeon.grid.kinds)).toEqual(Array.from(carveCells(80, 70, {}, seed).walled.kinds));
    }
  });
});

describe("cells leaves the sites asked", () => {
  test("each left site holds no floor, nor do the cells it lies in; it lies inside the borders and overlaps no other; the floor round them is one piece with its wall clearance", () => {
    fc.assert(
      fc.property(fc.integer({ min: 30, max: 140 }), fc.integer({ min: 30, max: 140 }), cellOptions, siteSizes, fc.integer({ min: 0, max: 1e6 }), (width, height, given, sizes, seed) => {
        const run = carveCells(width, height, given, seed, sizes);
        expect(siteProblems(run, sizes)).toEqual([]);
        expect(allProblems(run)).toEqual([]);
      }),
      { numRuns: runs(30, 600) },
    );
  });

  test("a roomy map leaves every site asked, each with floor near it, and the rooms and corridors go round them", () => {
    const sizes = Array.from({ length: 10 }, () => ({ width: 11, height: 14 }));
    for (let seed = 0; seed < 5; seed++) {
      const run = carveCells(200, 200, {}, seed, sizes);
      expect(Array.from(run.layout.sites ?? []).every((site) => site >= 0)).toBe(true);
      expect(siteProblems(run, sizes, true)).toEqual([]);
      expect(allProblems(run)).toEqual([]);
    }
  });

  test("with no room from the dice the interior is one room that goes round the sites and stays one piece", () => {
    const sizes = [
      { width: 11, height: 14 },
      { width: 20, height: 20 },
      { width: 5, height: 9 },
    ];
    for (let seed = 0; seed < 5; seed++) {
      const run = carveCells(90, 90, { roomChance: 0 }, seed, sizes);
      expect(run.layout.areas.filter((area) => area.kind === "room")).toHaveLength(1);
      expect(Array.from(run.layout.sites ?? []).some((site) => site >= 0)).toBe(true);
      expect(siteProblems(run, sizes)).toEqual([]);
      expect(allProblems(run)).toEqual([]);
    }
  });

  test("a map with no room for the sites (one cell, or sites larger than the cells) leaves none and is still a good dungeon", () => {
    const oneCell = carveCells(30, 30, {}, 3, [{ width: 5, height: 9 }]);
    expect(Array.from(oneCell.layout.sites ?? [])).toEqual([-1]);
    expect(allProblems(oneCell)).toEqual([]);
    const huge = carveCells(80, 70, {}, 3, [{ width: 200, height: 9 }, { width: 60, height: 60 }]);
    expect(Array.from(huge.layout.sites ?? [])).toEqual([-1, -1]);
    expect(allProblems(huge)).toEqual([]);
  });
});

describe("pieces in a cells dungeon", () => {
  /** A 9×8 room with a wall round it and entrances in the middle of its top and right sides. */
  const hall: SetPiece = pieceOf({ width: 9, height: 8, entrances: [{ side: 0, at: 0.5 }, { side: 1, at: 0.5 }], events: 1, required: false, mirror: true, spot: "anywhere", weight: 1, max: 10 }, "hall");

  test("the pieces go onto the sites the layout left, all are placed, and they join one connected dungeon", () => {
    for (let seed = 0; seed < 4; seed++) {
      const result = generateDungeon(160, 160, { layout: "cells", pieces: [hall], pieceCount: 6 }, seed);
      const dungeon = expectDungeon(result);
      expect(dungeon.pieces).toHaveLength(6);
      const { width } = dungeon;
      const marginRows = dungeon.options.wallHeight + 1;
      const left = Array.from(dungeon.layout.sites ?? []).filter((site) => site >= 0);
      const onLeftSite = dungeon.pieces.filter((piece) => left.some((site) => (site % width) + 1 === piece.x && Math.floor(site / width) + marginRows === piece.y));
      // A left site is given up only when an earlier piece's way out runs into it: most are used.
      expect(onLeftSite.length).toBeGreaterThanOrEqual(dungeon.pieces.length / 2);
      expect(unreachableFloor(dungeon)).toBe(0);
      expect(wallRuleViolationsOutsidePieces(dungeon)).toEqual([]);
    }
  });

  test("a small map still gets a good dungeon with its pieces when few sites fit", () => {
    for (let seed = 0; seed < 4; seed++) {
      const dungeon = expectDungeon(generateDungeon(60, 60, { layout: "cells", pieces: [hall], pieceCount: 6 }, seed));
      expect(dungeon.pieces.length).toBeGreaterThan(0);
      expect(unreachableFloor(dungeon)).toBe(0);
      expect(wallRuleViolationsOutsidePieces(dungeon)).toEqual([]);
    }
  });
});
