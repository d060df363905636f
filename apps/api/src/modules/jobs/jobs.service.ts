import { REFUSED } from '@logicareers/shared/messages';
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Lang } from '@logicareers/shared/schemas/common';
import type { JobStatus, TJobDetail, ZJobForm } from '@logicareers/shared/schemas/jobs';
import { JOB_MESSAGES, JOB_STATUSES } from '@logicareers/shared/schemas/jobs';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { applications, companies, jobs, masterItems } from '../../db/schema';
import { AppError, forbidden, invalid, notFound } from '../../lib/errors';
import { plainText, richTextFrom } from '../../lib/html';
import { containing } from '../../lib/like';
import type { SessionUser } from '../access/sessions';
import { choosableMasterItems, nameIn } from '../master-data/master-data.service';
import { featuredSlotsOf, withPlaceLeft } from '../plans/entitlements';
import { forgetJobCounts } from './jobs.browse';
import {
  isLive,
  isNotExpired,
  jobStatus,
  jobStatusIs,
  manageableJobs,
  mayPostFor,
  statusOf,
  uaeToday,
} from './jobs.policy';
import {
  cardColumnsIn,
  client,
  designation,
  functionalArea,
  industry,
  location,
  owner,
  selectCards,
  skill,
  toCard,
} from './jobs.presenter';

export type JobForm = z.output<typeof ZJobForm>;

/** Checks master-data ids against their kinds and returns what the job row copies from them. */
async function resolveMaster(db: Db, form: JobForm, jobId?: number) {
  const ids = [
    form.designation_id,
    form.functional_area_id,
    form.industry_id,
    form.state_id,
    ...form.skill_ids,
  ];
  // A deactivated item is refused, unless the job being changed holds it already.
  const [held] = jobId
    ? await db
        .select({
          ids: sql<
            number[]
          >`array[${jobs.designationId}, ${jobs.functionalAreaId}, ${jobs.industryId}, ${jobs.stateId}] || ${jobs.skillIds}`,
        })
        .from(jobs)
        .where(eq(jobs.id, jobId))
    : [];
  const items = new Map(
    (await choosableMasterItems(db, ids, (held?.ids ?? []).filter(Boolean))).map((item) => [
      item.id,
      item,
    ]),
  );
  const problems: Record<string, string> = {};
  const expect = (id: number, kind: string, field: string, message: string) => {
    if (items.get(id)?.kind !== kind) problems[field] = message;
  };
  expect(form.designation_id, 'designation', 'designation_id', JOB_MESSAGES.designationRequired);
  expect(
    form.functional_area_id,
    'functional_area',
    'functional_area_id',
    JOB_MESSAGES.functionalAreaRequired,
  );
  expect(form.industry_id, 'industry', 'industry_id', JOB_MESSAGES.industryRequired);
  expect(form.state_id, 'state', 'state_id', JOB_MESSAGES.locationRequired);
  const skills = form.skill_ids.map((id) => items.get(id));
  if (skills.some((skill) => skill?.kind !== 'skill'))
    problems.skill_ids = 'Choose skills from the list';
  if (Object.keys(problems).length) throw invalid(problems);
  const state = items.get(form.state_id)!;
  return {
    designationName: items.get(form.designation_id)!.name,
    skillsText: skills.map((skill) => skill!.name).join(', '),
    emirateId: state.parent_id ?? state.id,
  };
}

/** Which company owns a new job and which client it is for. */
async function owningCompany(db: Db, user: SessionUser, clientId: number | null | undefined) {
  if (clientId) {
    const [target] = await db
      .select({
        id: companies.id,
        kind: companies.kind,
        managedById: companies.managedById,
        status: companies.status,
      })
      .from(companies)
      .where(eq(companies.id, clientId));
    if (!target || !mayPostFor(user, target))
      throw invalid({ client_company_id: JOB_MESSAGES.clientRequired });
    return {
      companyId: user.companyId ?? target.id,
      clientCompanyId: target.id === user.companyId ? null : target.id,
    };
  }
  if (user.companyId === null) throw invalid({ client_company_id: JOB_MESSAGES.clientRequired });
  return { companyId: user.companyId, clientCompanyId: null };
}

