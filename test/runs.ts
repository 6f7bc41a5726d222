/**
 * How many random cases a property test tries. `npm test` uses the quick count, enough to catch a
 * broken invariant in a few seconds; `npm run test:deep` (DEEP_TESTS=1) uses the deep count for
 * long fuzzing before a release.
 */
export const DEEP = process.env.DEEP_TESTS === "1";

export function runs(quick: number, deep: number): number {
  return DEEP ? deep : quick;
}
