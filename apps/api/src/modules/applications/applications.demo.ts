import { PRIVACY_NOTICE_VERSION } from '@logicareers/shared/constants';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ApplicationStatus } from '@logicareers/shared/application-status';
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

/**
 * A demo application: applied by the candidate, then moved on to `status` by the employer's
 * recruiter (when it is not simply applied).
 */
async function demoApplication(
  db: Db,
  values: { jobId: number; candidateId: string; status: ApplicationStatus; coverNote?: string },
  actor: string | null,
) {
  const { status } = values;
  const [row] = await db.insert(applications).values(values).returning({ id: applications.id });
  await db
    .insert(applicationEvents)
    .values([
      { applicationId: row.id, fromStatus: null, toStatus: 'applied', actorId: values.candidateId },
      ...(status === 'applied'
        ? []
        : [{ applicationId: row.id, fromStatus: 'applied', toStatus: status, actorId: actor }]),
    ]);
  return row;
}

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

/** The demo applicants on the three newest jobs of each employer, at different stages. */
async function applyToEmployers(
  db: Db,
  applicants: { id: string }[],
  employers: { id: number }[],
  recruiters: Recruiter[],
) {
  for (const employer of employers) {
    const newest = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.companyId, employer.id), jobIsLive()))
      .orderBy(desc(jobs.publishedAt), desc(jobs.id))
      .limit(3);
    const actor = recruiters.find((r) => r.companyId === employer.id)?.id ?? null;
    for (const [j, job] of newest.entries()) {
      for (const [i, applicant] of applicants.entries()) {
        if ((i + j) % 2) continue;
        const status = STATUSES[(i + j) % STATUSES.length];
        const row = await demoApplication(
          db,
          { jobId: job.id, candidateId: applicant.id, status },
          actor,
        );
        if (status === 'shortlisted' && actor)
          await db.insert(applicationComments).values({
            applicationId: row.id,
            companyId: employer.id,
            authorId: actor,
            body: 'Good fit on paper. Call to confirm notice period and visa status.',
          });
      }
    }
  }
}

/** The demo candidate's own applications at three stages, and two saved jobs. */
async function seedOwnApplications(db: Db, demoCandidateEmail: string, recruiters: Recruiter[]) {
  const [candidate] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoCandidateEmail));
  if (!candidate) return;
  const open = await db
    .select({ id: jobs.id, companyId: jobs.companyId })
    .from(jobs)
    .where(jobIsLive())
    .orderBy(asc(jobs.id))
    .limit(40);
  const mine: [number, ApplicationStatus][] = [
    [open[10].id, 'applied'],
    [open[17].id, 'shortlisted'],
    [open[25].id, 'interview'],
  ];
  for (const [jobId, status] of mine) {
    const actor =
      recruiters.find((r) => r.companyId === open.find((o) => o.id === jobId)?.companyId)?.id ??
      null;
    await demoApplication(
      db,
      {
        jobId,
        candidateId: candidate.id,
        status,
        coverNote: 'I have five years in UAE warehousing and can join within a month.',
      },
      actor,
    );
  }
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
