import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import type { TClientSubmission } from '@logicareers/shared/schemas/client-submissions';
import {
  dateColumn,
  ListEmpty,
  ListFailed,
  ListTable,
  pagingOf,
} from '../../../components/list-table';
import { PageShell } from '../../../components/page-shell';
import { SubmissionStatusBadge } from '../../../components/talent/submission-status-badge';
import { useUrlSearch } from '../../../lib/url-search';
import { ANSWER_FILTERS, clientSubmissionsQuery, type AnswerFilter } from './submissions-api';

const isAnswerFilter = (value: string | null): value is AnswerFilter =>
  value !== null && value in ANSWER_FILTERS;

/** The candidate's cell: their name (or initials) opening them, and their headline. */
function CandidateCell({ row }: { row: TClientSubmission }) {
  const { t } = useTranslation('clientCv');
  return (
    <Stack gap={0} miw={0}>
      <Anchor
        component={Link}
        to={paths.employer.submission(row.id)}
        fw={600}
        aria-label={t('account.open', { name: row.candidate.name })}
      >
        <bdi>{row.candidate.name}</bdi>
      </Anchor>
      {row.candidate.headline && (
        <Text size="sm" c="dimmed" lineClamp={2}>
          <bdi>{row.candidate.headline}</bdi>
        </Text>
      )}
    </Stack>
  );
}

/** The consultancy's note and the client's own, shortened: the whole is on the candidate's page. */
function NotesCell({ row }: { row: TClientSubmission }) {
  const { t } = useTranslation('clientCv');
  if (!row.note && !row.client_note) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={2} maw={320}>
      {row.note && (
        <Text size="sm" lineClamp={2}>
          <bdi>{row.note}</bdi>
        </Text>
      )}
      {row.client_note && (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {t('yourNote', { note: row.client_note })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * `/employer/submitted-candidates`: the candidates consultancies sent to the company while their
 * links work, as the e-mailed links show them, filtered by job and answer (kept in the address).
 */
export function ClientSubmissionsPage() {
  const { t } = useTranslation(['clientCv', 'common']);
  const navigate = useNavigate();
  const { params, replace: set } = useUrlSearch();
  const answer = params.get('answer');
  const filter = {
    job: Number(params.get('job')) || null,
    answer: isAnswerFilter(answer) ? answer : null,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const { data, isPending, error, refetch } = useQuery(clientSubmissionsQuery(filter));
  const filtered = filter.job !== null || filter.answer !== null;
  return (
    <PageShell title={t('account.title')} description={t('account.description')}>
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('account.job')}
            placeholder={t('account.allJobs')}
            data={(data?.jobs ?? []).map((job) => ({ value: String(job.id), label: job.title }))}
            value={filter.job === null ? null : String(filter.job)}
            onChange={(value) => set({ job: value })}
            clearable
            searchable
            w={{ base: '100%', xs: 260 }}
          />
          <Select
            label={t('account.answer')}
            placeholder={t('account.allAnswers')}
            data={(Object.keys(ANSWER_FILTERS) as AnswerFilter[]).map((value) => ({
              value,
              label: t(`account.answers.${value}`),
            }))}
            value={filter.answer}
            onChange={(value) => set({ answer: value })}
            clearable
            w={{ base: '100%', xs: 220 }}
          />
          {filtered && (
            <Button variant="subtle" onClick={() => set({ job: null, answer: null })}>
              {t('account.clear')}
            </Button>
          )}
        </Group>
        <ListTable
          label={t('account.title')}
          rows={data?.items}
          rowKey={(row) => row.id}
          loading={isPending}
          skeleton={{ rows: 3, height: 48, label: t('account.loading') }}
          error={
            error && (
              <ListFailed
                error={error}
                retry={{ label: t('retry'), onClick: () => void refetch() }}
              >
                {t('account.failed')}
              </ListFailed>
            )
          }
          empty={
            <ListEmpty>{filtered ? t('account.emptyFiltered') : t('account.empty')}</ListEmpty>
          }
          paging={pagingOf(data, filter.page, (page) => set({ page: String(page) }))}
          onRowClick={(row) => void navigate(paths.employer.submission(row.id))}
          rowProps={(row) => ({ 'data-testid': 'client-submission', 'data-id': row.id })}
          minWidth={860}
          columns={[
            {
              key: 'candidate',
              header: t('account.column.candidate'),
              cell: (row) => <CandidateCell row={row} />,
            },
            {
              key: 'job',
              header: t('account.column.job'),
              cell: (row) => (row.job ? <bdi>{row.job.title}</bdi> : t('account.noJob')),
            },
            {
              key: 'from',
              header: t('account.column.from'),
              cell: (row) => <bdi>{row.consultancy}</bdi>,
            },
            dateColumn('sent', t('account.column.sent'), (row: TClientSubmission) => row.sent_at),
            {
              key: 'notes',
              header: t('account.column.notes'),
              cell: (row) => <NotesCell row={row} />,
            },
            {
              key: 'answer',
              header: t('account.column.answer'),
              cell: (row) => (
                <Stack gap={2} align="flex-start">
                  <SubmissionStatusBadge status={row.status} />
                  {row.answered_by && (
                    <Text size="xs" c="dimmed">
                      {t('account.by', { name: row.answered_by })}
                    </Text>
                  )}
                </Stack>
              ),
            },
          ]}
        />
      </Stack>
    </PageShell>
  );
}
