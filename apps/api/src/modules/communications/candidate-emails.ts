import { REFUSED } from '@logicareers/shared/messages';
import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TCandidateEmailPage } from '@logicareers/shared/schemas/communications';
import type { Db } from '../../db/client';
import { candidateEmails, emailTemplates, jobs, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { readPage } from '../../lib/paging';
import type { SessionUser } from '../access/sessions';
import { disclosedAmong, REDACTED, redactText } from '../talent/disclosure';
import { companyOf } from '../talent/workspace.access';
import { recipientsOf } from './recipients';
import { fullName } from '../../lib/names';

const sender = alias(users, 'sender');

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
  return readPage(
    query,
    {
      rows: db
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
        .orderBy(desc(e.createdAt), desc(e.id)),
      total: db.select({ total: count() }).from(e).where(where),
    },
    (rows) =>
      rows.map((row) => ({
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
  );
}
