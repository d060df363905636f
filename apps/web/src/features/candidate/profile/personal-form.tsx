import { useEffect, type ReactNode } from 'react';
import {
  Button,
  Chip,
  Group,
  Input,
  MultiSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconMailCog } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  DRIVING_LICENCES,
  VISA_STATUSES,
  ZCandidatePersonal,
  type TCandidatePersonal,
  type TCandidateProfile,
} from '@logicareers/shared/schemas/candidate';
import { LANGUAGES } from '@logicareers/shared/talent-terms';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/form/field-error';
import { ChangeEmailModal } from '../../../components/layout/change-email-modal';
import { selectData, useMasterOptions } from '../../../lib/master-data';
import { CountryStateFields, UAE_SLUG } from '../../../components/form/country-state-fields';
import { SelectField } from '../../../components/form/select-field';
import { EmploymentFields } from '../../../components/form/employment-fields';
import { asText } from './form-parts';
import { CANDIDATE_PROFILE_KEY, useSavePersonal } from './profile-api';

type Values = TCandidatePersonal;
type Saved = z.output<typeof ZCandidatePersonal>;

function initialValues(profile: TCandidateProfile, withEmployment: boolean): Values {
  const latest = profile.employments[0];
  return {
    mobile_number: profile.mobile_number ?? '',
    first_name: profile.first_name,
    last_name: profile.last_name,
    country: profile.country ? String(profile.country.id) : '',
    state: profile.state ? String(profile.state.id) : profile.state_name,
    nationality: asText(profile.nationality?.id),
    visa_status: profile.visa_status,
    driving_licences: profile.driving_licences,
    languages: profile.languages,
    employment: withEmployment
      ? {
          employer_name: latest?.employer_name ?? '',
          designation: latest?.designation ?? '',
          working_status: latest?.working_status ?? false,
          start_month: asText(latest?.start_month),
          start_year: asText(latest?.start_year),
          end_month: asText(latest?.end_month),
          end_year: asText(latest?.end_year),
        }
      : null,
  };
}

function Section({ title, order, children }: { title: string; order: 2 | 3; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={order} fz="md" c="brand.9">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * The candidate form of SPEC.md section 3: contact, name, where the candidate lives (an emirate or
 * area for the UAE, typed elsewhere), UAE facts and, in sign-up, the current or last job.
 */
export function PersonalForm({
  profile,
  withEmployment,
  submitLabel,
  onSaved,
  extraActions,
  headingOrder = 2,
}: {
  profile: TCandidateProfile;
  withEmployment: boolean;
  /** The level of the form's section headings: 3 when the form sits in a titled section. */
  headingOrder?: 2 | 3;
  submitLabel: string;
  onSaved?: () => void;
  extraActions?: ReactNode;
}) {
  const countries = useMasterOptions('country');
  const form = useForm<Values, unknown, Saved>({
    resolver: zodResolver(ZCandidatePersonal),
    defaultValues: initialValues(profile, withEmployment),
  });
  const { t } = useTranslation(['candidate', 'common']);
  const save = useSavePersonal(form);
  const [emailModalOpen, changingEmail] = useDisclosure(false);
  const { errors } = form.formState;
  const uae = countries.find((c) => c.slug === UAE_SLUG);

  // Most candidates live in the UAE: a new profile starts there.
  useEffect(() => {
    if (uae && !profile.country && !form.getValues('country'))
      form.setValue('country', String(uae.id));
  }, [uae, profile.country, form]);

  const onSubmit = form.handleSubmit((values) => {
    const employment = values.employment?.employer_name?.trim() ? values.employment : null;
    save.mutate({ ...values, employment }, { onSuccess: () => onSaved?.() });
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={t('profile.personal.formLabel')}>
        <Stack gap="xl">
          <Section title={t('profile.personal.contact')} order={headingOrder}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Stack gap={6} align="flex-start">
                {/* The sign-in e-mail changes only with the password and a code sent to it. */}
                <TextInput
                  label={t('profile.personal.email')}
                  type="email"
                  readOnly
                  variant="filled"
                  w="100%"
                  value={profile.email}
                  description={t('profile.personal.emailHint')}
                />
                <Button
                  variant="light"
                  size="compact-sm"
                  leftSection={<IconMailCog size={16} aria-hidden />}
                  onClick={changingEmail.open}
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
                error={errorText(errors.mobile_number)}
              />
            </SimpleGrid>
          </Section>

          <Section title={t('profile.personal.yourName')} order={headingOrder}>
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

          <Section title={t('profile.personal.whereYouLive')} order={headingOrder}>
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
          </Section>

          {withEmployment && (
            <Section title={t('profile.personal.currentJob')} order={headingOrder}>
              <Text size="sm" c="dimmed" mt={-6}>
                {t('profile.personal.currentJobHint')}
              </Text>
              <EmploymentFields form={form} within="employment" />
            </Section>
          )}

          <Group justify="flex-end">
            {extraActions}
            <Button type="submit" loading={save.isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
      {/* Outside the form: React events bubble out of the modal's portal to its parents. */}
      <ChangeEmailModal
        opened={emailModalOpen}
        onClose={changingEmail.close}
        currentEmail={profile.email}
        invalidates={[CANDIDATE_PROFILE_KEY]}
      />
    </>
  );
}
