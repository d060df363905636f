import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { countedMessage } from '@logicareers/shared/counted-messages';
import { renderPage, resetPage } from '../test/render';
import { ApiError } from './api-client';

afterEach(resetPage);

/** A form with one field whose write the server refuses with the given field messages. */
function RefusedForm({ status, message }: { status: number; message: Record<string, string> }) {
  const form = useForm({ defaultValues: { email: '' } });
  const save = useMutation({
    mutationFn: () => Promise.reject(new ApiError(status, { code: 'CONFLICT', message })),
    meta: { form },
  });
  return (
    <form onSubmit={form.handleSubmit(() => save.mutate())}>
      <input aria-label="Email" {...form.register('email')} />
      {form.formState.errors.email && <p role="alert">{form.formState.errors.email.message}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

describe('a refused write with field messages', () => {
  it('shows a message on the form’s own field, without a toast', async () => {
    await renderPage(<RefusedForm status={409} message={{ email: 'This e-mail is taken.' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This e-mail is taken.', { selector: 'form p' })).toBeDefined();
    expect(screen.queryByText('Error')).toBeNull();
  });

  it('toasts a message for a field the form does not have, so that it is not lost', async () => {
    await renderPage(<RefusedForm status={409} message={{ phone: 'This number is taken.' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('phone This number is taken.')).toBeDefined();
    expect(document.querySelector('form [role="alert"]')).toBeNull();
  });

  it('shows each message where it belongs when the answer names both', async () => {
    await renderPage(
      <RefusedForm status={400} message={{ email: 'Enter an e-mail.', phone: 'Too long.' }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an e-mail.', { selector: 'form p' })).toBeDefined();
    expect(await screen.findByText('phone Too long.')).toBeDefined();
    expect(screen.queryByText('email Enter an e-mail.')).toBeNull();
  });
});

/** A button whose write answers the given body, or is refused with it. */
function Write({ answer, refused }: { answer: object; refused?: boolean }) {
  const write = useMutation({
    mutationFn: () =>
      refused ? Promise.reject(new ApiError(403, answer)) : Promise.resolve(answer),
  });
  return (
    <button type="button" onClick={() => write.mutate()}>
      Send
    </button>
  );
}

describe('an answer that carries a number', () => {
  it('toasts a success in Arabic with the plural form of its count', async () => {
    await renderPage(
      <Write answer={{ ...countedMessage('candidatesSent', { count: 11 }), data: [] }} />,
      'ar',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('تم إرسال 11 مرشحًا')).toBeDefined();
  });

  it('toasts a reached limit in Arabic, with the way to upgrade', async () => {
    const limit = countedMessage('limitUsers', { count: 2 });
    await renderPage(
      <Write answer={{ ...limit, code: 'FORBIDDEN', upgrade: '/employer/subscription' }} refused />,
      'ar',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/تتيح باقتك مستخدمَين اثنين/)).toBeDefined();
    expect(screen.queryByText(/Your plan allows/)).toBeNull();
  });

  it('keeps the English text on an English page', async () => {
    await renderPage(<Write answer={countedMessage('emailsQueued', { count: 1 })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('1 e-mail queued')).toBeDefined();
  });
});
