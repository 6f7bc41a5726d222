/**
 * The preview colours, one per tile kind plus markers and the layout's overlay. The PNG writer and
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
/** Outlines of the overlay's boxes (cells of `cells`, rooms of `rooms`, node tiles, maze cells). */
export const BOX_COLOUR: Rgba = [64, 148, 214, 255];
/** The overlay's lines between tile centres (links of `cells`, the maze's longest path). */
export const LINE_COLOUR: Rgba = [250, 196, 36, 255];
/** The overlay's marked tiles (the digger's open marks, the maze's dead ends). */
export const MARK_COLOUR: Rgba = [236, 92, 200, 255];

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
  { label: "overlay mark (open mark, dead end)", colour: MARK_COLOUR },
];

/** The colour as CSS text, e.g. "rgb(22 19 30)". */
export function cssColour([red, green, blue]: Rgba): string {
  return `rgb(${red} ${green} ${blue})`;
}
