import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  ZRequestOtpRequest,
  ZResetPasswordRequest,
  type TRequestOtpRequest,
  type TResetPasswordRequest,
} from '@logicareers/shared/schemas/auth';
import { paths } from '@logicareers/shared/pages';
import { AuthCard } from '../../components/auth-card';
import { errorText } from '../../components/form/field-error';
import { useRequestResetCode, useResetPassword } from './account-api';
import { EmailField } from '../../components/form/email-field';

function RequestCode({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('account');
  const form = useForm<TRequestOtpRequest>({
    resolver: zodResolver(ZRequestOtpRequest),
    defaultValues: { email: '' },
  });
  const request = useRequestResetCode(form);
  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, { onSuccess: () => onSent(values.email.trim().toLowerCase()) }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('forgot.lead')}
        </Text>
        <EmailField form={form} name="email" label={t('forgot.email')} />
        <Button type="submit" loading={request.isPending} fullWidth>
          {t('forgot.send')}
        </Button>
      </Stack>
    </form>
  );
}

function ResetWithCode({ email, onRestart }: { email: string; onRestart: () => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const form = useForm<TResetPasswordRequest>({
    resolver: zodResolver(ZResetPasswordRequest),
    defaultValues: { email, otp: '', new_password: '', confirm_new_password: '' },
  });
  const reset = useResetPassword(form);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, { onSuccess: () => navigate(paths.signIn('candidate')) }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Text size="sm" role="status">
          <Trans
            t={t}
            i18nKey="forgot.sent"
            values={{ email }}
            components={{ strong: <strong /> }}
          />
        </Text>
        <TextInput
          label={t('forgot.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          {...form.register('otp')}
          error={errorText(errors.otp)}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('forgot.togglePassword') }}
          label={t('forgot.newPassword')}
          description={t('forgot.newPasswordHint')}
          autoComplete="new-password"
          required
          {...form.register('new_password')}
          error={errorText(errors.new_password)}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('forgot.togglePassword') }}
          label={t('forgot.confirm')}
          autoComplete="new-password"
          required
          {...form.register('confirm_new_password')}
          error={errorText(errors.confirm_new_password)}
        />
        <Button type="submit" loading={reset.isPending} fullWidth>
          {t('forgot.reset')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onRestart}>
          {t('forgot.restart')}
        </Anchor>
      </Stack>
    </form>
  );
}

export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState<string | null>(null);
  return (
    <AuthCard
      title={t('forgot.title')}
      footer={
        <Anchor component={Link} to={paths.signIn('candidate')} size="sm">
          {t('forgot.back')}
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
