/**
 * The preview's content and decoration flags: --content builds the core's content requests and
 * every placed copy is drawn in its role's colour; --decor runs the core's decoration planner and
 * every decorated tile is drawn in its kind's colour — whichever layout ran.
 */
import { mkdtempSync, readFileSync, rmSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { PNG } from "pngjs";
import { Dungeon, LAYOUT_NAMES, TileKind, generateDungeon, isFloor } from "../../src/core";
import type { ContentRequest } from "../../src/core/content";
import { DECOR_DEFAULTS, DecorKind } from "../../src/core/decor";
import { parseContentList, placedCopies, textWithContent, ROLE_LETTERS } from "../../tools/preview/content";
import { PREVIEW_DECOR_PALETTE, decorateForPreview } from "../../tools/preview/decor";
import { PREVIEW_USAGE, parsePreviewArgs, runPreview, showDungeon } from "../../tools/preview/run";
import { ARRIVAL_COLOUR, DECOR_COLOURS, DecorMark, KIND_COLOURS, ROLE_COLOURS, Rgba } from "../../tools/render/palette";
import { RgbaImage, renderPicture } from "../../tools/render/pixels";

const EXAMPLE = "stairs,entrance,boss,treasure:3,monster:2-4,trap:2,door,lock:1,key:1";

function pixelOfTile(image: { width: number; data: ArrayLike<number> }, mapWidth: number, tile: number, scale: number): Rgba {
  const x = (tile % mapWidth) * scale;
  const y = Math.floor(tile / mapWidth) * scale;
  const at = (y * image.width + x) * 4;
  return [image.data[at], image.data[at + 1], image.data[at + 2], image.data[at + 3]];
}

function generated(layout: string, seed: number, content?: ContentRequest[]): Dungeon {
  const result = generateDungeon(68, 64, { layout, ...(content ? { content } : {}) }, seed);
  if (!result.ok) throw new Error(result.reason);
  return result.dungeon;
}

const collector = () => {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, output: { log: (line: string) => lines.push(line), error: (line: string) => errors.push(line) } };
};

