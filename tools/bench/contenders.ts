/**
 * What the benchmark races, each set up once per map size and then run with a new seed per call:
 * the floor (nothing but the width·height·6 writes the painter must make, into a reused plain
 * Array as `$dataMap.data`), our layouts (generateDungeon with `cells` as "layout", and each other
 * registered layout by its name: digger, maze, rooms, nodes, crawlers — layout and arrival only, no events),
 * the full pipeline (cells + 10 events + painting all six layers into one reused plain Array, as
 * `$dataMap.data`), the full pipeline decorated (the same, then the stock Dungeon tileset's
 * decorations with the default options planned and written, as the plugin does after painting
 * and placing the events), and rot.js Uniform, Digger, Rogue, IceyMaze and DividedMaze writing into a
 * reused Uint8Array. Ours run from a bundle (load-shipped.ts), as rot.js's dist file is one.
 * rot.js has one global RNG: it is seeded before every run.
 */
import { readFileSync } from "fs";
import { join } from "path";
import * as ROT from "rot-js";
import type { ShippedCore } from "./load-shipped";
import { Run } from "./timing";

/** Names on the command line (--only); the JSON key is the name + "_ms". */
export const CONTENDER_NAMES = [
  "floor",
  "layout",
  "full",
  "decor",
  "digger",
  "maze",
  "rooms",
  "nodes",
  "crawlers",
  "rot_uniform",
  "rot_digger",
  "rot_rogue",
  "rot_icey",
  "rot_divided",
] as const;
export type ContenderName = (typeof CONTENDER_NAMES)[number];

export interface Contender {
  name: ContenderName;
  /** JSON key, e.g. "layout_ms". */
  key: string;
  label: string;
  setUp(width: number, height: number): Run;
}

type ContenderSpec = Omit<Contender, "name" | "key">;

export const FULL_EVENT_COUNT = 10;

/** The full pipeline's request: the default layout and FULL_EVENT_COUNT plain events as content, as a map with that many untagged events asks. */
const FULL_REQUEST = { content: [{ min: FULL_EVENT_COUNT, max: FULL_EVENT_COUNT }] };

/** One layout (by its registry name; undefined for the default, cells) with the arrival placed and no events. */
function layoutOnly({ generateDungeon }: ShippedCore, layout?: string): Contender["setUp"] {
  const request = layout === undefined ? undefined : { layout };
  return (width, height) => (seed) => {
    const result = generateDungeon(width, height, request, seed);
    if (!result.ok) throw new Error(result.reason);
  };
}

/** A packed array of small integers, as JSON.parse makes `$dataMap.data`. */
function mapDataArray(length: number): number[] {
  const data: number[] = [];
  for (let i = 0; i < length; i++) data.push(0);
  return data;
}

/** The floor: the width·height·6 writes alone (see `writeEveryEntry`), into a reused map data array. */
function bareWrite({ MAP_LAYER_COUNT, writeEveryEntry }: ShippedCore): Contender["setUp"] {
  return (width, height) => {
    const data = mapDataArray(width * height * MAP_LAYER_COUNT);
    return (seed) => writeEveryEntry(data, seed & 0xff); // a small integer like a tile id, new each run
  };
}

function fullPipeline({ generateDungeon, paintDungeon, MAP_LAYER_COUNT, STOCK_DUNGEON_TILES }: ShippedCore): Contender["setUp"] {
  const settings = { tiles: STOCK_DUNGEON_TILES, roomRegion: 1, corridorRegion: 2 };
  return (width, height) => {
    const data = mapDataArray(width * height * MAP_LAYER_COUNT);
    return (seed) => {
      const result = generateDungeon(width, height, FULL_REQUEST, seed);
      if (!result.ok) throw new Error(result.reason);
      paintDungeon(data, result.dungeon, settings);
    };
  };
}

/** The stock RPG Maker MZ Dungeon tileset (database id 4): its sheet names and passage flags, as in a new project. */
export const STOCK_DUNGEON_TILESET_FILE = join(__dirname, "..", "..", "test", "fixtures", "stock-dungeon-tileset.json");
const STOCK_DUNGEON_TILESET_ID = 4;

/**
 * What the plugin reads once per map load for a <Dungeon> map on the stock Dungeon tileset with
 * "Decorations: stock" on and nothing painted in the palette rows: the ready-made palette for the
 * dirt cave, with each decoration's blocking tiles from the tileset's flags, and the default options.
 */
function stockDecor({ readDungeonDecor, decorSettings, STOCK_DUNGEON_TILES, MAP_LAYER_COUNT }: ShippedCore, width: number, height: number) {
  const tileset = JSON.parse(readFileSync(STOCK_DUNGEON_TILESET_FILE, "utf8")) as unknown;
  const tilesets: unknown[] = [];
  tilesets[STOCK_DUNGEON_TILESET_ID] = tileset;
  const map = { data: mapDataArray(width * height * MAP_LAYER_COUNT), width, height, tilesetId: STOCK_DUNGEON_TILESET_ID };
  const problems: string[] = [];
  const decor = readDungeonDecor(map, tilesets, STOCK_DUNGEON_TILES, decorSettings({ decorStock: "on" }), (problem) => problems.push(problem));
  if (!decor || problems.length > 0) throw new Error(`the stock decorations could not be read: ${problems.join("; ") || "none drawn"}`);
  return decor;
}

