/**
 * Fog of war on dungeon maps (`<Dungeon Fog: 6>` or the Fog Radius parameter): tiles never seen
 * are black, tiles seen before are dimmed and show no events, tiles in sight are clear. Sight is
 * src/core/sight.ts (symmetric shadowcasting) from the player's tile on the dungeon's grid.
 *
 * Drawing (docs/architecture.md, "Content, runs and fog"): one bitmap at one pixel per tile, black with the tile's
 * fog as alpha, scaled by the tile size with linear filtering (soft edges) over the tilemap. After
 * a step only the tiles whose state changed are written, and only their bounding rectangle is
 * uploaded; while the player stands still nothing is computed or drawn. Events on tiles out of
 * sight are hidden by their sprites (Sprite_Character.updateVisibility, aliased).
 *
 * Saved: the explored tiles of the current dungeon as a bitset in base64, with the dungeon's seed
 * and size, in $gameSystem._randomDungeons.explored[mapId]; written when the game is saved
 * (Game_System.onBeforeSave, aliased). The menu and battles keep the live field; a load reads the
 * save's; a new dungeon (a real entry, or another seed) starts unexplored. What is read from a
 * save is checked: anything unusable gives one warning and an unexplored fog.
 *
 * Nothing is added on maps that are not dungeons or have no fog.
 */
import { FogField, Unseen, pixelWord, pixelWords, tilesBounds } from "./fog-field";
import { MinimapCorner, MinimapView } from "./minimap";
import { dungeonMemory } from "./persistence";
import { NoteMeta, ParameterValues, mapNoteMeta, normalizeTagName, pluginSettings } from "./settings";
import { PLUGIN_NAME, showValue } from "./log";
import type { BitmapLike, DisplayClasses, DungeonHooks, ImageDataLike, Logger, PreparedDungeon, SaveHolder, SpriteLike } from "./engine";
import type { DungeonSettings, FogSettings } from "./settings";
import { Surface, Surfaces } from "./surfaces";
import { timeStage } from "./load-timing";

/** The largest sight radius a command or a variable may set (the parameter's maximum too). */
export const MAX_FOG_RADIUS = 64;

// ---------------------------------------------------------------------------------------------
// The slice of the engine the fog uses (in the game: window). Display objects are structural so
// tests can hand in doubles.

interface CharacterLike {
  x: number;
  y: number;
}

/** MZ's Tilemap, as far as the fog uses it: a repaint of the spots on screen at the next render. */
interface TilemapLike {
  refresh(): void;
  [FOG_KEY]?: FogView;
}

interface SpritesetLike {
  _baseSprite?: SpriteLike;
  _tilemap?: TilemapLike;
  addChild(child: SpriteLike): unknown;
  [FOG_KEY]?: FogView;
  [MINIMAP_KEY]?: MinimapView;
}

type Method = (...args: unknown[]) => unknown;

export interface FogEngine extends DisplayClasses {
  $dataMap: unknown;
  $gameSystem: SaveHolder | null;
  $gameMap: {
    mapId(): number;
    displayX(): number;
    displayY(): number;
    tileWidth(): number;
    tileHeight(): number;
    parallaxName?(): string;
    events(): (CharacterLike & { eventId(): number })[];
  };
  $gamePlayer: CharacterLike;
  $gameVariables?: { value(variableId: number): unknown } | null;
  $gameMessage?: { isBusy(): boolean } | null;
  Game_System?: { prototype: Record<string, unknown> };
  Game_Event?: abstract new (...args: never[]) => unknown;
  Spriteset_Map?: { prototype: Record<string, unknown> };
  Sprite_Character?: { prototype: Record<string, unknown> };
  Tilemap?: { prototype: Record<string, unknown> };
  Graphics?: { width: number; height: number };
  /** touchUI: the menu button is shown (top or bottom right), so the minimap keeps clear of it. */
  ConfigManager?: { touchUI?: boolean };
  Input?: { keyMapper: Record<number, string>; isTriggered(keyName: string): boolean };
  PluginManager?: { registerCommand(pluginName: string, commandName: string, func: (args: Record<string, unknown>) => void): void };
}

