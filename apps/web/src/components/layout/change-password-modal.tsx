import { Modal, PasswordInput, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  ZChangePasswordRequest,
  type TChangePasswordRequest,
} from '@logicareers/shared/schemas/auth';
import { useTranslation } from 'react-i18next';
import { errorText } from '../form/field-error';
import { useChangePassword } from './account-api';
import { SubmitRow } from '../form/submit-row';

const EMPTY: TChangePasswordRequest = {
  current_password: '',
  new_password: '',
  confirm_new_password: '',
};

/** Change password (SPEC.md: success resets the form and closes the modal). */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm<TChangePasswordRequest>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: EMPTY,
  });
  const { t } = useTranslation();
  const change = useChangePassword(form);
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const onSubmit = form.handleSubmit((values) => change.mutate(values, { onSuccess: close }));
  const { errors } = form.formState;
  return (
    <Modal opened={opened} onClose={close} title={t('changePassword.title')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <PasswordInput
            label={t('changePassword.current')}
            autoComplete="current-password"
            {...form.register('current_password')}
            error={errorText(errors.current_password)}
          />
          <PasswordInput
            label={t('changePassword.new')}
            autoComplete="new-password"
            description={t('changePassword.newHint')}
            {...form.register('new_password')}
            error={errorText(errors.new_password)}
          />
          <PasswordInput
            label={t('changePassword.confirm')}
            autoComplete="new-password"
            {...form.register('confirm_new_password')}
            error={errorText(errors.confirm_new_password)}
          />
          <SubmitRow
            loading={change.isPending}
            label={t('changePassword.submit')}
            onCancel={close}
            cancelLabel={t('action.cancel')}
          />
        </Stack>
      </form>
    </Modal>
  );
}
