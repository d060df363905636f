import { z } from 'zod';
import { MSG } from '../messages';
import { checkbox, optionalInt, orUnknown, text, zId, zRequiredText, zUuid } from './fields';
import { EMPLOYMENT_TYPES, JOB_STATUSES, ZJobCard, ZMasterOption } from './jobs';
import { zPhone } from './phone-field';
import { APPLICATION_STATUSES, RECRUITER_STATUSES } from '../application-status';
import { todayInUae } from '../uae-date';
import { CANDIDATE_VISIBILITIES, LANGUAGES } from '../talent-terms';

/** UAE residence situations recruiters filter on. */
export const VISA_STATUSES = [
  'uae_national',
  'employment_visa',
  'family_visa',
  'golden_visa',
  'freelance_visa',
  'visit_visa',
  'outside_uae',
] as const;
export type VisaStatus = (typeof VISA_STATUSES)[number];

/** UAE driving licence classes that logistics jobs ask for. */
export const DRIVING_LICENCES = [
  'light_vehicle',
  'heavy_truck',
  'bus',
  'motorcycle',
  'forklift',
  'heavy_equipment',
] as const;
export type DrivingLicence = (typeof DRIVING_LICENCES)[number];

export const NOTICE_PERIODS = [
  'immediate',
  'one_week',
  'two_weeks',
  'one_month',
  'two_months',
  'three_months',
] as const;
export type NoticePeriod = (typeof NOTICE_PERIODS)[number];

/** Certifications of the field, offered as suggestions (any name may be typed). */
export const CERTIFICATION_SUGGESTIONS = [
  'IATA Dangerous Goods Regulations (DGR)',
  'CILT Certificate in Logistics and Transport',
  'APICS CSCP',
  'APICS CPIM',
  'CIPS Level 4 Diploma',
  'Forklift operator licence',
  'RTA heavy vehicle licence',
  'Customs broker card (Dubai Customs)',
  'FIATA Diploma in Freight Forwarding',
  'Lean Six Sigma Green Belt',
  'NEBOSH International General Certificate',
  'PMP',
] as const;

export const CANDIDATE_MESSAGES = {
  startMonthRequired: 'Start month is required',
  startYearRequired: 'Start year is required',
  endMonthRequired: 'End month is required',
  endYearRequired: 'End year is required',
  endBeforeStart: 'The end date must not be before the start date',
  dateInFuture: 'The date must not be in the future',
  employerNameRequired: 'Employer name is required',
  jobTitleRequired: 'Job title is required',
  institutionRequired: 'Institution is required',
  qualificationRequired: 'Qualification is required',
  yearRange: 'Enter a year between 1960 and 2040',
  certificationNameRequired: 'Certification name is required',
  expiryBeforeIssue: 'The expiry date must not be before the issue date',
  designationsRequired: 'Choose at least one designation',
  salary: 'Expected salary must be a monthly amount in AED',
  experience: 'Experience must be between 0 and 50 years',
  coverNoteTooLong: 'The cover note must be at most 2000 characters',
  commentRequired: 'Comment is required',
  applicationsRequired: 'Choose at least one applicant',
  statusRequired: 'Choose a status',
  alreadyApplied: 'You have already applied for this job',
  jobNotOpen: 'This job is no longer accepting applications',
  onlyCandidates: 'Only candidates can do this',
  cvRequired: 'Choose a CV file to upload',
  cvType: 'The CV must be a PDF or Word (DOCX) file',
  cvTooLarge: 'The CV must be at most 5 MB',
  cvTooComplex:
    'This CV needs more than we allow to read it (it may unpack to far more than its size). Save it again as a PDF or Word file and upload that',
  photoRequired: 'Choose a photo to upload',
  photoType: 'The photo must be a JPEG, PNG or WebP image',
  photoTooLarge: 'The photo must be at most 2 MB',
  photoTooComplex:
    'This photo needs more than we allow to read it. Save it again as a JPEG, PNG or WebP image and upload that',
  filesBusy: 'Many files are being read right now. Try again in a minute',
  countryFromList: 'Choose a country from the list',
  stateFromList: 'Choose an emirate or area from the list',
  nationalityFromList: 'Choose a nationality from the list',
  skillsFromList: 'Choose skills from the list',
  locationsFromList: 'Choose locations from the list',
  functionalAreasFromList: 'Choose functional areas from the list',
  noCv: 'You have not uploaded a CV yet',
  cvWithdrawn: 'The candidate withdrew this application: their CV is no longer shared',
  noPhoto: 'You have not uploaded a photo yet',
  tooManyItems: 'You have reached the most entries this section can hold',
} as const;

