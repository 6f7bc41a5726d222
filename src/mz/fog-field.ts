/**
 * What the fog knows about one dungeon, without the engine: each tile's state (never seen, seen
 * before, in sight), the tiles that changed at the last look (so the views redraw only those), and
 * the explored tiles as a compact bitset in base64 for the save.
 *
 * A look costs one computeSight (src/core/sight.ts) plus a pass over the tiles seen last time and
 * now; nothing is allocated unless the radius grows past what the field has seen.
 */
import { tileBounds } from "../core/flood";
import { Grid } from "../core/grid";
import { SightBuffer, computeSight, createSightBuffer } from "../core/sight";

export const Unseen = 0;
export const Seen = 1;
export const InSight = 2;

export class FogField {
  readonly width: number;
  readonly height: number;
  /** Unseen / Seen / InSight per tile (index y·width + x). */
  readonly shown: Uint8Array;
  /** Bumped by every change; a view that saw revision − 1 can apply `changed` alone. */
  revision = 0;
  /** True when the last change touched every tile (revealAll, restore): views redraw whole. */
  changedAll = true;
  /** Tiles whose state changed at the last look: the first `changedCount` entries. */
  changed: Int32Array;
  changedCount = 0;
  /** Of those, the tiles seen for the first time (the minimap draws only these). */
  discovered: Int32Array;
  discoveredCount = 0;
  private readonly sight: SightBuffer;
  /** Reused for every look (no object per step). */
  private readonly sightOptions = { radius: 8 };
  private previous: Int32Array;
  private previousCount = 0;
  private exploredList: Int32Array = new Int32Array(0);

  /**
   * `replacing`: the field this one takes over from (the last dungeon's), never used again. Of the
   * same size, its map-sized arrays serve again (the states cleared, the sight marks left: a new
   * generation forgets them), so a new dungeon touches no fresh memory for its fog.
   */
  constructor(public grid: Grid, replacing: FogField | null = null) {
    this.width = grid.width;
    this.height = grid.height;
    const sameSize = replacing !== null && replacing.width === grid.width && replacing.height === grid.height;
    this.shown = sameSize ? replacing.shown.fill(0) : new Uint8Array(grid.width * grid.height);
    this.sight = sameSize ? replacing.sight : createSightBuffer(grid.width, grid.height);
    this.previous = new Int32Array(this.sight.tiles.length);
    this.changed = new Int32Array(this.sight.tiles.length * 2);
    this.discovered = new Int32Array(this.sight.tiles.length);
  }

  /** The viewer stands at (x, y) and sees `radius` tiles: states and change lists follow. */
  look(x: number, y: number, radius: number): void {
    const sight = this.sight;
    this.sightOptions.radius = radius;
    computeSight(this.grid, x, y, sight, this.sightOptions);
    this.reserve(sight.tiles.length);
    const { shown, changed, discovered, previous } = this;
    const mark = sight.mark;
    const generation = sight.generation;
    let changedCount = 0;
    let discoveredCount = 0;
    // In sight before, not now: seen before.
    for (let i = 0; i < this.previousCount; i++) {
      const tile = previous[i];
      if (mark[tile] !== generation) {
        shown[tile] = Seen;
        changed[changedCount++] = tile;
      }
    }
    const tiles = sight.tiles;
    for (let i = 0; i < sight.count; i++) {
      const tile = tiles[i];
      const state = shown[tile];
      if (state !== InSight) {
        if (state === Unseen) discovered[discoveredCount++] = tile;
        shown[tile] = InSight;
        changed[changedCount++] = tile;
      }
      previous[i] = tile;
    }
    this.previousCount = sight.count;
    this.changedCount = changedCount;
    this.discoveredCount = discoveredCount;
    this.changedAll = false;
    this.revision++;
  }

  /** Every tile not seen yet becomes seen before (a map scroll). */
  revealAll(): void {
    const shown = this.shown;
    for (let tile = 0; tile < shown.length; tile++) if (shown[tile] === Unseen) shown[tile] = Seen;
    this.touchAll();
  }

  /**
   * The tiles ever seen (not Unseen), in index order: the first `count` entries of `tiles` (a
   * buffer the field reuses; read it before the next call). A whole repaint writes these alone:
   * on entry they are a few hundred of 65,536, so the scan skips four unseen tiles at a time.
   */
  exploredTiles(): { tiles: Int32Array; count: number } {
    const shown = this.shown;
    const words = new Uint32Array(shown.buffer, shown.byteOffset, shown.length >> 2);
    let list: Int32Array = this.exploredList;
    let count = 0;
    for (let word = 0; word < words.length; word++) {
      if (words[word] === 0) continue;
      if (list.length < count + 4) list = this.growExploredList(count + 4);
      for (let tile = word << 2, end = tile + 4; tile < end; tile++) if (shown[tile] !== Unseen) list[count++] = tile;
    }
    for (let tile = words.length << 2; tile < shown.length; tile++) {
      if (shown[tile] === Unseen) continue;
      if (list.length < count + 1) list = this.growExploredList(count + 1);
      list[count++] = tile;
    }
    return { tiles: list, count };
  }

