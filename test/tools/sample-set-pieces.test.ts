/**
 * The sample project's set-piece map (Map011) keeps the authoring rules a game maker follows (the
 * plugin's help, "Set pieces"): each piece a fully marked rectangle with its entrances walkable on
 * its edge, a wall border with a two-high north wall under a ceiling row, floor in one piece,
 * never fewer than three solid tiles between two floor tiles of a column, its events inside it and
 * its rules in its name event's note; and two dungeons take their pieces from it by note tag.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { isWallSide, isWallTop } from "../../src/mz/autotile";
import { DUNGEON_MAPS, SET_PIECE_MAP_ID } from "../../tools/make-sample-project";
import { PIECE_ENTRANCE_REGION, PIECE_REGION } from "../../tools/sample/set-pieces-map";

const DATA = join(__dirname, "..", "..", "sample-project", "data");
const read = (id: number) => JSON.parse(readFileSync(join(DATA, `Map${String(id).padStart(3, "0")}.json`), "utf8"));
const flags: number[] = JSON.parse(readFileSync(join(__dirname, "..", "fixtures", "stock-dungeon-tileset.json"), "utf8")).flags;

interface MapEvent { id: number; name: string; note: string; x: number; y: number }
interface Box { left: number; top: number; right: number; bottom: number }

const map = read(SET_PIECE_MAP_ID);
const { width, height, data } = map as { width: number; height: number; data: number[] };
const area = width * height;
const region = (x: number, y: number) => data[5 * area + y * width + x];
const marked = (x: number, y: number) => region(x, y) === PIECE_REGION || region(x, y) === PIECE_ENTRANCE_REGION;
const events = (map.events as (MapEvent | null)[]).filter((event): event is MapEvent => event !== null);

/** Walkable as the plugin reads a painted tile: the top layer that is not empty or starred decides; A3/A4 walls and fully blocked tiles are solid. */
function walkable(x: number, y: number): boolean {
  for (let z = 3; z >= 0; z--) {
    const id = data[z * area + y * width + x];
    if (!id || (flags[id] & 0x10) !== 0) continue;
    return id < 4352 && (flags[id] & 0x0f) !== 0x0f;
  }
  return false;
}

/** The 4-connected groups of marked tiles, as bounding boxes. */
function markedBoxes(): Box[] {
  const seen = new Uint8Array(area);
  const boxes: Box[] = [];
  for (let start = 0; start < area; start++) {
    if (seen[start] || !marked(start % width, Math.floor(start / width))) continue;
    const box = { left: width, top: height, right: -1, bottom: -1 };
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const tile = stack.pop()!;
      const x = tile % width;
      const y = (tile - x) / width;
      Object.assign(box, { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x), bottom: Math.max(box.bottom, y) });
      for (const [nx, ny] of [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]]) {
        if (nx < 0 || ny < 0 || nx >= width || ny >= height || seen[ny * width + nx] || !marked(nx, ny)) continue;
        seen[ny * width + nx] = 1;
        stack.push(ny * width + nx);
      }
    }
    boxes.push(box);
  }
  return boxes;
}

const boxes = markedBoxes();
const inside = (box: Box, x: number, y: number) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
const eventsIn = (box: Box) => events.filter((event) => inside(box, event.x, event.y));
const pieceName = (box: Box) => /<Dungeon Piece: (\w+)>/.exec(eventsIn(box).map((event) => event.note).join("\n"))?.[1];
const tilesOf = (box: Box) => {
  const tiles: [number, number][] = [];
  for (let y = box.top; y <= box.bottom; y++) for (let x = box.left; x <= box.right; x++) tiles.push([x, y]);
  return tiles;
};
const onEdge = (box: Box, x: number, y: number) => x === box.left || x === box.right || y === box.top || y === box.bottom;

test("it is in the map list, on the stock Dungeon tileset", () => {
  expect(JSON.parse(readFileSync(join(DATA, "MapInfos.json"), "utf8"))[SET_PIECE_MAP_ID]).toMatchObject({ id: SET_PIECE_MAP_ID, name: "Set Pieces", parentId: 0 });
  expect(map.tilesetId).toBe(4);
});

