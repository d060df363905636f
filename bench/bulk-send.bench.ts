/**
 * Bulk-send benchmark (decision 032): how job search answers while the worker writes a maximal
 * bulk send (5,000 candidates, a 50,000-character template full of merge tags), in the same
 * process as the API, as it runs by default. Prints search p50/p95/p99 with no send and during
 * the send, the event loop's longest stall during it, and how fast the send was written.
 * Figures are printed, not checked.
 *
 *   npm run bench:bulk-send                     PGlite, and PostgreSQL when TEST_DATABASE_URL is set
 *   npm run bench:bulk-send -- --searches 400   searches with no send (4 at a time)
 *   npm run bench:bulk-send -- --recipients 1000
 *   npm run bench:bulk-send -- --seconds 60     searches during the send for at most this long
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { API } from '@logicareers/shared/api';
import { BULK_SEND_MAX } from '@logicareers/shared/schemas/communications';
import { builtinRoleId } from '../apps/api/src/modules/access/access.policy';
import { candidateProfiles, users } from '../apps/api/src/db/schema';
import { signedIn } from '../apps/api/src/test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../apps/api/src/test/harness';
import { startWorker } from '../apps/api/src/worker/worker';
import { percentile } from './support/stats';

const { values: args } = parseArgs({
  options: {
    searches: { type: 'string', default: '200' },
    recipients: { type: 'string', default: String(BULK_SEND_MAX) },
    seconds: { type: 'string', default: '120' },
  },
});
const SEARCHES = Number(args.searches);
const RECIPIENTS = Number(args.recipients);
const SECONDS = Number(args.seconds);
const AT_ONCE = 4;
const SEARCHES_PER_CHECK = 20;

/** `n` searches, AT_ONCE at a time, with their times in milliseconds. */
async function searches(t: TestApp, n: number) {
  const times: number[] = [];
  for (let i = 0; i < n; i += AT_ONCE) {
    await Promise.all(
      Array.from({ length: AT_ONCE }, async (_, j) => {
        const started = performance.now();
        const res = await call(t.app, {
          method: 'GET',
          url: API.jobs.search,
          query: { q: ['driver', 'forklift', 'warehouse', 'customs'][(i + j) % 4] },
        });
        if (res.status !== 200) throw new Error(`search answered ${res.status}`);
        times.push(performance.now() - started);
      }),
    );
    // Requests arrive from the network, not back to back in one task: the worker gets its turns.
    await sleep(2);
  }
  return times;
}

const line = (label: string, times: number[], extra = '') =>
  console.log(
    `  ${label.padEnd(26)} ${[50, 95, 99]
      .map((p) => percentile(times, p).toFixed(1).padStart(9))
      .join(' ')} ${String(times.length).padStart(6)}${extra}`,
  );

async function measure(kind: (typeof DATABASES)[number]) {
  const t = await startTestApp(kind);
  try {
    const { db } = t.database;
    const sender = await signedIn(t.app, db, 'consultancy');
    const roleId = await builtinRoleId(db, 'candidate');
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: RECIPIENTS }, (_, i) => ({
          email: `bench-bulk-${i}@example.ae`,
          passwordHash: 'x',
          role: 'candidate' as const,
          roleId,
          firstName: `Driver${i}`,
          lastName: 'Bench',
        })),
      )
      .returning({ id: users.id });
    await db.insert(candidateProfiles).values(people.map((p) => ({ userId: p.id })));
    const unit =
      '<p>{{candidate.first_name}}{{candidate.last_name}} {{ candidate.full_name }}, ' +
      '{{company.name}} {{recruiter.name}} {{recruiter.email}}</p>';
    const template = await call(t.app, {
      method: 'POST',
      url: API.communications.templates,
      token: sender.token,
      payload: {
        name: 'Bench',
        subject: '{{candidate.first_name}}, night shifts',
        body: unit.repeat(Math.floor(49_900 / unit.length)),
      },
    });
    const templateId = (template.body.data as { id: number }).id;

    console.log(
      `\n${kind}: ${RECIPIENTS.toLocaleString('en')} recipients, 50,000-character template`,
    );
    console.log(
      `  ${'search'.padEnd(26)} ${['p50 ms', 'p95 ms', 'p99 ms'].map((h) => h.padStart(9)).join(' ')} ${'runs'.padStart(6)}`,
    );
    // Warmed up first, as a server that has been answering such searches would be.
    await searches(t, SEARCHES);
    line('no send', await searches(t, SEARCHES));

    const asked = performance.now();
    const res = await call(t.app, {
      method: 'POST',
      url: API.communications.bulkSends,
      token: sender.token,
      payload: { template_id: templateId, candidate_ids: people.map((p) => p.id) },
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    const answeredMs = performance.now() - asked;
    const sendId = (res.body.data as { id: string }).id;

    const preparing = async () => {
      const progress = await call(t.app, {
        method: 'GET',
        url: API.communications.bulkSend(sendId),
        token: sender.token,
      });
      return (progress.body.data as { preparing: number }).preparing;
    };
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const worker = startWorker({ db, transport: null, log: t.app.log });
    void worker.tick();
    // Searches, AT_ONCE at a time, for as long as the send is being written (at most --seconds).
    const during: number[] = [];
    let left = RECIPIENTS;
    while (left > 0 && performance.now() - started < SECONDS * 1000) {
      during.push(...(await searches(t, SEARCHES_PER_CHECK)));
      left = await preparing();
    }
    const written = RECIPIENTS - left;
    const seconds = (performance.now() - started) / 1000;
    await worker.stop();
    delay.disable();
    line(
      'while the send is written',
      during,
      `   (${written.toLocaleString('en')} mails written in ${seconds.toFixed(1)} s)`,
    );
    console.log(`  the send request answered in ${answeredMs.toFixed(0)} ms`);
    console.log(
      `  event loop while written: longest stall ${(delay.max / 1e6).toFixed(0)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms`,
    );
  } finally {
    await t.close();
  }
}

for (const kind of DATABASES) await measure(kind);
