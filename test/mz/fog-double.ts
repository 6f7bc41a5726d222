/**
 * The engine double (engine-double.ts, unchanged) extended for the fog: Bitmap, Sprite,
 * Spriteset_Map, Tilemap, Sprite_Character, Input, Graphics, PluginManager, $gameVariables and the map's
 * scroll, written from how MZ 1.10 behaves (docs/architecture.md, "Engine facts the plugin relies on", and the engine's sprite classes
 * as documented), not copied from the engine:
 *   a new Scene_Map builds a Spriteset_Map (createLowerLayer: base sprite, tilemap, one
 *   Sprite_Character per event and the player; then createUpperLayer); each frame the spriteset
 *   updates, and each character sprite runs updateVisibility.
 * Bitmaps record what is uploaded (putImageData rectangles) so tests can count redraws.
 */
import { EngineDouble, Game_Event, Game_Map, Game_System } from "./engine-double";

export interface PutCall {
  x: number;
  y: number;
  width: number;
  height: number;
}

export class ImageDataDouble {
  readonly data: Uint8ClampedArray;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8ClampedArray(width * height * 4);
  }
}

export class BitmapDouble {
  smooth = false;
  readonly puts: PutCall[] = [];
  readonly fills: { x: number; y: number; width: number; height: number; color: string }[] = [];
  uploads = 0;
  /** The last image put (the views keep one image and put parts of it). */
  shown: ImageDataDouble | null = null;
  /** What the canvas holds (RGBA per pixel, blank at first): puts copy their rectangle, opaque fills paint. */
  readonly canvas: Uint8ClampedArray;
  private drawn = false;
  readonly context = {
    createImageData: (width: number, height: number) => new ImageDataDouble(width, height),
    putImageData: (image: ImageDataDouble, dx: number, dy: number, x = 0, y = 0, width = image.width, height = image.height) => {
      if (dx !== 0 || dy !== 0) throw new Error("the views put at 0, 0");
      this.puts.push({ x, y, width, height });
      this.shown = image;
      this.drawn = true;
      for (let row = y; row < y + height; row++) {
        const start = (row * image.width + x) * 4;
        this.canvas.set(image.data.subarray(start, start + width * 4), (row * this.width + x) * 4);
      }
    },
  };
  readonly baseTexture = { update: () => void this.uploads++ };
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.canvas = new Uint8ClampedArray(width * height * 4);
  }
  /** Records the fill; an opaque "#rrggbb" colour is painted on the canvas (others only recorded). */
  fillRect(x: number, y: number, width: number, height: number, color: string): void {
    this.fills.push({ x, y, width, height, color });
    const rgb = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
    if (!rgb) return;
    this.drawn = true;
    const pixel = [parseInt(rgb[1], 16), parseInt(rgb[2], 16), parseInt(rgb[3], 16), 255];
    for (let row = Math.max(0, y); row < Math.min(this.height, y + height); row++) {
      for (let column = Math.max(0, x); column < Math.min(this.width, x + width); column++) this.canvas.set(pixel, (row * this.width + column) * 4);
    }
  }
  /** The pixel at (x, y) as the canvas holds it. */
  rgbaAt(x: number, y: number): number[] {
    if (!this.drawn) throw new Error("nothing drawn yet");
    const at = (y * this.width + x) * 4;
    return Array.from(this.canvas.subarray(at, at + 4));
  }
  /** Alpha of the pixel at (x, y) as the canvas holds it. */
  alphaAt(x: number, y: number): number {
    return this.rgbaAt(x, y)[3];
  }
}

export class SpriteDouble {
  x = 0;
  y = 0;
  visible = true;
  opacity = 255;
  readonly scale = { x: 1, y: 1 };
  readonly children: SpriteDouble[] = [];
  /** The part of the bitmap shown (setFrame); the whole bitmap until set. */
  frame: { x: number; y: number; width: number; height: number } | null = null;
  constructor(public bitmap: BitmapDouble | null = null) {}
  setFrame(x: number, y: number, width: number, height: number): void {
    this.frame = { x, y, width, height };
  }
  addChild(child: SpriteDouble): SpriteDouble {
    this.children.push(child);
    return child;
  }
  update(): void {
    for (const child of this.children) child.update();
  }
}

/** A tilemap spot's key in TilemapDouble.drawn. */
export function spotKey(x: number, y: number): number {
  return y * 65536 + x;
}

/** Every sprite under a root, depth first. */
export function allSprites(root: SpriteDouble): SpriteDouble[] {
  return [root, ...root.children.flatMap(allSprites)];
}

// The scroll and tile size the fog reads; the base double's Game_Map has no scrolling.
const mapPrototype = Game_Map.prototype as unknown as Record<string, unknown>;
mapPrototype.displayX ??= function (this: { _displayX?: number }) {
  return this._displayX ?? 0;
};
mapPrototype.displayY ??= function (this: { _displayY?: number }) {
  return this._displayY ?? 0;
};
mapPrototype.tileWidth ??= () => 48;
mapPrototype.tileHeight ??= () => 48;

