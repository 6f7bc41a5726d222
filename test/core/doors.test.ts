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

test("the room chain, the crawlers and the digger declare both chances", () => {
  expect(withDoors.map((layout) => layout.name)).toEqual(expect.arrayContaining(["rooms", "digger", "crawlers"]));
});

describe.each(withDoors.map((layout) => [layout.name]))("%s", (layout) => {
  // The carving is the same whatever the chances (doors are rolled last), so "every doorway" is
  // the door openings at Door Chance 100 on the same seeds.
  const seeds = 12;
  const doorways = () => openingsOf(layout, { doorChance: 100, secretDoorChance: 0 }, seeds).filter((opening) => opening.kind === "door");

  test("chance 0: every doorway is an open passage", () => {
    const openings = openingsOf(layout, { doorChance: 0, secretDoorChance: 0 }, 4);
    expect(openings.length).toBeGreaterThan(0);
    expect(openings.every((opening) => opening.kind === "open")).toBe(true);
  });

  test("Door Chance 100 makes doors of the doorways; Secret Door Chance 100 makes every one of them secret", () => {
    const doors = doorways();
    expect(doors.length).toBeGreaterThan(0);
    const secret = openingsOf(layout, { doorChance: 100, secretDoorChance: 100 }, seeds);
    expect(secret.filter((opening) => opening.kind === "secret").map((opening) => opening.tile)).toEqual(doors.map((opening) => opening.tile));
    expect(secret.some((opening) => opening.kind === "door")).toBe(false);
  });

  test("in between, the share of doors among the doorways follows the chance", () => {
    // Many seeds, for enough doorways to count shares (the crawlers make about one a map).
    const many = 60;
    const total = openingsOf(layout, { doorChance: 100, secretDoorChance: 0 }, many).filter((opening) => opening.kind === "door").length;
    const openings = openingsOf(layout, { doorChance: 40, secretDoorChance: 10 }, many);
    const count = (kind: string) => openings.filter((opening) => opening.kind === kind).length;
    expect(total).toBeGreaterThan(40);
    expect(count("secret") / total).toBeGreaterThan(0.02);
    expect(count("secret") / total).toBeLessThan(0.22);
    // A door is rolled only where no secret door was: 40 % of the other 90 %.
    expect(count("door") / total).toBeGreaterThan(0.22);
    expect(count("door") / total).toBeLessThan(0.5);
  });
});

test("the room chain's default no longer makes every doorway a door", () => {
  for (const [layout, low, high] of [["rooms", 0.15, 0.45]] as const) {
    const all = openingsOf(layout, { doorChance: 100, secretDoorChance: 0 }, 6).filter((opening) => opening.kind === "door").length;
    const doors = openingsOf(layout, {}, 6).filter((opening) => opening.kind === "door").length;
    expect(doors / all).toBeGreaterThan(low);
    expect(doors / all).toBeLessThan(high);
  }
});
