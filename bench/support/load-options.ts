/** The options of the load benchmark (see bench/load.bench.ts), read and checked once. */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

export const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    connections: { type: 'string', default: '20,100' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    jobs: { type: 'string', default: '0' },
    processes: { type: 'string' },
    only: { type: 'string' },
    encoding: { type: 'string', default: 'br, gzip' },
    timeout: { type: 'string', default: '30' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    profile: { type: 'string' },
    'cpu-per-process': { type: 'string' },
    'edits-per-second': { type: 'string', default: '0' },
  },
});
export const CONNECTIONS = args.connections.split(',').map(Number);
export const DURATION = Number(args.duration);
export const WARMUP = Number(args.warmup);
export const JOBS = Number(args.jobs);
/** Job edits a second while each app scenario is measured a second time (0: no such run). */
export const EDITS = Number(args['edits-per-second']);
export const TIMEOUT = Number(args.timeout);
export const CPU_CAP = args['cpu-per-process'] ? Number(args['cpu-per-process']) : null;
if (CPU_CAP !== null && !(CPU_CAP > 0 && CPU_CAP <= os.availableParallelism()))
  throw new Error(
    `--cpu-per-process: a share of a core, over 0 and at most ${os.availableParallelism()}`,
  );
export const root = path.resolve(import.meta.dirname, '../..');

if (!['both', 'pglite', 'postgres'].includes(args.db)) {
  console.error(`--db must be both, pglite or postgres (not ${args.db})`);
  process.exit(2);
}
