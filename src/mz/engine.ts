/**
 * The slice of RPG Maker MZ the plugin reads and extends, and the few types its parts share.
 * Every module of src/mz takes them from here, and this module imports none of them: so no part
 * of the plugin has to import the hooks (or any other part) back to learn what the engine is.
 * Everything is structural, so tests hand in doubles (test/mz/engine-double.ts).
 */
import type { DataMap, DataTileset, Game_Map, Game_Player } from "rmmz-types";
import type { Dungeon } from "../core";

/** Where a warning goes (the console, once per message: log.ts). */
export interface Logger {
  warn(message: string): void;
}

/** A warning about one map or one value, already knowing what it concerns. */
export type Warn = (message: string) => void;

/** $gameSystem as far as the plugin uses it: it keeps its memory there, so saves carry it (persistence.ts). */
export interface SaveHolder {
  _randomDungeons?: unknown;
}

/** The engine's $gameSelfSwitches, as far as the self-switch policy needs it (spawn.ts). */
export interface SelfSwitches {
  setValue(key: [number, number, string], value: boolean): void;
  /** The engine's reader (Game_SelfSwitches.value); optional here, so a stand-in without it still works. */
  value?(key: [number, number, string]): boolean;
}

/** The slice of the engine's globals the hooks read and extend (in the game: `window`). */
export interface Engine {
  /** loadDataFile (the engine's XHR loader) is used only to read a vault map. */
  DataManager: { loadMapData(mapId: number): void; onLoad(object: unknown): void; loadDataFile?(name: string, src: string): void };
  $dataMap: DataMap | null;
  $dataTilesets: (Pick<DataTileset, "tilesetNames"> | null)[];
  /** Which map ids exist (the editor's map list); absent in some test doubles. */
  $dataMapInfos?: unknown;
  $gameSystem: SaveHolder | null;
  $gameMap: Pick<Game_Map, "mapId" | "events">;
  $gamePlayer: Pick<Game_Player, "isTransferring" | "newMapId" | "x" | "y" | "locate"> & { _newX: number; _newY: number };
  /** Cleared for a map's events on a new dungeon, per the self-switch policy (spawn.ts). */
  $gameSelfSwitches?: SelfSwitches | null;
}

/**
 * Why the map is being loaded, which decides whether the dungeon is new:
 * - entry:  a transfer from another map (or a new game) — a new seed, setup will run;
 * - within: a transfer to this same map, incl. a reload after a project update — same seed
 *           (unless NextFloor / Regenerate asked for a new dungeon: then it is an entry);
 * - return: the menu, a battle or a load closed — same seed, events and player keep live positions.
 */
export type LoadReason = "entry" | "within" | "return";

/**
 * A dungeon just made for a freshly loaded map (painted, events and arrival placed), with the
 * settings it was made from. The settings' type is the hooks' to name (hooks.ts): a parameter
 * here keeps this module free of settings.ts, which itself needs the types above.
 */
export interface PreparedDungeon<Settings> {
  mapId: number;
  map: DataMap;
  dungeon: Dungeon;
  reason: LoadReason;
  settings: Settings;
}

/** What other parts of the plugin (fog, runs) subscribe to: called after each dungeon is prepared. */
export type PreparedListener<Settings> = (prepared: PreparedDungeon<Settings>) => void;

/** What the hooks hand back: a way to hear about each new dungeon. */
export interface DungeonHooks<Settings> {
  onPrepared(listener: PreparedListener<Settings>): void;
}

// ── display objects the fog and the minimap draw with ─────────────────────────────────────────

export interface ImageDataLike {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

export interface BitmapLike {
  readonly width: number;
  readonly height: number;
  /** The canvas 2D context (MZ's Bitmap.context); null where there is no canvas. */
  readonly context: {
    createImageData(width: number, height: number): ImageDataLike;
    putImageData(image: ImageDataLike, dx: number, dy: number, x?: number, y?: number, width?: number, height?: number): void;
  } | null;
  readonly baseTexture?: { update(): void } | null;
  smooth: boolean;
  fillRect(x: number, y: number, width: number, height: number, color: string): void;
}

export interface SpriteLike {
  x: number;
  y: number;
  visible: boolean;
  opacity: number;
  readonly scale: { x: number; y: number };
  readonly bitmap: BitmapLike | null;
  addChild(child: SpriteLike): unknown;
  /** The part of the bitmap shown, in its pixels (MZ's Sprite.setFrame). */
  setFrame(x: number, y: number, width: number, height: number): void;
}

/** MZ's Sprite and Bitmap classes, as the fog and the minimap construct them. */
export interface DisplayClasses {
  Sprite: new (bitmap?: BitmapLike) => SpriteLike;
  Bitmap: new (width: number, height: number) => BitmapLike;
}
