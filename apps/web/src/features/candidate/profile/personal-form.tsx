import { useEffect, type ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  ZCandidatePersonal,
  type TCandidatePersonal,
  type TCandidateProfile,
} from '@logicareers/shared/schemas/candidate';
import { useTranslation } from 'react-i18next';
import { ChangeEmailModal } from '../../../components/layout/change-email-modal';
import { useMasterOptions } from '../../../lib/master-data';
import { UAE_SLUG } from '../../../components/form/country-state-fields';
import { EmploymentFields } from '../../../components/form/employment-fields';
import { asText } from './form-parts';
import { CANDIDATE_PROFILE_KEY, useSavePersonal } from './profile-api';
import { ContactSection, NameSection, Section, WhereYouLiveSection } from './personal-sections';
import { SubmitRow } from '../../../components/form/submit-row';

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
          <ContactSection
            form={form}
            email={profile.email}
            order={headingOrder}
            onChangeEmail={changingEmail.open}
          />
          <NameSection form={form} order={headingOrder} />
          <WhereYouLiveSection form={form} order={headingOrder} countries={countries} />

          {withEmployment && (
            <Section title={t('profile.personal.currentJob')} order={headingOrder}>
              <Text size="sm" c="dimmed" mt={-6}>
                {t('profile.personal.currentJobHint')}
              </Text>
              <EmploymentFields form={form} within="employment" />
            </Section>
          )}

          <SubmitRow loading={save.isPending} label={submitLabel}>
            {extraActions}
          </SubmitRow>
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
