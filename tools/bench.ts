/** `npm run bench -- …`: generation speed and allocation against rot.js (see tools/bench/run.ts for the flags). */
import { runBench } from "./bench/run";

process.exitCode = runBench(process.argv.slice(2), console);
