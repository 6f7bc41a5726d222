/**
 * Content over every registered layout (invariant 3: spacing; invariant 7: the dungeon can be
 * played through), checked by an independent replay of the rules: the player walks from the
 * arrival, picks up the keys within reach, opens the locks those keys fit, beats the boss, and
 * repeats ("collect reachable keys, open reachable locks"); the stairs must be reached. Every other
 * event must leave every free floor tile reachable once locks and boss are open.
 */
import fc from "fast-check";
import { Dungeon, LAYOUTS, Relaxation, TileKind, areaDistances, buildAreaGraph, generateDungeon, isFloor } from "../../src/core";
import type { ContentCopy, ContentRequest, ContentRole } from "../../src/core/content";
import { expectDungeon } from "./helpers";
import { runs } from "../runs";

const LAYOUT_NAMES = LAYOUTS.map((layout) => layout.name);

/** Roles the player can walk through: doors open. */
const PASSABLE: ReadonlySet<ContentRole> = new Set(["door", "secretDoor"]);
/** Roles that may be the only way through. */
const GATES: ReadonlySet<ContentRole> = new Set(["lock", "boss"]);
/** Roles exempt from the spacing rule where their role needs it (invariant 3). */
const EXEMPT: ReadonlySet<ContentRole> = new Set(["door", "secretDoor", "lock", "boss", "entrance"]);

function roleOf(requests: readonly ContentRequest[], copy: ContentCopy): ContentRole {
  return requests[copy.request].role ?? "none";
}

function neighbours(tile: number, width: number, height: number): number[] {
  const x = tile % width;
  const result: number[] = [];
  if (tile >= width) result.push(tile - width);
  if (x > 0) result.push(tile - 1);
  if (x < width - 1) result.push(tile + 1);
  if (tile < (height - 1) * width) result.push(tile + width);
  return result;
}

/** Floor reached from the arrival over tiles `open` allows (a plain flood fill with a typed queue). */
function reach(dungeon: Dungeon, open: (tile: number) => boolean): Uint8Array {
  const { width, height, grid } = dungeon;
  const kinds = grid.kinds;
  const reached = new Uint8Array(kinds.length);
  const queue = new Int32Array(kinds.length);
  let tail = 0;
  queue[tail++] = dungeon.arrival;
  reached[dungeon.arrival] = 1;
  const visit = (next: number) => {
    if (!reached[next] && isFloor(kinds[next]) && open(next)) {
      reached[next] = 1;
      queue[tail++] = next;
    }
  };
  for (let head = 0; head < tail; head++) {
    const tile = queue[head];
    const x = tile % width;
    if (tile >= width) visit(tile - width);
    if (x > 0) visit(tile - 1);
    if (x < width - 1) visit(tile + 1);
    if (tile < (height - 1) * width) visit(tile + width);
  }
  return reached;
}

/** The player can act on an event standing on a reached tile or beside one. */
function touches(dungeon: Dungeon, reached: Uint8Array, tile: number): boolean {
  return reached[tile] === 1 || neighbours(tile, dungeon.width, dungeon.height).some((next) => reached[next] === 1);
}

interface Replay {
  stairsReached: boolean;
  keysUnreached: number;
  /** Keys that cannot be reached without passing their own lock. */
  keysBehindTheirLock: number;
  /** Free floor tiles cut off although every lock and the boss are open. */
  blockedFloor: number;
}

