import { createInstance, type TFunction } from 'i18next';
import { mailEn } from './mail.en';

/** The languages e-mails can be written in; 'en-XA' is the test locale that marks every word. */
export type Locale = 'en' | 'en-XA';
export const DEFAULT_LOCALE: Locale = 'en';

type Catalogue = { [key: string]: string | Catalogue };

/**
 * Accents every letter outside `{{…}}` and brackets each text, so that a test can tell catalogue
 * text from text written in code, and see that placeholders still work.
 */
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
const pseudoText = (text: string) =>
  text === ''
    ? ''
    : `⟦${text
        .split(/(\{\{[^}]*\}\})/)
        .map((part, i) =>
          i % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? `${c}\u0301`),
        )
        .join('')}⟧`;
const pseudo = (catalogue: Catalogue): Catalogue =>
  Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoText(value) : pseudo(value),
    ]),
  );

const i18n = createInstance();
void i18n.init({
  initAsync: false,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['en', 'en-XA'],
  ns: ['mail'],
  defaultNS: 'mail',
  resources: { en: { mail: mailEn }, 'en-XA': { mail: pseudo(mailEn) } },
  // E-mails are plain text: nothing is HTML-escaped.
  interpolation: { escapeValue: false },
  returnEmptyString: true,
});

/** The e-mail catalogue's translate function for one recipient's language. */
export const mailT = (locale: Locale = DEFAULT_LOCALE): TFunction<'mail'> =>
  i18n.getFixedT(locale, 'mail');
