import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CANDIDATE_MESSAGES,
  type TCandidateProfile,
  type ZCandidatePersonal,
  type ZCandidateSummary,
  type ZCertification,
  type ZDesiredJob,
  type ZEducation,
  type ZEmployment,
} from '@logicareers/shared/schemas/candidate';
import type { TMasterOption } from '@logicareers/shared/schemas/jobs';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  candidateCertifications,
  candidateEducations,
  candidateEmployments,
  candidateProfiles,
  files,
  users,
} from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import type { SessionUser } from '../access/sessions';
import { choosableMasterItems, masterItemsByIds } from '../master-data/master-data.service';
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

const M = CANDIDATE_MESSAGES;
/** The most entries a candidate keeps in each list (employments, educations, certifications). */
export const MAX_ITEMS = 30;
const UAE_SLUG = slugify('United Arab Emirates');

type Personal = z.output<typeof ZCandidatePersonal>;
type Summary = z.output<typeof ZCandidateSummary>;
type DesiredJob = z.output<typeof ZDesiredJob>;
type Education = z.output<typeof ZEducation>;
type Employment = z.output<typeof ZEmployment>;
type Certification = z.output<typeof ZCertification>;
type MasterItem = Awaited<ReturnType<typeof masterItemsByIds>>[number];

/** Every candidate has a profile row from their first save on. */
export async function ensureProfile(db: Db, userId: string) {
  await db.insert(candidateProfiles).values({ userId }).onConflictDoNothing();
}

/** The master-data ids a candidate's profile and educations hold now. */
async function heldMasterIds(db: Db, userId: string): Promise<number[]> {
  const [row] = await db
    .select({
      ids: sql<
        number[]
      >`array[${candidateProfiles.countryId}, ${candidateProfiles.stateId}, ${candidateProfiles.nationalityId}]
        || ${candidateProfiles.skillIds} || ${candidateProfiles.desiredDesignationIds}
        || ${candidateProfiles.desiredFunctionalAreaIds} || ${candidateProfiles.desiredStateIds}
        || coalesce((select array_agg(d.qualification_id) from candidate_educations d
          where d.user_id = ${candidateProfiles.userId}), '{}')`,
    })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId));
  return (row?.ids ?? []).filter((id): id is number => typeof id === 'number');
}

/**
 * Master items by id, checked against their kind; a wrong one is a 400 on its field. A deactivated
 * item is refused unless the candidate holds it already.
 */
async function checkedMaster(
  db: Db,
  userId: string,
  wanted: { field: string; ids: number[]; kind: string; message: string }[],
): Promise<Map<number, MasterItem>> {
  const ids = [...new Set(wanted.flatMap((w) => w.ids))];
  const items = new Map(
    (await choosableMasterItems(db, ids, await heldMasterIds(db, userId))).map((item) => [
      item.id,
      item,
    ]),
  );
  const problems: Record<string, string> = {};
  for (const { field, ids, kind, message } of wanted) {
    if (ids.some((id) => items.get(id)?.kind !== kind)) problems[field] ??= message;
  }
  if (Object.keys(problems).length) throw invalid(problems);
  return items;
}

const unique = (ids: number[]) => [...new Set(ids)];
const namesOf = (items: Map<number, MasterItem>, ids: number[]) =>
  ids.map((id) => items.get(id)!.name).join(', ');

/* ---------- Reading ---------- */

