import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Drawer,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ENQUIRY_STATUSES,
  type EnquiryStatus,
  type TEnquiry,
} from '@logicareers/shared/schemas/content';
import { CONTENT_PAGE_KEYS, hasEnquiryForm } from '@logicareers/shared/service-pages';
import { useSides } from '../../lib/direction';
import { FactsList } from '../../components/facts-list';
import { FilterForm, useListFilters } from '../../components/filter-form';
import { ListSkeleton, LoadError } from '../../components/load-state';
import { Pager, PageShell } from '../../components/page-shell';
import { formatDateTime } from '../../lib/format';
import { assigneesQuery, enquiriesQuery, useUpdateEnquiry } from './content-admin-api';
import { SubmitRow } from '../../components/form/submit-row';

const PAGE_SIZE = 20;
const FORM_PAGES = CONTENT_PAGE_KEYS.filter(hasEnquiryForm);
const STATUS_COLOR: Record<EnquiryStatus, string> = {
  new: 'blue',
  in_progress: 'orange',
  closed: 'gray',
};
type Filter = { q: string; status: string; page_key: string; assignee: string };
const EMPTY: Filter = { q: '', status: '', page_key: '', assignee: '' };

function StatusBadge({ status }: { status: EnquiryStatus }) {
  const { t } = useTranslation('contentAdmin');
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" tt="none">
      {t(`enquiries.statuses.${status}`)}
    </Badge>
  );
}

/** One enquiry: what was sent, and its status, assignee and internal note to change. */
function EnquiryDetail({ enquiry, onDone }: { enquiry: TEnquiry; onDone: () => void }) {
  const { t } = useTranslation(['contentAdmin', 'common']);
  const staff = useQuery(assigneesQuery);
  const update = useUpdateEnquiry(enquiry.id);
  const [status, setStatus] = useState<EnquiryStatus>(enquiry.status);
  const [assignee, setAssignee] = useState<string | null>(enquiry.assignee?.id ?? null);
  const [note, setNote] = useState(enquiry.note);
  const people = [
    ...(staff.data ?? []),
    // Whoever has it stays choosable, even when no longer among the staff.
    ...(enquiry.assignee && !staff.data?.some((p) => p.id === enquiry.assignee?.id)
      ? [enquiry.assignee]
      : []),
  ];
  const facts: [string, React.ReactNode][] = [
    [t('enquiries.from'), `${enquiry.name}${enquiry.company ? ` · ${enquiry.company}` : ''}`],
    [t('enquiries.email'), <Anchor href={`mailto:${enquiry.email}`}>{enquiry.email}</Anchor>],
    [t('enquiries.phone'), <Anchor href={`tel:${enquiry.phone}`}>{enquiry.phone}</Anchor>],
    [t('enquiries.page'), t(`common:footer.services.${enquiry.page as 'contact-us'}`)],
    [t('enquiries.received'), formatDateTime(enquiry.created_at)],
  ];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ status, assignee_id: assignee, note }, { onSuccess: () => onDone() });
      }}
    >
      <Stack>
        <Title order={2} fz="lg">
          {enquiry.subject}
        </Title>
        <FactsList facts={facts} labelWidth={110} />
        <Paper withBorder p="sm" radius="md" bg="gray.0">
          <Text size="xs" c="dimmed" mb={4}>
            {t('enquiries.message')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {enquiry.message}
          </Text>
        </Paper>
        <Select
          label={t('enquiries.status')}
          data={ENQUIRY_STATUSES.map((value) => ({
            value,
            label: t(`enquiries.statuses.${value}`),
          }))}
          value={status}
          onChange={(value) => value && setStatus(value as EnquiryStatus)}
          allowDeselect={false}
        />
        <Select
          label={t('enquiries.assignee')}
          placeholder={t('enquiries.unassigned')}
          data={people.map((p) => ({ value: p.id, label: p.name }))}
          value={assignee}
          onChange={setAssignee}
          clearable
          searchable
        />
        <Textarea
          label={t('enquiries.note')}
          description={t('enquiries.noteHint')}
          autosize
          minRows={3}
          maxLength={5000}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <SubmitRow
          loading={update.isPending}
          label={t('enquiries.save')}
          onCancel={onDone}
          cancelLabel={t('enquiries.close')}
        />
      </Stack>
    </form>
  );
}

