import type { ReactNode } from 'react';
import {
  Button,
  Chip,
  Group,
  Input,
  MultiSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { IconMailCog } from '@tabler/icons-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  DRIVING_LICENCES,
  VISA_STATUSES,
  type TCandidatePersonal,
  type ZCandidatePersonal,
} from '@logicareers/shared/schemas/candidate';
import { LANGUAGES } from '@logicareers/shared/talent-terms';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/form/field-error';
import { selectData, type useMasterOptions } from '../../../lib/master-data';
import { CountryStateFields } from '../../../components/form/country-state-fields';
import { SelectField } from '../../../components/form/select-field';

export type PersonalFormApi = UseFormReturn<
  TCandidatePersonal,
  unknown,
  z.output<typeof ZCandidatePersonal>
>;

/** A titled group of fields; the heading level follows where the form sits. */
export function Section({
  title,
  order,
  children,
}: {
  title: string;
  order: 2 | 3;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <Title order={order} fz="md" c="brand.9">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The sign-in e-mail (read only, with a way to change it) and the mobile number. */
export function ContactSection({
  form,
  email,
  order,
  onChangeEmail,
}: {
  form: PersonalFormApi;
  email: string;
  order: 2 | 3;
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation(['candidate', 'common']);
  return (
    <Section title={t('profile.personal.contact')} order={order}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap={6} align="flex-start">
          {/* The sign-in e-mail changes only with the password and a code sent to it. */}
          <TextInput
            label={t('profile.personal.email')}
            type="email"
            readOnly
            variant="filled"
            w="100%"
            value={email}
            description={t('profile.personal.emailHint')}
          />
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconMailCog size={16} aria-hidden />}
            onClick={onChangeEmail}
            aria-haspopup="dialog"
          >
            {t('profile.personal.changeEmail')}
          </Button>
        </Stack>
        <TextInput
          label={t('profile.personal.mobile')}
          type="tel"
          autoComplete="tel"
          required
          placeholder={t('profile.personal.mobilePlaceholder')}
          description={t('profile.personal.mobileHint')}
          {...form.register('mobile_number')}
          error={errorText(form.formState.errors.mobile_number)}
        />
      </SimpleGrid>
    </Section>
  );
}

/** First and last name. */
export function NameSection({ form, order }: { form: PersonalFormApi; order: 2 | 3 }) {
  const { t } = useTranslation(['candidate', 'common']);
  const { errors } = form.formState;
  return (
    <Section title={t('profile.personal.yourName')} order={order}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('profile.personal.firstName')}
          autoComplete="given-name"
          required
          {...form.register('first_name')}
          error={errorText(errors.first_name)}
        />
        <TextInput
          label={t('profile.personal.lastName')}
          autoComplete="family-name"
          required
          {...form.register('last_name')}
          error={errorText(errors.last_name)}
        />
      </SimpleGrid>
    </Section>
  );
}

/** Where the candidate lives, nationality, visa, driving licences and languages. */
export function WhereYouLiveSection({
  form,
  order,
  countries,
}: {
  form: PersonalFormApi;
  order: 2 | 3;
  countries: ReturnType<typeof useMasterOptions>;
}) {
  const { t } = useTranslation(['candidate', 'common']);
  return (
    <Section title={t('profile.personal.whereYouLive')} order={order}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CountryStateFields
          form={form}
          labels={{
            country: t('profile.personal.country'),
            emirate: t('profile.personal.emirate'),
            state: t('profile.personal.state'),
            emiratePlaceholder: t('profile.personal.emiratePlaceholder'),
            stateHint: t('profile.personal.stateHint'),
          }}
        />
        <SelectField
          control={form.control}
          name="nationality"
          label={t('profile.personal.nationality')}
          placeholder={t('profile.personal.nationalityPlaceholder')}
          clearable
          data={selectData(countries)}
        />
        <SelectField
          control={form.control}
          name="visa_status"
          label={t('profile.personal.visaStatus')}
          placeholder={t('profile.personal.visaStatusPlaceholder')}
          clearable
          searchable={false}
          data={VISA_STATUSES.map((value) => ({
            value,
            label: t(`common:visaStatus.${value}`),
          }))}
        />
      </SimpleGrid>
      <LicencesField form={form} />
      <LanguagesField form={form} />
    </Section>
  );
}

function LicencesField({ form }: { form: PersonalFormApi }) {
  const { t } = useTranslation(['candidate', 'common']);
  return (
    <Controller
      control={form.control}
      name="driving_licences"
      render={({ field }) => (
        <Input.Wrapper
          label={t('profile.personal.licences')}
          description={t('profile.personal.licencesHint')}
          labelElement="div"
        >
          <Chip.Group
            multiple
            value={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
          >
            <Group gap="xs" mt={6} role="group" aria-label={t('profile.personal.licences')}>
              {DRIVING_LICENCES.map((licence) => (
                <Chip key={licence} value={licence} variant="outline">
                  {t(`common:drivingLicence.${licence}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
      )}
    />
  );
}

function LanguagesField({ form }: { form: PersonalFormApi }) {
  const { t } = useTranslation(['candidate', 'common']);
  return (
    <Controller
      control={form.control}
      name="languages"
      render={({ field, fieldState }) => (
        <MultiSelect
          label={t('profile.personal.languages')}
          description={t('profile.personal.languagesHint')}
          placeholder={t('profile.personal.languagesPlaceholder')}
          data={LANGUAGES.map((value) => ({
            value,
            label: t(`common:languageName.${value}`),
          }))}
          searchable
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={errorText(fieldState.error)}
        />
      )}
    />
  );
}
