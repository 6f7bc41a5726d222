/**
 * Which floor a site's clearing may have cut off (pieces.ts, rejoinAroundSite), found round the
 * site rather than by labelling the whole map. The floor was connected before the site was cleared,
 * so every part the clearing left holds a floor tile right beside the site (the cut was made
 * there). Those rim tiles are the sources of one breadth-first flood whose tiles carry the source
 * they came from; where two floods meet, their sources join (union–find, "groups"). A group whose
 * flood runs out of tiles is a whole part of the floor.
 *
 * The flood first runs on a budget: most sides of a site meet again a few steps round it. Groups
 * still apart when the budget is spent are joined by the stage with a short corridor round the
 * site, whether or not a long way joined them already (a loop at worst), so a site that splits a
 * tree-like layout in two costs a corridor rather than a walk over half the map. Only when such a
 * corridor cannot be found does the flood go on, farther each time, until it is exact: then one
 * group still runs and has reached more tiles than any finished one (the main floor: all the floor
 * no finished group holds), or every group has finished (the largest is the main floor).
 */
import { isFloor } from "./grid";
import { findRoot } from "./areas";
import { PieceScratch, floodQueueOf } from "./pieces-scratch";

/** A site: the rectangle a piece and its margin cleared, inclusive tile coordinates. */
export interface SiteBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The flood from the tiles beside one site; groups are named by their union–find root (a rim index). */
export class SiteFlood {
  /**
   * The floor tiles beside the site, the first `rimLength` of the array (the scratch's: one flood
   * runs at a time), in the order of besideSite; rim index = source. Their columns and rows.
   */
  readonly rim: Int32Array;
  readonly rimXs: Int32Array;
  readonly rimYs: Int32Array;
  rimLength = 0;
  /** True once the flood stopped by its own rule (see the file's comment), not on its budget. */
  exact = false;
  /** Per source: its union–find parent (the scratch's array; one flood runs at a time). */
  private readonly parent: Int32Array;
  /** Per root: tiles queued and not yet expanded (0: the group is finished). */
  private readonly pending: Int32Array;
  /** Per root: tiles reached. */
  private readonly size: Int32Array;
  /** Groups with tiles queued. */
  private running = 0;
  private largestFinished = 0;
  private head = 0;
  private tail = 0;

  constructor(
    private readonly kinds: Uint8Array,
    private readonly width: number,
    private readonly height: number,
    site: SiteBox,
    private readonly scratch: PieceScratch,
  ) {
    this.rim = scratch.floodRim;
    this.rimXs = scratch.floodRimXs;
    this.rimYs = scratch.floodRimYs;
    this.besideSite(site);
    const sources = this.rimLength;
    this.parent = scratch.floodParent;
    this.pending = scratch.floodPending;
    this.size = scratch.floodSize;
    for (let i = 0; i < sources; i++) this.parent[i] = i;
    this.pending.fill(1, 0, sources);
    this.size.fill(1, 0, sources);
    this.running = sources;
    const queue = floodQueueOf(scratch, sources);
    for (let i = 0; i < sources; i++) queue[i] = this.rim[i];
    this.tail = sources;
  }

  /** Takes each floor tile just outside the site's four sides (inside the map) into the rim, once. */
  private besideSite(site: SiteBox): void {
    const { width, height } = this;
    for (let x = site.left; x <= site.right; x++) {
      if (site.top > 0) this.takeIntoRim((site.top - 1) * width + x);
      if (site.bottom < height - 1) this.takeIntoRim((site.bottom + 1) * width + x);
    }
    for (let y = site.top; y <= site.bottom; y++) {
      if (site.left > 0) this.takeIntoRim(y * width + site.left - 1);
      if (site.right < width - 1) this.takeIntoRim(y * width + site.right + 1);
    }
  }

  private takeIntoRim(tile: number): void {
    const { floodMarks } = this.scratch;
    if (!isFloor(this.kinds[tile]) || floodMarks[tile] !== 0) return;
    const source = this.rimLength++;
    floodMarks[tile] = source + 1;
    const x = tile % this.width;
    this.rim[source] = tile;
    this.rimXs[source] = x;
    this.rimYs[source] = (tile - x) / this.width;
  }

