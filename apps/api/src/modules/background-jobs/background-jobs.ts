import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { backgroundJobs } from '../../db/schema';
import { pgArray } from '../../lib/pg-array';

/*
 * Heavy work off the request path (decision 032). A request validates, writes what the work needs
 * and queues a job in its own transaction, then answers at once; the worker runs the job in small
 * steps, yielding to the event loop between them, so that requests served by the same process
 * never wait behind it. A job is claimed for a lease (FOR UPDATE SKIP LOCKED: one worker at a time)
 * that lapses if its worker dies; each step commits its own progress, so the next claim resumes.
 */

export type BackgroundJob = typeof backgroundJobs.$inferSelect;

/** What one step did: how many units of the job it advanced, and whether the job is finished. */
export interface JobStep {
  advanced: number;
  finished: boolean;
}

/** A kind of job: its step, short (it runs on the event loop of a process serving requests). */
export type JobHandler = (db: Db, job: BackgroundJob) => Promise<JobStep>;

/** How long a claimed job is kept from other workers; a worker renews it between steps. */
const LEASE = sql`now() + interval '2 minutes'`;
/** A job waiting for others (its rows claimed by another worker) is looked at again after this. */
const WAIT = sql`now() + interval '5 seconds'`;
/** A job that failed this many steps in a row is given up, its error kept. */
const MAX_FAILURES = 5;

/** Queues a job, in the transaction of the request that asks for it. */
export async function enqueueJob(
  db: Db,
  job: {
    kind: string;
    companyId: number | null;
    createdBy: string | null;
    total: number;
    payload: Record<string, unknown>;
  },
) {
  const [row] = await db
    .insert(backgroundJobs)
    .values({ ...job, status: job.total ? 'queued' : 'done' })
    .returning({ id: backgroundJobs.id });
  return row.id;
}

/** Cancels the jobs of a kind whose payload names `key` as `value` (a stopped send's). */
export async function cancelJobs(db: Db, kind: string, key: string, value: string) {
  await db
    .update(backgroundJobs)
    .set({ status: 'cancelled', lockedUntil: null, finishedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(backgroundJobs.kind, kind),
        inArray(backgroundJobs.status, ['queued', 'running']),
        sql`${backgroundJobs.payload} ->> ${key} = ${value}`,
      ),
    );
}

/**
 * The due job of the kinds given worked on least recently, claimed for a lease; null when none is
 * due. Each step touches its job, so jobs take turns: a large one does not hold back the next.
 */
async function claimJob(db: Db, kinds: string[]): Promise<BackgroundJob | null> {
  const [job] = await db
    .update(backgroundJobs)
    .set({ status: 'running', lockedUntil: LEASE, updatedAt: new Date() })
    .where(
      eq(
        backgroundJobs.id,
        sql`(select id from ${backgroundJobs}
          where status in ('queued', 'running') and kind = any(${pgArray(kinds)}::text[])
            and (locked_until is null or locked_until < now())
          order by updated_at limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return job ?? null;
}

/**
 * Runs due jobs, step after step, for about `budgetMs`; answers whether work may remain (a job
 * not finished within the budget). A step that throws is logged and the job tried again later,
 * given up after a few failures in a row.
 */
export async function runDueJobs(
  db: Db,
  handlers: Record<string, JobHandler>,
  options: { budgetMs: number; log: FastifyBaseLogger; signal?: AbortSignal },
): Promise<boolean> {
  const end = Date.now() + options.budgetMs;
  const over = () => Date.now() >= end || options.signal?.aborted === true;
  const kinds = Object.keys(handlers);
  while (!over()) {
    const job = await claimJob(db, kinds);
    if (!job) return false;
    const set = (values: PgUpdateSetSource<typeof backgroundJobs>) =>
      db
        .update(backgroundJobs)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(backgroundJobs.id, job.id), eq(backgroundJobs.status, 'running')));
    try {
      for (;;) {
        const step = await handlers[job.kind](db, job);
        const done = sql`${backgroundJobs.done} + ${step.advanced}`;
        if (step.finished) {
          await set({ status: 'done', done, lockedUntil: null, finishedAt: new Date() });
          break;
        }
        // Nothing advanced: the rest is claimed by another worker; look again a little later.
        if (!step.advanced) {
          await set({ lockedUntil: WAIT });
          break;
        }
        await set({ done, failures: 0, lockedUntil: over() ? null : LEASE });
        // Requests waiting on this process go before the next step.
        await nextTurn();
        if (over()) return true;
      }
    } catch (error) {
      options.log.error({ err: error, job: job.id, kind: job.kind }, 'background job step failed');
      const givenUp = sql`${backgroundJobs.failures} + 1 >= ${MAX_FAILURES}`;
      await set({
        failures: sql`${backgroundJobs.failures} + 1`,
        lastError: error instanceof Error ? error.message : String(error),
        status: sql`case when ${givenUp} then 'failed' else ${backgroundJobs.status} end`,
        lockedUntil: sql`case when ${givenUp} then null else ${WAIT} end`,
        finishedAt: sql`case when ${givenUp} then now() end`,
      });
    }
  }
  return true;
}
