/**
 * Pins the feature digger exactly, where `digger.test.ts` checks properties over many dungeons
 * (too slow to run against every mutant): the option tables, the size rule, the option fitting and
 * prefab checks with their messages, and the carving itself on small seeded maps, one feature type
 * at a time, drawn in the test as text so every shape, doorway stub, opening, loop, door roll and
 * trimmed dead end shows as it is dug.
 *
 * Map pictures: "." is void; a letter is floor of area (letter − "a"), lower case for room floor
 * (TileKind.Room), upper case for corridor floor (TileKind.Corridor: corridors, tunnels, crossroads,
 * the doorway stub of a room-like area, a vault's door, a loop passage). So "bbbB" is area 1's
 * room floor and then its stub. Openings are written "x,y from>to kind".
 */
import { Grid, TileKind, createGrid, isFloor } from "../../src/core/grid";
import type { Area, Layout, Prefab } from "../../src/core/layout/contract";
import {
  DIGGER_DEFAULTS,
  DIGGER_RANGES,
  DiggerOptions,
  checkDiggerSize,
  digger,
  diggerMinimumSize,
  fitDiggerOptions,
  prefabProblem,
  unplaceablePrefabs,
} from "../../src/core/layout/digger";
import { Random } from "../../src/core/random";

/** Every feature off, no loops, no doors: a scenario turns on only what it shows. */
const NONE: Partial<DiggerOptions> = {
  roomChance: 0,
  corridorChance: 0,
  circleChance: 0,
  ellipseChance: 0,
  polygonChance: 0,
  tunnelChance: 0,
  caveChance: 0,
  vaultChance: 0,
  loopMinDetour: 0,
  doorChance: 0,
  secretDoorChance: 0,
};

/**
 * A prefab from text: "#" wall, "." room floor, "+" door (corridor floor), " " outside, "@" room
 * floor that is a connection.
 */
function prefab(name: string, rows: string[], extraConnections: number[] = []): Prefab {
  const width = rows[0].length;
  const kinds = new Uint8Array(width * rows.length);
  const connections: number[] = [];
  rows.forEach((row, y) => {
    for (let x = 0; x < width; x++) {
      const c = row[x];
      const t = y * width + x;
      kinds[t] = c === "#" ? TileKind.Wall : c === "." || c === "@" ? TileKind.Room : c === "+" ? TileKind.Corridor : TileKind.Void;
      if (c === "@") connections.push(t);
    }
  });
  return { name, width, height: rows.length, kinds, connections: [...connections, ...extraConnections] };
}

/** The vaults of the carving scenarios: a hall with four connections and a door, a hook with one. */
const HALL = prefab("Hall", ["###@###", "#.....#", "@..+..@", "#.....#", "###@###"]);
const HOOK = prefab("Hook", ["#@####", "#....#", "####.#", "####.#", "####.#", "#....#", "######"]);
/** A floor row over a block of drawn walls reaching past the floor's clearance: the walls must stay off floor. */
const WING = prefab("Wing", ["@......", "#######", "#######", "#######", "#######", "#######"]);
/** Two connections on its top side, and void corners (neither floor nor drawn wall). */
const TWIN = prefab("Twin", [" #@#@# ", "##...##", "#.....#", "#######"]);
/** Its first floor tile (row by row) is a door, kept as corridor floor when the vault is dug. */
const GATE = prefab("Gate", ["#+#", "#.#", "#.#", "#@#"]);
/**
 * Drawn walls two tiles thick beside the floor, entered from the west (Thick) or the east
 * (ThickL): dug toward the map's right (left) edge, the outer wall column lies past the map, so
 * the vault does not fit there; and that column, two tiles from the vault's floor and so outside
 * the floor's clearance box, can land on another area's floor.
 */
const THICK = prefab("Thick", ["@....##", "@....##", "##..###"]);
const THICKL = prefab("ThickL", ["##....@", "##....@", "###..##"]);
/** Two rows of drawn wall over a floor row: on a map with wallHeight 1 its top wall row is row 0. */
const TOPW = prefab("TopW", ["#####", "#####", "@...@"]);
/** A void column past the outer wall (Rim: east, RimL: west): void tiles of a vault are neither walls nor checked. */
const RIM = prefab("Rim", ["@....# ", "@....# ", "##..## "]);
const RIML = prefab("RimL", [" #....@", " #....@", " ##..##"]);
/** Its top-left tile is a wall: placed with its floor at (1, 1), that wall is tile 0. */
const CORNER = prefab("Corner", ["####", "#...", "#..@"]);

function options(given: Partial<DiggerOptions>): DiggerOptions {
  const result = { ...DIGGER_DEFAULTS, ...NONE, ...given };
  expect(fitDiggerOptions(result)).toEqual([]);
  return result;
}

function carve(width: number, height: number, seed: number, given: Partial<DiggerOptions>, prefabs: readonly Prefab[] = [], onStep?: (step: string, layout: Layout) => void) {
  const grid = createGrid(width, height);
  const layout = digger.carve(grid, options(given), new Random(seed), { prefabs }, onStep);
  return { grid, layout };
}

/** The map as text (see the header). */
function picture(grid: Grid, areaOf: Uint16Array): string[] {
  const rows: string[] = [];
  for (let y = 0; y < grid.height; y++) {
    let row = "";
    for (let x = 0; x < grid.width; x++) {
      const t = y * grid.width + x;
      const label = areaOf[t];
      if (label === 0) row += grid.kinds[t] === TileKind.Void ? "." : "?";
      else if (!isFloor(grid.kinds[t])) row += "!";
      else row += String.fromCharCode((grid.kinds[t] === TileKind.Corridor ? 65 : 97) + label - 1);
    }
    rows.push(row);
  }
  return rows;
}

const openingText = (layout: Layout, width: number) => layout.openings.map((o) => `${o.tile % width},${Math.floor(o.tile / width)} ${o.from}>${o.to} ${o.kind}`);
const tileText = (tiles: readonly number[], width: number) => tiles.map((t) => `${t % width},${Math.floor(t / width)}`).join(" ");

/** Reference: the areas measured from areaOf (id, bounds, size), with the kinds the digger named. */
function measuredAreas(grid: Grid, areaOf: Uint16Array, kinds: string[]): Area[] {
  return kinds.map((kind, id) => {
    let left = Infinity;
    let top = Infinity;
    let right = -1;
    let bottom = -1;
    let size = 0;
    for (let t = 0; t < areaOf.length; t++) {
      if (areaOf[t] !== id + 1) continue;
      const x = t % grid.width;
      const y = Math.floor(t / grid.width);
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      size++;
    }
    return { id, kind, bounds: { x: left, y: top, width: right - left + 1, height: bottom - top + 1 }, size } as Area;
  });
}

interface MapCase {
  what: string;
  width: number;
  height: number;
  seed: number;
  given: Partial<DiggerOptions>;
  /** The Hall and the Hook are offered as vaults. */
  vaults?: boolean;
  /** The Hall, the Hook and the Wing are offered. */
  wing?: boolean;
  /** The Twin alone is offered. */
  twin?: boolean;
  /** The Gate alone is offered. */
  gate?: boolean;
  /** These vaults are offered (instead of the flags above). */
  prefabs?: Prefab[];
  rows: string[];
  kinds: string;
  openings: string[];
  marks: string;
}

/**
 * The 30×20 seed-1 map of small rooms with loops at loopMinDetour 3. Doors and secret doors are
 * drawn after the dig, so the door cases carve this same map and differ only in the openings' kinds.
 */
const LOOPS_DETOUR_3_ROWS = [
  "..............................",
  "..............................",
  ".llll.........................",
  ".llll.............ooo.........",
  ".llllLfffff.eeeee.ooo..nnnn...",
  "...L..fffffFeeeeeOoooOOnnnn...",
  "...L.....J....E....O...N......",
  "...L.....J....E....O...N......",
  ".kkk.....J....E....O...N......",
  ".kkkKjjjjj...aaa.dddd..mmmm...",
  ".kkk.jjjjj...aaaDdddd..mmmm...",
  "..K.....J....aaa.dddd..mmmm...",
  "..K.....J....B...H.....M......",
  "..K.....J....B...H.....M......",
  "..K....ccc...B...H.....M......",
  "..K....ccc.bbbb..hhh.iiiiPppp.",
  "..ggggGcccCbbbb..hhhIiiii.ppp.",
  "..gggg.....bbbbBBhhh..........",
  "..............................",
  "..............................",
];

