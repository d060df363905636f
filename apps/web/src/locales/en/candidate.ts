/** Texts of the candidate area. */
export const candidate = {} as const;
