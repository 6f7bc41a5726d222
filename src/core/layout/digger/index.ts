/**
 * The feature digger, after Mike Anderson's dungeon-building algorithm as the Zorbus dungeon
 * generator uses it (seed 001;
 * docs/architecture.md, "Layouts and where they come from"):
 *
 *   1. dig one area in the middle of the map;
 *   2. put "marks" (spawning points) on the sides of every new area;
 *   3. pick a random mark, decide a feature (per type: Chance, Seq = chance the mark's own type
 *      comes again, Max), and dig it through the mark only if it fits with clearance;
 *   4. repeat until the target floor share is reached, the marks run out or the attempt budget
 *      (proportional to the map area — never wall-clock time, unlike rot.js) is spent;
 *   5. finalize: trim dead-end corridors, add loops where areas are close on the map but far apart
 *      in the area graph (as Brogue's addLoops), and roll doors and secret doors on the openings.
 *
 * Clearance. Every new floor tile keeps foreign floor out of a box 1 tile sideways and
 * wallHeight + 1 tiles up and down, so two areas never touch except through a doorway, and
 * invariant 6 (a ceiling row above every wall face) holds between areas. The doorway is a straight
 * "stub" from the mark: 1 tile when digging east or west, wallHeight + 1 tiles north or south
 * (it crosses the vertical clearance). Only the source area's tiles *behind* the mark line are
 * exempt from the box, so each new area touches its source at exactly one pair of tiles — the
 * mark and the tile behind it — and that pair is recorded as the opening. Shapes with holes in a
 * column (caves, tunnels, polygons) have gaps of at most wallHeight filled, so invariant 6 holds
 * inside an area too.
 *
 * The stages, one file each: mark-pool.ts and marks.ts (where areas may grow), clearance.ts (the
 * reserve map and the probe of free space), shapes.ts (the features on a canvas, canvas.ts),
 * vaults.ts, place.ts (a shape onto the map as a new area), finish.ts (dead ends, loops, doors);
 * size.ts checks the map and the vaults before anything is dug, scale.ts grows the largest
 * feature sizes on maps larger than 68×64.
 *
 * Speed. Marks live in flat typed arrays (swap-remove, no sorting, no string keys). A "reserve"
 * byte map holds the clearance box of all floor dug so far, so a shape's body is checked with one
 * read per tile; only the few stub tiles scan their box.
 */
import type { Grid, Rect } from "../../grid";
import type { Random } from "../../random";
import type { Area, AreaKind, Layout, LayoutAlgorithm, LayoutInput, StepListener } from "../contract";
import { DX, DY, inRegion } from "../kit";
import { doorwayClear, doorwayStillClear, probe, wallsFit } from "./clearance";
import { CANVAS, CANVAS_CENTRE, CAVE, CORRIDOR, ROOM, START_TYPES, TUNNEL, TYPE_COUNT, TYPE_NAMES, VAULT } from "./features";
import { finalize } from "./finish";
import type { MarkPool } from "./mark-pool";
import { findMark, offerMark } from "./marks";
import { DIGGER_DEFAULTS, DIGGER_OPTIONS, DIGGER_RANGES, DIGGER_TEXTS, DiggerOptions } from "./options";
import { commit, placeAtAnchor, placeShape } from "./place";
import { drawBlob, drawCorridor, drawTunnel } from "./shapes";
import { scaledToMap } from "./scale";
import { checkDiggerSize, fitDiggerOptions, prefabProblem, unplaceablePrefabs } from "./size";
import { Digging, tileX, tileY } from "./state";
import { drawVault } from "./vaults";

export * from "./options";

/** Failed features before a mark is dropped; corridor ends get more, so fewer corridors lead nowhere. */
const MARK_TRIES = 4;
const CORRIDOR_END_TRIES = 6;

/** The main loop: the first area, then one mark at a time until the floor share, the marks or the budget run out. */
function run(d: Digging): Layout {
  digStart(d);
  report(d, "start");
  const target = d.options.targetFloorShare * d.width * d.height;
  // The budget grows with the map (never the clock), so a seed gives the same map on any PC.
  const attemptBudget = d.width * d.height + 200;
  for (let attempt = 0; attempt < attemptBudget && d.floorCount * 100 < target; attempt++) {
    if (d.areaKind.length >= 0xfffe) break;
    const pool = d.endMarks.count > 0 ? d.endMarks : d.marks;
    if (pool.count === 0) break;
    tryMark(d, pool, d.random.int(0, pool.count - 1));
  }
  finalize(d);
  const layout = snapshot(d, true);
  d.onStep?.("finalize", layout);
  return layout;
}

