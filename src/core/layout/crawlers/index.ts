/**
 * Wall crawlers and column jumpers, after seed 003 (Peter Henningsen, DungeonMaker 2.05, "How
 * Dungeons are Created"; docs: algorithms-research.md §3). The DungeonMaker is GPL: this file takes
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
 * Deterministic (one Random), no recursion, typed arrays per tile; a crawler is a small object
 * (at most one per TILES_PER_CRAWLER tiles of open area). Work is bounded: every crawler dies by
 * maxAge, and the number of crawlers is capped by the map's area.
 */
import { Grid, TileKind } from "../../grid";
import type { Random } from "../../random";
import { findOpenings, kindOfTile, labelFloor } from "../../areas";
import { Area, Layout, LayoutAlgorithm, LayoutInput, Opening, StepListener, StructureMark } from "../contract";
import { DX, DY, Region, frameMinimumSize, opposite, regionOf, tooSmall } from "../kit";
import { CRAWLERS_DEFAULTS, CRAWLERS_OPTIONS, CRAWLERS_RANGES, CRAWLERS_TEXTS, CRAWLER_PRESETS, CRAWLER_STYLES, CRAWLER_STYLE_NAMES, CrawlerStyleName, CrawlersOptions } from "./options";

export * from "./options";


/** Value of `overlay.generations` on a painted structural wall (generations are 1 + the generation number). */
export const PAINTED_WALL_GENERATION = 255;

/** Crawlers per tile of the map's open area at most (the DungeonMaker caps them too). */
const TILES_PER_CRAWLER = 12;
/** Jumps a column jumper makes at most, whatever maxAge says (the DungeonMaker's jumpers live 7): pillars stay near where the jumper was born, and the work stays bounded. */
const JUMPER_MAX_AGE = 24;
/** The most floor a pillar keeps from walls, whatever the corridor width (the check is a box of this margin). */
const PILLAR_CLEARANCE_MAX = 6;
/** Random tries to find a free start for each border or structural crawler. */
const START_TRIES = 8;
/** Pockets of fewer floor tiles than this, with no painted floor, are filled instead of opened. */
const POCKET_FILL_SIZE = 6;

/** Tile kinds as plain module constants: read in every hot loop here (an imported object's property may be a getter when modules are not bundled). */
const VOID: number = TileKind.Void;
const ROOM: number = TileKind.Room;
const CORRIDOR: number = TileKind.Corridor;
const WALL: number = TileKind.Wall;


/** The smallest map holding a 3×3 open region. */
export function crawlersMinimumSize(options: CrawlersOptions): { width: number; height: number } {
  return frameMinimumSize(options, 3, 3);
}

export function checkCrawlersSize(width: number, height: number, options: CrawlersOptions): string | null {
  return tooSmall(width, height, "the crawlers layout", crawlersMinimumSize(options));
}

