import { z } from 'zod';
import { MSG } from '../messages';
import { checkbox, optionalInt, orUnknown, text, zId, zRequiredText, zUuid } from './fields';
import { EMPLOYMENT_TYPES, ZJobCard, ZMasterOption } from './jobs';
import { zPhone } from './phone-field';
import { CANDIDATE_VISIBILITIES, LANGUAGES } from '../talent-terms';
import {
  CANDIDATE_MESSAGES,
  DRIVING_LICENCES,
  NOTICE_PERIODS,
  VISA_STATUSES,
} from './candidate-terms';
import { DATE_FIELDS, checkEmploymentDates, employmentFields, whenValid } from './candidate-dates';
import { ZCertificationItem, ZEducationItem, ZEmploymentItem } from './candidate-history';

/** The profile history and the applications live in files beside this one. */
export * from './candidate-terms';
export * from './candidate-history';
export * from './candidate-applications';

const M = CANDIDATE_MESSAGES;
/** A choice from a fixed list that may be left empty (forms send '' for no choice). */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.enum(values, { error: message }).nullable(),
  );

/**
 * The candidate form of SPEC.md section 3 (personal-create and the personal section of the
 * profile). `state` is an emirate or area id for the UAE and the typed name elsewhere. The sign-in
 * e-mail is not part of it: it changes only with the password and a code sent to the new address
 * (ZEmailChangeRequest); an `email` sent here is ignored like any field the form does not name.
 */
export const ZCandidatePersonal = z.object({
  mobile_number: zPhone(),
  first_name: zRequiredText(MSG.firstNameRequired, 100),
  last_name: zRequiredText(MSG.lastNameRequired, 100),
  country: zId(MSG.countryRequired),
  state: z.preprocess(
    (value) => (value === null || value === undefined ? '' : String(value)),
    z
      .string({ error: MSG.stateRequired })
      .trim()
      .min(1, { error: MSG.stateRequired })
      .max(100, { error: 'At most 100 characters' }),
  ),
  nationality: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    zId(M.nationalityFromList).nullable(),
  ),
  visa_status: optionalChoice(VISA_STATUSES, 'Choose a visa status from the list'),
  driving_licences: z
    .array(z.enum(DRIVING_LICENCES, { error: 'Choose licences from the list' }))
    .max(DRIVING_LICENCES.length)
    .default([]),
  /** Left out, the languages stay as they are. */
  languages: z
    .array(z.enum(LANGUAGES, { error: 'Choose languages from the list' }))
    .max(LANGUAGES.length)
    .optional(),
  employment: z
    .object(employmentFields)
    .superRefine((value, ctx) => checkEmploymentDates(value, ctx, []), {
      when: whenValid(DATE_FIELDS),
    })
    .nullable()
    .default(null)
    .transform((value) => value ?? null),
});
export type TCandidatePersonal = z.input<typeof ZCandidatePersonal>;

export const ZCandidateSummary = z.object({
  headline: text()
    .trim()
    .max(150, { error: 'The headline must be at most 150 characters' })
    .default(''),
  summary: text()
    .trim()
    .max(5_000, { error: 'The summary must be at most 5000 characters' })
    .default(''),
  experience_years: optionalInt(0, 50, M.experience).default(null),
  skill_ids: z.array(zId(M.skillsFromList)).max(40, { error: 'At most 40 skills' }).default([]),
});
export type TCandidateSummary = z.input<typeof ZCandidateSummary>;

const idList = (message: string, max: number) =>
  z
    .array(zId(message))
    .max(max, { error: `At most ${max}` })
    .default([]);

export const ZDesiredJob = z.object({
  designation_ids: z
    .array(zId(M.designationsRequired), { error: M.designationsRequired })
    .min(1, { error: M.designationsRequired })
    .max(10, { error: 'At most 10' }),
  functional_area_ids: idList(M.functionalAreasFromList, 10),
  state_ids: idList(M.locationsFromList, 10),
  employment_types: z
    .array(z.enum(EMPLOYMENT_TYPES, { error: 'Choose employment types from the list' }))
    .max(EMPLOYMENT_TYPES.length)
    .default([]),
  expected_salary: optionalInt(0, 1_000_000, M.salary).default(null),
  notice_period: optionalChoice(NOTICE_PERIODS, 'Choose a notice period from the list'),
  /** Left out, it stays as it is. */
  willing_to_relocate: checkbox().optional(),
});
export type TDesiredJob = z.input<typeof ZDesiredJob>;

/**
 * `:id` of a profile entry or a photo. A malformed id is as unknown as another candidate's: it is
 * null here, and the route answers 404 rather than a form error.
 */
export const ZProfileItemParams = z.object({ id: orUnknown(zUuid('Not found')) });

/* ---------- Answers ---------- */

export const ZFileInfo = z.object({
  id: z.string(),
  filename: z.string(),
  size: z.number(),
  mime: z.string(),
  uploaded_at: z.string(),
});
export type TFileInfo = z.infer<typeof ZFileInfo>;

/** One part of the completeness meter. */
export const ZCompletenessPart = z.object({
  key: z.enum([
    'personal',
    'summary',
    'skills',
    'employment',
    'education',
    'desired_job',
    'certification',
    'cv',
    'photo',
  ]),
  label: z.string(),
  weight: z.number(),
  done: z.boolean(),
});
export type TCompletenessPart = z.infer<typeof ZCompletenessPart>;

export const ZCandidateProfile = z.object({
  user_id: z.string(),
  email: z.string(),
  mobile_number: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  profile_photo: z.string().nullable(),
  country: ZMasterOption.nullable(),
  state: ZMasterOption.nullable(),
  state_name: z.string(),
  nationality: ZMasterOption.nullable(),
  visa_status: z.enum(VISA_STATUSES).nullable(),
  driving_licences: z.array(z.enum(DRIVING_LICENCES)),
  languages: z.array(z.enum(LANGUAGES)),
  /** Who may find the candidate in CV search (decision 014). */
  visibility: z.enum(CANDIDATE_VISIBILITIES),
  headline: z.string(),
  summary: z.string(),
  experience_years: z.number().nullable(),
  skills: z.array(ZMasterOption),
  desired_job: z.object({
    designations: z.array(ZMasterOption),
    functional_areas: z.array(ZMasterOption),
    states: z.array(ZMasterOption),
    employment_types: z.array(z.enum(EMPLOYMENT_TYPES)),
    expected_salary: z.number().nullable(),
    notice_period: z.enum(NOTICE_PERIODS).nullable(),
    willing_to_relocate: z.boolean(),
  }),
  educations: z.array(ZEducationItem),
  /** Current jobs first, then the most recent: the first one is the "current or last job". */
  employments: z.array(ZEmploymentItem),
  certifications: z.array(ZCertificationItem),
  cv: ZFileInfo.nullable(),
  completeness: z.object({ percent: z.number(), parts: z.array(ZCompletenessPart) }),
  onboarded: z.boolean(),
  updated_at: z.string(),
});
export type TCandidateProfile = z.infer<typeof ZCandidateProfile>;

/** The answer to adding an education, employment or certification. */
export const ZCandidateItemCreated = z.object({ id: z.string(), profile: ZCandidateProfile });
export type TCandidateItemCreated = z.infer<typeof ZCandidateItemCreated>;

export const ZRecommendedJob = z.object({
  job: ZJobCard,
  score: z.number(),
  reasons: z.array(z.string()),
});
export type TRecommendedJob = z.infer<typeof ZRecommendedJob>;