function tryMark(d: Digging, marks: MarkPool, i: number): void {
  const tile = marks.tile[i];
  const dir = marks.dir[i];
  const source = marks.source[i];
  const behind = tile - DX[dir] - DY[dir] * d.width;
  // A mark dug over, or whose source tile is gone, can never open a doorway again.
  if (d.areaOf[tile] !== 0 || d.areaOf[behind] !== source + 1) {
    marks.remove(i);
    return;
  }
  // Floor only ever grows while digging, so a blocked doorway stays blocked: drop the mark.
  if (!doorwayStillClear(d, tile, dir, source)) {
    marks.remove(i);
    return;
  }
  const type = decideType(d, marks, i);
  if (type >= 0 && dig(d, type, tile, dir, source)) {
    marks.remove(i);
    return;
  }
  const tries = marks.corridorEnd[i] ? CORRIDOR_END_TRIES : MARK_TRIES;
  if (type < 0 || ++marks.fails[i] >= tries) marks.remove(i);
}

function available(d: Digging, type: number): boolean {
  return d.chance[type] > 0 && (d.max[type] === 0 || d.typeCount[type] < d.max[type]);
}

/** Forced type first, then Seq (the mark's own type again), then a pick weighted by Chance. */
function decideType(d: Digging, marks: MarkPool, i: number): number {
  const forced = marks.force[i] - 1;
  if (forced >= 0 && available(d, forced)) return forced;
  const master = marks.type[i];
  if (available(d, master) && d.random.percent(d.seq[master])) return master;
  return weightedType(d, null);
}

function weightedType(d: Digging, only: readonly number[] | null): number {
  let total = 0;
  for (let t = 0; t < TYPE_COUNT; t++) if ((!only || only.includes(t)) && available(d, t)) total += d.chance[t];
  if (total === 0) return -1;
  let roll = d.random.int(0, total - 1);
  for (let t = 0; t < TYPE_COUNT; t++) {
    if ((only && !only.includes(t)) || !available(d, t)) continue;
    roll -= d.chance[t];
    if (roll < 0) return t;
  }
  return -1;
}

/** One area centred on the interior: a room-like type by Chance, or a room that fits the interior. */
function digStart(d: Digging): void {
  const { region } = d;
  const centreX = (region.left + region.right) >> 1;
  const centreY = (region.top + region.bottom) >> 1;
  for (let tries = 0; tries < 8; tries++) {
    const type = weightedType(d, START_TYPES);
    if (type < 0) break;
    drawBlob(d, type, -1, { anchorX: centreX, anchorY: centreY, ahead: CANVAS, leftRun: CANVAS, rightRun: CANVAS });
    if (d.canvas.shapeCount === 0) continue;
    // A walk already knows where it stands (its start on the centre); other shapes are centred.
    const { minX, minY, maxX, maxY } = d.canvas.bounds();
    const ox = d.canvas.anchorTile >= 0 ? centreX - CANVAS_CENTRE : centreX - ((minX + maxX) >> 1);
    const oy = d.canvas.anchorTile >= 0 ? centreY - CANVAS_CENTRE : centreY - ((minY + maxY) >> 1);
    if (placeShape(d, ox, oy, -1, 0, 0)) {
      commit(d, type, TYPE_NAMES[type], -1, -1, -1);
      return;
    }
  }
  // Nothing drawn fits (a small map, or every start type off): a room clamped to the interior.
  const o = d.options;
  const w = Math.min(d.random.int(o.roomMinWidth, o.roomMaxWidth), region.right - region.left + 1);
  const h = Math.min(d.random.int(o.roomMinHeight, o.roomMaxHeight), region.bottom - region.top + 1);
  d.canvas.begin();
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) d.canvas.add(CANVAS_CENTRE + x, CANVAS_CENTRE + y);
  // Centred by the leftover space (not by the centre tile), so odd interiors keep it inside.
  const x = region.left + ((region.right - region.left + 1 - w) >> 1);
  const y = region.top + ((region.bottom - region.top + 1 - h) >> 1);
  // Only a map below checkSize's minimum (a caller that skipped it) can fail here: then no floor at all.
  if (w > 0 && h > 0 && placeShape(d, x - CANVAS_CENTRE, y - CANVAS_CENTRE, -1, 0, 0)) commit(d, ROOM, "room", -1, -1, -1);
}

