/**
 * Locks on every layout: when the way to the stairs has no one-tile chokepoint for a requested
 * lock, a gatehouse narrows a passage to a one-tile gate (src/core/gatehouse.ts) and the lock
 * stands in it. Checked over every registered layout, corridor width and a range of map sizes by an
 * independent replay (collect the keys in reach, open the locks they fit), with the layout
 * invariants (connected floor, the wall rule, a ceiling above every face, the layout contract).
 */
import fc from "fast-check";
import { Dungeon, LAYOUTS, generateDungeon, isFloor, TileKind } from "../../src/core";
import { buildGatehouses } from "../../src/core/gatehouse";
import type { ContentRequest } from "../../src/core/content";
import { ceilingViolations, expectDungeon, unreachableFloor, wallRuleViolations } from "./helpers";
import { contractProblems } from "./layout-invariants";
import { drawGrid, gridOf, layoutOf } from "./pictures";
import { runs } from "../runs";

/** Stairs and 1–3 nested lock/key pairs. */
function lockRequests(pairs: number): ContentRequest[] {
  const requests: ContentRequest[] = [{ role: "stairs", label: "Stairs" }];
  for (let level = 1; level <= pairs; level++) requests.push({ role: "lock", level, label: `Lock ${level}` }, { role: "key", level, label: `Key ${level}` });
  return requests;
}

/** Floor reached from the arrival, never through a tile `closed` says is shut. */
function reachFrom(dungeon: Dungeon, closed: (tile: number) => boolean): Uint8Array {
  const { width, height, grid } = dungeon;
  const seen = new Uint8Array(grid.kinds.length);
  const queue = [dungeon.arrival];
  seen[dungeon.arrival] = 1;
  while (queue.length > 0) {
    const tile = queue.pop()!;
    const x = tile % width;
    for (const next of [tile >= width ? tile - width : -1, x > 0 ? tile - 1 : -1, x < width - 1 ? tile + 1 : -1, tile < (height - 1) * width ? tile + width : -1]) {
      if (next < 0 || seen[next] || !isFloor(grid.kinds[next]) || closed(next)) continue;
      seen[next] = 1;
      queue.push(next);
    }
  }
  return seen;
}

/** Plays the dungeon: picks up the keys in reach, opens their locks, until nothing changes; what the player got to. */
function play(dungeon: Dungeon, requests: readonly ContentRequest[]) {
  const copies = dungeon.content!.copies.filter((copy) => copy.tile >= 0);
  const roleOf = (request: number) => requests[request].role;
  const locks = copies.filter((copy) => roleOf(copy.request) === "lock");
  const keys = copies.filter((copy) => roleOf(copy.request) === "key");
  const stairs = copies.find((copy) => roleOf(copy.request) === "stairs");
  const opened = new Set<number>();
  const levelsHeld = new Set<number>();
  let reached = reachFrom(dungeon, (tile) => locks.some((lock) => lock.tile === tile && !opened.has(tile)));
  for (let changed = true; changed; ) {
    changed = false;
    for (const key of keys) if (reached[key.tile] && !levelsHeld.has(requests[key.request].level!)) changed = levelsHeld.add(requests[key.request].level!) !== null;
    for (const lock of locks) {
      const beside = [lock.tile - 1, lock.tile + 1, lock.tile - dungeon.width, lock.tile + dungeon.width].some((next) => next >= 0 && reached[next]);
      if (beside && !opened.has(lock.tile) && levelsHeld.has(requests[lock.request].level!)) changed = opened.add(lock.tile) !== null;
    }
    if (changed) reached = reachFrom(dungeon, (tile) => locks.some((lock) => lock.tile === tile && !opened.has(tile)));
  }
  // Each lock is a real gate: with it shut, the stairs are out of reach.
  const gating = locks.filter((lock) => stairs !== undefined && !reachFrom(dungeon, (tile) => tile === lock.tile)[stairs.tile]).length;
  return { locks: locks.length, gating, allOpened: opened.size === locks.length, stairsReached: stairs !== undefined && reached[stairs.tile] === 1 };
}

