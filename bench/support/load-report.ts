/** The load benchmark's tables, as printed. */
import { SCENARIOS } from './load-scenarios';
import { type Row, type Table } from './load-run';

/** A line that the next one replaces, on a terminal. */
export const progress = (text: string) => {
  if (process.stdout.isTTY) process.stdout.write(`\r  ${text}`.padEnd(80) + (text ? '' : '\r'));
};

const ms = (x: number) => (Number.isNaN(x) ? '-' : x.toFixed(1));
/** Two significant digits: 0.0031, 0.52. */
const ratio = (x: number) => (x >= 1 ? x.toFixed(2) : x.toPrecision(2));
const pct = (x: number) => `${Math.round(x * 100)} %`;
export function printRows(title: string, rows: Row[]) {
  const base = rows.find((r) => r.label === SCENARIOS[0].label);
  console.log(`\n${title}`);
  console.log(
    `  ${'scenario'.padEnd(36)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)} ${'x base'.padStart(7)} ${'load'.padStart(6)} ${'app'.padStart(6)} ${'machine'.padStart(8)} ${'per core'.padStart(9)} ${'x base'.padStart(7)}`,
  );
  const perCore = (r: Row) => (r.cpu.app > 0 ? r.rps / r.cpu.app : NaN);
  for (const r of rows) {
    console.log(
      `  ${r.label.padEnd(36)} ${r.rps.toFixed(0).padStart(8)} ${ms(r.p50).padStart(8)} ${ms(r.p99).padStart(8)} ${String(r.errors).padStart(7)} ${(base ? ratio(r.rps / base.rps) : '-').padStart(7)} ${pct(r.cpu.load).padStart(6)} ${pct(r.cpu.app).padStart(6)} ${pct(r.cpu.machine).padStart(8)} ${perCore(r).toFixed(0).padStart(9)} ${(base ? ratio(perCore(r) / perCore(base)) : '-').padStart(7)}`,
    );
  }
  for (const r of rows.filter((row) => row.detail)) console.log(`  ! ${r.label}: ${r.detail}`);
}

/** Each scenario's requests/s with each number of processes, and its ratio to the first's. */
export function printScaling(label: string, runs: { processes: string; tables: Table[] }[]) {
  const [first] = runs;
  for (const [t, { connections }] of first.tables.entries()) {
    console.log(`\n${label}, ${connections} connections: requests/s by API processes`);
    const counts = runs.map((run) => `${run.processes} p`.padStart(8));
    const ratios = runs.slice(1).map(() => `x ${first.processes} p`.padStart(8));
    console.log(`  ${'scenario'.padEnd(36)} ${[...counts, ...ratios].join(' ')}`);
    for (const [i, row] of first.tables[t].rows.entries()) {
      const rps = runs.map((run) => run.tables[t].rows[i].rps);
      const cells = [
        ...rps.map((x) => x.toFixed(0).padStart(8)),
        ...rps.slice(1).map((x) => ratio(x / rps[0]).padStart(8)),
      ];
      console.log(`  ${row.label.padEnd(36)} ${cells.join(' ')}`);
    }
  }
}
