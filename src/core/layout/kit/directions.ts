/**
 * The four directions every layout steps in, as indices 0..3: north, east, south, west. A link
 * mask holds one bit per direction (1 << direction: N 1, E 2, S 4, W 8, as the cells layout's Side).
 */
export const DX = [0, 1, 0, -1] as const;
export const DY = [-1, 0, 1, 0] as const;

/** The direction back where one came from. */
export const opposite = (direction: number): number => (direction + 2) & 3;
