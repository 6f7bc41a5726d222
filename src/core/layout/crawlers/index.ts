/**
 * Wall crawlers and column jumpers, after seed 003 (Peter Henningsen, DungeonMaker 2.05, "How
 * Dungeons are Created"; docs/architecture.md, "Layouts and where they come from"). The DungeonMaker is GPL: this file takes
 * its ideas — staged construction, crawlers that never block a pathway, generations, babies with a
 * delay table, bounded mutation — and none of its code.
 *
 * The map starts OPEN (all floor inside the border) and walls are built into it, in stages:
 *  0. structure — what the game maker painted on the map (LayoutInput.structure) stays: painted
 *     floor is never built over, painted walls stand from the start.
 *  1. crawl — generation 0 are a few "structural" crawlers that start on the border or on a
 *     painted wall and may JOIN another wall (the only ones that may: they divide the map into
 *     sectors). Every later crawler is "open": before each step it looks ahead across a band
 *     corridorWidth tiles to each side and lays wall only while it stays corridorWidth tiles short
 *     of any other wall, so its wall is a tree touching the rest at one point and never cuts off a
 *     pathway (the DungeonMaker's no-blocking rule). Crawlers may turn (never back against their
 *     intended direction), spawn babies into the next or a later generation (the baby delay table)
 *     with mutated, clamped chances, and die of old age or when boxed in. A generation runs until
 *     all its crawlers are dead, then the next one wakes. Column jumpers act alike but leave only
 *     a pillar at the end of each jump, where the pillar keeps the corridor width from walls.
 *  1b. cave — with caveSmoothing > 0 (the caverns style), the crawlers' thin walls grow into
 *     rounded rock: boulders on them, a rough fill along them, cellular-automaton smoothing, notches
 *     filled; painted floor and walls untouched. The stages below restore invariant 6 and one floor.
 *  2. thicken — every wall is laid with a pen one wall-width wide and wallHeight + 1 rows tall,
 *     so a wall running east–west is wall face plus ceiling, and invariant 6 holds by construction
 *     for crawler walls; painted walls too thin for their ceiling are thickened here.
 *  3. connect — floor cut into pockets (by joining crawlers or painted walls) is opened with a
 *     doorway, a straight cut through a thin wall between it and the rest drawn at random along
 *     that wall (a spanning tree over pockets, so sectors meet at doorways; painted walls are cut
 *     only when nothing else joins), or filled when it is a scrap too small to matter.
 *  4. finish — areas are the open spaces between walls and doorways: floor in an open 3×3
 *     square is room floor, narrower floor corridor; room floor is split where spaces narrow
 *     between them (a watershed on the distance to the nearest wall), areas still larger than a
 *     few hundred tiles into compact parts, and each doorway is a small corridor area whose door
 *     opening stands on its south or east end. The overlay's `generations` colours each wall by
 *     the generation that laid it (the DungeonMaker's standard output); its marks are the doorways.
 *
 * The stages, one file each: builder.ts (stage 0 and the map the crawlers read), colony.ts (1),
 * cave.ts (1b), thicken.ts (2), pockets.ts (3), finish.ts (4); the watershed that splits open floor into rooms is
 * generic and lives in src/core/areas.ts.
 *
 * Deterministic (one Random), no recursion, typed arrays per tile; a crawler is a small object
 * (at most one per TILES_PER_CRAWLER tiles of open area). Work is bounded: every crawler dies by
 * maxAge, and the number of crawlers is capped by the map's area.
 */
import type { Grid } from "../../grid";
import type { Random } from "../../random";
import type { Layout, LayoutAlgorithm, LayoutInput, StepListener } from "../contract";
import { frameMinimumSize, rollDoors, tooSmall } from "../kit";
import { Builder } from "./builder";
import { carveCave } from "./cave";
import { Colony } from "./colony";
import { classifyFloor, finalGenerationMap, findAreas, generationMap, releaseFloorMeasures } from "./finish";
import { CRAWLERS_DEFAULTS, CRAWLERS_OPTIONS, CRAWLERS_RANGES, CRAWLERS_TEXTS, CRAWLER_PRESETS, CRAWLER_STYLES, CRAWLER_STYLE_NAMES, CrawlerStyleName, CrawlersOptions } from "./options";
import { connectPockets } from "./pockets";
import { thickenWalls } from "./thicken";