const FOG_KEY = "_randomDungeonsFog";
/** The height of MZ's button area (Scene_Base.buttonAreaHeight). */
const MENU_BUTTON_AREA = 52;
const MINIMAP_KEY = "_randomDungeonsMinimap";
/** The Input name given to the minimap key when the game does not use that key yet. */
export const MINIMAP_INPUT = "randomDungeonsMinimap";

// ---------------------------------------------------------------------------------------------
// Saved state

/** The explored tiles of one dungeon, as saved. */
export interface ExploredRecord {
  seed: number;
  width: number;
  height: number;
  /** Bitset of explored tiles (FogField.exploredBits), base64. */
  bits: string;
}

/** What the commands set, kept in saves. */
export interface SightSettings {
  /** 0 = each map's own Fog Radius. */
  radius: number;
  /** A game variable the radius follows (0 = none). */
  variable: number;
  minimapHidden: boolean;
}

export interface FogMemory {
  explored: Record<string, unknown>;
  sight: SightSettings;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

/** The fog's part of $gameSystem._randomDungeons, made or repaired (one warning per repair). */
export function fogMemory(gameSystem: SaveHolder, warn: (message: string) => void): FogMemory {
  const memory = dungeonMemory(gameSystem, warn) as unknown as Partial<FogMemory> & Record<string, unknown>;
  if (!isRecord(memory.explored)) {
    if (memory.explored !== undefined) warn(`the saved explored tiles ($gameSystem._randomDungeons.explored = ${showValue(memory.explored)}) are not a table; the fog starts unexplored`);
    memory.explored = {};
  }
  const sight = memory.sight as unknown;
  if (!isRecord(sight) || !isWhole(sight.radius, 0, MAX_FOG_RADIUS) || !isWhole(sight.variable, 0, 9999) || typeof sight.minimapHidden !== "boolean") {
    if (sight !== undefined) warn(`the saved sight settings ($gameSystem._randomDungeons.sight = ${showValue(sight)}) are not valid; using each map's Fog Radius and showing the minimap`);
    memory.sight = { radius: 0, variable: 0, minimapHidden: false };
  }
  return memory as FogMemory;
}

// ---------------------------------------------------------------------------------------------
// Drawing the fog

/** The fog's alpha for each tile state: never seen, seen before (dim), in sight. */
function fogAlphas(dim: number): Uint8Array {
  return Uint8Array.of(255, dim, 0);
}

/** The never-seen colour: opaque black, as a canvas fill. */
const UNSEEN_FILL = "#000000";

/** What the fog view needs of the screen: its size, and whether anything shows under the tilemap. */
export interface FogScreen {
  width: number;
  height: number;
  /** A parallax is shown under the tilemap, so a spot the tilemap leaves out is not black by itself. */
  backdrop: boolean;
}

/** FogView.alphaRange: a tile whose 3×3 pixels are all opaque, all clear, or anything else. */
const MIXED = 0;
const OPAQUE_ALL_ROUND = 1;
const CLEAR_ALL_ROUND = 2;

const DEFAULT_SCREEN: FogScreen = { width: 816, height: 624, backdrop: false };

/**
 * The fog over the tilemap: one pixel per tile, scaled to the tile size, moved with the map.
 *
 * In software rendering each full-screen layer costs a large share of a frame, so the fog is not
 * one sprite over the whole screen: it is drawn as strips (one sprite per run of tiles in a row of
 * the screen, each showing its part of the one bitmap) over the tiles where it shows, and left
 * out where it changes nothing — tiles in sight (clear all round) and tiles under opaque black,
 * which the tilemap does not draw either (`covers`; the spriteset's black screen shows there).
 * With a parallax under the tilemap the black tiles get their strips too. Where strips are drawn,
 * the picture is the same as the whole sprite's: the linear filter still reads the neighbours.
 */
export class FogView {
  /** Holds the strips; placed at the map's scroll. */
  readonly sprite: SpriteLike;
  readonly bitmap: BitmapLike;
  private readonly image: ImageDataLike | null;
  private readonly alphas: Uint8Array;
  private readonly strips: SpriteLike[] = [];
  /** The tiles each strip covers (its frame in the bitmap). */
  private readonly stripTiles: { x: number; y: number; width: number }[] = [];
  private stripsShown = 0;
  private revision = -1;
  private originX = NaN;
  private originY = NaN;
  /** The screen's first tile column and row the strips were laid out for, and whether they are stale. */
  private windowX = NaN;
  private windowY = NaN;
  private stale = true;
  private readonly screen: FogScreen;

