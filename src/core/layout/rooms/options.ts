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
    default: 7,
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
    key: "loopChance",
    default: 20,
    min: 0,
    max: 100,
    en: { text: "Loop Chance (%)", desc: "Chance that two rooms side by side, not yet joined, get an extra door (a loop)." },
    ja: { text: "ループの確率（%）", desc: "隣り合うがつながっていない二部屋に追加の出入口（ループ）を作る確率。" },
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
  choice: { en: "rooms: a chain of small rooms joined by doorways", ja: "rooms：出入口でつながる小部屋の連鎖" },
  heading: {
    en: { text: "Rooms", desc: "Options of the room chain layout (<Dungeon Layout: rooms>): small rooms joined by one-tile doorways, each room built from a side of the one before." },
    ja: { text: "部屋の連鎖", desc: "部屋の連鎖配置（<Dungeon Layout: rooms>）の設定：前の部屋の側面から次の部屋を作り、幅1の出入口でつなぎます。" },
  },
};
