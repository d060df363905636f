import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CANDIDATE_MESSAGES,
  type TCandidateProfile,
  type ZCandidatePersonal,
  type ZCandidateSummary,
  type ZDesiredJob,
} from '@logicareers/shared/schemas/candidate';
import type { Lang } from '@logicareers/shared/schemas/common';
import type { TMasterOption } from '@logicareers/shared/schemas/jobs';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  candidateCertifications,
  candidateEducations,
  candidateEmployments,
  candidateProfiles,
  files,
  masterItems,
  users,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../access/sessions';
import { masterItemsByIds, nameIn } from '../master-data/master-data.service';
import { slugify } from '../master-data/taxonomy';
import {
  certificationColumns,
  certificationOrder,
  educationColumns,
  educationOrder,
  employmentColumns,
  employmentOrder,
  presentProfile,
  toCertification,
  toEducation,
} from './candidates.presenter';
import { checkedMaster, namesOf, unique } from './master-choices';
import { employmentDates, ensureProfile } from './profile-items.service';

export {
  certificationItems,
  educationItems,
  employmentItems,
  ensureProfile,
  MAX_ITEMS,
  type ProfileItems,
} from './profile-items.service';

const M = CANDIDATE_MESSAGES;
const UAE_SLUG = slugify('United Arab Emirates');

type Personal = z.output<typeof ZCandidatePersonal>;
type Summary = z.output<typeof ZCandidateSummary>;
type DesiredJob = z.output<typeof ZDesiredJob>;

/* ---------- Reading ---------- */

/**
 * The candidate's whole profile, with the completeness meter; master data named in `lang`, or in
 * the language saved on the account (`'account'`: the answer to a change, which carries no `lang`).
 */
export async function loadCandidateProfile(
  db: Db,
  userId: string,
  lang: Lang | 'account' = 'en',
): Promise<TCandidateProfile> {
  const p = candidateProfiles;
  const [row] = await db
    .select({
      user_id: users.id,
      email: users.email,
      mobile_number: users.mobileNumber,
      first_name: users.firstName,
      last_name: users.lastName,
      profile_photo: users.profilePhoto,
      created_at: users.createdAt,
      language: users.language,
      country_id: p.countryId,
      state_id: p.stateId,
      state_name: p.stateName,
      nationality_id: p.nationalityId,
      visa_status: p.visaStatus,
      driving_licences: p.drivingLicences,
      languages: p.languages,
      visibility: p.visibility,
      willing_to_relocate: p.willingToRelocate,
      headline: p.headline,
      summary: p.summary,
      experience_years: p.experienceYears,
      skill_ids: p.skillIds,
      desired_designation_ids: p.desiredDesignationIds,
      desired_functional_area_ids: p.desiredFunctionalAreaIds,
      desired_state_ids: p.desiredStateIds,
      desired_employment_types: p.desiredEmploymentTypes,
      expected_salary: p.expectedSalary,
      notice_period: p.noticePeriod,
      onboarded_at: p.onboardedAt,
      updated_at: p.updatedAt,
      cv_id: files.id,
      cv_filename: files.filename,
      cv_size: files.size,
      cv_mime: files.mime,
      cv_uploaded_at: files.createdAt,
    })
    .from(users)
    .leftJoin(p, eq(p.userId, users.id))
    .leftJoin(files, eq(files.id, p.cvFileId))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  const [educations, employments, certifications] = await Promise.all([
    db
      .select(educationColumns)
      .from(candidateEducations)
      .where(eq(candidateEducations.userId, userId))
      .orderBy(...educationOrder),
    db
      .select(employmentColumns)
      .from(candidateEmployments)
      .where(eq(candidateEmployments.userId, userId))
      .orderBy(...employmentOrder),
    db
      .select(certificationColumns)
      .from(candidateCertifications)
      .where(eq(candidateCertifications.userId, userId))
      .orderBy(...certificationOrder),
  ]);
  const ids = [
    row.country_id,
    row.state_id,
    row.nationality_id,
    ...(row.skill_ids ?? []),
    ...(row.desired_designation_ids ?? []),
    ...(row.desired_functional_area_ids ?? []),
    ...(row.desired_state_ids ?? []),
    ...educations.map((e) => e.qualification_id),
  ].filter((id): id is number => typeof id === 'number');
  const options = new Map<number, TMasterOption>(
    (await masterItemsByIds(db, unique(ids), lang === 'account' ? row.language : lang)).map(
      ({ kind: _kind, ...option }) => [option.id, option],
    ),
  );
  return presentProfile(row, {
    options,
    cv: row.cv_id
      ? {
          id: row.cv_id,
          filename: row.cv_filename!,
          size: row.cv_size!,
          mime: row.cv_mime!,
          uploaded_at: row.cv_uploaded_at!.toISOString(),
        }
      : null,
    educations: educations.map((e) => toEducation(e, options)),
    employments,
    certifications: certifications.map((c) => toCertification(c)),
  });
}

/* ---------- Personal details ---------- */

/** Where the candidate lives: an emirate or area for the UAE, the typed state elsewhere. */
async function resolveLocation(db: Db, userId: string, input: Personal) {
  const items = await checkedMaster(db, userId, [
    { field: 'country', ids: [input.country], kind: 'country', message: M.countryFromList },
    {
      field: 'nationality',
      ids: input.nationality ? [input.nationality] : [],
      kind: 'country',
      message: M.nationalityFromList,
    },
  ]);
  if (items.get(input.country)!.slug !== UAE_SLUG) {
    return { stateId: null, stateName: input.state };
  }
  const stateId = /^\d{1,9}$/.test(input.state) ? Number(input.state) : NaN;
  await checkedMaster(db, userId, [
    {
      field: 'state',
      ids: [Number.isSafeInteger(stateId) ? stateId : 0],
      kind: 'state',
      message: M.stateFromList,
    },
  ]);
  return { stateId, stateName: '' };
}

