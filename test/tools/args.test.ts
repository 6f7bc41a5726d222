/** Command-line parsing of the tools: flag forms, errors, and the core option flags. */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { DUNGEON_DEFAULTS } from "../../src/core";
import { ArgumentError, FlagSpecs, describeFlags, parseFlags } from "../../tools/lib/args";
import { OPTION_FLAGS, dungeonOptionsFromFlags, optionFlagName } from "../../tools/lib/dungeon-flags";
import { parsePreviewArgs, runPreview } from "../../tools/preview/run";

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

describe("core option flags", () => {
  it("has one kebab-case flag per core option, eventCount as --events", () => {
    expect(optionFlagName("roomChance")).toBe("room-chance");
    expect(optionFlagName("borderX")).toBe("border-x");
    expect(optionFlagName("eventCount")).toBe("events");
    expect(Object.keys(OPTION_FLAGS)).toHaveLength(Object.keys(DUNGEON_DEFAULTS).length);
  });

  it("passes on only the options given", () => {
    const flags = parseFlags(["--room-chance", "50", "--events", "10", "--cell-width=9"], OPTION_FLAGS);
    expect(dungeonOptionsFromFlags(flags)).toEqual({ roomChance: 50, eventCount: 10, cellWidth: 9 });
  });
});

describe("preview command", () => {
  it("reads the issue's example command line", () => {
    const request = parsePreviewArgs(["--width", "68", "--height", "64", "--seed", "42", "--out", "previews/", "--grid", "--events", "3"]);
    expect(request).toEqual({ width: 68, height: 64, seed: 42, count: 1, out: "previews/", scale: 4, grid: true, options: { eventCount: 3 } });
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

    it("exits 2 on a bad flag", () => {
      expect(runPreview(["--colour", "red"], output)).toBe(2);
      expect(errors).toEqual(["preview: unknown flag --colour (try --help)"]);
    });
  });
});
