import { useState } from 'react';
import { Alert, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZCreateCandidateRequest,
  type TCreateCandidateRequest,
} from '@logicareers/shared/schemas/users';
import { errorText } from '../../components/form/field-error';
import { CountryStateFields } from '../../components/form/country-state-fields';
import { EmploymentFields } from '../../components/form/employment-fields';
import { PageShell } from '../../components/page-shell';
import { translateMessage } from '../../lib/i18n';
import { useCreateCandidate } from './users-api';
import { SubmitRow } from '../../components/form/submit-row';

const EMPTY: TCreateCandidateRequest = {
  email: '',
  mobile_number: '',
  first_name: '',
  last_name: '',
  country: '',
  state: '',
  employment: {
    employer_name: '',
    designation: '',
    working_status: false,
    start_month: '',
    start_year: '',
    end_month: '',
    end_year: '',
  },
};

/**
 * A candidate account for someone who called or walked in (the candidate form of SPEC.md section
 * 3). The candidate is e-mailed a code to set their password and accepts the privacy notice when
 * they first sign in.
 */
export function CreateCandidatePage() {
  const { t } = useTranslation(['users', 'common']);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<TCreateCandidateRequest>({
    resolver: zodResolver(ZCreateCandidateRequest),
    defaultValues: EMPTY,
  });
  const create = useCreateCandidate(form);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (answer) => {
        setDone(answer.message);
        form.reset(EMPTY);
      },
    }),
  );
  return (
    <PageShell title={t('create.title')} description={t('create.description')} size="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            {done && (
              <Alert color="teal" role="status" withCloseButton onClose={() => setDone(null)}>
                {translateMessage(done)}
              </Alert>
            )}
            <Title order={2} fz="md">
              {t('create.contact')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('create.firstName')}
                required
                {...form.register('first_name')}
                error={errorText(errors.first_name)}
              />
              <TextInput
                label={t('create.lastName')}
                required
                {...form.register('last_name')}
                error={errorText(errors.last_name)}
              />
              <TextInput
                label={t('create.email')}
                type="email"
                required
                {...form.register('email')}
                error={errorText(errors.email)}
              />
              <TextInput
                label={t('create.mobile')}
                type="tel"
                required
                placeholder="+971 50 123 4567"
                {...form.register('mobile_number')}
                error={errorText(errors.mobile_number)}
              />
            </SimpleGrid>
            <Title order={2} fz="md">
              {t('create.location')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <CountryStateFields
                form={form}
                labels={{
                  country: t('create.country'),
                  emirate: t('create.emirate'),
                  state: t('create.state'),
                }}
              />
            </SimpleGrid>
            <Title order={2} fz="md">
              {t('create.employment')}
            </Title>
            <Text size="sm" c="dimmed" mt={-8}>
              {t('create.employmentHint')}
            </Text>
            <EmploymentFields form={form} within="employment" />
            <SubmitRow loading={create.isPending} label={t('create.submit')} />
          </Stack>
        </form>
      </Paper>
    </PageShell>
  );
}
