/** Texts of the demo area. */
export const demo = {} as const;
