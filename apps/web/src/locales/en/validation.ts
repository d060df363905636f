import {
  ANSWERS,
  CONTENT_MESSAGES,
  DONE,
  REFUSED,
  EMPLOYER_MESSAGES,
  MSG,
} from '@logicareers/shared/messages';
import { ALERT_MESSAGES } from '@logicareers/shared/schemas/alerts';
import { CANDIDATE_MESSAGES } from '@logicareers/shared/schemas/candidate';
import { CLIENT_CV_MESSAGES } from '@logicareers/shared/schemas/client-submissions';
import { COMMUNICATION_MESSAGES } from '@logicareers/shared/schemas/communications';
import { EMAIL_RESPONSE_MESSAGES } from '@logicareers/shared/schemas/email-responses';
import { INTERVIEW_MESSAGES } from '@logicareers/shared/schemas/interviews';
import { JOB_MESSAGES, JOB_NOTE_MESSAGES } from '@logicareers/shared/schemas/jobs';
import { MASTER_MESSAGES } from '@logicareers/shared/schemas/master-data';
import { NEWS_MESSAGES } from '@logicareers/shared/schemas/news';
import { PLAN_MESSAGES } from '@logicareers/shared/schemas/plans';
import { PRIVACY_MESSAGES } from '@logicareers/shared/schemas/privacy';
import { REPORT_MESSAGES } from '@logicareers/shared/schemas/reports';
import { ROLE_MESSAGES } from '@logicareers/shared/schemas/roles';
import { TALENT_MESSAGES } from '@logicareers/shared/schemas/talent';
import { USER_MESSAGES } from '@logicareers/shared/schemas/users';

/** The texts among a group's values (a group may also hold nested texts filled in by the server). */
type StringValues<T> = { [K in keyof T]: T[K] extends string ? T[K] : never }[keyof T];

function stringValues<T extends object>(group: T): StringValues<T>[] {
  return Object.values(group).filter(
    (value): value is StringValues<T> => typeof value === 'string',
  );
}

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
    ...Object.values(USER_MESSAGES),
    ...Object.values(COMMUNICATION_MESSAGES),
    ...Object.values(EMAIL_RESPONSE_MESSAGES),
    ...Object.values(MASTER_MESSAGES),
    ...Object.values(ROLE_MESSAGES),
    ...Object.values(CANDIDATE_MESSAGES),
    ...Object.values(ALERT_MESSAGES),
    ...Object.values(NEWS_MESSAGES),
    ...Object.values(TALENT_MESSAGES),
    ...Object.values(CLIENT_CV_MESSAGES),
    ...Object.values(JOB_MESSAGES),
    ...Object.values(JOB_NOTE_MESSAGES),
    ...stringValues(PLAN_MESSAGES),
    ...Object.values(INTERVIEW_MESSAGES),
    ...Object.values(REPORT_MESSAGES),
    ...Object.values(DONE),
    ...Object.values(REFUSED),
  ].map((text) => [text, text]),
) as Record<
  | (typeof MSG)[keyof typeof MSG]
  | (typeof ANSWERS)[keyof typeof ANSWERS]
  | (typeof EMPLOYER_MESSAGES)[keyof typeof EMPLOYER_MESSAGES]
  | (typeof CONTENT_MESSAGES)[keyof typeof CONTENT_MESSAGES]
  | (typeof PRIVACY_MESSAGES)[keyof typeof PRIVACY_MESSAGES]
  | (typeof DONE)[keyof typeof DONE]
  | (typeof REFUSED)[keyof typeof REFUSED]
  | (typeof USER_MESSAGES)[keyof typeof USER_MESSAGES]
  | (typeof COMMUNICATION_MESSAGES)[keyof typeof COMMUNICATION_MESSAGES]
  | (typeof EMAIL_RESPONSE_MESSAGES)[keyof typeof EMAIL_RESPONSE_MESSAGES]
  | (typeof MASTER_MESSAGES)[keyof typeof MASTER_MESSAGES]
  | (typeof ROLE_MESSAGES)[keyof typeof ROLE_MESSAGES]
  | (typeof CANDIDATE_MESSAGES)[keyof typeof CANDIDATE_MESSAGES]
  | (typeof ALERT_MESSAGES)[keyof typeof ALERT_MESSAGES]
  | (typeof NEWS_MESSAGES)[keyof typeof NEWS_MESSAGES]
  | (typeof TALENT_MESSAGES)[keyof typeof TALENT_MESSAGES]
  | (typeof CLIENT_CV_MESSAGES)[keyof typeof CLIENT_CV_MESSAGES]
  | (typeof JOB_MESSAGES)[keyof typeof JOB_MESSAGES]
  | (typeof JOB_NOTE_MESSAGES)[keyof typeof JOB_NOTE_MESSAGES]
  | StringValues<typeof PLAN_MESSAGES>
  | (typeof INTERVIEW_MESSAGES)[keyof typeof INTERVIEW_MESSAGES]
  | (typeof REPORT_MESSAGES)[keyof typeof REPORT_MESSAGES],
  string
>;
