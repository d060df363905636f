import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  alertDigests,
  emailChangeCodes,
  emailSubscriptions,
  enquiries,
  files,
  jobAlerts,
  jobs,
  outbox,
  passwordResetCodes,
  sessions,
  signInThrottle,
  users,
} from '../../db/schema';
import { buildCompany, buildUser } from '../../test/factories';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { startWorker } from '../../worker/worker';
import { diskFileStore } from '../files/file-store';
import {
  ORPHAN_FILE_GRACE_MS,
  pruneOldRecords,
  refreshSearchStatistics,
  sweepOrphanFiles,
} from './housekeeping';
import { rowsOf } from '../../db/rows';
import { generateJob, seededRandom } from '../jobs/job-generator';
import { loadTaxonomy } from '../master-data/taxonomy.query';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe.each(DATABASES)('housekeeping (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('removes only records past their retention, and does nothing the second time', async () => {
    const db = t.database.db;
    const user = await buildUser(db, 'candidate');
    const session = (expiresAt: Date, revokedAt: Date | null = null) => ({
      userId: user.id,
      tokenHash: randomUUID(),
      expiresAt,
      revokedAt,
    });
    const liveSessions = await db
      .insert(sessions)
      .values([session(daysAgo(-20)), session(daysAgo(-20), new Date())])
      .returning({ id: sessions.id });
    const deadSessions = await db
      .insert(sessions)
      .values([session(daysAgo(3)), session(daysAgo(-20), daysAgo(2))])
      .returning({ id: sessions.id });

    const code = (expiresAt: Date, usedAt: Date | null = null) => ({
      userId: user.id,
      codeHash: randomUUID(),
      expiresAt,
      usedAt,
    });
    const liveCodes = await db
      .insert(passwordResetCodes)
      .values([code(daysAgo(-0.005))])
      .returning({ id: passwordResetCodes.id });
    const deadCodes = await db
      .insert(passwordResetCodes)
      .values([code(daysAgo(2)), code(daysAgo(-0.005), daysAgo(2))])
      .returning({ id: passwordResetCodes.id });

    // One pending e-mail change per user: each code belongs to a user of its own.
    const changeCode = async (expiresAt: Date, usedAt: Date | null = null) => ({
      ...code(expiresAt, usedAt),
      userId: (await buildUser(db, 'candidate')).id,
      newEmail: `${randomUUID()}@example.ae`,
    });
    const liveChanges = await db
      .insert(emailChangeCodes)
      .values([await changeCode(daysAgo(-0.02))])
      .returning({ id: emailChangeCodes.id });
    const deadChanges = await db
      .insert(emailChangeCodes)
      .values([await changeCode(daysAgo(2)), await changeCode(daysAgo(-0.02), daysAgo(2))])
      .returning({ id: emailChangeCodes.id });

    const mail = (status: 'pending' | 'sent' | 'failed', createdAt: Date, sentAt?: Date) => ({
      kind: 'test',
      to: `${randomUUID()}@example.ae`,
      subject: 'Housekeeping',
      text: 'Body',
      status,
      createdAt,
      sentAt: sentAt ?? null,
    });
    const keptMail = await db
      .insert(outbox)
      .values([
        mail('sent', daysAgo(200), daysAgo(10)),
        // Never delivered: kept whatever its age, so nothing is lost.
        mail('pending', daysAgo(200)),
      ])
      .returning({ id: outbox.id });
    const oldMail = await db
      .insert(outbox)
      .values([mail('sent', daysAgo(200), daysAgo(100)), mail('failed', daysAgo(120))])
      .returning({ id: outbox.id });

    const [alert] = await db
      .insert(jobAlerts)
      .values({ userId: user.id, name: 'Forklift', unsubscribeToken: randomUUID() })
      .returning({ id: jobAlerts.id });
    const digest = (days: number) => ({
      alertId: alert.id,
      periodStart: daysAgo(days + 1),
      mailId: randomUUID(),
      jobCount: 3,
      createdAt: daysAgo(days),
    });
    await db.insert(alertDigests).values([digest(5), digest(100)]);

    const subscription = (createdAt: Date, confirmedAt: Date | null) => ({
      email: `${randomUUID()}@example.ae`,
      createdAt,
      confirmedAt,
    });
    const keptSubscriptions = await db
      .insert(emailSubscriptions)
      .values([subscription(daysAgo(3), null), subscription(daysAgo(300), daysAgo(299))])
      .returning({ id: emailSubscriptions.id });
    const staleSubscriptions = await db
      .insert(emailSubscriptions)
      .values([subscription(daysAgo(45), null)])
      .returning({ id: emailSubscriptions.id });

    const failures = (key: string, lastFailureAt: Date) => ({ key, failures: 3, lastFailureAt });
    await db
      .insert(signInThrottle)
      .values([failures(randomUUID(), daysAgo(0.5)), failures(randomUUID(), daysAgo(2))]);

    const enquiry = (status: string, updatedAt: Date) => ({
      page: 'contact-us',
      name: 'Omar',
      email: 'omar@example.ae',
      phone: '+971501234567',
      subject: 'Trucks',
      message: 'Hello',
      status,
      updatedAt,
    });
    const keptEnquiries = await db
      .insert(enquiries)
      .values([enquiry('closed', daysAgo(700)), enquiry('new', daysAgo(900))])
      .returning({ id: enquiries.id });
    await db.insert(enquiries).values([enquiry('closed', daysAgo(800))]);

    const removed = await pruneOldRecords(db);
    // Other tests of this database may add records of their own, never old ones.
    expect(removed).toEqual({
      sessions: 2,
      resetCodes: 2,
      emailChangeCodes: 2,
      signInFailures: 1,
      mail: 2,
      digests: 1,
      unconfirmedSubscriptions: 1,
      closedEnquiries: 1,
    });
    const ids = <T extends { id: string }>(rows: T[]) => rows.map((row) => row.id);
    const left = async (
      table: typeof sessions | typeof passwordResetCodes | typeof emailChangeCodes,
      of: string[],
    ) => (await db.select({ id: table.id }).from(table).where(inArray(table.id, of))).length;
    expect(await left(sessions, ids([...liveSessions, ...deadSessions]))).toBe(2);
    expect(await left(passwordResetCodes, ids([...liveCodes, ...deadCodes]))).toBe(1);
    expect(await left(emailChangeCodes, ids([...liveChanges, ...deadChanges]))).toBe(1);
    const mails = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(inArray(outbox.id, ids([...keptMail, ...oldMail])));
    expect(ids(mails).sort()).toEqual(ids(keptMail).sort());
    const digests = await db.select({ at: alertDigests.createdAt }).from(alertDigests);
    expect(digests).toHaveLength(1);
    const subscriptions = await db
      .select({ id: emailSubscriptions.id })
      .from(emailSubscriptions)
      .where(inArray(emailSubscriptions.id, ids([...keptSubscriptions, ...staleSubscriptions])));
    expect(ids(subscriptions).sort()).toEqual(ids(keptSubscriptions).sort());
    const enquiriesLeft = await db
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(
        inArray(
          enquiries.id,
          keptEnquiries.map((e) => e.id),
        ),
      );
    expect(enquiriesLeft).toHaveLength(2);

    expect(await pruneOldRecords(db)).toEqual({
      sessions: 0,
      resetCodes: 0,
      emailChangeCodes: 0,
      signInFailures: 0,
      mail: 0,
      digests: 0,
      unconfirmedSubscriptions: 0,
      closedEnquiries: 0,
    });
  });

  it('refreshes the statistics search estimates rest on, and what search reads from indexes alone', async () => {
    const db = t.database.db;
    const company = await buildCompany(db, { name: 'Statistics Freight LLC' });
    const taxonomy = await loadTaxonomy(db);
    const random = seededRandom(5);
    await db
      .insert(jobs)
      .values(
        Array.from({ length: 12 }, () => generateJob(random, taxonomy, { companyId: company.id })),
      );
    const planned = async () =>
      rowsOf<{ n: number; visible: number }>(
        await db.execute(
          sql`select reltuples::int as n, relallvisible::int as visible from pg_class where relname = 'job_search'`,
        ),
      )[0];
    // Never analysed: the planner guesses; never vacuumed: every row is read from its page.
    expect(await planned()).toEqual({ n: -1, visible: 0 });
    await refreshSearchStatistics(db);
    const refreshed = await planned();
    expect(refreshed).toEqual({ n: 12, visible: expect.any(Number) });
    expect(refreshed.visible).toBeGreaterThan(0);
  });

  it('sweeps stored files that no record names once they are past the grace period', async () => {
    const db = t.database.db;
    const store = t.app.ctx.files;
    const user = await buildUser(db, 'candidate');
    const stored = async (owner: string) => {
      const storageKey = await store.put(Buffer.from(`%PDF of ${owner}`), 'pdf');
      await db.insert(files).values({
        ownerId: owner,
        kind: 'cv',
        filename: 'cv.pdf',
        mime: 'application/pdf',
        size: 10,
        storageKey,
      });
      return storageKey;
    };
    const kept = await stored(user.id);
    // A crash between writing an upload's bytes and its record.
    const crashed = await store.put(Buffer.from('%PDF never recorded'), 'pdf');
    // A user deleted with their records (files go with them) but not with their bytes.
    const leaver = await buildUser(db, 'candidate');
    const left = await stored(leaver.id);
    await db.delete(users).where(eq(users.id, leaver.id));

    // Young files may be an upload in progress: none is swept.
    expect(await sweepOrphanFiles(db, store)).toBe(0);
    expect(await store.get(crashed)).not.toBeNull();

    const later = new Date(Date.now() + ORPHAN_FILE_GRACE_MS + 60_000);
    // Other tests of this database may have stored files of their own, all of them recorded.
    expect(await sweepOrphanFiles(db, store, later)).toBe(2);
    expect(await store.get(crashed)).toBeNull();
    expect(await store.get(left)).toBeNull();
    expect(await store.get(kept)).toEqual(Buffer.from(`%PDF of ${user.id}`));
    expect(await sweepOrphanFiles(db, store, later)).toBe(0);
  });

  it('has the worker sweep orphaned files by the age of their bytes on disk', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'logicareers-sweep-'));
    const store = diskFileStore(root);
    const old = await store.put(Buffer.from('left by a crash an hour and more ago'), 'pdf');
    const young = await store.put(Buffer.from('an upload in progress'), 'pdf');
    const anHourAgo = new Date(Date.now() - ORPHAN_FILE_GRACE_MS - 60_000);
    await fs.utimes(path.join(root, old), anHourAgo, anHourAgo);
    // Not the store's own: never touched.
    await fs.writeFile(path.join(root, 'notes.txt'), 'kept');
    const worker = startWorker({
      db: t.database.db,
      transport: null,
      log: t.app.log,
      intervalMs: 60_000,
      files: store,
    });
    try {
      await worker.tick();
      expect(await store.get(old)).toBeNull();
      expect(await store.get(young)).not.toBeNull();
      expect(await fs.readFile(path.join(root, 'notes.txt'), 'utf8')).toBe('kept');
    } finally {
      await worker.stop();
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});
