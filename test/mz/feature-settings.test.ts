/**
 * Each feature reads its settings as a typed slice (runs, fog, decor, content) that settings.ts
 * builds once per map: every field is there and typed for the defaults, and note tags reach it.
 */
import { DECOR_AMOUNTS, DEFAULT_VALUES, PARAMETERS, WORD_PARAMETERS, mapSettings, parsePluginParameters, pluginSettings } from "../../src/mz/settings";

function fields(value: unknown, path = ""): [string, unknown][] {
  if (typeof value !== "object" || value === null) return [[path, value]];
  return Object.entries(value).flatMap(([key, inner]) => fields(inner, `${path}.${key}`));
}

test("every slice field is a parameter's value: numbers, booleans and texts, none missing", () => {
  const settings = mapSettings(DEFAULT_VALUES, { Dungeon: true }, () => {});
  for (const [path, value] of fields({ runs: settings.runs, fog: settings.fog, decor: settings.decor, content: settings.content })) {
    expect([path, typeof value === "number" || typeof value === "boolean" || typeof value === "string"]).toEqual([path, true]);
    expect([path, value === undefined || Number.isNaN(value)]).toEqual([path, false]);
  }
  const names = new Set([...PARAMETERS, ...WORD_PARAMETERS].map((spec) => spec.name));
  for (const amount of DECOR_AMOUNTS) expect(names.has(amount)).toBe(true);
});

test("the defaults, then a map's note tags, reach the slices", () => {
  const defaults = mapSettings(DEFAULT_VALUES, { Dungeon: true }, () => {});
  expect(defaults.runs).toEqual({ seedMode: "random", seedVariable: 0 });
  expect(defaults.content).toEqual({ selfSwitches: "reset" });
  expect(defaults.decor.stock).toBe(false);
  const tagged = mapSettings(
    DEFAULT_VALUES,
    { Dungeon: true, "Dungeon Fog": " 6", "Dungeon Minimap Corner": "off", "Dungeon Self Switches": "keep", "Dungeon Stock Decorations": "on", "Dungeon Floor Decor": " 2 3 ", "Dungeon Seed Mode": "run" },
    (message) => {
      throw new Error(message);
    },
  );
  expect(tagged.fog.radius).toBe(6);
  expect(tagged.fog.minimapCorner).toBe("off");
  expect(tagged.content.selfSwitches).toBe("keep");
  expect(tagged.decor.stock).toBe(true);
  expect(tagged.decor.tiles.floor).toBe("2 3");
  expect(tagged.runs.seedMode).toBe("run");
});

test("the plugin-wide settings: the floor variable and the minimap key", () => {
  expect(pluginSettings(DEFAULT_VALUES)).toEqual({ floorVariable: 0, minimapKey: 9 });
  expect(pluginSettings(parsePluginParameters({ floorVariable: "12", minimapKey: "77" }, () => {}))).toEqual({ floorVariable: 12, minimapKey: 77 });
});
