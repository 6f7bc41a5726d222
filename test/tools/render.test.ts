/** The PNG renderer: known tiles come out in their palette colours, the generic overlay and markers on top. */
import { PNG } from "pngjs";
import { LAYOUT_NAMES, TileKind, generateDungeon } from "../../src/core";
import {
  ARRIVAL_COLOUR,
  BOX_COLOUR,
  EVENT_COLOUR,
  GENERATION_COLOURS,
  GENERATION_LEGEND,
  KIND_COLOURS,
  LEGEND,
  LINE_COLOUR,
  MARK_COLOUR,
  PAINTED_WALL_COLOUR,
  Rgba,
  generationColour,
  CONTENT_LEGEND,
  DECOR_COLOURS,
  DECOR_LEGEND,
  DecorMark,
  ROLE_COLOURS,
} from "../../tools/render/palette";
import { CONTENT_ROLES } from "../../src/core/content";
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

  it("gives every kind, marker and overlay part its own colour, each in the legend", () => {
    const colours = [...Object.values(KIND_COLOURS), EVENT_COLOUR, ARRIVAL_COLOUR, BOX_COLOUR, LINE_COLOUR, MARK_COLOUR].map((c) => c.join());
    expect(new Set(colours).size).toBe(colours.length);
    expect(LEGEND.map(({ colour }) => colour.join()).sort()).toEqual([...colours].sort());
  });

  it("draws boxes as one-pixel outlines sharing the grid line between neighbours", () => {
    const overlay = { boxes: [{ x: 0, y: 0, width: 4, height: 4 }, { x: 4, y: 0, width: 4, height: 4 }], lines: [], marks: [] };
    const image = renderPicture({ width: 8, height: 4, kinds: new Uint8Array(32), events: [], arrival: -1, overlay }, 2);
    expect(pixel(image, 0, 5)).toEqual(BOX_COLOUR); // left edge of box 0
    expect(pixel(image, 8, 5)).toEqual(BOX_COLOUR); // the line the boxes share
    expect(pixel(image, 7, 5)).toEqual(KIND_COLOURS[TileKind.Void]); // one pixel wide
    expect(pixel(image, 15, 5)).toEqual(BOX_COLOUR); // right edge of box 1, pulled inside the image
    expect(pixel(image, 5, 7)).toEqual(BOX_COLOUR); // bottom edge, pulled inside the image
    expect(pixel(image, 5, 5)).toEqual(KIND_COLOURS[TileKind.Void]); // inside: the tiles
  });

  it("draws lines between tile centres, straight or slanted, half a tile thick", () => {
    const overlay = { boxes: [], lines: [0, 1, 3, 1, 0, 3, 3, 0], marks: [] };
    const image = renderPicture({ width: 4, height: 4, kinds: new Uint8Array(16), events: [], arrival: -1, overlay }, 4);
    // Horizontal: tile (0, 1) to (3, 1), 2 pixels thick around the centre rows 5–6.
    for (const x of [1, 7, 13, 14]) expect([pixel(image, x, 5), pixel(image, x, 6)]).toEqual([LINE_COLOUR, LINE_COLOUR]);
    expect(pixel(image, 7, 4)).toEqual(KIND_COLOURS[TileKind.Void]);
    expect(pixel(image, 15, 5)).toEqual(KIND_COLOURS[TileKind.Void]); // ends at the last centre
    // Slanted: tile (0, 3) to (3, 0) passes the middle of the picture.
    expect(pixel(image, 1, 13)).toEqual(LINE_COLOUR);
    expect(pixel(image, 8, 7)).toEqual(LINE_COLOUR);
    expect(pixel(image, 13, 1)).toEqual(LINE_COLOUR);
  });

  it("fills marked tiles, with event markers drawn over them", () => {
    const overlay = { boxes: [], lines: [], marks: [1, 2] };
    const image = renderPicture({ width: 3, height: 1, kinds: new Uint8Array(3), events: [2], arrival: -1, overlay }, 2);
    expect([pixel(image, 0, 0), pixel(image, 2, 0), pixel(image, 3, 1), pixel(image, 4, 0)]).toEqual([KIND_COLOURS[TileKind.Void], MARK_COLOUR, MARK_COLOUR, EVENT_COLOUR]);
  });

  it.each(LAYOUT_NAMES)("draws the %s layout's overlay from Layout.overlay alone", (name) => {
    const result = generateDungeon(68, 64, { layout: name }, 3);
    if (!result.ok) throw new Error(result.reason);
    const { dungeon } = result;
    const { boxes, lines, marks } = dungeon.layout.overlay;
    expect(boxes.length + lines.length + marks.length).toBeGreaterThan(0); // every layout gives the preview something to draw
    const plain = renderPicture(pictureOfDungeon(dungeon, false), 2);
    const overlaid = renderPicture(pictureOfDungeon(dungeon, true), 2);
    const count = (image: RgbaImage, colour: Rgba) => {
      let n = 0;
      for (let i = 0; i < image.data.length; i += 4) if (colour.every((channel, k) => image.data[i + k] === channel)) n++;
      return n;
    };
    expect(count(plain, BOX_COLOUR) + count(plain, LINE_COLOUR) + count(plain, MARK_COLOUR)).toBe(0);
    expect(count(overlaid, BOX_COLOUR) > 0).toBe(boxes.length > 0);
    expect(count(overlaid, LINE_COLOUR) > 0).toBe(lines.length > 0);
    expect(count(overlaid, MARK_COLOUR) > 0).toBe(marks.length > 0);
  });
});

