/**
 * Bundles a TypeScript entry and everything it imports into one script, in memory, with esbuild
 * (tsx's own compiler). One bundle is also how the plugin ships: the web page runs the core this
 * way, and the benchmark times it this way (module-by-module loading puts a getter call in front
 * of every imported binding and runs several times slower).
 */
import { buildSync } from "esbuild";

export type BundleTarget = "browser" | "node";

/** The bundled code: an IIFE for the browser, a CommonJS module for node; ES2019 like the plugin. */
export function bundleTypeScript(entry: string, target: BundleTarget): string {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: target === "browser" ? "iife" : "cjs",
    platform: target,
    target: "es2019",
    sourcemap: target === "browser" ? "inline" : false,
    logLevel: "silent",
  });
  return result.outputFiles[0].text;
}
