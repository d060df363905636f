import { createInstance, type TFunction } from 'i18next';
import { pseudoCatalogue } from '@logicareers/shared/pseudo-locale';
import { mailAr } from './mail.ar';
import { mailEn } from './mail.en';

/**
 * The languages e-mails can be written in: the site's languages (a user's saved one), and 'en-XA',
 * the test locale that marks every word.
 */
export type Locale = 'en' | 'ar' | 'en-XA';
export const DEFAULT_LOCALE: Locale = 'en';

const i18n = createInstance();
void i18n.init({
  initAsync: false,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['en', 'ar', 'en-XA'],
  ns: ['mail'],
  defaultNS: 'mail',
  resources: {
    en: { mail: mailEn },
    ar: { mail: mailAr },
    'en-XA': { mail: pseudoCatalogue(mailEn) },
  },
  // E-mails are plain text: nothing is HTML-escaped.
  interpolation: { escapeValue: false },
  returnEmptyString: true,
});

/** The e-mail catalogue's translate function for one recipient's language. */
export const mailT = (locale: Locale = DEFAULT_LOCALE): TFunction<'mail'> =>
  i18n.getFixedT(locale, 'mail');

/**
 * The e-mail catalogue's translate function for e-mails written by the hundred thousand (job-alert
 * digests): each key is translated once per `count`, with placeholders that the other values then
 * replace. Only for texts whose values other than `count` are put in as they are, unformatted.
 * Values never hold a NUL (input refuses it), so the placeholders cannot be confused with them.
 */
export function repeatedMailT(locale: Locale = DEFAULT_LOCALE): TFunction<'mail'> {
  const t = mailT(locale) as unknown as (key: string, values?: object) => string;
  const templates = new Map<string, string>();
  const translate = (key: string, values: Record<string, unknown> = {}) => {
    const names = Object.keys(values).filter((name) => name !== 'count');
    const id = `${key}\u0000${String(values.count)}\u0000${names.join('\u0000')}`;
    let template = templates.get(id);
    if (template === undefined) {
      const placeholders = Object.fromEntries(names.map((name) => [name, `\u0000${name}\u0000`]));
      template = t(
        key,
        'count' in values ? { ...placeholders, count: values.count } : placeholders,
      );
      templates.set(id, template);
    }
    return names.reduce(
      (text, name) => text.replaceAll(`\u0000${name}\u0000`, () => String(values[name])),
      template,
    );
  };
  return translate as unknown as TFunction<'mail'>;
}