/** The layout invariants a gatehouse must keep: connected floor, the wall rule, ceilings, the contract. */
function invariantProblems(dungeon: Dungeon): string[] {
  return [
    ...(unreachableFloor(dungeon) > 0 ? [`${unreachableFloor(dungeon)} floor tiles unreachable`] : []),
    ...wallRuleViolations(dungeon).slice(0, 3),
    ...ceilingViolations(dungeon).slice(0, 3),
    ...contractProblems(dungeon.grid, dungeon.layout).slice(0, 3),
  ];
}

/** A layout's corridor-width option, when it has one. */
function widthOption(layout: (typeof LAYOUTS)[number]): string | undefined {
  return ["corridorWidth", "mazePathWidth"].find((key) => key in layout.defaults);
}

describe("a requested lock is placed and solvable on every layout", () => {
  test.each(LAYOUTS.map((layout) => layout.name))("%s: 1–3 nested locks, every corridor width, 68×64 to 128×128", (name) => {
    const layout = LAYOUTS.find((candidate) => candidate.name === name)!;
    const widthKey = widthOption(layout);
    const widest = widthKey ? Math.min(5, layout.ranges[widthKey].max) : 1;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 68, max: 128 }),
        fc.integer({ min: 64, max: 128 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: widthKey ? layout.ranges[widthKey].min : 1, max: widest }),
        (seed, width, height, pairs, corridorWidth) => {
          const requests = lockRequests(pairs);
          const result = generateDungeon(width, height, { layout: name, ...(widthKey ? { [widthKey]: corridorWidth } : {}), content: requests }, seed);
          if (!result.ok) return; // a corridor width too wide for this size: reported elsewhere
          const dungeon = result.dungeon;
          expect(dungeon.content!.problems).toEqual([]);
          expect(play(dungeon, requests)).toEqual({ locks: pairs, gating: pairs, allOpened: true, stairsReached: true });
          expect(invariantProblems(dungeon)).toEqual([]);
        },
      ),
      { numRuns: runs(25, 400), seed: 29 },
    );
  });

  test("on a small map a lock that cannot fit is reported, and what is placed stays solvable", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom(...LAYOUTS.map((layout) => layout.name)), (seed, name) => {
        const requests = lockRequests(3);
        const result = generateDungeon(40, 40, { layout: name, content: requests }, seed);
        if (!result.ok) return;
        const dungeon = result.dungeon;
        const outcome = play(dungeon, requests);
        expect(outcome).toEqual({ locks: outcome.locks, gating: outcome.locks, allOpened: true, stairsReached: true });
        // Every lock not placed is said so.
        const unplacedSaid = dungeon.content!.problems.filter((problem) => /the lock and its keys are not placed|the lock is not placed/.test(problem)).length;
        expect(outcome.locks + unplacedSaid).toBe(3);
        expect(invariantProblems(dungeon)).toEqual([]);
      }),
      { numRuns: runs(12, 200), seed: 5 },
    );
  });

  test("without a lock in the request, the dungeon is the one generated without content", () => {
    for (const { name } of LAYOUTS) {
      const bare = expectDungeon(generateDungeon(68, 64, { layout: name }, 11));
      const crowded = expectDungeon(generateDungeon(68, 64, { layout: name, content: [{ role: "stairs" }, { role: "boss" }, { role: "key" }, { role: "monster", min: 3, max: 3 }] }, 11));
      expect(Array.from(crowded.grid.kinds)).toEqual(Array.from(bare.grid.kinds));
    }
  });
});

