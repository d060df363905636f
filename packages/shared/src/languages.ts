/**
 * The languages of the site and of its e-mails, and how numbers are written in Arabic. English is
 * the default; Arabic reads right to left.
 */
export const SITE_LANGUAGES = ['en', 'ar'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'en';
export const isSiteLanguage = (value: unknown): value is SiteLanguage =>
  (SITE_LANGUAGES as readonly unknown[]).includes(value);

/** Each language's name in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<SiteLanguage, string> = { en: 'English', ar: 'العربية' };

/**
 * The digits numbers are written with in Arabic: 'latn' (0123, as most UAE sites do, the default)
 * or 'arab' (٠١٢٣). English always uses 0123. Named as Unicode's numbering systems.
 */
export const DIGITS = ['latn', 'arab'] as const;
export type Digits = (typeof DIGITS)[number];
export const DEFAULT_DIGITS: Digits = 'latn';
export const isDigits = (value: unknown): value is Digits =>
  (DIGITS as readonly unknown[]).includes(value);

/** The query parameter public API routes read to answer master data's names in a language. */
export const LANGUAGE_QUERY = 'lang';

/** The locale Intl formats with: Arabic with the chosen digits, as in the UAE. */
export const intlLocale = (language: SiteLanguage, digits: Digits = DEFAULT_DIGITS) =>
  language === 'ar' ? `ar-AE-u-nu-${digits}` : 'en-GB';