function replay(dungeon: Dungeon, requests: readonly ContentRequest[]): Replay {
  const copies = dungeon.content!.copies.filter((copy) => copy.tile >= 0);
  const eventAt = new Map<number, ContentCopy>();
  for (const copy of copies) eventAt.set(copy.tile, copy);
  const role = (copy: ContentCopy) => roleOf(requests, copy);
  const levelOf = (copy: ContentCopy) => requests[copy.request].level ?? 1;
  const opened = new Set<number>();
  const keys = new Set<number>();
  const walkable = (tile: number) => {
    const copy = eventAt.get(tile);
    return copy === undefined || PASSABLE.has(role(copy)) || opened.has(tile);
  };
  let reached = reach(dungeon, walkable);
  for (let changed = true; changed; ) {
    changed = false;
    for (const copy of copies) {
      if (!touches(dungeon, reached, copy.tile)) continue;
      if (role(copy) === "key" && !keys.has(levelOf(copy))) changed = keys.add(levelOf(copy)) !== undefined;
      const opens = role(copy) === "boss" || (role(copy) === "lock" && keys.has(levelOf(copy)));
      if (opens && !opened.has(copy.tile)) changed = opened.add(copy.tile) !== undefined;
    }
    if (changed) reached = reach(dungeon, walkable);
  }
  const stairs = copies.filter((copy) => role(copy) === "stairs");
  const keyCopies = copies.filter((copy) => role(copy) === "key");
  let keysBehindTheirLock = 0;
  for (const lock of copies.filter((copy) => role(copy) === "lock")) {
    const without = reach(dungeon, (tile) => {
      const copy = eventAt.get(tile);
      return tile !== lock.tile && (copy === undefined || PASSABLE.has(role(copy)) || GATES.has(role(copy)));
    });
    keysBehindTheirLock += keyCopies.filter((key) => levelOf(key) === levelOf(lock) && !touches(dungeon, without, key.tile)).length;
  }
  const allOpen = reach(dungeon, (tile) => {
    const copy = eventAt.get(tile);
    return copy === undefined || PASSABLE.has(role(copy)) || GATES.has(role(copy));
  });
  let blockedFloor = 0;
  dungeon.grid.kinds.forEach((kind, tile) => {
    if (isFloor(kind) && !eventAt.has(tile) && !allOpen[tile]) blockedFloor++;
  });
  return {
    stairsReached: stairs.every((copy) => touches(dungeon, reached, copy.tile)),
    keysUnreached: keyCopies.filter((copy) => !touches(dungeon, reached, copy.tile)).length,
    keysBehindTheirLock,
    blockedFloor,
  };
}

/** A content list with 1–3 nested lock/key pairs, stairs, a boss and the usual crowd. */
function lockedContent(pairs: number, keysPerLevel: number): ContentRequest[] {
  const requests: ContentRequest[] = [{ role: "stairs" }, { role: "entrance" }, { role: "boss" }];
  for (let level = 1; level <= pairs; level++) requests.push({ role: "lock", level }, { role: "key", level, min: keysPerLevel, max: keysPerLevel });
  requests.push({ role: "treasure", min: 1, max: 3 }, { role: "monster", min: 2, max: 5 }, { role: "trap", min: 0, max: 3 }, { role: "door" }, { role: "secretDoor" }, { role: "wall" }, {});
  return requests;
}

/** A layout's request with the options that give it one-tile chokepoints some of the time. */
function layoutRequest(layout: string, narrow: boolean): Record<string, unknown> {
  return { layout, ...(narrow ? { corridorWidth: 1 } : {}) };
}

describe("invariant 7 over every layout: solvable, nothing but a lock or the boss blocks the way", () => {
  const RUNS_PER_LAYOUT = runs(80, Math.ceil(10000 / LAYOUT_NAMES.length));

  test.each(LAYOUT_NAMES)(`%s: ${RUNS_PER_LAYOUT} seeds with 1–3 lock/key pairs`, (layout) => {
    let locksPlaced = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 41, max: 52 }),
        fc.integer({ min: 37, max: 46 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 2 }),
        fc.boolean(),
        (seed, width, height, pairs, keysPerLevel, narrow) => {
          const requests = lockedContent(pairs, keysPerLevel);
          const dungeon = expectDungeon(generateDungeon(width, height, { ...layoutRequest(layout, narrow), content: requests }, seed));
          const result = replay(dungeon, requests);
          locksPlaced += dungeon.content!.copies.filter((copy) => roleOf(requests, copy) === "lock").length;
          expect(result).toEqual({ stairsReached: true, keysUnreached: 0, keysBehindTheirLock: 0, blockedFloor: 0 });
          // Every lock placed has a key of its level placed, and no copy stands on the arrival.
          const copies = dungeon.content!.copies;
          for (const lock of copies.filter((copy) => roleOf(requests, copy) === "lock")) {
            expect(copies.some((copy) => roleOf(requests, copy) === "key" && requests[copy.request].level === requests[lock.request].level)).toBe(true);
          }
          expect(copies.some((copy) => copy.tile === dungeon.arrival)).toBe(false);
        },
      ),
      { numRuns: RUNS_PER_LAYOUT, seed: 13 },
    );
    // Every layout gets its locks (else the property says little): a chokepoint it has, or a gatehouse (src/core/gatehouse.ts).
    expect(locksPlaced).toBeGreaterThan(RUNS_PER_LAYOUT / 2);
  });
});

