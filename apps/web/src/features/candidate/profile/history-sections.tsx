import { Autocomplete, Badge, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { todayInUae } from '@logicareers/shared/uae-date';
import {
  CERTIFICATION_SUGGESTIONS,
  ZCertification,
  ZEducation,
  ZEmployment,
  type TCandidateProfile,
  type TCertification,
  type TCertificationItem,
  type TEducation,
  type TEducationItem,
  type TEmployment,
  type TEmploymentItem,
} from '@logicareers/shared/schemas/candidate';
import { selectData, useMasterOptions } from '../../../lib/master-data';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form/date-field';
import { errorText } from '../../../components/form/field-error';
import { SelectField } from '../../../components/form/select-field';
import { asText, formatDay } from './form-parts';
import { monthYear } from '../../../lib/format';
import { EmploymentFields, yearOptions } from '../../../components/form/employment-fields';
import { useSaveItem } from './profile-api';
import { ItemRow, ListSection, ProfileFormActions } from './history-list';

/* ---------- Work experience ---------- */

const employmentPeriod = (e: TEmploymentItem, present: string) =>
  [
    monthYear(e.start_month, e.start_year),
    e.working_status ? present : monthYear(e.end_month, e.end_year),
  ]
    .filter(Boolean)
    .join(' – ');

function EmploymentForm({ item, onDone }: { item: TEmploymentItem | null; onDone: () => void }) {
  const { t } = useTranslation('candidate');
  const form = useForm<TEmployment, unknown, z.output<typeof ZEmployment>>({
    resolver: zodResolver(ZEmployment),
    defaultValues: {
      employer_name: item?.employer_name ?? '',
      designation: item?.designation ?? '',
      working_status: item?.working_status ?? false,
      start_month: asText(item?.start_month),
      start_year: asText(item?.start_year),
      end_month: asText(item?.end_month),
      end_year: asText(item?.end_year),
      description: item?.description ?? '',
    } as DefaultValues<TEmployment>,
  });
  const save = useSaveItem(API.candidate.employments, API.candidate.employment, form);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate({ id: item?.id ?? null, values }, { onSuccess: onDone }),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('profile.employment.formLabel')}>
      <Stack>
        <EmploymentFields form={form} autoFocus />
        <Textarea
          label={t('profile.employment.description')}
          description={t('profile.employment.descriptionHint')}
          autosize
          minRows={3}
          maxRows={10}
          {...form.register('description')}
          error={errorText(errors.description)}
        />
      </Stack>
      <ProfileFormActions onCancel={onDone} saving={save.isPending} adding={!item} />
    </form>
  );
}

export function EmploymentsSection({ profile }: { profile: TCandidateProfile }) {
  const { t } = useTranslation('candidate');
  return (
    <ListSection
      items={profile.employments}
      noun={t('profile.employment.noun')}
      empty={t('profile.employment.empty')}
      itemPath={API.candidate.employment}
      row={(e, edit, remove) => (
        <ItemRow
          title={e.designation || e.employer_name || t('profile.employment.untitled')}
          subtitle={[e.employer_name, employmentPeriod(e, t('profile.employment.present'))]
            .filter(Boolean)
            .join(' · ')}
          details={e.description}
          badges={
            e.working_status ? (
              <Badge size="sm" variant="light" color="teal">
                {t('profile.employment.current')}
              </Badge>
            ) : null
          }
          onEdit={edit}
          onRemove={remove}
        />
      )}
      form={(item, close) => <EmploymentForm item={item} onDone={close} />}
    />
  );
}

/* ---------- Education ---------- */

function EducationForm({ item, onDone }: { item: TEducationItem | null; onDone: () => void }) {
  const { t } = useTranslation('candidate');
  const qualifications = useMasterOptions('qualification');
  const form = useForm<TEducation, unknown, z.output<typeof ZEducation>>({
    resolver: zodResolver(ZEducation),
    defaultValues: {
      qualification_id: asText(item?.qualification?.id) ?? '',
      institution: item?.institution ?? '',
      field_of_study: item?.field_of_study ?? '',
      start_year: asText(item?.start_year),
      end_year: asText(item?.end_year),
    } as DefaultValues<TEducation>,
  });
  const save = useSaveItem(API.candidate.educations, API.candidate.education, form);
  const { errors } = form.formState;
  const years = yearOptions(6);
  const onSubmit = form.handleSubmit((values) =>
    save.mutate({ id: item?.id ?? null, values }, { onSuccess: onDone }),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('profile.education.formLabel')}>
      <Stack>
        <SelectField
          control={form.control}
          name="qualification_id"
          label={t('profile.education.qualification')}
          required
          placeholder={t('profile.education.qualificationPlaceholder')}
          data={selectData(qualifications)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.education.institution')}
            required
            {...form.register('institution')}
            error={errorText(errors.institution)}
          />
          <TextInput
            label={t('profile.education.fieldOfStudy')}
            {...form.register('field_of_study')}
            error={errorText(errors.field_of_study)}
          />
        </SimpleGrid>
        <SimpleGrid cols={2}>
          <SelectField
            control={form.control}
            name="start_year"
            label={t('profile.employment.startYear')}
            clearable
            data={years}
          />
          <SelectField
            control={form.control}
            name="end_year"
            label={t('profile.employment.endYear')}
            description={t('profile.education.endYearHint')}
            clearable
            data={years}
          />
        </SimpleGrid>
      </Stack>
      <ProfileFormActions onCancel={onDone} saving={save.isPending} adding={!item} />
    </form>
  );
}

