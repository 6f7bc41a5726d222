/**
 * Option validation shared by the generators: every option is a whole number in a documented
 * range; anything else falls back to its default with a message naming the value and the default,
 * so a typo in a plugin parameter or note tag never stops the game.
 */
export interface IntegerRange {
  min: number;
  max: number;
}

export type RangeTable<T> = { [K in keyof T]: IntegerRange };

/**
 * Merges `given` over `defaults`, keeping only values that are integers inside `ranges`.
 * Returns the merged options and one message per rejected value.
 */
export function mergeOptions<T extends { [K in keyof T]: number }>(
  defaults: T,
  ranges: RangeTable<T>,
  given: Partial<T> | undefined,
): { options: T; problems: string[] } {
  const options = { ...defaults };
  const problems: string[] = [];
  if (!given) return { options, problems };
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const value = given[key];
    if (value === undefined) continue;
    const { min, max } = ranges[key];
    if (typeof value === "number" && Number.isInteger(value) && value >= min && value <= max) {
      options[key] = value;
    } else {
      problems.push(`${key} ${String(value)} is not a whole number from ${min} to ${max}; using ${defaults[key]}`);
    }
  }
  return { options, problems };
}
