import { PRIVACY_NOTICE_VERSION } from '@logicareers/shared/constants';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ApplicationSource, ApplicationStatus } from '@logicareers/shared/application-status';
import type { Db } from '../../db/client';
import {
  applicationComments,
  applicationEvents,
  applications,
  candidateProfiles,
  companies,
  jobs,
  masterItems,
  savedJobs,
  users,
} from '../../db/schema';
import { builtinRoleId } from '../access/access.policy';
import { seededRandom, type Random } from '../jobs/job-generator';
import { jobIsLive } from '../jobs/jobs.policy';

/** Applicants of the demo employers, so that their applicant lists are alive on first start. */
const APPLICANTS = [
  {
    first: 'Aisha',
    last: 'Rahman',
    headline: 'Warehouse Supervisor, 7 years in 3PL',
    years: 7,
    skills: 'SAP EWM, Inventory Control, WMS',
  },
  {
    first: 'Ravi',
    last: 'Menon',
    headline: 'Freight forwarding executive, sea and air',
    years: 5,
    skills: 'CargoWise, Incoterms, Customs Documentation',
  },
  {
    first: 'Omar',
    last: 'Haddad',
    headline: 'Fleet coordinator, GCC cross-border trucking',
    years: 4,
    skills: 'Fleet Telematics, Route Planning',
  },
  {
    first: 'Maria',
    last: 'Santos',
    headline: 'Inventory controller, cold chain',
    years: 3,
    skills: 'Cycle Counting, Oracle WMS',
  },
  {
    first: 'Imran',
    last: 'Qureshi',
    headline: 'Heavy truck driver, UAE licence',
    years: 9,
    skills: 'Heavy Vehicle Driving, Dangerous Goods',
  },
  {
    first: 'Fatima',
    last: 'Al Ali',
    headline: 'Customs clearance officer, Jebel Ali',
    years: 6,
    skills: 'Customs Brokerage, Mirsal 2',
  },
] as const;

const STATUSES: ApplicationStatus[] = [
  'applied',
  'shortlisted',
  'interview',
  'applied',
  'rejected',
  'offered',
];

const DAY = 86_400_000;

/** The stages an application went through on its way to `status`, in order. */
const PATH: Record<ApplicationStatus, ApplicationStatus[]> = {
  applied: [],
  shortlisted: ['shortlisted'],
  interview: ['shortlisted', 'interview'],
  offered: ['shortlisted', 'interview', 'offered'],
  hired: ['shortlisted', 'interview', 'offered', 'hired'],
  rejected: ['rejected'],
  withdrawn: ['withdrawn'],
};

/** How the demo's applicants came, in turn: mostly by a search or a job alert (issue 41). */
const DEMO_SOURCES: ApplicationSource[] = [
  'search',
  'alert',
  'search',
  'direct',
  'alert',
  'search',
  'invitation',
  'search',
  'alert',
  'direct',
  'search',
  'recruiter',
];

interface DemoApplication {
  values: { jobId: number; candidateId: string; status: ApplicationStatus; coverNote?: string };
  actor: string | null;
  appliedAt: Date;
  /** The recruiters' note on it, with the company that wrote it. */
  comment?: { companyId: number; body: string };
}

/**
 * Demo applications, written together: each applied by the candidate at `appliedAt`, then moved
 * on stage by stage to its status by the employer's recruiter, a few days apart and never later
 * than now.
 */
async function insertApplications(db: Db, list: DemoApplication[]) {
  if (!list.length) return;
  const timeline = list.map(({ values, appliedAt }) => {
    const stages = PATH[values.status];
    const room = Math.max(0, Date.now() - DAY / 4 - appliedAt.getTime());
    const step = Math.min(room / (stages.length + 1), 5 * DAY);
    return stages.map((toStatus, i) => ({
      toStatus,
      fromStatus: i ? stages[i - 1] : 'applied',
      at: new Date(appliedAt.getTime() + step * (i + 1)),
    }));
  });
  const rows = await db
    .insert(applications)
    .values(
      list.map(({ values, appliedAt }, n) => ({
        ...values,
        source: DEMO_SOURCES[n % DEMO_SOURCES.length],
        createdAt: appliedAt,
        statusChangedAt: timeline[n].at(-1)?.at ?? appliedAt,
      })),
    )
    .returning({ id: applications.id });
  await db.insert(applicationEvents).values(
    list.flatMap(({ values, actor, appliedAt }, n) => [
      {
        applicationId: rows[n].id,
        fromStatus: null,
        toStatus: 'applied',
        actorId: values.candidateId,
        createdAt: appliedAt,
      },
      ...timeline[n].map((stage) => ({
        applicationId: rows[n].id,
        fromStatus: stage.fromStatus,
        toStatus: stage.toStatus,
        actorId: stage.toStatus === 'withdrawn' ? values.candidateId : actor,
        createdAt: stage.at,
      })),
    ]),
  );
  const comments = list.flatMap(({ comment, actor, appliedAt }, n) =>
    comment && actor
      ? [
          {
            applicationId: rows[n].id,
            authorId: actor,
            createdAt: new Date(appliedAt.getTime() + DAY),
            ...comment,
          },
        ]
      : [],
  );
  if (comments.length) await db.insert(applicationComments).values(comments);
}

/** When an applicant applied to a job published at `publishedAt`: within its first weeks. */
const appliedAfter = (random: Random, publishedAt: Date | null) => {
  const from = publishedAt?.getTime() ?? Date.now() - 30 * DAY;
  const span = Math.min(Date.now() - from, 21 * DAY);
  return new Date(from + span * random.next() * 0.8);
};

