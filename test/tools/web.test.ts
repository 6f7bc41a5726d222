/**
 * The web preview in real headless Chromium (playwright-core, the system's /usr/bin/chromium):
 * the page draws a dungeon, a new seed redraws it, step mode walks the phases in order with a
 * different picture at each, and the layout selector shows each layout's own options and steps.
 * Skipped, with a message, where Chromium is not installed.
 */
import { existsSync } from "fs";
import { Browser, Page, chromium } from "playwright-core";
import { LAYOUTS, LAYOUT_NAMES, findLayout } from "../../src/core";
import { GENERATION_COLOURS, MARK_COLOUR } from "../../tools/render/palette";
import { PreviewServer, startPreviewServer } from "../../tools/web/server";
import { SHRINE, pieceMap } from "../mz/piece-map";

const CHROMIUM = "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const PHASES = ["cells", "links", "corridors", "rooms", "walls", "placement"];
/** The option inputs a layout gets: its own options and the event count. */
const optionCount = (name: string) => Object.keys(findLayout(name)!.defaults).length;

const haveChromium = existsSync(CHROMIUM);
const SKIP_MESSAGE = `web preview test SKIPPED: ${CHROMIUM} is absent (apt-get install chromium to run it)`;
if (!haveChromium) console.warn(SKIP_MESSAGE);
// CI installs Chromium (.ci/run): there, a missing browser is a failure, never a silent skip.
if (!haveChromium && process.env.CI) test("Chromium is installed in CI", () => expect(existsSync(CHROMIUM)).toBe(true));
const describeInChromium = haveChromium ? describe : describe.skip;
const SUITE = haveChromium ? "web preview in headless Chromium" : SKIP_MESSAGE;

jest.setTimeout(60_000);

/** What the canvas shows: its size, phase, draw count and a hash of its pixels. */
interface CanvasState {
  width: number;
  height: number;
  phase: string;
  frames: number;
  draws: number;
  hash: number;
  colours: number;
}

function readCanvas(page: Page): Promise<CanvasState> {
  return page.evaluate(() => {
    const canvas = document.getElementById("map") as HTMLCanvasElement;
    const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
    let hash = 2166136261;
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4) {
      const rgba = (data[i] << 24) | (data[i + 1] << 16) | (data[i + 2] << 8) | data[i + 3];
      colours.add(rgba);
      hash = Math.imul(hash ^ rgba, 16777619);
    }
    return { width: canvas.width, height: canvas.height, phase: canvas.dataset.phase ?? "", frames: Number(canvas.dataset.frames ?? 0), draws: Number(canvas.dataset.draws ?? 0), hash: hash >>> 0, colours: colours.size };
  });
}

/** Waits until the page has drawn more often than `draws`, then reads the canvas. */
async function drawnAfter(page: Page, draws: number): Promise<CanvasState> {
  await page.waitForFunction((seen) => Number((document.getElementById("map") as HTMLCanvasElement).dataset.draws ?? 0) > seen, draws);
  return readCanvas(page);
}

/** Does `action` and returns the canvas as drawn after it. */
async function drawAfter(page: Page, action: () => Promise<unknown>): Promise<CanvasState> {
  const { draws } = await readCanvas(page);
  await action();
  return drawnAfter(page, draws);
}