const M = CANDIDATE_MESSAGES;
/** A choice from a fixed list that may be left empty (forms send '' for no choice). */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.enum(values, { error: message }).nullable(),
  );
const month = (message: string) => optionalInt(1, 12, message);
const year = (message: string) => optionalInt(1960, 2040, message);

const thisMonth = () => {
  const [year, month] = todayInUae().split('-').map(Number);
  return year * 12 + month;
};

/** An employment's dates, with the rules of SPEC.md section 5. */
const employmentFields = {
  employer_name: text()
    .trim()
    .max(150)
    .nullable()
    .optional()
    .transform((value) => value || null),
  designation: text().trim().max(150).default(''),
  working_status: checkbox().default(false),
  start_month: month(M.startMonthRequired).default(null),
  start_year: year(M.startYearRequired).default(null),
  end_month: month(M.endMonthRequired).default(null),
  end_year: year(M.endYearRequired).default(null),
};

type EmploymentDates = {
  employer_name: string | null;
  working_status: boolean;
  start_month: number | null;
  start_year: number | null;
  end_month: number | null;
  end_year: number | null;
};

/**
 * Runs a rule across fields once those fields are themselves valid, even when other fields of the
 * form are not, so that every message shows at once.
 */
const whenValid =
  (fields: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }): boolean =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));
const DATE_FIELDS = [
  'employer_name',
  'working_status',
  'start_month',
  'start_year',
  'end_month',
  'end_year',
];

function checkEmploymentDates(value: EmploymentDates, ctx: z.RefinementCtx, prefix: string[]) {
  if (!value.employer_name) return;
  const issue = (field: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [...prefix, field], message });
  if (value.start_month === null) issue('start_month', M.startMonthRequired);
  if (value.start_year === null) issue('start_year', M.startYearRequired);
  if (!value.working_status) {
    if (value.end_month === null) issue('end_month', M.endMonthRequired);
    if (value.end_year === null) issue('end_year', M.endYearRequired);
  }
  if (value.start_month !== null && value.start_year !== null) {
    const start = value.start_year * 12 + value.start_month;
    if (start > thisMonth()) issue('start_year', M.dateInFuture);
    if (!value.working_status && value.end_month !== null && value.end_year !== null) {
      const end = value.end_year * 12 + value.end_month;
      if (end < start) issue('end_year', M.endBeforeStart);
      else if (end > thisMonth()) issue('end_year', M.dateInFuture);
    }
  }
}

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

export const ZEducation = z
  .object({
    qualification_id: zId(M.qualificationRequired),
    institution: zRequiredText(M.institutionRequired, 150),
    field_of_study: text().trim().max(150).default(''),
    start_year: year(M.yearRange).default(null),
    end_year: year(M.yearRange).default(null),
  })
  .superRefine(
    (value, ctx) => {
      if (value.start_year !== null && value.end_year !== null && value.end_year < value.start_year)
        ctx.addIssue({ code: 'custom', path: ['end_year'], message: M.endBeforeStart });
    },
    { when: whenValid(['start_year', 'end_year']) },
  );
export type TEducation = z.input<typeof ZEducation>;

export const ZEmployment = z
  .object({
    ...employmentFields,
    employer_name: zRequiredText(M.employerNameRequired, 150),
    designation: zRequiredText(M.jobTitleRequired, 150),
    description: text()
      .trim()
      .max(5_000, { error: 'The description must be at most 5000 characters' })
      .default(''),
  })
  .superRefine((value, ctx) => checkEmploymentDates(value, ctx, []), {
    when: whenValid(DATE_FIELDS),
  });
export type TEmployment = z.input<typeof ZEmployment>;

const optionalDate = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.iso.date({ error: 'Enter a date as YYYY-MM-DD' }).nullable(),
);

export const ZCertification = z
  .object({
    name: zRequiredText(M.certificationNameRequired, 150),
    issuer: text().trim().max(150).default(''),
    issued_on: optionalDate.default(null),
    expires_on: optionalDate.default(null),
    credential_id: text().trim().max(100).default(''),
  })
  .superRefine(
    (value, ctx) => {
      if (value.issued_on && value.issued_on > todayInUae())
        ctx.addIssue({ code: 'custom', path: ['issued_on'], message: M.dateInFuture });
      if (value.issued_on && value.expires_on && value.expires_on < value.issued_on)
        ctx.addIssue({ code: 'custom', path: ['expires_on'], message: M.expiryBeforeIssue });
    },
    { when: whenValid(['issued_on', 'expires_on']) },
  );
