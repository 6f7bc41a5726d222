/**
 * Area bookkeeping for layouts that paint their floor rectangle by rectangle (the maze, the node
 * tiles): each rectangle becomes floor of one area, whose bounds and size grow with it, so no pass
 * over the map is needed to report the areas.
 */
import type { Grid } from "../../grid";
import type { Area, AreaKind } from "../contract";

/** AreaBook's left and top edges before an area grows: beyond any map. */
const NEVER = 0x7fffffff;

/** Sets a rectangle of a flat per-tile array (grid kinds or areaOf) to `value`; the rectangle lies inside the map. */
export function fillBlock(array: Uint8Array | Uint16Array, width: number, x: number, y: number, w: number, h: number, value: number): void {
  for (let row = y; row < y + h; row++) {
    for (let i = row * width + x, end = i + w; i < end; i++) array[i] = value;
  }
}

/**
 * Areas as they are painted rectangle by rectangle: each rectangle becomes floor of a tile kind and
 * is labelled with its area, whose bounds and size grow with it (so no pass over the map is needed).
 */
export class AreaBook {
  readonly kinds: AreaKind[] = [];
  /** Per area: its bounds' edges (left and top NEVER until it grows, right and bottom −1) and size, in typed arrays that double when full. */
  private left: Int32Array;
  private top: Int32Array;
  private right: Int32Array;
  private bottom: Int32Array;
  private size: Int32Array;

  private readonly width: number;

  /** `capacity`: how many areas to make room for at first (more are fine). */
  constructor(
    private readonly grid: Grid,
    private readonly areaOf: Uint16Array,
    capacity = 64,
  ) {
    this.width = grid.width;
    const room = Math.max(1, capacity);
    this.left = new Int32Array(room);
    this.top = new Int32Array(room);
    this.right = new Int32Array(room);
    this.bottom = new Int32Array(room);
    this.size = new Int32Array(room);
  }

  add(kind: AreaKind): number {
    const id = this.kinds.length;
    if (id === this.size.length) this.grow2x();
    this.kinds.push(kind);
    this.left[id] = NEVER;
    this.top[id] = NEVER;
    this.right[id] = -1;
    this.bottom[id] = -1;
    this.size[id] = 0;
    return id;
  }

  private grow2x(): void {
    const double = (array: Int32Array) => {
      const grown = new Int32Array(array.length * 2);
      grown.set(array);
      return grown;
    };
    this.left = double(this.left);
    this.top = double(this.top);
    this.right = double(this.right);
    this.bottom = double(this.bottom);
    this.size = double(this.size);
  }

  /** Paints a rectangle (none of it in an area yet) as floor of `tileKind` in area `id`. */
  paint(id: number, x: number, y: number, w: number, h: number, tileKind: number): void {
    if (w <= 0 || h <= 0) return;
    const { areaOf, width } = this;
    const kinds = this.grid.kinds;
    const label = id + 1;
    for (let row = y; row < y + h; row++) {
      for (let i = row * width + x, end = i + w; i < end; i++) {
        areaOf[i] = label;
        kinds[i] = tileKind;
      }
    }
    this.grow(id, x, y, w, h);
  }

  /**
   * Counts a rectangle into area `id`'s bounds and size without painting it: for a caller that
   * writes the tiles itself (the maze paints whole rows at once).
   */
  grow(id: number, x: number, y: number, w: number, h: number): void {
    if (w <= 0 || h <= 0) return;
    if (x < this.left[id]) this.left[id] = x;
    if (y < this.top[id]) this.top[id] = y;
    if (x + w - 1 > this.right[id]) this.right[id] = x + w - 1;
    if (y + h - 1 > this.bottom[id]) this.bottom[id] = y + h - 1;
    this.size[id] += w * h;
  }

  areas(): Area[] {
    const { kinds, left, top, right, bottom, size } = this;
    const areas: Area[] = [];
    for (let id = 0; id < kinds.length; id++) {
      // An area that never grew keeps the bounds it always had (edges at infinity).
      const bounds = right[id] < 0 ? { x: Infinity, y: Infinity, width: -Infinity, height: -Infinity } : { x: left[id], y: top[id], width: right[id] - left[id] + 1, height: bottom[id] - top[id] + 1 };
      areas.push({ id, kind: kinds[id], bounds, size: size[id] });
    }
    return areas;
  }
}
