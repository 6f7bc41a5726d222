/**
 * The preview colours, one per tile kind plus markers and the cell overlay. The PNG writer and
 * the web page both draw through tools/render/pixels.ts, so a dungeon looks the same in either.
 */
import { TileKind } from "../../src/core";

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
/** Cell outlines of the --grid overlay. */
export const CELL_EDGE_COLOUR: Rgba = [64, 148, 214, 255];
/** Links between cell centres in the --grid overlay. */
export const LINK_COLOUR: Rgba = [250, 196, 36, 255];

/** What each colour means, for legends (gallery, web page). */
export const LEGEND: ReadonlyArray<{ label: string; colour: Rgba }> = [
  { label: "void", colour: KIND_COLOURS[TileKind.Void] },
  { label: "room floor", colour: KIND_COLOURS[TileKind.Room] },
  { label: "corridor floor", colour: KIND_COLOURS[TileKind.Corridor] },
  { label: "wall", colour: KIND_COLOURS[TileKind.Wall] },
  { label: "event", colour: EVENT_COLOUR },
  { label: "arrival", colour: ARRIVAL_COLOUR },
  { label: "cell edge", colour: CELL_EDGE_COLOUR },
  { label: "link", colour: LINK_COLOUR },
];

/** The colour as CSS text, e.g. "rgb(22 19 30)". */
export function cssColour([red, green, blue]: Rgba): string {
  return `rgb(${red} ${green} ${blue})`;
}
