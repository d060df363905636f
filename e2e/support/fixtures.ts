import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../apps/api/src/modules/demo/demo-accounts';
import type { RunningApp } from './app';

export const DEMO = {
  password: DEMO_PASSWORD,
  candidate: 'candidate@demo.logicareers.ae',
  employer: 'employer@demo.logicareers.ae',
  recruiter: 'recruiter@demo.logicareers.ae',
  consultancyAdmin: 'consultancy.admin@demo.logicareers.ae',
  admin: 'admin@demo.logicareers.ae',
};

const LOGIN = {
  candidate: '/api/user/candi_login',
  employer: '/api/user/employer_login',
  consultancy: '/api/user/consultancy-login',
  admin: '/api/user/admin-login',
} as const;

/** Signs in through the API and puts the token where the web app keeps it (as epic-stack's login fixture). */
export async function signInAs(
  page: Page,
  app: RunningApp,
  kind: keyof typeof LOGIN,
  email: string,
  password = DEMO.password,
) {
  const response = await fetch(app.url + LOGIN[kind], {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  await page.goto(`${app.url}/unauth/forgot-password`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  return token;
}

/** Signs in through the form, as a person would. */
export async function signInWithForm(page: Page, path: string, email: string, password: string) {
  await page.goto(path);
  const main = page.locator('main');
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ae`;
