import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { DEMO_CLIENT_DETAILS } from '../employers/employers.demo';
import { generateJob, seededRandom, type Random } from '../jobs/job-generator';
import { loadTaxonomy, type Taxonomy } from '../master-data/taxonomy.query';
import { arabicDemoJobs } from './demo-arabic-jobs';
import { DEMO_COMPANIES } from './demo-accounts';
import { ACCOUNT_COMPANIES, DEMO_EMPLOYERS, type Business } from './demo-employers';
import { BENEFITS, HIRES, SKILL_HINTS } from './demo-hiring';
import { MANAGER_ROLES } from './demo-roles-managers';
import { OFFICE_ROLES } from './demo-roles-office';
import { OPERATIONS_ROLES, type DemoRole } from './demo-roles-operations';
import { DEFAULT_BAND, EXPERIENCE, SALARY_BANDS, SENIORITY } from './demo-salaries';

export const DEMO_JOB_COUNT = 320;
/** Jobs filled or closed in the months before the live board: the history reports look back on. */
export const DEMO_PAST_JOB_COUNT = 80;
const DAY = 86_400_000;

const ROLES: Record<string, DemoRole> = { ...OPERATIONS_ROLES, ...OFFICE_ROLES, ...MANAGER_ROLES };

type Job = typeof jobs.$inferInsert;

/** Who posts the demo's jobs: each employer with its kind of business, places and profile. */
interface Hirer {
  companyId: number;
  business: Business;
  locations: string[];
  about: string;
  industry: RegExp;
  /** How many shares of the board it has: the employers with demo sign-ins have more. */
  weight: number;
}

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** What a role of the tier is told about the work beyond its duties. */
const SETTING = {
  operative:
    'Shifts are nine hours, six days a week, on a rotating roster; overtime is paid as per UAE labour law.',
  staff: 'You will work from the office on site, Monday to Saturday, with the operations team.',
  lead: 'You will lead a team on site and report to the operations manager.',
  manager: 'You will report to the general manager and lead a team of supervisors and staff.',
  head: 'You will report to the chief executive and sit on the regional leadership team.',
};

/**
 * A designation's salary, experience and title, drawn from its band: a senior role earns more and
 * asks for more years, a junior or assistant one less.
 */
export function payFor(random: Random, designation: string) {
  const { tier, band } = SALARY_BANDS[designation] ?? DEFAULT_BAND;
  const level = random.pick(SENIORITY[tier]);
  const step = band[1] <= 5_000 ? 100 : 500;
  const low = band[0] * level.factor;
  const high = band[1] * level.factor;
  const salaryMin = roundTo(low + random.next() * (high - low) * 0.4, step);
  const salaryMax = Math.min(
    roundTo(high, step),
    roundTo(salaryMin + (high - low) * (0.35 + random.next() * 0.35), step),
  );
  const experience = EXPERIENCE[tier];
  const senior = level.factor > 1 ? 3 : level.factor < 1 ? -2 : 0;
  const experienceMin = Math.max(0, random.int(...experience.from) + senior);
  return {
    tier,
    title: `${level.prefix}${designation}`,
    salaryMin,
    salaryMax: Math.max(salaryMax, salaryMin + step),
    experienceMin,
    experienceMax: experienceMin + experience.span,
  };
}

/** The skills of the master data that a role's name and text call for. */
function skillsFor(taxonomy: Taxonomy, designation: string, text: string) {
  const hinted = SKILL_HINTS.filter(([pattern]) => pattern.test(designation)).flatMap(([, s]) => s);
  const wanted = taxonomy.skills.filter(
    (skill) => hinted.includes(skill.name) || text.toLowerCase().includes(skill.name.toLowerCase()),
  );
  const english = taxonomy.skills.find((skill) => skill.name === 'English');
  return [...wanted.slice(0, 5), ...(english ? [english] : [])];
}

