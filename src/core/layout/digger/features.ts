/**
 * The digger's feature types (indices into its per-type tables; marks store them in a byte) and
 * the canvas shapes are drawn on before they are moved to a mark.
 */
import type { AreaKind } from "../contract";

export const CORRIDOR = 0;
export const ROOM = 1;
export const CIRCLE = 2;
export const ELLIPSE = 3;
export const POLYGON = 4;
export const TUNNEL = 5;
export const CAVE = 6;
export const VAULT = 7;
export const TYPE_COUNT = 8;
export const TYPE_NAMES: readonly AreaKind[] = ["corridor", "room", "circle", "ellipse", "polygon", "tunnel", "cave", "vault"];
/** Types that can be the first area: they need no mark to grow from. */
export const START_TYPES = [ROOM, CIRCLE, ELLIPSE, POLYGON, CAVE];

/** Free tiles a cave needs ahead of and beside its doorway. */
export const CAVE_ROOM = 3;
/** Side of the local canvas shapes are drawn on before they are moved to a mark. */
export const CANVAS = 128;
export const CANVAS_CENTRE = CANVAS >> 1;
