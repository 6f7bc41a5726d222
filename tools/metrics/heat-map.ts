/**
 * The expressive-range picture (Smith & Whitehead): a 2-D histogram drawn as a heat map, x to the
 * right, y upwards, dark for empty bins and brighter for fuller ones (square-root scale).
 */
import { Rgba } from "../render/palette";
import { RgbaImage, fillPixels } from "../render/pixels";

const EMPTY: Rgba = [22, 19, 30, 255];
const FRAME: Rgba = [120, 120, 130, 255];
/** From few to many. */
const RAMP: readonly Rgba[] = [
  [48, 40, 110, 255],
  [38, 130, 170, 255],
  [60, 190, 110, 255],
  [250, 220, 60, 255],
  [255, 255, 255, 255],
];

/** The ramp colour for a share from 0 (fewest) to 1 (most). */
export function heatColour(share: number): Rgba {
  const position = Math.max(0, Math.min(1, share)) * (RAMP.length - 1);
  const low = Math.min(RAMP.length - 2, Math.floor(position));
  const t = position - low;
  const mix = (channel: number) => Math.round(RAMP[low][channel] + (RAMP[low + 1][channel] - RAMP[low][channel]) * t);
  return [mix(0), mix(1), mix(2), 255];
}

/** `counts` (yBin * xBins + xBin) as an image of `scale` pixels per bin, inside a one-pixel frame. */
export function renderHeatMap(counts: Uint32Array, xBins: number, yBins: number, scale: number): RgbaImage {
  const width = xBins * scale + 2;
  const height = yBins * scale + 2;
  const image: RgbaImage = { width, height, data: new Uint8ClampedArray(width * height * 4) };
  fillPixels(image, 0, 0, width, height, FRAME);
  const most = Math.max(1, ...counts);
  for (let yBin = 0; yBin < yBins; yBin++) {
    for (let xBin = 0; xBin < xBins; xBin++) {
      const count = counts[yBin * xBins + xBin];
      const colour = count === 0 ? EMPTY : heatColour(Math.sqrt(count / most));
      fillPixels(image, 1 + xBin * scale, 1 + (yBins - 1 - yBin) * scale, scale, scale, colour);
    }
  }
  return image;
}
