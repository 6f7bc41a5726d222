/**
 * Requests that name a set piece (`<Dungeon Place: piece vault>`), over every registered layout:
 * a lock naming a piece with one joined entrance stands on that entrance (the piece's door) and
 * gates the piece's floor, its key lies outside where the player reaches it without that lock,
 * copies naming the piece stand on its floor, and the dungeon still plays through (invariants 1,
 * 3 and 7, replayed: collect the reachable keys, open the locks they fit). A name no placed piece
 * has leaves the copy where it would go without it, with one message. Gatehouses are built on the
 * way to the piece that will hold the stairs (a hand-drawn scenario).
 */
import fc from "fast-check";
import { Dungeon, LAYOUTS, Relaxation, SetPiece, generateDungeon, isFloor } from "../../src/core";
import { ContentCopy, ContentRequest } from "../../src/core/content";
import { mirrorTile } from "../../src/core/pieces";
import { PieceSite, insideSite, siteDoor } from "../../src/core/piece-sites";
import { pieceLists, pieceOf, pieceSketches } from "./piece-helpers";
import { buildGatehouses } from "../../src/core/gatehouse";
import { FloorTree } from "../../src/core/floor-tree";
import { gridOf, layoutOf } from "./pictures";
import { runs } from "../runs";

/** generateDungeon with set pieces and content, with every message of the generation and the content. */
function generateNamingPieces(width: number, height: number, layout: string, pieces: SetPiece[], content: ContentRequest[], seed: number): { dungeon: Dungeon; messages: string[] } | null {
  const result = generateDungeon(width, height, { layout, pieces, pieceCount: 3, content }, seed);
  if (!result.ok) return null;
  return { dungeon: result.dungeon, messages: [...result.problems, ...(result.dungeon.content?.problems ?? [])] };
}

const roleOf = (requests: readonly ContentRequest[], copy: ContentCopy) => requests[copy.request].role ?? "none";
const levelOf = (requests: readonly ContentRequest[], copy: ContentCopy) => requests[copy.request].level ?? 1;

/** Floor reached from the arrival over tiles `open` allows. */
function reach(dungeon: Dungeon, open: (tile: number) => boolean): Uint8Array {
  const { width, height, grid } = dungeon;
  const reached = new Uint8Array(grid.kinds.length);
  const queue = [dungeon.arrival];
  reached[dungeon.arrival] = 1;
  while (queue.length > 0) {
    const tile = queue.pop()!;
    const x = tile % width;
    for (const next of [tile >= width ? tile - width : -1, x > 0 ? tile - 1 : -1, x < width - 1 ? tile + 1 : -1, tile < (height - 1) * width ? tile + width : -1]) {
      if (next < 0 || reached[next] || !isFloor(grid.kinds[next]) || !open(next)) continue;
      reached[next] = 1;
      queue.push(next);
    }
  }
  return reached;
}

/** The player acts on an event standing on a reached tile or beside one. */
function touches(dungeon: Dungeon, reached: Uint8Array, tile: number): boolean {
  const { width } = dungeon;
  const x = tile % width;
  return reached[tile] === 1 || reached[tile - width] === 1 || reached[tile + width] === 1 || (x > 0 && reached[tile - 1] === 1) || (x < width - 1 && reached[tile + 1] === 1);
}

/**
 * Invariant 7 replayed with levels: walk, pick up the keys in reach, open the locks they fit and
 * the boss, repeat — `never` is a lock tile left shut. Returns what was reached and the keys held.
 */
function play(dungeon: Dungeon, requests: readonly ContentRequest[], never = -1): { reached: Uint8Array; keys: Set<number> } {
  const copies = dungeon.content!.copies.filter((copy) => copy.tile >= 0);
  const at = new Map(copies.map((copy) => [copy.tile, copy]));
  const opened = new Set<number>();
  const keys = new Set<number>();
  const walkable = (tile: number) => {
    const copy = at.get(tile);
    return copy === undefined || roleOf(requests, copy) === "door" || opened.has(tile);
  };
  let reached = reach(dungeon, walkable);
  for (let changed = true; changed; ) {
    changed = false;
    for (const copy of copies) {
      if (!touches(dungeon, reached, copy.tile)) continue;
      const role = roleOf(requests, copy);
      if (role === "key" && !keys.has(levelOf(requests, copy))) changed = keys.add(levelOf(requests, copy)) !== undefined;
      const opens = role === "boss" || (role === "lock" && keys.has(levelOf(requests, copy)) && copy.tile !== never);
      if (opens && !opened.has(copy.tile)) changed = opened.add(copy.tile) !== undefined;
    }
    if (changed) reached = reach(dungeon, walkable);
  }
  return { reached, keys };
}

