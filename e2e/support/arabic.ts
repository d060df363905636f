import type { Page } from 'playwright-core';
import { en } from '../../apps/web/src/locales/en';
import { ar } from '../../apps/web/src/locales/ar';

type Texts = { readonly [key: string]: string | Texts };

/** Every path of the English catalogue whose text is `english`, with the Arabic text there. */
function arabicOf(
  english: string,
  from: Texts = en,
  to: Texts | undefined = ar,
  into: string[] = [],
) {
  for (const [key, value] of Object.entries(from)) {
    const other = to?.[key];
    if (typeof value === 'string') {
      if (value === english && typeof other === 'string') into.push(other);
    } else arabicOf(english, value, typeof other === 'object' ? other : undefined, into);
  }
  return into;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the Arabic app shows where the English one shows `english`: a pattern matching, whole, any
 * of the Arabic texts of the catalogue keys whose English text it is (or, not `whole`, starting
 * with one: a label followed by its required mark). Throws for a text that is not
 * in the catalogue, so that a test cannot look for words no screen can show.
 */
export function inArabic(english: string, { whole = true } = {}): RegExp {
  const texts = [...new Set(arabicOf(english))];
  if (!texts.length) throw new Error(`"${english}" is not a text of the English catalogue`);
  return new RegExp(`^\\s*(${texts.map(escape).join('|')})${whole ? '\\s*$' : ''}`);
}

/**
 * Switches the page to Arabic as a person does: the header's language switch (which also saves the
 * choice on a signed-in user's account), then waits for the page in Arabic.
 */
export async function switchToArabic(page: Page) {
  await page.locator('header').getByRole('link', { name: en.common.language.ar }).click();
  // The switch may load a new document: between the two, the page has no root element yet.
  await page.waitForFunction(() => document.documentElement?.lang === 'ar');
  // The app has taken the page over once its header is there.
  await page.locator('header a[data-brand]').waitFor();
}

/**
 * Whether the page is laid out right to left: the document says so, and its header's first item
 * (the brand) stands on the right half of the screen.
 */
export async function mirrored(page: Page) {
  return page.evaluate(() => {
    const brand = document.querySelector('header a[data-brand]');
    const box = brand?.getBoundingClientRect();
    return {
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      brandOnTheRight: !!box && box.left + box.width / 2 > window.innerWidth / 2,
    };
  });
}