describeInChromium(SUITE, () => {
  let server: PreviewServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startPreviewServer("127.0.0.1", 0);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    page = await browser.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto(server.url);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("draws a dungeon, with a control for every option of the default layout", async () => {
    const first = await drawnAfter(page, 0);
    expect(first.width).toBe(68 * 6);
    expect(first.height).toBe(64 * 6);
    expect(first.phase).toBe("placement");
    expect(first.colours).toBeGreaterThanOrEqual(5); // void, room, corridor, wall, arrival
    expect(await page.locator("#options input").count()).toBe(optionCount("cells"));
    expect(await page.locator("#layout option").allTextContents()).toEqual([...LAYOUT_NAMES]);
    expect(await page.inputValue("#layout")).toBe("cells");
    expect(pageErrors).toEqual([]);
  });

  it("redraws a different dungeon for a typed seed and for the new-seed button", async () => {
    const before = await readCanvas(page);
    const typed = await drawAfter(page, () => page.fill("#seed", "7"));
    expect(typed.hash).not.toBe(before.hash);

    const fresh = await drawAfter(page, () => page.click("#new-seed"));
    expect(await page.inputValue("#seed")).not.toBe("7");
    expect(fresh.hash).not.toBe(typed.hash);
  });

  it("steps through the phases in order, each drawn differently", async () => {
    await drawAfter(page, () => page.fill("#seed", "42"));
    const seen = [await drawAfter(page, () => page.check("#step-mode"))];
    for (let i = 1; i < PHASES.length; i++) seen.push(await drawAfter(page, () => page.click("#next-phase")));
    expect(seen.map((frame) => frame.phase)).toEqual(PHASES);
    for (let i = 1; i < seen.length; i++) expect(seen[i].hash).not.toBe(seen[i - 1].hash);
    expect(await page.isDisabled("#next-phase")).toBe(true);

    const back = await drawAfter(page, () => page.click("#previous-phase"));
    expect(back.phase).toBe("walls");
    expect(back.hash).toBe(seen[4].hash);
    expect(pageErrors).toEqual([]);
    await drawAfter(page, () => page.uncheck("#step-mode"));
  });

  it("shows the chosen layout's options with their defaults and ranges, for every layout", async () => {
    for (const layout of LAYOUTS) {
      const frame = await drawAfter(page, () => page.selectOption("#layout", layout.name));
      expect(frame.phase).toBe("placement");
      expect(await page.locator("#options input").count()).toBe(optionCount(layout.name));
      for (const key of Object.keys(layout.defaults)) {
        const input = page.locator(`#option-${key}`);
        expect([await input.inputValue(), await input.getAttribute("min"), await input.getAttribute("max")]).toEqual(
          [layout.defaults[key], layout.ranges[key].min, layout.ranges[key].max].map(String),
        );
      }
      expect(await page.textContent("#status")).toMatch(new RegExp(`^${layout.name}, seed \\d+: \\d+ areas`));
    }
    expect(pageErrors).toEqual([]);
  });

  it("regenerates with a changed layout option and shows only the chosen layout's options", async () => {
    await drawAfter(page, () => page.selectOption("#layout", "digger"));
    const before = await readCanvas(page);
    const changed = await drawAfter(page, () => page.fill("#option-caveChance", "80"));
    expect(changed.hash).not.toBe(before.hash);
    await drawAfter(page, () => page.selectOption("#layout", "maze"));
    expect(await page.locator("#option-caveChance").count()).toBe(0);
  });

  it("steps through the digger: start, one area per step with its open marks, finalize, walls, placement", async () => {
    await drawAfter(page, () => page.selectOption("#layout", "digger"));
    await drawAfter(page, () => page.fill("#seed", "42"));
    const start = await drawAfter(page, () => page.check("#step-mode"));
    expect(start.phase).toBe("start");
    const areaSteps = start.frames - 4;
    expect(areaSteps).toBeGreaterThan(20); // a 68×64 digger has dozens of areas
    const areas = [start];
    for (let i = 0; i < 3; i++) areas.push(await drawAfter(page, () => page.click("#next-phase")));
    expect(areas.slice(1).map((frame) => frame.phase)).toEqual(["area", "area", "area"]);
    for (let i = 1; i < areas.length; i++) expect(areas[i].hash).not.toBe(areas[i - 1].hash);
    expect(await page.textContent("#phase")).toBe(`4/${start.frames} area 3`);
    // The open marks are drawn in the digger's own steps, not only when the overlay is asked for.
    expect(await page.isChecked("#show-overlay")).toBe(false);
    expect(await countColour(page, MARK)).toBeGreaterThan(0);

    const seen: string[] = [];
    for (const index of [start.frames - 4, start.frames - 3, start.frames - 2, start.frames - 1]) {
      seen.push((await drawAfter(page, () => page.fill("#frame", String(index)))).phase);
    }
    expect(seen).toEqual(["area", "finalize", "walls", "placement"]);
    expect(await page.isDisabled("#next-phase")).toBe(true);
    expect(await countColour(page, MARK)).toBe(0); // overlay off after the layout's steps
    await drawAfter(page, () => page.uncheck("#step-mode"));
    expect(pageErrors).toEqual([]);
  });

  it.each([
    ["maze", ["start", "carve", "braid", "rooms", "finish"]],
    ["rooms", ["room", "loops"]],
    ["nodes", ["node", "close", "cleanup", "rooms"]],
  ])("steps through the %s layout's own steps, then walls and placement", async (name, steps) => {
    await drawAfter(page, () => page.selectOption("#layout", name));
    const first = await drawAfter(page, () => page.check("#step-mode"));
    const phases = [first.phase];
    for (let i = 1; i < first.frames; i++) phases.push((await drawAfter(page, () => page.fill("#frame", String(i)))).phase);
    const distinct = phases.filter((phase, i) => i === 0 || phase !== phases[i - 1]);
    expect(distinct).toEqual([...steps, "walls", "placement"]);
    await drawAfter(page, () => page.uncheck("#step-mode"));
    expect(pageErrors).toEqual([]);
  });

  it("shows crawler walls by generation, and steps through the crawlers one generation at a time", async () => {
    await drawAfter(page, () => page.selectOption("#layout", "crawlers"));
    await drawAfter(page, () => page.fill("#seed", "5"));
    const plain = await readCanvas(page);
    expect(await countColour(page, GENERATION_COLOURS[0])).toBe(0);
    const byGeneration = await drawAfter(page, () => page.check("#show-generations"));
    expect(byGeneration.hash).not.toBe(plain.hash);
    expect(await countColour(page, GENERATION_COLOURS[0])).toBeGreaterThan(0); // the structural walls
    expect(await countColour(page, GENERATION_COLOURS[1])).toBeGreaterThan(0);

    const first = await drawAfter(page, () => page.check("#step-mode"));
    expect(first.phase).toBe("structure");
    const generations = findLayout("crawlers")!.defaults.generations;
    const crawls: number[] = [];
    for (let i = 1; i <= generations + 1; i++) {
      const frame = await drawAfter(page, () => page.fill("#frame", String(i)));
      expect(frame.phase).toBe("crawl");
      expect(await page.textContent("#phase")).toBe(`${i + 1}/${first.frames} crawl ${i}`);
      crawls.push(await countColour(page, GENERATION_COLOURS[(i - 1) % GENERATION_COLOURS.length]));
    }
    // Each generation's walls appear at its own step: none of generation 1 before its crawl.
    await drawAfter(page, () => page.fill("#frame", "1"));
    expect(await countColour(page, GENERATION_COLOURS[1])).toBe(0);
    expect(crawls[0]).toBeGreaterThan(0);
    const next = await drawAfter(page, () => page.click("#next-phase"));
    expect(next.phase).toBe("crawl");
    expect(await countColour(page, GENERATION_COLOURS[1])).toBeGreaterThan(0);
    await drawAfter(page, () => page.uncheck("#step-mode"));
    await drawAfter(page, () => page.uncheck("#show-generations"));
    expect(pageErrors).toEqual([]);
  });

  it("reads a set-piece map chosen on the page, places its piece and steps through the pieces stage", async () => {
    await drawAfter(page, () => page.selectOption("#layout", "rooms"));
    const plain = await readCanvas(page);
    const map = JSON.stringify(pieceMap(SHRINE, ["<Dungeon Piece: shrine>"]));
    const withPiece = await drawAfter(page, () => page.setInputFiles("#piece-file", { name: "Map020.json", mimeType: "application/json", buffer: Buffer.from(map) }));
    expect(await page.textContent("#piece-status")).toBe("1 piece(s): shrine");
    expect(await page.textContent("#status")).toMatch(/pieces: 1 placed: shrine at \d+,\d+/);
    expect(withPiece.hash).not.toBe(plain.hash);
    const first = await drawAfter(page, () => page.check("#step-mode"));
    const phases = [first.phase];
    for (let i = 1; i < first.frames; i++) phases.push((await drawAfter(page, () => page.fill("#frame", String(i)))).phase);
    expect(phases.slice(-3)).toEqual(["pieces", "walls", "placement"]);
    await drawAfter(page, () => page.uncheck("#step-mode"));
    await drawAfter(page, () => page.setInputFiles("#piece-file", []));
    expect(await page.textContent("#piece-status")).toBe("none");
    expect(pageErrors).toEqual([]);
  });
});

/** The overlay's mark colour (tools/render/palette.ts MARK_COLOUR), as the canvas holds it. */
const MARK = MARK_COLOUR;

function countColour(page: Page, colour: readonly number[]): Promise<number> {
  return page.evaluate((rgba) => {
    const canvas = document.getElementById("map") as HTMLCanvasElement;
    const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] === rgba[0] && data[i + 1] === rgba[1] && data[i + 2] === rgba[2]) count++;
    return count;
  }, [...colour]);
}
