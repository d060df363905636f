import { useState } from 'react';
import { Alert, Anchor, Group, SegmentedControl, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { TApplicantsPage } from '@logicareers/shared/schemas/applications';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '@logicareers/shared/application-status';
import { ListTable, useRowSelection } from '../../../components/list-table';
import { PageShell } from '../../../components/page-shell';
import { useRecruitingPaths } from '../../../lib/recruiting-area';
import { APPLICANTS_PAGE_SIZE, applicantsQuery } from '../management-api';
import { ApplicantCard } from './applicant-card';
import { ApplicantsBulkBar } from './applicants-bulk-bar';
import { EmptyPanel } from '../../../components/empty-panel';
import { ApplicantsBoard } from './applicants-board';
import { useMoveFlow } from './use-move-flow';
import { TagFilter, tagNames } from './applicant-tags';

export { CommentForm } from './applicant-card';

/** The job's applicants by status, each tab with its count once they are read. */
function StatusTabs({
  status,
  counts,
  onChange,
}: {
  status: ApplicationStatus | 'all';
  counts?: TApplicantsPage['counts'];
  onChange: (status: ApplicationStatus | 'all') => void;
}) {
  const { t } = useTranslation(['management', 'common']);
  return (
    <Tabs
      value={status}
      onChange={(value) => onChange((value ?? 'all') as ApplicationStatus | 'all')}
      mb="md"
    >
      <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
        <Tabs.Tab value="all">
          {counts
            ? t('applicants.tab', { label: t('applicants.all'), count: counts.total })
            : t('applicants.all')}
        </Tabs.Tab>
        {APPLICATION_STATUSES.map((s) => (
          <Tabs.Tab key={s} value={s}>
            {counts
              ? t('applicants.tab', {
                  label: t(`common:applicationStatus.${s}`),
                  count: counts[s],
                })
              : t(`common:applicationStatus.${s}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

const WIDE = '(min-width: 62em)';

/** Board or list, as the address says (`?view=`): the board by default on a wide screen. */
function useView() {
  const [params, setParams] = useSearchParams();
  const wide = useMediaQuery(WIDE, window.matchMedia?.(WIDE).matches ?? true, {
    getInitialValueInEffect: false,
  });
  const asked = params.get('view');
  const view: 'board' | 'list' =
    asked === 'board' || asked === 'list' ? asked : wide ? 'board' : 'list';
  const setView = (next: string) =>
    setParams(
      (now) => {
        now.set('view', next);
        return now;
      },
      { replace: true },
    );
  return [view, setView] as const;
}

/** The tag the applicants are filtered by (`?tag=`), or null for all. */
function useTag() {
  const [params, setParams] = useSearchParams();
  const setTag = (next: string | null) =>
    setParams(
      (now) => {
        if (next) now.set('tag', next);
        else now.delete('tag');
        return now;
      },
      { replace: true },
    );
  return [params.get('tag') || null, setTag] as const;
}

/** Switches the applicants between the board and the list, and filters them by a tag. */
function ViewBar({
  view,
  onChange,
  tags,
}: {
  view: string;
  onChange: (view: string) => void;
  tags: TApplicantsPage['tags'] | undefined;
}) {
  const { t } = useTranslation('pipeline');
  const [tag, setTag] = useTag();
  return (
    <Group mb="md" gap="md" align="flex-end" wrap="wrap">
      <SegmentedControl
        value={view}
        onChange={onChange}
        aria-label={t('view.label')}
        data={[
          { value: 'board', label: t('view.board') },
          { value: 'list', label: t('view.list') },
        ]}
      />
      <TagFilter tags={tags} value={tag} onChange={setTag} />
    </Group>
  );
}

/**
 * `/management/jobs/view/{id}/applicants`: a job's applicants on a board of stages or in a list,
 * moved one at a time or in bulk.
 */
export function ApplicantsPage() {
  const [view, setView] = useView();
  const { id = '' } = useParams();
  const { t } = useTranslation(['management', 'common']);
  const recruiting = useRecruitingPaths();
  const [tag] = useTag();
  const board = useQuery({ ...applicantsQuery(id, 'all', 1, tag), enabled: view === 'board' });
  if (view === 'list') return <ApplicantsList view={view} onView={setView} />;
  return (
    <PageShell
      title={
        board.data
          ? t('applicants.titleOf', { title: board.data.job.title })
          : t('applicants.title')
      }
      description={
        <Anchor component={Link} to={recruiting.jobView(id)}>
          {t('applicants.back')}
        </Anchor>
      }
    >
      <ViewBar view={view} onChange={setView} tags={board.data?.tags} />
      {board.error ? (
        <Alert color="red" role="alert">
          {board.error.message}
        </Alert>
      ) : (
        <ApplicantsBoard jobId={id} tag={tag} suggestions={tagNames(board.data?.tags)} />
      )}
    </PageShell>
  );
}

/** The job's applicants as a list, by status tab, with their details and comments. */
function ApplicantsList({ view, onView }: { view: string; onView: (view: string) => void }) {
  const { t } = useTranslation(['management', 'common']);
  const recruiting = useRecruitingPaths();
  const { id = '' } = useParams();
  const [status, setStatus] = useState<ApplicationStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const selection = useRowSelection<string>();
  const [tag] = useTag();
  const { data, isPending, error } = useQuery(applicantsQuery(id, status, page, tag));
  const selectable = data?.items.filter((item) => item.status !== 'withdrawn') ?? [];
  // The list moves as the board does: asked whether to e-mail, with Undo after.
  const flow = useMoveFlow(id);

  if (error) {
    return (
      <PageShell title={t('applicants.title')}>
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      </PageShell>
    );
  }
  return (
    <PageShell
      title={data ? t('applicants.titleOf', { title: data.job.title }) : t('applicants.title')}
      description={
        <Anchor component={Link} to={recruiting.jobView(id)}>
          {t('applicants.back')}
        </Anchor>
      }
    >
      <ViewBar view={view} onChange={onView} tags={data?.tags} />
      {flow.prompt}
      <StatusTabs
        status={status}
        counts={data?.counts}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
          selection.clear();
        }}
      />
      {selectable.length > 0 && (
        <ApplicantsBulkBar
          jobId={id}
          selectable={selectable}
          selection={selection}
          onMove={flow.ask}
        />
      )}
      <ListTable
        framed={false}
        layout="cards"
        rows={data?.items}
        rowKey={(applicant) => applicant.id}
        columns={[]}
        label={t('applicants.list')}
        loading={isPending}
        skeleton={{ rows: 3, height: 150 }}
        cards={{
          card: (applicant) => (
            <ApplicantCard
              applicant={applicant}
              jobId={id}
              onMove={flow.ask}
              tags={tagNames(data?.tags)}
            />
          ),
          padding: 'md',
          gap: 'sm',
        }}
        rowProps={(applicant) => ({ 'data-applicant': applicant.candidate.email ?? undefined })}
        select={{
          selection,
          allBox: false,
          allLabel: t('applicants.selectAll'),
          rowLabel: (applicant) =>
            t('applicants.card.select', {
              name: applicant.candidate.name || t('applicants.card.unnamed'),
            }),
          canSelect: (applicant) => applicant.status !== 'withdrawn',
        }}
        paging={
          data && { page, pageSize: APPLICANTS_PAGE_SIZE, total: data.total, onChange: setPage }
        }
        empty={
          <EmptyPanel
            title={
              status === 'all'
                ? t('applicants.emptyAll')
                : t('applicants.emptyStatus', {
                    status: t(`common:applicationStatus.${status}`).toLowerCase(),
                  })
            }
            hint={t('applicants.emptyHint')}
          />
        }
      />
    </PageShell>
  );
}
