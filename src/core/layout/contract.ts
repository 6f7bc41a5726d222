/**
 * The one contract every layout algorithm follows (docs/architecture.md, "The layout
 * contract"). An algorithm carves floor into an all-void grid and reports what it carved as a
 * `Layout`: areas, which area each tile belongs to, and the openings where areas meet. Walls,
 * placement, content, painting, previews and metrics read only this — never an algorithm's own
 * fields — so a new algorithm is one folder plus one line in the registry (layout/index.ts).
 */
import type { Grid, Rect } from "../grid";
import type { OptionSpec, RangeTable, Texts } from "../options";
import type { Random } from "../random";

/** What an area is, as the algorithms name them; content and metrics may weigh kinds differently. */
export type AreaKind = "room" | "corridor" | "cave" | "tunnel" | "circle" | "ellipse" | "polygon" | "vault" | "crossroads" | "piece";

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
  /**
   * Per entry of LayoutInput.sites, the top-left tile (y * width + x) of a rectangle of that size
   * the layout left for the set piece: every tile in it non-floor, all of it inside the layout's
   * frame (kit/frame.ts regionOf), with the layout's floor near its sides; −1 where it left none.
   * Absent when the layout leaves no sites (the set-piece stage then finds every site itself).
   */
  sites?: Int32Array;
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

/**
 * The rectangle a set piece needs (src/core/pieces.ts): the piece and its margin, one column left
 * and right and wallHeight + 1 rows above and below, all of which stays void around the piece.
 */
export interface SiteSize {
  width: number;
  height: number;
}

/** What an algorithm may read besides its numeric options. */
export interface LayoutInput {
  prefabs: readonly Prefab[];
  /** Per tile a StructureMark (width * height entries), or null when nothing was painted. Layouts that do not use it ignore it. */
  structure?: Uint8Array | null;
  /**
   * The sites of the set pieces this dungeon will hold, in the order they are placed (required
   * pieces first). A layout may leave room for them as it carves (Layout.sites): a cell left out of
   * its graph, a room of its chain not carved, so no floor is carved there only to be erased and
   * joined again round the site. A layout that ignores them leaves the whole search to the set-piece
   * stage. Absent or empty: the layout carves exactly as without pieces.
   */
  sites?: readonly SiteSize[];
}

/** Called after each named stage with the layout so far (for step-by-step previews). */
export type StepListener = (step: string, layout: Layout) => void;

/** The texts a layout shows in the Plugin Manager: its entry in the Layout choice and its group heading. */
export interface LayoutTexts {
  choice: { en: string; ja: string };
  heading: { en: Texts; ja: Texts };
}

/**
 * What a layout reads from the map besides its options: nothing, the prefabs (vaults the game
 * maker drew, LayoutInput.prefabs) or the painted structure (LayoutInput.structure). The plugin
 * reads only what the layout declares here, whichever layout it is.
 */
export type LayoutReads = "nothing" | "prefabs" | "structure";

/**
 * Named sets of option values a game maker picks by name (<Dungeon Crawler Style: halls>). An
 * option a map's note tag sets, or a parameter changed from its default, wins over the preset.
 */
export interface LayoutPresets<O> {
  /** The option-like key of the choice (the parameter is the layout's prefix + Key). */
  key: string;
  /** The preset used when none is chosen. */
  default: string;
  en: Texts;
  ja: Texts;
  /** Extra note-tag names, without "Dungeon". */
  tags?: readonly string[];
  choices: readonly { value: string; en: string; ja: string; options: Readonly<Partial<O>> }[];
}

/** Every option is a whole number with a documented default and range, as the note tags give them. */
export type NumericOptions = { [key: string]: number };

export interface LayoutAlgorithm<O extends { [K in keyof O]: number } = NumericOptions> {
  /** The value of `<Dungeon Layout: NAME>`. */
  readonly name: string;
  /** One line for help texts and tool listings. */
  readonly summary: string;
  /** Its Plugin Manager texts (the Layout choice's entry, its group heading). */
  readonly texts: LayoutTexts;
  /**
   * The options, declared once: key, default, range, texts (src/header/parameter-table.ts makes
   * the plugin parameters from them). `defaults` and `ranges` are derived from this list.
   */
  readonly options: readonly OptionSpec[];
  /**
   * What the option parameters' names start with: a parameter is prefix + Key
   * ("digger" + "caveChance" → diggerCaveChance). Empty for cells, whose parameters predate layouts.
   */
  readonly parameterPrefix: string;
  /** What the layout reads from the map besides its options. */
  readonly reads: LayoutReads;
  /**
   * False when these options make no use of what the layout reads (the digger with Vault Chance
   * 0): the plugin then does not load it. Absent: the input is always used.
   */
  usesInput?(options: O): boolean;
  /** Named option sets, when the layout has any. */
  readonly presets?: LayoutPresets<O>;
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
  /**
   * Why some of what the map gave (LayoutInput) cannot be used on a map of this size with these
   * options: one message each (a vault larger than the map). Absent when the layout reads nothing.
   */
  inputProblems?(input: LayoutInput, width: number, height: number, options: O): string[];
}
