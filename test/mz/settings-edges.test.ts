/**
 * Parameters and note tags at their edges: the Layout parameter and tag when they are wrong or
 * blank, choices and texts that are blank, padded or not strings, another layout's tags, the
 * vault settings, the ASCII vault block's spelling, and plugin parameters that are not a table
 * at all. Each gives the documented value and at most one warning that shows what was written.
 */
import { DEFAULT_VALUES, PARAMETERS, extractNoteMeta, knownTags, mapSettings, noteVaults, parsePluginParameters } from "../../src/mz/settings";
import { LAYOUT_NAMES } from "../../src/core";

function collect() {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => warnings.push(message) };
}

const UNKNOWN_LAYOUT = (where: string, shown: string) => `${where} = ${shown} is not a known layout (known layouts: ${LAYOUT_NAMES.join(", ")}); using cells`;

describe("the Layout parameter", () => {
  test("a known layout, in any case and with spaces around, is chosen silently", () => {
    const { warnings, warn } = collect();
    expect(parsePluginParameters({ layout: " Digger " }, warn).layout).toBe("digger");
    expect(parsePluginParameters({ layout: "maze" }, warn).layout).toBe("maze");
    expect(warnings).toEqual([]);
  });

  test("missing or blank is cells, silently", () => {
    const { warnings, warn } = collect();
    expect(parsePluginParameters({}, warn).layout).toBe("cells");
    expect(parsePluginParameters({ layout: "" }, warn).layout).toBe("cells");
    expect(warnings).toEqual([]);
  });

  test("an unknown name is cells with one warning listing the known layouts", () => {
    const { warnings, warn } = collect();
    expect(parsePluginParameters({ layout: " Labyrinth " }, warn).layout).toBe("cells");
    expect(warnings).toEqual([UNKNOWN_LAYOUT('parameter "Layout"', '"Labyrinth"')]);
  });

  test("a Layout that is not a string (another plugin or a script setting parameters) is cells with a warning showing it", () => {
    const { warnings, warn } = collect();
    expect(parsePluginParameters({ layout: 5 }, warn).layout).toBe("cells");
    expect(parsePluginParameters({ layout: ["maze"] }, warn).layout).toBe("cells");
    expect(warnings).toEqual([UNKNOWN_LAYOUT('parameter "Layout"', "5"), UNKNOWN_LAYOUT('parameter "Layout"', '["maze"]')]);
  });

  test("the chosen layout is every map's layout unless its note says otherwise", () => {
    const plugin = parsePluginParameters({ layout: "rooms" }, () => {});
    expect(mapSettings(plugin, { Dungeon: true }, () => {}).layoutName).toBe("rooms");
    expect(mapSettings(plugin, { Dungeon: true, "Dungeon Layout": " maze" }, () => {}).layoutName).toBe("maze");
  });

  test("<Dungeon Layout> is not listed twice among the known tags", () => {
    const tags = knownTags("cells");
    expect(tags.filter((tag) => tag === "<Dungeon Layout>")).toHaveLength(1);
    expect(new Set(tags).size).toBe(tags.length);
  });
});

describe("the <Dungeon Layout> tag", () => {
  test("an unknown name or no value: cells with one warning showing what was written", () => {
    const plugin = parsePluginParameters({ layout: "digger" }, () => {});
    for (const [written, shown] of [[" Labyrinth ", '"Labyrinth"'], [true, "(no value)"]] as const) {
      const { warnings, warn } = collect();
      expect(mapSettings(plugin, { Dungeon: true, "Dungeon Layout": written }, warn).layoutName).toBe("cells");
      expect(warnings).toEqual([UNKNOWN_LAYOUT("note tag <Dungeon Layout>", shown)]);
    }
  });
});

