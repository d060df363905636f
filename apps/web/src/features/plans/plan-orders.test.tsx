import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { API, type TPage } from '@logicareers/shared/api';
import { PAGES, paths } from '@logicareers/shared/pages';
import {
  PLAN_MESSAGES,
  type TMySubscription,
  type TPlan,
  type TSubscription,
} from '@logicareers/shared/schemas/plans';
import { todayInUae, uaeDateInDays } from '@logicareers/shared/uae-date';
import { call } from '../../../../api/src/test/harness';
import { setToken } from '../../lib/storage';
import { renderRoutes, signedInAs, signInOnScreen, testApi, uniqueWord } from '../../test/render';
import { EmployerSubscriptionPage } from './employer-subscription-page';
import { SubscriptionHistoryPage } from './subscription-history-page';

/*
 * A company changes its own plan (issue 42): the quote with the credit for unused days, the order
 * awaiting payment with the bank details, renewal on or off; the administrator confirms the bank
 * transfer and cancels with a credit note.
 */

const api = testApi({ slow: true });
const admin = signedInAs(api, 'master_admin');

const routes: RouteObject[] = [
  { path: PAGES.employer.subscription, element: <EmployerSubscriptionPage /> },
  { path: PAGES.admin.subscriptionHistory, element: <SubscriptionHistoryPage /> },
];

const BANK = {
  seller_name: 'Gulf Careers Trading LLC',
  seller_name_ar: 'الخليج للوظائف للتجارة ذ.م.م',
  seller_address: 'Office 1204, Bay Square Building 3, Business Bay, Dubai',
  seller_address_ar: 'مكتب 1204، باي سكوير مبنى 3، الخليج التجاري، دبي',
  seller_trn: '100384756200003',
  seller_bank_name: 'Emirates NBD',
  seller_account_name: 'Gulf Careers Trading LLC',
  seller_iban: 'AE070331234567890123456',
  seller_swift: 'EBILAEAD',
};

const word = uniqueWord();
const plans = { silver: `Silver ${word}`, gold: `Gold ${word}` };
const planIds: Record<keyof typeof plans, number> = { silver: 0, gold: 0 };

const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  call(api.app, { method, url, token, ...(payload ? { payload } : {}) });

async function makePlan(name: string, priceAed: string) {
  const res = await as(admin.token, 'POST', API.plans.list, {
    name,
    price_aed: priceAed,
    billing_period: 'month',
    cv_search: true,
    limits: { job_posts: 5, featured_jobs: 2, cv_views: null, cv_downloads: null, users: null },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.data as TPlan[]).find((p) => p.name === name)!.id;
}

beforeAll(async () => {
  expect((await as(admin.token, 'PUT', API.settings, BANK)).status).toBe(200);
  planIds.silver = await makePlan(plans.silver, '1000');
  planIds.gold = await makePlan(plans.gold, '3000');
});

/** A new employer on the screen, its company on Silver from today, paid and invoiced. */
async function employerOnSilver() {
  const employer = await signInOnScreen(api, 'employer');
  const companyId = employer.user.companyId!;
  const res = await as(admin.token, 'POST', API.plans.subscriptions, {
    company_id: companyId,
    plan_id: planIds.silver,
    starts_on: todayInUae(),
    ends_on: uaeDateInDays(29),
    price_aed: '1000',
    payment: { method: 'bank_transfer', reference: `FT-${word}`, paid_on: todayInUae() },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...employer, companyId };
}

const mine = async (token: string) =>
  (await as(token, 'GET', API.plans.mine)).body.data as TMySubscription;

describe('a company changes its plan', () => {
  it('shows the quote of an upgrade, places the order and shows where to pay', async () => {
    const employer = await employerOnSilver();
    await renderRoutes(routes, { path: paths.employer.subscription });
    expect(await screen.findByRole('heading', { level: 2, name: plans.silver })).toBeDefined();
    // Featured jobs are counted beside the other limits.
    expect(screen.getByRole('progressbar', { name: 'Featured jobs: 0 of 2' })).toBeDefined();

    await userEvent.click(await screen.findByRole('button', { name: `Choose ${plans.gold}` }));
    const dialog = await screen.findByRole('dialog', { name: `${plans.gold}: your order` });
    await within(dialog).findByText('Amount due');
    expect(within(dialog).getByText('Upgrade')).toBeDefined();
    expect(within(dialog).getByText(/^Starts when your payment is received/)).toBeDefined();
    expect(within(dialog).getByText('AED 3,000.00')).toBeDefined();
    expect(within(dialog).getByText('AED 150.00')).toBeDefined();
    expect(within(dialog).getByText(/^Credit for \d+ unused days of Silver/)).toBeDefined();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));
    const card = await screen.findByRole('region', { name: 'Awaiting payment' });
    // The button that ordered is gone: the reader is taken to the order.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(card).getByRole('heading', { level: 2 })),
    );
    const order = (await mine(employer.token)).order!;
    expect(order).toMatchObject({
      plan_name: plans.gold,
      kind: 'upgrade',
      state: 'awaiting_payment',
    });
    expect(within(card).getByText('AE07 0331 2345 6789 0123 456')).toBeDefined();
    expect(within(card).getByText(BANK.seller_swift)).toBeDefined();
    expect(within(card).getByText(`PF-${order.id}`)).toBeDefined();
    expect(within(card).getByRole('button', { name: 'Download pro-forma' })).toBeDefined();
    // No other plan is chosen while the order awaits payment.
    expect(screen.queryByRole('button', { name: `Choose ${plans.gold}` })).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Withdraw order' }));
    const confirm = await screen.findByRole('dialog', {
      name: `Withdraw the order of ${plans.gold}?`,
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Withdraw order' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Awaiting payment' })).toBeNull(),
    );
    expect((await mine(employer.token)).order).toBeNull();
  });

  it('says so in the dialog when the seller has no bank account yet, and orders nothing', async () => {
    const employer = await employerOnSilver();
    const noBank = {
      seller_bank_name: '',
      seller_account_name: '',
      seller_iban: '',
      seller_swift: '',
    };
    expect((await as(admin.token, 'PUT', API.settings, noBank)).status).toBe(200);
    try {
      await renderRoutes(routes, { path: paths.employer.subscription });
      await userEvent.click(await screen.findByRole('button', { name: `Choose ${plans.gold}` }));
      const dialog = await screen.findByRole('dialog', { name: `${plans.gold}: your order` });
      const place = await within(dialog).findByRole('button', { name: 'Place order' });
      await userEvent.click(place);
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        PLAN_MESSAGES.sellerBankMissing,
      );
      expect((await mine(employer.token)).order).toBeNull();
    } finally {
      await as(admin.token, 'PUT', API.settings, BANK);
    }
  });

  it('stops and resumes the renewal of the current plan', async () => {
    const employer = await employerOnSilver();
    await renderRoutes(routes, { path: paths.employer.subscription });
    const renew = await screen.findByRole('switch', { name: /Offer me a renewal before it ends/ });
    expect((renew as HTMLInputElement).checked).toBe(true);
    await userEvent.click(renew);
    await waitFor(async () =>
      expect((await mine(employer.token)).current?.cancel_at_end).toBe(true),
    );
    expect(await screen.findByText(/^Ends on .+; not renewed$/)).toBeDefined();
    await userEvent.click(screen.getByRole('switch', { name: /Offer me a renewal/ }));
    await waitFor(async () =>
      expect((await mine(employer.token)).current?.cancel_at_end).toBe(false),
    );
  });

  it('reads the order dialog in Arabic', async () => {
    await employerOnSilver();
    await renderRoutes(routes, { path: paths.employer.subscription, language: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: `اختيار ${plans.gold}` }));
    const dialog = await screen.findByRole('dialog', { name: `${plans.gold}: طلبك` });
    await within(dialog).findByText('المبلغ المستحق');
    expect(within(dialog).getByText('ترقية')).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'تقديم الطلب' })).toBeDefined();
  });
});

