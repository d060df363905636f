import type { Translation } from '@logicareers/shared/translation';
import type { account as en } from '../en/account';

/** Texts of the account area (a forgotten password, the own account page), in Arabic. */
export const account: Translation<typeof en> = {
  forgot: {
    title: 'إعادة تعيين كلمة المرور',
    back: 'العودة إلى تسجيل الدخول',
    lead: 'أدخل البريد الإلكتروني لحسابك. سنرسل إليك رمزًا من 6 أرقام صالحًا لمدة 10 دقائق.',
    email: 'البريد الإلكتروني',
    send: 'إرسال الرمز',
    sent: 'إذا كان هناك حساب باسم <strong>{{email}}</strong>، فقد أرسلنا إليه رمزًا.',
    code: 'رمز التحقق',
    newPassword: 'كلمة المرور الجديدة',
    newPasswordHint: '8 أحرف على الأقل، وألا تكون كلمة مرور شائعة',
    confirm: 'تأكيد كلمة المرور الجديدة',
    togglePassword: 'إظهار كلمة المرور أو إخفاؤها',
    reset: 'إعادة تعيين كلمة المرور',
    restart: 'استخدم بريدًا إلكترونيًا آخر أو أرسل رمزًا جديدًا',
  },
  own: {
    title: 'حسابي',
    lead: 'اسمك وصورتك ورقم هاتفك المتحرك كما يراها زملاؤك والموقع، وطريقة تسجيل دخولك.',
    loading: 'جارٍ تحميل حسابك',
    details: {
      title: 'بياناتك',
      firstName: 'الاسم الأول',
      lastName: 'اسم العائلة',
      mobile: 'رقم الهاتف المتحرك',
      mobileHint: 'مع رمز الدولة، مثل ‎+971',
      language: 'اللغة',
      languageHint: 'لغة الموقع والرسائل التي نرسلها إليك بالبريد الإلكتروني',
      save: 'حفظ البيانات',
      saved: 'تم الحفظ',
    },
    signIn: {
      title: 'تسجيل الدخول',
      email: 'البريد الإلكتروني لتسجيل الدخول',
      emailHint: 'لا يتغيّر إلا بكلمة مرورك ورمز نرسله إلى العنوان الجديد',
      changeEmail: 'تغيير البريد الإلكتروني',
      changePassword: 'تغيير كلمة المرور',
    },
  },
};
