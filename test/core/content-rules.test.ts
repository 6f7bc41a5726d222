/**
 * The content planner's rules, each on a small hand-drawn map (R room floor, C corridor, # wall,
 * . void, A / a the arrival): every request field's parsing and its message, the MAX_COPIES /
 * MAX_LEVEL limits, counts, chances and groups, FloorTree against a slow remove-a-tile-and-flood
 * reference, the 3×3 ring test, and each role's rule (stairs, entrance, boss, locks and keys,
 * doors, treasure, wall events, monsters, traps, plain events) on maps small enough that the rule
 * leaves one answer, or stated for every seed tried where it leaves a choice.
 */
import { Grid, Layout, OpeningKind, Relaxation, TileKind, findOpenings, kindOfTile, labelFloor } from "../../src/core";
import { ContentPlan, MAX_COPIES, MAX_LEVEL, placeContent } from "../../src/core/content";
import { FloorTree, visitSeparatorsFromGoal } from "../../src/core/floor-tree";
import { floorDistances } from "../../src/core/metrics";
import fc from "fast-check";
import { runs } from "../runs";

// ── maps ─────────────────────────────────────────────────────────────────────────────────────

const KIND_OF: Record<string, number> = { ".": TileKind.Void, R: TileKind.Room, A: TileKind.Room, a: TileKind.Corridor, C: TileKind.Corridor, "#": TileKind.Wall };

interface World {
  grid: Grid;
  layout: Layout;
  /** The tile drawn "A" (room) or "a" (corridor), −1 when none. */
  arrival: number;
}

/**
 * A map drawn as rows: R room floor, C corridor floor, # wall, . void, A / a the arrival on room /
 * corridor floor. Areas are labelled by the shared rule (each 4-connected run of one floor kind);
 * `openingKind` names the openings' kind (open by default).
 */
function world(rows: string[], openingKind: (from: number, to: number) => OpeningKind = () => "open"): World {
  const width = rows[0].length;
  const kinds = new Uint8Array(width * rows.length);
  let arrival = -1;
  rows.forEach((row, y) => {
    if (row.length !== width) throw new Error(`row ${y} is ${row.length} wide, not ${width}`);
    for (let x = 0; x < width; x++) {
      kinds[y * width + x] = KIND_OF[row[x]];
      if (row[x] === "A" || row[x] === "a") arrival = y * width + x;
    }
  });
  const grid: Grid = { width, height: rows.length, kinds };
  const areaOf = new Uint16Array(kinds.length);
  const areas: Layout["areas"] = [];
  labelFloor(grid, areaOf, areas, kindOfTile);
  const layout: Layout = { algorithm: "test", areas, areaOf, openings: findOpenings(grid, areaOf, openingKind), overlay: { boxes: [], lines: [], marks: [] } };
  return { grid, layout, arrival };
}

function plan(w: World, requests: unknown, seed = 1): ContentPlan {
  return placeContent(w.grid, w.layout, w.arrival, requests, seed);
}

/** Copies as [request, copy, "x,y", relaxation] for short exact expectations. */
function rowsOf(w: World, result: ContentPlan): [number, number, string, number][] {
  const width = w.grid.width;
  return result.copies.map((c) => [c.request, c.copy, c.tile < 0 ? "-" : `${c.tile % width},${Math.floor(c.tile / width)}`, c.relaxation]);
}

function at(w: World, x: number, y: number): number {
  return y * w.grid.width + x;
}

function tileOf(w: World, result: ContentPlan, request: number, copy = 0): string {
  const found = result.copies.find((c) => c.request === request && c.copy === copy);
  if (!found) return "none";
  return found.tile < 0 ? "-" : `${found.tile % w.grid.width},${Math.floor(found.tile / w.grid.width)}`;
}

const isFloorKind = (kind: number) => kind === TileKind.Room || kind === TileKind.Corridor;

/** Floor tiles reached from `from` by 4-steps over floor not in `closed`. */
function flood(grid: Grid, from: number, closed: Set<number>): Set<number> {
  const seen = new Set<number>();
  const n = grid.kinds.length;
  if (from < 0 || from >= n || !isFloorKind(grid.kinds[from]) || closed.has(from)) return seen;
  const mark = new Uint8Array(n);
  for (const t of closed) if (t >= 0 && t < n) mark[t] = 1;
  const todo = [from];
  mark[from] = 1;
  seen.add(from);
  const visit = (t: number) => {
    if (!mark[t] && isFloorKind(grid.kinds[t])) {
      mark[t] = 1;
      seen.add(t);
      todo.push(t);
    }
  };
  while (todo.length) {
    const tile = todo.pop()!;
    const x = tile % grid.width;
    if (tile >= grid.width) visit(tile - grid.width);
    if (x > 0) visit(tile - 1);
    if (x < grid.width - 1) visit(tile + 1);
    if (tile + grid.width < n) visit(tile + grid.width);
  }
  return seen;
}

/** Steps from `from` to every floor tile by 4-steps over floor (breadth first); −1 where not reached. */
function pathSteps(grid: Grid, from: number): number[] {
  const steps = new Array<number>(grid.kinds.length).fill(-1);
  steps[from] = 0;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const t = queue[head];
    const x = t % grid.width;
    for (const n of [t - grid.width, x > 0 ? t - 1 : -1, x < grid.width - 1 ? t + 1 : -1, t + grid.width]) {
      if (n >= 0 && n < grid.kinds.length && steps[n] < 0 && isFloorKind(grid.kinds[n])) {
        steps[n] = steps[t] + 1;
        queue.push(n);
      }
    }
  }
  return steps;
}

/** Spaced copies (relaxation below crowded) keep Chebyshev distance ≥ 2 from each other and the arrival; strict room ones touch no corridor. */
function spacingViolations(w: World, result: ContentPlan): string[] {
  const width = w.grid.width;
  const spaced = result.copies.filter((c) => c.tile >= 0 && c.relaxation !== Relaxation.Crowded).map((c) => c.tile);
  const problems: string[] = [];
  const apart = (a: number, b: number) => Math.max(Math.abs((a % width) - (b % width)), Math.abs(Math.floor(a / width) - Math.floor(b / width)));
  for (const a of spaced) {
    if (apart(a, w.arrival) < 2) problems.push(`${a} beside the arrival`);
    for (const b of spaced) if (a < b && apart(a, b) < 2) problems.push(`${a} and ${b}`);
  }
  return problems;
}

/** An open room with the arrival in its middle: room for everything. */
const OPEN_ROOM = [
  "###########",
  "#RRRRRRRRR#",
  "#RRRRRRRRR#",
  "#RRRRRRRRR#",
  "#RRRRARRRR#",
  "#RRRRRRRRR#",
  "#RRRRRRRRR#",
  "#RRRRRRRRR#",
  "###########",
];


// ── requests ─────────────────────────────────────────────────────────────────────────────────

describe("requests as given", () => {
  const w = world(OPEN_ROOM);

  test("the exported limits", () => {
    expect(MAX_COPIES).toBe(999);
    expect(MAX_LEVEL).toBe(99);
  });

  test("each bad field: one message naming the label, the value and the default used", () => {
    const result = plan(w, [
      { role: 5, level: MAX_LEVEL + 1, min: MAX_COPIES + 1, max: -1, chance: 101, group: 0, place: "roof", label: "bat" },
      { role: "trap", level: 0, min: 2, max: MAX_COPIES + 1, chance: -1, place: 3 },
      { role: "wall", level: 1.5, min: 0.5, chance: 50.5, place: "" },
      { level: "2", max: "3", chance: "7", group: "   ", label: "" },
    ]);
    expect(result.problems).toEqual([
      "bat: role 5 is not valid; using none",
      "bat: level 100 is not valid; using 1",
      "bat: min 1000 is not valid; using 1",
      "bat: max -1 is not valid; using 1",
      "bat: chance 101 is not valid; using 100",
      "bat: group 0 is not valid; using no group",
      'bat: place "roof" is not valid; using room',
      "request 2: level 0 is not valid; using 1",
      // max falls back to min, not to 1.
      "request 2: max 1000 is not valid; using 2",
      "request 2: chance -1 is not valid; using 100",
      // Traps and wall events stand on any floor by default.
      "request 2: place 3 is not valid; using any",
      "request 3: level 1.5 is not valid; using 1",
      "request 3: min 0.5 is not valid; using 1",
      "request 3: chance 50.5 is not valid; using 100",
      'request 3: place "" is not valid; using any',
      'request 4: level "2" is not valid; using 1',
      'request 4: max "3" is not valid; using 1',
      'request 4: chance "7" is not valid; using 100',
      // A group of spaces is a string that is not empty: reported, not silently dropped.
      'request 4: group "   " is not valid; using no group',
    ]);
    // Every request fell back to valid values: 1 + 2 + 1 + 1 copies (the wall event finds no wall face: one more message would follow if it failed).
    expect(result.copies.map((c) => [c.request, c.copy])).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
      [2, 0],
      [3, 0],
    ]);
  });

  test("values at the limits are taken without a message", () => {
    const result = plan(w, [
      { role: "key", level: MAX_LEVEL, min: 0, max: 0 },
      { role: "lock", level: MAX_LEVEL, min: 0, max: 0 },
      { role: "none", level: 1, min: MAX_COPIES, max: MAX_COPIES, chance: 0 },
      { min: 0, max: 1, chance: 0 },
      { chance: 100, group: null, place: "any" },
      { group: "", place: "corridor", label: "x" },
    ]);
    // Level 99 keys and locks name each other (no "there is no Lock 99" message); 999 copies at chance 0 roll none.
    expect(result.problems).toEqual([]);
    expect(result.copies.map((c) => c.request)).toEqual([4, 5]);
  });

  test("undefined fields and a missing label are defaults; a label names the request", () => {
    expect(plan(w, [{ role: undefined, level: undefined, min: undefined, max: undefined, chance: undefined, group: undefined, place: undefined, label: undefined }]).problems).toEqual([]);
    expect(plan(w, [{}, { role: "x", label: 7 }, { role: "x", label: "Eve" }]).problems).toEqual([
      'request 2: role "x" is not valid; using none',
      'Eve: role "x" is not valid; using none',
    ]);
  });

  test("a request that is not an object is a plain event with a message; a list that is not a list places nothing", () => {
    const result = plan(w, [3, "boss", null]);
    expect(result.problems).toEqual([
      "request 1: 3 is not a content request; placed as a plain event",
      'request 2: "boss" is not a content request; placed as a plain event',
      "request 3: null is not a content request; placed as a plain event",
    ]);
    expect(result.copies.map((c) => [c.request, c.copy, c.relaxation])).toEqual([
      [0, 0, Relaxation.None],
      [1, 0, Relaxation.None],
      [2, 0, Relaxation.None],
    ]);
    expect(plan(w, undefined)).toEqual({ copies: [], problems: [] });
    expect(plan(w, [])).toEqual({ copies: [], problems: [] });
    expect(plan(w, null)).toEqual({ copies: [], problems: ["content requests null are not a list; no content is placed"] });
    expect(plan(w, { 0: { role: "stairs" }, length: 1 })).toEqual({ copies: [], problems: ["content requests an object are not a list; no content is placed"] });
  });

  test("an object whose fields throw when read is read as all defaults, with no message", () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error("no");
        },
      },
    );
    const result = plan(w, [hostile]);
    expect(result.problems).toEqual([]);
    expect(result.copies.map((c) => [c.request, c.copy])).toEqual([[0, 0]]);
  });

  test("copies run backwards are swapped with a message; max defaults to min", () => {
    const result = plan(w, [{ min: 4, max: 2 }, { min: 3 }, { min: 2, max: 2 }]);
    expect(result.problems).toEqual(["request 1: copies 4-2 run backwards; using 2-4"]);
    const counts = [0, 1, 2].map((r) => result.copies.filter((c) => c.request === r).length);
    expect(counts[0]).toBeGreaterThanOrEqual(2);
    expect(counts[0]).toBeLessThanOrEqual(4);
    expect(counts.slice(1)).toEqual([3, 2]);
  });

  test("groups are trimmed and matched without case: exactly one copy of all", () => {
    for (let seed = 0; seed < 6; seed++) {
      const result = plan(w, [{ group: " Gold ", min: 2, max: 2 }, { group: "GOLD" }, { group: "gold", chance: 0 }, { group: "silver" }], seed);
      expect(result.problems).toEqual([]);
      const requests = result.copies.map((c) => c.request);
      expect(requests.filter((r) => r < 3)).toHaveLength(1);
      expect(requests.filter((r) => r === 3)).toHaveLength(1);
    }
  });
});


