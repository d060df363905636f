import { PasswordInput } from '@mantine/core';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/form/field-error';

/** What a sign-up form holds for the new password. */
interface NewPasswordValues extends FieldValues {
  password: string;
  confirmPassword: string;
}

/**
 * The new password and its confirmation on a sign-up form. Two fields side by side, for the
 * form's own grid or stack to lay out.
 */
export function NewPasswordFields<T extends NewPasswordValues>({
  form,
}: {
  form: UseFormReturn<T>;
}) {
  const { t } = useTranslation('auth');
  const errors = form.formState.errors as Partial<Record<keyof NewPasswordValues, FieldError>>;
  return (
    <>
      <PasswordInput
        visibilityToggleButtonProps={{ 'aria-label': t('field.togglePassword') }}
        label={t('field.password')}
        description={t('field.passwordHint')}
        required
        autoComplete="new-password"
        {...form.register('password' as Path<T>)}
        error={errorText(errors.password)}
      />
      <PasswordInput
        visibilityToggleButtonProps={{ 'aria-label': t('field.togglePassword') }}
        label={t('field.confirmPassword')}
        required
        autoComplete="new-password"
        {...form.register('confirmPassword' as Path<T>)}
        error={errorText(errors.confirmPassword)}
      />
    </>
  );
}