/** Small seeded maps, one feature type (or one finishing rule) at a time; the pictures are the digger's output for the seed. */
const MAPS: MapCase[] = [
  {
    what: "rooms only: the first room centred on the interior, the others entered through a doorway stub of wallHeight + 1 (north/south) or 1 (east/west) corridor tiles",
    width: 36,
    height: 22,
    seed: 3,
    given: { roomChance: 100 },
    rows: [
      "....................................",
      "....................................",
      ".....................eeeeeeeeeGgggg.",
      ".....................eeeeeeeee.gggg.",
      ".....................eeeeeeeee.gggg.",
      "..iiiii..............eeeeeeeee.gggg.",
      "..iiiii..............eeeeeeeee.gggg.",
      "..iiiii..............E.........gggg.",
      "..iiiiiIfffff........E..............",
      "........fffff........E..............",
      "........fffffFaaaaaaaa..............",
      "........fffff.aaaaaaaa..............",
      "..............aaaaaaaa..............",
      "...................B................",
      "...................B.........hhhhhh.",
      "...................B...ccccc.hhhhhh.",
      ".....dddddddddd.bbbbbb.ccccc.hhhhhh.",
      ".....dddddddddd.bbbbbb.ccccc.hhhhhh.",
      ".....dddddddddd.bbbbbbCcccccHhhhhhh.",
      ".....ddddddddddDbbbbbb.......hhhhhh.",
      ".....dddddddddd.bbbbbb.......hhhhhh.",
      "....................................",
    ],
    kinds: "room room room room room room room room room",
    openings: ["19,13 1>0 open", "22,18 2>1 open", "15,19 3>1 open", "21,9 4>0 open", "13,10 5>0 open", "30,2 6>4 open", "28,18 7>2 open", "7,8 8>5 open"],
    marks: "20,3 17,9 22,10 4,18 20,6 2,9 11,7 9,7 15,17 25,14 27,14 11,15 6,15 30,5 33,8 5,9",
  },
  {
    what: "circles only (rim r² + r), entered from all four sides",
    width: 36,
    height: 22,
    seed: 3,
    given: { circleChance: 100, circleMinRadius: 1, circleMaxRadius: 4 },
    rows: [
      "....................................",
      "....................................",
      ".............lll..nnn...............",
      "............lllll.nnn..........iii..",
      "..kkk...mmmMlllllNnnn..........iii..",
      ".kkkkk..mmm.lllll..............iii..",
      ".kkkkk..mmm..lll...............I....",
      ".kkkkk........L.......ccccc....I....",
      "..kkk.........L......ccccccc...I....",
      "....K.........L.....ccccccccc.ddd...",
      "....K.......jjj.aaa.ccccccccc.ddd...",
      "....K.......jjj.aaaCcccccccccDddd...",
      "....ggg.fffJjjj.aaa.ccccccccc.......",
      "....ggg.fff.....B...ccccccccc.......",
      "....gggGfff.....B....ccccccc........",
      "....H.....F.....B.....ccccc.........",
      "....H.....F...bbb...................",
      "....H.....F..bbbbb..................",
      "...hhh...eee.bbbbb..................",
      "...hhh...eeeEbbbbb..................",
      "...hhh...eee..bbb...................",
      "....................................",
    ],
    kinds: "circle circle circle circle circle circle circle circle circle circle circle circle circle circle",
    openings: ["16,13 1>0 open", "19,11 2>0 open", "29,11 3>2 open", "12,19 4>1 open", "10,17 5>4 open", "7,14 6>5 open", "4,15 7>6 open", "31,8 8>3 open", "11,12 9>5 open", "4,11 10>6 open", "14,9 11>9 open", "11,4 12>11 open", "17,4 13>11 open"],
    marks: "",
  },
  {
    what: "ellipses only: the half-axis along the way in is capped by the free run ahead, the other by the free span beside",
    width: 36,
    height: 22,
    seed: 4,
    given: { ellipseChance: 100, ellipseMinRadius: 1, ellipseMaxRadius: 5 },
    rows: [
      "....................................",
      "....................................",
      ".................ggg...........hhh..",
      ".................ggg..........hhhhh.",
      "........ddd......ggg...........hhh..",
      "......ddddddd....G..............H...",
      ".....ddddddddd...G......c.......H...",
      ".....ddddddddd...G....ccccc.....H...",
      "....ddddddddddd..a...ccccccc....e...",
      "....ddddddddddd..a...ccccccc...eee..",
      "....dddddddddddDaaaCccccccccc..eee..",
      ".....ddddddddd..aaa.ccccccccc..eee..",
      ".....ddddddddd..aaa.cccccccccEeeeee.",
      "......ddddddd....a...ccccccc..eeeee.",
      "........ddd......a...ccccccc..eeeee.",
      ".................B....ccccc....eee..",
      ".................B......c......eee..",
      ".................B.............eee..",
      "...iii....fff...bbb.............e...",
      ".iiiiiiiIfffffFbbbbb................",
      "...iii....fff...bbb.................",
      "....................................",
    ],
    kinds: "ellipse ellipse ellipse ellipse ellipse ellipse ellipse ellipse ellipse",
    openings: ["17,15 1>0 open", "19,10 2>0 open", "15,10 3>0 open", "29,12 4>2 open", "14,19 5>1 open", "17,7 6>0 open", "32,7 7>4 open", "8,19 8>5 open"],
    marks: "",
  },
  {
    what: "polygons only: star polygons filled by the even-odd rule, only the piece holding the centre kept",
    width: 36,
    height: 22,
    seed: 5,
    given: { polygonChance: 100, polygonMinSize: 5, polygonMaxSize: 12 },
    rows: [
      "....................................",
      "....................................",
      ".............ccc....................",
      ".............ccc....................",
      ".............cccCb........g.........",
      ".................bbbbbGgggggggg.....",
      ".................bbb.....ggggg......",
      ".................B.........H........",
      "......eee........B.........H........",
      "......eeee...d...B.........H........",
      "......eeeeeEdd..aaa......hhhh.......",
      "......e.....dddDaaa......hhhh.......",
      "......F.........aa.......hhh........",
      "......F..................hhh........",
      "......F..................hhh........",
      "......fff...........................",
      "......fffff.........................",
      "....................................",
      "....................................",
      "....................................",
      "....................................",
      "....................................",
    ],
    kinds: "polygon polygon polygon polygon polygon polygon polygon polygon",
    openings: ["17,9 1>0 open", "16,4 2>1 open", "15,11 3>0 open", "11,10 4>3 open", "6,12 5>4 open", "22,5 6>1 open", "27,7 7>6 open"],
    marks: "",
  },
  {
    what: "caves only: drunkard's walks from the doorway, column gaps of at most wallHeight filled",
    width: 36,
    height: 22,
    seed: 3,
    given: { caveChance: 100, caveMinSize: 10, caveMaxSize: 40 },
    rows: [
      "....................................",
      "....................................",
      "..........bb.....a..................",
      ".........bbb....aa..................",
      ".....bbbbbbb..a.a...................",
      ".....b.....bBaa.a...................",
      ".............aaaa...................",
      ".............aaaaaa.................",
      ".............aaaa.aa................",
      "...............aa.a.................",
      "...............aa.a.................",
      "...............aaaa.................",
      ".................a..................",
      "....ddd..........C..................",
      "....dddd.........C..................",
      "....ddddd........C..................",
      "....ddddddDccccccc..................",
      "....dddddd.ccccccc..................",
      "....dd.dd...cccccc..................",
      "....dd......cccccc..................",
      "....dd.......ccccc..................",
      "....................................",
    ],
    kinds: "cave cave cave cave",
    openings: ["12,5 1>0 open", "17,13 2>0 open", "10,16 3>2 open"],
    marks: "",
  },
  {
    what: "corridors (Seq 100, no branches, dead ends kept): the first area falls back to a room, corridor ends are open marks",
    width: 30,
    height: 20,
    seed: 4,
    given: { roomChance: 30, corridorChance: 100, corridorSeq: 100, corridorBranchChance: 0, removeDeadEnds: 0 },
    rows: [
      "..............................",
      "..............................",
      "........kkkkkkkkkLLLLLLLLLL...",
      "........kkkkkkkkk.............",
      "........kkkkkkkkk.............",
      "..............K...............",
      "......J.......K...FGGGGG......",
      "......J.......K...F...........",
      "......J......aaaa.F...........",
      "......J......aaaa.F...........",
      "....IIIIHHHHHaaaaBBBBBBCCCC...",
      ".............aaaa.........D...",
      ".............aaaa.........D...",
      "..........................D...",
      ".....................EEEEED...",
      "..............................",
      "..............................",
      "..............................",
      "..............................",
      "..............................",
    ],
    kinds: "room corridor corridor corridor corridor corridor corridor corridor corridor corridor room corridor",
    openings: ["17,10 1>0 open", "23,10 2>1 open", "26,11 3>2 open", "25,14 4>3 open", "18,9 5>1 open", "19,6 6>5 open", "12,10 7>0 open", "7,10 8>7 open", "6,9 9>8 open", "14,7 10>0 open", "17,2 11>10 open"],
    marks: "",
  },
  {
    what: "crossroads: every corridor longer than its stub gets arms, kept when dead ends are kept",
    width: 30,
    height: 20,
    seed: 4,
    given: { roomChance: 30, corridorChance: 100, corridorSeq: 50, corridorBranchChance: 100, removeDeadEnds: 0 },
    rows: [
      "..............................",
      "..............................",
      "....fffffffff.eeeeee..........",
      "....fffffffffFeeeeee..........",
      "....fffffffff.eeeeee..........",
      "..............E......B........",
      "..............E......B........",
      "..............E......B....C...",
      ".............aaaa....B....C...",
      ".......ddddd.aaaa....B....C...",
      ".......dddddDaaaaBBBBBBCCCC...",
      ".......ddddd.aaaa....B....C...",
      ".......ddddd.aaaa....B....C...",
      ".......ddddd.........B....C...",
      ".....................B....C...",
      "..............................",
      "..............................",
      "..............................",
      "..............................",
      "..............................",
    ],
    kinds: "room crossroads crossroads room room room",
    openings: ["17,10 1>0 open", "23,10 2>1 open", "12,10 3>0 open", "14,7 4>0 open", "13,3 5>4 open"],
    marks: "",
  },
  {
    what: "the same options with dead ends removed: the crossroads leading nowhere vanish, the areas are renumbered and so are their openings",
    width: 30,
    height: 20,
    seed: 4,
    given: { roomChance: 30, corridorChance: 100, corridorSeq: 50, corridorBranchChance: 100, removeDeadEnds: 1 },
    rows: [
      "..............................",
      "..............................",
      "....ddddddddd.cccccc..........",
      "....dddddddddDcccccc..........",
      "....ddddddddd.cccccc..........",
      "..............C...............",
      "..............C...............",
      "..............C...............",
      ".............aaaa.............",
      ".......bbbbb.aaaa.............",
      ".......bbbbbBaaaa.............",
      ".......bbbbb.aaaa.............",
      ".......bbbbb.aaaa.............",
      ".......bbbbb..................",
      "..............................",
      "..............................",
      "..............................",
      "..............................",
      "..............................",
      "..............................",
    ],
    kinds: "room room room room",
    openings: ["12,10 1>0 open", "14,7 2>0 open", "13,3 3>2 open"],
    marks: "",
  },
  {
    what: "a corridor-only dig on a small map: trimmed corridors leave a stub between two rooms",
    width: 26,
    height: 16,
    seed: 1,
    given: { corridorChance: 100, corridorBranchChance: 100, removeDeadEnds: 0 },
    rows: [
      "..........................",
      "..........................",
      "..........................",
      "...C................B.....",
      "...C................B.....",
      "...C................B.....",
      "...C................B.....",
      "...CCCCaaaaaaaaaaa..B.....",
      ".......aaaaaaaaaaaBBBBB...",
      ".......aaaaaaaaaaa..B.....",
      "....................B.....",
      "....................B.....",
      "..........................",
      "..........................",
      "..........................",
      "..........................",
    ],
    kinds: "room crossroads crossroads",
    openings: ["18,8 1>0 open", "6,7 2>0 open"],
    marks: "",
  },
  {
    what: "tunnels only: walks that never step back, one area each, the next tunnel from the farthest tile",
    width: 26,
    height: 16,
    seed: 2,
    given: { tunnelChance: 100 },
    rows: [
      "..........................",
      "..........................",
      "....L..JKKKKKKKKKKKKMMMMM.",
      "....LL.J..................",
      "....L..J..................",
      ".B..L..J..................",
      ".BB.L..J.aaaaaaa.......D..",
      "..B.L.BB.aaaaaaa......DDD.",
      "..BBBBBB.aaaaaaaDD....D.E.",
      "..C.B..BBaaaaaaa.DDDDDD.E.",
      "..C......aaaaaaa..D.H...E.",
      "..C........F........H...E.",
      "..C........F........H...E.",
      "..C........F........HH..E.",
      "..CC.GGGGGGFIIIIIII..H..E.",
      "..........................",
    ],
    kinds: "room tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel",
    openings: ["8,9 1>0 open", "2,9 2>1 open", "16,8 3>0 open", "24,8 4>3 open", "11,11 5>0 open", "10,14 6>5 open", "20,10 7>3 open", "12,14 8>5 open", "7,6 9>1 open", "8,2 10>9 open", "4,7 11>1 open", "20,2 12>10 open"],
    marks: "",
  },
  {
    what: "tunnels ending in caves (tunnelCaveChance 100), the first area a cave",
    width: 30,
    height: 18,
    seed: 2,
    given: { tunnelChance: 100, caveChance: 1, tunnelCaveChance: 100, caveMinSize: 8, caveMaxSize: 20 },
    rows: [
      "..............................",
      "..............................",
      "....BBBBBBBa............F..FF.",
      "....BB..B..aa...CCCCCCFFFFFF..",
      "....BB..M..aaaCCCCC.....F.G...",
      ".BBBB...M..aaa..C.D.......G...",
      "..BB....M..aaa..C.D.......G...",
      "........M..aaa....D.......G.H.",
      "......N.MM...a....D.......G.H.",
      ".....NNNMM...aa...DDDDD...G.H.",
      "........MM...a..O..J..D...G.H.",
      ".............I..O..J..DDD.G.H.",
      ".K...........I..O..J..DD....H.",
      ".KKK.........I..O..J..DD....H.",
      "...KKKiiiiiiii..O..J..DD....E.",
      ".......iiii.iii.O.JJ...DDDEEE.",
      ".......iiii.....LLJ.....D.....",
      "..............................",
    ],
    kinds: "cave tunnel tunnel tunnel tunnel tunnel tunnel tunnel cave tunnel tunnel tunnel tunnel tunnel tunnel",
    openings: ["10,2 1>0 open", "14,4 2>0 open", "18,5 3>2 open", "26,15 4>3 open", "22,3 5>2 open", "26,4 6>5 open", "28,13 7>4 open", "13,11 8>0 open", "19,10 9>3 open", "5,14 10>8 open", "17,16 11>9 open", "8,4 12>1 open", "7,9 13>12 open", "16,15 14>11 open"],
    marks: "",
  },
  {
    what: "vaults (vaultMax 2): the Hook placed whole through its one connection",
    width: 30,
    height: 20,
    seed: 1,
    given: { roomChance: 100, vaultChance: 100, vaultSeq: 100 },
    vaults: true,
    rows: [
      "..............................",
      "..............................",
      "..............................",
      "..iiiiIffffff..bbbb.eeeeee....",
      "..iiii.ffffff..bbbbEeeeeee....",
      "..iiii.ffffff..bbbb.eeeeee....",
      "..iiii......F..B......H.......",
      "............F..B......H.......",
      "............F..B......H.......",
      "...........aaaaaaa....h.......",
      "...........aaaaaaa....hhhh....",
      "...........aaaaaaa.......h....",
      "...dddd....C.............h....",
      "...dddd....C.............h....",
      "...dddd....C..........hhhh....",
      "...ddddDcccccc.gggggg.........",
      "........cccccc.gggggg.........",
      "........ccccccGgggggg.........",
      "...............gggggg.........",
      "..............................",
    ],
    kinds: "room room room room room room room vault room",
    openings: ["15,8 1>0 open", "11,12 2>0 open", "7,15 3>2 open", "19,4 4>1 open", "12,8 5>0 open", "14,17 6>2 open", "22,6 7>4 open", "6,3 8>5 open"],
    marks: "",
  },
  {
    what: "vaults without a cap: two Halls, the door tile kept as corridor floor, marks on their other connections",
    width: 34,
    height: 24,
    seed: 5,
    given: { roomChance: 100, vaultChance: 100, vaultSeq: 100, vaultMax: 0 },
    vaults: true,
    rows: [
      "..................................",
      "..................................",
      "...........c......................",
      ".........ccccc..bbbbb.............",
      "........cccCcccCbbbbb.............",
      ".llll....ccccc..bbbbb.............",
      ".llll......c....bbbbb.dddddddddd..",
      ".llll...........bbbbbDdddddddddd..",
      ".llll...........B.....dddddddddd..",
      "..L.............B.....E....F......",
      "..L.............B.....E....F......",
      "..L............aaaa...E....F......",
      ".iiiiIgggggggg.aaaa.eeeee..f......",
      ".iiii.ggggggggGaaaa.eeeee..ffff...",
      ".iiii.gggggggg.aaaa.eeeee.....f...",
      ".iiii.............H.eeeee.....f...",
      ".iiii.............H.eeeee.....f...",
      "..K...............H.eeeee..ffff...",
      "..K...jjjjj.hhhhhhh...............",
      "..K...jjjjjJhhhhhhh...............",
      ".kkkk.jjjjj.hhhhhhh...............",
      ".kkkk.jjjjj.hhhhhhh...............",
      ".kkkk.jjjjj.......................",
      "..................................",
    ],
    kinds: "room room vault room room vault room room room room room room",
    openings: ["16,10 1>0 open", "15,4 2>1 open", "21,7 3>1 open", "22,9 4>3 open", "27,9 5>3 open", "14,13 6>0 open", "18,15 7>0 open", "5,12 8>6 open", "11,19 9>7 open", "2,17 10>8 open", "2,11 11>8 open"],
    marks: "",
  },
  {
    what: "the default mix of features, loops (detour 6) and doors",
    width: 36,
    height: 24,
    seed: 7,
    given: { roomChance: 40, corridorChance: 35, circleChance: 8, ellipseChance: 8, polygonChance: 8, tunnelChance: 5, caveChance: 8, loopMinDetour: 6, doorChance: 40, secretDoorChance: 5 },
    rows: [
      "....................................",
      "....................................",
      ".hhhhhhhhhhhhhhhhhhhh......eeeeeee..",
      ".hhhhhhhhhhhhhhhhhhhh.dddd.eeeeeee..",
      ".hhhhhhhhhhhhhhhhhhhh.dddd.eeeeeee..",
      "...............H......ddddEeeeeeee..",
      "...............H......dddd.eeeeeee..",
      "...............H......dddd.eeeeeee..",
      ".........GGGGFFFFF....dddd..........",
      ".........I.......F.......D..........",
      ".........I.......F.......D..........",
      ".........I.......F.......D.b..bbbb..",
      "....llll.I......aaaaaaaBbbbbbbbbbb..",
      "....llll.IIIKKK.aaaaaaa.bbbbbbbbbbb.",
      "....llll.J......aaaaaaa.bbbbbbbbbb..",
      "....llll.J.......aaaaaa.bb.bbb...b..",
      "....llll.J.......aaaaaa.....bb...b..",
      "....llllLJ.........aaaa.....C....b..",
      "....llll...........aaa......C...bb..",
      ".....................a......C..bb...",
      "........................cccccc......",
      "........................cccccc......",
      "........................cccccc......",
      "....................................",
    ],
    kinds: "cave cave room room room crossroads corridor cave crossroads corridor tunnel room",
    openings: ["23,12 1>0 door", "28,17 2>1 door", "25,11 3>1 open", "26,5 4>3 open", "17,11 5>0 open", "12,8 6>5 open", "15,7 7>5 open", "9,9 8>6 door", "9,14 9>8 door", "12,13 10>8 open", "8,17 11>9 door"],
    marks: "3,16 3,12 23,15 19,19 15,12 15,13 21,4 5,19 10,17 8,12",
  },
  {
    what: "loops with loopMinDetour 1: every short passage between two areas that keeps the clearance is dug",
    width: 30,
    height: 20,
    seed: 1,
    given: { roomChance: 100, roomMinWidth: 3, roomMaxWidth: 5, roomMinHeight: 2, roomMaxHeight: 3, loopMinDetour: 1 },
    rows: [
      "..............................",
      "..............................",
      ".llll.........................",
      ".llll.............ooo.........",
      ".llllLfffff.eeeee.ooo..nnnn...",
      ".L.L..fffffFeeeeeOoooOOnnnn...",
      ".L.L...F.J....E....O...N.N....",
      ".L.L...F.J....E....O...N.N....",
      ".kkk...F.J....E....O...N.N....",
      ".kkkKjjjjj...aaa.dddd..mmmm...",
      ".kkk.jjjjj...aaaDdddd..mmmm...",
      "..K.....J....aaa.dddd..mmmm...",
      "..K.....J....B...H.....M..M...",
      "..K.....J....B...H.....M..M...",
      "..K....ccc...B...H.....M..M...",
      "..K....ccc.bbbb..hhh.iiiiPppp.",
      "..ggggGcccCbbbb..hhhIiiii.ppp.",
      "..gggg.....bbbbBBhhh..........",
      "..............................",
      "..............................",
    ],
    kinds: "room room room room room room room room room room room room room room room room",
    openings: ["13,12 1>0 open", "10,16 2>1 open", "16,10 3>0 open", "14,8 4>0 open", "11,5 5>4 open", "6,16 6>2 open", "17,12 7>3 open", "20,16 8>7 open", "9,6 9>5 open", "4,9 10>9 open", "3,7 11>10 open", "23,14 12>8 open", "23,8 13>12 open", "17,5 14>4 open", "25,15 15>8 open", "8,13 9>2 open", "22,5 14>13 open", "2,15 10>6 open", "16,17 1>7 open", "19,8 14>3 open", "5,4 11>5 open", "25,8 13>12 open", "7,8 5>9 open", "26,14 12>15 open", "1,7 11>10 open"],
    marks: "",
  },
  {
    what: "loops with loopMinDetour 3: only where the way round crosses 3 openings or more",
    width: 30,
    height: 20,
    seed: 1,
    given: { roomChance: 100, roomMinWidth: 3, roomMaxWidth: 5, roomMinHeight: 2, roomMaxHeight: 3, loopMinDetour: 3 },
    rows: LOOPS_DETOUR_3_ROWS,
    kinds: "room room room room room room room room room room room room room room room room",
    openings: ["13,12 1>0 open", "10,16 2>1 open", "16,10 3>0 open", "14,8 4>0 open", "11,5 5>4 open", "6,16 6>2 open", "17,12 7>3 open", "20,16 8>7 open", "9,6 9>5 open", "4,9 10>9 open", "3,7 11>10 open", "23,14 12>8 open", "23,8 13>12 open", "17,5 14>4 open", "25,15 15>8 open", "8,13 9>2 open", "22,5 14>13 open", "2,15 10>6 open", "16,17 1>7 open", "19,8 14>3 open", "5,4 11>5 open"],
    marks: "",
  },
  {
    what: "every opening a door (doorChance 100), loops included",
    width: 30,
    height: 20,
    seed: 1,
    given: { roomChance: 100, roomMinWidth: 3, roomMaxWidth: 5, roomMinHeight: 2, roomMaxHeight: 3, loopMinDetour: 3, doorChance: 100 },
    rows: LOOPS_DETOUR_3_ROWS,
    kinds: "room room room room room room room room room room room room room room room room",
    openings: ["13,12 1>0 door", "10,16 2>1 door", "16,10 3>0 door", "14,8 4>0 door", "11,5 5>4 door", "6,16 6>2 door", "17,12 7>3 door", "20,16 8>7 door", "9,6 9>5 door", "4,9 10>9 door", "3,7 11>10 door", "23,14 12>8 door", "23,8 13>12 door", "17,5 14>4 door", "25,15 15>8 door", "8,13 9>2 door", "22,5 14>13 door", "2,15 10>6 door", "16,17 1>7 door", "19,8 14>3 door", "5,4 11>5 door"],
    marks: "",
  },
  {
    what: "secret doors first (secretDoorChance 100 beats doorChance 100)",
    width: 30,
    height: 20,
    seed: 1,
    given: { roomChance: 100, roomMinWidth: 3, roomMaxWidth: 5, roomMinHeight: 2, roomMaxHeight: 3, doorChance: 100, secretDoorChance: 100 },
    rows: [
      "..............................",
      "..............................",
      ".llll.........................",
      ".llll.............ooo.........",
      ".llll.fffff.eeeee.ooo..nnnn...",
      "...L..fffffFeeeeeOooo..nnnn...",
      "...L.....J....E........N......",
      "...L.....J....E........N......",
      ".kkk.....J....E........N......",
      ".kkkKjjjjj...aaa.dddd..mmmm...",
      ".kkk.jjjjj...aaaDdddd..mmmm...",
      ".............aaa.dddd..mmmm...",
      ".............B...H.....M......",
      ".............B...H.....M......",
      ".......ccc...B...H.....M......",
      ".......ccc.bbbb..hhh.iiiiPppp.",
      "..ggggGcccCbbbb..hhhIiiii.ppp.",
      "..gggg.....bbbb..hhh..........",
      "..............................",
      "..............................",
    ],
    kinds: "room room room room room room room room room room room room room room room room",
    openings: ["13,12 1>0 secret", "10,16 2>1 secret", "16,10 3>0 secret", "14,8 4>0 secret", "11,5 5>4 secret", "6,16 6>2 secret", "17,12 7>3 secret", "20,16 8>7 secret", "9,6 9>5 secret", "4,9 10>9 secret", "3,7 11>10 secret", "23,14 12>8 secret", "23,8 13>12 secret", "17,5 14>4 secret", "25,15 15>8 secret"],
    marks: "",
  },
  {
    what: "half doors, half secret doors",
    width: 30,
    height: 20,
    seed: 1,
    given: { roomChance: 100, roomMinWidth: 3, roomMaxWidth: 5, roomMinHeight: 2, roomMaxHeight: 3, loopMinDetour: 3, doorChance: 50, secretDoorChance: 50 },
    rows: LOOPS_DETOUR_3_ROWS,
    kinds: "room room room room room room room room room room room room room room room room",
    openings: ["13,12 1>0 secret", "10,16 2>1 open", "16,10 3>0 secret", "14,8 4>0 secret", "11,5 5>4 secret", "6,16 6>2 secret", "17,12 7>3 door", "20,16 8>7 secret", "9,6 9>5 secret", "4,9 10>9 open", "3,7 11>10 door", "23,14 12>8 door", "23,8 13>12 open", "17,5 14>4 door", "25,15 15>8 secret", "8,13 9>2 open", "22,5 14>13 secret", "2,15 10>6 secret", "16,17 1>7 secret", "19,8 14>3 door", "5,4 11>5 secret"],
    marks: "",
  },
  {
    what: "wallHeight 1 and border 2: stubs 2 tiles north/south, the interior from row 2",
    width: 24,
    height: 14,
    seed: 1,
    given: { roomChance: 100, corridorChance: 50, wallHeight: 1, border: 2 },
    rows: [
      "........................",
      "........................",
      "........................",
      "........................",
      "........................",
      "...ccccCaaaaaaa.bbbbb...",
      "...cccc.aaaaaaaBbbbbb...",
      "...cccc.aaaaaaa.bbbbb...",
      "...cccc.................",
      "...cccc.................",
      "........................",
      "........................",
      "........................",
      "........................",
    ],
    kinds: "room room room",
    openings: ["15,6 1>0 open", "7,5 2>0 open"],
    marks: "",
  },
  {
    what: "wallHeight 3: 4-tile stubs north/south, rows 0-2 kept for the wall face",
    width: 24,
    height: 18,
    seed: 1,
    given: { roomChance: 100, corridorChance: 50, wallHeight: 3 },
    rows: [
      "........................",
      "........................",
      "........................",
      "........................",
      "........................",
      ".cccccc.................",
      ".cccccc.................",
      ".cccccc.................",
      ".ccccccCaaaaaaa.bbbbbbb.",
      ".cccccc.aaaaaaaBbbbbbbb.",
      "..D.....aaaaaaa.bbbbbbb.",
      "..D.....................",
      "..D.....................",
      "..D.....................",
      ".dddddd.................",
      ".dddddd.................",
      ".dddddd.................",
      "........................",
    ],
    kinds: "room room room room",
    openings: ["15,9 1>0 open", "7,8 2>0 open", "2,10 3>2 open"],
    marks: "",
  },
  {
    what: "Max: at most 2 rooms and 2 circles; then nothing is left to dig",
    width: 30,
    height: 20,
    seed: 2,
    given: { roomChance: 100, roomMax: 2, circleChance: 100, circleMax: 2, circleMaxRadius: 3 },
    rows: [
      "..............................",
      "..............................",
      "......bbbbbbbb................",
      "......bbbbbbbb................",
      "......bbbbbbbb................",
      ".........B....................",
      ".........B....................",
      ".........B.............ccc....",
      ".........aaaaaaaaaaa..ccccc...",
      ".........aaaaaaaaaaaCccccccc..",
      ".........aaaaaaaaaaa.ccccccc..",
      ".........aaaaaaaaaaa.ccccccc..",
      ".........aaaaaaaaaaa..ccccc...",
      ".......................ccc....",
      "..............................",
      "..............................",
      "..............................",
      "..............................",
      "..............................",
      "..............................",
    ],
    kinds: "room room circle",
    openings: ["9,7 1>0 open", "20,9 2>0 open"],
    marks: "",
  },
  {
    what: "the target floor share (15%) stops the dig with marks still open",
    width: 40,
    height: 24,
    seed: 3,
    given: { roomChance: 100, targetFloorShare: 15 },
    rows: [
      "........................................",
      "........................................",
      "........................................",
      "........................................",
      "........................................",
      "........................................",
      "........................................",
      ".............................ddddddddd..",
      ".............................ddddddddd..",
      ".............................ddddddddd..",
      ".............................ddddddddd..",
      "................aaaaaaaa.....ddddddddd..",
      "................aaaaaaaa.....D..........",
      "................aaaaaaaa.....D..........",
      ".....................B.......D..........",
      ".....................B...ccccc.eeeeeee..",
      ".....................B...ccccc.eeeeeee..",
      "..................bbbbbbCccccc.eeeeeee..",
      "..................bbbbbb.cccccEeeeeeee..",
      "..................bbbbbb.......eeeeeee..",
      "...............................eeeeeee..",
      "........................................",
      "........................................",
      "........................................",
    ],
    kinds: "room room room room room",
    openings: ["21,14 1>0 open", "24,17 2>1 open", "29,14 3>2 open", "30,18 4>2 open"],
    marks: "23,10 19,10 24,11 17,18 17,14 15,11 28,9 25,19 17,17 27,14 28,11 30,6 28,19 35,6",
  },
  {
    what: "the smallest map (5×6 at border 1, wallHeight 2): a 3×3 room filling the interior",
    width: 5,
    height: 6,
    seed: 1,
    given: { roomChance: 100 },
    rows: [
      ".....",
      ".....",
      ".aaa.",
      ".aaa.",
      ".aaa.",
      ".....",
    ],
    kinds: "room",
    openings: [],
    marks: "",
  },
  {
    what: "every chance 0: the fallback room clamped to the interior and centred in it (border 3)",
    width: 9,
    height: 9,
    seed: 1,
    given: { border: 3 },
    rows: [
      ".........",
      ".........",
      ".........",
      "...aaa...",
      "...aaa...",
      "...aaa...",
      ".........",
      ".........",
      ".........",
    ],
    kinds: "room",
    openings: [],
    marks: "",
  },
  {
    what: "every chance 0 on a larger map: the fallback room of roomMin..roomMax size, centred by the leftover space",
    width: 20,
    height: 13,
    seed: 2,
    given: { roomMinWidth: 5, roomMaxWidth: 9, roomMinHeight: 2, roomMaxHeight: 4 },
    rows: [
      "....................",
      "....................",
      "....................",
      "....................",
      "....................",
      "....................",
      ".......aaaaaa.......",
      ".......aaaaaa.......",
      "....................",
      "....................",
      "....................",
      "....................",
      "....................",
    ],
    kinds: "room",
    openings: [],
    marks: "",
  },
];

