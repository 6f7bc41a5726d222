/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  reporters: ["default", "<rootDir>/test/summary-reporter.js"],
  transform: {
    "^.+\\.ts$": ["ts-jest", { tsconfig: { module: "commonjs", moduleResolution: "node10", isolatedModules: true, esModuleInterop: true, resolveJsonModule: true } }],
  },
  // pure-rand publishes subpath exports; map them for jest's CommonJS resolver.
  moduleNameMapper: {
    "^pure-rand/(generator|distribution)/(.*)$": "<rootDir>/node_modules/pure-rand/lib/$1/$2.js",
  },
};
