/**
 * The tiles of the sample project's set-piece map (Map011, "Set Pieces"): three rooms painted as
 * a game maker paints them in the editor on the stock Dungeon tileset, each marked for the plugin
 * with the Piece Region (60) over its rectangle and the Piece Entrance Region (63) on its
 * entrances. tools/make-sample-project.ts adds the events at the spots named here and writes the
 * map. See the plugin's help, "Set pieces", and docs/set-pieces-authoring.png.
 *
 * Each piece is drawn below as rows of characters, one per tile, with its own legend. The ids are
 * kind base ids; every autotile gets the shape the editor would give it (src/mz/autotile.ts) and
 * every tile the editor's shadow, once all pieces are painted.
 *
 * The rules every piece keeps (the dungeon's own invariants): a border of the designer's walls,
 * the north wall two tiles high with a ceiling row above it inside the rectangle, the floor
 * 4-connected, entrances only on the outer edge, and anything that blocks (a statue, a shelf, a
 * pillar) only right under the north wall face, so two floor tiles of one column never have
 * fewer than three solid tiles between them.
 */
import { autotileShapeAt, isAutotile, mapLayer, shadowAt } from "../../src/mz/autotile";

export const SET_PIECE_MAP_WIDTH = 44;
export const SET_PIECE_MAP_HEIGHT = 24;
/** The plugin's default Piece Region and Piece Entrance Region. */
export const PIECE_REGION = 60;
export const PIECE_ENTRANCE_REGION = 63;

/** Stock Dungeon tileset (4) ids, named as its sheets' own tile lists name them. */
export const DungeonTile = {
  /** A4 "Wall A (Dirt Cave)" top: the plugin's stock ceiling, painted around the pieces. */
  dirtCeiling: 5888,
  /** A4 "Wall I (Stone)": top (ceiling) and side (wall face). */
  stoneCeiling: 6656,
  stoneWall: 7040,
  /** A4 "Wall J (Brick)". */
  brickCeiling: 6704,
  brickWall: 7088,
  /** A4 "Wall N (Castle)". */
  castleCeiling: 6896,
  castleWall: 7280,
  /** A2 "Ground C (Rock Cave)" and "Dark Ground C (Rock Cave)". */
  rockGround: 3200,
  darkRockGround: 3296,
  /** A2 "Rug A" (red) and "Rug B" (purple). */
  redRug: 3728,
  purpleRug: 4112,
  /** B "Goddess Statue": top (drawn above the player) and foot (blocks). */
  statueTop: 82,
  statueFoot: 90,
  /**
   * C "Bookshelf A", one tile wide: top and foot. (The shrine may be mirrored, and a mirrored piece
   * keeps each tile as drawn, so furniture two tiles wide would come out with its halves swapped.)
   */
  shelfTop: 453,
  shelfFoot: 461,
  /** B "Stone Pillar A": top and foot. */
  pillarTop: 97,
  pillarFoot: 105,
  /** B treasure, each one blocking tile: "Mound of Gold Coins", "Gold Bricks A", "Pot A", "Crate D (Gold Dust)". */
  goldCoins: 235,
  goldBricks: 218,
  pot: 230,
  goldCrate: 228,
  /** C "Hexagram (Lit)", 3×3, walkable: row by row. */
  hexagram: [339, 340, 341, 347, 348, 349, 355, 356, 357] as readonly number[],
} as const;

/** What one character of a piece's drawing paints: the ground (z0), an upper tile (z2), an entrance mark. */
interface Paint {
  ground: number;
  upper?: number;
  entrance?: boolean;
}

export interface PieceDrawing {
  /** Its `<Dungeon Piece: NAME>`. */
  name: string;
  /** Top-left tile of its rectangle on the map. */
  left: number;
  top: number;
  rows: readonly string[];
  legend: Readonly<Record<string, Paint>>;
  /** Where its events stand, relative to the rectangle (the events themselves are the project maker's). */
  spots: Readonly<Record<string, readonly [number, number]>>;
}

const T = DungeonTile;

/**
 * The shrine: a stone chapel with a goddess statue and bookshelves against the north wall, a red
 * carpet, a priest in front of the statue, candelabras; entrances at the bottom and on the left.
 */
const SHRINE: PieceDrawing = {
  name: "shrine",
  left: 2,
  top: 2,
  rows: [
    "CCCCCCCCC",
    "CWWWWWWWC",
    "CaaWsWaaC",
    "CAA.S.AAC",
    "C..rrr..C",
    "E..rrr..C",
    "C..rrr..C",
    "CCCCeCCCC",
  ],
  legend: {
    C: { ground: T.stoneCeiling },
    W: { ground: T.stoneWall },
    a: { ground: T.stoneWall, upper: T.shelfTop },
    s: { ground: T.stoneWall, upper: T.statueTop },
    A: { ground: T.rockGround, upper: T.shelfFoot },
    S: { ground: T.rockGround, upper: T.statueFoot },
    ".": { ground: T.rockGround },
    r: { ground: T.redRug },
    E: { ground: T.rockGround, entrance: true },
    e: { ground: T.rockGround, entrance: true },
  },
  spots: { leftCandles: [3, 3], rightCandles: [5, 3], priest: [4, 4], name: [7, 6] },
};

