import { PAGES } from '@logicareers/shared/pages';
import { pseudoCatalogue } from '@logicareers/shared/pseudo-locale';
import { DEFAULT_LOCALE, type Locale, mailT } from '../../i18n';
import type { MailMessage } from '../mail/outbox';
import { mailLink } from '../mail/templates';

/*
 * The reminders before a plan ends, in English and Arabic: two weeks before and a few days before,
 * each saying either how to renew from the subscription page or, when the client asked that the
 * plan end on its last day, that it will not be renewed and how to keep it all the same.
 */

const en = {
  renew: {
    subject: 'Your {{plan}} plan ends on {{endsOn}}',
    body: 'The {{plan}} plan of {{company}} on LogiCareers ends on {{endsOn}}. After that, your company moves to the free plan and its limits.\n\nRenew it from your subscription page, where you can also choose another plan and pay by bank transfer: {{url}}',
  },
  renewLast: {
    subject: 'Last reminder: your {{plan}} plan ends on {{endsOn}}',
    body: 'The {{plan}} plan of {{company}} on LogiCareers ends in a few days, on {{endsOn}}. After that, your company moves to the free plan and its limits.\n\nTo keep your limits without a break, renew it from your subscription page: {{url}}',
  },
  ending: {
    subject: 'Your {{plan}} plan ends on {{endsOn}} and will not be renewed',
    body: 'As your company asked, the {{plan}} plan of {{company}} on LogiCareers ends on {{endsOn}} and will not be renewed. After that, your company moves to the free plan and its limits.\n\nIf you would like to keep it after all, you can renew it from your subscription page: {{url}}',
  },
  endingLast: {
    subject: 'Last reminder: your {{plan}} plan ends on {{endsOn}}',
    body: 'As your company asked, the {{plan}} plan of {{company}} on LogiCareers ends in a few days, on {{endsOn}}, and will not be renewed. After that, your company moves to the free plan and its limits.\n\nIf you would like to keep it after all, you can still renew it from your subscription page: {{url}}',
  },
};
type Texts = typeof en;

const ar: Texts = {
  renew: {
    subject: 'تنتهي باقة {{plan}} الخاصة بك في {{endsOn}}',
    body: 'تنتهي باقة {{plan}} لشركة {{company}} في LogiCareers في {{endsOn}}. بعد ذلك، تنتقل شركتك إلى الباقة المجانية وحدودها.\n\nجدّد باقتك من صفحة اشتراكك، حيث يمكنك أيضًا اختيار باقة أخرى والدفع بالتحويل المصرفي: {{url}}',
  },
  renewLast: {
    subject: 'تذكير أخير: تنتهي باقة {{plan}} الخاصة بك في {{endsOn}}',
    body: 'تنتهي باقة {{plan}} لشركة {{company}} في LogiCareers خلال أيام قليلة، في {{endsOn}}. بعد ذلك، تنتقل شركتك إلى الباقة المجانية وحدودها.\n\nللاحتفاظ بحدود باقتك دون انقطاع، جدّدها من صفحة اشتراكك: {{url}}',
  },
  ending: {
    subject: 'تنتهي باقة {{plan}} الخاصة بك في {{endsOn}} ولن تُجدَّد',
    body: 'بناءً على طلب شركتك، تنتهي باقة {{plan}} لشركة {{company}} في LogiCareers في {{endsOn}} ولن تُجدَّد. بعد ذلك، تنتقل شركتك إلى الباقة المجانية وحدودها.\n\nإذا رغبت في الاحتفاظ بها، يمكنك تجديدها من صفحة اشتراكك: {{url}}',
  },
  endingLast: {
    subject: 'تذكير أخير: تنتهي باقة {{plan}} الخاصة بك في {{endsOn}}',
    body: 'بناءً على طلب شركتك، تنتهي باقة {{plan}} لشركة {{company}} في LogiCareers خلال أيام قليلة، في {{endsOn}}، ولن تُجدَّد. بعد ذلك، تنتقل شركتك إلى الباقة المجانية وحدودها.\n\nإذا رغبت في الاحتفاظ بها، لا يزال بإمكانك تجديدها من صفحة اشتراكك: {{url}}',
  },
};

/** The texts in each language e-mails are written in; the test locale marks every word of English. */
export const REMINDER_TEXTS: Record<Locale, Texts> = { en, ar, 'en-XA': pseudoCatalogue(en) };

export interface PlanReminder {
  to: string;
  plan: string;
  company: string;
  endsOn: string;
  appUrl: string;
  locale?: Locale;
  /** The client asked that the plan end on its last day, without renewal. */
  cancelAtEnd: boolean;
  /** The last reminder, a few days before the end, rather than the one two weeks before. */
  last: boolean;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/** A reminder that a client's plan ends soon, to one of its users, in the user's language. */
export function planReminderMail(input: PlanReminder): MailMessage {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const texts = REMINDER_TEXTS[locale] ?? REMINDER_TEXTS[DEFAULT_LOCALE];
  const key: keyof Texts = `${input.cancelAtEnd ? 'ending' : 'renew'}${input.last ? 'Last' : ''}`;
  const values = {
    plan: input.plan,
    company: input.company,
    endsOn: input.endsOn,
    url: mailLink(input.appUrl, PAGES.employer.subscription, locale),
  };
  return {
    kind: 'plan_renewal',
    to: input.to,
    subject: fill(texts[key].subject, values),
    text: `${fill(texts[key].body, values)}\n\n${mailT(locale)('signature')}`,
    secrets: [],
  };
}
