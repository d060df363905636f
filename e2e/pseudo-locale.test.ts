import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PSEUDO_CLOSE, PSEUDO_LOCALE, PSEUDO_OPEN } from '@logicareers/shared/pseudo-locale';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser } from './support/browser';
import {
  boardJob,
  employerJob,
  SCREENS,
  walkScreens,
  writeFindings,
  type Screen,
  type ScreenRole,
} from './support/screens';

/*
 * Every screen in the pseudo-locale, where each catalogue text is bracketed ⟦…⟧: a text on screen
 * that is neither bracketed nor data the API sent (job titles, names, e-mails, numbers) was written
 * in code instead of taken from the catalogue.
 */

/** Findings in document titles start with this. */
const TITLES = 'document title of ';

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

async function findings(role: ScreenRole, screens: Screen[]) {
  const shown = await walkScreens(browser, app, role, screens, {
    language: PSEUDO_LOCALE,
    titleMark: new RegExp(PSEUDO_OPEN),
  });
  const found: string[] = [];
  for (const screen of shown) {
    const title = untranslated(screen.title, screen.data);
    if (title) found.push(`${TITLES}${screen.path}: ${JSON.stringify(title)}`);
    for (const text of screen.texts)
      if (untranslated(text, screen.data)) found.push(`${screen.path}: ${JSON.stringify(text)}`);
  }
  const unique = [...new Set(found)];
  writeFindings(`pseudo-locale-${role}`, unique);
  return unique;
}

describe('every screen speaks the catalogue', () => {
  it('for visitors', async () => {
    const found = await findings('visitor', SCREENS.visitor(await boardJob(app)));
    expect(found).toEqual([]);
  });

  it('for candidates', async () => {
    const found = await findings('candidate', SCREENS.candidate());
    expect(found).toEqual([]);
  });

  it('for employers', async () => {
    const found = await findings('employer', SCREENS.employer(await employerJob(app)));
    expect(found).toEqual([]);
  });

  it('for administrators', async () => {
    const admin = await findings('admin', SCREENS.admin());
    const consultancyAdmin = await findings('consultancyAdmin', SCREENS.consultancyAdmin());
    expect([...admin, ...consultancyAdmin]).toEqual([]);
  });
});
