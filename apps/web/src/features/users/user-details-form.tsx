import { SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZUserDetailsRequest,
  type TUserDetail,
  type TUserDetailsInput,
  type TUserDetailsRequest,
} from '@logicareers/shared/schemas/users';
import { errorText } from '../../components/form/field-error';
import { LanguageField } from '../../components/form/language-field';
import { SubmitRow } from '../../components/form/submit-row';
import { useSaveUserDetails } from './users-api';

/**
 * An administrator corrects a user's names, mobile number, sign-in e-mail and language, checked as
 * the user's own forms check them. Never the role (its own form, below) nor a password.
 */
export function UserDetailsForm({ user, onDone }: { user: TUserDetail; onDone: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const form = useForm<TUserDetailsRequest, unknown, TUserDetailsInput>({
    resolver: zodResolver(ZUserDetailsRequest),
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      mobile_number: user.mobile_number ?? '',
      email: user.email,
      language: user.language,
    },
  });
  const save = useSaveUserDetails(user.id, form);
  const { errors } = form.formState;
  return (
    <form
      onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: onDone }))}
      noValidate
      aria-labelledby="user-details-title"
    >
      <Stack gap="sm">
        <Title order={3} fz="md" id="user-details-title">
          {t('edit.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('edit.firstName')}
            required
            autoComplete="off"
            {...form.register('first_name')}
            error={errorText(errors.first_name)}
          />
          <TextInput
            label={t('edit.lastName')}
            required
            autoComplete="off"
            {...form.register('last_name')}
            error={errorText(errors.last_name)}
          />
        </SimpleGrid>
        <TextInput
          label={t('edit.mobile')}
          type="tel"
          required
          autoComplete="off"
          dir="ltr"
          {...form.register('mobile_number')}
          error={errorText(errors.mobile_number)}
        />
        <TextInput
          label={t('edit.email')}
          type="email"
          required
          autoComplete="off"
          dir="ltr"
          description={t('edit.emailHint')}
          {...form.register('email')}
          error={errorText(errors.email)}
        />
        <LanguageField control={form.control} name="language" label={t('edit.language')} />
        <Text size="xs" c="dimmed">
          {t('edit.audited')}
        </Text>
        <SubmitRow
          loading={save.isPending}
          label={t('edit.save')}
          onCancel={onDone}
          cancelLabel={t('edit.cancel')}
        />
      </Stack>
    </form>
  );
}
