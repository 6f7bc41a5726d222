/**
 * Feature sizes that grow with the map. The digger's sizes are in tiles, tuned for the editor's
 * common 68×64; on a larger map the same sizes fill it with hundreds of alike small rooms (a
 * honeycomb at 128×128). With Scale With Map on, the largest size of each feature grows with the
 * map's side (the square root of its area over 68×64's, at most MAX_SCALE), the smallest stays: a
 * big map keeps its closets and gains large rooms, caves and long corridors among them. Maps up to
 * 68×64 tiles are dug exactly as before.
 */
import { DIGGER_RANGES, DiggerOptions } from "./options";

/** The map the default sizes were tuned on. */
const REFERENCE_AREA = 68 * 64;
/** Sizes grow at most this many times (a 256×256 map would ask 3.7). */
const MAX_SCALE = 2.5;

/** The largest sizes that grow with the side, and the one that grows with the area (a cave's tile count). */
const SIDE_SIZES = ["roomMaxWidth", "roomMaxHeight", "corridorMaxLength", "circleMaxRadius", "ellipseMaxRadius", "polygonMaxSize", "tunnelMaxLength"] as const;
const AREA_SIZES = ["caveMaxSize"] as const;

/** How many times larger the features may be on a width × height map (1 up to 68×64 tiles). */
export function featureScale(width: number, height: number): number {
  return Math.min(MAX_SCALE, Math.max(1, Math.sqrt((width * height) / REFERENCE_AREA)));
}

/** The options to dig a width × height map with: a copy with the largest sizes scaled when Scale With Map is on. */
export function scaledToMap(options: DiggerOptions, width: number, height: number): DiggerOptions {
  const scale = featureScale(width, height);
  if (options.scaleWithMap === 0 || scale === 1) return options;
  const scaled = { ...options };
  for (const key of SIDE_SIZES) scaled[key] = Math.min(DIGGER_RANGES[key].max, Math.round(options[key] * scale));
  for (const key of AREA_SIZES) scaled[key] = Math.min(DIGGER_RANGES[key].max, Math.round(options[key] * scale * scale));
  return scaled;
}
