import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications } from '../apps/api/src/db/schema';
import { MSG } from '@logicareers/shared/messages';
import { useApp } from './support/app';
import {
  checkScreen,
  chooseOption,
  DESKTOP,
  newPage,
  PHONE,
  screenshot,
  seriousA11yViolations,
} from './support/browser';
import type { Role } from '@logicareers/shared/roles';
import { TEST_PASSWORD } from '../apps/api/src/test/factories';
import {
  apiCall,
  COLD_CHAIN_JOB,
  DEMO,
  newUser,
  postJob,
  signInAs,
  signInNew,
  signInWithForm,
  uniqueEmail,
} from './support/fixtures';
import { errorTexts, field, sendCandidateSignUp } from './support/steps';

const e2e = useApp();

async function open(viewport?: { width: number; height: number }) {
  const { page, context, consoleErrors } = await newPage(e2e.browser, e2e.app.url, viewport);
  return { page, context, consoleErrors };
}

describe('signing up and in', () => {
  it('a new candidate signs up, goes through the sign-up steps and lands on the candidate dashboard', async () => {
    const { page, context, consoleErrors } = await open();
    const email = uniqueEmail('candidate');
    await sendCandidateSignUp(page, email, 'Sup3r$ecret');
    await page.waitForURL('**/candidate/personal-create');
    await field(page, 'Mobile number').fill('+971 50 111 2233');
    await field(page, 'First name').fill('Welcome');
    await field(page, 'Last name').fill('Candidate');
    await chooseOption(page.locator('main').getByLabel(/^Emirate or area/), 'Dubai');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL('**/candidate/profile-create');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.waitForURL('**/candidate');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toContain('Welcome');
    await expect
      .poll(() => page.locator('[data-figure="jobs.live"]').innerText())
      .toMatch(/Open jobs\s+\d+/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });

  it('a visitor signs up from the Apply of a job, goes through the steps and comes back to apply', async () => {
    const id = await postJob(e2e.app, {
      ...COLD_CHAIN_JOB,
      title: 'Chiller Warehouse Checker',
      description: '<p>Check inbound chilled cargo against delivery notes.</p>',
    });
    const { page, context } = await open();
    // They came by a job alert's e-mail, and the application says so after the detour.
    await page.goto(`/unauth/jobs/view/${id}?from=alert`);
    await page.getByRole('link', { name: 'Create your profile to apply' }).click();
    await page.waitForURL('**/auth/candidate/sign-up?next=*');
    await field(page, 'Email').fill(uniqueEmail('from-apply'));
    await field(page, 'Password').fill('Sup3r$ecret');
    await field(page, 'Confirm password').fill('Sup3r$ecret');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/candidate/personal-create?next=*');
    await field(page, 'Mobile number').fill('+971 50 222 3344');
    await field(page, 'First name').fill('Rashid');
    await field(page, 'Last name').fill('Khan');
    await chooseOption(page.locator('main').getByLabel(/^Emirate or area/), 'Dubai');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL('**/candidate/profile-create?next=*');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    // Back on the job, with the application form open.
    await page.waitForURL(`**/unauth/jobs/view/${id}?from=alert`);
    const dialog = page.getByRole('dialog', { name: /Chiller Warehouse Checker/ });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await page
      .getByTestId('apply-panel')
      .getByText(/^Applied on/)
      .waitFor();
    const [sent] = await e2e.app.database.db
      .select({ source: applications.source })
      .from(applications)
      .where(eq(applications.jobId, id));
    expect(sent.source).toBe('alert');
    // A new user is welcomed, not welcomed back.
    await page.goto('/candidate');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Welcome, Rashid');
    await context.close();
  });

  it('an employer registers, waits for activation, is activated by the admin and signs in', async () => {
    const { page, context } = await open();
    const email = uniqueEmail('employer');
    const company = `Sandstorm Logistics ${Date.now()}`;
    await page.goto('/auth/employer/sign-up');
    await field(page, 'Company name').fill(company);
    await field(page, 'Mobile number').fill('+971 4 880 1234');
    await field(page, 'Company email').fill(`hr-${email}`);
    await page.getByRole('button', { name: 'Next' }).click();
    await chooseOption(page.locator('main').getByLabel(/^Title/), 'Ms', { exact: false });
    await field(page, 'First name').fill('Mariam');
    await field(page, 'Last name').fill('Saeed');
    await field(page, 'Email').fill(email);
    await field(page, 'Your mobile number').fill('971501112233');
    await field(page, 'Password').fill('Sup3r$ecret');
    await field(page, 'Confirm password').fill('Sup3r$ecret');
    await page.getByRole('button', { name: 'Register company' }).click();
    await page
      .getByText('Employer registered successfully. Awaiting admin activation')
      .first()
      .waitFor();

    await signInWithForm(page, '/auth/employer/sign-in', email, 'Sup3r$ecret');
    await page.getByRole('alert').getByText('awaiting admin activation').waitFor();

    const admin = await open();
    await signInNew(admin.page, e2e.app, 'master_admin');
    await admin.page.goto('/admin-pannel/dashboard');
    await admin.page.getByRole('button', { name: `Activate ${company}` }).click();
    await admin.page.getByText('Employer activated').waitFor();
    await expect
      .poll(() => admin.page.getByRole('button', { name: `Activate ${company}` }).count())
      .toBe(0);
    await admin.context.close();

    await signInWithForm(page, '/auth/employer/sign-in', email, 'Sup3r$ecret');
    await page.waitForURL('**/employer/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(company);
    await context.close();
  });

  it('each role is sent to its own home from /', async () => {
    const homes: [Role, string][] = [
      ['candidate', '/candidate'],
      ['employer', '/employer/dashboard'],
      ['consultancy', '/admin-pannel/dashboard'],
      ['consultancy_admin', '/consultancy-admin/dashboard'],
      ['master_admin', '/admin-pannel/dashboard'],
    ];
    for (const [role, home] of homes) {
      const { page, context } = await open();
      await signInNew(page, e2e.app, role);
      await page.goto('/');
      await page.waitForURL(`**${home}`);
      await page.locator('[data-figure]').first().waitFor();
      await context.close();
    }
  });

  it('a candidate is kept out of the admin panel', async () => {
    const { page, context } = await open();
    await signInNew(page, e2e.app, 'candidate');
    await page.goto('/admin-pannel/dashboard');
    await page.getByRole('heading', { name: 'This area is not for your account' }).waitFor();
    await context.close();
  });
});

describe('passwords and sessions', () => {
  it('resets a forgotten password with the e-mailed code', async () => {
    const { page, context } = await open();
    const email = uniqueEmail('forgetful');
    await fetch(`${e2e.app.url}/api/candidate/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Old$ecret1', confirmPassword: 'Old$ecret1' }),
    });
    await page.goto('/unauth/forgot-password');
    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await field(page, 'Verification code').waitFor();
    const mail = await e2e.app.lastMailTo(email, 'password_reset_code');
    const code = /\b(\d{6})\b/.exec(mail!.text)![1];
    await field(page, 'Verification code').fill(code);
    await field(page, 'New password').fill('New$ecret22');
    await field(page, 'Confirm new password').fill('New$ecret22');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/auth/candidate/sign-in');
    await signInWithForm(page, '/auth/candidate/sign-in', email, 'New$ecret22');
    await page.waitForURL('**/candidate/personal-create');
    await context.close();
  });

  it('changes the password from the Account menu, then logs out', async () => {
    const { page, context } = await open();
    const email = uniqueEmail('changer');
    await fetch(`${e2e.app.url}/api/candidate/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Old$ecret1', confirmPassword: 'Old$ecret1' }),
    });
    await signInWithForm(page, '/auth/candidate/sign-in', email, 'Old$ecret1');
    // Not through the sign-up steps yet: the candidate lands on them, then goes to the dashboard.
    await page.waitForURL('**/candidate/personal-create');
    await page.goto('/candidate');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => errorTexts(page))
      .toEqual([MSG.currentPasswordRequired, MSG.newPasswordRequired]);
    await dialog.getByRole('textbox', { name: 'Current password', exact: true }).fill('Old$ecret1');
    await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('New$ecret22');
    await dialog
      .getByRole('textbox', { name: 'Confirm new password', exact: true })
      .fill('Different1');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => errorTexts(page)).toEqual([MSG.passwordsMustMatch]);
    await dialog
      .getByRole('textbox', { name: 'Confirm new password', exact: true })
      .fill('New$ecret22');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed successfully').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);

    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${e2e.app.url}/`);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    const me = await fetch(`${e2e.app.url}/api/user/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(401);
    await signInWithForm(page, '/auth/candidate/sign-in', email, 'New$ecret22');
    await page.waitForURL('**/candidate/personal-create');
    await context.close();
  });
});

