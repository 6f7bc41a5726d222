/**
 * Sites a layout leaves for set pieces as it carves (Layout.sites, src/core/pieces.ts leftSpot):
 * a piece goes on the site left for it while that site still fits, no piece placed before it takes
 * that site, and a site that does not fit is not used — the stage then finds room itself. Hand-drawn: a corridor along the bottom of an empty
 * map, a site left above it.
 */
import { Random } from "../../src/core/random";
import { placeSetPieces, planPieces } from "../../src/core/pieces";
import { gridOf, layoutOf } from "./pictures";
import { pieceOf } from "./piece-helpers";

const WALL_HEIGHT = 2;
const MARGIN_ROWS = WALL_HEIGHT + 1;

/** 40 × 24: void but for a corridor on row 20 from x 2 to 37. */
function corridorMap() {
  const rows: string[] = [];
  for (let y = 0; y < 24; y++) rows.push(y === 20 ? "  " + ",".repeat(36) + "  " : " ".repeat(40));
  return gridOf(rows);
}

/** A 7 × 5 room with one entrance in the middle of its bottom edge. */
const shrine = pieceOf({ width: 7, height: 5, entrances: [{ side: 2, at: 0.5 }], events: 0, required: true, mirror: false, spot: "anywhere", weight: 1, max: 1 }, "shrine");
const REGION = { left: 1, top: 2, right: 38, bottom: 22 };

function place(leftSite: number, seed: number) {
  const grid = corridorMap();
  const layout = layoutOf(grid);
  layout.sites = Int32Array.of(leftSite);
  const random = new Random(seed);
  const plan = planPieces([shrine], 0, random);
  const problems: string[] = [];
  const placed = placeSetPieces(grid, layout, [shrine], plan, { wallHeight: WALL_HEIGHT, region: REGION, count: 0 }, random, problems);
  return { grid, placed, problems };
}

describe("a site the layout left for a piece", () => {
  it("holds the piece, its margin round it, whatever the stage's draws", () => {
    // The site (9 × 11: the piece, one column each side, three rows above and below) at (20, 6).
    const siteX = 20;
    const siteY = 6;
    for (let seed = 0; seed < 25; seed++) {
      const { placed, problems } = place(siteY * 40 + siteX, seed);
      expect(problems).toEqual([]);
      expect(placed.map(({ x, y }) => [x, y])).toEqual([[siteX + 1, siteY + MARGIN_ROWS]]);
    }
  });

  it("is kept for its piece: a piece placed before it, on a spot the stage found, never takes it", () => {
    const cellar = { ...shrine, name: "cellar" };
    const [siteX, siteY] = [20, 6];
    for (let seed = 0; seed < 25; seed++) {
      const grid = corridorMap();
      const layout = layoutOf(grid);
      // The first piece has no site left for it; the second has (20, 6).
      layout.sites = Int32Array.of(-1, siteY * 40 + siteX);
      const random = new Random(seed);
      const plan = planPieces([cellar, shrine], 0, random);
      const placed = placeSetPieces(grid, layout, [cellar, shrine], plan, { wallHeight: WALL_HEIGHT, region: REGION, count: 0 }, random, []);
      expect(placed.find((piece) => piece.piece === 1)).toMatchObject({ x: siteX + 1, y: siteY + MARGIN_ROWS });
    }
  });

  it("is not used when the piece would leave the frame there: the stage finds room itself", () => {
    // A site whose piece would reach row 23, below the frame's last row (22).
    for (let seed = 0; seed < 10; seed++) {
      const { placed, problems } = place(13 * 40 + 5, seed);
      expect(problems).toEqual([]);
      expect(placed).toHaveLength(1);
      const [{ x, y }] = placed;
      expect(x).toBeGreaterThanOrEqual(REGION.left);
      expect(y + shrine.height - 1).toBeLessThanOrEqual(REGION.bottom);
      expect([x, y]).not.toEqual([6, 13 + MARGIN_ROWS]);
    }
  });
});