/** Clamps, in place, option combinations that cannot hold; one message per change. */
export function fitCrawlersOptions(options: CrawlersOptions): string[] {
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

/** One builder: a wall crawler or a column jumper. Its chances are its genes, mutated in its babies. */
interface Crawler {
  x: number;
  y: number;
  heading: number;
  /** The heading it started with; it never turns to the opposite one. */
  intended: number;
  age: number;
  generation: number;
  jumper: boolean;
  /** A structural crawler that may join the border or a painted wall. */
  joins: boolean;
  alive: boolean;
  turnChance: number;
  spawnChance: number;
  turnSpawnChance: number;
}

/** The map being built: grid kinds (Void = wall, Room = open), who laid each wall, painted floor. */
class Builder {
  readonly width: number;
  readonly height: number;
  readonly kinds: Uint8Array;
  readonly region: Region;
  /** Per tile: 0 none, generation + 1 for a crawler's wall or pillar, PAINTED_WALL_GENERATION for a painted wall. */
  readonly laidBy: Uint8Array;
  /** 1 on pillar tiles (pillars keep only one tile of floor around each other). */
  readonly pillar: Uint8Array;
  /** 1 on painted floor: never built over. */
  readonly guarded: Uint8Array;
  /** Painted wall tiles, for structural crawlers to start from. */
  readonly paintedWalls: number[] = [];
  /** Pen size: every wall tile laid is a block this wide and tall. */
  readonly penWidth: number;
  readonly penHeight: number;
  /** What the last `scan` found: free slices ahead, whether the first blocked slice has a joinable wall on the centre line, free slices before painted floor on the centre line. */
  free = 0;
  joinAhead = false;
  guardFree = 0;

  constructor(
    grid: Grid,
    readonly options: CrawlersOptions,
    structure: Uint8Array | null | undefined,
  ) {
    this.width = grid.width;
    this.height = grid.height;
    this.kinds = grid.kinds;
    this.region = regionOf(grid.width, grid.height, options);
    const size = grid.width * grid.height;
    this.laidBy = new Uint8Array(size);
    this.pillar = new Uint8Array(size);
    this.guarded = new Uint8Array(size);
    this.penWidth = options.wallWidth;
    this.penHeight = options.wallHeight + 1;
    this.openRegion(structure);
  }

  /**
   * Stage 0: the region open, painted walls standing, painted floor guarded (painting outside the
   * region is ignored). Painted walls that would leave no floor at all are ignored: a dungeon needs
   * somewhere to arrive.
   */
  private openRegion(structure: Uint8Array | null | undefined): void {
    const { left, top, right, bottom } = this.region;
    const { width, kinds } = this;
    let open = 0;
    for (let y = top; y <= bottom; y++) {
      for (let i = y * width + left, end = y * width + right; i <= end; i++) {
        const mark = structure ? structure[i] : StructureMark.None;
        if (mark === StructureMark.Wall) {
          this.laidBy[i] = PAINTED_WALL_GENERATION;
          this.paintedWalls.push(i);
          continue;
        }
        kinds[i] = ROOM;
        open++;
        if (mark === StructureMark.Floor) this.guarded[i] = 1;
      }
    }
    if (open > 0 || this.paintedWalls.length === 0) return;
    for (const tile of this.paintedWalls) {
      kinds[tile] = ROOM;
      this.laidBy[tile] = 0;
    }
    this.paintedWalls.length = 0;
  }

  inRegion(x: number, y: number): boolean {
    const { left, top, right, bottom } = this.region;
    return x >= left && x <= right && y >= top && y <= bottom;
  }

  /** Wall or off the map. */
  isClosed(x: number, y: number): boolean {
    return x < 0 || y < 0 || x >= this.width || y >= this.height || this.kinds[y * this.width + x] === VOID;
  }

  /** A wall a structural crawler may join: the border or a painted wall. */
  isJoinable(x: number, y: number): boolean {
    return !this.inRegion(x, y) || this.laidBy[y * this.width + x] === PAINTED_WALL_GENERATION;
  }

  /**
   * Looks ahead from a pen at (x, y) in `heading`, slice by slice (a slice: the tiles one step
   * further, across the pen and `clearance` tiles to each side), up to `limit` slices. Sets
   * `free` (slices before the first with a wall), `joinAhead` (that slice has a joinable wall in
   * front of the pen) and `guardFree` (slices before painted floor in front of the pen).
   */
  scan(x: number, y: number, heading: number, clearance: number, limit: number): void {
    const { penWidth, penHeight, width, kinds } = this;
    const across = heading === 1 || heading === 3;
    // Centre line across the pen, and the band around it.
    const centreFrom = across ? y : x;
    const centreTo = centreFrom + (across ? penHeight : penWidth) - 1;
    const bandFrom = centreFrom - clearance;
    const bandTo = centreTo + clearance;
    this.free = limit;
    this.joinAhead = false;
    this.guardFree = limit;
    for (let i = 1; i <= limit; i++) {
      const along = heading === 1 ? x + penWidth - 1 + i : heading === 3 ? x - i : heading === 2 ? y + penHeight - 1 + i : y - i;
      let blocked = false;
      let joinable = false;
      for (let a = bandFrom; a <= bandTo; a++) {
        const tx = across ? along : a;
        const ty = across ? a : along;
        const centre = a >= centreFrom && a <= centreTo;
        if (tx < 0 || ty < 0 || tx >= this.width || ty >= this.height || kinds[ty * width + tx] === VOID) {
          blocked = true;
          if (centre && this.isJoinable(tx, ty)) joinable = true;
        } else if (centre && this.guarded[ty * width + tx] && this.guardFree === limit) {
          this.guardFree = i - 1;
        }
      }
      if (blocked) {
        this.free = i - 1;
        this.joinAhead = joinable;
        return;
      }
    }
  }

  /** Lays wall (generation + 1) on the open, unguarded tiles of a rectangle. */
  lay(x: number, y: number, w: number, h: number, generation: number, pillar: boolean): void {
    const { width, kinds } = this;
    for (let row = y; row < y + h; row++) {
      for (let i = row * width + x, end = i + w; i < end; i++) {
        if (kinds[i] === VOID || this.guarded[i]) continue;
        kinds[i] = VOID;
        this.laidBy[i] = generation + 1;
        if (pillar) this.pillar[i] = 1;
      }
    }
  }

  /** Lays `count` tiles of wall ahead of a crawler's pen and moves the pen onto the last of them. */
  advance(crawler: Crawler, count: number): void {
    const { penWidth, penHeight } = this;
    const { x, y, heading, generation } = crawler;
    if (heading === 1) this.lay(x + penWidth, y, count, penHeight, generation, false);
    else if (heading === 3) this.lay(x - count, y, count, penHeight, generation, false);
    else if (heading === 2) this.lay(x, y + penHeight, penWidth, count, generation, false);
    else this.lay(x, y - count, penWidth, count, generation, false);
    crawler.x += DX[heading] * count;
    crawler.y += DY[heading] * count;
  }

  /** True when every tile of the rectangle is open, in the region and not painted floor. */
  penFree(x: number, y: number, w: number, h: number): boolean {
    if (!this.inRegion(x, y) || !this.inRegion(x + w - 1, y + h - 1)) return false;
    for (let row = y; row < y + h; row++) {
      for (let i = row * this.width + x, end = i + w; i < end; i++) if (this.kinds[i] === VOID || this.guarded[i]) return false;
    }
    return true;
  }

  /** Walls (other than pillars when `pillarsAllowed`) within `margin` tiles of the rectangle; off the map counts as wall. */
  wallNear(x: number, y: number, w: number, h: number, margin: number, pillarsAllowed: boolean): boolean {
    for (let row = y - margin; row < y + h + margin; row++) {
      for (let column = x - margin; column < x + w + margin; column++) {
        if (!this.isClosed(column, row)) continue;
        if (pillarsAllowed && this.inRegion(column, row) && this.pillar[row * this.width + column]) continue;
        return true;
      }
    }
    return false;
  }
}

/** The corridor width of a generation: corridorWidth for generation 1 (and 0), corridorWidthLast for the last, linear between. */
export function corridorWidthOf(generation: number, options: CrawlersOptions): number {
  const last = Math.max(1, options.generations);
  const g = Math.min(Math.max(generation, 1), last);
  if (last === 1) return options.corridorWidth;
  return Math.round(options.corridorWidth + ((options.corridorWidthLast - options.corridorWidth) * (g - 1)) / (last - 1));
}

/** The crawling: generations of crawlers and jumpers, each generation until all its builders are dead. */
class Colony {
  private readonly pending: Crawler[][];
  private readonly cap: number;
  private born = 0;

  constructor(
    private readonly builder: Builder,
    private readonly options: CrawlersOptions,
    private readonly random: Random,
  ) {
    this.pending = Array.from({ length: options.generations + 1 }, () => []);
    const { left, top, right, bottom } = builder.region;
    this.cap = Math.max(8, Math.floor(((right - left + 1) * (bottom - top + 1)) / TILES_PER_CRAWLER));
  }

  run(report: () => void): void {
    const options = this.options;
    for (let i = 0; i < options.structuralWalls; i++) this.startStructural();
    const { left, top, right, bottom } = this.builder.region;
    const borderTiles = 2 * (right - left + 1) + 2 * (bottom - top + 1);
    const perGeneration = Math.round((options.borderCrawlers * borderTiles) / 100);
    for (let generation = 0; generation <= options.generations; generation++) {
      // A border with no room left fails every start: a few failed starts end the generation's starts.
      for (let i = 0, failed = 0; generation >= 1 && i < perGeneration && failed < START_TRIES; i++) {
        if (!this.startFromBorder(generation, this.random.percent(options.jumperChance))) failed++;
      }
      this.live(this.pending[generation]);
      this.pending[generation] = [];
      report();
    }
  }

  /** Turns in rounds until every crawler of the generation is dead (each dies by maxAge). */
  private live(crawlers: Crawler[]): void {
    let alive = crawlers.length;
    while (alive > 0) {
      alive = 0;
      // Babies of this round join later generations only, so the list does not grow while walked.
      for (const crawler of crawlers) {
        if (!crawler.alive) continue;
        if (crawler.jumper) this.jump(crawler);
        else this.crawl(crawler);
        if (crawler.alive) alive++;
      }
    }
  }

  private newCrawler(x: number, y: number, heading: number, generation: number, genes: { turnChance: number; spawnChance: number; turnSpawnChance: number }): Crawler {
    this.born++;
    return { x, y, heading, intended: heading, age: 0, generation, jumper: false, joins: false, alive: true, ...genes };
  }

  private genes(): { turnChance: number; spawnChance: number; turnSpawnChance: number } {
    const { turnChance, spawnChance, turnSpawnChance } = this.options;
    return { turnChance, spawnChance, turnSpawnChance };
  }

  /** A pen position just inside the border on a random side, heading into the map. */
  private borderStart(): { x: number; y: number; heading: number } {
    const { left, top, right, bottom } = this.builder.region;
    const { penWidth, penHeight } = this.builder;
    const heading = this.random.smallInt(0, 3);
    // Heading south starts at the top edge, and so on.
    if (heading === 2) return { x: this.random.smallInt(left, right - penWidth + 1), y: top, heading };
    if (heading === 0) return { x: this.random.smallInt(left, right - penWidth + 1), y: bottom - penHeight + 1, heading };
    if (heading === 1) return { x: left, y: this.random.smallInt(top, bottom - penHeight + 1), heading };
    return { x: right - penWidth + 1, y: this.random.smallInt(top, bottom - penHeight + 1), heading };
  }

  /** A pen position beside a random painted wall tile, heading away from it. */
  private paintedStart(): { x: number; y: number; heading: number } {
    const walls = this.builder.paintedWalls;
    const tile = walls[this.random.smallInt(0, walls.length - 1)];
    const width = this.builder.width;
    const px = tile % width;
    const py = (tile - px) / width;
    const heading = this.random.smallInt(0, 3);
    const { penWidth, penHeight } = this.builder;
    if (heading === 1) return { x: px + 1, y: py, heading };
    if (heading === 3) return { x: px - penWidth, y: py, heading };
    if (heading === 2) return { x: px, y: py + 1, heading };
    return { x: px, y: py - penHeight, heading };
  }

  /**
   * Places a new crawler's first pen where it is open, with no wall within the corridor width to
   * its sides and room to step ahead: it touches only the wall it starts from (the border or a
   * painted wall), so a free start never closes a pocket.
   */
  private place(start: { x: number; y: number; heading: number }, generation: number): boolean {
    const builder = this.builder;
    const { penWidth, penHeight } = builder;
    if (!builder.penFree(start.x, start.y, penWidth, penHeight)) return false;
    const clearance = corridorWidthOf(generation, this.options);
    const across = start.heading === 1 || start.heading === 3;
    const sideFrom = (across ? start.y : start.x) - clearance;
    const sideTo = (across ? start.y + penHeight - 1 : start.x + penWidth - 1) + clearance;
    const alongFrom = across ? start.x : start.y;
    const alongTo = alongFrom + (across ? penWidth : penHeight) - 1;
    for (let along = alongFrom; along <= alongTo; along++) {
      for (let a = sideFrom; a <= sideTo; a++) if (across ? builder.isClosed(along, a) : builder.isClosed(a, along)) return false;
    }
    builder.scan(start.x, start.y, start.heading, clearance, clearance + 1);
    return builder.free > clearance;
  }

  private startStructural(): void {
    const usePainted = this.builder.paintedWalls.length > 0 && this.random.percent(50);
    for (let attempt = 0; attempt < START_TRIES; attempt++) {
      const start = usePainted ? this.paintedStart() : this.borderStart();
      if (!this.place(start, 0)) continue;
      const crawler = this.newCrawler(start.x, start.y, start.heading, 0, this.genes());
      crawler.joins = this.random.percent(this.options.joinChance);
      this.builder.lay(start.x, start.y, this.builder.penWidth, this.builder.penHeight, 0, false);
      this.pending[0].push(crawler);
      return;
    }
  }

  /** A crawler (or jumper) of `generation` starting on the border; false when no free start was found. */
  private startFromBorder(generation: number, jumper: boolean): boolean {
    if (this.born >= this.cap) return true;
    for (let attempt = 0; attempt < START_TRIES; attempt++) {
      const start = this.borderStart();
      if (!this.place(start, generation)) continue;
      const crawler = this.newCrawler(start.x, start.y, start.heading, generation, this.genes());
      crawler.jumper = jumper;
      // A jumper leaves pillars only where it lands; a crawler's wall starts on the border.
      if (!jumper) this.builder.lay(start.x, start.y, this.builder.penWidth, this.builder.penHeight, generation, false);
      this.pending[generation].push(crawler);
      return true;
    }
    return false;
  }

  /** One turn of a wall crawler: look ahead, step or turn, maybe turn and spawn. */
  private crawl(crawler: Crawler): void {
    const builder = this.builder;
    const options = this.options;
    if (++crawler.age > options.maxAge) {
      crawler.alive = false;
      return;
    }
    const clearance = corridorWidthOf(crawler.generation, options);
    const step = options.stepLength;
    builder.scan(crawler.x, crawler.y, crawler.heading, clearance, step + clearance);
    const joining = crawler.joins && builder.joinAhead && builder.guardFree >= builder.free;
    if (joining && builder.free <= step) {
      // A structural crawler reaches the border or a painted wall: it joins it and is done.
      if (builder.free > 0) builder.advance(crawler, builder.free);
      crawler.alive = false;
      return;
    }
    // Heading for a wall it may join, a structural crawler needs no corridor in front of it.
    const count = Math.min(step, builder.free - (joining ? 0 : clearance), builder.guardFree);
    if (count <= 0) {
      this.turnAside(crawler, clearance, step);
      return;
    }
    builder.advance(crawler, count);
    let turned = false;
    if (this.random.percent(crawler.turnChance)) turned = this.turnRandomly(crawler);
    if (this.random.percent(turned ? crawler.turnSpawnChance : crawler.spawnChance)) this.spawn(crawler);
  }

  /** Blocked ahead: turn to the allowed side with more room, or die when neither has any. */
  private turnAside(crawler: Crawler, clearance: number, step: number): void {
    let best = -1;
    let bestRoom = 0;
    const first = this.random.smallInt(0, 1);
    for (let k = 0; k < 2; k++) {
      const side = (crawler.heading + ((k + first) & 1 ? 3 : 1)) & 3;
      if (side === opposite(crawler.intended)) continue;
      this.builder.scan(crawler.x, crawler.y, side, clearance, step + clearance);
      const room = Math.min(this.builder.free - clearance, this.builder.guardFree);
      if (room > bestRoom) {
        best = side;
        bestRoom = room;
      }
    }
    if (best < 0) crawler.alive = false;
    else crawler.heading = best;
  }

  /** Turns to a random allowed side; false when none is allowed. */
  private turnRandomly(crawler: Crawler): boolean {
    const left = (crawler.heading + 3) & 3;
    const right = (crawler.heading + 1) & 3;
    const forbidden = opposite(crawler.intended);
    const choices = left === forbidden ? [right] : right === forbidden ? [left] : [left, right];
    crawler.heading = choices[this.random.smallInt(0, choices.length - 1)];
    return true;
  }

  /** A baby at the parent's pen, heading to a random side, in a later generation by the delay table. */
  private spawn(parent: Crawler): void {
    const options = this.options;
    if (this.born >= this.cap) return;
    const roll = this.random.smallInt(1, 100);
    const delay = roll <= options.babyDelay3Chance ? 3 : roll <= options.babyDelay3Chance + options.babyDelay2Chance ? 2 : 1;
    const generation = parent.generation + delay;
    if (generation > options.generations) return;
    const heading = (parent.heading + (this.random.smallInt(0, 1) === 0 ? 1 : 3)) & 3;
    const baby = this.newCrawler(parent.x, parent.y, heading, generation, {
      turnChance: this.mutate(parent.turnChance),
      spawnChance: this.mutate(parent.spawnChance),
      turnSpawnChance: this.mutate(parent.turnSpawnChance),
    });
    baby.jumper = this.random.percent(options.jumperChance);
    this.pending[generation].push(baby);
  }

  /** A chance varied by up to ±mutation points, kept within 0–100 (the DungeonMaker's Mutate, bounded). */
  private mutate(chance: number): number {
    const m = this.options.mutation;
    if (m === 0) return chance;
    return Math.min(100, Math.max(0, chance - m + this.random.smallInt(0, 2 * m)));
  }

  /**
   * One turn of a column jumper: a jump of the pen plus columnSpacing tiles, and a pillar where it
   * lands if the pillar keeps the corridor width (at most PILLAR_CLEARANCE_MAX) from walls and a
   * ring of floor from other pillars.
   */
  private jump(jumper: Crawler): void {
    const builder = this.builder;
    const options = this.options;
    if (++jumper.age > Math.min(options.maxAge, JUMPER_MAX_AGE)) {
      jumper.alive = false;
      return;
    }
    const { penWidth, penHeight } = builder;
    const clearance = Math.min(corridorWidthOf(jumper.generation, options), PILLAR_CLEARANCE_MAX);
    const landing = (heading: number) => ({
      x: jumper.x + DX[heading] * (penWidth + options.columnSpacing),
      y: jumper.y + DY[heading] * (penHeight + options.columnSpacing),
    });
    let target = landing(jumper.heading);
    if (!builder.inRegion(target.x, target.y) || !builder.inRegion(target.x + penWidth - 1, target.y + penHeight - 1)) {
      const sides = [(jumper.heading + 1) & 3, (jumper.heading + 3) & 3].filter((side) => side !== opposite(jumper.intended));
      const side = sides[this.random.smallInt(0, sides.length - 1)];
      target = landing(side);
      if (!builder.inRegion(target.x, target.y) || !builder.inRegion(target.x + penWidth - 1, target.y + penHeight - 1)) {
        jumper.alive = false;
        return;
      }
      jumper.heading = side;
    }
    jumper.x = target.x;
    jumper.y = target.y;
    if (
      builder.penFree(target.x, target.y, penWidth, penHeight) &&
      !builder.wallNear(target.x, target.y, penWidth, penHeight, 1, false) &&
      !builder.wallNear(target.x, target.y, penWidth, penHeight, clearance, true)
    ) {
      builder.lay(target.x, target.y, penWidth, penHeight, jumper.generation, true);
    }
    if (this.random.percent(jumper.turnChance)) this.turnRandomly(jumper);
  }
}

/**
 * Invariant 6 for what the pen did not lay (painted walls): a run of wall between floor above and
 * below that is shorter than wallHeight + 1 grows downward into unpainted floor, else upward; a
 * run that can grow neither way (painted floor on both sides) is opened instead.
 */
function thickenWalls(builder: Builder): void {
  const { width, kinds, laidBy, penHeight } = builder;
  const { left, top, right, bottom } = builder.region;
  for (let x = left; x <= right; x++) {
    let y = top;
    while (y <= bottom) {
      if (kinds[y * width + x] !== VOID) {
        y++;
        continue;
      }
      let end = y;
      while (end + 1 <= bottom && kinds[(end + 1) * width + x] === VOID) end++;
      const length = end - y + 1;
      const floorAbove = y > top;
      const floorBelow = end < bottom;
      if (!floorAbove || !floorBelow || length >= penHeight) {
        y = end + 1;
        continue;
      }
      const missing = penHeight - length;
      if (columnFree(builder, x, end + 1, Math.min(bottom, end + missing))) {
        for (let row = end + 1; row <= Math.min(bottom, end + missing); row++) closeTile(kinds, laidBy, row * width + x);
        y = end + missing + 1;
      } else if (y - missing >= top && columnFree(builder, x, y - missing, y - 1)) {
        for (let row = y - missing; row < y; row++) closeTile(kinds, laidBy, row * width + x);
        y = end + 1;
      } else {
        for (let row = y; row <= end; row++) kinds[row * width + x] = ROOM;
        y = end + 1;
      }
    }
  }
}

/** True when rows from..to of a column hold no painted floor. */
function columnFree(builder: Builder, x: number, from: number, to: number): boolean {
  for (let row = from; row <= to; row++) if (builder.guarded[row * builder.width + x]) return false;
  return true;
}

function closeTile(kinds: Uint8Array, laidBy: Uint8Array, tile: number): void {
  if (kinds[tile] === VOID) return;
  kinds[tile] = VOID;
  // A thickened painted wall is shown as painted; floor filled under a crawler's wall as that wall.
  laidBy[tile] = laidBy[tile] || PAINTED_WALL_GENERATION;
}

/** Union–find over pocket numbers (roots are the lowest number; path halving). */
function findRoot(parent: Int32Array, i: number): number {
  while (parent[i] !== i) {
    parent[i] = parent[parent[i]];
    i = parent[i];
  }
  return i;
}

/** A straight cut through wall between two pockets: `length` tiles from `tile` in direction `step` (1 = east, width = south). */
interface Cut {
  tile: number;
  step: number;
  length: number;
  a: number;
  b: number;
}

/**
 * Stage 3: the 4-connected pockets of floor, tiny ones filled, the others joined by doorways —
 * straight cuts through the thinnest walls, one per pair of pockets drawn at random along their
 * shared walls, taken in random order while they join pockets not yet joined (a spanning tree).
 * Painted walls are cut only when nothing else joins a pocket. Returns the doorway tiles.
 */
function connectPockets(builder: Builder, random: Random): number[][] {
  const doors: number[][] = [];
  let pockets = labelPockets(builder);
  if (pockets.count <= 1) return doors;
  // Scraps: filled, unless painted floor is in them.
  let filled = false;
  for (let tile = 0; tile < pockets.of.length; tile++) {
    const pocket = pockets.of[tile];
    if (pocket >= 0 && pockets.size[pocket] < POCKET_FILL_SIZE && !pockets.guarded[pocket] && pockets.size[pocket] < pockets.size[pockets.largest]) {
      closeTile(builder.kinds, builder.laidBy, tile);
      filled = true;
    }
  }
  if (filled) pockets = labelPockets(builder);
  if (pockets.count <= 1) return doors;
  const parent = Int32Array.from({ length: pockets.count }, (_, i) => i);
  let groups = pockets.count;
  for (let pass = 0; pass < 2 && groups > 1; pass++) {
    const cuts = findCuts(builder, pockets.of, pass === 1, random);
    // Random order (Fisher–Yates): which pairs become the tree is the draw.
    for (let i = cuts.length - 1; i > 0; i--) {
      const j = random.smallInt(0, i);
      const swap = cuts[i];
      cuts[i] = cuts[j];
      cuts[j] = swap;
    }
    for (const cut of cuts) {
      const ra = findRoot(parent, cut.a);
      const rb = findRoot(parent, cut.b);
      if (ra === rb || !cutStillFits(builder, cut)) continue;
      parent[Math.max(ra, rb)] = Math.min(ra, rb);
      groups--;
      const doorway: number[] = [];
      for (let k = 0, tile = cut.tile; k < cut.length; k++, tile += cut.step) {
        builder.kinds[tile] = ROOM;
        // The doorway is floor of the joined pockets now: the second pass's cuts and the final
        // fill read it by its pocket (left at −1 it started cuts that joined nothing, and stayed
        // behind as a floor island when the pockets it joined were filled).
        pockets.of[tile] = cut.a;
        doorway.push(tile);
      }
      doors.push(doorway);
    }
  }
  if (groups > 1) {
    // Nothing joins them (painted walls around painted floor leave no cut): all but the largest group's floor is filled.
    const keep = findRoot(parent, pockets.largest);
    for (let tile = 0; tile < pockets.of.length; tile++) {
      const pocket = pockets.of[tile];
      if (pocket >= 0 && findRoot(parent, pocket) !== keep && builder.kinds[tile] !== VOID) closeTile(builder.kinds, builder.laidBy, tile);
    }
    // A doorway between filled pockets was filled with them (its tiles are one pocket's).
    return doors.filter((doorway) => builder.kinds[doorway[0]] !== VOID);
  }
  return doors;
}

/** 4-connected floor pockets: per tile its pocket (−1 for wall), sizes, painted floor per pocket, the largest. */
function labelPockets(builder: Builder): { of: Int32Array; count: number; size: number[]; guarded: boolean[]; largest: number } {
  const { width, height, kinds, guarded } = builder;
  const of = new Int32Array(width * height).fill(-1);
  const queue = new Int32Array(width * height);
  const size: number[] = [];
  const hasGuard: boolean[] = [];
  let largest = 0;
  for (let start = 0; start < of.length; start++) {
    if (kinds[start] === VOID || of[start] >= 0) continue;
    const pocket = size.length;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    of[start] = pocket;
    let guard = false;
    while (head < tail) {
      const tile = queue[head++];
      if (guarded[tile]) guard = true;
      // Floor never touches the map's edge (the border is at least 1), so neighbours stay on the map.
      if (of[tile - 1] < 0 && kinds[tile - 1] !== VOID) (of[tile - 1] = pocket), (queue[tail++] = tile - 1);
      if (of[tile + 1] < 0 && kinds[tile + 1] !== VOID) (of[tile + 1] = pocket), (queue[tail++] = tile + 1);
      if (of[tile - width] < 0 && kinds[tile - width] !== VOID) (of[tile - width] = pocket), (queue[tail++] = tile - width);
      if (of[tile + width] < 0 && kinds[tile + width] !== VOID) (of[tile + width] = pocket), (queue[tail++] = tile + width);
    }
    size.push(tail);
    hasGuard.push(guard);
    if (tail > size[largest]) largest = pocket;
  }
  return { of, count: size.length, size, guarded: hasGuard, largest };
}

/**
 * Candidate doorways, one per pair of pockets (reservoir-drawn among that pair's cuts): straight
 * runs of wall inside the region from floor of one pocket to floor of another, east–west through
 * at most 2 × wallWidth + 1 columns, north–south through at most 2 × (wallHeight + 1) + 1 rows.
 * `of` gives every floor tile its pocket, the doorways of the first pass included.
 */
function findCuts(builder: Builder, of: Int32Array, paintedToo: boolean, random: Random): Cut[] {
  const { width, kinds, penWidth, penHeight } = builder;
  const { left, top, right, bottom } = builder.region;
  const byPair = new Map<number, { cut: Cut; seen: number }>();
  const count = of.length;
  const offer = (tile: number, step: number, length: number, a: number, b: number) => {
    const key = Math.min(a, b) * count + Math.max(a, b);
    const known = byPair.get(key);
    if (!known) byPair.set(key, { cut: { tile, step, length, a, b }, seen: 1 });
    else if (random.smallInt(0, known.seen++) === 0) known.cut = { tile, step, length, a, b };
  };
  const maxAcross = 2 * penWidth + 1;
  const maxDown = 2 * penHeight + 1;
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const tile = y * width + x;
      if (kinds[tile] === VOID) continue;
      if (x < right && kinds[tile + 1] === VOID) {
        let length = 0;
        while (length < maxAcross && x + 1 + length <= right && kinds[tile + 1 + length] === VOID) length++;
        const end = tile + 1 + length;
        if (x + 1 + length <= right && kinds[end] !== VOID && of[end] !== of[tile]) {
          const cut = { tile: tile + 1, step: 1, length, a: of[tile], b: of[end] };
          if (cutAllowed(builder, cut, paintedToo)) offer(cut.tile, 1, length, cut.a, cut.b);
        }
      }
      if (y < bottom && kinds[tile + width] === VOID) {
        let length = 0;
        while (length < maxDown && y + 1 + length <= bottom && kinds[tile + (1 + length) * width] === VOID) length++;
        const end = tile + (1 + length) * width;
        if (y + 1 + length <= bottom && kinds[end] !== VOID && of[end] !== of[tile]) {
          const cut = { tile: tile + width, step: width, length, a: of[tile], b: of[end] };
          if (cutAllowed(builder, cut, paintedToo)) offer(cut.tile, width, length, cut.a, cut.b);
        }
      }
    }
  }
  return [...byPair.values()].map((entry) => entry.cut);
}

