/**
 * Feeds benchmark (issue 42): 100k live jobs (descriptions of 2-5 KB over the real taxonomy, 5 %
 * confidential), then each feed fetched over HTTP from the app listening on a local port: time to
 * the first byte and to the last, the bytes, and the process's peak memory (RSS and heap) while it
 * streams, on PostgreSQL and on PGlite. The client drops what it reads, so memory is the server's.
 *
 *   npm run bench:feeds                        100k jobs, both databases
 *   npm run bench:feeds -- --jobs 10000        fewer jobs, for a smoke run
 *   npm run bench:feeds -- --db postgres       one database only (postgres or pglite)
 *   npm run bench:feeds -- --runs 5            timed fetches per feed (after one to warm up)
 *   npm run bench:feeds -- --keep              keep the database (its URL or folder is printed)
 *   npm run bench:feeds -- --url postgres://.../kept   time a kept database again
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a database
 * of its own is created and dropped.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { feedPath, type FeedFilters, type FeedFormat } from '@logicareers/shared/feeds';
import { buildApp } from '../apps/api/src/app';
import { loadEnv } from '../apps/api/src/config/env';
import { appContextOf } from '../apps/api/src/context';
import type { Database } from '../apps/api/src/db/client';
import { rowsOf } from '../apps/api/src/db/rows';
import { diskFileStore } from '../apps/api/src/modules/files/file-store';
import type { Taxonomy } from '../apps/api/src/modules/master-data/taxonomy.query';
import { benchEachDatabase, parseBenchArgs } from './support/each-database';
import { jobBoard } from './support/jobs';

const { counts, databases } = parseBenchArgs({ jobs: 100_000, runs: 3 });
const { jobs: JOBS, runs: RUNS } = counts;
/** The target of issue 42, for the first byte of a feed of 100,000 live jobs. */
const FIRST_BYTE_TARGET_MS = 200;

interface Fetched {
  status: number;
  firstByteMs: number;
  lastByteMs: number;
  bytes: number;
  etag: string;
}

/** One GET, the body counted and dropped; times from the request to its first and last byte. */
function fetchFeed(port: number, url: string, headers: Record<string, string> = {}) {
  return new Promise<Fetched>((resolve, reject) => {
    const started = performance.now();
    const request = http.get({ host: '127.0.0.1', port, path: url, headers }, (response) => {
      let firstByteMs = -1;
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        if (firstByteMs < 0) firstByteMs = performance.now() - started;
        bytes += chunk.length;
      });
      response.on('end', () => {
        const lastByteMs = performance.now() - started;
        resolve({
          status: response.statusCode ?? 0,
          firstByteMs: firstByteMs < 0 ? lastByteMs : firstByteMs,
          lastByteMs,
          bytes,
          etag: String(response.headers.etag ?? ''),
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The process's peak RSS and heap while `run` runs, sampled every 10 ms. */
async function peakMemory<T>(run: () => Promise<T>) {
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    rss = Math.max(rss, usage.rss);
    heap = Math.max(heap, usage.heapUsed);
  };
  sample();
  const timer = setInterval(sample, 10);
  try {
    return { result: await run(), rss, heap };
  } finally {
    clearInterval(timer);
    sample();
  }
}

interface Case {
  kind: string;
  format: FeedFormat;
  filters?: FeedFilters;
  headers?: Record<string, string>;
}

function cases(taxonomy: Taxonomy): Case[] {
  const dubai = taxonomy.states.find((s) => !s.parent_id && s.name === 'Dubai')!;
  const warehousing = taxonomy.functionalAreas.find((f) => f.name === 'Warehousing and 3PL')!;
  return [
    { kind: 'indeed, every job', format: 'indeed' },
    { kind: 'rss, every job', format: 'rss' },
    { kind: 'atom, every job', format: 'atom' },
    { kind: 'indeed, every job, gzip', format: 'indeed', headers: { 'accept-encoding': 'gzip' } },
    { kind: 'indeed, every job, br', format: 'indeed', headers: { 'accept-encoding': 'br' } },
    { kind: 'rss, Dubai', format: 'rss', filters: { emirate: dubai.id } },
    {
      kind: 'atom, Warehousing and 3PL',
      format: 'atom',
      filters: { functional_area: warehousing.id },
    },
    { kind: 'indeed, Arabic', format: 'indeed', filters: { lang: 'ar' } },
  ];
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function bench(label: string, database: Database) {
  console.log(`\n${label}: preparing ${JOBS.toLocaleString()} jobs ...`);
  const { taxonomy } = await jobBoard(database, JOBS);
  const [{ live }] = rowsOf<{ live: number }>(
    await database.db.execute(
      sql`select count(*)::int as live from jobs where status = 'published' and valid_through >= current_date`,
    ),
  );
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-bench-feeds-'));
  const env = loadEnv({ DEMO: 'false', LOG_LEVEL: 'silent', APP_URL: 'https://jobs.example.ae' });
  const app = await buildApp(appContextOf(database, env, diskFileStore(uploads)), {
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  const results: { kind: string; p95: number }[] = [];
  try {
    console.log(
      `\n${label}, ${live.toLocaleString()} live jobs, median of ${RUNS} fetches after one`,
    );
    console.log(
      `  ${'feed'.padEnd(30)} ${'first byte ms'.padStart(13)} ${'last byte ms'.padStart(13)} ${'MB sent'.padStart(8)} ${'peak RSS MB'.padStart(12)} ${'peak heap MB'.padStart(13)}`,
    );
    const before = process.memoryUsage();
    console.log(`  (before: RSS ${mb(before.rss)} MB, heap ${mb(before.heapUsed)} MB)`);
    for (const c of cases(taxonomy)) {
      const url = feedPath(c.format, c.filters);
      await fetchFeed(port, url, c.headers);
      const runs: Fetched[] = [];
      let rss = 0;
      let heap = 0;
      for (let i = 0; i < RUNS; i++) {
        const measured = await peakMemory(() => fetchFeed(port, url, c.headers));
        if (measured.result.status !== 200) throw new Error(`${url}: ${measured.result.status}`);
        runs.push(measured.result);
        rss = Math.max(rss, measured.rss);
        heap = Math.max(heap, measured.heap);
      }
      const first = median(runs.map((r) => r.firstByteMs));
      const last = median(runs.map((r) => r.lastByteMs));
      const flag = first > FIRST_BYTE_TARGET_MS ? '  over target' : '';
      console.log(
        `  ${c.kind.padEnd(30)} ${first.toFixed(1).padStart(13)} ${last.toFixed(0).padStart(13)} ${mb(runs[0].bytes).padStart(8)} ${mb(rss).padStart(12)} ${mb(heap).padStart(13)}${flag}`,
      );
      results.push({ kind: c.kind, p95: last });
    }
    // A reader who already holds the feed: the validator answers without a job read.
    const fresh = await fetchFeed(port, feedPath('indeed'));
    const revalidated = await fetchFeed(port, feedPath('indeed'), { 'if-none-match': fresh.etag });
    console.log(
      `  ${'indeed, revalidated (304)'.padEnd(30)} ${revalidated.firstByteMs.toFixed(1).padStart(13)} ${revalidated.lastByteMs.toFixed(1).padStart(13)}   (status ${revalidated.status}; the 200 took ${fresh.lastByteMs.toFixed(0)} ms)`,
    );
  } finally {
    await app.close();
    fs.rmSync(uploads, { recursive: true, force: true });
  }
  return results;
}

console.log(
  `Feeds benchmark: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, node ${process.version}`,
);
await benchEachDatabase('lc-bench-feeds', databases, bench);
