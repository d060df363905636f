import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGES, paths } from '@logicareers/shared/pages';
import { EMAIL_RESPONSE_MESSAGES } from '@logicareers/shared/schemas/email-responses';
import { candidateEmails } from '../../../../../api/src/db/schema';
import { hashToken } from '../../../../../api/src/modules/access/sessions';
import { buildUser, signedIn } from '../../../../../api/src/test/factories';
import { setToken } from '../../../lib/storage';
import { renderRoutes, testApi } from '../../../test/render';
import { EmailResponsePage } from './email-response-page';
import { EmailResponsesPage } from './responses-page';

// Forms over the real API in a DOM without layout are slow to settle.
configure({ asyncUtilTimeout: 15_000 });

const api = testApi();
let recruiter: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  recruiter = await signedIn(api.app, api.database.db, 'consultancy');
});

/** A mail of the recruiter's company asking `first` for an answer; answers its link's token. */
async function mailTo(first: string) {
  const candidate = await buildUser(api.database.db, 'candidate', {
    firstName: first,
    lastName: 'Pereira',
  });
  const token = randomBytes(32).toString('base64url');
  await api.database.db.insert(candidateEmails).values({
    companyId: recruiter.user.companyId!,
    candidateId: candidate.id,
    sentBy: recruiter.user.id,
    toAddress: candidate.email,
    subject: 'Warehouse supervisor, Dubai South',
    text: 'Are you open to a move?',
    status: 'sent',
    responseTokenHash: hashToken(token),
    responseExpiresAt: new Date(Date.now() + 30 * 86_400_000),
  });
  return token;
}

describe('answering an e-mail through its link', () => {
  const routes = [{ path: PAGES.emailResponse, element: <EmailResponsePage /> }];

  it('asks for an answer, records it, and lets the candidate change it', async () => {
    const token = await mailTo('Rhea');
    await renderRoutes(routes, { path: paths.emailResponse(token) });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Hello Rhea, how would you like to answer?',
      }),
    ).toBeDefined();
    expect(screen.getByText('About: Warehouse supervisor, Dubai South')).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(EMAIL_RESPONSE_MESSAGES.answerRequired)).toBeDefined();

    await userEvent.click(screen.getByRole('radio', { name: 'Call me' }));
    await userEvent.type(screen.getByRole('textbox', { name: /good time to call/i }), 'After 6 pm');
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('heading', { name: 'Your answer: Call me' })).toBeDefined();
    expect(screen.getByText('Good time to call: After 6 pm')).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Change your answer' }));
    expect((screen.getByRole('radio', { name: 'Call me' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Interested' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('heading', { name: 'Your answer: Interested' })).toBeDefined();
  });

  it('says so when the link is unknown or expired', async () => {
    await renderRoutes(routes, { path: paths.emailResponse('x'.repeat(43)) });
    expect(await screen.findByText('This link has expired or is not valid')).toBeDefined();
  });
});

describe("the company's list of answers", () => {
  it('shows each answer with its candidate, filters by answer, and saves the options', async () => {
    const token = await mailTo('Samir');
    await api.app.inject({
      method: 'POST',
      url: `/api/email-response/${token}`,
      payload: { answer: 'Already placed', note: 'Joined a freight forwarder' },
    });
    setToken(recruiter.token);
    await renderRoutes(
      [{ path: PAGES.management.emailResponses, element: <EmailResponsesPage /> }],
      {
        path: paths.workspace.emailResponses(),
      },
    );
    const list = await screen.findByRole('list', { name: 'E-mail responses' });
    const card = within(list).getByRole('link', { name: 'Open Samir Pereira' }).closest('li')!;
    expect(within(card).getByText('Already placed')).toBeDefined();
    expect(within(card).getByText('Note: Joined a freight forwarder')).toBeDefined();

    const options = (await screen.findAllByLabelText('Options')).find(
      (element) => element.getAttribute('type') !== 'hidden',
    )!;
    await userEvent.type(options, 'Send me the job description{enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save options' }));
    expect(await screen.findByText('Answer options saved')).toBeDefined();
    expect(screen.queryByText('These are the defaults until you save your own.')).toBeNull();
  });
});