/** A heavy request: up to 8 nested lock levels with 1–3 keys each, several bosses, many traps, monsters, plain and wall events, doors. */
const heavyContent: fc.Arbitrary<ContentRequest[]> = fc
  .record({
    levels: fc.integer({ min: 0, max: 8 }),
    keys: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 8, maxLength: 8 }),
    bosses: fc.integer({ min: 0, max: 3 }),
    traps: fc.integer({ min: 0, max: 8 }),
    monsters: fc.integer({ min: 0, max: 12 }),
    plain: fc.integer({ min: 0, max: 9 }),
    walls: fc.integer({ min: 0, max: 5 }),
    stairs: fc.integer({ min: 1, max: 2 }),
  })
  .map(({ levels, keys, bosses, traps, monsters, plain, walls, stairs }) => {
    const requests: ContentRequest[] = [{ role: "stairs", min: stairs, max: stairs }, { role: "entrance" }, { role: "door" }, { role: "secretDoor" }];
    for (let level = 1; level <= levels; level++) requests.push({ role: "lock", level }, { role: "key", level, min: keys[level - 1], max: keys[level - 1] });
    for (let boss = 0; boss < bosses; boss++) requests.push({ role: "boss" });
    requests.push({ role: "trap", min: traps, max: traps }, { role: "monster", min: monsters, max: monsters }, { min: plain, max: plain }, { role: "wall", min: walls, max: walls }, { role: "treasure", min: 0, max: 4 });
    return requests;
  });

describe("invariant 7 under heavy requests: it holds, or what cannot be placed fairly is left out", () => {
  test.each(LAYOUT_NAMES)("%s: 40-odd requests, up to 8 locks, bosses and traps, 40×40 to 128×128", (layout) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 40, max: 128 }), fc.integer({ min: 40, max: 128 }), heavyContent, fc.boolean(), (seed, width, height, requests, narrow) => {
        const result = generateDungeon(width, height, { ...layoutRequest(layout, narrow), content: requests }, seed);
        if (!result.ok) return;
        const dungeon = result.dungeon;
        expect(replay(dungeon, requests)).toEqual({ stairsReached: true, keysUnreached: 0, keysBehindTheirLock: 0, blockedFloor: 0 });
      }),
      { numRuns: runs(25, 2000), seed: 41 },
    );
  });

  test("a one-wide maze braided through: monsters, treasure, the stairs and a lock all find fair tiles", () => {
    const requests: ContentRequest[] = [{ role: "stairs" }, { role: "lock", level: 1 }, { role: "key", level: 1 }, { role: "monster", min: 8, max: 8 }, { role: "treasure", min: 5, max: 5 }];
    for (let seed = 1; seed <= runs(12, 200); seed++) {
      const dungeon = expectDungeon(generateDungeon(68, 64, { layout: "maze", mazePathWidth: 1, mazeBraidChance: 100, content: requests }, seed));
      expect(dungeon.content!.problems).toEqual([]);
      expect(dungeon.content!.copies.filter((copy) => copy.tile >= 0)).toHaveLength(16);
      expect(replay(dungeon, requests)).toEqual({ stairsReached: true, keysUnreached: 0, keysBehindTheirLock: 0, blockedFloor: 0 });
    }
  });
});

/** Chebyshev distance between two tiles. */
function apart(a: number, b: number, width: number): number {
  return Math.max(Math.abs((a % width) - (b % width)), Math.abs(Math.floor(a / width) - Math.floor(b / width)));
}

const PLAIN_ROLES: ContentRole[] = ["none", "treasure", "monster", "trap", "wall", "stairs", "entrance"];

const requestArbitrary: fc.Arbitrary<ContentRequest> = fc
  .record({
    role: fc.constantFrom(...PLAIN_ROLES),
    min: fc.integer({ min: 0, max: 3 }),
    extra: fc.integer({ min: 0, max: 3 }),
    chance: fc.constantFrom(0, 50, 100, 100),
    group: fc.constantFrom(null, null, null, "a", "b"),
    place: fc.constantFrom(undefined, "room", "corridor", "any"),
  })
  .map(({ role, min, extra, chance, group, place }) => ({ role, min, max: min + extra, chance, group, ...(place ? { place: place as ContentRequest["place"] } : {}) }));