/** The treasure vault: a brick room with gold against its north wall and a chest; one entrance. */
const VAULT: PieceDrawing = {
  name: "vault",
  left: 13,
  top: 2,
  rows: [
    "CCCCCCC",
    "CWWWWWC",
    "CWWWWWC",
    "Cgb.pkC",
    "C.....C",
    "C.....C",
    "CCCeCCC",
  ],
  legend: {
    C: { ground: T.brickCeiling },
    W: { ground: T.brickWall },
    g: { ground: T.darkRockGround, upper: T.goldCoins },
    b: { ground: T.darkRockGround, upper: T.goldBricks },
    p: { ground: T.darkRockGround, upper: T.pot },
    k: { ground: T.darkRockGround, upper: T.goldCrate },
    ".": { ground: T.darkRockGround },
    e: { ground: T.darkRockGround, entrance: true },
  },
  spots: { chest: [3, 3], name: [5, 5] },
};

/**
 * The boss arena: a castle hall with pillars along its north wall, braziers in its corners, a lit
 * hexagram in the middle and the warden before it. It holds the stairs, so it has one entrance, at
 * the bottom: with a second way in, the Tower's Lock 1 often found no chokepoint left on the way
 * to the stairs.
 */
const ARENA: PieceDrawing = {
  name: "arena",
  left: 22,
  top: 2,
  rows: [
    "CCCCCCCCCCCCC",
    "CWWWWWWWWWWWC",
    "CWpWpWWWpWpWC",
    "C.P.P...P.P.C",
    "C...........C",
    "C....123....C",
    "C....456....C",
    "C....789....C",
    "C...........C",
    "C...........C",
    "CCCCCCeCCCCCC",
  ],
  legend: {
    C: { ground: T.castleCeiling },
    W: { ground: T.castleWall },
    p: { ground: T.castleWall, upper: T.pillarTop },
    P: { ground: T.rockGround, upper: T.pillarFoot },
    ".": { ground: T.rockGround },
    ...Object.fromEntries(T.hexagram.map((id, index) => [String(index + 1), { ground: T.rockGround, upper: id }])),
    e: { ground: T.rockGround, entrance: true },
  },
  spots: { warden: [6, 4], northWestBrazier: [1, 3], northEastBrazier: [11, 3], southWestBrazier: [1, 9], southEastBrazier: [11, 9], name: [11, 8] },
};

export const SAMPLE_PIECES: readonly PieceDrawing[] = [SHRINE, VAULT, ARENA];

export interface SetPieceMapTiles {
  width: number;
  height: number;
  /** The map's six layers, as `$dataMap.data`. */
  data: number[];
  /** Each piece's event spots on the map, by piece name and spot name. */
  spots: Record<string, Record<string, { x: number; y: number }>>;
}

/** Paints the pieces over a map of the stock ceiling, then gives autotiles their shapes and tiles their shadows. */
export function paintSetPieceMap(pieces: readonly PieceDrawing[] = SAMPLE_PIECES): SetPieceMapTiles {
  const width = SET_PIECE_MAP_WIDTH;
  const height = SET_PIECE_MAP_HEIGHT;
  const area = width * height;
  const data = new Array<number>(area * 6).fill(0);
  data.fill(T.dirtCeiling, 0, area);
  const spots: SetPieceMapTiles["spots"] = {};
  for (const piece of pieces) {
    paintPiece(data, width, piece);
    spots[piece.name] = Object.fromEntries(Object.entries(piece.spots).map(([name, [x, y]]) => [name, { x: piece.left + x, y: piece.top + y }]));
  }
  shapeAutotiles(data, width, height);
  addShadows(data, width, height);
  return { width, height, data, spots };
}

function paintPiece(data: number[], width: number, piece: PieceDrawing): void {
  const area = data.length / 6;
  piece.rows.forEach((row, y) => {
    [...row].forEach((char, x) => {
      const paint = piece.legend[char];
      if (!paint) throw new Error(`piece ${piece.name}: "${char}" at ${x},${y} is not in its legend`);
      const tile = (piece.top + y) * width + piece.left + x;
      data[tile] = paint.ground;
      data[2 * area + tile] = paint.upper ?? 0; // B-E tiles go on z2, as the editor puts them
      data[5 * area + tile] = paint.entrance ? PIECE_ENTRANCE_REGION : PIECE_REGION;
    });
  });
}

/** Every autotile of z0 takes the shape the editor gives it among its neighbours. */
function shapeAutotiles(data: number[], width: number, height: number): void {
  const ground = mapLayer(data, width, height, 0);
  const shapes = new Array<number>(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) shapes[y * width + x] = isAutotile(data[y * width + x]) ? autotileShapeAt(ground, x, y) : 0;
  for (let tile = 0; tile < width * height; tile++) data[tile] += shapes[tile];
}

/** The z4 shadows the editor adds beside raised tiles. */
function addShadows(data: number[], width: number, height: number): void {
  const ground = mapLayer(data, width, height, 0);
  const area = width * height;
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[4 * area + y * width + x] = shadowAt(ground, x, y);
}
