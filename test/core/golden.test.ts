/**
 * One golden map per registered layout, committed in test/golden/: an accidental change to what a
 * layout carves fails here and shows as a changed picture. After an intended change, regenerate
 * them with `npm run golden` and review the pictures' diff.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { LAYOUT_NAMES } from "../../src/core/layout/index";
import { goldenFileName, goldenText } from "../golden/golden-maps";

test.each(LAYOUT_NAMES.map((name) => [name]))("the %s layout carves its golden map (68×64, seed 42)", (layout) => {
  const expected = readFileSync(join(__dirname, "..", "golden", goldenFileName(layout)), "utf8");
  expect(goldenText(layout)).toBe(expected);
});