function cutAllowed(builder: Builder, cut: Cut, paintedToo: boolean): boolean {
  if (!paintedToo) {
    for (let k = 0, tile = cut.tile; k < cut.length; k++, tile += cut.step) if (builder.laidBy[tile] === PAINTED_WALL_GENERATION) return false;
  }
  return cut.step === 1 ? sideCutKeepsCeilings(builder, cut) : true;
}

/** Still wall all along (an earlier doorway may have opened part of it) and still keeping the ceilings. */
function cutStillFits(builder: Builder, cut: Cut): boolean {
  for (let k = 0, tile = cut.tile; k < cut.length; k++, tile += cut.step) if (builder.kinds[tile] !== VOID) return false;
  return cut.step === 1 ? sideCutKeepsCeilings(builder, cut) : true;
}

/**
 * An east–west cut opens one row of a wall: the wall left above and below it in each column must
 * stay wallHeight + 1 rows tall or end at floor-free ground (a north–south cut opens the whole
 * run of its column, so it always keeps them).
 */
function sideCutKeepsCeilings(builder: Builder, cut: Cut): boolean {
  const { width, kinds, penHeight } = builder;
  const { top, bottom } = builder.region;
  const y = Math.floor(cut.tile / width);
  for (let k = 0; k < cut.length; k++) {
    const x = (cut.tile % width) + k;
    let up = 0;
    while (y - up - 1 >= top && kinds[(y - up - 1) * width + x] === VOID) up++;
    if (up > 0 && up < penHeight && y - up - 1 >= top) return false;
    let down = 0;
    while (y + down + 1 <= bottom && kinds[(y + down + 1) * width + x] === VOID) down++;
    if (down > 0 && down < penHeight && y + down + 1 <= bottom) return false;
  }
  return true;
}

