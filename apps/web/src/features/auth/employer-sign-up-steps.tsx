import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PRONOUNS, type TEmployerRegisterRequest } from '@logicareers/shared/schemas/employer';
import { errorText } from '../../components/form/field-error';
import { NewPasswordFields } from './new-password-fields';
import { EmailField } from '../../components/form/email-field';
import { MobileField } from './mobile-field';

type StepProps = { form: UseFormReturn<TEmployerRegisterRequest> };

/** The first step of an employer's sign-up: the company's name and how to reach it. */
export function EmployerCompanyStep({ form, onNext }: StepProps & { onNext: () => void }) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  return (
    <Stack>
      <TextInput
        label={t('signUp.employer.companyName')}
        required
        autoComplete="organization"
        {...form.register('company_name')}
        error={errorText(errors.company_name)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MobileField form={form} name="primary_mobile" label={t('signUp.employer.mobile')} />
        <EmailField form={form} name="primary_email" label={t('signUp.employer.companyEmail')} />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button onClick={onNext}>{t('signUp.employer.next')}</Button>
      </Group>
    </Stack>
  );
}

/** The second step of an employer's sign-up: the contact person and their sign-in. */
export function EmployerContactStep({
  form,
  onBack,
  pending,
}: StepProps & { onBack: () => void; pending: boolean }) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Controller
          control={form.control}
          name="pronoun"
          render={({ field }) => (
            <Select
              label={t('signUp.employer.pronoun')}
              required
              data={PRONOUNS.map((value) => ({
                value,
                label: t(`signUp.employer.pronouns.${value}`),
              }))}
              value={field.value ?? null}
              onChange={(v) => field.onChange(v ?? undefined)}
              onBlur={field.onBlur}
              error={errorText(errors.pronoun)}
              allowDeselect={false}
            />
          )}
        />
        <TextInput
          label={t('signUp.employer.firstName')}
          required
          autoComplete="given-name"
          {...form.register('first_name')}
          error={errorText(errors.first_name)}
        />
        <TextInput
          label={t('signUp.employer.lastName')}
          autoComplete="family-name"
          {...form.register('last_name')}
          error={errorText(errors.last_name)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <EmailField
          form={form}
          name="username"
          label={t('field.email')}
          description={t('signUp.employer.usernameHint')}
        />
        <MobileField form={form} name="mobile_number" label={t('signUp.employer.ownMobile')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NewPasswordFields form={form} />
      </SimpleGrid>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('signUp.employer.back')}
        </Button>
        <Button type="submit" loading={pending}>
          {t('signUp.employer.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
