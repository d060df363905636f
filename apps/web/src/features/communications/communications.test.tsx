import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq, sql } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { PAGES, paths } from '@logicareers/shared/pages';
import type { TEmailTemplate } from '@logicareers/shared/schemas/communications';
import { candidateEmails, outbox } from '../../../../api/src/db/schema';
import { buildCandidate, jobFactory } from '../../../../api/src/test/factories';
import { call } from '../../../../api/src/test/harness';
import { messageToSend } from '../../../../api/src/modules/mail/outbox';
import { removeToken } from '../../lib/storage';
import { chooseOption, renderRoutes, resetPage, signInOnScreen, testApi } from '../../test/render';
import { EmailTemplateActionPage } from './email-template-action-page';
import { EmailTemplatesPage } from './email-templates-page';
import { SendProgressPage } from './send-progress-page';
import { EmailUnsubscribePage } from './unsubscribe-page';

// Pages over the real API in a DOM without layout are slow to settle.
configure({ asyncUtilTimeout: 15_000 });

const api = testApi();

const routes = [
  { path: PAGES.management.emailTemplates, element: <EmailTemplatesPage /> },
  { path: PAGES.management.emailTemplateAction, element: <EmailTemplateActionPage /> },
  { path: PAGES.management.emailTemplateView, element: <p>Template saved page</p> },
  { path: PAGES.management.emailSendView, element: <SendProgressPage /> },
  { path: PAGES.management.candidateView, element: <p>Candidate page</p> },
  { path: PAGES.management.applicants, element: <p>Applicants page</p> },
  { path: PAGES.emailUnsubscribe, element: <EmailUnsubscribePage /> },
];

const recruiter = () => signInOnScreen(api, 'consultancy');