/**
 * Room floor where a 3×3 square of floor fits (a morphological opening), corridor elsewhere;
 * doorways are corridor. A 3×3 square of floor is centred on a tile 2 or more from the nearest
 * wall, so a tile is room floor when it or one of its 8 neighbours is. Returns the distances
 * (floor keeps them: room and corridor are both floor).
 */
function classifyFloor(grid: Grid, doors: readonly (readonly number[])[]): Uint16Array {
  const { width, height, kinds } = grid;
  const distance = distanceToWall(grid);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1, i = y * width + 1; x < width - 1; x++, i++) {
      if (kinds[i] === VOID) continue;
      const above = i - width;
      const below = i + width;
      const open =
        distance[i] >= 2 ||
        distance[i - 1] >= 2 ||
        distance[i + 1] >= 2 ||
        distance[above] >= 2 ||
        distance[above - 1] >= 2 ||
        distance[above + 1] >= 2 ||
        distance[below] >= 2 ||
        distance[below - 1] >= 2 ||
        distance[below + 1] >= 2;
      kinds[i] = open ? ROOM : CORRIDOR;
    }
  }
  for (const doorway of doors) for (const tile of doorway) kinds[tile] = CORRIDOR;
  return distance;
}

/**
 * How much higher than the narrowest point between them two open spaces must reach (in tiles of
 * distance to the nearest wall) to be separate areas: a hall 5 tiles across (distance 3) next to
 * another through a gap 1–2 tiles wide (distance 1) are two areas; bays and bumps along a wall are not.
 */
