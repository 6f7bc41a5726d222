/**
 * The cells layout's declaration: its options (key, default, range, Plugin Manager texts in
 * English and Japanese) and the texts of its Plugin Manager group. Everything else (the option
 * type, defaults, ranges, the header's parameters and note tags) is derived from this list.
 */
import { OptionsOf, WALL_HEIGHT_OPTION, defaultsOf, rangesOf } from "../../options";
import type { OptionSpec } from "../../options";
import type { LayoutTexts } from "../contract";

export const CELLS_OPTIONS = [
  {
    key: "roomChance",
    default: 70,
    min: 0,
    max: 100,
    en: { text: "Room Chance (%)", desc: "Chance that a cell holds a room. With no room at all the whole dungeon becomes one big room." },
    ja: { text: "部屋の確率（%）", desc: "各セルに部屋ができる確率。部屋が一つもないときはダンジョン全体が一つの大部屋になります。" },
  },
  {
    key: "roomMinWidth",
    default: 5,
    min: 1,
    max: 62,
    en: { text: "Room Min Width", desc: "Smallest room width in tiles." },
    ja: { text: "部屋の最小幅", desc: "部屋の最小の幅（タイル数）。" },
  },
  {
    key: "roomMaxWidth",
    default: 11,
    min: 1,
    max: 62,
    en: { text: "Room Max Width", desc: "Largest room width in tiles (at most Cell Width − 2)." },
    ja: { text: "部屋の最大幅", desc: "部屋の最大の幅（セル幅−2まで）。" },
  },
  {
    key: "roomMinHeight",
    default: 4,
    min: 1,
    max: 62,
    en: { text: "Room Min Height", desc: "Smallest room height in tiles." },
    ja: { text: "部屋の最小高さ", desc: "部屋の最小の高さ（タイル数）。" },
  },
  {
    key: "roomMaxHeight",
    default: 10,
    min: 1,
    max: 62,
    en: { text: "Room Max Height", desc: "Largest room height in tiles (at most Cell Height − Wall Height)." },
    ja: { text: "部屋の最大高さ", desc: "部屋の最大の高さ（セル高さ−壁の高さまで）。" },
  },
  {
    key: "roomJitter",
    default: 2,
    min: 0,
    max: 32,
    en: { text: "Room Jitter", desc: "How far a room's centre may stray from its cell's centre, in tiles." },
    ja: { text: "部屋のずれ", desc: "部屋の中心がセルの中心からずれる最大距離（タイル数）。" },
  },
  {
    key: "extraConnections",
    default: 0,
    min: 0,
    max: 999,
    en: {
      text: "Extra Connections",
      desc: "Corridors added between neighbouring cells that the depth-first walk left unlinked, each one making a loop (Essentials v21's extra connections). 0 keeps Essentials' tree: one way between any two cells. At most what the grid of cells allows.",
    },
    ja: {
      text: "追加の接続",
      desc: "深さ優先の探索でつながらなかった隣り合うセルの間に加える通路の数。一本ごとにループができます（Essentials v21の追加の接続）。0ならEssentialsと同じ木構造（どの二つのセルの間も道は一つ）。セルの格子が許す数まで。",
    },
  },
  {
    key: "corridorWidth",
    default: 3,
    min: 1,
    max: 9,
    en: { text: "Corridor Width", desc: "Corridor thickness in tiles." },
    ja: { text: "通路の幅", desc: "通路の太さ（タイル数）。" },
  },
  WALL_HEIGHT_OPTION,
  {
    key: "cellWidth",
    default: 13,
    min: 7,
    max: 64,
    en: { text: "Cell Width", desc: "Width of one cell of the dungeon grid, in tiles." },
    ja: { text: "セルの幅", desc: "ダンジョンの格子の一セルの幅（タイル数）。" },
  },
  {
    key: "cellHeight",
    default: 13,
    min: 7,
    max: 64,
    en: { text: "Cell Height", desc: "Height of one cell of the dungeon grid, in tiles." },
    ja: { text: "セルの高さ", desc: "ダンジョンの格子の一セルの高さ（タイル数）。" },
  },
  {
    key: "borderX",
    default: 8,
    min: 0,
    max: 64,
    en: { text: "Border Width", desc: "Empty columns kept on the left and right of the map (half a screen keeps the map edge out of sight)." },
    ja: { text: "左右の余白", desc: "マップの左右に残す空白の列数（画面の半分あればマップの端が見えません）。" },
  },
  {
    key: "borderY",
    default: 6,
    min: 0,
    max: 64,
    en: { text: "Border Height", desc: "Empty rows kept on the top and bottom of the map." },
    ja: { text: "上下の余白", desc: "マップの上下に残す空白の行数。" },
  },
] as const satisfies readonly OptionSpec[];

export type CellsOptions = OptionsOf<typeof CELLS_OPTIONS>;

export const CELLS_DEFAULTS = defaultsOf(CELLS_OPTIONS);
export const CELLS_RANGES = rangesOf(CELLS_OPTIONS);

export const CELLS_TEXTS: LayoutTexts = {
  choice: { en: "cells: rooms and corridors on a grid of cells (Pokémon Essentials style)", ja: "cells：セルの格子上の部屋と通路（ポケモンEssentials風）" },
  heading: {
    en: { text: "Cells", desc: "Options of the cells layout (the default): rooms and corridors on a grid of cells, after Pokémon Essentials." },
    ja: { text: "セル", desc: "セル配置（既定）の設定：ポケモンEssentials風の、セルの格子上の部屋と通路。" },
  },
};
