import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { API } from '@logicareers/shared/api';
import { LANGUAGE_STORAGE_KEY } from '@logicareers/shared/constants';
import { PAGES, paths } from '@logicareers/shared/pages';
import { PSEUDO_CLOSE, PSEUDO_LOCALE, PSEUDO_OPEN } from '@logicareers/shared/pseudo-locale';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage } from './support/browser';
import { DEMO, signInAs } from './support/fixtures';

/*
 * Every screen in the pseudo-locale, where each catalogue text is bracketed ⟦…⟧: a text on screen
 * that is neither bracketed nor data the API sent (job titles, names, e-mails, numbers) was written
 * in code instead of taken from the catalogue.
 */

/**
 * Screens of areas whose texts are still being moved to the catalogue (issue 12): their findings
 * are written to the results file and printed, but do not fail the test yet. Take a screen off this
 * list once its area is converted; the test then keeps it clean.
 */
/** Findings in document titles start with this. */
const TITLES = 'document title of ';
const PENDING: string[] = [
  // Document titles: the server's page metadata (apps/api web module) still writes English.
  TITLES,
  // Candidate alerts (the e-mail links) and the candidate area.
  paths.unsubscribeAlert('not-a-token'),
  paths.confirmSubscription('not-a-token'),
  paths.candidate.dashboard,
  // Recruiting screens of employers and the consultancy.
  PAGES.employer.area,
  PAGES.management.area,
  // Administration.
  paths.admin.dashboard,
  paths.admin.settings,
  paths.admin.outbox,
  paths.admin.users,
  PAGES.consultancyAdmin.area,
];
/** A finding ('path: "text"') on a pending screen or under one. */
const pending = (finding: string) => PENDING.some((prefix) => finding.startsWith(prefix));

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
  for (const value of data) if (rest.includes(value)) rest = rest.split(value).join(' ');
  // E-mail addresses, web addresses and phone numbers are data wherever they come from.
  rest = rest.replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
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
  page.on('response', async (response) => {
    if (!response.url().includes('/api/')) return;
    if (!response.headers()['content-type']?.includes('json')) return;
    try {
      stringsOf(await response.json(), data);
    } catch {
      // Not JSON after all: nothing to learn from it.
    }
  });
  if (role !== 'visitor') await signInAs(page, app, LOGINS[role][0], LOGINS[role][1]);
  await page.goto(`${app.url}${paths.forgotPassword}`);
  await page.evaluate(([key, language]) => localStorage.setItem(key, language), [
    LANGUAGE_STORAGE_KEY,
    PSEUDO_LOCALE,
  ] as const);
  const found: string[] = [];
  for (const screen of screens) {
    await page.goto(`${app.url}${screen.path}`);
    await page.waitForLoadState('networkidle');
    await screen.open?.(page);
    // The data in the server-rendered state counts as data too.
    const state = await page.evaluate(() => document.getElementById('ssr-state')?.textContent);
    if (state) stringsOf(JSON.parse(state), data);
    const known = [...data].sort((a, b) => b.length - a.length);
    // The document's title is written by the server's page metadata, which is not in the web
    // catalogue yet: its findings are pending under a screen of their own.
    const title = untranslated(await page.title(), known);
    if (title) found.push(`${TITLES}${screen.path}: ${JSON.stringify(title)}`);
    for (const text of await visibleTexts(page)) {
      const rest = untranslated(text, known);
      if (rest) found.push(`${screen.path}: ${JSON.stringify(text)}`);
    }
  }
  await context.close();
  const unique = [...new Set(found)];
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(path.join(RESULTS, `pseudo-locale-${role}.txt`), unique.join('\n'));
  const waiting = unique.filter((line) => pending(line));
  if (waiting.length)
    console.info(`pseudo-locale, ${role}: ${waiting.length} texts on pending screens`, waiting);
  return unique.filter((line) => !pending(line));
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
    ]);
    expect(found).toEqual([]);
  });

  it('for administrators', async () => {
    const admin = await findings('admin', [
      { path: paths.admin.dashboard },
      { path: paths.admin.settings },
      { path: paths.admin.outbox },
      { path: paths.admin.users },
    ]);
    const consultancyAdmin = await findings('consultancyAdmin', [
      { path: paths.consultancyAdmin.dashboard },
      { path: paths.consultancyAdmin.outbox },
    ]);
    expect([...admin, ...consultancyAdmin]).toEqual([]);
  });
});
