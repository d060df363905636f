import { useEffect, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  Chip,
  Group,
  Input,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  DRIVING_LICENCE_LABELS,
  DRIVING_LICENCES,
  VISA_STATUS_LABELS,
  VISA_STATUSES,
  ZCandidatePersonal,
  type TCandidatePersonal,
  type TCandidateProfile,
} from '@logicareers/shared/schemas/candidate';
import { selectData, useMasterOptions } from '../../../lib/master-data';
import { showErrorToasts } from '../../../lib/toasts';
import { locationData, SelectField } from '../../../components/form/select-field';
import { asText, monthOptions, yearOptions } from './form-parts';
import { applyFieldErrors, useProfileActions } from './profile-api';

const UAE_SLUG = 'united-arab-emirates';

type Values = TCandidatePersonal;
type Saved = z.output<typeof ZCandidatePersonal>;

function initialValues(profile: TCandidateProfile, withEmployment: boolean): Values {
  const latest = profile.employments[0];
  return {
    email: profile.email,
    mobile_number: profile.mobile_number ?? '',
    first_name: profile.first_name,
    last_name: profile.last_name,
    country: profile.country ? String(profile.country.id) : '',
    state: profile.state ? String(profile.state.id) : profile.state_name,
    nationality: asText(profile.nationality?.id),
    visa_status: profile.visa_status,
    driving_licences: profile.driving_licences,
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
  const actions = useProfileActions();
  const countries = useMasterOptions('country');
  const states = useMasterOptions('state');
  const form = useForm<Values, unknown, Saved>({
    resolver: zodResolver(ZCandidatePersonal),
    defaultValues: initialValues(profile, withEmployment),
  });
  const { errors, isSubmitting } = form.formState;
  const [country, working, employerName] = useWatch({
    control: form.control,
    name: ['country', 'employment.working_status', 'employment.employer_name'],
  });
  const uae = countries.find((c) => c.slug === UAE_SLUG);
  const inUae = !!uae && String(country) === String(uae.id);

  // Most candidates live in the UAE: a new profile starts there.
  useEffect(() => {
    if (uae && !profile.country && !form.getValues('country'))
      form.setValue('country', String(uae.id));
  }, [uae, profile.country, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const employment = values.employment?.employer_name?.trim() ? values.employment : null;
      await actions.savePersonal({ ...values, employment });
      onSaved?.();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError)) showErrorToasts(error);
    }
  });

  const years = yearOptions();
  const months = monthOptions();
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Personal details">
      <Stack gap="xl">
        <Section title="Contact" order={headingOrder}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              description="You sign in with this e-mail"
              {...form.register('email')}
              error={errors.email?.message}
            />
            <TextInput
              label="Mobile number"
              type="tel"
              autoComplete="tel"
              required
              placeholder="+971 50 123 4567"
              description="With the country code"
              {...form.register('mobile_number')}
              error={errors.mobile_number?.message}
            />
          </SimpleGrid>
        </Section>

        <Section title="Your name" order={headingOrder}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First name"
              autoComplete="given-name"
              required
              {...form.register('first_name')}
              error={errors.first_name?.message}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              required
              {...form.register('last_name')}
              error={errors.last_name?.message}
            />
          </SimpleGrid>
        </Section>

        <Section title="Where you live" order={headingOrder}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="country"
              render={({ field, fieldState }) => (
                <Select
                  label="Country"
                  required
                  searchable
                  data={selectData(countries)}
                  value={field.value ? String(field.value) : null}
                  onChange={(value) => {
                    field.onChange(value ?? '');
                    // An emirate id means nothing abroad, and a typed state nothing in the UAE.
                    form.setValue('state', '');
                  }}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                  nothingFoundMessage="Nothing matches"
                />
              )}
            />
            {inUae ? (
              <SelectField
                control={form.control}
                name="state"
                label="Emirate or area"
                required
                placeholder="Choose an emirate or area"
                data={locationData(states)}
              />
            ) : (
              <TextInput
                label="State"
                required
                autoComplete="address-level1"
                description="State, province or city"
                {...form.register('state')}
                error={errors.state?.message}
              />
            )}
            <SelectField
              control={form.control}
              name="nationality"
              label="Nationality"
              placeholder="Choose a nationality"
              clearable
              data={selectData(countries)}
            />
            <SelectField
              control={form.control}
              name="visa_status"
              label="Visa status"
              placeholder="Choose a visa status"
              clearable
              searchable={false}
              data={VISA_STATUSES.map((value) => ({ value, label: VISA_STATUS_LABELS[value] }))}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="driving_licences"
            render={({ field }) => (
              <Input.Wrapper
                label="UAE driving licences"
                description="Choose every licence you hold"
                labelElement="div"
              >
                <Chip.Group
                  multiple
                  value={(field.value as string[] | undefined) ?? []}
                  onChange={field.onChange}
                >
                  <Group gap="xs" mt={6} role="group" aria-label="UAE driving licences">
                    {DRIVING_LICENCES.map((licence) => (
                      <Chip key={licence} value={licence} variant="outline">
                        {DRIVING_LICENCE_LABELS[licence]}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              </Input.Wrapper>
            )}
          />
        </Section>

        {withEmployment && (
          <Section title="Current or last job" order={headingOrder}>
            <Text size="sm" c="dimmed" mt={-6}>
              Leave the employer empty if you are looking for your first job.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Employer name"
                autoComplete="organization"
                {...form.register('employment.employer_name')}
                error={errors.employment?.employer_name?.message}
              />
              <TextInput
                label="Job title"
                autoComplete="organization-title"
                {...form.register('employment.designation')}
                error={errors.employment?.designation?.message}
              />
            </SimpleGrid>
            <Checkbox label="I work here now" {...form.register('employment.working_status')} />
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <SelectField
                control={form.control}
                name="employment.start_month"
                label="Start month"
                required={!!employerName?.trim()}
                data={months}
                searchable={false}
              />
              <SelectField
                control={form.control}
                name="employment.start_year"
                label="Start year"
                required={!!employerName?.trim()}
                data={years}
              />
              {!working && (
                <>
                  <SelectField
                    control={form.control}
                    name="employment.end_month"
                    label="End month"
                    required={!!employerName?.trim()}
                    data={months}
                    searchable={false}
                  />
                  <SelectField
                    control={form.control}
                    name="employment.end_year"
                    label="End year"
                    required={!!employerName?.trim()}
                    data={years}
                  />
                </>
              )}
            </SimpleGrid>
          </Section>
        )}

        <Group justify="flex-end">
          {extraActions}
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
