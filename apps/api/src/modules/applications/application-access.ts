import { candidatesOnly } from '../access/access.policy';

/** Candidates only, and told so before their input is read. */
export const candidate = {
  config: { access: { permission: 'jobs.apply' } },
  preValidation: candidatesOnly,
} as const;
export const recruiter = { config: { access: { permission: 'applications.manage' } } } as const;
