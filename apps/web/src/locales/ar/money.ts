import type { Translation } from '@logicareers/shared/translation';
import type { money as en } from '../en/money';

/** Amounts of money in Arabic: the amount first, then the one currency label, درهم. */
export const money: Translation<typeof en> = {
  amount: '{{amount}} درهم',
  perMonth: '{{amount}} درهم شهريًا',
  from: '{{amount}} درهم فأكثر',
  fromPerMonth: '{{amount}} درهم شهريًا فأكثر',
  range: 'من {{min}} إلى {{max}} درهم',
  rangePerMonth: 'من {{min}} إلى {{max}} درهم شهريًا',
};
