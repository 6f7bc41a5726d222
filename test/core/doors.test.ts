/**
 * Door chances, on every registered layout that declares them (src/core/layout/kit/doors.ts):
 * each opening between two areas is a secret door with Secret Door Chance, else a door with Door
 * Chance, else open — so a Door template is placed in about that share of the doorways, not in all.
 */
import { LAYOUTS, generateDungeon } from "../../src/core";
import type { Opening } from "../../src/core";

const withDoors = LAYOUTS.filter((layout) => "doorChance" in layout.defaults && "secretDoorChance" in layout.defaults);

function openingsOf(layout: string, options: Record<string, number>, seeds: number): Opening[] {
  const all: Opening[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const result = generateDungeon(68, 64, { layout, ...options }, seed);
    if (!result.ok) throw new Error(result.reason);
    all.push(...result.dungeon.layout.openings);
  }
  return all;
}

const share = (openings: Opening[], kind: string) => openings.filter((opening) => opening.kind === kind).length / openings.length;

test("the room chain and the digger declare both chances", () => {
  expect(withDoors.map((layout) => layout.name)).toEqual(expect.arrayContaining(["rooms", "digger"]));
});

describe.each(withDoors.map((layout) => [layout.name]))("%s", (layout) => {
  test("chance 0: every doorway is an open passage", () => {
    const openings = openingsOf(layout, { doorChance: 0, secretDoorChance: 0 }, 4);
    expect(openings.length).toBeGreaterThan(0);
    expect(openings.every((opening) => opening.kind === "open")).toBe(true);
  });

  test("Door Chance 100: every doorway is a door; Secret Door Chance 100: every one a secret door", () => {
    expect(openingsOf(layout, { doorChance: 100, secretDoorChance: 0 }, 3).every((opening) => opening.kind === "door")).toBe(true);
    expect(openingsOf(layout, { doorChance: 100, secretDoorChance: 100 }, 3).every((opening) => opening.kind === "secret")).toBe(true);
  });

  test("in between, the share of doors follows the chance", () => {
    const openings = openingsOf(layout, { doorChance: 40, secretDoorChance: 10 }, 12);
    expect(openings.length).toBeGreaterThan(100);
    expect(share(openings, "secret")).toBeGreaterThan(0.03);
    expect(share(openings, "secret")).toBeLessThan(0.2);
    // A door is rolled only where no secret door was: 40 % of the other 90 %.
    expect(share(openings, "door")).toBeGreaterThan(0.26);
    expect(share(openings, "door")).toBeLessThan(0.46);
  });
});

test("the room chain's default no longer makes every doorway a door", () => {
  const openings = openingsOf("rooms", {}, 6);
  expect(share(openings, "door")).toBeGreaterThan(0.15);
  expect(share(openings, "door")).toBeLessThan(0.45);
});
