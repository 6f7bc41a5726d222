/**
 * Loads the core and the painter as one bundle (tools/bench/shipped.ts through esbuild, written to
 * a temporary folder, required, and the folder removed), so the benchmark times the code the way
 * the game runs it. Each call gives a fresh instance of the bundle (bundled once, loaded anew), so
 * a contender gets code whose JIT feedback no other contender shaped: the layouts share helpers
 * (options, areas, openings, placement), and timing cells after the digger in one instance
 * measured V8's polymorphic fallbacks rather than the cells code (3.7 ms and 18 MB per 256×256
 * generation instead of about 1.6 ms and 1.2 MB).
 */
import { mkdtempSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { bundleTypeScript } from "../lib/bundle";

export type ShippedCore = typeof import("./shipped");

export const SHIPPED_ENTRY = join(__dirname, "shipped.ts");

let bundled: string | null = null;

export function loadShippedCore(): ShippedCore {
  bundled ??= bundleTypeScript(SHIPPED_ENTRY, "node");
  const folder = mkdtempSync(join(tmpdir(), "random-dungeons-bench-"));
  try {
    const file = join(folder, "shipped.js");
    writeFileSync(file, bundled);
    const core = require(file) as ShippedCore;
    delete require.cache[file];
    return core;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