/** A job of `hirer` for one of the designations its business hires for, written for the role. */
function roleJob(random: Random, taxonomy: Taxonomy, hirer: Hirer, postedBy: number | null): Job {
  const base = generateJob(random, taxonomy, {
    companyId: postedBy ?? hirer.companyId,
    // Published over the last three months, so that lists and applications have a history.
    maxAgeDays: 90,
  });
  // The commonest roles of a business are posted most: floor staff outnumber managers.
  const names = HIRES[hirer.business];
  const name = names[Math.floor(random.next() ** 1.6 * names.length)];
  const designation = taxonomy.designations.find((d) => d.name === name);
  const role = ROLES[name];
  if (!designation || !role) return base;
  const areas = taxonomy.functionalAreas.filter((a) => role.areas.includes(a.name));
  const places = taxonomy.states.filter((s) => hirer.locations.includes(s.name));
  const state = places.length ? random.pick(places) : random.pick(taxonomy.states);
  const pay = payFor(random, name);
  // A confidential job does not give its employer away by describing it.
  const about = base.confidential
    ? 'A well-established logistics business in the UAE.'
    : hirer.about;
  const intro = postedBy
    ? `<p>We are recruiting for a client of ours. ${about}</p>`
    : `<p>${about}</p>`;
  const industry = taxonomy.industries.find((i) => hirer.industry.test(i.name));
  const hiring = postedBy ? 'Our client is hiring' : 'We are hiring';
  const duties = list(random.some(role.duties, Math.min(4, role.duties.length)));
  const description = `${intro}<p>${hiring} a ${pay.title} in ${state.name}. ${SETTING[pay.tier]}</p><h3>Key responsibilities</h3>${duties}`;
  const requirements = list(role.requirements);
  const tier =
    pay.tier === 'operative'
      ? 'operative'
      : pay.tier === 'staff' || pay.tier === 'lead'
        ? 'staff'
        : 'manager';
  const benefits = random.some(BENEFITS[tier], 4).join(', ');
  const skills = skillsFor(taxonomy, name, `${plain(description)} ${plain(requirements)}`);
  return {
    ...base,
    clientCompanyId: postedBy ? hirer.companyId : null,
    title: pay.title,
    designationId: designation.id,
    designationName: designation.name,
    functionalAreaId: (areas.length ? random.pick(areas) : random.pick(taxonomy.functionalAreas))
      .id,
    industryId: industry?.id ?? base.industryId,
    stateId: state.id,
    emirateId: state.parent_id ?? state.id,
    salaryMin: pay.salaryMin,
    salaryMax: pay.salaryMax,
    experienceMin: pay.experienceMin,
    experienceMax: pay.experienceMax,
    skillIds: skills.map((s) => s.id),
    skillsText: skills.map((s) => s.name).join(', '),
    description,
    requirements,
    benefits: `<p>${benefits}</p>`,
    bodyText: `${plain(description)} ${plain(requirements)} ${benefits}`,
  };
}

/** Larger employers post more of the board's jobs. */
const SHARE_BY_SIZE: Record<string, number> = { '201-500': 2, '501-1000': 3, '1000+': 3 };

/** The employers that post, with their shares of the board. */
function hirers(companyIds: Map<string, number>): Hirer[] {
  const accounts = DEMO_COMPANIES.filter((c) => c.kind === 'employer' && c.status === 'active');
  return [
    ...accounts.map((c) => ({
      companyId: companyIds.get(c.key)!,
      ...ACCOUNT_COMPANIES[c.key],
      about: DEMO_CLIENT_DETAILS[c.key]?.about ?? '',
      industry: DEMO_CLIENT_DETAILS[c.key]?.industry ?? /logistic/i,
      weight: 5,
    })),
    ...DEMO_EMPLOYERS.map((e) => ({
      companyId: companyIds.get(e.key)!,
      business: e.business,
      locations: e.locations,
      about: e.details.about,
      industry: e.details.industry,
      weight: SHARE_BY_SIZE[e.details.size] ?? 1,
    })),
  ];
}

/** A living job board: a few hundred published jobs, each written for its role and employer. */
export async function seedDemoJobs(db: Db, companyIds: Map<string, number>) {
  const taxonomy = await loadTaxonomy(db);
  const random = seededRandom(2026);
  const shares = hirers(companyIds).flatMap((h) => Array<Hirer>(h.weight).fill(h));
  const consultancy = companyIds.get('consultancy')!;
  const rows = Array.from({ length: DEMO_JOB_COUNT }, (_, i) =>
    // Every fifth job is posted by the consultancy for one of its clients.
    roleJob(random, taxonomy, random.pick(shares), i % 5 === 0 ? consultancy : null),
  );
  // Gulf Freight, in Jebel Ali, writes some of its jobs in Arabic or in both languages; their pay
  // fits the role all the same.
  const jafza = taxonomy.states.find((s) => s.name === 'Jebel Ali Free Zone (JAFZA)');
  for (const job of arabicDemoJobs(random, taxonomy, companyIds.get('gulf-freight')!)) {
    const { title: _title, tier: _tier, ...pay } = payFor(random, job.designationName ?? '');
    const place = jafza ? { stateId: jafza.id, emirateId: jafza.parent_id ?? jafza.id } : {};
    rows.push({ ...job, ...pay, ...place });
  }
  for (let i = 0; i < rows.length; i += 100) await db.insert(jobs).values(rows.slice(i, i + 100));
}

/**
 * The jobs of the months before: each published 100 to 270 days ago and closed three to seven
 * weeks later, with the same employers and roles as the live board, so that applications, interviews
 * and hires have a history to belong to. Drawn from their own seed: the live board stays the same.
 */
export async function seedDemoPastJobs(db: Db, companyIds: Map<string, number>) {
  const taxonomy = await loadTaxonomy(db);
  const random = seededRandom(1912);
  const shares = hirers(companyIds).flatMap((h) => Array<Hirer>(h.weight).fill(h));
  const consultancy = companyIds.get('consultancy')!;
  const now = Date.now();
  const rows = Array.from({ length: DEMO_PAST_JOB_COUNT }, (_, i) => {
    const job = roleJob(random, taxonomy, random.pick(shares), i % 5 === 0 ? consultancy : null);
    const publishedAt = new Date(now - random.int(100, 270) * DAY);
    const closedAt = new Date(publishedAt.getTime() + random.int(21, 49) * DAY);
    return {
      ...job,
      status: 'closed' as const,
      publishedAt,
      closedAt,
      createdAt: publishedAt,
      updatedAt: closedAt,
      validThrough: closedAt.toISOString().slice(0, 10),
    };
  });
  await db.insert(jobs).values(rows);
}
