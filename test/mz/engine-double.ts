/**
 * An engine double for RPG Maker MZ 1.10, built from docs/architecture.md, "Engine facts the plugin relies on": just enough of
 * DataManager, Game_System, Game_Map, Game_Event, Game_Player, Scene_Map, Scene_Load and saving to
 * run the plugin's real hooks through the same call order as the game:
 *
 *   Scene_Map.create → DataManager.loadMapData → (XHR) → JSON.parse → DataManager.onLoad
 *   → Scene_Map.onMapLoaded → Game_Player.performTransfer → Game_Map.setup (only on a map change
 *   or a requested reload) → locate; the tilemap keeps a reference to $dataMap.data.
 *
 * Map files are JSON text, parsed anew on every load like the engine's XHR. Written from the
 * documented behaviour, not copied from the engine.
 */
import { readFileSync } from "fs";
import { join } from "path";

type Meta = Record<string, string | true>;
export interface MapEvent {
  id: number;
  name: string;
  note: string;
  meta?: Meta;
  x: number;
  y: number;
  pages: unknown[];
}
export interface MapJson {
  width: number;
  height: number;
  tilesetId: number;
  note: string;
  meta?: Meta;
  data: number[];
  events: (MapEvent | null)[];
  [key: string]: unknown;
}

export class Game_System {
  _versionId = 0;
  _randomDungeons?: unknown;
  constructor(private readonly engine?: EngineDouble) {}
  versionId(): number {
    return this._versionId;
  }
  onBeforeSave(): void {
    this._versionId = this.engine!.$dataSystem.versionId;
  }
}

/** Position shared by events and the player, as Game_CharacterBase holds it. */
export class Game_CharacterBase {
  _x = 0;
  _y = 0;
  get x(): number {
    return this._x;
  }
  get y(): number {
    return this._y;
  }
  locate(x: number, y: number): void {
    this._x = x;
    this._y = y;
  }
}

export class Game_Event extends Game_CharacterBase {
  /** The engine whose $dataMap event() reads (MZ reads the global); set by the double on each map scene. */
  static engine: { $dataMap: MapJson | null } | null = null;
  _erased = false;
  _pageIndex = -2;
  constructor(
    public _mapId = 0,
    public _eventId = 0,
  ) {
    super();
  }
  eventId(): number {
    return this._eventId;
  }
  event(): MapEvent | null | undefined {
    return Game_Event.engine?.$dataMap?.events[this._eventId];
  }
  /** As MZ: an erased event has no page; any other reads its entry's pages (a TypeError when the entry is gone). */
  refresh(): void {
    this._pageIndex = this._erased ? -1 : this.findProperPageIndex();
  }
  findProperPageIndex(): number {
    return this.event()!.pages.length - 1;
  }
}

export class Game_Map {
  _mapId = 0;
  _tilesetId = 0;
  _events: (Game_Event | undefined)[] = [];
  constructor(private readonly engine?: EngineDouble) {}
  mapId(): number {
    return this._mapId;
  }
  setup(mapId: number): void {
    const dataMap = this.engine!.$dataMap;
    if (!dataMap) throw new Error("The map data is not available");
    this._mapId = mapId;
    this._tilesetId = dataMap.tilesetId;
    this._events = [];
    for (const data of dataMap.events) {
      if (!data) continue;
      const event = new Game_Event(mapId, data.id);
      event.locate(data.x, data.y);
      this._events[data.id] = event;
    }
  }
  events(): Game_Event[] {
    return this._events.filter((event): event is Game_Event => Boolean(event));
  }
}