const AREA_PERSISTENCE = 2;

/**
 * Areas between walls and doorways. Room floor is split where open spaces narrow between them (a
 * watershed on the distance to the nearest wall: tiles from the most open inwards join the space
 * of a neighbour already reached; where two spaces meet, they stay apart only if both rise
 * AREA_PERSISTENCE above the meeting point, else they merge). Corridor floor, doorways included,
 * is one area per 4-connected run. An area made only of doorway tiles is a doorway: its first
 * opening is a "door", its others open.
 */
function findAreas(grid: Grid, doors: readonly (readonly number[])[], distance: Uint16Array): { areas: Area[]; areaOf: Uint16Array; openings: Opening[] } {
  const areaOf = new Uint16Array(grid.width * grid.height);
  const areas = splitRoomFloor(grid, areaOf, distance);
  // Each doorway is an area of its own (a straight line of corridor tiles), claimed before the rest of the corridors.
  const firstDoor = areas.length;
  for (const doorway of doors) {
    const id = areas.length;
    for (const tile of doorway) areaOf[tile] = id + 1;
    const first = doorway[0];
    const last = doorway[doorway.length - 1];
    const x = first % grid.width;
    const y = (first - x) / grid.width;
    const lastX = last % grid.width;
    const lastY = (last - lastX) / grid.width;
    areas.push({ id, kind: "corridor", bounds: { x, y, width: lastX - x + 1, height: lastY - y + 1 }, size: doorway.length });
  }
  labelFloor(grid, areaOf, areas, kindOfTile);
  splitLargeAreas(grid, areaOf, areas);
  const openings = findOpenings(grid, areaOf);
  markDoors(grid.width, areaOf, openings, doors, firstDoor);
  return { areas, areaOf, openings };
}

