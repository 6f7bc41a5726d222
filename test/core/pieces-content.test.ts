/**
 * Content with set pieces over every registered layout: nothing generated stands on a piece's
 * floor or its events' tiles, except the arrival in the piece whose spot is "arrival" and the
 * stairs in the one whose spot is "stairs"; copies keep their spacing from the pieces' events; and
 * the dungeon can still be played through (invariant 7: keys before their locks, stairs reached).
 */
import fc from "fast-check";
import { Dungeon, LAYOUTS, SetPiece, generateDungeon, isFloor } from "../../src/core";
import { mirrorTile } from "../../src/core/pieces";
import type { ContentCopy, ContentRequest } from "../../src/core/content";
import { pieceLists, stampProblems } from "./piece-helpers";
import { runs } from "../runs";

const REQUESTS: ContentRequest[] = [
  { role: "stairs" },
  { role: "boss" },
  { role: "lock", level: 1 },
  { role: "key", level: 1 },
  { role: "treasure", min: 1, max: 3 },
  { role: "monster", min: 2, max: 5 },
  { role: "trap", min: 0, max: 2 },
  { role: "door" },
  { min: 1, max: 3 },
];

/** Per tile: the placed piece's index + 1 on its floor, 0 elsewhere; and the pieces' event tiles. */
function pieceTiles(dungeon: Dungeon, pieces: readonly SetPiece[]): { floorOf: Int32Array; events: Set<number> } {
  const { width, grid } = dungeon;
  const floorOf = new Int32Array(grid.kinds.length);
  const events = new Set<number>();
  dungeon.pieces.forEach((placed, index) => {
    for (let y = placed.y; y < placed.y + placed.height; y++) {
      for (let x = placed.x; x < placed.x + placed.width; x++) if (isFloor(grid.kinds[y * width + x])) floorOf[y * width + x] = index + 1;
    }
    for (const at of pieces[placed.piece].eventTiles) {
      const local = placed.mirrored ? mirrorTile(at, placed.width) : at;
      events.add((placed.y + Math.floor(local / placed.width)) * width + placed.x + (local % placed.width));
    }
  });
  return { floorOf, events };
}

/** Floor reached from the arrival over tiles `open` allows. */
function reach(dungeon: Dungeon, open: (tile: number) => boolean): Uint8Array {
  const { width, grid } = dungeon;
  const reached = new Uint8Array(grid.kinds.length);
  const queue = [dungeon.arrival];
  reached[dungeon.arrival] = 1;
  while (queue.length > 0) {
    const tile = queue.pop()!;
    for (const next of [tile - 1, tile + 1, tile - width, tile + width]) {
      if (next < 0 || next >= reached.length || reached[next] || !isFloor(grid.kinds[next]) || !open(next)) continue;
      if (Math.abs((next % width) - (tile % width)) > 1) continue;
      reached[next] = 1;
      queue.push(next);
    }
  }
  return reached;
}

/** Invariant 7 replayed: collect the keys in reach, open the locks they fit and the boss, repeat; the stairs must be reached, no key behind its own lock. */
function playThrough(dungeon: Dungeon, requests: readonly ContentRequest[]): string[] {
  const copies = dungeon.content!.copies.filter((copy) => copy.tile >= 0);
  const role = (copy: ContentCopy) => requests[copy.request].role ?? "none";
  const at = new Map<number, ContentCopy>(copies.map((copy) => [copy.tile, copy]));
  const opened = new Set<number>();
  let haveKey = false;
  const walkable = (tile: number) => {
    const copy = at.get(tile);
    return copy === undefined || role(copy) === "door" || opened.has(tile);
  };
  const near = (reached: Uint8Array, tile: number) => [0, -1, 1, -dungeon.width, dungeon.width].some((d) => reached[tile + d] === 1);
  let reached = reach(dungeon, walkable);
  for (let changed = true; changed; ) {
    changed = false;
    for (const copy of copies) {
      if (!near(reached, copy.tile)) continue;
      if (role(copy) === "key" && !haveKey) changed = haveKey = true;
      if ((role(copy) === "boss" || (role(copy) === "lock" && haveKey)) && !opened.has(copy.tile)) changed = opened.add(copy.tile) !== undefined;
    }
    if (changed) reached = reach(dungeon, walkable);
  }
  const problems: string[] = [];
  for (const stairs of copies.filter((copy) => role(copy) === "stairs")) if (!near(reached, stairs.tile)) problems.push(`stairs at ${stairs.tile} not reached`);
  const lock = copies.find((copy) => role(copy) === "lock");
  if (lock) {
    const without = reach(dungeon, (tile) => tile !== lock.tile && (at.get(tile) === undefined || ["door", "boss"].includes(role(at.get(tile)!))));
    for (const key of copies.filter((copy) => role(copy) === "key")) if (!near(without, key.tile)) problems.push(`key at ${key.tile} behind its own lock`);
  }
  return problems;
}

