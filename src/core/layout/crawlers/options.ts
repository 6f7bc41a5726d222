/**
 * The crawlers layout's declaration: its options (key, default, range, Plugin Manager texts in
 * English and Japanese) and the texts of its Plugin Manager group. Everything else (the option
 * type, defaults, ranges, the header's parameters and note tags) is derived from this list.
 */
import { OptionsOf, WALL_HEIGHT_OPTION, defaultsOf, rangesOf } from "../../options";
import type { OptionSpec } from "../../options";
import { borderOption, doorChanceOption, secretDoorChanceOption } from "../kit";
import type { LayoutPresets, LayoutTexts } from "../contract";

export const CRAWLERS_OPTIONS = [
  WALL_HEIGHT_OPTION,
  borderOption(),
  {
    key: "wallWidth",
    default: 1,
    min: 1,
    max: 4,
    en: { text: "Wall Width", desc: "Columns a crawler's wall (and a pillar) is thick; walls running east-west are always Wall Height + 1 rows (face and ceiling)." },
    ja: { text: "壁の厚さ", desc: "クローラーの壁（と柱）の横幅（列数）。東西に走る壁は常に壁の高さ＋1行（壁面と天井）。" },
  },
  {
    key: "structuralWalls",
    default: 4,
    min: 0,
    max: 64,
    en: { text: "Structural Walls", desc: "Generation-0 crawlers that build the structural walls, starting on the border or on walls painted on the map." },
    ja: { text: "構造壁", desc: "構造壁を作る第0世代のクローラーの数。マップの縁か、マップに描いた壁から始まります。" },
  },
  {
    key: "joinChance",
    default: 50,
    min: 0,
    max: 100,
    en: { text: "Join Chance (%)", desc: "Chance that a structural crawler joins the border or a painted wall it runs into, dividing the map into sectors that doorways then join." },
    ja: { text: "接続率（%）", desc: "構造クローラーが行き当たった縁や描いた壁につながる確率。マップが区画に分かれ、出入口でつながります。" },
  },
  {
    key: "borderCrawlers",
    default: 3,
    min: 0,
    max: 100,
    en: { text: "Border Crawlers", desc: "Crawlers starting from the border in each generation after 0, per 100 tiles of border." },
    ja: { text: "縁のクローラー", desc: "第1世代以降、各世代で縁から出発するクローラーの数（縁100タイルあたり）。" },
  },
  {
    key: "generations",
    default: 6,
    min: 0,
    max: 20,
    en: { text: "Generations", desc: "Generations of crawlers after generation 0; each runs until all its crawlers are dead, then the next wakes." },
    ja: { text: "世代数", desc: "第0世代の後に続く世代の数。各世代はすべてのクローラーが死ぬまで動き、次の世代が目覚めます。" },
  },
  {
    key: "stepLength",
    default: 3,
    min: 1,
    max: 16,
    en: { text: "Step Length", desc: "Wall tiles a crawler lays per step at most." },
    ja: { text: "歩幅", desc: "クローラーが1歩で置く壁タイルの最大数。" },
  },
  {
    key: "maxAge",
    default: 40,
    min: 1,
    max: 999,
    en: { text: "Max Age", desc: "Turns a crawler lives (a column jumper at most 24 jumps)." },
    ja: { text: "寿命", desc: "クローラーが生きるターン数（柱ジャンパーは最大24回のジャンプ）。" },
  },
  {
    key: "corridorWidth",
    default: 5,
    min: 1,
    max: 32,
    en: { text: "Corridor Width", desc: "Floor the first generations keep free between a new wall and any other wall, in tiles: the widest passages." },
    ja: { text: "通路の幅", desc: "最初の世代が新しい壁と他の壁の間に残す床の幅（タイル数）。最も広い通路になります。" },
  },
  {
    key: "corridorWidthLast",
    default: 2,
    min: 1,
    max: 32,
    en: { text: "Last Corridor Width", desc: "The same for the last generation; the generations between are interpolated." },
    ja: { text: "最終世代の通路の幅", desc: "最後の世代の通路の幅。間の世代は補間されます。" },
  },
  {
    key: "turnChance",
    default: 20,
    min: 0,
    max: 100,
    en: { text: "Turn Chance (%)", desc: "Chance that a crawler turns after a step (never back against the direction it started in)." },
    ja: { text: "曲がる確率（%）", desc: "クローラーが1歩ごとに曲がる確率（最初の向きと逆には曲がりません）。" },
  },
  {
    key: "spawnChance",
    default: 20,
    min: 0,
    max: 100,
    en: { text: "Spawn Chance (%)", desc: "Chance that a step straight on spawns a baby crawler to the side." },
    ja: { text: "分裂率（%）", desc: "まっすぐ進んだ1歩で横向きの子クローラーが生まれる確率。" },
  },
  {
    key: "turnSpawnChance",
    default: 40,
    min: 0,
    max: 100,
    en: { text: "Turn Spawn Chance (%)", desc: "Chance that a step with a turn spawns a baby crawler." },
    ja: { text: "曲がり時の分裂率（%）", desc: "曲がった1歩で子クローラーが生まれる確率。" },
  },
  {
    key: "babyDelay2Chance",
    default: 20,
    min: 0,
    max: 100,
    en: { text: "Baby Delay 2 Chance (%)", desc: "Share of babies born two generations later instead of in the next one." },
    ja: { text: "2世代後の誕生率（%）", desc: "次の世代ではなく2世代後に生まれる子の割合。" },
  },
  {
    key: "babyDelay3Chance",
    default: 10,
    min: 0,
    max: 100,
    en: { text: "Baby Delay 3 Chance (%)", desc: "Share of babies born three generations later (with the 2-generation share at most 100 together)." },
    ja: { text: "3世代後の誕生率（%）", desc: "3世代後に生まれる子の割合（2世代後の割合との合計は100まで）。" },
  },
  {
    key: "mutation",
    default: 10,
    min: 0,
    max: 50,
    en: { text: "Mutation", desc: "How far a baby's chances may differ from its parent's, in percent points (kept within 0-100)." },
    ja: { text: "突然変異", desc: "子の確率が親からずれる最大幅（パーセントポイント、0～100に収まります）。" },
  },
  {
    key: "jumperChance",
    default: 0,
    min: 0,
    max: 100,
    en: { text: "Jumper Chance (%)", desc: "Share of babies that are column jumpers: they leave a pillar at the end of each jump instead of a wall." },
    ja: { text: "ジャンパーの割合（%）", desc: "子のうち柱ジャンパーになる割合。壁の代わりに跳ぶたびに柱を1本残します。" },
  },
  {
    key: "columnSpacing",
    default: 3,
    min: 1,
    max: 16,
    en: { text: "Column Spacing", desc: "Floor tiles between two pillars a jumper leaves." },
    ja: { text: "柱の間隔", desc: "ジャンパーが残す柱と柱の間の床タイル数。" },
  },
  {
    key: "caveSmoothing",
    default: 0,
    min: 0,
    max: 8,
    en: { text: "Cave Smoothing", desc: "Passes that roughen the crawlers' walls into rock and round them off, as cave generators do: irregular, rounded caves instead of thin walls. 0 keeps the walls as the crawlers built them." },
    ja: { text: "洞窟の平滑化", desc: "クローラーの壁を岩のように荒らしてから丸める処理の回数（洞窟生成の手法）。細い壁の代わりに不規則で丸みのある洞窟になります。0でクローラーが作った壁のまま。" },
  },
  // The doorways that join pockets are few (about one per 68×64 map): all doors by default, as before.
  doorChanceOption(100),
  secretDoorChanceOption(0),
] as const satisfies readonly OptionSpec[];

