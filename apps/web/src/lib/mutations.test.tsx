import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
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
