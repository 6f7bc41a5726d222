/** The command line of `npm run bench:game` (pure: tested in test/tools/bench-game.test.ts). */
import { resolve } from "path";

export const BENCH_GAME_USAGE = `usage: npm run bench:game -- --runtime DIR [--out e2e-out/bench-game] [--plugin FILE]
       [--sizes 68x64,128x128,256x256] [--repeats 3] [--walk-seconds 5] [--reentries 50] [--late-entries 20] [--layouts a,b] [--profile] [--walk-parts]
  DIR is a deployed RPG Maker MZ 1.x project (as for npm run e2e). FILE defaults to dist/RandomDungeons.js.
  --profile writes CPU profiles of the 256x256 entries and prints where their time went, instead of the table.
  --walk-parts walks each 256x256 dungeon with fog and minimap, fog alone, neither drawn, and fog off, instead of the table.
  --layouts keeps only these layouts of the registry (default: every layout).`;

export interface Size {
  width: number;
  height: number;
}

export interface BenchGameArgs {
  runtime?: string;
  out: string;
  plugin: string;
  sizes: Size[];
  /** Entries of each map timed (the median is reported). */
  repeats: number;
  walkSeconds: number;
  /** Re-entries of one dungeon map before the last heap reading (readings at 1, 10 and this). */
  reentries: number;
  /** Re-entries of each 256×256 dungeon whose last 10 give the late hook time (0: none). */
  lateEntries: number;
  layouts?: string[];
  /** Only CPU profiles of the 256×256 entries, summed by function. */
  profile: boolean;
  /** Only the walks of the 256×256 dungeons with the fog's and the minimap's drawing taken away in turn. */
  walkParts: boolean;
}

export const DEFAULT_SIZES: Size[] = [
  { width: 68, height: 64 },
  { width: 128, height: 128 },
  { width: 256, height: 256 },
];

/** "68x64" (or 68×64) → a size; null for anything else. */
export function parseSize(text: string): Size | null {
  const match = /^\s*(\d+)\s*[x×]\s*(\d+)\s*$/.exec(text);
  if (!match) return null;
  const [width, height] = [Number(match[1]), Number(match[2])];
  return width >= 1 && height >= 1 && width <= 256 && height <= 256 ? { width, height } : null;
}

function wholeNumber(flag: string, text: string | undefined, min: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) throw new Error(`${flag} takes a whole number ≥ ${min}, not ${JSON.stringify(text ?? "")}\n${BENCH_GAME_USAGE}`);
  return value;
}

/** The arguments; throws with the usage on anything it does not know. */
export function parseBenchGameArgs(argv: string[], root: string): BenchGameArgs {
  const args: BenchGameArgs = { out: resolve(root, "e2e-out", "bench-game"), plugin: resolve(root, "dist", "RandomDungeons.js"), sizes: DEFAULT_SIZES, repeats: 3, walkSeconds: 5, reentries: 50, lateEntries: 20, profile: false, walkParts: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (flag === "--runtime") args.runtime = resolve(argv[++i] ?? "");
    else if (flag === "--out") args.out = resolve(argv[++i] ?? "e2e-out/bench-game");
    else if (flag === "--plugin") args.plugin = resolve(argv[++i] ?? "");
    else if (flag === "--sizes") {
      i++;
      const sizes = String(value ?? "").split(",").map(parseSize);
      if (sizes.length === 0 || sizes.some((size) => size === null)) throw new Error(`--sizes takes sizes like 68x64,256x256 (at most 256), not ${JSON.stringify(value ?? "")}\n${BENCH_GAME_USAGE}`);
      args.sizes = sizes as Size[];
    } else if (flag === "--repeats") args.repeats = wholeNumber(flag, argv[++i], 1);
    else if (flag === "--walk-seconds") args.walkSeconds = wholeNumber(flag, argv[++i], 1);
    else if (flag === "--reentries") args.reentries = wholeNumber(flag, argv[++i], 10);
    else if (flag === "--late-entries") {
      args.lateEntries = wholeNumber(flag, argv[++i], 0);
      if (args.lateEntries > 0 && args.lateEntries < 10) throw new Error(`--late-entries takes 0 (none) or a whole number ≥ 10 (the late time is the median of the last 10), not ${args.lateEntries}\n${BENCH_GAME_USAGE}`);
    }
    else if (flag === "--profile") args.profile = true;
    else if (flag === "--walk-parts") args.walkParts = true;
    else if (flag === "--layouts") args.layouts = String(argv[++i] ?? "").split(",").map((name) => name.trim()).filter(Boolean);
    else throw new Error(`unknown argument ${flag}\n${BENCH_GAME_USAGE}`);
  }
  return args;
}
