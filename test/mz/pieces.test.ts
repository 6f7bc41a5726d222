/**
 * Set pieces on the MZ side (src/mz/pieces.ts): what a set-piece map gives (rectangles, entrances,
 * rules from event notes, art), each bad marking's one warning, painting the art over a dungeon
 * with the rim's autotiles reshaped by the editor's rules, and the pieces' events with stable ids.
 * Small maps drawn as text, painted with the stock Dungeon tileset's ids and flags.
 */
import type { DataMap } from "rmmz-types";
import { TileKind } from "../../src/core/grid";
import { CEILING, FLOOR, REGIONS, SHRINE, TILESETS, pieceMap } from "./piece-map";
import { PieceCatalog, paintPieces, parseMapList, pieceIdCount, piecesForFloor, readPieceMap, spawnPieceEvents } from "../../src/mz/pieces";
import { autotileBase, autotileShapeAt, baseTileId, isAutotile, mapLayer } from "../../src/mz/autotile";


function read(rows: string[], notes: string[] = []) {
  const warnings: string[] = [];
  const map = pieceMap(rows, notes);
  const before = JSON.stringify(map);
  const catalog = readPieceMap(map, 11, TILESETS, REGIONS, (message) => warnings.push(message));
  expect(JSON.stringify(map)).toBe(before); // the set-piece map itself is never changed
  return { catalog, warnings, map };
}

