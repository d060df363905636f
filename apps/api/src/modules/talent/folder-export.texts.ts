import type { Lang } from '@logicareers/shared/schemas/common';
import type { NoticePeriod, VisaStatus } from '@logicareers/shared/schemas/candidate-terms';

/** The words of a folder's CSV in each language: its columns and the values of fixed lists. */
export interface CsvTexts {
  columns: readonly string[];
  yes: string;
  no: string;
  visaStatus: Record<VisaStatus, string>;
  noticePeriod: Record<NoticePeriod, string>;
}

const en: CsvTexts = {
  columns: [
    'Name',
    'Headline',
    'Current designation',
    'Current employer',
    'Experience (years)',
    'Emirate',
    'Nationality',
    'Visa status',
    'Notice period',
    'Expected salary (AED/month)',
    'Last active',
    'Has CV',
    'Profile',
  ],
  yes: 'yes',
  no: 'no',
  visaStatus: {
    uae_national: 'UAE national',
    employment_visa: 'Employment visa (residence)',
    family_visa: 'Family visa (residence)',
    golden_visa: 'Golden visa',
    freelance_visa: 'Freelance visa',
    visit_visa: 'Visit visa',
    outside_uae: 'Outside the UAE',
  },
  noticePeriod: {
    immediate: 'Immediately',
    one_week: '1 week',
    two_weeks: '2 weeks',
    one_month: '1 month',
    two_months: '2 months',
    three_months: '3 months',
  },
};

const ar: CsvTexts = {
  columns: [
    'الاسم',
    'العنوان المهني',
    'المسمى الوظيفي الحالي',
    'جهة العمل الحالية',
    'سنوات الخبرة',
    'الإمارة',
    'الجنسية',
    'حالة التأشيرة',
    'فترة الإشعار',
    'الراتب المتوقع (درهم شهريًا)',
    'آخر نشاط',
    'لديه سيرة ذاتية',
    'الملف الشخصي',
  ],
  yes: 'نعم',
  no: 'لا',
  visaStatus: {
    uae_national: 'مواطن إماراتي',
    employment_visa: 'تأشيرة عمل (إقامة)',
    family_visa: 'تأشيرة عائلية (إقامة)',
    golden_visa: 'التأشيرة الذهبية',
    freelance_visa: 'تأشيرة عمل حر',
    visit_visa: 'تأشيرة زيارة',
    outside_uae: 'خارج الإمارات',
  },
  noticePeriod: {
    immediate: 'فورًا',
    one_week: 'أسبوع واحد',
    two_weeks: 'أسبوعان',
    one_month: 'شهر واحد',
    two_months: 'شهران',
    three_months: '3 أشهر',
  },
};

export const CSV_TEXTS: Record<Lang, CsvTexts> = { en, ar };