function dig(d: Digging, type: number, mark: number, dir: number, source: number): boolean {
  d.canvas.armEnds.length = 0;
  const free = probe(d, mark, dir);
  let kind: AreaKind = TYPE_NAMES[type];
  let endMark = -1;
  if (type === CORRIDOR) {
    const corridor = drawCorridor(d, dir, free);
    kind = corridor.crossroads ? "crossroads" : "corridor";
    if (corridor.length < 0) return false;
    if (!placeShape(d, tileX(d, mark) - CANVAS_CENTRE, tileY(d, mark) - CANVAS_CENTRE, mark, dir, 0)) return false;
    // A corridor must lead somewhere: the doorway past its end has to be free when it is dug.
    const step = DX[dir] + DY[dir] * d.width;
    if (!doorwayClear(d, mark + step * corridor.length, dir, -1)) return false;
  } else if (type === TUNNEL) {
    const end = drawTunnel(d, mark, dir, free);
    const ox = tileX(d, mark) - CANVAS_CENTRE;
    const oy = tileY(d, mark) - CANVAS_CENTRE;
    if (!placeShape(d, ox, oy, mark, dir, 0)) return false;
    const endX = (end % CANVAS) + ox + DX[dir];
    const endY = ((end / CANVAS) | 0) + oy + DY[dir];
    endMark = endY * d.width + endX;
  } else if (type === VAULT) {
    if (!drawVault(d, dir) || !placeAtAnchor(d, mark, dir)) return false;
  } else {
    drawBlob(d, type, dir, free);
    if (d.canvas.shapeCount === 0 || !placeAtAnchor(d, mark, dir)) return false;
  }
  if (!wallsFit(d)) return false;
  const id = commit(d, type, kind, mark, dir, source);
  report(d, "area");
  if (type === TUNNEL && inRegion(d.region, endMark % d.width, (endMark / d.width) | 0)) {
    // "A tunnel may end in a cave": try the cave at once; if it does not fit, the mark keeps asking for one.
    const wantsCave = d.random.percent(d.options.tunnelCaveChance);
    const offered = offerMark(d, d.marks, endMark, dir, TUNNEL, id, 0, wantsCave ? CAVE + 1 : 0);
    if (offered && wantsCave && available(d, CAVE) && dig(d, CAVE, endMark, dir, id)) {
      const endIndex = findMark(d, endMark, id);
      if (endIndex >= 0) d.marks.remove(endIndex);
    }
  }
  return true;
}

function report(d: Digging, step: string): void {
  if (d.onStep) d.onStep(step, snapshot(d, false));
}

/** The layout so far; `areaOf` is the live array (a step listener must read it before returning). */
function snapshot(d: Digging, final: boolean): Layout {
  const areas: Area[] = [];
  for (let a = 0; a < d.areaKind.length; a++) {
    const bounds: Rect = { x: d.left[a], y: d.top[a], width: d.right[a] - d.left[a] + 1, height: d.bottom[a] - d.top[a] + 1 };
    areas.push({ id: a, kind: d.areaKind[a], bounds, size: d.size[a] });
  }
  const marks: number[] = [];
  for (const pool of [d.endMarks, d.marks]) {
    for (let i = 0; i < pool.count; i++) {
      const t = pool.tile[i];
      const dir = pool.dir[i];
      const behind = t - DX[dir] - DY[dir] * d.width;
      if (d.areaOf[t] === 0 && d.areaOf[behind] === pool.source[i] + 1) marks.push(t);
    }
  }
  return {
    algorithm: "digger",
    areas,
    areaOf: d.areaOf,
    openings: final ? d.openings : d.openings.map((o) => ({ ...o })),
    overlay: { boxes: [], lines: [], marks },
  };
}

export const digger: LayoutAlgorithm<DiggerOptions> = {
  name: "digger",
  summary: "Feature digger (Zorbus style): rooms, circles, ellipses, polygons, corridors, tunnels, caves and vaults grown from marks",
  texts: DIGGER_TEXTS,
  options: DIGGER_OPTIONS,
  parameterPrefix: "digger",
  reads: "prefabs",
  defaults: DIGGER_DEFAULTS,
  ranges: DIGGER_RANGES,
  steps: ["start", "area", "finalize"],
  fitOptions: fitDiggerOptions,
  checkSize: checkDiggerSize,
  carve(grid: Grid, options: DiggerOptions, random: Random, input: LayoutInput, onStep?: StepListener): Layout {
    const prefabs = (input?.prefabs ?? []).filter((prefab) => prefabProblem(prefab, grid.width, grid.height, options) === null);
    const digging = new Digging(grid, scaledToMap(options, grid.width, grid.height), random, prefabs, onStep);
    try {
      return run(digging);
    } finally {
      digging.release();
    }
  },
  usesInput: (options: DiggerOptions) => options.vaultChance > 0,
  inputProblems(input: LayoutInput, width: number, height: number, options: DiggerOptions): string[] {
    return unplaceablePrefabs(input?.prefabs ?? [], width, height, options).map((vault) => `vault "${vault.name}" cannot be placed on this map: ${vault.reason}; it is skipped`);
  },
};
