import { REFUSED } from '@logicareers/shared/messages';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { paths } from '@logicareers/shared/pages';
import {
  BULK_SEND_MAX,
  COMMUNICATION_MESSAGES,
  EMAIL_RESPONSE_LINK_DAYS,
  type TCandidateEmail,
  type TCandidateEmailPage,
  type TEmailPreview,
  type TEmailSend,
  type ZBulkSendRequest,
  type ZEmailPreviewRequest,
  type ZSendSingleRequest,
} from '@logicareers/shared/schemas/communications';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  applications,
  candidateEmails,
  candidateProfiles,
  companies,
  cvFolderCandidates,
  cvFolders,
  emailSendRecipients,
  emailSends,
  emailTemplates,
  emailUnsubscribes,
  interviews,
  jobs,
  users,
} from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { AppError, invalid, notFound } from '../../lib/errors';
import { pgArray } from '../../lib/pg-array';
import { hashToken, type SessionUser } from '../access/sessions';
import { cancelJobs, enqueueJob } from '../background-jobs/background-jobs';
import { manageableJobs } from '../jobs/jobs.policy';
import { cancelMail, enqueueMails, toStoredMail, type MailMessage } from '../mail/outbox';
import { giveBackMonthly, spendMonthly } from '../plans/entitlements';
import { disclosedAmong, initialsOf, REDACTED, redactText } from '../talent/disclosure';
import { openableBy } from '../talent/talent.policy';
import { companyOf, openableAmong } from '../talent/workspace.access';
import { recruiterMail } from './communications.mails';
import { templateOf } from './email-templates';
import {
  compileTemplate,
  exampleValues,
  interviewPlace,
  needsOf,
  renderMail,
  type TagValues,
  uaeDateTime,
} from './merge-tags';

/*
 * Sending templates to candidates. Every mail is a candidate_emails row (who sent what to whom,
 * its text with links' tokens masked) tied to its outbox row, both written in one transaction; the
 * outbox row's delivery is copied onto it by a trigger. A bulk send is queued: the request checks
 * it and writes its recipients, and the worker writes their mails in batches (bulk-send-job.ts,
 * decision 032); each candidate gets its mail at most once. Every mail to a candidate, one or
 * many, spends the plan's e-mail allowance.
 */

const M = COMMUNICATION_MESSAGES;
const newToken = () => randomBytes(32).toString('base64url');
const fullName = (first: string, last: string) => `${first} ${last}`.trim();
/** Rows of candidate_emails written per statement (15 columns, well under the parameter limit). */
const INSERT_CHUNK = 1_000;

export interface Recipient {
  id: string;
  email: string;
  first: string;
  last: string;
  headline: string;
}

/* ---------- What fills the tags ---------- */

async function senderValues(db: Db, user: SessionUser) {
  const companyId = companyOf(user);
  const [row] = await db
    .select({ first: users.firstName, last: users.lastName, company: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, companyId))
    .where(eq(users.id, user.id));
  return {
    companyId,
    company: row.company,
    values: {
      'company.name': row.company,
      'recruiter.name': fullName(row.first, row.last),
      'recruiter.email': user.email,
    } satisfies TagValues,
  };
}

/** A job the user manages, for the job tags and to file the mail under. */
async function jobValues(
  ctx: AppContext,
  user: SessionUser,
  jobId: number | null,
  needed: boolean,
) {
  if (jobId === null) {
    if (needed) throw invalid({ job_id: M.jobNeeded });
    return null;
  }
  const [job] = await ctx.db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), manageableJobs(user)));
  if (!job) throw invalid({ job_id: M.jobUnknown });
  return {
    id: job.id,
    values: {
      'job.title': job.title,
      'job.link': `${ctx.env.APP_URL}${paths.jobView(job.id)}`,
    } satisfies TagValues,
  };
}

/** The candidate's interview with the company, for the interview tags. */
async function interviewValues(
  db: Db,
  companyId: number,
  candidateId: string,
  interviewId: string | null,
  needed: boolean,
): Promise<TagValues | null> {
  if (interviewId === null) {
    if (needed) throw invalid({ interview_id: M.interviewNeeded });
    return null;
  }
  const [row] = await db
    .select({
      startsAt: interviews.startsAt,
      mode: interviews.mode,
      location: interviews.location,
      mapLink: interviews.mapLink,
      videoLink: interviews.videoLink,
      phone: interviews.phone,
    })
    .from(interviews)
    .where(
      and(
        eq(interviews.id, interviewId),
        eq(interviews.companyId, companyId),
        eq(interviews.candidateId, candidateId),
      ),
    );
  if (!row) throw invalid({ interview_id: M.interviewUnknown });
  return { 'interview.date': uaeDateTime(row.startsAt), 'interview.location': interviewPlace(row) };
}

