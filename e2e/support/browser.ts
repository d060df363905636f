import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { expect, vi } from 'vitest';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SHOTS_DIR = path.resolve(import.meta.dirname, '../../test-results/screens');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812 };

/** A fresh browser profile; console errors (CSP violations included) are collected for assertions. */
export async function newPage(browser: Browser, baseURL: string, viewport = DESKTOP) {
  const context: BrowserContext = await browser.newContext({ baseURL, viewport });
  // A page is loaded once the server has rendered it and sent every file it names, each made by
  // the test's own busy process: on a loaded machine that can take longer than a single wait.
  context.setDefaultNavigationTimeout(60_000);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Runs axe-core in the page once the transitions that end have ended; the serious and critical violations. */
async function axeOnce(page: Page): Promise<AxeViolation[]> {
  // A toast or dialog still fading in has text of half its contrast: axe reads the screen once
  // the transitions that end have ended (a spinner's endless one is left running).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  await page.evaluate(axe.source);
  const result = await page.evaluate(async () => {
    const w = window as unknown as {
      axe: {
        run: (
          ctx: Document,
          opts: object,
        ) => Promise<{
          violations: {
            id: string;
            impact: string | null;
            help: string;
            nodes: { target: string[] }[];
          }[];
        }>;
      };
    };
    return w.axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
}

/**
 * The serious and critical axe violations of the page. A toast that starts to fade out while axe
 * reads the page shows text of half its contrast for a moment; so what axe finds is read again
 * (twice at most), and only what it finds each time is answered: a real fault stays.
 */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  let found = await axeOnce(page);
  for (let again = 0; again < 2 && found.length > 0; again++) {
    const next = await axeOnce(page);
    found = found
      .map((violation) => {
        const still = next.find((v) => v.id === violation.id)?.nodes ?? [];
        return { ...violation, nodes: violation.nodes.filter((node) => still.includes(node)) };
      })
      .filter((violation) => violation.nodes.length > 0);
  }
  return found;
}

/** Saves a full-page screenshot under test-results/screens for people to look at. */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

/**
 * Waits until the page has drawn what it was last asked to (two frames: a re-render that a resize
 * or a click scheduled has run) and its transitions that end have ended, however slow the machine.
 */
export async function settled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
        )
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Turns the page to another size and waits until it is laid out for it: the window has the new
 * size, and the page has drawn itself again at it (media queries answered, transitions ended).
 */
export async function resize(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.waitForFunction(
    ({ width, height }) => window.innerWidth === width && window.innerHeight === height,
    viewport,
  );
  await settled(page);
}

/**
 * Waits until no toast is shown. Toasts go by themselves a few seconds after they are shown and
 * then fade out; on a busy machine both take longer, so the wait is as long as any other.
 */
export async function noToasts(page: Page) {
  await expect.poll(() => page.locator('.mantine-Notification-root').count()).toBe(0);
}

/**
 * Axe finds nothing serious, and the screen is kept at desktop and phone widths (as
 * `{name}-desktop` and `{name}-phone`); the page is left at desktop width.
 */
export async function checkScreen(page: Page, name: string) {
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, `${name}-desktop`);
  await resize(page, PHONE);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, `${name}-phone`);
  await resize(page, DESKTOP);
}

/**
 * Picks an option of a Mantine select (the first one when no name is given), after typing `search`
 * into it when given. The list is opened again when it does not show: a list opened while the page
 * still lays itself out can stay hidden, and a person would click the field again.
 */
export async function chooseOption(
  select: Locator,
  name?: string,
  { exact = true, search }: { exact?: boolean; search?: string } = {},
) {
  const option = select
    .page()
    .getByRole('option', name === undefined ? {} : { name, exact })
    .first();
  const open = () => (search === undefined ? select.click() : select.fill(search));
  let tries = 0;
  await vi.waitFor(
    async () => {
      if (tries++ === 0) await open();
      else if (!(await option.isVisible())) {
        await select.blur();
        await open();
      }
      // Long enough for a list that a busy machine opens (or fetches, when searched) slowly: a
      // list opened again while it was still coming would be closed by the click.
      await option.click({ timeout: 10_000 });
    },
    { timeout: 60_000, interval: 200 },
  );
}