describe('validation messages of SPEC.md section 5', () => {
  it('shows each message for its bad input', async () => {
    const { page, context } = await open();
    await page.goto('/auth/candidate/sign-in');
    await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => errorTexts(page)).toEqual([MSG.emailRequired, MSG.passwordRequired]);
    await field(page, 'Email').fill('not-an-email');
    await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => errorTexts(page)).toEqual([MSG.emailFormat, MSG.passwordRequired]);

    await sendCandidateSignUp(page, 'someone@example.ae', 'Sup3r$ecret', 'Sup3r$ecre');
    await expect.poll(() => errorTexts(page)).toEqual([MSG.passwordsMustMatch]);

    await page.goto('/auth/employer/sign-up');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(() => errorTexts(page))
      .toEqual([MSG.companyNameRequired, MSG.mobileRequired, MSG.emailRequired]);
    await field(page, 'Company name').fill('Dune Freight');
    await field(page, 'Mobile number').fill('12345');
    await field(page, 'Company email').fill('dune@');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => errorTexts(page)).toEqual([MSG.phoneInvalid, MSG.emailFormat]);
    await field(page, 'Mobile number').fill('+971 4 880 1234');
    await field(page, 'Company email').fill('dune@example.ae');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Register company' }).click();
    await expect
      .poll(() => errorTexts(page))
      .toEqual([
        MSG.titleRequired,
        MSG.firstNameRequired,
        MSG.emailRequired,
        MSG.mobileRequired,
        MSG.passwordRequired,
      ]);

    await page.goto('/');
    // The form loads as the footer comes into view.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.getByRole('textbox', { name: 'Email for job notifications' }).fill('nope');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => errorTexts(page)).toEqual([MSG.subscriptionEmailInvalid]);
    await page
      .getByRole('textbox', { name: 'Email for job notifications' })
      .fill(uniqueEmail('news'));
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Thank you for subscribing!').waitFor();
    // The toast goes by itself (its time counts from when it is shown, and its exit is animated);
    // the field is emptied for the next address.
    await page.getByText('Thank you for subscribing!').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Email for job notifications' }).inputValue())
      .toBe('');
    await context.close();
  });

  it('the contact shortcut opens WhatsApp chat, LinkedIn and Facebook, and closes with Escape', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.app.url);
    await page.goto('/');
    const shortcut = page.getByRole('navigation', { name: 'Contact us' });
    const toggle = shortcut.getByRole('button', { name: 'Contact us' });
    expect(await shortcut.getByRole('link').count()).toBe(0);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const whatsapp = shortcut.getByRole('link', { name: /Chat with us on WhatsApp/ });
    expect(await whatsapp.getAttribute('href')).toBe('https://wa.me/971501234567');
    expect(await whatsapp.getAttribute('target')).toBe('_blank');
    await shortcut.getByRole('link', { name: 'LogiCareers on LinkedIn' }).waitFor();
    await shortcut.getByRole('link', { name: 'LogiCareers on Facebook' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => shortcut.getByRole('link').count()).toBe(0);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});

