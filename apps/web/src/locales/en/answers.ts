import { COUNTED_MESSAGES, type CountedMessageKey } from '@logicareers/shared/counted-messages';

type Forms = {
  [K in CountedMessageKey as `${K}_one` | `${K}_other`]: string;
};

/**
 * The server's answers that carry a number, by their `message_key` (their English texts are the
 * shared catalogue's), with the plural forms i18next chooses by `count`.
 */
export const answers = Object.fromEntries(
  Object.entries(COUNTED_MESSAGES).flatMap(([key, forms]) => [
    [`${key}_one`, forms.one],
    [`${key}_other`, forms.other],
  ]),
) as Forms;
