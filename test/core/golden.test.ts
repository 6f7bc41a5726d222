/**
 * One fixed dungeon rendered as text, committed next to the test, so any change to the generator's
 * output shows up in review. After an intended change, regenerate with:
 *   UPDATE_GOLDEN=1 npx jest test/core/golden.test.ts
 */
import { readFileSync, writeFileSync } from "fs";
import { join } from "path";
import { generateDungeon, renderText } from "../../src/core";
import { expectDungeon } from "./helpers";

const GOLDEN = join(__dirname, "..", "golden", "cells-68x64-seed42.txt");

test("68×64, seed 42, 6 events renders exactly as the golden file", () => {
  const text = renderText(expectDungeon(generateDungeon(68, 64, { eventCount: 6 }, 42)));
  if (process.env.UPDATE_GOLDEN) writeFileSync(GOLDEN, text);
  expect(text).toBe(readFileSync(GOLDEN, "utf8"));
});