// ── the roll ─────────────────────────────────────────────────────────────────────────────────

describe("the roll: counts, chances, groups, door ranks", () => {
  const big = world([
    "#################",
    "#RRRRRRRRRRRRRRR#",
    "#RRRRRRRRRRRRRRR#",
    "#RRRRRRRRRRRRRRR#",
    "#RRRRRRRRRRRRRRR#",
    "#RRRRRRRARRRRRRR#",
    "#RRRRRRRRRRRRRRR#",
    "#RRRRRRRRRRRRRRR#",
    "#RRRRRRRRRRRRRRR#",
    "#RRRRRRRRRRRRRRR#",
    "#################",
  ]);

  test("a group draws by weight: the heavier member wins about as often as its weight says", () => {
    // Weights 1 and 3: the second request wins about three times in four.
    const wins = [0, 0];
    for (let seed = 0; seed < 40; seed++) {
      const result = plan(big, [{ group: "g", chance: 25 }, { group: "g", chance: 75 }], seed);
      expect(result.copies).toHaveLength(1);
      wins[result.copies[0].request]++;
    }
    expect(wins[1]).toBeGreaterThan(wins[0] * 2);
  });
});

// ── FloorTree ────────────────────────────────────────────────────────────────────────────────

/** Depth-first search by recursion in FloorTree's neighbour order (up, left, right, down): parent, discovery, low point. */
function referenceDfs(grid: Grid, root: number) {
  const n = grid.kinds.length;
  const parent = new Array<number>(n).fill(-1);
  const disc = new Array<number>(n).fill(-1);
  const low = new Array<number>(n).fill(0);
  let count = 0;
  const neighbours = (tile: number) => {
    const x = tile % grid.width;
    return [tile >= grid.width ? tile - grid.width : -1, x > 0 ? tile - 1 : -1, x < grid.width - 1 ? tile + 1 : -1, tile < (grid.height - 1) * grid.width ? tile + grid.width : -1];
  };
  const visit = (tile: number) => {
    disc[tile] = low[tile] = count++;
    for (const next of neighbours(tile)) {
      if (next < 0 || !isFloorKind(grid.kinds[next])) continue;
      if (disc[next] < 0) {
        parent[next] = tile;
        visit(next);
        low[tile] = Math.min(low[tile], low[next]);
      } else if (next !== parent[tile]) low[tile] = Math.min(low[tile], disc[next]);
    }
  };
  if (root >= 0 && root < n && isFloorKind(grid.kinds[root])) visit(root);
  return { parent, disc, low, reached: count };
}

const TREE_MAPS = [
  // Two rooms, a one-tile corridor and a dead-end branch.
  ["##########", "#RRR#RR###", "#RRRCRRCC#", "#RRR#RR#C#", "########C#", "##########"],
  // A loop: nothing on it separates; the spur off it does.
  ["#########", "#RRRRRRR#", "#R#####R#", "#R#####R#", "#RRRCRRR#", "####C####", "####C####", "#########"],
  // A two-wide passage (no chokepoint in it) and a one-wide one after it.
  ["###########", "#RRR##RRRR#", "#RRRRRRRRR#", "#RRRRRR##R#", "#######RR##", "#######R###", "#RRRRRRR###", "###########"],
  // A comb: every tooth a dead end.
  ["#########", "#R#R#R#R#", "#RRRRRRR#", "#R#R#R###", "#########"],
];

describe("FloorTree against a slow reference", () => {
  test("parent, discovery order and low points match a recursive Tarjan search", () => {
    for (const rows of TREE_MAPS) {
      const w = world(rows);
      const floor = [...w.grid.kinds.keys()].filter((t) => isFloorKind(w.grid.kinds[t]));
      for (const root of [floor[0], floor[floor.length - 1], floor[Math.floor(floor.length / 2)]]) {
        const tree = new FloorTree(w.grid, root);
        const ref = referenceDfs(w.grid, root);
        expect(tree.root).toBe(root);
        expect(tree.reached).toBe(ref.reached);
        expect(Array.from(tree.parent)).toEqual(ref.parent);
        expect(Array.from(tree.disc)).toEqual(ref.disc);
        expect(Array.from(tree.low)).toEqual(ref.low);
      }
    }
  });

  test("cut-off counts, separators, the nearest separator and the chain match removing each tile and flooding", () => {
    for (const rows of TREE_MAPS) {
      const w = world(rows);
      const floor = [...w.grid.kinds.keys()].filter((t) => isFloorKind(w.grid.kinds[t]));
      for (const root of [floor[0], floor[floor.length - 1], floor[Math.floor(floor.length / 3)]]) {
        const tree = new FloorTree(w.grid, root);
        const all = flood(w.grid, root, new Set());
        const without = new Map<number, Set<number>>();
        for (const p of floor) without.set(p, flood(w.grid, root, new Set([p])));
        const distance = new Map<number, number>();
        // Path distance from the root, to order separators (every separator of t lies on every path to t).
        let frontier = [root];
        distance.set(root, 0);
        for (let d = 1; frontier.length; d++) {
          const next: number[] = [];
          for (const t of frontier) {
            const x = t % w.grid.width;
            for (const u of [t - w.grid.width, x > 0 ? t - 1 : -1, x < w.grid.width - 1 ? t + 1 : -1, t + w.grid.width]) {
              if (u >= 0 && u < w.grid.kinds.length && isFloorKind(w.grid.kinds[u]) && !distance.has(u)) {
                distance.set(u, d);
                next.push(u);
              }
            }
          }
          frontier = next;
        }
        const want = { cutOff: [] as number[], before: [] as number[], separators: [] as number[], nearest: [] as number[], chains: [] as number[][] };
        const got = { cutOff: [] as number[], before: [] as number[], separators: [] as number[], nearest: [] as number[], chains: [] as number[][] };
        for (let t = 0; t < w.grid.kinds.length; t++) {
          const reached = all.has(t);
          want.cutOff.push(reached ? all.size - 1 - without.get(t)!.size : 0);
          got.cutOff.push(tree.cutOff[t]);
          if (reached) {
            want.before.push(without.get(t)!.size);
            got.before.push(tree.before(t));
          }
          const seps = reached ? floor.filter((p) => p !== root && p !== t && !without.get(p)!.has(t)).sort((a, b) => distance.get(a)! - distance.get(b)!) : [];
          want.separators.push(seps.length);
          got.separators.push(tree.separators[t]);
          want.nearest.push(seps.length ? seps[seps.length - 1] : -1);
          got.nearest.push(tree.nearestSeparator[t]);
          want.chains.push(seps);
          got.chains.push(tree.chain(t));
        }
        expect(got).toEqual(want);
      }
    }
  });

  test("the separators found from the goal's end (no tree) are the tree's chain, nearest the goal first", () => {
    const check = (grid: Grid, root: number) => {
      const tree = new FloorTree(grid, root);
      const distance = floorDistances(grid, root);
      for (let goal = 0; goal < grid.kinds.length; goal++) {
        const found: number[] = [];
        visitSeparatorsFromGoal(grid, distance, goal, (tile) => (found.push(tile), false));
        expect({ goal, found }).toEqual({ goal, found: distance[goal] >= 0 ? tree.chain(goal).reverse() : [] });
        // Stopping early hands over a prefix of the same order.
        const firstTwo: number[] = [];
        visitSeparatorsFromGoal(grid, distance, goal, (tile) => (firstTwo.push(tile), firstTwo.length === 2));
        expect(firstTwo).toEqual(found.slice(0, 2));
      }
    };
    for (const rows of TREE_MAPS) {
      const w = world(rows);
      const floor = [...w.grid.kinds.keys()].filter((t) => isFloorKind(w.grid.kinds[t]));
      for (const root of [floor[0], floor[floor.length - 1], floor[Math.floor(floor.length / 3)]]) check(w.grid, root);
    }
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 2, max: 12 }), fc.array(fc.boolean(), { minLength: 144, maxLength: 144 }), fc.nat(), (width, height, open, pick) => {
        const kinds = new Uint8Array(width * height).map((_, t) => (open[t] ? TileKind.Room : TileKind.Wall));
        const floor = [...kinds.keys()].filter((t) => kinds[t] === TileKind.Room);
        if (floor.length === 0) return;
        check({ width, height, kinds }, floor[pick % floor.length]);
      }),
      { numRuns: runs(60, 2000) },
    );
  });

  test("a root off the floor or off the map reaches nothing", () => {
    const w = world(TREE_MAPS[0]);
    for (const root of [-1, 0, w.grid.kinds.length, w.grid.kinds.length + 5]) {
      const tree = new FloorTree(w.grid, root);
      expect(tree.reached).toBe(0);
      expect(Array.from(tree.disc).every((d) => d === -1)).toBe(true);
      expect(Array.from(tree.cutOff).every((d) => d === 0)).toBe(true);
      expect(Array.from(tree.nearestSeparator).every((d) => d === -1)).toBe(true);
    }
  });
});


// ── the ring test, through the entrance ──────────────────────────────────────────────────────

/** The 3×3 ring clockwise from north, as in the source: N, NE, E, SE, S, SW, W, NW. */
const RING: [number, number][] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
];

/**
 * The ring rule stated directly: a blocker in the middle keeps every way past it when it has a
 * walkable 4-neighbour and all its walkable 4-neighbours are joined by 4-steps over walkable ring
 * tiles (the middle excluded).
 */
function ringKeepsWay(walkable: boolean[]): boolean {
  const sides = [0, 2, 4, 6].filter((i) => walkable[i]);
  if (sides.length === 0) return false;
  const seen = new Set([sides[0]]);
  const todo = [sides[0]];
  while (todo.length) {
    const i = todo.pop()!;
    for (let j = 0; j < 8; j++) {
      const apart = Math.abs(RING[i][0] - RING[j][0]) + Math.abs(RING[i][1] - RING[j][1]);
      if (walkable[j] && !seen.has(j) && apart === 1) {
        seen.add(j);
        todo.push(j);
      }
    }
  }
  return sides.every((i) => seen.has(i));
}