/**
 * Mixed option sets, each kept because it shows a rule the scenarios above do not reach (a mark
 * dropped after its tries, a doorway refused by its stub's clearance box, a cave dug at a tunnel's
 * end, a fallback start room after 8 failed tries, ...): the digger's output for the seed.
 */
const MIXED: MapCase[] = [
  {
    what: "tunnels growing from tunnels (tunnelSeq 100) on a narrow map, caves capped at 3: caves dug at tunnel ends",
    width: 16,
    height: 23,
    seed: 35,
    given: { corridorChance: 10, polygonChance: 1, tunnelChance: 100, tunnelSeq: 100, caveChance: 1, caveMax: 3, ellipseMinRadius: 1, ellipseMaxRadius: 1, polygonMinSize: 3, polygonMaxSize: 8, tunnelMinLength: 3, tunnelMaxLength: 6, tunnelCaveChance: 100, targetFloorShare: 70, removeDeadEnds: 0 },
    rows: [
      "................",
      "................",
      "............HII.",
      "............H...",
      "......C.....H...",
      ".DDDDCCCCGG.H...",
      "..DD..CCC.GGGGG.",
      "..E...C.....G.G.",
      "..E...C.........",
      "..E...C.........",
      "..EE..C...B.....",
      "..EE..aaaBBBBB..",
      "..EE..a....B....",
      ".EEE.......J....",
      ".EE........J....",
      ".EE........J..K.",
      ".EE..MM.M..JJKK.",
      "..F...MMM.JJJ.L.",
      "..F.....MMJJ..L.",
      "..F.......JJ..L.",
      "..FNN......J..L.",
      "..F.NN.....J..L.",
      "................",
    ],
    kinds: "polygon tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel",
    openings: ["9,11 1>0 open", "6,10 2>0 open", "4,5 3>2 open", "2,7 4>3 open", "2,17 5>4 open", "9,5 6>2 open", "12,5 7>6 open", "13,2 8>7 open", "11,13 9>1 open", "13,16 10>9 open", "14,17 11>10 open", "9,18 12>9 open", "3,20 13>5 open"],
    marks: "",
  },
  {
    what: "1-wide rooms 3 tall with corridors, a tunnel and a little of everything else, border 2 and wallHeight 3",
    width: 32,
    height: 13,
    seed: 2,
    given: { roomChance: 100, corridorChance: 100, polygonChance: 1, tunnelChance: 10, tunnelSeq: 30, caveChance: 1, caveMax: 3, vaultChance: 1, vaultSeq: 0, roomMinWidth: 1, roomMaxWidth: 1, roomMinHeight: 3, roomMaxHeight: 3, corridorBranchChance: 100, tunnelMinLength: 6, tunnelMaxLength: 11, tunnelCaveChance: 100, caveMinSize: 10, caveMaxSize: 16, wallHeight: 3, border: 2 },
    wing: true,
    rows: [
      "................................",
      "................................",
      "................................",
      ".....................DDDDDDDD...",
      "...................c.DD...E.DD..",
      "...............aBb.cDD....E.....",
      "...............a.bCc.F....E.....",
      "...............a.b...F....E.....",
      ".....................F..h.e.....",
      ".....................F..h.e.....",
      ".....................F..hHeGGG..",
      "................................",
      "................................",
    ],
    kinds: "room room room tunnel room tunnel tunnel room",
    openings: ["16,5 1>0 open", "18,6 2>1 open", "20,5 3>2 open", "26,4 4>3 open", "21,6 5>3 open", "27,10 6>4 open", "25,10 7>4 open"],
    marks: "",
  },
  {
    what: "corridors, ellipses and caves all at 100 on 33×24: caves refused beside doorways with under 3 free tiles",
    width: 33,
    height: 24,
    seed: 19,
    given: { corridorChance: 100, ellipseChance: 100, caveChance: 100, tunnelCaveChance: 100, removeDeadEnds: 0, doorChance: 30 },
    rows: [
      ".................................",
      ".................................",
      "..........hhhhh......hhhh....ccc.",
      "...i.....hhhhhhhhhh..hhhhhhh.ccc.",
      "..iii....hhhhhhhhhhhhhhhhhhh.ccc.",
      "..iii.....hhhhhhhhhhhhhhhhhh.ccc.",
      "..iii................H.......ccc.",
      ".iiiii...............H.......ccc.",
      ".iiiii...............H.......ccc.",
      ".iiiii...............G.......ccc.",
      "..iii................G.......ccc.",
      "..iii..........a.....G.......ccc.",
      "..iii..........aa....G.......ccc.",
      "...i.....J.....aaaBBBBBBBBBBCccc.",
      "...I.....J.....aa.......F....ccc.",
      "...I...D.J.....a........F....ccc.",
      "...I...D.J.....a........F....ccc.",
      "...EEEEDDDDaaaaa......ffffff.ccc.",
      "...........aaaaa.....fffffff.ccc.",
      "...........aaaaa.....fffffff.ccc.",
      "...........aaaaaaaa..fffffff.ccc.",
      "..........aaaaaaaaa.ffffffff.ccc.",
      "...........aaaaaa....ff.ffff.ccc.",
      ".................................",
    ],
    kinds: "cave corridor cave crossroads corridor cave corridor cave ellipse corridor",
    openings: ["18,13 1>0 open", "28,13 2>1 door", "10,17 3>0 door", "6,17 4>3 open", "24,14 5>1 open", "21,12 6>1 open", "21,8 7>6 open", "3,16 8>4 door", "9,16 9>3 open"],
    marks: "9,12 13,16 3,18 19,20 20,9 6,8 10,13 9,21 14,12 22,9 8,4 8,3 6,9 6,7",
  },
  {
    what: "corridors, tunnels and vaults on a small map with border 3 and wallHeight 1: no start type on, so the first area is the fallback room",
    width: 22,
    height: 15,
    seed: 27,
    given: { corridorChance: 40, tunnelChance: 10, vaultChance: 40, roomMinWidth: 3, roomMaxWidth: 7, roomMinHeight: 2, roomMaxHeight: 4, corridorBranchChance: 50, circleMinRadius: 1, circleMaxRadius: 1, tunnelMinLength: 6, tunnelMaxLength: 8, tunnelCaveChance: 0, targetFloorShare: 70, wallHeight: 1, border: 3, loopMinDetour: 2, secretDoorChance: 100 },
    wing: true,
    rows: [
      "......................",
      "......................",
      "......................",
      "....EEEGGGGGGGC..F....",
      ".....E....G...C..F....",
      ".....E....G...C.FFF...",
      "...DDDD..aaaaBB...F...",
      "...H..DDDaaaa.B...F...",
      "...H..........BB.BB...",
      "...H..........BBBBB...",
      "...H..................",
      "...H..................",
      "......................",
      "......................",
      "......................",
    ],
    kinds: "room tunnel tunnel tunnel tunnel tunnel tunnel tunnel",
    openings: ["13,6 1>0 secret", "14,5 2>1 secret", "8,7 3>0 secret", "5,5 4>3 secret", "18,7 5>1 secret", "13,3 6>2 secret", "3,7 7>3 secret", "10,5 6>0 secret", "6,3 4>6 secret"],
    marks: "",
  },
  {
    what: "tunnels on a wide, low map (one ellipse at most)",
    width: 36,
    height: 18,
    seed: 7,
    given: { corridorChance: 10, ellipseChance: 1, ellipseMax: 1, tunnelChance: 100, circleMinRadius: 2, circleMaxRadius: 4, caveMinSize: 5, caveMaxSize: 26, doorChance: 30 },
    rows: [
      "....................................",
      "....................................",
      "..QRRR..M.PPPISS.BB.E......G.....O..",
      "..Q....MM.P..I...B..E.....GG.....O..",
      "..Q....M.....I...B..E..HHHGGJJJJ.O..",
      "..Q....M.....I...B..E......G.....O..",
      "..L.LL.M.....I..aaa.E......G.....O..",
      ".LLLLLLL.....aaaaaaaaa.....G.....CC.",
      "....L.LL....aaaaaaaaaaa...CC...CCC..",
      ".......LLLLaaaaaaaaaaaaaCCCCCCCC....",
      ".......L....aaaaaaaaaaa........F....",
      ".VV....L.....aaaaaaaaa.........F....",
      "..VWWW........N.aaa............F....",
      "..V...........N..D......K.K....FFF..",
      "..V...........N..D......KKK....F....",
      "..V......T....N..D...KKKK.KK..FF....",
      ".UUUUTTTTTTTTTN..DKKKKK...KKK..F....",
      "....................................",
    ],
    kinds: "ellipse tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel",
    openings: ["17,5 1>0 open", "24,9 2>0 open", "17,13 3>0 open", "20,6 4>0 door", "31,10 5>2 door", "27,7 6>2 door", "25,4 7>6 open", "13,6 8>0 door", "28,4 9>6 open", "18,16 10>3 door", "10,9 11>0 open", "7,6 12>11 door", "14,12 13>0 open", "33,6 14>2 open", "12,2 15>8 open", "2,5 16>11 open", "3,2 17>16 door", "14,2 18>8 open", "13,16 19>13 open", "4,16 20>19 open", "2,15 21>20 open", "3,12 22>21 open"],
    marks: "",
  },
  {
    what: "circles, one tunnel, 1-2 tile rooms and vaults at wallHeight 1",
    width: 34,
    height: 18,
    seed: 44,
    given: { circleChance: 100, tunnelChance: 100, tunnelMax: 1, vaultChance: 40, roomMinWidth: 1, roomMaxWidth: 2, roomMinHeight: 1, roomMaxHeight: 2, corridorBranchChance: 50, tunnelCaveChance: 50, wallHeight: 1, removeDeadEnds: 0, doorChance: 30 },
    wing: true,
    rows: [
      "..................................",
      "......e....................CC.....",
      "....eeeee.................CC......",
      "...eeeEeee....aaaaa.......C.......",
      "....eeeee....aaaaaaa......C.......",
      "......e.....aaaaaaaaa....CC.......",
      "......E....aaaaaaaaaaa....C.......",
      "......E....aaaaaaaaaaa....C.......",
      "...ddddd...aaaaaaaaaaa....C.......",
      "..ddddddd..aaaaaaaaaaa..bbb.......",
      ".dddddddddDaaaaaaaaaaaBbbbbb......",
      ".ddddddddd..aaaaaaaaa..bbbbb......",
      ".ddddddddd...aaaaaaa...bbbbb......",
      ".ddddddddd....aaaaa.....bbb.......",
      ".ddddddddd........................",
      "..ddddddd.........................",
      "...ddddd..........................",
      "..................................",
    ],
    kinds: "circle circle tunnel circle vault",
    openings: ["22,10 1>0 open", "26,8 2>1 door", "10,10 3>0 door", "6,7 4>3 open"],
    marks: "24,14 2,3 17,14 14,14 10,8 3,7 24,5 25,2 28,11 26,14 29,1 27,5",
  },
  {
    what: "tunnels from tunnels with wallHeight 1 and 2-4 tile crossroads, a polygon and a cave first",
    width: 24,
    height: 27,
    seed: 2,
    given: { polygonChance: 1, tunnelChance: 40, tunnelSeq: 100, caveChance: 1, caveSeq: 0, corridorMinLength: 2, corridorMaxLength: 4, corridorBranchChance: 100, wallHeight: 1, removeDeadEnds: 0, loopMinDetour: 3 },
    rows: [
      "........................",
      "...aaaaaaa...T.....E....",
      "....aa.aa...TT..VVVEERR.",
      ".....a.aa....TTVVV..E...",
      ".....K.aaa...T......E...",
      ".....K..aa...T......ccc.",
      ".LLLLK..aaa..T......ccc.",
      "...L....aaa..BB.B...ccc.",
      "...L....aaaBBBBBB...ccc.",
      "...GG...aaa..S..B...ccc.",
      "..GGGGGGaaa..S..BBBCccc.",
      ".GG...G.aaa..SS..B..ccc.",
      "..........a..SS..B..ccc.",
      "....D.....aa.SS..B......",
      "...DDD.DDDa..SSS.B......",
      ".DDDDDDDD......S.QQQQP..",
      "..D..F.........S.....P..",
      ".....F....UU...I.....P..",
      ".....FFF..UU..II..IIOOO.",
      ".M...FF....U..IIIII.....",
      ".M..FFF....U..I.........",
      ".M...FFF...U.II.......J.",
      ".M....FF...I.IIJJJJJJJJ.",
      ".M.....FFIIIIII...JJ..N.",
      ".M..H..FF..II......J..N.",
      ".HHHHHHFF...I........NN.",
      "........................",
    ],
    kinds: "cave tunnel cave tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel",
    openings: ["11,8 1>0 open", "19,10 2>1 open", "9,14 3>0 open", "20,4 4>2 open", "5,16 5>3 open", "7,10 6>0 open", "6,25 7>5 open", "9,23 8>5 open", "15,22 9>8 open", "5,4 10>0 open", "4,6 11>10 open", "1,24 12>7 open", "22,23 13>9 open", "20,18 14>8 open", "21,17 15>14 open", "20,15 16>15 open", "21,2 17>4 open", "13,9 18>1 open", "13,6 19>1 open", "11,21 20>8 open", "18,2 21>4 open", "15,16 18>8 open", "17,14 1>16 open", "3,8 11>6 open", "14,3 19>21 open"],
    marks: "2,24 16,6 11,10 18,17 14,4 22,13 14,2",
  },
  {
    what: "sparse mix with 1-2 tile crossroads and no dead-end trimming: doorways refused by the stub clearance box (only the source behind the mark line may be near) and corridor ends that must stay open",
    width: 27,
    height: 27,
    seed: 7,
    given: { corridorChance: 10, corridorSeq: 30, circleChance: 1, circleSeq: 0, circleMax: 1, ellipseChance: 10, ellipseMax: 3, tunnelChance: 10, caveChance: 1, corridorMinLength: 1, corridorMaxLength: 2, corridorBranchChance: 100, ellipseMinRadius: 2, ellipseMaxRadius: 3, removeDeadEnds: 0, loopMinDetour: 2, doorChance: 30 },
    rows: [
      "...........................",
      "...........................",
      ".P.....GGNN..B......HHHHHH.",
      ".P.....G..NN.BB..HH.H...I..",
      ".P.GGGGG..NN.BB..HHHH...I..",
      ".P.G.G.....NNBBBHH.HH...I..",
      ".GGG.G.......BB.....H...I..",
      ".G...G.......B......S..II..",
      ".G...G.......B......S..II..",
      ".G...G.......B......S...II.",
      ".G...ddd.....a....UUS....I.",
      ".G..ddddd...aaa...V......I.",
      ".FFdddddddDaaaaa..V......I.",
      ".F..ddddd..aaaaaC.V....JJI.",
      ".....ddd...aaaaa..V..KKJ...",
      "......E.....aaa...VVLK.J...",
      "......E......a....V..K.....",
      "......E......O....V........",
      "......E..TT..O....V........",
      "......EEET...O.............",
      ".....EE..T...ooo...........",
      ".....E...T..ooooo..........",
      "....EE...T.oooooooQ........",
      ".MMMEE...R..ooooo..........",
      "....EERRRR...ooo...........",
      ".....E.....................",
      "...........................",
    ],
    kinds: "ellipse tunnel corridor ellipse tunnel tunnel tunnel tunnel tunnel crossroads crossroads corridor tunnel tunnel ellipse tunnel corridor tunnel tunnel tunnel tunnel tunnel",
    openings: ["13,9 1>0 door", "16,13 2>0 open", "10,12 3>0 open", "6,15 4>3 open", "2,12 5>3 door", "1,11 6>5 open", "16,5 7>1 open", "24,3 8>7 open", "24,13 9>8 open", "22,14 10>9 open", "20,15 11>10 open", "3,23 12>4 door", "12,5 13>1 door", "13,17 14>0 open", "1,5 15>6 open", "18,22 16>14 open", "6,24 17>4 open", "20,7 18>7 open", "9,22 19>17 door", "19,10 20>18 open", "18,11 21>20 door", "5,9 6>3 open", "8,19 4>19 open", "19,15 21>11 open", "8,2 6>13 open"],
    marks: "",
  },
  {
    what: "tunnels, corridors, ellipses, polygons, vaults and at most 2 caves, wallHeight 3",
    width: 21,
    height: 23,
    seed: 6,
    given: { corridorChance: 40, ellipseChance: 10, ellipseMax: 3, polygonChance: 10, tunnelChance: 100, tunnelSeq: 100, caveChance: 1, caveMax: 2, vaultChance: 100, corridorBranchChance: 50, circleMinRadius: 2, circleMaxRadius: 3, ellipseMinRadius: 2, ellipseMaxRadius: 3, tunnelMinLength: 4, tunnelMaxLength: 10, caveMinSize: 7, caveMaxSize: 36, wallHeight: 3, removeDeadEnds: 0, loopMinDetour: 3 },
    wing: true,
    rows: [
      ".....................",
      ".....................",
      ".....................",
      ".....................",
      "............B........",
      ".JJJJFFFFFFBBBBEEEEE.",
      ".L....I....B......H..",
      ".L....I....B......H..",
      ".L....I....B......H..",
      ".L....I....B......H..",
      ".L....I..aaa......H..",
      ".L...II.aaaaaa....H..",
      ".LLL..IIaaaaaa.......",
      ".L.L..I..aaaaa.......",
      ".L....I...aaa...G....",
      ".L....I.....C..GG....",
      ".L....I.....C..GG..G.",
      ".L....D.....C..GGGGG.",
      ".KKKKDDD....C..G.....",
      ".......DDDDDCCGG.....",
      "............CC.......",
      ".............C.......",
      ".....................",
    ],
    kinds: "polygon tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel",
    openings: ["11,9 1>0 open", "12,15 2>0 open", "11,19 3>2 open", "15,5 4>1 open", "10,5 5>1 open", "14,19 6>2 open", "18,6 7>4 open", "6,6 8>5 open", "4,5 9>5 open", "4,18 10>3 open", "1,6 11>9 open", "1,17 11>10 open", "7,12 8>0 open", "6,16 8>3 open"],
    marks: "",
  },
  {
    what: "one circle and up to 3 polygons: marks dropped after their failed tries",
    width: 31,
    height: 26,
    seed: 9,
    given: { circleChance: 40, circleMax: 1, polygonChance: 10, polygonMax: 3, doorChance: 100, secretDoorChance: 20 },
    rows: [
      "...............................",
      "...............................",
      "...............................",
      "................ccc............",
      "...............ccccc...........",
      "...............ccccc...........",
      "...............ccccc...........",
      "................ccc............",
      "................C..............",
      "................C..............",
      "................C......bb......",
      ".........dd..aaaaaa..bbbb......",
      ".....dddddd..aaaaaaaBbbbbb.....",
      "....dddddddDaaaaaaa..bbbb......",
      ".....dddddd.aaaaaaa..bbb.......",
      ".....dddddd...aaaaa............",
      "......ddddd.....aaa............",
      ".......ddd.....................",
      ".......d.......................",
      "...............................",
      "...............................",
      "...............................",
      "...............................",
      "...............................",
      "...............................",
      "...............................",
    ],
    kinds: "polygon polygon circle polygon",
    openings: ["20,12 1>0 door", "16,10 2>0 door", "11,13 3>0 door"],
    marks: "",
  },
  {
    what: "polygons of 4-7 and corridors of 1-3 tiles on a 15×14 map, loops at detour 2, every opening a door or secret door",
    width: 15,
    height: 14,
    seed: 24,
    given: { corridorChance: 40, ellipseChance: 1, polygonChance: 40, corridorMinLength: 1, corridorMaxLength: 3, corridorBranchChance: 50, polygonMinSize: 4, polygonMaxSize: 7, tunnelCaveChance: 100, caveMinSize: 10, caveMaxSize: 34, removeDeadEnds: 0, loopMinDetour: 2, doorChance: 100, secretDoorChance: 100 },
    rows: [
      "...............",
      "...............",
      "...............",
      "...............",
      "...............",
      "...............",
      "...b.....a.....",
      "...bbBaaaa.....",
      ".......aaaCC...",
      "...............",
      "...............",
      "...............",
      "...............",
      "...............",
    ],
    kinds: "polygon polygon corridor",
    openings: ["5,7 1>0 secret", "10,8 2>0 secret"],
    marks: "",
  },
  {
    what: "vaults (the Wing, a floor row over a block of drawn walls) with tunnels, circles, polygons, caves, wallHeight 3: a tunnel end that asks for a cave",
    width: 28,
    height: 20,
    seed: 50,
    given: { corridorChance: 10, corridorSeq: 30, circleChance: 40, polygonChance: 10, tunnelChance: 40, caveChance: 10, vaultChance: 100, vaultSeq: 0, ellipseMinRadius: 2, ellipseMaxRadius: 2, tunnelMinLength: 1, tunnelMaxLength: 6, caveMinSize: 1, caveMaxSize: 23, wallHeight: 3, removeDeadEnds: 0 },
    wing: true,
    rows: [
      "............................",
      "............................",
      "............................",
      "........FFFFEEE....HHHHHHGG.",
      ".......FF.....E........H.G..",
      ".KKJJJJF......E..........G..",
      ".N............E..........G..",
      ".N............E..B.......G..",
      ".N..........aaa..BB.B....G..",
      ".N.........aaaaaBBBBB...cc..",
      ".NOOOPPPPP.aaaaa.I..B...c...",
      ".N.Q....P..aaaaa.I..BBBCc...",
      ".N.Q........aaa..I..D.......",
      "...Q.............I..D.......",
      "...Q.............I..D.......",
      "...Q.............I..D.......",
      "...Q.............I..DLLL....",
      "..QQ....RR..MMMMMI..D..L....",
      "..Q...RRRRRRM....I.....LLL..",
      "............................",
    ],
    kinds: "circle tunnel cave tunnel tunnel tunnel tunnel tunnel tunnel corridor tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel",
    openings: ["16,9 1>0 open", "23,11 2>1 open", "20,12 3>1 open", "14,7 4>0 open", "11,3 5>4 open", "25,8 6>2 open", "24,3 7>6 open", "17,10 8>1 open", "6,5 9>5 open", "2,5 10>9 open", "21,16 11>3 open", "16,17 12>8 open", "1,6 13>10 open", "2,10 14>13 open", "5,10 15>14 open", "3,11 16>14 open", "11,18 17>12 open"],
    marks: "",
  },
  {
    what: "a tunnel ending in a cave dug at once from its end mark (the mark is then taken out of the pool)",
    width: 34,
    height: 22,
    seed: 7,
    given: { tunnelChance: 100, caveChance: 1, tunnelCaveChance: 100, caveMinSize: 6, caveMaxSize: 12 },
    rows: [
      "..................................",
      "..................................",
      ".M....SSUUU..BB..RRRRN.....dd...I.",
      ".MMM...S..UU..B......N.....ddd..I.",
      "...M...S......BB.....N.....d.E..I.",
      "...M...S.......B.....N.CCCDd.E..I.",
      "...M...L.......B.....C.CC....E..I.",
      ".V.M..LLLPPP...BBCCCCCCC.....E..G.",
      ".V.M.LLL...PP..B...CCCC......E..G.",
      ".V.M..LL....P..B....J.F......EEGG.",
      ".V.M..LL.......B....J.F......EE...",
      ".V.M..LL.......aa...J.F......EE...",
      ".V.LLLLL..Q....aa...J.FFF.HH.EE...",
      ".V....LLLQQQQQ.aa.JJJ..FFHH..EE...",
      ".V......L....Q....JJJ..FF.T..EE...",
      ".V......L.........JJJ..FF.T..EEEE.",
      ".V......L.........JJJ..F..T...EEE.",
      ".V......L..K......JJJ..F..T...EE..",
      ".OOKK.KKKKKK......JJ...F..T...E...",
      "...KKKK....KK.....J.......TT......",
      "....K.......KKKKKKJ.......T.......",
      "..................................",
    ],
    kinds: "cave tunnel tunnel cave tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel tunnel",
    openings: ["15,10 1>0 open", "17,7 2>1 open", "26,5 3>2 open", "29,4 4>3 open", "22,9 5>2 open", "31,9 6>4 open", "25,13 7>5 open", "32,6 8>6 open", "20,9 9>2 open", "17,20 10>9 open", "8,17 11>10 open", "3,11 12>11 open", "21,5 13>2 open", "2,18 14>10 open", "9,7 15>11 open", "9,13 16>11 open", "20,2 17>13 open", "7,5 18>11 open", "26,14 19>7 open", "8,2 20>18 open", "1,17 21>14 open"],
    marks: "",
  },
  {
    what: "start rooms always wider than the interior: 8 tries, then the fallback room clamped to 6 wide, its height still drawn",
    width: 8,
    height: 6,
    seed: 1,
    given: { roomChance: 100, roomMinWidth: 7, roomMaxWidth: 12, roomMinHeight: 1, roomMaxHeight: 3 },
    rows: [
      "........",
      "........",
      ".aaaaaa.",
      ".aaaaaa.",
      ".aaaaaa.",
      "........",
    ],
    kinds: "room",
    openings: [],
    marks: "",
  },

  {
    what: "vaults with two connections on the side facing the mark (the Twin, void corners): which connection is the entry is drawn",
    width: 30,
    height: 22,
    seed: 1,
    given: { roomChance: 100, vaultChance: 100, vaultSeq: 100, vaultMax: 0, roomMinWidth: 3, roomMaxWidth: 6, roomMinHeight: 2, roomMaxHeight: 4 },
    twin: true,
    rows: [
      "..............................",
      "..............................",
      "..............................",
      "..............................",
      "................ccc...........",
      ".eeeeee.ddd.....ccc.kkkkkLlll.",
      ".eeeeeeEdddDbbb.ccc.kkkkk.lll.",
      ".eeeeee.....bbbCcccKkkkkk.....",
      ".eeeeee......B................",
      ".G...........B................",
      ".G...........B................",
      ".G......jjjJaaaaaaHhhhh.nnnn..",
      ".ggg....jjj.aaaaaa.hhhh.nnnn..",
      ".ggg....M......F...hhhhNnnnn..",
      ".ggg....M......F...hhhh.O.....",
      ".ggg....M......F........O.....",
      "...I..mmmm.....f.f......O.....",
      "...I..mmmm.....fff......oooo..",
      "...I..........fffff.....oooo..",
      ".iiii...............ppp.oooo..",
      ".iiii...............pppPoooo..",
      "..............................",
    ],
    kinds: "room room room room room vault room room room room room room room room room room",
    openings: ["13,10 1>0 open", "15,7 2>1 open", "11,6 3>1 open", "7,6 4>3 open", "15,13 5>0 open", "1,9 6>4 open", "18,11 7>0 open", "3,16 8>6 open", "11,11 9>0 open", "19,7 10>2 open", "25,5 11>10 open", "8,13 12>9 open", "23,13 13>7 open", "24,14 14>13 open", "23,20 15>14 open"],
    marks: "",
  },
  {
    what: "the Twin again, another seed: the other connection drawn",
    width: 30,
    height: 22,
    seed: 2,
    given: { roomChance: 100, vaultChance: 100, vaultSeq: 100, vaultMax: 0, roomMinWidth: 3, roomMaxWidth: 6, roomMinHeight: 2, roomMaxHeight: 4 },
    twin: true,
    rows: [
      "..............................",
      "..............................",
      "..........................iii.",
      ".ooo......................iii.",
      ".oooOmmmmm................iii.",
      ".....mmmmm..ddd.cccc.ffff...I.",
      ".....mmmmm..dddDccccFffff...I.",
      ".........M......C....G......I.",
      ".qqq.....M......C....G....hhh.",
      ".qqq.....M......C....G....hhh.",
      "..Q....eeee.aaaaaa..gggggHhhh.",
      "..Q....eeee.aaaaaa..ggggg.hhh.",
      "..Q....eeeeEaaaaaa..ggggg.K...",
      ".ppp...eeee......B........K...",
      ".ppp...J.........B........K...",
      ".P.....J.........B........kkk.",
      ".P.....J.......b.b........kkk.",
      ".P...jjjjjj....bbb...nnnn.kkk.",
      ".lllLjjjjjj...bbbbb..nnnnNkkk.",
      ".lll..........................",
      "..............................",
      "..............................",
    ],
    kinds: "room vault room room room room room room room room room room room room room room room",
    openings: ["17,13 1>0 open", "16,9 2>0 open", "15,6 3>2 open", "11,12 4>0 open", "20,6 5>2 open", "21,7 6>5 open", "25,10 7>6 open", "28,7 8>7 open", "7,14 9>4 open", "26,12 10>7 open", "4,18 11>9 open", "9,9 12>4 open", "25,18 13>10 open", "4,4 14>12 open", "1,17 15>11 open", "2,12 16>15 open"],
    marks: "",
  },
  {
    what: "rooms 34-40 wide: the free span beside a doorway is probed no further than 32 tiles",
    width: 90,
    height: 50,
    seed: 1,
    given: { roomChance: 100, roomMinWidth: 34, roomMaxWidth: 40, roomMinHeight: 2, roomMaxHeight: 6 },
    rows: [
      "..........................................................................................",
      "..........................................................................................",
      "....................................ffffffffffffffffffffffffffffffffffff..................",
      ".mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm.ffffffffffffffffffffffffffffffffffff..................",
      ".mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm....................F..................................",
      ".mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm....................F..................................",
      ".mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm....................F..................................",
      ".mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm........dddddddddddddddddddddddddddddddddddddd.........",
      "...M.......................................dddddddddddddddddddddddddddddddddddddd.........",
      "...M.......................................dddddddddddddddddddddddddddddddddddddd.........",
      "...M.......................................dddddddddddddddddddddddddddddddddddddd.........",
      "..jjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjj............................D......................",
      "..jjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjj............................D......................",
      "..jjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjj............................D......................",
      "..jjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjj..ccccccccccccccccccccccccccccccccccccccc..........",
      "..jjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjj..ccccccccccccccccccccccccccccccccccccccc..........",
      "............J...........................................................C.................",
      "............J...........................................................C.................",
      "............J...........................................................C.................",
      "............gggggggggggggggggggggggggggggggggggGbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb........",
      "............ggggggggggggggggggggggggggggggggggg.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb........",
      "................................................bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb........",
      "..............................................................B...........................",
      "..............................................................B...........................",
      "..............................................................B...........................",
      ".........................aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa..........................",
      ".........................aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa..........................",
      "............................K................E............................................",
      "............................K................E............................................",
      "............................K................E............................................",
      ".kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk.eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee....................",
      ".kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk.eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee....................",
      ".......L............................eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee....................",
      ".......L............................eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee....................",
      ".......L..........................................H.......................................",
      ".llllllllllllllllllllllllllllllllll...............H.......................................",
      ".llllllllllllllllllllllllllllllllll...............H.......................................",
      ".llllllllllllllllllllllllllllllllll.......hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh........",
      ".llllllllllllllllllllllllllllllllll.......hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh........",
      "................N.........................hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh........",
      "................N......................................................I..................",
      "................N......................................................I..................",
      ".....nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn...............................I..................",
      ".....nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn.....iiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiii..........",
      ".............................................iiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiii..........",
      ".............................................iiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiii..........",
      ".............................................iiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiii..........",
      ".............................................iiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiii..........",
      ".............................................iiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiii..........",
      "..........................................................................................",
    ],
    kinds: "room room room room room room room room room room room room room room",
    openings: ["62,24 1>0 open", "72,18 2>1 open", "67,13 3>2 open", "45,27 4>0 open", "55,6 5>3 open", "47,19 6>1 open", "50,34 7>4 open", "71,40 8>7 open", "12,18 9>6 open", "28,27 10>0 open", "7,32 11>10 open", "3,10 12>9 open", "16,39 13>11 open"],
    marks: "29,24 34,24 41,39 45,24 51,24 56,24 30,10 64,25 34,27 10,39 35,30 35,37 44,47 61,27 18,32 24,25 40,14 5,39 49,18 50,13 80,14 66,18 82,19 82,20 11,20 56,13 61,13 42,7 12,32 9,10 23,21 77,6 44,6 22,39 35,2 60,6 18,21 33,39 81,9 81,7 42,9 70,31 70,33 4,42 67,34 39,34 45,34 41,37 56,34 35,32 72,2 22,18 27,18 80,46 37,18 19,10 14,10 13,21 82,39 82,37 43,40 25,10 27,39 60,40 65,40 44,44 80,43 24,32 29,32 1,32 40,43 26,44 31,44 37,44 8,44 14,44 20,44",
  },

  {
    what: "1-2 tile rooms packed to a 90% target on 16×12: the dig runs until the marks run out, well inside its attempt budget (width × height + 200)",
    width: 16,
    height: 12,
    seed: 1,
    given: { roomChance: 100, roomMinWidth: 1, roomMaxWidth: 2, roomMinHeight: 1, roomMaxHeight: 2, targetFloorShare: 90 },
    rows: [
      "................",
      "................",
      "..eEcCbbDdGgHhh.",
      "..e.c..B......I.",
      "..J....B......I.",
      "..J....B......I.",
      "..J....aaFff.ii.",
      "..j....aa..L.ii.",
      "..jKk......L....",
      "...........L....",
      "...........l....",
      "................",
    ],
    kinds: "room room room room room room room room room room room room",
    openings: ["7,5 1>0 open", "5,2 2>1 open", "8,2 3>1 open", "3,2 4>2 open", "9,6 5>0 open", "10,2 6>3 open", "12,2 7>6 open", "14,3 8>7 open", "2,4 9>4 open", "3,8 10>9 open", "11,7 11>5 open"],
    marks: "",
  },

  {
    what: "start rooms exactly 4×3 on the smallest map: one column wider than the interior, never let into the right border (8 tries, then the fallback)",
    width: 5,
    height: 6,
    seed: 1,
    given: { roomChance: 100, roomMinWidth: 4, roomMaxWidth: 4, roomMinHeight: 3, roomMaxHeight: 3 },
    rows: [
      ".....",
      ".....",
      ".aaa.",
      ".aaa.",
      ".aaa.",
      ".....",
    ],
    kinds: "room",
    openings: [],
    marks: "",
  },
  {
    what: "start rooms exactly 3×4 on the smallest map: one row taller than the interior, never let into the bottom border",
    width: 5,
    height: 6,
    seed: 1,
    given: { roomChance: 100, roomMinWidth: 3, roomMaxWidth: 3, roomMinHeight: 4, roomMaxHeight: 4 },
    rows: [
      ".....",
      ".....",
      ".aaa.",
      ".aaa.",
      ".aaa.",
      ".....",
    ],
    kinds: "room",
    openings: [],
    marks: "",
  },
  {
    what: "a vault whose first floor tile is a door (the Gate): the door stays corridor floor, its stub corridor floor too",
    width: 24,
    height: 20,
    seed: 1,
    given: { roomChance: 100, vaultChance: 100, vaultSeq: 100, vaultMax: 0, roomMinWidth: 3, roomMaxWidth: 6, roomMinHeight: 2, roomMaxHeight: 4 },
    gate: true,
    rows: [
      "........................",
      "........................",
      "..iii.............E..G..",
      "..iii........B....e..g..",
      "..iii........b....e..g..",
      "..iiiIcccccc.b....e..g..",
      "......cccccc.b....E..G..",
      "..........C..B....E..G..",
      "..........C..B....E..G..",
      ".hhh......C..B..dddddd..",
      ".hhhHfffFaaaaaaDdddddd..",
      ".hhh.fff.aaaaaa.........",
      ".hhh.fff................",
      "......J.................",
      "......J.................",
      "......J.................",
      "....jjjjjj.kkkkkk.......",
      "....jjjjjj.kkkkkk.lllll.",
      "....jjjjjjKkkkkkkLlllll.",
      "........................",
    ],
    kinds: "room vault room room vault room vault room room room room room",
    openings: ["13,9 1>0 open", "10,9 2>0 open", "15,10 3>0 open", "18,8 4>3 open", "8,10 5>0 open", "21,8 6>3 open", "4,10 7>5 open", "5,5 8>2 open", "6,13 9>5 open", "10,18 10>9 open", "17,18 11>10 open"],
    marks: "",
  },

];

