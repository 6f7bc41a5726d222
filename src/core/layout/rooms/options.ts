/**
 * The rooms layout's declaration: its options (key, default, range, Plugin Manager texts in
 * English and Japanese) and the texts of its Plugin Manager group. Everything else (the option
 * type, defaults, ranges, the header's parameters and note tags) is derived from this list.
 */
import { OptionsOf, WALL_HEIGHT_OPTION, defaultsOf, rangesOf } from "../../options";
import type { OptionSpec } from "../../options";
import { borderOption, doorChanceOption, secretDoorChanceOption } from "../kit";
import type { LayoutTexts } from "../contract";

export const ROOM_CHAIN_OPTIONS = [
  WALL_HEIGHT_OPTION,
  borderOption(),
  {
    key: "roomMinWidth",
    default: 3,
    min: 3,
    max: 40,
    en: { text: "Room Min Width", desc: "Smallest room width in tiles (at least 3, so a door never sits on a corner)." },
    ja: { text: "部屋の最小幅", desc: "部屋の最小の幅（3以上、扉が角に来ないように）。" },
  },
  {
    key: "roomMaxWidth",
    default: 9,
    min: 3,
    max: 40,
    en: { text: "Room Max Width", desc: "Largest room width in tiles." },
    ja: { text: "部屋の最大幅", desc: "部屋の最大の幅（タイル数）。" },
  },
  {
    key: "roomMinHeight",
    default: 3,
    min: 3,
    max: 40,
    en: { text: "Room Min Height", desc: "Smallest room height in tiles (at least 3)." },
    ja: { text: "部屋の最小高さ", desc: "部屋の最小の高さ（3以上）。" },
  },
  {
    key: "roomMaxHeight",
    default: 7,
    min: 3,
    max: 40,
    en: { text: "Room Max Height", desc: "Largest room height in tiles." },
    ja: { text: "部屋の最大高さ", desc: "部屋の最大の高さ（タイル数）。" },
  },
  {
    key: "roomMax",
    default: 0,
    min: 0,
    max: 9999,
    en: { text: "Room Max", desc: "Most rooms in the chain (0 = until no room fits)." },
    ja: { text: "部屋の最大数", desc: "連鎖する部屋の最大数（0＝入らなくなるまで）。" },
  },
  {
    key: "hallChance",
    default: 12,
    min: 0,
    max: 100,
    en: { text: "Hall Chance (%)", desc: "Chance that a new room is a hall: each side 1.5 to 2 times the largest room's (0 = no halls)." },
    ja: { text: "大広間の確率（%）", desc: "新しい部屋が大広間になる確率。大広間の各辺は最大の部屋の1.5〜2倍（0＝大広間なし）。" },
  },
  {
    key: "loopChance",
    default: 25,
    min: 0,
    max: 100,
    en: { text: "Loop Chance (%)", desc: "Chance that two rooms facing each other a few tiles apart, not yet joined, get an extra doorway (a loop)." },
    ja: { text: "ループの確率（%）", desc: "数タイル離れて向かい合うがつながっていない二部屋に追加の出入口（ループ）を作る確率。" },
  },
  // Seed 002 draws a door in every doorway; with a Door template that is a door event every few
  // tiles (about 80 on a 68×64 map), so a share of them by default.
  doorChanceOption(30),
  secretDoorChanceOption(0),
] as const satisfies readonly OptionSpec[];

export type RoomChainOptions = OptionsOf<typeof ROOM_CHAIN_OPTIONS>;

export const ROOM_CHAIN_DEFAULTS = defaultsOf(ROOM_CHAIN_OPTIONS);
export const ROOM_CHAIN_RANGES = rangesOf(ROOM_CHAIN_OPTIONS);

export const ROOM_CHAIN_TEXTS: LayoutTexts = {
  choice: { en: "rooms: a chain of rooms and halls joined by doorways", ja: "rooms：出入口でつながる部屋と大広間の連鎖" },
  heading: {
    en: { text: "Rooms", desc: "Options of the room chain layout (<Dungeon Layout: rooms>): rooms of many sizes and the odd hall, joined by one-tile doorways, each room built from a side of the one before." },
    ja: { text: "部屋の連鎖", desc: "部屋の連鎖配置（<Dungeon Layout: rooms>）の設定：大小さまざまな部屋と時おりの大広間を、前の部屋の側面から作り、幅1の出入口でつなぎます。" },
  },
};