/**
 * The candidate form of sign-up and the profile: names, contact, location, UAE facts and,
 * optionally, the current or last job (which updates that job, or adds it when there is none).
 * The sign-in e-mail is not changed here: that takes the password and a code sent to the new
 * address (identity's e-mail change).
 */
export async function updatePersonal(ctx: AppContext, user: SessionUser, input: Personal) {
  const { db } = ctx;
  const location = await resolveLocation(db, user.id, input);
  const job = input.employment?.employer_name ? input.employment : null;
  const profile = {
    countryId: input.country,
    stateId: location.stateId,
    stateName: location.stateName,
    nationalityId: input.nationality,
    visaStatus: input.visa_status,
    drivingLicences: [...new Set(input.driving_licences)],
    ...(input.languages && { languages: [...new Set(input.languages)] }),
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({
        firstName: input.first_name,
        lastName: input.last_name,
        mobileNumber: input.mobile_number,
      })
      .where(eq(users.id, user.id))
      .returning({ id: users.id });
    if (!updated.length) throw notFound();
    await tx
      .insert(candidateProfiles)
      .values({ userId: user.id, ...profile })
      .onConflictDoUpdate({ target: candidateProfiles.userId, set: profile });
    if (job) {
      const [latest] = await tx
        .select({ id: candidateEmployments.id })
        .from(candidateEmployments)
        .where(eq(candidateEmployments.userId, user.id))
        .orderBy(...employmentOrder)
        .limit(1);
      const values = {
        employerName: job.employer_name,
        ...(job.designation ? { designation: job.designation } : {}),
        ...employmentDates(job),
      };
      if (latest)
        await tx
          .update(candidateEmployments)
          .set(values)
          .where(eq(candidateEmployments.id, latest.id));
      else await tx.insert(candidateEmployments).values({ userId: user.id, ...values });
    }
  });
}

/* ---------- Summary, skills and desired job ---------- */

export async function updateSummary(db: Db, userId: string, input: Summary) {
  const skillIds = unique(input.skill_ids);
  const items = await checkedMaster(db, userId, [
    { field: 'skill_ids', ids: skillIds, kind: 'skill', message: M.skillsFromList },
  ]);
  const values = {
    headline: input.headline,
    summary: input.summary,
    experienceYears: input.experience_years,
    skillIds,
    skillsText: namesOf(items, skillIds),
    updatedAt: new Date(),
  };
  await db
    .insert(candidateProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: values });
}

export async function updateDesiredJob(db: Db, userId: string, input: DesiredJob) {
  const designationIds = unique(input.designation_ids);
  const functionalAreaIds = unique(input.functional_area_ids);
  const stateIds = unique(input.state_ids);
  const items = await checkedMaster(db, userId, [
    {
      field: 'designation_ids',
      ids: designationIds,
      kind: 'designation',
      message: M.designationsRequired,
    },
    {
      field: 'functional_area_ids',
      ids: functionalAreaIds,
      kind: 'functional_area',
      message: M.functionalAreasFromList,
    },
    { field: 'state_ids', ids: stateIds, kind: 'state', message: M.locationsFromList },
  ]);
  const values = {
    desiredDesignationIds: designationIds,
    desiredFunctionalAreaIds: functionalAreaIds,
    desiredStateIds: stateIds,
    desiredEmploymentTypes: [...new Set(input.employment_types)],
    // Designation names are copied in so that candidate search ranks them with the headline.
    desiredTitlesText: namesOf(items, designationIds),
    expectedSalary: input.expected_salary,
    noticePeriod: input.notice_period,
    ...(input.willing_to_relocate !== undefined && {
      willingToRelocate: input.willing_to_relocate,
    }),
    updatedAt: new Date(),
  };
  await db
    .insert(candidateProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: values });
}

/** The sign-up steps are done (or skipped): from now on sign-in leads to the dashboard. */
export async function markOnboarded(db: Db, userId: string) {
  await ensureProfile(db, userId);
  const [row] = await db
    .select({ at: candidateProfiles.onboardedAt })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId));
  if (!row.at)
    await db
      .update(candidateProfiles)
      .set({ onboardedAt: new Date() })
      .where(eq(candidateProfiles.userId, userId));
}

/**
 * Names in `lang` of what candidates' profiles hold: master items by id, and skills kept as text
 * (in English, as saved) by their name in lower case. A written skill that names no skill of the
 * master data has no entry: it is shown as written.
 */
export async function candidateMasterNames(
  db: Db,
  held: { ids: number[]; skills: string[] },
  lang: Lang,
) {
  const written = [...new Set(held.skills.map((skill) => skill.toLowerCase()))];
  const [items, skills] = await Promise.all([
    masterItemsByIds(db, unique(held.ids), lang),
    lang === 'en' || !written.length
      ? []
      : db
          .select({ english: masterItems.name, name: nameIn(masterItems, lang) })
          .from(masterItems)
          .where(
            and(eq(masterItems.kind, 'skill'), inArray(sql`lower(${masterItems.name})`, written)),
          ),
  ]);
  return {
    byId: new Map(items.map((item) => [item.id, item.name])),
    skill: new Map(skills.map((item) => [item.english.toLowerCase(), item.name])),
  };
}