describe("choices and texts", () => {
  test("a blank choice parameter is its default, silently", () => {
    const { warnings, warn } = collect();
    expect(parsePluginParameters({ seedMode: "", selfSwitches: "" }, warn)).toMatchObject({ seedMode: "random", selfSwitches: "reset" });
    expect(warnings).toEqual([]);
  });

  test("a wrong choice is shown trimmed in the warning", () => {
    const { warnings, warn } = collect();
    expect(parsePluginParameters({ seedMode: "  daily " }, warn).seedMode).toBe("random");
    expect(warnings).toEqual(['parameter "Seed Mode" = "daily" is not one of random, run, variable; using random']);
  });

  test("a choice that is not a string is its default with a warning showing it", () => {
    const { warnings, warn } = collect();
    expect(parsePluginParameters({ seedMode: ["run"] }, warn).seedMode).toBe("random");
    expect(warnings).toEqual(['parameter "Seed Mode" = ["run"] is not one of random, run, variable; using random']);
  });

  test("a choice tag without a value keeps the map's value and says so", () => {
    const { warnings, warn } = collect();
    const plugin = parsePluginParameters({ seedMode: "run" }, warn);
    expect(mapSettings(plugin, { Dungeon: true, "Dungeon Seed Mode": true }, warn).values.seedMode).toBe("run");
    expect(warnings).toEqual(["note tag <Dungeon Seed Mode> = (no value) is not one of random, run, variable; using run"]);
  });

  test("a wrong choice tag keeps the map's value and says so", () => {
    const { warnings, warn } = collect();
    expect(mapSettings(DEFAULT_VALUES, { Dungeon: true, "Dungeon Self Switches": " forget " }, warn).values.selfSwitches).toBe("reset");
    expect(warnings).toEqual(['note tag <Dungeon Self Switches> = "forget" is not one of reset, keep; using reset']);
  });

  test("a text is read as written, trimmed, by parameter and by tag", () => {
    const { warnings, warn } = collect();
    expect(parsePluginParameters({ decorFloorTiles: " 1, 2 " }, warn).decorFloorTiles).toBe("1, 2");
    expect(mapSettings(DEFAULT_VALUES, { Dungeon: true, "Dungeon Floor Decor": "  3 4  " }, warn).values.decorFloorTiles).toBe("3 4");
    expect(warnings).toEqual([]);
  });

  test("a text tag without a value keeps the map's text and says it is not a text (no empty list of options)", () => {
    const { warnings, warn } = collect();
    expect(mapSettings(DEFAULT_VALUES, { Dungeon: true, "Dungeon Floor Decor": true }, warn).values.decorFloorTiles).toBe("");
    expect(warnings).toEqual(['note tag <Dungeon Floor Decor> = (no value) is not a text; using ""']);
  });
});

describe("whole numbers that are not strings", () => {
  test("a parameter given as an array or a number (not the Plugin Manager's text) is its default with a warning showing it", () => {
    const { warnings, warn } = collect();
    expect(parsePluginParameters({ roomJitter: [5] }, warn).roomJitter).toBe(2);
    expect(parsePluginParameters({ roomChance: 50 }, warn).roomChance).toBe(70);
    expect(warnings).toEqual([
      'parameter "Room Jitter" = [5] is not a whole number from 0 to 32; using 2',
      'parameter "Room Chance (%)" = 50 is not a whole number from 0 to 100; using 70',
    ]);
  });
});

describe("plugin parameters that are not a table", () => {
  test.each([[null], [5], ["roomChance"], [[1, 2]]])("%j: every default, with one warning", (raw) => {
    const { warnings, warn } = collect();
    expect(parsePluginParameters(raw as never, warn)).toEqual(DEFAULT_VALUES);
    expect(warnings).toEqual([expect.stringMatching(/^the plugin parameters are not readable \(.+\); using the defaults$/)]);
  });
});

describe("another layout's tags", () => {
  test("a digger option on a cells map is ignored with a warning naming its layout", () => {
    const { warnings, warn } = collect();
    const settings = mapSettings(DEFAULT_VALUES, { Dungeon: true, "Dungeon Cave Chance": " 50" }, warn);
    expect(settings).toEqual(mapSettings(DEFAULT_VALUES, { Dungeon: true }, () => {}));
    expect(warnings).toEqual(["note tag <Dungeon Cave Chance> is a setting of the digger layout; this map's layout is cells, so it is ignored"]);
  });

  test("a text several layouts share names each of them", () => {
    const { warnings, warn } = collect();
    mapSettings(DEFAULT_VALUES, { Dungeon: true, "Dungeon Node Size": " 9" }, warn);
    mapSettings(DEFAULT_VALUES, { Dungeon: true, "Dungeon Maze Path Width": " 3" }, warn);
    expect(warnings).toEqual([
      "note tag <Dungeon Node Size> is a setting of the nodes layout; this map's layout is cells, so it is ignored",
      "note tag <Dungeon Maze Path Width> is a setting of the maze layout; this map's layout is cells, so it is ignored",
    ]);
    const { warnings: shared, warn: warnShared } = collect();
    mapSettings(DEFAULT_VALUES, { Dungeon: true, "Dungeon Loop Min Detour": " 3", "Dungeon Layout": " maze" }, warnShared);
    expect(shared).toEqual(["note tag <Dungeon Loop Min Detour> is a setting of the digger layout; this map's layout is maze, so it is ignored"]);
  });

  test("a tag of several other layouts names all of them", () => {
    const { warnings, warn } = collect();
    mapSettings(DEFAULT_VALUES, { Dungeon: true, "Dungeon Border": " 2" }, warn);
    expect(warnings).toEqual(["note tag <Dungeon Border> is a setting of the digger, maze, rooms, nodes, crawlers layout; this map's layout is cells, so it is ignored"]);
  });

  test("on its own layout's map the same tag applies, by text, by option key and by parameter name", () => {
    for (const tag of ["Dungeon Cave Chance", "Dungeon caveChance", "Dungeon diggerCaveChance"]) {
      const { warnings, warn } = collect();
      const settings = mapSettings(DEFAULT_VALUES, { Dungeon: true, "Dungeon Layout": " digger", [tag]: " 50" }, warn);
      expect(settings.layout.caveChance).toBe(50);
      expect(settings.values.diggerCaveChance).toBe(50);
      expect(warnings).toEqual([]);
    }
  });

  test("an option whose key differs from its text answers to the key", () => {
    // targetFloorShare's text is "Floor Share (%)": only the key names it "target…".
    const { warnings, warn } = collect();
    const settings = mapSettings(DEFAULT_VALUES, { Dungeon: true, "Dungeon Layout": " digger", "Dungeon targetFloorShare": " 50" }, warn);
    expect(settings.layout.targetFloorShare).toBe(50);
    expect(warnings).toEqual([]);
  });
});

