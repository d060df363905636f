import { useState } from 'react';
import {
  Badge,
  Button,
  Collapse,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTION_KEYS, AUDIT_TARGET_TYPES, type AuditAction } from '@logicareers/shared/audit';
import type { TAuditEntry, TAuditLogQuery } from '@logicareers/shared/schemas/roles';
import { CompanyPicker } from '../../components/company-picker';
import { FilterForm, useListFilters } from '../../components/filter-form';
import { DateValueInput } from '../../components/form/date-field';
import { Pager, PageShell } from '../../components/page-shell';
import { formatDateTime } from '../../lib/format';
import { auditLogQuery } from './access-api';
import { ListSkeleton, LoadError } from '../../components/load-state';

const PAGE_SIZE = 25;
type Filter = Omit<TAuditLogQuery, 'page' | 'page_size'>;
const EMPTY: Record<keyof Filter, string> = {
  actor: '',
  action: '',
  target_type: '',
  company_id: '',
  from: '',
  to: '',
};

const isAction = (action: string): action is AuditAction =>
  (AUDIT_ACTION_KEYS as readonly string[]).includes(action);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A recorded value as a reader takes it in: lists joined, objects as short JSON. */
function readable(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (Array.isArray(value))
    return value.length ? value.map((v) => readable(v, empty)).join(', ') : empty;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const asList = (value: unknown) =>
  Array.isArray(value) ? value.map((v) => readable(v, '')) : null;

/** One field of an entry: what was added and removed from a list, or the value before and after. */
function FieldChange({ field, was, is }: { field: string; was: unknown; is: unknown }) {
  const { t } = useTranslation('accessAdmin');
  const empty = t('audit.emptyValue');
  const before = asList(was);
  const after = asList(is);
  let body;
  if (before || after) {
    const added = (after ?? []).filter((v) => !(before ?? []).includes(v));
    const removed = (before ?? []).filter((v) => !(after ?? []).includes(v));
    body =
      added.length || removed.length ? (
        <Stack gap={4}>
          {added.length > 0 && (
            <Group gap={4}>
              <Text size="sm" fw={600}>
                {t('audit.added')}
              </Text>
              {added.map((v) => (
                <Badge key={v} color="teal" variant="light" tt="none">
                  {v}
                </Badge>
              ))}
            </Group>
          )}
          {removed.length > 0 && (
            <Group gap={4}>
              <Text size="sm" fw={600}>
                {t('audit.removed')}
              </Text>
              {removed.map((v) => (
                <Badge key={v} color="red" variant="light" tt="none">
                  {v}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
          {readable(is, empty)}
        </Text>
      );
  } else {
    const from = readable(was, empty);
    const to = readable(is, empty);
    body =
      from === to ? (
        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
          {to}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4}>
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            <Text span size="xs" c="dimmed" mr={6}>
              {t('audit.before')}
            </Text>
            {from}
          </Text>
          <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }}>
            <Text span size="xs" c="dimmed" fw={400} mr={6}>
              {t('audit.after')}
            </Text>
            {to}
          </Text>
        </SimpleGrid>
      );
  }
  return (
    <div>
      <dt>
        <Text size="xs" ff="monospace" c="dimmed">
          {field}
        </Text>
      </dt>
      <dd style={{ margin: 0 }}>{body}</dd>
    </div>
  );
}

/** Before and after, field by field: lists as what was added and removed. */
function Changes({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation('accessAdmin');
  const before = isRecord(entry.before)
    ? entry.before
    : entry.before == null
      ? {}
      : { value: entry.before };
  const after = isRecord(entry.after)
    ? entry.after
    : entry.after == null
      ? {}
      : { value: entry.after };
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (!fields.length)
    return (
      <Text size="sm" c="dimmed">
        {t('audit.noChange')}
      </Text>
    );
  return (
    <Stack component="dl" gap="xs" m={0}>
      {fields.map((field) => (
        <FieldChange key={field} field={field} was={before[field]} is={after[field]} />
      ))}
    </Stack>
  );
}

function Entry({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation('accessAdmin');
  const action = isAction(entry.action) ? t(`auditAction.${entry.action}`) : entry.action;
  const [open, setOpen] = useState(false);
  const target = (AUDIT_TARGET_TYPES as readonly string[]).includes(entry.target_type)
    ? t(`audit.targets.${entry.target_type as (typeof AUDIT_TARGET_TYPES)[number]}`)
    : entry.target_type;
  const id = `audit-${entry.id}`;
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Badge variant="light" tt="none">
              {action}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('audit.target', { type: target, id: entry.target_id })}
              {entry.company_name ? ` · ${entry.company_name}` : ''}
            </Text>
          </Group>
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {entry.actor_email || t('audit.system')}
          </Text>
          <Text size="xs" c="dimmed">
            <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="subtle"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={id}
        >
          {open ? t('audit.hideChanges') : t('audit.showChanges')}
        </Button>
      </Group>
      <Collapse expanded={open} id={id}>
        <Stack mt="sm">{open && <Changes entry={entry} />}</Stack>
      </Collapse>
    </Paper>
  );
}

/** `/admin-pannel/audit-log`: who changed what, when, before and after; filtered and paged. */
export function AuditLogPage() {
  const { t } = useTranslation('accessAdmin');
  const { draft, set, page, setPage, query, formProps } = useListFilters(EMPTY, PAGE_SIZE);
  const log = useQuery(auditLogQuery(query));
  return (
    <PageShell title={t('audit.title')} description={t('audit.description')}>
      <Stack>
        <FilterForm
          label={t('audit.filters')}
          applyLabel={t('audit.apply')}
          clearLabel={t('audit.clear')}
          {...formProps}
        >
          <TextInput
            label={t('audit.actor')}
            type="search"
            value={draft.actor}
            onChange={(e) => set('actor')(e.currentTarget.value)}
          />
          <Select
            label={t('audit.action')}
            placeholder={t('audit.anyAction')}
            clearable
            searchable
            data={AUDIT_ACTION_KEYS.map((value) => ({
              value,
              label: t(`auditAction.${value}`),
            }))}
            value={draft.action || null}
            onChange={set('action')}
          />
          <Select
            label={t('audit.targetType')}
            placeholder={t('audit.anyTarget')}
            clearable
            data={AUDIT_TARGET_TYPES.map((value) => ({
              value,
              label: t(`audit.targets.${value}`),
            }))}
            value={draft.target_type || null}
            onChange={set('target_type')}
          />
          <CompanyPicker
            label={t('audit.company')}
            placeholder={t('audit.anyCompany')}
            kinds={['employer', 'consultancy']}
            clearable
            value={draft.company_id}
            onChange={set('company_id')}
          />
          <DateValueInput
            label={t('audit.from')}
            value={draft.from}
            onChange={set('from')}
            max={draft.to || undefined}
          />
          <DateValueInput
            label={t('audit.to')}
            value={draft.to}
            onChange={set('to')}
            min={draft.from || undefined}
          />
        </FilterForm>
        {log.isPending ? (
          <ListSkeleton />
        ) : log.error ? (
          <LoadError onRetry={() => void log.refetch()} />
        ) : !log.data.items.length ? (
          <Text c="dimmed">{t('audit.empty')}</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {log.data.items.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </Stack>
        )}
        {log.data && (
          <Pager
            page={page}
            pageSize={log.data.page_size}
            total={log.data.total}
            onChange={setPage}
          />
        )}
      </Stack>
    </PageShell>
  );
}
