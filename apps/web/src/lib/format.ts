import { PSEUDO_LOCALE, pseudoText } from '@logicareers/shared/pseudo-locale';
import { intlLocale } from '@logicareers/shared/languages';
import { formatAed } from '@logicareers/shared/schemas/plans';
import { currentDigits, i18n, siteLanguage } from './i18n';

/**
 * Dates and numbers in the user's language. English keeps its own fast forms (the same on the
 * server and in every browser, without Intl, whose locale data costs a phone tens of ms on first
 * use); Arabic uses Intl, as the UAE writes it (ar-AE), with the digits the user chose; the
 * pseudo-locale marks the English form.
 */
function perLanguage(english: () => string, intl: (locale: string) => string) {
  const language = i18n.language;
  if (language === 'en') return english();
  if (language === PSEUDO_LOCALE) return pseudoText(english());
  return intl(intlLocale(siteLanguage(language), currentDigits()));
}

/** Fils as the digits of dirhams with two decimals: 1,499.50 (١٬٤٩٩٫٥٠). */
const filsDigits = (fils: number) =>
  perLanguage(
    () => formatAed(fils),
    (locale) =>
      (fils / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );

/** A date as users here read it: 22 Nov 2026. */
export const formatDate = (iso: string) => {
  const options = { day: 'numeric', month: 'short', year: 'numeric' } as const;
  return perLanguage(
    () => new Date(iso).toLocaleDateString('en-GB', options),
    (locale) => new Date(iso).toLocaleDateString(locale, options),
  );
};

/** A whole number with thousands separators: 12,500. */
export const formatNumber = (value: number) =>
  perLanguage(
    () => String(Math.round(value)).replace(/\B(?=(\d{3})+$)/g, ','),
    (locale) => Math.round(value).toLocaleString(locale),
  );

/**
 * A number said to be "about" so many, to two significant figures: 12,345 reads 12,000 and 1,480
 * reads 1,500. A count below 100 is left whole.
 */
export const formatAbout = (value: number) => {
  const step = value < 100 ? 1 : 10 ** (Math.floor(Math.log10(value)) - 1);
  return formatNumber(Math.round(value / step) * step);
};

/** A number with at most `digits` decimals: 12.5, 1,204.3 (١٢٫٥). */
export const formatDecimal = (value: number, digits = 1) =>
  perLanguage(
    () => {
      const [whole, fraction] = (Math.round(value * 10 ** digits) / 10 ** digits)
        .toString()
        .split('.');
      const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
      return fraction ? `${grouped}.${fraction}` : grouped;
    },
    (locale) => value.toLocaleString(locale, { maximumFractionDigits: digits }),
  );

/**
 * Money in the user's language, the only way the app writes an amount: whole dirhams (salaries)
 * with the UAE's separators and the one currency label of the language (AED 12,500; 12,500
 * درهم), as an amount, a month's amount, or a lower bound ("from"), with or without "a month".
 */
export const formatMoney = (
  dirhams: number,
  form: 'amount' | 'perMonth' | 'from' | 'fromPerMonth' = 'amount',
) => i18n.t(form, { ns: 'money', amount: formatNumber(dirhams) });

/** A price in fils, with two decimals: AED 1,499.50 (١٬٤٩٩٫٥٠ درهم). */
export const formatFils = (fils: number) =>
  i18n.t('amount', { ns: 'money', amount: filsDigits(fils) });

/** A range of whole dirhams, a month's or not: AED 3,000 – 5,000 a month. */
export const formatMoneyRange = (min: number, max: number, perMonth = false) =>
  i18n.t(perMonth ? 'rangePerMonth' : 'range', {
    ns: 'money',
    min: formatNumber(min),
    max: formatNumber(max),
  });

/** The months' names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The name of a month (0 for January) in the user's language; 'short' gives Jan, Feb, … */
export const monthName = (month: number, width: 'long' | 'short' = 'long') =>
  perLanguage(
    () => (width === 'long' ? MONTHS[month] : MONTHS[month].slice(0, 3)),
    (locale) =>
      new Date(Date.UTC(2000, month, 1)).toLocaleDateString(locale, {
        month: width,
        timeZone: 'UTC',
      }),
  );

/** 'Mar 2021', '2021', or '' for a month (1 for January) and year that may be missing. */
export const monthYear = (month: number | null, year: number | null) =>
  year ? `${month ? `${monthName(month - 1, 'short')} ` : ''}${year}` : '';

/** A calendar date, the same day wherever it is read: 31 December 2026. */
export function formatCalendarDate(iso: string) {
  const date = new Date(iso);
  return perLanguage(
    () => `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`,
    (locale) =>
      date.toLocaleDateString(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  );
}

/** A date in digits, as lists show it: 22/11/2026. */
export const formatNumericDate = (iso: string) =>
  perLanguage(
    () => new Date(iso).toLocaleDateString('en-GB'),
    (locale) => new Date(iso).toLocaleDateString(locale),
  );

/** A date with its time in digits: 22/11/2026, 14:05:09. */
export const formatDateTime = (iso: string) =>
  perLanguage(
    () => new Date(iso).toLocaleString('en-GB'),
    (locale) => new Date(iso).toLocaleString(locale),
  );

/**
 * A date formatter with Intl's options in the user's language (English as en-GB; Arabic as ar-AE
 * with the chosen digits; the pseudo-locale marks the English form), each made once per language.
 */
export function dateFormatter(options: Intl.DateTimeFormatOptions) {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (date: Date) => {
    const language = siteLanguage(i18n.language);
    const locale = language === 'ar' ? intlLocale(language, currentDigits()) : 'en-GB';
    let format = made.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, options);
      made.set(locale, format);
    }
    const text = format.format(date);
    return i18n.language === PSEUDO_LOCALE ? pseudoText(text) : text;
  };
}

/** The first letters of a name's first two words, in capitals: Sara Al Amiri gives SA. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