  private growExploredList(needed: number): Int32Array {
    const list = new Int32Array(Math.min(this.shown.length, Math.max(needed, 2 * this.exploredList.length, 1024)));
    list.set(this.exploredList);
    this.exploredList = list;
    return list;
  }

  /** True when the tile (index) is in sight now. */
  inSight(tile: number): boolean {
    return this.shown[tile] === InSight;
  }

  /** True when the tile has ever been seen. */
  explored(tile: number): boolean {
    return this.shown[tile] !== Unseen;
  }

  exploredCount(): number {
    let count = 0;
    for (let tile = 0; tile < this.shown.length; tile++) if (this.shown[tile] !== Unseen) count++;
    return count;
  }

  /** The explored tiles as a bitset (bit i of byte i >> 3 for tile i), base64. */
  exploredBits(): string {
    const bytes = new Uint8Array((this.shown.length + 7) >> 3);
    const shown = this.shown;
    for (let tile = 0; tile < shown.length; tile++) if (shown[tile] !== Unseen) bytes[tile >> 3] |= 1 << (tile & 7);
    return encodeBase64(bytes);
  }

  /**
   * Takes the explored tiles from a saved bitset (nothing in sight until the next look).
   * Returns false, changing nothing, when the text is not a bitset of this field's size.
   */
  restore(bits: string): boolean {
    const bytes = decodeBase64(bits);
    if (!bytes || bytes.length !== (this.shown.length + 7) >> 3) return false;
    // Bits past the last tile must be clear: anything else is not a bitset this field wrote.
    const spare = this.shown.length & 7;
    if (spare !== 0 && bytes[bytes.length - 1] >> spare !== 0) return false;
    const shown = this.shown;
    for (let tile = 0; tile < shown.length; tile++) shown[tile] = (bytes[tile >> 3] >> (tile & 7)) & 1 ? Seen : Unseen;
    this.previousCount = 0;
    this.touchAll();
    return true;
  }

  private touchAll(): void {
    this.changedCount = 0;
    this.discoveredCount = 0;
    this.changedAll = true;
    this.revision++;
  }

  /** Room for a look that sees up to `tiles` tiles (grows with the radius, never per look). */
  private reserve(tiles: number): void {
    if (this.previous.length < tiles) {
      const previous = new Int32Array(tiles);
      previous.set(this.previous.subarray(0, this.previousCount));
      this.previous = previous;
    }
    if (this.changed.length < tiles + this.previousCount) this.changed = new Int32Array(2 * tiles);
    if (this.discovered.length < tiles) this.discovered = new Int32Array(tiles);
  }
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const VALUE_OF = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let i = 0; i < ALPHABET.length; i++) table[ALPHABET.charCodeAt(i)] = i;
  return table;
})();

/** True where a Uint32Array word holds its lowest byte first (every browser MZ runs in). */
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

/** The 32-bit word an RGBA pixel is in an ImageData's bytes, on this machine. */
export function pixelWord(r: number, g: number, b: number, a: number): number {
  return (LITTLE_ENDIAN ? (a << 24) | (b << 16) | (g << 8) | r : (r << 24) | (g << 16) | (b << 8) | a) >>> 0;
}

/** An ImageData's pixels as one word each (for whole-pixel writes and native fills), or null. */
export function pixelWords(data: Uint8ClampedArray): Uint32Array | null {
  return data.byteOffset % 4 === 0 ? new Uint32Array(data.buffer, data.byteOffset, data.length >> 2) : null;
}

/** The rectangle (in tiles) around `tiles[0..count)` (count ≥ 1): what a redraw of those tiles uploads. */
export function tilesBounds(tiles: Int32Array, count: number, width: number): { x: number; y: number; width: number; height: number } {
  const { left, top, right, bottom } = tileBounds(tiles, width, count);
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** Standard base64 with padding (no btoa: it works on strings of bytes, and this runs in Node too). */
export function encodeBase64(bytes: Uint8Array): string {
  let text = "";
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    text += ALPHABET[n >> 18] + ALPHABET[(n >> 12) & 63] + ALPHABET[(n >> 6) & 63] + ALPHABET[n & 63];
  }
  if (i < bytes.length) {
    const rest = bytes.length - i;
    const n = (bytes[i] << 16) | (rest > 1 ? bytes[i + 1] << 8 : 0);
    text += ALPHABET[n >> 18] + ALPHABET[(n >> 12) & 63] + (rest > 1 ? ALPHABET[(n >> 6) & 63] : "=") + "=";
  }
  return text;
}

/** The bytes of a padded base64 text, or null when it is not one. */
export function decodeBase64(text: unknown): Uint8Array | null {
  if (typeof text !== "string" || text.length % 4 !== 0) return null;
  const padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  let out = 0;
  for (let i = 0; i < text.length; i += 4) {
    let n = 0;
    for (let k = 0; k < 4; k++) {
      const code = text.charCodeAt(i + k);
      const isPad = code === 61 && i + k >= text.length - padding;
      const value = isPad ? 0 : code < 128 ? VALUE_OF[code] : -1;
      if (value < 0) return null;
      n = (n << 6) | value;
    }
    if (out < bytes.length) bytes[out++] = n >> 16;
    if (out < bytes.length) bytes[out++] = (n >> 8) & 255;
    if (out < bytes.length) bytes[out++] = n & 255;
  }
  return bytes;
}
