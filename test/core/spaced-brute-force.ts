/**
 * Brute-force references for spaced tile sets (pairwise Chebyshev distance ≥ 2), shared by the
 * spaced-search and placement tests: small sets only.
 */

/** Chebyshev (both-axes) distance between tiles a and b of a grid `width` wide. */
export function chebyshev(a: number, b: number, width: number): number {
  return Math.max(Math.abs((a % width) - (b % width)), Math.abs(Math.floor(a / width) - Math.floor(b / width)));
}

/** The most pairwise-spaced tiles among `tiles`, `required` taken first (every subset tried; for small sets); −1 when `required` is not spaced. */
export function mostSpaced(tiles: number[], width: number, required: number[] = []): number {
  let most = -1;
  const chosen = [...required];
  if (!required.every((a, i) => required.every((b, j) => i === j || chebyshev(a, b, width) >= 2))) return -1;
  const rest = tiles.filter((t) => !required.includes(t));
  const walk = (index: number) => {
    if (chosen.length + (rest.length - index) <= most) return;
    if (index === rest.length) {
      most = Math.max(most, chosen.length);
      return;
    }
    if (chosen.every((other) => chebyshev(other, rest[index], width) >= 2)) {
      chosen.push(rest[index]);
      walk(index + 1);
      chosen.pop();
    }
    walk(index + 1);
  };
  walk(0);
  return most;
}