export const candidateValues = (r: Recipient): TagValues => ({
  'candidate.first_name': r.first,
  'candidate.last_name': r.last,
  'candidate.full_name': fullName(r.first, r.last),
  'candidate.designation': r.headline,
});

/* ---------- Whom a send reaches ---------- */

type Sources = Pick<
  z.output<typeof ZBulkSendRequest>,
  'candidate_ids' | 'folder_id' | 'applicants_job_id'
>;

/**
 * The candidates of a send, each once: those chosen (every one the user may open, or 404 naming
 * none), a CV folder's and a job's applicants (those the user may still open). Answers their
 * addresses and names, in the order chosen.
 */
async function recipientsOf(db: Db, user: SessionUser, sources: Sources): Promise<Recipient[]> {
  const companyId = companyOf(user);
  const ids = new Set<string>();
  const chosen = [...new Set(sources.candidate_ids)];
  if (chosen.length) {
    const openable = await openableAmong(db, user, chosen);
    if (chosen.some((id) => !openable.has(id))) throw notFound(REFUSED.candidateNotFound);
    for (const id of chosen) ids.add(id);
  }
  if (sources.folder_id !== null) {
    const [folder] = await db
      .select({ id: cvFolders.id })
      .from(cvFolders)
      .where(and(eq(cvFolders.id, sources.folder_id), eq(cvFolders.companyId, companyId)));
    if (!folder) throw invalid({ folder_id: M.folderUnknown });
    const rows = await db
      .select({ id: cvFolderCandidates.candidateId })
      .from(cvFolderCandidates)
      .innerJoin(candidateProfiles, eq(candidateProfiles.userId, cvFolderCandidates.candidateId))
      .innerJoin(users, eq(users.id, cvFolderCandidates.candidateId))
      .where(
        and(
          eq(cvFolderCandidates.folderId, folder.id),
          ne(users.status, 'disabled'),
          openableBy(user),
        ),
      )
      .orderBy(desc(cvFolderCandidates.addedAt));
    for (const row of rows) ids.add(row.id);
  }
  if (sources.applicants_job_id !== null) {
    const [job] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, sources.applicants_job_id), manageableJobs(user)));
    if (!job) throw invalid({ applicants_job_id: M.jobUnknown });
    const rows = await db
      .select({ id: applications.candidateId })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.candidateId))
      .where(
        and(
          eq(applications.jobId, job.id),
          ne(applications.status, 'withdrawn'),
          ne(users.status, 'disabled'),
        ),
      )
      .orderBy(desc(applications.createdAt));
    for (const row of rows) ids.add(row.id);
  }
  if (!ids.size) return [];
  const rows = await recipientsById(db, [...ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...ids].flatMap((id) => byId.get(id) ?? []);
}

/** The candidates of `ids` as recipients, in no order; with `activeOnly`, disabled ones left out. */
export function recipientsById(db: Db, ids: string[], activeOnly = false): Promise<Recipient[]> {
  return db
    .select({
      id: users.id,
      email: users.email,
      first: users.firstName,
      last: users.lastName,
      headline: sql<string>`coalesce(${candidateProfiles.headline}, '')`,
    })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(
      and(
        sql`${users.id} = any(${pgArray(ids)}::uuid[])`,
        activeOnly ? ne(users.status, 'disabled') : undefined,
      ),
    );
}