describe("reading a set-piece map", () => {
  test("a marked rectangle is one piece: walkable tiles floor, the rest solid, its entrance, its event's tile", () => {
    const { catalog, warnings } = read(SHRINE, ["<Dungeon Piece: shrine>"]);
    expect(warnings).toEqual([]);
    expect(catalog.pieces).toHaveLength(1);
    const piece = catalog.pieces[0];
    expect([piece.name, piece.width, piece.height]).toEqual(["shrine", 7, 7]);
    const kinds = [...piece.kinds].map((kind) => (kind === TileKind.Room ? "." : "#"));
    const picture = Array.from({ length: piece.height }, (_, y) => kinds.slice(y * piece.width, (y + 1) * piece.width).join(""));
    expect(picture).toEqual(["#######", "#######", "#######", "#.....#", "#..#..#", "#.....#", "###.###"]);
    expect(piece.entrances).toEqual([6 * 7 + 3]);
    expect(piece.eventTiles).toEqual([5 * 7 + 3]);
    expect(catalog.art[0]).toMatchObject({ mapId: 11, left: 1, top: 1, width: 7, height: 7 });
  });

  test("the art is the rectangle's six layers as painted, with the piece and entrance marks taken off the region layer", () => {
    const { catalog, map } = read(SHRINE);
    const art = catalog.art[0];
    const area = map.width * map.height;
    for (let z = 0; z < 6; z++) {
      for (let y = 0; y < art.height; y++) {
        for (let x = 0; x < art.width; x++) {
          const painted = map.data[z * area + (art.top + y) * map.width + art.left + x];
          expect(art.data[(z * art.height + y) * art.width + x]).toBe(z === 5 ? 0 : painted);
        }
      }
    }
  });

  test("rules come from the notes of the events inside: required, weight, max, floors, mirror, at", () => {
    const { catalog, warnings } = read(SHRINE, ["<Dungeon Piece: arena>\n<Dungeon Piece Required>\n<Dungeon Piece Weight: 3>\n<Dungeon Piece Max: 2>\n<Dungeon Piece Floors: 3-5>\n<Dungeon Piece Mirror>\n<Dungeon Piece At: Stairs>"]);
    expect(warnings).toEqual([]);
    expect(catalog.pieces[0]).toMatchObject({ name: "arena", required: true, weight: 3, max: 2, mirror: true, spot: "stairs" });
    expect(catalog.art[0].floors).toEqual({ min: 3, max: 5 });
    expect(piecesForFloor(catalog, 2).pieces).toEqual([]);
    expect(piecesForFloor(catalog, 4).pieces).toHaveLength(1);
  });

  test("without rules a piece is optional, weight 1, one copy, never mirrored, anywhere, named by where it is", () => {
    const { catalog } = read(SHRINE);
    expect(catalog.pieces[0]).toMatchObject({ name: "piece at 1,1 of map 11", required: false, weight: 1, max: 1, mirror: false, spot: "anywhere" });
    expect(catalog.art[0].floors).toBeNull();
  });

  test("bad rule values: one warning each, the piece kept with the default", () => {
    const { catalog, warnings } = read(SHRINE, ["<Dungeon Piece Weight: lots>\n<Dungeon Piece Max: 0>\n<Dungeon Piece Floors: 5-3>\n<Dungeon Piece At: ceiling>"]);
    expect(warnings).toHaveLength(4);
    expect(warnings.join("\n")).toMatch(/Weight: lots.*using 1/);
    expect(warnings.join("\n")).toMatch(/At: ceiling.*anywhere/);
    expect(catalog.pieces[0]).toMatchObject({ weight: 1, max: 1, spot: "anywhere" });
    expect(catalog.art[0].floors).toBeNull();
  });

  test("a piece without an entrance is skipped with a warning that says how to mark one", () => {
    const { catalog, warnings } = read(SHRINE.map((row) => row.replace("+", "C")));
    expect(catalog.pieces).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/no entrance .*region 63.*skipped/)]);
  });

  test("an entrance on a solid tile or inside the rectangle is not used, with a warning", () => {
    const rows = [...SHRINE];
    rows[4] = "-C..+..C--";
    const { catalog, warnings } = read(rows);
    expect(catalog.pieces[0].entrances).toEqual([6 * 7 + 3]);
    expect(warnings).toEqual([expect.stringMatching(/1 entrance tile\(s\) are not on the rectangle's outer edge/)]);
  });

  test("floor in two parts is skipped: part of it could never be reached", () => {
    const rows = [...SHRINE];
    rows[5] = "-C.CCC.C--";
    rows[6] = "-C.CeC.C--";
    const { catalog, warnings } = read(rows);
    expect(catalog.pieces).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/not all connected/)]);
  });

  test("two pieces whose rectangles overlap are both skipped; separate ones are both read", () => {
    const apart = SHRINE.map((row) => row + row);
    expect(read(apart).catalog.pieces).toHaveLength(2);
    // An L-shaped second marking, apart from the first, whose box reaches over the first rectangle.
    const rows = SHRINE.map((row) => `${row}----`.split(""));
    rows.push("-".repeat(14).split(""), "-".repeat(14).split(""));
    for (let y = 0; y <= 9; y++) rows[y][9] = "C";
    for (let x = 0; x <= 9; x++) rows[10][x] = "C";
    const overlapping = read(rows.map((row) => row.join("")));
    expect(overlapping.catalog.pieces).toEqual([]);
    expect(overlapping.warnings.some((warning) => /overlaps/.test(warning))).toBe(true);
  });

  test("entrance marks alone are no piece (the Vault Map's connections use the same region)", () => {
    const rows = ["-----", "-+---", "-----"];
    const { catalog, warnings } = read(rows);
    expect(catalog.pieces).toEqual([]);
    expect(warnings).toEqual([]);
  });

  test("an unusable map or a missing tileset: one warning, no pieces", () => {
    const warnings: string[] = [];
    expect(readPieceMap({ width: 3 }, 11, TILESETS, REGIONS, (message) => warnings.push(message)).pieces).toEqual([]);
    expect(readPieceMap({ ...pieceMap(SHRINE), tilesetId: 99 }, 11, TILESETS, REGIONS, (message) => warnings.push(message)).pieces).toEqual([]);
    expect(warnings).toHaveLength(2);
  });

  test("a map list: ids in order without repeats; anything else is warned about", () => {
    const warnings: string[] = [];
    expect(parseMapList("11, 14 11,x, 0", (message) => warnings.push(message))).toEqual([11, 14]);
    expect(warnings).toHaveLength(2);
  });
});

/** A plain dungeon painting: ceiling everywhere with a floor strip below the rectangle's entrance. */
function dungeonData(width: number, height: number) {
  const area = width * height;
  const data = new Array<number>(area * 6).fill(0);
  for (let tile = 0; tile < area; tile++) data[tile] = CEILING;
  return data;
}

function placed(catalog: PieceCatalog, x: number, y: number, mirrored = false) {
  const art = catalog.art[0];
  return { piece: 0, x, y, width: art.width, height: art.height, mirrored, area: 0 };
}

