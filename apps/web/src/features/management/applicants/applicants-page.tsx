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
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { API } from '@logicareers/shared/api';
import type { TApplicantsPage } from '@logicareers/shared/schemas/applications';
import {
  NOTICE_PERIOD_LABELS,
  VISA_STATUS_LABELS,
  type TApplicant,
} from '@logicareers/shared/schemas/candidate';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  RECRUITER_STATUSES,
  type ApplicationStatus,
} from '@logicareers/shared/application-status';
import { ApplicationStatusBadge } from '../../../components/applications/status-badge';
import { Pager, PageShell } from '../../../components/page-shell';
import { paths } from '@logicareers/shared/pages';
import { api, downloadFile } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { showErrorToasts, successToast } from '../../../lib/toasts';

const PAGE_SIZE = 20;
const STATUS_OPTIONS = RECRUITER_STATUSES.map((status) => ({
  value: status,
  label: APPLICATION_STATUS_LABELS[status],
}));
const applicantsKey = (jobId: string) => ['applicants', jobId] as const;

/** Moves applications and refreshes the list; answers whether it worked. */
function useMoveApplicants(jobId: string) {
  const queryClient = useQueryClient();
  return async (ids: string[], status: string) => {
    try {
      const answer = await api<{ message: string }>(API.applications.setStatus, {
        method: 'PUT',
        body: { application_ids: ids, status },
      });
      successToast(answer.message);
      return true;
    } catch (error) {
      showErrorToasts(error);
      return false;
    } finally {
      await queryClient.invalidateQueries({ queryKey: applicantsKey(jobId) });
    }
  };
}