  constructor(
    private readonly display: DisplayClasses,
    private readonly field: FogField,
    dim: number,
    private readonly tileWidth: number,
    private readonly tileHeight: number,
    screen: Partial<FogScreen> = {},
    surface: Surface = new Surfaces(display).take("fog", field.width, field.height, true),
  ) {
    this.screen = { ...DEFAULT_SCREEN, ...screen };
    // A kept surface needs nothing cleared: the first paint writes every pixel of both.
    this.bitmap = surface.bitmap;
    this.bitmap.smooth = true;
    this.image = surface.image;
    this.alphas = fogAlphas(dim);
    this.sprite = new display.Sprite();
  }

  /**
   * Redraws what changed since this view last looked at the field (nothing if nothing did); true
   * when it drew, so the tilemap repaints its spots by the new picture (`covers`).
   */
  sync(): boolean {
    const field = this.field;
    if (this.revision === field.revision || !this.image) return false;
    if (field.changedAll || this.revision !== field.revision - 1) this.paintAll();
    else this.paint(field.changed, field.changedCount);
    this.revision = field.revision;
    this.stale = true;
    return true;
  }

  /** Whether a parallax shows under the tilemap (the strips then cover the black tiles too). */
  setBackdrop(backdrop: boolean): void {
    if (backdrop === this.screen.backdrop) return;
    this.screen.backdrop = backdrop;
    this.stale = true;
  }

  /**
   * True when the fog as drawn is opaque over all of tile (x, y): the tile's pixel and its eight
   * neighbours' are opaque. The linear filter blends a tile's pixel only with its neighbours', so
   * nothing under such a tile shows, and the tilemap need not draw it (MZ draws every spot on
   * screen each frame: in software rendering most of a frame's cost). Off the map, or before the
   * first paint: false.
   */
  covers(x: number, y: number): boolean {
    return this.alphaRange(x, y) === OPAQUE_ALL_ROUND;
  }

  /** Follows the map's scroll as the tilemap does (its origin rounded up); lays the strips out again when the screen's first tile or the fog changed. */
  place(originX: number, originY: number): void {
    if (originX === this.originX && originY === this.originY && !this.stale) return;
    this.originX = originX;
    this.originY = originY;
    const left = Math.ceil(originX);
    const top = Math.ceil(originY);
    this.sprite.x = -left;
    this.sprite.y = -top;
    const windowX = Math.floor(left / this.tileWidth);
    const windowY = Math.floor(top / this.tileHeight);
    if (windowX === this.windowX && windowY === this.windowY && !this.stale) return;
    this.windowX = windowX;
    this.windowY = windowY;
    this.stale = false;
    this.layOutStrips();
  }

  /** The strips shown now, each as the tiles it covers (for tests and the e2e): x, y, width in tiles. */
  shownStrips(): { x: number; y: number; width: number }[] {
    return this.stripTiles.slice(0, this.stripsShown).map((strip) => ({ ...strip }));
  }

  /** One strip per run of tiles in each row of the screen (and a tile beyond it all round) where the fog shows. */
  private layOutStrips(): void {
    const { width, height } = this.field;
    // The screen's tiles and one more all round, as the tilemap paints a margin: a screen shake
    // moves the base sprite a few pixels and shows it.
    const columns = Math.ceil(this.screen.width / this.tileWidth) + 1;
    const rows = Math.ceil(this.screen.height / this.tileHeight) + 1;
    const firstX = Math.max(0, this.windowX - 1);
    const lastX = Math.min(width, this.windowX + columns + 1);
    const firstY = Math.max(0, this.windowY - 1);
    const lastY = Math.min(height, this.windowY + rows + 1);
    let used = 0;
    for (let y = firstY; y < lastY; y++) {
      let runStart = -1;
      for (let x = firstX; x <= lastX; x++) {
        const shows = x < lastX && this.fogShows(x, y);
        if (shows && runStart < 0) runStart = x;
        else if (!shows && runStart >= 0) {
          this.showStrip(used++, runStart, y, x - runStart);
          runStart = -1;
        }
      }
    }
    for (let i = used; i < this.stripsShown; i++) this.strips[i].visible = false;
    this.stripsShown = used;
  }

