/**
 * The committed plugin file, dist/RandomDungeons.js, is what game makers download without Node,
 * so it must be exactly what the sources build to. This builds with the project's own rollup
 * config in memory (never touching dist/, which a running `npm run build` may be writing) and
 * compares byte for byte.
 */
import { existsSync, readFileSync } from "fs";
import { join } from "path";
import { OutputChunk, RollupOptions, rollup } from "rollup";

const ROOT = join(__dirname, "..");
const DIST_FILE = join(ROOT, "dist", "RandomDungeons.js");
const REBUILD = "run npm run build and commit dist/RandomDungeons.js";

/** The bundle as `npm run build` writes it to dist/, built in memory. */
async function freshBuild(): Promise<string> {
  const cwd = process.cwd();
  process.chdir(ROOT); // the config names its files relative to the project root
  try {
    const config: RollupOptions & { output: { file: string }[] } = require(join(ROOT, "rollup.config.js"));
    const distOutput = config.output.find((output) => output.file === "dist/RandomDungeons.js");
    if (!distOutput) throw new Error("rollup.config.js no longer writes dist/RandomDungeons.js");
    const bundle = await rollup(config);
    try {
      const { output } = await bundle.generate({ ...distOutput, file: undefined });
      return (output[0] as OutputChunk).code;
    } finally {
      await bundle.close();
    }
  } finally {
    process.chdir(cwd);
  }
}

/** Where two texts first differ, as "line N: committed … / fresh …", for a readable failure. */
function firstDifference(committed: string, fresh: string): string {
  const a = committed.split("\n");
  const b = fresh.split("\n");
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) return `line ${i + 1}:\n  committed: ${a[i] ?? "(end of file)"}\n  fresh:     ${b[i] ?? "(end of file)"}`;
  }
  return "no difference";
}

test("dist/RandomDungeons.js is the fresh build of the sources", async () => {
  if (!existsSync(DIST_FILE)) throw new Error(`dist/RandomDungeons.js is missing: ${REBUILD}`);
  const committed = readFileSync(DIST_FILE, "utf8");
  const fresh = await freshBuild();
  if (committed !== fresh) {
    throw new Error(`dist/RandomDungeons.js is out of date (${firstDifference(committed, fresh)})\n${REBUILD}`);
  }
  expect(committed.length).toBeGreaterThan(10_000); // a whole plugin, header included
  expect(committed).toContain("@target MZ");
}, 120_000);

test("the difference report names the first differing line", () => {
  expect(firstDifference("a\nb\nc", "a\nx\nc")).toBe("line 2:\n  committed: b\n  fresh:     x");
  expect(firstDifference("a", "a\nb")).toBe("line 2:\n  committed: (end of file)\n  fresh:     b");
  expect(firstDifference("same", "same")).toBe("no difference");
});
