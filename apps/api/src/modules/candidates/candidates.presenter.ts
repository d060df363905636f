import { desc, sql } from 'drizzle-orm';
import type {
  DrivingLicence,
  NoticePeriod,
  TCandidateProfile,
  TCertificationItem,
  TCompletenessPart,
  TEducationItem,
  TEmploymentItem,
  TFileInfo,
  VisaStatus,
} from '@logicareers/shared/schemas/candidate';
import { todayInUae } from '@logicareers/shared/uae-date';
import {
  type CandidateVisibility,
  DEFAULT_CANDIDATE_VISIBILITY,
  type Language,
} from '@logicareers/shared/talent-terms';
import type { EmploymentType, TMasterOption } from '@logicareers/shared/schemas/jobs';
import {
  candidateEducations,
  candidateEmployments,
  candidateCertifications,
} from '../../db/schema';

/* ---------- Column selections: what a profile answer may show, nothing more ---------- */

export const employmentColumns = {
  id: candidateEmployments.id,
  employer_name: candidateEmployments.employerName,
  designation: candidateEmployments.designation,
  working_status: candidateEmployments.workingStatus,
  start_month: candidateEmployments.startMonth,
  start_year: candidateEmployments.startYear,
  end_month: candidateEmployments.endMonth,
  end_year: candidateEmployments.endYear,
  description: candidateEmployments.description,
};

/** Current jobs first, then the most recently ended, then the most recently started. */
export const employmentOrder = [
  desc(candidateEmployments.workingStatus),
  sql`${candidateEmployments.endYear} desc nulls last`,
  sql`${candidateEmployments.endMonth} desc nulls last`,
  sql`${candidateEmployments.startYear} desc nulls last`,
  sql`${candidateEmployments.startMonth} desc nulls last`,
  desc(candidateEmployments.createdAt),
];

export const educationColumns = {
  id: candidateEducations.id,
  qualification_id: candidateEducations.qualificationId,
  institution: candidateEducations.institution,
  field_of_study: candidateEducations.fieldOfStudy,
  start_year: candidateEducations.startYear,
  end_year: candidateEducations.endYear,
};

/** Studies in progress first, then the most recent. */
export const educationOrder = [
  sql`${candidateEducations.endYear} desc nulls first`,
  sql`${candidateEducations.startYear} desc nulls last`,
  desc(candidateEducations.createdAt),
];

export const certificationColumns = {
  id: candidateCertifications.id,
  name: candidateCertifications.name,
  issuer: candidateCertifications.issuer,
  issued_on: candidateCertifications.issuedOn,
  expires_on: candidateCertifications.expiresOn,
  credential_id: candidateCertifications.credentialId,
};

export const certificationOrder = [
  sql`${candidateCertifications.issuedOn} desc nulls last`,
  desc(candidateCertifications.createdAt),
];

/* ---------- Presenting ---------- */

export const toCertification = (
  row: Omit<TCertificationItem, 'expired'>,
  today = todayInUae(),
): TCertificationItem => ({ ...row, expired: !!row.expires_on && row.expires_on < today });

export const toEducation = (
  row: Omit<TEducationItem, 'qualification'> & { qualification_id: number | null },
  options: Map<number, TMasterOption>,
): TEducationItem => {
  const { qualification_id, ...rest } = row;
  return {
    ...rest,
    qualification: qualification_id ? (options.get(qualification_id) ?? null) : null,
  };
};

/** The parts of the completeness meter and what each weighs (they add up to 100). */
export const COMPLETENESS_WEIGHTS: Record<
  TCompletenessPart['key'],
  [label: string, weight: number]
> = {
  personal: ['Personal details', 20],
  summary: ['Headline and summary', 10],
  skills: ['Skills', 10],
  employment: ['Work experience', 15],
  education: ['Education', 10],
  desired_job: ['Desired job', 10],
  certification: ['Certifications', 5],
  cv: ['CV', 15],
  photo: ['Photo', 5],
};

type ProfileWithoutMeter = Omit<TCandidateProfile, 'completeness'>;

