/**
 * What a player would see, checked in Node on a map read back from the running game: the tiles
 * as painted into $dataMap.data, the tiles the game's own passability lets the player reach, and
 * where the player and the events stand. The rules are the project's own (invariants 1, 2, 5
 * and 6 of docs/architecture.md, "Invariants"; the autotile and shadow rules of src/mz/autotile.ts), applied to the engine's result.
 */
import { DungeonRequest, TileKind, generateDungeon } from "../../src/core";
import { autotileShapeAt, baseTileId, isAutotile, mapLayer, shadowAt } from "../../src/mz/autotile";
import { DungeonTiles } from "../../src/mz/paint";

/** One map as the running game has it. */
export interface MapSnapshot {
  mapId: number;
  width: number;
  height: number;
  data: number[];
  /** 1 for each tile the player can walk to from where they stand ($gameMap.isPassable both ways). */
  reachable: number[];
  /** 1 where the ground tile is impassable from every side (a lake of water or lava on a decorated map). */
  lake?: number[];
  player: { x: number; y: number };
  /** Live positions; `placed` is where the plugin put the event ($dataMap.events), `moves` a move type other than fixed. */
  events: { id: number; name: string; x: number; y: number; placed: { x: number; y: number }; moves: boolean }[];
  /** $gameSystem._randomDungeons.seeds[mapId]. */
  seed: number | undefined;
  /** The tilemap draws this very array. */
  tilemapDrawsData: boolean;
}

const enum Ground {
  Void,
  Floor,
  Wall,
  Other,
}

/** A1 and A2 autotiles (water, ground): what a floor variant of a decorated map is painted with. */
const GROUND_AUTOTILES = { first: 2048, end: 4352 };

/**
 * Each tile's z0 as void, floor or wall of the tiles the map was painted with. On a decorated map
 * another ground autotile is floor too: the patches and variants the decorations paint.
 */
export function classify(snapshot: MapSnapshot, tiles: DungeonTiles, decorated = false): Uint8Array {
  const ground = new Uint8Array(snapshot.width * snapshot.height);
  const floor = baseTileId(tiles.floorTile);
  const wall = baseTileId(tiles.wallTile);
  const empty = baseTileId(tiles.voidTile);
  for (let i = 0; i < ground.length; i++) {
    const base = baseTileId(snapshot.data[i]);
    const variant = decorated && base >= GROUND_AUTOTILES.first && base < GROUND_AUTOTILES.end;
    ground[i] = base === floor || (variant && base !== wall && base !== empty) ? Ground.Floor : base === wall ? Ground.Wall : base === empty ? Ground.Void : Ground.Other;
  }
  return ground;
}

/** True when any of layers z1–z3 holds a tile there (a decoration on a decorated map). */
function hasUpperTile(data: readonly number[], area: number, tile: number): boolean {
  return data[area + tile] !== 0 || data[2 * area + tile] !== 0 || data[3 * area + tile] !== 0;
}

/**
 * Problems found, at most `limit` of each kind, as readable lines ("" when all is well). On a
 * `decorated` map, decorations may stand on upper layers, and a floor tile under one may be out of
 * reach (a boulder): every floor tile without a decoration must still be reachable.
 */
