import { REFUSED } from '@logicareers/shared/messages';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TPage } from '@logicareers/shared/api';
import type {
  TCandidateJobState,
  TRecommendedPage,
  TSavedJob,
} from '@logicareers/shared/schemas/applications';
import type { ApplicationStatus } from '@logicareers/shared/application-status';
import type { Lang } from '@logicareers/shared/schemas/common';
import type { JobStatus, TJobCard } from '@logicareers/shared/schemas/jobs';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { applications, jobs, savedJobs } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { readPage } from '../../lib/paging';
import { requireCandidate } from '../access/access.policy';
import type { SessionUser } from '../access/sessions';
import { jobIsLive, statusOf } from '../jobs/jobs.policy';
import { selectCards, toCard } from '../jobs/jobs.presenter';

/** Job cards by id, in the order given, master data named in `lang`. */
async function cardsByIds(db: Db, ids: number[], lang: Lang = 'en') {
  if (!ids.length) return new Map<number, TJobCard & { status: JobStatus }>();
  const rows = await selectCards(db, lang).where(inArray(jobs.id, ids));
  return new Map(rows.map((row) => [row.id, { ...toCard(row), status: statusOf(row) }]));
}

export async function saveJob(db: Db, user: SessionUser, jobId: number) {
  requireCandidate(user);
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), jobIsLive()));
  if (!job) throw notFound(REFUSED.jobNotFound);
  await db.insert(savedJobs).values({ userId: user.id, jobId }).onConflictDoNothing();
}

export async function unsaveJob(db: Db, user: SessionUser, jobId: number) {
  requireCandidate(user);
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, user.id), eq(savedJobs.jobId, jobId)));
}

/** The candidate's saved jobs, newest first; closed and expired ones stay, marked as such. */
export async function listSavedJobs(
  db: Db,
  user: SessionUser,
  options: { page: number; pageSize: number; lang?: Lang },
): Promise<TPage<TSavedJob>> {
  requireCandidate(user);
  const where = eq(savedJobs.userId, user.id);
  return readPage(
    options,
    {
      rows: db
        .select({
          jobId: savedJobs.jobId,
          savedAt: savedJobs.createdAt,
          status: applications.status,
        })
        .from(savedJobs)
        .leftJoin(
          applications,
          and(eq(applications.jobId, savedJobs.jobId), eq(applications.candidateId, user.id)),
        )
        .where(where)
        .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId)),
      total: db.select({ total: count() }).from(savedJobs).where(where),
    },
    async (rows) => {
      const cards = await cardsByIds(
        db,
        rows.map((row) => row.jobId),
        options.lang,
      );
      return rows
        .filter((row) => cards.has(row.jobId))
        .map((row) => ({
          job: cards.get(row.jobId)!,
          saved_at: row.savedAt.toISOString(),
          application_status: (row.status ?? null) as ApplicationStatus | null,
        }));
    },
  );
}

export async function candidateJobState(
  db: Db,
  user: SessionUser,
  jobId: number,
): Promise<TCandidateJobState> {
  requireCandidate(user);
  const [[application], [saved]] = await Promise.all([
    db
      .select({ id: applications.id, status: applications.status, at: applications.createdAt })
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.candidateId, user.id))),
    db
      .select({ jobId: savedJobs.jobId })
      .from(savedJobs)
      .where(and(eq(savedJobs.userId, user.id), eq(savedJobs.jobId, jobId))),
  ]);
  return {
    application: application
      ? {
          id: application.id,
          status: application.status as ApplicationStatus,
          applied_at: application.at.toISOString(),
        }
      : null,
    saved: !!saved,
  };
}

/** How many of the newest matching jobs are scored; ranking stays bounded on a large board. */
const RECOMMEND_POOL = 1_000;

interface ScoredRow {
  id: number;
  designation: boolean;
  functional_area: boolean;
  location: boolean;
  skills: number;
  experience: boolean;
  salary: boolean;
  employment_type: boolean;
  applied: boolean;
  score: number;
}

/** The words of the reasons a job was recommended, in each language of the site. */
const REASON_WORDS = {
  en: {
    designation: 'designation',
    functional_area: 'functional area',
    location: 'location',
    and: ' and ',
    desired: (list: string) => `Matches your desired ${list}`,
    skills: (n: number) =>
      n === 1 ? 'Asks for one of your skills' : `Asks for ${n} of your skills`,
    experience: 'Fits your years of experience',
    salary: 'Pays your expected salary or more',
    employment_type: 'Your preferred employment type',
  },
  ar: {
    designation: 'المسمى الوظيفي',
    functional_area: 'المجال',
    location: 'الموقع',
    and: ' و',
    desired: (list: string) => `يطابق ما تريده: ${list}`,
    skills: (n: number) => (n === 1 ? 'يطلب مهارة من مهاراتك' : `يطلب ${n} من مهاراتك`),
    experience: 'يناسب سنوات خبرتك',
    salary: 'يدفع راتبك المتوقع أو أكثر',
    employment_type: 'نوع التوظيف الذي تفضله',
  },
} satisfies Record<Lang, unknown>;