export class Game_Player extends Game_CharacterBase {
  _direction = 2;
  _transferring = false;
  _newMapId = 0;
  _newX = 0;
  _newY = 0;
  _newDirection = 0;
  _needsMapReload = false;
  constructor(private readonly engine?: EngineDouble) {
    super();
  }
  direction(): number {
    return this._direction;
  }
  reserveTransfer(mapId: number, x: number, y: number, d = 0): void {
    this._transferring = true;
    this._newMapId = mapId;
    this._newX = x;
    this._newY = y;
    this._newDirection = d;
  }
  requestMapReload(): void {
    this._needsMapReload = true;
  }
  isTransferring(): boolean {
    return this._transferring;
  }
  newMapId(): number {
    return this._newMapId;
  }
  performTransfer(): void {
    if (!this.isTransferring()) return;
    if (this._newDirection) this._direction = this._newDirection;
    const gameMap = this.engine!.$gameMap;
    if (this._newMapId !== gameMap.mapId() || this._needsMapReload) {
      gameMap.setup(this._newMapId);
      this._needsMapReload = false;
    }
    this.locate(this._newX, this._newY);
    this._transferring = false;
    this._newMapId = 0;
    this._newX = 0;
    this._newY = 0;
    this._newDirection = 0;
  }
}

const SAVED_CLASSES = { Game_System, Game_Map, Game_Event, Game_Player } as const;

/** JsonEx keeps each object's class in the save; this double does the same with an "@c" key. */
function toSaveJson(value: unknown): string {
  return JSON.stringify(value, function (this: unknown, _key, item) {
    if (item && typeof item === "object" && !Array.isArray(item)) {
      const name = Object.entries(SAVED_CLASSES).find(([, type]) => item.constructor === type)?.[0];
      const plain: Record<string, unknown> = name ? { "@c": name } : {};
      for (const [key, field] of Object.entries(item)) if (key !== "engine") plain[key] = field;
      return plain;
    }
    return item;
  });
}

function fromSaveJson(text: string, engine: EngineDouble): Record<string, unknown> {
  return JSON.parse(text, (_key, item) => {
    if (item && typeof item === "object" && typeof item["@c"] === "string") {
      const type = SAVED_CLASSES[item["@c"] as keyof typeof SAVED_CLASSES];
      const instance = new type(engine as never);
      delete item["@c"];
      return Object.assign(instance, item);
    }
    return item;
  });
}

export class EngineDouble {
  $dataMap: MapJson | null = null;
  $dataSystem = { versionId: 1 };
  $dataTilesets: ({ id: number; name: string; tilesetNames: string[]; flags: number[] } | null)[];
  $gameSystem = new Game_System(this);
  $gameMap = new Game_Map(this);
  $gamePlayer = new Game_Player(this);
  /** What the tilemap draws: the $dataMap.data array it was handed when the scene was built. */
  tilemapData: number[] | null = null;
  /** The engine's class, as a plugin finds it on `window` (the plugin builds events a save lacks). */
  readonly Game_Event = Game_Event;
  private readonly pendingLoads: (() => void)[] = [];
  readonly DataManager = this.makeDataManager();

  constructor(
    readonly mapFiles: Map<number, string>,
    tilesets = loadStockTilesets(),
  ) {
    this.$dataTilesets = tilesets;
  }

  private makeDataManager() {
    const engine = this;
    return {
      loadMapData(this: { loadDataFile(name: string, src: string): void; makeEmptyMap(): void }, mapId: number) {
        if (mapId > 0) this.loadDataFile("$dataMap", `Map${String(mapId).padStart(3, "0")}.json`);
        else this.makeEmptyMap();
      },
      makeEmptyMap() {
        engine.$dataMap = { data: [], events: [], width: 100, height: 100, scrollType: 3, tilesetId: 0, note: "" };
      },
      loadDataFile(this: { onLoad(object: unknown): void }, name: "$dataMap", src: string) {
        engine[name] = null;
        const mapId = Number(/Map(\d+)\.json/.exec(src)![1]);
        // The XHR answers later; parse the text afresh each time, as the engine does.
        engine.pendingLoads.push(() => {
          const text = engine.mapFiles.get(mapId);
          if (text === undefined) throw new Error(`Failed to load: data/${src}`);
          engine[name] = JSON.parse(text);
          this.onLoad(engine[name]);
        });
      },
      onLoad(this: { isMapObject(o: unknown): boolean; extractMetadata(o: { note: string; meta?: Meta }): void }, object: unknown) {
        if (this.isMapObject(object)) {
          const map = object as MapJson;
          this.extractMetadata(map);
          for (const event of map.events) if (event) this.extractMetadata(event);
        }
      },
      isMapObject(object: unknown): boolean {
        return Boolean(object && (object as MapJson).data && (object as MapJson).events);
      },
      /** `<Key>` → true, `<Key: value>` → " value" (the text after the colon, as written). */
      extractMetadata(data: { note: string; meta?: Meta }) {
        // The engine's scripts are not strict: a property set on a primitive entry is dropped silently.
        if (typeof data !== "object" || data === null) return;
        const tag = /<([^<>:]+)(:?)([^>]*)>/g;
        data.meta = {};
        for (let match = tag.exec(data.note); match; match = tag.exec(data.note)) {
          data.meta[match[1]] = match[2] === ":" ? match[3] : true;
        }
      },
    };
  }

