/**
 * The preview colours, one per tile kind plus markers and the layout's overlay. The PNG writer and
 * the web page both draw through tools/render/pixels.ts, so a dungeon looks the same in either.
 */
import { TileKind } from "../../src/core";
import { CONTENT_ROLES, ContentRole } from "../../src/core/content";

/** Red, green, blue, alpha; each 0–255. */
export type Rgba = readonly [number, number, number, number];

export const KIND_COLOURS: Readonly<Record<TileKind, Rgba>> = {
  [TileKind.Void]: [22, 19, 30, 255],
  [TileKind.Room]: [226, 211, 170, 255],
  [TileKind.Corridor]: [158, 143, 118, 255],
  [TileKind.Wall]: [96, 78, 118, 255],
};

export const EVENT_COLOUR: Rgba = [214, 62, 46, 255];
export const ARRIVAL_COLOUR: Rgba = [40, 176, 88, 255];
/** Outlines of the overlay's boxes (cells of `cells`, rooms of `rooms`, node tiles, maze cells). */
export const BOX_COLOUR: Rgba = [64, 148, 214, 255];
/** The overlay's lines between tile centres (links of `cells`, the maze's longest path). */
export const LINE_COLOUR: Rgba = [250, 196, 36, 255];
/** The overlay's marked tiles (the digger's open marks, the maze's dead ends). */
export const MARK_COLOUR: Rgba = [236, 92, 200, 255];

/**
 * Walls by the generation of builders that laid them (the crawlers' "generations" view, the
 * DungeonMaker's standard output): generation 0 first, cycling after the last.
 */
export const GENERATION_COLOURS: readonly Rgba[] = [
  [230, 57, 70, 255],
  [244, 162, 97, 255],
  [233, 196, 106, 255],
  [138, 201, 38, 255],
  [42, 157, 143, 255],
  [69, 123, 230, 255],
  [131, 56, 236, 255],
  [255, 0, 110, 255],
];
/** A wall the game maker painted on the map (stage 0), in the generations view. */
export const PAINTED_WALL_COLOUR: Rgba = [245, 245, 245, 255];

/** The colour of a generations value (generation + 1; 255 painted), or undefined for 0. */
export function generationColour(value: number): Rgba | undefined {
  if (value === 0) return undefined;
  if (value === 255) return PAINTED_WALL_COLOUR;
  return GENERATION_COLOURS[(value - 1) % GENERATION_COLOURS.length];
}

/** What each colour means, for legends (gallery, web page). */
export const LEGEND: ReadonlyArray<{ label: string; colour: Rgba }> = [
  { label: "void", colour: KIND_COLOURS[TileKind.Void] },
  { label: "room floor", colour: KIND_COLOURS[TileKind.Room] },
  { label: "corridor floor", colour: KIND_COLOURS[TileKind.Corridor] },
  { label: "wall", colour: KIND_COLOURS[TileKind.Wall] },
  { label: "event", colour: EVENT_COLOUR },
  { label: "arrival", colour: ARRIVAL_COLOUR },
  { label: "overlay box (cell, room, node tile)", colour: BOX_COLOUR },
  { label: "overlay line (link, longest path)", colour: LINE_COLOUR },
  { label: "overlay mark (open mark, dead end, doorway)", colour: MARK_COLOUR },
];

/** The generations view's colours, for legends. */
export const GENERATION_LEGEND: ReadonlyArray<{ label: string; colour: Rgba }> = [
  ...GENERATION_COLOURS.map((colour, generation) => ({ label: `generation ${generation}${generation === GENERATION_COLOURS.length - 1 ? " (then again from the first colour)" : ""}`, colour })),
  { label: "painted wall (the map's structure)", colour: PAINTED_WALL_COLOUR },
];

/** The colour as CSS text, e.g. "rgb(22 19 30)". */
export function cssColour([red, green, blue]: Rgba): string {
  return `rgb(${red} ${green} ${blue})`;
}

/**
 * Content copies (--content) by role, drawn over the tiles like the event markers: each role its
 * own colour, none of them a tile kind's, a marker's or the overlay's. Plain events ("none") keep
 * the event colour.
 */
export const ROLE_COLOURS: Readonly<Record<ContentRole, Rgba>> = {
  none: EVENT_COLOUR,
  stairs: [0, 214, 255, 255],
  entrance: [150, 255, 140, 255],
  boss: [150, 0, 36, 255],
  treasure: [255, 226, 0, 255],
  monster: [120, 40, 210, 255],
  trap: [255, 120, 0, 255],
  door: [140, 88, 40, 255],
  secretDoor: [84, 56, 28, 255],
  lock: [0, 70, 255, 255],
  key: [255, 250, 190, 255],
  wall: [190, 190, 190, 255],
};

/** The preview's name of each role (the --content flag's words; the note tag's without spaces). */
export const ROLE_LABELS: Readonly<Record<ContentRole, string>> = {
  none: "event",
  stairs: "stairs",
  entrance: "entrance",
  boss: "boss",
  treasure: "treasure",
  monster: "monster",
  trap: "trap",
  door: "door",
  secretDoor: "secret door",
  lock: "lock",
  key: "key",
  wall: "wall event",
};

/** The roles' colours, for legends. */
export const CONTENT_LEGEND: ReadonlyArray<{ label: string; colour: Rgba }> = CONTENT_ROLES.map((role) => ({ label: ROLE_LABELS[role], colour: ROLE_COLOURS[role] }));

/** What decoration put on a tile (--decor); 0 = nothing. */
export const DecorMark = { None: 0, Variant: 1, Floor: 2, FloorBlocking: 3, Wall: 4, Void: 5 } as const;
export type DecorMark = (typeof DecorMark)[keyof typeof DecorMark];

/** Decoration colours by DecorMark: a darker floor for patches and variants, then one per decoration kind. */
export const DECOR_COLOURS: Readonly<Record<Exclude<DecorMark, 0>, Rgba>> = {
  [DecorMark.Variant]: [186, 160, 104, 255],
  [DecorMark.Floor]: [112, 168, 72, 255],
  [DecorMark.FloorBlocking]: [52, 92, 40, 255],
  [DecorMark.Wall]: [60, 196, 170, 255],
  [DecorMark.Void]: [92, 84, 150, 255],
};

/** The decoration colours, for legends. */
export const DECOR_LEGEND: ReadonlyArray<{ label: string; colour: Rgba }> = [
  { label: "floor variant (patch or single tile)", colour: DECOR_COLOURS[DecorMark.Variant] },
  { label: "floor decoration (walkable tile)", colour: DECOR_COLOURS[DecorMark.Floor] },
  { label: "floor decoration (blocking tile)", colour: DECOR_COLOURS[DecorMark.FloorBlocking] },
  { label: "wall decoration", colour: DECOR_COLOURS[DecorMark.Wall] },
  { label: "void decoration", colour: DECOR_COLOURS[DecorMark.Void] },
];