function columnsFrom(form: JobForm) {
  const description = richTextFrom(form.description);
  const requirements = form.requirements ? richTextFrom(form.requirements) : '';
  const benefits = form.benefits ? richTextFrom(form.benefits) : '';
  const descriptionText = plainText(description);
  if (descriptionText.length < 30) throw invalid({ description: JOB_MESSAGES.descriptionTooShort });
  return {
    title: form.title,
    designationId: form.designation_id,
    functionalAreaId: form.functional_area_id,
    industryId: form.industry_id,
    stateId: form.state_id,
    employmentType: form.employment_type,
    experienceMin: form.experience_min,
    experienceMax: form.experience_max,
    salaryMin: form.salary_min,
    salaryMax: form.salary_max,
    salaryHidden: form.salary_hidden,
    vacancies: form.vacancies,
    skillIds: form.skill_ids,
    description,
    requirements,
    benefits,
    bodyText: [descriptionText, plainText(requirements), plainText(benefits)]
      .filter(Boolean)
      .join(' '),
    validThrough: form.valid_through,
    confidential: form.confidential,
  };
}

export async function createJob(db: Db, user: SessionUser, form: JobForm, publish: boolean) {
  const master = await resolveMaster(db, form);
  const ownership = await owningCompany(db, user, form.client_company_id);
  const now = new Date();
  const insert = (tx: Db) =>
    tx
      .insert(jobs)
      .values({
        ...columnsFrom(form),
        ...master,
        ...ownership,
        createdBy: user.id,
        status: publish ? 'published' : 'draft',
        publishedAt: publish ? now : null,
      })
      .returning({ id: jobs.id });
  // A published job takes one of the plan's active job posts; a draft takes none.
  const [row] = publish
    ? await withPlaceLeft(db, ownership.companyId, 'job_posts', insert)
    : await insert(db);
  if (publish) forgetJobCounts(db);
  return row.id;
}

/** Loads a job for someone who wants to change it: 404 when they may not even see it, 403 when they may only read it. */
export async function requireManageable(db: Db, user: SessionUser, id: number) {
  const [row] = await db
    .select({
      id: jobs.id,
      companyId: jobs.companyId,
      status: jobs.status,
      validThrough: jobs.validThrough,
      manageable: sql<boolean>`coalesce(${manageableJobs(user) ?? sql`true`}, false)`,
    })
    .from(jobs)
    .where(eq(jobs.id, id));
  if (!row) throw notFound(REFUSED.jobNotFound);
  if (!row.manageable) {
    if (isLive(row)) throw forbidden();
    throw notFound(REFUSED.jobNotFound);
  }
  return row;
}

export async function updateJob(db: Db, user: SessionUser, id: number, form: JobForm) {
  const job = await requireManageable(db, user, id);
  const master = await resolveMaster(db, form, id);
  const changes: Partial<typeof jobs.$inferInsert> = {
    ...columnsFrom(form),
    ...master,
    updatedAt: new Date(),
  };
  if (form.client_company_id !== undefined)
    Object.assign(changes, await owningCompany(db, user, form.client_company_id));
  const update = (tx: Db) => tx.update(jobs).set(changes).where(eq(jobs.id, id));
  // A later valid-through date brings an expired job back: it takes an active job post again.
  const revives = job.status === 'published' && !isLive(job) && isNotExpired(form.valid_through);
  if (revives) await withPlaceLeft(db, job.companyId, 'job_posts', update);
  else await update(db);
  forgetJobCounts(db);
}

