/**
 * The nodes layout's declaration: its options (key, default, range, Plugin Manager texts in
 * English and Japanese) and the texts of its Plugin Manager group. Everything else (the option
 * type, defaults, ranges, the header's parameters and note tags) is derived from this list.
 */
import { OptionsOf, WALL_HEIGHT_OPTION, defaultsOf, rangesOf } from "../../options";
import type { OptionSpec } from "../../options";
import { borderOption } from "../kit";
import type { LayoutTexts } from "../contract";

export const NODES_OPTIONS = [
  WALL_HEIGHT_OPTION,
  borderOption(),
  {
    key: "nodeSize",
    default: 9, // rooms of 7 × 5 or so, clearly wider than a 3-wide corridor (7 gave 5 × 3)
    min: 3,
    max: 32,
    en: { text: "Node Size", desc: "Side of a node tile in map tiles (at least Wall Height + 2)." },
    ja: { text: "ノードの大きさ", desc: "ノード一つの辺（マップのタイル数、壁の高さ＋2以上）。" },
  },
  {
    key: "nodeCount",
    default: 0,
    min: 0,
    max: 9999,
    en: { text: "Node Count", desc: "Node tiles to place before the open exits are closed (the dungeon ends a little bigger); 0 = half the node grid, so the dungeon grows with the map." },
    ja: { text: "ノードの数", desc: "開いた出口を閉じる前に置くノードの数（最終的には少し多くなります）。0＝ノードの格子の半分（マップに合わせて大きくなります）。" },
  },
  {
    key: "corridorWidth",
    default: 3,
    min: 1,
    max: 29,
    en: { text: "Corridor Width", desc: "Corridor thickness in tiles (at most Node Size − Wall Height − 1)." },
    ja: { text: "通路の幅", desc: "通路の太さ（ノードの大きさ−壁の高さ−1まで）。" },
  },
  {
    key: "roomChance",
    default: 30,
    min: 0,
    max: 100,
    en: { text: "Room Chance (%)", desc: "Chance that a node tile becomes a room with the same exits." },
    ja: { text: "部屋の確率（%）", desc: "ノードが同じ出口を持つ部屋になる確率。" },
  },
] as const satisfies readonly OptionSpec[];

export type NodesOptions = OptionsOf<typeof NODES_OPTIONS>;

export const NODES_DEFAULTS = defaultsOf(NODES_OPTIONS);
export const NODES_RANGES = rangesOf(NODES_OPTIONS);

export const NODES_TEXTS: LayoutTexts = {
  choice: { en: "nodes: square tiles of corridors and rooms", ja: "nodes：通路と部屋の正方形タイルの組み合わせ" },
  heading: {
    en: { text: "Nodes", desc: "Options of the node layout (<Dungeon Layout: nodes>): a grid of square tiles, each a corridor piece or a room with exits that always meet." },
    ja: { text: "ノード", desc: "ノード配置（<Dungeon Layout: nodes>）の設定：正方形のタイルを並べ、それぞれが出口の合う通路か部屋になります。" },
  },
};
