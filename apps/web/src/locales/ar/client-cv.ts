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