/** The demo applicants, with a short profile each. */
async function seedApplicants(db: Db, passwordHash: string) {
  const roleId = await builtinRoleId(db, 'candidate');
  const [uae] = await db
    .select({ id: masterItems.id })
    .from(masterItems)
    .where(and(eq(masterItems.kind, 'country'), eq(masterItems.name, 'United Arab Emirates')));
  const applicants = await db
    .insert(users)
    .values(
      APPLICANTS.map((a) => ({
        email:
          `${a.first}.${a.last.replace(/\s+/g, '')}@demo-candidates.logicareers.ae`.toLowerCase(),
        passwordHash,
        role: 'candidate',
        roleId,
        firstName: a.first,
        lastName: a.last,
        mobileNumber: '+971501234567',
        privacyAcceptedAt: new Date(),
        privacyVersion: PRIVACY_NOTICE_VERSION,
      })),
    )
    .returning({ id: users.id });
  await db.insert(candidateProfiles).values(
    applicants.map((user, i) => ({
      userId: user.id,
      countryId: uae?.id ?? null,
      headline: APPLICANTS[i].headline,
      experienceYears: APPLICANTS[i].years,
      skillsText: APPLICANTS[i].skills,
      visaStatus: i % 2 ? 'employment_visa' : 'family_visa',
      noticePeriod: i % 3 ? 'one_month' : 'immediate',
      expectedSalary: 6_000 + i * 1_500,
      onboardedAt: new Date(),
    })),
  );
  return applicants;
}

type Recruiter = { id: string; companyId: number | null };

/** How the older jobs' applications ended, most of them decided by now. */
const SETTLED: ApplicationStatus[] = ['rejected', 'rejected', 'hired', 'offered', 'withdrawn'];

/**
 * The demo applicants on the three newest jobs of each employer, at different stages, and on a
 * few of its older jobs, whose applications were mostly decided weeks ago.
 */
async function applyToEmployers(
  db: Db,
  applicants: { id: string }[],
  employers: { id: number }[],
  recruiters: Recruiter[],
) {
  const random = seededRandom(31);
  const list: DemoApplication[] = [];
  for (const employer of employers) {
    const actor = recruiters.find((r) => r.companyId === employer.id)?.id ?? null;
    const latest = await db
      .select({ id: jobs.id, publishedAt: jobs.publishedAt })
      .from(jobs)
      .where(and(eq(jobs.companyId, employer.id), jobIsLive()))
      .orderBy(desc(jobs.publishedAt), desc(jobs.id))
      .limit(actor ? 7 : 4);
    for (const [j, job] of latest.entries()) {
      for (const [i, applicant] of applicants.entries()) {
        if ((i + j) % 2) continue;
        const status =
          j < 3 ? STATUSES[(i + j) % STATUSES.length] : SETTLED[((i + j) / 2 + j) % SETTLED.length];
        list.push({
          values: { jobId: job.id, candidateId: applicant.id, status },
          actor,
          appliedAt: appliedAfter(random, job.publishedAt),
          comment:
            status === 'shortlisted'
              ? {
                  companyId: employer.id,
                  body: 'Good fit on paper. Call to confirm notice period and visa status.',
                }
              : undefined,
        });
      }
    }
  }
  await insertApplications(db, list);
}

/** The demo candidate's own applications at three stages, and two saved jobs. */
async function seedOwnApplications(db: Db, demoCandidateEmail: string, recruiters: Recruiter[]) {
  const [candidate] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoCandidateEmail));
  if (!candidate) return;
  const open = await db
    .select({ id: jobs.id, companyId: jobs.companyId, publishedAt: jobs.publishedAt })
    .from(jobs)
    .where(jobIsLive())
    .orderBy(asc(jobs.id))
    .limit(40);
  const mine: [(typeof open)[number], ApplicationStatus, number][] = [
    [open[10], 'applied', 2],
    [open[17], 'shortlisted', 9],
    [open[25], 'interview', 16],
  ];
  await insertApplications(
    db,
    mine.map(([job, status, daysAgo]) => ({
      values: {
        jobId: job.id,
        candidateId: candidate.id,
        status,
        coverNote: 'I have five years in UAE warehousing and can join within a month.',
      },
      actor: recruiters.find((r) => r.companyId === job.companyId)?.id ?? null,
      // Some days ago, or soon after the job was published when that was more recent.
      appliedAt: new Date(
        Math.max(Date.now() - daysAgo * DAY, (job.publishedAt?.getTime() ?? 0) + DAY / 8),
      ),
    })),
  );
  await db.insert(savedJobs).values([
    { userId: candidate.id, jobId: open[30].id },
    { userId: candidate.id, jobId: open[33].id },
  ]);
}

/**
 * Demo applications: six candidates applied to the newest jobs of each active demo employer at
 * different stages, and the demo candidate has applied, shortlisted and saved jobs of its own.
 */
export async function seedDemoApplications(
  db: Db,
  passwordHash: string,
  demoCandidateEmail: string,
) {
  const applicants = await seedApplicants(db, passwordHash);
  const employers = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.kind, 'employer'), eq(companies.status, 'active')));
  const recruiters = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(
      inArray(
        users.companyId,
        employers.map((e) => e.id),
      ),
    );
  await applyToEmployers(db, applicants, employers, recruiters);
  await seedOwnApplications(db, demoCandidateEmail, recruiters);
}
