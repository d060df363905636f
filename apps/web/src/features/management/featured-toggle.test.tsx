import { beforeAll, describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@logicareers/shared/api';
import { uaeDateInDays } from '@logicareers/shared/uae-date';
import { jobFactory, signedIn } from '../../../../api/src/test/factories';
import { call } from '../../../../api/src/test/harness';
import { renderRoutes, signInOnScreen, testApi } from '../../test/render';
import { JobsListPage } from './jobs-list-page';

// Over the real API in a DOM without layout: slow to settle.
configure({ asyncUtilTimeout: 15_000 });

const api = testApi();
let admin: string;
beforeAll(async () => {
  admin = (await signedIn(api.app, api.database.db, 'master_admin')).token;
  const seller = await call(api.app, {
    method: 'PUT',
    url: API.settings,
    token: admin,
    payload: {
      seller_name: 'LogiCareers Test Seller LLC',
      seller_name_ar: 'شركة لوجي كارييرز للاختبار ذ.م.م',
      seller_address: 'Office 1, Test Tower, Business Bay, Dubai',
      seller_address_ar: 'مكتب 1، برج الاختبار، الخليج التجاري، دبي',
      seller_trn: '100999888777003',
    },
  });
  expect(seller.status, JSON.stringify(seller.body)).toBe(200);
});

/** An employer signed in on screen, on a plan with two featured slots, with two live jobs. */
async function employerWithTwoSlots() {
  const name = `Two featured ${Date.now()}`;
  const plan = await call(api.app, {
    method: 'POST',
    url: API.plans.list,
    token: admin,
    payload: {
      name,
      price_aed: '1000',
      billing_period: 'month',
      cv_search: true,
      limits: {
        job_posts: null,
        featured_jobs: 2,
        cv_views: null,
        cv_downloads: null,
        users: null,
        bulk_emails: null,
      },
    },
  });
  expect(plan.status, JSON.stringify(plan.body)).toBe(201);
  const planId = (plan.body.data as { id: number; name: string }[]).find(
    (p) => p.name === name,
  )!.id;
  const signed = await signInOnScreen(api, 'employer');
  const subscribed = await call(api.app, {
    method: 'POST',
    url: API.plans.subscriptions,
    token: admin,
    payload: {
      company_id: signed.user.companyId,
      plan_id: planId,
      starts_on: uaeDateInDays(-1),
      ends_on: uaeDateInDays(30),
      price_aed: '0',
    },
  });
  expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(201);
  const jobs = await jobFactory(api.app);
  await jobs.create(signed.token, { title: 'Forklift Operator' });
  await jobs.create(signed.token, { title: 'Reach Truck Driver' });
  return signed;
}

describe('featuring a job from the jobs list', () => {
  it('shows the slots left and features and unfeatures a job with its switch', async () => {
    await employerWithTwoSlots();
    await renderRoutes([{ path: '/', element: <JobsListPage /> }]);
    const slots = await screen.findByTestId('featured-slots');
    expect(slots.textContent).toMatch(/0 of 2 featured slots used/);
    const toggle = await screen.findByRole('switch', { name: 'Feature Forklift Operator' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(screen.getByTestId('featured-slots').textContent).toMatch(
        /1 of 2 featured slots used/,
      ),
    );
    const on = screen.getByRole('switch', { name: 'Feature Forklift Operator' });
    expect((on as HTMLInputElement).checked).toBe(true);
    await userEvent.click(on);
    await waitFor(() =>
      expect(screen.getByTestId('featured-slots').textContent).toMatch(
        /0 of 2 featured slots used/,
      ),
    );
  });
});
