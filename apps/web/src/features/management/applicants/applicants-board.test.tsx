import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { applications, outbox } from '../../../../../api/src/db/schema';
import { jobFactory, signedIn } from '../../../../../api/src/test/factories';
import { call } from '../../../../../api/src/test/harness';
import { setToken } from '../../../lib/storage';
import { renderPage, renderRoutes, resetPage, testApi } from '../../../test/render';
import { ApplicantsBoard } from './applicants-board';
import { ApplicantsPage } from './applicants-page';

const api = testApi({ slow: true });

describe("a job's applicants on the board", () => {
  it('moves a card after asking about the e-mail, shows its preview, and undoes the move', async () => {
    const employer = await signedIn(api.app, api.database.db, 'employer');
    const jobId = await (await jobFactory(api.app)).create(employer.token);
    const candidate = await signedIn(api.app, api.database.db, 'candidate', {
      firstName: 'Noura',
      lastName: 'Haddad',
    });
    const applied = await call(api.app, {
      method: 'POST',
      url: API.applications.apply,
      token: candidate.token,
      payload: { job_id: jobId, source: 'alert' },
    });
    const applicationId = (applied.body.data as { id: string }).id;
    setToken(employer.token);
    await renderPage(<ApplicantsBoard jobId={String(jobId)} tag={null} suggestions={[]} />);

    const appliedColumn = await screen.findByRole('region', { name: 'Applied' });
    await within(appliedColumn).findByText('Noura Haddad');
    expect(within(appliedColumn).getByText('From a job alert')).toBeDefined();
    expect(within(appliedColumn).getByText('In this stage since today')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Move Noura Haddad to another stage' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Shortlisted' }));
    const prompt = await screen.findByRole('dialog', {
      name: 'Move to Shortlisted: notify the candidate?',
    });
    const preview = await within(prompt).findByRole('document', {
      name: 'The e-mail that would be sent',
    });
    expect(preview.textContent).toContain(
      'Subject: Your application for Warehouse Supervisor: Shortlisted',
    );
    expect(preview.textContent).toContain(candidate.user.email);
    fireEvent.click(within(prompt).getByRole('button', { name: 'Move without e-mail' }));

    const notice = await screen.findByText(
      'Noura Haddad moved to Shortlisted. No e-mail was sent.',
    );
    const shortlisted = screen.getByRole('region', { name: 'Shortlisted' });
    await within(shortlisted).findByText('Noura Haddad');
    fireEvent.click(
      within(notice.closest('[data-undo-notice]')!).getByRole('button', { name: 'Undo' }),
    );
    await screen.findByText('Move undone.');
    await within(screen.getByRole('region', { name: 'Applied' })).findByText('Noura Haddad');
    const [row] = await api.database.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, applicationId));
    expect(row.status).toBe('applied');
    const mails = await api.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, candidate.user.email));
    expect(mails.filter((mail) => mail.kind === 'application_status')).toEqual([]);
  });

  it('rates a candidate from the card', async () => {
    const employer = await signedIn(api.app, api.database.db, 'employer');
    const jobId = await (await jobFactory(api.app)).create(employer.token);
    const candidate = await signedIn(api.app, api.database.db, 'candidate', {
      firstName: 'Omar',
      lastName: 'Saleh',
    });
    await call(api.app, {
      method: 'POST',
      url: API.applications.apply,
      token: candidate.token,
      payload: { job_id: jobId },
    });
    setToken(employer.token);
    await renderPage(<ApplicantsBoard jobId={String(jobId)} tag={null} suggestions={[]} />);
    const rating = await screen.findByRole('radiogroup', { name: 'Rating of Omar Saleh' });
    fireEvent.keyDown(within(rating).getByRole('radio', { name: '4 stars', hidden: true }), {
      key: ' ',
    });
    await waitFor(async () => {
      const [row] = await api.database.db
        .select({ rating: applications.rating })
        .from(applications)
        .where(eq(applications.jobId, jobId));
      expect(row.rating).toBe(4);
    });
  });

  it("tags a card from the job's tags and filters the board by a tag", async () => {
    const employer = await signedIn(api.app, api.database.db, 'employer');
    const jobId = await (await jobFactory(api.app)).create(employer.token);
    const ids: string[] = [];
    for (const [firstName, lastName] of [
      ['Ravi', 'Menon'],
      ['Fatima', 'Khan'],
    ]) {
      const candidate = await signedIn(api.app, api.database.db, 'candidate', {
        firstName,
        lastName,
      });
      const applied = await call(api.app, {
        method: 'POST',
        url: API.applications.apply,
        token: candidate.token,
        payload: { job_id: jobId },
      });
      ids.push((applied.body.data as { id: string }).id);
    }
    await call(api.app, {
      method: 'PUT',
      url: API.applications.tags(ids[0]),
      token: employer.token,
      payload: { tags: ['Night shift'] },
    });
    setToken(employer.token);
    const path = `/jobs/${jobId}/applicants`;
    await renderRoutes([{ path: '/jobs/:id/applicants', element: <ApplicantsPage /> }], {
      path: `${path}?view=board`,
    });
    const ravi = await screen.findByRole('group', { name: "Tags on Ravi Menon's application" });
    expect(within(ravi).getByText('Night shift')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Tag Fatima Khan' }));
    // The field, not the list of suggestions it names too.
    const [input] = (await screen.findAllByLabelText('Tags of Fatima Khan')).filter(
      (element) => element.tagName === 'INPUT',
    );
    fireEvent.change(input, { target: { value: 'Forklift licence' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save tags', hidden: true }));
    await waitFor(async () => {
      const [row] = await api.database.db
        .select({ tags: applications.tags })
        .from(applications)
        .where(eq(applications.id, ids[1]));
      expect(row.tags).toEqual(['Forklift licence']);
    });
    const fatima = await screen.findByRole('group', { name: "Tags on Fatima Khan's application" });
    await within(fatima).findByText('Forklift licence');

    resetPage();
    setToken(employer.token);
    await renderRoutes([{ path: '/jobs/:id/applicants', element: <ApplicantsPage /> }], {
      path: `${path}?view=board&tag=night%20shift`,
    });
    await screen.findByRole('group', { name: "Tags on Ravi Menon's application" });
    await waitFor(() => expect(screen.queryByText('Fatima Khan')).toBeNull());
    expect(screen.getByRole('region', { name: 'Applied' }).textContent).toContain('Ravi Menon');
  });
});