/** How complete a profile is, part by part, as recruiters would judge it. */
export function completenessOf(profile: ProfileWithoutMeter): TCandidateProfile['completeness'] {
  const done: Record<TCompletenessPart['key'], boolean> = {
    personal:
      !!profile.first_name &&
      !!profile.last_name &&
      !!profile.mobile_number &&
      !!profile.country &&
      (!!profile.state || !!profile.state_name),
    summary: !!profile.headline && !!profile.summary,
    skills: profile.skills.length > 0,
    employment: profile.employments.length > 0,
    education: profile.educations.length > 0,
    desired_job: profile.desired_job.designations.length > 0,
    certification: profile.certifications.length > 0,
    cv: !!profile.cv,
    photo: !!profile.profile_photo,
  };
  const parts = (Object.keys(COMPLETENESS_WEIGHTS) as TCompletenessPart['key'][]).map((key) => ({
    key,
    label: COMPLETENESS_WEIGHTS[key][0],
    weight: COMPLETENESS_WEIGHTS[key][1],
    done: done[key],
  }));
  const percent = parts.reduce((sum, part) => sum + (part.done ? part.weight : 0), 0);
  return { percent, parts };
}

export interface ProfileRow {
  user_id: string;
  email: string;
  mobile_number: string | null;
  first_name: string;
  last_name: string;
  profile_photo: string | null;
  country_id: number | null;
  state_id: number | null;
  state_name: string | null;
  nationality_id: number | null;
  visa_status: string | null;
  driving_licences: string[] | null;
  languages: string[] | null;
  visibility: string | null;
  willing_to_relocate: boolean | null;
  headline: string | null;
  summary: string | null;
  experience_years: number | null;
  skill_ids: number[] | null;
  desired_designation_ids: number[] | null;
  desired_functional_area_ids: number[] | null;
  desired_state_ids: number[] | null;
  desired_employment_types: string[] | null;
  expected_salary: number | null;
  notice_period: string | null;
  onboarded_at: Date | null;
  updated_at: Date | null;
  created_at: Date;
}

/** The whole profile answer from its rows; `options` holds every master item the rows name. */
export function presentProfile(
  row: ProfileRow,
  parts: {
    options: Map<number, TMasterOption>;
    cv: TFileInfo | null;
    educations: TEducationItem[];
    employments: TEmploymentItem[];
    certifications: TCertificationItem[];
  },
): TCandidateProfile {
  const { options } = parts;
  const one = (id: number | null) => (id ? (options.get(id) ?? null) : null);
  const many = (ids: number[] | null) =>
    (ids ?? []).map((id) => options.get(id)).filter((o): o is TMasterOption => !!o);
  const profile: ProfileWithoutMeter = {
    user_id: row.user_id,
    email: row.email,
    mobile_number: row.mobile_number,
    first_name: row.first_name,
    last_name: row.last_name,
    profile_photo: row.profile_photo,
    country: one(row.country_id),
    state: one(row.state_id),
    state_name: row.state_name ?? '',
    nationality: one(row.nationality_id),
    visa_status: (row.visa_status as VisaStatus | null) ?? null,
    driving_licences: (row.driving_licences ?? []) as DrivingLicence[],
    languages: (row.languages ?? []) as Language[],
    visibility: (row.visibility as CandidateVisibility | null) ?? DEFAULT_CANDIDATE_VISIBILITY,
    headline: row.headline ?? '',
    summary: row.summary ?? '',
    experience_years: row.experience_years,
    skills: many(row.skill_ids),
    desired_job: {
      designations: many(row.desired_designation_ids),
      functional_areas: many(row.desired_functional_area_ids),
      states: many(row.desired_state_ids),
      employment_types: (row.desired_employment_types ?? []) as EmploymentType[],
      expected_salary: row.expected_salary,
      notice_period: (row.notice_period as NoticePeriod | null) ?? null,
      willing_to_relocate: row.willing_to_relocate ?? false,
    },
    educations: parts.educations,
    employments: parts.employments,
    certifications: parts.certifications,
    cv: parts.cv,
    onboarded: !!row.onboarded_at,
    updated_at: (row.updated_at ?? row.created_at).toISOString(),
  };
  return { ...profile, completeness: completenessOf(profile) };
}