  /** The fog changes what tile (x, y) shows: not clear all round, and not opaque all round over a black screen. */
  private fogShows(x: number, y: number): boolean {
    if (!this.image) return true;
    const range = this.alphaRange(x, y);
    return range !== CLEAR_ALL_ROUND && (range !== OPAQUE_ALL_ROUND || this.screen.backdrop);
  }

  /** OPAQUE_ALL_ROUND or CLEAR_ALL_ROUND when the tile's and its neighbours' pixels are all one of those, else MIXED. */
  private alphaRange(x: number, y: number): number {
    const { width, height } = this.field;
    if (this.revision < 0 || !this.image || x < 0 || y < 0 || x >= width || y >= height) return MIXED;
    const data = this.image.data;
    const left = x > 0 ? x - 1 : x;
    const right = x < width - 1 ? x + 1 : x;
    const top = y > 0 ? y - 1 : y;
    const bottom = y < height - 1 ? y + 1 : y;
    const first = data[(y * width + x) * 4 + 3];
    if (first !== 0 && first !== 255) return MIXED;
    for (let row = top; row <= bottom; row++) {
      for (let column = left; column <= right; column++) if (data[(row * width + column) * 4 + 3] !== first) return MIXED;
    }
    return first === 255 ? OPAQUE_ALL_ROUND : CLEAR_ALL_ROUND;
  }

  private showStrip(index: number, x: number, y: number, length: number): void {
    let strip = this.strips[index];
    if (!strip) {
      strip = new this.display.Sprite(this.bitmap);
      strip.scale.x = this.tileWidth;
      strip.scale.y = this.tileHeight;
      this.strips.push(strip);
      this.stripTiles.push({ x, y, width: length });
      this.sprite.addChild(strip);
    }
    const tiles = this.stripTiles[index];
    tiles.x = x;
    tiles.y = y;
    tiles.width = length;
    strip.setFrame(x, y, length, 1);
    strip.x = x * this.tileWidth;
    strip.y = y * this.tileHeight;
    strip.visible = true;
  }

  /**
   * Every tile. The image is filled with the never-seen pixel natively and only the explored
   * tiles are written; the first paint (a blank canvas) fills the canvas black the same way and
   * uploads only the explored tiles' rectangle — on entry a few hundred pixels of 65,536. Later
   * whole repaints (RevealMap, a missed look) upload the whole image.
   */
  private paintAll(): void {
    const { shown, width, height } = this.field;
    const image = this.image!;
    const data = image.data;
    const words = pixelWords(data);
    const { tiles, count } = this.field.exploredTiles();
    if (words) {
      const stateWords = Uint32Array.from(this.alphas, (alpha) => pixelWord(0, 0, 0, alpha));
      words.fill(stateWords[Unseen]);
      for (let i = 0; i < count; i++) words[tiles[i]] = stateWords[shown[tiles[i]]];
    } else {
      for (let tile = 0; tile < shown.length; tile++) data[tile * 4 + 3] = this.alphas[shown[tile]];
    }
    const context = this.bitmap.context!;
    if (this.revision === -1) {
      this.bitmap.fillRect(0, 0, width, height, UNSEEN_FILL);
      if (count > 0) {
        const rect = tilesBounds(tiles, count, width);
        context.putImageData(image, 0, 0, rect.x, rect.y, rect.width, rect.height);
      }
    } else {
      context.putImageData(image, 0, 0);
    }
    this.bitmap.baseTexture?.update();
  }

