import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { PSEUDO_LOCALE, pseudoCatalogue } from '@logicareers/shared/pseudo-locale';
import { LANGUAGE_STORAGE_KEY } from '@logicareers/shared/constants';
import { en } from '../locales/en';

/** The languages of the web app; 'en-XA' marks every catalogue text, for the tests. */
export const LANGUAGES = ['en', PSEUDO_LOCALE] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

const isLanguage = (value: string | null): value is Language =>
  (LANGUAGES as readonly (string | null)[]).includes(value);

/** The language chosen in this browser; pages rendered on the server are in the default one. */
export function storedLanguage(): Language {
  const stored =
    typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The app's one i18next instance, ready at once: the English catalogue is in the bundle. */
export const i18n = createInstance();
void i18n.use(initReactI18next).init({
  initAsync: false,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(en),
  defaultNS: 'common',
  resources: { en },
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnEmptyString: true,
  react: { useSuspense: false },
});

/** Switches the app's language, building the pseudo-locale's catalogue when it is first asked for. */
export async function setLanguage(language: Language) {
  if (language === PSEUDO_LOCALE && !i18n.hasResourceBundle(PSEUDO_LOCALE, 'common')) {
    for (const [ns, texts] of Object.entries(en))
      i18n.addResourceBundle(PSEUDO_LOCALE, ns, pseudoCatalogue(texts));
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
