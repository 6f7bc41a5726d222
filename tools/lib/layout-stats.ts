/**
 * Per-dungeon figures read from the shared Layout and its area graph, whichever algorithm made it:
 * areas by kind, openings by kind, loops, floor share. `npm run preview -- --json` prints them,
 * one object per line; the metrics command counts the same way.
 */
import { AreaGraph, Dungeon, Layout, OpeningKind, buildAreaGraph, floorShare } from "../../src/core";

export interface DungeonStats {
  layout: string;
  seed: number;
  /** How many areas of each kind the layout has (only kinds present, by name). */
  areas: Record<string, number>;
  openings: Record<OpeningKind, number>;
  /** Independent cycles of the area graph. */
  loops: number;
  /** Floor tiles / all tiles, 0–1, to four places. */
  floorShare: number;
}

/** Areas per kind, keys in name order so the same dungeon always prints the same line. */
export function countAreaKinds(layout: Layout): Record<string, number> {
  const counts = new Map<string, number>();
  for (const area of layout.areas) counts.set(area.kind, (counts.get(area.kind) ?? 0) + 1);
  return Object.fromEntries([...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function countOpeningKinds(layout: Layout): Record<OpeningKind, number> {
  const counts: Record<OpeningKind, number> = { door: 0, secret: 0, open: 0 };
  for (const opening of layout.openings) counts[opening.kind]++;
  return counts;
}

export function areaGraphOf(layout: Layout): AreaGraph {
  return buildAreaGraph(layout.areas.length, layout.openings);
}

export function dungeonStats(dungeon: Dungeon, graph: AreaGraph = areaGraphOf(dungeon.layout)): DungeonStats {
  const { layout } = dungeon;
  return {
    layout: layout.algorithm,
    seed: dungeon.seed,
    areas: countAreaKinds(layout),
    openings: countOpeningKinds(layout),
    loops: graph.loops,
    floorShare: Math.round(floorShare(dungeon.grid) * 10000) / 10000,
  };
}

/** "77 areas (12 corridor, 30 room, …), 80 openings": a one-line caption. */
export function describeAreas(layout: Layout): string {
  const kinds = Object.entries(countAreaKinds(layout)).map(([kind, count]) => `${count} ${kind}`);
  return `${layout.areas.length} areas (${kinds.join(", ")}), ${layout.openings.length} openings`;
}
