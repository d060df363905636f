import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { SUBMISSION_LINK_DAYS, type SubmissionStatus } from '@logicareers/shared/talent-terms';
import type { Db } from '../../db/client';
import {
  applications,
  candidateComments,
  candidateProfiles,
  candidateSubmissions,
  companies,
  consultantFeedback,
  cvFolderCandidates,
  cvFolders,
  jobs,
  users,
} from '../../db/schema';
import { hashToken } from '../access/sessions';
import { jobIsLive, jobsOfCompany } from '../jobs/jobs.policy';

/*
 * The demo's recruiter workspace: folders of candidates for the consultancy and an employer, their
 * comments and feedback, and candidates the consultancy sent to a client, one in each state. It
 * uses whichever candidates exist, within decision 014: the consultancy's folders hold candidates
 * visible to it, the employer's those visible to all or who applied to it.
 */

const DAY = 86_400_000;
const STATES: SubmissionStatus[] = [
  'sent',
  'viewed',
  'interested',
  'interview_requested',
  'rejected',
];

/** A company user of the demo, who writes in their company's workspace. */
type Seat = { id: string; companyId: number };
/** The demo's candidates each company may hold in its workspace (decision 014). */
type Reach = { forConsultancy: string[]; forEmployer: string[] };

async function userByEmail(db: Db, email: string): Promise<Seat> {
  const [row] = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.email, email));
  if (!row?.companyId) throw new Error(`demo workspace: no company user ${email}`);
  return { id: row.id, companyId: row.companyId };
}

/**
 * The candidates the demo's workspace uses, by who may hold them: the consultancy those visible to
 * it, the employer those visible to all or who applied to it. Null when there are too few.
 */
