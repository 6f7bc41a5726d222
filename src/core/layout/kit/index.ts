/**
 * What every layout shares (src/core/layout/NAME/ uses it; no layout copies it): directions, the
 * frame where floor may be and its Border option, the "too small" message, area bookkeeping and
 * graphs of cells.
 */
export { DX, DY, opposite } from "./directions";
export { type FrameOptions, type Region, borderOption, frameMinimumSize, inRegion, regionOf, tooSmall } from "./frame";
export { AreaBook, fillBlock } from "./areas";
export { LINK_COUNT, cellAreas, linkOffsets, neighbourCell } from "./cell-graph";
export { type DoorOptions, doorChanceOption, rollDoors, secretDoorChanceOption } from "./doors";
export { type CellFrame, type CellSites, blockIsFree, leaveCellBlocks } from "./sites";
