import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { API } from '@logicareers/shared/api';
import { LANGUAGE_STORAGE_KEY } from '@logicareers/shared/constants';
import { paths } from '@logicareers/shared/pages';
import { contentPagePath } from '@logicareers/shared/service-pages';
import { PSEUDO_CLOSE, PSEUDO_LOCALE, PSEUDO_OPEN } from '@logicareers/shared/pseudo-locale';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage } from './support/browser';
import { DEMO, signInAs } from './support/fixtures';

/*
 * Every screen in the pseudo-locale, where each catalogue text is bracketed ⟦…⟧: a text on screen
 * that is neither bracketed nor data the API sent (job titles, names, e-mails, numbers) was written
 * in code instead of taken from the catalogue.
 */

/** Findings in document titles start with this. */
const TITLES = 'document title of ';

/** Where each role's findings are written, one line a text, for people to work through. */
const RESULTS = path.resolve(import.meta.dirname, '../test-results');

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** Every string in a JSON value. */
function stringsOf(value: unknown, into: Set<string>) {
  if (typeof value === 'string') {
    if (value.trim().length > 1) into.add(value.trim());
  } else if (Array.isArray(value)) value.forEach((item) => stringsOf(item, into));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((item) => stringsOf(item, into));
}

/** Texts and labelling attributes of the visible page (open menus and dialogs included). */
const visibleTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return style.display !== 'none' && style.visibility !== 'hidden';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (parent.closest('[aria-hidden="true"], .ProseMirror, .rich-text')) continue;
      if (!visible(parent)) continue;
      if (node.textContent?.trim()) texts.push(node.textContent.trim());
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [placeholder], [title], img[alt]',
    ))
      if (!element.closest('[aria-hidden="true"]'))
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(name)?.trim();
          if (value) texts.push(value);
        }
    return texts;
  });

/** What is left of a text once catalogue text, data, numbers and punctuation are taken out. */
function untranslated(text: string, data: string[]) {
  // Catalogue texts may hold others (a number formatted in the language): innermost first.
  const innermost = new RegExp(
    `${PSEUDO_OPEN}[^${PSEUDO_OPEN}${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`,
    'g',
  );
  let rest = text;
  while (innermost.test(rest)) rest = rest.replace(innermost, ' ');
  // A catalogue text with a link inside is split over several text nodes: its first part opens a
  // bracket that the node does not close, its last part closes one that it did not open.
  rest = rest
    .replace(new RegExp(`^[^${PSEUDO_OPEN}]*${PSEUDO_CLOSE}`), ' ')
    .replace(new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_CLOSE}]*$`), ' ');
  for (const value of data) if (rest.includes(value)) rest = rest.split(value).join(' ');
  // E-mail addresses, web addresses and the site's own paths are data wherever they come from.
  rest = rest.replace(/\S+@\S+|https?:\/\/\S+|(?<!\S)\/[\w\-/.?=&%]+/g, ' ');
  return /\p{L}{2,}/u.test(rest) ? rest.trim() : null;
}

interface Screen {
  path: string;
  /** Something to do first: open a menu or a dialog whose texts are checked too. */
  open?: (page: Page) => Promise<void>;
}

async function findings(role: 'visitor' | keyof typeof LOGINS, screens: Screen[]) {
  const { page, context } = await newPage(browser, app.url);
  const data = new Set<string>();
  // What the API answered is data; its answers are read as they come, and waited for before a
  // check (the screen may show an answer whose body is still being read here).
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!response.url().includes('/api/')) return;
    if (!response.headers()['content-type']?.includes('json')) return;
    reading.push(
      response.json().then(
        (body: unknown) => stringsOf(body, data),
        // Not JSON after all, or the page moved on: nothing to learn from it.
        () => undefined,
      ),
    );
  });
  if (role !== 'visitor') await signInAs(page, app, LOGINS[role][0], LOGINS[role][1]);
  await page.goto(`${app.url}${paths.forgotPassword}`);
  await page.evaluate(([key, language]) => localStorage.setItem(key, language), [
    LANGUAGE_STORAGE_KEY,
    PSEUDO_LOCALE,
  ] as const);
  const found: string[] = [];
  for (const screen of screens) {
    // The texts are read once the app has rendered them (below), not once every picture of the
    // page is in: on a busy machine those can take longer than a navigation may.
    await page.goto(`${app.url}${screen.path}`, { waitUntil: 'domcontentloaded' });
    await page.waitForLoadState('networkidle');
    // Every title the app sets is a catalogue text, so it is bracketed once the app has rendered
    // the page in the pseudo-locale; on a busy machine that can take a while. A title still in
    // English after the wait is a finding.
    await page
      .waitForFunction((open) => document.title.includes(open), PSEUDO_OPEN, { timeout: 30_000 })
      .catch(() => undefined);
    await screen.open?.(page);
    // The screen is read first, then every answer that came before it: an answer the screen
    // shows has been announced by then, while its body may still be being read here.
    const shownTitle = await page.title();
    const texts = await visibleTexts(page);
    await Promise.all(reading);
    // The data in the server-rendered state counts as data too.
    const state = await page.evaluate(() => document.getElementById('ssr-state')?.textContent);
    if (state) stringsOf(JSON.parse(state), data);
    const known = [...data].sort((a, b) => b.length - a.length);
    const title = untranslated(shownTitle, known);
    if (title) found.push(`${TITLES}${screen.path}: ${JSON.stringify(title)}`);
    for (const text of texts) {
      const rest = untranslated(text, known);
      if (rest) found.push(`${screen.path}: ${JSON.stringify(text)}`);
    }
  }
  await context.close();
  const unique = [...new Set(found)];
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(path.join(RESULTS, `pseudo-locale-${role}.txt`), unique.join('\n'));
  return unique;
}

const LOGINS = {
  candidate: ['candidate', DEMO.candidate],
  employer: ['employer', DEMO.employer],
  admin: ['admin', DEMO.admin],
  consultancyAdmin: ['consultancy', DEMO.consultancyAdmin],
} as const;

/** A job of the board and its employer, as a visitor finds them. */
async function boardJob() {
  const answer = (await (await fetch(`${app.url}${API.jobs.search}`)).json()) as {
    data: { items: { id: number; company: { id: number } | null }[] };
  };
  const job = answer.data.items.find((item) => item.company)!;
  return { jobId: job.id, companyId: job.company!.id };
}

/** The newest job the demo employer manages. */
async function employerJob() {
  const login = (await (
    await fetch(`${app.url}${API.login.employer}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.employer, password: DEMO.password }),
    })
  ).json()) as { token: string };
  const answer = (await (
    await fetch(`${app.url}${API.jobs.managed}`, {
      headers: { authorization: `Bearer ${login.token}` },
    })
  ).json()) as { data: { items: { id: number }[] } };
  return answer.data.items[0].id;
}

