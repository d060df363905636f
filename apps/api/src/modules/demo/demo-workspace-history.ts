import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import { SUBMISSION_LINK_DAYS, type SubmissionStatus } from '@logicareers/shared/talent-terms';
import type { Db } from '../../db/client';
import {
  candidateProfiles,
  candidateProfileViews,
  candidateSubmissions,
  companies,
  jobs,
  users,
} from '../../db/schema';
import { hashToken } from '../access/sessions';
import { seededRandom } from '../jobs/job-generator';

/*
 * The consultancy's months of work behind the demo: the candidates it sent to its clients each
 * week and how the clients answered, and the profiles its recruiters and the employers opened.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** How far back the history goes. */
const MONTHS = 6;

/** How clients answered, by weight; the newest submissions are often not answered yet. */
const ANSWERS: [number, SubmissionStatus][] = [
  [36, 'rejected'],
  [30, 'interested'],
  [24, 'interview_requested'],
  [10, 'viewed'],
];
const CLIENT_NOTES: Partial<Record<SubmissionStatus, string[]>> = {
  rejected: [
    'We need someone with a UAE heavy licence.',
    'Salary expectation is above our budget for this role.',
    'Good profile, but we have filled the role internally.',
  ],
  interested: [
    'Looks strong. Please share availability.',
    'We would like to know the notice period.',
  ],
  interview_requested: [
    'Could they come on Tuesday morning?',
    'Please arrange a video call this week.',
  ],
};

async function sendersOf(db: Db, consultancyId: number) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, consultancyId), ne(users.role, 'candidate')))
    .orderBy(asc(users.createdAt));
}

/** Roughly three submissions a week over the months, to the clients the consultancy manages. */
async function seedSubmissionHistory(db: Db, consultancyId: number, talent: string[]) {
  const random = seededRandom(4242);
  const senders = await sendersOf(db, consultancyId);
  const clients = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.managedById, consultancyId), eq(companies.status, 'active')));
  if (!senders.length || !clients.length || !talent.length) return;
  const clientJobs = await db
    .select({ id: jobs.id, companyId: jobs.companyId, clientId: jobs.clientCompanyId })
    .from(jobs)
    .where(
      or(
        inArray(
          jobs.companyId,
          clients.map((c) => c.id),
        ),
        inArray(
          jobs.clientCompanyId,
          clients.map((c) => c.id),
        ),
      ),
    );
  const now = Date.now();
  const rows = Array.from({ length: MONTHS * 13 }, () => {
    const client = random.pick(clients).id;
    const theirs = clientJobs.filter((j) => (j.clientId ?? j.companyId) === client);
    // Older ones are answered; those of the last days may still wait for the client.
    const sentAt = new Date(now - random.int(3, MONTHS * 30) * DAY - random.int(0, 8) * HOUR);
    const status = weightedAnswer(random.next());
    const viewedAt = new Date(sentAt.getTime() + random.int(2, 30) * HOUR);
    const answeredAt = new Date(viewedAt.getTime() + random.int(1, 72) * HOUR);
    const notes = CLIENT_NOTES[status];
    return {
      consultancyId,
      clientId: client,
      jobId: theirs.length && random.chance(0.8) ? random.pick(theirs).id : null,
      candidateId: random.pick(talent),
      sentBy: random.pick(senders).id,
      note: 'Screened by phone; documents checked. Available within a month.',
      shareContact: random.chance(0.4),
      // Nobody holds the links of demo submissions: their tokens are thrown away.
      tokenHash: hashToken(randomBytes(32).toString('base64url')),
      status,
      clientNote: notes && random.chance(0.7) ? random.pick(notes) : '',
      viewedAt,
      answeredAt: status === 'viewed' ? null : answeredAt,
      expiresAt: new Date(sentAt.getTime() + SUBMISSION_LINK_DAYS * DAY),
      createdAt: sentAt,
    };
  });
  await db.insert(candidateSubmissions).values(rows);
  await seedPlacements(db, consultancyId);
}