export type CrawlersOptions = OptionsOf<typeof CRAWLERS_OPTIONS>;

export const CRAWLERS_DEFAULTS = defaultsOf(CRAWLERS_OPTIONS);
export const CRAWLERS_RANGES = rangesOf(CRAWLERS_OPTIONS);

export const CRAWLERS_TEXTS: LayoutTexts = {
  choice: { en: "crawlers: wall crawlers build walls into an open map, keeping what the map paints", ja: "crawlers：壁クローラーが開けたマップに壁を作る（マップに描いたものは残る）" },
  heading: {
    en: { text: "Crawlers", desc: "Options of the crawlers layout (<Dungeon Layout: crawlers>): wall crawlers and column jumpers build walls into an open map in generations (DungeonMaker); what the map paints with the two regions below stays." },
    ja: { text: "クローラー", desc: "クローラー配置（<Dungeon Layout: crawlers>）の設定：壁クローラーと柱ジャンパーが世代ごとに開けたマップへ壁を作ります（DungeonMaker）。下の2つのリージョンでマップに描いたものは残ります。" },
  },
};

/** The named option sets of `<Dungeon Crawler Style: NAME>`, each tuned on a 68×64 map. */
export type CrawlerStyleName = "caverns" | "halls" | "maze";

/** The options a style sets: everything but the map's frame (border, wall height and width). */
function styleOf(options: Readonly<CrawlersOptions>): Partial<CrawlersOptions> {
  const { border: _border, wallHeight: _wallHeight, wallWidth: _wallWidth, babyDelay2Chance: _delay2, babyDelay3Chance: _delay3, columnSpacing: _spacing, ...style } = options;
  return style;
}