/** Invariants 3 and 7 for the placed copies: on reached floor, off the pieces' events, spaced unless relaxed or gating; every key before its lock; the stairs reached. */
function playProblems(dungeon: Dungeon, requests: readonly ContentRequest[], pieceEvents: Set<number>): string[] {
  const problems: string[] = [];
  const copies = dungeon.content!.copies.filter((copy) => copy.tile >= 0);
  const { reached } = play(dungeon, requests);
  const { width } = dungeon;
  for (const copy of copies) {
    if (!isFloor(dungeon.grid.kinds[copy.tile])) problems.push(`copy at ${copy.tile} off floor`);
    if (pieceEvents.has(copy.tile)) problems.push(`copy at ${copy.tile} on a piece's event`);
    if (!touches(dungeon, reached, copy.tile)) problems.push(`${roleOf(requests, copy)} at ${copy.tile} never reached`);
  }
  // Spacing (invariant 3) between copies placed by the strict rules; doors, locks and the boss stand where the way needs them.
  const spaced = copies.filter((copy) => copy.relaxation < Relaxation.Crowded && !["door", "secretDoor", "lock", "boss"].includes(roleOf(requests, copy)));
  const apart = (a: number, b: number) => Math.max(Math.abs((a % width) - (b % width)), Math.abs(Math.floor(a / width) - Math.floor(b / width)));
  for (const a of spaced) {
    for (const b of [...spaced.filter((other) => other !== a).map((other) => other.tile), dungeon.arrival, ...pieceEvents]) {
      if (apart(a.tile, b) < 2) problems.push(`${roleOf(requests, a)} at ${a.tile} beside ${b}`);
    }
  }
  for (const lock of copies.filter((copy) => roleOf(requests, copy) === "lock")) {
    const without = play(dungeon, requests, lock.tile).reached;
    for (const key of copies.filter((copy) => roleOf(requests, copy) === "key" && levelOf(requests, copy) === levelOf(requests, lock))) {
      if (!touches(dungeon, without, key.tile)) problems.push(`key ${levelOf(requests, key)} behind its own lock`);
    }
  }
  for (const stairs of copies.filter((copy) => roleOf(requests, copy) === "stairs")) if (!touches(dungeon, reached, stairs.tile)) problems.push("stairs not reached");
  return problems;
}

/** The placed pieces' event tiles on the map. */
function pieceEventTiles(dungeon: Dungeon, pieces: readonly SetPiece[]): Set<number> {
  const events = new Set<number>();
  for (const placed of dungeon.pieces) {
    for (const at of pieces[placed.piece].eventTiles) {
      const local = placed.mirrored ? mirrorTile(at, placed.width) : at;
      events.add((placed.y + Math.floor(local / placed.width)) * dungeon.width + placed.x + (local % placed.width));
    }
  }
  return events;
}

/** A placed piece's entrances as map tiles (mirrored when it is). */
function entranceTiles(dungeon: Dungeon, piece: SetPiece, site: PieceSite, mirrored: boolean): number[] {
  return piece.entrances.map((at) => {
    const local = mirrored ? mirrorTile(at, piece.width) : at;
    return (site.y + Math.floor(local / piece.width)) * dungeon.width + site.x + (local % piece.width);
  });
}

/** A required vault with one entrance and room inside for a chest, named in any case. */
const vaults = pieceSketches
  .filter((sketch) => sketch.width >= 5 && sketch.height >= 5)
  .map((sketch) => pieceOf({ ...sketch, entrances: sketch.entrances.slice(0, 1), required: true, spot: "anywhere", max: 1 }, "The Vault"));

/** A required vault with two or three entrances (on different sides when they fall so). */
const openVaults = pieceSketches
  .filter((sketch) => sketch.width >= 5 && sketch.height >= 5)
  .map((sketch) => pieceOf({ ...sketch, entrances: [0, 1, 2].map((side) => ({ side, at: 0.5 })).slice(0, 2 + (sketch.events % 2)), required: true, spot: "anywhere", max: 1 }, "The Vault"));

const REQUESTS: ContentRequest[] = [
  { role: "stairs" },
  { role: "lock", level: 1, piece: "the vault" },
  { role: "key", level: 1, piece: "THE  VAULT" },
  { role: "treasure", piece: "The Vault" },
  { role: "lock", level: 2 },
  { role: "key", level: 2 },
  { role: "boss" },
  { role: "monster", min: 1, max: 3 },
  { role: "treasure", min: 0, max: 2 },
  { role: "door" },
  { min: 1, max: 2 },
];

