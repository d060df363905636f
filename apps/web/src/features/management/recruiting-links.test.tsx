import { describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, recruitingPages, type RecruitingArea } from '@logicareers/shared/pages';
import { jobFactory, signedIn } from '../../../../api/src/test/factories';
import { setToken } from '../../lib/storage';
import { renderRoutes, testApi } from '../../test/render';
import { JobEditorPage } from './job-editor-page';
import { JobsListPage } from './jobs-list-page';
import { ManagedJobPage } from './managed-job-page';
import { TemplatesPage } from './templates-page';

// Screens over the real API in a DOM without layout are slow to settle.
configure({ asyncUtilTimeout: 15_000 });

const api = testApi();

/** The recruiting screens as the router mounts them under an area's prefix. */
const screensOf = (area: RecruitingArea) => {
  const pages = recruitingPages(area);
  return [
    { path: pages.jobs, element: <JobsListPage /> },
    { path: pages.jobCreate, element: <JobEditorPage /> },
    { path: pages.jobEdit, element: <JobEditorPage /> },
    { path: pages.jobView, element: <ManagedJobPage /> },
    { path: pages.templates, element: <TemplatesPage /> },
  ];
};

/** A signed-in employer with one published job of the given title. */
async function employerWithJob(title: string) {
  const { token } = await signedIn(api.app, api.database.db, 'employer');
  const jobId = await (await jobFactory(api.app)).create(token, { title });
  setToken(token);
  return jobId;
}

const linkTo = async (name: string) =>
  (await screen.findByRole('link', { name })).getAttribute('href');

describe('the recruiting screens link within their own area', () => {
  it('under /employer, the jobs list and the job it opens link to /employer pages', async () => {
    const jobId = await employerWithJob('Reefer Yard Supervisor');
    await renderRoutes(screensOf('employer'), { path: paths.employer.jobs });
    expect(await linkTo('Reefer Yard Supervisor')).toBe(paths.employer.jobView(jobId));
    expect(await linkTo('Post a job')).toBe(paths.employer.jobCreate);
    expect(await linkTo('Templates')).toBe(paths.employer.templates);

    await userEvent.click(screen.getByRole('link', { name: 'Reefer Yard Supervisor' }));
    expect(await linkTo('Applicants')).toBe(paths.employer.applicants(jobId));
    expect(await linkTo('Edit')).toBe(paths.employer.jobEdit(jobId));
  });

  it('under /management, the same screens link to /management pages', async () => {
    const jobId = await employerWithJob('Customs Clearance Officer');
    await renderRoutes(screensOf('management'), { path: paths.management.jobs });
    expect(await linkTo('Customs Clearance Officer')).toBe(paths.management.jobView(jobId));
    expect(await linkTo('Post a job')).toBe(paths.management.jobCreate);

    await userEvent.click(screen.getByRole('link', { name: 'Customs Clearance Officer' }));
    expect(await linkTo('Edit')).toBe(paths.management.jobEdit(jobId));
  });
});
