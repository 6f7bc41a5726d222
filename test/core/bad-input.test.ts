/**
 * Bad input never throws: every core entry point that takes user values gives a result with
 * messages, or `{ ok: false, reason }`, for anything a parameter, note tag or script could pass.
 */
import fc from "fast-check";
import { runs } from "../runs";
import {
  CELLS_DEFAULTS,
  CELLS_RANGES,
  DUNGEON_DEFAULTS,
  DUNGEON_RANGES,
  DungeonOptions,
  LAYOUT_NAMES,
  GenerationResult,
  MAX_MAP_SIDE,
  checkGridSize,
  checkMapSize,
  generateDungeon,
  mergeOptions,
  resolveCellsOptions,
  resolveDungeonOptions,
  safeFormat,
} from "../../src/core";

/** generateDungeon as a script could call it: any value in any position. */
const generate = (width: unknown, height: unknown, options: unknown, seed: unknown): GenerationResult =>
  (generateDungeon as (...args: unknown[]) => GenerationResult)(width, height, options, seed);

const throwingToString = { toString: () => { throw new Error("no"); }, valueOf: () => { throw new Error("no"); } };
const revokedProxy = (() => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
})();
const throwingGetter = Object.defineProperty({}, "roomChance", { enumerable: true, get: () => { throw new Error("no"); } });

/** The checks every result must pass: a well-formed dungeon with valid options, or a reason. */
function expectWellFormed(result: GenerationResult): void {
  expect(Array.isArray(result.problems)).toBe(true);
  for (const problem of result.problems) expect(typeof problem).toBe("string");
  if (!result.ok) {
    expect(typeof result.reason).toBe("string");
    expect(result.reason.length).toBeGreaterThan(10);
    return;
  }
  const { width, height, grid, seed, options } = result.dungeon;
  expect(Number.isInteger(width) && width <= MAX_MAP_SIDE && Number.isInteger(height) && height <= MAX_MAP_SIDE).toBe(true);
  expect(grid.kinds).toHaveLength(width * height);
  expect(seed >>> 0).toBe(seed);
  for (const key of Object.keys(DUNGEON_RANGES) as (keyof DungeonOptions)[]) {
    const value = options[key];
    expect(Number.isInteger(value) && value >= DUNGEON_RANGES[key].min && value <= DUNGEON_RANGES[key].max).toBe(true);
  }
}

describe("options that are not whole numbers", () => {
  test.each([
    ["an object without prototype", Object.create(null), "an object"],
    ["an object whose toString throws", throwingToString, "an object"],
    ["a revoked Proxy", revokedProxy, "(unreadable value)"],
    ["a Symbol", Symbol("chance"), "Symbol(chance)"],
    ["a bigint", BigInt(70), "70n"],
    ["a string", "70", '"70"'],
    ["an array", [70], "an array"],
    ["a function", () => 70, "a function"],
    ["null", null, "null"],
    ["NaN", Number.NaN, "NaN"],
    ["Infinity", Infinity, "Infinity"],
    ["-0.5", -0.5, "-0.5"],
  ])("roomChance as %s falls back to 70 with a message", (_name, value, shown) => {
    const result = generate(68, 64, { roomChance: value }, 1);
    expect(result.ok).toBe(true);
    expect(result.problems).toEqual([`roomChance ${shown} is not a whole number from 0 to 100; using 70`]);
    expectWellFormed(result);
  });

  test("-0 is a whole number: accepted as 0", () => {
    const result = generate(68, 64, { roomChance: -0 }, 1);
    expect(result.problems).toEqual([]);
  });

  test("a getter that throws is reported as unreadable", () => {
    const result = generate(68, 64, throwingGetter, 1);
    expect(result.problems).toEqual(["roomChance could not be read; using 70"]);
    expect(result.ok).toBe(true);
  });

  test.each([
    ["a string", "big", '"big"'],
    ["a number", 5, "5"],
    ["an array", [1, 2], "an array"],
    ["true", true, "true"],
    ["a revoked Proxy", revokedProxy, "(unreadable value)"],
    ["a function", () => ({}), "a function"],
  ])("options as %s: the defaults, with one message", (_name, options, shown) => {
    const result = generate(68, 64, options, 1);
    expect(result.problems).toEqual([`options ${shown} are not an object of named values; using the defaults`]);
    if (!result.ok) throw new Error(result.reason);
    expect(result.dungeon.options).toEqual(DUNGEON_DEFAULTS);
  });

  test("null and undefined options mean the defaults, silently; unknown keys are ignored", () => {
    for (const options of [null, undefined, {}, { colour: "red" }]) {
      const result = generate(68, 64, options, 1);
      expect(result.problems).toEqual([]);
      if (result.ok) expect(result.dungeon.options).toEqual(DUNGEON_DEFAULTS);
    }
  });

  test("long texts are cut in messages", () => {
    const result = generate(68, 64, { roomChance: "x".repeat(500) }, 1);
    expect(result.problems[0].length).toBeLessThan(120);
    expect(result.problems[0]).toContain("…");
  });
});