  private paint(tiles: Int32Array, count: number): void {
    if (count === 0) return;
    const { shown, width } = this.field;
    const data = this.image!.data;
    for (let i = 0; i < count; i++) data[tiles[i] * 4 + 3] = this.alphas[shown[tiles[i]]];
    const rect = tilesBounds(tiles, count, width);
    this.bitmap.context!.putImageData(this.image!, 0, 0, rect.x, rect.y, rect.width, rect.height);
    this.bitmap.baseTexture?.update();
  }
}

// ---------------------------------------------------------------------------------------------
// The controller: one per game, holding the current dungeon's field

/** Fog settings of the current map, as the controller keeps them. */
interface MapFog {
  radius: number;
  dim: number;
  corner: MinimapCorner | "off";
  scale: number;
  opacity: number;
}

function mapFog(fog: FogSettings): MapFog {
  return { radius: fog.radius, dim: fog.dimOpacity, corner: fog.minimapCorner, scale: fog.minimapScale, opacity: fog.minimapOpacity };
}

/** True when an event's note holds <Dungeon Role: Stairs> (the content feature's stairs). */
function isStairsEvent(data: unknown): boolean {
  if (!isRecord(data)) return false;
  const meta: NoteMeta = mapNoteMeta(data);
  for (const key of Object.keys(meta)) {
    const value = meta[key];
    if (normalizeTagName(key) === "dungeonrole" && typeof value === "string" && value.trim().toLowerCase() === "stairs") return true;
  }
  return false;
}

export class FogController {
  field: FogField | null = null;
  private map: unknown = null;
  private mapId = 0;
  private seed = -1;
  private gameSystem: SaveHolder | null = null;
  private settings: MapFog | null = null;
  /** The views' bitmaps, kept from one map scene to the next (surfaces.ts). */
  private readonly surfaces: Surfaces;
  private lastX = NaN;
  private lastY = NaN;
  private lastRadius = NaN;
  private sightOwner: SaveHolder | null = null;
  private sight: SightSettings | null = null;
  private minimapKey = "";
  private stairs: CharacterLike[] = [];

  constructor(
    private readonly engine: FogEngine,
    private readonly log: Logger,
  ) {
    this.surfaces = new Surfaces(engine);
  }

  /** True when the map on screen is the dungeon this controller holds, with fog. */
  active(): boolean {
    return this.field !== null && this.engine.$dataMap === this.map && this.map !== null;
  }

  /** A dungeon was just prepared (hooks' onPrepared): keep, restore or start its explored tiles. */
  prepare(prepared: PreparedDungeon<DungeonSettings>): void {
    const settings = mapFog(prepared.settings.fog);
    const gameSystem = this.engine.$gameSystem;
    if (settings.radius <= 0 || !gameSystem) {
      this.field = null;
      this.map = null;
      return;
    }
    const { mapId, map, dungeon, reason } = prepared;
    const warn = (message: string) => this.log.warn(`Map ${mapId}: ${message}`);
    const memory = fogMemory(gameSystem, warn);
    const same =
      this.field !== null &&
      reason !== "entry" &&
      this.gameSystem === gameSystem &&
      this.mapId === mapId &&
      this.seed === dungeon.seed &&
      this.field.width === dungeon.width &&
      this.field.height === dungeon.height;
    if (same) {
      // The menu, a battle, a same-map transfer: the same dungeon again, the live field stays.
      this.field!.grid = dungeon.grid;
    } else {
      this.field = new FogField(dungeon.grid, this.field);
      if (reason === "entry") {
        // A new dungeon: what was explored elsewhere is of no use any more (every re-entry is new).
        for (const key of Object.keys(memory.explored)) delete memory.explored[key];
      } else {
        this.restore(memory, mapId, dungeon.seed, warn);
      }
    }
    this.map = map;
    this.mapId = mapId;
    this.seed = dungeon.seed;
    this.gameSystem = gameSystem;
    this.settings = settings;
    this.lastX = NaN;
    this.lastRadius = NaN;
  }

  private restore(memory: FogMemory, mapId: number, seed: number, warn: (message: string) => void): void {
    const field = this.field!;
    const record = memory.explored[String(mapId)];
    if (record === undefined) return;
    const valid =
      isRecord(record) && isWhole(record.seed, 0, 0xffffffff) && isWhole(record.width, 1, 4096) && isWhole(record.height, 1, 4096) && typeof record.bits === "string";
    if (valid && (record.seed !== seed || record.width !== field.width || record.height !== field.height)) {
      // Another dungeon's tiles (an older floor of this map): not an error, just not ours.
      delete memory.explored[String(mapId)];
      return;
    }
    const where = `$gameSystem._randomDungeons.explored["${mapId}"]`;
    if (!valid) {
      warn(`the saved explored tiles (${where} = ${showValue(record)}) are not valid; the fog starts unexplored`);
      delete memory.explored[String(mapId)];
    } else if (!field.restore(record.bits as string)) {
      warn(`the saved explored tiles (${where}.bits = ${showValue(record.bits)}) are not a base64 bitset of a ${field.width}x${field.height} map; the fog starts unexplored`);
      delete memory.explored[String(mapId)];
    }
  }

