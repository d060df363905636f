import { setImmediate as nextTurn } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { emailSends } from '../../db/schema';
import { pgArray } from '../../lib/pg-array';
import type { BackgroundJob, JobStep } from '../background-jobs/background-jobs';
import { enqueueMails } from '../mail/outbox';
import { giveBackMonthly } from '../plans/entitlements';
import { compileVersions, type TemplateVersions } from './merge-tags';
import type { BulkSendPayload } from './bulk-sends';
import { recipientsById, unsubscribedAmong } from './recipients';
import { prepare, recordMails } from './sending';

/*
 * The worker's side of a bulk send (decision 032): one step writes the mails of one batch of
 * recipients. A batch is claimed with FOR UPDATE SKIP LOCKED and a lease (two workers never take
 * the same rows, and a dead worker's rows are taken again once the lease lapses), rendered outside
 * any transaction, then written with its recipients marked done in one transaction that rechecks
 * each is still pending: a recipient is mailed once, whatever crashes or races.
 */

/** Characters of template rendered per batch: a batch's work stays well under a frame of delay. */
const BATCH_CHARACTERS = 100_000;
const BATCH_MAX = 100;

/** Templates read once per send, the last few kept (a worker runs one send at a time). */
const compiled = new Map<string, ReturnType<typeof compileVersions>>();
function renderer(sendId: string, template: TemplateVersions) {
  let render = compiled.get(sendId);
  if (!render) {
    render = compileVersions(template);
    compiled.set(sendId, render);
    if (compiled.size > 8) compiled.delete(compiled.keys().next().value!);
  }
  return render;
}

/** How many recipients one batch takes, fewer as the template grows. */
export const batchSize = (template: { subject: string; body: string }) =>
  Math.max(
    1,
    Math.min(
      BATCH_MAX,
      Math.floor(BATCH_CHARACTERS / (template.subject.length + template.body.length)),
    ),
  );

export async function bulkSendStep(db: Db, job: BackgroundJob): Promise<JobStep> {
  const payload = job.payload as unknown as BulkSendPayload;
  const [send] = await db
    .select({
      id: emailSends.id,
      companyId: emailSends.companyId,
      templateId: emailSends.templateId,
      jobId: emailSends.jobId,
      sentBy: emailSends.sentBy,
      subject: emailSends.subject,
      body: emailSends.body,
      subject_ar: emailSends.subjectAr,
      body_ar: emailSends.bodyAr,
      marketing: emailSends.marketing,
      status: emailSends.status,
    })
    .from(emailSends)
    .where(eq(emailSends.id, payload.send_id));
  if (send?.status !== 'sending') return { advanced: 0, finished: true };

  const claimed = rowsOf<{ candidate_id: string }>(
    await db.execute(sql`
      update email_send_recipients set claimed_until = now() + interval '5 minutes'
      where send_id = ${send.id} and candidate_id in (
        select candidate_id from email_send_recipients
        where send_id = ${send.id} and state = 'pending'
          and (claimed_until is null or claimed_until < now())
        order by position limit ${batchSize(send)}
        for update skip locked)
      returning candidate_id`),
  ).map((row) => row.candidate_id);
  if (!claimed.length) {
    const [{ n }] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from email_send_recipients
        where send_id = ${send.id} and state = 'pending'`),
    );
    return { advanced: 0, finished: n === 0 };
  }

  // The embedded database answers on this thread: between statements, what waits goes first.
  await nextTurn();
  // Read now, not when asked: an address changed since goes to the new one; a disabled account
  // or, for marketing, a candidate who unsubscribed since is left out.
  const found = await recipientsById(db, claimed, true);
  const left = send.marketing
    ? await unsubscribedAmong(
        db,
        send.companyId,
        found.map((r) => r.id),
      )
    : new Set<string>();
  await nextTurn();
  const reached = found.filter((r) => !left.has(r.id));
  const reachedIds = new Set(reached.map((r) => r.id));
  const skipped = claimed.filter((id) => !reachedIds.has(id));
  const template = { marketing: send.marketing, render: renderer(send.id, send) };
  const prepared = reached.map((r) =>
    prepare(payload.app_url, template, payload.company, payload.values, r, payload.with_response),
  );

  await nextTurn();
  const written = await db.transaction(async (tx) => {
    // Shared with other batches, exclusive with a stop: a stop waits for this batch, or this
    // batch sees the stop and writes nothing.
    const [current] = rowsOf<{ status: string }>(
      await tx.execute(sql`select status from email_sends where id = ${send.id} for share`),
    );
    if (current?.status !== 'sending') return null;
    const marked = rowsOf<{ candidate_id: string; state: string }>(
      await tx.execute(sql`
        update email_send_recipients
        set state = case when candidate_id = any(${pgArray(skipped)}::uuid[])
            then 'skipped' else 'done' end,
          claimed_until = null
        where send_id = ${send.id} and candidate_id = any(${pgArray(claimed)}::uuid[])
          and state = 'pending'
        returning candidate_id, state`),
    );
    const mine = new Set(marked.filter((r) => r.state === 'done').map((r) => r.candidate_id));
    const batch = prepared.filter((p) => mine.has(p.candidateId));
    const leftOut = marked.length - mine.size;
    if (leftOut) {
      await tx
        .update(emailSends)
        .set({
          recipients: sql`${emailSends.recipients} - ${leftOut}`,
          skipped: sql`${emailSends.skipped} + ${leftOut}`,
        })
        .where(eq(emailSends.id, send.id));
      await giveBackMonthly(tx, send.companyId, 'bulk_emails', leftOut);
    }
    await enqueueMails(
      tx,
      batch.map((p) => ({ ...p.message, id: p.outboxId })),
    );
    await recordMails(
      tx,
      {
        companyId: send.companyId,
        sendId: send.id,
        templateId: send.templateId,
        jobId: send.jobId,
        sentBy: send.sentBy,
        subjectOf: (p) => p.message.subject,
      },
      batch,
    );
    return marked.length;
  });
  // Stopped meanwhile: its job is over. Otherwise the next step looks for more.
  if (written === null) return { advanced: 0, finished: true };
  return { advanced: written, finished: false };
}