/**
 * Cases kept for rules the maps above leave open, found by comparing the digger with variants of
 * itself on many seeds and keeping one small map per rule: the thick-walled vaults at the map's
 * edges (a wall past the edge must not wrap onto the next row), drawn walls on floor, the vault's
 * marks, loops and their graph search, the target share reached exactly. The digger's output for the seed.
 */
const EDGES: MapCase[] = [
  {
    what: "vaults (Thick, ThickL, TopW) among a few rooms and corridors, wallHeight 3, loops at detour 1: a vault's void tiles are not walls; its drawn walls are reserved; it is refused where its outer wall column would fall past the map's side edge; marks on every connection but the one it was entered by, only on the sides the connection faces (the first drawn tile can be one); loops also from area 0, never through a vault's walls; a trimmed corridor's box shrinks to its tiles",
    width: 40,
    height: 28,
    seed: 17,
    given: { wallHeight: 3, roomChance: 20, corridorChance: 10, vaultChance: 100, vaultSeq: 60, vaultMax: 0, loopMinDetour: 1 },
    prefabs: [THICK, THICKL, TOPW],
    rows: [
      "........................................",
      "........................................",
      "........................................",
      ".nnnnnnn................................",
      ".nnnnnnn................................",
      ".nnnnnnn..ddddd.........................",
      ".nnnnnnn..dddddDccccc...kkkkk...........",
      "...N.N.N...dd.......C.......K...........",
      "...N.N.N............C.......K...........",
      "...N.N.N............C.......K...........",
      "...N.N.N............C.......K...........",
      "...mmmmmmm........aaaa....JJJJJJJLlllll.",
      "...mmmmmmm........aaaa....J.............",
      "...mmmmmmm........aaaa....J.............",
      "...mmmmmmm........aaaa....J.............",
      "...mmmmmmm..fffffFaaaa....J.............",
      "...M..M..M........aaaa....J.............",
      "...M..M..M........aaaa....J.............",
      "...M..M..M.........B.A....J.............",
      "...M..M..M.........B.A....J...iiiiiii...",
      ".hhhhhh..M.........B.A....J...iiiiiii...",
      ".hhhhhh.eeeeeeee...B.A....J...iiiiiii...",
      ".hhhhhh.eeeeeeee.bbbbbb.ggggg.iiiiiii...",
      ".hhhhhh.eeeeeeeeEbbbbbb.gggggIiiiiiii...",
      ".hhhhhhHeeeeeeee.bbbbbbGggggg...........",
      "........eeeeeeee.bbbbbb.ggggg...........",
      "........eeeeeeee........ggggg...........",
      "........................................",
    ],
    kinds: "room room vault vault room vault room room room crossroads vault vault room room",
    openings: ["19,18 1>0 open", "20,10 2>0 open", "15,6 3>2 open", "16,23 4>1 open", "17,15 5>0 open", "23,24 6>1 open", "7,24 7>4 open", "29,23 8>6 open", "26,21 9>6 open", "28,10 10>9 open", "33,11 11>9 open", "3,19 12>7 open", "5,10 13>12 open", "6,19 12>7 open", "7,10 13>12 open", "9,20 12>4 open", "3,10 13>12 open", "21,21 0>1 open"],
    marks: "",
  },
  {
    what: "Thick and ThickL on a 20×14 map with wallHeight 1: no vault fits (one at the left edge would have its outer wall column at x = −1, off the map, not wrapped onto the row above), and only the vault's own wall tiles are reserved, no stale one past them",
    width: 20,
    height: 14,
    seed: 12,
    given: { wallHeight: 1, targetFloorShare: 60, roomChance: 30, roomMinWidth: 3, roomMaxWidth: 6, roomMinHeight: 2, roomMaxHeight: 4, vaultChance: 100, vaultSeq: 80, vaultMax: 0 },
    prefabs: [THICK, THICKL],
    rows: [
      "....................",
      ".kkk.dddddDbbbbCccc.",
      ".kkk.ddddd.bbbb.ccc.",
      "...K.......B....ccc.",
      "...K.......B.....E..",
      ".jjjjj.aaaaaa....E..",
      ".jjjjj.aaaaaa...eee.",
      ".jjjjj.aaaaaa...eee.",
      ".jjjjj.aaaaaa...eee.",
      ".J................F.",
      ".J................F.",
      ".iii.hhhh.ggg.fffff.",
      ".iiiIhhhhHgggGfffff.",
      "....................",
    ],
    kinds: "room room room room room room room room room room room",
    openings: ["11,4 1>0 open", "15,1 2>1 open", "10,1 3>1 open", "17,4 4>2 open", "18,9 5>4 open", "13,12 6>5 open", "9,12 7>6 open", "4,12 8>7 open", "1,10 9>8 open", "3,4 10>9 open"],
    marks: "",
  },
  {
    what: "vaults with walls two thick beside other rooms (wallHeight 3, loops at detour 3): a vault whose drawn wall would land on another area's floor is refused, and a doorway's stub is checked along its own direction",
    width: 36,
    height: 24,
    seed: 23,
    given: { wallHeight: 3, roomChance: 20, corridorChance: 10, vaultChance: 100, vaultSeq: 60, vaultMax: 0, loopMinDetour: 3 },
    prefabs: [THICK, THICKL, TOPW],
    rows: [
      "....................................",
      "....................................",
      "....................................",
      "..lllllLhhhhhHfffffff.ggggggggggg...",
      "..lllll.......fffffffGggggggggggg...",
      "..lllll.......fffffff.ggggggggggg...",
      "....M..............F...........G....",
      "....M..............F...........G....",
      "....M..............F...........G....",
      "....M..............F...........G....",
      ".mmmmm........aaaaaaaCccccc....G....",
      ".mmmmm........aaaaaaa........jjjjj..",
      ".mmmmm........aaaaaaa........jjjjj..",
      ".mmmmm..bbbbbBaaaaaaa........jjjjj..",
      ".mmmmm..bbbbb.aaaaaaa........jjjjj..",
      ".mmmmm...bb......D...........jjjjj..",
      ".mmmmm...........D...........jjjjj..",
      ".................D...........J......",
      ".................D...........J......",
      ".................ddddddddddd.J......",
      ".................ddddddddddd.J......",
      ".....kkkkkKiiiiiIdddddddddddEE......",
      "....................................",
      "....................................",
    ],
    kinds: "room vault vault room corridor room room vault vault room vault room room",
    openings: ["13,13 1>0 open", "21,10 2>0 open", "17,15 3>0 open", "28,21 4>3 open", "19,9 5>0 open", "21,4 6>5 open", "13,3 7>5 open", "16,21 8>3 open", "29,20 9>4 open", "10,21 10>8 open", "7,3 11>7 open", "4,6 12>11 open", "31,10 6>9 open"],
    marks: "",
  },
  {
    what: "a vault whose outer wall column is x = 0, the map's first column, fits: only columns off the map refuse it",
    width: 20,
    height: 14,
    seed: 24,
    given: { wallHeight: 1, targetFloorShare: 60, roomChance: 30, roomMinWidth: 3, roomMaxWidth: 6, roomMinHeight: 2, roomMaxHeight: 4, vaultChance: 100, vaultSeq: 80, vaultMax: 0 },
    prefabs: [THICK, THICKL],
    rows: [
      "....................",
      "..hhhhh.eeeFfff.....",
      "..hhhhhHeee.fff.....",
      "...hh.....E.........",
      "..........E.........",
      ".......aaaaa........",
      "...bbb.aaaaa........",
      "...bbbBaaaaaCccccc..",
      "...bbb.......ccccc..",
      ".....D.........cc...",
      ".....D..............",
      ".ddddd.gggggg.......",
      ".dddddGgggggg.......",
      "....................",
    ],
    kinds: "room room vault room room room room vault",
    openings: ["6,7 1>0 open", "12,7 2>0 open", "5,9 3>1 open", "10,4 4>0 open", "11,1 5>4 open", "6,12 6>3 open", "7,2 7>4 open"],
    marks: "",
  },
  {
    what: "TopW with wallHeight 1 (and loops at detour 1): its top wall row on row 0, the map's first row, fits",
    width: 24,
    height: 16,
    seed: 1,
    given: { targetFloorShare: 60, roomChance: 30, roomMinWidth: 3, roomMaxWidth: 6, roomMinHeight: 2, roomMaxHeight: 4, vaultChance: 100, vaultSeq: 80, vaultMax: 0, loopMinDetour: 1 },
    prefabs: [THICK, THICKL, TOPW],
    rows: [
      "........................",
      "........................",
      ".gggggGfffff........eee.",
      ".......fffffFccccc..eee.",
      "..........F..cccccCCeee.",
      "..........F..C..C...E...",
      "..........F..C..C...E...",
      "...ddddd..F..C..C...E...",
      "...dddddDaaaaaaBbbbbbb..",
      "....dd...aaaaaa.bbbbbb..",
      "................bbbbbb..",
      "................bbbbbb..",
      "........................",
      "........................",
      "........................",
      "........................",
    ],
    kinds: "room room room vault room room vault",
    openings: ["15,8 1>0 open", "13,7 2>0 open", "8,8 3>0 open", "20,7 4>1 open", "12,3 5>2 open", "6,2 6>5 open", "16,7 2>1 open", "10,7 5>0 open", "19,4 2>4 open"],
    marks: "",
  },
  {
    what: "rooms and corridors with doors, no trimming, loops at detour 2: the dig stops once floor reaches the target share, not only past it",
    width: 30,
    height: 20,
    seed: 16,
    given: { roomChance: 40, corridorChance: 40, corridorBranchChance: 50, removeDeadEnds: 0, loopMinDetour: 2, doorChance: 30, secretDoorChance: 10 },
    rows: [
      "..............................",
      "..............................",
      "..ddddddddd...................",
      "..dddddddddEEEE...............",
      "..ddddddddd...E...............",
      "..ddddddddd...E...............",
      "..ddddddddd...E...ccccccc.....",
      "..........D...E...ccccccc.....",
      "..........D..aaaaCccccccc.....",
      "..........D..aaaa.ccccccc.....",
      "..bbbbbbbbbb.aaaa.ccccccc.....",
      "..bbbbbbbbbb.aaaa.ccccccc.....",
      "..bbbbbbbbbbBaaaa....F........",
      "..bbbbbbbbbb.aaaa....F........",
      "..bbbbbbbbbb.........F........",
      "..bbbbbbbbbb......fffffffffff.",
      "..................fffffffffff.",
      "..................fffffffffff.",
      "..............................",
      "..............................",
    ],
    kinds: "room room room room corridor room",
    openings: ["12,12 1>0 secret", "17,8 2>0 door", "10,9 3>1 door", "11,3 4>3 open", "21,12 5>2 door", "14,7 4>0 open"],
    marks: "25,7 17,17 18,12 15,14 23,5",
  },
  {
    what: "rooms, corridors and circles on wallHeight 1, loops at detour 5: the graph search visits each area once, so a loop is dug only when the way round is really that long",
    width: 30,
    height: 20,
    seed: 24,
    given: { wallHeight: 1, roomChance: 40, corridorChance: 40, corridorBranchChance: 50, circleChance: 10, removeDeadEnds: 0, loopMinDetour: 5, doorChance: 30, secretDoorChance: 10 },
    rows: [
      "..............................",
      "....ggg.......................",
      "...ggggg......................",
      "..ggggggg.....................",
      "..gggggggGFFFFFFFFB..llllllll.",
      "..ggggggg.........B..llllllll.",
      "...ggggg..........B..llllllll.",
      "....ggg...........B........L..",
      "......I...aaaaaaaaaa.......L..",
      "......I...aaaaaaaaaa.....eeee.",
      "......I...aaaaaaaaaaDDDDEeeee.",
      "......I...C..............eeee.",
      "......I...C...............H...",
      "..IIIIIIIIC.K.............H...",
      ".......J..C.K.........hhhhh...",
      ".......J....K.........hhhhh...",
      "..jjjjjjj...K.........hhhhh...",
      "..jjjjjjjKKKKKKKK.............",
      "..jjjjjjj.....................",
      "..............................",
    ],
    kinds: "room corridor corridor corridor room corridor circle room crossroads room crossroads room",
    openings: ["18,7 1>0 secret", "10,11 2>0 open", "20,10 3>0 open", "24,10 4>3 door", "17,4 5>1 door", "9,4 6>5 door", "26,12 7>4 secret", "6,8 8>6 open", "7,14 9>8 door", "9,17 10>9 open", "27,8 11>4 open", "9,13 8>2 open"],
    marks: "",
  },
  {
    what: "corridors and crossroads, dead ends trimmed, loops at detour 3: the first doorway of the digging tree counts both ways in the loop search",
    width: 40,
    height: 28,
    seed: 9,
    given: { wallHeight: 1, roomChance: 20, corridorChance: 60, corridorSeq: 80, corridorBranchChance: 100, loopMinDetour: 3 },
    rows: [
      "........................................",
      "........................................",
      "........................................",
      "........................................",
      ".............bbbbbbb....................",
      ".............bbbbbbbBllll...............",
      ".............bbbbbbb.llll...............",
      ".............bbbbbbb.llllLIIIIIII.......",
      ".............bbbbbbb.......I....I.......",
      ".................B.........I....I.......",
      ".................B.......kkkk...I.......",
      ".................aaaaaa..kkkk...G.......",
      ".................aaaaaaAAkkkk...G.......",
      ".................aaaaaa...K.....G.......",
      ".................aaaaaa...K.....G.......",
      ".................aaaaaa...E.....G.......",
      ".................C........E.....G.......",
      ".................C........EFFFFGG.......",
      ".................C........E.....G.......",
      ".................C........E.....G.......",
      "......DDDDDDCCCCCCCCCCEEEEE.....GHH.....",
      "......D...........................M.....",
      "......D...........................M.....",
      "......D........................mmmm.....",
      ".jjjjJD........................mmmm.....",
      ".jjjj..........................mmmm.....",
      ".jjjj...................................",
      "........................................",
    ],
    kinds: "room room crossroads crossroads crossroads crossroads crossroads crossroads crossroads room room room room",
    openings: ["17,10 1>0 open", "17,16 2>0 open", "11,20 3>2 open", "22,20 4>2 open", "27,17 5>4 open", "31,17 6>5 open", "33,20 7>6 open", "32,10 8>6 open", "5,24 9>3 open", "26,14 10>4 open", "25,7 11>8 open", "34,21 12>7 open", "20,5 1>11 open", "27,9 8>10 open", "24,12 0>10 open"],
    marks: "",
  },
  {
    what: "polygons (minimum size 3) among rooms and circles, wallHeight 1: the tiles a polygon drops (pieces cut off from its centre) are not taken for tiles of the next shape drawn on the canvas, which keeps all of its own",
    width: 24,
    height: 18,
    seed: 3276,
    given: { wallHeight: 1, targetFloorShare: 50, roomChance: 20, circleChance: 20, polygonChance: 60, polygonSeq: 50, polygonMinSize: 3, polygonMaxSize: 17 },
    rows: [
      "........................",
      ".................kkkkkk.",
      ".................kkkkkk.",
      "...ddddddd.ggggg.kkkkkk.",
      ".........D....G.....K...",
      ".........D....G.....K...",
      ".........b....e.hhhhhhh.",
      "....cc...b....e.hhhhhhh.",
      "...cccccCbBaa.eHhhhhhhh.",
      "...F.....b..aEe.hhhhhhh.",
      "...F.....b......hhhhhhh.",
      "...f.....I......hhhhhhh.",
      "..fff....I......hhhhhhh.",
      "...f.....iJj............",
      "........................",
      "........................",
      "........................",
      "........................",
    ],
    kinds: "polygon polygon polygon polygon polygon polygon polygon room polygon polygon room",
    openings: ["10,8 1>0 open", "8,8 2>1 open", "9,5 3>1 open", "13,9 4>0 open", "3,9 5>2 open", "14,5 6>4 open", "15,8 7>4 open", "9,11 8>1 open", "10,13 9>8 open", "20,5 10>7 open"],
    marks: "",
  },
  {
    what: "Rim and RimL, void past their outer wall column: a vault dug against the map's right edge, its void column off the map (void tiles are neither walls nor checked)",
    width: 16,
    height: 10,
    seed: 7045,
    given: { targetFloorShare: 70, roomChance: 30, roomMinWidth: 2, roomMaxWidth: 5, roomMinHeight: 1, roomMaxHeight: 3, vaultChance: 100, vaultSeq: 80, vaultMax: 0 },
    prefabs: [RIM, RIML],
    rows: [
      "................",
      "................",
      ".dddd...........",
      "....D...........",
      "....D..aaBbbbbb.",
      "....D..aa.bbbbb.",
      "...cccCaa...bb..",
      "...ccc..........",
      "...ccc..........",
      "................",
    ],
    kinds: "room vault room room",
    openings: ["9,4 1>0 open", "6,6 2>0 open", "4,5 3>2 open"],
    marks: "",
  },
  {
    what: "Corner on a 12×10 map with wallHeight 1: a vault whose top-left wall is tile 0, the map's first tile, fits",
    width: 12,
    height: 10,
    seed: 8317,
    given: { wallHeight: 1, targetFloorShare: 90, roomChance: 30, roomMinWidth: 1, roomMaxWidth: 3, roomMinHeight: 1, roomMaxHeight: 2, corridorChance: 20, corridorMinLength: 1, corridorMaxLength: 3, vaultChance: 100, vaultSeq: 80, vaultMax: 0 },
    prefabs: [CORNER],
    rows: [
      "............",
      ".ddd.ggGf.e.",
      ".ddd....fFe.",
      "...D......E.",
      "...D.aa...E.",
      "...cCaaBbbb.",
      "...c....bbb.",
      "............",
      "............",
      "............",
    ],
    kinds: "room room room vault room room room",
    openings: ["7,5 1>0 open", "4,5 2>0 open", "3,4 3>2 open", "10,4 4>1 open", "9,2 5>4 open", "7,1 6>5 open"],
    marks: "",
  },
];

