import type { Translation } from '@logicareers/shared/translation';
import type { services as en } from '../en/services';

/** Texts of the public service pages and their enquiry form, in Arabic. */
export const services: Translation<typeof en> = {
  breadcrumb: 'الخدمات',
  employerBreadcrumb: 'لأصحاب العمل',
  loading: 'جارٍ تحميل الصفحة',
  loadError: 'تعذّر تحميل هذه الصفحة. يرجى المحاولة مرة أخرى.',
  retry: 'حاول مرة أخرى',
  pricingCta: 'اطّلع على الخطط والأسعار',
  contactCta: 'اطرح علينا سؤالًا',
  registerCta: 'سجّل شركتك',
  enquiry: {
    title: 'أرسل إلينا استفسارًا',
    lead: 'نرد خلال يوم عمل واحد، ونرسل إليك تأكيدًا بالبريد الإلكتروني على الفور.',
    required: 'الحقول المميزة بعلامة * مطلوبة.',
    name: 'اسمك',
    company: 'الشركة',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    phonePlaceholder: '+971 50 123 4567',
    phoneHint: 'مع رمز الدولة، مثل +971 للإمارات',
    subject: 'الموضوع',
    message: 'الرسالة',
    website: 'اترك هذا الحقل فارغًا',
    submit: 'إرسال الاستفسار',
    sent: 'تم إرسال الاستفسار',
    another: 'إرسال استفسار آخر',
    problems: 'يرجى تصحيح الحقول المميزة.',
  },
};