describe("gatehouse pictures", () => {
  // A three-wide east–west corridor between two rooms: the gate is a wall across it (two faces and
  // a ceiling above it), open in its bottom row, where the lock reads as a door.
  test("an east–west passage is walled across but for its bottom tile", () => {
    const rows = [
      "                                  ",
      "   ##########################     ",
      "   ##########################     ",
      "   ..........................     ",
      "   ..........................     ",
      "   ..........................     ",
      "                                  ",
    ];
    const grid = gridOf(rows);
    const layout = layoutOf(grid);
    const arrival = 3 * grid.width + 3;
    const gates = buildGatehouses({ grid, layout, arrival, locksWanted: 1, wallHeight: 2 });
    expect(gates).toHaveLength(1);
    const gx = gates[0] % grid.width;
    const picture = drawGrid(grid);
    expect(Math.floor(gates[0] / grid.width)).toBe(5);
    // The column of the gate: ceiling over two wall faces over the gate.
    expect([1, 2, 3, 4, 5].map((y) => picture[y][gx])).toEqual([" ", " ", "#", "#", "."]);
    // Left and right of it the corridor is as it was.
    expect(picture[3][gx - 1]).toBe(".");
    expect(picture[3][gx + 1]).toBe(".");
  });

  // A three-wide north–south passage: a band wallHeight + 1 rows deep, open in its middle column;
  // the filled rows get two faces and a ceiling, so no floor sits on a wall face.
  test("a north–south passage gets a band wallHeight + 1 deep with a one-wide gate in the middle", () => {
    const rows = [
      "       ",
      " ##### ",
      " ##### ",
      " ..... ",
      " ..... ",
      " ..... ",
      "  ...  ",
      "  ...  ",
      "  ...  ",
      "  ...  ",
      "  ...  ",
      "  ...  ",
      "  ...  ",
      "  ...  ",
      "  ...  ",
      "  ...  ",
      "  ...  ",
      "  ...  ",
      "  ...  ",
      "  ...  ",
      "  ...  ",
      " ..... ",
      " ..... ",
      " ..... ",
      "       ",
    ];
    const grid = gridOf(rows);
    const layout = layoutOf(grid);
    const arrival = 3 * grid.width + 3;
    const gates = buildGatehouses({ grid, layout, arrival, locksWanted: 1, wallHeight: 2 });
    expect(gates).toHaveLength(1);
    const gy = Math.floor(gates[0] / grid.width);
    const picture = drawGrid(grid);
    expect(gates[0] % grid.width).toBe(3);
    expect([picture[gy - 2].slice(2, 5), picture[gy - 1].slice(2, 5), picture[gy].slice(2, 5)]).toEqual([" . ", "#.#", "#.#"]);
    expect(picture[gy + 1].slice(2, 5)).toBe("...");
    expect(picture[gy - 3].slice(2, 5)).toBe("...");
    expect(grid.kinds[gates[0]]).toBe(TileKind.Room);
  });

  // A loop: two passages join the rooms. The gate goes in one; the other is walled up whole, so the
  // gate is the only way through.
  test("a way around the gate is walled up", () => {
    const rows = [
      "                              ",
      " ############################ ",
      " ############################ ",
      " ....,,,,,,,,,,,,,,,,,,,,.... ",
      " ....                    .... ",
      " ....                    .... ",
      " ....                    .... ",
      " ....####################.... ",
      " ....####################.... ",
      " ....,,,,,,,,,,,,,,,,,,,,.... ",
      " ....,,,,,,,,,,,,,,,,,,,,.... ",
      "                              ",
    ];
    const grid = gridOf(rows);
    const layout = layoutOf(grid);
    const arrival = 3 * grid.width + 1;
    const gates = buildGatehouses({ grid, layout, arrival, locksWanted: 1, wallHeight: 2 });
    expect(gates).toHaveLength(1);
    const dungeon = { width: grid.width, height: grid.height, grid, arrival } as Dungeon;
    const far = 10 * grid.width + 28;
    expect(reachFrom(dungeon, () => false)[far]).toBe(1);
    expect(reachFrom(dungeon, (tile) => tile === gates[0])[far]).toBe(0);
  });

  test("nothing is built when the way already has its chokepoint or no lock is asked for", () => {
    const rows = [
      "               ",
      " #####   ##### ",
      " #####   ##### ",
      " .....   ..... ",
      " .....,,,..... ",
      " .....   ..... ",
      "               ",
    ];
    for (const locksWanted of [0, 1]) {
      const grid = gridOf(rows);
      const before = drawGrid(grid);
      expect(buildGatehouses({ grid, layout: layoutOf(grid), arrival: 3 * grid.width + 1, locksWanted, wallHeight: 2 })).toEqual([]);
      expect(drawGrid(grid)).toEqual(before);
    }
  });
});
