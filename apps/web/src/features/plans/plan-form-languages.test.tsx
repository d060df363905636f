import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { API } from '@logicareers/shared/api';
import { PAGES, paths } from '@logicareers/shared/pages';
import type { TPlan, TPublicPlan } from '@logicareers/shared/schemas/plans';
import { call } from '../../../../api/src/test/harness';
import { setToken } from '../../lib/storage';
import { renderRoutes, signedInAs, testApi } from '../../test/render';
import { PlanActionPage } from './plan-action-page';
import { PlansPage } from './plans-page';

const api = testApi({ slow: true });
const admin = signedInAs(api, 'master_admin');

const routes: RouteObject[] = [
  { path: PAGES.admin.subscriptions, element: <PlansPage /> },
  { path: PAGES.admin.subscriptionAction, element: <PlanActionPage /> },
];

describe('plan form in two languages', () => {
  it('writes the name in English and in Arabic, on their tabs, the Arabic right to left', async () => {
    setToken(admin.token);
    await renderRoutes(routes, { path: paths.admin.planCreate });
    const english = await screen.findByRole('tab', { name: 'English' });
    expect(english.getAttribute('aria-selected')).toBe('true');
    await userEvent.type(screen.getByLabelText(/^Name/), 'Corniche');
    await userEvent.type(screen.getByLabelText(/^Price/), '800');

    await userEvent.click(screen.getByRole('tab', { name: 'العربية' }));
    const arabicName = screen.getByLabelText(/^Name/);
    expect(arabicName.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(arabicName.getAttribute('lang')).toBe('ar');
    await userEvent.type(arabicName, 'الكورنيش');
    await userEvent.type(screen.getByLabelText(/^Description/), 'للشركات الصغيرة في أبوظبي.');
    // The English words are kept while the Arabic tab is open.
    await userEvent.click(screen.getByRole('tab', { name: 'English' }));
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Corniche');

    await userEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeDefined();
    const plans = (await call(api.app, { method: 'GET', url: API.plans.list, token: admin.token }))
      .body.data as TPlan[];
    expect(plans.find((p) => p.name === 'Corniche')).toMatchObject({
      name_ar: 'الكورنيش',
      description_ar: 'للشركات الصغيرة في أبوظبي.',
    });
    const inArabic = (await call(api.app, { method: 'GET', url: `${API.plans.public}?lang=ar` }))
      .body.data as TPublicPlan[];
    expect(inArabic.map((p) => p.name)).toContain('الكورنيش');
  });
});