/** One enquiry in the inbox: who sent it, about what, and when. */
function EnquiryCard({ enquiry, onOpen }: { enquiry: TEnquiry; onOpen: () => void }) {
  const { t } = useTranslation(['contentAdmin', 'common']);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <StatusBadge status={enquiry.status} />
            <Text fw={600} style={{ wordBreak: 'break-word' }}>
              {enquiry.subject}
            </Text>
          </Group>
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {enquiry.name}
            {enquiry.company ? ` · ${enquiry.company}` : ''} · {enquiry.email}
          </Text>
          <Text size="xs" c="dimmed">
            <time dateTime={enquiry.created_at}>{formatDateTime(enquiry.created_at)}</time>
            {' · '}
            {t(`common:footer.services.${enquiry.page as 'contact-us'}`)}
            {' · '}
            {enquiry.assignee?.name ?? t('enquiries.unassigned')}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="light"
          style={{ flexShrink: 0 }}
          onClick={onOpen}
          aria-label={t('enquiries.openEnquiry', { subject: enquiry.subject })}
        >
          {t('enquiries.open')}
        </Button>
      </Group>
    </Paper>
  );
}

/** `/admin-pannel/enquiries`: the enquiries inbox, filtered and paged, each opened in a drawer. */
export function EnquiriesPage() {
  const sides = useSides();
  const { t } = useTranslation(['contentAdmin', 'common']);
  const { draft, set, page, setPage, query, formProps } = useListFilters(EMPTY, PAGE_SIZE);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery(enquiriesQuery(query));
  const staff = useQuery(assigneesQuery);
  const open = list.data?.items.find((e) => e.id === openId);
  return (
    <PageShell title={t('enquiries.title')} description={t('enquiries.description')}>
      <Stack>
        <FilterForm
          label={t('enquiries.filters')}
          applyLabel={t('enquiries.apply')}
          clearLabel={t('enquiries.clear')}
          columns={4}
          {...formProps}
        >
          <TextInput
            label={t('enquiries.search')}
            description={t('enquiries.searchHint')}
            inputWrapperOrder={['label', 'input', 'description']}
            type="search"
            value={draft.q}
            onChange={(e) => set('q')(e.currentTarget.value)}
          />
          <Select
            label={t('enquiries.status')}
            placeholder={t('enquiries.anyStatus')}
            clearable
            data={ENQUIRY_STATUSES.map((value) => ({
              value,
              label: t(`enquiries.statuses.${value}`),
            }))}
            value={draft.status || null}
            onChange={set('status')}
          />
          <Select
            label={t('enquiries.page')}
            placeholder={t('enquiries.anyPage')}
            clearable
            data={FORM_PAGES.map((value) => ({
              value,
              label: t(`common:footer.services.${value}`),
            }))}
            value={draft.page_key || null}
            onChange={set('page_key')}
          />
          <Select
            label={t('enquiries.assignee')}
            placeholder={t('enquiries.anyone')}
            clearable
            searchable
            data={[
              { value: 'me', label: t('enquiries.me') },
              { value: 'none', label: t('enquiries.nobody') },
              ...(staff.data ?? []).map((p) => ({ value: p.id, label: p.name })),
            ]}
            value={draft.assignee || null}
            onChange={set('assignee')}
          />
        </FilterForm>
        {list.isPending ? (
          <ListSkeleton height={64} />
        ) : list.error ? (
          <LoadError onRetry={() => void list.refetch()} />
        ) : !list.data.items.length ? (
          <Text c="dimmed">{t('enquiries.empty')}</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.data.items.map((enquiry) => (
              <EnquiryCard
                key={enquiry.id}
                enquiry={enquiry}
                onOpen={() => setOpenId(enquiry.id)}
              />
            ))}
          </Stack>
        )}
        {list.data && (
          <Pager
            page={page}
            pageSize={list.data.page_size}
            total={list.data.total}
            onChange={setPage}
          />
        )}
      </Stack>
      <Drawer
        opened={!!open}
        onClose={() => setOpenId(null)}
        position={sides.end}
        size="lg"
        title={t('enquiries.detail')}
        closeButtonProps={{ 'aria-label': t('enquiries.close') }}
      >
        {open && <EnquiryDetail key={open.id} enquiry={open} onDone={() => setOpenId(null)} />}
      </Drawer>
    </PageShell>
  );
}
