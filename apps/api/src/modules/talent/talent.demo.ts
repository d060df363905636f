import { PRIVACY_NOTICE_VERSION } from '@logicareers/shared/constants';
import { and, eq, like } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  candidateCertifications,
  candidateEducations,
  candidateEmployments,
  candidateProfiles,
  masterItems,
  savedCandidateSearches,
  users,
} from '../../db/schema';
import { builtinRoleId } from '../access/access.policy';
import { seededRandom } from '../jobs/job-generator';
import { saveDemoCv } from '../candidates/candidates.demo';
import { cvParagraphsOf, generateCandidate, loadCandidateTaxonomy } from './candidate-generator';

/** How many generated candidates the demo's CV search has to find. */
export const DEMO_TALENT_COUNT = 300;
/**
 * The generated candidates' e-mails: on the demo candidates' domain (so that the demo guard knows
 * them), told apart from the applicants by their start.
 */
const EMAIL_START = 'talent.';
const DOMAIN = 'demo-candidates.logicareers.ae';
const DAY = 86_400_000;
/** The generated candidates' e-mails, as a LIKE pattern. */
export const DEMO_TALENT_EMAILS = `${EMAIL_START}%@${DOMAIN}`;

/**
 * A candidate database for the demo's CV search: DEMO_TALENT_COUNT realistic logistics candidates
 * (most visible to the consultancy, some to all, a few hidden; some certifications expired), written
 * in a few statements, each with a PDF CV made from their profile.
 */
export async function seedDemoTalent(ctx: Pick<AppContext, 'db' | 'files'>, passwordHash: string) {
  const { db } = ctx;
  const taxonomy = await loadCandidateTaxonomy(db);
  const random = seededRandom(1414);
  const now = Date.now();
  const roleId = await builtinRoleId(db, 'candidate');
  const people = Array.from({ length: DEMO_TALENT_COUNT }, () =>
    generateCandidate(random, taxonomy, now),
  );
  // Four in five have uploaded a CV (1-2.5 KB of text: a PDF each costs the seed some milliseconds).
  const cvs = people.map((p) =>
    random.chance(0.8) ? cvParagraphsOf(random, p, random.int(1000, 2500)) : null,
  );
  const created = await db
    .insert(users)
    .values(
      people.map((p, i) => ({
        email: `${EMAIL_START}${p.firstName}.${p.lastName}.${i + 1}@${DOMAIN}`
          .toLowerCase()
          .replace(/ /g, ''),
        passwordHash,
        role: 'candidate',
        roleId,
        firstName: p.firstName,
        lastName: p.lastName,
        mobileNumber: `+9715${String(10_000_000 + i * 7919).slice(0, 8)}`,
        lastLoginAt: new Date(now - p.activeDaysAgo * DAY),
        privacyAcceptedAt: new Date(now - p.joinedDaysAgo * DAY),
        privacyVersion: PRIVACY_NOTICE_VERSION,
        createdAt: new Date(now - p.joinedDaysAgo * DAY),
      })),
    )
    .returning({ id: users.id });
  const ids = created.map((row) => row.id);
  // The history first and the profiles last: each candidate's search row is computed once.
  const employments = people.flatMap((p, i) =>
    p.employments.map((e) => ({ userId: ids[i], ...e })),
  );
  const educations = people.flatMap((p, i) => p.educations.map((e) => ({ userId: ids[i], ...e })));
  const certifications = people.flatMap((p, i) =>
    p.certifications.map((c) => ({ userId: ids[i], ...c })),
  );
  for (let i = 0; i < employments.length; i += 500)
    await db.insert(candidateEmployments).values(employments.slice(i, i + 500));
  if (educations.length) await db.insert(candidateEducations).values(educations);
  if (certifications.length) await db.insert(candidateCertifications).values(certifications);
  await db.insert(candidateProfiles).values(
    people.map((p, i) => ({
      userId: ids[i],
      ...p.profile,
      cvText: cvs[i]?.join('\n') ?? '',
      onboardedAt: new Date(now - p.joinedDaysAgo * DAY),
      createdAt: new Date(now - p.joinedDaysAgo * DAY),
      updatedAt: new Date(now - p.activeDaysAgo * DAY),
    })),
  );
  // Their PDFs, two at a time.
  const waiting = people.flatMap((p, i) => (cvs[i] ? [{ p, id: ids[i], cv: cvs[i] }] : []));
  const next = async (): Promise<void> => {
    const item = waiting.shift();
    if (!item) return;
    await saveDemoCv(ctx, item.id, item.cv, `${item.p.firstName} ${item.p.lastName} CV.pdf`);
    return next();
  };
  await Promise.all([next(), next()]);
}

/** Two saved searches of the demo's consultancy recruiter, last run a week ago. */
export async function seedDemoSavedSearches(db: Db, recruiterEmail: string) {
  const [recruiter] = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.email, recruiterEmail));
  if (!recruiter) return;
  const [dubai] = await db
    .select({ id: masterItems.id })
    .from(masterItems)
    .where(and(eq(masterItems.kind, 'state'), like(masterItems.name, 'Dubai')));
  const weekAgo = new Date(Date.now() - 7 * DAY);
  await db.insert(savedCandidateSearches).values([
    {
      userId: recruiter.id,
      companyId: recruiter.companyId,
      name: 'Forklift and warehouse staff in Dubai',
      query: { q: 'forklift OR warehouse', ...(dubai ? { state: String(dubai.id) } : {}) },
      lastRunAt: weekAgo,
      createdAt: weekAgo,
    },
    {
      userId: recruiter.id,
      companyId: recruiter.companyId,
      name: 'Customs clearance, 5+ years, valid certificate',
      query: { q: 'customs', experience_min: '5', valid_certification: 'true' },
      lastRunAt: weekAgo,
      createdAt: weekAgo,
    },
  ]);
}