/**
 * The full pipeline, then decoration as the plugin runs it (src/mz/hooks.ts): events stand on the
 * content copies' tiles (their objects reused, as `$dataMap.events` is), then decorateDungeon plans from the
 * dungeon's seed and writes the variants and decorations into the painted data.
 */
function decoratedPipeline(core: ShippedCore): Contender["setUp"] {
  const { generateDungeon, paintDungeon, decorateDungeon, MAP_LAYER_COUNT, STOCK_DUNGEON_TILES } = core;
  const settings = { tiles: STOCK_DUNGEON_TILES, roomRegion: 1, corridorRegion: 2 };
  return (width, height) => {
    const decor = stockDecor(core, width, height);
    const events = Array.from({ length: FULL_EVENT_COUNT + 1 }, (_, id) => (id === 0 ? null : { id, x: 0, y: 0 }));
    // $dataMap.events: null at index 0, then the events (only their positions matter here).
    const map = { data: mapDataArray(width * height * MAP_LAYER_COUNT), width, height, events } as unknown as Parameters<ShippedCore["decorateDungeon"]>[0];
    return (seed) => {
      const result = generateDungeon(width, height, FULL_REQUEST, seed);
      if (!result.ok) throw new Error(result.reason);
      const { dungeon } = result;
      paintDungeon(map.data as number[], dungeon, settings);
      const copies = dungeon.content?.copies ?? [];
      for (let id = 1; id <= FULL_EVENT_COUNT; id++) {
        const tile = id <= copies.length ? copies[id - 1].tile : -1;
        events[id]!.x = tile < 0 ? -1 : tile % width;
        events[id]!.y = tile < 0 ? -1 : Math.floor(tile / width);
      }
      decorateDungeon(map, dungeon, decor);
    };
  };
}

type RotMap = { create(callback: (x: number, y: number, value: number) => void): unknown };

function rotMap(make: (width: number, height: number) => RotMap): (width: number, height: number) => Run {
  return (width, height) => {
    const tiles = new Uint8Array(width * height);
    const store = (x: number, y: number, value: number) => {
      tiles[y * width + x] = value;
    };
    return (seed) => {
      ROT.RNG.setSeed(seed + 1); // rot.js turns seed 0 into Infinity
      make(width, height).create(store);
    };
  };
}

/**
 * The contenders named, in the order given, ours each on its own instance of the bundle from
 * `loadCore` (see load-shipped.ts: shared helpers would otherwise carry one layout's JIT feedback
 * into another's timing, making the result depend on the order of contenders), but for the
 * decorated pipeline, which runs on the full pipeline's instance: decor − full is to time the
 * decoration alone, and two instances of the same generation and painting code differ by a few
 * percent between runs of the benchmark (two copies of the full pipeline, timed in turn, read
 * −2.3% to +1.9% apart over five runs; on one instance −0.8% to +0.4%), as much as decoration's
 * margin to its target.
 */
export function contenders(loadCore: () => ShippedCore, names: readonly ContenderName[] = CONTENDER_NAMES): Contender[] {
  const ours = new Map<ContenderName, ShippedCore>();
  const core = (name: ContenderName): ShippedCore => {
    if (!ours.has(name)) ours.set(name, loadCore());
    return ours.get(name)!;
  };
  const specs: Record<ContenderName, () => ContenderSpec> = {
    floor: () => ({ label: "floor (bare writes)", setUp: bareWrite(core("floor")) }),
    layout: () => ({ label: "layout", setUp: layoutOnly(core("layout")) }),
    full: () => ({ label: `full (${FULL_EVENT_COUNT} events + paint)`, setUp: fullPipeline(core("full")) }),
    decor: () => ({ label: "decor (full + stock decorations)", setUp: decoratedPipeline(core("full")) }),
    digger: () => ({ label: "digger", setUp: layoutOnly(core("digger"), "digger") }),
    maze: () => ({ label: "maze", setUp: layoutOnly(core("maze"), "maze") }),
    rooms: () => ({ label: "rooms", setUp: layoutOnly(core("rooms"), "rooms") }),
    nodes: () => ({ label: "nodes", setUp: layoutOnly(core("nodes"), "nodes") }),
    crawlers: () => ({ label: "crawlers", setUp: layoutOnly(core("crawlers"), "crawlers") }),
    rot_uniform: () => ({ label: "rot.js Uniform", setUp: rotMap((w, h) => new ROT.Map.Uniform(w, h, {})) }),
    rot_digger: () => ({ label: "rot.js Digger", setUp: rotMap((w, h) => new ROT.Map.Digger(w, h, {})) }),
    rot_rogue: () => ({ label: "rot.js Rogue", setUp: rotMap((w, h) => new ROT.Map.Rogue(w, h, {})) }),
    rot_icey: () => ({ label: "rot.js IceyMaze", setUp: rotMap((w, h) => new ROT.Map.IceyMaze(w, h, 0)) }),
    rot_divided: () => ({ label: "rot.js DividedMaze", setUp: rotMap((w, h) => new ROT.Map.DividedMaze(w, h)) }),
  };
  return names.map((name) => ({ name, key: `${name}_ms`, ...specs[name]() }));
}
