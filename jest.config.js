/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  // Every core works: jest's default leaves one idle, which doubles the wall time on a 2-core machine.
  maxWorkers: "100%",
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
