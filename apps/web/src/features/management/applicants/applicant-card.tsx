import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Collapse,
  Group,
  Select,
  Stack,
  Text,
  Textarea,
  Timeline,
} from '@mantine/core';
import { IconCalendarPlus, IconDownload } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZApplicationComment, type TApplicant } from '@logicareers/shared/schemas/candidate';
import { RECRUITER_STATUSES } from '@logicareers/shared/application-status';
import { paths } from '@logicareers/shared/pages';
import { ApplicationStatusBadge } from '../../../components/applications/status-badge';
import { ApplicantTags } from './applicant-tags';
import { errorText } from '../../../components/form/field-error';
import { formatDate, formatMoney } from '../../../lib/format';
import { useProfile } from '../../../lib/session';
import { useCommentApplicant, useDownloadCv } from '../management-api';

/** The statuses a recruiter moves applicants to, named in the user's language. */
export function useStatusOptions() {
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

/** What an application holds beyond its card: the cover note, its history and the comments. */
function ApplicantDetails({ applicant, jobId }: { applicant: TApplicant; jobId: string }) {
  const { t } = useTranslation(['management', 'common']);
  return (
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
                  {comment.author ?? t('applicants.card.colleague')} · {formatDate(comment.at)}
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
  );
}

/** Where the candidate is, their experience, nationality, visa, notice and salary expected. */
function ApplicantFacts({ candidate }: { candidate: TApplicant['candidate'] }) {
  const { t } = useTranslation(['management', 'common']);
  return (
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
        value={candidate.notice_period ? t(`common:noticePeriod.${candidate.notice_period}`) : null}
      />
      <Fact
        label={t('applicants.card.expects')}
        value={
          candidate.expected_salary === null
            ? null
            : formatMoney(candidate.expected_salary, 'perMonth')
        }
      />
    </Group>
  );
}

/** The candidate's first skills. */
function SkillBadges({ skills }: { skills: string[] }) {
  if (!skills.length) return null;
  return (
    <Group gap={4}>
      {skills.slice(0, 8).map((skill) => (
        <Badge key={skill} variant="outline" color="gray" size="sm">
          {skill}
        </Badge>
      ))}
    </Group>
  );
}

/** The applicant's name and headline, with the application's status. */
function ApplicantHeading({ applicant, name }: { applicant: TApplicant; name: string }) {
  return (
    <Group justify="space-between" align="flex-start" gap="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={700} fz="lg" c="brand.9">
          {name}
        </Text>
        {applicant.candidate.headline && (
          <Text size="sm" c="dark.4" dir="auto">
            {applicant.candidate.headline}
          </Text>
        )}
      </Stack>
      <ApplicationStatusBadge status={applicant.status} />
    </Group>
  );
}

/** An applicant: who they are, where the application stands, and what may be done with it. */
export function ApplicantCard({
  applicant,
  jobId,
  onMove,
  tags,
}: {
  applicant: TApplicant;
  jobId: string;
  /** Moves it as the page does: asking whether to e-mail the candidate, with Undo after. */
  onMove: (ids: string[], status: string, name: string) => Promise<boolean>;
  /** The job's tags, offered when tagging. */
  tags: string[];
}) {
  const { t } = useTranslation(['management', 'common']);
  const [open, setOpen] = useState(false);
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
    <Stack gap={4}>
      <ApplicantHeading applicant={applicant} name={name} />
      <ApplicantFacts candidate={candidate} />
      <SkillBadges skills={candidate.skills} />
      <ApplicantTags applicant={applicant} name={name} jobId={jobId} suggestions={tags} />
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
            if (value && value !== applicant.status) void onMove([applicant.id], value, name);
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
        <ApplicantDetails applicant={applicant} jobId={jobId} />
      </Collapse>
    </Stack>
  );
}