/**
 * Why a job was recommended, in plain words in `lang` ("Matches your desired designation and
 * location").
 */
function reasonsOf(row: ScoredRow, lang: Lang = 'en'): string[] {
  const words = REASON_WORDS[lang];
  const desired = (['designation', 'functional_area', 'location'] as const)
    .filter((key) => row[key])
    .map((key) => words[key]);
  const list =
    desired.length <= 1
      ? desired.join('')
      : `${desired.slice(0, -1).join(lang === 'ar' ? '، ' : ', ')}${words.and}${desired.at(-1)}`;
  const reasons: string[] = [];
  if (desired.length) reasons.push(words.desired(list));
  if (row.skills > 0) reasons.push(words.skills(row.skills));
  if (row.experience) reasons.push(words.experience);
  if (row.salary) reasons.push(words.salary);
  if (row.employment_type) reasons.push(words.employment_type);
  return reasons;
}

/**
 * Open jobs ranked by fit with the candidate's desired job and profile: designation, functional
 * area, location, shared skills, experience, salary and employment type. Only the newest matching
 * jobs are scored, so the cost stays bounded however large the board grows. The cards' master data
 * and the reasons are in `lang`.
 */
export async function recommendedJobs(
  db: Db,
  user: SessionUser,
  options: { excludeApplied: boolean; page: number; pageSize: number; lang?: Lang },
): Promise<TRecommendedPage> {
  requireCandidate(user);
  const rows = rowsOf<ScoredRow>(
    await db.execute(sql`
      with p as (
        select desired_designation_ids as des, desired_functional_area_ids as fa,
               desired_state_ids as st, skill_ids as skills, experience_years as exp,
               expected_salary as sal, desired_employment_types as types
        from candidate_profiles where user_id = ${user.id}
      ),
      pool as (
        select j.id, j.designation_id, j.functional_area_id, j.state_id, j.emirate_id, j.skill_ids,
               j.experience_min, j.experience_max, j.salary_max, j.salary_hidden, j.employment_type,
               j.published_at
        from ${jobs} j, p
        where ${jobIsLive('j')}
          and (j.designation_id = any(p.des) or j.functional_area_id = any(p.fa)
               or j.skill_ids && p.skills)
        order by j.published_at desc nulls last, j.id desc
        limit ${RECOMMEND_POOL}
      ),
      scored as (
        select pool.id, pool.published_at,
          coalesce(pool.designation_id = any(p.des), false) as designation,
          coalesce(pool.functional_area_id = any(p.fa), false) as functional_area,
          coalesce(pool.state_id = any(p.st) or pool.emirate_id = any(p.st), false) as location,
          cardinality(array(select unnest(pool.skill_ids) intersect select unnest(p.skills)))::int as skills,
          coalesce(p.exp >= coalesce(pool.experience_min, 0)
            and (pool.experience_max is null or p.exp <= pool.experience_max + 2), false) as experience,
          coalesce(not pool.salary_hidden and pool.salary_max >= p.sal, false) as salary,
          coalesce(pool.employment_type = any(p.types), false) as employment_type,
          exists (select 1 from ${applications} a where a.job_id = pool.id
                  and a.candidate_id = ${user.id} and a.status <> 'withdrawn') as applied
        from pool, p
      )
      select *, (
        (case when designation then 40 else 0 end) + (case when functional_area then 20 else 0 end)
        + (case when location then 15 else 0 end) + least(skills, 3) * 5
        + (case when experience then 5 else 0 end) + (case when salary then 5 else 0 end)
        + (case when employment_type then 5 else 0 end)
      )::int as score
      from scored
      ${options.excludeApplied ? sql`where not applied` : sql``}
      order by score desc, published_at desc nulls last, id desc
    `),
  );
  const [profile] = rowsOf<{ ready: boolean }>(
    await db.execute(
      sql`select cardinality(desired_designation_ids) > 0 as ready from candidate_profiles where user_id = ${user.id}`,
    ),
  );
  const pageRows = rows.slice(
    (options.page - 1) * options.pageSize,
    options.page * options.pageSize,
  );
  const cards = await cardsByIds(
    db,
    pageRows.map((row) => row.id),
    options.lang,
  );
  return {
    items: pageRows
      .filter((row) => cards.has(row.id))
      .map((row) => ({
        job: cards.get(row.id)!,
        score: row.score,
        reasons: reasonsOf(row, options.lang),
        applied: row.applied,
      })),
    total: rows.length,
    page: options.page,
    page_size: options.pageSize,
    profile_ready: !!profile?.ready,
  };
}
