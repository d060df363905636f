import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZCreateCandidateRequest,
  type TCreateCandidateRequest,
} from '@logicareers/shared/schemas/users';
import { errorText } from '../../components/form/field-error';
import { CountryStateFields } from '../../components/form/country-state-fields';
import { SelectField } from '../../components/form/select-field';
import { PageShell } from '../../components/page-shell';
import { translateMessage } from '../../lib/i18n';
import { useCreateCandidate } from './users-api';

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

const thisYear = new Date().getFullYear();
const years = Array.from({ length: 50 }, (_, i) => String(thisYear - i));

/**
 * A candidate account for someone who called or walked in (the candidate form of SPEC.md section
 * 3). The candidate is e-mailed a code to set their password and accepts the privacy notice when
 * they first sign in.
 */
export function CreateCandidatePage() {
  const { t, i18n } = useTranslation(['users', 'common']);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<TCreateCandidateRequest>({
    resolver: zodResolver(ZCreateCandidateRequest),
    defaultValues: EMPTY,
  });
  const create = useCreateCandidate(form);
  const { errors } = form.formState;
  const [working, employerName] = useWatch({
    control: form.control,
    name: ['employment.working_status', 'employment.employer_name'],
  });
  const months = Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: new Date(2000, i, 1).toLocaleString(i18n.language, { month: 'long' }),
  }));
  const withEmployer = !!String(employerName ?? '').trim();
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
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('create.employer')}
                {...form.register('employment.employer_name')}
                error={errorText(errors.employment?.employer_name)}
              />
              <TextInput
                label={t('create.jobTitle')}
                {...form.register('employment.designation')}
                error={errorText(errors.employment?.designation)}
              />
            </SimpleGrid>
            <Checkbox
              label={t('create.workingNow')}
              {...form.register('employment.working_status')}
            />
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <SelectField
                control={form.control}
                name="employment.start_month"
                label={t('create.startMonth')}
                required={withEmployer}
                searchable={false}
                data={months}
              />
              <SelectField
                control={form.control}
                name="employment.start_year"
                label={t('create.startYear')}
                required={withEmployer}
                data={years}
              />
              {!working && (
                <>
                  <SelectField
                    control={form.control}
                    name="employment.end_month"
                    label={t('create.endMonth')}
                    required={withEmployer}
                    searchable={false}
                    data={months}
                  />
                  <SelectField
                    control={form.control}
                    name="employment.end_year"
                    label={t('create.endYear')}
                    required={withEmployer}
                    data={years}
                  />
                </>
              )}
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                {t('create.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </PageShell>
  );
}