async function demoReach(db: Db, employer: Seat): Promise<Reach | null> {
  const candidates = await db
    .select({ id: users.id, visibility: candidateProfiles.visibility })
    .from(users)
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(and(eq(users.role, 'candidate'), ne(users.status, 'disabled')))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(400);
  if (candidates.length < 4) return null;
  // Some of the demo's first candidates let every employer find them.
  const toAll = candidates.filter((_, i) => i % 3 === 1).map((c) => c.id);
  await db
    .update(candidateProfiles)
    .set({ visibility: 'all' })
    .where(
      and(
        inArray(candidateProfiles.userId, toAll),
        eq(candidateProfiles.visibility, 'consultancy'),
      ),
    );
  const visible = await db
    .select({ id: candidateProfiles.userId, visibility: candidateProfiles.visibility })
    .from(candidateProfiles)
    .where(
      inArray(
        candidateProfiles.userId,
        candidates.map((c) => c.id),
      ),
    );
  const forConsultancy = visible.filter((c) => c.visibility !== 'hidden').map((c) => c.id);
  const applied = await db
    .selectDistinct({ id: applications.candidateId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(jobsOfCompany(employer.companyId), ne(applications.status, 'withdrawn')));
  const forEmployer = [
    ...new Set([
      ...visible.filter((c) => c.visibility === 'all').map((c) => c.id),
      ...applied.map((a) => a.id),
    ]),
  ];
  return { forConsultancy, forEmployer };
}

/** Folders of candidates for the consultancy and the employer. */
async function seedFolders(db: Db, consultant: Seat, employer: Seat, reach: Reach) {
  const { forConsultancy, forEmployer } = reach;
  const folder = async (owner: Seat, name: string, members: string[]) => {
    const [row] = await db
      .insert(cvFolders)
      .values({ companyId: owner.companyId, name, createdBy: owner.id })
      .returning({ id: cvFolders.id });
    if (members.length)
      await db
        .insert(cvFolderCandidates)
        .values(
          members.map((candidateId) => ({ folderId: row.id, candidateId, addedBy: owner.id })),
        );
  };
  await folder(consultant, 'Forklift operators - Jebel Ali', forConsultancy.slice(0, 8));
  await folder(consultant, 'Reefer drivers - Dubai South', forConsultancy.slice(8, 14));
  await folder(consultant, 'Warehouse supervisors', forConsultancy.slice(2, 7));
  await folder(employer, 'Night shift shortlist', forEmployer.slice(0, 5));
  await folder(employer, 'Call back in spring', forEmployer.slice(5, 8));
}

/** The consultancy's and the employer's comments, and the consultancy's feedback. */
async function seedNotes(db: Db, consultant: Seat, employer: Seat, reach: Reach) {
  const { forConsultancy, forEmployer } = reach;
  const noted = forConsultancy.slice(0, 3);
  await db.insert(candidateComments).values([
    ...noted.map((candidateId, i) => ({
      candidateId,
      companyId: consultant.companyId,
      authorId: consultant.id,
      body: [
        'Called: available from next month, prefers day shifts.',
        'Holds a UAE heavy licence; wants to stay in Dubai.',
        'Good English and Hindi; asked about housing allowance.',
      ][i],
    })),
    ...forEmployer.slice(0, 2).map((candidateId) => ({
      candidateId,
      companyId: employer.companyId,
      authorId: employer.id,
      body: 'Worth a phone screen for the night shift.',
    })),
  ]);
  await db.insert(consultantFeedback).values(
    noted.map((candidateId, i) => ({
      candidateId,
      companyId: consultant.companyId,
      authorId: consultant.id,
      rating: 5 - i,
      fitRoles: ['Forklift lead, reach truck', 'Heavy truck driver', 'Inventory controller'][i],
      salaryDiscussed: 4_500 + i * 1_000,
      availability: ['Immediate', 'One month', 'Two weeks'][i],
      notes: 'Interviewed by phone.',
    })),
  );
}

/** Candidates the consultancy sent to a client it manages, one in each state. */
async function seedSubmissions(db: Db, consultant: Seat, forConsultancy: string[]) {
  // A client the consultancy manages, with a live job when it has one.
  const [client] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.kind, 'employer'),
        eq(companies.status, 'active'),
        eq(companies.managedById, consultant.companyId),
      ),
    )
    .orderBy(asc(companies.id))
    .limit(1);
  if (!client) return;
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(jobsOfCompany(client.id), jobIsLive()))
    .orderBy(asc(jobs.id))
    .limit(1);
  const now = Date.now();
  await db.insert(candidateSubmissions).values(
    STATES.map((status, i) => {
      const sentAt = new Date(now - (i + 1) * 2 * DAY);
      const viewed = status !== 'sent';
      const answered = viewed && status !== 'viewed';
      return {
        consultancyId: consultant.companyId,
        clientId: client.id,
        jobId: i % 2 === 0 ? (job?.id ?? null) : null,
        candidateId: forConsultancy[i % forConsultancy.length],
        sentBy: consultant.id,
        note: 'Experienced in bonded warehouses; can start within a month.',
        shareContact: i % 2 === 1,
        // Nobody holds the links of demo submissions: their tokens are thrown away.
        tokenHash: hashToken(randomBytes(32).toString('base64url')),
        status,
        clientNote:
          status === 'rejected'
            ? 'We need someone with a heavy licence.'
            : status === 'interview_requested'
              ? 'Could they come on Tuesday morning?'
              : '',
        viewedAt: viewed ? new Date(sentAt.getTime() + DAY / 2) : null,
        answeredAt: answered ? new Date(sentAt.getTime() + DAY) : null,
        expiresAt: new Date(sentAt.getTime() + SUBMISSION_LINK_DAYS * DAY),
        createdAt: sentAt,
      };
    }),
  );
}

export async function seedDemoWorkspace(
  db: Db,
  accounts: { consultancyEmail: string; employerEmail: string },
) {
  const consultant = await userByEmail(db, accounts.consultancyEmail);
  const employer = await userByEmail(db, accounts.employerEmail);
  const reach = await demoReach(db, employer);
  if (!reach) return;
  await seedFolders(db, consultant, employer, reach);
  await seedNotes(db, consultant, employer, reach);
  await seedSubmissions(db, consultant, reach.forConsultancy);
}
