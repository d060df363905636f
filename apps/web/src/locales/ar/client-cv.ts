import type { Translation } from '@logicareers/shared/translation';
import type { clientCv as en } from '../en/client-cv';

/** Texts of the page a client opens from the e-mail with a candidate the consultancy sent, in Arabic. */
export const clientCv: Translation<typeof en> = {
  presentedBy: 'تقدّم {{consultancy}} مرشحًا إلى {{client}}',
  forJob: 'لوظيفتك: {{title}}',
  onRequest:
    'اسم المرشح وبيانات الاتصال به وسيرته الذاتية لدى {{consultancy}}: اطلبها منهم عندما ترغب في مقابلة المرشح.',
  noteTitle: 'ملاحظة من {{consultancy}}',
  sentOn: 'أُرسل في {{date}} · الرابط صالح حتى {{expires}}',
  answerTitle: 'ردك',
  answerHint: 'أخبر {{consultancy}} برأيك في هذا المرشح.',
  interested: 'مهتم',
  interview: 'طلب مقابلة',
  reject: 'غير مناسب',
  noteLabel: 'ملاحظة (اختياري)',
  rejectNoteLabel: 'لماذا المرشح غير مناسب؟',
  noteHint: 'لا يطّلع عليها سوى {{consultancy}}.',
  send: 'إرسال الرد',
  cancel: 'إلغاء',
  answered: 'ردك: {{answer}}',
  answeredText: 'تلقّت {{consultancy}} ردك وستتواصل معك.',
  change: 'تغيير ردك',
  yourNote: 'ملاحظتك: {{note}}',
  answeredBy: 'ردّ {{name}} في {{date}}',
  answeredOn: 'تم الرد في {{date}}',
  preview: {
    title: 'معاينة: ما يراه العميل',
    text: 'هذه هي الصفحة التي يراها {{client}} من الرابط المرسل بالبريد أو في حسابه. أزرار الرد لا تعمل هنا.',
    buttons: 'في المعاينة لا تعمل أزرار الرد.',
  },
  account: {
    title: 'المرشحون المُرسلون إليك',
    description:
      'المرشحون الذين أرسلتهم شركات الاستشارات إلى شركتك ما دامت روابطهم صالحة (30 يومًا من الإرسال). افتح أحدهم لترى السيرة الذاتية وترد.',
    job: 'الوظيفة',
    allJobs: 'كل الوظائف',
    answer: 'ردك',
    allAnswers: 'كل الردود',
    answers: {
      awaiting: 'بانتظار ردك',
      interested: 'مهتم',
      interview_requested: 'طُلبت مقابلة',
      rejected: 'غير مناسب',
    },
    clear: 'مسح عوامل التصفية',
    loading: 'جارٍ تحميل المرشحين المُرسلين',
    failed: 'تعذّر تحميل المرشحين المُرسلين.',
    empty:
      'لم يُرسل أي مرشح إلى شركتك بعد. عندما ترسل إليك شركة استشارات مرشحًا يظهر هنا وفي بريدك الإلكتروني.',
    emptyFiltered: 'لا يوجد مرشحون مُرسلون يطابقون عوامل التصفية هذه.',
    noJob: 'دون وظيفة محددة',
    open: 'فتح {{name}}',
    by: 'بواسطة {{name}}',
    column: {
      candidate: 'المرشح',
      job: 'الوظيفة',
      from: 'أرسله',
      sent: 'تاريخ الإرسال',
      notes: 'الملاحظات',
      answer: 'الرد',
    },
    back: 'كل المرشحين المُرسلين',
    goneTitle: 'لم يعد هذا المرشح متاحًا',
    goneText:
      'انتهت صلاحية الرابط أو سُحب، أو لم يعد المرشح معروضًا. اسأل شركة الاستشارات التي أرسلته.',
  },
  answer: {
    interested: 'مهتم',
    interview_requested: 'طُلبت مقابلة',
    rejected: 'غير مناسب',
  },
  unknownTitle: 'انتهت صلاحية هذا الرابط أو أنه غير صالح',
  unknownText:
    'تعمل روابط المرشحين لمدة 30 يومًا. اطلب من شركة الاستشارات التي أرسلت الرابط إعادة إرسال المرشح.',
  failedTitle: 'تعذّر تحميل بيانات المرشح',
  failedText: 'تحقق من اتصالك وحاول مرة أخرى.',
  retry: 'حاول مرة أخرى',
};