describe("the ring test", () => {
  test("the entrance's whole choice on every 3×3 patch, the arrival on each side of the middle: the same as a reference", () => {
    // 5×5 map, wall border; the 3×3 inside holds the arrival on one side of the middle (2,2), the
    // middle, and any of the 7 other tiles. The reference: the first of N, W, E, S, NW, NE, SW, SE of
    // the arrival that is reached floor and keeps the way (ringKeepsWay on its own ring); else the
    // nearest such tile by path (first in map order), crowded.
    const mismatches: string[] = [];
    for (const side of [0, 2, 4, 6]) {
      for (let mask = 0; mask < 128; mask++) {
        const others = [0, 1, 2, 3, 4, 5, 6, 7].filter((i) => i !== side);
        const kinds = new Array<string>(25).fill("#");
        kinds[12] = "R";
        kinds[(2 + RING[side][1]) * 5 + 2 + RING[side][0]] = "A";
        others.forEach((i, bit) => {
          if (mask & (1 << bit)) kinds[(2 + RING[i][1]) * 5 + 2 + RING[i][0]] = "R";
        });
        const rows = [0, 1, 2, 3, 4].map((y) => kinds.slice(y * 5, y * 5 + 5).join(""));
        const w = world(rows);
        const floor = (t: number) => kinds[t] !== "#";
        const reach = flood(w.grid, w.arrival, new Set());
        const keeps = (t: number) => ringKeepsWay(RING.map(([dx, dy]) => floor(t + dy * 5 + dx)));
        const usable = (t: number) => t !== w.arrival && reach.has(t) && keeps(t);
        const ax = w.arrival % 5;
        const ay = Math.floor(w.arrival / 5);
        const around = [
          [0, -1],
          [-1, 0],
          [1, 0],
          [0, 1],
          [-1, -1],
          [1, -1],
          [-1, 1],
          [1, 1],
        ].map(([dx, dy]) => (ay + dy) * 5 + ax + dx);
        let expected = around.find(usable);
        let relaxation: number = Relaxation.None;
        if (expected === undefined) {
          const steps = pathSteps(w.grid, w.arrival);
        const byPath = [...reach].sort((a, b) => steps[a] - steps[b] || a - b);
          expected = byPath.find(usable);
          relaxation = Relaxation.Crowded;
        }
        const got = plan(w, [{ role: "entrance" }]).copies[0];
        // With no tile left that keeps every way open, the entrance stays without a tile (the MZ side stacks it).
        const want = expected === undefined ? `-1 ${Relaxation.Unplaced}` : `${expected} ${relaxation}`;
        const have = `${got.tile} ${got.relaxation}`;
        if (want !== have) mismatches.push(`${rows.join("/")}: ${have}, expected ${want}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

// ── entrance ─────────────────────────────────────────────────────────────────────────────────

describe("the entrance", () => {
  test("north of the arrival first, then west, east, south", () => {
    const cases: [string[], string][] = [
      [["#####", "#RRR#", "#RAR#", "#RRR#", "#####"], "2,1"],
      [["#####", "###R#", "#RAR#", "#RRR#", "#####"], "1,2"],
      [["#####", "#####", "##AR#", "#RRR#", "#####"], "3,2"],
      [["#####", "#####", "##A##", "##R##", "#####"], "2,3"],
    ];
    for (const [rows, expected] of cases) {
      const w = world(rows);
      const result = plan(w, [{ role: "entrance" }]);
      expect(result.problems).toEqual([]);
      expect(rowsOf(w, result)).toEqual([[0, 0, expected, Relaxation.None]]);
    }
  });

  test("the diagonals, north-west first, when no side keeps the way", () => {
    // West and east of the arrival would each cut a corner tile off; the north-west corner is a dead end.
    const w = world(["#####", "#R#R#", "#RAR#", "#####"]);
    expect(rowsOf(w, plan(w, [{ role: "entrance" }]))).toEqual([[0, 0, "1,1", Relaxation.None]]);
    // Only the north-east corner left.
    const w2 = world(["#####", "###R#", "##AR#", "#####"]);
    expect(rowsOf(w2, plan(w2, [{ role: "entrance" }]))).toEqual([[0, 0, "3,1", Relaxation.None]]);
  });

  test("else the nearest usable tile by path, crowded; a second entrance is reported when none is left", () => {
    // A corridor from the arrival: each tile of it is a passage until its dead end; once the end is
    // taken, the tile before it would shut the first entrance in.
    const w = world(["#######", "#aCCCC#", "#######"]);
    const result = plan(w, [{ role: "entrance", min: 2, max: 2 }]);
    expect(result.problems).toEqual(["request 1: no free floor near the arrival; copy 2 is not placed"]);
    expect(rowsOf(w, result)).toEqual([[0, 0, "5,1", Relaxation.Crowded]]);
  });

  test("the nearest free tile is never behind a lock: the way back up needs no key", () => {
    // The arrival sits in a corridor whose tiles beside it are passages, so the entrance goes
    // farther out. The room west is before the lock, the room east behind it; by path the tiles
    // just past the lock are as near as the west room's. The entrance must stay on the near side.
    const w = world(["################", "#RRRR####RRRRRR#", "#RRRRCCaCRRRRRR#", "#RRRR####RRRRRR#", "################"]);
    const roles = ["stairs", "lock", "key", "entrance"];
    for (let seed = 1; seed <= 20; seed++) {
      const result = plan(w, roles.map((role) => ({ role })), seed);
      const lock = result.copies.find((c) => c.request === 1)!;
      const entrance = result.copies.find((c) => c.request === 3)!;
      expect(lock.tile).toBeGreaterThanOrEqual(0);
      expect(entrance.relaxation).toBe(Relaxation.Crowded);
      expect(flood(w.grid, w.arrival, new Set([lock.tile])).has(entrance.tile)).toBe(true);
    }
    // Seed 1 put it at (9,1), just past the lock at (9,2), before this rule; now at (4,1), 4 steps
    // away in the west room ((4,2), 3 steps, is the room's only way in, which the ring test keeps open).
    expect(tileOf(w, plan(w, roles.map((role) => ({ role })), 1), 3)).toBe("4,1");
  });

  test("a tile beside the arrival behind a lock is not taken either: a diagonal reached only through the lock", () => {
    // The arrival's only free neighbour is its north-east diagonal (6,1), in the east room behind the
    // lock at (6,2); west of the arrival, (4,2) is the west room's only way in (the ring test keeps it).
    // The entrance goes to the west room instead, crowded: (3,1), 3 steps away.
    const w = world(["##############", "#RRR##RRRRRRR#", "#RRRCaCRRRRRR#", "#RRR##RRRRRRR#", "##############"]);
    const roles = ["stairs", "lock", "key", "entrance"];
    for (let seed = 1; seed <= 8; seed++) {
      const result = plan(w, roles.map((role) => ({ role })), seed);
      expect([seed, tileOf(w, result, 1), tileOf(w, result, 3), result.copies.find((c) => c.request === 3)!.relaxation]).toEqual([seed, "6,2", "3,1", Relaxation.Crowded]);
    }
  });

  test("no free floor at all: the first copy is kept unplaced, the second reported", () => {
    const w = world(["###", "#a#", "###"]);
    const result = plan(w, [{ role: "entrance", min: 2, max: 2, label: "up" }]);
    expect(result.problems).toEqual(["up: no free floor near the arrival; 2 copies are not placed"]);
    expect(rowsOf(w, result)).toEqual([[0, 0, "-", Relaxation.Unplaced]]);
  });
});



// ── stairs, locks, keys, boss ────────────────────────────────────────────────────────────────

/**
 * Room A (arrival, 12 tiles) — corridor — room B (16 tiles) — corridor turning south — room C
 * (2 tiles): 40 floor tiles in a line of areas, every corridor tile a chokepoint.
 */
const CHAIN = [
  "##################",
  "#RRR######RRRR####",
  "#RAR######RRRR####",
  "#RRRCCCCCCRRRRCCC#",
  "#RRR######RRRR##C#",
  "################R#",
  "################R#",
  "##################",
];

/** Simulates play: collect every reachable key, open every lock whose key is held, until nothing changes. All floor reached at the end? */
function playable(w: World, result: ContentPlan, roles: string[], levels: number[]): { keysFirst: boolean; order: number[] } {
  const locks = new Map<number, number>();
  const keys = new Map<number, number>();
  for (const c of result.copies) {
    if (roles[c.request] === "lock") locks.set(c.tile, levels[c.request]);
    if (roles[c.request] === "key") keys.set(c.tile, levels[c.request]);
  }
  const held = new Set<number>();
  const order: number[] = [];
  for (;;) {
    const closed = new Set([...locks].filter(([, level]) => !held.has(level)).map(([tile]) => tile));
    const reach = flood(w.grid, w.arrival, closed);
    let changed = false;
    for (const [tile, level] of keys) if (reach.has(tile) && !held.has(level)) {
      held.add(level);
      order.push(level);
      changed = true;
    }
    if (!changed) return { keysFirst: [...locks.values()].every((level) => held.has(level)), order };
  }
}

describe("stairs, locks, keys and the boss", () => {
  const w = world(CHAIN);

  test("the stairs go to the farthest area, on its tile off the corridor", () => {
    for (const seed of [1, 2, 3]) expect(rowsOf(w, plan(w, [{ role: "stairs" }], seed))).toEqual([[0, 0, "16,6", Relaxation.None]]);
  });

  test("one lock: on the bridge doorway nearest a half of the floor, its key the farthest free tile before it, the boss at the stairs' door", () => {
    // Lock cost |before − 20| + 0 for a bridge doorway: (10,3) has 18 tiles before it; (3,3) has 11 and is crowded by the arrival.
    for (const seed of [1, 2, 3]) {
      const result = plan(w, [{ role: "stairs" }, { role: "lock" }, { role: "key" }, { role: "boss" }], seed);
      expect(result.problems).toEqual([]);
      expect(rowsOf(w, result)).toEqual([
        [0, 0, "16,6", Relaxation.None],
        [1, 0, "10,3", Relaxation.None],
        [2, 0, "1,4", Relaxation.None],
        [3, 0, "16,5", Relaxation.None],
      ]);
      expect(playable(w, result, ["stairs", "lock", "key", "boss"], [1, 1, 1, 1])).toEqual({ keysFirst: true, order: [1] });
    }
  });

  test("two locks split the way in thirds; key 2 lies behind lock 1", () => {
    for (const seed of [1, 2]) {
      const result = plan(w, [{ role: "stairs" }, { role: "lock" }, { role: "key" }, { role: "lock", level: 2 }, { role: "key", level: 2 }], seed);
      expect(result.problems).toEqual([]);
      expect(rowsOf(w, result)).toEqual([
        [0, 0, "16,6", Relaxation.None],
        [1, 0, "10,3", Relaxation.None],
        [2, 0, "1,4", Relaxation.None],
        [3, 0, "13,3", Relaxation.None],
        [4, 0, "13,1", Relaxation.None],
      ]);
      expect(playable(w, result, ["stairs", "lock", "key", "lock", "key"], [1, 1, 1, 2, 2])).toEqual({ keysFirst: true, order: [1, 2] });
    }
  });
});


const HUB = [
  "#####################",
  "#RRR#######RRR###RRR#",
  "#RRRCCCCCCCRRRCCCRRR#",
  "#RRR###C###RRR###RRR#",
  "#######C#############",
  "#######C#####RRRRR###",
  "#####RRRRR###RRARR###",
  "#####RRRRRCCCRRRRR###",
  "#####RRRRR###########",
  "#####################",
];

/** Area (0-based) of a copy's tile. */
function areaOfCopy(w: World, tile: number): number {
  return w.layout.areaOf[tile] - 1;
}

describe("roles on a hub of rooms and corridors", () => {
  // Areas: 0 west room, 1 north room, 2 east room, 3 the long corridor, 4 the short north corridor,
  // 5 the arrival's room, 6 the south-west room, 7 the south corridor. Steps from the arrival's
  // area: 5:0, 7:1, 6:2, 3:3, 0:4, 1:4, 4:5, 2:6. Dead ends: 0, 2, 5.
  const w = world(HUB);

  test("the map's areas and openings are what the comments say", () => {
    expect(w.layout.openings.map((o) => [o.from, o.to])).toEqual([
      [0, 3],
      [1, 3],
      [1, 4],
      [2, 4],
      [3, 6],
      [6, 7],
      [5, 7],
    ]);
    expect(areaOfCopy(w, w.arrival)).toBe(5);
  });

  test("treasure: dead ends farthest first, then the other rooms farthest first, one per area; then areas are shared", () => {
    for (const seed of [1, 2, 3, 4]) {
      const result = plan(w, [{ role: "treasure", min: 6, max: 6 }], seed);
      expect(result.problems).toEqual([]);
      // Corridors (3, 4, 7) hold no room floor: skipped while room floor is asked for.
      const areas = result.copies.map((c) => areaOfCopy(w, c.tile));
      expect(areas.slice(0, 5)).toEqual([2, 0, 5, 1, 6]);
      // The sixth shares a dead end: the east room when a tile is left there, else the west one.
      expect([2, 0]).toContain(areas[5]);
    }
  });

  test("treasure asking for corridor floor where every corridor tile is a passage: room floor, marked as another floor kind", () => {
    for (const seed of [1, 2]) {
      const result = plan(w, [{ role: "treasure", min: 4, max: 4, place: "corridor" }], seed);
      expect(result.problems).toEqual([]);
      expect(result.copies.map((c) => areaOfCopy(w, c.tile))).toEqual([2, 0, 5, 1]);
      expect(result.copies.map((c) => c.relaxation)).toEqual([5, 5, 5, 5].map(() => Relaxation.OtherFloor));
    }
  });

  test("monsters: never in the arrival's area while other areas have room", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const result = plan(w, [{ role: "monster", min: 4, max: 4 }], seed);
      expect(result.problems).toEqual([]);
      expect(result.copies).toHaveLength(4);
      for (const c of result.copies) expect(areaOfCopy(w, c.tile)).not.toBe(5);
    }
  });

  test("traps: never on an opening or where two areas meet", () => {
    const boundary = new Set<number>();
    for (let t = 0; t < w.grid.kinds.length; t++) {
      const x = t % w.grid.width;
      for (const n of [t - w.grid.width, x > 0 ? t - 1 : -1, x < w.grid.width - 1 ? t + 1 : -1, t + w.grid.width]) {
        if (n >= 0 && w.layout.areaOf[t] && w.layout.areaOf[n] && w.layout.areaOf[n] !== w.layout.areaOf[t]) boundary.add(t);
      }
    }
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const result = plan(w, [{ role: "trap", min: 6, max: 6 }], seed);
      expect(result.problems).toEqual([]);
      for (const c of result.copies) expect(boundary.has(c.tile)).toBe(false);
    }
  });

  test("wall events: right under a wall, on any floor", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const result = plan(w, [{ role: "wall", min: 5, max: 5 }], seed);
      expect(result.problems).toEqual([]);
      expect(result.copies).toHaveLength(5);
      for (const c of result.copies) expect(w.grid.kinds[c.tile - w.grid.width]).toBe(TileKind.Wall);
    }
  });

  test("doors and secret doors: one copy per opening of their kind, ranked in opening order", () => {
    const doors = world(HUB, (a, b) => ((a + b) % 2 ? "door" : "secret"));
    const result = plan(doors, [{ role: "door", min: 0, max: 0 }, { role: "secretDoor", min: 3, max: 3 }], 1);
    expect(result.problems).toEqual([]);
    // Counts do not apply to doors: every opening gets its door.
    expect(rowsOf(doors, result)).toEqual([
      [0, 0, "3,2", 0],
      [0, 1, "13,2", 0],
      [0, 2, "7,5", 0],
      [0, 3, "9,7", 0],
      [1, 0, "11,2", 0],
      [1, 1, "17,2", 0],
      [1, 2, "13,7", 0],
    ]);
  });

  test("the boss without stairs guards the farthest tile's doorway; with stairs, the stairs' doorway", () => {
    for (const seed of [1, 2, 3]) {
      expect(rowsOf(w, plan(w, [{ role: "boss" }], seed))).toEqual([[0, 0, "17,2", 0]]);
      const result = plan(w, [{ role: "stairs" }, { role: "boss" }], seed);
      expect(areaOfCopy(w, result.copies[0].tile)).toBe(2);
      expect(tileOf(w, result, 1)).toBe("17,2");
    }
  });
});

describe("doors and locks", () => {
  const w = world(CHAIN, () => "door");

  test("a lock takes a door opening over; that opening's door copy is dropped without a message", () => {
    const requests = [{ role: "door" }, { role: "door" }, { role: "stairs" }, { role: "lock" }, { role: "key" }];
    for (const seed of [1, 2, 3]) {
      const result = plan(w, requests, seed);
      expect(result.problems).toEqual([]);
      expect(tileOf(w, result, 3)).toBe("10,3");
      const doorCopies = result.copies.filter((c) => c.request < 2);
      expect(doorCopies.map((c) => c.tile).sort((a, b) => a - b)).toEqual([at(w, 3, 3), at(w, 13, 3), at(w, 16, 4)]);
      // Four openings, three door copies: the one under the lock is dropped.
      expect(doorCopies).toHaveLength(3);
    }
  });
});





describe("door templates and chances", () => {

  test("openings that are open, repeated, off the map, on the arrival or on floor the arrival does not reach get no door", () => {
    const w = world(["#########", "#RRRRRRR#", "#RRRARRR#", "#########", "#RRR#####", "#########"]);
    const a = w.arrival;
    w.layout.openings = [
      { tile: at(w, 2, 1), from: 0, to: 0, kind: "door" },
      { tile: at(w, 2, 1), from: 0, to: 0, kind: "secret" },
      { tile: at(w, 6, 1), from: 0, to: 0, kind: "open" },
      { tile: a, from: 0, to: 0, kind: "door" },
      { tile: at(w, 2, 4), from: 1, to: 1, kind: "door" },
      { tile: -1, from: 0, to: 0, kind: "door" },
      { tile: w.grid.kinds.length, from: 0, to: 0, kind: "door" },
      { tile: at(w, 7, 2), from: 0, to: 0, kind: "secret" },
    ];
    const result = plan(w, [{ role: "door" }, { role: "secretDoor" }]);
    expect(result.problems).toEqual([]);
    expect(rowsOf(w, result)).toEqual([
      [0, 0, "2,1", Relaxation.None],
      [1, 0, "7,2", Relaxation.None],
    ]);
  });
});

describe("plain events and the ladder", () => {
  test("spaced on room floor first, then crowded; copies no tile is left for are reported once per request", () => {
    const w = world(["#######", "#RRRRR#", "#RRARR#", "#RRRRR#", "#######"]);
    // The arrival keeps its 3×3 free: the 16 tiles around it hold at most four spaced ones.
    for (const seed of [1, 2, 3]) {
      const result = plan(w, [{ min: 5, max: 5 }, { label: "E", min: 3, max: 3 }], seed);
      // Earlier requests get the better tiles; what finds none (every way must stay open) is one message per request.
      expect(result.copies.filter((c) => c.request === 0)).toHaveLength(5);
      const missed = 3 - result.copies.filter((c) => c.request === 1).length;
      expect(result.problems).toEqual(missed === 0 ? [] : [`E: no free floor; ${missed === 1 ? "copy 3 is" : `${missed} copies are`} not placed`]);
      expect(spacingViolations(w, result)).toEqual([]);
      // The ladder: spaced room floor first, crowded only after it, and the arrival's tile never.
      const relaxations = result.copies.map((c) => c.relaxation);
      expect(relaxations).toEqual([...relaxations].sort((a, b) => a - b));
      expect(relaxations.every((r) => r === Relaxation.None || r === Relaxation.Crowded)).toBe(true);
      expect(relaxations[0]).toBe(Relaxation.None);
      expect(new Set(result.copies.map((c) => c.tile)).size).toBe(result.copies.length);
      expect(result.copies.map((c) => c.tile)).not.toContain(w.arrival);
    }
  });

  test("room floor beside a corridor is the second choice, a corridor the third", () => {
    const beside = world(["#######", "#ACCCR#", "#######"]);
    for (const seed of [1, 2]) expect(rowsOf(beside, plan(beside, [{}], seed))).toEqual([[0, 0, "5,1", Relaxation.NearCorridor]]);
    const corridorOnly = world(["######", "#aCCC#", "#C####", "######"]);
    // The corridor's far end and the tile below the arrival are dead ends (the ring keeps the way).
    for (const seed of [1, 2, 3]) {
      const result = plan(corridorOnly, [{}], seed);
      expect(result.copies[0].relaxation).toBe(Relaxation.OnCorridor);
      expect(["4,1", "1,2"]).toContain(tileOf(corridorOnly, result, 0));
    }
    // Strict room tiles exist: beside a corridor is not used.
    const w = world(["#######", "#RRRRR#", "#RRARR#", "#CCCCC#", "#######"]);
    const both = plan(w, [{ min: 2, max: 2 }]);
    expect(both.copies.map((c) => c.relaxation)).toEqual([0, 0]);
    expect(both.copies.map((c) => tileOf(w, both, 0, c.copy)).sort()).toEqual(["1,1", "5,1"]);
  });

  test("where no tile keeps every way open, the first copy of a plain event stays without a tile (the MZ side stacks it); later copies are not placed", () => {
    // The corridor's dead end goes to the entrance; every other tile is the only way to it.
    const w = world(["#######", "#aCCCC#", "#######"]);
    for (const seed of [1, 2, 3]) {
      const result = plan(w, [{ label: "P", min: 2, max: 2 }, {}, { role: "entrance" }], seed);
      expect(result.problems).toEqual(["P: no free floor; 2 copies are not placed", "request 2: no free floor; copy 1 is not placed"]);
      expect(rowsOf(w, result)).toEqual([
        [0, 0, "-", Relaxation.Unplaced],
        [1, 0, "-", Relaxation.Unplaced],
        [2, 0, "5,1", Relaxation.Crowded],
      ]);
    }
  });

  test("corridor events on a map without corridors: spaced room floor, marked as another floor kind", () => {
    const w = world(["#########", "#RRRRRRR#", "#RRRARRR#", "#RRRRRRR#", "#########"]);
    const result = plan(w, [{ place: "corridor", min: 2, max: 2 }, { place: "any" }], 1);
    expect(result.problems).toEqual([]);
    expect(result.copies.map((c) => [c.request, c.relaxation])).toEqual([
      [0, Relaxation.OtherFloor],
      [0, Relaxation.OtherFloor],
      [1, Relaxation.None],
    ]);
  });
});

describe("wall events, traps: their own messages", () => {
  test("no wall above any floor: the wall event is reported", () => {
    const w = world(["......", ".RRRR.", ".RARR.", ".RRRR.", "......"]);
    expect(plan(w, [{ role: "wall", label: "W" }])).toEqual({ copies: [], problems: ["W: no free floor right under a north wall face; copy 1 is not placed"] });
  });

  test("only boundary tiles: the trap is reported", () => {
    // Two one-tile areas and the arrival's: every tile touches another area.
    const w = world(["#####", "#ACR#", "#####"]);
    expect(plan(w, [{ role: "trap", label: "T", min: 2, max: 2 }])).toEqual({ copies: [], problems: ["T: no free floor off the doorways where a trap leaves a way round; 2 copies are not placed"] });
  });

  test("traps stand on any floor: spaced first, then crowded", () => {
    const w = world(["######", "#RRRR#", "#RARR#", "#RRRR#", "######"]);
    for (const seed of [1, 2, 3]) {
      const result = plan(w, [{ role: "trap", min: 4, max: 4 }], seed);
      const relaxations = result.copies.map((c) => c.relaxation);
      expect(relaxations[0]).toBe(Relaxation.None);
      expect(relaxations).toEqual([...relaxations].sort((a, b) => a - b));
      expect(relaxations.every((r) => r === Relaxation.None || r === Relaxation.Crowded)).toBe(true);
      expect(spacingViolations(w, result)).toEqual([]);
    }
  });
});

describe("stairs and the boss in one room", () => {
  const w = world(["#########", "#RRRRRRR#", "#RRRARRR#", "#RRRRRRR#", "#########"]);

  test("no chokepoint: the boss stands beside the stairs, north of them first", () => {
    // The ring round the stairs clockwise from north: the first floor tile in it takes the boss.
    const ring = [[0, -1], [1, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1]];
    for (const seed of [1, 2, 3, 4]) {
      const result = plan(w, [{ role: "stairs" }, { role: "boss" }], seed);
      expect(result.problems).toEqual([]);
      const stairs = result.copies[0].tile;
      const [sx, sy] = [stairs % w.grid.width, Math.floor(stairs / w.grid.width)];
      const first = ring.map(([dx, dy]) => at(w, sx + dx, sy + dy)).find((t) => w.grid.kinds[t] === TileKind.Room && t !== w.arrival);
      expect(result.copies[1].tile).toBe(first);
    }
  });

  test("no stairs: the goal is the first farthest tile in map order, (1,1); the boss east of it", () => {
    for (const seed of [1, 2, 3]) expect(rowsOf(w, plan(w, [{ role: "boss" }], seed))).toEqual([[0, 0, "2,1", 0]]);
  });

  test("stairs on corridor floor in a map without corridors; more stairs copies spread", () => {
    for (const seed of [1, 2, 3]) {
      const result = plan(w, [{ role: "stairs", place: "corridor" }, { role: "stairs", min: 2, max: 2 }], seed);
      expect(result.problems).toEqual([]);
      expect(result.copies.map((c) => c.relaxation)).toEqual([Relaxation.OtherFloor, 0, 0]);
      expect(spacingViolations(w, result)).toEqual([]);
    }
  });
});

describe("no floor", () => {
  test("an arrival off the floor or off the map: one message when something was asked, nothing placed", () => {
    const w = world(["#####", "#RRR#", "#####"]);
    for (const arrival of [-1, 0, 15, 99]) {
      expect(placeContent(w.grid, w.layout, arrival, [{ role: "stairs" }], 1)).toEqual({ copies: [], problems: ["the dungeon has no floor for content; nothing is placed"] });
      expect(placeContent(w.grid, w.layout, arrival, [], 1)).toEqual({ copies: [], problems: [] });
    }
  });

  test("a layout whose area map has the wrong size and whose openings point nowhere still gets content", () => {
    const w = world(["#########", "#RRRRRRR#", "#RRRARRR#", "#RRRRRRR#", "#########"]);
    w.layout.areaOf = new Uint16Array(3);
    w.layout.openings = [
      { tile: at(w, 2, 1), from: 0, to: 5, kind: "open" },
      { tile: at(w, 2, 1), from: -1, to: 0, kind: "open" },
      { tile: 999, from: 0, to: 0, kind: "open" },
      { tile: -1, from: 0, to: 0, kind: "open" },
    ];
    const result = plan(w, [{ role: "stairs" }, { role: "treasure" }, { role: "monster" }, { role: "boss" }, { role: "lock" }, { role: "key" }], 1);
    // Without areas the stairs take any free floor and treasure (area by area) finds none; monsters and the boss do not need areas.
    expect(result.problems).toEqual([
      "request 5: no chokepoint left on the way to the stairs for Lock 1; the lock and its keys are not placed",
      "request 2: no free floor; copy 1 is not placed",
    ]);
    expect(result.copies.map((c) => [c.request, c.relaxation])).toEqual([
      [0, Relaxation.Crowded],
      [2, Relaxation.None],
      [3, Relaxation.None],
    ]);
  });
});

describe("locks and keys on longer ways", () => {
  /** Room A (arrival) — 1 corridor tile — room B — 3 corridor tiles — room C — 2 corridor tiles — room D (the stairs). */
  const ROOMS = world(["####################", "#RRR#RRR###RRRR#####", "#RARCRRRCCCRRRRCCRR#", "#RRR#RRR###RRRR##RR#", "####################"]);
  const LEVELS = [{ role: "stairs" }, { role: "lock" }, { role: "key" }, { role: "lock", level: 2 }, { role: "key", level: 2 }, { role: "lock", level: 3 }, { role: "key", level: 3 }, { role: "boss" }];

  test("three levels: locks in order along the way, key n behind lock n − 1, the boss at the stairs' room", () => {
    for (const seed of [1, 2, 3]) {
      const result = plan(ROOMS, LEVELS, seed);
      expect(result.problems).toEqual([]);
      const tiles = [0, 1, 3, 5, 7].map((r) => tileOf(ROOMS, result, r));
      expect(tiles).toEqual(["18,3", "5,2", "7,2", "14,2", "17,2"]);
      // Areas: rooms A, B, C are 0, 1, 2 (map order). Room A is all within the arrival's 3×3: key 1
      // crowded there; key 2 in room B, key 3 in room C.
      expect(areaOfCopy(ROOMS, result.copies[2].tile)).toBe(0);
      expect(areaOfCopy(ROOMS, result.copies[4].tile)).toBe(1);
      expect(areaOfCopy(ROOMS, result.copies[6].tile)).toBe(2);
      expect(playable(ROOMS, result, LEVELS.map((r) => r.role), [1, 1, 1, 2, 2, 3, 3, 1])).toEqual({ keysFirst: true, order: [1, 2, 3] });
    }
  });

  test("one level: the lock at room B's far doorway (a bridge, nearest half the floor), its key beside the corridor in room B", () => {
    for (const seed of [1, 2, 3]) {
      const result = plan(ROOMS, [{ role: "stairs" }, { role: "lock" }, { role: "key" }, { role: "boss" }], seed);
      expect(result.problems).toEqual([]);
      expect([0, 1, 3].map((r) => tileOf(ROOMS, result, r))).toEqual(["18,3", "7,2", "17,2"]);
      expect(["5,1", "5,3"]).toContain(tileOf(ROOMS, result, 2));
      expect(result.copies[2].relaxation).toBe(Relaxation.NearCorridor);
    }
  });

  test("a key with no usable tile behind the lock before it goes anywhere before its own lock", () => {
    // Between the two locks lies only corridor, every tile of it a passage: key 2 falls back to room A.
    const w = world(["##################", "#RRR############R#", "#RARCCCCCCCCCCCCR#", "#RRR############R#", "##################"]);
    const requests = [{ role: "stairs" }, { role: "lock" }, { role: "key" }, { role: "lock", level: 2 }, { role: "key", level: 2 }];
    for (const seed of [1, 2, 3]) {
      const result = plan(w, requests, seed);
      expect(result.problems).toEqual([]);
      // The stairs in the far room, beside its corridor end (16,1) or (16,3); the locks at both ends of the corridor.
      expect(["16,1", "16,3"]).toContain(tileOf(w, result, 0));
      expect([1, 3].map((r) => tileOf(w, result, r))).toEqual(["3,2", "16,2"]);
      expect(result.copies.map((c) => c.relaxation)).toEqual([Relaxation.NearCorridor, 0, Relaxation.Crowded, 0, Relaxation.Crowded]);
      expect(areaOfCopy(w, result.copies[2].tile)).toBe(0);
      expect(areaOfCopy(w, result.copies[4].tile)).toBe(0);
      expect(playable(w, result, requests.map((r) => r.role), [1, 1, 1, 2, 2])).toEqual({ keysFirst: true, order: [1, 2] });
    }
  });

  test("a lock whose key finds no tile is taken back; the next lock's keys then use the merged region afresh", () => {
    // The arrival's corridor holds no tile a key may block: Lock 1 goes; Lock 2's key lands in the first room.
    const w = world(["####################", "#aCCCCCCCRRRR#######", "########RRRRRCCCCRR#", "########RRRR#####RR#", "####################"]);
    const requests = [{ role: "stairs" }, { role: "lock", label: "L1" }, { role: "key" }, { role: "lock", level: 2 }, { role: "key", level: 2 }];
    for (const seed of [1, 2, 3]) {
      const result = plan(w, requests, seed);
      expect(result.problems).toEqual(["L1: no free floor for Key 1 before it; the lock is not placed"]);
      expect(rowsOf(w, result)).toEqual([
        [0, 0, "18,3", 0],
        [3, 0, "12,2", 0],
        [4, 0, "10,3", 0],
      ]);
    }
  });

  test("a key that finds no tile for its only lock: the lock is taken back and reported", () => {
    const w = world(["##############", "#aCCCCCCRRRRR#", "#######RRRRRR#", "##############"]);
    for (const seed of [1, 2]) {
      const result = plan(w, [{ role: "stairs" }, { role: "lock", label: "L" }, { role: "key" }], seed);
      expect(result.problems).toEqual(["L: no free floor for Key 1 before it; the lock is not placed"]);
      expect(result.copies.map((c) => c.request)).toEqual([0]);
    }
  });

  test("no chokepoint on the way: the lock and its keys are reported, nothing of them placed", () => {
    const w = world(["###########", "#RRRRRRRRR#", "#RRRRRRRRR#", "#RRRRARRRR#", "#RRRRRRRRR#", "###########"]);
    const result = plan(w, [{ role: "stairs" }, { role: "lock", label: "L" }, { role: "key", min: 2, max: 2 }], 1);
    expect(result.problems).toEqual(["L: no chokepoint left on the way to the stairs for Lock 1; the lock and its keys are not placed"]);
    expect(result.copies.map((c) => c.request)).toEqual([0]);
  });

  test("with a lock to place, the stairs go behind a chokepoint rather than to the farthest area", () => {
    // East: a far room joined by a two-wide corridor (no chokepoint). South: a near room behind a one-wide corridor.
    const w = world(["################", "#RRRRRRCCRRRRRR#", "#RARRRRCCRRRRRR#", "#RRRRRR###RRRRR#", "###C############", "##RRR###########", "################"]);
    for (const seed of [1, 2, 3]) {
      const plain = plan(w, [{ role: "stairs" }], seed);
      expect(plain.copies[0].tile % w.grid.width).toBeGreaterThanOrEqual(9);
      const locked = plan(w, [{ role: "stairs" }, { role: "lock" }, { role: "key" }], seed);
      expect(locked.problems).toEqual([]);
      expect(Math.floor(locked.copies[0].tile / w.grid.width)).toBe(5);
      expect(tileOf(w, locked, 1)).toBe("3,3");
      // The key: the farthest of its samples before the lock, in the far east room.
      expect(locked.copies[2].tile % w.grid.width).toBeGreaterThanOrEqual(9);
    }
    // Only the first stairs copy is held to the locks' chokepoints: the second goes to the far room.
    for (const seed of [1, 2]) {
      const two = plan(w, [{ role: "stairs", min: 2, max: 2 }, { role: "lock" }, { role: "key" }], seed);
      expect(Math.floor(two.copies[0].tile / w.grid.width)).toBe(5);
      expect(two.copies[1].tile % w.grid.width).toBeGreaterThanOrEqual(9);
    }
  });
});

describe("maps without a wall border", () => {
  test("crowding and corridor checks stop at the map's edges: nothing wraps to the other end of a row", () => {
    const room = world(["RRRRRRR", "RRRARRR", "RRRRRRR", "RRRRRRR"]);
    for (const seed of [1, 2, 3, 4]) expect(spacingViolations(room, plan(room, [{ min: 6, max: 6 }], seed))).toEqual([]);
    const mixed = world(["RRRCCCC", "RRACRRR", "RRRCRRR", "CCCCRRR"]);
    for (const seed of [1, 2, 3]) expect(spacingViolations(mixed, plan(mixed, [{ min: 4, max: 4 }], seed))).toEqual([]);
  });

  test("monsters and treasure in one borderless room", () => {
    const room = world(["RRRRRRR", "RRRARRR", "RRRRRRR", "RRRRRRR"]);
    for (const seed of [1, 2, 3]) {
      const result = plan(room, [{ role: "monster", min: 3, max: 3 }, { role: "treasure", min: 2, max: 2 }], seed);
      expect(result.problems).toEqual([]);
      expect(result.copies.map((c) => [c.request, c.relaxation])).toEqual([[0, 0], [0, 0], [0, 0], [1, 0], [1, 0]]);
      expect(spacingViolations(room, result)).toEqual([]);
    }
  });
});

describe("the ring test with gates", () => {
  test("the entrance never stands between the arrival and a lock: that would leave the lock the only way past it", () => {
    // Arrival in a corridor; the lock takes the east room's doorway (9,2), two steps east. East of the
    // arrival, (8,2) has one walkable side with the lock closed but two unjoined ones with it open, so
    // the entrance passes it over for the dead end south-west of the arrival (a diagonal: tried last).
    const w = world(["################", "#RRRR####RRRRRR#", "#RRRRCCaCRRRRRR#", "#RRRR#C##RRRRRR#", "################"]);
    for (const seed of [1, 2, 3]) {
      const result = plan(w, [{ role: "stairs" }, { role: "lock" }, { role: "key" }, { role: "entrance" }], seed);
      expect(result.problems).toEqual([]);
      expect(tileOf(w, result, 1)).toBe("9,2");
      expect(w.layout.areaOf[result.copies[2].tile]).toBe(1);
      expect(rowsOf(w, result)[3]).toEqual([3, 0, "6,3", Relaxation.None]);
    }
  });
});

describe("lock and key bookkeeping", () => {
  const w = world(CHAIN);

  test("locks asked for in any order: the lowest level nearest the arrival", () => {
    const requests = [{ role: "key", level: 2 }, { role: "lock", level: 2 }, { role: "stairs" }, { role: "key" }, { role: "lock" }];
    const result = plan(w, requests, 1);
    expect(result.problems).toEqual([]);
    expect([4, 1].map((r) => tileOf(w, result, r))).toEqual(["10,3", "13,3"]);
    expect(playable(w, result, requests.map((r) => r.role), [2, 2, 1, 1, 1])).toEqual({ keysFirst: true, order: [1, 2] });
  });

  test("a lock without a key template, a key without a lock template, a second lock of a level: each reported, none placed", () => {
    const result = plan(w, [{ role: "stairs" }, { role: "lock", level: 2, label: "gate" }, { role: "key", level: 3, label: "k3" }, { role: "lock", min: 3, max: 3, label: "door" }, { role: "key" }], 1);
    expect(result.problems).toEqual([
      "gate: there is no Key 2 event; the lock is not placed",
      "door: only one Lock 1 is placed per dungeon; copy 2 is not placed",
      "door: only one Lock 1 is placed per dungeon; copy 3 is not placed",
      "k3: there is no Lock 3 event; the key is not placed",
    ]);
    expect(rowsOf(w, result)).toEqual([
      [0, 0, "16,6", 0],
      [3, 0, "10,3", 0],
      [4, 0, "1,4", 0],
    ]);
  });

  test("a lock whose keys all lost their chance roll is left out quietly, and so are keys whose lock lost it", () => {
    for (const seed of [1, 2]) {
      expect(plan(w, [{ role: "lock" }, { role: "key", chance: 0, min: 2, max: 2 }], seed)).toEqual({ copies: [], problems: [] });
      expect(plan(w, [{ role: "lock", chance: 0 }, { role: "key" }], seed)).toEqual({ copies: [], problems: [] });
    }
  });

  test("several keys of one level: all before their lock; without stairs the lock guards the way to the farthest tile", () => {
    for (const seed of [1, 2, 3]) {
      const result = plan(w, [{ role: "lock" }, { role: "key", min: 3, max: 3 }], seed);
      expect(result.problems).toEqual([]);
      expect(tileOf(w, result, 0)).toBe("10,3");
      const keys = result.copies.filter((c) => c.request === 1);
      expect(keys).toHaveLength(3);
      for (const k of keys) expect(k.tile % w.grid.width).toBeLessThan(10);
    }
  });

  test("a second stairs copy does not move the goal the locks are set on", () => {
    for (const seed of [1, 2]) {
      const result = plan(w, [{ role: "stairs", min: 2, max: 2 }, { role: "lock" }, { role: "key" }], seed);
      expect(result.problems).toEqual([]);
      expect(tileOf(w, result, 0, 0)).toBe("16,6");
      expect(tileOf(w, result, 1)).toBe("10,3");
    }
  });
});

describe("the entrance's fallback order", () => {
  test("the nearest usable tile by path; at equal distance the first in map order; a second copy takes the next", () => {
    // Corridors both ways from the arrival: only their dead ends keep the way open.
    const cases: [string, string[]][] = [
      ["#CCaCCC#", ["1,1"]],
      ["#CCCaCC#", ["6,1"]],
      ["#CCaCC#", ["1,1", "5,1"]],
    ];
    for (const [row, expected] of cases) {
      const border = "#".repeat(row.length);
      const w = world([border, row, border]);
      const result = plan(w, [{ role: "entrance", min: expected.length, max: expected.length }], 1);
      expect(result.problems).toEqual([]);
      expect(rowsOf(w, result)).toEqual(expected.map((tile, copy) => [0, copy, tile, Relaxation.Crowded]));
    }
  });
});

describe("the boss past the last lock", () => {
  test("when the lock takes the last chokepoint, the boss stands beside the stairs, not on the way before the lock", () => {
    // Chokepoints (3,2), (4,2), (5,2): the lock takes (5,2), the stairs' room doorway (a bridge, 10 tiles before it, target 11).
    const w = world(["###########", "#RRR#RRRR##", "#RARCRRRR##", "#RRR#RRRR##", "###########"]);
    for (const seed of [1, 2, 3, 4]) {
      const result = plan(w, [{ role: "stairs" }, { role: "lock" }, { role: "key" }, { role: "boss" }], seed);
      expect(result.problems).toEqual([]);
      expect(["5,2", "6,2"]).toContain(tileOf(w, result, 1));
      expect(["8,1", "8,3"]).toContain(tileOf(w, result, 0));
      expect(tileOf(w, result, 3)).toBe("8,2");
    }
  });
});

describe("a map that is only the arrival's tile", () => {
  test("every role is reported once, in request order; first copies of plain events, stairs and the entrance are kept unplaced", () => {
    const w = world(["###", "#A#", "###"]);
    const result = plan(w, [
      { label: "N", min: 2, max: 2 },
      { role: "treasure", label: "T" },
      { role: "stairs", label: "S", min: 2, max: 2 },
      { role: "monster", label: "M" },
      { role: "boss", label: "B" },
      { role: "entrance", label: "E" },
      { role: "trap", label: "P" },
      { role: "wall", label: "W" },
    ]);
    expect(result.problems).toEqual([
      "N: no free floor; 2 copies are not placed",
      "T: no free floor; copy 1 is not placed",
      "S: no free floor; 2 copies are not placed",
      "M: no free floor; copy 1 is not placed",
      "B: no free floor; copy 1 is not placed",
      "E: no free floor near the arrival; copy 1 is not placed",
      "P: no free floor off the doorways where a trap leaves a way round; copy 1 is not placed",
      "W: no free floor right under a north wall face; copy 1 is not placed",
    ]);
    expect(rowsOf(w, result)).toEqual([
      [0, 0, "-", Relaxation.Unplaced],
      [2, 0, "-", Relaxation.Unplaced],
      [5, 0, "-", Relaxation.Unplaced],
    ]);
  });
});

describe("the boss on a one-tile-wide loop", () => {
  // The arrival on a loop: the farthest tile (4,1) has no chokepoint before it, and every loop tile
  // fails the ring test; but the loop goes round, so a blocker on it leaves every way open.
  const LOOP = ["#########", "#RRRRRRR#", "#R#####R#", "#R#####R#", "#RRRARRR#"];

  test("the way round the loop stays open: the boss stands on it in the goal's area", () => {
    const w = world([...LOOP, "#########"]);
    for (const seed of [1, 2]) {
      const result = plan(w, [{ role: "boss", label: "B" }], seed);
      expect(result.problems).toEqual([]);
      const [[, , tile, relaxation]] = rowsOf(w, result);
      expect(relaxation).toBe(Relaxation.None);
      expect(String(tile).endsWith(",1")).toBe(true);
    }
  });

  test("two blockers never both stand on the loop's two sides: the second goes where the way stays open", () => {
    const w = world([...LOOP, "#########"]);
    for (const seed of [1, 2, 3]) {
      const result = plan(w, [{ role: "boss" }, { role: "monster", min: 3, max: 3 }], seed);
      const blocked = new Set(result.copies.filter((copy) => copy.tile >= 0).map((copy) => copy.tile));
      // Every free loop tile is still reached from the arrival with the boss open (only the boss may gate).
      const boss = result.copies[0].tile;
      const seen = new Set([w.arrival]);
      const queue = [w.arrival];
      while (queue.length > 0) {
        const tile = queue.pop()!;
        for (const next of [tile - 1, tile + 1, tile - w.grid.width, tile + w.grid.width]) {
          if (seen.has(next) || w.grid.kinds[next] !== TileKind.Room || (blocked.has(next) && next !== boss)) continue;
          seen.add(next);
          queue.push(next);
        }
      }
      const free = Array.from(w.grid.kinds.keys()).filter((tile) => w.grid.kinds[tile] === TileKind.Room && !blocked.has(tile));
      expect(free.filter((tile) => !seen.has(tile))).toEqual([]);
    }
  });
});

describe("stairs that cannot go behind a chokepoint", () => {
  test("behind the corridor lies a one-tile-wide loop: the stairs stand on it (the way round stays open) and the lock takes the corridor", () => {
    const w = world(["############", "#RRRR#RRRRR#", "#RARRCR###R#", "#RRRR#RRRRR#", "############"]);
    for (const seed of [1, 2, 3]) {
      const result = plan(w, [{ role: "stairs" }, { role: "lock", label: "L" }, { role: "key" }], seed);
      expect(result.problems).toEqual([]);
      expect(result.copies).toHaveLength(3);
      expect(["5,2", "6,2"]).toContain(tileOf(w, result, 1));
      expect(Number(tileOf(w, result, 0).split(",")[0])).toBeGreaterThanOrEqual(6);
      expect(Number(tileOf(w, result, 2).split(",")[0])).toBeLessThanOrEqual(4);
    }
  });
});

describe("the ring test with the gates closed", () => {
  // The lock takes the corridor tile (4,2), the only way to the stairs (4,1). North of the arrival,
  // (3,3) has walkable sides N, E, S: with the lock open, N joins E round it; with it closed, N is
  // cut off. So the entrance passes (3,3) over for (4,4), east of the arrival. A wall event never
  // takes (5,2), the pocket beside the lock: with the lock closed it has no walkable side.
  const w = world(["#######", "####R##", "###RCR#", "###RR##", "###AR##", "##RRRR#", "##RRRR#", "#######"]);

  test("a blocker must keep the way with the locks closed as well as open", () => {
    for (const seed of [1, 2, 3]) {
      const result = plan(w, [{ role: "stairs" }, { role: "lock" }, { role: "key" }, { role: "entrance" }], seed);
      expect(result.problems).toEqual([]);
      expect(rowsOf(w, result)).toEqual([
        [0, 0, "4,1", Relaxation.NearCorridor],
        [1, 0, "4,2", Relaxation.None],
        [2, 0, "5,6", Relaxation.None],
        [3, 0, "4,4", Relaxation.None],
      ]);
    }
  });

  test("a tile whose only walkable side is a lock is never taken", () => {
    for (const seed of [1, 2, 3, 4]) {
      const result = plan(w, [{ role: "stairs" }, { role: "lock" }, { role: "key" }, { role: "wall", min: 6, max: 6 }], seed);
      const walls = result.copies.filter((c) => c.request === 3).map((c) => tileOf(w, result, 3, c.copy));
      expect(walls.length).toBeGreaterThan(0);
      expect(walls).not.toContain("5,2");
    }
  });
});

describe("borderless maps: row ends and tile 0", () => {
  test("FloorTree on a map whose corner tile 0 is a chokepoint and whose rows end in floor", () => {
    const w = world(["RRR#R", "R#RRR", "R#R#R", "RRR#R"]);
    for (const root of [at(w, 2, 3), at(w, 4, 3), at(w, 1, 0)]) {
      const tree = new FloorTree(w.grid, root);
      const ref = referenceDfs(w.grid, root);
      expect(Array.from(tree.parent)).toEqual(ref.parent);
      expect(Array.from(tree.low)).toEqual(ref.low);
      const all = flood(w.grid, root, new Set());
      for (const t of all) {
        const without = flood(w.grid, root, new Set([t]));
        expect([t, tree.before(t)]).toEqual([t, without.size]);
      }
    }
    // Tile 0 separates (1,0) from the root (3,2): the chain reaches it.
    const hook = world(["RR##", "R###", "RRRR"]);
    const tree = new FloorTree(hook.grid, at(hook, 3, 2));
    expect(tree.chain(at(hook, 1, 0))).toEqual([at(hook, 2, 2), at(hook, 1, 2), at(hook, 0, 2), at(hook, 0, 1), 0]);
  });

  test("an arrival on tile 0 is a valid arrival", () => {
    const w = world(["ARRRR", "RRRRR", "RRRRR"]);
    const result = plan(w, [{ role: "stairs" }, { role: "entrance" }], 1);
    expect(result.problems).toEqual([]);
    // North of the arrival is off the map: the entrance goes west of it? Off the map too: east.
    expect(tileOf(w, result, 1)).toBe("1,0");
    expect(result.copies[0].relaxation).toBe(Relaxation.None);
  });

  test("a wall event on the first tile of the second row, under a wall on tile 0", () => {
    const w = world(["##", "Ra"]);
    expect(rowsOf(w, plan(w, [{ role: "wall" }]))).toEqual([[0, 0, "0,1", Relaxation.Crowded]]);
  });

  test("a door on tile 0 counts", () => {
    const w = world(["RRRR", "RRAR", "RRRR"]);
    w.layout.openings = [{ tile: 0, from: 0, to: 0, kind: "door" }];
    expect(rowsOf(w, plan(w, [{ role: "door" }]))).toEqual([[0, 0, "0,0", Relaxation.None]]);
  });
});

describe("door bookkeeping", () => {
  test("openings of a kind no template asks for are skipped; an unusable opening listed first takes no rank", () => {
    const w = world(["#########", "#RRRRRRR#", "#RRRARRR#", "#RRRRRRR#", "#########"]);
    w.layout.openings = [
      { tile: -1, from: 0, to: 0, kind: "door" },
      { tile: at(w, 1, 1), from: 0, to: 0, kind: "door" },
      { tile: at(w, 7, 3), from: 0, to: 0, kind: "secret" },
    ];
    expect(rowsOf(w, plan(w, [{ role: "door" }]))).toEqual([[0, 0, "1,1", Relaxation.None]]);
  });

  test("door openings are kept for their doors: plain events and traps never take them, and doors do not block", () => {
    const doors = world(HUB, () => "door");
    const openings = new Set(doors.layout.openings.map((o) => o.tile));
    for (const seed of [1, 2, 3]) {
      const result = plan(doors, [{ role: "door" }, { min: 30, max: 30 }, { role: "trap", min: 10, max: 10 }], seed);
      const others = result.copies.filter((c) => c.request > 0);
      for (const c of others) expect(openings.has(c.tile)).toBe(false);
      expect(result.copies.filter((c) => c.request === 0)).toHaveLength(7);
    }
    // A door does not block the ring test: with every opening a door, 8 plain events still find spaced tiles.
    const beside = plan(doors, [{ role: "door" }, { min: 8, max: 8 }], 1);
    expect(beside.problems).toEqual([]);
    expect(beside.copies.filter((c) => c.request === 1 && c.relaxation === Relaxation.None).length).toBeGreaterThanOrEqual(7);
  });
});

describe("monsters leave the arrival's own area first", () => {
  test("a long arrival room and a small room beside the arrival: the monster goes to the small room", () => {
    const w = world(["##############", "#RRRRRRRRRRRR#", "#ARRRRRRRRRRR#", "#RRRRRRRRRRRR#", "##C###########", "#RRR##########", "#RRR##########", "##############"]);
    for (const seed of [1, 2, 3, 4]) {
      const result = plan(w, [{ role: "monster" }], seed);
      expect(Math.floor(result.copies[0].tile / w.grid.width)).toBeGreaterThanOrEqual(5);
    }
  });
});

describe("fallbacks that differ from the next one down", () => {
  test("the entrance never wraps round a row end: west of an arrival on the first column is off the map", () => {
    const w = world(["#RRR", "ARRR", "RRRR"]);
    for (const seed of [1, 2]) expect(rowsOf(w, plan(w, [{ role: "entrance" }], seed))).toEqual([[0, 0, "1,1", Relaxation.None]]);
    const east = world(["RRR#", "RRRA", "RRRR"]);
    // North is wall, west keeps the way: (2,1).
    expect(rowsOf(east, plan(east, [{ role: "entrance" }], 1))).toEqual([[0, 0, "2,1", Relaxation.None]]);
    // An arrival on the second column: west of it is x = 0, on the map; north is wall, so the entrance takes (0,1).
    const second = world(["##RR", "RARR", "RRRR"]);
    expect(rowsOf(second, plan(second, [{ role: "entrance" }], 1))).toEqual([[0, 0, "0,1", Relaxation.None]]);
  });

  test("a key's fallback never reaches past its own lock", () => {
    // As the corridor case above, with a room behind the second lock: key 2 still lands before lock 2.
    const w = world(["####################", "#RRR############RRR#", "#RARCCCCCCCCCCCCRRR#", "#RRR############RRR#", "####################"]);
    const requests = [{ role: "stairs" }, { role: "lock" }, { role: "key" }, { role: "lock", level: 2 }, { role: "key", level: 2 }];
    for (const seed of [1, 2, 3]) {
      const result = plan(w, requests, seed);
      expect(result.problems).toEqual([]);
      expect(playable(w, result, requests.map((r) => r.role), [1, 1, 1, 2, 2])).toEqual({ keysFirst: true, order: [1, 2] });
      expect([1, 3].map((r) => tileOf(w, result, r))).toEqual(["3,2", "16,2"]);
      expect(areaOfCopy(w, result.copies[4].tile)).toBe(0);
    }
  });
});

describe("openings the planner keeps", () => {
  test("an opening is used only when its areas and tile are on the map: then traps keep off its tile", () => {
    // A borderless 5×3 room, one area (0); eight traps. With a usable opening the traps leave its tile
    // free; an opening with an area or a tile out of range is dropped, and (2,1) may take a trap then.
    const usable = [
      { tile: 7, from: 0, to: 0 },
      // Tile 0 is a tile like any other.
      { tile: 0, from: 0, to: 0 },
    ];
    const dropped = [
      { tile: 7, from: -1, to: 0 },
      { tile: 7, from: 0, to: -1 },
      { tile: 7, from: 1, to: 0 },
      { tile: 7, from: 0, to: 1 },
    ];
    const trapTiles = (opening: { tile: number; from: number; to: number }, seed: number) => {
      const w = world(["RRRRR", "RRRRR", "RRRRA"]);
      w.layout.openings = [{ ...opening, kind: "open" }];
      return plan(w, [{ role: "trap", min: 8, max: 8 }], seed).copies.map((c) => c.tile);
    };
    for (const opening of usable) for (let seed = 1; seed <= 6; seed++) expect(trapTiles(opening, seed)).not.toContain(opening.tile);
    for (const opening of dropped) expect([1, 2, 3, 4, 5, 6, 7, 8].some((seed) => trapTiles(opening, seed).includes(7))).toBe(true);
    for (const tile of [-1, 15]) expect(trapTiles({ tile, from: 0, to: 0 }, 1).length).toBeGreaterThan(0);
  });

  test("an opening off the map does not join its areas in the area graph: treasure order", () => {
    // Room (area 0, arrival) beside a corridor (area 1), openings given by hand. Without a usable opening the
    // corridor is not reached in the area graph and the room's spaced tile wins; with one it is a dead end
    // one step away and takes the treasure.
    const two = world(["############", "#RRARRCCCCC#", "############"]);
    const cases: [{ tile: number; from: number; to: number } | null, string][] = [
      [null, "1,1"],
      [{ tile: -1, from: 0, to: 1 }, "1,1"],
      [{ tile: 36, from: 0, to: 1 }, "1,1"],
      [{ tile: 18, from: 0, to: 1 }, "10,1"],
    ];
    for (const [opening, expected] of cases) {
      two.layout.openings = opening ? [{ ...opening, kind: "open" }] : [];
      expect([opening, tileOf(two, plan(two, [{ role: "treasure", place: "any" }], 1), 0)]).toEqual([opening, expected]);
    }
  });
});

describe("the lock's cost along one corridor", () => {
  // Room (1..3, 1..3) with the arrival, a corridor (4..13, 2), a 2×3 room (14..15, 1..3) with the stairs at (15,3).
  // 25 floor tiles: one lock aims at 12.5 tiles before it; corridor tile x has x + 5 before it. Openings are
  // given by hand, so which tile is a bridge or another opening is the test's choice.
  const CORRIDOR = ["################", "#RRR##########RR", "#RARCCCCCCCCCCRR", "#RRR##########RR", "################"];
  const one = [{ role: "stairs" }, { role: "lock" }, { role: "key" }];
  const two = [...one, { role: "lock", level: 2 }, { role: "key", level: 2 }];
  function corridor(openings: [number, number, number][]): World {
    const w = world(CORRIDOR);
    w.layout.openings = openings.map(([x, from, to]) => ({ tile: at(w, x, 2), from, to, kind: "open" as OpeningKind }));
    return w;
  }

  test("no opening: an area boundary (cost 8) beats the corridor's middle (cost 24); the crowded room doorway loses", () => {
    // (4,2) touches the room: 3.5 + 8; (7,2) and (8,2) are 0.5 off but cost 24 more; (3,2) is 4.5 + 8 + 4 (beside the arrival).
    const w = corridor([]);
    expect(tileOf(w, plan(w, one), 1)).toBe("4,2");
  });

  test("an opening that is not a bridge costs 8: (9,2), listed twice between the same areas, beats the boundary (4,2)", () => {
    const w = corridor([
      [9, 0, 1],
      [9, 0, 1],
    ]);
    const result = plan(w, one);
    expect([0, 1].map((r) => tileOf(w, result, r))).toEqual(["15,3", "9,2"]);
    expect(areaOfCopy(w, result.copies[2].tile)).toBe(0);
  });

  test("a bridge costs nothing: (5,2), 2.5 off, beats the double opening (9,2), 1.5 off + 8", () => {
    const w = corridor([
      [9, 0, 1],
      [9, 0, 1],
      [5, 1, 2],
    ]);
    const result = plan(w, one);
    expect([0, 1].map((r) => tileOf(w, result, r))).toEqual(["15,3", "5,2"]);
    expect(areaOfCopy(w, result.copies[2].tile)).toBe(0);
  });

  test("the first of two locks never takes the last chokepoint: the second needs one after it", () => {
    // All floor in one area (no boundaries) and a bridge on the last chokepoint (14,2): one lock takes it
    // (4.5 off); of two, the first goes to (4,2) (the best tile left before it) and the second to the bridge.
    const w = corridor([[14, 1, 2]]);
    w.layout.areaOf = w.layout.areaOf.map((label) => (label > 0 ? 1 : 0));
    expect(tileOf(w, plan(w, one), 1)).toBe("14,2");
    const result = plan(w, two);
    expect(result.problems).toEqual([]);
    expect([0, 1, 3].map((r) => tileOf(w, result, r))).toEqual(["15,3", "4,2", "14,2"]);
  });

  test("the second lock keeps six tiles after the first: a bridge two steps past lock 1 is passed over", () => {
    // Bridges on (6,2) and (8,2); two locks aim at 8.3 and 16.7 tiles. Lock 1 takes (6,2) (11 before it); (8,2)
    // (13 before it, 3.7 off, cost 3.7) would be lock 2's cheapest, but only 2 tiles lie between: lock 2 takes (13,2).
    const w = corridor([
      [6, 0, 1],
      [8, 1, 2],
    ]);
    const result = plan(w, two);
    expect([0, 1, 3].map((r) => tileOf(w, result, r))).toEqual(["15,3", "6,2", "13,2"]);
  });

});

describe("the boss's gate", () => {
  test("a door opening on the last chokepoint is free for the boss (its door copy is dropped); a second boss finds it taken", () => {
    // Corridor (4..6, 3) from room A to room B; its last tile (6,3) touches B north and east, so it is the last
    // chokepoint, and it is the only door opening (given by hand; (3,3) an open one). Boss 1 takes (6,3) over
    // the reserved door tile; boss 2 may not stand on a tile a boss already holds: it takes (5,3).
    const w = world(["###########", "#RRR##RRRR#", "#RAR##RRRR#", "#RRRCCCRRR#", "#RRR#######", "###########"]);
    w.layout.openings = [
      { tile: at(w, 3, 3), from: 0, to: 2, kind: "open" },
      { tile: at(w, 6, 3), from: 2, to: 1, kind: "door" },
    ];
    for (const seed of [1, 2]) {
      const result = plan(w, [{ role: "door" }, { role: "stairs" }, { role: "boss", min: 2, max: 2 }], seed);
      expect(result.problems).toEqual([]);
      // The stairs somewhere in room B; the door copy is dropped.
      expect(result.copies.map((c) => c.request)).toEqual([1, 2, 2]);
      expect(areaOfCopy(w, result.copies[0].tile)).toBe(areaOfCopy(w, at(w, 9, 1)));
      expect([tileOf(w, result, 2, 0), tileOf(w, result, 2, 1)]).toEqual(["6,3", "5,3"]);
    }
  });

  /** The map's floor all in area 0 (label 1) except the tiles listed, which get label 2. */
  function relabelled(rows: string[], twos: [number, number][]): World {
    const w = world(rows);
    w.layout.areaOf = w.layout.areaOf.map((label) => (label > 0 ? 1 : 0));
    for (const [x, y] of twos) w.layout.areaOf[at(w, x, y)] = 2;
    return w;
  }

  test("of the chokepoints before the goal, the one nearest the goal that is in the goal's area or touches it", () => {
    // No stairs: the goal is the farthest tile (10,1). Chokepoints (3,2), (4..7,2), (8,2). Areas are labelled
    // by hand so that the goal's area (label 2) also holds other tiles.
    const rows = ["############", "#RRR####RRR#", "#RARCCCCRRR#", "#RRR####RRR#", "############"];
    // Only the goal has label 2: no chokepoint is at its area, so the nearest to it, (8,2).
    let w = relabelled(rows, [[10, 1]]);
    expect(rowsOf(w, plan(w, [{ role: "boss" }]))).toEqual([[0, 0, "8,2", Relaxation.None]]);
    // (5,2) in the goal's area: (6,2) touches it and comes first from the goal's side.
    w = relabelled(rows, [
      [10, 1],
      [5, 2],
    ]);
    expect(rowsOf(w, plan(w, [{ role: "boss" }]))).toEqual([[0, 0, "6,2", Relaxation.None]]);
    // (9,2) in it as well: (8,2) touches it.
    w = relabelled(rows, [
      [10, 1],
      [9, 2],
      [5, 2],
    ]);
    expect(rowsOf(w, plan(w, [{ role: "boss" }]))).toEqual([[0, 0, "8,2", Relaxation.None]]);
  });

  test("a chokepoint in the goal's area is taken even when it touches no other tile of that area", () => {
    // (4,2) opens onto a 2×2 corridor block, so the next chokepoint (5,3) is not beside it. Label 2: the goal
    // (12,1) and (4,2). The boss takes (4,2) itself, not (3,2) beside it.
    const w = relabelled(["##############", "#RRR######RRR#", "#RARCC####RRR#", "#RR#CCCCCCRRR#", "##############"], [
      [12, 1],
      [4, 2],
    ]);
    expect(rowsOf(w, plan(w, [{ role: "boss" }]))).toEqual([[0, 0, "4,2", Relaxation.None]]);
  });

  test("the chokepoint right after the last lock is past it", () => {
    // The lock corridor of the cost tests, all in one area, a bridge on (13,2): the lock takes it, and the boss
    // the next chokepoint (14,2), which has one tile more before it than the lock.
    const w = relabelled(["################", "#RRR##########RR", "#RARCCCCCCCCCCRR", "#RRR##########RR", "################"], []);
    w.layout.openings = [{ tile: at(w, 13, 2), from: 1, to: 2, kind: "open" }];
    const result = plan(w, [{ role: "stairs" }, { role: "lock" }, { role: "key" }, { role: "boss" }]);
    expect([0, 1, 3].map((r) => tileOf(w, result, r))).toEqual(["15,3", "13,2", "14,2"]);
  });
});

describe("tile 0 and row ends with locks, stairs and the boss", () => {
  // Borderless maps: tile 0 is floor and rows end in floor, so a check that skips tile 0 or lets a step wrap
  // to the other end of a row changes a pick.
  test("a key on tile 0: the lock regions and the key's own pick reach it", () => {
    // Left room (0..3) with the arrival at (3,2), one corridor tile (4,1), right room (5..7). The lock takes the
    // right room's doorway (5,1); the key the farthest free tile before it, (0,0).
    const w = world(["RRRR#RRR", "RRRRCRRR", "RRRA#RRR"]);
    expect(rowsOf(w, plan(w, [{ role: "stairs" }, { role: "lock" }, { role: "key" }, { role: "entrance", min: 3, max: 3 }], 1))).toEqual([
      [0, 0, "7,2", 0],
      [1, 0, "5,1", 0],
      [2, 0, "0,0", 0],
      [3, 0, "2,2", 0],
      [3, 1, "2,1", 0],
      [3, 2, "1,2", Relaxation.Crowded],
    ]);
    // Two stairs copies: the goal is the first, (7,0) on the top row's end; the boss, with no chokepoint past the
    // lock, stands south of it ((7,1)), not on a tile wrapped from the next row.
    expect(rowsOf(w, plan(w, [{ role: "stairs", min: 2, max: 2 }, { role: "lock" }, { role: "key" }, { role: "boss" }], 2))).toEqual([
      [0, 0, "7,0", 0],
      [0, 1, "7,2", 0],
      [1, 0, "5,1", 0],
      [2, 0, "0,0", 0],
      [3, 0, "7,1", 0],
    ]);
  });

  test("stairs on tile 0 are the goal: the lock and the boss guard them, not the farthest tile", () => {
    // The arrival's room (0..2, 0..2) holds tile 0; the corridor (3..9) is farther by path but nearer by area.
    const w = world(["RR#########", "RR#CCCCCCC#", "RRRA#####C#", "#########C#", "#########C#"]);
    expect(rowsOf(w, plan(w, [{ role: "stairs" }, { role: "lock" }, { role: "key" }, { role: "boss" }], 1))).toEqual([
      [0, 0, "0,0", 0],
      [1, 0, "1,2", 0],
      [2, 0, "9,4", Relaxation.OnCorridor],
      [3, 0, "1,0", 0],
    ]);
  });

  test("the boss beside the goal on a borderless room: off-map ring positions are skipped, not wrapped", () => {
    // No chokepoint: the boss stands in the ring round the goal.
    const corner = world(["RRRRR", "RRRRR", "ARRRR"]);
    for (const seed of [1, 2, 3]) {
      const result = plan(corner, [{ role: "stairs" }, { role: "boss" }], seed);
      const [stairs, boss] = result.copies.map((c) => c.tile);
      const apart = Math.max(Math.abs((stairs % 5) - (boss % 5)), Math.abs(Math.floor(stairs / 5) - Math.floor(boss / 5)));
      expect(apart).toBe(1);
    }
    // No stairs: the goal is (1,0), the first farthest tile (tile 0 is void). The ring's north is off the map and its
    // west wraps to nothing: east (2,0), then south-east (2,1).
    const left = world(["#RRRR", "RRRRR", "RRRRR", "RRRRA"]);
    const bosses = plan(left, [{ role: "boss", min: 2, max: 2 }], 1);
    expect([tileOf(left, bosses, 0, 0), tileOf(left, bosses, 0, 1)]).toEqual(["2,0", "2,1"]);
  });

  test("stairs in the farthest area: two rooms at the same area distance and the same path distance go by area order", () => {
    // The arrival's room below a corridor that meets two rooms (west area before east); the two rooms' farthest tiles
    // are equally far by path. The west room wins, its farthest sampled tile (1,1).
    const w = world(["#########", "#RRR#RRR#", "#RRRCRRR#", "#RRRCRRR#", "####C####", "###RAR###", "###RRR###", "#########"]);
    for (const seed of [1, 2, 3]) expect(rowsOf(w, plan(w, [{ role: "stairs" }], seed))).toEqual([[0, 0, "1,1", 0]]);
  });
});

describe("the stairs' chokepoint count", () => {
  test("the most chokepoints any tile has, not the last tile's: the stairs still go behind one when the last floor tile has none", () => {
    // The map of the chokepoint-stairs test turned upside down: the near room behind a one-wide corridor is now
    // at the top, and the last floor tile in map order, (14,5), lies in the far east room, behind no chokepoint.
    const w = world(["################", "##RRR###########", "###C############", "#RRRRRR###RRRRR#", "#RARRRRCCRRRRRR#", "#RRRRRRCCRRRRRR#", "################"]);
    for (const seed of [1, 2, 3]) {
      const result = plan(w, [{ role: "stairs" }, { role: "lock" }, { role: "key" }], seed);
      expect(result.problems).toEqual([]);
      expect(Math.floor(result.copies[0].tile / w.grid.width)).toBe(1);
    }
  });
});

describe("events in the way are not gates", () => {
  test("stairs on a one-wide loop block it like a wall: the treasure beside them keeps the way", () => {
    // The loop goes round, so the stairs may stand on it (in the far area, as the rule wants). Only locks and the
    // boss are walkable once opened; the stairs are not, so the loop tile beside them is a dead end and takes the treasure.
    const w = world(["#########", "#RRRRRRR#", "#R#####R#", "#R#####R#", "#RRRARRR#", "#########"]);
    for (const seed of [1, 2, 3, 4]) {
      const result = plan(w, [{ role: "stairs" }, { role: "treasure" }], seed);
      expect(result.problems).toEqual([]);
      const [stairs, treasure] = result.copies.map((c) => c.tile);
      // The treasure on the loop beside the stairs (a dead end now), never on a tile that still joins two ways.
      expect([1, w.grid.width].includes(Math.abs(stairs - treasure))).toBe(true);
    }
  });
});

describe("the boss is a gate for the ring test", () => {
  test("no blocker stands between the arrival and the boss: with the boss open, the tile before it would be the only way to it", () => {
    // The arrival on the corridor (5,2); the boss takes the east room's doorway (8,2). The corridor tile (7,2)
    // keeps the way with the boss closed (one walkable side) but not with it open (west and east apart), so the
    // entrance passes it over for (3,1) in the west room.
    const w = world(["############", "#RRR####RRR#", "#RRRCaCCRRR#", "#RRR####RRR#", "############"]);
    expect(rowsOf(w, plan(w, [{ role: "boss" }, { role: "entrance" }], 1))).toEqual([
      [0, 0, "8,2", 0],
      [1, 0, "3,1", Relaxation.Crowded],
    ]);
  });
});

describe("state undone and inputs out of shape", () => {
  test("a lock taken back leaves no crowding behind: plain events may stand beside where it stood", () => {
    // The lock goes on the room's doorway (8,1), then is taken back (its key finds no tile in the corridor).
    // Spaced plain events may then stand beside that doorway.
    const w = world(["##############", "#aCCCCCCRRRRR#", "#######RRRRRR#", "##############"]);
    const doorway = at(w, 8, 1);
    let besideDoorway = false;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const result = plan(w, [{ role: "stairs" }, { role: "lock", label: "L" }, { role: "key" }, { place: "any", min: 6, max: 6 }], seed);
      expect(result.problems[0]).toBe("L: no free floor for Key 1 before it; the lock is not placed");
      expect(result.copies.some((c) => c.request === 1 || c.request === 2)).toBe(false);
      const spaced = result.copies.filter((c) => c.request === 3 && c.relaxation === Relaxation.None).map((c) => c.tile);
      if (spaced.some((t) => Math.abs((t % w.grid.width) - 8) <= 1 && Math.abs(Math.floor(t / w.grid.width) - 1) <= 1 && t !== doorway)) besideDoorway = true;
    }
    expect(besideDoorway).toBe(true);
  });

  test("an arrival on a wall of a borderless map whose tile 1 is floor: nothing is placed, one message", () => {
    const w = world(["RRR", "R#R"]);
    expect(placeContent(w.grid, w.layout, at(w, 1, 1), [{ role: "stairs" }], 1)).toEqual({ copies: [], problems: ["the dungeon has no floor for content; nothing is placed"] });
  });

  test("stairs in the way on tile 0: kept there with no message", () => {
    // No area has tiles (an area map of the wrong size), so the stairs take a random free tile, tile 0 as well.
    const w = world(["RRRR", "RRAR"]);
    w.layout.areaOf = new Uint16Array(1);
    const seeds = Array.from({ length: 30 }, (_, seed) => plan(w, [{ role: "stairs" }], seed));
    for (const result of seeds) expect(result.problems).toEqual([]);
    expect(seeds.some((result) => result.copies[0].tile === 0 && result.copies[0].relaxation === Relaxation.Crowded)).toBe(true);
  });

  test("an area map one tile too long is not read: no area has tiles, the stairs go in the way", () => {
    const w = world(["#######", "#RRARR#", "#######"]);
    const longer = new Uint16Array(w.layout.areaOf.length + 1);
    longer.set(w.layout.areaOf);
    w.layout.areaOf = longer;
    expect(rowsOf(w, plan(w, [{ role: "stairs" }], 1))).toEqual([[0, 0, "5,1", Relaxation.Crowded]]);
  });
});
