/**
 * Loads the core and the painter as one bundle (tools/bench/shipped.ts through esbuild, written to
 * a temporary folder, required, and the folder removed), so the benchmark times the code the way
 * the game runs it.
 */
import { mkdtempSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { bundleTypeScript } from "../lib/bundle";

export type ShippedCore = typeof import("./shipped");

export const SHIPPED_ENTRY = join(__dirname, "shipped.ts");

export function loadShippedCore(): ShippedCore {
  const folder = mkdtempSync(join(tmpdir(), "random-dungeons-bench-"));
  try {
    const file = join(folder, "shipped.js");
    writeFileSync(file, bundleTypeScript(SHIPPED_ENTRY, "node"));
    return require(file) as ShippedCore;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