describe.each(LAYOUTS.map((layout) => [layout.name] as const))("content with set pieces in layout %s", (name) => {
  it("stays off the pieces' floor and events except the arrival's and the stairs' piece (and a lock on a piece's door), spaced, and can be played through", () => {
    fc.assert(
      fc.property(fc.integer({ min: 40, max: 100 }), fc.integer({ min: 40, max: 100 }), fc.integer({ min: 0, max: 0xffffffff }), pieceLists, (width, height, seed, pieces) => {
        const result = generateDungeon(width, height, { layout: name, pieces, pieceCount: 3, content: REQUESTS }, seed);
        if (!result.ok) return;
        const { dungeon } = result;
        const messages = [...result.problems, ...dungeon.content!.problems];
        const { floorOf, events } = pieceTiles(dungeon, pieces);
        const spotOf = (tile: number) => (floorOf[tile] > 0 ? pieces[dungeon.pieces[floorOf[tile] - 1].piece].spot : null);
        const arrivalPiece = dungeon.pieces.find((placed) => pieces[placed.piece].spot === "arrival");
        const stairsPiece = dungeon.pieces.find((placed) => pieces[placed.piece].spot === "stairs");
        // The arrival: in the arrival's piece (or a message says why not), never in another piece or on an event.
        expect(events.has(dungeon.arrival)).toBe(false);
        if (arrivalPiece) {
          const inside = dungeon.layout.areaOf[dungeon.arrival] === arrivalPiece.area + 1;
          expect(inside || messages.some((m) => m.includes(`"${pieces[arrivalPiece.piece].name}"`))).toBe(true);
        } else {
          expect(floorOf[dungeon.arrival]).toBe(0);
        }
        const copies = dungeon.content!.copies.filter((copy) => copy.tile >= 0);
        const stairs = copies.filter((copy) => REQUESTS[copy.request].role === "stairs");
        for (const copy of copies) {
          expect(events.has(copy.tile)).toBe(false);
          const isFirstStairs = copy === stairs[0];
          // A lock may also stand on a piece's door: the one entrance a corridor joins (the stairs' piece has one).
          const onDoor = REQUESTS[copy.request].role === "lock" && dungeon.pieces.some((placed) => placed.entrances?.includes(copy.tile));
          if (floorOf[copy.tile] > 0) expect((isFirstStairs && spotOf(copy.tile) === "stairs") || onDoor).toBe(true);
          // Spaced from the pieces' own events (unless relaxed to "crowded"; a lock on a door has that one tile).
          if (copy.relaxation < 3 && !onDoor) {
            for (const event of events) expect(Math.max(Math.abs((event % width) - (copy.tile % width)), Math.abs(Math.floor(event / width) - Math.floor(copy.tile / width)))).toBeGreaterThanOrEqual(2);
          }
        }
        if (stairsPiece && stairs.length > 0) {
          const inside = dungeon.layout.areaOf[stairs[0].tile] === stairsPiece.area + 1;
          expect(inside || messages.some((m) => m.includes(`"${pieces[stairsPiece.piece].name}"`))).toBe(true);
        }
        expect(playThrough(dungeon, REQUESTS)).toEqual([]);
        // Gatehouses built for the lock leave every piece as painted.
        expect(stampProblems(dungeon, pieces)).toEqual([]);
      }),
      { numRuns: runs(10, 150), seed: 20261130 },
    );
  });
});
