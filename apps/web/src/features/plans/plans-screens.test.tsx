import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { API } from '@logicareers/shared/api';
import { PAGES, paths } from '@logicareers/shared/pages';
import { PLAN_MESSAGES, type TPlan } from '@logicareers/shared/schemas/plans';
import { signedIn } from '../../../../api/src/test/factories';
import { call } from '../../../../api/src/test/harness';
import { setToken } from '../../lib/storage';
import { renderRoutes, signedInAs, testApi } from '../../test/render';
import { EmployerSubscriptionPage } from './employer-subscription-page';
import { PlanActionPage } from './plan-action-page';
import { PlansPage } from './plans-page';

const api = testApi({ slow: true });
const admin = signedInAs(api, 'master_admin');

const routes: RouteObject[] = [
  { path: PAGES.admin.subscriptions, element: <PlansPage /> },
  { path: PAGES.admin.subscriptionAction, element: <PlanActionPage /> },
  { path: PAGES.employer.subscription, element: <EmployerSubscriptionPage /> },
];

describe('plan screens', () => {
  it('the plan form says what is wrong, and saves the price as written in AED', async () => {
    setToken(admin.token);
    await renderRoutes(routes, { path: paths.admin.planCreate });
    await userEvent.type(await screen.findByLabelText(/^Price/), '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText(PLAN_MESSAGES.nameRequired)).toBeDefined();
    expect(screen.getByText(PLAN_MESSAGES.priceFormat)).toBeDefined();

    await userEvent.type(screen.getByLabelText(/^Name/), 'Harbour');
    await userEvent.clear(screen.getByLabelText(/^Price/));
    await userEvent.type(screen.getByLabelText(/^Price/), '1499.50');
    await userEvent.type(screen.getByLabelText('Active job posts'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeDefined();
    expect(await screen.findByText('AED 1,499.50 per month')).toBeDefined();
    const plans = (await call(api.app, { method: 'GET', url: API.plans.list, token: admin.token }))
      .body.data as TPlan[];
    expect(plans.find((p) => p.name === 'Harbour')).toMatchObject({
      price_fils: 149_950,
      limits: { job_posts: 4, users: null },
    });
  });

  it("shows an employer its plan and this month's usage", async () => {
    const employer = await signedIn(api.app, api.database.db, 'employer');
    setToken(employer.token);
    await renderRoutes(routes, { path: paths.employer.subscription });
    expect(await screen.findByRole('heading', { level: 2, name: 'Free' })).toBeDefined();
    // The tests' free plan has no limits: each usage line says so, featured jobs among them.
    expect(screen.getAllByText(/^\d+ \(unlimited\)$/)).toHaveLength(6);
    expect(screen.getByText('No invoices yet.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Compare plans' }).getAttribute('href')).toBe(
      paths.pricing,
    );
  });
});