  /** The XHR callbacks arrive. */
  private flushLoads(): void {
    while (this.pendingLoads.length) this.pendingLoads.shift()!();
  }

  /** A new Scene_Map: create → load → onMapLoaded (→ performTransfer) → spriteset/tilemap. */
  startMapScene(): void {
    const transfer = this.$gamePlayer.isTransferring();
    this.DataManager.loadMapData(transfer ? this.$gamePlayer.newMapId() : this.$gameMap.mapId());
    this.flushLoads();
    if (!this.$dataMap) throw new Error("map not loaded");
    if (transfer) this.$gamePlayer.performTransfer();
    this.tilemapData = this.$dataMap.data;
    this.refreshMap();
  }

  /**
   * The map's first update refreshes every event: Game_Event.refresh → findProperPageIndex reads
   * `this.event().pages`, i.e. $dataMap.events[id].pages — a TypeError when the entry is gone.
   */
  refreshMap(): void {
    Game_Event.engine = this;
    for (const event of this.$gameMap.events()) event.refresh();
  }

  newGame(startMapId: number, x: number, y: number): void {
    this.$gameSystem = new Game_System(this);
    this.$gameMap = new Game_Map(this);
    this.$gamePlayer = new Game_Player(this);
    this.$gamePlayer.reserveTransfer(startMapId, x, y);
    this.startMapScene();
  }

  /** The Transfer Player event command, then the map scene that the transfer opens. */
  transfer(mapId: number, x: number, y: number, direction = 0): void {
    this.$gamePlayer.reserveTransfer(mapId, x, y, direction);
    this.startMapScene();
  }

  /** Opening the menu and closing it: SceneManager.pop builds a new Scene_Map, no transfer. */
  returnFromMenu(): void {
    this.startMapScene();
  }

  /** A battle and back: the same as the menu as far as the map is concerned. */
  returnFromBattle(): void {
    this.startMapScene();
  }

  /** DataManager.makeSaveContents + JsonEx.stringify (the objects that saves hold; never $dataMap). */
  save(): string {
    this.$gameSystem.onBeforeSave();
    return toSaveJson({ system: this.$gameSystem, map: this.$gameMap, player: this.$gamePlayer });
  }

  /** Scene_Load: fresh objects from the save, reloadMapIfUpdated, then a new Scene_Map. */
  load(saveText: string): void {
    const contents = fromSaveJson(saveText, this);
    this.$gameSystem = contents.system as Game_System;
    this.$gameMap = contents.map as Game_Map;
    this.$gamePlayer = contents.player as Game_Player;
    this.$dataMap = null;
    if (this.$gameSystem.versionId() !== this.$dataSystem.versionId) {
      this.$gamePlayer.reserveTransfer(this.$gameMap.mapId(), this.$gamePlayer.x, this.$gamePlayer.y);
      this.$gamePlayer.requestMapReload();
    }
    this.startMapScene();
  }

  /** The designer saved the project in the editor: versionId changes. */
  updateProject(): void {
    this.$dataSystem.versionId++;
  }

  tileId(x: number, y: number, z: number): number {
    const map = this.$dataMap!;
    return map.data[(z * map.height + y) * map.width + x];
  }
}

const FIXTURES = join(__dirname, "..", "fixtures");

/** $dataTilesets of a new MZ project (flags by full tile id). */
export function loadStockTilesets(): EngineDouble["$dataTilesets"] {
  return JSON.parse(readFileSync(join(FIXTURES, "stock-Tilesets.json"), "utf8"));
}
