import { and, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  BULK_SEND_MAX,
  COMMUNICATION_MESSAGES,
  type TEmailSend,
  type ZBulkSendRequest,
} from '@logicareers/shared/schemas/communications';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  candidateEmails,
  emailSendRecipients,
  emailSends,
  emailTemplates,
  jobs,
  users,
} from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { invalid, notFound } from '../../lib/errors';
import type { SessionUser } from '../access/sessions';
import { cancelJobs, enqueueJob } from '../background-jobs/background-jobs';
import { cancelMail } from '../mail/outbox';
import { giveBackMonthly, spendMonthly } from '../plans/entitlements';
import { companyOf } from '../talent/workspace.access';
import type { TagValues } from './merge-tags';
import { reachable, recipientsOf } from './recipients';
import { fullName } from '../../lib/names';
import { INSERT_CHUNK, startTemplateSend } from './sending';
import { jobValues } from './tag-values';

/*
 * A bulk send: one template to many candidates, queued with its recipients for the worker to write
 * their mails in batches (bulk-send-job.ts, decision 032); its progress, and stopping it.
 */

const M = COMMUNICATION_MESSAGES;

/** The kind of background job that writes a bulk send's mails. */
export const BULK_SEND_JOB = 'bulk_email';

/** What the worker needs to write a bulk send's mails, fixed when the send is asked for. */
export interface BulkSendPayload {
  send_id: string;
  app_url: string;
  company: string;
  values: TagValues;
  with_response: boolean;
}

/**
 * One template to many candidates, queued: the request checks the template, the recipients and
 * the plan's allowance, and writes an email_sends row, its recipients and a background job in one
 * transaction; it renders nothing. The worker writes the mails (bulk-send-job.ts).
 */
export async function sendBulk(
  ctx: AppContext,
  user: SessionUser,
  input: z.output<typeof ZBulkSendRequest>,
): Promise<TEmailSend> {
  const { db } = ctx;
  const { template, needs, sender } = await startTemplateSend(db, user, input.template_id);
  if (needs.interview) throw invalid({ interview_id: M.interviewInBulk });
  const job = await jobValues(ctx, user, input.job_id, needs.job);
  const all = await recipientsOf(db, user, input);
  if (!all.length) throw invalid({ candidate_ids: M.noRecipients });
  if (all.length > BULK_SEND_MAX) throw invalid({ candidate_ids: M.tooManyRecipients });
  const { left, reached } = await reachable(db, sender.companyId, all, template.marketing);
  const sendId = await db.transaction(async (tx) => {
    // Each e-mail of a bulk send is one of the plan's e-mails this month, all or none; those a
    // stop leaves unsent are given back.
    await spendMonthly(tx, sender.companyId, 'bulk_emails', reached.length);
    const [send] = await tx
      .insert(emailSends)
      .values({
        companyId: sender.companyId,
        templateId: template.id,
        jobId: job?.id ?? null,
        sentBy: user.id,
        subject: template.subject,
        body: template.body,
        subjectAr: template.subject_ar,
        bodyAr: template.body_ar,
        marketing: template.marketing,
        recipients: reached.length,
        skipped: left.size,
        status: reached.length ? 'sending' : 'done',
      })
      .returning({ id: emailSends.id });
    for (let i = 0; i < reached.length; i += INSERT_CHUNK) {
      await tx
        .insert(emailSendRecipients)
        .values(
          reached
            .slice(i, i + INSERT_CHUNK)
            .map((r, j) => ({ sendId: send.id, candidateId: r.id, position: i + j })),
        );
    }
    const payload: BulkSendPayload = {
      send_id: send.id,
      app_url: ctx.env.APP_URL,
      company: sender.company,
      values: { ...sender.values, ...job?.values },
      with_response: needs.response,
    };
    await enqueueJob(tx, {
      kind: BULK_SEND_JOB,
      companyId: sender.companyId,
      createdBy: user.id,
      total: reached.length,
      payload: { ...payload },
    });
    return send.id;
  });
  return sendProgress(db, user, sendId);
}

/* ---------- A bulk send's progress ---------- */

const sender = alias(users, 'sender');