describe("map sizes", () => {
  test.each([
    [Infinity, 64, "map width Infinity is not a whole number from 0 to 1024"],
    [68, Number.NaN, "map height NaN is not a whole number from 0 to 1024"],
    [50.5, 64, "map width 50.5 is not a whole number from 0 to 1024"],
    [-68, 64, "map width -68 is not a whole number from 0 to 1024"],
    ["68", 64, 'map width "68" is not a whole number from 0 to 1024'],
    [68, null, "map height null is not a whole number from 0 to 1024"],
    [65536, 65536, "map width 65536 is not a whole number from 0 to 1024; map height 65536 is not a whole number from 0 to 1024"],
    [1025, 64, "map width 1025 is not a whole number from 0 to 1024"],
    [BigInt(68), 64, "map width 68n is not a whole number from 0 to 1024"],
    [throwingToString, 64, "map width an object is not a whole number from 0 to 1024"],
  ])("%p×%p is refused: %s", (width, height, reason) => {
    const result = generate(width, height, {}, 1);
    expect(result).toEqual({ ok: false, reason, problems: [] });
  });

  test("1024 on a side is accepted, and the grid is exactly that big", () => {
    const result = generate(MAX_MAP_SIDE, 30, {}, 1);
    expectWellFormed(result);
    if (!result.ok) throw new Error(result.reason);
    expect(result.dungeon.grid.kinds).toHaveLength(MAX_MAP_SIDE * 30);
  });

  test("checkGridSize and checkMapSize answer for any value", () => {
    expect(checkGridSize(0, MAX_MAP_SIDE)).toBeNull();
    expect(checkGridSize(Symbol("w"), 10)).toBe("map width Symbol(w) is not a whole number from 0 to 1024");
    expect(checkMapSize(Symbol("w") as never, 10, CELLS_DEFAULTS)).toBe("map width Symbol(w) is not a whole number from 0 to 1024");
    expect(checkMapSize(19, 15, CELLS_DEFAULTS)).toBe("a 19×15 map is too small for a dungeon: it must be at least 20×15");
    expect(checkMapSize(20, 15, CELLS_DEFAULTS)).toBeNull();
  });
});

describe("seeds", () => {
  test.each([
    [Number.NaN, "NaN"],
    [Infinity, "Infinity"],
    ["42", '"42"'],
    [BigInt(42), "42n"],
    [{}, "an object"],
    [null, "null"],
    [undefined, "undefined"],
    [Symbol("s"), "Symbol(s)"],
    [throwingToString, "an object"],
  ])("seed %p: seed 0, with a message", (seed, shown) => {
    const result = generate(68, 64, {}, seed);
    expect(result.problems).toEqual([`seed ${shown} is not a number; using 0`]);
    if (!result.ok) throw new Error(result.reason);
    expect(result.dungeon.seed).toBe(0);
  });

  test("any finite number is a seed, silently: wrapped to 32 bits", () => {
    const result = generate(68, 64, {}, -1.5);
    expect(result.problems).toEqual([]);
    if (result.ok) expect(result.dungeon.seed).toBe(0xffffffff);
  });
});

/**
 * Values fast-check must not hold itself (it prints and clones its values, and a revoked Proxy
 * throws on both): the arbitraries carry an index into this list, resolved inside the property.
 */
const WEIRD: readonly unknown[] = [revokedProxy, throwingToString, throwingGetter, Symbol("x"), Number.NaN, Infinity, -Infinity, -0, 2 ** 53, 1e300, -1];
type Drawn = { value: unknown } | { weird: number };
const resolve = (drawn: Drawn): unknown => ("weird" in drawn ? WEIRD[drawn.weird] : drawn.value);
const anything = fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true, withMap: true, withSet: true, withTypedArray: true, withSparseArray: true, withDate: true });
const drawn = (...arbitraries: fc.Arbitrary<unknown>[]): fc.Arbitrary<Drawn> =>
  fc.oneof(fc.integer({ min: 0, max: WEIRD.length - 1 }).map((weird): Drawn => ({ weird })), ...arbitraries.map((arbitrary) => arbitrary.map((value): Drawn => ({ value }))));

describe("safeFormat", () => {
  test("never throws and stays short, whatever it gets", () => {
    fc.assert(
      fc.property(drawn(anything), (value) => {
        const text = safeFormat(resolve(value));
        expect(typeof text).toBe("string");
        expect(text.length).toBeLessThanOrEqual(40);
      }),
      { numRuns: runs(100, 500), seed: 3 },
    );
  });
});

