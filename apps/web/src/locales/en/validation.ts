import {
  ANSWERS,
  CONTENT_MESSAGES,
  DONE,
  EMPLOYER_MESSAGES,
  MSG,
} from '@logicareers/shared/messages';
import { PRIVACY_MESSAGES } from '@logicareers/shared/schemas/privacy';

/**
 * The messages of SPEC.md section 5 and the server's answers, keyed by their English text: a form
 * error or an answer from the API is looked up as it comes, and shown as it is when unknown.
 */
export const validation = Object.fromEntries(
  [
    ...Object.values(MSG),
    ...Object.values(ANSWERS),
    ...Object.values(EMPLOYER_MESSAGES),
    ...Object.values(CONTENT_MESSAGES),
    ...Object.values(PRIVACY_MESSAGES),
    ...Object.values(DONE),
  ].map((text) => [text, text]),
) as Record<
  | (typeof MSG)[keyof typeof MSG]
  | (typeof ANSWERS)[keyof typeof ANSWERS]
  | (typeof EMPLOYER_MESSAGES)[keyof typeof EMPLOYER_MESSAGES]
  | (typeof CONTENT_MESSAGES)[keyof typeof CONTENT_MESSAGES]
  | (typeof PRIVACY_MESSAGES)[keyof typeof PRIVACY_MESSAGES]
  | (typeof DONE)[keyof typeof DONE],
  string
>;
