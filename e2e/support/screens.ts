import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { API } from '@logicareers/shared/api';
import { LANGUAGE_STORAGE_KEY } from '@logicareers/shared/constants';
import { paths } from '@logicareers/shared/pages';
import { contentPagePath } from '@logicareers/shared/service-pages';
import type { RunningApp } from './app';
import { DESKTOP, newPage, PHONE, resize, screenshot } from './browser';
import { DEMO, signInAs } from './fixtures';

/*
 * Every role's screens, walked in one language with the texts each shows and the strings the API
 * sent by then: what the language tests (pseudo-locale, Arabic) judge.
 */

/** Where each role's findings are written, one line a text, for people to work through. */
export const RESULTS = path.resolve(import.meta.dirname, '../../test-results');

/** Writes a role's findings under test-results as `{name}.txt`. */
export function writeFindings(name: string, found: string[]) {
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(path.join(RESULTS, `${name}.txt`), found.join('\n'));
}

/** Every string in a JSON value. */
export function stringsOf(value: unknown, into: Set<string>) {
  if (typeof value === 'string') {
    if (value.trim().length > 1) into.add(value.trim());
  } else if (Array.isArray(value)) value.forEach((item) => stringsOf(item, into));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((item) => stringsOf(item, into));
}

/** Texts and labelling attributes of the visible page (open menus and dialogs included). */
export const visibleTexts = (page: Page) =>
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
    // The page's own words: those of its head (feed links' titles) are for machines.
    for (const element of document.body.querySelectorAll(
      '[aria-label], [placeholder], [title], img[alt]',
    ))
      if (!element.closest('[aria-hidden="true"]'))
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(name)?.trim();
          if (value) texts.push(value);
        }
    return texts;
  });

export interface Screen {
  path: string;
  /** Something to do first: open a menu or a dialog whose texts are checked too. */
  open?: (page: Page) => Promise<void>;
  /** Kept as screenshots at desktop and phone widths under this name, for people to look at. */
  shot?: string;
}

/** What one screen showed, and every string the API had sent by then (longest first). */
export interface ShownScreen {
  path: string;
  title: string;
  texts: string[];
  data: string[];
}

export const LOGINS = {
  candidate: ['candidate', DEMO.candidate],
  employer: ['employer', DEMO.employer],
  recruiter: ['consultancy', DEMO.recruiter],
  admin: ['admin', DEMO.admin],
  consultancyAdmin: ['consultancy', DEMO.consultancyAdmin],
} as const;
export type ScreenRole = 'visitor' | keyof typeof LOGINS;

/**
 * Opens each screen as the role, in `language` (kept in the browser, and on the account when
 * `account` is given), once the page's title matches `titleMark`; what each showed.
 */
export async function walkScreens(
  browser: Browser,
  app: RunningApp,
  role: ScreenRole,
  screens: Screen[],
  options: { language: string; account?: 'ar' | 'en'; titleMark: RegExp },
): Promise<ShownScreen[]> {
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
  if (role !== 'visitor') {
    const token = await signInAs(page, app, LOGINS[role][0], LOGINS[role][1]);
    if (options.account)
      await fetch(`${app.url}${API.mePreferences}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ language: options.account }),
      });
  }
  // The language is written before any script of each page runs, so that no page, whichever
  // address the app moves it to once it has read the account, starts in another language.
  await page.addInitScript(
    ([key, language]) => {
      try {
        localStorage.setItem(key, language);
      } catch {
        // A page without storage of its own (about:blank) has no language to keep.
      }
    },
    [LANGUAGE_STORAGE_KEY, options.language] as const,
  );
  await page.goto(`${app.url}${paths.forgotPassword}`);
  await page.waitForLoadState('networkidle');
  const shown: ShownScreen[] = [];
  for (const screen of screens) {
    // The texts are read once the app has rendered them (below), not once every picture of the
    // page is in: on a busy machine those can take longer than a navigation may.
    const open = () => page.goto(`${app.url}${screen.path}`, { waitUntil: 'domcontentloaded' });
    // A page that moves itself to its language's address (/ar) as the next one is asked for
    // aborts or interrupts that navigation: it is asked for again once the page has settled.
    await open().catch(async (error: Error) => {
      if (!/ERR_ABORTED|interrupted by another navigation/.test(error.message)) throw error;
      await page.waitForLoadState('networkidle');
      await open();
    });
    await page.waitForLoadState('networkidle');
    // Every title the app sets is a catalogue text, so it is in the language once the app has
    // rendered the page; on a busy machine that can take a while. A title still in English after
    // the wait is a finding.
    await page
      .waitForFunction(
        ([source, flags]) => new RegExp(source, flags).test(document.title),
        [options.titleMark.source, options.titleMark.flags] as const,
        { timeout: 30_000 },
      )
      .catch(() => undefined);
    await screen.open?.(page);
    // The screen is read first, then every answer that came before it: an answer the screen
    // shows has been announced by then, while its body may still be being read here.
    const title = await page.title();
    const texts = await visibleTexts(page);
    await Promise.all(reading);
    // The data in the server-rendered state counts as data too.
    const state = await page.evaluate(() => document.getElementById('ssr-state')?.textContent);
    if (state) stringsOf(JSON.parse(state), data);
    const known = [...data].sort((a, b) => b.length - a.length);
    shown.push({ path: screen.path, title, texts, data: known });
    if (screen.shot) {
      await screenshot(page, `${screen.shot}-desktop`);
      await resize(page, PHONE);
      await screenshot(page, `${screen.shot}-phone`);
      await resize(page, DESKTOP);
    }
  }
  await context.close();
  return shown;
}

/** A job of the board and its employer, as a visitor finds them. */
export async function boardJob(app: RunningApp) {
  const answer = (await (await fetch(`${app.url}${API.jobs.search}`)).json()) as {
    data: { items: { id: number; company: { id: number } | null }[] };
  };
  const job = answer.data.items.find((item) => item.company)!;
  return { jobId: job.id, companyId: job.company!.id };
}

/** The newest job the demo employer manages. */
export async function employerJob(app: RunningApp) {
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

/** The screens of each role that the language tests walk. */
export const SCREENS = {
  visitor: ({ jobId, companyId }: { jobId: number; companyId: number }): Screen[] => [
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
  ],
  candidate: (): Screen[] => [
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
  ],
  employer: (jobId: number): Screen[] => [
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
  ],
  recruiter: (): Screen[] => [
    { path: paths.workspace.cvSearch() },
    { path: paths.workspace.cvSearch('q=forklift') },
    { path: paths.workspace.cvSearchAdvanced },
    { path: paths.workspace.cvSearchSaved },
    { path: paths.workspace.cvFolders },
    { path: paths.workspace.emailTemplates },
    { path: paths.workspace.emailResponses() },
    { path: paths.management.jobs },
    { path: paths.account },
  ],
  admin: (): Screen[] => [
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
  ],
  consultancyAdmin: (): Screen[] => [
    { path: paths.consultancyAdmin.dashboard },
    { path: paths.consultancyAdmin.enquiries },
  ],
};
