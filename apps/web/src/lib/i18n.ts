import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { PSEUDO_LOCALE, pseudoCatalogue } from '@logicareers/shared/pseudo-locale';
import { DIGITS_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from '@logicareers/shared/constants';
import {
  DEFAULT_DIGITS,
  type Digits,
  isDigits,
  type SiteLanguage,
} from '@logicareers/shared/languages';
import { languageOfPath } from '@logicareers/shared/pages';
import { COUNTED_MESSAGES, type CountedMessageKey } from '@logicareers/shared/counted-messages';
import { en } from '../locales/en';

/**
 * The languages of the web app: English, Arabic (right to left, at its own `/ar` addresses), and
 * 'en-XA', which marks every catalogue text, for the tests.
 */
export const LANGUAGES = ['en', 'ar', PSEUDO_LOCALE] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

const isLanguage = (value: string | null): value is Language =>
  (LANGUAGES as readonly (string | null)[]).includes(value);

const stored = (key: string) =>
  typeof localStorage === 'undefined' ? null : localStorage.getItem(key);

/** The language chosen in this browser; pages rendered on the server are in their address's. */
export function storedLanguage(): Language {
  const language = stored(LANGUAGE_STORAGE_KEY);
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Remembers the language for this browser (sign-out keeps it). */
export function storeLanguage(language: Language) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

/**
 * The language switch's links end with this mark and the language (`#lang=ar`), so that a switch
 * followed before the app has taken the page over is remembered too, once the app starts. A
 * fragment, as the page's address (and so its cache entry) must not change.
 */
export const SWITCH_MARK = '#lang=';

/** The language a switch just chose, from the page's fragment. */
export function switchedTo(hash: string): SiteLanguage | null {
  if (!hash.startsWith(SWITCH_MARK)) return null;
  const language = hash.slice(SWITCH_MARK.length);
  return language === 'ar' || language === 'en' ? language : null;
}

/** The digits chosen in this browser for Arabic numbers. */
export function storedDigits(): Digits {
  const digits = stored(DIGITS_STORAGE_KEY);
  return isDigits(digits) ? digits : DEFAULT_DIGITS;
}

/**
 * The language a page shows in: an Arabic address is Arabic; another address is in the browser's
 * chosen language, unless that is Arabic (the app then moves to the Arabic address).
 */
export function pageLanguage(pathname: string): Language {
  if (languageOfPath(pathname) === 'ar') return 'ar';
  const language = storedLanguage();
  return language === 'ar' ? DEFAULT_LANGUAGE : language;
}

/** The site language (of addresses, the API and e-mails) a language of the app stands for. */
export const siteLanguage = (language: string): SiteLanguage => (language === 'ar' ? 'ar' : 'en');

let digits: Digits = DEFAULT_DIGITS;
/** The digits Arabic numbers are written with now. */
export const currentDigits = () => digits;

const EASTERN_DIGITS = '٠١٢٣٤٥٦٧٨٩';
/** Western digits written as Eastern Arabic ones; the markup of a text (`<1>…</1>`) stays. */
export const toEasternDigits = (text: string) =>
  text.replace(/<[^>]*>|[0-9]/g, (part) =>
    part.length === 1 ? EASTERN_DIGITS[Number(part)] : part,
  );

/** The app's one i18next instance, ready at once: the English catalogue is in the bundle. */
export const i18n = createInstance();
void i18n
  .use(initReactI18next)
  // The numbers put into Arabic texts follow the chosen digits.
  .use({
    type: 'postProcessor',
    name: 'digits',
    process: (
      value: string,
      _key: unknown,
      _options: unknown,
      translator: { language?: string },
    ) => (translator.language === 'ar' && digits === 'arab' ? toEasternDigits(value) : value),
  })
  .init({
    initAsync: false,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(en),
    defaultNS: 'common',
    resources: { en },
    postProcess: ['digits'],
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnEmptyString: true,
    react: { useSuspense: false },
  });

/** Adds a language's catalogue to the instance. */
export function addCatalogue(language: Language, catalogue: Record<string, object>) {
  for (const [ns, texts] of Object.entries(catalogue))
    i18n.addResourceBundle(language, ns, texts, true, true);
}

/**
 * Switches the app's language (and the digits of Arabic numbers), loading the Arabic catalogue, or
 * building the pseudo-locale's, when it is first asked for: English pages do not carry it.
 */
export async function setLanguage(language: Language, withDigits: Digits = digits) {
  digits = withDigits;
  if (language === PSEUDO_LOCALE && !i18n.hasResourceBundle(PSEUDO_LOCALE, 'common')) {
    for (const [ns, texts] of Object.entries(en))
      i18n.addResourceBundle(PSEUDO_LOCALE, ns, pseudoCatalogue(texts));
  }
  if (language === 'ar' && !i18n.hasResourceBundle('ar', 'common')) {
    const { ar } = await import('../locales/ar');
    addCatalogue('ar', ar);
  }
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = i18n.dir(language);
  }
}

/**
 * A message from a form's validation or from the API, in the user's language: SPEC.md section 5's
 * messages and the server's answers are keys of the validation namespace; others show as they come.
 */
export function translateMessage(message: string | undefined | null): string | undefined {
  if (!message) return undefined;
  // The messages are English sentences: their dots separate nothing.
  const translated: unknown = i18n.getResource(i18n.language, 'validation', message, {
    keySeparator: false,
  });
  return typeof translated === 'string' ? translated : message;
}

const isCountedKey = (key: unknown): key is CountedMessageKey =>
  typeof key === 'string' && Object.hasOwn(COUNTED_MESSAGES, key);

/**
 * The text of a server answer (a success's body or an error's) in the user's language: an answer
 * that carries a number by its `message_key` and `message_values`, with the language's plural forms
 * (`count`); any other by its message, as translateMessage does.
 */
export function answerText(answer: unknown): string | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const body = answer as { message?: unknown; message_key?: unknown; message_values?: unknown };
  const values = body.message_values;
  if (isCountedKey(body.message_key) && values && typeof values === 'object')
    return i18n.t(body.message_key, { ns: 'answers', ...(values as { count: number }) });
  return typeof body.message === 'string' ? translateMessage(body.message) : undefined;
}
