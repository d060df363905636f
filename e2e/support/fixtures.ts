import type { Page } from 'playwright-core';
import type { Role } from '@logicareers/shared/roles';
import { DEMO_PASSWORD } from '../../apps/api/src/modules/demo/demo-accounts';
import { buildUser, TEST_PASSWORD } from '../../apps/api/src/test/factories';
import { loginKindOf } from '../../apps/api/src/test/harness';
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
  // Any page of the site's origin holds its storage; robots.txt is the smallest, and does not
  // start the web app only to be left.
  await page.goto(`${app.url}/robots.txt`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  return token;
}

/** A new user of the role of this test's own (employers get a company of their own). */
export const newUser = (app: RunningApp, role: Role) => buildUser(app.database.db, role);

/** A new user of the role, signed in in the page; answers the user and their token. */
export async function signInNew(page: Page, app: RunningApp, role: Role) {
  const user = await newUser(app, role);
  const token = await signInAs(page, app, loginKindOf(role), user.email, TEST_PASSWORD);
  return { user, token };
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

/** Calls the API as a script would; a status outside 2xx throws with the body. */
export async function apiCall<T>(
  app: RunningApp,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  const response = await fetch(app.url + path, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A cold-chain supervisor's job in JAFZA, with its pay: add a title and a description. */
export const COLD_CHAIN_JOB = {
  names: {
    designation: 'Cold Chain Supervisor',
    functional_area: 'Cold Chain',
    industry: 'Food and Beverage',
    state: 'Jebel Ali Free Zone (JAFZA)',
  },
  salary_min: 9000,
  salary_max: 12000,
};

/** The master data of a sea-freight forwarding executive's job in Dubai. */
export const FREIGHT_FORWARDING_NAMES = {
  designation: 'Freight Forwarding Executive',
  functional_area: 'Freight Forwarding - Sea',
  industry: 'Logistics and Freight',
  state: 'Dubai',
};

/**
 * An employer publishes a job through the API; `names` picks master data by name. The employer is
 * a new one unless given.
 */
export async function postJob(
  app: RunningApp,
  job: {
    title: string;
    description: string;
    names: Record<'designation' | 'functional_area' | 'industry' | 'state', string>;
    salary_min: number;
    salary_max: number;
  },
  employer: { email: string } | Promise<{ email: string }> = newUser(app, 'employer'),
) {
  const { token } = await apiCall<{ token: string }>(app, LOGIN.employer, {
    method: 'POST',
    body: { email: (await employer).email, password: TEST_PASSWORD },
  });
  const ids: Record<string, number> = {};
  for (const [kind, name] of Object.entries(job.names)) {
    const { data } = await apiCall<{ data: { id: number; name: string }[] }>(
      app,
      `/api/master/${kind}`,
    );
    const item = data.find((option) => option.name === name);
    if (!item) throw new Error(`no ${kind} named ${name}`);
    ids[`${kind}_id`] = item.id;
  }
  const { data } = await apiCall<{ data: { id: number } }>(app, '/api/jobs/', {
    method: 'POST',
    token,
    body: {
      publish: true,
      title: job.title,
      description: job.description,
      ...ids,
      employment_type: 'full_time',
      salary_min: job.salary_min,
      salary_max: job.salary_max,
      valid_through: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    },
  });
  return data.id;
}