  /**
   * Floods on until `budget` more tiles are reached (Infinity: until exact). Stops early, and
   * becomes exact, when one group still runs and has reached more tiles than any finished one, or
   * when every group has finished.
   */
  advance(budget: number): void {
    const { kinds, width, height, scratch } = this;
    const { floodMarks } = scratch;
    const { parent, pending, size } = this;
    const limit = this.tail + budget;
    let queue = scratch.floodQueue;
    if (this.running <= 1 && this.runningIsLargest(this.largestRunning())) {
      this.exact = true;
      return;
    }
    while (this.head < this.tail) {
      if (this.tail >= limit) return;
      const tile = queue[this.head++];
      let root = findRoot(parent, floodMarks[tile] - 1);
      // The tile keeps its group's root, so the tiles that meet it find the group in one step.
      floodMarks[tile] = root + 1;
      pending[root]--;
      const x = tile % width;
      for (let d = 0; d < 4; d++) {
        if ((d === 0 && x === 0) || (d === 1 && x === width - 1) || (d === 2 && tile < width) || (d === 3 && tile >= (height - 1) * width)) continue;
        const next = d === 0 ? tile - 1 : d === 1 ? tile + 1 : d === 2 ? tile - width : tile + width;
        if (!isFloor(kinds[next])) continue;
        if (floodMarks[next] === 0) {
          floodMarks[next] = root + 1;
          pending[root]++;
          size[root]++;
          if (this.tail === queue.length) queue = floodQueueOf(scratch, this.tail + 1);
          queue[this.tail++] = next;
          continue;
        }
        // Two floods meet: one part of the floor (mostly the tile this one came from: the same group).
        const other = floodMarks[next] - 1;
        if (other !== root) root = this.unite(other, root);
      }
      if (pending[root] === 0) {
        this.running--;
        if (size[root] > this.largestFinished) this.largestFinished = size[root];
      }
      if (this.running <= 1 && this.runningIsLargest(pending[root] > 0 ? root : -1)) break;
    }
    this.exact = true;
  }

  /** The group (root) that reached `tile`, or −1 when the flood has not reached it. */
  groupOf(tile: number): number {
    const marked = this.scratch.floodMarks[tile];
    return marked !== 0 ? findRoot(this.parent, marked - 1) : -1;
  }

  /** The current group of rim source `source`. */
  groupOfSource(source: number): number {
    return findRoot(this.parent, source);
  }

  isFinished(group: number): boolean {
    return this.pending[findRoot(this.parent, group)] === 0;
  }

  sizeOf(group: number): number {
    return this.size[findRoot(this.parent, group)];
  }

