/** `npm run metrics -- …`: quality metrics over many seeds (see tools/metrics/run.ts for the flags). */
import { runMetrics } from "./metrics/run";

process.exitCode = runMetrics(process.argv.slice(2), console);
