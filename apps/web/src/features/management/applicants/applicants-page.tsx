import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Collapse,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { IconCalendarPlus, IconDownload, IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { Link, useParams } from 'react-router';
import { ZApplicationComment, type TApplicant } from '@logicareers/shared/schemas/candidate';
import {
  APPLICATION_STATUSES,
  RECRUITER_STATUSES,
  type ApplicationStatus,
} from '@logicareers/shared/application-status';
import { useRecruitingPaths } from '../../../lib/recruiting-area';
import { ApplicationStatusBadge } from '../../../components/applications/status-badge';
import { errorText } from '../../../components/form/field-error';
import { Pager, PageShell } from '../../../components/page-shell';
import { formatDate, formatNumber } from '../../../lib/format';
import { can, useProfile } from '../../../lib/session';
import { paths } from '@logicareers/shared/pages';
import {
  APPLICANTS_PAGE_SIZE,
  applicantsQuery,
  useCommentApplicant,
  useDownloadCv,
  useMoveApplicants,
} from '../management-api';

/** The statuses a recruiter moves applicants to, named in the user's language. */
function useStatusOptions() {
  const { t } = useTranslation();
  return RECRUITER_STATUSES.map((status) => ({
    value: status,
    label: t(`applicationStatus.${status}`),
  }));
}

/** A comment on an application, checked by the shared rules; only the company sees it. */
export function CommentForm({ applicationId, jobId }: { applicationId: string; jobId: string }) {
  const { t } = useTranslation('management');
  const form = useForm<{ body: string }>({
    resolver: zodResolver(ZApplicationComment),
    defaultValues: { body: '' },
  });
  const comment = useCommentApplicant(jobId, form);
  const onSubmit = form.handleSubmit(({ body }) =>
    comment.mutate(
      { application_id: applicationId, body },
      { onSuccess: () => form.reset({ body: '' }) },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          label={t('applicants.comment.label')}
          description={t('applicants.comment.hint')}
          autosize
          minRows={1}
          {...form.register('body')}
          error={errorText(form.formState.errors.body)}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light" loading={comment.isPending}>
          {t('applicants.comment.submit')}
        </Button>
      </Group>
    </form>
  );
}

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  const { t } = useTranslation('management');
  if (!value) return null;
  return (
    <Text size="sm">
      <Text span c="dark.3" size="sm">
        {t('applicants.card.fact', { label })}
      </Text>{' '}
      {value}
    </Text>
  );
}

function ApplicantCard({
  applicant,
  jobId,
  selected,
  onSelect,
}: {
  applicant: TApplicant;
  jobId: string;
  selected: boolean;
  onSelect: (checked: boolean) => void;
}) {
  const { t } = useTranslation(['management', 'common']);
  const [open, setOpen] = useState(false);
  const move = useMoveApplicants(jobId);
  const download = useDownloadCv();
  const statusOptions = useStatusOptions();
  const { candidate } = applicant;
  const detailsId = `applicant-${applicant.id}`;
  const withdrawn = applicant.status === 'withdrawn';
  const { t: ti } = useTranslation('interviews');
  const mayInterview = !!useProfile().profile?.permissions.includes('communications.manage');
  // A withdrawn application comes without the candidate's details, perhaps without a name.
  const name = candidate.name || t('applicants.card.unnamed');
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      data-applicant={candidate.email ?? undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Checkbox
          mt={4}
          checked={selected}
          disabled={withdrawn}
          onChange={(event) => onSelect(event.currentTarget.checked)}
          aria-label={t('applicants.card.select', { name })}
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={700} fz="lg" c="brand.9">
                {name}
              </Text>
              {candidate.headline && (
                <Text size="sm" c="dark.4">
                  {candidate.headline}
                </Text>
              )}
            </Stack>
            <ApplicationStatusBadge status={applicant.status} />
          </Group>
          <Group gap="lg" wrap="wrap">
            <Fact label={t('applicants.card.location')} value={candidate.location} />
            <Fact
              label={t('applicants.card.experience')}
              value={
                candidate.experience_years === null
                  ? null
                  : t('applicants.card.experienceYears', { count: candidate.experience_years })
              }
            />
            <Fact label={t('applicants.card.nationality')} value={candidate.nationality} />
            <Fact
              label={t('applicants.card.visa')}
              value={candidate.visa_status ? t(`common:visaStatus.${candidate.visa_status}`) : null}
            />
            <Fact
              label={t('applicants.card.notice')}
              value={
                candidate.notice_period ? t(`common:noticePeriod.${candidate.notice_period}`) : null
              }
            />
            <Fact
              label={t('applicants.card.expects')}
              value={
                candidate.expected_salary === null
                  ? null
                  : t('applicants.card.salary', {
                      amount: formatNumber(candidate.expected_salary),
                    })
              }
            />
          </Group>
          {candidate.skills.length > 0 && (
            <Group gap={4}>
              {candidate.skills.slice(0, 8).map((skill) => (
                <Badge key={skill} variant="outline" color="gray" size="sm">
                  {skill}
                </Badge>
              ))}
            </Group>
          )}
          <Text size="xs" c="dark.3">
            {t('applicants.card.applied', { date: formatDate(applicant.applied_at) })} ·{' '}
            {candidate.email ? (
              <>
                <Anchor href={`mailto:${candidate.email}`} size="xs">
                  {candidate.email}
                </Anchor>
                {candidate.mobile_number && ` · ${candidate.mobile_number}`}
              </>
            ) : (
              t('applicants.card.withdrawnDetails')
            )}
          </Text>
          <Group gap="xs" mt={4} wrap="wrap">
            <Select
              aria-label={t('applicants.card.statusOf', { name })}
              data={statusOptions}
              value={withdrawn ? null : applicant.status}
              placeholder={
                withdrawn ? t('common:applicationStatus.withdrawn') : t('applicants.card.moveTo')
              }
              disabled={withdrawn}
              allowDeselect={false}
              size="xs"
              w={150}
              onChange={(value) => {
                if (value && value !== applicant.status)
                  move.mutate({ application_ids: [applicant.id], status: value });
              }}
            />
            {candidate.has_cv ? (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconDownload size={14} aria-hidden />}
                loading={download.isPending}
                onClick={() =>
                  download.mutate({
                    applicationId: applicant.id,
                    fileName: t('applicants.card.cvFile', { name }),
                  })
                }
              >
                {t('applicants.card.downloadCv')}
              </Button>
            ) : (
              !withdrawn && (
                <Text size="xs" c="dark.3">
                  {t('applicants.card.noCv')}
                </Text>
              )
            )}
            {mayInterview && !withdrawn && (
              <Button
                size="xs"
                variant="light"
                component={Link}
                to={paths.workspace.scheduleInterview(
                  new URLSearchParams({ application: applicant.id }),
                )}
                leftSection={<IconCalendarPlus size={14} aria-hidden />}
              >
                {ti('schedule')}
              </Button>
            )}
            <Button
              size="xs"
              variant="subtle"
              onClick={() => setOpen((value) => !value)}
              aria-expanded={open}
              aria-controls={detailsId}
            >
              {open
                ? t('applicants.card.hideDetails')
                : t('applicants.card.showDetails', { count: applicant.comments.length })}
            </Button>
          </Group>
          <Collapse expanded={open} id={detailsId}>
            <Stack gap="sm" mt="sm">
              {applicant.cover_note && (
                <div>
                  <Text size="sm" fw={600}>
                    {t('applicants.card.coverNote')}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {applicant.cover_note}
                  </Text>
                </div>
              )}
              <div>
                <Text size="sm" fw={600} mb={4}>
                  {t('applicants.card.history')}
                </Text>
                <Timeline active={applicant.history.length - 1} bulletSize={12} lineWidth={2}>
                  {applicant.history.map((event, i) => (
                    <Timeline.Item key={i} title={t(`common:applicationStatus.${event.to_status}`)}>
                      <Text size="xs" c="dark.3">
                        {formatDate(event.at)}
                        {event.by ? ` · ${event.by}` : ''}
                      </Text>
                    </Timeline.Item>
                  ))}
                </Timeline>
              </div>
              <div>
                <Text size="sm" fw={600} mb={4}>
                  {t('applicants.card.comments')}
                </Text>
                {applicant.comments.length ? (
                  <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                    {applicant.comments.map((comment) => (
                      <li key={comment.id}>
                        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                          {comment.body}
                        </Text>
                        <Text size="xs" c="dark.3">
                          {comment.author ?? t('applicants.card.colleague')} ·{' '}
                          {formatDate(comment.at)}
                        </Text>
                      </li>
                    ))}
                  </Stack>
                ) : (
                  <Text size="sm" c="dark.3">
                    {t('applicants.card.noComments')}
                  </Text>
                )}
              </div>
              <CommentForm applicationId={applicant.id} jobId={jobId} />
            </Stack>
          </Collapse>
        </Stack>
      </Group>
    </Paper>
  );
}