describe("painting a placed piece", () => {
  test("inside the rim the rectangle holds the art exactly; on the rim every autotile has the editor's shape for what now surrounds it", () => {
    const { catalog } = read(SHRINE);
    const width = 20;
    const height = 16;
    const data = dungeonData(width, height);
    const area = width * height;
    // A floor corridor meets the entrance from below.
    for (let y = 11; y < 16; y++) data[y * width + 8] = FLOOR;
    const at = placed(catalog, 5, 4);
    paintPieces(data, width, height, { pieces: [at] }, catalog.art);
    const art = catalog.art[0];
    for (let z = 0; z < 4; z++) {
      const layer = mapLayer(data, width, height, z);
      for (let y = 0; y < art.height; y++) {
        for (let x = 0; x < art.width; x++) {
          const id = data[z * area + (at.y + y) * width + at.x + x];
          const painted = art.data[(z * art.height + y) * art.width + x];
          expect(baseTileId(id)).toBe(baseTileId(painted)); // the designer's tile, always
          const rim = x === 0 || y <= 1 || x === art.width - 1 || y >= art.height - 2;
          if (!rim) expect(id).toBe(painted);
          else if (isAutotile(id)) expect(id - baseTileId(id)).toBe(autotileShapeAt(layer, at.x + x, at.y + y));
        }
      }
    }
    // The generated floor under the entrance now joins it: its top edge is open.
    const corridor = mapLayer(data, width, height, 0);
    expect(data[11 * width + 8] - FLOOR).toBe(autotileShapeAt(corridor, 8, 11));
  });

  test("a mirrored piece is the art flipped left to right, every autotile reshaped", () => {
    const rows = [...SHRINE];
    rows[5] = "-C.S..cC--";
    const { catalog } = read(rows);
    const width = 14;
    const height = 12;
    const data = dungeonData(width, height);
    const area = width * height;
    paintPieces(data, width, height, { pieces: [placed(catalog, 3, 2, true)] }, catalog.art);
    const art = catalog.art[0];
    for (let y = 0; y < art.height; y++) {
      for (let x = 0; x < art.width; x++) {
        const source = (y: number, z: number) => art.data[(z * art.height + y) * art.width + art.width - 1 - x];
        expect(baseTileId(data[(2 + y) * width + 3 + x])).toBe(baseTileId(source(y, 0)));
        expect(data[2 * area + (2 + y) * width + 3 + x]).toBe(source(y, 2));
      }
    }
    const layer = mapLayer(data, width, height, 0);
    for (let y = 2; y < 2 + art.height; y++) for (let x = 3; x < 3 + art.width; x++) if (isAutotile(data[y * width + x])) expect(data[y * width + x] - baseTileId(data[y * width + x])).toBe(autotileShapeAt(layer, x, y));
  });

  test("no placed pieces: the painting is untouched", () => {
    const data = dungeonData(8, 8);
    const before = [...data];
    paintPieces(data, 8, 8, { pieces: [] }, []);
    expect(data).toEqual(before);
    expect(autotileBase(80)).toBe(CEILING);
  });
});

describe("the pieces' events", () => {
  function catalogWithEvents() {
    const rows = [...SHRINE];
    rows[4] = "-Ce....C--";
    return read(rows, ["<Dungeon Piece: shrine>\n<Dungeon Piece Max: 2>", "a chest"]).catalog;
  }

  test("each placed piece's events are deep copies at their spots, in a block of ids per piece copy", () => {
    const catalog = catalogWithEvents();
    expect(pieceIdCount(catalog)).toBe(4); // two events × Max 2
    const map = { events: [null, { id: 1 }] } as unknown as DataMap;
    const ids = spawnPieceEvents(map, { pieces: [placed(catalog, 10, 3), placed(catalog, 30, 20)] }, catalog, 5);
    expect(ids).toEqual([5, 6, 7, 8]);
    const events = map.events as unknown as { id: number; x: number; y: number; note: string }[];
    expect([events[5].x, events[5].y]).toEqual([10 + 1, 3 + 3]);
    expect([events[8].x, events[8].y]).toEqual([30 + 3, 20 + 5]);
    expect(events[5].note).toContain("Dungeon Piece: shrine");
    events[5].note = "changed";
    expect(catalog.art[0].events[0].event.note).not.toBe("changed"); // a copy, never the set-piece map's event
  });

  test("a mirrored piece's events stand mirrored; a second dungeon with the same pieces gives the same ids", () => {
    const catalog = catalogWithEvents();
    const map = { events: [null] } as unknown as DataMap;
    const ids = spawnPieceEvents(map, { pieces: [placed(catalog, 0, 0, true)] }, catalog, 3);
    const events = map.events as unknown as { x: number }[];
    expect(events[3].x).toBe(7 - 1 - 1);
    expect(ids).toEqual(spawnPieceEvents({ events: [null] } as unknown as DataMap, { pieces: [placed(catalog, 9, 9)] }, catalog, 3));
  });
});