describe("counts, chances, groups, places and spacing", () => {
  test.each(LAYOUT_NAMES)("%s: random template lists on 68×64", (layout) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.array(requestArbitrary, { minLength: 1, maxLength: 8 }), fc.boolean(), (seed, plain, doors) => {
        const requests: ContentRequest[] = [...plain, ...(doors ? [{ role: "door" as const }, { role: "secretDoor" as const }] : [])];
        const dungeon = expectDungeon(generateDungeon(68, 64, { layout, content: requests }, seed));
        const { copies, problems } = dungeon.content!;
        const { width, grid, layout: carved } = dungeon;
        expect(problems).toEqual([]);
        // Same seed, same content.
        expect(expectDungeon(generateDungeon(68, 64, { layout, content: requests }, seed)).content).toEqual(dungeon.content);

        requests.forEach((request, index) => {
          const own = copies.filter((copy) => copy.request === index);
          expect(new Set(own.map((copy) => copy.copy)).size).toBe(own.length);
          if (request.role === "door" || request.role === "secretDoor") return;
          for (const copy of own) expect(copy.copy).toBeLessThan(request.max!);
          if (request.group) return;
          if (request.chance === 0) expect(own).toHaveLength(0);
          if (request.chance === 100) {
            expect(own.length).toBeGreaterThanOrEqual(request.min!);
            expect(own.length).toBeLessThanOrEqual(request.max!);
          }
        });
        for (const group of ["a", "b"]) {
          const members = requests.map((request, index) => (request.group === group ? index : -1)).filter((index) => index >= 0);
          if (members.length === 0) continue;
          const shown = copies.filter((copy) => members.includes(copy.request)).length;
          const sure = members.some((index) => requests[index].min! > 0);
          const possible = members.some((index) => requests[index].max! > 0);
          expect(shown).toBe(sure ? 1 : possible ? shown : 0);
          expect(shown).toBeLessThanOrEqual(1);
        }

        // Doors: one on every door opening (chance 100), each exactly on its opening.
        const doorTiles = (kind: string) => new Set(carved.openings.filter((opening) => opening.kind === kind && opening.tile !== dungeon.arrival).map((opening) => opening.tile));
        for (const [role, kind] of [["door", "door"], ["secretDoor", "secret"]] as const) {
          const placed = copies.filter((copy) => roleOf(requests, copy) === role).map((copy) => copy.tile);
          for (const tile of placed) expect(doorTiles(kind).has(tile)).toBe(true);
          expect(placed.length).toBe(doors ? doorTiles(kind).size : 0);
        }

        const tiles = copies.map((copy) => copy.tile);
        expect(tiles.every((tile) => tile >= 0 && isFloor(grid.kinds[tile]))).toBe(true);
        expect(new Set(tiles).size).toBe(tiles.length);
        expect(tiles).not.toContain(dungeon.arrival);
        for (const copy of copies) {
          const role = roleOf(requests, copy);
          const place = requests[copy.request].place ?? (role === "trap" || role === "wall" ? "any" : "room");
          if (role === "wall") expect(grid.kinds[copy.tile - width]).toBe(TileKind.Wall);
          if (role === "trap") expect(carved.openings.some((opening) => opening.tile === copy.tile)).toBe(false);
          if (copy.relaxation !== Relaxation.None || EXEMPT.has(role)) continue;
          // Invariant 3 for unrelaxed copies: on their floor kind, spaced from the arrival and each other.
          if (place === "room") expect(grid.kinds[copy.tile]).toBe(TileKind.Room);
          if (place === "corridor") expect(grid.kinds[copy.tile]).toBe(TileKind.Corridor);
          expect(apart(copy.tile, dungeon.arrival, width)).toBeGreaterThanOrEqual(2);
          for (const other of copies) {
            if (other !== copy && !EXEMPT.has(roleOf(requests, other))) expect(apart(copy.tile, other.tile, width)).toBeGreaterThanOrEqual(2);
          }
        }
        expect(replay(dungeon, requests).blockedFloor).toBe(0);
      }),
      { numRuns: runs(15, 60), seed: 7 },
    );
  });
});

