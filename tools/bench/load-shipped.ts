/**
 * Loads the core and the painter as one bundle (tools/bench/shipped.ts through esbuild, written to
 * a temporary folder, required, and the folder removed), so the benchmark times the code the way
 * the game runs it. Each call gives a fresh instance of the bundle (bundled once, loaded anew), so
 * a contender gets code whose JIT feedback no other contender shaped: the layouts share helpers
 * (options, areas, openings, placement), so in one shared instance a layout's time depends on
 * which layouts ran before it (cells at 256×256: about 1.4 ms shared against 1.1 ms alone, on a
 * loaded machine).
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
