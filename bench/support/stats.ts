/**
 * Runs fn `runs` times after as many runs of warm-up, as a server that has been answering such
 * calls would, and returns the durations in milliseconds.
 */
export async function timeRuns(runs: number, fn: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < runs; i++) await fn();
  const timings: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await fn();
    timings.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return timings;
}

/** One kind of query timed, as printTable shows it: p50 and p95 in milliseconds, and runs. */
export type Timed = { kind: string; p50: number; p95: number; runs: number };

/** Times `fn` with timeRuns and sums the timings up as one kind's row. */
export async function timeKind(
  kind: string,
  runs: number,
  fn: () => Promise<unknown>,
): Promise<Timed> {
  const timings = await timeRuns(runs, async () => {
    await fn();
  });
  return { kind, p50: percentile(timings, 50), p95: percentile(timings, 95), runs: timings.length };
}

/** Times each kind of a query mix in turn (a fresh query of the kind each run); a row per kind. */
export async function timeMix<Q>(
  mix: Record<string, () => Q>,
  runs: number,
  run: (query: Q) => Promise<unknown>,
) {
  const results: Timed[] = [];
  for (const [kind, make] of Object.entries(mix))
    results.push(await timeKind(kind, runs, () => run(make())));
  return results;
}

export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function printTable(title: string, rows: Timed[]) {
  console.log(`\n${title}`);
  console.log(
    `  ${'query'.padEnd(34)} ${'p50 ms'.padStart(9)} ${'p95 ms'.padStart(9)} ${'runs'.padStart(6)}`,
  );
  for (const r of rows) {
    console.log(
      `  ${r.kind.padEnd(34)} ${r.p50.toFixed(2).padStart(9)} ${r.p95.toFixed(2).padStart(9)} ${String(r.runs).padStart(6)}`,
    );
  }
}