  /** Writes the live explored tiles into the save object (before a save). */
  flush(gameSystem: SaveHolder): void {
    // Only while the dungeon is the map in play (the menu's save included): a dungeon left
    // behind is made anew on re-entry, so its tiles are not worth saving.
    const field = this.field;
    if (!field || !this.active() || gameSystem !== this.gameSystem) return;
    const memory = fogMemory(gameSystem, (message) => this.log.warn(message));
    const record: ExploredRecord = { seed: this.seed, width: field.width, height: field.height, bits: field.exploredBits() };
    memory.explored[String(this.mapId)] = record;
  }

  /** The command settings of the running game (validated once per $gameSystem). */
  sightSettings(): SightSettings | null {
    const gameSystem = this.engine.$gameSystem;
    if (!gameSystem) return null;
    if (this.sightOwner !== gameSystem || this.sight !== (gameSystem._randomDungeons as Partial<FogMemory> | undefined)?.sight) {
      this.sight = fogMemory(gameSystem, (message) => this.log.warn(message)).sight;
      this.sightOwner = gameSystem;
    }
    return this.sight;
  }

  /** The radius in force: a command's variable or number, else the map's Fog Radius. */
  radius(): number {
    const sight = this.sightSettings();
    const base = this.settings?.radius ?? 0;
    if (!sight) return base;
    if (sight.variable > 0) {
      const value = Number(this.engine.$gameVariables?.value(sight.variable));
      return Number.isFinite(value) ? Math.max(1, Math.min(MAX_FOG_RADIUS, Math.floor(value))) : 1;
    }
    return sight.radius > 0 ? sight.radius : base;
  }

  /** Before the spriteset updates: a new look only when the player's tile or the radius changed. */
  look(): void {
    if (!this.active()) return;
    const player = this.engine.$gamePlayer;
    const radius = this.radius();
    if (player.x === this.lastX && player.y === this.lastY && radius === this.lastRadius) return;
    this.lastX = player.x;
    this.lastY = player.y;
    this.lastRadius = radius;
    this.field!.look(player.x, player.y, radius);
  }

  /** True when a character's sprite must be hidden: an event on a tile out of sight. */
  hides(character: unknown): boolean {
    if (!this.active()) return false;
    const eventClass = this.engine.Game_Event;
    if (!eventClass || !(character instanceof eventClass)) return false;
    const { x, y } = character as CharacterLike;
    const field = this.field!;
    if (!(x >= 0 && y >= 0 && x < field.width && y < field.height)) return false;
    return !field.inSight(y * field.width + Math.floor(x));
  }

  /** The fog sprite, over the tilemap and its characters (Spriteset_Map.createLowerLayer). */
  attachFog(spriteset: SpritesetLike): void {
    if (this.active()) timeStage("fog sprite", () => this.addFogView(spriteset));
  }

  private addFogView(spriteset: SpritesetLike): void {
    const map = this.engine.$gameMap;
    const { width, height } = this.engine.Graphics ?? DEFAULT_SCREEN;
    const field = this.field!;
    const surface = this.surfaces.take("fog", field.width, field.height, true);
    const view = new FogView(this.engine, field, this.settings!.dim, map.tileWidth(), map.tileHeight(), { width, height, backdrop: this.parallaxShown() }, surface);
    (spriteset._baseSprite ?? spriteset).addChild(view.sprite);
    spriteset[FOG_KEY] = view;
    // The tilemap leaves out the spots the fog covers black (the Tilemap._addSpot alias).
    if (spriteset._tilemap) spriteset._tilemap[FOG_KEY] = view;
  }

  /** The minimap, above pictures and the timer (Spriteset_Map.createUpperLayer). */
  attachMinimap(spriteset: SpritesetLike): void {
    if (this.active() && this.settings!.corner !== "off") timeStage("minimap sprite", () => this.addMinimapView(spriteset));
  }

