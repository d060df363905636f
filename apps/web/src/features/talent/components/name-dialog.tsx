import { Modal, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/form/field-error';
import { SubmitRow } from '../../../components/form/submit-row';

/**
 * A dialog that asks for a name (of a CV folder, of a saved search) and saves it. The caller owns
 * the form and its mutation, so a name the server refuses shows on the field.
 */
export function NameDialog({
  form,
  opened,
  onClose,
  onSave,
  saving,
  title,
  label,
  description,
  placeholder,
  submit,
}: {
  form: UseFormReturn<{ name: string }>;
  opened: boolean;
  onClose: () => void;
  onSave: (name: string) => void;
  saving: boolean;
  title: string;
  label: string;
  description?: ReactNode;
  placeholder?: string;
  submit: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        noValidate
        aria-label={title}
        onSubmit={form.handleSubmit((values) => onSave(values.name))}
      >
        <Stack>
          <TextInput
            label={label}
            description={description}
            placeholder={placeholder}
            required
            maxLength={100}
            data-autofocus
            {...form.register('name')}
            error={errorText(form.formState.errors.name)}
          />
          <SubmitRow
            loading={saving}
            label={submit}
            onCancel={onClose}
            cancelLabel={t('action.cancel')}
          />
        </Stack>
      </form>
    </Modal>
  );
}
