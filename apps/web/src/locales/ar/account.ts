import type { Translation } from '@logicareers/shared/translation';
import type { account as en } from '../en/account';

/** Texts of the account area: resetting a forgotten password, in Arabic. */
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
};