  private addMinimapView(spriteset: SpritesetLike): void {
    const field = this.field!;
    const { corner, scale, opacity } = this.settings!;
    const { width, height } = this.engine.Graphics ?? { width: 816, height: 624 };
    const buttonInset = this.engine.ConfigManager?.touchUI ? MENU_BUTTON_AREA : 0;
    this.findStairs();
    const view = new MinimapView(this.engine, field, { corner: corner as MinimapCorner, scale, opacity }, { width, height, buttonInset }, this.stairs.length, this.surfaces);
    view.root.visible = !this.sightSettings()?.minimapHidden;
    spriteset.addChild(view.root);
    spriteset[MINIMAP_KEY] = view;
  }

  /** After the spriteset updated: redraw what changed, follow the scroll, the minimap key. */
  sync(spriteset: SpritesetLike): void {
    const fog = spriteset[FOG_KEY];
    if (!fog || !this.active()) return;
    const map = this.engine.$gameMap;
    if (fog.sync()) spriteset._tilemap?.refresh();
    fog.setBackdrop(this.parallaxShown());
    fog.place(map.displayX() * map.tileWidth(), map.displayY() * map.tileHeight());
    const minimap = spriteset[MINIMAP_KEY];
    if (!minimap) return;
    if (this.minimapKey && this.engine.Input?.isTriggered(this.minimapKey) && !this.engine.$gameMessage?.isBusy()) this.setMinimap("toggle");
    const sight = this.sightSettings();
    minimap.root.visible = !sight?.minimapHidden;
    if (!minimap.root.visible) return;
    const player = this.engine.$gamePlayer;
    const field = this.field!;
    const playerTile = player.x >= 0 && player.y >= 0 && player.x < field.width && player.y < field.height ? player.y * field.width + player.x : -1;
    minimap.sync(playerTile, () => this.stairsTiles());
  }

  /** The map shows a parallax under its tilemap (Spriteset_Map draws one when it has a name). */
  private parallaxShown(): boolean {
    const name = this.engine.$gameMap.parallaxName?.();
    return typeof name === "string" && name !== "";
  }

  /** The events whose note holds <Dungeon Role: Stairs>, found when the minimap is made. */
  private findStairs(): void {
    const events = isRecord(this.engine.$dataMap) ? this.engine.$dataMap.events : null;
    this.stairs = Array.isArray(events) ? this.engine.$gameMap.events().filter((event) => isStairsEvent(events[event.eventId()])) : [];
  }

  /** The stairs' tiles now (read after each step: they may be moved by other plugins). */
  stairsTiles(): number[] {
    const field = this.field;
    if (!field) return [];
    const tiles: number[] = [];
    for (const event of this.stairs) {
      if (event.x >= 0 && event.y >= 0 && event.x < field.width && event.y < field.height) tiles.push(event.y * field.width + event.x);
    }
    return tiles;
  }

  setMinimapKey(keyName: string): void {
    this.minimapKey = keyName;
  }

  // The plugin commands

  setSightRadius(args: Record<string, unknown>): void {
    const sight = this.sightSettings();
    if (!sight) return;
    const radius = wholeArgument(args.radius, 0, MAX_FOG_RADIUS);
    const variable = wholeArgument(args.variable, 0, 9999);
    if (radius === null) this.log.warn(`SetSightRadius: radius ${showValue(args.radius)} is not a whole number from 0 to ${MAX_FOG_RADIUS}; using 0 (the map's own Fog Radius)`);
    if (variable === null) this.log.warn(`SetSightRadius: variable ${showValue(args.variable)} is not a variable id; using none`);
    sight.radius = radius ?? 0;
    sight.variable = variable ?? 0;
  }

  revealMap(): void {
    if (this.active()) this.field!.revealAll();
  }

