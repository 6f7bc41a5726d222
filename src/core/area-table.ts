/**
 * A layout's areas as typed columns: each area's floor count and its bounding box clipped to the
 * map, and whether its floor fills that box (a rectangular room). Made once per layout, while
 * generation has the areas at hand (placement reads it for the rooms), and kept with the layout
 * (a WeakMap: a layout is never changed once carved), so what reads the areas again later, such as
 * decoration on every map load, reads a few flat arrays in order instead of hundreds of small
 * objects scattered over the heap.
 */
import type { Layout } from "./layout/contract";

export interface AreaTable {
  /** The map the boxes are clipped to. */
  width: number;
  height: number;
  /** Floor tiles per area (Area.size; 0 for a size that is no whole number above 0). */
  sizes: Int32Array;
  /** Four numbers per area: left, top, columns, rows of its bounds clipped to the map (columns or rows ≤ 0: off the map). */
  boxes: Int32Array;
  /** 1 where the area's floor fills its clipped box: every tile of the box is the area's floor. */
  filled: Uint8Array;
  /** Floor of all the areas (the sum of sizes). */
  floor: number;
}

const tables = new WeakMap<Layout, AreaTable>();

/** The layout's area table for a map of this size, made on the first call and kept. */
export function areaTable(layout: Layout, width: number, height: number): AreaTable {
  const known = tables.get(layout);
  if (known !== undefined && known.width === width && known.height === height && known.sizes.length === layout.areas.length) return known;
  const table = makeAreaTable(layout, width, height);
  tables.set(layout, table);
  return table;
}

function makeAreaTable(layout: Layout, width: number, height: number): AreaTable {
  const { areas } = layout;
  const count = areas.length;
  const sizes = new Int32Array(count);
  const boxes = new Int32Array(count * 4);
  const filled = new Uint8Array(count);
  let floor = 0;
  for (let i = 0; i < count; i++) {
    const { size, bounds } = areas[i];
    const owned = size > 0 && Number.isInteger(size) ? size : 0;
    sizes[i] = owned;
    floor += owned;
    const { x, y, width: boundsWidth, height: boundsHeight } = bounds;
    const whole = Number.isInteger(x) && Number.isInteger(y) && Number.isInteger(boundsWidth) && Number.isInteger(boundsHeight);
    const left = x > 0 ? x : 0;
    const top = y > 0 ? y : 0;
    // Bounds that are no whole numbers give an empty box: nothing can be drawn from it.
    const columns = whole ? (x + boundsWidth < width ? x + boundsWidth : width) - left : 0;
    const rows = whole ? (y + boundsHeight < height ? y + boundsHeight : height) - top : 0;
    boxes[4 * i] = left;
    boxes[4 * i + 1] = top;
    boxes[4 * i + 2] = columns;
    boxes[4 * i + 3] = rows;
    filled[i] = owned > 0 && owned === columns * rows ? 1 : 0;
  }
  return { width, height, sizes, boxes, filled, floor };
}
