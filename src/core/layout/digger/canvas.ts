/**
 * The canvas a shape is drawn on before it is moved to a mark: CANVAS × CANVAS tiles
 * (y * CANVAS + x), the shape's tiles in drawing order and a stamp per tile, so starting a new
 * shape clears nothing. A vault also brings the walls it draws and the prefab it came from.
 */
import type { Prefab } from "../contract";
import { CANVAS } from "./features";
import { borrowInt32, giveBack } from "../../scratch";

const CANVAS_STEPS = [-1, 1, -CANVAS, CANVAS];

export class Canvas {
  /** Per canvas tile: the generation that last drew it (the shape is the current generation). */
  readonly stamp = borrowInt32(CANVAS * CANVAS);
  generation = 0;
  /** The shape's tiles, in drawing order. */
  readonly shape = borrowInt32(CANVAS * CANVAS);
  shapeCount = 0;
  /** A vault's drawn walls (canvas tiles, then map tiles once placed): kept void, reserved. */
  readonly candidateWalls = borrowInt32(CANVAS * CANVAS);
  candidateWallCount = 0;
  /** The shape tile that goes right after the stub, or −1 for "one of those farthest back". */
  anchorTile = -1;
  /** The prefab a vault shape was drawn from, else null. */
  prefab: Prefab | null = null;
  /** Crossroads arm ends (canvas tile, direction), marked as corridor ends when dug. */
  readonly armEnds: number[] = [];
  /** Per canvas column scratch for gap filling and polygon rows. */
  readonly lineStart = new Int32Array(CANVAS);
  readonly lineEnd = new Int32Array(CANVAS);
  /** Breadth-first queue of keepPieceAt. */
  private readonly queue = borrowInt32(CANVAS * CANVAS);

  /** Gives the canvas's arrays back (scratch.ts): the canvas must not be used afterwards. */
  release(): void {
    giveBack(this.stamp, this.shape, this.candidateWalls, this.queue);
  }

  /** Starts a new, empty shape. */
  begin(): void {
    this.prefab = null;
    this.anchorTile = -1;
    this.generation++;
    this.shapeCount = 0;
    this.candidateWallCount = 0;
  }

  /** Adds (x, y) to the shape; a tile on the canvas's outer ring or already drawn is skipped. */
  add(x: number, y: number): void {
    if (x < 1 || y < 1 || x >= CANVAS - 1 || y >= CANVAS - 1) return;
    const t = y * CANVAS + x;
    if (this.stamp[t] === this.generation) return;
    this.stamp[t] = this.generation;
    this.shape[this.shapeCount++] = t;
  }

  has(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < CANVAS && y < CANVAS && this.stamp[y * CANVAS + x] === this.generation;
  }

  bounds(): { minX: number; minY: number; maxX: number; maxY: number } {
    let minX = CANVAS;
    let minY = CANVAS;
    let maxX = -1;
    let maxY = -1;
    for (let i = 0; i < this.shapeCount; i++) {
      const x = this.shape[i] % CANVAS;
      const y = (this.shape[i] / CANVAS) | 0;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    return { minX, minY, maxX, maxY };
  }

  /** Fills every gap of at most wallHeight tiles between two shape tiles of one canvas column (invariant 6). */
  fillColumnGaps(wallHeight: number): void {
    const { lineStart, lineEnd } = this;
    const { minX, maxX } = this.bounds();
    lineStart.fill(-1, minX, maxX + 1);
    lineEnd.fill(-1, minX, maxX + 1);
    const count = this.shapeCount;
    for (let i = 0; i < count; i++) {
      const x = this.shape[i] % CANVAS;
      const y = (this.shape[i] / CANVAS) | 0;
      if (lineStart[x] < 0 || y < lineStart[x]) lineStart[x] = y;
      if (y > lineEnd[x]) lineEnd[x] = y;
    }
    for (let x = minX; x <= maxX; x++) {
      if (lineStart[x] < 0) continue;
      let last = lineStart[x];
      for (let y = lineStart[x] + 1; y <= lineEnd[x]; y++) {
        if (!this.has(x, y)) continue;
        if (y - last - 1 <= wallHeight) for (let fill = last + 1; fill < y; fill++) this.add(x, fill);
        last = y;
      }
    }
  }

  /** Keeps only the 4-connected piece of the shape holding (x, y); the others are dropped. */
  keepPieceAt(x: number, y: number): void {
    const start = y * CANVAS + x;
    if (this.stamp[start] !== this.generation) {
      this.shapeCount = 0;
      return;
    }
    const inShape = this.generation;
    const kept = ++this.generation;
    const { queue } = this;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    this.stamp[start] = kept;
    while (head < tail) {
      const t = queue[head++];
      for (const step of CANVAS_STEPS) {
        const n = t + step;
        if (this.stamp[n] === inShape) {
          this.stamp[n] = kept;
          queue[tail++] = n;
        }
      }
    }
    for (let i = 0; i < tail; i++) this.shape[i] = queue[i];
    this.shapeCount = tail;
  }
}