describe('errors', () => {
  it('an unknown address shows the not-found page with 404, a job search and a way home', async () => {
    const { page, context } = await open();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'We could not find that page' }).waitFor();
    // Inside the site's frame: the header's navigation is still there.
    await page.getByRole('banner').waitFor();
    await checkScreen(page, 'not-found');
    await page.getByRole('textbox', { name: 'Search jobs' }).fill('forklift');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/unauth/search-job?q=forklift');

    const arabic = await page.goto('/ar/unauth/no-such-page');
    expect(arabic?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'لم نعثر على هذه الصفحة' }).waitFor();
    await page.getByRole('link', { name: 'الذهاب إلى الصفحة الرئيسية' }).click();
    await page.waitForURL(`${e2e.app.url}/ar`);
    await context.close();
  });

  it('a closed job keeps its page, saying so; its applicant opens it from My applications', async () => {
    const employer = await newUser(e2e.app, 'employer');
    const id = await postJob(
      e2e.app,
      {
        ...COLD_CHAIN_JOB,
        title: 'Reach Truck Operator, cold store',
        description: '<p>Night shifts moving pallets in a chilled warehouse.</p>',
      },
      employer,
    );
    const applicant = await open();
    const { token } = await signInNew(applicant.page, e2e.app, 'candidate');
    await apiCall(e2e.app, '/api/jobs/apply', { method: 'POST', token, body: { job_id: id } });
    const { token: employerToken } = await apiCall<{ token: string }>(
      e2e.app,
      '/api/user/employer_login',
      { method: 'POST', body: { email: employer.email, password: TEST_PASSWORD } },
    );
    await apiCall(e2e.app, `/api/jobs/${id}/close`, {
      method: 'POST',
      token: employerToken,
      body: {},
    });

    const { page, context } = await open();
    const response = await page.goto(`/unauth/jobs/view/${id}`);
    expect(response?.status()).toBe(200);
    await page.getByText('This job is closed').waitFor();
    await page
      .getByRole('heading', { level: 1, name: 'Reach Truck Operator, cold store' })
      .waitFor();
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
    expect(await page.locator('meta[name="robots"][content="noindex"]').count()).toBe(1);
    await checkScreen(page, 'job-closed');
    await page.getByRole('link', { name: 'Search open jobs' }).click();
    await page.waitForURL('**/unauth/search-job');
    await page.goto(`/ar/unauth/jobs/view/${id}`);
    await page.getByText('هذه الوظيفة مغلقة').waitFor();
    await context.close();

    await applicant.page.goto('/candidate/job/applied');
    await applicant.page.getByRole('link', { name: 'Reach Truck Operator, cold store' }).click();
    await applicant.page.waitForURL(`**/unauth/jobs/view/${id}`);
    await applicant.page.getByText('This job is closed').waitFor();
    expect(await applicant.page.getByRole('button', { name: /^Apply/ }).count()).toBe(0);
    await applicant.context.close();
  });

  it('a route error shows the error page with its text and a way home', async () => {
    const { page, context } = await open();
    await page.goto('/unauth/jobs/view/not-a-number');
    await page.getByRole('heading', { level: 1, name: 'Oops!' }).waitFor();
    await page.getByText('Sorry, an unexpected error has occurred.').waitFor();
    expect(await page.getByTestId('route-error-text').innerText()).toBe(
      'This job link is not valid',
    );
    await page.getByRole('link', { name: 'Go back to Home' }).click();
    await page.waitForURL(`${e2e.app.url}/`);
    await context.close();
  });

  it('reads error toasts from every shape of data.message', async () => {
    const { page, context } = await open();
    const shapes: [unknown, string[]][] = [
      [
        { message: { error: ['First problem', 'Second problem'] } },
        ['First problem', 'Second problem'],
      ],
      [{ message: 'A plain message' }, ['A plain message']],
      [
        { message: { email_address: 'is taken', id: 'Short key text' } },
        ['email_address is taken', 'Short key text'],
      ],
      [{ error: 'Only data.error' }, ['Only data.error']],
    ];
    for (const [body, toasts] of shapes) {
      await page.route('**/api/user/candi_login', (route) =>
        route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify(body) }),
      );
      await page.goto('/auth/candidate/sign-in');
      await field(page, 'Email').fill('someone@example.ae');
      await field(page, 'Password').fill('whatever1');
      await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
      for (const text of toasts)
        await page
          .locator('.mantine-Notification-description', { hasText: text })
          .first()
          .waitFor();
      await page.unroute('**/api/user/candi_login');
    }
    await page.route('**/api/user/candi_login', (route) => route.abort('failed'));
    await page.goto('/auth/candidate/sign-in');
    await field(page, 'Email').fill('someone@example.ae');
    await field(page, 'Password').fill('whatever1');
    await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page
      .locator('.mantine-Notification-description', { hasText: /^Error: / })
      .first()
      .waitFor();
    await context.close();
  });

  it('a 401 removes the stored token and the guard sends the user home', async () => {
    const { page, context } = await open();
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('token', 'not-a-real-token'));
    await page.goto('/candidate');
    await page.waitForURL(`${e2e.app.url}/`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });
});

