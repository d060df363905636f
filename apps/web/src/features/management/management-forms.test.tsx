import { beforeAll, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { PAGES, paths } from '@logicareers/shared/pages';
import { JOB_MESSAGES } from '@logicareers/shared/schemas/jobs';
import { CANDIDATE_MESSAGES } from '@logicareers/shared/schemas/candidate';
import { applicationComments, applications, jobs } from '../../../../api/src/db/schema';
import { loadMaster, signedIn } from '../../../../api/src/test/factories';
import { call } from '../../../../api/src/test/harness';
import { renderRoutes, signInOnScreen, testApi } from '../../test/render';
import { ApplicantsPage } from './applicants/applicants-page';
import { JobEditorPage } from './job-editor-page';
import { JobsListPage } from './jobs-list-page';

// Forms over the real API in a DOM without layout are slow to settle.
configure({ asyncUtilTimeout: 15_000 });

const api = testApi();
let jobForm: Record<string, unknown>;
beforeAll(async () => {
  const { lists } = await loadMaster(api.app, [
    'designation',
    'functional_area',
    'industry',
    'state',
  ] as const);
  jobForm = {
    title: 'Warehouse Supervisor',
    designation_id: lists.designation[0].id,
    functional_area_id: lists.functional_area[0].id,
    industry_id: lists.industry[0].id,
    state_id: lists.state[0].id,
    employment_type: 'full_time',
    experience_min: 3,
    experience_max: 6,
    salary_min: 8000,
    salary_max: 11000,
    skill_ids: [],
    description: '<p>Run a shift of forty in a bonded warehouse in Jebel Ali Free Zone.</p>',
  };
});

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const employer = () => signInOnScreen(api, 'employer');

const editorRoutes = [
  { path: PAGES.management.jobCreate, element: <JobEditorPage /> },
  { path: PAGES.management.jobView, element: <p>Job page</p> },
];

describe('the job form', () => {
  it('checks the job with the shared rules before sending anything', async () => {
    await employer();
    await renderRoutes(editorRoutes, { path: paths.management.jobCreate });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(JOB_MESSAGES.titleRequired)).toBeDefined();
    expect(screen.getByText(JOB_MESSAGES.designationRequired)).toBeDefined();
    expect(screen.getByText(JOB_MESSAGES.locationRequired)).toBeDefined();
    expect(screen.getByText(JOB_MESSAGES.descriptionRequired)).toBeDefined();
  });

  it('publishes a job started from a template, and the job is stored', async () => {
    const { token, user } = await employer();
    const template = await call(api.app, {
      method: 'POST',
      url: API.templates.list,
      token,
      payload: { name: 'Supervisors', form: jobForm },
    });
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    const templateId = (template.body.data as { id: number }).id;
    await renderRoutes(editorRoutes, {
      path: `${paths.management.jobCreate}?template=${templateId}`,
    });
    const title = await screen.findByLabelText(/^Job title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Night Shift Supervisor');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Job published')).toBeDefined();
    expect(await screen.findByText('Job page')).toBeDefined();
    const [job] = await api.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.companyId, user.companyId!));
    expect(job).toMatchObject({ title: 'Night Shift Supervisor', status: 'published' });
  });

  it('speaks the pseudo-locale: every text of the jobs list comes from the catalogue', async () => {
    await employer();
    await renderRoutes([{ path: '/', element: <JobsListPage /> }], { language: 'en-XA' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toMatch(/^⟦.*⟧$/);
    expect(screen.getByRole('textbox').getAttribute('aria-label')).toMatch(/^⟦.*⟧$/);
    for (const tab of screen.getAllByRole('tab')) expect(tab.textContent).toMatch(/^⟦.*⟧$/);
  });
});

describe('the applicants of a job', () => {
  async function applicantOfNewJob({ withdrawn = false } = {}) {
    const { token } = await employer();
    const created = await call(api.app, {
      method: 'POST',
      url: API.jobs.managed,
      token,
      payload: { ...jobForm, valid_through: inDays(30), publish: true },
    });
    const jobId = (created.body.data as { id: number }).id;
    const candidate = await signedIn(api.app, api.database.db, 'candidate', {
      firstName: 'Amal',
      lastName: 'Haddad',
    });
    const applied = await call(api.app, {
      method: 'POST',
      url: API.applications.apply,
      token: candidate.token,
      payload: { job_id: jobId },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    if (withdrawn) {
      const res = await call(api.app, {
        method: 'POST',
        url: API.applications.withdraw,
        token: candidate.token,
        payload: { job_id: jobId },
      });
      expect(res.status).toBe(200);
    }
    await renderRoutes([{ path: PAGES.management.applicants, element: <ApplicantsPage /> }], {
      // The list view: the board is shown first on a wide screen.
      path: `${paths.management.applicants(jobId)}?view=list`,
    });
    const card = (await screen.findByText('Amal Haddad')).closest('li')!;
    return {
      card: within(card as HTMLElement),
      applicationId: (applied.body.data as { id: string }).id,
      email: candidate.user.email,
    };
  }

  it('shows a withdrawn applicant by name only: no contact details, no CV', async () => {
    const { card, email } = await applicantOfNewJob({ withdrawn: true });
    expect(
      card.getByText(/their contact details, profile and CV are no longer shared/),
    ).toBeDefined();
    expect(card.queryByText(email)).toBeNull();
    expect(card.queryByRole('link', { name: email })).toBeNull();
    expect(card.queryByRole('button', { name: /Download CV/ })).toBeNull();
  });

  it('asks for a comment with the shared rule, then stores it', async () => {
    const { card, applicationId } = await applicantOfNewJob();
    await userEvent.click(card.getByRole('button', { name: /^Details and comments/ }));
    await userEvent.click(card.getByRole('button', { name: 'Add' }));
    expect(await card.findByText(CANDIDATE_MESSAGES.commentRequired)).toBeDefined();
    await userEvent.type(card.getByLabelText('Add a comment'), 'Strong on WMS, call on Monday.');
    await userEvent.click(card.getByRole('button', { name: 'Add' }));
    expect(await card.findByText('Strong on WMS, call on Monday.')).toBeDefined();
    const stored = await api.database.db
      .select()
      .from(applicationComments)
      .where(eq(applicationComments.applicationId, applicationId));
    expect(stored.map((row) => row.body)).toEqual(['Strong on WMS, call on Monday.']);
  });

  it('moves an applicant to another status after asking whether to e-mail them', async () => {
    const { card, applicationId } = await applicantOfNewJob();
    const status = card.getByLabelText('Status of Amal Haddad');
    await userEvent.click(status);
    await waitFor(() => expect(status.getAttribute('aria-controls')).toBeTruthy());
    const list = document.getElementById(status.getAttribute('aria-controls')!)!;
    await userEvent.click(within(list).getByRole('option', { name: 'Shortlisted', hidden: true }));
    // Asked first, as on the board: nothing moves until the recruiter answers.
    const prompt = await screen.findByRole('dialog', { name: /notify the candidate\?/ });
    const [before] = await api.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId));
    expect(before.status).toBe('applied');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Move without e-mail' }));
    await waitFor(async () => {
      const [row] = await api.database.db
        .select()
        .from(applications)
        .where(eq(applications.id, applicationId));
      expect(row.status).toBe('shortlisted');
    });
    expect(
      await screen.findByText(/Amal Haddad moved to Shortlisted\. No e-mail was sent\./),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDefined();
  });
});