describe("carving small seeded maps", () => {
  for (const m of [...MAPS, ...MIXED, ...EDGES]) {
    test(m.what, () => {
      const { grid, layout } = carve(m.width, m.height, m.seed, m.given, m.prefabs ?? (m.gate ? [GATE] : m.twin ? [TWIN] : m.wing ? [HALL, HOOK, WING] : m.vaults ? [HALL, HOOK] : []));
      expect(picture(grid, layout.areaOf)).toEqual(m.rows);
      const kinds = m.kinds.split(" ");
      // Ids in digging order, bounds and sizes exactly those of the tiles labelled with the area.
      expect(layout.areas).toEqual(measuredAreas(grid, layout.areaOf, kinds));
      expect(openingText(layout, m.width)).toEqual(m.openings);
      expect(tileText(layout.overlay.marks, m.width)).toBe(m.marks);
      expect(layout.algorithm).toBe("digger");
      expect(layout.overlay.boxes).toEqual([]);
      expect(layout.overlay.lines).toEqual([]);
    });
  }
});

describe("option tables and the registry entry", () => {
  test("defaults, exactly as documented on the options", () => {
    expect(DIGGER_DEFAULTS).toEqual({
      border: 1,
      wallHeight: 2,
      targetFloorShare: 36,
      roomChance: 40,
      roomSeq: 15,
      roomMax: 0,
      roomMinWidth: 4,
      roomMaxWidth: 11,
      roomMinHeight: 3,
      roomMaxHeight: 7,
      corridorChance: 35,
      corridorSeq: 35,
      corridorMax: 0,
      corridorMinLength: 4,
      corridorMaxLength: 12,
      corridorBranchChance: 25,
      circleChance: 8,
      circleSeq: 0,
      circleMax: 0,
      circleMinRadius: 2,
      circleMaxRadius: 5,
      ellipseChance: 8,
      ellipseSeq: 0,
      ellipseMax: 0,
      ellipseMinRadius: 2,
      ellipseMaxRadius: 7,
      polygonChance: 8,
      polygonSeq: 0,
      polygonMax: 0,
      polygonMinSize: 6,
      polygonMaxSize: 14,
      tunnelChance: 5,
      tunnelSeq: 15,
      tunnelMax: 0,
      tunnelMinLength: 6,
      tunnelMaxLength: 16,
      tunnelCaveChance: 40,
      caveChance: 8,
      caveSeq: 25,
      caveMax: 0,
      caveMinSize: 25,
      caveMaxSize: 90,
      vaultChance: 10,
      vaultSeq: 0,
      vaultMax: 2,
      removeDeadEnds: 1,
      loopMinDetour: 6,
      doorChance: 40,
      secretDoorChance: 5,
    });
    expect(Object.isFrozen(DIGGER_DEFAULTS)).toBe(true);
  });

  test("ranges: chances and Seq 0-100, Max 0-9999, sizes as documented", () => {
    const percent = { min: 0, max: 100 };
    const count = { min: 0, max: 9999 };
    expect(DIGGER_RANGES).toEqual({
      border: { min: 1, max: 32 },
      wallHeight: { min: 1, max: 3 },
      targetFloorShare: { min: 1, max: 90 },
      roomChance: percent,
      roomSeq: percent,
      roomMax: count,
      roomMinWidth: { min: 1, max: 40 },
      roomMaxWidth: { min: 1, max: 40 },
      roomMinHeight: { min: 1, max: 40 },
      roomMaxHeight: { min: 1, max: 40 },
      corridorChance: percent,
      corridorSeq: percent,
      corridorMax: count,
      corridorMinLength: { min: 1, max: 40 },
      corridorMaxLength: { min: 1, max: 40 },
      corridorBranchChance: percent,
      circleChance: percent,
      circleSeq: percent,
      circleMax: count,
      circleMinRadius: { min: 1, max: 20 },
      circleMaxRadius: { min: 1, max: 20 },
      ellipseChance: percent,
      ellipseSeq: percent,
      ellipseMax: count,
      ellipseMinRadius: { min: 1, max: 20 },
      ellipseMaxRadius: { min: 1, max: 20 },
      polygonChance: percent,
      polygonSeq: percent,
      polygonMax: count,
      polygonMinSize: { min: 3, max: 40 },
      polygonMaxSize: { min: 3, max: 40 },
      tunnelChance: percent,
      tunnelSeq: percent,
      tunnelMax: count,
      tunnelMinLength: { min: 1, max: 40 },
      tunnelMaxLength: { min: 1, max: 40 },
      tunnelCaveChance: percent,
      caveChance: percent,
      caveSeq: percent,
      caveMax: count,
      caveMinSize: { min: 1, max: 400 },
      caveMaxSize: { min: 1, max: 400 },
      vaultChance: percent,
      vaultSeq: percent,
      vaultMax: count,
      removeDeadEnds: { min: 0, max: 1 },
      loopMinDetour: { min: 0, max: 100 },
      doorChance: percent,
      secretDoorChance: percent,
    });
    expect(Object.isFrozen(DIGGER_RANGES)).toBe(true);
  });

  test("the registry entry: name, summary, steps, and the option and size hooks", () => {
    expect(digger.name).toBe("digger");
    expect(digger.summary).toBe("Feature digger (Zorbus style): rooms, circles, ellipses, polygons, corridors, tunnels, caves and vaults grown from marks");
    expect(digger.defaults).toBe(DIGGER_DEFAULTS);
    expect(digger.ranges).toBe(DIGGER_RANGES);
    expect(digger.steps).toEqual(["start", "area", "finalize"]);
    expect(digger.fitOptions).toBe(fitDiggerOptions);
    expect(digger.checkSize).toBe(checkDiggerSize);
  });
});

