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
  const counts = new RockCounts(builder);
  for (let round = 0; round < GROWTH_ROUNDS; round++) growRock(builder, random, counts);
  for (let pass = 0; pass < passes; pass++) smooth(builder, counts);
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

/**
 * Rock neighbours of every tile among its 8, the region's frame counting as rock, for the whole
 * region at once: sums of three along each row, then of three row sums down each column (a few
 * additions per tile, where asking each tile's 8 neighbours would take a dozen reads).
 */
class RockCounts {
  readonly around: Uint8Array;
  private readonly rock: Uint8Array;
  private readonly rowSums: Uint8Array;

  constructor(private readonly builder: Builder) {
    const size = builder.kinds.length;
    this.around = new Uint8Array(size);
    this.rock = new Uint8Array(size);
    this.rowSums = new Uint8Array(size);
  }

  /** Recounts `around` for the region from the map as it is now. */
  update(): void {
    const { width, height, kinds, region } = this.builder;
    const { rock, rowSums, around } = this;
    for (let tile = 0; tile < kinds.length; tile++) {
      const x = tile % width;
      const y = (tile - x) / width;
      rock[tile] = x < region.left || x > region.right || y < region.top || y > region.bottom || kinds[tile] === VOID ? 1 : 0;
    }
    for (let y = Math.max(0, region.top - 1); y <= Math.min(height - 1, region.bottom + 1); y++) {
      for (let x = region.left; x <= region.right; x++) {
        const tile = y * width + x;
        rowSums[tile] = (x > 0 ? rock[tile - 1] : 1) + rock[tile] + (x < width - 1 ? rock[tile + 1] : 1);
      }
    }
    for (let y = region.top; y <= region.bottom; y++) {
      for (let x = region.left; x <= region.right; x++) {
        const tile = y * width + x;
        const above = y > 0 ? rowSums[tile - width] : 3;
        const below = y < height - 1 ? rowSums[tile + width] : 3;
        around[tile] = above + rowSums[tile] + below - rock[tile];
      }
    }
  }
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
function growRock(builder: Builder, random: Random, counts: RockCounts): void {
  const { width, kinds, guarded, laidBy, region } = builder;
  counts.update();
  const { around } = counts;
  const candidates: number[] = [];
  for (let y = region.top; y <= region.bottom; y++) {
    for (let x = region.left; x <= region.right; x++) {
      const tile = y * width + x;
      if (kinds[tile] !== ROOM || guarded[tile] || around[tile] === 0) continue;
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

/** One round of the majority rule over the region, decided on the map as the round found it; painted tiles keep what they are. */
function smooth(builder: Builder, counts: RockCounts): void {
  const { width, kinds, guarded, laidBy, region } = builder;
  counts.update();
  const { around } = counts;
  // Rock that would close a passage stays floor (the ring test, against the map as changed so far).
  for (let y = region.top; y <= region.bottom; y++) {
    for (let x = region.left; x <= region.right; x++) {
      const tile = y * width + x;
      if (guarded[tile] || laidBy[tile] === PAINTED_WALL_GENERATION) continue;
      const rock = around[tile];
      if (rock >= 5 && kinds[tile] === ROOM) {
        if (!floorStaysJoined(builder, x, y)) continue;
        laidBy[tile] = neighbourGeneration(builder, x, y);
        kinds[tile] = VOID;
      } else if (rock <= 3 && kinds[tile] === VOID) {
        laidBy[tile] = 0;
        kinds[tile] = ROOM;
      }
    }
  }
}
