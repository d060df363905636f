import { APPLICATION_STATUSES } from '@logicareers/shared/application-status';
import { describe, expect, it } from 'vitest';
import { applicationMails } from '../modules/applications/applications.mails';
import { mails } from '../modules/mail/templates';
import { talentMails } from '../modules/talent/talent.mails';
import { SUBMISSION_ANSWERS } from '@logicareers/shared/talent-terms';
import type { MailMessage } from '../modules/mail/outbox';
import { repeatedMailT, type Locale } from '.';

// Values the sender fills in; they are not catalogue text, so the check removes them first.
const values = [
  'a@example.ae',
  'b@example.ae',
  '482913',
  'https://lc.test',
  'Acme',
  'Fork Driver',
  'Mona',
  'tok_6Qe2rX9vLp',
];
const section = (listed: number, total: number) => ({
  name: 'Fork Driver',
  total,
  jobs: Array.from({ length: listed }, () => ({
    title: 'Fork Driver',
    company: 'Acme',
    location: 'Acme',
    path: '/unauth/jobs/view/1',
  })),
  morePath: '/unauth/search-job',
  unsubscribeToken: 'tok_6Qe2rX9vLp',
});

/** Every e-mail the product sends, in every shape (plurals, optional parts, each status). */
const everyMail = (locale: Locale): MailMessage[] => [
  mails.passwordResetCode('a@example.ae', '482913', locale),
  mails.registrationAttemptOnExistingAccount('a@example.ae', 'https://lc.test', locale),
  mails.welcomeCandidate('a@example.ae', 'https://lc.test', locale),
  mails.employerAwaitingActivation('a@example.ae', 'Acme', locale),
  mails.employerActivated('a@example.ae', 'Acme', 'https://lc.test', locale),
  mails.subscriptionConfirm('a@example.ae', 'https://lc.test', 'tok_6Qe2rX9vLp', locale),
  ...(['daily', 'weekly'] as const).flatMap((frequency) =>
    [[section(1, 1)], [section(2, 7)], [section(1, 1), section(0, 2)]].map((sections) =>
      mails.jobAlertDigest(
        'a@example.ae',
        {
          appUrl: 'https://lc.test',
          frequency,
          firstName: frequency === 'daily' ? 'Mona' : null,
          sections,
          managePath: frequency === 'daily' ? '/candidate/job-alert' : null,
        },
        locale,
      ),
    ),
  ),
  ...APPLICATION_STATUSES.map((status) =>
    applicationMails.statusChanged({
      to: 'a@example.ae',
      firstName: 'Mona',
      jobTitle: 'Fork Driver',
      status,
      appUrl: 'https://lc.test',
      locale,
    }),
  ),
  mails.emailChanged('a@example.ae', 'b@example.ae', 'https://lc.test', locale),
  mails.emailChangedByAdmin('a@example.ae', 'b@example.ae', locale),
  mails.emailChangeCode('b@example.ae', '482913', locale),
  mails.emailChangeOnExistingAccount('b@example.ae', 'https://lc.test', locale),
  ...[1, 2].flatMap((n) =>
    [null, 'Fork Driver'].map((jobTitle) =>
      talentMails.candidatesSent({
        to: 'a@example.ae',
        firstName: 'Mona',
        consultancy: 'Acme',
        client: 'Acme',
        jobTitle,
        note: jobTitle ? 'Acme' : '',
        candidates: Array.from({ length: n }, () => ({ name: 'Mona', token: 'tok_6Qe2rX9vLp' })),
        appUrl: 'https://lc.test',
        locale,
      }),
    ),
  ),
  ...SUBMISSION_ANSWERS.map((answer) =>
    talentMails.submissionAnswered({
      to: 'a@example.ae',
      client: 'Acme',
      candidate: 'Mona',
      candidateId: 'tok_6Qe2rX9vLp',
      jobTitle: answer === 'rejected' ? null : 'Fork Driver',
      answer,
      note: answer === 'rejected' ? 'Acme' : '',
      appUrl: 'https://lc.test',
      locale,
    }),
  ),
  talentMails.jobInvitation({
    to: 'a@example.ae',
    firstName: 'Mona',
    company: 'Acme',
    jobTitle: 'Fork Driver',
    jobId: 1,
    note: 'Acme',
    appUrl: 'https://lc.test',
    locale,
  }),
];

const untranslated = (text: string) => {
  let rest = text;
  for (const value of values) rest = rest.replaceAll(value, '');
  // The URL paths and queries are built by the code, not words of the e-mail.
  rest = rest.replace(/\/[\w/-]*(\?[\w=&-]*)?/g, '');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
};

describe('e-mail catalogue', () => {
  it('takes every word of every e-mail from the catalogue', () => {
    for (const mail of everyMail('en-XA')) {
      expect(untranslated(mail.subject), mail.kind).toEqual([]);
      expect(untranslated(mail.text), mail.kind).toEqual([]);
      expect(mail.text).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('writes English by default, with plurals and numbers for the locale', () => {
    expect(everyMail('en').map((m) => m.subject)).toEqual(
      everyMail(undefined as unknown as Locale).map((m) => m.subject),
    );
    const digest = (total: number) =>
      mails.jobAlertDigest('a@example.ae', {
        appUrl: 'https://lc.test',
        frequency: 'weekly',
        firstName: null,
        sections: [section(1, total)],
        managePath: null,
      });
    expect(digest(1).subject).toBe('1 new job for “Fork Driver”');
    expect(digest(1234).subject).toBe('1,234 new jobs for “Fork Driver”');
    expect(digest(1234).text).toContain('See all 1,234 jobs: https://lc.test');
  });

  it('writes the same digests through the translate function of a whole pass', () => {
    for (const locale of ['en', 'en-XA'] as const) {
      const repeated = repeatedMailT(locale);
      for (const [firstName, sections] of [
        [null, [section(1, 1)]],
        ['Mona $& $1', [{ ...section(2, 1234), name: 'A $& name' }, section(1, 1)]],
        ['Mona', [section(3, 3), section(1, 2), section(2, 2)]],
      ] as const) {
        const digest = {
          appUrl: 'https://lc.test',
          frequency: 'daily' as const,
          firstName,
          sections: [...sections],
          managePath: '/candidate/job-alert',
        };
        // Twice: the second time from the remembered templates.
        for (let i = 0; i < 2; i++)
          expect(mails.jobAlertDigest('a@example.ae', digest, locale, repeated)).toEqual(
            mails.jobAlertDigest('a@example.ae', digest, locale),
          );
      }
    }
  });
});