export function checkDungeon(snapshot: MapSnapshot, tiles: DungeonTiles, wallHeight: number, limit = 5, decorated = false, pieces: Uint8Array | null = null): string[] {
  const { width, height, data } = snapshot;
  const area = width * height;
  const ground = classify(snapshot, tiles, decorated);
  // A set piece's rectangle holds the designer's own tiles: its art is checked by tools/e2e/pieces.ts; here only reachability, events and the autotile and shadow rules reach into it.
  const inPiece = (tile: number) => pieces !== null && pieces[tile] === 1;
  const problems: string[] = [];
  const report = (kind: string, lines: string[]) => {
    if (lines.length > 0) problems.push(`${kind}: ${lines.length} problem(s), e.g. ${lines.slice(0, limit).join("; ")}`);
  };
  const at = (x: number, y: number) => ground[y * width + x];

  report("tiles", ground.some((g, tile) => g === Ground.Other && !inPiece(tile)) ? ["a z0 tile is neither the void, floor nor wall tile"] : []);
  report("tilemap", snapshot.tilemapDrawsData ? [] : ["the tilemap does not draw $dataMap.data"]);

  const playerTile = snapshot.player.y * width + snapshot.player.x;
  report("player", ground[playerTile] === Ground.Floor ? [] : [`player at (${snapshot.player.x},${snapshot.player.y}) is not on floor`]);

  const unreachable: string[] = [];
  const walkableNonFloor: string[] = [];
  for (let i = 0; i < ground.length; i++) {
    const xy = `(${i % width},${Math.floor(i / width)})`;
    const lake = decorated && snapshot.lake?.[i] === 1;
    if (ground[i] === Ground.Floor && !snapshot.reachable[i] && !lake && !(decorated && hasUpperTile(data, area, i))) unreachable.push(xy);
    if (ground[i] !== Ground.Floor && snapshot.reachable[i] && !inPiece(i)) walkableNonFloor.push(xy);
  }
  report("floor not reachable from the player", unreachable);
  report("wall or void walkable", walkableNonFloor);

  const onLake = (x: number, y: number) => snapshot.lake?.[y * width + x] === 1;
  const offFloor = (x: number, y: number) => (inPiece(y * width + x) ? !snapshot.reachable[y * width + x] : at(x, y) !== Ground.Floor);
  const misplaced = snapshot.events.filter((event) => offFloor(event.x, event.y) || onLake(event.x, event.y) || (event.x === snapshot.player.x && event.y === snapshot.player.y));
  report("events off floor or on the player", misplaced.map((event) => `${event.id} "${event.name}" at (${event.x},${event.y})`));

  // Wall faces: every north edge of floor has wallHeight wall tiles above it (as far as the map
  // goes), then ceiling; every wall tile has floor 1..wallHeight tiles below; between two floor
  // tiles of a column with non-floor between there are at least wallHeight + 1 tiles (invariant 6).
  const faces: string[] = [];
  const floating: string[] = [];
  const fences: string[] = [];
  for (let x = 0; x < width; x++) {
    let lastFloorY = -1;
    for (let y = 0; y < height; y++) {
      const g = at(x, y);
      if (inPiece(y * width + x)) {
        // The designer's walls are theirs; the generated ones above and below a piece are checked up to its edge.
        lastFloorY = -1;
        continue;
      }
      if (g === Ground.Wall) {
        let below = 1;
        while (below <= wallHeight && y + below < height && at(x, y + below) === Ground.Wall) below++;
        const belowInPiece = y + below < height && inPiece((y + below) * width + x);
        if (!belowInPiece && (below > wallHeight || y + below >= height || at(x, y + below) !== Ground.Floor)) floating.push(`(${x},${y})`);
      }
      if (g !== Ground.Floor) continue;
      if (y > 0 && at(x, y - 1) !== Ground.Floor) {
        for (let up = 1; up <= wallHeight && y - up >= 0; up++) if (at(x, y - up) !== Ground.Wall && !inPiece((y - up) * width + x)) faces.push(`(${x},${y - up}) above floor (${x},${y})`);
        const ceiling = y - wallHeight - 1;
        if (ceiling >= 0 && at(x, ceiling) !== Ground.Void && !inPiece(ceiling * width + x)) faces.push(`(${x},${ceiling}) should be ceiling`);
      }
      if (lastFloorY >= 0 && y - lastFloorY > 1 && y - lastFloorY - 1 < wallHeight + 1) fences.push(`(${x},${lastFloorY})–(${x},${y})`);
      lastFloorY = y;
    }
  }
  report("wall faces", faces);
  report("wall tiles without floor below", floating);
  report("floor right on a wall face (invariant 6)", fences);

  const layer = mapLayer(data, width, height, 0);
  const shapes: string[] = [];
  const shadows: string[] = [];
  const upper: string[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const id = data[y * width + x];
      const expected = isAutotile(id) ? baseTileId(id) + autotileShapeAt(layer, x, y) : id;
      if (id !== expected) shapes.push(`(${x},${y}) ${id}, its neighbours say ${expected}`);
      const shadow = data[4 * width * height + y * width + x];
      if (shadow !== shadowAt(layer, x, y)) shadows.push(`(${x},${y}) ${shadow}, rules say ${shadowAt(layer, x, y)}`);
      if (!decorated && !inPiece(y * width + x)) for (const z of [1, 2, 3]) if (data[(z * height + y) * width + x] !== 0) upper.push(`(${x},${y},z${z})`);
    }
  }
  report("autotile shapes", shapes);
  report("shadows", shadows);
  report("upper layers not cleared", upper);
  return problems;
}

/** The layout `generateDungeon` makes for this seed (and layout, options, vaults) matches the painted floor, tile for tile. */
export function checkSameLayout(snapshot: MapSnapshot, tiles: DungeonTiles, request: DungeonRequest, decorated = false, pieces: Uint8Array | null = null): string[] {
  if (snapshot.seed === undefined) return ["no seed stored in $gameSystem._randomDungeons.seeds"];
  const result = generateDungeon(snapshot.width, snapshot.height, request, snapshot.seed);
  if (!result.ok) return [`generateDungeon failed: ${result.reason}`];
  const ground = classify(snapshot, tiles, decorated);
  const kinds = result.dungeon.grid.kinds;
  let differ = 0;
  for (let i = 0; i < kinds.length; i++) {
    const expected = kinds[i] === TileKind.Room || kinds[i] === TileKind.Corridor ? Ground.Floor : kinds[i] === TileKind.Wall ? Ground.Wall : Ground.Void;
    if (ground[i] !== expected && !(pieces !== null && pieces[i] === 1)) differ++;
  }
  return differ === 0 ? [] : [`${differ} tiles differ from generateDungeon(${snapshot.width}, ${snapshot.height}, {layout: ${result.dungeon.layout.algorithm}, …}, ${snapshot.seed})`];
}

/** Tiles whose z0 differs between two snapshots of the same map. */
export function groundDifference(a: MapSnapshot, b: MapSnapshot): number {
  let differ = 0;
  const size = a.width * a.height;
  for (let i = 0; i < size; i++) if (a.data[i] !== b.data[i]) differ++;
  return differ;
}
