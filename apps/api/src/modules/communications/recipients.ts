import type { SiteLanguage } from '@logicareers/shared/languages';
import { REFUSED } from '@logicareers/shared/messages';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COMMUNICATION_MESSAGES,
  type ZBulkSendRequest,
} from '@logicareers/shared/schemas/communications';
import type { Db } from '../../db/client';
import {
  applications,
  candidateProfiles,
  cvFolderCandidates,
  cvFolders,
  emailUnsubscribes,
  jobs,
  users,
} from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import { pgArray } from '../../lib/pg-array';
import type { SessionUser } from '../access/sessions';
import { manageableJobs } from '../jobs/jobs.policy';
import { disclosedAmong, initialsOf, redactText } from '../talent/disclosure';
import { openableBy } from '../talent/talent.policy';
import { companyOf, openableAmong } from '../talent/workspace.access';

/* Whom a send reaches: the candidates chosen, a CV folder's, a job's applicants; the unsubscribed. */

const M = COMMUNICATION_MESSAGES;

export interface Recipient {
  id: string;
  email: string;
  first: string;
  last: string;
  headline: string;
  /** The language of the candidate's e-mails (the one saved on the account). */
  language: SiteLanguage;
}

export type Sources = Pick<
  z.output<typeof ZBulkSendRequest>,
  'candidate_ids' | 'folder_id' | 'applicants_job_id'
>;

/**
 * The candidates of a send, each once: those chosen (every one the user may open, or 404 naming
 * none), a CV folder's and a job's applicants (those the user may still open). Answers their
 * addresses and names, in the order chosen.
 */
export async function recipientsOf(
  db: Db,
  user: SessionUser,
  sources: Sources,
): Promise<Recipient[]> {
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
      language: users.language,
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

/**
 * Those of `all` a send reaches: a marketing mail leaves out those who stopped the company's
 * marketing mails (`left`).
 */
export async function reachable(db: Db, companyId: number, all: Recipient[], marketing: boolean) {
  const left = marketing
    ? await unsubscribedAmong(
        db,
        companyId,
        all.map((r) => r.id),
      )
    : new Set<string>();
  return { left, reached: all.filter((r) => !left.has(r.id)) };
}

/** The recipient as the user may see them (decision 033): initials until disclosed. */
export async function asShown(db: Db, user: SessionUser, r: Recipient): Promise<Recipient> {
  if ((await disclosedAmong(db, user, [r.id])).has(r.id)) return r;
  const [first, last] = initialsOf(r.first, r.last).split(' ');
  return {
    id: r.id,
    email: '',
    first: first ?? '',
    last: last ?? '',
    headline: redactText(r.headline, [r.first, r.last]),
    language: r.language,
  };
}
