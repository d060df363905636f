import type { Translation } from '@logicareers/shared/translation';
import type { demo as en } from '../en/demo';

/** Texts of the demo area, in Arabic. */
export const demo: Translation<typeof en> = {
  usethis: {
    title: 'حسابات الدخول التجريبية',
    description:
      'هذه نسخة تجريبية: لكل دور حساب. انقر على صفحة تسجيل الدخول واستخدم البريد الإلكتروني وكلمة المرور المعروضين.',
    role: 'الدور',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signInAt: 'تسجيل الدخول من',
  },
};
