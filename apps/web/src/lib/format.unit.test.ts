import { afterAll, describe, expect, it } from 'vitest';
import { inLanguage, languageOfPath, withoutLanguage } from '@logicareers/shared/pages';
import {
  formatAbout,
  formatCalendarDate,
  formatDate,
  formatFils,
  formatMoney,
  formatMoneyRange,
  formatNumber,
  monthName,
} from './format';
import { i18n, setLanguage, toEasternDigits } from './i18n';

describe('dates, numbers and amounts per language', () => {
  afterAll(() => setLanguage('en', 'latn'));

  it('keeps English as it was', async () => {
    await setLanguage('en', 'latn');
    expect(formatNumber(12500)).toBe('12,500');
    // An estimate to two significant figures; a small count whole.
    expect([12_345, 1_480, 1_001, 999, 87].map(formatAbout)).toEqual([
      '12,000',
      '1,500',
      '1,000',
      '1,000',
      '87',
    ]);
    expect(formatFils(149_950)).toBe('AED 1,499.50');
    expect(formatMoney(12500, 'perMonth')).toBe('AED 12,500 a month');
    expect(formatMoneyRange(3000, 5000, true)).toBe('AED 3,000 – 5,000 a month');
    expect(formatCalendarDate('2026-12-31')).toBe('31 December 2026');
  });

  it('writes Arabic with Arabic month names and Western digits by default', async () => {
    await setLanguage('ar', 'latn');
    expect(i18n.dir()).toBe('rtl');
    expect(formatNumber(12500)).toBe('12,500');
    expect(formatFils(149_950)).toBe('1,499.50 درهم');
    // Salaries and prices carry the same currency label.
    expect(formatMoney(12500, 'perMonth')).toBe('12,500 درهم شهريًا');
    expect(formatMoneyRange(3000, 5000, true)).toBe('من 3,000 إلى 5,000 درهم شهريًا');
    expect(formatCalendarDate('2026-11-26')).toBe('26 نوفمبر 2026');
    expect(monthName(0)).toBe('يناير');
    expect(formatDate('2026-11-26T10:00:00Z')).toMatch(/^26 /);
  });

  it('writes Arabic with Eastern Arabic digits when chosen, in formats and in texts', async () => {
    await setLanguage('ar', 'arab');
    expect(formatNumber(12500)).toBe('١٢٬٥٠٠');
    expect(formatFils(149_950)).toBe('١٬٤٩٩٫٥٠ درهم');
    expect(formatMoney(12500)).toBe('١٢٬٥٠٠ درهم');
    expect(formatCalendarDate('2026-11-26')).toBe('٢٦ نوفمبر ٢٠٢٦');
    // Numbers put into a catalogue text follow the choice; its markup does not change.
    expect(i18n.t('footer.copyright', { year: 2026, site: 'LogiCareers' })).toContain('٢٠٢٦');
    expect(toEasternDigits('<1>15</1> jobs')).toBe('<1>١٥</1> jobs');
  });
});

describe('addresses per language', () => {
  it('puts Arabic pages under /ar and takes them out again', () => {
    expect(inLanguage('ar', '/')).toBe('/ar');
    expect(inLanguage('ar', '/unauth/search-job?q=x')).toBe('/ar/unauth/search-job?q=x');
    expect(inLanguage('ar', '/?q=x')).toBe('/ar?q=x');
    expect(inLanguage('en', '/ar/unauth/jobs/view/7')).toBe('/unauth/jobs/view/7');
    expect(inLanguage('en', '/ar')).toBe('/');
    expect(inLanguage('ar', '/ar/unauth/job-list')).toBe('/ar/unauth/job-list');
    expect(withoutLanguage('/ar?q=x')).toBe('/?q=x');
    expect(languageOfPath('/ar')).toBe('ar');
    expect(languageOfPath('/ar/candidate')).toBe('ar');
    expect(languageOfPath('/arabic-jobs')).toBe('en');
  });
});
