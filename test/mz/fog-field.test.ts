/**
 * FogField (src/mz/fog-field.ts) without the engine: the states and change lists after each look
 * equal the difference of the states before and after it, tile for tile; the radius growing
 * mid-walk; revealAll and restore as whole changes; the bitset's exact bytes; tilesBounds; and
 * base64 against Node's own encoder, with every malformed text refused.
 */
import { Grid, TileKind, createGrid } from "../../src/core";
import { computeSight, createSightBuffer } from "../../src/core/sight";
import { FogField, InSight, Seen, Unseen, decodeBase64, encodeBase64, tilesBounds } from "../../src/mz/fog-field";

/** A room floor with scattered walls (a fixed LCG, so the grid is the same every run). */
function scatteredGrid(width: number, height: number, wallPercent: number, seed: number): Grid {
  const grid = createGrid(width, height);
  let state = seed >>> 0;
  for (let tile = 0; tile < width * height; tile++) {
    state = (state * 1103515245 + 12345) >>> 0;
    grid.kinds[tile] = (state >>> 8) % 100 < wallPercent ? TileKind.Wall : TileKind.Room;
  }
  return grid;
}

/** Two open rooms, left and right, with a solid wall between (no sight through it). */
function twoRooms(): Grid {
  const grid = createGrid(30, 10);
  grid.kinds.fill(TileKind.Room);
  for (let y = 0; y < 10; y++) for (let x = 14; x <= 15; x++) grid.kinds[y * 30 + x] = TileKind.Wall;
  return grid;
}

function seenSet(grid: Grid, x: number, y: number, radius: number): Set<number> {
  const buffer = createSightBuffer(grid.width, grid.height);
  const count = computeSight(grid, x, y, buffer, { radius });
  return new Set(buffer.tiles.subarray(0, count));
}

function listOf(array: Int32Array, count: number): number[] {
  return Array.from(array.subarray(0, count)).sort((a, b) => a - b);
}

/** Checks one look against the states before it: every state, the changed and discovered lists. */
function expectLook(field: FogField, x: number, y: number, radius: number): void {
  const before = Uint8Array.from(field.shown);
  const revision = field.revision;
  field.look(x, y, radius);
  const sight = seenSet(field.grid, x, y, radius);
  const expectedChanged: number[] = [];
  const expectedDiscovered: number[] = [];
  const expectedShown = new Uint8Array(before.length);
  for (let tile = 0; tile < before.length; tile++) {
    const expected = sight.has(tile) ? InSight : before[tile] === InSight ? Seen : before[tile];
    expectedShown[tile] = expected;
    if (expected !== before[tile]) expectedChanged.push(tile);
    if (before[tile] === Unseen && expected !== Unseen) expectedDiscovered.push(tile);
  }
  expect(Buffer.from(field.shown).equals(Buffer.from(expectedShown))).toBe(true);
  expect(listOf(field.changed, field.changedCount)).toEqual(expectedChanged);
  expect(listOf(field.discovered, field.discoveredCount)).toEqual(expectedDiscovered);
  expect(field.changedAll).toBe(false);
  expect(field.revision).toBe(revision + 1);
}

