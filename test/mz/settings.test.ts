/** Parameters and note tags: every range edge, what reaches the generator, and which tags are ours. */
import { DEFAULT_VALUES, PARAMETERS, ParameterSpec, WORD_PARAMETERS, extractNoteMeta, isDungeonMap, knownTags, mapNoteMeta, mapSettings, parsePluginParameters } from "../../src/mz/settings";
import { showValue } from "../../src/mz/log";
import { PARAMETER_TABLE as parameterTable } from "../../src/header/parameter-table";

/** How warnings name a parameter: cells' and shared ones by their text, other layouts' with their group heading. */
function label(spec: ParameterSpec): string {
  if (!spec.layout || spec.layout === "cells") return spec.en.text;
  return `${parameterTable.find((entry) => entry.name === spec.parent)!.en.text}: ${spec.en.text}`;
}

function collect() {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => warnings.push(message) };
}

describe("range edges, for every parameter", () => {
  test.each(PARAMETERS.map((spec) => [spec.name, spec] as const))("%s: min and max accepted silently, min − 1 and max + 1 warned", (name, spec) => {
    // A layout's own parameter is read on maps of that layout (another layout's tag is ignored, see below).
    const layout = spec.layout ?? "cells";
    for (const edge of [spec.min, spec.max]) {
      const { warnings, warn } = collect();
      expect(parsePluginParameters({ [name]: String(edge) }, warn)[name]).toBe(edge);
      const tagged = mapSettings(DEFAULT_VALUES, { Dungeon: true, "Dungeon Layout": ` ${layout}`, [`Dungeon ${name}`]: ` ${edge}` }, warn);
      expect(tagged).toEqual(mapSettings({ ...DEFAULT_VALUES, layout, [name]: edge }, {}, warn));
      if (spec.group === "layout") expect(tagged.layout[spec.key!]).toBe(edge);
      expect(warnings).toEqual([]);
    }
    for (const outside of [spec.min - 1, spec.max + 1]) {
      const { warnings, warn } = collect();
      expect(parsePluginParameters({ [name]: String(outside) }, warn)[name]).toBe(spec.default);
      expect(warnings).toEqual([`parameter "${label(spec)}" = "${outside}" is not a whole number from ${spec.min} to ${spec.max}; using ${spec.default}`]);
    }
  });
});

describe("reading a whole number", () => {
  test.each([
    ["+5", 5],
    [" 7 ", 7],
    ["-0", 0],
  ])("%j is read as %i", (raw, value) => {
    const { warnings, warn } = collect();
    expect(parsePluginParameters({ roomJitter: raw }, warn).roomJitter).toBe(value);
    expect(warnings).toEqual([]);
  });

  test.each(["5x", "x5", "5 5", "2.5", "1e1", "--5", " ", "five"])("%j is rejected with the value trimmed in the warning", (raw) => {
    const { warnings, warn } = collect();
    expect(parsePluginParameters({ roomJitter: raw }, warn).roomJitter).toBe(2);
    expect(warnings).toEqual([`parameter "Room Jitter" = ${JSON.stringify(raw.trim())} is not a whole number from 0 to 32; using 2`]);
  });

  test("an empty parameter (the Plugin Manager's blank) is the default, silently", () => {
    const { warnings, warn } = collect();
    expect(parsePluginParameters({ roomJitter: "" }, warn).roomJitter).toBe(2);
    expect(warnings).toEqual([]);
  });

  test("a tag without a value says so", () => {
    const { warnings, warn } = collect();
    mapSettings(DEFAULT_VALUES, { Dungeon: true, "Dungeon Room Jitter": true }, warn);
    expect(warnings).toEqual(["note tag <Dungeon Room Jitter> = (no value) is not a whole number from 0 to 32; using 2"]);
  });
});

