/**
 * A layout's presets (<Dungeon Crawler Style: NAME>) and what wins over them: every name a note
 * tag answers to keeps the preset off that option, options no preset sets keep the settings'
 * values; the painted structure a layout that reads it gets in its request; readStructure's edges
 * (a size that is not positive, data exactly long enough, a floor region of 0).
 */
import { DEFAULT_VALUES, NoteMeta, ParameterValues, mapNoteMeta, mapSettings, parsePluginParameters } from "../../src/mz/settings";
import { readStructure } from "../../src/mz/structure";
import { dungeonRequest } from "../../src/mz/request";
import { StructureMark } from "../../src/core";
import { CRAWLERS_DEFAULTS, CRAWLER_STYLES } from "../../src/core/layout/crawlers";

const REGION_LAYER = 5;

/** The layout options a map of this note gets. */
function styled(note: string, plugin: ParameterValues = DEFAULT_VALUES) {
  const meta = mapNoteMeta({ note });
  return mapSettings(plugin, meta, () => {}).layout;
}

describe("presets: which options the crawlers' style sets", () => {
  test("a note tag by the parameter's name, its Plugin Manager text or its option key keeps the style off that option", () => {
    const base = "<Dungeon>\n<Dungeon Layout: crawlers>\n<Dungeon Crawler Style: caverns>\n";
    // Corridor Width Last's text ("Last Corridor Width") differs from its key and from its name.
    for (const tag of ["crawlersCorridorWidthLast", "Last Corridor Width", "corridorWidthLast"]) {
      const options = styled(`${base}<Dungeon ${tag}: 4>`);
      expect([tag, options.corridorWidthLast]).toEqual([tag, 4]);
      expect([tag, options.turnChance]).toEqual([tag, CRAWLER_STYLES.caverns.turnChance]);
    }
  });

  test("a tag of our own that names no crawler option leaves the style on every option", () => {
    const options = styled("<Dungeon>\n<Dungeon Layout: crawlers>\n<Dungeon Crawler Style: caverns>\n<Dungeon Wall Height: 3>");
    expect(options).toMatchObject(CRAWLER_STYLES.caverns);
    expect(options.wallHeight).toBe(3);
  });

  test("another layout's tag for an option of the same key (nodes' Corridor Width) leaves the style on it", () => {
    const meta = mapNoteMeta({ note: "<Dungeon>\n<Dungeon Layout: crawlers>\n<Dungeon Crawler Style: halls>\n<Dungeon nodesCorridorWidth: 3>" });
    const warnings: string[] = [];
    const settings = mapSettings(DEFAULT_VALUES, meta, (message) => warnings.push(message));
    expect(settings.layout.corridorWidth).toBe(CRAWLER_STYLES.halls.corridorWidth);
    expect(warnings).toHaveLength(1);
  });

  test("options no style sets keep the settings' values (not undefined)", () => {
    const options = styled("<Dungeon>\n<Dungeon Layout: crawlers>\n<Dungeon Crawler Style: halls>\n<Dungeon Border: 2>");
    expect(options.border).toBe(2);
    expect(options.wallWidth).toBe(CRAWLERS_DEFAULTS.wallWidth);
    expect(Object.values(options).every((value) => typeof value === "number")).toBe(true);
    expect(Object.keys(options).sort()).toEqual(Object.keys(CRAWLERS_DEFAULTS).sort());
  });

  test("a parameter left at its default takes the style; one changed from its default keeps its value", () => {
    const plugin = parsePluginParameters({ crawlersStyle: "halls", crawlersMaxAge: "41" }, () => {});
    const options = styled("<Dungeon>\n<Dungeon Layout: crawlers>", plugin);
    expect(options.maxAge).toBe(41);
    expect(options.stepLength).toBe(CRAWLER_STYLES.halls.stepLength);
  });
});

describe("the request of a layout that reads the painted structure", () => {
  const painted = (width: number, height: number, regions: Record<number, number>) => {
    const data = new Array(width * height * 6).fill(0);
    for (const [tile, id] of Object.entries(regions)) data[REGION_LAYER * width * height + Number(tile)] = id;
    return { width, height, data };
  };

  test("a crawlers map gets the styled options and the structure read with the settings' regions", () => {
    const meta: NoteMeta = mapNoteMeta({ note: "<Dungeon>\n<Dungeon Layout: crawlers>\n<Dungeon Kept Floor Region: 7>\n<Dungeon Structural Wall Region: 8>" });
    const settings = mapSettings(DEFAULT_VALUES, meta, () => {});
    const request = dungeonRequest(painted(3, 1, { 0: 8, 2: 7 }), settings, { prefabs: () => [] });
    expect(Array.from(request.structure as Uint8Array)).toEqual([StructureMark.Wall, 0, StructureMark.Floor]);
    expect(request).toMatchObject(CRAWLERS_DEFAULTS);
  });

  test("without painted regions the structure is null", () => {
    const meta: NoteMeta = mapNoteMeta({ note: "<Dungeon>\n<Dungeon Layout: crawlers>" });
    const request = dungeonRequest(painted(3, 1, {}), mapSettings(DEFAULT_VALUES, meta, () => {}), { prefabs: () => [] });
    expect(request.structure).toBeNull();
  });
});

describe("readStructure's edges", () => {
  const painted = (width: number, height: number, regions: Record<number, number>, extra = 0) => {
    const data = new Array(Math.max(0, width * height * 6) + extra).fill(0);
    for (const [tile, id] of Object.entries(regions)) data[REGION_LAYER * width * height + Number(tile)] = id;
    return { width, height, data };
  };

  test("a size that is not positive reads nothing and does not throw", () => {
    expect(readStructure({ width: -2, height: 1, data: [] }, 61, 62)).toBeNull();
    expect(readStructure({ width: 0, height: 5, data: [] }, 61, 62)).toBeNull();
    expect(readStructure({ width: NaN, height: 5, data: [61] }, 61, 62)).toBeNull();
  });

  test("data exactly six layers long is read; longer data reads the same tiles", () => {
    expect(Array.from(readStructure(painted(2, 2, { 3: 61 }), 61, 62)!)).toEqual([0, 0, 0, StructureMark.Floor]);
    expect(Array.from(readStructure(painted(2, 2, { 3: 61 }, 3), 61, 62)!)).toEqual([0, 0, 0, StructureMark.Floor]);
    expect(readStructure({ width: 2, height: 2, data: painted(2, 2, { 3: 61 }).data.slice(0, 23) }, 61, 62)).toBeNull();
    // Too short by one value, though the painted tile itself is inside: still nothing is read.
    expect(readStructure({ width: 2, height: 2, data: painted(2, 2, { 0: 61 }).data.slice(0, 23) }, 61, 62)).toBeNull();
  });

  test("values past the region layer are not read as a tile", () => {
    const map = painted(2, 2, {}, 3);
    map.data[24] = 61;
    expect(readStructure(map, 61, 62)).toBeNull();
  });

  test("a floor region of 0 marks no unpainted tile: only the wall region is read", () => {
    expect(Array.from(readStructure(painted(3, 1, { 1: 62 }), 0, 62)!)).toEqual([0, StructureMark.Wall, 0]);
    expect(Array.from(readStructure(painted(3, 1, { 1: 61 }), 61, 0)!)).toEqual([0, StructureMark.Floor, 0]);
  });
});
