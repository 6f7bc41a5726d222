/**
 * Exhaustive search for spaced tiles: given a small list of candidate tiles, find `target` of them
 * at Chebyshev distance ≥ 2 from each other (an independent set in the king's-move graph), or as
 * many as the search can find within a fixed step budget.
 *
 * Placement's greedy random choice can box itself in on a tiny room (an arrival in the middle of a
 * 4×3 room leaves no spaced tile for two events, although the corners would hold three), so when
 * the greedy falls short and the candidates are few, this search runs before any rule is relaxed.
 *
 * Branching: any largest spaced set contains a tile of N[v] (v or one of its neighbours) for every
 * free tile v — otherwise v could be added. So each node branches over N[v] of the free tile v
 * with the fewest free neighbours (corners and edges first, which solves rectangles at once).
 * Ties go to the earlier tile in the caller's order, which placement shuffles, so the result stays
 * seeded. Pruning: two tiles of one 2×2 block are never spaced, so the free tiles' distinct blocks
 * bound how many more can be taken. The budget counts nodes, never time, so results are
 * deterministic; recursion depth is at most the candidate count, which the caller bounds.
 */

/** Node budget of one search: small rooms finish far below it; a pathological list stops here. */
export const SEARCH_NODE_BUDGET = 20000;

export interface SpacedSearch {
  /** Candidate indices (into the given list) of the best set found, in the order taken. */
  chosen: number[];
  /** True when the budget ran out before the search finished or reached the target. */
  exhausted: boolean;
  /** Search nodes visited (for tests and tuning). */
  nodes: number;
}

/**
 * `tiles` are candidate tile indices (y * width + x) on a grid `width` wide, all distinct.
 * `fixed` are candidate indices taken first and kept (they must be spaced among themselves).
 */
export function searchSpacedSet(
  tiles: Int32Array,
  width: number,
  target: number,
  fixed: readonly number[] = [],
  budget: number = SEARCH_NODE_BUDGET,
): SpacedSearch {
  const n = tiles.length;
  const neighbours = neighbourLists(tiles, width);
  const blockOf = blockIds(tiles, width);
  const blockStamp = new Int32Array(n);
  // blocked[i] > 0: tile i is taken or next to a taken tile.
  const blocked = new Int32Array(n);
  const taken: number[] = [];
  let best: number[] = [];
  let nodes = 0;
  let stamp = 0;

  const take = (i: number, delta: number) => {
    blocked[i] += delta;
    for (let k = i * 8; k < i * 8 + 8 && neighbours[k] >= 0; k++) blocked[neighbours[k]] += delta;
  };
  /** The free tile with the fewest free neighbours (earliest on ties), or −1 when none is free. */
  const pickBranchTile = (): number => {
    let pick = -1;
    let pickDegree = 9;
    for (let i = 0; i < n; i++) {
      if (blocked[i]) continue;
      let degree = 0;
      for (let k = i * 8; k < i * 8 + 8 && neighbours[k] >= 0; k++) if (!blocked[neighbours[k]]) degree++;
      if (degree < pickDegree) {
        pick = i;
        pickDegree = degree;
      }
    }
    return pick;
  };
  /** How many more tiles could at most be taken: free tiles' distinct 2×2 blocks. */
  const freeBlocks = (): number => {
    stamp++;
    let count = 0;
    for (let i = 0; i < n; i++) {
      if (blocked[i] || blockStamp[blockOf[i]] === stamp) continue;
      blockStamp[blockOf[i]] = stamp;
      count++;
    }
    return count;
  };
  const search = (): void => {
    nodes++;
    if (taken.length > best.length) best = taken.slice();
    if (best.length >= target || nodes >= budget) return;
    if (taken.length + freeBlocks() <= best.length) return;
    const v = pickBranchTile();
    if (v < 0) return;
    const branches = [v];
    for (let k = v * 8; k < v * 8 + 8 && neighbours[k] >= 0; k++) if (!blocked[neighbours[k]]) branches.push(neighbours[k]);
    for (const u of branches) {
      take(u, 1);
      taken.push(u);
      search();
      taken.pop();
      take(u, -1);
      if (best.length >= target || nodes >= budget) return;
    }
  };

  for (const i of fixed) {
    take(i, 1);
    taken.push(i);
  }
  search();
  return { chosen: best, exhausted: nodes >= budget && best.length < target, nodes };
}

/** Up to 8 neighbour indices per candidate (its king's-move neighbours among the candidates), −1 padded. */
function neighbourLists(tiles: Int32Array, width: number): Int32Array {
  const n = tiles.length;
  const lists = new Int32Array(n * 8).fill(-1);
  const counts = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const xi = tiles[i] % width;
    const yi = (tiles[i] - xi) / width;
    for (let j = i + 1; j < n; j++) {
      const xj = tiles[j] % width;
      const yj = (tiles[j] - xj) / width;
      if (Math.abs(xi - xj) > 1 || Math.abs(yi - yj) > 1) continue;
      lists[i * 8 + counts[i]++] = j;
      lists[j * 8 + counts[j]++] = i;
    }
  }
  return lists;
}

/** A small id per distinct 2×2 block (x >> 1, y >> 1) among the candidates. */
function blockIds(tiles: Int32Array, width: number): Int32Array {
  const n = tiles.length;
  const ids = new Int32Array(n);
  const blockKey = (tile: number) => {
    const x = tile % width;
    return ((tile - x) / width >> 1) * (width + 1) + (x >> 1);
  };
  let next = 0;
  for (let i = 0; i < n; i++) {
    ids[i] = next;
    const key = blockKey(tiles[i]);
    for (let j = 0; j < i; j++) {
      if (blockKey(tiles[j]) === key) {
        ids[i] = ids[j];
        break;
      }
    }
    if (ids[i] === next) next++;
  }
  return ids;
}