describe("what reaches whom", () => {
  test("every cells parameter reaches the generator's options, and only those", () => {
    const changed = Object.fromEntries(PARAMETERS.map((spec) => [spec.name, String(spec.min)]));
    const values = parsePluginParameters(changed, () => {});
    const { layout, paint } = mapSettings(values, { Dungeon: true }, () => {});
    const layoutSpecs = PARAMETERS.filter((spec) => spec.group === "layout" && (spec.layout === undefined || spec.layout === "cells"));
    expect(layoutSpecs.length).toBeGreaterThan(5);
    expect(layout).toEqual(Object.fromEntries(layoutSpecs.map((spec) => [spec.name, spec.min])));
    expect(paint).toEqual({ tiles: { voidTile: 0, floorTile: 1, wallTile: 1 }, roomRegion: 0, corridorRegion: 0 });
  });

  test("a note tag overrides its parameter on that map only, by name or by Plugin Manager text", () => {
    const values = parsePluginParameters({ roomChance: "40" }, () => {});
    expect(mapSettings(values, { Dungeon: true, "DungeonRoomChance": "90" }, () => {}).layout.roomChance).toBe(90);
    expect(mapSettings(values, { Dungeon: true, "Dungeon Room Chance (%)": "10" }, () => {}).layout.roomChance).toBe(10);
    expect(mapSettings(values, { Dungeon: true }, () => {}).layout.roomChance).toBe(40);
  });
});

describe("which maps are dungeons, which tags are ours", () => {
  test.each([
    [{ Dungeon: true }, true],
    [{ dungeon: true }, true],
    [{ " DUNGEON ": " " }, true],
    [{}, false],
    [{ Cave: true }, false],
    [{ Dungeons: true }, false],
    [{ "Dungeon Room Chance": "50" }, false],
    [undefined, false],
    [null, false],
    ["<Dungeon>", false],
  ])("meta %j → %s", (meta, dungeon) => {
    expect(isDungeonMap(meta as never)).toBe(dungeon);
  });

  test("other plugins' tags on a dungeon map are not ours to warn about", () => {
    const { warnings, warn } = collect();
    const meta = extractNoteMeta("<Dungeon>\n<TileToEvent: 1>\n<Chronus>\n<RandomDungeon: 3>\n<Cave Room Chance: 5>");
    const settings = mapSettings(DEFAULT_VALUES, meta, warn);
    expect(warnings).toEqual([]);
    expect(settings).toEqual(mapSettings(DEFAULT_VALUES, {}, warn));
  });

  test("an unknown Dungeon tag lists the known tags by their Plugin Manager text (without the % sign)", () => {
    const { warnings, warn } = collect();
    mapSettings(DEFAULT_VALUES, { Dungeon: true, "Dungeon Sparkle": "3" }, warn);
    expect(warnings).toHaveLength(1);
    const cellsTags = PARAMETERS.filter((spec) => !spec.layout || spec.layout === "cells").map((spec) => `<Dungeon ${spec.en.text.replace(" (%)", "")}>`);
    const wordTags = WORD_PARAMETERS.map((spec) => `<Dungeon ${spec.en.text}>`); // choices and texts of every feature
    expect(knownTags("cells")).toEqual([...cellsTags, ...wordTags, "<Dungeon Layout>"]);
    expect(warnings[0]).toBe(`unknown note tag <Dungeon Sparkle>; known tags: ${knownTags("cells").join(", ")}`);
    expect(warnings[0]).not.toContain("Cave"); // another layout's tags are not listed on a cells map
    expect(warnings[0]).toContain("<Dungeon Room Chance>, ");
  });

  test("<Dungeon: value> is warned about; <Dungeon:> and <Dungeon:   > are not", () => {
    const { warnings, warn } = collect();
    mapSettings(DEFAULT_VALUES, { Dungeon: "  deep " }, warn);
    mapSettings(DEFAULT_VALUES, { Dungeon: "" }, warn);
    mapSettings(DEFAULT_VALUES, { Dungeon: "   " }, warn);
    expect(warnings).toEqual(['<Dungeon> takes no value; ignoring "deep" (per-map settings are tags like <Dungeon Room Chance: 50>)']);
  });

  test("garbage meta gives the parameters, silently", () => {
    for (const meta of [null, 5, "x", [1]]) expect(mapSettings(DEFAULT_VALUES, meta as never, () => { throw new Error("warned"); })).toEqual(mapSettings(DEFAULT_VALUES, {}, () => {}));
  });
});

describe("reading the note before the engine does", () => {
  test("the same keys and values as DataManager.extractMetadata", () => {
    expect(extractNoteMeta("<Dungeon>\nfree text <Dungeon Room Chance: 50> <a:b:c> <x:>")).toEqual({ Dungeon: true, "Dungeon Room Chance": " 50", a: "b:c", x: "" });
    expect(extractNoteMeta("<Dungeon><Dungeon: 2>")).toEqual({ Dungeon: " 2" }); // the later tag wins
    expect(extractNoteMeta("no tags < here >>")).toEqual({ " here ": true });
    expect(extractNoteMeta(undefined)).toEqual({});
    expect(extractNoteMeta(42)).toEqual({});
  });

  test("meta already extracted (by the engine or another plugin) is used as it is; otherwise the note is read", () => {
    const meta = { Dungeon: true as const };
    expect(mapNoteMeta({ meta, note: "" })).toBe(meta);
    expect(mapNoteMeta({ note: "<Dungeon>" })).toEqual({ Dungeon: true });
    expect(mapNoteMeta({ meta: null, note: "<Dungeon>" })).toEqual({ Dungeon: true });
    expect(mapNoteMeta({ meta: ["x"], note: "<Cave>" })).toEqual({ Cave: true });
  });
});

