/**
 * The one contract every layout algorithm follows (docs: design.md, "One contract for every
 * layout"). An algorithm carves floor into an all-void grid and reports what it carved as a
 * `Layout`: areas, which area each tile belongs to, and the openings where areas meet. Walls,
 * placement, content, painting, previews and metrics read only this — never an algorithm's own
 * fields — so a new algorithm is one file plus one line in the registry (layout/index.ts).
 */
import type { Grid, Rect } from "../grid";
import type { RangeTable } from "../options";
import type { Random } from "../random";

/** What an area is, as the algorithms name them; content and metrics may weigh kinds differently. */
export type AreaKind = "room" | "corridor" | "cave" | "tunnel" | "circle" | "ellipse" | "polygon" | "vault" | "crossroads";

export interface Area {
  /** Index in `Layout.areas`. */
  id: number;
  kind: AreaKind;
  /** Bounding rectangle of the area's floor tiles. */
  bounds: Rect;
  /** How many floor tiles the area owns. */
  size: number;
}

/** How two areas meet: an open passage, a doorway for a door event, or a hidden doorway. */
export type OpeningKind = "open" | "door" | "secret";

export interface Opening {
  /** A floor tile on the boundary (y * width + x), in `from`, 4-adjacent to a tile of `to`. */
  tile: number;
  from: number;
  to: number;
  kind: OpeningKind;
}

/**
 * Drawing hints for previews, in tile coordinates: outlines (the cells of `cells`), lines between
 * tile centres (links, x0 y0 x1 y1 flattened) and marked tiles (the digger's open marks). Tools draw
 * them without knowing which algorithm made them.
 */
export interface LayoutOverlay {
  boxes: Rect[];
  lines: number[];
  marks: number[];
  /**
   * Optional, per tile: which generation of builders laid the wall there (generation + 1; 255 a
   * wall painted on the map; 0 not a laid wall). The crawlers fill it for the "generations" view.
   */
  generations?: Uint8Array;
}

export interface Layout {
  /** The algorithm's name, as in `<Dungeon Layout: NAME>`. */
  algorithm: string;
  areas: Area[];
  /** Per tile: area id + 1; 0 where the tile is not floor. */
  areaOf: Uint16Array;
  openings: Opening[];
  overlay: LayoutOverlay;
}

/** A prefab painted by the game maker (a vault): its own small grid of tile kinds and connection points. */
export interface Prefab {
  name: string;
  width: number;
  height: number;
  /** TileKind per tile (Void outside the shape, Room floor, Wall). */
  kinds: Uint8Array;
  /** Tiles (y * width + x) on the prefab's edge where it may join the rest of the dungeon. */
  connections: number[];
}

/** What the game maker painted on the dungeon map itself, per tile (StructureMark values). */
export const enum StructureMark {
  None = 0,
  /** Painted floor that stays floor (rooms, story spots, "no walls here" zones). */
  Floor = 1,
  /** A painted structural wall that stays solid. */
  Wall = 2,
}

/** What an algorithm may read besides its numeric options. */
export interface LayoutInput {
  prefabs: readonly Prefab[];
  /** Per tile a StructureMark (width * height entries), or null when nothing was painted. Layouts that do not use it ignore it. */
  structure?: Uint8Array | null;
}

/** Called after each named stage with the layout so far (for step-by-step previews). */
export type StepListener = (step: string, layout: Layout) => void;

/** Every option is a whole number with a documented default and range, as the note tags give them. */
export type NumericOptions = { [key: string]: number };

export interface LayoutAlgorithm<O extends { [K in keyof O]: number } = NumericOptions> {
  /** The value of `<Dungeon Layout: NAME>`. */
  readonly name: string;
  /** One line for help texts and tool listings. */
  readonly summary: string;
  readonly defaults: Readonly<O>;
  readonly ranges: Readonly<RangeTable<O>>;
  /** The stage names `carve` reports to a StepListener, in order. */
  readonly steps: readonly string[];
  /** Fixes, in place, option combinations that cannot hold; one message per change. */
  fitOptions(options: O): string[];
  /** Why a map of this size cannot hold this layout, or null when it can. */
  checkSize(width: number, height: number, options: O): string | null;
  /**
   * Carves floor (TileKind.Room / Corridor) into `grid`, all void on entry, keeping
   * wallHeight + 1 rows of non-floor between floor tiles of one column (invariant 6) and all floor
   * 4-connected (invariant 1). Walls are added afterwards by the shared rule.
   */
  carve(grid: Grid, options: O, random: Random, input: LayoutInput, onStep?: StepListener): Layout;
}
