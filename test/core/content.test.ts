/**
 * content.ts one rule at a time: requests as anything a caller could hand over (never a throw),
 * counts and chances, exactly-one groups, lock/key bookkeeping, determinism, and that content
 * never changes the layout or the arrival.
 */
import { TileKind, createGrid, fillRect, generateDungeon, labelFloor, kindOfTile, findOpenings } from "../../src/core";
import type { Layout } from "../../src/core";
import { ContentRequest, placeArrivalAndContent, placeContent } from "../../src/core/content";
import { expectDungeon } from "./helpers";
import { runs } from "../runs";

/** A hand-made layout: two 5×4 rooms joined by a one-tile corridor (the corridor is the chokepoint). */
function twoRooms() {
  const grid = createGrid(16, 8);
  fillRect(grid, { x: 1, y: 2, width: 5, height: 4 }, TileKind.Room);
  fillRect(grid, { x: 6, y: 3, width: 3, height: 1 }, TileKind.Corridor);
  fillRect(grid, { x: 9, y: 2, width: 5, height: 4 }, TileKind.Room);
  const areaOf = new Uint16Array(grid.kinds.length);
  const areas: Layout["areas"] = [];
  labelFloor(grid, areaOf, areas, kindOfTile);
  const layout: Layout = { algorithm: "test", areas, areaOf, openings: findOpenings(grid, areaOf), overlay: { boxes: [], lines: [], marks: [] } };
  return { grid, layout, arrival: 3 * 16 + 2 };
}

function plan(requests: unknown, seed = 1) {
  const { grid, layout, arrival } = twoRooms();
  return placeContent(grid, layout, arrival, requests, seed);
}

describe("requests as given", () => {
  test("bad fields: one message each, the default used", () => {
    const result = plan([{ role: "dragon", min: -1, max: 2.5, chance: 300, place: "ceiling", group: 7, level: 0, label: "event 9" }]);
    expect(result.problems).toEqual([
      'event 9: role "dragon" is not valid; using none',
      "event 9: level 0 is not valid; using 1",
      "event 9: min -1 is not valid; using 1",
      "event 9: max 2.5 is not valid; using 1",
      "event 9: chance 300 is not valid; using 100",
      "event 9: group 7 is not valid; using no group",
      'event 9: place "ceiling" is not valid; using room',
    ]);
    expect(result.copies).toHaveLength(1);
  });

  test("anything at all: never throws, a message and a safe plan", () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error("no");
        },
      },
    );
    for (const given of [null, 3, "stairs", [null, 5, hostile], { length: 2 }]) {
      expect(() => plan(given)).not.toThrow();
    }
    expect(plan("stairs").problems).toEqual(['content requests "stairs" are not a list; no content is placed']);
    expect(plan([null]).problems).toEqual(["request 1: null is not a content request; placed as a plain event"]);
    expect(plan([null]).copies).toHaveLength(1);
  });

  test("reversed counts are swapped with a message", () => {
    const result = plan([{ min: 3, max: 1, label: "bats" }]);
    expect(result.problems).toEqual(["bats: copies 3-1 run backwards; using 1-3"]);
    expect(result.copies.length).toBeGreaterThanOrEqual(1);
  });

  test("no floor, or an arrival off the floor: nothing placed, one message", () => {
    const { layout } = twoRooms();
    const empty = createGrid(16, 8);
    expect(placeContent(empty, layout, 0, [{ role: "stairs" }], 1)).toEqual({ copies: [], problems: ["the dungeon has no floor for content; nothing is placed"] });
    expect(placeContent(empty, layout, -1, [], 1)).toEqual({ copies: [], problems: [] });
  });
});

describe("counts, chances and groups", () => {
  test("a count range gives every count in it over many seeds, copies numbered from 0", () => {
    const counts = new Set<number>();
    for (let seed = 0; seed < 60; seed++) {
      const { copies } = plan([{ role: "monster", min: 0, max: 3 }], seed);
      counts.add(copies.length);
      expect(copies.map((copy) => copy.copy)).toEqual([...copies.keys()]);
    }
    expect([...counts].sort()).toEqual([0, 1, 2, 3]);
  });

  test("a chance drops copies but keeps their numbers (stable slots)", () => {
    let dropped = 0;
    for (let seed = 0; seed < 40; seed++) {
      const numbers = plan([{ min: 4, max: 4, chance: 50 }], seed).copies.map((copy) => copy.copy);
      for (const number of numbers) expect(number).toBeLessThan(4);
      if (numbers.length < 4 && numbers.length > 0 && numbers[numbers.length - 1] === 3) dropped++;
    }
    expect(dropped).toBeGreaterThan(0);
  });

  test("a group: exactly one copy in all, even when every chance is low; weighted by chance", () => {
    const picks = [0, 0];
    for (let seed = 0; seed < 200; seed++) {
      const { copies } = plan([{ group: "Exit", chance: 90 }, { group: "exit", chance: 10 }], seed);
      expect(copies).toHaveLength(1);
      picks[copies[0].request]++;
    }
    expect(picks[0]).toBeGreaterThan(picks[1] * 3);
    for (let seed = 0; seed < 20; seed++) expect(plan([{ group: "g", chance: 0 }, { group: "g", chance: 0 }], seed).copies).toHaveLength(1);
  });
});

