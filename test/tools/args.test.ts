/** Command-line parsing of the tools: flag forms, errors, the layout and its option flags, the preview command. */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { SHRINE, pieceMap } from "../mz/piece-map";
import { join } from "path";
import { LAYOUTS, LAYOUT_NAMES, StructureMark, allLayoutOptions, buildAreaGraph, generateDungeon, isFloor } from "../../src/core";
import { dungeonStats } from "../../tools/lib/layout-stats";
import { ArgumentError, FlagSpecs, describeFlags, parseFlags } from "../../tools/lib/args";
import { LAYOUT_FLAG, OPTION_FLAGS, dungeonOptionsFromFlags, optionFlagName } from "../../tools/lib/dungeon-flags";
import { parsePreviewArgs, runPreview } from "../../tools/preview/run";
import { CRAWLER_STYLES } from "../../src/core/layout/crawlers";
import { PNG } from "pngjs";

const SPECS: FlagSpecs = {
  width: { kind: "integer", help: "w" },
  out: { kind: "text", help: "o" },
  grid: { kind: "switch", help: "g" },
};

describe("parseFlags", () => {
  it("reads --name value, --name=value and bare switches", () => {
    const flags = parseFlags(["--width", "68", "--out=previews/", "--grid"], SPECS);
    expect(flags.integer("width", 1)).toBe(68);
    expect(flags.text("out", "x")).toBe("previews/");
    expect(flags.isOn("grid")).toBe(true);
  });

  it("falls back for absent flags", () => {
    const flags = parseFlags([], SPECS);
    expect([flags.has("width"), flags.integer("width", 5), flags.text("out", "x"), flags.isOn("grid")]).toEqual([false, 5, "x", false]);
  });

  it("takes negative whole numbers and the last of repeated flags", () => {
    expect(parseFlags(["--width", "-3", "--width", "9"], SPECS).integer("width", 0)).toBe(9);
    expect(parseFlags(["--width=-3"], SPECS).integer("width", 0)).toBe(-3);
  });

  it.each([
    [["--height", "3"], "unknown flag --height"],
    [["--width"], "--width needs a value"],
    [["--width", "1.5"], '--width expects a whole number, got "1.5"'],
    [["--width", "ten"], '--width expects a whole number, got "ten"'],
    [["--grid=yes"], "--grid is a switch and takes no value"],
    [["68"], 'unexpected argument "68"'],
    [["--toString"], "unknown flag --toString"],
  ])("rejects %j", (argv, message) => {
    expect(() => parseFlags(argv, SPECS)).toThrow(ArgumentError);
    expect(() => parseFlags(argv, SPECS)).toThrow(message);
  });

  it("describes every flag with its kind", () => {
    expect(describeFlags(SPECS).split("\n")).toEqual(["  --width <integer>  w", "  --out <text>       o", "  --grid             g"]);
  });
});

