/**
 * The release zip: written to a temporary folder from the real project files, unzipped again,
 * and checked for what it says it holds — the plugin (the same bytes as dist/), the sample
 * project's data and plugins.js, the how-to text with the package's version.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { unzipSync } from "fflate";
import { collectRelease, writeRelease, zipRelease } from "../../tools/release";

const ROOT = join(__dirname, "..", "..");
const version = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).version as string;

let out = "";
let unzipped: Record<string, Uint8Array> = {};
let zipFile = "";
beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), "rd-release-"));
  zipFile = writeRelease(ROOT, out).file;
  unzipped = unzipSync(readFileSync(zipFile));
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("utf8");

test("is named after the package version", () => {
  expect(zipFile).toBe(join(out, `RandomDungeons-${version}.zip`));
  expect(readdirSync(out)).toEqual([`RandomDungeons-${version}.zip`]);
});

test("holds the plugin, the how-to, the changelog and the whole sample project, nothing else", () => {
  const data = readdirSync(join(ROOT, "sample-project", "data")).filter((name) => name.endsWith(".json")).sort();
  expect(data).toEqual(expect.arrayContaining(["Map001.json", "MapInfos.json", "System.json", "Items.json"]));
  expect(Object.keys(unzipped).sort()).toEqual(
    [
      "RandomDungeons.js",
      "HOW-TO-USE.txt",
      "CHANGELOG.md",
      ...data.map((name) => `sample-project/data/${name}`),
      "sample-project/js/plugins.js",
      "sample-project/js/plugins/RandomDungeons.js",
    ].sort(),
  );
});

test("both copies of the plugin equal dist/RandomDungeons.js, the data equals the sample project", () => {
  const dist = readFileSync(join(ROOT, "dist", "RandomDungeons.js"));
  expect(Buffer.from(unzipped["RandomDungeons.js"]).equals(dist)).toBe(true);
  expect(Buffer.from(unzipped["sample-project/js/plugins/RandomDungeons.js"]).equals(dist)).toBe(true);
  for (const name of ["data/System.json", "data/Map004.json", "js/plugins.js"]) {
    expect(Buffer.from(unzipped[`sample-project/${name}`]).equals(readFileSync(join(ROOT, "sample-project", name)))).toBe(true);
  }
  expect(text(unzipped["sample-project/js/plugins.js"])).toContain('"name":"RandomDungeons","status":true');
});

test("the how-to names the version, the install steps, and says to use a NEW project for the sample", () => {
  const howTo = text(unzipped["HOW-TO-USE.txt"]);
  expect(howTo.startsWith(`RandomDungeons ${version} `)).toBe(true);
  for (const words of ["js/plugins/", "Plugin Manager", "<Dungeon>", "Create a NEW project", "Map001-Map008", "template tiles", "Self Switches on a New Dungeon"]) {
    expect(howTo).toContain(words);
  }
  expect(howTo).toContain("\r\n"); // readable in Notepad
});

test("the same files give the same zip, byte for byte", () => {
  const release = collectRelease(ROOT);
  expect(Buffer.from(zipRelease(release)).equals(readFileSync(zipFile))).toBe(true);
});