/** Those of `ids` who stopped the company's marketing mails. */
export async function unsubscribedAmong(db: Db, companyId: number, ids: string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await db
    .select({ id: emailUnsubscribes.candidateId })
    .from(emailUnsubscribes)
    .where(
      and(
        eq(emailUnsubscribes.companyId, companyId),
        sql`${emailUnsubscribes.candidateId} = any(${pgArray(ids)}::uuid[])`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/* ---------- Preview ---------- */

/** The recipient as the user may see them (decision 033): initials until disclosed. */
async function asShown(db: Db, user: SessionUser, r: Recipient): Promise<Recipient> {
  if ((await disclosedAmong(db, user, [r.id])).has(r.id)) return r;
  const [first, last] = initialsOf(r.first, r.last).split(' ');
  return {
    id: r.id,
    email: '',
    first: first ?? '',
    last: last ?? '',
    headline: redactText(r.headline, [r.first, r.last]),
  };
}

/**
 * A subject and body rendered for the first recipient (the catalogue's examples without one, or
 * for tags nothing chosen fills yet), with how many the send would reach and leave out.
 */
export async function preview(
  ctx: AppContext,
  user: SessionUser,
  input: z.output<typeof ZEmailPreviewRequest>,
): Promise<TEmailPreview> {
  const { db } = ctx;
  const sender = await senderValues(db, user);
  const needs = needsOf(input.subject, input.body);
  const all = await recipientsOf(db, user, input);
  const left = input.marketing
    ? await unsubscribedAmong(
        db,
        sender.companyId,
        all.map((r) => r.id),
      )
    : new Set<string>();
  const reached = all.filter((r) => !left.has(r.id));
  const chosen = reached[0] ?? all[0] ?? null;
  // Rendered as the user may see the candidate: initials until the company opened them (033).
  const first = chosen && (await asShown(db, user, chosen));
  const job = await jobValues(ctx, user, input.job_id, false);
  const interview =
    first && input.interview_id !== null
      ? await interviewValues(db, sender.companyId, first.id, input.interview_id, false)
      : null;
  const values: TagValues = {
    ...exampleValues(),
    // Each mail gets its own link; the preview shows where it leads.
    'response.link': `${ctx.env.APP_URL}${paths.emailResponse('personal-link-of-each-candidate')}`,
    ...sender.values,
    ...(first ? candidateValues(first) : {}),
    ...job?.values,
    ...interview,
  };
  return {
    ...renderMail(input, values),
    candidate: first && { id: first.id, name: fullName(first.first, first.last) },
    recipients: reached.length,
    skipped: left.size,
    needs: { job: needs.job, interview: needs.interview },
  };
}

/* ---------- Sending ---------- */

export interface Prepared {
  outboxId: string;
  candidateId: string;
  message: MailMessage;
  maskedText: string;
  responseTokenHash: string | null;
  unsubscribeTokenHash: string | null;
}

/** One candidate's mail, its tags filled (by the template read once) and its links' tokens made. */
export function prepare(
  appUrl: string,
  template: { marketing: boolean; render: ReturnType<typeof compileTemplate> },
  company: string,
  values: TagValues,
  recipient: Recipient,
  withResponse: boolean,
): Prepared {
  const responseToken = withResponse ? newToken() : null;
  const unsubscribeToken = template.marketing ? newToken() : null;
  const rendered = template.render({
    ...values,
    ...candidateValues(recipient),
    ...(responseToken ? { 'response.link': `${appUrl}${paths.emailResponse(responseToken)}` } : {}),
  });
  const message = recruiterMail({
    to: recipient.email,
    ...rendered,
    company,
    appUrl,
    responseToken,
    unsubscribeToken,
  });
  return {
    outboxId: randomUUID(),
    candidateId: recipient.id,
    message,
    maskedText: toStoredMail(message).text,
    responseTokenHash: responseToken && hashToken(responseToken),
    unsubscribeTokenHash: unsubscribeToken && hashToken(unsubscribeToken),
  };
}

/** The candidate_emails rows of prepared mails, a chunk at a time. */
export async function recordMails(
  tx: Db,
  common: {
    companyId: number;
    sendId: string | null;
    templateId: number | null;
    jobId: number | null;
    sentBy: string | null;
    subjectOf: (p: Prepared) => string;
  },
  prepared: Prepared[],
) {
  const expiresAt = new Date(Date.now() + EMAIL_RESPONSE_LINK_DAYS * 86_400_000);
  for (let i = 0; i < prepared.length; i += INSERT_CHUNK) {
    await tx.insert(candidateEmails).values(
      prepared.slice(i, i + INSERT_CHUNK).map((p) => ({
        companyId: common.companyId,
        candidateId: p.candidateId,
        sendId: common.sendId,
        outboxId: p.outboxId,
        templateId: common.templateId,
        jobId: common.jobId,
        sentBy: common.sentBy,
        toAddress: p.message.to,
        subject: common.subjectOf(p),
        text: p.maskedText,
        responseTokenHash: p.responseTokenHash,
        responseExpiresAt: p.responseTokenHash ? expiresAt : null,
        unsubscribeTokenHash: p.unsubscribeTokenHash,
      })),
    );
  }
}

/** One e-mail to one candidate the user may open; answers it as the candidate's list shows it. */
export async function sendSingle(
  ctx: AppContext,
  user: SessionUser,
  input: z.output<typeof ZSendSingleRequest>,
): Promise<TCandidateEmail> {
  const { db } = ctx;
  const template = await templateOf(db, user, input.template_id);
  const needs = needsOf(template.subject, template.body);
  const sender = await senderValues(db, user);
  const [recipient] = await recipientsOf(db, user, {
    candidate_ids: [input.candidate_id],
    folder_id: null,
    applicants_job_id: null,
  });
  const job = await jobValues(ctx, user, input.job_id, needs.job);
  const interview = await interviewValues(
    db,
    sender.companyId,
    recipient.id,
    input.interview_id,
    needs.interview,
  );
  if (template.marketing) {
    const left = await unsubscribedAmong(db, sender.companyId, [recipient.id]);
    if (left.size) throw new AppError('CONFLICT', M.unsubscribed);
  }
  const prepared = prepare(
    ctx.env.APP_URL,
    { marketing: template.marketing, render: compileTemplate(template) },
    sender.company,
    { ...sender.values, ...job?.values, ...interview },
    recipient,
    needs.response,
  );
  await db.transaction(async (tx) => {
    // One e-mail is one of the plan's e-mails to candidates, as each of a bulk send's is.
    await spendMonthly(tx, sender.companyId, 'bulk_emails', 1);
    await enqueueMails(tx, [{ ...prepared.message, id: prepared.outboxId }]);
    await recordMails(
      tx,
      {
        companyId: sender.companyId,
        sendId: null,
        templateId: template.id,
        jobId: job?.id ?? null,
        sentBy: user.id,
        subjectOf: (p) => p.message.subject,
      },
      [prepared],
    );
  });
  const page = await listCandidateEmails(db, user, recipient.id, { page: 1, page_size: 1 });
  return page.items[0];
}

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
  const template = await templateOf(db, user, input.template_id);
  const needs = needsOf(template.subject, template.body);
  if (needs.interview) throw invalid({ interview_id: M.interviewInBulk });
  const sender = await senderValues(db, user);
  const job = await jobValues(ctx, user, input.job_id, needs.job);
  const all = await recipientsOf(db, user, input);
  if (!all.length) throw invalid({ candidate_ids: M.noRecipients });
  if (all.length > BULK_SEND_MAX) throw invalid({ candidate_ids: M.tooManyRecipients });
  const left = template.marketing
    ? await unsubscribedAmong(
        db,
        sender.companyId,
        all.map((r) => r.id),
      )
    : new Set<string>();
  const reached = all.filter((r) => !left.has(r.id));
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

/* ---------- The mails kept with a candidate ---------- */

/** The company's mails to a candidate the user may open, newest first. */
export async function listCandidateEmails(
  db: Db,
  user: SessionUser,
  candidateId: string | null,
  query: { page: number; page_size: number },
): Promise<TCandidateEmailPage> {
  const companyId = companyOf(user);
  if (candidateId === null) throw notFound(REFUSED.candidateNotFound);
  const [person] = await recipientsOf(db, user, {
    candidate_ids: [candidateId],
    folder_id: null,
    applicants_job_id: null,
  });
  // The mails carry the candidate's name and address: hidden until disclosed (decision 033).
  const disclosed = (await disclosedAmong(db, user, [candidateId])).has(candidateId);
  const shown = (text: string) =>
    disclosed ? text : redactText(text, [person.first, person.last]);
  const e = candidateEmails;
  const where = and(eq(e.companyId, companyId), eq(e.candidateId, candidateId));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(e).where(where),
    db
      .select({
        id: e.id,
        subject: e.subject,
        text: e.text,
        to: e.toAddress,
        first: sender.firstName,
        last: sender.lastName,
        template: emailTemplates.name,
        jobId: jobs.id,
        jobTitle: jobs.title,
        sendId: e.sendId,
        status: e.status,
        lastError: e.lastError,
        createdAt: e.createdAt,
        sentAt: e.sentAt,
      })
      .from(e)
      .leftJoin(sender, eq(sender.id, e.sentBy))
      .leftJoin(emailTemplates, eq(emailTemplates.id, e.templateId))
      .leftJoin(jobs, eq(jobs.id, e.jobId))
      .where(where)
      .orderBy(desc(e.createdAt), desc(e.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      subject: shown(row.subject),
      text: shown(row.text),
      to: disclosed ? row.to : REDACTED,
      sent_by: row.first === null ? null : fullName(row.first, row.last!),
      template: row.template,
      job: row.jobId === null ? null : { id: row.jobId, title: row.jobTitle! },
      send_id: row.sendId,
      status: row.status,
      last_error: row.lastError,
      created_at: row.createdAt.toISOString(),
      sent_at: row.sentAt?.toISOString() ?? null,
    })),
    total: Number(total),
    page: query.page,
    page_size: query.page_size,
  };
}
