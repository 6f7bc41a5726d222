/**
 * tools/set-piece-picture.ts, the README's authoring picture: it tells a piece's floor, wall face,
 * solid tiles and entrances apart as the plugin reads them, finds each marked piece, and the
 * committed docs/set-pieces-authoring.png is what it draws from the committed sample map.
 */
import { mkdtempSync, readFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { DEFAULT_REGIONS, DEFAULT_SCALE, PieceMapJson, TileLook, main, markedRectangles, pieceMapPicture, readTilesetFlags, tileLooks, viewAroundPieces } from "../../tools/set-piece-picture";
import { encodePng } from "../../tools/render/png";

const ROOT = join(__dirname, "..", "..");
const MAP_FILE = join(ROOT, "sample-project", "data", "Map011.json");
const map = JSON.parse(readFileSync(MAP_FILE, "utf8")) as PieceMapJson;
const flags = readTilesetFlags(MAP_FILE, map.tilesetId);
const silent = { log: () => {}, error: () => {} };

test("each marked group is one piece; its entrances, floor, north wall face and solid tiles each have their look", () => {
  const looks = tileLooks(map, flags, DEFAULT_REGIONS);
  const area = map.width * map.height;
  const count = (look: TileLook) => looks.filter((value) => value === look).length;
  const regionCount = (region: number) => map.data.slice(5 * area).filter((value) => value === region).length;
  expect(markedRectangles(map, DEFAULT_REGIONS)).toHaveLength(3);
  expect(count(TileLook.Entrance)).toBe(regionCount(DEFAULT_REGIONS.entrance));
  expect(count(TileLook.PieceFloor) + count(TileLook.PieceWallFace) + count(TileLook.PieceSolid)).toBe(regionCount(DEFAULT_REGIONS.piece));
  // The shrine (top-left at 2,2), column of its statue: two rows of wall face, the statue, the carpet.
  const at = (x: number, y: number) => looks[y * map.width + x];
  expect([3, 4, 5, 7].map((y) => at(6, y))).toEqual([TileLook.PieceWallFace, TileLook.PieceWallFace, TileLook.PieceSolid, TileLook.PieceFloor]);
  expect(at(0, 0)).toBe(TileLook.Solid); // the stock ceiling around the pieces
});

test("the committed authoring picture is what the tool draws from the committed map", () => {
  const image = pieceMapPicture(map, flags, DEFAULT_REGIONS, DEFAULT_SCALE, viewAroundPieces(map, DEFAULT_REGIONS));
  expect(encodePng(image).equals(readFileSync(join(ROOT, "docs", "set-pieces-authoring.png")))).toBe(true);
});

test("the command writes the picture, answers --help, and refuses a missing file name", () => {
  const out = join(mkdtempSync(join(tmpdir(), "set-piece-picture-")), "picture.png");
  expect(main([MAP_FILE, out, "--scale", "6", "--whole"], silent)).toBe(0);
  expect(readFileSync(out).subarray(1, 4).toString()).toBe("PNG");
  expect(main(["--help"], silent)).toBe(0);
  expect(main([MAP_FILE], silent)).toBe(2);
});
