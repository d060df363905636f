import { createInstance, type TFunction } from 'i18next';
import { pseudoCatalogue } from '@logicareers/shared/pseudo-locale';
import { mailEn } from './mail.en';

/** The languages e-mails can be written in; 'en-XA' is the test locale that marks every word. */
export type Locale = 'en' | 'en-XA';
export const DEFAULT_LOCALE: Locale = 'en';

const i18n = createInstance();
void i18n.init({
  initAsync: false,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['en', 'en-XA'],
  ns: ['mail'],
  defaultNS: 'mail',
  resources: { en: { mail: mailEn }, 'en-XA': { mail: pseudoCatalogue(mailEn) } },
  // E-mails are plain text: nothing is HTML-escaped.
  interpolation: { escapeValue: false },
  returnEmptyString: true,
});

/** The e-mail catalogue's translate function for one recipient's language. */
export const mailT = (locale: Locale = DEFAULT_LOCALE): TFunction<'mail'> =>
  i18n.getFixedT(locale, 'mail');
