import type { FormEventHandler } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { FieldError, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { EMAIL_CHANGE_CODE_TTL_MINUTES } from '@logicareers/shared/constants';
import type { TEmailChangeRequest } from '@logicareers/shared/schemas/auth';
import { errorText } from '../form/field-error';
import { SubmitRow } from '../form/submit-row';

/** The second step: the code sent to the new address, with a way back to change the address. */
export function ChangeEmailCodeStep({
  sentTo,
  onSubmit,
  codeField,
  codeRef,
  codeError,
  onBack,
  onCancel,
  pending,
}: {
  sentTo: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  codeField: Omit<UseFormRegisterReturn<'otp'>, 'ref'>;
  codeRef: (element: HTMLInputElement | null) => void;
  codeError: FieldError | undefined;
  onBack: () => void;
  onCancel: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('changeEmail.confirmLabel')}>
      <Stack>
        <Text size="sm" role="status">
          <Trans
            t={t}
            i18nKey="changeEmail.sent"
            values={{ email: sentTo, count: EMAIL_CHANGE_CODE_TTL_MINUTES }}
            components={{ strong: <strong /> }}
          />
        </Text>
        <TextInput
          label={t('changeEmail.code')}
          description={t('changeEmail.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          {...codeField}
          ref={codeRef}
          error={errorText(codeError)}
        />
        <Group justify="space-between" wrap="wrap-reverse" gap="sm">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('changeEmail.back')}
          </Anchor>
          <Group gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('action.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('changeEmail.confirm')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** The first step: the new address and the current password. */
export function ChangeEmailRequestStep({
  currentEmail,
  requestForm,
  onSubmit,
  onCancel,
  pending,
}: {
  currentEmail: string;
  requestForm: UseFormReturn<TEmailChangeRequest>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const requestErrors = requestForm.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('changeEmail.requestLabel')}>
      <Stack>
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="changeEmail.lead"
            values={{ email: currentEmail }}
            components={{ strong: <strong /> }}
          />
        </Text>
        <TextInput
          label={t('changeEmail.newEmail')}
          type="email"
          autoComplete="email"
          required
          data-autofocus
          {...requestForm.register('new_email')}
          error={errorText(requestErrors.new_email)}
        />
        <PasswordInput
          label={t('changeEmail.password')}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t('changeEmail.togglePassword') }}
          {...requestForm.register('current_password')}
          error={errorText(requestErrors.current_password)}
        />
        <SubmitRow
          loading={pending}
          label={t('changeEmail.send')}
          onCancel={onCancel}
          cancelLabel={t('action.cancel')}
        />
      </Stack>
    </form>
  );
}