describe('every screen speaks the catalogue', () => {
  it('for visitors', async () => {
    const { jobId, companyId } = await boardJob();
    const found = await findings('visitor', [
      { path: paths.home },
      { path: paths.searchJobs() },
      { path: paths.jobList },
      { path: paths.jobView(jobId) },
      { path: paths.employerList },
      { path: paths.employerJobs(companyId) },
      { path: paths.jobCategory('designation') },
      { path: paths.signIn('candidate') },
      { path: paths.signUp('candidate') },
      { path: paths.signUp('employer') },
      { path: paths.signIn('consultancy') },
      { path: paths.adminSignIn },
      { path: paths.forgotPassword },
      { path: paths.usethis },
      { path: paths.unsubscribeAlert('not-a-token') },
      { path: paths.confirmSubscription('not-a-token') },
      { path: paths.news() },
      { path: paths.newsArticle('etihad-rail-freight-what-shippers-should-know') },
      { path: contentPagePath('contact-us') },
      { path: contentPagePath('rpo') },
      { path: paths.pricing },
    ]);
    expect(found).toEqual([]);
  });

  it('for candidates', async () => {
    const found = await findings('candidate', [
      { path: paths.candidate.dashboard },
      { path: paths.candidate.searchJobs },
      { path: paths.candidate.profile },
      { path: paths.candidate.personalCreate },
      { path: paths.candidate.profileCreate },
      { path: paths.candidate.jobAlerts },
      { path: paths.candidate.saved },
      { path: paths.candidate.recommended },
      { path: paths.candidate.applied },
      { path: paths.candidate.appliedByStatus('shortlisted') },
    ]);
    expect(found).toEqual([]);
  });

  it('for employers', async () => {
    const jobId = await employerJob();
    const found = await findings('employer', [
      { path: paths.employer.dashboard },
      { path: paths.management.jobs },
      { path: paths.management.jobCreate },
      { path: paths.management.templates },
      { path: paths.management.templateCreate },
      { path: paths.management.jobView(jobId) },
      { path: paths.management.applicants(jobId) },
      { path: paths.workspace.cvSearch() },
      { path: paths.workspace.cvSearch('q=forklift') },
      { path: paths.workspace.cvSearchAdvanced },
      { path: paths.workspace.cvSearchSaved },
      { path: paths.workspace.cvFolders },
      { path: paths.employer.subscription },
      { path: paths.account },
    ]);
    expect(found).toEqual([]);
  });

  it('for administrators', async () => {
    const admin = await findings('admin', [
      { path: paths.admin.dashboard },
      { path: paths.admin.settings },
      { path: paths.admin.outbox },
      { path: paths.admin.users },
      { path: paths.admin.masterList },
      { path: paths.admin.masterKind('state') },
      { path: paths.admin.news },
      { path: paths.admin.newsCreate },
      { path: paths.admin.servicePages },
      { path: paths.admin.servicePageEdit('cv-writing') },
      { path: paths.admin.enquiries },
      { path: paths.admin.plans },
      { path: paths.admin.planCreate },
      { path: paths.admin.planAssign() },
      { path: paths.admin.subscriptionHistory() },
    ]);
    const consultancyAdmin = await findings('consultancyAdmin', [
      { path: paths.consultancyAdmin.dashboard },
      { path: paths.consultancyAdmin.enquiries },
    ]);
    expect([...admin, ...consultancyAdmin]).toEqual([]);
  });
});
