/**
 * The frame every layout carves inside: the map minus a border on every side, the top keeping at
 * least wallHeight rows so the wall face src/core/walls.ts draws above the highest floor stays on
 * the map. Also the one "too small" message and the shared Border option.
 */
import type { OptionSpec } from "../../options";

/** What the frame depends on: every layout with a frame has both options. */
export interface FrameOptions {
  border: number;
  wallHeight: number;
}

/** Where floor may be, inclusive tile coordinates. */
export interface Region {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export function regionOf(width: number, height: number, options: FrameOptions): Region {
  return {
    left: options.border,
    top: Math.max(options.border, options.wallHeight),
    right: width - 1 - options.border,
    bottom: height - 1 - options.border,
  };
}

/** True when (x, y) lies in the region. */
export function inRegion(region: Region, x: number, y: number): boolean {
  return x >= region.left && x <= region.right && y >= region.top && y <= region.bottom;
}

/** The smallest map whose frame holds `interiorWidth` × `interiorHeight` tiles. */
export function frameMinimumSize(options: FrameOptions, interiorWidth: number, interiorHeight: number): { width: number; height: number } {
  return {
    width: 2 * options.border + interiorWidth,
    height: Math.max(options.border, options.wallHeight) + options.border + interiorHeight,
  };
}

/** Null when a width × height map is at least `minimum`, else the message naming `what` needs it ("the digger"). */
export function tooSmall(width: number, height: number, what: string, minimum: { width: number; height: number }): string | null {
  if (width >= minimum.width && height >= minimum.height) return null;
  return `a ${width}×${height} map is too small for ${what}: it must be at least ${minimum.width}×${minimum.height}`;
}

/** The Border option of a layout with a frame: the same texts everywhere, the layout's own default and range. */
export function borderOption(defaultValue = 1, min = 1, max = 32) {
  return {
    key: "border",
    default: defaultValue,
    min,
    max,
    en: { text: "Border", desc: "Empty tiles kept on every side of the map (the top keeps at least Wall Height rows)." },
    ja: { text: "余白", desc: "マップの四辺に残す空白のタイル数（上は少なくとも壁の高さ分）。" },
  } as const satisfies OptionSpec;
}
