/**
 * Stage 1½, round (the caverns' Cave Smoothing): the crawlers' thin walls grown into rock and
 * rounded off, so open space reads as a cave — irregular, rounded hollows between masses of rock —
 * rather than long parallel strokes. The idea is the cellular-automaton cave of the roguelike
 * tradition (a tile becomes rock where most of its 3×3 neighbourhood is rock, floor where few of
 * it is), run here from the crawlers' walls instead of from noise, so the crawlers still decide
 * where the rock lies:
 *
 *   growRock   — three rounds: each floor tile beside rock turns to rock with a chance (ragged rock);
 *   smooth     — `passes` rounds of the 3×3 majority rule (≥ 5 of 8 neighbours rock → rock,
 *                ≤ 3 → floor), double-buffered so a round reads one state.
 *
 * Rock is laid on a tile only where the floor around it stays joined without it (the ring test of
 * floor-tree.ts), so the caves never cut the crawlers' open space into pockets: rock narrows
 * passages, and the crawlers' own doorways stay the only ones. Painted floor (stage 0) is never
 * built over and painted walls never opened; the region's frame counts as rock. Thin rock left
 * between floor above and below is thickened afterwards (thicken.ts), as for any crawler wall.
 */
import type { Random } from "../../random";
import { TileKind } from "../../grid";
import { RING_DX, RING_DY, RING_KEEPS_PATHS } from "../../floor-tree";
import { Builder, PAINTED_WALL_GENERATION } from "./builder";

const VOID: number = TileKind.Void;
const ROOM: number = TileKind.Room;

/** Chance (%) that a floor tile touching rock (8 ways) becomes rock in a round of growth, and the rounds: rock some three tiles thick, ragged before smoothing. */
const GROWTH_CHANCE = 50;
const GROWTH_ROUNDS = 3;

/**
 * Grows and rounds the rock. A map too small for caves (the frame's rock would swallow most of
 * it) keeps the crawlers' walls: when less than a third of the floor would stay, nothing changes.
 */
export function roundCaves(builder: Builder, random: Random, passes: number): void {
  if (passes <= 0) return;
  const { kinds, laidBy } = builder;
  const keptKinds = kinds.slice();
  const keptLaidBy = laidBy.slice();
  const floorBefore = countFloor(kinds);
  for (let round = 0; round < GROWTH_ROUNDS; round++) growRock(builder, random);
  const scratch = new Uint8Array(kinds.length);
  for (let pass = 0; pass < passes; pass++) smooth(builder, scratch);
  if (countFloor(kinds) * 3 < floorBefore) {
    kinds.set(keptKinds);
    laidBy.set(keptLaidBy);
  }
}

function countFloor(kinds: Uint8Array): number {
  let floor = 0;
  for (let tile = 0; tile < kinds.length; tile++) if (kinds[tile] === ROOM) floor++;
  return floor;
}

/** Rock neighbours of a tile among its 8, the region's frame counting as rock. */
function rockAround(builder: Builder, x: number, y: number): number {
  const { width, kinds, region } = builder;
  let rock = 0;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      const nx = x + dx;
      const ny = y + dy;
      if (nx < region.left || nx > region.right || ny < region.top || ny > region.bottom || kinds[ny * width + nx] === VOID) rock++;
    }
  }
  return rock;
}

/** The generation shown for new rock: the youngest crawler wall beside it (the one it grew from). */
function neighbourGeneration(builder: Builder, x: number, y: number): number {
  const { width, laidBy, region } = builder;
  let generation = 0;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < region.left || nx > region.right || ny < region.top || ny > region.bottom) continue;
      const laid = laidBy[ny * width + nx];
      if (laid !== PAINTED_WALL_GENERATION && laid > generation) generation = laid;
    }
  }
  return generation || 1;
}

/**
 * Floor touching rock turns to rock with GROWTH_CHANCE (one draw per such tile, in reading order),
 * but only where the floor around it stays joined without it (the ring test): rock grows into
 * masses and narrows passages, and never closes one.
 */
function growRock(builder: Builder, random: Random): void {
  const { width, kinds, guarded, laidBy, region } = builder;
  const candidates: number[] = [];
  for (let y = region.top; y <= region.bottom; y++) {
    for (let x = region.left; x <= region.right; x++) {
      const tile = y * width + x;
      if (kinds[tile] !== ROOM || guarded[tile] || rockAround(builder, x, y) === 0) continue;
      if (random.percent(GROWTH_CHANCE)) candidates.push(tile);
    }
  }
  for (const tile of candidates) {
    const x = tile % width;
    const y = (tile - x) / width;
    if (!floorStaysJoined(builder, x, y)) continue;
    laidBy[tile] = neighbourGeneration(builder, x, y);
    kinds[tile] = VOID;
  }
}

/** The ring test: the floor among the 8 tiles around (x, y) stays joined through them with (x, y) made rock. */
function floorStaysJoined(builder: Builder, x: number, y: number): boolean {
  const { width, kinds, region } = builder;
  let mask = 0;
  for (let i = 0; i < 8; i++) {
    const nx = x + RING_DX[i];
    const ny = y + RING_DY[i];
    if (nx >= region.left && nx <= region.right && ny >= region.top && ny <= region.bottom && kinds[ny * width + nx] === ROOM) mask |= 1 << i;
  }
  return RING_KEEPS_PATHS[mask] === 1;
}

/** One round of the majority rule over the region; painted tiles keep what they are. */
function smooth(builder: Builder, next: Uint8Array): void {
  const { width, kinds, guarded, laidBy, region } = builder;
  for (let y = region.top; y <= region.bottom; y++) {
    for (let x = region.left; x <= region.right; x++) {
      const tile = y * width + x;
      const kind = kinds[tile];
      next[tile] = kind;
      if (guarded[tile] || laidBy[tile] === PAINTED_WALL_GENERATION) continue;
      const rock = rockAround(builder, x, y);
      if (rock >= 5) next[tile] = VOID;
      else if (rock <= 3) next[tile] = ROOM;
    }
  }
  // Rock that would close a passage stays floor (the ring test, against the map as changed so far).
  for (let y = region.top; y <= region.bottom; y++) {
    for (let x = region.left; x <= region.right; x++) {
      const tile = y * width + x;
      if (next[tile] === kinds[tile]) continue;
      if (next[tile] === VOID) {
        if (!floorStaysJoined(builder, x, y)) continue;
        laidBy[tile] = neighbourGeneration(builder, x, y);
      } else laidBy[tile] = 0;
      kinds[tile] = next[tile];
    }
  }
}
