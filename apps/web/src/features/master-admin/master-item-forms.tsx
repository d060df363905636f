import { useState } from 'react';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  type MasterKind,
  type TMasterAdminItem,
  type TMasterItemCreate,
  type TMasterItemRename,
  ZMasterItemCreate,
  ZMasterItemRename,
} from '@logicareers/shared/schemas/master-data';
import { errorText } from '../../components/form/field-error';
import { formatNumber } from '../../lib/format';
import { useMasterOptions } from '../../lib/master-data';
import { itemsQuery, useAddItem, useMergeItem, useRenameItem } from './master-api';
import { SubmitRow } from '../../components/form/submit-row';

function FormButtons({
  pending,
  label,
  onCancel,
}: {
  pending: boolean;
  label: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation('masterAdmin');
  return (
    <SubmitRow
      loading={pending}
      label={label}
      onCancel={onCancel}
      cancelLabel={t('action.cancel')}
    />
  );
}

/** The Arabic name of an item, written right to left; empty for none. */
function ArabicNameInput({
  field,
  error,
}: {
  field: UseFormRegisterReturn;
  error: ReturnType<typeof errorText>;
}) {
  const { t } = useTranslation('masterAdmin');
  return (
    <TextInput
      label={t('form.nameAr')}
      description={t('form.nameArHint')}
      dir="rtl"
      lang="ar"
      {...field}
      error={error}
    />
  );
}

/** A new item: its name, its Arabic name, and for a location the emirate it lies in (none for a new emirate). */
export function AddItemForm({ kind, onDone }: { kind: MasterKind; onDone: () => void }) {
  const { t } = useTranslation('masterAdmin');
  const form = useForm<TMasterItemCreate, unknown, z.output<typeof ZMasterItemCreate>>({
    resolver: zodResolver(ZMasterItemCreate),
    defaultValues: { name: '', name_ar: '', parent_id: null },
  });
  const add = useAddItem(kind, form);
  const emirates = useMasterOptions('state').filter((o) => o.parent_id === null);
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => add.mutate(values, { onSuccess: onDone }))}
    >
      <Stack>
        <TextInput
          label={t('form.name')}
          required
          data-autofocus
          {...form.register('name')}
          error={errorText(errors.name)}
        />
        <ArabicNameInput field={form.register('name_ar')} error={errorText(errors.name_ar)} />
        {kind === 'state' && (
          <Controller
            control={form.control}
            name="parent_id"
            render={({ field }) => (
              <Select
                label={t('form.parent')}
                description={t('form.parentHint')}
                clearable
                data={emirates.map((e) => ({ value: String(e.id), label: e.name }))}
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value ? Number(value) : null)}
                error={errorText(errors.parent_id)}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        )}
        <FormButtons pending={add.isPending} label={t('action.save')} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/** A new name for an item (what shows and finds it follows), and its Arabic name. */
export function RenameItemForm({ item, onDone }: { item: TMasterAdminItem; onDone: () => void }) {
  const { t } = useTranslation('masterAdmin');
  const form = useForm<TMasterItemRename, unknown, z.output<typeof ZMasterItemRename>>({
    resolver: zodResolver(ZMasterItemRename),
    defaultValues: { name: item.name, name_ar: item.name_ar ?? '' },
  });
  const rename = useRenameItem(item.id, form);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => rename.mutate(values, { onSuccess: onDone }))}
    >
      <Stack>
        <TextInput
          label={t('form.name')}
          description={t('form.renameHint')}
          required
          data-autofocus
          {...form.register('name')}
          error={errorText(form.formState.errors.name)}
        />
        <ArabicNameInput
          field={form.register('name_ar')}
          error={errorText(form.formState.errors.name_ar)}
        />
        <FormButtons pending={rename.isPending} label={t('action.save')} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/**
 * Merging an item into another active one of its list, picked by searching the list (read afresh,
 * not from the forms' cached options); the dialog says how many records move before the
 * administrator confirms. An emirate merges into another emirate.
 */
export function MergeItemForm({ item, onDone }: { item: TMasterAdminItem; onDone: () => void }) {
  const { t } = useTranslation('masterAdmin');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [into, setInto] = useState<TMasterAdminItem | null>(null);
  const found = useQuery(
    itemsQuery(item.kind, { q: q || undefined, status: 'active', page_size: '50' }),
  );
  const emirate = item.kind === 'state' && item.parent_id === null;
  const label = (o: TMasterAdminItem) =>
    o.parent_name ? t('merge.areaLabel', { name: o.name, emirate: o.parent_name }) : o.name;
  const targets = (found.data?.items ?? []).filter(
    (o) => o.id !== item.id && o.parent_id !== item.id && (!emirate || o.parent_id === null),
  );
  // The chosen one stays an option while the search moves on.
  const data = [...(into && !targets.some((o) => o.id === into.id) ? [into] : []), ...targets];
  const merge = useMergeItem();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (into) merge.mutate({ id: item.id, into: into.id }, { onSuccess: onDone });
      }}
    >
      <Stack>
        <Select
          label={t('merge.into')}
          placeholder={t('merge.intoPlaceholder')}
          description={emirate ? t('merge.onlyEmirates') : undefined}
          searchable
          required
          data-autofocus
          filter={({ options }) => options}
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={found.isFetching ? undefined : t('merge.nothingFound')}
          data={data.map((o) => ({ value: String(o.id), label: label(o) }))}
          value={into ? String(into.id) : null}
          onChange={(value) => setInto(data.find((o) => String(o.id) === value) ?? null)}
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="sm" c={into ? undefined : 'dimmed'} aria-live="polite">
          {into
            ? t('merge.summary', {
                jobs: formatNumber(item.usage.jobs),
                candidates: formatNumber(item.usage.candidates),
                alerts: formatNumber(item.usage.alerts),
                other: formatNumber(item.usage.other),
                name: item.name,
                into: label(into),
              })
            : t('merge.pick')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" color="red" disabled={!into} loading={merge.isPending}>
            {t('merge.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
