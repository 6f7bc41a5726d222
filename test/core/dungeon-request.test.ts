/**
 * What generateDungeon makes of a request: which layout a request names and what is said when it
 * names none it can use, prefabs/structure/content that are missing, malformed or unreadable, the
 * seed used, the phases reported in order, and what the result holds.
 */
import { Dungeon, GenerationResult, TileKind, generateDungeon, parsePrefabs, resolveDungeonOptions, resolveLayout } from "../../src/core";
import { LAYOUT_NAMES, findLayout } from "../../src/core/layout/index";

/** The registry's layouts as warnings list them. */
const KNOWN = LAYOUT_NAMES.join(", ");

function ok(result: GenerationResult): { dungeon: Dungeon; problems: string[] } {
  if (!result.ok) throw new Error(result.reason);
  return result;
}

const throwing = (key: string) =>
  Object.defineProperty({}, key, {
    get() {
      throw new Error("no");
    },
    enumerable: true,
  });

describe("resolveLayout", () => {
  test("a known name, any case, and no name (or no object) silently", () => {
    expect(resolveLayout({ layout: "Maze" })).toEqual({ algorithm: findLayout("maze"), problems: [] });
    expect(resolveLayout({})).toEqual({ algorithm: findLayout("cells"), problems: [] });
    expect(resolveLayout(undefined)).toEqual({ algorithm: findLayout("cells"), problems: [] });
    expect(resolveLayout("maze")).toEqual({ algorithm: findLayout("cells"), problems: [] });
  });

  test("an unknown or unreadable name: cells, with one message naming it and the known layouts", () => {
    expect(resolveLayout({ layout: "swamp" })).toEqual({
      algorithm: findLayout("cells"),
      problems: [`unknown layout "swamp"; known layouts: ${KNOWN}; using cells`],
    });
    expect(resolveLayout(throwing("layout")).problems).toEqual([`unknown layout "(unreadable)"; known layouts: ${KNOWN}; using cells`]);
    expect(resolveLayout({ layout: 5 }).problems).toEqual([`unknown layout 5; known layouts: ${KNOWN}; using cells`]);
  });
});

describe("resolveDungeonOptions", () => {
  test("the layout's options; another layout's options and unknown keys (eventCount of old callers too) ignored, silently", () => {
    const { options, algorithm, problems } = resolveDungeonOptions({ layout: "maze", eventCount: -4, roomChance: 5, nonsense: 1 });
    expect(algorithm.name).toBe("maze");
    expect(Object.keys(options).sort()).toEqual(Object.keys(findLayout("maze")!.defaults).sort());
    expect(problems).toEqual([]);
  });

  test("a request that is not an object is reported once, with the default layout's defaults", () => {
    const notObject = resolveDungeonOptions(42);
    expect(notObject.problems).toHaveLength(1);
    expect(notObject.options).toEqual(findLayout("cells")!.defaults);
  });

  test("the problems come in order: layout, then the layout's options", () => {
    const { problems } = resolveDungeonOptions({ layout: "swamp", roomChance: 500 });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^unknown layout/);
    expect(problems[1]).toContain("roomChance");
  });
});