describe("the vault settings", () => {
  test("the vault map and its connection region reach the vault reader, by parameter and by tag", () => {
    const vaultMap = PARAMETERS.find((spec) => spec.name === "vaultMap")!;
    const vaultRegion = PARAMETERS.find((spec) => spec.name === "vaultRegion")!;
    const plugin = parsePluginParameters({ vaultMap: "12", vaultRegion: String(vaultRegion.max) }, () => {});
    expect(mapSettings(plugin, { Dungeon: true }, () => {}).vaults).toEqual({ mapId: 12, connectionRegion: vaultRegion.max });
    expect(mapSettings(DEFAULT_VALUES, { Dungeon: true }, () => {}).vaults).toEqual({ mapId: vaultMap.default, connectionRegion: vaultRegion.default });
    // They are the digger's settings: a tag applies on a digger map.
    const tagged = mapSettings(plugin, { Dungeon: true, "Dungeon Layout": " digger", [`Dungeon ${vaultMap.en.text}`]: " 7", [`Dungeon ${vaultRegion.en.text}`]: " 3" }, () => {});
    expect(tagged.vaults).toEqual({ mapId: 7, connectionRegion: 3 });
  });
});

describe("the ASCII vault block in a note", () => {
  const VAULT = ["Shrine", "#######", "#.....#", "#.....@", "#.....#", "#######"].join("\n");
  const read = (note: unknown) => noteVaults(note).prefabs.map((prefab) => [prefab.name, prefab.width, prefab.height]);

  test("its tags are ours: a dungeon map with a block warns about nothing", () => {
    const { warnings, warn } = collect();
    const meta = extractNoteMeta(`<Dungeon>\n<Dungeon Vaults>\n${VAULT}\n</Dungeon Vaults>`);
    expect(mapSettings(DEFAULT_VALUES, meta, warn)).toEqual(mapSettings(DEFAULT_VALUES, { Dungeon: true }, warn));
    expect(warnings).toEqual([]);
  });

  test("spelled with any spaces and case, tight or loose", () => {
    for (const [open, close] of [
      ["<Dungeon Vaults>", "</Dungeon Vaults>"],
      ["<DungeonVaults>", "</DungeonVaults>"],
      ["<  dungeon   VAULTS  >", "<  /  dungeon   vaults  >"],
    ]) {
      expect(read(`<Dungeon>\n${open}\n${VAULT}\n${close}\nafter`)).toEqual([["Shrine", 7, 5]]);
    }
  });

  test("every vault between the markers is read, and the block ends at the first closing marker", () => {
    const two = `<Dungeon Vaults>\n${VAULT}\n\nCell\n###\n#.@\n###\n</Dungeon Vaults>\n<Dungeon Vaults>\n${VAULT.replace("Shrine", "Later")}\n</Dungeon Vaults>`;
    expect(read(two)).toEqual([["Shrine", 7, 5], ["Cell", 3, 3]]);
  });

  test("problems name the line of the note they are on", () => {
    const note = `<Dungeon>\nsome text\n<Dungeon Vaults>\nBroken\n#..#\n</Dungeon Vaults>`;
    expect(noteVaults(note).problems).toEqual(['<Dungeon Vaults>: vault "Broken" (line 5): it has no connection (@) on its outer edge; the vault is skipped']);
  });

  test("an opening marker without a closing one: one problem, no vaults; no marker or no text: nothing", () => {
    for (const open of ["<Dungeon Vaults>", "<DungeonVaults>", "< dungeon  vaults >"]) {
      expect(noteVaults(`${open}\n${VAULT}`)).toEqual({ prefabs: [], problems: ["<Dungeon Vaults> has no closing </Dungeon Vaults>; its vaults are ignored"] });
    }
    expect(noteVaults(`<Dungeon>\n${VAULT}`)).toEqual({ prefabs: [], problems: [] });
    for (const note of [undefined, null, 5, [`<Dungeon Vaults>\n${VAULT}\n</Dungeon Vaults>`]]) expect(noteVaults(note)).toEqual({ prefabs: [], problems: [] });
  });
});

describe("a note that is not a string", () => {
  test("has no tags, even when it would print as one", () => {
    expect(extractNoteMeta(["<Dungeon>"])).toEqual({});
    expect(extractNoteMeta({ toString: () => "<Dungeon>" })).toEqual({});
  });
});
