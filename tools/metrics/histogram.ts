/** Histograms for the metrics report: room sizes (1-D) and the expressive range (2-D). */

export interface Bin {
  /** Smallest value in the bin. */
  from: number;
  /** First value past the bin (Infinity for the open last bin). */
  to: number;
  count: number;
}

/** Counts values in bins `binWidth` wide from `from`; values from `openFrom` on share one last bin. */
export function histogram(values: readonly number[], from: number, binWidth: number, openFrom: number): Bin[] {
  const bins: Bin[] = [];
  for (let start = from; start < openFrom; start += binWidth) bins.push({ from: start, to: Math.min(start + binWidth, openFrom), count: 0 });
  bins.push({ from: openFrom, to: Infinity, count: 0 });
  for (const value of values) {
    const index = value >= openFrom ? bins.length - 1 : Math.max(0, Math.floor((value - from) / binWidth));
    bins[Math.min(index, bins.length - 1)].count++;
  }
  return bins;
}

/** A closed interval of one axis, cut into `bins` equal bins. */
export interface Axis {
  label: string;
  min: number;
  max: number;
  bins: number;
}

/** The bin of `value` on the axis (values at or outside the ends go to the end bins). */
export function binOf(axis: Axis, value: number): number {
  if (axis.max <= axis.min) return 0;
  const bin = Math.floor(((value - axis.min) / (axis.max - axis.min)) * axis.bins);
  return Math.max(0, Math.min(axis.bins - 1, bin));
}

/** Counts per (x bin, y bin), index = yBin * x.bins + xBin. */
export function histogram2d(points: ReadonlyArray<readonly [number, number]>, x: Axis, y: Axis): Uint32Array {
  const counts = new Uint32Array(x.bins * y.bins);
  for (const [px, py] of points) counts[binOf(y, py) * x.bins + binOf(x, px)]++;
  return counts;
}

/** An axis over the values' range, widened to round numbers (steps of `step`). */
export function axisAround(label: string, values: readonly number[], step: number, bins: number): Axis {
  let low = Infinity;
  let high = -Infinity;
  for (const value of values) {
    low = Math.min(low, value);
    high = Math.max(high, value);
  }
  const min = Math.floor(low / step) * step;
  const max = Math.max(min + step, Math.ceil(high / step) * step);
  return { label, min, max, bins };
}