  setMinimap(mode: unknown): void {
    const sight = this.sightSettings();
    if (!sight) return;
    const wanted = typeof mode === "string" ? mode.trim().toLowerCase() : "toggle";
    if (wanted === "show") sight.minimapHidden = false;
    else if (wanted === "hide") sight.minimapHidden = true;
    else {
      if (wanted !== "toggle" && wanted !== "") this.log.warn(`ToggleMinimap: mode ${showValue(mode)} is not toggle, show or hide; toggling`);
      sight.minimapHidden = !sight.minimapHidden;
    }
  }
}

/** A plugin command argument (a string from the editor, or a number from a script) as a whole number, or null. */
function wholeArgument(raw: unknown, min: number, max: number): number | null {
  if (raw === undefined || raw === "") return min;
  const value = typeof raw === "number" ? raw : typeof raw === "string" && /^\s*[+-]?\d+\s*$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/** Replaces prototype[name] with wrap(previous) — an alias: the previous method is always called. */
function alias(prototype: Record<string, unknown> | undefined, name: string, wrap: (old: Method) => Method): void {
  if (!prototype || typeof prototype[name] !== "function") return;
  prototype[name] = wrap(prototype[name] as Method);
}

/** The Input name for a key code: the game's own name for it, else a new one for the minimap. */
function minimapKeyName(engine: FogEngine, keyCode: number): string {
  const input = engine.Input;
  if (!input || !(keyCode > 0)) return "";
  const known = input.keyMapper[keyCode];
  if (typeof known === "string" && known) return known;
  input.keyMapper[keyCode] = MINIMAP_INPUT;
  return MINIMAP_INPUT;
}

/**
 * Installs the fog: listens to each prepared dungeon and aliases the few engine methods it needs
 * (Spriteset_Map's layers and update, Tilemap._addSpot, Sprite_Character.updateVisibility,
 * Game_System.onBeforeSave),
 * and registers the plugin commands. Returns the controller (tests read it).
 */
export function installFog(
  engine: FogEngine,
  parameters: ParameterValues,
  hooks: DungeonHooks<DungeonSettings>,
  log: Logger,
): FogController {
  const controller = new FogController(engine, log);
  hooks.onPrepared((prepared) => controller.prepare(prepared));
  controller.setMinimapKey(minimapKeyName(engine, pluginSettings(parameters).minimapKey));

  // Each alias only where the engine has the class (it always does in the game; a bare test
  // context running the bundle may not).
  alias(engine.Spriteset_Map?.prototype, "createLowerLayer", (old) =>
    function (this: SpritesetLike) {
      const result = old.apply(this, arguments as unknown as unknown[]);
      controller.attachFog(this);
      return result;
    },
  );
  alias(engine.Spriteset_Map?.prototype, "createUpperLayer", (old) =>
    function (this: SpritesetLike) {
      const result = old.apply(this, arguments as unknown as unknown[]);
      controller.attachMinimap(this);
      return result;
    },
  );
  alias(engine.Spriteset_Map?.prototype, "update", (old) =>
    function (this: SpritesetLike) {
      if (this[FOG_KEY]) controller.look();
      const result = old.apply(this, arguments as unknown as unknown[]);
      controller.sync(this);
      return result;
    },
  );
  // Spots under opaque fog are not drawn; the fog's own sprite paints them black as before.
  alias(engine.Tilemap?.prototype, "_addSpot", (old) =>
    function (this: TilemapLike, startX: unknown, startY: unknown, x: unknown, y: unknown) {
      const fog = this[FOG_KEY];
      if (fog && fog.covers((startX as number) + (x as number), (startY as number) + (y as number))) return undefined;
      return old.apply(this, arguments as unknown as unknown[]);
    },
  );
  alias(engine.Sprite_Character?.prototype, "updateVisibility", (old) =>
    function (this: { visible: boolean; _character?: unknown }) {
      const result = old.apply(this, arguments as unknown as unknown[]);
      if (this.visible && controller.hides(this._character)) this.visible = false;
      return result;
    },
  );
  alias(engine.Game_System?.prototype, "onBeforeSave", (old) =>
    function (this: SaveHolder) {
      controller.flush(this);
      return old.apply(this, arguments as unknown as unknown[]);
    },
  );

  const commands = engine.PluginManager;
  if (commands && typeof commands.registerCommand === "function") {
    commands.registerCommand(PLUGIN_NAME, "SetSightRadius", (args) => controller.setSightRadius(isRecord(args) ? args : {}));
    commands.registerCommand(PLUGIN_NAME, "RevealMap", () => controller.revealMap());
    commands.registerCommand(PLUGIN_NAME, "ToggleMinimap", (args) => controller.setMinimap(isRecord(args) ? args.mode : undefined));
  }
  return controller;
}
