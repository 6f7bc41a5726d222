/** The PNG renderer: known tiles come out in their palette colours, markers and overlay on top. */
import { PNG } from "pngjs";
import { TileKind, generateDungeon } from "../../src/core";
import { ARRIVAL_COLOUR, CELL_EDGE_COLOUR, EVENT_COLOUR, KIND_COLOURS, LINK_COLOUR, Rgba } from "../../tools/render/palette";
import { DungeonPicture, RgbaImage, pictureOfDungeon, renderPicture } from "../../tools/render/pixels";
import { encodePng } from "../../tools/render/png";

function pixel(image: RgbaImage, x: number, y: number): Rgba {
  const at = (y * image.width + x) * 4;
  return [image.data[at], image.data[at + 1], image.data[at + 2], image.data[at + 3]];
}

/** A 3×2 map: void, room, corridor / wall, room (event), room (arrival). */
const tiny: DungeonPicture = {
  width: 3,
  height: 2,
  kinds: Uint8Array.of(TileKind.Void, TileKind.Room, TileKind.Corridor, TileKind.Wall, TileKind.Room, TileKind.Room),
  events: [4],
  arrival: 5,
};

describe("renderPicture", () => {
  it("fills scale × scale pixels per tile in the colour of its kind or marker", () => {
    const image = renderPicture(tiny, 3);
    expect([image.width, image.height]).toEqual([9, 6]);
    const expected: Rgba[] = [KIND_COLOURS[TileKind.Void], KIND_COLOURS[TileKind.Room], KIND_COLOURS[TileKind.Corridor], KIND_COLOURS[TileKind.Wall], EVENT_COLOUR, ARRIVAL_COLOUR];
    expected.forEach((colour, tile) => {
      const x = (tile % 3) * 3;
      const y = Math.floor(tile / 3) * 3;
      expect([pixel(image, x, y), pixel(image, x + 2, y + 2)]).toEqual([colour, colour]);
    });
  });

  it("gives every kind and marker its own colour", () => {
    const colours = [...Object.values(KIND_COLOURS), EVENT_COLOUR, ARRIVAL_COLOUR, CELL_EDGE_COLOUR, LINK_COLOUR].map((c) => c.join());
    expect(new Set(colours).size).toBe(colours.length);
  });

  it("draws cell edges and links over the tiles", () => {
    const cells = { layout: { originX: 0, originY: 0, cellColumns: 2, cellRows: 1, links: Uint8Array.of(2, 8) }, cellWidth: 4, cellHeight: 4, showLinks: true };
    const image = renderPicture({ width: 8, height: 4, kinds: new Uint8Array(32), events: [], arrival: -1, cells }, 2);
    expect(pixel(image, 0, 5)).toEqual(CELL_EDGE_COLOUR); // left edge of cell 0
    expect(pixel(image, 8, 5)).toEqual(CELL_EDGE_COLOUR); // between the cells
    expect(pixel(image, 8, 4)).toEqual(LINK_COLOUR); // the link crosses the edge at the centre row
    expect(pixel(image, 12, 4)).toEqual(LINK_COLOUR); // and reaches cell 1's centre
    expect(pixel(image, 14, 4)).toEqual(KIND_COLOURS[TileKind.Void]); // not beyond it
  });
});

describe("encodePng", () => {
  it("writes a PNG whose pixels match the dungeon's tiles", () => {
    const result = generateDungeon(68, 64, { eventCount: 3 }, 42);
    if (!result.ok) throw new Error(result.reason);
    const { dungeon } = result;
    const png = PNG.sync.read(encodePng(renderPicture(pictureOfDungeon(dungeon, false), 2)));
    expect([png.width, png.height]).toEqual([136, 128]);
    const colourAt = (tile: number): number[] => {
      const x = (tile % dungeon.width) * 2;
      const y = Math.floor(tile / dungeon.width) * 2;
      return Array.from(png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4));
    };
    const marked = new Set(dungeon.placements.tiles);
    for (const kind of [TileKind.Void, TileKind.Room, TileKind.Corridor, TileKind.Wall]) {
      const tile = dungeon.grid.kinds.findIndex((k, i) => k === kind && !marked.has(i));
      expect(colourAt(tile)).toEqual([...KIND_COLOURS[kind]]);
    }
    expect(colourAt(dungeon.arrival)).toEqual([...ARRIVAL_COLOUR]);
    const event = Array.from(dungeon.placements.tiles).find((tile) => tile >= 0 && tile !== dungeon.arrival)!;
    expect(colourAt(event)).toEqual([...EVENT_COLOUR]);
  });
});