describe("showing a bad value", () => {
  test.each([
    ["text", '"text"'],
    [5, "5"],
    [Number.NaN, "NaN"],
    [true, "true"],
    [undefined, "undefined"],
    [null, "null"],
    [BigInt(7), "7"],
    [{ a: 1 }, '{"a":1}'],
    [() => 1, "(a function)"],
    [Symbol("s"), "(a symbol)"],
    ["x".repeat(100), `"${"x".repeat(56)}...`],
  ])("%p → %s", (value, shown) => {
    expect(showValue(value)).toBe(shown);
  });

  test("a value whose JSON throws is shown by its type", () => {
    expect(showValue({ toJSON: () => { throw new Error("no"); } })).toBe("(a object)");
  });
});

describe("per-floor steps in note tags", () => {
  const tagged = (value: string, floor: number, warn: (message: string) => void = () => {}) =>
    mapSettings(DEFAULT_VALUES, { Dungeon: true, "Dungeon Room Chance": ` ${value}` }, warn, floor).layout.roomChance;

  test("a step changes the value per floor from the floor-1 value, clamped to the parameter's range", () => {
    const spec = PARAMETERS.find((entry) => entry.name === "roomChance")!;
    expect([1, 2, 3, 10, 40].map((floor) => tagged("70 -5/floor", floor))).toEqual([70, 65, 60, 25, Math.max(spec.min, 70 - 5 * 39)]);
    expect([1, 2, 3, 4, 7].map((floor) => tagged("90+5/2floors", floor))).toEqual([90, 90, 95, 95, spec.max]);
  });

  test("without a floor the settings are floor 1's, and they say which floor they are for", () => {
    const meta = { Dungeon: true as const, "Dungeon Room Chance": " 70 -5/floor" };
    expect(mapSettings(DEFAULT_VALUES, meta, () => {})).toEqual(mapSettings(DEFAULT_VALUES, meta, () => {}, 1));
    expect(mapSettings(DEFAULT_VALUES, meta, () => {}, 4).floor).toBe(4);
    expect(mapSettings(DEFAULT_VALUES, meta, () => {}).floor).toBe(1);
  });

  test("a floor-1 value outside the range, or a malformed step, is the usual warning and keeps the parameter", () => {
    for (const bad of ["150 -5/floor", "70 -5/0floors", "70 -5/flr", "x -5/floor"]) {
      const { warnings, warn } = collect();
      expect(tagged(bad, 3, warn)).toBe(DEFAULT_VALUES.roomChance);
      expect(warnings).toEqual([`note tag <Dungeon Room Chance> = "${bad}" is not a whole number from 0 to 100; using ${DEFAULT_VALUES.roomChance}`]);
    }
  });

  test("steps are for note tags: a plugin parameter with a step is rejected as before", () => {
    const { warnings, warn } = collect();
    expect(parsePluginParameters({ roomChance: "70 -5/floor" }, warn).roomChance).toBe(DEFAULT_VALUES.roomChance);
    expect(warnings).toHaveLength(1);
  });

  test("the runs' parameters: Seed Mode per map, variables as whole numbers", () => {
    const { warnings, warn } = collect();
    const values = parsePluginParameters({ seedMode: "run", seedVariable: "12", floorVariable: "3" }, warn);
    expect([values.seedMode, values.seedVariable, values.floorVariable]).toEqual(["run", 12, 3]);
    expect(mapSettings(values, { Dungeon: true, "Dungeon Seed Mode": " Variable " }, warn).values.seedMode).toBe("variable");
    expect(DEFAULT_VALUES.seedMode).toBe("random");
    expect(warnings).toEqual([]);
    parsePluginParameters({ seedMode: "daily" }, warn);
    expect(warnings).toEqual(['parameter "Seed Mode" = "daily" is not one of random, run, variable; using random']);
  });
});