/** A bulk send of the company with its mails counted by delivery; 404 for another company's. */
export async function sendProgress(
  db: Db,
  user: SessionUser,
  id: string | null,
): Promise<TEmailSend> {
  const companyId = companyOf(user);
  if (id === null) throw notFound(M.sendNotFound);
  const [send] = await db
    .select({
      id: emailSends.id,
      template: emailTemplates.name,
      subject: emailSends.subject,
      marketing: emailSends.marketing,
      first: sender.firstName,
      last: sender.lastName,
      jobId: jobs.id,
      jobTitle: jobs.title,
      recipients: emailSends.recipients,
      skipped: emailSends.skipped,
      status: emailSends.status,
      createdAt: emailSends.createdAt,
      stoppedAt: emailSends.stoppedAt,
    })
    .from(emailSends)
    .leftJoin(emailTemplates, eq(emailTemplates.id, emailSends.templateId))
    .leftJoin(sender, eq(sender.id, emailSends.sentBy))
    .leftJoin(jobs, eq(jobs.id, emailSends.jobId))
    .where(and(eq(emailSends.id, id), eq(emailSends.companyId, companyId)));
  if (!send) throw notFound(M.sendNotFound);
  const counts = await db
    .select({ status: candidateEmails.status, n: count() })
    .from(candidateEmails)
    .where(eq(candidateEmails.sendId, send.id))
    .groupBy(candidateEmails.status);
  const waiting = await db
    .select({ state: emailSendRecipients.state, n: count() })
    .from(emailSendRecipients)
    .where(
      and(
        eq(emailSendRecipients.sendId, send.id),
        sql`${emailSendRecipients.state} in ('pending', 'cancelled')`,
      ),
    )
    .groupBy(emailSendRecipients.state);
  const of = (status: string) => Number(counts.find((c) => c.status === status)?.n ?? 0);
  const unwritten = (state: string) => Number(waiting.find((w) => w.state === state)?.n ?? 0);
  const queued = of('queued');
  const preparing = unwritten('pending');
  // A send is done once none of its mails waits to be written or sent: read from them, never
  // written by a read.
  const status =
    send.status === 'sending' && queued === 0 && preparing === 0 ? 'done' : send.status;
  return {
    id: send.id,
    template: send.template,
    subject: send.subject,
    marketing: send.marketing,
    sent_by: send.first === null ? null : fullName(send.first, send.last!),
    job: send.jobId === null ? null : { id: send.jobId, title: send.jobTitle! },
    recipients: send.recipients,
    preparing,
    queued,
    sent: of('sent'),
    failed: of('failed'),
    cancelled: of('cancelled') + unwritten('cancelled'),
    skipped: send.skipped,
    status,
    created_at: send.createdAt.toISOString(),
    stopped_at: send.stoppedAt?.toISOString() ?? null,
  };
}

/**
 * Stops a bulk send: the recipients whose mail is not written yet and the mails not yet being sent
 * are cancelled and never leave, and the plan's allowance they held is given back.
 */
export async function stopSend(db: Db, user: SessionUser, id: string | null) {
  const send = await sendProgress(db, user, id);
  if (send.status === 'sending') {
    await db.transaction(async (tx) => {
      // The send's row first: a worker writing a batch holds it shared, so a stop waits for that
      // batch and then cancels its mails with the rest.
      const [stopping] = await tx
        .update(emailSends)
        .set({ status: 'stopped', stoppedAt: new Date() })
        .where(and(eq(emailSends.id, send.id), eq(emailSends.status, 'sending')))
        .returning({ companyId: emailSends.companyId });
      if (!stopping) return;
      const unwritten = rowsOf<{ n: number }>(
        await tx.execute(sql`
          with cancelled as (
            update ${emailSendRecipients} set state = 'cancelled', claimed_until = null
            where send_id = ${send.id} and state = 'pending' returning 1)
          select count(*)::int as n from cancelled`),
      )[0].n;
      const unsent = await cancelMail(
        tx,
        sql`(select ${candidateEmails.outboxId} from ${candidateEmails} where ${candidateEmails.sendId} = ${send.id})`,
      );
      await cancelJobs(tx, BULK_SEND_JOB, 'send_id', send.id);
      await giveBackMonthly(tx, stopping.companyId, 'bulk_emails', unwritten + unsent);
    });
  }
  return sendProgress(db, user, send.id);
}