/** `/management/jobs/view/{id}/applicants`: a job's applicants, moved one at a time or in bulk. */
export function ApplicantsPage() {
  const { t } = useTranslation(['management', 'common']);
  const recruiting = useRecruitingPaths();
  const { id = '' } = useParams();
  const [status, setStatus] = useState<ApplicationStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkStatus, setBulkStatus] = useState<string | null>(null);
  const move = useMoveApplicants(id);
  const { profile } = useProfile();
  const statusOptions = useStatusOptions();
  const { data, isPending, error } = useQuery(applicantsQuery(id, status, page));
  const selectable = data?.items.filter((item) => item.status !== 'withdrawn') ?? [];
  const allSelected = selectable.length > 0 && selectable.every((item) => selected.has(item.id));
  const toggle = (applicationId: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(applicationId);
      else next.delete(applicationId);
      return next;
    });

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
      <Tabs
        value={status}
        onChange={(value) => {
          setStatus((value ?? 'all') as ApplicationStatus | 'all');
          setPage(1);
          setSelected(new Set());
        }}
        mb="md"
      >
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          <Tabs.Tab value="all">
            {data
              ? t('applicants.tab', { label: t('applicants.all'), count: data.counts.total })
              : t('applicants.all')}
          </Tabs.Tab>
          {APPLICATION_STATUSES.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {data
                ? t('applicants.tab', {
                    label: t(`common:applicationStatus.${s}`),
                    count: data.counts[s],
                  })
                : t(`common:applicationStatus.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {selectable.length > 0 && (
        <Paper withBorder radius="md" p="sm" mb="sm" pos="sticky" top={64} style={{ zIndex: 2 }}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Checkbox
              label={
                selected.size
                  ? t('applicants.selected', { count: selected.size })
                  : t('applicants.selectAll')
              }
              checked={allSelected}
              indeterminate={selected.size > 0 && !allSelected}
              onChange={(event) =>
                setSelected(
                  event.currentTarget.checked
                    ? new Set(selectable.map((item) => item.id))
                    : new Set(),
                )
              }
            />
            <Group gap="xs">
              <Select
                aria-label={t('applicants.bulkLabel')}
                placeholder={t('applicants.bulkPlaceholder')}
                data={statusOptions}
                value={bulkStatus}
                onChange={setBulkStatus}
                size="sm"
                w={180}
              />
              <Button
                disabled={!selected.size || !bulkStatus}
                loading={move.isPending}
                onClick={() =>
                  move.mutate(
                    { application_ids: [...selected], status: bulkStatus! },
                    { onSuccess: () => setSelected(new Set()) },
                  )
                }
              >
                {t('applicants.move')}
              </Button>
              {can(profile, 'communications.manage') && (
                <>
                  <LinkButton
                    variant="light"
                    to={paths.workspace.emailCompose(
                      new URLSearchParams({
                        candidates: selectable
                          .filter((item) => selected.has(item.id))
                          .map((item) => item.candidate.user_id)
                          .join(','),
                      }),
                    )}
                    disabled={!selected.size}
                    leftSection={<IconMail size={16} aria-hidden />}
                  >
                    {t('applicants.emailSelected')}
                  </LinkButton>
                  <Button
                    variant="default"
                    component={Link}
                    to={paths.workspace.emailCompose(new URLSearchParams({ job: id }))}
                    leftSection={<IconMail size={16} aria-hidden />}
                  >
                    {t('applicants.emailAll')}
                  </Button>
                </>
              )}
            </Group>
          </Group>
        </Paper>
      )}
      {isPending ? (
        <Stack>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} h={150} radius="md" />
          ))}
        </Stack>
      ) : data && data.items.length ? (
        <>
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('applicants.list')}
          >
            {data.items.map((applicant) => (
              <ApplicantCard
                key={applicant.id}
                applicant={applicant}
                jobId={id}
                selected={selected.has(applicant.id)}
                onSelect={(checked) => toggle(applicant.id, checked)}
              />
            ))}
          </Stack>
          <Pager
            page={page}
            pageSize={APPLICANTS_PAGE_SIZE}
            total={data.total}
            onChange={setPage}
          />
        </>
      ) : (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Title order={2} fz="lg">
            {status === 'all'
              ? t('applicants.emptyAll')
              : t('applicants.emptyStatus', {
                  status: t(`common:applicationStatus.${status}`).toLowerCase(),
                })}
          </Title>
          <Text c="dimmed" mt="xs">
            {t('applicants.emptyHint')}
          </Text>
        </Paper>
      )}
    </PageShell>
  );
}
