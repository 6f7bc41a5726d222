/**
 * The registry of layout algorithms: `<Dungeon Layout: NAME>` picks one by name. Adding an
 * algorithm is one file in this folder and one line here; nothing after carving knows which ran.
 */
import type { LayoutAlgorithm, NumericOptions } from "./contract";
import { cells } from "./cells";
import { digger } from "./digger";
import { maze } from "./maze";
import { roomChain } from "./rooms";
import { nodes } from "./nodes";
import { crawlers } from "./crawlers";

export const LAYOUTS: readonly LayoutAlgorithm[] = [cells, digger, maze, roomChain, nodes, crawlers] as unknown as LayoutAlgorithm[];

/** The name used when none is given, or an unknown one. */
export const DEFAULT_LAYOUT = "cells";

export const LAYOUT_NAMES: readonly string[] = LAYOUTS.map((layout) => layout.name);

/** The algorithm of that name (any letter case, spaces around ignored), or undefined. */
export function findLayout(name: unknown): LayoutAlgorithm | undefined {
  if (typeof name !== "string") return undefined;
  const wanted = name.trim().toLowerCase();
  return LAYOUTS.find((layout) => layout.name === wanted);
}

/** Every option any layout has, with the range and default of the first layout that names it. */
export function allLayoutOptions(): { key: string; min: number; max: number; default: number; layouts: string[] }[] {
  const byKey = new Map<string, { key: string; min: number; max: number; default: number; layouts: string[] }>();
  for (const layout of LAYOUTS) {
    for (const key of Object.keys(layout.defaults)) {
      const known = byKey.get(key);
      if (known) known.layouts.push(layout.name);
      else byKey.set(key, { key, ...layout.ranges[key], default: (layout.defaults as NumericOptions)[key], layouts: [layout.name] });
    }
  }
  return [...byKey.values()];
}

export type { LayoutAlgorithm } from "./contract";