describe("--content", () => {
  it("reads roles, counts, ranges and lock / key levels into the core's requests", () => {
    const requests = parseContentList(EXAMPLE);
    expect(requests.map(({ role, min, max, level }) => ({ role, min, max, level }))).toEqual([
      { role: "stairs", min: undefined, max: undefined, level: undefined },
      { role: "entrance", min: undefined, max: undefined, level: undefined },
      { role: "boss", min: undefined, max: undefined, level: undefined },
      { role: "treasure", min: 3, max: 3, level: undefined },
      { role: "monster", min: 2, max: 4, level: undefined },
      { role: "trap", min: 2, max: 2, level: undefined },
      { role: "door", min: undefined, max: undefined, level: undefined },
      { role: "lock", min: undefined, max: undefined, level: 1 },
      { role: "key", min: undefined, max: undefined, level: 1 },
    ]);
    expect(parseContentList(" Secret-Door , event:0 , lock:2").map((r) => [r.role, r.min ?? r.level ?? null])).toEqual([
      ["secretDoor", null],
      ["none", 0],
      ["lock", 2],
    ]);
    expect(parsePreviewArgs(["--content", "stairs,key"])!.content!.map((r) => r.role)).toEqual(["stairs", "key"]);
    expect(parsePreviewArgs([])!.content).toBeNull();
  });

  it.each([
    ["chest:2", 'entry 1 "chest:2": unknown role; known roles: event, stairs'],
    ["stairs,treasure:x", 'entry 2 "treasure:x": count "x" is not a whole number or a range like 2-5'],
    ["monster:5-2", "count 5-2 runs backwards; write 2-5"],
    ["treasure:1000", "count 1000 is outside 0–999"],
    ["lock:0", "level 0 is outside 1–99"],
    ["key:a", 'level "a" is not a whole number'],
    ["door:2", "door takes no number"],
    ["stairs,,boss", 'entry 2 "": is empty'],
    ["trap:1:2", 'has more than one ":"'],
    [",", "needs at least one ROLE[:COUNT] entry"],
  ])("%j gives a clear message, exit code 2 and no throw", (value, message) => {
    const { errors, output } = collector();
    expect(() => runPreview(["--content", value], output)).not.toThrow();
    expect(runPreview(["--content", value], output)).toBe(2);
    expect(errors[0]).toContain(message);
    expect(errors[0]).toMatch(/^preview: --content /);
  });

  it("is described in --help", () => {
    expect(PREVIEW_USAGE).toMatch(/--content <text> +content as the plugin's event note tags ask for it/);
    expect(PREVIEW_USAGE).toContain("lock:N / key:N");
  });

  describe("the PNG and the text", () => {
    let folder: string;
    beforeEach(() => (folder = mkdtempSync(join(tmpdir(), "preview-content-"))));
    afterEach(() => rmSync(folder, { recursive: true, force: true }));

    it("draws every placed copy in its role's colour at its tile, and letters with a legend in the text", () => {
      const { lines, errors, output } = collector();
      expect(runPreview(["--layout", "rooms", "--seed", "42", "--content", EXAMPLE, "--out", folder, "--scale", "2"], output)).toBe(0);
      expect(errors).toEqual([]);
      const png = PNG.sync.read(readFileSync(join(folder, "preview-rooms-68x64-seed42.png")));
      const requests = parseContentList(EXAMPLE);
      const dungeon = generated("rooms", 42, requests);
      const copies = placedCopies(dungeon.content!, requests);
      const roles = new Set(copies.map((copy) => copy.role));
      // rooms has door openings, a chokepoint for the lock and room for everything else.
      expect([...roles].sort()).toEqual(["boss", "door", "entrance", "key", "lock", "monster", "stairs", "trap", "treasure"]);
      expect(copies.filter((copy) => copy.role === "treasure")).toHaveLength(3);
      for (const { tile, role } of copies) expect(pixelOfTile(png, 68, tile, 2)).toEqual(tile === dungeon.arrival ? ARRIVAL_COLOUR : ROLE_COLOURS[role]);
      const text = lines.join("\n");
      const rows = text.split("\n");
      for (const { tile, role } of copies) expect(rows[Math.floor(tile / 68)][tile % 68]).toBe(ROLE_LETTERS[role]);
      expect(text).toContain(`content: > stairs 1, < entrance 1, B boss 1, $ treasure 3, M monster ${copies.filter((c) => c.role === "monster").length}`);
      expect(text).toContain(`content: ${copies.length} copies placed`);
    });

    it("prints the core's content problems as warnings", () => {
      const { errors, output } = collector();
      expect(runPreview(["--seed", "42", "--content", "stairs,lock:1", "--out", folder, "--scale", "1"], output)).toBe(0);
      const dungeon = generated("cells", 42, parseContentList("stairs,lock:1"));
      expect(dungeon.content!.problems.length).toBeGreaterThan(0); // a lock without a key
      expect(errors).toEqual(dungeon.content!.problems.map((problem) => `content warning, seed 42: ${problem}`));
    });

    it("with --count: per-seed content warnings for every seed, captions with the summary, the role and decoration legend in index.html", () => {
      const { lines, errors, output } = collector();
      expect(runPreview(["--seed", "42", "--count", "3", "--content", "stairs,lock:1,key:1,treasure:2", "--decor", "--out", folder, "--scale", "1"], output)).toBe(0);
      const expected = [42, 43, 44].flatMap((seed) => generated("cells", seed, parseContentList("stairs,lock:1,key:1,treasure:2")).content!.problems.map((problem) => `content warning, seed ${seed}: ${problem}`));
      expect(errors).toEqual(expected);
      expect(lines.filter((line) => /-seed4\d\.png .*; content: \d+ copies placed.*; decor: \d+ variant tiles/.test(line))).toHaveLength(3);
      const html = readFileSync(join(folder, "index.html"), "utf8");
      for (const label of ["stairs", "treasure", "lock", "key", "floor variant (patch or single tile)", "void decoration"]) expect(html).toContain(`</span>${label}</li>`);
    });
  });

  it.each(LAYOUT_NAMES)("layout %s: the picture marks every placed copy in its role's colour", (layout) => {
    const request = parsePreviewArgs(["--layout", layout, "--content", "stairs,entrance,boss,treasure:2,monster:2,trap:1,door,secret-door,wall:1,event:1"])!;
    const dungeon = generated(layout, 7, request.content!);
    const { picture, copies } = showDungeon(request, dungeon, collector().output);
    expect(copies!.length).toBeGreaterThanOrEqual(7);
    const image = renderPicture(picture, 1);
    for (const { tile, role } of copies!) expect(pixelOfTile(image, 68, tile, 1)).toEqual(tile === dungeon.arrival ? ARRIVAL_COLOUR : ROLE_COLOURS[role]);
  });

  it("textWithContent writes a role's letter past a line's trimmed end", () => {
    expect(textWithContent("#.\n", 4, [{ tile: 3, role: "key" }]).split("\n")).toEqual(["#. K", "content: K key 1"]);
  });
});

describe("--decor", () => {
  it("turns decoration on with --decor or any --decor-* option; off by default", () => {
    expect(parsePreviewArgs([])!.decor).toBeNull();
    expect(parsePreviewArgs(["--decor"])!.decor).toEqual({});
    expect(parsePreviewArgs(["--decor-patches", "10", "--decor-void-density", "0"])!.decor).toEqual({ decorPatches: 10, decorVoidDensity: 0 });
    expect(PREVIEW_USAGE).toMatch(new RegExp(`--decor-patches <integer> +decoration: floor patches per 1,000 floor tiles, 0–100 \\(default ${DECOR_DEFAULTS.decorPatches}\\); implies --decor`));
  });

  it("warns about an out-of-range option and uses the default, without failing", () => {
    const { errors, output } = collector();
    const folder = mkdtempSync(join(tmpdir(), "preview-decor-"));
    try {
      expect(runPreview(["--decor-patches", "500", "--out", folder, "--scale", "1"], output)).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    expect(errors).toEqual([expect.stringMatching(/^warning: decor: decorPatches 500 .*using 6$/)]);
  });

  it.each(LAYOUT_NAMES)("layout %s: patches and decorations drawn in their kind's colours, on the right tiles, the rest untouched", (layout) => {
    const request = parsePreviewArgs(["--layout", layout, "--decor", "--content", "stairs,treasure:2"])!;
    const dungeon = generated(layout, 3, request.content!);
    const { picture } = showDungeon(request, dungeon, collector().output);
    const { plan, marks } = decorateForPreview(dungeon, {});
    expect(picture.decor).toEqual(marks);
    expect(plan.variantTiles.length).toBeGreaterThan(0);
    // Floor and wall decorations everywhere (some maps, e.g. crawlers', may leave no void free for them).
    const kindsSeen = new Set(plan.decorationKinds);
    expect(kindsSeen.has(DecorKind.Floor) && kindsSeen.has(DecorKind.Wall)).toBe(true);
    const image: RgbaImage = renderPicture(picture, 1);
    const markers = new Set([dungeon.arrival, ...placedCopies(dungeon.content!, request.content!).map((copy) => copy.tile)]);
    const { kinds } = dungeon.grid;
    for (let tile = 0; tile < marks.length; tile++) {
      if (markers.has(tile)) {
        expect(marks[tile]).toBe(DecorMark.None); // the planner keeps events and the arrival free
        continue;
      }
      const mark = marks[tile] as DecorMark;
      const expected = mark === DecorMark.None ? KIND_COLOURS[kinds[tile] as TileKind] : DECOR_COLOURS[mark as Exclude<DecorMark, 0>];
      expect(pixelOfTile(image, 68, tile, 1)).toEqual(expected);
      // Each kind sits where it belongs: variants and floor pieces on floor, wall pieces on walls, void pieces on the void.
      if (mark === DecorMark.Variant || mark === DecorMark.Floor || mark === DecorMark.FloorBlocking) expect(isFloor(kinds[tile])).toBe(true);
      if (mark === DecorMark.Wall) expect(kinds[tile]).toBe(TileKind.Wall);
      if (mark === DecorMark.Void) expect(kinds[tile]).toBe(TileKind.Void);
    }
    // Every blocking tile the planner reports is drawn as a blocking floor decoration.
    for (const tile of plan.blockedTiles) expect(marks[tile]).toBe(DecorMark.FloorBlocking);
  });

  it("0 turns a kind off, and the stand-in palette covers every kind", () => {
    const dungeon = generated("digger", 42);
    const { plan } = decorateForPreview(dungeon, { decorVoidDensity: 0, decorPatches: 0 });
    expect(plan.decorationKinds.includes(DecorKind.Void)).toBe(false);
    expect(decorateForPreview(dungeon, {}).plan.decorationKinds.includes(DecorKind.Void)).toBe(true);
    expect(plan.variantTiles.length).toBe(0);
    expect([PREVIEW_DECOR_PALETTE.variantCount, PREVIEW_DECOR_PALETTE.floor.length, PREVIEW_DECOR_PALETTE.wall.length, PREVIEW_DECOR_PALETTE.void.length].every((n) => n > 0)).toBe(true);
  });

  it("never changes the dungeon: the PNG differs from the plain one only on decorated tiles", () => {
    const folder = mkdtempSync(join(tmpdir(), "preview-decor-"));
    try {
      const { output } = collector();
      expect(runPreview(["--layout", "digger", "--seed", "42", "--out", folder, "--scale", "1"], output)).toBe(0);
      const plain = PNG.sync.read(readFileSync(join(folder, "preview-digger-68x64-seed42.png")));
      expect(runPreview(["--layout", "digger", "--seed", "42", "--decor", "--out", folder, "--scale", "1"], output)).toBe(0);
      const decorated = PNG.sync.read(readFileSync(join(folder, "preview-digger-68x64-seed42.png")));
      const { marks } = decorateForPreview(generated("digger", 42), {});
      let changed = 0;
      for (let tile = 0; tile < marks.length; tile++) {
        const same = [0, 1, 2, 3].every((k) => plain.data[tile * 4 + k] === decorated.data[tile * 4 + k]);
        if (!same) changed++;
        expect(same).toBe(marks[tile] === DecorMark.None);
      }
      expect(changed).toBeGreaterThan(50);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