/**
 * One door per doorway, where a door event belongs: on the doorway's last tile (the south or east
 * end, so a north–south doorway's door stands in the wall face above the southern area, as the
 * rooms layout's), facing the area beyond that end. That opening becomes the doorway's own
 * (from the doorway, at that tile); its other opening stays open.
 */
function markDoors(width: number, areaOf: Uint16Array, openings: Opening[], doors: readonly (readonly number[])[], firstDoor: number): void {
  const byDoor = new Map<number, Opening[]>();
  for (const opening of openings) {
    for (const id of [opening.from, opening.to]) {
      if (id < firstDoor || id >= firstDoor + doors.length) continue;
      const list = byDoor.get(id);
      if (list) list.push(opening);
      else byDoor.set(id, [opening]);
    }
  }
  doors.forEach((doorway, index) => {
    const id = firstDoor + index;
    const own = byDoor.get(id);
    if (!own) return;
    const end = doorway[doorway.length - 1];
    const step = doorway.length > 1 ? doorway[1] - doorway[0] : areaOf[end + 1] !== id + 1 && areaOf[end + 1] !== 0 ? 1 : width;
    const beyond = areaOf[end + step] - 1;
    const chosen = own.find((opening) => opening.from + opening.to - id === beyond) ?? own[0];
    const other = chosen.from + chosen.to - id;
    chosen.kind = "door";
    if (areaOf[end + step] === other + 1) {
      chosen.tile = end;
      chosen.from = id;
      chosen.to = other;
    }
  });
}

