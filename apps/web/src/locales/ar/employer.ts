import type { Translation } from '@logicareers/shared/translation';
import type { employer as en } from '../en/employer';

/** Texts of the employer area, in Arabic. */
export const employer: Translation<typeof en> = {
  dashboard: {
    myJobs: 'وظائفي',
    postJob: 'انشر وظيفة',
  },
};