describe("the generations view", () => {
  const generations = Uint8Array.of(1, 0, 0, 3, 0, 255);

  it("colours walls and void by the generation that laid them (painted walls white), floor and markers as usual", () => {
    const image = renderPicture({ ...tiny, events: [], arrival: -1, generations }, 1);
    expect(pixel(image, 0, 0)).toEqual(GENERATION_COLOURS[0]); // void laid by generation 0
    expect(pixel(image, 0, 1)).toEqual(GENERATION_COLOURS[2]); // wall laid by generation 2
    expect(pixel(image, 1, 0)).toEqual(KIND_COLOURS[TileKind.Room]);
    // A generation value on floor (a doorway cut through a wall) does not colour it.
    expect(pixel(image, 2, 1)).toEqual(KIND_COLOURS[TileKind.Room]);
    const painted = renderPicture({ width: 1, height: 1, kinds: Uint8Array.of(TileKind.Void), events: [], arrival: -1, generations: Uint8Array.of(255) }, 1);
    expect(pixel(painted, 0, 0)).toEqual(PAINTED_WALL_COLOUR);
  });

  it("cycles the colours after the last, names each in a legend, and differs from every other colour", () => {
    expect(generationColour(0)).toBeUndefined();
    expect(generationColour(GENERATION_COLOURS.length + 1)).toEqual(GENERATION_COLOURS[0]);
    expect(GENERATION_LEGEND.map(({ colour }) => colour)).toEqual([...GENERATION_COLOURS, PAINTED_WALL_COLOUR]);
    const others = new Set(LEGEND.map(({ colour }) => colour.join()));
    const mine = GENERATION_LEGEND.map(({ colour }) => colour.join());
    expect(new Set(mine).size).toBe(mine.length);
    expect(mine.filter((colour) => others.has(colour))).toEqual([]);
  });

  it("pictureOfDungeon takes the crawlers' generations only when asked", () => {
    const result = generateDungeon(40, 30, { layout: "crawlers" }, 2);
    if (!result.ok) throw new Error(result.reason);
    expect(pictureOfDungeon(result.dungeon, false).generations).toBeUndefined();
    expect(pictureOfDungeon(result.dungeon, false, true).generations).toBe(result.dungeon.layout.overlay.generations);
    const maze = generateDungeon(40, 30, { layout: "maze" }, 2);
    if (!maze.ok) throw new Error(maze.reason);
    expect(pictureOfDungeon(maze.dungeon, false, true).generations).toBeUndefined();
  });
});

describe("content and decoration layers", () => {
  it("draws decor marks over the tiles, the overlay's marks and the content markers over them", () => {
    const picture: DungeonPicture = {
      width: 4,
      height: 1,
      kinds: Uint8Array.of(TileKind.Room, TileKind.Room, TileKind.Wall, TileKind.Void),
      events: [],
      arrival: -1,
      decor: Uint8Array.of(DecorMark.Variant, DecorMark.FloorBlocking, DecorMark.Wall, DecorMark.Void),
      content: [{ tile: 1, role: "treasure" }],
      overlay: { boxes: [], lines: [], marks: [2] },
    };
    const image = renderPicture(picture, 1);
    expect([0, 1, 2, 3].map((x) => pixel(image, x, 0))).toEqual([DECOR_COLOURS[DecorMark.Variant], ROLE_COLOURS.treasure, MARK_COLOUR, DECOR_COLOURS[DecorMark.Void]]);
    const bare = renderPicture({ ...picture, content: undefined, overlay: undefined }, 1);
    expect([1, 2].map((x) => pixel(bare, x, 0))).toEqual([DECOR_COLOURS[DecorMark.FloorBlocking], DECOR_COLOURS[DecorMark.Wall]]);
  });

  it("gives every role and decoration its own colour, apart from the tiles', markers' and overlay's (plain events keep the event colour)", () => {
    expect(CONTENT_LEGEND).toHaveLength(CONTENT_ROLES.length);
    expect(ROLE_COLOURS.none).toEqual(EVENT_COLOUR);
    const base = LEGEND.map(({ colour }) => colour.join());
    const added = [...CONTENT_LEGEND.filter(({ colour }) => colour !== EVENT_COLOUR), ...DECOR_LEGEND].map(({ colour }) => colour.join());
    expect(new Set(added).size).toBe(added.length);
    expect(added.filter((colour) => base.includes(colour))).toEqual([]);
  });
});

describe("encodePng", () => {
  it("writes a PNG whose pixels match the dungeon's tiles", () => {
    const result = generateDungeon(68, 64, { content: [{ min: 3, max: 3 }] }, 42);
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