  /**
   * The groups, each once, in the order of their first rim tile (a group's root is its first
   * source); a group the stage voided (its rim tiles are no longer floor) is left out.
   */
  groups(): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.rimLength; i++) if (this.isGroup(i)) out.push(i);
    return out;
  }

  /** The rim tiles of each of `groups` (in one pass over the rim). */
  rimsOf(groups: readonly number[]): number[][] {
    const index = this.indexOfRoots(groups);
    const out = groups.map(() => [] as number[]);
    for (let i = 0; i < this.rimLength; i++) {
      const k = index[findRoot(this.parent, i)];
      if (k > 0) out[k - 1].push(this.rim[i]);
    }
    this.forgetRoots(groups);
    return out;
  }

  /** Every tile the flood reached in each of `groups` (all of its part when a group is finished), in one pass over the tiles reached. */
  tilesOf(groups: readonly number[]): Int32Array[] {
    const index = this.indexOfRoots(groups);
    const out = groups.map((group) => new Int32Array(this.size[findRoot(this.parent, group)]));
    const filled = new Int32Array(groups.length);
    const { floodQueue: queue, floodMarks } = this.scratch;
    for (let k = 0; k < this.tail; k++) {
      const i = index[findRoot(this.parent, floodMarks[queue[k]] - 1)];
      if (i > 0) out[i - 1][filled[i - 1]++] = queue[k];
    }
    this.forgetRoots(groups);
    return out.map((tiles, i) => (filled[i] === tiles.length ? tiles : tiles.subarray(0, filled[i])));
  }

  /**
   * Per root: 1 + the index in `groups` of the group it roots, 0 for others (the scratch's array,
   * all 0 again once forgetRoots is called with the same groups).
   */
  private indexOfRoots(groups: readonly number[]): Int32Array {
    const index = this.scratch.floodRootIndex;
    for (let k = 0; k < groups.length; k++) index[findRoot(this.parent, groups[k])] = k + 1;
    return index;
  }

  private forgetRoots(groups: readonly number[]): void {
    const index = this.scratch.floodRootIndex;
    for (let k = 0; k < groups.length; k++) index[findRoot(this.parent, groups[k])] = 0;
  }

  /** The group (root) with the most tiles reached among those still running; −1 when none runs. */
  largestRunning(): number {
    let best = -1;
    for (let group = 0; group < this.rimLength; group++) {
      if (!this.isGroup(group) || this.pending[group] === 0) continue;
      if (best < 0 || this.size[group] > this.size[best]) best = group;
    }
    return best;
  }

  /** Whether `source` is a group's root (its first source) and the group is not voided (as groups() lists them). */
  private isGroup(source: number): boolean {
    return this.parent[source] === source && isFloor(this.kinds[this.rim[source]]);
  }

  /** With the flood exact: the main floor's group, the one still running, else the largest (ties: the first). */
  mainGroup(): number {
    const running = this.largestRunning();
    if (running >= 0) return running;
    let best = -1;
    for (let group = 0; group < this.rimLength; group++) if (this.isGroup(group) && (best < 0 || this.size[group] > this.size[best])) best = group;
    return best;
  }

  /**
   * Records a corridor carved for `group`: its tiles join the group and are queued, so a flood
   * that goes on finds what else the corridor touches.
   */
  addCorridor(tiles: ArrayLike<number>, group: number): void {
    const { floodMarks } = this.scratch;
    const root = findRoot(this.parent, group);
    const wasFinished = this.pending[root] === 0;
    for (let i = 0; i < tiles.length; i++) {
      const tile = tiles[i];
      if (floodMarks[tile] !== 0) continue;
      floodMarks[tile] = root + 1;
      this.pending[root]++;
      this.size[root]++;
      if (this.tail === this.scratch.floodQueue.length) floodQueueOf(this.scratch, this.tail + 1);
      this.scratch.floodQueue[this.tail++] = tile;
    }
    if (wasFinished && this.pending[root] > 0) this.running++;
  }

  /**
   * Zeroes the marks of every tile the flood reached (they are all in its queue), so the next
   * flood starts from a clean array; the flood must not be used afterwards.
   */
  release(): void {
    const { floodQueue: queue, floodMarks } = this.scratch;
    for (let k = 0; k < this.tail; k++) floodMarks[queue[k]] = 0;
  }

  /** Joins two groups (a corridor or a meeting of floods); the root of the joined group. */
  unite(a: number, b: number): number {
    const rootA = findRoot(this.parent, a);
    const rootB = findRoot(this.parent, b);
    if (rootA === rootB) return rootA;
    // The lower root stays, so a group's root is its first source.
    const keep = rootA < rootB ? rootA : rootB;
    const gone = rootA < rootB ? rootB : rootA;
    if (this.pending[keep] > 0 && this.pending[gone] > 0) this.running--;
    this.parent[gone] = keep;
    this.pending[keep] += this.pending[gone];
    this.size[keep] += this.size[gone];
    return keep;
  }

  /** With at most one group running (`group`, −1 for none): whether the flood is exact now. */
  private runningIsLargest(group: number): boolean {
    return this.running === 0 || (group >= 0 && this.size[group] > this.largestFinished);
  }
}
