/** Small statistics over plain number lists, for the metrics and benchmark tables. */

export interface Spread {
  mean: number;
  min: number;
  median: number;
  max: number;
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** The value below which `fraction` (0–1) of the values lie, by nearest rank; NaN for no values. */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

/** The middle value; for an even count the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function spread(values: readonly number[]): Spread {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return values.length === 0 ? { mean: NaN, min: NaN, median: NaN, max: NaN } : { mean: mean(values), min, median: median(values), max };
}
