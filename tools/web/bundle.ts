/** The web page's script: tools/web/app.ts with the core it imports, bundled for the browser in memory. */
import { join } from "path";
import { bundleTypeScript } from "../lib/bundle";

export const APP_ENTRY = join(__dirname, "app.ts");

export function bundlePreviewApp(): string {
  return bundleTypeScript(APP_ENTRY, "browser");
}
