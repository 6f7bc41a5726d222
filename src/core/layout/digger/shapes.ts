/**
 * The feature shapes, drawn on the canvas around its centre (the mark, or the anchor past the
 * stub): rooms, circles, ellipses and star polygons sized to the free space the probe found,
 * corridors (with crossroads arms), and the walks of caves and tunnels, which step only where the
 * map is free. Each returns nothing placed: place.ts moves the shape onto the map.
 */
import { DX, DY, inRegion } from "../kit";
import type { Probe } from "./clearance";
import { CANVAS, CANVAS_CENTRE, CAVE, CAVE_ROOM, CIRCLE, ELLIPSE, POLYGON, ROOM } from "./features";
import { Digging, tileX, tileY } from "./state";

/** Where the canvas centre lies on the map during a walk, and how far along `dir` a step may not go back. */
interface Walk {
  dir: number;
  originX: number;
  originY: number;
  minDepth: number;
}

/** Draws a room-like shape of `type` around the canvas centre. */
export function drawBlob(d: Digging, type: number, dir: number, probe: Probe): void {
  d.canvas.begin();
  const o = d.options;
  const { random } = d;
  const { ahead } = probe;
  const side = Math.min(probe.leftRun, probe.rightRun);
  const vertical = dir === 0 || dir === 2;
  const c = CANVAS_CENTRE;
  if (type === ROOM) {
    if (dir < 0) {
      const w = random.int(o.roomMinWidth, o.roomMaxWidth);
      const h = random.int(o.roomMinHeight, o.roomMaxHeight);
      for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) d.canvas.add(c - (w >> 1) + x, c - (h >> 1) + y);
    } else {
      drawRoomAt(d, dir, vertical, probe);
    }
  } else if (type === CIRCLE) {
    const r = sizeUpTo(d, o.circleMinRadius, o.circleMaxRadius, Math.min((ahead - 1) >> 1, side));
    if (r < 0) return;
    // r² + r rounds the rim the way a hand-drawn circle looks (no lone pixel at each pole).
    for (let dy = -r; dy <= r; dy++) for (let dx = -r; dx <= r; dx++) if (dx * dx + dy * dy <= r * r + r) d.canvas.add(c + dx, c + dy);
  } else if (type === ELLIPSE) {
    const along = sizeUpTo(d, o.ellipseMinRadius, o.ellipseMaxRadius, (ahead - 1) >> 1);
    const across = sizeUpTo(d, o.ellipseMinRadius, o.ellipseMaxRadius, side);
    if (along < 0 || across < 0) return;
    const a = vertical ? across : along;
    const b = vertical ? along : across;
    const limit = a * a * b * b + a * b;
    for (let dy = -b; dy <= b; dy++) for (let dx = -a; dx <= a; dx++) if (dx * dx * b * b + dy * dy * a * a <= limit) d.canvas.add(c + dx, c + dy);
  } else if (type === POLYGON) {
    const along = sizeUpTo(d, o.polygonMinSize, o.polygonMaxSize, ahead);
    const across = sizeUpTo(d, o.polygonMinSize, o.polygonMaxSize, 2 * side + 1);
    if (along < 0 || across < 0) return;
    drawPolygon(d, vertical ? across : along, vertical ? along : across);
    d.canvas.fillColumnGaps(d.options.wallHeight);
    d.canvas.keepPieceAt(c, c);
  } else if (type === CAVE) {
    // A walk squeezed into a strip draws a line, not a cave: start only with room around the doorway.
    if (dir >= 0 && (ahead < CAVE_ROOM || probe.leftRun < CAVE_ROOM || probe.rightRun < CAVE_ROOM)) return;
    drawCave(d, dir, probe);
    d.canvas.fillColumnGaps(d.options.wallHeight);
  }
}

/**
 * A rectangular room entered at the canvas centre (its anchor): as deep as the free run ahead
 * allows, and placed sideways within the free span beside the anchor.
 */
function drawRoomAt(d: Digging, dir: number, vertical: boolean, probe: Probe): void {
  const o = d.options;
  const depth = sizeUpTo(d, vertical ? o.roomMinHeight : o.roomMinWidth, vertical ? o.roomMaxHeight : o.roomMaxWidth, probe.ahead);
  const across = sizeUpTo(d, vertical ? o.roomMinWidth : o.roomMinHeight, vertical ? o.roomMaxWidth : o.roomMaxHeight, probe.leftRun + probe.rightRun + 1);
  if (depth < 0 || across < 0) return;
  // The anchor's place along the near side, counted from the left: the room stays in the free span.
  const offset = d.random.int(Math.max(0, across - 1 - probe.rightRun), Math.min(across - 1, probe.leftRun));
  const right = (dir + 1) & 3;
  for (let k = 0; k < depth; k++) {
    for (let j = -offset; j < across - offset; j++) {
      d.canvas.add(CANVAS_CENTRE + DX[dir] * k + DX[right] * j, CANVAS_CENTRE + DY[dir] * k + DY[right] * j);
    }
  }
  d.canvas.anchorTile = CANVAS_CENTRE * CANVAS + CANVAS_CENTRE;
}