/** Sprite classes made per engine, so each test's aliases land on its own prototypes. */
function spriteClasses(engine: FogEngineDouble) {
  class Sprite_Character extends SpriteDouble {
    constructor(readonly _character: unknown) {
      super();
    }
    update(): void {
      super.update();
      this.updateVisibility();
    }
    /** Sprite.updateVisibility plus the transparent check: visible in this double. */
    updateVisibility(): void {
      this.visible = true;
    }
  }

  /**
   * MZ's Tilemap as far as the fog uses it: each render after a refresh (or a scroll) it draws
   * every spot of the screen through _addSpot(startX, startY, x, y); the double records the map
   * tiles drawn at its last repaint.
   */
  class Tilemap extends SpriteDouble {
    needsRepaint = true;
    /** The spots drawn at the last repaint, as y · 65536 + x (spotKey). */
    readonly drawn = new Set<number>();
    refresh(): void {
      this.needsRepaint = true;
    }
    /** Tilemap.updateTransform for a screen of `columns` × `rows` spots from map tile (startX, startY). */
    render(startX: number, startY: number, columns: number, rows: number): void {
      if (!this.needsRepaint) return;
      this.needsRepaint = false;
      this.drawn.clear();
      for (let y = 0; y < rows; y++) for (let x = 0; x < columns; x++) this._addSpot(startX, startY, x, y);
    }
    _addSpot(startX: number, startY: number, x: number, y: number): void {
      this.drawn.add(spotKey(startX + x, startY + y));
    }
  }

  class Spriteset_Map extends SpriteDouble {
    _baseSprite!: SpriteDouble;
    _tilemap!: Tilemap;
    _characterSprites: Sprite_Character[] = [];
    constructor() {
      super();
      this.createLowerLayer();
      this.createUpperLayer();
    }
    createLowerLayer(): void {
      this._baseSprite = this.addChild(new SpriteDouble());
      this._tilemap = this._baseSprite.addChild(new Tilemap()) as Tilemap;
      this._characterSprites = [...engine.$gameMap.events(), engine.$gamePlayer].map((character) => new Sprite_Character(character));
      for (const sprite of this._characterSprites) this._tilemap.addChild(sprite);
    }
    createUpperLayer(): void {
      this.addChild(new SpriteDouble()); // pictures and timer
    }
    update(): void {
      super.update();
    }
  }
  return { Sprite_Character, Spriteset_Map, Tilemap };
}

export class FogEngineDouble extends EngineDouble {
  readonly Sprite = SpriteDouble;
  readonly Bitmap = BitmapDouble;
  readonly Game_System = Game_System;
  readonly Game_Event = Game_Event;
  readonly Graphics = { width: 816, height: 624 };
  readonly variables: number[] = [];
  $gameVariables = { value: (id: number) => this.variables[id] ?? 0 };
  $gameMessage = { isBusy: () => false };
  /** The options' touch UI (MZ's default is on; off here unless a test turns it on). */
  readonly ConfigManager = { touchUI: false };
  readonly commands = new Map<string, (args: Record<string, unknown>) => void>();
  readonly PluginManager = {
    registerCommand: (plugin: string, name: string, func: (args: Record<string, unknown>) => void) => void this.commands.set(`${plugin}:${name}`, func),
  };
  private readonly pressed = new Set<string>();
  readonly Input = {
    keyMapper: { 9: "tab", 13: "ok", 16: "shift", 27: "escape", 32: "ok", 90: "ok", 120: "debug" } as Record<number, string>,
    isTriggered: (name: string) => this.pressed.has(name),
  };
  readonly Sprite_Character;
  readonly Spriteset_Map;
  readonly Tilemap;
  spriteset: InstanceType<ReturnType<typeof spriteClasses>["Spriteset_Map"]> | null = null;

  constructor(mapFiles: Map<number, string>) {
    super(mapFiles);
    const classes = spriteClasses(this);
    this.Sprite_Character = classes.Sprite_Character;
    this.Spriteset_Map = classes.Spriteset_Map;
    this.Tilemap = classes.Tilemap;
  }

  /** Scene_Map.onMapLoaded → createDisplayObjects: a new spriteset for each map scene. */
  startMapScene(): void {
    super.startMapScene();
    this.spriteset = new this.Spriteset_Map();
    this.frame();
  }

  /** One frame of the map scene. */
  frame(): void {
    this.spriteset!.update();
  }

  /** A key pressed for one frame (Input.isTriggered by the key's name). */
  press(keyCode: number): void {
    const name = this.Input.keyMapper[keyCode];
    if (name) this.pressed.add(name);
    this.frame();
    this.pressed.clear();
  }

  /** The player walks onto (x, y) (the tile changes at the start of a move), then a frame. */
  step(x: number, y: number): void {
    this.$gamePlayer.locate(x, y);
    this.frame();
  }

  /** A plugin command of the plugin, as the interpreter calls it (arguments are strings). */
  command(name: string, args: Record<string, unknown> = {}): void {
    const func = this.commands.get(`RandomDungeons:${name}`);
    if (!func) throw new Error(`no command ${name}`);
    func(args);
  }
}

/** Restores Game_System.onBeforeSave after each test (the double's class is shared by the test file). */
export function keepSaveHook(): () => void {
  const original = Game_System.prototype.onBeforeSave;
  return () => {
    Game_System.prototype.onBeforeSave = original;
  };
}
