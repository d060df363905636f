import { useEffect, useMemo, useRef, useState } from 'react';
import { Anchor, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { QueryKey } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { EMAIL_CHANGE_CODE_TTL_MINUTES } from '@logicareers/shared/constants';
import {
  ZEmailChangeConfirmRequest,
  ZEmailChangeRequest,
  type TEmailChangeConfirmRequest,
  type TEmailChangeRequest,
} from '@logicareers/shared/schemas/auth';
import type { ServerErrorTarget } from '../../lib/form';
import { errorText } from '../form/field-error';
import { useConfirmEmailChange, useRequestEmailChange } from './account-api';

const EMPTY_REQUEST: TEmailChangeRequest = { new_email: '', current_password: '' };
const EMPTY_CODE: TEmailChangeConfirmRequest = { otp: '' };
/** What a refused confirmation may name: the code, or the address (taken since the request). */
type ConfirmFields = TEmailChangeConfirmRequest & { new_email: string };

/**
 * Changing the sign-in e-mail in two steps: the new address and the current password, then the
 * 6-digit code sent to the new address. Until the code is entered, nothing changes.
 */
export function ChangeEmailModal({
  opened,
  onClose,
  currentEmail,
  invalidates,
}: {
  opened: boolean;
  onClose: () => void;
  currentEmail: string;
  /** Queries that show the e-mail, refreshed once it has changed (the account is always). */
  invalidates?: QueryKey[];
}) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const requestForm = useForm<TEmailChangeRequest>({
    resolver: zodResolver(ZEmailChangeRequest),
    defaultValues: EMPTY_REQUEST,
  });
  const codeForm = useForm<TEmailChangeConfirmRequest>({
    resolver: zodResolver(ZEmailChangeConfirmRequest),
    defaultValues: EMPTY_CODE,
  });
  // A refused code stays on the code; an address taken meanwhile sends the user back to step 1,
  // with the message on the address.
  const confirmTarget = useMemo<ServerErrorTarget<ConfirmFields>>(
    () => ({
      getValues: (() => ({
        ...codeForm.getValues(),
        new_email: requestForm.getValues('new_email'),
      })) as ServerErrorTarget<ConfirmFields>['getValues'],
      setError: (field, error) => {
        if (field === 'otp') return codeForm.setError('otp', error);
        setSentTo(null);
        codeForm.reset(EMPTY_CODE);
        requestForm.setError('new_email', error);
      },
    }),
    [codeForm, requestForm],
  );
  const request = useRequestEmailChange(requestForm);
  const confirm = useConfirmEmailChange(confirmTarget, invalidates);
  const codeInput = useRef<HTMLInputElement | null>(null);
  const { ref: registerCodeRef, ...codeField } = codeForm.register('otp');

  // The code step takes the focus, so that keyboard and screen-reader users land on what to do.
  useEffect(() => {
    if (sentTo) codeInput.current?.focus();
  }, [sentTo]);

  const close = () => {
    requestForm.reset(EMPTY_REQUEST);
    codeForm.reset(EMPTY_CODE);
    setSentTo(null);
    request.reset();
    confirm.reset();
    onClose();
  };
  const back = () => {
    codeForm.reset(EMPTY_CODE);
    setSentTo(null);
  };

  const onRequest = requestForm.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => setSentTo(values.new_email.trim().toLowerCase()),
    }),
  );
  const onConfirm = codeForm.handleSubmit((values) => confirm.mutate(values, { onSuccess: close }));
  const requestErrors = requestForm.formState.errors;

  return (
    <Modal opened={opened} onClose={close} title={t('changeEmail.title')} centered>
      <Text size="xs" c="dimmed" mb="xs">
        {t('changeEmail.step', { step: sentTo ? 2 : 1, total: 2 })}
      </Text>
      {sentTo ? (
        <form onSubmit={onConfirm} noValidate aria-label={t('changeEmail.confirmLabel')}>
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
              ref={(element) => {
                registerCodeRef(element);
                codeInput.current = element;
              }}
              error={errorText(codeForm.formState.errors.otp)}
            />
            <Group justify="space-between" wrap="wrap-reverse" gap="sm">
              <Anchor component="button" type="button" size="sm" onClick={back}>
                {t('changeEmail.back')}
              </Anchor>
              <Group gap="sm">
                <Button variant="default" onClick={close}>
                  {t('action.cancel')}
                </Button>
                <Button type="submit" loading={confirm.isPending}>
                  {t('changeEmail.confirm')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      ) : (
        <form onSubmit={onRequest} noValidate aria-label={t('changeEmail.requestLabel')}>
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
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('action.cancel')}
              </Button>
              <Button type="submit" loading={request.isPending}>
                {t('changeEmail.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
