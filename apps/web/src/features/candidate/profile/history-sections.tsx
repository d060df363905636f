import { Fragment, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Autocomplete,
  Badge,
  Button,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { API } from '@logicareers/shared/api';
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
import { useReadOnly } from './read-only';
import { errorText } from '../../../components/form/field-error';
import { SelectField } from '../../../components/form/select-field';
import { asText, formatDay, monthYear } from './form-parts';
import { EmploymentFields, yearOptions } from '../../../components/form/employment-fields';
import { useRemoveItem, useSaveItem } from './profile-api';

/* ---------- Shared pieces ---------- */

function ConfirmRemove({
  noun,
  opened,
  busy,
  onCancel,
  onConfirm,
}: {
  noun: string;
  opened: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('candidate');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('profile.list.removeTitle', { noun })}
      centered
    >
      <Text size="sm">{t('profile.list.removeText')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('profile.list.keep')}
        </Button>
        <Button color="red" loading={busy} onClick={onConfirm}>
          {t('profile.list.remove')}
        </Button>
      </Group>
    </Modal>
  );
}

/** One entry of a list: what it is, then edit and remove buttons named after it. */
function ItemRow({
  title,
  subtitle,
  details,
  badges,
  onEdit,
  onRemove,
}: {
  title: string;
  subtitle?: ReactNode;
  details?: ReactNode;
  badges?: ReactNode;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('candidate');
  const readOnly = useReadOnly();
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      py="sm"
      style={{ borderBlockStart: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={600}>{title}</Text>
          {badges}
        </Group>
        {subtitle && (
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        )}
        {details && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {details}
          </Text>
        )}
      </Stack>
      {!readOnly && (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('profile.list.edit')}>
            <ActionIcon
              variant="subtle"
              onClick={onEdit}
              aria-label={t('profile.list.editItem', { title })}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('profile.list.remove')}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={t('profile.list.removeItem', { title })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
    </Group>
  );
}

type Editing<Item> = { item: Item | null } | null;

/**
 * A list section: the entries, an empty state, an add button, and a modal form to add or edit.
 * `form` renders the modal's form for an entry (null for a new one).
 */
function ListSection<Item extends { id: string }>({
  items,
  noun,
  empty,
  row,
  form,
  itemPath,
}: {
  items: Item[];
  noun: string;
  empty: string;
  row: (item: Item, edit: () => void, remove: () => void) => ReactNode;
  form: (item: Item | null, close: () => void) => ReactNode;
  itemPath: (id: string) => string;
}) {
  const { t } = useTranslation('candidate');
  const readOnly = useReadOnly();
  const remove = useRemoveItem(itemPath);
  const [editing, setEditing] = useState<Editing<Item>>(null);
  const [removing, setRemoving] = useState<Item | null>(null);
  const close = () => setEditing(null);
  return (
    <Stack gap="xs">
      {items.length ? (
        <Stack component="ul" gap={0} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <Fragment key={item.id}>
              {row(
                item,
                () => setEditing({ item }),
                () => setRemoving(item),
              )}
            </Fragment>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
      {!readOnly && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ item: null })}
          >
            {t('profile.list.add', { noun })}
          </Button>
        </Group>
      )}
      <Modal
        opened={!!editing}
        onClose={close}
        title={
          editing?.item
            ? t('profile.list.editTitle', { noun })
            : t('profile.list.addTitle', { noun })
        }
        size="lg"
        centered
      >
        {editing && form(editing.item, close)}
      </Modal>
      <ConfirmRemove
        noun={noun}
        opened={!!removing}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSuccess: () => setRemoving(null) });
        }}
      />
    </Stack>
  );
}

function ModalActions({
  onCancel,
  saving,
  adding,
}: {
  onCancel: () => void;
  saving: boolean;
  adding: boolean;
}) {
  const { t } = useTranslation('candidate');
  return (
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={onCancel}>
        {t('profile.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {adding ? t('profile.add') : t('profile.save')}
      </Button>
    </Group>
  );
}

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
      <ModalActions onCancel={onDone} saving={save.isPending} adding={!item} />
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
      <ModalActions onCancel={onDone} saving={save.isPending} adding={!item} />
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
          <TextInput
            label={t('profile.certification.issuedOn')}
            type="date"
            {...form.register('issued_on')}
            error={errorText(errors.issued_on)}
          />
          <TextInput
            label={t('profile.certification.expiresOn')}
            type="date"
            description={t('profile.certification.expiresOnHint')}
            {...form.register('expires_on')}
            error={errorText(errors.expires_on)}
          />
        </SimpleGrid>
      </Stack>
      <ModalActions onCancel={onDone} saving={save.isPending} adding={!item} />
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
