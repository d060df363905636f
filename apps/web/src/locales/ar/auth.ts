import type { Translation } from '@logicareers/shared/translation';
import type { auth as en } from '../en/auth';

/** Texts of the auth area: signing in and signing up, in Arabic. */
export const auth: Translation<typeof en> = {
  field: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    passwordHint: '8 أحرف على الأقل، وألا تكون كلمة مرور شائعة',
    confirmPassword: 'تأكيد كلمة المرور',
    togglePassword: 'إظهار كلمة المرور أو إخفاؤها',
    phonePlaceholder: '+971 50 123 4567',
  },
  signIn: {
    kind: {
      candidate: {
        title: 'دخول المرشحين',
        subtitle: 'ابحث عن وظائف اللوجستيات في جميع أنحاء الإمارات وقدّم عليها',
      },
      employer: {
        title: 'دخول أصحاب العمل',
        subtitle: 'انشر الوظائف وابحث في السير الذاتية ووظّف بسرعة أكبر',
      },
      consultancy: {
        title: 'دخول الاستشارات',
        subtitle: 'لمسؤولي التوظيف ومستخدمي ATS ومسؤولي الاستشارات',
      },
      admin: { title: 'دخول المسؤولين', subtitle: 'إدارة LogiCareers' },
    },
    newHere: 'مستخدم جديد؟',
    signUpLink: {
      candidate: 'أنشئ حساب مرشح',
      employer: 'سجّل شركتك',
      consultancy: 'اطلب الانضمام إلى الاستشارات',
    },
    lookingForJob: 'تبحث عن وظيفة؟',
    candidateSignIn: 'دخول المرشحين',
    hiring: 'تبحث عن موظفين؟',
    employerSignIn: 'دخول أصحاب العمل',
    refused: 'تعذّر تسجيل الدخول',
    forgot: 'نسيت كلمة المرور؟',
    submit: 'تسجيل الدخول',
  },
  signUp: {
    candidate: {
      title: 'أنشئ حساب المرشح الخاص بك',
      subtitle: 'انضم إلى آلاف المتخصصين في اللوجستيات في الإمارات',
      alreadyRegistered: 'لديك حساب بالفعل؟',
      signIn: 'تسجيل الدخول',
      taken:
        'يوجد حساب مسجّل بهذا البريد الإلكتروني بالفعل. سجّل الدخول، أو أعد تعيين كلمة المرور إن كنت قد نسيتها.',
      resetPassword: 'إعادة تعيين كلمة المرور',
      submit: 'إنشاء حساب',
      welcome: 'مرحبًا بك في LogiCareers!',
      privacy:
        'بإنشاء حساب فإنك توافق على إشعار الخصوصية لدينا: يُستخدم ملفك الشخصي لمطابقتك مع الوظائف، وأنت من يحدد من يمكنه الاطلاع عليه.',
      privacyLink: 'اقرأ سياسة الخصوصية',
      visibility: {
        label: 'من يمكنه العثور على ملفي',
        description: 'يمكنك تغيير ذلك في أي وقت من ملفك الشخصي.',
        option: {
          all: 'جميع أصحاب العمل وشركة الاستشارات',
          consultancy: 'شركة الاستشارات فقط',
          hidden: 'لا أحد',
        },
      },
    },
    employer: {
      title: 'سجّل شركتك',
      subtitle: 'وظّف الكفاءات في اللوجستيات وسلاسل الإمداد في الإمارات',
      alreadyRegistered: 'لديك حساب بالفعل؟',
      signIn: 'دخول أصحاب العمل',
      stepCompany: 'الشركة',
      stepCompanyHint: 'مؤسستك',
      stepContact: 'جهة الاتصال',
      stepContactHint: 'بيانات تسجيل الدخول',
      companyName: 'اسم الشركة',
      mobile: 'رقم الهاتف المتحرك',
      companyEmail: 'البريد الإلكتروني للشركة',
      next: 'التالي',
      pronoun: 'اللقب',
      pronouns: { Mr: 'السيد', Ms: 'الآنسة', Mrs: 'السيدة', Dr: 'د.' },
      firstName: 'الاسم الأول',
      lastName: 'اسم العائلة',
      usernameHint: 'ستسجّل الدخول بهذا البريد الإلكتروني',
      ownMobile: 'رقم هاتفك المتحرك',
      back: 'رجوع',
      submit: 'تسجيل الشركة',
      doneTitle: 'شكرًا لتسجيلك',
      doneText:
        'يراجع فريقنا كل صاحب عمل جديد. سنراسلك بالبريد الإلكتروني فور تفعيل حسابك، وبعدها يمكنك تسجيل الدخول لنشر الوظائف.',
      home: 'العودة إلى الصفحة الرئيسية',
    },
    consultancy: {
      title: 'اطلب الانضمام إلى الاستشارات',
      subtitle: 'لمسؤولي التوظيف الذين يعملون مع شركة الاستشارات لدينا',
      text: 'عرّفنا بنفسك. يراجع مسؤول الاستشارات كل طلب ويراسلك بالبريد الإلكتروني عند الموافقة عليه، وبعدها سجّل الدخول بالبريد الإلكتروني وكلمة المرور اللذين تختارهما هنا.',
      firstName: 'الاسم الأول',
      lastName: 'اسم العائلة',
      mobile: 'رقم الهاتف المتحرك',
      message: 'رسالة إلى المسؤول',
      messageHint: 'اختياري: خبرتك، ومن أحالك إلينا (1000 حرف كحد أقصى)',
      submit: 'إرسال الطلب',
      doneTitle: 'تم إرسال الطلب',
      home: 'العودة إلى الصفحة الرئيسية',
      alreadyRegistered: 'تمت الموافقة على طلبك؟',
      signIn: 'دخول الاستشارات',
      employer: 'توظّف لشركتك الخاصة؟ <register>سجّل بصفتك صاحب عمل</register>.',
    },
  },
};
