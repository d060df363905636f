/** Texts of the consultancyAdmin area. */
export const consultancyAdmin = {} as const;
