/**
 * `--decor` and `--decor-*`: the preview runs the core's decoration planner (src/core/decor.ts,
 * planDecor) on the generated dungeon, as the plugin does after placing events, and marks each
 * tile it decorates (palette.ts DecorMark) so the renderer draws patches and variants, floor, wall
 * and void decorations in their own colours. No tileset here (--tileset draws the plugin's own
 * choice in real tiles: tiles.ts): the planner sees a stand-in palette
 * with the shapes the stock choice offers (one floor variant; 1×1, 1×2 and 2×2 floor pieces, some
 * blocking; 1×1 and 1×2 wall pieces) plus 1×1 and 2×2 void pieces so void decoration shows too
 * (the stock Dungeon choice has none: `--decor-void-density 0` shows exactly what it gives).
 */
import type { Dungeon } from "../../src/core";
import { DECOR_DEFAULTS, DECOR_RANGES, DecorKind, DecorOptions, DecorPalette, DecorPlan, DecorShape, decorRandom, placedDecorations, planDecor, resolveDecorOptions } from "../../src/core/decor";
import { FlagSpecs, ParsedFlags } from "../lib/args";
import { optionFlagName } from "../lib/dungeon-flags";
import { DecorMark } from "../render/palette";

const DECOR_KEYS = Object.keys(DECOR_DEFAULTS) as (keyof DecorOptions)[];

/** What each option means, for --help (the plugin parameters' texts, short). */
const DECOR_HELP: Readonly<Record<keyof DecorOptions, string>> = {
  decorPatches: "floor patches per 1,000 floor tiles",
  decorPatchRadius: "radius of a patch in tiles",
  decorPatchChance: "chance in % that a tile within a patch's radius takes its variant",
  decorPatchSmoothing: "smoothing passes that round the patches off",
  decorVariantChance: "% of floor tiles outside patches that become a single variant tile",
  decorFloorDensity: "floor decorations per 100 floor tiles",
  decorWallDensity: "wall decorations per 100 floor tiles",
  decorVoidDensity: "void decorations per 100 floor tiles",
};

/** `--decor` plus one flag per planner option (`decorPatches` → `--decor-patches`); any of them turns decoration on. */
export const DECOR_FLAGS: FlagSpecs = {
  decor: { kind: "switch", help: "run the plugin's decoration planner with its default amounts and draw patches, variants and floor, wall and void decorations (a stand-in palette; with --tileset the plugin's ready-made decorations in real tiles)" },
  ...Object.fromEntries(
    DECOR_KEYS.map((key) => {
      const { min, max } = DECOR_RANGES[key];
      return [optionFlagName(key), { kind: "integer", help: `decoration: ${DECOR_HELP[key]}, ${min}–${max} (default ${DECOR_DEFAULTS[key]}); implies --decor` }] as const;
    }),
  ),
};

/** The options the decor flags give (only those named; the planner's defaults fill in), or null when decoration is off. */
export function decorOptionsFromFlags(flags: ParsedFlags): Partial<DecorOptions> | null {
  const given: Partial<DecorOptions> = {};
  for (const key of DECOR_KEYS) if (flags.has(optionFlagName(key))) given[key] = flags.integer(optionFlagName(key), DECOR_DEFAULTS[key]);
  return flags.isOn("decor") || Object.keys(given).length > 0 ? given : null;
}

const open = (width: number, height: number): DecorShape => ({ width, height, blocking: new Uint8Array(width * height) });
const blocking = (width: number, height: number, tiles: number[]): DecorShape => ({ width, height, blocking: Uint8Array.from(tiles) });

/** The stand-in palette (see the header): the stock choice's shapes, and void pieces. */
export const PREVIEW_DECOR_PALETTE: DecorPalette = {
  variantCount: 1,
  floor: [open(1, 1), open(1, 1), blocking(1, 1, [1]), blocking(1, 2, [0, 1]), blocking(2, 2, [1, 1, 1, 1])],
  wall: [open(1, 1), open(1, 1), open(1, 2)],
  void: [open(1, 1), open(2, 2)],
};

/**
 * Plans decoration for the dungeon as the plugin does: the same seeded stream, the events'
 * (content copies) and the arrival's tiles kept free. Returns the plan, the mark
 * per tile and the option problems (bad values fall back to their defaults).
 */
export function decorateForPreview(dungeon: Dungeon, given: Partial<DecorOptions>, palette: DecorPalette = PREVIEW_DECOR_PALETTE): { plan: DecorPlan; marks: Uint8Array; problems: string[] } {
  const { options, problems } = resolveDecorOptions(given);
  const reserved: number[] = [];
  if (dungeon.arrival >= 0) reserved.push(dungeon.arrival);
  for (const copy of dungeon.content?.copies ?? []) if (copy.tile >= 0) reserved.push(copy.tile);
  const plan = planDecor(dungeon.grid, dungeon.layout, reserved, palette, options, decorRandom(dungeon.seed));
  return { plan, marks: decorMarks(plan, palette, dungeon.width, dungeon.height), problems };
}

/** A DecorMark per tile: variants, then every tile of every decoration's footprint by its kind. */
export function decorMarks(plan: DecorPlan, palette: DecorPalette, width: number, height: number): Uint8Array {
  const marks = new Uint8Array(width * height);
  for (const tile of plan.variantTiles) marks[tile] = DecorMark.Variant;
  const lists = [palette.floor, palette.wall, palette.void];
  for (const { tile, kind, index } of placedDecorations(plan)) {
    const shape = lists[kind]?.[index];
    if (!shape) continue;
    const left = tile % width;
    const top = (tile - left) / width;
    for (let dy = 0; dy < shape.height; dy++) {
      for (let dx = 0; dx < shape.width; dx++) {
        const x = left + dx;
        const y = top + dy;
        if (x >= width || y >= height) continue;
        marks[y * width + x] = markOf(kind, shape.blocking[dy * shape.width + dx] === 1);
      }
    }
  }
  return marks;
}

function markOf(kind: DecorKind, blocks: boolean): DecorMark {
  if (kind === DecorKind.Wall) return DecorMark.Wall;
  if (kind === DecorKind.Void) return DecorMark.Void;
  return blocks ? DecorMark.FloorBlocking : DecorMark.Floor;
}

/** "decor: 31 variant tiles, 42 floor (9 blocking), 28 wall, 28 void decorations". */
export function describeDecor(plan: DecorPlan): string {
  const counts = [0, 0, 0];
  for (const kind of plan.decorationKinds) counts[kind]++;
  return `decor: ${plan.variantTiles.length} variant tiles, ${counts[DecorKind.Floor]} floor (${plan.blockedTiles.length} blocking tiles), ${counts[DecorKind.Wall]} wall, ${counts[DecorKind.Void]} void decorations`;
}