export function EducationsSection({ profile }: { profile: TCandidateProfile }) {
  const { t } = useTranslation('candidate');
  return (
    <ListSection
      items={profile.educations}
      noun={t('profile.education.noun')}
      empty={t('profile.education.empty')}
      itemPath={API.candidate.education}
      row={(e, edit, remove) => (
        <ItemRow
          title={e.qualification?.name ?? t('profile.education.qualification')}
          subtitle={[
            e.institution,
            e.field_of_study,
            [e.start_year, e.end_year].filter(Boolean).join(' – '),
          ]
            .filter(Boolean)
            .join(' · ')}
          onEdit={edit}
          onRemove={remove}
        />
      )}
      form={(item, close) => <EducationForm item={item} onDone={close} />}
    />
  );
}

/* ---------- Certifications ---------- */

function CertificationForm({
  item,
  onDone,
}: {
  item: TCertificationItem | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('candidate');
  const form = useForm<TCertification, unknown, z.output<typeof ZCertification>>({
    resolver: zodResolver(ZCertification),
    defaultValues: {
      name: item?.name ?? '',
      issuer: item?.issuer ?? '',
      issued_on: item?.issued_on ?? '',
      expires_on: item?.expires_on ?? '',
      credential_id: item?.credential_id ?? '',
    } as DefaultValues<TCertification>,
  });
  const save = useSaveItem(API.candidate.certifications, API.candidate.certification, form);
  const { errors } = form.formState;
  const issuedOn = useWatch({ control: form.control, name: 'issued_on' }) as string | null;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate({ id: item?.id ?? null, values }, { onSuccess: onDone }),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('profile.certification.formLabel')}>
      <Stack>
        <Controller
          control={form.control}
          name="name"
          render={({ field, fieldState }) => (
            <Autocomplete
              label={t('profile.certification.name')}
              required
              placeholder={t('profile.certification.namePlaceholder')}
              data={[...CERTIFICATION_SUGGESTIONS]}
              value={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorText(fieldState.error)}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.certification.issuer')}
            {...form.register('issuer')}
            error={errorText(errors.issuer)}
          />
          <TextInput
            label={t('profile.certification.credentialId')}
            {...form.register('credential_id')}
            error={errorText(errors.credential_id)}
          />
          <DateField
            control={form.control}
            name="issued_on"
            label={t('profile.certification.issuedOn')}
            max={todayInUae()}
          />
          <DateField
            control={form.control}
            name="expires_on"
            label={t('profile.certification.expiresOn')}
            description={t('profile.certification.expiresOnHint')}
            min={issuedOn || undefined}
          />
        </SimpleGrid>
      </Stack>
      <ProfileFormActions onCancel={onDone} saving={save.isPending} adding={!item} />
    </form>
  );
}

export function CertificationsSection({ profile }: { profile: TCandidateProfile }) {
  const { t } = useTranslation('candidate');
  return (
    <ListSection
      items={profile.certifications}
      noun={t('profile.certification.noun')}
      empty={t('profile.certification.empty')}
      itemPath={API.candidate.certification}
      row={(c, edit, remove) => (
        <ItemRow
          title={c.name}
          subtitle={[
            c.issuer,
            c.issued_on && t('profile.certification.issued', { date: formatDay(c.issued_on) }),
            c.expires_on
              ? t(c.expired ? 'profile.certification.expired' : 'profile.certification.expires', {
                  date: formatDay(c.expires_on),
                })
              : t('profile.certification.noExpiry'),
            c.credential_id && t('profile.certification.id', { id: c.credential_id }),
          ]
            .filter(Boolean)
            .join(' · ')}
          badges={
            c.expired ? (
              <Badge size="sm" color="red" variant="light">
                {t('profile.certification.expiredBadge')}
              </Badge>
            ) : null
          }
          onEdit={edit}
          onRemove={remove}
        />
      )}
      form={(item, close) => <CertificationForm item={item} onDone={close} />}
    />
  );
}
