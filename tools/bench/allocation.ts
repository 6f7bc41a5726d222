/**
 * Memory allocated per generation, in two parts that V8 keeps apart:
 *   - JS heap: `used_heap_size` after minus before a window of runs, plus what every GC inside the
 *     window freed (v8.GCProfiler), after a full GC; divided by the runs in the window, median of
 *     a few windows. Windows of several runs smooth out V8's chunked accounting.
 *   - typed arrays: the exact bytes of every typed array created in the window (the global
 *     typed-array classes are swapped for counting subclasses meanwhile; views on an existing
 *     buffer are not counted). Their backing stores live outside the JS heap.
 * Run this after all timing: swapping the global classes throws away optimized code.
 */
import { GCProfiler, getHeapStatistics, setFlagsFromString } from "v8";
import { runInNewContext } from "vm";
import { median } from "../lib/stats";
import { Run } from "./timing";

export interface Allocation {
  heapBytes: number;
  typedArrayBytes: number;
}

/** The V8 full-GC function, exposing it at run time when node was started without --expose-gc. */
export function fullGc(): () => void {
  const given = (globalThis as { gc?: () => void }).gc;
  if (given) return given;
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

const TYPED_ARRAY_NAMES = [
  "Int8Array",
  "Uint8Array",
  "Uint8ClampedArray",
  "Int16Array",
  "Uint16Array",
  "Int32Array",
  "Uint32Array",
  "Float32Array",
  "Float64Array",
  "BigInt64Array",
  "BigUint64Array",
] as const;

type TypedArrayClass = new (...args: unknown[]) => { byteLength: number };

/** Runs `work` with counting typed-array classes installed globally; returns the bytes they made. */
export function countTypedArrayBytes(work: () => void): number {
  const global = globalThis as unknown as Record<string, TypedArrayClass>;
  const originals = TYPED_ARRAY_NAMES.map((name) => global[name]);
  let bytes = 0;
  TYPED_ARRAY_NAMES.forEach((name, i) => {
    global[name] = class extends originals[i] {
      constructor(...args: unknown[]) {
        super(...args);
        if (!(args[0] instanceof ArrayBuffer || args[0] instanceof SharedArrayBuffer)) bytes += this.byteLength;
      }
    };
  });
  try {
    work();
  } finally {
    TYPED_ARRAY_NAMES.forEach((name, i) => (global[name] = originals[i]));
  }
  return bytes;
}

/** JS heap bytes allocated by `work`: the heap's growth plus what GCs during it freed. */
export function heapBytesOf(work: () => void, gc: () => void): number {
  gc();
  const profiler = new GCProfiler();
  profiler.start();
  const before = getHeapStatistics().used_heap_size;
  work();
  const after = getHeapStatistics().used_heap_size;
  let freed = 0;
  for (const { beforeGC, afterGC } of profiler.stop().statistics) freed += beforeGC.heapStatistics.usedHeapSize - afterGC.heapStatistics.usedHeapSize;
  return Math.max(0, after - before + freed);
}

/** Per-run allocation of `run`, the median over `windows` windows of `runsPerWindow` runs each. */
export function measureAllocation(run: Run, windows: number, runsPerWindow: number, gc: () => void = fullGc()): Allocation {
  const heap: number[] = [];
  const typed: number[] = [];
  let seed = 1;
  for (let window = 0; window < windows; window++) {
    const runWindow = () => {
      for (let i = 0; i < runsPerWindow; i++) run(seed++);
    };
    let heapBytes = 0;
    typed.push(countTypedArrayBytes(() => (heapBytes = heapBytesOf(runWindow, gc))) / runsPerWindow);
    heap.push(heapBytes / runsPerWindow);
  }
  return { heapBytes: median(heap), typedArrayBytes: median(typed) };
}
