/** Texts of the employer area. */
export const employer = {
  dashboard: {
    myJobs: 'My jobs',
    postJob: 'Post a job',
  },
} as const;
