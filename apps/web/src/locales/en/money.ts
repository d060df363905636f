/**
 * Amounts of money, the one place their currency label is written: `{{amount}}` comes formatted
 * (lib/format.ts, formatMoney), with the UAE's digits and separators.
 */
export const money = {
  amount: 'AED {{amount}}',
  perMonth: 'AED {{amount}} a month',
  from: 'AED {{amount}}+',
  fromPerMonth: 'AED {{amount}}+ a month',
  range: 'AED {{min}} – {{max}}',
  rangePerMonth: 'AED {{min}} – {{max}} a month',
} as const;