describe('the administrator and the orders', () => {
  it('confirms the bank transfer of an order awaiting payment, and the plan starts', async () => {
    const employer = await employerOnSilver();
    expect(
      (await as(employer.token, 'POST', API.plans.orders, { plan_id: planIds.gold })).status,
    ).toBe(201);
    const orderId = (await mine(employer.token)).order!.id;
    setToken(admin.token);
    await renderRoutes(routes, {
      path: paths.admin.subscriptionHistory(
        `company=${employer.companyId}&status=awaiting_payment`,
      ),
    });
    const row = (await screen.findByText(`PF-${orderId}`)).closest('tr')!;
    expect(within(row).getByText('Ordered online')).toBeDefined();
    await userEvent.click(within(row).getByRole('button', { name: /^Confirm payment:/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Confirm the bank transfer of/ });
    expect(within(dialog).getByText(new RegExp(`reference PF-${orderId}`))).toBeDefined();
    await userEvent.type(within(dialog).getByLabelText(/^Payment reference/), `FT-${word}-2`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    await waitFor(async () => {
      const now = await mine(employer.token);
      expect(now.order).toBeNull();
      expect(now.current).toMatchObject({ plan_name: plans.gold, state: 'current' });
      expect(now.credit_notes).toHaveLength(1);
    });
  });

  it('cancels a subscription at once with a credit note, the reason required', async () => {
    const employer = await employerOnSilver();
    setToken(admin.token);
    await renderRoutes(routes, {
      path: paths.admin.subscriptionHistory(`company=${employer.companyId}`),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: /^Cancel the subscription of/ }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: new RegExp(`^Cancel ${plans.silver}`),
    });
    await userEvent.click(within(dialog).getByRole('radio', { name: /^At once/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(
      await within(dialog).findByText(
        'Give the reason for cancelling, as the credit note will print it',
      ),
    ).toBeDefined();
    await userEvent.type(
      within(dialog).getByLabelText(/^Reason/),
      'The client closed its Dubai office',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await screen.findByRole('button', { name: /^Download CN-\d+$/ });
    const list = (
      await as(admin.token, 'GET', `${API.plans.subscriptions}?company_id=${employer.companyId}`)
    ).body.data as TPage<TSubscription>;
    expect(list.items[0]).toMatchObject({ status: 'cancelled', state: 'cancelled' });
  });
});
