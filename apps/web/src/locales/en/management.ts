/** Texts of the management area. */
export const management = {} as const;
