import { REPORT_TEXTS } from '@logicareers/shared/report-texts';
import type { Translation } from '@logicareers/shared/translation';
import type { reports as en } from '../en/reports';

/** The reports' screens in Arabic. */
export const reports: Translation<typeof en> = {
  ...REPORT_TEXTS.ar,
  page: {
    report: 'التقرير',
    reportsOf: 'التقارير',
    range: 'الفترة',
    from: 'من',
    to: 'إلى',
    download: 'تنزيل ملف CSV',
    caption: '{{title}}، من {{from}} إلى {{to}}',
    empty: 'لا يوجد ما يُحتسب في هذه الفترة بعد. جرّب فترة أطول.',
    noChoice: 'لا توجد نتائج مطابقة',
    loading: 'جارٍ تحميل التقرير',
    asOfToday: 'حتى اليوم',
    openReport: 'فتح التقرير',
    chartTop: 'يعرض الرسم البياني أول {{count}}؛ والجدول يضمها جميعًا.',
    dashboardTitle: 'آخر 90 يومًا',
  },
};
