import { PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PRONOUNS } from '@logicareers/shared/schemas/employer';
import { errorText } from './field-error';

/** The fields of the employer contact form (SPEC.md section 3). */
export interface EmployerContactValues extends FieldValues {
  pronoun: (typeof PRONOUNS)[number];
  first_name: string;
  last_name?: string;
  username?: string;
  mobile_number: string;
  password?: string;
  confirmPassword?: string;
}

/** The contact form empty, as create mode starts it: no pronoun chosen yet. */
export const EMPTY_CONTACT = {
  pronoun: undefined as unknown as EmployerContactValues['pronoun'],
  first_name: '',
  last_name: '',
  username: '',
  mobile_number: '',
  password: '',
  confirmPassword: '',
};

/**
 * The employer contact form's fields, in create mode (the sign-in e-mail and a password are
 * required) or edit mode (no sign-in e-mail; a password only when it is to change).
 */
export function EmployerContactFields<T extends EmployerContactValues>({
  form,
  mode,
}: {
  form: UseFormReturn<T>;
  mode: 'create' | 'edit';
}) {
  const { t } = useTranslation();
  const errors = form.formState.errors as Partial<
    Record<keyof EmployerContactValues, { message?: string }>
  >;
  const name = (field: keyof EmployerContactValues) => field as Path<T>;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Controller
          control={form.control}
          name={name('pronoun')}
          render={({ field }) => (
            <Select
              label={t('contactForm.pronoun')}
              required
              data={PRONOUNS.map((value) => ({
                value,
                label: t(`contactForm.pronouns.${value}`),
              }))}
              value={(field.value as string | undefined) ?? null}
              onChange={(v) => field.onChange(v ?? undefined)}
              onBlur={field.onBlur}
              error={errorText(errors.pronoun)}
              allowDeselect={false}
            />
          )}
        />
        <TextInput
          label={t('contactForm.firstName')}
          required
          autoComplete="off"
          {...form.register(name('first_name'))}
          error={errorText(errors.first_name)}
        />
        <TextInput
          label={t('contactForm.lastName')}
          autoComplete="off"
          {...form.register(name('last_name'))}
          error={errorText(errors.last_name)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {mode === 'create' && (
          <TextInput
            label={t('contactForm.username')}
            description={t('contactForm.usernameHint')}
            required
            type="email"
            autoComplete="off"
            {...form.register(name('username'))}
            error={errorText(errors.username)}
          />
        )}
        <TextInput
          label={t('contactForm.mobile')}
          required
          type="tel"
          autoComplete="off"
          placeholder={t('contactForm.mobilePlaceholder')}
          {...form.register(name('mobile_number'))}
          error={errorText(errors.mobile_number)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('contactForm.togglePassword') }}
          label={t('contactForm.password')}
          description={
            mode === 'create' ? t('contactForm.passwordHint') : t('contactForm.passwordEditHint')
          }
          required={mode === 'create'}
          autoComplete="new-password"
          {...form.register(name('password'))}
          error={errorText(errors.password)}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('contactForm.togglePassword') }}
          label={t('contactForm.confirmPassword')}
          required={mode === 'create'}
          autoComplete="new-password"
          {...form.register(name('confirmPassword'))}
          error={errorText(errors.confirmPassword)}
        />
      </SimpleGrid>
    </Stack>
  );
}
