/** Texts of the jobs area. */
export const jobs = {} as const;