describe("a look", () => {
  test("a new field has nothing explored and asks for a whole redraw", () => {
    const field = new FogField(twoRooms());
    expect(field.width).toBe(30);
    expect(field.height).toBe(10);
    expect(field.shown.every((state) => state === Unseen)).toBe(true);
    expect(field.exploredCount()).toBe(0);
    expect(field.changedAll).toBe(true);
    expect(field.revision).toBe(0);
  });

  test("states, changed and discovered tiles follow each step of a walk exactly, the radius changing on the way", () => {
    const grid = scatteredGrid(40, 30, 18, 7);
    const field = new FogField(grid);
    let x = 3;
    let y = 4;
    let steps = 0;
    let dimmed = 0;
    for (let step = 0; step < 120; step++) {
      // Mostly one tile at a time, now and then a jump; the radius cycles 0 … 12 (growing past the default 8).
      x = step % 17 === 16 ? (x + 19) % 40 : (x + (step % 3 === 0 ? 1 : 0)) % 40;
      y = step % 17 === 16 ? (y + 13) % 30 : (y + (step % 4 === 1 ? 1 : 0)) % 30;
      const radius = (step * 5) % 13;
      const before = field.shown.filter((state) => state === InSight).length;
      expectLook(field, x, y, radius);
      if (before > 0) dimmed += field.shown.filter((state) => state === Seen).length > 0 ? 1 : 0;
      steps++;
    }
    expect(steps).toBe(120);
    expect(dimmed).toBeGreaterThan(0);
    expect(field.exploredCount()).toBeGreaterThan(300);
  });

  test("looking again from the same tile changes nothing but the revision", () => {
    const field = new FogField(twoRooms());
    field.look(5, 5, 6);
    const shown = Uint8Array.from(field.shown);
    expectLook(field, 5, 5, 6);
    expect(field.changedCount).toBe(0);
    expect(field.discoveredCount).toBe(0);
    expect(Array.from(field.shown)).toEqual(Array.from(shown));
  });

  test("after the radius grows, what was in sight at the small radius is still dimmed when it leaves sight", () => {
    const field = new FogField(twoRooms());
    expectLook(field, 3, 5, 2);
    const left = [...seenSet(field.grid, 3, 5, 2)];
    // Into the other room with a far larger radius: the lists grow, the left room is out of sight.
    expectLook(field, 25, 5, 40);
    for (const tile of left) expect(field.shown[tile]).toBe(Seen);
    expect(field.changedCount).toBeGreaterThan(left.length);
    // And back with a small radius: the whole right room is dimmed.
    expectLook(field, 3, 5, 1);
    expect(field.shown[5 * 30 + 25]).toBe(Seen);
    expect(field.shown[5 * 30 + 3]).toBe(InSight);
  });

  test("a wide radius on a big map: every list holds all of its tiles", () => {
    const grid = createGrid(70, 70);
    grid.kinds.fill(TileKind.Room);
    const field = new FogField(grid);
    expectLook(field, 10, 10, 3);
    expectLook(field, 35, 35, 30);
    expectLook(field, 60, 60, 30);
    expectLook(field, 60, 61, 2);
    expect(field.changedCount).toBeGreaterThan(1000);
  });
});

describe("the lists a look fills", () => {
  test("a larger radius far from the last look: the changed list holds the old tiles dimmed and the new ones seen", () => {
    const open = createGrid(70, 70);
    open.kinds.fill(TileKind.Room);
    const field = new FogField(open);
    expectLook(field, 10, 10, 8); // about 220 tiles in sight
    expectLook(field, 50, 50, 12); // those dimmed plus about 450 new: more than the first lists held
    expect(field.changedCount).toBeGreaterThan(600);
  });
});

describe("whole changes", () => {
  test("revealAll: every unseen tile becomes seen before, tiles in sight stay in sight; one whole redraw", () => {
    const field = new FogField(twoRooms());
    field.look(5, 5, 3);
    const inSightBefore = field.shown.map((state) => (state === InSight ? 1 : 0));
    const revision = field.revision;
    field.revealAll();
    for (let tile = 0; tile < field.shown.length; tile++) expect(field.shown[tile]).toBe(inSightBefore[tile] ? InSight : Seen);
    expect(field.changedAll).toBe(true);
    expect(field.changedCount).toBe(0);
    expect(field.discoveredCount).toBe(0);
    expect(field.revision).toBe(revision + 1);
    expect(field.exploredCount()).toBe(300);
    // The next look: the old sight is dimmed as usual, nothing is discovered (all was revealed).
    expectLook(field, 25, 5, 3);
    expect(field.discoveredCount).toBe(0);
  });

  test("inSight, explored and exploredCount read the three states", () => {
    const field = new FogField(createGrid(4, 1));
    field.shown.set([Unseen, Seen, InSight, Unseen]);
    expect([0, 1, 2, 3].map((tile) => field.inSight(tile))).toEqual([false, false, true, false]);
    expect([0, 1, 2, 3].map((tile) => field.explored(tile))).toEqual([false, true, true, false]);
    expect(field.exploredCount()).toBe(2);
  });
});