describe('e-mail templates', () => {
  it('lists the starter templates and deletes one after asking', async () => {
    await recruiter();
    await renderRoutes(routes, { path: paths.workspace.emailTemplates });
    const table = await screen.findByRole('table');
    for (const name of ['Invitation to apply', 'Shortlisted', 'Offer follow-up'])
      expect(within(table).getByRole('link', { name })).toBeDefined();
    await userEvent.click(within(table).getByRole('button', { name: 'Delete Shortlisted' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this template?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table')).queryByRole('link', { name: 'Shortlisted' }),
      ).toBeNull(),
    );
  });

  it('refuses an unknown tag on its field, and the tag picker inserts known ones', async () => {
    await recruiter();
    await renderRoutes(routes, { path: paths.workspace.emailTemplateCreate });
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Template name/ }),
      'Night shift',
    );
    const subject = screen.getByRole('textbox', { name: /Subject/ });
    // userEvent reads braces as key names: `{{` types one brace.
    await userEvent.type(subject, 'Hello {{candidate.age}}');
    expect((subject as HTMLInputElement).value).toBe('Hello {candidate.age}}');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Hello {{{{candidate.age}}');
    const body = screen.getByRole('textbox', { name: /Message/ });
    await userEvent.click(body);
    await userEvent.keyboard('Dear ');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Unknown merge tag {{candidate.age}}')).toBeDefined();
    expect(subject.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(subject);
    await userEvent.type(subject, 'Hello ');
    const picker = screen.getByRole('combobox', { name: 'Insert a merge tag' });
    await chooseOption(picker, /candidate\.first_name/);
    await userEvent.click(screen.getByRole('button', { name: 'Into the subject' }));
    expect((subject as HTMLInputElement).value).toBe('Hello {{candidate.first_name}}');
    await chooseOption(picker, /company\.name/);
    await userEvent.click(screen.getByRole('button', { name: 'Into the message' }));
    await waitFor(() => expect(body.textContent).toContain('{{company.name}}'));
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template saved page')).toBeDefined();
  });

  it('writes an Arabic version in its own tab, right to left, both parts or neither', async () => {
    const { token } = await recruiter();
    await renderRoutes(routes, { path: paths.workspace.emailTemplateCreate });
    const name = `Shortlisted ${Date.now()}`;
    await userEvent.type(await screen.findByRole('textbox', { name: /Template name/ }), name);
    await userEvent.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Shortlisted');
    await userEvent.click(screen.getByRole('textbox', { name: /^Message/ }));
    await userEvent.keyboard('Good news.');
    await userEvent.click(screen.getByRole('tab', { name: 'Arabic' }));
    const subject = screen.getByRole('textbox', { name: /Subject in Arabic/ });
    expect(subject.getAttribute('lang')).toBe('ar');
    await userEvent.type(subject, 'أنت في القائمة المختصرة');
    await userEvent.click(screen.getByRole('tab', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    // Refused for the missing Arabic message: its tab opens and says so.
    expect(
      await screen.findByText('Write the Arabic message, or leave the Arabic version empty'),
    ).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Arabic (needs attention)' })).toBeDefined();
    const body = screen.getByRole('textbox', { name: /Message in Arabic/ });
    expect(body.closest('[dir="rtl"]')).not.toBeNull();
    await userEvent.click(body);
    await userEvent.paste('مبروك، أخبار سارة');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template saved page')).toBeDefined();
    const list = await call(api.app, {
      method: 'GET',
      url: API.communications.templates,
      token,
      query: { q: name },
    });
    const [saved] = (list.body.data as { items: TEmailTemplate[] }).items;
    expect(saved.subject_ar).toBe('أنت في القائمة المختصرة');
    expect(saved.body_ar).toContain('مبروك، أخبار سارة');
  });
});

describe('compose and send', () => {
  const template = async (token: string, body: Record<string, unknown> = {}) => {
    const res = await call(api.app, {
      method: 'POST',
      url: API.communications.templates,
      token,
      payload: {
        name: `Shortlist ${Math.random()}`,
        subject: 'Good news, {{candidate.first_name}}',
        body: '<p>Dear {{candidate.full_name}}, you are shortlisted by {{company.name}}.</p>',
        ...body,
      },
    });
    expect(res.status).toBe(201);
    return res.body.data as TEmailTemplate;
  };

  it('previews for the candidate and sends one e-mail', async () => {
    const { token } = await recruiter();
    const person = await buildCandidate(api.database.db, {
      user: { firstName: 'Suresh', lastName: 'Fernandes' },
    });
    const chosen = await template(token);
    await renderRoutes(routes, {
      path: paths.workspace.emailCompose(
        new URLSearchParams({ template: String(chosen.id), candidates: person.id }),
      ),
    });
    expect(await screen.findByText('Subject: Good news, Suresh')).toBeDefined();
    expect(
      screen.getByRole('region', { name: 'As Suresh Fernandes will receive it' }),
    ).toBeDefined();
    expect(screen.getByText('This e-mail goes to 1 candidate.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Send e-mail' }));
    expect(await screen.findByText('Candidate page')).toBeDefined();
    const [row] = await api.database.db
      .select()
      .from(candidateEmails)
      .where(eq(candidateEmails.candidateId, person.id));
    expect(row.subject).toBe('Good news, Suresh');
    expect(
      await api.database.db.select().from(outbox).where(eq(outbox.to, person.email)),
    ).toHaveLength(1);
  });

  it('asks for the job a template needs, then sends to many and shows the progress', async () => {
    const { token } = await recruiter();
    const people = [
      await buildCandidate(api.database.db, { user: { firstName: 'Mona' } }),
      await buildCandidate(api.database.db, { user: { firstName: 'Ravi' } }),
    ];
    const chosen = await template(token, { body: '<p>About {{job.title}}</p>' });
    await (await jobFactory(api.app)).create(token, { title: 'Cold Store Supervisor' });
    await renderRoutes(routes, {
      path: paths.workspace.emailCompose(
        new URLSearchParams({
          template: String(chosen.id),
          candidates: people.map((p) => p.id).join(','),
        }),
      ),
    });
    expect(await screen.findByText('2 chosen candidates')).toBeDefined();
    expect(await screen.findByRole('combobox', { name: /Job for the job tags/ })).toBeDefined();
    await userEvent.click(await screen.findByRole('button', { name: 'Send to 2 candidates' }));
    expect(
      await screen.findByText('This template uses job tags: choose one of your jobs'),
    ).toBeDefined();
    await chooseOption(
      screen.getByRole('combobox', { name: /Job for the job tags/ }),
      /^Cold Store Supervisor/,
    );
    expect(await screen.findByText('Subject: Good news, Mona')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Send to 2 candidates' }));
    expect(await screen.findByRole('progressbar', { name: 'Sending progress' })).toBeDefined();
    expect(screen.getByText('0 of 2 handled')).toBeDefined();
  });

  it('keeps the job of chosen applicants for its tags, and leads back to the applicants', async () => {
    const { token } = await recruiter();
    const people = [
      await buildCandidate(api.database.db, { user: { firstName: 'Noor' } }),
      await buildCandidate(api.database.db, { user: { firstName: 'Sami' } }),
    ];
    const chosen = await template(token, { body: '<p>About {{job.title}}</p>' });
    const jobId = await (await jobFactory(api.app)).create(token, { title: 'Reefer Yard Planner' });
    const applicants = paths.management.applicants(jobId);
    await renderRoutes(routes, {
      path: paths.workspace.emailCompose(
        new URLSearchParams({
          template: String(chosen.id),
          candidates: people.map((p) => p.id).join(','),
          about_job: String(jobId),
          next: applicants,
        }),
      ),
    });
    expect(await screen.findByText('2 chosen candidates')).toBeDefined();
    // The job is chosen already: the preview speaks of it, and the send is not refused.
    expect(await screen.findByText(/About Reefer Yard Planner/)).toBeDefined();
    await userEvent.click(await screen.findByRole('button', { name: 'Send to 2 candidates' }));
    expect(await screen.findByRole('progressbar', { name: 'Sending progress' })).toBeDefined();
    await userEvent.click(screen.getByRole('link', { name: 'Go back' }));
    expect(await screen.findByText('Applicants page')).toBeDefined();
  });

  it('shows a send’s progress with an accessible bar', async () => {
    const { token } = await recruiter();
    const people = [
      await buildCandidate(api.database.db, { user: { firstName: 'Omar' } }),
      await buildCandidate(api.database.db, { user: { firstName: 'Lina' } }),
    ];
    const chosen = await template(token);
    const res = await call(api.app, {
      method: 'POST',
      url: API.communications.bulkSends,
      token,
      payload: { template_id: chosen.id, candidate_ids: people.map((p) => p.id) },
    });
    const id = (res.body.data as { id: string }).id;
    await renderRoutes(routes, { path: paths.workspace.emailSendView(id) });
    const bar = await screen.findByRole('progressbar', { name: 'Sending progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('0 of 2 handled')).toBeDefined();
    // Queued for the worker: what remains is shown, and the page may be left.
    expect(
      screen.getByText('2 e-mails are still being written; you may leave this page meanwhile.'),
    ).toBeDefined();
    const remaining = screen.getByText('Remaining').nextElementSibling!;
    expect(remaining.textContent).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: 'Stop sending' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop this send?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop sending' }));
    expect(await screen.findByText('Stopped')).toBeDefined();
    expect(screen.getByText('2 of 2 handled')).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('Stopped: 0 sent, 0 failed, 2 not sent.');
  });

  it('says when a send’s progress cannot be read, with a way to try again', async () => {
    await recruiter();
    api.offline = true;
    try {
      await renderRoutes(routes, {
        path: paths.workspace.emailSendView('00000000-0000-4000-8000-000000000000'),
      });
      expect(await screen.findByRole('button', { name: 'Try again' })).toBeDefined();
    } finally {
      api.offline = false;
    }
  });
});

describe('unsubscribing', () => {
  it('names the company, stops its marketing e-mails on confirm, and refuses a bad link', async () => {
    const { token, user } = await recruiter();
    const person = await buildCandidate(api.database.db);
    const res = await call(api.app, {
      method: 'POST',
      url: API.communications.templates,
      token,
      payload: {
        name: 'Open day',
        subject: 'Open day at our Dubai South warehouse',
        body: '<p>Dear {{candidate.first_name}}, come and meet us.</p>',
        marketing: true,
      },
    });
    const sent = await call(api.app, {
      method: 'POST',
      url: API.communications.sendSingle,
      token,
      payload: { template_id: (res.body.data as TEmailTemplate).id, candidate_id: person.id },
    });
    expect(sent.status).toBe(201);
    const [mail] = await api.database.db.select().from(outbox).where(eq(outbox.to, person.email));
    const link = /(\/unauth\/email-unsubscribe\/[\w-]+)/.exec(messageToSend(mail).text)![1];
    removeToken();
    await renderRoutes(routes, { path: link });
    const [company] = await api.database.db
      .execute<{ name: string }>(sql`select name from companies where id = ${user.companyId}`)
      .then((r) => (r as unknown as { rows: { name: string }[] }).rows);
    expect(await screen.findByText(`Stop job invitations from ${company.name}?`)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByText(`Done: ${company.name} will no longer send you job invitations.`),
    ).toBeDefined();
    resetPage();
    await renderRoutes(routes, { path: paths.emailUnsubscribe('x'.repeat(43)) });
    expect(await screen.findByText(/This link is not valid/)).toBeDefined();
  });
});
