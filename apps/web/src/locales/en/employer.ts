/** Texts of the employer area. */
export const employer = {} as const;
