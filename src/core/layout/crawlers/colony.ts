/**
 * Stage 1, crawl: generations of wall crawlers and column jumpers. Structural crawlers (generation
 * 0) start on the border or a painted wall and may join another wall; every later one keeps the
 * corridor width from other walls, so its wall never cuts off a pathway. Babies, turns, mutation.
 */
import type { Random } from "../../random";
import { DX, DY, opposite } from "../kit";
import { Builder, Crawler } from "./builder";
import type { CrawlersOptions } from "./options";

/** Crawlers per tile of the map's open area at most (the DungeonMaker caps them too). */
const TILES_PER_CRAWLER = 12;
/** Jumps a column jumper makes at most, whatever maxAge says (the DungeonMaker's jumpers live 7): pillars stay near where the jumper was born, and the work stays bounded. */
const JUMPER_MAX_AGE = 24;
/** The most floor a pillar keeps from walls, whatever the corridor width (the check is a box of this margin). */
const PILLAR_CLEARANCE_MAX = 6;
/** Random tries to find a free start for each border or structural crawler. */
const START_TRIES = 8;

/** The corridor width of a generation: corridorWidth for generation 1 (and 0), corridorWidthLast for the last, linear between. */
function corridorWidthOf(generation: number, options: CrawlersOptions): number {
  const last = Math.max(1, options.generations);
  const g = Math.min(Math.max(generation, 1), last);
  if (last === 1) return options.corridorWidth;
  return Math.round(options.corridorWidth + ((options.corridorWidthLast - options.corridorWidth) * (g - 1)) / (last - 1));
}

/** The crawling: generations of crawlers and jumpers, each generation until all its builders are dead. */
export class Colony {
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

  /** A crawler with the given genes (its chances); all crawlers have one shape, written out (no object per gene set). */
  private newCrawler(x: number, y: number, heading: number, generation: number, turnChance: number, spawnChance: number, turnSpawnChance: number): Crawler {
    this.born++;
    return { x, y, heading, intended: heading, age: 0, generation, jumper: false, joins: false, alive: true, turnChance, spawnChance, turnSpawnChance };
  }

  /** A crawler of the first genes: the options' chances. */
  private firstCrawler(x: number, y: number, heading: number, generation: number): Crawler {
    const { turnChance, spawnChance, turnSpawnChance } = this.options;
    return this.newCrawler(x, y, heading, generation, turnChance, spawnChance, turnSpawnChance);
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
      const crawler = this.firstCrawler(start.x, start.y, start.heading, 0);
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
      const crawler = this.firstCrawler(start.x, start.y, start.heading, generation);
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
    // One draw among the allowed sides (one or two), as from a list of them: no list per turn.
    const pick = this.random.smallInt(0, left === forbidden || right === forbidden ? 0 : 1);
    crawler.heading = left === forbidden ? right : right === forbidden ? left : pick === 0 ? left : right;
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
    // The genes mutate in this order (turn, spawn, turn-spawn): the arguments are evaluated left to right.
    const baby = this.newCrawler(parent.x, parent.y, heading, generation, this.mutate(parent.turnChance), this.mutate(parent.spawnChance), this.mutate(parent.turnSpawnChance));
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