/** A size from [min, max] no larger than `cap`, or −1 when even `min` exceeds it. */
function sizeUpTo(d: Digging, min: number, max: number, cap: number): number {
  if (min > cap) return -1;
  return d.random.int(min, Math.min(max, cap));
}

/**
 * A star-shaped polygon: k points at increasing directions (so they come in order round the
 * centre without sorting), each at a random distance, filled by the even-odd rule. Directions
 * come from an integer table so every machine computes the same points.
 */
function drawPolygon(d: Digging, w: number, h: number): void {
  const { random } = d;
  const k = random.int(4, 7);
  const px: number[] = [];
  const py: number[] = [];
  const sector = DIRECTIONS_16.length / k;
  for (let i = 0; i < k; i++) {
    const from = Math.ceil(i * sector);
    const to = Math.max(from, Math.ceil((i + 1) * sector) - 1);
    const [cos, sin] = DIRECTIONS_16[random.int(from, to)];
    const reach = random.int(55, 100);
    px.push((cos * reach * (w - 1)) / 200000);
    py.push((sin * reach * (h - 1)) / 200000);
  }
  let minX = 0;
  let maxX = 0;
  let minY = 0;
  let maxY = 0;
  for (let i = 0; i < k; i++) {
    minX = Math.min(minX, Math.floor(px[i]));
    maxX = Math.max(maxX, Math.ceil(px[i]));
    minY = Math.min(minY, Math.floor(py[i]));
    maxY = Math.max(maxY, Math.ceil(py[i]));
  }
  // Even-odd rule per row without sorting the crossings: a tile is inside when an odd number of
  // edges cross its row to its right, so each crossing toggles every tile left of it — one
  // toggle at the rightmost such tile, then a sweep from right to left.
  const toggles = d.canvas.lineStart;
  for (let dy = minY; dy <= maxY; dy++) {
    toggles.fill(0, 0, maxX - minX + 1);
    for (let i = 0, j = k - 1; i < k; j = i++) {
      if (py[i] > dy === py[j] > dy) continue;
      const crossing = ((px[j] - px[i]) * (dy - py[i])) / (py[j] - py[i]) + px[i];
      const rightmost = Math.min(Math.ceil(crossing) - 1, maxX);
      if (rightmost >= minX) toggles[rightmost - minX] ^= 1;
    }
    let inside = 0;
    for (let dx = maxX; dx >= minX; dx--) {
      inside ^= toggles[dx - minX];
      if (inside) d.canvas.add(CANVAS_CENTRE + dx, CANVAS_CENTRE + dy);
    }
  }
  d.canvas.add(CANVAS_CENTRE, CANVAS_CENTRE);
}

/** Drunkard's walk from the centre until the cave has its size (or the walk its step budget). */
function drawCave(d: Digging, dir: number, probe: Probe): void {
  const o = d.options;
  const size = d.random.int(o.caveMinSize, o.caveMaxSize);
  const walk: Walk = { dir, originX: probe.anchorX, originY: probe.anchorY, minDepth: 0 };
  let x = CANVAS_CENTRE;
  let y = CANVAS_CENTRE;
  d.canvas.add(x, y);
  for (let step = 0; step < size * 12 && d.canvas.shapeCount < size; step++) {
    const move = d.bits.next(2);
    const nx = x + DX[move];
    const ny = y + DY[move];
    if (!walkable(d, walk, nx, ny)) continue;
    x = nx;
    y = ny;
    d.canvas.add(x, y);
  }
  // The walk started on the anchor, so the cave needs no search for its entry tile.
  d.canvas.anchorTile = CANVAS_CENTRE * CANVAS + CANVAS_CENTRE;
}

/**
 * A walk may step on a canvas tile whose map tile is inside the region, outside every other
 * area's clearance, and not behind the doorway line: so walks grow into the free space there
 * is instead of being drawn blind and thrown away.
 */
function walkable(d: Digging, walk: Walk, cx: number, cy: number): boolean {
  if (cx < 4 || cy < 4 || cx >= CANVAS - 4 || cy >= CANVAS - 4) return false;
  const dx = cx - CANVAS_CENTRE;
  const dy = cy - CANVAS_CENTRE;
  const { dir } = walk;
  if (dir >= 0 && dx * DX[dir] + dy * DY[dir] < walk.minDepth) return false;
  const x = walk.originX + dx;
  const y = walk.originY + dy;
  return inRegion(d.region, x, y) && d.reserve[y * d.width + x] === 0;
}

