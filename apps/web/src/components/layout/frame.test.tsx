import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoText } from '@logicareers/shared/pseudo-locale';
import { DEFAULT_SITE_SETTINGS } from '@logicareers/shared/constants';
import { signedIn } from '../../../../api/src/test/factories';
import { setToken } from '../../lib/storage';
import { renderPage, testApi } from '../../test/render';
import { Footer } from './footer';
import { Header } from './header';

const api = testApi();

/** Texts and labelling attributes on the page that are neither catalogue texts nor `data`. */
function unmarked(data: string[]) {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('style, script')) continue;
    if (node.textContent?.trim()) texts.push(node.textContent.trim());
  }
  for (const element of document.body.querySelectorAll(
    '[aria-label], [placeholder], [title], [alt]',
  ))
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  const marked = new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, 'g');
  return texts.filter((text) => {
    let rest = text.replace(marked, ' ');
    for (const value of data) rest = rest.split(value).join(' ');
    return /\p{L}{2,}/u.test(rest);
  });
}

const data = [DEFAULT_SITE_SETTINGS.site_name, DEFAULT_SITE_SETTINGS.contact_email];

describe('the frame in the pseudo-locale', () => {
  it('marks every text of the header and footer for visitors', async () => {
    await renderPage(
      <>
        <Header />
        <Footer />
      </>,
      'en-XA',
    );
    // The sign-in menu open, its items shown too.
    await userEvent.click(screen.getByRole('button', { name: pseudoText('Sign in') }));
    await screen.findByText(pseudoText('Candidate sign in'), {}, { timeout: 5000 });
    expect(unmarked(data)).toEqual([]);
    expect(screen.getByRole('contentinfo').textContent).toContain(PSEUDO_OPEN);
  });

  it('marks the signed-in user’s menu, role name included', async () => {
    const { token, user } = await signedIn(api.app, api.database.db, 'employer');
    setToken(token);
    await renderPage(<Header />, 'en-XA');
    const menu = await screen.findByRole('button', { name: pseudoText('Account menu') });
    await userEvent.click(menu);
    await screen.findByText(pseudoText('Logout'), {}, { timeout: 5000 });
    expect(unmarked([...data, `${user.firstName} ${user.lastName}`, user.email])).toEqual([]);
    expect(document.body.textContent).toContain(pseudoText('Employer'));
  });
});