/** The candidate's whole profile, with the completeness meter. */
export async function loadCandidateProfile(db: Db, userId: string): Promise<TCandidateProfile> {
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
    (await masterItemsByIds(db, unique(ids))).map(({ kind: _kind, ...option }) => [
      option.id,
      option,
    ]),
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

type EmploymentDates = Pick<
  Employment,
  'working_status' | 'start_month' | 'start_year' | 'end_month' | 'end_year'
>;
/** A current job has no end date, whatever the form still held. */
const employmentDates = (input: EmploymentDates) => ({
  workingStatus: input.working_status,
  startMonth: input.start_month,
  startYear: input.start_year,
  endMonth: input.working_status ? null : input.end_month,
  endYear: input.working_status ? null : input.end_year,
});

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

/* ---------- Employments, educations and certifications ---------- */

type ItemTable =
  typeof candidateEmployments | typeof candidateEducations | typeof candidateCertifications;

async function checkRoom(db: Db, table: ItemTable, userId: string) {
  const [{ n }] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  if (n >= MAX_ITEMS) throw invalid({ body: M.tooManyItems });
}

/** Profile items are touched only by their owner: anyone else's id is simply not found. */
async function touchProfile(db: Db, userId: string) {
  await ensureProfile(db, userId);
  await db
    .update(candidateProfiles)
    .set({ updatedAt: new Date() })
    .where(eq(candidateProfiles.userId, userId));
}

/** Add, change and remove for one list of the profile (employments, educations, certifications). */
export interface ProfileItems<Input> {
  create(db: Db, userId: string, input: Input): Promise<string>;
  update(db: Db, userId: string, id: string, input: Input): Promise<void>;
  remove(db: Db, userId: string, id: string): Promise<void>;
}

const employmentValues = (input: Employment) => ({
  employerName: input.employer_name,
  designation: input.designation,
  description: input.description,
  ...employmentDates(input),
});

const educationValues = (input: Education) => ({
  qualificationId: input.qualification_id,
  institution: input.institution,
  fieldOfStudy: input.field_of_study,
  startYear: input.start_year,
  endYear: input.end_year,
});

const certificationValues = (input: Certification) => ({
  name: input.name,
  issuer: input.issuer,
  issuedOn: input.issued_on,
  expiresOn: input.expires_on,
  credentialId: input.credential_id,
});

async function checkQualification(db: Db, userId: string, input: Education) {
  await checkedMaster(db, userId, [
    {
      field: 'qualification_id',
      ids: [input.qualification_id],
      kind: 'qualification',
      message: M.qualificationRequired,
    },
  ]);
}

export const employmentItems: ProfileItems<Employment> = {
  async create(db: Db, userId: string, input: Employment) {
    await checkRoom(db, candidateEmployments, userId);
    const [row] = await db
      .insert(candidateEmployments)
      .values({ userId, ...employmentValues(input) })
      .returning({ id: candidateEmployments.id });
    await touchProfile(db, userId);
    return row.id;
  },
  async update(db: Db, userId: string, id: string, input: Employment) {
    const rows = await db
      .update(candidateEmployments)
      .set(employmentValues(input))
      .where(and(eq(candidateEmployments.id, id), eq(candidateEmployments.userId, userId)))
      .returning({ id: candidateEmployments.id });
    if (!rows.length) throw notFound();
    await touchProfile(db, userId);
  },
  async remove(db: Db, userId: string, id: string) {
    const rows = await db
      .delete(candidateEmployments)
      .where(and(eq(candidateEmployments.id, id), eq(candidateEmployments.userId, userId)))
      .returning({ id: candidateEmployments.id });
    if (!rows.length) throw notFound();
    await touchProfile(db, userId);
  },
};

export const educationItems: ProfileItems<Education> = {
  async create(db: Db, userId: string, input: Education) {
    await checkQualification(db, userId, input);
    await checkRoom(db, candidateEducations, userId);
    const [row] = await db
      .insert(candidateEducations)
      .values({ userId, ...educationValues(input) })
      .returning({ id: candidateEducations.id });
    await touchProfile(db, userId);
    return row.id;
  },
  async update(db: Db, userId: string, id: string, input: Education) {
    await checkQualification(db, userId, input);
    const rows = await db
      .update(candidateEducations)
      .set(educationValues(input))
      .where(and(eq(candidateEducations.id, id), eq(candidateEducations.userId, userId)))
      .returning({ id: candidateEducations.id });
    if (!rows.length) throw notFound();
    await touchProfile(db, userId);
  },
  async remove(db: Db, userId: string, id: string) {
    const rows = await db
      .delete(candidateEducations)
      .where(and(eq(candidateEducations.id, id), eq(candidateEducations.userId, userId)))
      .returning({ id: candidateEducations.id });
    if (!rows.length) throw notFound();
    await touchProfile(db, userId);
  },
};

export const certificationItems: ProfileItems<Certification> = {
  async create(db: Db, userId: string, input: Certification) {
    await checkRoom(db, candidateCertifications, userId);
    const [row] = await db
      .insert(candidateCertifications)
      .values({ userId, ...certificationValues(input) })
      .returning({ id: candidateCertifications.id });
    await touchProfile(db, userId);
    return row.id;
  },
  async update(db: Db, userId: string, id: string, input: Certification) {
    const rows = await db
      .update(candidateCertifications)
      .set(certificationValues(input))
      .where(and(eq(candidateCertifications.id, id), eq(candidateCertifications.userId, userId)))
      .returning({ id: candidateCertifications.id });
    if (!rows.length) throw notFound();
    await touchProfile(db, userId);
  },
  async remove(db: Db, userId: string, id: string) {
    const rows = await db
      .delete(candidateCertifications)
      .where(and(eq(candidateCertifications.id, id), eq(candidateCertifications.userId, userId)))
      .returning({ id: candidateCertifications.id });
    if (!rows.length) throw notFound();
    await touchProfile(db, userId);
  },
};