describe("map size", () => {
  test("the minimum is a 3×3 room inside the border, with max(border, wallHeight) rows on top", () => {
    expect(diggerMinimumSize(DIGGER_DEFAULTS)).toEqual({ width: 5, height: 6 });
    expect(diggerMinimumSize({ ...DIGGER_DEFAULTS, border: 3 })).toEqual({ width: 9, height: 9 });
    expect(diggerMinimumSize({ ...DIGGER_DEFAULTS, wallHeight: 3 })).toEqual({ width: 5, height: 7 });
    expect(diggerMinimumSize({ ...DIGGER_DEFAULTS, border: 2, wallHeight: 1 })).toEqual({ width: 7, height: 7 });
  });

  test("checkSize accepts the minimum exactly and refuses one tile less either way, naming the minimum", () => {
    expect(checkDiggerSize(5, 6, DIGGER_DEFAULTS)).toBeNull();
    expect(checkDiggerSize(200, 150, DIGGER_DEFAULTS)).toBeNull();
    expect(checkDiggerSize(4, 6, DIGGER_DEFAULTS)).toBe("a 4×6 map is too small for the digger: it must be at least 5×6");
    expect(checkDiggerSize(5, 5, DIGGER_DEFAULTS)).toBe("a 5×5 map is too small for the digger: it must be at least 5×6");
    const wide = { ...DIGGER_DEFAULTS, border: 3 };
    expect(checkDiggerSize(9, 9, wide)).toBeNull();
    expect(checkDiggerSize(9, 8, wide)).toBe("a 9×8 map is too small for the digger: it must be at least 9×9");
  });
});