describe("layout option flags", () => {
  const FLAGS = { ...LAYOUT_FLAG, ...OPTION_FLAGS };

  it("has one kebab-case flag per option of any registered layout", () => {
    expect(optionFlagName("roomChance")).toBe("room-chance");
    expect(optionFlagName("borderX")).toBe("border-x");
    const keys = allLayoutOptions().map((option) => option.key);
    expect(Object.keys(OPTION_FLAGS).sort()).toEqual(keys.map(optionFlagName).sort());
    for (const layout of LAYOUTS) for (const key of Object.keys(layout.defaults)) expect(OPTION_FLAGS).toHaveProperty(optionFlagName(key));
  });

  it("names each layout's own range and default in a shared option's help", () => {
    expect(OPTION_FLAGS["room-chance"].help).toBe("roomChance: cells 0–100, default 70; digger 0–100, default 40; nodes 0–100, default 30");
    expect(LAYOUT_FLAG.layout.help).toContain(LAYOUT_NAMES.join(", "));
  });

  it("passes on only the options given, for the default layout cells", () => {
    const flags = parseFlags(["--room-chance", "50", "--cell-width=9"], FLAGS);
    expect(dungeonOptionsFromFlags(flags)).toEqual({ layout: "cells", options: { roomChance: 50, cellWidth: 9 }, notes: [] });
  });

  it("keeps the chosen layout's options and notes the others, which are left out", () => {
    const flags = parseFlags(["--layout", "Digger", "--cave-chance", "30", "--cell-width", "9", "--maze-path-width", "5", "--room-chance", "60"], FLAGS);
    expect(dungeonOptionsFromFlags(flags)).toEqual({
      layout: "digger",
      options: { caveChance: 30, roomChance: 60 },
      notes: ["--cell-width is not an option of layout digger (only of cells); ignored", "--maze-path-width is not an option of layout digger (only of maze); ignored"],
    });
  });

  it("rejects an unknown layout, naming the known ones", () => {
    expect(() => dungeonOptionsFromFlags(parseFlags(["--layout", "caverns"], FLAGS))).toThrow(`unknown layout "caverns"; known layouts: ${LAYOUT_NAMES.join(", ")}`);
  });
});

