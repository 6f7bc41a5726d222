/**
 * The scratch pool (src/core/scratch.ts): per-tile arrays lent filled, reused once given back,
 * and never a cause of a different dungeon — the same seed gives the same dungeon whatever was
 * generated before it.
 */
import { generateDungeon, LAYOUT_NAMES, releaseDungeon } from "../../src/core";
import { borrowInt32, borrowUint16, borrowUint8, borrowZeroedUint8, giveBack, giveBackZeroed } from "../../src/core/scratch";

describe("lending per-tile arrays", () => {
  test("a borrowed array holds the asked value everywhere, even when it was given back dirty", () => {
    const first = borrowInt32(5000, -1);
    expect(first.every((value) => value === -1)).toBe(true);
    first.fill(7);
    giveBack(first);
    const again = borrowInt32(5000, 3);
    expect(again).toBe(first);
    expect(again.every((value) => value === 3)).toBe(true);
    const bytes = borrowUint8(5000);
    bytes.fill(9);
    giveBack(bytes, again);
    expect(borrowUint8(5000).every((value) => value === 0)).toBe(true);
    expect(borrowUint16(5000, 2).every((value) => value === 2)).toBe(true);
  });

  test("an array given back zeroed is lent zeroed again, and only to borrowers of zeroed arrays", () => {
    const marks = borrowZeroedUint8(7000);
    expect(marks.every((value) => value === 0)).toBe(true);
    marks[12] = 3;
    marks[12] = 0; // the borrower clears what it marked
    giveBackZeroed(marks);
    expect(borrowUint8(7000)).not.toBe(marks);
    const again = borrowZeroedUint8(7000);
    expect(again).toBe(marks);
    expect(borrowZeroedUint8(7000)).not.toBe(marks);
  });

  test("an array is lent to one borrower at a time; other lengths and types are not mixed up", () => {
    const a = borrowInt32(6000);
    giveBack(a, a);
    const b = borrowInt32(6000);
    const c = borrowInt32(6000);
    expect(b).toBe(a);
    expect(c).not.toBe(a);
    expect(borrowInt32(6001)).not.toBe(a);
    giveBack(b, c);
    expect(borrowUint8(6000 * 4)).not.toBe(b as unknown);
  });

  test("views into a larger buffer and small arrays are not kept; the pool keeps a bounded number per size", () => {
    const big = new Int32Array(20000);
    const view = big.subarray(0, 10000);
    giveBack(view);
    expect(borrowInt32(10000)).not.toBe(view);
    const small = new Int32Array(10);
    giveBack(small);
    expect(borrowInt32(10)).not.toBe(small);
    const many = Array.from({ length: 40 }, () => new Int32Array(7000));
    giveBack(...many);
    const lent = new Set(Array.from({ length: 40 }, () => borrowInt32(7000)));
    expect([...lent].filter((array) => many.some((given) => given === array)).length).toBeLessThanOrEqual(16);
  });
});

describe("the pool never changes a dungeon", () => {
  const content = [
    { role: "stairs" },
    { role: "boss" },
    { role: "lock", level: 1 },
    { role: "key", level: 1 },
    { role: "treasure", min: 3, max: 3 },
    { role: "monster", min: 4, max: 4 },
    { role: "trap", min: 2, max: 2 },
    { min: 2, max: 2 },
  ];
  const fingerprint = (layout: string, width: number, height: number, seed: number) => {
    const result = generateDungeon(width, height, { layout, content }, seed);
    if (!result.ok) return result.problems.join("; ");
    const { grid, layout: shape } = result.dungeon;
    return JSON.stringify([Array.from(grid.kinds), shape.areas, shape.openings, result.dungeon.content?.copies]);
  };

  test.each(LAYOUT_NAMES)("%s: the same seed gives the same dungeon after other maps of this and other sizes were made", (layout) => {
    const alone = fingerprint(layout, 80, 70, 11);
    fingerprint(layout, 80, 70, 12);
    fingerprint(layout, 60, 90, 13);
    for (const other of LAYOUT_NAMES) fingerprint(other, 80, 70, 14);
    expect(fingerprint(layout, 80, 70, 11)).toBe(alone);
  });
});

describe("a dungeon given back (releaseDungeon)", () => {
  const content = [{ role: "stairs" }, { role: "boss" }, { role: "treasure", min: 3, max: 3 }, { min: 2, max: 2 }];
  const made = (layout: string, seed: number) => {
    const result = generateDungeon(80, 70, { layout, content }, seed);
    if (!result.ok) throw new Error(result.reason);
    return result.dungeon;
  };
  const picture = (dungeon: ReturnType<typeof made>) => JSON.stringify([Array.from(dungeon.grid.kinds), Array.from(dungeon.layout.areaOf), dungeon.layout.areas, dungeon.content?.copies]);

  test.each(LAYOUT_NAMES)("%s: the next dungeon reuses its grid and is the same as if nothing had been given back", (layout) => {
    const expected = picture(made(layout, 21));
    const earlier = made(layout, 20);
    // Its map-sized bytes: the grid's tiles, and the crawlers' generation map.
    const released = [earlier.grid.kinds, earlier.layout.overlay.generations].filter((array) => array !== undefined);
    // Dirty the arrays as a game would not: the next dungeon must not see any of it.
    earlier.grid.kinds.fill(1);
    earlier.layout.areaOf.fill(7);
    releaseDungeon(earlier);
    const next = made(layout, 21);
    // The next dungeon's grid is made in released memory (the last array given back is lent first).
    expect(released).toContain(next.grid.kinds);
    expect(picture(next)).toBe(expected);
  });
});