function CommentForm({ applicationId, jobId }: { applicationId: string; jobId: string }) {
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        if (!body.trim()) {
          setError('Comment is required');
          return;
        }
        setBusy(true);
        try {
          await api(API.applications.comment, {
            method: 'POST',
            body: { application_id: applicationId, body },
          });
          setBody('');
          setError(null);
          await queryClient.invalidateQueries({ queryKey: applicantsKey(jobId) });
        } catch (failure) {
          showErrorToasts(failure);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          label="Add a comment"
          description="Only your company sees comments."
          autosize
          minRows={1}
          maxLength={2000}
          value={body}
          error={error}
          onChange={(event) => setBody(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light" loading={busy}>
          Add
        </Button>
      </Group>
    </form>
  );
}

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Text size="sm">
      <Text span c="dark.3" size="sm">
        {label}:
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
  const [open, setOpen] = useState(false);
  const move = useMoveApplicants(jobId);
  const { candidate } = applicant;
  const detailsId = `applicant-${applicant.id}`;
  const withdrawn = applicant.status === 'withdrawn';
  return (
    <Paper withBorder radius="md" p="md" component="li" data-applicant={candidate.email}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Checkbox
          mt={4}
          checked={selected}
          disabled={withdrawn}
          onChange={(event) => onSelect(event.currentTarget.checked)}
          aria-label={`Select ${candidate.name}`}
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={700} fz="lg" c="brand.9">
                {candidate.name}
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
            <Fact label="Location" value={candidate.location} />
            <Fact
              label="Experience"
              value={
                candidate.experience_years === null
                  ? null
                  : `${candidate.experience_years} year${candidate.experience_years === 1 ? '' : 's'}`
              }
            />
            <Fact label="Nationality" value={candidate.nationality} />
            <Fact
              label="Visa"
              value={candidate.visa_status ? VISA_STATUS_LABELS[candidate.visa_status] : null}
            />
            <Fact
              label="Notice"
              value={candidate.notice_period ? NOTICE_PERIOD_LABELS[candidate.notice_period] : null}
            />
            <Fact
              label="Expects"
              value={
                candidate.expected_salary === null
                  ? null
                  : `AED ${candidate.expected_salary.toLocaleString('en-AE')} / month`
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
            Applied {formatDate(applicant.applied_at)} ·{' '}
            <Anchor href={`mailto:${candidate.email}`} size="xs">
              {candidate.email}
            </Anchor>
            {candidate.mobile_number && ` · ${candidate.mobile_number}`}
          </Text>
          <Group gap="xs" mt={4} wrap="wrap">
            <Select
              aria-label={`Status of ${candidate.name}`}
              data={STATUS_OPTIONS}
              value={withdrawn ? null : applicant.status}
              placeholder={withdrawn ? 'Withdrawn' : 'Move to'}
              disabled={withdrawn}
              allowDeselect={false}
              size="xs"
              w={150}
              onChange={(value) => {
                if (value && value !== applicant.status) void move([applicant.id], value);
              }}
            />
            {candidate.has_cv ? (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconDownload size={14} aria-hidden />}
                onClick={() =>
                  downloadFile(
                    API.applications.applicantCv(applicant.id),
                    `${candidate.name} CV`,
                  ).catch(showErrorToasts)
                }
              >
                Download CV
              </Button>
            ) : (
              <Text size="xs" c="dark.3">
                No CV uploaded
              </Text>
            )}
            <Button
              size="xs"
              variant="subtle"
              onClick={() => setOpen((value) => !value)}
              aria-expanded={open}
              aria-controls={detailsId}
            >
              {open ? 'Hide details' : `Details and comments (${applicant.comments.length})`}
            </Button>
          </Group>
          <Collapse expanded={open} id={detailsId}>
            <Stack gap="sm" mt="sm">
              {applicant.cover_note && (
                <div>
                  <Text size="sm" fw={600}>
                    Cover note
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {applicant.cover_note}
                  </Text>
                </div>
              )}
              <div>
                <Text size="sm" fw={600} mb={4}>
                  History
                </Text>
                <Timeline active={applicant.history.length - 1} bulletSize={12} lineWidth={2}>
                  {applicant.history.map((event, i) => (
                    <Timeline.Item key={i} title={APPLICATION_STATUS_LABELS[event.to_status]}>
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
                  Comments
                </Text>
                {applicant.comments.length ? (
                  <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                    {applicant.comments.map((comment) => (
                      <li key={comment.id}>
                        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                          {comment.body}
                        </Text>
                        <Text size="xs" c="dark.3">
                          {comment.author ?? 'A colleague'} · {formatDate(comment.at)}
                        </Text>
                      </li>
                    ))}
                  </Stack>
                ) : (
                  <Text size="sm" c="dark.3">
                    No comments yet.
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
  const { id = '' } = useParams();
  const [status, setStatus] = useState<ApplicationStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkStatus, setBulkStatus] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const move = useMoveApplicants(id);
  const { data, isPending, error } = useQuery({
    queryKey: [...applicantsKey(id), status, page],
    queryFn: () =>
      api<{ data: TApplicantsPage }>(API.applications.applicants(Number(id)), {
        query: { status, page, page_size: PAGE_SIZE },
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
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
      <PageShell title="Applicants">
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      </PageShell>
    );
  }
  return (
    <PageShell
      title={data ? `Applicants: ${data.job.title}` : 'Applicants'}
      description={
        <Anchor component={Link} to={paths.management.jobView(id)}>
          Back to the job
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
          <Tabs.Tab value="all">All{data ? ` (${data.counts.total})` : ''}</Tabs.Tab>
          {APPLICATION_STATUSES.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {APPLICATION_STATUS_LABELS[s]}
              {data ? ` (${data.counts[s]})` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {selectable.length > 0 && (
        <Paper withBorder radius="md" p="sm" mb="sm" pos="sticky" top={64} style={{ zIndex: 2 }}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Checkbox
              label={selected.size ? `${selected.size} selected` : 'Select all on this page'}
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
                aria-label="Move the selected applicants to"
                placeholder="Move selected to"
                data={STATUS_OPTIONS}
                value={bulkStatus}
                onChange={setBulkStatus}
                size="sm"
                w={180}
              />
              <Button
                disabled={!selected.size || !bulkStatus}
                loading={moving}
                onClick={async () => {
                  setMoving(true);
                  const ok = await move([...selected], bulkStatus!);
                  setMoving(false);
                  if (ok) setSelected(new Set());
                }}
              >
                Move
              </Button>
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
            aria-label="Applicants"
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
          <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
        </>
      ) : (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Title order={2} fz="lg">
            {status === 'all'
              ? 'No applicants yet'
              : `No applicants are ${APPLICATION_STATUS_LABELS[status].toLowerCase()}`}
          </Title>
          <Text c="dimmed" mt="xs">
            Candidates who apply appear here with their profile and CV.
          </Text>
        </Paper>
      )}
    </PageShell>
  );
}
