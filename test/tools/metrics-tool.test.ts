/** The metrics command: histograms, the heat map picture, and a small real run. */
import { mkdtempSync, readFileSync, rmSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { PNG } from "pngjs";
import { heatColour, renderHeatMap } from "../../tools/metrics/heat-map";
import { axisAround, binOf, histogram, histogram2d } from "../../tools/metrics/histogram";
import { LAYOUT_NAMES, buildAreaGraph, generateDungeon } from "../../src/core";
import { measureDungeon } from "../../tools/metrics/measure";
import { runMetrics } from "../../tools/metrics/run";

describe("histograms", () => {
  it("bins values, with an open last bin", () => {
    const bins = histogram([0, 19, 20, 45, 60, 500], 0, 20, 60);
    expect(bins.map((bin) => [bin.from, bin.to, bin.count])).toEqual([
      [0, 20, 2],
      [20, 40, 1],
      [40, 60, 1],
      [60, Infinity, 2],
    ]);
  });

  it("rounds an axis outwards and clamps values to its end bins", () => {
    const axis = axisAround("share", [17.2, 29.1], 5, 3);
    expect(axis).toEqual({ label: "share", min: 15, max: 30, bins: 3 });
    expect([binOf(axis, 15), binOf(axis, 19.9), binOf(axis, 20), binOf(axis, 30), binOf(axis, 99), binOf(axis, -1)]).toEqual([0, 0, 1, 2, 2, 0]);
  });

  it("counts points per (x, y) bin", () => {
    const x = { label: "x", min: 0, max: 2, bins: 2 };
    const y = { label: "y", min: 0, max: 2, bins: 2 };
    expect(Array.from(histogram2d([[0.5, 0.5], [1.5, 0.5], [1.5, 1.5], [1.6, 1.9]], x, y))).toEqual([1, 1, 0, 2]);
  });
});

describe("renderHeatMap", () => {
  it("puts y upwards, the fullest bin brightest and empty bins dark", () => {
    const image = renderHeatMap(Uint32Array.of(4, 0, 0, 1), 2, 2, 3); // bottom row: 4, 0; top row: 0, 1
    const pixel = (x: number, y: number) => Array.from(image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4));
    expect([image.width, image.height]).toEqual([8, 8]);
    expect(pixel(1, 4)).toEqual([...heatColour(1)]); // bottom-left bin: the fullest
    expect(pixel(4, 1)).toEqual([...heatColour(0.5)]); // top-right bin: √(1/4)
    expect(pixel(4, 4)).toEqual(pixel(1, 1)); // the two empty bins alike
    expect(pixel(4, 4)).not.toEqual(pixel(4, 1));
  });
});

describe("measureDungeon", () => {
  it.each(LAYOUT_NAMES)("reads the %s layout's areas and area graph, not an algorithm's own fields", (name) => {
    const result = generateDungeon(68, 64, { layout: name }, 9);
    if (!result.ok) throw new Error(result.reason);
    const { layout } = result.dungeon;
    const graph = buildAreaGraph(layout.areas.length, layout.openings);
    const measures = measureDungeon(result.dungeon);
    const rooms = layout.areas.filter((area) => area.kind === "room");
    expect(measures.areas).toBe(layout.areas.length);
    expect(Object.values(measures.areasByKind).reduce((a, b) => a + b, 0)).toBe(layout.areas.length);
    expect(measures.rooms).toBe(rooms.length);
    expect(measures.roomAreas).toEqual(rooms.map((room) => room.size));
    expect(measures.deadEnds).toBe(graph.deadEnd.reduce((a, b) => a + b, 0));
    expect(measures.loops).toBe(graph.loops);
    expect(measures.bridges).toBe(graph.bridge.reduce((a, b) => a + b, 0));
    expect(measures.components).toBe(1);
  });
});

describe("metrics command", () => {
  let folder: string;
  beforeAll(() => (folder = mkdtempSync(join(tmpdir(), "metrics-"))));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("measures a few dungeons, prints the table and writes the heat map", () => {
    const out = join(folder, "range.png");
    const lines: string[] = [];
    const code = runMetrics(["--count", "30", "--sample", "10", "--out", out, "--bins", "10"], { log: (l) => lines.push(l), error: (l) => lines.push(l) });
    const text = lines.join("\n");
    expect(code).toBe(0);
    expect(text).toContain("connectivity: 30/30 dungeons have one floor region (100.0%)");
    expect(text).toMatch(/diversity: mean pairwise Hamming distance \d+\.\d% of tiles over 10 dungeons/);
    expect(text).toMatch(/floor share \(%\)\s+\d+\.\d/);
    const png = PNG.sync.read(readFileSync(out));
    expect([png.width, png.height]).toEqual([10 * 12 + 2, 10 * 12 + 2]);
  });

  it("prints JSON with --json", () => {
    const lines: string[] = [];
    runMetrics(["--count", "5", "--out", join(folder, "j.png"), "--json", "--width", "90"], { log: (l) => lines.push(l), error: (l) => lines.push(l) });
    const summary = JSON.parse(lines.join(""));
    expect(summary).toMatchObject({ layout: "cells", width: 90, height: 64, count: 5, connected: 5 });
    expect(Object.keys(summary.areasByKind)).toEqual(["corridor", "room"]);
  });

  it("measures another layout with --layout, its areas by kind in the table", () => {
    const lines: string[] = [];
    const errors: string[] = [];
    const code = runMetrics(["--layout", "digger", "--count", "8", "--sample", "4", "--out", join(folder, "d.png"), "--cell-width", "9"], {
      log: (l) => lines.push(l),
      error: (l) => errors.push(l),
    });
    const text = lines.join("\n");
    expect(code).toBe(0);
    expect(text).toContain("8 digger dungeons, 68×64");
    expect(text).toContain("connectivity: 8/8 dungeons have one floor region (100.0%)");
    expect(text).toMatch(/ {2}room areas\s+\d+\.\d/);
    expect(text).toMatch(/ {2}corridor areas\s+\d+\.\d/);
    expect(text).toMatch(/dead ends \(areas, 1 neighbour\)\s+\d+\.\d/);
    expect(text).toMatch(/loops \(cyclomatic, area graph\)\s+\d+\.\d\d/);
    expect(errors).toEqual(["note: --cell-width is not an option of layout digger (only of cells); ignored"]);
  });
});