describe("fitDiggerOptions", () => {
  test("clamps each min above its max to the max, one message each, in the order of the pairs", () => {
    const given = {
      ...DIGGER_DEFAULTS,
      roomMinWidth: 12,
      roomMaxWidth: 11,
      roomMinHeight: 9,
      roomMaxHeight: 8,
      corridorMinLength: 13,
      corridorMaxLength: 12,
      circleMinRadius: 6,
      circleMaxRadius: 5,
      ellipseMinRadius: 8,
      ellipseMaxRadius: 7,
      polygonMinSize: 15,
      polygonMaxSize: 14,
      tunnelMinLength: 17,
      tunnelMaxLength: 16,
      caveMinSize: 91,
      caveMaxSize: 90,
    };
    expect(fitDiggerOptions(given)).toEqual([
      "roomMinWidth 12 is too large (it must not exceed roomMaxWidth 11); using 11",
      "roomMinHeight 9 is too large (it must not exceed roomMaxHeight 8); using 8",
      "corridorMinLength 13 is too large (it must not exceed corridorMaxLength 12); using 12",
      "circleMinRadius 6 is too large (it must not exceed circleMaxRadius 5); using 5",
      "ellipseMinRadius 8 is too large (it must not exceed ellipseMaxRadius 7); using 7",
      "polygonMinSize 15 is too large (it must not exceed polygonMaxSize 14); using 14",
      "tunnelMinLength 17 is too large (it must not exceed tunnelMaxLength 16); using 16",
      "caveMinSize 91 is too large (it must not exceed caveMaxSize 90); using 90",
    ]);
    expect(given).toEqual({
      ...DIGGER_DEFAULTS,
      roomMinWidth: 11,
      roomMaxWidth: 11,
      roomMinHeight: 8,
      roomMaxHeight: 8,
      corridorMinLength: 12,
      corridorMaxLength: 12,
      circleMinRadius: 5,
      circleMaxRadius: 5,
      ellipseMinRadius: 7,
      ellipseMaxRadius: 7,
      polygonMinSize: 14,
      polygonMaxSize: 14,
      tunnelMinLength: 16,
      tunnelMaxLength: 16,
      caveMinSize: 90,
      caveMaxSize: 90,
    });
  });

  test("a min equal to its max, or the defaults, are left alone", () => {
    const equal = { ...DIGGER_DEFAULTS, roomMinWidth: 7, roomMaxWidth: 7, caveMinSize: 40, caveMaxSize: 40 };
    expect(fitDiggerOptions(equal)).toEqual([]);
    expect(equal).toEqual({ ...DIGGER_DEFAULTS, roomMinWidth: 7, roomMaxWidth: 7, caveMinSize: 40, caveMaxSize: 40 });
    const defaults = { ...DIGGER_DEFAULTS };
    expect(fitDiggerOptions(defaults)).toEqual([]);
    expect(defaults).toEqual(DIGGER_DEFAULTS);
  });
});

describe("prefabProblem and unplaceablePrefabs", () => {
  const problem = (p: Prefab, width = 40, height = 30, given: Partial<DiggerOptions> = {}) => prefabProblem(p, width, height, { ...DIGGER_DEFAULTS, ...given });

  test("a placeable vault has no problem", () => {
    expect(problem(HALL)).toBeNull();
    expect(problem(HOOK)).toBeNull();
  });

  test("sides from 1 to 124 (the canvas less its margin), and kinds that match the size", () => {
    const row = (w: number, h: number): Prefab => ({ name: "r", width: w, height: h, kinds: new Uint8Array(w * h).fill(TileKind.Room), connections: [0] });
    // 1×1 and 124-long strips fit a map large enough; 125 never does.
    expect(problem(row(1, 1))).toBeNull();
    expect(problem(row(124, 1), 130, 8)).toBeNull();
    expect(problem(row(1, 124), 8, 130)).toBeNull();
    expect(problem(row(125, 1), 130, 8)).toBe("it is 125×1; a vault must be 1×1 to 124×124");
    expect(problem(row(1, 125), 8, 130)).toBe("it is 1×125; a vault must be 1×1 to 124×124");
    expect(problem(row(0, 3))).toBe("it is 0×3; a vault must be 1×1 to 124×124");
    expect(problem(row(3, 0))).toBe("it is 3×0; a vault must be 1×1 to 124×124");
    expect(problem({ ...row(2, 2), kinds: new Uint8Array(3).fill(TileKind.Room) })).toBe("it is 2×2; a vault must be 1×1 to 124×124");
    expect(problem({ ...row(2, 2), kinds: new Uint8Array(5).fill(TileKind.Room) })).toBe("it is 2×2; a vault must be 1×1 to 124×124");
  });

  test("no floor (walls and void only; a door counts as floor)", () => {
    expect(problem(prefab("w", ["###", "# #", "###"], [0]))).toBe("it has no floor");
    expect(problem(prefab("door", ["#+#"], [1]))).toBeNull();
  });

  test("no connection: none given, out of range, on a wall, or not on the outer edge", () => {
    const message = "it has no connection: a floor tile on its outer edge";
    expect(problem(prefab("none", ["...", "...", "..."]))).toBe(message);
    expect(problem(prefab("negative", ["...", "...", "..."], [-1]))).toBe(message);
    expect(problem(prefab("past", ["...", "...", "..."], [9]))).toBe(message);
    expect(problem(prefab("wall", ["#..", "...", "..."], [0]))).toBe(message);
    expect(problem(prefab("void", [" ..", "...", "..."], [0]))).toBe(message);
    expect(problem(prefab("inner", ["...", "...", "..."], [4]))).toBe(message);
    // Any one edge makes a connection: top, right, bottom, left (and a door tile on the edge).
    for (const tile of [1, 5, 7, 3]) expect(problem(prefab("edge", ["...", "...", "..."], [tile]))).toBeNull();
    expect(problem(prefab("door edge", ["+..", "...", "..."], [0]))).toBeNull();
    // One bad connection among good ones is ignored.
    expect(problem(prefab("mixed", ["...", "...", "..."], [4, 9, 2]))).toBeNull();
  });

  test("too large: the drawing wider or taller than the map, or its floor than the interior", () => {
    const big = prefab("big", ["###@###", "#.....#", "#.....#", "#######"]);
    // Floor 5 wide, 2 tall; the drawing 7×4. Interior of a W×H map (border 1, wallHeight 2): W − 2 by H − 3.
    expect(problem(big, 7, 6)).toBeNull();
    expect(problem(big, 6, 30)).toBe("it is 7×4, too large for a 6×30 map with border 1");
    expect(problem(big, 30, 3)).toBe("it is 7×4, too large for a 30×3 map with border 1");
    expect(problem(big, 7, 4)).toBe("it is 7×4, too large for a 7×4 map with border 1");
    expect(problem(big, 30, 5, { border: 1 })).toBe("it is 7×4, too large for a 30×5 map with border 1");
    expect(problem(big, 30, 6)).toBeNull();
    // Border 2 narrows the interior to W − 4: 5 floor columns need 9.
    expect(problem(big, 8, 30, { border: 2 })).toBe("it is 7×4, too large for a 8×30 map with border 2");
    expect(problem(big, 9, 30, { border: 2 })).toBeNull();
    // The floor's own extent counts, not the drawing's: floor in the middle of a wide drawing.
    // A 7-wide drawing on a 7-wide map (5 interior columns) fits, since its floor is 1 column wide.
    const framed = prefab("framed", ["   @   ", "  #.#  ", "  #.#  ", "  ###  "]);
    expect(problem(framed, 7, 30)).toBeNull();
    expect(problem(framed, 6, 30)).toBe("it is 7×4, too large for a 6×30 map with border 1");
    // A floor column 3 tall needs 3 interior rows: 6 map rows at wallHeight 2 and border 1.
    const tall = prefab("tall", ["@", ".", "."]);
    expect(problem(tall, 3, 6)).toBeNull();
    expect(problem(tall, 3, 5)).toBe("it is 1×3, too large for a 3×5 map with border 1");
    expect(problem(tall, 3, 7, { wallHeight: 3 })).toBeNull();
    expect(problem(tall, 3, 6, { wallHeight: 3 })).toBe("it is 1×3, too large for a 3×6 map with border 1");
    // The drawing's own height counts too: a floor row over 4 rows of walls is 5 tall.
    const deep = prefab("deep", ["@", "#", "#", "#", "#"]);
    expect(problem(deep, 10, 5)).toBeNull();
    expect(problem(deep, 10, 4)).toBe("it is 1×5, too large for a 10×4 map with border 1");
    // Floor in one row only, or starting below the top row: 1 floor row fits a 1-row interior (a 4-row map).
    expect(problem(prefab("row", ["@.."]), 10, 4)).toBeNull();
    expect(problem(prefab("low", ["#", "@"]), 10, 4)).toBeNull();
    expect(problem(prefab("low2", ["##", "##", "@."]), 10, 4)).toBeNull();
    expect(problem(prefab("two rows", ["#", "@", "."]), 10, 4)).toBe("it is 1×3, too large for a 10×4 map with border 1");
    // Two floor tiles far apart in one row: the span between them counts.
    const spread = prefab("spread", ["@...@"]);
    expect(problem(spread, 7, 10)).toBeNull();
    expect(problem(spread, 6, 10)).toBe("it is 5×1, too large for a 6×10 map with border 1");
  });

  test("floor rows in one column closer than wallHeight + 1 apart (invariant 6 inside the vault)", () => {
    // Column 1 has floor at rows 0 and 2 (1 row between); the vault is joined through column 0.
    const oneRow = prefab("gap1", ["..", ".#", ".."], [0]);
    expect(problem(oneRow)).toBe("in column 2, floor is only 1 row(s) apart; with wallHeight 2 it needs 3 for the wall face and its top");
    expect(problem(oneRow, 40, 30, { wallHeight: 1 })).toBe("in column 2, floor is only 1 row(s) apart; with wallHeight 1 it needs 2 for the wall face and its top");
    // Two rows between: too few at wallHeight 2 and 3, enough at 1.
    const twoRows = prefab("gap2", ["..", ".#", ".#", ".."], [0]);
    expect(problem(twoRows)).toBe("in column 2, floor is only 2 row(s) apart; with wallHeight 2 it needs 3 for the wall face and its top");
    expect(problem(twoRows, 40, 30, { wallHeight: 3 })).toBe("in column 2, floor is only 2 row(s) apart; with wallHeight 3 it needs 4 for the wall face and its top");
    expect(problem(twoRows, 40, 30, { wallHeight: 1 })).toBeNull();
    // Three rows between: enough at wallHeight 2.
    expect(problem(prefab("gap3", ["..", ".#", ".#", ".#", ".."], [0]))).toBeNull();
    // The first column is column 1; a gap there is found first.
    expect(problem(prefab("first", ["..", "#.", ".."], [1]))).toBe("in column 1, floor is only 1 row(s) apart; with wallHeight 2 it needs 3 for the wall face and its top");
    // Void and door tiles: void is a gap, a door is floor.
    expect(problem(prefab("void gap", ["..", ". ", ".."], [0]))).toBe("in column 2, floor is only 1 row(s) apart; with wallHeight 2 it needs 3 for the wall face and its top");
    expect(problem(prefab("door", ["..", ".+", ".."], [0]))).toBeNull();
  });

  test("floor in two pieces", () => {
    expect(problem(prefab("two", ["@#.", "###", "###", "###", "..."]))).toBe("its floor is not all connected");
    expect(problem(prefab("apart", ["@ ."]))).toBe("its floor is not all connected");
  });

  test("unplaceablePrefabs names each vault that can never be placed, in order, with its reason", () => {
    const noFloor = prefab("Empty", ["###"]);
    const tooBig = prefab("Huge", ["@........"]);
    expect(unplaceablePrefabs([HALL, noFloor, HOOK, tooBig], 10, 10, DIGGER_DEFAULTS)).toEqual([
      { name: "Empty", reason: "it has no floor" },
      { name: "Huge", reason: "it is 9×1, too large for a 10×10 map with border 1" },
    ]);
    expect(unplaceablePrefabs([HALL, HOOK], 40, 30, DIGGER_DEFAULTS)).toEqual([]);
    expect(unplaceablePrefabs([], 40, 30, DIGGER_DEFAULTS)).toEqual([]);
  });

  test("carve leaves unplaceable vaults out: with only those, the map is the one dug without vaults", () => {
    const given = { roomChance: 100, vaultChance: 100, vaultSeq: 100, vaultMax: 0 };
    const plain = carve(34, 24, 5, given);
    // The Hall with a connection that is not on its edge is still fine; a split vault never is.
    const split = prefab("Split", ["@#.", "###", "###", "###", "..."]);
    const tooTall = prefab("Tall", ["@", ".", ".", ".", ".", ".", ".", ".", ".", ".", ".", ".", ".", ".", ".", ".", ".", ".", ".", ".", ".", "."]);
    const onlyBad = carve(34, 24, 5, given, [split, tooTall]);
    expect(picture(onlyBad.grid, onlyBad.layout.areaOf)).toEqual(picture(plain.grid, plain.layout.areaOf));
    expect(onlyBad.layout.areas.map((a) => a.kind)).not.toContain("vault");
    // With the good ones given too, the same seed places vaults (the scenario above).
    const withGood = carve(34, 24, 5, given, [HALL, HOOK, split]);
    expect(withGood.layout.areas.filter((a) => a.kind === "vault").length).toBeGreaterThan(0);
  });
});