export async function setJobStatus(
  db: Db,
  user: SessionUser,
  id: number,
  action: 'publish' | 'close' | 'reopen',
) {
  const job = await requireManageable(db, user, id);
  const current = statusOf(job);
  if (action === 'close') {
    if (job.status === 'closed') throw new AppError('CONFLICT', 'This job is already closed');
    await db
      .update(jobs)
      // Closing gives its featured slot back (decision 045).
      .set({ status: 'closed', closedAt: new Date(), updatedAt: new Date(), featuredUntil: null })
      .where(eq(jobs.id, id));
    forgetJobCounts(db);
    return 'Job closed';
  }
  if (current === 'published') throw new AppError('CONFLICT', 'This job is already published');
  if (!isNotExpired(job.validThrough)) {
    throw invalid({
      valid_through: 'Set a valid-through date in the future before publishing this job',
    });
  }
  // Publishing (or reopening) takes one of the plan's active job posts.
  await withPlaceLeft(db, job.companyId, 'job_posts', (tx) =>
    tx
      .update(jobs)
      .set({
        status: 'published',
        closedAt: null,
        updatedAt: new Date(),
        // A reopened job is featured only when featured again: an expired one gave its slot back.
        featuredUntil: null,
        // A reopened job keeps its place; a first publication is dated now.
        publishedAt: sql`coalesce(${jobs.publishedAt}, now())`,
      })
      .where(eq(jobs.id, id)),
  );
  forgetJobCounts(db);
  return action === 'reopen' ? 'Job reopened' : 'Job published';
}

export async function duplicateJob(db: Db, user: SessionUser, id: number) {
  await requireManageable(db, user, id);
  const [copy] = await db
    .execute(
      sql`
    insert into ${jobs} (company_id, client_company_id, created_by, status, title, designation_id, functional_area_id,
      industry_id, state_id, emirate_id, employment_type, experience_min, experience_max, salary_min, salary_max,
      salary_hidden, vacancies, skill_ids, designation_name, skills_text, description, requirements, benefits,
      body_text, valid_through, confidential)
    select company_id, client_company_id, ${user.id}, 'draft', title || ' (copy)', designation_id, functional_area_id,
      industry_id, state_id, emirate_id, employment_type, experience_min, experience_max, salary_min, salary_max,
      salary_hidden, vacancies, skill_ids, designation_name, skills_text, description, requirements, benefits,
      body_text, greatest(valid_through, ${uaeToday} + 30), confidential
    from ${jobs} where id = ${id}
    returning id`,
    )
    .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
  return copy.id;
}

export async function deleteDraft(db: Db, user: SessionUser, id: number) {
  const job = await requireManageable(db, user, id);
  if (job.status !== 'draft')
    throw new AppError('CONFLICT', 'Only drafts can be deleted; close a published job instead');
  await db.delete(jobs).where(eq(jobs.id, id));
}

/**
 * The query of a job page; `scope` says whether the reader manages the job; master data is named in
 * `lang`.
 */
const jobDetailQuery = (db: Db, scope: SQL | undefined, lang: Lang) =>
  db
    .select({
      ...cardColumnsIn(lang),
      industry: sql<string | null>`${nameIn(industry, lang)}`,
      designationId: jobs.designationId,
      functionalAreaId: jobs.functionalAreaId,
      industryId: jobs.industryId,
      stateId: jobs.stateId,
      vacancies: jobs.vacancies,
      // In the same round trip: the skills' names, in the order the employer gave them.
      skills: sql<
        { id: number; name: string }[]
      >`coalesce((select json_agg(json_build_object('id', ${skill.id}, 'name', ${nameIn(skill, lang)}) order by array_position(${jobs.skillIds}, ${skill.id})) from ${masterItems} ${skill} where ${skill.id} = any(${jobs.skillIds})), '[]'::json)`,
      description: jobs.description,
      requirements: jobs.requirements,
      benefits: jobs.benefits,
      clientCompanyId: jobs.clientCompanyId,
      createdAt: jobs.createdAt,
      updatedAt: jobs.updatedAt,
      manageable: sql<boolean>`coalesce(${scope ?? sql`true`}, false)`,
    })
    .from(jobs)
    .leftJoin(owner, eq(owner.id, jobs.companyId))
    .leftJoin(client, eq(client.id, jobs.clientCompanyId))
    .leftJoin(designation, eq(designation.id, jobs.designationId))
    .leftJoin(functionalArea, eq(functionalArea.id, jobs.functionalAreaId))
    .leftJoin(industry, eq(industry.id, jobs.industryId))
    .leftJoin(location, eq(location.id, jobs.stateId))
    .where(eq(jobs.id, sql.placeholder('id')));

