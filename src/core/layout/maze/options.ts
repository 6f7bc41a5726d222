/**
 * The maze layout's declaration: its options (key, default, range, Plugin Manager texts in
 * English and Japanese) and the texts of its Plugin Manager group. Everything else (the option
 * type, defaults, ranges, the header's parameters and note tags) is derived from this list.
 */
import { OptionsOf, WALL_HEIGHT_OPTION, defaultsOf, rangesOf } from "../../options";
import type { OptionSpec } from "../../options";
import { borderOption, doorChanceOption, secretDoorChanceOption } from "../kit";
import type { LayoutTexts } from "../contract";

export const MAZE_OPTIONS = [
  WALL_HEIGHT_OPTION,
  borderOption(),
  {
    key: "mazePathWidth",
    default: 3,
    min: 1,
    max: 9,
    en: { text: "Maze Path Width", desc: "Width of a maze path in tiles (3 leaves room to walk)." },
    ja: { text: "迷路の通路の幅", desc: "迷路の通路の幅（タイル数、3で歩きやすい）。" },
  },
  {
    key: "mazeWallWidth",
    default: 1,
    min: 1,
    max: 9,
    en: { text: "Maze Wall Width", desc: "Columns of wall between two paths side by side (walls between rows are at least Wall Height + 1 rows)." },
    ja: { text: "迷路の壁の厚さ", desc: "横に並ぶ通路の間の壁の列数（上下の通路の間は少なくとも壁の高さ＋1行）。" },
  },
  {
    key: "mazeStraightChance",
    default: 0,
    min: 0,
    max: 100,
    en: { text: "Maze Straight Chance (%)", desc: "Chance that the carving keeps its direction (longer straight runs)." },
    ja: { text: "迷路の直進（%）", desc: "掘り進む向きを保つ確率（長い直線が増えます）。" },
  },
  {
    key: "mazeBraidChance",
    default: 0,
    min: 0,
    max: 100,
    en: { text: "Maze Braid Chance (%)", desc: "Share of dead ends knocked through into a neighbour (loops instead of dead ends)." },
    ja: { text: "迷路のループ（%）", desc: "行き止まりのうち隣へ貫通させる割合（行き止まりの代わりにループ）。" },
  },
  {
    key: "mazeRoomCount",
    default: 0,
    min: 0,
    max: 999,
    en: { text: "Maze Room Count", desc: "Rooms carved over the maze (fewer when they do not fit)." },
    ja: { text: "迷路の部屋の数", desc: "迷路に作る部屋の数（入らなければ少なくなります）。" },
  },
  {
    key: "mazeRoomMinSize",
    default: 2,
    min: 1,
    max: 16,
    en: { text: "Maze Room Min Size", desc: "Smallest room side, in maze cells." },
    ja: { text: "迷路の部屋の最小", desc: "部屋の最小の辺（迷路のマス数）。" },
  },
  {
    key: "mazeRoomMaxSize",
    default: 3,
    min: 1,
    max: 16,
    en: { text: "Maze Room Max Size", desc: "Largest room side, in maze cells." },
    ja: { text: "迷路の部屋の最大", desc: "部屋の最大の辺（迷路のマス数）。" },
  },
  {
    key: "mazeEdgeExits",
    default: 0,
    min: 0,
    max: 1,
    en: {
      text: "Maze Edge Exits",
      desc: "1: the maze has an entrance on its top edge and an exit on its bottom edge, as a drawn maze does: the top-row and bottom-row cells far apart along the maze become small landing rooms whose paths run out to the border (the map stays closed around them). With no Maze Room Count the party arrives in one of them, and the stairs go far away, so at the other end. 0: no exits.",
    },
    ja: {
      text: "迷路の外周の出入口",
      desc: "1：紙の迷路のように、上の辺に入口、下の辺に出口を作ります。迷路の道のりで遠く離れた最上段と最下段のマスが小さな踊り場の部屋になり、その通路が余白の手前まで伸びます（マップの周りは閉じたまま）。迷路の部屋の数が0なら、到着地点はどちらかの踊り場になり、階段は遠く、つまり反対側に置かれます。0：出入口なし。",
    },
  },
  {
    key: "mazeShortcutDoors",
    default: 0,
    min: 0,
    max: 999,
    en: {
      text: "Maze Shortcut Doors",
      desc: "Walls knocked through between two paths that are far apart along the maze (fewer when no such wall is left). Each becomes a doorway where a Door template is placed, or a Secret Door template by Secret Door Chance: a shortcut instead of the long way round.",
    },
    ja: {
      text: "迷路の近道の扉",
      desc: "迷路の道のりで遠く離れた二本の通路の間の壁を打ち抜く数（そのような壁が残っていなければ少なくなります）。それぞれが出入口になり、Doorのテンプレート（隠し扉の確率でSecret Door）が置かれます。遠回りの代わりの近道です。",
    },
  },
  doorChanceOption(0),
  secretDoorChanceOption(0),
] as const satisfies readonly OptionSpec[];

export type MazeOptions = OptionsOf<typeof MAZE_OPTIONS>;

export const MAZE_DEFAULTS = defaultsOf(MAZE_OPTIONS);
export const MAZE_RANGES = rangesOf(MAZE_OPTIONS);

export const MAZE_TEXTS: LayoutTexts = {
  choice: { en: "maze: a maze of wide paths", ja: "maze：幅の広い通路の迷路" },
  heading: {
    en: { text: "Maze", desc: "Options of the maze layout (<Dungeon Layout: maze>): a perfect maze with wide paths, optionally with loops and rooms." },
    ja: { text: "迷路", desc: "迷路配置（<Dungeon Layout: maze>）の設定：幅の広い通路の完全迷路。ループや部屋も追加できます。" },
  },
};
