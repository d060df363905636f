/** A person's name as the site writes it: first and last name, with no stray space when one is empty. */
export const fullName = (first: string, last: string) => `${first} ${last}`.trim();