/**
 * Placements: of the candidates a client asked to interview a few weeks ago, about two in five
 * were hired on the job they were sent for, over two to five weeks. The client interviewed them
 * itself, so the consultancy's record goes from the shortlist to the offer.
 * Which ones is read from the submission's own id, so every run picks alike.
 */
async function seedPlacements(db: Db, consultancyId: number) {
  await db.execute(sql`
    with picked as (
      select s.job_id, s.candidate_id,
             greatest(s.created_at, j.published_at) as sent_at,
             (14 + abs(hashtext(s.id::text)) % 22) as days
      from candidate_submissions s
      join jobs j on j.id = s.job_id
      where s.consultancy_id = ${consultancyId} and s.status = 'interview_requested'
        and j.published_at < now() - interval '40 days'
        and s.created_at < now() - interval '40 days'
        and abs(hashtext(s.candidate_id::text || s.job_id::text)) % 100 < 45
    ), made as (
      insert into applications (job_id, candidate_id, status, source, created_at, status_changed_at)
      select job_id, candidate_id, 'hired', 'recruiter', sent_at + interval '1 day',
             sent_at + make_interval(days => days)
      from picked
      on conflict do nothing
      returning id, created_at, status_changed_at
    )
    insert into application_events (application_id, from_status, to_status, created_at)
    select m.id, step.from_status, step.to_status,
           m.created_at + (m.status_changed_at - m.created_at) * step.at
    from made m
    cross join (values (null, 'applied', 0.0), ('applied', 'shortlisted', 0.15),
                       ('shortlisted', 'offered', 0.7), ('offered', 'hired', 1.0))
      as step(from_status, to_status, at)`);
}

function weightedAnswer(roll: number): SubmissionStatus {
  let left = roll * ANSWERS.reduce((sum, [w]) => sum + w, 0);
  for (const [w, status] of ANSWERS) {
    left -= w;
    if (left < 0) return status;
  }
  return 'viewed';
}

/**
 * Profiles opened over the months: the consultancy's recruiters open candidates most days, and
 * employers opened the demo candidate's profile now and then, which the candidate's page lists.
 */
async function seedProfileViews(
  db: Db,
  consultancyId: number,
  talent: string[],
  demoCandidateId: string | undefined,
) {
  const random = seededRandom(5151);
  const now = Date.now();
  const recruiters = await sendersOf(db, consultancyId);
  const employers = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(companies.kind, 'employer'), ne(users.role, 'candidate')));
  const views = [
    ...Array.from({ length: recruiters.length ? MONTHS * 40 : 0 }, () => ({
      candidateId: random.pick(talent),
      companyId: consultancyId,
      viewerId: random.pick(recruiters).id,
      viewedAt: new Date(now - random.int(1, MONTHS * 30 * 24) * HOUR),
    })),
    ...Array.from({ length: demoCandidateId ? 24 : 0 }, () => {
      const viewer = random.chance(0.3) || !employers.length ? null : random.pick(employers);
      return {
        candidateId: demoCandidateId!,
        companyId: viewer?.companyId ?? consultancyId,
        viewerId: viewer?.id ?? recruiters[0]?.id ?? null,
        viewedAt: new Date(now - random.int(2, 120 * 24) * HOUR),
      };
    }),
  ];
  for (let i = 0; i < views.length; i += 500)
    await db.insert(candidateProfileViews).values(views.slice(i, i + 500));
}

/** Seeds the consultancy's submissions and the profile views of the months before. */
export async function seedDemoWorkspaceHistory(
  db: Db,
  accounts: { consultancyId: number; poolEmails: string; candidateEmail: string },
) {
  const talent = (
    await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
      .where(
        and(like(users.email, accounts.poolEmails), ne(candidateProfiles.visibility, 'hidden')),
      )
      .orderBy(asc(users.id))
  ).map((u) => u.id);
  const [candidate] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, accounts.candidateEmail));
  await seedSubmissionHistory(db, accounts.consultancyId, talent);
  await seedProfileViews(db, accounts.consultancyId, talent, candidate?.id);
}