/** Chebyshev distance from each floor tile to the nearest non-floor tile (0 on non-floor); two passes. */
function distanceToWall(grid: Grid): Uint16Array {
  const { width, kinds } = grid;
  const size = kinds.length;
  const distance = new Uint16Array(size);
  // Floor never lies on the map's edge (the border is at least 1), so all 8 neighbours exist.
  for (let i = width; i < size - width; i++) {
    if (kinds[i] === VOID || kinds[i] === WALL) continue;
    const up = i - width;
    let d = distance[i - 1];
    if (distance[up] < d) d = distance[up];
    if (distance[up - 1] < d) d = distance[up - 1];
    if (distance[up + 1] < d) d = distance[up + 1];
    distance[i] = d + 1;
  }
  for (let i = size - width - 1; i >= width; i--) {
    if (distance[i] === 0) continue;
    const down = i + width;
    let d = distance[i + 1];
    if (distance[down] < d) d = distance[down];
    if (distance[down - 1] < d) d = distance[down - 1];
    if (distance[down + 1] < d) d = distance[down + 1];
    if (d + 1 < distance[i]) distance[i] = d + 1;
  }
  return distance;
}

/** Root of a space in the watershed's union–find (path halving). */
function spaceRoot(parent: Int32Array, i: number): number {
  while (parent[i] !== i) {
    parent[i] = parent[parent[i]];
    i = parent[i];
  }
  return i;
}

/**
 * A tile at `level` meets a neighbour's space (−1 for none): it joins the first space it meets;
 * where two spaces meet, they merge unless both peak AREA_PERSISTENCE above the level, and the
 * tile goes with the higher one. Returns the space the tile joins so far.
 */
function meetSpace(neighbour: number, joined: number, level: number, parent: Int32Array, peak: Int32Array): number {
  if (neighbour < 0) return joined;
  const other = parent[neighbour] === neighbour ? neighbour : spaceRoot(parent, neighbour);
  if (joined < 0 || other === joined) return other;
  if (Math.min(peak[joined], peak[other]) - level < AREA_PERSISTENCE) {
    const keep = joined < other ? joined : other;
    const gone = joined < other ? other : joined;
    parent[gone] = keep;
    if (peak[gone] > peak[keep]) peak[keep] = peak[gone];
    return keep;
  }
  return peak[other] > peak[joined] ? other : joined;
}

/**
 * The watershed of room floor: areas 0…n−1 written into `areaOf` (numbered by their first tile in
 * map order) and returned. Tiles are visited from the largest distance down (a bucket queue, so
 * no sorting); union–find keeps the spaces, each with its peak distance.
 */
function splitRoomFloor(grid: Grid, areaOf: Uint16Array, distance: Uint16Array): Area[] {
  const { width, height, kinds } = grid;
  const size = width * height;
  // Distances are below half the map's side, so one pass counts the room tiles per distance.
  const counts = new Int32Array((Math.min(width, height) >> 1) + 2);
  let top = 0;
  let roomTotal = 0;
  for (let i = 0; i < size; i++) {
    if (kinds[i] !== ROOM) continue;
    const d = distance[i];
    counts[d]++;
    roomTotal++;
    if (d > top) top = d;
  }
  // Bucket start offsets, largest distance first.
  const fill = new Int32Array(top + 1);
  for (let d = top, at = 0; d >= 1; d--) {
    fill[d] = at;
    at += counts[d];
  }
  const order = new Int32Array(roomTotal);
  for (let i = 0; i < size; i++) if (kinds[i] === ROOM) order[fill[distance[i]]++] = i;
  // space[tile]: the tile's space + 1 (0 = not reached yet).
  const space = new Int32Array(size);
  // At most one space per room tile; parent and peak per space.
  const parent = new Int32Array(roomTotal);
  const peak = new Int32Array(roomTotal);
  let spaces = 0;
  for (let k = 0; k < roomTotal; k++) {
    const tile = order[k];
    const level = distance[tile];
    let joined = -1;
    joined = meetSpace(space[tile - width] - 1, joined, level, parent, peak);
    joined = meetSpace(space[tile - 1] - 1, joined, level, parent, peak);
    joined = meetSpace(space[tile + 1] - 1, joined, level, parent, peak);
    joined = meetSpace(space[tile + width] - 1, joined, level, parent, peak);
    if (joined < 0) {
      joined = spaces++;
      parent[joined] = joined;
      peak[joined] = level;
    }
    space[tile] = joined + 1;
  }
  // Number the spaces by their first tile in map order, measuring bounds and sizes in one pass.
  const idOfSpace = new Int32Array(spaces).fill(-1);
  for (let i = 0; i < spaces; i++) if (parent[i] !== i) parent[i] = spaceRoot(parent, i);
  let count = 0;
  const left = new Int32Array(spaces);
  const right = new Int32Array(spaces);
  const topRow = new Int32Array(spaces);
  const bottomRow = new Int32Array(spaces);
  const sizes = new Int32Array(spaces);
  for (let y = 0, tile = 0; y < height; y++) {
    for (let x = 0; x < width; x++, tile++) {
      const own = space[tile] - 1;
      if (own < 0) continue;
      const r = parent[own];
      let id = idOfSpace[r];
      if (id < 0) {
        id = idOfSpace[r] = count++;
        left[id] = x;
        right[id] = x;
        topRow[id] = y;
      }
      sizes[id]++;
      if (x < left[id]) left[id] = x;
      if (x > right[id]) right[id] = x;
      bottomRow[id] = y;
      areaOf[tile] = id + 1;
    }
  }
  const areas: Area[] = [];
  for (let id = 0; id < count; id++) {
    areas.push({ id, kind: "room", bounds: { x: left[id], y: topRow[id], width: right[id] - left[id] + 1, height: bottomRow[id] - topRow[id] + 1 }, size: sizes[id] });
  }
  return areas;
}

/** Side of the squares that seed the split of a large area; an area of more than twice a square's tiles is split. */
const SPLIT_SQUARE = 16;

