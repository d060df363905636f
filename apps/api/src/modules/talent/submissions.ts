import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TPage } from '@logicareers/shared/schemas/common';
import type {
  TSubmission,
  TSubmissionClient,
  ZInviteRequest,
  ZSubmissionListQuery,
  ZSubmissionRequest,
} from '@logicareers/shared/schemas/talent';
import {
  CLIENT_CV_MESSAGES,
  type TSubmissionLink,
} from '@logicareers/shared/schemas/client-submissions';
import { countedMessage } from '@logicareers/shared/counted-messages';
import { paths } from '@logicareers/shared/pages';
import { SUBMISSION_LINK_DAYS } from '@logicareers/shared/talent-terms';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { candidateSubmissions, companies, jobs, users } from '../../db/schema';
import { AppError, invalid, notFound } from '../../lib/errors';
import { readPage } from '../../lib/paging';
import { hashToken } from '../access/sessions';
import type { SessionUser } from '../access/sessions';
import { jobIsLive, jobsOfCompany, manageableJobs } from '../jobs/jobs.policy';
import { enqueueMail, type MailMessage } from '../mail/outbox';
import { initialsOf } from './disclosure';
import { talentMails } from './talent.mails';
import { assertMayOpenAll, companyOf, consultancyOf, nameContains } from './workspace.access';
import { fullName } from '../../lib/names';

/*
 * Candidates the consultancy sends to its clients (decision 014): one row per candidate with a link
 * token kept only as its SHA-256 hash, e-mailed to every active user of the client; the client
 * answers on a page without signing in (client-cv.ts). And invitations to apply, e-mailed to
 * candidates.
 */

export { CLIENT_CV_MESSAGES };
const M = CLIENT_CV_MESSAGES;

const newLinkToken = () => randomBytes(32).toString('base64url');

/** The clients a user may send to: active employers their consultancy manages (any, for admins). */
function clientsOf(user: SessionUser): SQL {
  const managed = user.permissions.has('jobs.manage_any')
    ? sql`true`
    : eq(companies.managedById, companyOf(user));
  return and(eq(companies.kind, 'employer'), eq(companies.status, 'active'), managed)!;
}

export async function listClients(
  db: Db,
  user: SessionUser,
  q: string | undefined,
): Promise<TSubmissionClient[]> {
  consultancyOf(user);
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(clientsOf(user), nameContains(companies.name, q)))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
    .limit(100);
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const live = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      client: sql<number>`coalesce(${jobs.clientCompanyId}, ${jobs.companyId})`,
    })
    .from(jobs)
    .where(and(or(inArray(jobs.companyId, ids), inArray(jobs.clientCompanyId, ids)), jobIsLive()))
    .orderBy(asc(jobs.title), asc(jobs.id));
  return rows.map((row) => ({
    ...row,
    jobs: live
      .filter((job) => Number(job.client) === row.id)
      .map(({ id, title }) => ({ id, title })),
  }));
}

/* ---------- Listing ---------- */

const sender = alias(users, 'sender');
const answerer = alias(users, 'answerer');
const candidate = alias(users, 'candidate');
const client = alias(companies, 'client');

const submissionColumns = {
  id: candidateSubmissions.id,
  status: candidateSubmissions.status,
  candidate_id: candidate.id,
  candidate_first: candidate.firstName,
  candidate_last: candidate.lastName,
  client_id: client.id,
  client_name: client.name,
  job_id: jobs.id,
  job_title: jobs.title,
  note: candidateSubmissions.note,
  share_contact: candidateSubmissions.shareContact,
  client_note: candidateSubmissions.clientNote,
  sender_first: sender.firstName,
  sender_last: sender.lastName,
  sent_at: candidateSubmissions.createdAt,
  viewed_at: candidateSubmissions.viewedAt,
  answered_at: candidateSubmissions.answeredAt,
  answerer_first: answerer.firstName,
  answerer_last: answerer.lastName,
  expires_at: candidateSubmissions.expiresAt,
};

type SubmissionRow = {
  [K in keyof typeof submissionColumns]: (typeof submissionColumns)[K]['_']['data'] | null;
};

const toSubmission = (row: SubmissionRow): TSubmission => ({
  id: row.id!,
  status: row.status!,
  candidate: { id: row.candidate_id!, name: fullName(row.candidate_first!, row.candidate_last!) },
  client: { id: row.client_id!, name: row.client_name! },
  job: row.job_id === null ? null : { id: row.job_id, title: row.job_title! },
  note: row.note!,
  share_contact: row.share_contact!,
  client_note: row.client_note!,
  sent_by: row.sender_first === null ? null : fullName(row.sender_first, row.sender_last!),
  sent_at: row.sent_at!.toISOString(),
  viewed_at: row.viewed_at?.toISOString() ?? null,
  answered_at: row.answered_at?.toISOString() ?? null,
  answered_by:
    row.answerer_first === null ? null : fullName(row.answerer_first, row.answerer_last!),
  expires_at: row.expires_at!.toISOString(),
});