describe("how far ahead a doorway is probed: exactly as far as the deepest shape needs", () => {
  // Every other shape is kept small, so one option sets the probe's reach: a shape of exactly that
  // depth still fits through a mark (probing one tile less would refuse every such shape).
  const small = { roomMinWidth: 1, roomMaxWidth: 4, roomMinHeight: 1, roomMaxHeight: 4, corridorMinLength: 1, corridorMaxLength: 4, tunnelMinLength: 1, tunnelMaxLength: 4, circleMinRadius: 1, circleMaxRadius: 1, ellipseMinRadius: 1, ellipseMaxRadius: 1, polygonMinSize: 3, polygonMaxSize: 3 };
  const areas = (layout: Layout) => layout.areas.map((a) => `${a.kind} ${a.bounds.width}x${a.bounds.height} ${a.size}`);

  test("circles of radius 9 (2r + 1 = 19 tiles deep)", () => {
    const { layout } = carve(70, 50, 1, { ...small, circleChance: 100, circleMinRadius: 9, circleMaxRadius: 9 });
    expect(areas(layout)).toEqual(["circle 19x19 293", "circle 20x19 294", "circle 20x19 294"]);
  });

  test("ellipses of half-axes 9", () => {
    const { layout } = carve(70, 50, 1, { ...small, ellipseChance: 100, ellipseMinRadius: 9, ellipseMaxRadius: 9 });
    expect(areas(layout)).toEqual(["ellipse 19x19 261", "ellipse 20x19 262", "ellipse 20x19 262"]);
  });

  test("polygons 20 across (the side probe reaches (20 + 1) >> 1 = 10 tiles)", () => {
    const { layout } = carve(70, 50, 1, { ...small, polygonChance: 100, polygonMinSize: 20, polygonMaxSize: 20 });
    expect(areas(layout)).toEqual(["polygon 15x11 123", "polygon 15x11 105", "polygon 16x15 143"]);
  });

  test("corridors of exactly 20 tiles (the probe reaches 21: the doorway past the end stays free)", () => {
    const { layout } = carve(70, 50, 1, { ...small, roomChance: 10, corridorChance: 100, corridorMinLength: 20, corridorMaxLength: 20 });
    const counts: Record<string, number> = {};
    for (const a of layout.areas) counts[a.kind] = (counts[a.kind] ?? 0) + 1;
    expect(counts).toEqual({ room: 76, corridor: 13, crossroads: 1 });
    // Nine corridors are still whole after dead ends are trimmed.
    expect(layout.areas.filter((a) => a.kind === "corridor" && a.size === 20).length).toBe(9);
    expect(layout.areas.reduce((n, a) => n + a.size, 0)).toBe(757);
    expect(layout.openings.length).toBe(89);
  });
});

describe("maps below the minimum (a caller that skipped checkSize)", () => {
  test("an interior with no column or no row gets no floor and no area at all", () => {
    // 2 wide at border 1: the interior is 0 columns; 8×3 at wallHeight 2: rows 2..1, none.
    for (const [width, height] of [
      [2, 8],
      [8, 3],
    ]) {
      const { grid, layout } = carve(width, height, 1, { roomChance: 100 });
      expect(layout.areas).toEqual([]);
      expect(layout.openings).toEqual([]);
      expect(Array.from(grid.kinds).every((k) => k === TileKind.Void)).toBe(true);
      expect(Array.from(layout.areaOf).every((a) => a === 0)).toBe(true);
    }
  });

  test("an interior of one tile gets a 1×1 room", () => {
    // 3×4 at border 1, wallHeight 2: the interior is the single tile (1, 2).
    const { grid, layout } = carve(3, 4, 1, { roomChance: 100 });
    expect(picture(grid, layout.areaOf)).toEqual(["...", "...", ".a.", "..."]);
    expect(layout.areas).toEqual([{ id: 0, kind: "room", bounds: { x: 1, y: 2, width: 1, height: 1 }, size: 1 }]);
  });
});

describe("step hooks", () => {
  /** One line per step: the step, the area sizes, the opening kinds' initials, the open marks. */
  function watch(width: number, height: number, seed: number, given: Partial<DiggerOptions>) {
    const lines: string[] = [];
    const layouts: Layout[] = [];
    const { grid, layout } = carve(width, height, seed, given, [], (step, stepLayout) => {
      layouts.push(stepLayout);
      const sizes = stepLayout.areas.map((a) => a.size).join(",");
      const kinds = stepLayout.openings.map((o) => o.kind[0]).join("");
      lines.push(`${step}: ${sizes} | ${kinds} | ${tileText(stepLayout.overlay.marks, width)}`);
    });
    return { grid, layout, lines, layouts };
  }

  test('"start" after the first area, "area" after each one dug, "finalize" last; marks open at each step', () => {
    // The target-share scenario above: five rooms, and the marks still open when the share is reached.
    const { layout, lines, layouts } = watch(40, 24, 3, { roomChance: 100, targetFloorShare: 15 });
    expect(lines).toEqual([
      "start: 24 |  | 23,10 19,10 24,11 21,14 17,14 15,11",
      "area: 24,21 | o | 23,10 19,10 24,11 17,14 15,11 24,19 24,17 17,17 17,18",
      "area: 24,21,21 | oo | 23,10 19,10 24,11 17,18 17,14 15,11 24,19 17,17 27,14 29,14 30,18 28,19 25,19",
      "area: 24,21,21,48 | ooo | 23,10 19,10 24,11 17,18 17,14 15,11 24,19 25,19 17,17 27,14 30,18 28,19 35,6 30,6 28,9 28,11",
      "area: 24,21,21,48,43 | oooo | 23,10 19,10 24,11 17,18 17,14 15,11 28,9 25,19 17,17 27,14 28,11 28,19 35,6 30,6",
      "finalize: 24,21,21,48,43 | oooo | 23,10 19,10 24,11 17,18 17,14 15,11 28,9 25,19 17,17 27,14 28,11 30,6 28,19 35,6",
    ]);
    // The finalize step gets the very layout carve returns; every step shares the live areaOf.
    expect(layouts[layouts.length - 1]).toBe(layout);
    for (const stepLayout of layouts) expect(stepLayout.areaOf).toBe(layout.areaOf);
    // 15% of 40×24 is 144 floor tiles: the dig stops at the first area past it (157), not before.
    expect(layout.areas.reduce((n, a) => n + a.size, 0)).toBe(157);
  });

  test("openings at the dig steps are copies: the doors rolled at the end do not show there", () => {
    const { layout, lines, layouts } = watch(30, 20, 1, { roomChance: 100, roomMinWidth: 3, roomMaxWidth: 5, roomMinHeight: 2, roomMaxHeight: 3, loopMinDetour: 3, doorChance: 100 });
    expect(lines).toEqual([
      "start: 9 |  | 14,8 16,10 13,12 12,9",
      "area: 9,15 | o | 14,8 16,10 12,9 15,15 15,16 10,15 10,16",
      "area: 9,15,10 | oo | 14,8 16,10 12,9 15,15 15,16 10,15 7,13 6,16",
      "area: 9,15,10,13 | ooo | 14,8 6,16 12,9 15,15 15,16 10,15 7,13 17,8 21,9 17,12",
      "area: 9,15,10,13,13 | oooo | 17,12 6,16 12,9 15,15 15,16 10,15 7,13 17,8 21,9 17,5 11,5",
      "area: 9,15,10,13,13,11 | ooooo | 17,12 6,16 12,9 15,15 15,16 10,15 7,13 17,5 21,9 7,6 9,6 5,5",
      "area: 9,15,10,13,13,11,9 | oooooo | 5,5 17,12 9,6 15,15 15,16 10,15 7,13 17,5 21,9 7,6 4,15",
      "area: 9,15,10,13,13,11,9,12 | ooooooo | 5,5 4,15 9,6 15,15 15,16 10,15 7,13 17,5 21,9 7,6 20,15 20,16",
      "area: 9,15,10,13,13,11,9,12,9 | oooooooo | 5,5 4,15 9,6 15,15 15,16 7,6 20,15 17,5 21,9 23,14 25,15",
      "area: 9,15,10,13,13,11,9,12,9,13 | ooooooooo | 5,5 25,15 4,15 15,15 15,16 7,6 20,15 17,5 21,9 23,14 10,10 4,9",
      "area: 9,15,10,13,13,11,9,12,9,13,10 | oooooooooo | 5,5 25,15 10,10 15,15 15,16 7,6 20,15 17,5 21,9 23,14 3,7",
      "area: 9,15,10,13,13,11,9,12,9,13,10,15 | ooooooooooo | 5,5 25,15 10,10 23,14 15,16 7,6 20,15 17,5 21,9",
      "area: 9,15,10,13,13,11,9,12,9,13,10,15,15 | oooooooooooo | 5,5 25,15 10,10 21,9 15,16 7,6 20,15 17,5 23,8 27,11 27,9",
      "area: 9,15,10,13,13,11,9,12,9,13,10,15,15,11 | ooooooooooooo | 5,5 25,15 10,10 27,9 15,16 27,11 20,15 17,5 27,4 22,4",
      "area: 9,15,10,13,13,11,9,12,9,13,10,15,15,11,10 | oooooooooooooo | 5,5 25,15 10,10 22,4 27,9 15,16 27,11 20,15 27,4",
      "area: 9,15,10,13,13,11,9,12,9,13,10,15,15,11,10,7 | ooooooooooooooo | 5,5 10,10 22,4 27,9 27,4 27,11",
      // Loops grow the areas they are dug from (6 passages, 21 openings); every opening becomes a door.
      "finalize: 9,17,10,13,13,11,9,12,9,16,15,16,15,11,15,7 | ddddddddddddddddddddd | ",
    ]);
    const last = layouts[layouts.length - 2];
    expect(last.openings.every((o) => o.kind === "open")).toBe(true);
    expect(last.openings[0]).not.toBe(layout.openings[0]);
    expect(last.openings[0]).toEqual({ ...layout.openings[0], kind: "open" });
  });

  test("a tunnel that ends in a cave reports both areas, the cave right after its tunnel", () => {
    const { lines } = watch(30, 18, 2, { tunnelChance: 100, caveChance: 1, tunnelCaveChance: 100, caveMinSize: 8, caveMaxSize: 20 });
    expect(lines).toEqual([
      "start: 19 |  | 15,9 14,4 13,11 10,5 10,2",
      "area: 19,18 | o | 15,9 14,4 13,11 10,5 3,7 8,4",
      "area: 19,18,13 | oo | 15,9 13,11 10,5 8,4 3,7 22,3 18,5 21,4",
      "area: 19,18,13,23 | ooo | 21,4 22,3 13,11 10,5 8,4 3,7 22,3 25,11 26,15 19,10 21,13",
      "area: 19,18,13,23,4 | oooo | 21,4 22,3 13,11 10,5 8,4 3,7 22,3 21,13 25,11 19,10 28,13",
      "area: 19,18,13,23,4,10 | ooooo | 21,4 13,11 19,10 8,4 3,7 21,13 25,11 28,13 26,4",
      "area: 19,18,13,23,4,10,8 | oooooo | 21,4 28,13 13,11 19,10 8,4 3,7 21,13 25,11 27,7 27,9",
      "area: 19,18,13,23,4,10,8,7 | ooooooo | 27,7 13,11 19,10 8,4 3,7 27,9 21,13 25,11",
      "area: 19,18,13,23,4,10,8,7,22 | oooooooo | 27,7 25,11 19,10 8,4 3,7 27,9 21,13 15,15 5,14",
      "area: 19,18,13,23,4,10,8,7,22,8 | ooooooooo | 27,7 25,11 5,14 8,4 3,7 27,9 21,13 15,15 17,15 17,16",
      "area: 19,18,13,23,4,10,8,7,22,8,7 | oooooooooo | 27,7 25,11 17,16 8,4 3,7 27,9 21,13 15,15 17,15",
      "area: 19,18,13,23,4,10,8,7,22,8,7,2 | ooooooooooo | 27,7 25,11 17,15 8,4 15,15 27,9 21,13 16,15",
      "area: 19,18,13,23,4,10,8,7,22,8,7,2,10 | oooooooooooo | 21,13 25,11 27,9 16,15 7,9",
      "area: 19,18,13,23,4,10,8,7,22,8,7,2,10,4 | ooooooooooooo | 21,13 25,11 27,9 16,15",
      "area: 19,18,13,23,4,10,8,7,22,8,7,2,10,4,6 | oooooooooooooo | 25,11",
      "finalize: 19,18,13,23,4,10,8,7,22,8,7,2,10,4,6 | oooooooooooooo | ",
    ]);
  });

  test("dead ends trimmed at finalize: emptied crossroads are dropped and the rest renumbered", () => {
    const { lines } = watch(30, 20, 4, { roomChance: 30, corridorChance: 100, corridorSeq: 50, corridorBranchChance: 100, removeDeadEnds: 1 });
    expect(lines).toEqual([
      "start: 20 |  | 14,7 17,10 16,13 12,10",
      "area: 20,15 | o | 23,10 22,5 21,15 14,7 16,13 12,10 19,9 21,15 18,11",
      "area: 20,15,11 | oo | 22,5 21,15 27,8 27,12 26,6 26,15 14,7 18,11 16,13 12,10 19,9 21,15 26,6 26,15",
      "area: 20,15,11,26 | ooo | 14,7 18,11 16,13 19,9 21,15 26,6 26,15 10,8 7,8 8,14 10,14 6,10",
      "area: 20,15,11,26,21 | oooo | 18,11 16,13 6,10 19,9 21,15 10,14 26,15 10,8 7,8 8,14 13,2 13,3",
      "area: 20,15,11,26,21,28 | ooooo | 18,11 16,13 6,10 19,9 21,15 10,14 26,15 10,8 7,8 8,14 13,2 3,2",
      "finalize: 20,26,21,28 | ooo | ",
    ]);
  });

  test("carve works without a listener and without an input object", () => {
    const given = { roomChance: 100, targetFloorShare: 15 };
    const withListener = carve(40, 24, 3, given, [], () => undefined);
    const grid = createGrid(40, 24);
    const layout = digger.carve(grid, options(given), new Random(3), undefined as never);
    expect(picture(grid, layout.areaOf)).toEqual(picture(withListener.grid, withListener.layout.areaOf));
    expect(layout.openings).toEqual(withListener.layout.openings);
  });
});

describe("a large map", () => {
  test("defaults on 160×120: hundreds of marks at once (the mark pool grows past 256), the same dungeon every run", () => {
    const { layout } = carve(160, 120, 1, DIGGER_DEFAULTS);
    const counts: Record<string, number> = {};
    for (const a of layout.areas) counts[a.kind] = (counts[a.kind] ?? 0) + 1;
    expect(counts).toEqual({ room: 124, polygon: 8, corridor: 54, ellipse: 10, circle: 7, cave: 13, tunnel: 38, crossroads: 5 });
    expect(layout.areas.length).toBe(259);
    expect(layout.areas.reduce((n, a) => n + a.size, 0)).toBe(6954);
    expect(layout.openings.length).toBe(298);
    expect(layout.overlay.marks.length).toBe(413);
  });
});