describe("exploredTiles", () => {
  test("every tile not unseen, in index order, for sizes that are not whole words; the list grows as more is explored", () => {
    for (const [width, height] of [[7, 5], [1, 3], [64, 40], [33, 33]]) {
      const field = new FogField(scatteredGrid(width, height, 20, width * 31 + height));
      const expectList = () => {
        const { tiles, count } = field.exploredTiles();
        const expected: number[] = [];
        for (let tile = 0; tile < width * height; tile++) if (field.shown[tile] !== Unseen) expected.push(tile);
        expect(Array.from(tiles.subarray(0, count))).toEqual(expected);
      };
      expectList();
      field.look(Math.floor(width / 2), Math.floor(height / 2), 3);
      expectList();
      field.shown[width * height - 1] = Seen; // the last tile, past the last whole word when the size is odd
      expectList();
      field.revealAll();
      expectList();
    }
  });
});

describe("the saved bitset", () => {
  test("bit i of byte i >> 3 for tile i, seen before and in sight alike, in standard base64", () => {
    const field = new FogField(createGrid(10, 1));
    field.shown.set([Seen, Unseen, Unseen, InSight, Unseen, Unseen, Unseen, Unseen, Unseen, Seen]);
    expect(field.exploredBits()).toBe(Buffer.from([0b00001001, 0b00000010]).toString("base64"));
    field.shown.fill(Unseen);
    expect(field.exploredBits()).toBe("AAA=");
    field.shown.fill(Seen);
    expect(field.exploredBits()).toBe(Buffer.from([255, 3]).toString("base64"));
  });

  test("restore: the tiles come back as seen before, nothing in sight; the next look dims nothing it did not see", () => {
    const field = new FogField(twoRooms());
    field.look(3, 5, 4); // the left room's tiles in sight, remembered as the last look's
    const saved = new FogField(twoRooms());
    saved.shown[5 * 30 + 27] = Seen;
    saved.shown[0] = InSight;
    const revision = field.revision;
    expect(field.restore(saved.exploredBits())).toBe(true);
    expect(field.revision).toBe(revision + 1);
    expect(field.changedAll).toBe(true);
    expect(field.changedCount).toBe(0);
    expect(field.discoveredCount).toBe(0);
    for (let tile = 0; tile < 300; tile++) expect(field.shown[tile]).toBe(tile === 0 || tile === 5 * 30 + 27 ? Seen : Unseen);
    // The look before the restore is forgotten: its tiles stay unseen, not "seen before".
    expectLook(field, 25, 5, 2);
    expect(field.shown[5 * 30 + 3]).toBe(Unseen);
    expect(field.shown[5 * 30 + 4]).toBe(Unseen);
  });

  test("restore refuses, changing nothing, a text of another size, a text that is not base64, and set bits past the last tile", () => {
    const field = new FogField(createGrid(10, 1)); // 10 tiles: 2 bytes, 6 spare bits in the second
    field.look(0, 0, 2);
    const shown = Array.from(field.shown);
    const revision = field.revision;
    for (const bad of [
      encodeBase64(Uint8Array.of(255)),
      encodeBase64(Uint8Array.of(255, 3, 0)),
      encodeBase64(Uint8Array.of(0, 4)), // bit 10
      encodeBase64(Uint8Array.of(0, 128)), // bit 15
      "!!!!",
      "AAA",
    ]) {
      expect(field.restore(bad)).toBe(false);
      expect(Array.from(field.shown)).toEqual(shown);
      expect(field.revision).toBe(revision);
    }
    expect(field.restore(encodeBase64(Uint8Array.of(0, 3)))).toBe(true); // bits 8 and 9: the last two tiles
    expect(Array.from(field.shown)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, Seen, Seen]);
    // A size that is a whole number of bytes has no spare bits: every bit of the last byte is a tile.
    const whole = new FogField(createGrid(8, 2));
    expect(whole.restore(encodeBase64(Uint8Array.of(0, 255)))).toBe(true);
    expect(whole.exploredCount()).toBe(8);
  });
});