/**
 * A corridor from the canvas centre (the mark) along `dir`; with corridorBranchChance, arms
 * cross it at one point (a crossroads). Returns its length (−1 when none fits the free run ahead)
 * and whether arms were drawn.
 */
export function drawCorridor(d: Digging, dir: number, probe: Probe): { length: number; crossroads: boolean } {
  d.canvas.begin();
  const o = d.options;
  const { random } = d;
  // The doorway past the end must stay free, so the corridor stops a tile short of the free run.
  const length = sizeUpTo(d, o.corridorMinLength, o.corridorMaxLength, probe.ahead - 1);
  if (length < 0) return { length, crossroads: false };
  for (let k = 0; k < length; k++) d.canvas.add(CANVAS_CENTRE + DX[dir] * k, CANVAS_CENTRE + DY[dir] * k);
  const stub = d.stub[dir];
  if (length <= stub || !random.percent(o.corridorBranchChance)) return { length, crossroads: false };
  // Arms leave the corridor past its stub, so they never run beside the source area.
  const at = random.int(stub, length - 1);
  const atX = CANVAS_CENTRE + DX[dir] * at;
  const atY = CANVAS_CENTRE + DY[dir] * at;
  let left = random.percent(75);
  const right = random.percent(75);
  if (!left && !right) left = true;
  for (const side of [(dir + 3) & 3, (dir + 1) & 3]) {
    if (side === ((dir + 3) & 3) ? !left : !right) continue;
    const armLength = Math.max(2, random.int(o.corridorMinLength, o.corridorMaxLength) >> 1);
    for (let k = 1; k <= armLength; k++) d.canvas.add(atX + DX[side] * k, atY + DY[side] * k);
    d.canvas.armEnds.push((atY + DY[side] * (armLength + 1)) * CANVAS + atX + DX[side] * (armLength + 1), side);
  }
  return { length, crossroads: true };
}

/**
 * A tunnel: the stub straight from the mark, then a walk that never steps back: forward most of
 * the time, sideways otherwise, sometimes two tiles wide, from `mark` (the canvas centre). Returns
 * the canvas tile it ends on.
 */
export function drawTunnel(d: Digging, mark: number, dir: number, probe: Probe): number {
  d.canvas.begin();
  const o = d.options;
  const { random } = d;
  const stub = d.stub[dir];
  for (let k = 0; k < stub; k++) d.canvas.add(CANVAS_CENTRE + DX[dir] * k, CANVAS_CENTRE + DY[dir] * k);
  let x = CANVAS_CENTRE + DX[dir] * stub;
  let y = CANVAS_CENTRE + DY[dir] * stub;
  d.canvas.add(x, y);
  const length = Math.max(1, Math.min(random.int(o.tunnelMinLength, o.tunnelMaxLength), probe.ahead - 1));
  const walk: Walk = { dir, originX: tileX(d, mark), originY: tileY(d, mark), minDepth: stub };
  let forward = 0;
  let farthest = y * CANVAS + x;
  for (let step = 0; forward < length && step < length * 4; step++) {
    // Forward 9 times in 16, else one step to either side; a quarter of the tiles get a twin beside them.
    let move = dir;
    if (d.bits.next(4) >= 9) move = d.bits.next(1) ? (dir + 1) & 3 : (dir + 3) & 3;
    // Blocked that way: straight on if free, else the walk ends here.
    if (!walkable(d, walk, x + DX[move], y + DY[move])) move = dir;
    if (!walkable(d, walk, x + DX[move], y + DY[move])) break;
    x += DX[move];
    y += DY[move];
    if (move === dir) forward++;
    d.canvas.add(x, y);
    if (d.bits.next(2) === 0) {
      const side = d.bits.next(1) ? (dir + 1) & 3 : (dir + 3) & 3;
      if (walkable(d, walk, x + DX[side], y + DY[side])) d.canvas.add(x + DX[side], y + DY[side]);
    }
    farthest = y * CANVAS + x;
  }
  d.canvas.fillColumnGaps(d.options.wallHeight);
  // The walk's last tile is its farthest forward: the next area goes on from there.
  return farthest;
}

/** 16 directions round the circle as (cos, sin) × 1000, integers, in order. */
const DIRECTIONS_16: readonly (readonly [number, number])[] = [
  [1000, 0], [924, 383], [707, 707], [383, 924], [0, 1000], [-383, 924], [-707, 707], [-924, 383],
  [-1000, 0], [-924, -383], [-707, -707], [-383, -924], [0, -1000], [383, -924], [707, -707], [924, -383],
];
