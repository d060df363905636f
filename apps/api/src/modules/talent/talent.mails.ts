import { paths } from '@logicareers/shared/pages';
import { SUBMISSION_LINK_DAYS, type SubmissionAnswer } from '@logicareers/shared/talent-terms';
import { type Locale, mailT } from '../../i18n';
import { mailLink } from '../mail/templates';
import type { MailMessage } from '../mail/outbox';

/** The e-mails of the recruiter workspace, from the catalogue, in the recipient's language. */
export const talentMails = {
  /**
   * To each user of a client: the candidates the consultancy sent, each with the link to their page.
   * The links' tokens let anyone holding them read the candidate: they are the mail's secrets.
   */
  candidatesSent: (input: {
    to: string;
    firstName: string;
    consultancy: string;
    client: string;
    jobTitle: string | null;
    note: string;
    candidates: { id?: string; name: string; token: string }[];
    appUrl: string;
    locale?: Locale;
  }): MailMessage => {
    const t = mailT(input.locale);
    const count = input.candidates.length;
    const { consultancy, client } = input;
    return {
      kind: 'candidates_sent',
      to: input.to,
      subject: t('candidatesSent.subject', { consultancy, count }),
      text: [
        t('candidatesSent.greeting', { name: input.firstName }),
        t('candidatesSent.intro', { consultancy, client, count }),
        ...(input.jobTitle ? [t('candidatesSent.forJob', { jobTitle: input.jobTitle })] : []),
        input.candidates
          .map((c) =>
            t('candidatesSent.candidate', {
              name: c.name,
              url: mailLink(input.appUrl, paths.clientCv(c.token), input.locale),
            }),
          )
          .join('\n'),
        ...(input.note ? [t('candidatesSent.note', { note: input.note })] : []),
        t('candidatesSent.answer', { count: SUBMISSION_LINK_DAYS }),
        t('signature'),
      ].join('\n\n'),
      secrets: input.candidates.map((c) => c.token),
      about: input.candidates.flatMap((c) => (c.id ? [c.id] : [])),
    };
  },
  /** To the consultancy user who sent a candidate: the client's answer. */
  submissionAnswered: (input: {
    to: string;
    client: string;
    candidate: string;
    candidateId: string;
    jobTitle: string | null;
    answer: SubmissionAnswer;
    note: string;
    appUrl: string;
    locale?: Locale;
  }): MailMessage => {
    const t = mailT(input.locale);
    const answer = t(`submissionAnswered.answers.${input.answer}`);
    const { client, candidate } = input;
    const forJob = input.jobTitle
      ? t('submissionAnswered.forJob', { jobTitle: input.jobTitle })
      : '';
    return {
      kind: 'submission_answered',
      to: input.to,
      subject: t('submissionAnswered.subject', { client, candidate, answer }),
      text: [
        t('submissionAnswered.body', { client, candidate, answer, forJob }),
        ...(input.note ? [t('submissionAnswered.note', { note: input.note })] : []),
        t('submissionAnswered.see', {
          url: mailLink(
            input.appUrl,
            paths.workspace.candidateView(input.candidateId),
            input.locale,
          ),
        }),
        t('signature'),
      ].join('\n\n'),
      secrets: [],
      about: [input.candidateId],
    };
  },
  /** To a candidate a recruiter invites to apply for one of the company's live jobs. */
  jobInvitation: (input: {
    to: string;
    firstName: string;
    company: string;
    jobTitle: string;
    jobId: number;
    note: string;
    appUrl: string;
    locale?: Locale;
  }): MailMessage => {
    const t = mailT(input.locale);
    const { company, jobTitle } = input;
    return {
      kind: 'job_invitation',
      to: input.to,
      subject: t('jobInvitation.subject', { company, jobTitle }),
      text: [
        t('jobInvitation.greeting', { name: input.firstName }),
        t('jobInvitation.body', { company, jobTitle }),
        ...(input.note ? [t('jobInvitation.note', { note: input.note })] : []),
        t('jobInvitation.apply', {
          url: mailLink(input.appUrl, paths.jobView(input.jobId, 'invitation'), input.locale),
        }),
        t('signature'),
      ].join('\n\n'),
      secrets: [],
    };
  },
};