describe("generateDungeon's request readers", () => {
  test("a structure of the wrong size is reported and ignored; null, missing or unreadable is silent", () => {
    const base = ok(generateDungeon(40, 30, { layout: "crawlers" }, 3));
    const wrong = ok(generateDungeon(40, 30, { layout: "crawlers", structure: new Uint8Array(10) }, 3));
    expect(wrong.problems).toEqual(["the painted structure is not one byte per tile of the 40×30 map; it is ignored"]);
    expect(Buffer.from(wrong.dungeon.grid.kinds).equals(Buffer.from(base.dungeon.grid.kinds))).toBe(true);
    expect(ok(generateDungeon(40, 30, { layout: "crawlers", structure: Array.from(new Uint8Array(1200)) }, 3)).problems).toHaveLength(1);
    expect(ok(generateDungeon(40, 30, { layout: "crawlers", structure: null }, 3)).problems).toEqual([]);
    const unreadable = Object.assign(throwing("structure"), { layout: "crawlers" });
    expect(ok(generateDungeon(40, 30, unreadable, 3)).problems).toEqual([]);
  });

  test("a structure of the right size reaches the layout", () => {
    const structure = new Uint8Array(40 * 30);
    for (let x = 10; x < 30; x++) for (let y = 12; y < 18; y++) structure[y * 40 + x] = 1; // StructureMark.Floor
    const { dungeon, problems } = ok(generateDungeon(40, 30, { layout: "crawlers", structure }, 3));
    expect(problems).toEqual([]);
    let kept = 0;
    for (let x = 10; x < 30; x++) for (let y = 12; y < 18; y++) if (dungeon.grid.kinds[y * 40 + x] !== TileKind.Wall && dungeon.grid.kinds[y * 40 + x] !== TileKind.Void) kept++;
    expect(kept).toBe(20 * 6);
  });

  test("prefabs that are not a list, or unreadable, are none, with one message; content unreadable is reported by content", () => {
    const base = ok(generateDungeon(68, 64, { layout: "digger" }, 5)).dungeon;
    for (const request of [{ layout: "digger", prefabs: "x" }, Object.assign(throwing("prefabs"), { layout: "digger" })]) {
      const { dungeon, problems } = ok(generateDungeon(68, 64, request, 5));
      expect(problems).toEqual([expect.stringMatching(/^the request's prefabs (are "x", not a list|could not be read); none are used$/)]);
      expect(Buffer.from(dungeon.grid.kinds).equals(Buffer.from(base.grid.kinds))).toBe(true);
    }
    const unreadable = ok(generateDungeon(68, 64, Object.assign(throwing("content"), { layout: "digger" }), 5)).dungeon;
    expect(unreadable.content!.copies).toEqual([]);
    expect(unreadable.content!.problems).toEqual(['content requests "(unreadable)" are not a list; no content is placed']);
  });

  test("a list of prefabs reaches the digger: its vault is built", () => {
    const hall = parsePrefabs(["Hall", "###@###", "#.....#", "@..+..@", "#.....#", "###@###"].join("\n")).prefabs;
    expect(hall).toHaveLength(1);
    const kinds = (request: object) => ok(generateDungeon(68, 64, request, 2)).dungeon.layout.areas.map((area) => area.kind);
    expect(kinds({ layout: "digger", vaultChance: 80, prefabs: hall })).toContain("vault");
    expect(kinds({ layout: "digger", vaultChance: 80 })).not.toContain("vault");
  });

  test("no content asked for: no content field at all; an empty list: an empty plan", () => {
    const plain = ok(generateDungeon(40, 30, {}, 1)).dungeon;
    expect("content" in plain).toBe(false);
    for (const request of [null, undefined, 7]) expect("content" in ok(generateDungeon(40, 30, request as never, 1)).dungeon).toBe(false);
    expect(ok(generateDungeon(40, 30, { content: [] }, 1)).dungeon.content).toEqual({ copies: [], problems: [] });
  });
});

describe("generateDungeon's result", () => {
  test("sizes, the seed as used, the arrival on room floor; placements list the arrival, then every content copy", () => {
    for (let seed = 0; seed < 10; seed++) {
      const { dungeon, problems } = ok(generateDungeon(60, 40, { content: [{ min: 3, max: 3 }] }, seed * 1000003));
      expect(problems).toEqual([]);
      expect([dungeon.width, dungeon.height, dungeon.seed]).toEqual([60, 40, (seed * 1000003) >>> 0]);
      expect(dungeon.grid.kinds[dungeon.arrival]).toBe(TileKind.Room);
      expect(Array.from(dungeon.placements.tiles)).toEqual([dungeon.arrival, ...dungeon.content!.copies.map((copy) => copy.tile)]);
      expect(dungeon.placements.tiles).toHaveLength(4);
    }
    expect(Array.from(ok(generateDungeon(60, 40, {}, 1)).dungeon.placements.tiles)).toEqual([ok(generateDungeon(60, 40, {}, 1)).dungeon.arrival]);
  });

  test("a seed that is not a number: reported, seed 0 used, the same dungeon as seed 0", () => {
    const zero = ok(generateDungeon(40, 30, {}, 0)).dungeon;
    const { dungeon, problems } = ok(generateDungeon(40, 30, {}, "7" as unknown as number));
    expect(problems).toEqual(['seed "7" is not a number; using 0']);
    expect(dungeon.seed).toBe(0);
    expect(Buffer.from(dungeon.grid.kinds).equals(Buffer.from(zero.grid.kinds))).toBe(true);
    expect(ok(generateDungeon(40, 30, {}, -1)).dungeon.seed).toBe(4294967295);
  });

  test("a size no grid or no layout can take: not ok, with the reason and the option problems so far", () => {
    const bad = generateDungeon(0, 30, { roomChance: -1 }, 1);
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.reason).not.toBe("");
    expect(bad.problems).toHaveLength(1);
    const tooBig = generateDungeon(2000, 30, {}, 1);
    expect(tooBig).toMatchObject({ ok: false, reason: "map width 2000 is not a whole number from 0 to 1024" });
  });

  test("phases reported in order: the layout's steps, walls, then placement (the arrival and any content)", () => {
    const phases: string[] = [];
    ok(generateDungeon(40, 30, {}, 1, (phase) => phases.push(phase)));
    const cellsSteps = findLayout("cells")!.steps;
    expect(phases.slice(-2)).toEqual(["walls", "placement"]);
    expect(phases.length).toBeGreaterThan(2);
    expect(phases.slice(0, -2).every((phase) => cellsSteps.includes(phase))).toBe(true);
    const withContent: string[] = [];
    const states: boolean[] = [];
    ok(
      generateDungeon(40, 30, { content: [{ role: "stairs" }] }, 1, (phase, state) => {
        withContent.push(phase);
        states.push(state.grid.width === 40 && state.layout !== undefined && (phase !== "placement" || state.placements !== undefined));
      }),
    );
    expect(withContent).toEqual(phases);
    expect(states.every(Boolean)).toBe(true);
  });

  test("a listener that is not a function is ignored", () => {
    const plain = ok(generateDungeon(40, 30, {}, 1)).dungeon;
    const { dungeon } = ok(generateDungeon(40, 30, {}, 1, 5 as never));
    expect(Buffer.from(dungeon.grid.kinds).equals(Buffer.from(plain.grid.kinds))).toBe(true);
  });
});
