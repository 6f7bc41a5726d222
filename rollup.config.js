// Bundles src/plugin.ts and its dependencies into one readable IIFE, RandomDungeons.js, with the
// plugin annotation header on top, written to dist/ and to the sample project.
const typescript = require("@rollup/plugin-typescript");
const { nodeResolve } = require("@rollup/plugin-node-resolve");
const json = require("@rollup/plugin-json");
const { readFileSync } = require("fs");

const pkg = JSON.parse(readFileSync("./package.json", "utf8"));
const header = () => require("./src/header/build-header.js").buildHeader(pkg.version);

module.exports = {
  input: "src/plugin.ts",
  output: [
    { file: "dist/RandomDungeons.js", format: "iife", banner: header, indent: "  " },
    { file: "sample-project/js/plugins/RandomDungeons.js", format: "iife", banner: header, indent: "  " },
  ],
  plugins: [
    nodeResolve(),
    json({ preferConst: true }),
    typescript({ tsconfig: "./tsconfig.json", include: ["src/**/*.ts"], compilerOptions: { types: [], declaration: false } }),
  ],
};