describe("fuzz: garbage in, a result or a clear reason out, never a throw", () => {
  const side = drawn(fc.integer({ min: -5, max: 300 }), fc.double(), fc.constantFrom(0, 20, 1024, 1025, 65536), anything);
  const optionKeys = Object.keys(DUNGEON_RANGES);
  const optionValue = drawn(fc.integer({ min: -100, max: 70000 }), fc.double(), anything);
  /** Options: anything, or a dictionary of real option names to anything (weird values included). */
  const options = fc.oneof(
    drawn(anything),
    fc.dictionary(fc.constantFrom(...optionKeys), optionValue).map((entries): Drawn => ({ value: entries })),
    fc.dictionary(fc.constantFrom(...optionKeys), fc.integer({ min: -2, max: 70 })).map((value): Drawn => ({ value })),
  );
  const resolveOptions = (given: Drawn): unknown => {
    const value = resolve(given);
    if (!("value" in given) || typeof value !== "object" || value === null || Array.isArray(value)) return value;
    // Dictionary values are Drawn themselves only in the second form; plain numbers pass through.
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, typeof entry === "object" && entry !== null && ("weird" in entry || "value" in entry) ? resolve(entry as Drawn) : entry]));
  };

  test("generateDungeon", () => {
    fc.assert(
      fc.property(side, side, options, drawn(fc.integer(), anything), (width, height, given, seed) => {
        expectWellFormed(generate(resolve(width), resolve(height), resolveOptions(given), resolve(seed)));
      }),
      { numRuns: runs(100, 400), seed: 11 },
    );
  });

  test("generateDungeon on valid sizes with garbage options keeps every invariant-relevant fit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 200 }), fc.integer({ min: 15, max: 200 }), options, (width, height, given) => {
        const result = generate(width, height, resolveOptions(given), 5);
        expectWellFormed(result);
        if (!result.ok) {
          expect(result.reason).toMatch(/too small/);
          return;
        }
        const o = result.dungeon.options;
        expect(o.roomMaxHeight).toBeLessThanOrEqual(o.cellHeight - o.wallHeight - 1);
        expect(o.corridorWidth).toBeLessThanOrEqual(Math.min(o.cellWidth - 2, o.cellHeight - o.wallHeight - 1));
        expect(o.roomMinWidth).toBeLessThanOrEqual(o.roomMaxWidth);
      }),
      { numRuns: runs(40, 200), seed: 12 },
    );
  });

  test("resolveDungeonOptions, resolveCellsOptions and mergeOptions", () => {
    fc.assert(
      fc.property(options, (drawnOptions) => {
        const given = resolveOptions(drawnOptions);
        for (const { options: resolved, problems } of [
          resolveDungeonOptions(given),
          resolveCellsOptions(given),
          mergeOptions(DUNGEON_DEFAULTS, DUNGEON_RANGES, given),
        ]) {
          for (const problem of problems) expect(typeof problem).toBe("string");
          for (const [key, value] of Object.entries(resolved)) {
            const range = (DUNGEON_RANGES as Record<string, { min: number; max: number }>)[key] ?? (CELLS_RANGES as Record<string, { min: number; max: number }>)[key];
            expect(Number.isInteger(value) && value >= range.min && value <= range.max).toBe(true);
          }
        }
      }),
      { numRuns: runs(200, 1000), seed: 13 },
    );
  });
});

describe("malformed prefabs in a request", () => {
  const whole = { name: "Cell", width: 3, height: 3, kinds: new Uint8Array([2, 2, 2, 2, 1, 2, 2, 1, 2]), connections: [7] };
  const flawed: [string, unknown][] = [
    ["null", null],
    ["a number", 7],
    ["no name", { ...whole, name: undefined }],
    ["a fractional width", { ...whole, width: 2.5 }],
    ["tiles of the wrong length", { ...whole, kinds: new Uint8Array(4) }],
    ["tiles as a plain array", { ...whole, kinds: [2, 2, 2, 2, 1, 2, 2, 1, 2] }],
    ["a connection outside it", { ...whole, connections: [9] }],
    ["connections that are not a list", { ...whole, connections: "7" }],
    ["a getter that throws", Object.defineProperty({ ...whole }, "kinds", { get: () => { throw new Error("no"); } })],
  ];

  test.each(flawed)("%s: skipped with one message naming the prefab, the dungeon made with the whole ones", (_, prefab) => {
    const result = generateDungeon(80, 60, { layout: "digger", prefabs: [whole, prefab] } as object, 5);
    expect(result.ok).toBe(true);
    expect(result.problems.filter((problem) => /^prefab 2 is skipped: /.test(problem))).toHaveLength(1);
    expect(result.problems.some((problem) => /^prefab 1 /.test(problem))).toBe(false);
  });

  test("prefabs that are not a list: one message, no prefab used", () => {
    for (const prefabs of [5, "vault", { 0: whole }]) {
      const result = generateDungeon(80, 60, { layout: "digger", prefabs } as object, 5);
      expect(result.ok).toBe(true);
      expect(result.problems).toEqual([expect.stringMatching(/^the request's prefabs are .*, not a list; none are used$/)]);
    }
  });

  test("any list of any values as prefabs, on every layout: never a throw", () => {
    const anything = fc.oneof(fc.anything(), fc.record({ name: fc.anything(), width: fc.anything(), height: fc.anything(), kinds: fc.anything(), connections: fc.anything() }));
    fc.assert(
      fc.property(fc.array(anything, { maxLength: 4 }), fc.constantFrom(...LAYOUT_NAMES), fc.integer({ min: 0, max: 1000 }), (prefabs, layout, seed) => {
        const result = generateDungeon(70, 50, { layout, prefabs } as object, seed);
        expect(result.ok).toBe(true);
      }),
      { numRuns: runs(40, 2000) },
    );
  });
});
