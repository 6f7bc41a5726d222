/**
 * Where a map entry's time goes: a CDP CPU profile of the load, summed by function (self time),
 * for `npm run bench:game -- --profile` (the summing is pure: tested in test/tools/bench-game.test.ts).
 */

/** The parts of a CDP Profiler.Profile read here. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}

export interface SelfTime {
  name: string;
  ms: number;
}

/** Self time per function (name, file and line), the largest first. */
export function selfTimes(profile: CpuProfile): SelfTime[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const totals = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let index = 0; index < samples.length; index++) {
    const frame = byNode.get(samples[index]);
    if (!frame) continue;
    const file = frame.url.split("/").pop() ?? "";
    const name = `${frame.functionName || "(anonymous)"} ${file ? `${file}:${frame.lineNumber + 1}` : ""}`.trim();
    // A sample's time is the delta to the next sample.
    totals.set(name, (totals.get(name) ?? 0) + (deltas[index + 1] ?? 0) / 1000);
  }
  return [...totals].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
}

/** The top `count` lines, "  12.3 ms  name". */
export function formatSelfTimes(times: readonly SelfTime[], count: number): string {
  return times
    .slice(0, count)
    .map((time) => `${time.ms.toFixed(1).padStart(8)} ms  ${time.name}`)
    .join("\n");
}
