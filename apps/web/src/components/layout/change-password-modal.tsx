import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { API } from '@logicareers/shared/api';
import {
  ZChangePasswordRequest,
  type TChangePasswordRequest,
} from '@logicareers/shared/schemas/auth';
import { applyServerErrors } from '../../lib/form';
import { useSubmit } from '../../lib/use-submit';

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
  const { submit, pending } = useSubmit({
    base: API.changePassword,
    method: 'PUT',
    style: 'multipart',
    toastErrors: false,
  });
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit(values);
      close();
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });
  const { errors } = form.formState;
  return (
    <Modal opened={opened} onClose={close} title="Change password" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            {...form.register('current_password')}
            error={errors.current_password?.message}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            description="At least 8 characters"
            {...form.register('new_password')}
            error={errors.new_password?.message}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            {...form.register('confirm_new_password')}
            error={errors.confirm_new_password?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