/**
 * A job with everything its page shows, its master data named in `lang`. Drafts and closed jobs
 * only for those who manage them.
 */
export async function getJob(
  db: Db,
  user: SessionUser | null,
  id: number,
  lang: Lang = 'en',
): Promise<TJobDetail> {
  let rows;
  if (user) {
    rows = await jobDetailQuery(db, manageableJobs(user), lang).execute({ id });
  } else {
    // What visitors read most, planned once per connection (and language).
    const name = lang === 'en' ? 'public_job_detail' : `public_job_detail_${lang}`;
    rows = await preparedStatement(db, name, (db) => jobDetailQuery(db, sql`false`, lang)).execute({
      id,
    });
  }
  const [row] = rows;
  // A closed or expired job keeps its page (with its status, for a notice and no application);
  // a draft is seen only by those who manage it.
  if (!row || (row.status === 'draft' && !row.manageable)) throw notFound(REFUSED.jobNotFound);
  const card = toCard(row, { revealCompany: row.manageable });
  return {
    ...card,
    status: statusOf(row),
    industry: row.industry,
    designation_id: row.designationId,
    functional_area_id: row.functionalAreaId,
    industry_id: row.industryId,
    state_id: row.stateId,
    salary_hidden: row.salaryHidden,
    salary_min: row.salaryHidden && !row.manageable ? null : row.salaryMin,
    salary_max: row.salaryHidden && !row.manageable ? null : row.salaryMax,
    vacancies: row.vacancies,
    skills: row.skills,
    description: row.description,
    requirements: row.requirements,
    benefits: row.benefits,
    confidential: row.confidential,
    client_company_id: row.manageable ? row.clientCompanyId : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    can_manage: row.manageable,
  };
}

/**
 * The jobs a user manages, with search, a status filter, paging and counts per status; master data
 * named in `lang`.
 */
export async function listManagedJobs(
  db: Db,
  user: SessionUser,
  options: { q?: string; status?: JobStatus; page: number; pageSize: number; lang?: Lang },
) {
  const scope = manageableJobs(user);
  const q = options.q?.trim();
  const where = and(
    scope,
    options.status ? jobStatusIs(options.status) : undefined,
    q ? ilike(jobs.title, containing(q)) : undefined,
  );
  const [rows, [{ total }], byStatus] = await Promise.all([
    selectCards(db, options.lang)
      .where(where)
      .orderBy(desc(jobs.updatedAt), desc(jobs.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(jobs).where(where),
    db
      .select({
        status: jobStatus(),
        n: count(),
      })
      .from(jobs)
      .where(scope)
      .groupBy(sql`1`),
  ]);
  const counts = Object.fromEntries(JOB_STATUSES.map((s) => [s, 0])) as Record<JobStatus, number>;
  for (const { status, n } of byStatus) counts[status] = n;
  const [applicants, featuredSlots] = await Promise.all([
    applicantCounts(
      db,
      rows.map((row) => row.id),
    ),
    featuredSlotsOf(db, user.companyId),
  ]);
  return {
    items: rows.map((row) => ({
      ...toCard(row, { revealCompany: true }),
      status: statusOf(row),
      applicants: applicants.get(row.id) ?? { total: 0, to_review: 0 },
    })),
    total,
    page: options.page,
    page_size: options.pageSize,
    counts,
    featured_slots: featuredSlots,
  };
}

/**
 * How many applied to each job, and how many of them nobody has moved on yet (still 'applied'),
 * withdrawn applications left out.
 */
async function applicantCounts(db: Db, jobIds: number[]) {
  if (!jobIds.length) return new Map<number, { total: number; to_review: number }>();
  const rows = await db
    .select({
      jobId: applications.jobId,
      total: count(),
      toReview: sql<number>`count(*) filter (where ${applications.status} = 'applied')`.mapWith(
        Number,
      ),
    })
    .from(applications)
    .where(and(inArray(applications.jobId, jobIds), sql`${applications.status} <> 'withdrawn'`))
    .groupBy(applications.jobId);
  return new Map(rows.map((row) => [row.jobId, { total: row.total, to_review: row.toReview }]));
}