describe("tilesBounds", () => {
  test("the rectangle around the first `count` tiles of the list", () => {
    const width = 20;
    const tiles = Int32Array.of(3 * width + 7, 5 * width + 2, 4 * width + 11, 9 * width + 19, 0);
    expect(tilesBounds(tiles, 3, width)).toEqual({ x: 2, y: 3, width: 10, height: 3 });
    expect(tilesBounds(tiles, 4, width)).toEqual({ x: 2, y: 3, width: 18, height: 7 });
    expect(tilesBounds(tiles, 5, width)).toEqual({ x: 0, y: 0, width: 20, height: 10 });
    expect(tilesBounds(tiles, 1, width)).toEqual({ x: 7, y: 3, width: 1, height: 1 });
    expect(tilesBounds(Int32Array.of(4 * width + 5, 4 * width + 9), 2, width)).toEqual({ x: 5, y: 4, width: 5, height: 1 });
    expect(tilesBounds(Int32Array.of(2 * width + 6, 8 * width + 6), 2, width)).toEqual({ x: 6, y: 2, width: 1, height: 7 });
    // The first column and the first row alone.
    expect(tilesBounds(Int32Array.of(0, 3 * width), 2, width)).toEqual({ x: 0, y: 0, width: 1, height: 4 });
    expect(tilesBounds(Int32Array.of(5, 0), 2, width)).toEqual({ x: 0, y: 0, width: 6, height: 1 });
    expect(tilesBounds(Int32Array.of(0), 1, width)).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });
});

describe("base64", () => {
  test("encodes as Node does, for every length and byte value, and decodes back", () => {
    let state = 99;
    for (let length = 0; length <= 40; length++) {
      const bytes = new Uint8Array(length);
      for (let i = 0; i < length; i++) {
        state = (state * 1103515245 + 12345) >>> 0;
        bytes[i] = (state >>> 16) & 255;
      }
      if (length > 0) bytes[length - 1] = length % 2 === 0 ? 255 : 0;
      const text = encodeBase64(bytes);
      expect(text).toBe(Buffer.from(bytes).toString("base64"));
      expect(Array.from(decodeBase64(text)!)).toEqual(Array.from(bytes));
    }
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(encodeBase64(all)).toBe(Buffer.from(all).toString("base64"));
    expect(Array.from(decodeBase64(Buffer.from(all).toString("base64"))!)).toEqual(Array.from(all));
    expect(encodeBase64(Uint8Array.of(0xfb, 0xff))).toBe("+/8=");
    expect(Array.from(decodeBase64("+/8=")!)).toEqual([0xfb, 0xff]);
    expect(Array.from(decodeBase64("")!)).toEqual([]);
  });

  test("refuses what is not padded base64: other types, lengths, letters, and '=' anywhere but the end", () => {
    for (const bad of [null, undefined, 12, ["AAAA"], { bits: "AAAA" }, "A", "AA", "AAA", "AAAAA", "AA-A", "AA_A", "AA A", "AAé=", "A=AA", "=AAA", "AA=A", "A===", "AAAA=A==", "AB\u0100C", "\u0080AAA", "AA\u0080=", "AAA\u007f"]) {
      expect(decodeBase64(bad)).toBeNull();
    }
    expect(Array.from(decodeBase64("AA==")!)).toEqual([0]);
    expect(Array.from(decodeBase64("AAA=")!)).toEqual([0, 0]);
    expect(Array.from(decodeBase64("/w==")!)).toEqual([255]);
    expect(Array.from(decodeBase64("AP8A")!)).toEqual([0, 255, 0]);
    expect(Array.from(decodeBase64("zz8=")!)).toEqual([0xcf, 0x3f]);
    expect(Array.from(decodeBase64("AAAAzw==")!)).toEqual([0, 0, 0, 0xcf]);
  });
});