describe("roles", () => {
  test.each(LAYOUT_NAMES)("%s: the stairs go to the farthest area that can hold them; the entrance beside the arrival; the boss guards the stairs", (layout) => {
    const requests: ContentRequest[] = [{ role: "stairs" }, { role: "entrance" }, { role: "boss" }];
    for (let seed = 0; seed < runs(10, 40); seed++) {
      const dungeon = expectDungeon(generateDungeon(68, 64, { layout, content: requests }, seed));
      const { width, height, layout: carved, grid } = dungeon;
      const copies = dungeon.content!.copies;
      const [stairs, entrance, boss] = [0, 1, 2].map((request) => copies.find((copy) => copy.request === request)!);
      const graph = buildAreaGraph(carved.areas.length, carved.openings);
      const distance = areaDistances(graph, carved.areaOf[dungeon.arrival] - 1);
      const areaOf = (tile: number) => carved.areaOf[tile] - 1;
      // The farthest area of the stairs' floor kind with a tile free of corridor neighbours and of
      // the arrival, whose neighbours stay joined around it (the stairs block the way like any event).
      const holds = (tile: number) => {
        const x = tile % width;
        const y = Math.floor(tile / width);
        if (apart(tile, dungeon.arrival, width) < 2) return false;
        let free = 0;
        for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          const kind = nx >= 0 && ny >= 0 && nx < width && ny < height ? grid.kinds[ny * width + nx] : TileKind.Void;
          if (kind === TileKind.Corridor && grid.kinds[tile] === TileKind.Room) return false;
          if ((dx === 0) !== (dy === 0) && isFloor(kind)) free++;
        }
        return free >= 1;
      };
      let farthest = -1;
      grid.kinds.forEach((kind, tile) => {
        if (kind === grid.kinds[stairs.tile] && holds(tile) && distance[areaOf(tile)] > farthest) farthest = distance[areaOf(tile)];
      });
      expect(stairs.relaxation === Relaxation.None || stairs.relaxation === Relaxation.OnCorridor).toBe(true);
      expect(distance[areaOf(stairs.tile)]).toBeGreaterThanOrEqual(farthest);
      if (entrance.relaxation === Relaxation.None) expect(apart(entrance.tile, dungeon.arrival, width)).toBe(1);
      // The boss stands between the arrival and the stairs, or beside them, or in their area.
      const withoutBoss = reach(dungeon, (tile) => tile !== boss.tile && tile !== stairs.tile && tile !== entrance.tile);
      const gates = !touches(dungeon, withoutBoss, stairs.tile);
      expect(gates || apart(boss.tile, stairs.tile, width) === 1 || areaOf(boss.tile) === areaOf(stairs.tile)).toBe(true);
    }
  });

  test("treasure goes to dead-end areas first", () => {
    for (let seed = 0; seed < runs(15, 60); seed++) {
      const dungeon = expectDungeon(generateDungeon(68, 64, { layout: "rooms", content: [{ role: "treasure", min: 2, max: 2 }] }, seed));
      const { layout: carved } = dungeon;
      const graph = buildAreaGraph(carved.areas.length, carved.openings);
      const deadEndRooms = carved.areas.filter((area) => graph.deadEnd[area.id] && area.kind === "room" && area.size >= 9).length;
      const inDeadEnds = dungeon.content!.copies.filter((copy) => graph.deadEnd[carved.areaOf[copy.tile] - 1]).length;
      expect(inDeadEnds).toBeGreaterThanOrEqual(Math.min(2, deadEndRooms));
    }
  });

  test("monsters stay out of the arrival's area while other areas have room", () => {
    for (let seed = 0; seed < runs(15, 60); seed++) {
      const dungeon = expectDungeon(generateDungeon(68, 64, { content: [{ role: "monster", min: 4, max: 4 }] }, seed));
      const arrivalArea = dungeon.layout.areaOf[dungeon.arrival];
      const copies = dungeon.content!.copies;
      expect(copies).toHaveLength(4);
      for (const copy of copies) expect(dungeon.layout.areaOf[copy.tile]).not.toBe(arrivalArea);
    }
  });

  test("keys nest: key n lies behind lock n − 1 and before lock n", () => {
    const requests: ContentRequest[] = [{ role: "stairs" }, { role: "lock", level: 1 }, { role: "key", level: 1 }, { role: "lock", level: 2 }, { role: "key", level: 2 }];
    let checked = 0;
    const seeds = runs(20, 80);
    for (let seed = 0; seed < seeds; seed++) {
      const dungeon = expectDungeon(generateDungeon(68, 64, { layout: "rooms", content: requests }, seed));
      const tileOf = (request: number) => dungeon.content!.copies.find((copy) => copy.request === request)?.tile ?? -1;
      const [lock1, key1, lock2, key2] = [1, 2, 3, 4].map(tileOf);
      if (lock1 < 0 || lock2 < 0) continue;
      checked++;
      const stairs = tileOf(0);
      const closed = (...locks: number[]) => reach(dungeon, (tile) => !locks.includes(tile));
      expect(touches(dungeon, closed(lock1, lock2), key1)).toBe(true);
      expect(touches(dungeon, closed(lock1), key2)).toBe(false);
      expect(touches(dungeon, closed(lock2), key2)).toBe(true);
      expect(touches(dungeon, closed(lock2), stairs)).toBe(false);
      expect(touches(dungeon, closed(lock1), stairs)).toBe(false);
    }
    // Both locks find chokepoints in most rooms dungeons: the rule is checked on them.
    expect(checked).toBeGreaterThan(seeds * 0.75);
  });
});
