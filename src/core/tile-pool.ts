import { Random } from "./random";

/** Candidate tiles drawn at random without replacement; a refused tile is dropped for good (see keptPool). */
export class Pool {
  private length: number;
  constructor(private readonly tiles: Int32Array) {
    this.length = tiles.length;
  }
  /** A random accepted tile, removed from the pool, or −1. */
  take(random: Random, accept: (tile: number) => boolean): number {
    while (this.length > 0) {
      const tile = this.remove(random.smallInt(0, this.length - 1));
      if (accept(tile)) return tile;
    }
    return -1;
  }
  /** Up to `count` accepted tiles; the one with the best score is removed, the others stay. */
  best(random: Random, accept: (tile: number) => boolean, count: number, score: (tile: number) => number): number {
    const found: number[] = [];
    while (found.length < count && this.length > 0) {
      const tile = this.remove(random.smallInt(0, this.length - 1));
      if (accept(tile)) found.push(tile);
    }
    if (found.length === 0) return -1;
    let pick = 0;
    for (let i = 1; i < found.length; i++) if (score(found[i]) > score(found[pick])) pick = i;
    found.forEach((tile, i) => {
      if (i !== pick) this.tiles[this.length++] = tile;
    });
    return found[pick];
  }
  private remove(at: number): number {
    const tile = this.tiles[at];
    this.tiles[at] = this.tiles[--this.length];
    this.tiles[this.length] = tile;
    return tile;
  }
}
