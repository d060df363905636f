/**
 * The pseudo-locale 'en-XA' that tests use: every letter outside `{{…}}` and `<…>` is accented and
 * each text is bracketed, so that a test can tell catalogue text from text written in code, and see
 * that placeholders and markup still work. English stays readable in it.
 */
export const PSEUDO_LOCALE = 'en-XA';
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
};

export const pseudoText = (text: string) =>
  text === ''
    ? ''
    : `${PSEUDO_OPEN}${text
        .split(/(\{\{[^}]*\}\}|<[^>]*>)/)
        .map((part, i) =>
          i % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? `${c}\u0301`),
        )
        .join('')}${PSEUDO_CLOSE}`;

export type Catalogue = { readonly [key: string]: string | Catalogue };

/** A catalogue with every text in the pseudo-locale. */
export const pseudoCatalogue = <T extends Catalogue>(catalogue: T): T =>
  Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoText(value) : pseudoCatalogue(value),
    ]),
  ) as T;
