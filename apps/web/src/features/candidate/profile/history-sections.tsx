import { Fragment, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Autocomplete,
  Badge,
  Button,
  Checkbox,
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
import {
  Controller,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type UseFormSetError,
} from 'react-hook-form';
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
import { showErrorToasts } from '../../../lib/toasts';
import { SelectField } from '../../../components/form/select-field';
import { asText, formatDay, monthOptions, monthYear, yearOptions } from './form-parts';
import { applyFieldErrors, useProfileActions } from './profile-api';

/* ---------- Shared pieces ---------- */

function ConfirmRemove({
  what,
  opened,
  onCancel,
  onConfirm,
}: {
  what: string;
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={opened} onClose={onCancel} title={`Remove ${what}?`} centered>
      <Text size="sm">This cannot be undone.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Keep it
        </Button>
        <Button
          color="red"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
            } finally {
              setBusy(false);
            }
          }}
        >
          Remove
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
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
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
      <Group gap={4} wrap="nowrap">
        <Tooltip label="Edit">
          <ActionIcon variant="subtle" onClick={onEdit} aria-label={`Edit ${title}`}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Remove">
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            aria-label={`Remove ${title}`}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
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
  removePath,
}: {
  items: Item[];
  noun: string;
  empty: string;
  row: (item: Item, edit: () => void, remove: () => void) => ReactNode;
  form: (item: Item | null, close: () => void) => ReactNode;
  removePath: (id: string) => string;
}) {
  const actions = useProfileActions();
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
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ item: null })}
        >
          Add {noun}
        </Button>
      </Group>
      <Modal
        opened={!!editing}
        onClose={close}
        title={editing?.item ? `Edit ${noun}` : `Add ${noun}`}
        size="lg"
        centered
      >
        {editing && form(editing.item, close)}
      </Modal>
      <ConfirmRemove
        what={`this ${noun}`}
        opened={!!removing}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await actions.removeItem(removePath(removing.id));
            setRemoving(null);
          } catch (error) {
            showErrorToasts(error);
          }
        }}
      />
    </Stack>
  );
}

/** Saves an entry: adds it, or changes it when it has an id. */
function useItemSave<T extends FieldValues>(listPath: string, itemPath: (id: string) => string) {
  const actions = useProfileActions();
  return async (
    id: string | null,
    values: object,
    setError: UseFormSetError<T>,
    done: () => void,
  ) => {
    try {
      if (id) await actions.saveItem(itemPath(id), values);
      else await actions.addItem(listPath, values);
      done();
    } catch (error) {
      if (!applyFieldErrors(error, setError)) showErrorToasts(error);
    }
  };
}

function ModalActions({
  onCancel,
  saving,
  label,
}: {
  onCancel: () => void;
  saving: boolean;
  label: string;
}) {
  return (
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        {label}
      </Button>
    </Group>
  );
}

/* ---------- Work experience ---------- */

const employmentPeriod = (e: TEmploymentItem) =>
  [
    monthYear(e.start_month, e.start_year),
    e.working_status ? 'Present' : monthYear(e.end_month, e.end_year),
  ]
    .filter(Boolean)
    .join(' – ');

function EmploymentForm({ item, onDone }: { item: TEmploymentItem | null; onDone: () => void }) {
  const save = useItemSave<TEmployment>(API.candidate.employments, API.candidate.employment);
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
  const working = useWatch({ control: form.control, name: 'working_status' });
  const { errors, isSubmitting } = form.formState;
  const years = yearOptions();
  const months = monthOptions();
  const onSubmit = form.handleSubmit((values) =>
    save(item?.id ?? null, values, form.setError, onDone),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Work experience">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Employer name"
            required
            data-autofocus
            {...form.register('employer_name')}
            error={errors.employer_name?.message}
          />
          <TextInput
            label="Job title"
            required
            {...form.register('designation')}
            error={errors.designation?.message}
          />
        </SimpleGrid>
        <Checkbox label="I work here now" {...form.register('working_status')} />
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <SelectField
            control={form.control}
            name="start_month"
            label="Start month"
            required
            data={months}
            searchable={false}
          />
          <SelectField
            control={form.control}
            name="start_year"
            label="Start year"
            required
            data={years}
          />
          {!working && (
            <>
              <SelectField
                control={form.control}
                name="end_month"
                label="End month"
                required
                data={months}
                searchable={false}
              />
              <SelectField
                control={form.control}
                name="end_year"
                label="End year"
                required
                data={years}
              />
            </>
          )}
        </SimpleGrid>
        <Textarea
          label="What you did"
          description="Responsibilities and results"
          autosize
          minRows={3}
          maxRows={10}
          {...form.register('description')}
          error={errors.description?.message}
        />
      </Stack>
      <ModalActions onCancel={onDone} saving={isSubmitting} label={item ? 'Save' : 'Add'} />
    </form>
  );
}

