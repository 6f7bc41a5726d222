/**
 * Writes the golden maps: one dungeon per registered layout (68×64, seed 42, default options),
 * drawn as text (src/core/render-text.ts) into test/golden/LAYOUT-68x64-seed42.txt.
 * test/core/golden.test.ts compares each layout's output with its file, so any change to what a
 * layout carves shows up in review as a changed picture. After an intended change:
 *   npm run golden        (then look at the diff of test/golden/ before committing it)
 */
import { writeFileSync } from "fs";
import { join } from "path";
import { LAYOUT_NAMES } from "../src/core/layout/index";
import { goldenFileName, goldenText } from "../test/golden/golden-maps";

const folder = join(__dirname, "..", "test", "golden");
for (const layout of LAYOUT_NAMES) {
  const file = join(folder, goldenFileName(layout));
  writeFileSync(file, goldenText(layout));
  console.log(`wrote ${file}`);
}
