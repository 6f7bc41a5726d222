/**
 * Set pieces in every registered layout (docs/architecture.md, "Set pieces"): random pieces over
 * random sizes and seeds keep invariants 1, 2, 4 and 6 and the layout contract, each placed piece
 * holds its painted kinds, and the choosing rules (required first, Max, no overlap) hold.
 */
import fc from "fast-check";
import { Dungeon, LAYOUTS, LayoutAlgorithm, SetPiece, generateDungeon } from "../../src/core";
import { ceilingViolations, unreachableFloor } from "./helpers";
import { contractProblems } from "./layout-invariants";
import { countProblems, pieceLists, stampProblems, wallRuleViolationsOutsidePieces } from "./piece-helpers";
import { runs } from "../runs";

function problemsOf(dungeon: Dungeon, pieces: readonly SetPiece[]): string[] {
  return [
    ...(unreachableFloor(dungeon) > 0 ? [`${unreachableFloor(dungeon)} floor tiles unreachable from the arrival`] : []),
    ...wallRuleViolationsOutsidePieces(dungeon).slice(0, 3),
    ...ceilingViolations(dungeon).slice(0, 3),
    ...contractProblems(dungeon.grid, dungeon.layout).slice(0, 3),
    ...stampProblems(dungeon, pieces),
    ...countProblems(dungeon, pieces),
    ...(dungeon.arrival < 0 ? ["no arrival tile"] : []),
  ];
}

/** Any subset of the layout's options, each a whole number in its documented range. */
function optionSets(layout: LayoutAlgorithm): fc.Arbitrary<Record<string, number>> {
  const entries = Object.keys(layout.defaults).map((key) => [key, fc.integer(layout.ranges[key])] as const);
  return fc.record(Object.fromEntries(entries), { requiredKeys: [] }) as fc.Arbitrary<Record<string, number>>;
}

describe.each(LAYOUTS.map((layout) => [layout.name, layout] as const))("set pieces in layout %s", (name, layout) => {
  it("keep invariants 1, 2, 4 and 6 and the contract, with each piece as painted and the choosing rules kept", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 24, max: 110 }),
        fc.integer({ min: 24, max: 110 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        pieceLists,
        fc.integer({ min: 0, max: 6 }),
        fc.oneof(fc.constant({}), optionSets(layout)),
        (width, height, seed, pieces, pieceCount, options) => {
          const request = { ...options, layout: name, pieces, pieceCount };
          const result = generateDungeon(width, height, request, seed);
          if (!result.ok) return;
          const { dungeon, problems } = result;
          expect(problemsOf(dungeon, pieces)).toEqual([]);
          // Every required piece is placed, or a message names it.
          pieces.forEach((piece, index) => {
            if (!piece.required || dungeon.pieces.some((p) => p.piece === index)) return;
            expect(problems.some((message) => message.includes(`"${piece.name}"`))).toBe(true);
          });
          const optional = dungeon.pieces.filter((p) => !pieces[p.piece].required).length;
          expect(optional).toBeLessThanOrEqual(pieceCount);
          // Invariant 4: the same request and seed give the same dungeon.
          const again = generateDungeon(width, height, request, seed);
          expect(again.ok && Buffer.from(again.dungeon.grid.kinds).equals(Buffer.from(dungeon.grid.kinds))).toBe(true);
        },
      ),
      { numRuns: runs(12, 200), seed: 20261129 },
    );
  });
});