export type TCertification = z.input<typeof ZCertification>;

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

export const ZApplyRequest = z.object({
  job_id: zId('Job id must be a number'),
  cover_note: text().trim().max(2_000, { error: M.coverNoteTooLong }).default(''),
});
export type TApplyRequest = z.input<typeof ZApplyRequest>;

export const APPLICATION_ID = 'Application id must be a UUID';
export const ZApplicationStatusRequest = z.object({
  application_ids: z
    .array(zUuid(APPLICATION_ID), { error: M.applicationsRequired })
    .min(1, { error: M.applicationsRequired })
    .max(100, { error: 'At most 100 applicants at once' }),
  status: z.enum(RECRUITER_STATUSES, { error: M.statusRequired }),
});
export type TApplicationStatusRequest = z.input<typeof ZApplicationStatusRequest>;

export const ZApplicationComment = z.object({
  body: text({ error: M.commentRequired })
    .trim()
    .min(1, { error: M.commentRequired })
    .max(2_000, { error: 'A comment must be at most 2000 characters' }),
});

/**
 * `:id` of a profile entry or a photo. A malformed id is as unknown as another candidate's: it is
 * null here, and the route answers 404 rather than a form error.
 */
export const ZProfileItemParams = z.object({ id: orUnknown(zUuid('Not found')) });

/* ---------- Answers ---------- */

export const ZEmploymentItem = z.object({
  id: z.string(),
  employer_name: z.string().nullable(),
  designation: z.string(),
  working_status: z.boolean(),
  start_month: z.number().nullable(),
  start_year: z.number().nullable(),
  end_month: z.number().nullable(),
  end_year: z.number().nullable(),
  description: z.string(),
});
export type TEmploymentItem = z.infer<typeof ZEmploymentItem>;

export const ZEducationItem = z.object({
  id: z.string(),
  qualification: ZMasterOption.nullable(),
  institution: z.string(),
  field_of_study: z.string(),
  start_year: z.number().nullable(),
  end_year: z.number().nullable(),
});
export type TEducationItem = z.infer<typeof ZEducationItem>;

export const ZCertificationItem = z.object({
  id: z.string(),
  name: z.string(),
  issuer: z.string(),
  issued_on: z.string().nullable(),
  expires_on: z.string().nullable(),
  credential_id: z.string(),
  expired: z.boolean(),
});
export type TCertificationItem = z.infer<typeof ZCertificationItem>;

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

export const ZApplicationEvent = z.object({
  from_status: z.enum(APPLICATION_STATUSES).nullable(),
  to_status: z.enum(APPLICATION_STATUSES),
  at: z.string(),
  by: z.string().nullable(),
});
export type TApplicationEvent = z.infer<typeof ZApplicationEvent>;

/** A candidate's own application, in the applied list. */
export const ZMyApplication = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  applied_at: z.string(),
  status_changed_at: z.string(),
  cover_note: z.string(),
  job: z.object({
    id: z.number(),
    title: z.string(),
    company_name: z.string().nullable(),
    location: z.string().nullable(),
    status: z.enum(JOB_STATUSES),
  }),
  history: z.array(ZApplicationEvent),
});
export type TMyApplication = z.infer<typeof ZMyApplication>;

/** An applicant as the employer sees them. */
export const ZApplicant = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  applied_at: z.string(),
  status_changed_at: z.string(),
  cover_note: z.string(),
  /** For a withdrawn application only the name is left (see `withdrawnCandidate` in the API). */
  candidate: z.object({
    user_id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    mobile_number: z.string().nullable(),
    headline: z.string(),
    experience_years: z.number().nullable(),
    location: z.string().nullable(),
    nationality: z.string().nullable(),
    visa_status: z.enum(VISA_STATUSES).nullable(),
    notice_period: z.enum(NOTICE_PERIODS).nullable(),
    expected_salary: z.number().nullable(),
    skills: z.array(z.string()),
    has_cv: z.boolean(),
  }),
  history: z.array(ZApplicationEvent),
  comments: z.array(
    z.object({ id: z.string(), body: z.string(), author: z.string().nullable(), at: z.string() }),
  ),
});
export type TApplicant = z.infer<typeof ZApplicant>;

export const ZRecommendedJob = z.object({
  job: ZJobCard,
  score: z.number(),
  reasons: z.array(z.string()),
});
export type TRecommendedJob = z.infer<typeof ZRecommendedJob>;
