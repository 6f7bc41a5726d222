/** The digger's marks: where an area may grow a new feature, in flat typed arrays. */

/** A growable pool of marks in parallel typed arrays; removal swaps the last mark in. */
export class MarkPool {
  count = 0;
  tile = new Int32Array(256);
  dir = new Uint8Array(256);
  /** Feature type of the area the mark sits on (its "master" type). */
  type = new Uint8Array(256);
  /** Forced next type + 1, or 0. */
  force = new Uint8Array(256);
  /** 1 when the mark is the open end of a corridor. */
  corridorEnd = new Uint8Array(256);
  /** Area the mark sits on; only its tiles behind the mark may be near the new area. */
  source = new Int32Array(256);
  fails = new Uint8Array(256);

  add(tile: number, dir: number, type: number, source: number, corridorEnd: number, force: number): void {
    if (this.count === this.tile.length) this.grow();
    const i = this.count++;
    this.tile[i] = tile;
    this.dir[i] = dir;
    this.type[i] = type;
    this.force[i] = force;
    this.corridorEnd[i] = corridorEnd;
    this.source[i] = source;
    this.fails[i] = 0;
  }

  remove(i: number): void {
    const last = --this.count;
    this.tile[i] = this.tile[last];
    this.dir[i] = this.dir[last];
    this.type[i] = this.type[last];
    this.force[i] = this.force[last];
    this.corridorEnd[i] = this.corridorEnd[last];
    this.source[i] = this.source[last];
    this.fails[i] = this.fails[last];
  }

  private grow(): void {
    const size = this.tile.length * 2;
    const widen = <T extends Int32Array | Uint8Array>(old: T, make: (n: number) => T): T => {
      const next = make(size);
      next.set(old);
      return next;
    };
    this.tile = widen(this.tile, (n) => new Int32Array(n));
    this.dir = widen(this.dir, (n) => new Uint8Array(n));
    this.type = widen(this.type, (n) => new Uint8Array(n));
    this.force = widen(this.force, (n) => new Uint8Array(n));
    this.corridorEnd = widen(this.corridorEnd, (n) => new Uint8Array(n));
    this.source = widen(this.source, (n) => new Int32Array(n));
    this.fails = widen(this.fails, (n) => new Uint8Array(n));
  }
}
