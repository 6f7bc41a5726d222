/** `npm run preview -- …`: dungeons as PNG files (see tools/preview/run.ts for the flags). */
import { runPreview } from "./preview/run";

process.exitCode = runPreview(process.argv.slice(2), console);