const selectSubmissions = (db: Db) =>
  db
    .select(submissionColumns)
    .from(candidateSubmissions)
    .innerJoin(candidate, eq(candidate.id, candidateSubmissions.candidateId))
    .innerJoin(client, eq(client.id, candidateSubmissions.clientId))
    .leftJoin(jobs, eq(jobs.id, candidateSubmissions.jobId))
    .leftJoin(sender, eq(sender.id, candidateSubmissions.sentBy))
    .leftJoin(answerer, eq(answerer.id, candidateSubmissions.answeredBy));

/** The consultancy's submissions, newest first. */
export async function listSubmissions(
  db: Db,
  user: SessionUser,
  query: Pick<z.output<typeof ZSubmissionListQuery>, 'page' | 'page_size'> &
    Partial<Pick<z.output<typeof ZSubmissionListQuery>, 'candidate_id' | 'client_id' | 'status'>>,
): Promise<TPage<TSubmission>> {
  const consultancy = consultancyOf(user);
  const s = candidateSubmissions;
  // A malformed candidate id (null) matches nothing, as an unknown one.
  const where = and(
    eq(s.consultancyId, consultancy),
    query.candidate_id === undefined
      ? undefined
      : query.candidate_id === null
        ? sql`false`
        : eq(s.candidateId, query.candidate_id),
    query.client_id?.length ? inArray(s.clientId, query.client_id) : undefined,
    query.status?.length ? inArray(s.status, query.status) : undefined,
  );
  return readPage(
    query,
    {
      rows: selectSubmissions(db).where(where).orderBy(desc(s.createdAt), desc(s.id)),
      total: db.select({ total: count() }).from(s).where(where),
    },
    (rows) => rows.map(toSubmission),
  );
}

/* ---------- Sending ---------- */

/** Queues to each person the e-mail written for them, in the change that causes it. */
async function mailEach<Person>(tx: Db, people: Person[], write: (person: Person) => MailMessage) {
  for (const person of people) await enqueueMail(tx, write(person));
}

/**
 * Sends candidates to a client: one submission each, and one e-mail to every active user of the
 * client listing the candidates with their links. A candidate already sent to the client for the
 * same job, whose link is still open and who was not turned down, is refused (409).
 */
export async function sendCandidates(
  ctx: AppContext,
  user: SessionUser,
  input: z.output<typeof ZSubmissionRequest>,
): Promise<TSubmission[]> {
  const { db } = ctx;
  const consultancy = consultancyOf(user);
  const ids = await assertMayOpenAll(db, user, input.candidate_ids);
  const [target] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, input.client_id), clientsOf(user)));
  if (!target) throw invalid({ client_id: M.clientUnknown });
  let jobTitle: string | null = null;
  if (input.job_id !== null) {
    const [job] = await db
      .select({ title: jobs.title })
      .from(jobs)
      .where(and(eq(jobs.id, input.job_id), jobsOfCompany(target.id), jobIsLive()));
    if (!job) throw invalid({ job_id: M.jobUnknown });
    jobTitle = job.title;
  }
  const s = candidateSubmissions;
  const open = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(s)
    .innerJoin(users, eq(users.id, s.candidateId))
    .where(
      and(
        eq(s.consultancyId, consultancy),
        eq(s.clientId, target.id),
        inArray(s.candidateId, ids),
        sql`${s.jobId} is not distinct from ${input.job_id}`,
        gt(s.expiresAt, new Date()),
        ne(s.status, 'rejected'),
      ),
    );
  if (open.length) {
    const names = open.map((row) => fullName(row.first, row.last)).join(', ');
    throw AppError.counted(
      'CONFLICT',
      countedMessage(jobTitle ? 'alreadySentForJob' : 'alreadySent', {
        count: open.length,
        names,
        client: target.name,
      }),
    );
  }
  const [consultancyRow] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, consultancy));
  const people = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  const nameOf = new Map(people.map((p) => [p.id, fullName(p.first, p.last)]));
  const initialsOfName = (id: string) => {
    const person = people.find((p) => p.id === id)!;
    return initialsOf(person.first, person.last);
  };
  const recipients = await db
    .select({ email: users.email, first: users.firstName, language: users.language })
    .from(users)
    .where(and(eq(users.companyId, target.id), eq(users.status, 'active')));
  const expiresAt = new Date(Date.now() + SUBMISSION_LINK_DAYS * 86_400_000);
  const sent = ids.map((candidateId) => ({ candidateId, token: newLinkToken() }));
  const created = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(s)
      .values(
        sent.map(({ candidateId, token }) => ({
          consultancyId: consultancy,
          clientId: target.id,
          jobId: input.job_id,
          candidateId,
          sentBy: user.id,
          note: input.note,
          shareContact: input.share_contact,
          tokenHash: hashToken(token),
          expiresAt,
        })),
      )
      .returning({ id: s.id });
    await mailEach(tx, recipients, (recipient) =>
      talentMails.candidatesSent({
        to: recipient.email,
        locale: recipient.language,
        firstName: recipient.first,
        consultancy: consultancyRow.name,
        client: target.name,
        jobTitle,
        note: input.note,
        candidates: sent.map(({ candidateId, token }) => ({
          id: candidateId,
          // Without contact details, the client learns the name from the consultancy (033).
          name: input.share_contact ? nameOf.get(candidateId)! : initialsOfName(candidateId),
          token,
        })),
        appUrl: ctx.env.APP_URL,
      }),
    );
    return rows.map((row) => row.id);
  });
  const rows = await selectSubmissions(db)
    .where(inArray(s.id, created))
    .orderBy(desc(s.createdAt), desc(s.id));
  return rows.map(toSubmission);
}

