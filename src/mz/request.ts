/**
 * The one place that turns a map and its settings into the core's request (generateDungeon's
 * `given`): the layout's name and options (note tags and presets applied by settings.ts), what
 * the layout declares it reads from the map (LayoutAlgorithm.reads: the prefabs, the painted
 * structure, or nothing) and the content the map's event templates ask for. The hooks and the
 * end-to-end tool both build requests here, so neither knows which layout runs.
 */
import { findLayout } from "../core/layout/index";
import type { DungeonRequest, Prefab, SetPiece } from "../core";
import type { DungeonSettings } from "./settings";
import { PaintedMap, paintedStructure } from "./structure";

/** Where the map inputs come from: the hooks read vaults from the note and the vault map; the e2e tool from the note. */
export interface MapInputSources {
  /** The prefabs of this map; called only when its layout reads prefabs. */
  prefabs(): Prefab[];
  /** The set pieces this map may hold (every layout places them); none when absent. */
  pieces?(): SetPiece[];
}

export function dungeonRequest(map: PaintedMap, settings: DungeonSettings, sources: MapInputSources, content: readonly unknown[] = []): DungeonRequest {
  const reads = findLayout(settings.layoutName)?.reads ?? "nothing";
  const request: DungeonRequest = { layout: settings.layoutName, ...settings.layout, content };
  if (reads === "prefabs") request.prefabs = sources.prefabs();
  if (reads === "structure") request.structure = paintedStructure(map, settings);
  const pieces = sources.pieces?.() ?? [];
  if (pieces.length > 0) {
    request.pieces = pieces;
    request.pieceCount = settings.pieces.count;
  }
  return request;
}
