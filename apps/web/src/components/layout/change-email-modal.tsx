import { useEffect, useMemo, useRef, useState } from 'react';
import { Modal, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { QueryKey } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZEmailChangeConfirmRequest,
  ZEmailChangeRequest,
  type TEmailChangeConfirmRequest,
  type TEmailChangeRequest,
} from '@logicareers/shared/schemas/auth';
import type { ServerErrorTarget } from '../../lib/form';
import { useConfirmEmailChange, useRequestEmailChange } from './account-api';
import { ChangeEmailCodeStep, ChangeEmailRequestStep } from './change-email-steps';

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

  return (
    <Modal opened={opened} onClose={close} title={t('changeEmail.title')} centered>
      <Text size="xs" c="dimmed" mb="xs">
        {t('changeEmail.step', { step: sentTo ? 2 : 1, total: 2 })}
      </Text>
      {sentTo ? (
        <ChangeEmailCodeStep
          sentTo={sentTo}
          onSubmit={onConfirm}
          codeField={codeField}
          codeRef={(element) => {
            registerCodeRef(element);
            codeInput.current = element;
          }}
          codeError={codeForm.formState.errors.otp}
          onBack={back}
          onCancel={close}
          pending={confirm.isPending}
        />
      ) : (
        <ChangeEmailRequestStep
          currentEmail={currentEmail}
          requestForm={requestForm}
          onSubmit={onRequest}
          onCancel={close}
          pending={request.isPending}
        />
      )}
    </Modal>
  );
}
