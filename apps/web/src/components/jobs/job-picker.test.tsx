import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jobFactory, signedIn } from '../../../../api/src/test/factories';
import { setToken } from '../../lib/storage';
import { renderPage, testApi } from '../../test/render';
import { JobPicker, type JobChoicesFilter } from './job-picker';

configure({ asyncUtilTimeout: 15_000 });

const api = testApi();

function Picker({ filter, initial = '' }: { filter?: JobChoicesFilter; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <JobPicker label="Job" value={value} onChange={setValue} filter={filter} clearable />
      <output aria-label="chosen">{value}</output>
    </>
  );
}

const optionsOf = async (select: HTMLElement) => {
  await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
  return document.getElementById(select.getAttribute('aria-controls')!)!;
};

describe('the job picker', () => {
  it('searches the user’s jobs on the server and names who each is for and when it closes', async () => {
    const { token } = await signedIn(api.app, api.database.db, 'employer');
    const jobs = await jobFactory(api.app);
    const reefer = await jobs.create(token, { title: 'Reefer Yard Lead' });
    await jobs.create(token, { title: 'Customs Broker' });
    await jobs.create(token, { title: 'Draft Planner' }, false);
    const stranger = await signedIn(api.app, api.database.db, 'employer');
    await jobs.create(stranger.token, { title: 'Reefer Mechanic' });
    setToken(token);
    await renderPage(<Picker />);
    const select = screen.getByRole('combobox', { name: 'Job' });
    await userEvent.click(select);
    const options = await optionsOf(select);
    expect(
      await within(options).findByRole('option', { name: /^Customs Broker/, hidden: true }),
    ).toBeDefined();
    // Open jobs only by default; never another company's.
    expect(within(options).queryByText('Draft Planner')).toBeNull();

    await userEvent.type(select, 'reefer');
    await waitFor(() => expect(within(options).queryByText('Customs Broker')).toBeNull());
    const option = await within(options).findByRole('option', {
      name: /^Reefer Yard Lead/,
      hidden: true,
    });
    expect(option.textContent).toMatch(/closes \d{2}\/\d{2}\/\d{4}/);
    expect(within(options).queryByText('Reefer Mechanic')).toBeNull();
    await userEvent.click(option);
    expect(screen.getByLabelText('chosen').textContent).toBe(String(reefer));
  });

  it('offers drafts with their status when asked for every status, and names a job given by id', async () => {
    const { token } = await signedIn(api.app, api.database.db, 'employer');
    const jobs = await jobFactory(api.app);
    const draft = await jobs.create(token, { title: 'Night Shift Planner' }, false);
    setToken(token);
    await renderPage(<Picker filter={{ status: 'all' }} initial={String(draft)} />);
    const select = screen.getByRole('combobox', { name: 'Job' });
    await waitFor(() => expect((select as HTMLInputElement).value).toBe('Night Shift Planner'));
    await userEvent.click(select);
    const options = await optionsOf(select);
    const option = await within(options).findByRole('option', {
      name: /^Night Shift Planner/,
      hidden: true,
    });
    expect(option.textContent).toContain('Draft');
  });
});