describe.each(LAYOUTS.map((layout) => [layout.name] as const))("requests naming a set piece in layout %s", (name) => {
  it("a lock naming the vault stands on its one entrance, its key outside before it, the vault's treasure inside; the dungeon plays through", () => {
    fc.assert(
      fc.property(fc.integer({ min: 44, max: 90 }), fc.integer({ min: 44, max: 90 }), fc.integer({ min: 0, max: 0xffffffff }), vaults, pieceLists, (width, height, seed, vault, others) => {
        const pieces = [vault, ...others];
        const made = generateNamingPieces(width, height, name, pieces, REQUESTS, seed);
        if (!made) return;
        const { dungeon, messages } = made;
        const copies = dungeon.content!.copies.filter((copy) => copy.tile >= 0);
        const of = (request: number) => copies.filter((copy) => copy.request === request);
        const placed = dungeon.pieces.find((p) => p.piece === 0);
        const vaultMessages = messages.filter((m) => m.toLowerCase().includes('"the vault"'));
        expect(playProblems(dungeon, REQUESTS, pieceEventTiles(dungeon, pieces))).toEqual([]);
        if (!placed) {
          expect(vaultMessages.length).toBeGreaterThan(0);
          return;
        }
        const site: PieceSite = { name: vault.name, area: placed.area, x: placed.x, y: placed.y, width: placed.width, height: placed.height };
        const door = siteDoor(dungeon.grid, site);
        const [lock] = of(1);
        const keys = of(2);
        if (door < 0) {
          // Not joined by exactly one entrance: the lock gates the way instead, and a message says why.
          expect(vaultMessages.length).toBeGreaterThan(0);
          if (lock) expect(insideSite(site, lock.tile, dungeon.width)).toBe(false);
          return;
        }
        expect(lock?.tile).toBe(door);
        expect(entranceTiles(dungeon, vault, site, placed.mirrored)).toContain(door);
        expect(keys.length).toBeGreaterThan(0);
        const withoutLock = play(dungeon, REQUESTS, door).reached;
        for (const key of keys) {
          expect(insideSite(site, key.tile, dungeon.width)).toBe(false);
          expect(touches(dungeon, withoutLock, key.tile)).toBe(true);
        }
        // Behind the door lies the vault's floor alone: nothing of the way, nothing else generated.
        for (const copy of copies) {
          if (copy.tile === door || !insideSite(site, copy.tile, dungeon.width)) continue;
          expect([3, 1]).toContain(copy.request);
        }
        const [chest] = of(3);
        expect(chest && insideSite(site, chest.tile, dungeon.width)).toBe(true);
        // The key's request named the vault too: its own lock shuts it, so one message says it stays outside.
        expect(vaultMessages.filter((m) => !m.includes("behind a lock"))).toEqual([]);
      }),
      { numRuns: runs(6, 100), seed: 20261131 },
    );
  });

  it("a vault joined by several entrances: its lock goes on the way to the stairs instead, with a message; the dungeon plays through", () => {
    fc.assert(
      fc.property(fc.integer({ min: 44, max: 90 }), fc.integer({ min: 44, max: 90 }), fc.integer({ min: 0, max: 0xffffffff }), openVaults, (width, height, seed, vault) => {
        const made = generateNamingPieces(width, height, name, [vault], REQUESTS, seed);
        if (!made) return;
        const { dungeon, messages } = made;
        expect(playProblems(dungeon, REQUESTS, pieceEventTiles(dungeon, [vault]))).toEqual([]);
        const placed = dungeon.pieces[0];
        if (!placed) return;
        const site: PieceSite = { name: vault.name, area: placed.area, x: placed.x, y: placed.y, width: placed.width, height: placed.height };
        const door = siteDoor(dungeon.grid, site);
        const lock = dungeon.content!.copies.find((copy) => copy.request === 1 && copy.tile >= 0);
        if (door >= 0) expect(lock?.tile).toBe(door);
        else {
          expect(messages.some((m) => m.includes('set piece "The Vault" has no door Lock 1 can close'))).toBe(true);
          if (lock) expect(insideSite(site, lock.tile, dungeon.width)).toBe(false);
        }
      }),
      { numRuns: runs(4, 60), seed: 20261133 },
    );
  });

  it("a name no placed piece has: the copies go where they would without it, one message per request", () => {
    fc.assert(
      fc.property(fc.integer({ min: 44, max: 80 }), fc.integer({ min: 44, max: 80 }), fc.integer({ min: 0, max: 0xffffffff }), pieceLists, (width, height, seed, pieces) => {
        const plain: ContentRequest[] = [{ role: "stairs" }, { role: "lock" }, { role: "key" }, { role: "treasure", min: 2, max: 2 }, { role: "monster", min: 1, max: 3 }];
        const naming = plain.map((request) => ({ ...request, piece: "nowhere" }));
        const without = generateNamingPieces(width, height, name, pieces, plain, seed);
        const withName = generateNamingPieces(width, height, name, pieces, naming, seed);
        if (!without || !withName) return;
        const tiles = (dungeon: Dungeon) => dungeon.content!.copies.map((copy) => [copy.request, copy.copy, copy.tile]);
        expect(tiles(withName.dungeon)).toEqual(tiles(without.dungeon));
        const extra = withName.messages.filter((m) => !without.messages.includes(m));
        expect(extra.length).toBeGreaterThan(0);
        for (const message of extra) expect(message).toMatch(/^request \d+: no set piece "nowhere" is in this dungeon/);
        expect(new Set(extra.map((m) => m.split(":")[0])).size).toBe(extra.length);
      }),
      { numRuns: runs(4, 60), seed: 20261132 },
    );
  });
});

