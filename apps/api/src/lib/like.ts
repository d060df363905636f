/**
 * A LIKE / ILIKE pattern that finds the typed text anywhere in a value, the text taken as it is:
 * its own `%`, `_` and backslashes match themselves, not any character.
 */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
