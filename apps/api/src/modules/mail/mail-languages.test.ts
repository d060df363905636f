import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { type Catalogue } from '@logicareers/shared/pseudo-locale';
import { outbox } from '../../db/schema';
import type { Locale } from '../../i18n';
import { mailEn } from '../../i18n/mail.en';
import { buildCompany, buildUser, signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import {
  APP_URL,
  interview,
  interviewCalendar,
  linkToken,
  MAIL_SAMPLES,
} from '../../test/mail-samples';
import { interviewMails } from '../interviews/interviews.mails';
import { MAIL_KIND_NAMES, type MailKind } from './mail-kinds';
import type { MailMessage } from './outbox';
import { mails } from './templates';

/*
 * Every kind of e-mail, written for a reader whose saved language is Arabic: its words are the
 * Arabic catalogue's and its links open the Arabic pages. The words are checked against the
 * pseudo-locale version of the same e-mail, whose catalogue text has no plain Latin word: what
 * Latin words that version keeps are the values put in (names, titles, codes), the only ones the
 * Arabic e-mail may hold besides the names of products below.
 */
/**
 * The other shapes some kinds are sent in, beside their sample (another template of the same kind,
 * another branch of one), so that a check over every kind also reads these.
 */
const MAIL_VARIANTS: Partial<Record<MailKind, ((to: string, locale?: Locale) => MailMessage)[]>> = {
  interview_notice: [
    (to, locale) =>
      interviewMails.cancelled({
        to,
        locale,
        firstName: 'Mona',
        facts: interview,
        forCandidate: false,
        reason: 'The candidate asked to move it.',
        calendar: interviewCalendar('CANCEL'),
      }),
    (to, locale) =>
      interviewMails.cancelled({
        to,
        locale,
        firstName: 'Aisha',
        facts: { ...interview, mode: 'video', videoLink: 'https://meet.example.com/abc-defg' },
        forCandidate: true,
        reason: '',
        calendar: interviewCalendar('CANCEL'),
      }),
    (to, locale) =>
      interviewMails.interviewerReminder({
        to,
        locale,
        firstName: 'Mona',
        facts: { ...interview, mode: 'phone', phone: '+971 50 123 4567' },
        answer: 'accepted',
        appUrl: APP_URL,
      }),
  ],
  interview_invitation: [
    (to, locale) =>
      interviewMails.invitation({
        to,
        locale,
        firstName: 'Aisha',
        facts: interview,
        token: linkToken(),
        updated: true,
        calendar: interviewCalendar('REQUEST'),
        appUrl: APP_URL,
      }),
  ],
  candidate_email_changed: [(to, locale) => mails.emailChangedByAdmin(to, `new-${to}`, locale)],
  job_alert_digest: [
    (to, locale) =>
      mails.jobAlertDigest(
        to,
        {
          appUrl: APP_URL,
          frequency: 'weekly',
          firstName: null,
          sections: [
            {
              name: 'Forklift',
              total: 12,
              jobs: [
                {
                  title: 'Forklift Operator',
                  company: null,
                  location: 'Sharjah',
                  path: '/unauth/jobs/view/7',
                },
              ],
              morePath: '/unauth/search-job?keywords=forklift',
              unsubscribeToken: linkToken(),
            },
          ],
          managePath: null,
        },
        locale,
      ),
  ],
};

/**
 * Latin words an Arabic e-mail may hold besides its values: the site's name, the currency's code,
 * file types and the calendar programs, which are written in Latin letters in Arabic too.
 */
const LATIN_NAMES = new Set([
  'LogiCareers',
  'AED',
  'PDF',
  'ZIP',
  'Google',
  'Calendar',
  'Outlook',
  'Apple',
]);

const URL_PATTERN = /https?:\/\/[^\s"<>⟦⟧]+/g;
const linksOf = (text: string) => text.match(URL_PATTERN) ?? [];
/** The words of a text in Latin letters, leaving out links, e-mail addresses and markup. */
const latinWords = (text: string) =>
  text
    .replace(URL_PATTERN, ' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .match(/[A-Za-z]{2,}/g) ?? [];

/** Runs of three words or more of the English catalogue, as they stand between its values. */
const englishPhrases = (catalogue: Catalogue): string[] =>
  Object.values(catalogue).flatMap((value) =>
    typeof value === 'string'
      ? value
          .split(/\{\{[^}]*\}\}|\n/)
          .map((part) => part.trim())
          .filter((part) => (part.match(/[A-Za-z]+/g) ?? []).length >= 3)
      : englishPhrases(value),
  );
const ENGLISH_PHRASES = englishPhrases(mailEn);

/** Each shape of a kind, written in a language: its sample and its variants. */
const shapesOf = (kind: MailKind) => [
  (locale: Locale) => MAIL_SAMPLES[kind]('mona@example.ae', locale).message,
  ...(MAIL_VARIANTS[kind] ?? []).map(
    (write) => (locale: Locale) => write('mona@example.ae', locale),
  ),
];

/**
 * The links of an Arabic e-mail: a page of the site opens in Arabic (under /ar). Two kinds of link
 * carry no language and are left as they are: the API's (a data export's download, a one-click
 * unsubscribe), which answer a file or an action, not a page; and the addresses people gave (a
 * video call, a map), which are the same in the pseudo-locale version.
 */
function expectArabicLinks(arabic: MailMessage, pseudo: MailMessage) {
  const all = [arabic.subject, arabic.text, arabic.html ?? ''].flatMap(linksOf);
  const external = (link: string) => !link.startsWith(APP_URL);
  for (const link of all.filter((l) => !external(l) && !l.startsWith(`${APP_URL}/api/`)))
    expect(link, arabic.kind).toMatch(new RegExp(`^${APP_URL.replaceAll('.', '\\.')}/ar([/?#]|$)`));
  const given = [pseudo.subject, pseudo.text, pseudo.html ?? ''].flatMap(linksOf).filter(external);
  expect(all.filter(external), arabic.kind).toEqual(given);
}

function expectArabicWords(arabic: MailMessage, pseudo: MailMessage) {
  for (const text of [arabic.subject, arabic.text])
    expect(text, `${arabic.kind}: ${text}`).toMatch(/[\u0600-\u06FF]/);
  const values = new Set([pseudo.subject, pseudo.text, pseudo.html ?? ''].flatMap(latinWords));
  for (const text of [arabic.subject, arabic.text, arabic.html ?? '']) {
    const strays = latinWords(text).filter((word) => !values.has(word) && !LATIN_NAMES.has(word));
    expect(strays, `${arabic.kind}: ${text}`).toEqual([]);
    const left = ENGLISH_PHRASES.filter((phrase) => text.includes(phrase));
    expect(left, `${arabic.kind}: ${text}`).toEqual([]);
  }
}

describe('e-mails to a reader whose language is Arabic', () => {
  it.each(MAIL_KIND_NAMES)('%s: is written in Arabic, with links to the Arabic pages', (kind) => {
    expect(MAIL_SAMPLES[kind], `${kind} needs a sample in test/mail-samples.ts`).toBeDefined();
    for (const write of shapesOf(kind)) {
      const arabic = write('ar');
      const pseudo = write('en-XA');
      expect(arabic.kind).toBe(kind);
      expectArabicWords(arabic, pseudo);
      expectArabicLinks(arabic, pseudo);
      // The same e-mail in English links the English pages.
      const english = write('en');
      for (const link of [english.subject, english.text].flatMap(linksOf))
        expect(link).not.toMatch(new RegExp(`^${APP_URL.replaceAll('.', '\\.')}/ar([/?#]|$)`));
    }
  });
});

describe.each(DATABASES)('e-mails queued in the reader language (%s)', (databaseKind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(databaseKind);
  });
  afterAll(() => t?.close());

  it("activating an employer tells each of its users in that user's saved language", async () => {
    const { db } = t.database;
    const company = await buildCompany(db, { status: 'pending', name: 'Gulf Freight LLC' });
    const arabic = await buildUser(db, 'employer', { companyId: company.id, language: 'ar' });
    const english = await buildUser(db, 'employer', { companyId: company.id, language: 'en' });
    const { token } = await signedIn(t.app, db, 'master_admin');
    const res = await call(t.app, {
      method: 'POST',
      url: API.activateEmployer(company.id),
      token,
    });
    expect(res.status).toBe(200);
    const mailTo = async (to: string) =>
      (await db.select().from(outbox).where(eq(outbox.to, to))).find(
        (row) => row.kind === 'employer_activated',
      )!;
    const toArabic = await mailTo(arabic.email);
    expect(toArabic.subject).toMatch(/[\u0600-\u06FF]/);
    expect(toArabic.text).toContain(`${t.env.APP_URL}/ar/auth/employer/sign-in`);
    const toEnglish = await mailTo(english.email);
    expect(toEnglish.subject).toBe('Your LogiCareers employer account is active');
    expect(toEnglish.text).toContain(`${t.env.APP_URL}/auth/employer/sign-in`);
  });
});