describe("locks and keys on a hand-made map", () => {
  test("the lock goes on the one-tile passage, the key on the arrival's side, the stairs beyond", () => {
    for (let seed = 0; seed < 30; seed++) {
      const { copies, problems } = plan([{ role: "stairs" }, { role: "lock" }, { role: "key" }], seed);
      expect(problems).toEqual([]);
      const [stairs, lock, key] = [0, 1, 2].map((request) => copies.find((copy) => copy.request === request)!.tile % 16);
      // The chokepoints: the corridor (x 6–8) and the room tiles at its ends (x 5 and 9).
      expect(lock).toBeGreaterThanOrEqual(5);
      expect(lock).toBeLessThanOrEqual(9);
      expect(key).toBeLessThan(lock);
      expect(stairs).toBeGreaterThan(lock);
    }
  });

  test("a lock without a key, a key without a lock, a second lock of a level: each reported, none placed", () => {
    const result = plan([
      { role: "lock", level: 2, label: "gate" },
      { role: "key", level: 3, label: "key" },
      { role: "lock", level: 1, min: 2, max: 2, label: "door" },
      { role: "key", level: 1 },
    ]);
    expect(result.problems).toEqual([
      "gate: there is no Key 2 event; the lock is not placed",
      "door: only one Lock 1 is placed per dungeon; copy 2 is not placed",
      "key: there is no Lock 3 event; the key is not placed",
    ]);
    expect(result.copies.map((copy) => copy.request).sort()).toEqual([2, 3]);
  });

  test("a key whose lock lost its chance roll is left out quietly", () => {
    for (let seed = 0; seed < 10; seed++) {
      const result = plan([{ role: "lock", chance: 0 }, { role: "key" }], seed);
      expect(result).toEqual({ copies: [], problems: [] });
    }
  });
});

describe("content and the rest of the dungeon", () => {
  test("same seed, same content; asking for content changes neither the layout nor the arrival", () => {
    const requests: ContentRequest[] = [{ role: "stairs" }, { role: "treasure", min: 2, max: 5 }, { role: "monster", min: 1, max: 4 }];
    for (let seed = 0; seed < runs(5, 20); seed++) {
      const plain = expectDungeon(generateDungeon(68, 64, { layout: "digger" }, seed));
      const first = expectDungeon(generateDungeon(68, 64, { layout: "digger", content: requests }, seed));
      const second = expectDungeon(generateDungeon(68, 64, { layout: "digger", content: requests }, seed));
      expect(Buffer.from(first.grid.kinds).equals(Buffer.from(plain.grid.kinds))).toBe(true);
      expect(first.arrival).toBe(plain.arrival);
      expect(plain.content).toBeUndefined();
      expect(second.content).toEqual(first.content);
    }
    const a = expectDungeon(generateDungeon(68, 64, { content: requests }, 1)).content;
    const b = expectDungeon(generateDungeon(68, 64, { content: requests }, 2)).content;
    expect(a).not.toEqual(b);
  });

  test("an area's bounds only say where to look first: bounds left too tight place the content all the same", () => {
    // The stairs, the boss and treasure read areas' tile lists (found in the areas' bounds, checked
    // against the areas' tile counts); bounds shrunk to one tile must not move a single copy.
    const requests: ContentRequest[] = [{ role: "stairs" }, { role: "boss" }, { role: "treasure", min: 3, max: 3 }, { role: "monster", min: 2, max: 2 }, { min: 4, max: 4 }];
    for (const layout of ["cells", "rooms", "digger"]) {
      for (let seed = 0; seed < runs(3, 20); seed++) {
        const { grid, layout: made } = expectDungeon(generateDungeon(68, 64, { layout }, seed));
        const tight: Layout = { ...made, areas: made.areas.map((area) => ({ ...area, bounds: { x: area.bounds.x, y: area.bounds.y, width: 1, height: 1 } })) };
        const planned = placeArrivalAndContent(grid, made, requests, seed);
        expect(placeArrivalAndContent(grid, tight, requests, seed)).toEqual(planned);
        expect(planned.content!.copies.length).toBeGreaterThan(5);
      }
    }
  });
});
