import type { Translation } from '@logicareers/shared/translation';
import type { admin as en } from '../en/admin';

/** Texts of the admin area: settings, the e-mail outbox and employers awaiting activation, in Arabic. */
export const admin: Translation<typeof en> = {
  settings: {
    title: 'إعدادات الموقع',
    description: 'السمة والشعار وبيانات التواصل ونصوص محركات البحث المعروضة في أنحاء الموقع',
    themeColor: 'لون السمة',
    field: {
      site_name: 'اسم الموقع',
      logo_url: 'رابط الشعار',
      contact_email: 'البريد الإلكتروني للتواصل',
      contact_phone: 'هاتف التواصل (WhatsApp)',
      whatsapp_url: 'رابط محادثة WhatsApp',
      linkedin_url: 'صفحة LinkedIn',
      facebook_url: 'صفحة Facebook',
      instagram_url: 'صفحة Instagram',
      x_url: 'صفحة X',
    },
    seo: 'اسم الموقع ومحركات البحث والروابط المشتركة',
    seoTitle: 'عنوان الصفحة',
    seoTitleHint: 'للصفحات التي ليس لها عنوان خاص بها؛ 70 حرفًا كحد أقصى',
    seoDescription: 'وصف الصفحة',
    seoDescriptionHint: 'الملخص الذي يظهر أسفل العنوان في نتائج البحث؛ 160 حرفًا كحد أقصى',
    submit: 'حفظ الإعدادات',
    retention: 'مدة الاحتفاظ بحسابات المرشحين',
    retentionWarn: 'تنبيه المرشحين غير النشطين بعد (بالأشهر)',
    retentionWarnHint: 'يتلقى المرشحون الذين لم يسجّلوا الدخول طوال هذه المدة رسالة واحدة.',
    retentionErase: 'محو المرشحين غير النشطين بعد (بالأشهر)',
    retentionEraseHint:
      'تُمحى حساباتهم بعد 30 يومًا على الأقل من التنبيه. حدّث سياسة الخصوصية عند تغيير هذه المدة.',
  },
  modules: {
    title: 'ميزات الموقع',
    description: 'تشغيل ميزات كاملة أو إيقافها للجميع دفعة واحدة',
    failed: 'لم يتم حفظ التغيير. {{message}}',
    items: {
      job_alerts: {
        name: 'تنبيهات الوظائف',
        description:
          'يحفظ المرشحون عمليات البحث كتنبيهات، ويتلقون الوظائف المطابقة عبر البريد الإلكتروني.',
      },
      employer_cv_search: {
        name: 'البحث في السير الذاتية لأصحاب العمل',
        description:
          'يبحث أصحاب العمل في قاعدة بيانات المرشحين ويحتفظون بعمليات البحث المحفوظة. أما شركة الاستشارات فيمكنها ذلك دائمًا.',
      },
      logistics_news: {
        name: 'أخبار الخدمات اللوجستية',
        description: 'مقالات إخبارية على الموقع العام، وأحدثها على الصفحة الرئيسية.',
      },
      email_subscription: {
        name: 'الاشتراك بالبريد الإلكتروني',
        description: 'يشترك الزوار في رسائل الوظائف من تذييل الصفحة.',
      },
      whatsapp: {
        name: 'اختصار WhatsApp',
        description: 'يتيح زر التواصل العائم إجراء محادثة عبر WhatsApp مع الموقع.',
      },
      employer_signup: {
        name: 'التسجيل الذاتي لأصحاب العمل',
        description: 'تسجّل الشركات نفسها كأصحاب عمل، ويمكن للمسؤولين إضافتها دائمًا.',
      },
    },
  },
  outbox: {
    title: 'البريد الصادر',
    description: 'كل رسالة بريد إلكتروني يرسلها الموقع، الأحدث أولًا',
    empty: 'لا توجد رسائل بعد.',
    to: 'إلى {{to}} · {{date}}',
    status: {
      pending: 'قيد الانتظار',
      sending: 'جارٍ الإرسال',
      sent: 'تم الإرسال',
      failed: 'فشل الإرسال',
      cancelled: 'ملغاة (أُوقف الإرسال)',
    },
    lastError: 'آخر خطأ: {{error}} (عدد المحاولات: {{attempts}})',
    secretHidden: 'بيانات سرية مخفية',
    secretHiddenNote: 'الرمز أو الرابط في هذه الرسالة مخفي (••••••): لا يراه إلا مستلمها.',
    demo: {
      title: 'صندوق بريد العرض التجريبي',
      description:
        'لا يوجد خادم بريد في هذا العرض التجريبي: تصل كل رسالة إلى هنا كما يستلمها قارئها، بروابطها ورموزها، لتتابع كل خطوة تُرسل بالبريد. الموقع الحقيقي يرسلها بدلًا من ذلك.',
    },
  },
  pending: {
    title: 'أصحاب عمل بانتظار التفعيل',
    empty: 'لا يوجد أصحاب عمل بانتظار التفعيل. تظهر التسجيلات الجديدة هنا.',
    column: {
      company: 'الشركة',
      contact: 'جهة الاتصال',
      phone: 'الهاتف',
      registered: 'تاريخ التسجيل',
      action: 'الإجراء',
    },
    activate: 'تفعيل',
    activateLabel: 'تفعيل {{company}}',
  },
};
