import { TextInput } from '@mantine/core';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/form/field-error';

/** A sign-up form's required mobile number, with the phone's dial pad and the number it knows. */
export function MobileField<T extends FieldValues, O extends FieldValues = T>({
  form,
  name,
  label,
}: {
  form: UseFormReturn<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      label={label}
      required
      type="tel"
      autoComplete="tel"
      placeholder={t('field.phonePlaceholder')}
      {...form.register(name)}
      error={errorText(form.getFieldState(name, form.formState).error)}
    />
  );
}
