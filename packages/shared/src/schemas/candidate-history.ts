/** The education, employment and certification entries of a candidate profile. */
import { z } from 'zod';
import { text, zId, zRequiredText } from './fields';
import { ZMasterOption } from './jobs';
import { todayInUae } from '../uae-date';
import { CANDIDATE_MESSAGES } from './candidate-terms';
import {
  DATE_FIELDS,
  checkEmploymentDates,
  employmentFields,
  whenValid,
  year,
} from './candidate-dates';

const M = CANDIDATE_MESSAGES;

/* ---------- Forms ---------- */

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
