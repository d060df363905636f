import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { API } from '@logicareers/shared/api';
import {
  ZRequestOtpRequest,
  ZResetPasswordRequest,
  type TRequestOtpRequest,
  type TResetPasswordRequest,
} from '@logicareers/shared/schemas/auth';
import { AuthCard } from '../../components/auth-card';
import { paths } from '@logicareers/shared/pages';
import { api } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/form';
import { showErrorToasts, successToast } from '../../lib/toasts';

function RequestCode({ onSent }: { onSent: (email: string) => void }) {
  const form = useForm<TRequestOtpRequest>({
    resolver: zodResolver(ZRequestOtpRequest),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await api<{ message: string }>(API.requestOtp, {
        method: 'POST',
        style: 'plain',
        body: values,
      });
      successToast(answer.message);
      onSent(values.email.trim().toLowerCase());
    } catch (error) {
      if (!applyServerErrors(error, form.setError)) showErrorToasts(error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          Enter the e-mail of your account. We will send you a 6-digit code, valid for 10 minutes.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={form.formState.errors.email?.message}
        />
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          Send code
        </Button>
      </Stack>
    </form>
  );
}

function ResetWithCode({ email, onRestart }: { email: string; onRestart: () => void }) {
  const navigate = useNavigate();
  const form = useForm<TResetPasswordRequest>({
    resolver: zodResolver(ZResetPasswordRequest),
    defaultValues: { email, otp: '', new_password: '', confirm_new_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await api<{ message: string }>(API.resetPassword, {
        method: 'POST',
        style: 'plain',
        body: values,
      });
      successToast(answer.message);
      navigate(paths.signIn('candidate'));
    } catch (error) {
      if (!applyServerErrors(error, form.setError)) showErrorToasts(error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Text size="sm" role="status">
          If an account exists for <strong>{email}</strong>, we have sent it a code.
        </Text>
        <TextInput
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          {...form.register('otp')}
          error={errors.otp?.message}
        />
        <PasswordInput
          label="New password"
          description="At least 8 characters"
          autoComplete="new-password"
          required
          {...form.register('new_password')}
          error={errors.new_password?.message}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.register('confirm_new_password')}
          error={errors.confirm_new_password?.message}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          Reset password
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onRestart}>
          Use another e-mail or send a new code
        </Anchor>
      </Stack>
    </form>
  );
}

export function ForgotPasswordPage() {
  const [email, setEmail] = useState<string | null>(null);
  return (
    <AuthCard
      title="Reset your password"
      footer={
        <Anchor component={Link} to={paths.signIn('candidate')} size="sm">
          Back to sign in
        </Anchor>
      }
    >
      {email ? (
        <ResetWithCode email={email} onRestart={() => setEmail(null)} />
      ) : (
        <RequestCode onSent={setEmail} />
      )}
    </AuthCard>
  );
}
