/** Texts of the public area. */
export const publicPages = {} as const;