describe('screens look finished and are accessible', () => {
  type Screen = {
    name: string;
    path: string;
    /** A new user of this role signs in first. */
    as?: Role;
    /** Or an administrator, who exists only as a demo account (no API creates one). */
    demo?: [Parameters<typeof signInAs>[2], string];
    ready: string;
  };
  /** A screen of the admin panel, seen by the demo's master administrator. */
  const adminScreen = (name: string, path: string, ready: string): Screen => ({
    name,
    path,
    demo: ['admin', DEMO.admin],
    ready,
  });
  const screens: Screen[] = [
    { name: 'landing', path: '/', ready: 'h1' },
    { name: 'candidate-sign-in', path: '/auth/candidate/sign-in', ready: 'form' },
    { name: 'candidate-sign-up', path: '/auth/candidate/sign-up', ready: 'form' },
    { name: 'employer-sign-up', path: '/auth/employer/sign-up', ready: 'form' },
    { name: 'consultancy-sign-up', path: '/auth/consultancy/sign-up', ready: 'form' },
    { name: 'admin-sign-in', path: '/admin-pannel/sign-in', ready: 'form' },
    { name: 'forgot-password', path: '/unauth/forgot-password', ready: 'form' },
    { name: 'usethis', path: '/usethis', ready: '[data-list-rows]' },
    {
      name: 'candidate-dashboard',
      path: '/candidate',
      as: 'candidate',
      ready: '[data-figure]',
    },
    {
      name: 'employer-dashboard',
      path: '/employer/dashboard',
      as: 'employer',
      ready: '[data-figure]',
    },
    adminScreen('admin-dashboard', '/admin-pannel/dashboard', '[data-figure]'),
    {
      name: 'consultancy-admin-dashboard',
      path: '/consultancy-admin/dashboard',
      demo: ['consultancy', DEMO.consultancyAdmin],
      ready: '[data-figure]',
    },
    adminScreen('admin-settings', '/admin-pannel/settings', 'form'),
    adminScreen('admin-outbox', '/admin-pannel/outbox', 'h1'),
    adminScreen('admin-users', '/admin-pannel/user/management', '[data-list-rows]'),
    adminScreen('admin-add-candidate', '/admin-pannel/create/candidates', 'form'),
    {
      name: 'consultancy-admin-team',
      path: '/consultancy-admin/team',
      demo: ['consultancy', DEMO.consultancyAdmin],
      ready: '[data-list-rows]',
    },
  ];
  for (const screen of screens) {
    it(`${screen.name}: no serious or critical axe violations, at 1280 and 375 px`, async () => {
      const { page, context, consoleErrors } = await open();
      if (screen.as) await signInNew(page, e2e.app, screen.as);
      if (screen.demo) await signInAs(page, e2e.app, ...screen.demo);
      await page.goto(screen.path);
      await page.locator(screen.ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      // The same page at desktop width, then turned to a phone's.
      for (const [suffix, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.locator(screen.ready).first().waitFor();
        await screenshot(page, `${screen.name}-${suffix}`);
        expect(await seriousA11yViolations(page)).toEqual([]);
      }
      expect(consoleErrors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual(
        [],
      );
      await context.close();
    });
  }
});