test("three pieces, each a fully marked rectangle: shrine, vault and arena", () => {
  expect(boxes.map(pieceName)).toEqual(["shrine", "vault", "arena"]);
  for (const box of boxes) expect(tilesOf(box).filter(([x, y]) => !marked(x, y))).toEqual([]);
});

test("entrances are walkable tiles on the rectangle's edge, and only they are", () => {
  const expected: Record<string, number> = { shrine: 2, vault: 1, arena: 1 };
  for (const box of boxes) {
    const entrances = tilesOf(box).filter(([x, y]) => region(x, y) === PIECE_ENTRANCE_REGION);
    expect([pieceName(box), entrances.length]).toEqual([pieceName(box), expected[pieceName(box)!]]);
    for (const [x, y] of entrances) expect([x, y, onEdge(box, x, y), walkable(x, y)]).toEqual([x, y, true, true]);
    const walkableEdge = tilesOf(box).filter(([x, y]) => onEdge(box, x, y) && walkable(x, y));
    expect(walkableEdge).toEqual(entrances);
  }
});

test("a wall border, a ceiling row over a two-high north wall, and the floor in one piece", () => {
  for (const box of boxes) {
    for (let x = box.left + 1; x < box.right; x++) {
      expect([x, isWallTop(data[box.top * width + x]), isWallSide(data[(box.top + 1) * width + x]), isWallSide(data[(box.top + 2) * width + x])]).toEqual([x, true, true, true]);
    }
    const floor = tilesOf(box).filter(([x, y]) => walkable(x, y));
    const reached = new Set<string>([floor[0].join()]);
    const stack = [floor[0]];
    while (stack.length > 0) {
      const [x, y] = stack.pop()!;
      for (const next of [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]] as [number, number][]) {
        if (!inside(box, ...next) || !walkable(...next) || reached.has(next.join())) continue;
        reached.add(next.join());
        stack.push(next);
      }
    }
    expect([pieceName(box), reached.size]).toEqual([pieceName(box), floor.length]);
  }
});

test("two floor tiles of one column have no solid run of fewer than three tiles between them (two-high walls)", () => {
  for (const box of boxes) {
    for (let x = box.left; x <= box.right; x++) {
      let lastFloor = -1;
      for (let y = box.top; y <= box.bottom; y++) {
        if (!walkable(x, y)) continue;
        const between = y - lastFloor - 1;
        if (lastFloor >= 0 && between > 0) expect([pieceName(box), x, y, between >= 3]).toEqual([pieceName(box), x, y, true]);
        lastFloor = y;
      }
    }
  }
});

test("every event stands on walkable floor inside a piece; each piece names its rules in one name event", () => {
  for (const event of events) {
    const box = boxes.find((candidate) => inside(candidate, event.x, event.y));
    expect([event.name, box !== undefined && walkable(event.x, event.y)]).toEqual([event.name, true]);
  }
  const notes = boxes.map((box) => eventsIn(box).filter((event) => event.note !== "").map((event) => event.note));
  expect(notes).toEqual([
    ["<Dungeon Piece: shrine>\n<Dungeon Piece Max: 1>\n<Dungeon Piece Mirror>"],
    ["<Dungeon Piece: vault>\n<Dungeon Piece Weight: 2>"],
    ["<Dungeon Piece: arena>\n<Dungeon Piece Required>\n<Dungeon Piece At: stairs>"],
  ]);
});

test("the Tower and the Crawler Halls take their pieces from it by note tag", () => {
  const tagged = DUNGEON_MAPS.filter((dungeon) => read(dungeon.mapId).note.includes(`<Dungeon Set Pieces: ${SET_PIECE_MAP_ID}>`)).map((dungeon) => dungeon.name);
  expect(tagged).toEqual(["Crawler Halls", "Tower"]);
});
