import type { Translation } from '@logicareers/shared/translation';
import type { publicPages as en } from '../en/public';

/** Texts of the public landing page, in Arabic. */
export const publicPages: Translation<typeof en> = {
  landing: {
    title: 'وظائف اللوجستيات وسلاسل الإمداد في الإمارات',
    lead: 'وظائف في الشحن والتخليص الجمركي والتخزين والنقل والتخطيط لدى أصحاب عمل في الإمارات السبع ومناطقها الحرة.',
    searchLabel: 'ابحث عن وظائف',
    searchPlaceholder: 'المسمى الوظيفي أو المهارة أو الشركة، مثل "التخليص الجمركي"',
    search: 'بحث',
    createProfile: 'أنشئ ملفك الشخصي',
    hire: 'وظّف عبر LogiCareers',
    browse: {
      title: 'تصفح الوظائف',
      by: 'تصفح حسب',
      functional_area: 'المجال',
      state: 'الإمارة',
      designation: 'المسمى الوظيفي',
      all: 'عرض جميع الفئات',
    },
    latest: {
      title: 'أحدث الوظائف',
      all_zero: 'جميع الوظائف ({{total}})',
      all_one: 'جميع الوظائف ({{total}})',
      all_two: 'جميع الوظائف ({{total}})',
      all_few: 'جميع الوظائف ({{total}})',
      all_many: 'جميع الوظائف ({{total}})',
      all_other: 'جميع الوظائف ({{total}})',
      allPending: 'جميع الوظائف',
    },
    employers: {
      title: 'أصحاب عمل يوظّفون الآن',
      openJobs_zero: '{{count}} وظيفة متاحة',
      openJobs_one: '{{count}} وظيفة متاحة',
      openJobs_two: '{{count}} وظيفة متاحة',
      openJobs_few: '{{count}} وظائف متاحة',
      openJobs_many: '{{count}} وظيفة متاحة',
      openJobs_other: '{{count}} وظيفة متاحة',
    },
  },
};