export const CRAWLER_STYLES: Readonly<Record<CrawlerStyleName, Readonly<Partial<CrawlersOptions>>>> = Object.freeze({
  /** Ragged walls that turn often, far apart, grown into rounded rock: wide, irregular caves. */
  caverns: Object.freeze({
    structuralWalls: 4,
    joinChance: 30,
    borderCrawlers: 3,
    generations: 3,
    stepLength: 1,
    maxAge: 80,
    corridorWidth: 10,
    corridorWidthLast: 7,
    turnChance: 70,
    spawnChance: 10,
    turnSpawnChance: 15,
    mutation: 15,
    jumperChance: 0,
    caveSmoothing: 3,
  }),
  /** Few straight structural walls dividing the map into large halls joined by doorways, pillars inside. */
  halls: Object.freeze({
    structuralWalls: 5,
    joinChance: 100,
    borderCrawlers: 3,
    generations: 3,
    stepLength: 4,
    maxAge: 30,
    corridorWidth: 7,
    corridorWidthLast: 5,
    turnChance: 10,
    spawnChance: 20,
    turnSpawnChance: 30,
    mutation: 5,
    jumperChance: 70,
    columnSpacing: 3,
  }),
  /** A labyrinth: many generations of crawlers with narrowing corridors — the defaults themselves. */
  maze: Object.freeze(styleOf(CRAWLERS_DEFAULTS)),
});

export const CRAWLER_STYLE_NAMES: readonly CrawlerStyleName[] = ["caverns", "halls", "maze"];

/** The styles as the layout's presets: the choice `<Dungeon Crawler Style: NAME>` and its Plugin Manager texts. */
export const CRAWLER_PRESETS: LayoutPresets<CrawlersOptions> = {
  key: "style",
  default: "maze",
  tags: ["Crawler Style"],
  en: {
    text: "Crawler Style",
    desc: "A named set of the crawler settings below. A setting changed from its default in the parameters, or set by a map's note tag, wins over the style. Per map: <Dungeon Crawler Style: halls>.",
  },
  ja: {
    text: "クローラーの作風",
    desc: "下のクローラー設定の組み合わせ。パラメータで既定値から変えた設定や、マップのメモタグで指定した設定は作風より優先されます。マップごと：<Dungeon Crawler Style: halls>。",
  },
  choices: [
    { value: "maze", en: "maze: a labyrinth of narrowing corridors, many generations", ja: "maze：世代を重ねて細くなる通路の迷宮", options: CRAWLER_STYLES.maze },
    { value: "halls", en: "halls: a few straight walls divide large halls joined by doorways, with pillars", ja: "halls：少数のまっすぐな壁で区切られ、出入口でつながる柱のある大広間", options: CRAWLER_STYLES.halls },
    { value: "caverns", en: "caverns: rounded rock and wide, irregular caves", ja: "caverns：丸みのある岩と広く不規則な洞窟", options: CRAWLER_STYLES.caverns },
  ],
};
