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

export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function printTable(
  title: string,
  rows: { kind: string; p50: number; p95: number; runs: number }[],
) {
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