/**
 * Open floor can be one huge area (a labyrinth whose corridors all keep the corridor width), which
 * gives content nothing to tell apart. An area larger than 2 × SPLIT_SQUARE² tiles is cut into
 * nearby parts: a seed in each SPLIT_SQUARE square where the area has at least SPLIT_SQUARE tiles
 * (its first tile there), then a breadth-first flood from all seeds at once within the area; each
 * tile goes to the seed that reaches it first, so every part is connected and compact. The first
 * part keeps the area's id, the others are appended; bounds and sizes are measured afresh.
 */
function splitLargeAreas(grid: Grid, areaOf: Uint16Array, areas: Area[]): void {
  const limit = 2 * SPLIT_SQUARE * SPLIT_SQUARE;
  if (!areas.some((area) => area.size > limit)) return;
  const { width, height } = grid;
  const count = new Int32Array(areas.length);
  const first = new Int32Array(areas.length).fill(-1);
  const seeded = new Uint8Array(areas.length);
  const touched: number[] = [];
  const queue = new Int32Array(width * height);
  let tail = 0;
  const part = new Int32Array(width * height).fill(-1);
  const partArea: number[] = [];
  // large[label]: the area of that label (id + 1) is to be split.
  const large = new Uint8Array(areas.length + 1);
  areas.forEach((area, id) => (large[id + 1] = area.size > limit ? 1 : 0));
  for (let by = 0; by < height; by += SPLIT_SQUARE) {
    const rowEnd = Math.min(height, by + SPLIT_SQUARE);
    for (let bx = 0; bx < width; bx += SPLIT_SQUARE) {
      const columnEnd = Math.min(width, bx + SPLIT_SQUARE);
      for (let y = by; y < rowEnd; y++) {
        for (let x = bx, tile = y * width + bx; x < columnEnd; x++, tile++) {
          const label = areaOf[tile];
          if (!large[label]) continue;
          const id = label - 1;
          if (count[id]++ === 0) {
            first[id] = tile;
            touched.push(id);
          }
        }
      }
      for (const id of touched) {
        if (count[id] >= SPLIT_SQUARE) {
          part[first[id]] = partArea.length;
          partArea.push(id);
          queue[tail++] = first[id];
          seeded[id] = 1;
        }
        count[id] = 0;
      }
      touched.length = 0;
    }
  }
  // A large area no square seeded (spread thin everywhere) keeps its first tile as its one seed.
  for (let tile = 0; tile < areaOf.length; tile++) {
    const id = areaOf[tile] - 1;
    if (!large[id + 1] || seeded[id]) continue;
    seeded[id] = 1;
    part[tile] = partArea.length;
    partArea.push(id);
    queue[tail++] = tile;
  }
  for (let head = 0; head < tail; head++) {
    const tile = queue[head];
    const label = areaOf[tile];
    const p = part[tile];
    // Floor never lies on the map's edge, so the four neighbours exist.
    if (part[tile - width] < 0 && areaOf[tile - width] === label) (part[tile - width] = p), (queue[tail++] = tile - width);
    if (part[tile - 1] < 0 && areaOf[tile - 1] === label) (part[tile - 1] = p), (queue[tail++] = tile - 1);
    if (part[tile + 1] < 0 && areaOf[tile + 1] === label) (part[tile + 1] = p), (queue[tail++] = tile + 1);
    if (part[tile + width] < 0 && areaOf[tile + width] === label) (part[tile + width] = p), (queue[tail++] = tile + width);
  }
  // Parts → area ids: an area's first part keeps its id.
  const idOfPart = new Int32Array(partArea.length);
  const kept = new Uint8Array(areas.length);
  for (let p = 0; p < partArea.length; p++) {
    const id = partArea[p];
    if (!kept[id]) {
      kept[id] = 1;
      idOfPart[p] = id;
      continue;
    }
    idOfPart[p] = areas.length;
    areas.push({ id: areas.length, kind: areas[id].kind, bounds: { x: 0, y: 0, width: 0, height: 0 }, size: 0 });
  }
  const remeasure = new Uint8Array(areas.length);
  for (let p = 0; p < partArea.length; p++) remeasure[idOfPart[p]] = 1;
  for (let tile = 0; tile < areaOf.length; tile++) if (part[tile] >= 0) areaOf[tile] = idOfPart[part[tile]] + 1;
  const left = new Int32Array(areas.length).fill(width);
  const right = new Int32Array(areas.length).fill(-1);
  const topRow = new Int32Array(areas.length).fill(height);
  const bottomRow = new Int32Array(areas.length).fill(-1);
  const sizes = new Int32Array(areas.length);
  for (let y = 0, tile = 0; y < height; y++) {
    for (let x = 0; x < width; x++, tile++) {
      const id = areaOf[tile] - 1;
      if (id < 0 || !remeasure[id]) continue;
      if (x < left[id]) left[id] = x;
      if (x > right[id]) right[id] = x;
      if (y < topRow[id]) topRow[id] = y;
      bottomRow[id] = y;
      sizes[id]++;
    }
  }
  for (let id = 0; id < areas.length; id++) {
    if (!remeasure[id]) continue;
    areas[id].size = sizes[id];
    areas[id].bounds = { x: left[id], y: topRow[id], width: right[id] - left[id] + 1, height: bottomRow[id] - topRow[id] + 1 };
  }
}

/** The generation map for the overlay: a wall's generation + 1 (255 painted) on wall tiles, 0 elsewhere. */
function generationMap(builder: Builder): Uint8Array {
  const map = new Uint8Array(builder.laidBy.length);
  for (let i = 0; i < map.length; i++) if (builder.kinds[i] === VOID) map[i] = builder.laidBy[i];
  return map;
}

function carveCrawlers(grid: Grid, options: CrawlersOptions, random: Random, input: LayoutInput, onStep?: StepListener): Layout {
  const builder = new Builder(grid, options, input.structure);
  const empty = new Uint16Array(grid.width * grid.height);
  const report = onStep && ((step: string) => onStep(step, { algorithm: "crawlers", areas: [], areaOf: empty, openings: [], overlay: { boxes: [], lines: [], marks: [], generations: generationMap(builder) } }));
  report?.("structure");
  new Colony(builder, options, random).run(() => report?.("crawl"));
  thickenWalls(builder);
  report?.("thicken");
  const doors = connectPockets(builder, random);
  report?.("connect");
  const distance = classifyFloor(grid, doors);
  const { areas, areaOf, openings } = findAreas(grid, doors, distance);
  const marks = doors.flat();
  const layout: Layout = { algorithm: "crawlers", areas, areaOf, openings, overlay: { boxes: [], lines: [], marks, generations: generationMap(builder) } };
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
