import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq } from 'drizzle-orm';
import { paths } from '@logicareers/shared/pages';
import { applications } from '../../../../api/src/db/schema';
import { jobFactory, signedIn } from '../../../../api/src/test/factories';
import { renderRoutes, resetPage, signInOnScreen, testApi } from '../../test/render';
import { publicJobRoutes } from './routes';

const api = testApi({ slow: true });
let jobId: number;
beforeAll(async () => {
  // The cover note grows with its text and listens for web fonts, which the test DOM does not load.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  const employer = await signedIn(api.app, api.database.db, 'employer');
  jobId = await (await jobFactory(api.app)).create(employer.token);
});
afterEach(resetPage);

/** The source of the candidate's application for the job, as the recruiter's board shows it. */
const sourceOf = async (candidateId: string) => {
  const [row] = await api.database.db
    .select({ source: applications.source })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.candidateId, candidateId)));
  return row?.source;
};

/** A new candidate opens the job's page at this address and sends the application form. */
const applyAt = async (path: string, { opensItself = false } = {}) => {
  const { user } = await signInOnScreen(api, 'candidate');
  await renderRoutes(publicJobRoutes, { path });
  if (!opensItself) await userEvent.click(await screen.findByRole('button', { name: 'Apply now' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
  expect(await screen.findByText(/^Applied on /)).toBeDefined();
  return sourceOf(user.id);
};

describe('how a candidate came to a job, sent with the application', () => {
  it('is the search when the page was opened from its results', async () => {
    expect(await applyAt(paths.jobView(jobId, 'search'))).toBe('search');
  });

  it('is the alert or the invitation whose e-mail linked to the page', async () => {
    expect(await applyAt(paths.jobView(jobId, 'alert'))).toBe('alert');
    resetPage();
    expect(await applyAt(paths.jobView(jobId, 'invitation'))).toBe('invitation');
  });

  it('is direct when the address says nothing, or something no candidate may say', async () => {
    expect(await applyAt(paths.jobView(jobId))).toBe('direct');
    resetPage();
    expect(await applyAt(`${paths.jobView(jobId)}?from=recruiter`)).toBe('direct');
    resetPage();
    expect(await applyAt(`${paths.jobView(jobId)}?from=elsewhere`)).toBe('direct');
  });

  it('comes back with a visitor who signs up or in to apply', async () => {
    await renderRoutes(publicJobRoutes, { path: paths.jobView(jobId, 'alert') });
    const back = paths.jobView(jobId, 'alert', { apply: '1' });
    for (const name of ['Create your profile to apply', 'Sign in to apply']) {
      const link = await screen.findByRole('link', { name });
      const next = new URL(link.getAttribute('href')!, 'http://localhost').searchParams.get('next');
      expect(next, name).toBe(back);
    }
    resetPage();
    // Back at that address, signed in: the form is open, and the application says the alert.
    expect(await applyAt(back, { opensItself: true })).toBe('alert');
  });
});