export * from "./options";

/** The smallest map holding a 3×3 open region. */
function crawlersMinimumSize(options: CrawlersOptions): { width: number; height: number } {
  return frameMinimumSize(options, 3, 3);
}

function checkCrawlersSize(width: number, height: number, options: CrawlersOptions): string | null {
  return tooSmall(width, height, "the crawlers layout", crawlersMinimumSize(options));
}

/** Clamps, in place, option combinations that cannot hold; one message per change. */
function fitCrawlersOptions(options: CrawlersOptions): string[] {
  const problems: string[] = [];
  if (options.babyDelay2Chance + options.babyDelay3Chance > 100) {
    const fitted = 100 - options.babyDelay2Chance;
    problems.push(`babyDelay3Chance ${options.babyDelay3Chance} is too large (babyDelay2Chance ${options.babyDelay2Chance} plus it must not exceed 100); using ${fitted}`);
    options.babyDelay3Chance = fitted;
  }
  return problems;
}

/** The option set of a style name (any case, spaces around), or undefined. */
export function crawlerStyle(name: unknown): Readonly<Partial<CrawlersOptions>> | undefined {
  if (typeof name !== "string") return undefined;
  const wanted = name.trim().toLowerCase();
  return (CRAWLER_STYLE_NAMES as readonly string[]).includes(wanted) ? CRAWLER_STYLES[wanted as CrawlerStyleName] : undefined;
}

function carveCrawlers(grid: Grid, options: CrawlersOptions, random: Random, input: LayoutInput, onStep?: StepListener): Layout {
  const builder = new Builder(grid, options, input.structure);
  // Only a step listener (a preview) sees the stages before the finish, so only it pays for their pictures.
  const report = onStep && ((step: string) => onStep(step, { algorithm: "crawlers", areas: [], areaOf: new Uint16Array(grid.width * grid.height), openings: [], overlay: { boxes: [], lines: [], marks: [], generations: generationMap(builder) } }));
  report?.("structure");
  new Colony(builder, options, random).run(() => report?.("crawl"));
  carveCave(builder, options.caveSmoothing, random);
  thickenWalls(builder);
  report?.("thicken");
  const doors = connectPockets(builder, random);
  report?.("connect");
  const measures = classifyFloor(grid, doors);
  const { areas, areaOf, openings } = findAreas(grid, doors, measures);
  releaseFloorMeasures(measures);
  // Each doorway's own opening is rolled last, so the dice for doors never move a wall.
  rollDoors(openings.filter((opening) => opening.kind === "door"), random, options);
  const marks = doors.flat();
  const layout: Layout = { algorithm: "crawlers", areas, areaOf, openings, overlay: { boxes: [], lines: [], marks, generations: finalGenerationMap(builder) } };
  builder.release();
  onStep?.("finish", layout);
  return layout;
}

export const crawlers: LayoutAlgorithm<CrawlersOptions> = {
  name: "crawlers",
  summary: "Wall crawlers and column jumpers build walls into an open map in generations (DungeonMaker, seed 003); keeps what the map paints",
  texts: CRAWLERS_TEXTS,
  options: CRAWLERS_OPTIONS,
  parameterPrefix: "crawlers",
  reads: "structure",
  presets: CRAWLER_PRESETS,
  defaults: CRAWLERS_DEFAULTS,
  ranges: CRAWLERS_RANGES,
  steps: ["structure", "crawl", "thicken", "connect", "finish"],
  fitOptions: fitCrawlersOptions,
  checkSize: checkCrawlersSize,
  carve(grid: Grid, options: CrawlersOptions, random: Random, input: LayoutInput, onStep?: StepListener): Layout {
    return carveCrawlers(grid, options, random, input, onStep);
  },
};