/**
 * Withdraws a link the consultancy sent: it stops working at once (it expires now) and answers as
 * an expired one. Another consultancy's submission, or a link no longer open, answers 404.
 */
export async function revokeSubmission(
  db: Db,
  user: SessionUser,
  id: string | null,
): Promise<TSubmission> {
  const consultancy = consultancyOf(user);
  const s = candidateSubmissions;
  const [row] = id
    ? await db
        .update(s)
        .set({ expiresAt: new Date() })
        .where(and(eq(s.id, id), eq(s.consultancyId, consultancy), gt(s.expiresAt, new Date())))
        .returning({ id: s.id })
    : [];
  if (!row) throw notFound(M.notOpen);
  const [revoked] = await selectSubmissions(db).where(eq(s.id, row.id));
  return toSubmission(revoked);
}

/**
 * A fresh link to a sent candidate, for the consultancy to pass on to the client: links are kept
 * only as their hash, so the e-mailed one cannot be shown again; the new one replaces it (the
 * e-mailed link stops working) and works until the same day. Another consultancy's submission,
 * or a link no longer open, answers 404.
 */
export async function renewSubmissionLink(
  ctx: AppContext,
  user: SessionUser,
  id: string | null,
): Promise<TSubmissionLink> {
  const consultancy = consultancyOf(user);
  const s = candidateSubmissions;
  const token = newLinkToken();
  const [row] = id
    ? await ctx.db
        .update(s)
        .set({ tokenHash: hashToken(token) })
        .where(and(eq(s.id, id), eq(s.consultancyId, consultancy), gt(s.expiresAt, new Date())))
        .returning({ expiresAt: s.expiresAt })
    : [];
  if (!row) throw notFound(M.notOpen);
  return {
    url: `${ctx.env.APP_URL}${paths.clientCv(token)}`,
    expires_at: row.expiresAt.toISOString(),
  };
}

/* ---------- Inviting to apply ---------- */

/** E-mails candidates an invitation to apply for one of the user's live jobs. */
export async function inviteToApply(
  ctx: AppContext,
  user: SessionUser,
  input: z.output<typeof ZInviteRequest>,
): Promise<number> {
  const { db } = ctx;
  const ids = await assertMayOpenAll(db, user, input.candidate_ids);
  const owner = alias(companies, 'owner');
  const [job] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      company: sql<string>`coalesce(${client.name}, ${owner.name})`,
    })
    .from(jobs)
    .innerJoin(owner, eq(owner.id, jobs.companyId))
    .leftJoin(client, eq(client.id, jobs.clientCompanyId))
    .where(and(eq(jobs.id, input.job_id), manageableJobs(user), jobIsLive()));
  if (!job) throw invalid({ job_id: M.inviteJobUnknown });
  const people = await db
    .select({ email: users.email, first: users.firstName, language: users.language })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.status, 'active')));
  await db.transaction((tx) =>
    mailEach(tx, people, (person) =>
      talentMails.jobInvitation({
        to: person.email,
        firstName: person.first,
        company: job.company,
        jobTitle: job.title,
        jobId: job.id,
        note: input.note,
        appUrl: ctx.env.APP_URL,
        locale: person.language,
      }),
    ),
  );
  return people.length;
}