export function EmploymentsSection({ profile }: { profile: TCandidateProfile }) {
  return (
    <ListSection
      items={profile.employments}
      noun="work experience"
      empty="No work experience yet. Recruiters look here first."
      removePath={API.candidate.employment}
      row={(e, edit, remove) => (
        <ItemRow
          title={e.designation || e.employer_name || 'Job'}
          subtitle={[e.employer_name, employmentPeriod(e)].filter(Boolean).join(' · ')}
          details={e.description}
          badges={
            e.working_status ? (
              <Badge size="sm" variant="light" color="teal">
                Current
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
  const save = useItemSave<TEducation>(API.candidate.educations, API.candidate.education);
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
  const { errors, isSubmitting } = form.formState;
  const years = yearOptions(6);
  const onSubmit = form.handleSubmit((values) =>
    save(item?.id ?? null, values, form.setError, onDone),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Education">
      <Stack>
        <SelectField
          control={form.control}
          name="qualification_id"
          label="Qualification"
          required
          placeholder="Choose a qualification"
          data={selectData(qualifications)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Institution"
            required
            {...form.register('institution')}
            error={errors.institution?.message}
          />
          <TextInput
            label="Field of study"
            {...form.register('field_of_study')}
            error={errors.field_of_study?.message}
          />
        </SimpleGrid>
        <SimpleGrid cols={2}>
          <SelectField
            control={form.control}
            name="start_year"
            label="Start year"
            clearable
            data={years}
          />
          <SelectField
            control={form.control}
            name="end_year"
            label="End year"
            description="Or expected"
            clearable
            data={years}
          />
        </SimpleGrid>
      </Stack>
      <ModalActions onCancel={onDone} saving={isSubmitting} label={item ? 'Save' : 'Add'} />
    </form>
  );
}

export function EducationsSection({ profile }: { profile: TCandidateProfile }) {
  return (
    <ListSection
      items={profile.educations}
      noun="education"
      empty="No education yet."
      removePath={API.candidate.education}
      row={(e, edit, remove) => (
        <ItemRow
          title={e.qualification?.name ?? 'Qualification'}
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
  const save = useItemSave<TCertification>(
    API.candidate.certifications,
    API.candidate.certification,
  );
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
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save(item?.id ?? null, values, form.setError, onDone),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Certification">
      <Stack>
        <Controller
          control={form.control}
          name="name"
          render={({ field, fieldState }) => (
            <Autocomplete
              label="Certification"
              required
              placeholder="For example IATA DGR"
              data={[...CERTIFICATION_SUGGESTIONS]}
              value={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Issued by"
            {...form.register('issuer')}
            error={errors.issuer?.message}
          />
          <TextInput
            label="Credential ID"
            {...form.register('credential_id')}
            error={errors.credential_id?.message}
          />
          <TextInput
            label="Issued on"
            type="date"
            {...form.register('issued_on')}
            error={errors.issued_on?.message}
          />
          <TextInput
            label="Expires on"
            type="date"
            description="Leave empty if it does not expire"
            {...form.register('expires_on')}
            error={errors.expires_on?.message}
          />
        </SimpleGrid>
      </Stack>
      <ModalActions onCancel={onDone} saving={isSubmitting} label={item ? 'Save' : 'Add'} />
    </form>
  );
}

export function CertificationsSection({ profile }: { profile: TCandidateProfile }) {
  return (
    <ListSection
      items={profile.certifications}
      noun="certification"
      empty="No certifications yet. Licences and certificates such as IATA DGR help you stand out."
      removePath={API.candidate.certification}
      row={(c, edit, remove) => (
        <ItemRow
          title={c.name}
          subtitle={[
            c.issuer,
            c.issued_on && `Issued ${formatDay(c.issued_on)}`,
            c.expires_on
              ? `${c.expired ? 'Expired' : 'Expires'} ${formatDay(c.expires_on)}`
              : 'No expiry',
            c.credential_id && `ID ${c.credential_id}`,
          ]
            .filter(Boolean)
            .join(' · ')}
          badges={
            c.expired ? (
              <Badge size="sm" color="red" variant="light">
                Expired
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