describe("preview command", () => {
  it("reads the issue's example command line", () => {
    const request = parsePreviewArgs(["--width", "68", "--height", "64", "--seed", "42", "--out", "previews/", "--grid", "--events", "3"]);
    expect(request).toEqual({
      width: 68,
      height: 64,
      seed: 42,
      count: 1,
      out: "previews/",
      scale: 4,
      grid: true,
      byGeneration: false,
      json: false,
      writePictures: true,
      layout: "cells",
      options: {},
      structure: null,
      content: [{ min: 3, max: 3, label: "--events" }],
      decor: null,
      notes: [],
    });
  });

  it("reads --layout and every option of that layout; --json writes pictures only with --out", () => {
    const request = parsePreviewArgs(["--layout", "maze", "--maze-braid-chance", "40", "--json"])!;
    expect(request).toMatchObject({ layout: "maze", options: { mazeBraidChance: 40 }, json: true, writePictures: false });
    expect(parsePreviewArgs(["--json", "--out", "x"])!.writePictures).toBe(true);
  });

  it("returns null for --help and rejects a bad count", () => {
    expect(parsePreviewArgs(["--help"])).toBeNull();
    expect(() => parsePreviewArgs(["--count", "0"])).toThrow("--count must be at least 1");
  });

  describe("runs", () => {
    let folder: string;
    const lines: string[] = [];
    const errors: string[] = [];
    const output = { log: (line: string) => lines.push(line), error: (line: string) => errors.push(line) };
    beforeEach(() => {
      folder = mkdtempSync(join(tmpdir(), "preview-"));
      lines.length = 0;
      errors.length = 0;
    });
    afterEach(() => rmSync(folder, { recursive: true, force: true }));

    it("writes one PNG and prints the text rendering", () => {
      expect(runPreview(["--seed", "42", "--out", folder, "--scale", "1"], output)).toBe(0);
      expect(readdirSync(folder)).toEqual(["preview-68x64-seed42.png"]);
      expect(lines.join("\n")).toContain("@");
      expect(errors).toEqual([]);
    });

    it("writes numbered PNGs and an index.html gallery for --count", () => {
      expect(runPreview(["--count", "3", "--seed", "7", "--out", folder, "--scale", "1", "--room-chance", "101"], output)).toBe(0);
      expect(readdirSync(folder).sort()).toEqual(["001-seed7.png", "002-seed8.png", "003-seed9.png", "index.html"]);
      const html = readFileSync(join(folder, "index.html"), "utf8");
      expect(html).toContain('<img src="002-seed8.png"');
      expect(errors).toEqual([expect.stringContaining("roomChance 101")]); // warned once, not per seed
    });

    it("fails with the core's reason for a map too small", () => {
      expect(runPreview(["--width", "10", "--out", folder], output)).toBe(1);
      expect(errors.join("\n")).toContain("too small");
      expect(existsSync(join(folder, "preview-10x64-seed1.png"))).toBe(false);
    });

    it("names a PNG after the layout, except cells' (as before layouts)", () => {
      expect(runPreview(["--layout", "digger", "--seed", "5", "--out", folder, "--scale", "1", "--grid"], output)).toBe(0);
      expect(readdirSync(folder)).toEqual(["preview-digger-68x64-seed5.png"]);
      expect(lines.join("\n")).toMatch(/digger, seed 5, 68×64, \d+ areas \(.*\d+ room.*\), \d+ openings, 0 events/);
    });

    it("prints one JSON line of stats per dungeon with --json, and notes a flag the layout does not read", () => {
      expect(runPreview(["--layout", "digger", "--count", "3", "--seed", "11", "--json", "--cell-width", "9"], output)).toBe(0);
      expect(lines).toHaveLength(3);
      const stats = lines.map((line) => JSON.parse(line));
      expect(stats.map((s) => [s.layout, s.seed])).toEqual([["digger", 11], ["digger", 12], ["digger", 13]]);
      for (const s of stats) {
        expect(Object.keys(s)).toEqual(["layout", "seed", "areas", "openings", "loops", "floorShare"]);
        expect(Object.keys(s.openings)).toEqual(["door", "secret", "open"]);
        expect(s.areas.room).toBeGreaterThan(0);
        expect(s.floorShare).toBeGreaterThan(0.1);
        expect(s.floorShare).toBeLessThan(0.9);
        expect(Number.isInteger(s.loops)).toBe(true);
      }
      expect(errors).toEqual(["note: --cell-width is not an option of layout digger (only of cells); ignored"]);
      expect(existsSync(join(folder, "preview-digger-68x64-seed11.png"))).toBe(false);
    });

    it("counts what the layout reports in the JSON stats", () => {
      expect(runPreview(["--layout", "rooms", "--seed", "4", "--json"], output)).toBe(0);
      const stats = JSON.parse(lines[0]);
      const result = generateDungeon(68, 64, { layout: "rooms" }, 4);
      if (!result.ok) throw new Error(result.reason);
      const { layout } = result.dungeon;
      expect(Object.values(stats.areas).reduce((a: number, b) => a + (b as number), 0)).toBe(layout.areas.length);
      expect(stats.openings.door + stats.openings.secret + stats.openings.open).toBe(layout.openings.length);
      expect(stats.loops).toBe(buildAreaGraph(layout.areas.length, layout.openings).loops);
    });

    it("draws walls by generation with --by-generation: a different picture from the plain one, same dungeon", () => {
      expect(runPreview(["--layout", "crawlers", "--seed", "3", "--out", folder, "--scale", "1"], output)).toBe(0);
      const plain = PNG.sync.read(readFileSync(join(folder, "preview-crawlers-68x64-seed3.png")));
      expect(runPreview(["--layout", "crawlers", "--seed", "3", "--out", folder, "--scale", "1", "--by-generation"], output)).toBe(0);
      const byGeneration = PNG.sync.read(readFileSync(join(folder, "preview-crawlers-68x64-seed3.png")));
      const result = generateDungeon(68, 64, { layout: "crawlers" }, 3);
      if (!result.ok) throw new Error(result.reason);
      const { generations } = result.dungeon.layout.overlay;
      let differing = 0;
      for (let tile = 0; tile < 68 * 64; tile++) {
        const same = [0, 1, 2, 3].every((k) => plain.data[tile * 4 + k] === byGeneration.data[tile * 4 + k]);
        if (!same) differing++;
        // Only walls laid by a generation change colour.
        if (!same) expect(generations![tile]).toBeGreaterThan(0);
      }
      expect(differing).toBeGreaterThan(100);
    });

    it("takes a crawlers --style as the base under the option flags given", () => {
      const request = parsePreviewArgs(["--layout", "crawlers", "--style", "halls"])!;
      expect(request.options).toEqual({ ...CRAWLER_STYLES.halls });
      const overridden = parsePreviewArgs(["--layout", "crawlers", "--style", "Caverns", "--turn-chance", "5"])!;
      expect(overridden.options).toEqual({ ...CRAWLER_STYLES.caverns, turnChance: 5 });
      expect(parsePreviewArgs(["--style", "halls"])!.notes).toEqual(["--style is for layouts with presets (crawlers: maze, halls, caverns), not cells; ignored"]);
      expect(() => parsePreviewArgs(["--layout", "crawlers", "--style", "swamp"])).toThrow('unknown style "swamp"; known styles: caverns, halls, maze');
    });

    it("paints stage 0 from a --structure text file: # walls stay walls, . floor stays floor", () => {
      const file = join(folder, "structure.txt");
      const rows = ["", "", "", "", "", "    ##########", "    ##########", "    ##########", "", "", "      ......", "      ......", "      ......"];
      writeFileSync(file, rows.join("\n"));
      const request = parsePreviewArgs(["--layout", "crawlers", "--structure", file, "--width", "40", "--height", "30"])!;
      const marks = request.structure!;
      expect(marks).toHaveLength(40 * 30);
      expect(marks[5 * 40 + 4]).toBe(StructureMark.Wall);
      expect(marks[10 * 40 + 6]).toBe(StructureMark.Floor);
      expect(marks.filter((mark) => mark !== 0)).toHaveLength(30 + 18);
      expect(runPreview(["--layout", "crawlers", "--structure", file, "--width", "40", "--height", "30", "--out", folder, "--scale", "1", "--json"], output)).toBe(0);
      const result = generateDungeon(40, 30, { layout: "crawlers", structure: marks }, 1);
      if (!result.ok) throw new Error(result.reason);
      marks.forEach((mark, tile) => {
        if (mark === StructureMark.Floor) expect(isFloor(result.dungeon.grid.kinds[tile])).toBe(true);
      });
      expect(JSON.parse(lines[0]).areas).toEqual(JSON.parse(JSON.stringify(dungeonStats(result.dungeon).areas)));
      expect(parsePreviewArgs(["--structure", file])!.notes).toEqual(["--structure is for layouts that read a painted structure (crawlers), not cells; ignored"]);
      expect(() => parsePreviewArgs(["--layout", "crawlers", "--structure", join(folder, "missing.txt")])).toThrow("--structure: cannot read");
    });

    it("places the pieces of a --pieces set-piece map, names where they went and outlines them", () => {
      const file = join(folder, "Map020.json");
      writeFileSync(file, JSON.stringify(pieceMap(SHRINE, ["<Dungeon Piece: shrine>\n<Dungeon Piece Required>"])));
      const request = parsePreviewArgs(["--pieces", file, "--piece-count", "0"])!;
      expect(request.pieces!.catalog.pieces.map((piece) => piece.name)).toEqual(["shrine"]);
      expect(request.pieces!.count).toBe(0);
      expect(runPreview(["--layout", "rooms", "--pieces", file, "--out", folder, "--scale", "1"], output)).toBe(0);
      const placed = lines.find((line) => line.startsWith("pieces:"));
      expect(placed).toMatch(/^pieces: 1 placed: shrine at \d+,\d+$/);
      expect(errors).toEqual([]);
      expect(parsePreviewArgs(["--piece-count", "3"])!.notes).toEqual(["--piece-count is for --pieces; ignored"]);
      expect(() => parsePreviewArgs(["--pieces", join(folder, "missing.json")])).toThrow("--pieces: cannot read");
    });

    it("exits 2 on a bad flag or an unknown layout", () => {
      expect(runPreview(["--layout", "caverns"], output)).toBe(2);
      expect(errors.pop()).toContain('unknown layout "caverns"');
      expect(runPreview(["--colour", "red"], output)).toBe(2);
      expect(errors).toEqual(["preview: unknown flag --colour (try --help)"]);
    });
  });
});