describe("a piece's name where a role cannot use it", () => {
  it("the boss, the entrance and doors stand where the way needs them: the name is not used, one message each; a name that is not text is reported", () => {
    const vault = pieceOf({ width: 7, height: 6, entrances: [{ side: 3, at: 0.5 }], events: 0, required: true, mirror: false, spot: "anywhere", weight: 1, max: 1 }, "Vault");
    const requests: ContentRequest[] = [{ role: "stairs" }, { role: "boss", piece: "vault" }, { role: "entrance", piece: "vault" }, { role: "door", piece: "vault" }, { role: "treasure", piece: 7 as unknown as string }];
    const made = generateNamingPieces(60, 60, "rooms", [vault], requests, 7);
    expect(made).not.toBeNull();
    const { dungeon, messages } = made!;
    expect(messages.filter((m) => m.includes("does not go inside a set piece"))).toEqual([
      'request 2: the boss does not go inside a set piece; "vault" is not used',
      'request 3: the entrance does not go inside a set piece; "vault" is not used',
      'request 4: the door does not go inside a set piece; "vault" is not used',
    ]);
    expect(messages).toContain("request 5: piece 7 is not valid; using no piece");
    const placed = dungeon.pieces[0];
    const site: PieceSite = { name: vault.name, area: placed.area, x: placed.x, y: placed.y, width: placed.width, height: placed.height };
    for (const copy of dungeon.content!.copies) if (copy.tile >= 0) expect(insideSite(site, copy.tile, dungeon.width)).toBe(false);
  });
});

describe("gatehouses on the way to the stairs' piece", () => {
  // The arrival's room (left) reaches the farthest floor (right) through a one-wide corridor, a
  // chokepoint already; the stairs' piece (the goal, bottom right) lies behind a three-tall passage
  // with none. Told the goal, the gatehouse walls that passage across but for its bottom tile.
  const rows = [
    "                                        ",
    " ###################################### ",
    " ###################################### ",
    " .......,,,,,,,,,,,,,,,,,,,............ ",
    " .......                   ............ ",
    " .......                   ............ ",
    " .......################                ",
    " .......################                ",
    " .......................                ",
    " .......................                ",
    " .......................                ",
    "                                        ",
  ];
  const arrival = 3 * rows[0].length + 1;
  const goal = 9 * rows[0].length + 22;

  test("the farthest floor already behind a chokepoint: nothing is built without the goal", () => {
    const grid = gridOf(rows);
    expect(buildGatehouses({ grid, layout: layoutOf(grid), arrival, locksWanted: 1, wallHeight: 2 })).toEqual([]);
  });

  test("with the goal given, a gate closes the passage to it", () => {
    const grid = gridOf(rows);
    const gates = buildGatehouses({ grid, layout: layoutOf(grid), arrival, locksWanted: 1, wallHeight: 2, goal });
    expect(gates).toHaveLength(1);
    expect(Math.floor(gates[0] / grid.width)).toBe(10);
    expect(new FloorTree(grid, arrival).chain(goal)).toContain(gates[0]);
  });
});
