/**
 * No module imports one that imports it back, directly or through others: a circle makes every
 * file in it a dependency of every other, so none can be read, tested or moved alone, and the
 * bundle's order among them becomes an accident. Type-only imports count too: they tie the files
 * together for a reader just the same.
 */
import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";

const ROOT = path.resolve(__dirname, "..");
const FOLDERS = ["src", "tools"];

function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  const pending = [folder];
  while (pending.length > 0) {
    const current = pending.pop()!;
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) pending.push(full);
      else if (entry.name.endsWith(".ts")) found.push(full);
    }
  }
  return found.sort();
}

/** A relative specifier as the bundler resolves it: `./x` is x.ts or x/index.ts. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null; // a package, not a module of ours
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, path.join(base, "index.ts")]) {
    if (candidate.endsWith(".ts") && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every module a file names: imports, re-exports, type imports and `import("...")` types alike. */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
  return info.importedFiles.map((entry) => resolveImport(file, entry.fileName)).filter((target): target is string => target !== null);
}

function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(files.map((file) => [file, [...new Set(importsOf(file))]]));
}

/** The circles of the graph, one path per strongly connected group (Tarjan, with an explicit stack). */
function findCircles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
        if (group.length > 1 || selfImport) groups.push(circleThrough(graph, new Set(group), group[group.length - 1]));
      }
    }
  }
  return groups;
}

/** One concrete circle inside a group, from its first member back to it (breadth-first). */
function circleThrough(graph: Map<string, string[]>, group: ReadonlySet<string>, start: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    for (const target of graph.get(node) ?? []) {
      if (!group.has(target)) continue;
      if (target === start) {
        const circle = [node];
        while (circle[0] !== start) circle.unshift(cameFrom.get(circle[0])!);
        return [...circle, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

function show(circle: readonly string[]): string {
  return circle.map((file) => path.relative(ROOT, file)).join(" → ");
}

describe("the import graph", () => {
  const files = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
  const graph = importGraph(files);

  it("reads the modules of src and tools, and sees their imports", () => {
    expect(files.length).toBeGreaterThan(20);
    const plugin = graph.get(path.join(ROOT, "src/plugin.ts"))!;
    expect(plugin.map((file) => path.relative(ROOT, file))).toContain(path.join("src", "mz", "hooks.ts"));
  });

  it("has no circle: no module imports one that imports it back", () => {
    expect(findCircles(graph).map(show)).toEqual([]);
  });

  it("finds a circle when there is one, however long, and through type imports", () => {
    const a = "/a.ts";
    const b = "/b.ts";
    const c = "/c.ts";
    const d = "/d.ts";
    const circular = new Map([
      [a, [b]],
      [b, [c]],
      [c, [a, d]],
      [d, []],
    ]);
    expect(findCircles(circular)).toEqual([[a, b, c, a]]);
    expect(findCircles(new Map([[a, [a]]]))).toEqual([[a, a]]);
    expect(findCircles(new Map([[a, [b]], [b, [c]], [c, []]]))).toEqual([]);
  });

  it("counts type imports, re-exports and import() types as imports", () => {
    const file = path.join(ROOT, "src/mz/hooks.ts");
    const text = 'import type { A } from "./log";\nexport { B } from "./run";\nlet c: import("./paint").DungeonTiles;';
    const named = ts.preProcessFile(text, true, true).importedFiles.map((entry) => resolveImport(file, entry.fileName));
    expect(named).toEqual([path.join(ROOT, "src/mz/log.ts"), path.join(ROOT, "src/mz/run.ts"), path.join(ROOT, "src/mz/paint.ts")]);
  });
});
