import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconFolderPlus, IconMailForward, IconSend, IconCalendarPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { API } from '@logicareers/shared/api';
import type { TCandidateView } from '@logicareers/shared/schemas/talent';
import { ApplicationStatusBadge } from '../../../components/applications/status-badge';
import {
  ContactDetails,
  fullName,
  ProfileHeader,
  ProfileSection,
  ProfileSections,
} from '../../../components/talent/candidate-profile';
import { CvFrame } from '../../../components/talent/cv-frame';
import { ApiError } from '../../../lib/api-client';
import { answerText } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatCalendarDate } from '../../../lib/format';
import { can, useProfile } from '../../../lib/session';
import { SubmissionSummary } from '../send/submission-status';
import { NewLinkButton, PreviewButton } from '../send/submission-link-actions';
import { AddToFolderDialog } from '../folders/add-to-folder-dialog';
import { candidateViewQuery } from '../workspace-api';
import { InviteDialog } from './invite-dialog';
import { CandidateEmails } from './candidate-emails';
import { CommentsPanel, FeedbackPanel } from './notes';

function Actions({ view }: { view: TCandidateView }) {
  const { t } = useTranslation('talentView');
  const [dialog, setDialog] = useState<'folder' | 'invite' | null>(null);
  const { t: ti } = useTranslation('interviews');
  const { profile } = useProfile();
  const id = view.profile.user_id;
  return (
    <Group gap="xs" wrap="wrap" aria-label={t('view.actions')} role="group">
      <Button
        variant="light"
        leftSection={<IconFolderPlus size={16} aria-hidden />}
        onClick={() => setDialog('folder')}
      >
        {t('view.addToFolder')}
      </Button>
      {view.can.submit && (
        <Button
          component={Link}
          to={paths.workspace.sendCandidate(new URLSearchParams({ candidates: id }))}
          leftSection={<IconSend size={16} aria-hidden />}
        >
          {t('view.send')}
        </Button>
      )}
      <Button
        variant="light"
        leftSection={<IconMailForward size={16} aria-hidden />}
        onClick={() => setDialog('invite')}
      >
        {t('view.invite')}
      </Button>
      {profile?.permissions.includes('communications.manage') && (
        <Button
          variant="light"
          component={Link}
          to={paths.workspace.scheduleInterview(new URLSearchParams({ candidate: id }))}
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
        >
          {ti('schedule')}
        </Button>
      )}
      <AddToFolderDialog
        candidateIds={[id]}
        opened={dialog === 'folder'}
        onClose={() => setDialog(null)}
      />
      <InviteDialog
        candidateIds={[id]}
        opened={dialog === 'invite'}
        onClose={() => setDialog(null)}
      />
    </Group>
  );
}

function Applications({ view }: { view: TCandidateView }) {
  const { t } = useTranslation('talentView');
  return (
    <ProfileSection title={t('view.applications')}>
      {view.applications.length ? (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {view.applications.map((application) => (
            <Stack key={application.id} gap={2} component="li">
              <Group gap="xs" wrap="wrap">
                <Anchor component={Link} to={paths.management.jobView(application.job.id)} fw={600}>
                  {application.job.title}
                </Anchor>
                <ApplicationStatusBadge status={application.status} />
              </Group>
              <Text size="sm" c="dimmed">
                {[
                  application.job.company_name,
                  t('view.appliedOn', { date: formatCalendarDate(application.applied_at) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('view.applicationsEmpty')}
        </Text>
      )}
    </ProfileSection>
  );
}

function Submissions({ view }: { view: TCandidateView }) {
  const { t } = useTranslation('talentView');
  // Read once per render: a link is open until it expires (or is withdrawn, which expires it).
  const now = new Date().toISOString();
  return (
    <ProfileSection title={t('view.submissions')}>
      {view.submissions.length ? (
        <Stack gap="md">
          {view.submissions.map((submission) => (
            <Stack key={submission.id} gap="xs">
              <SubmissionSummary submission={submission} />
              {submission.expires_at > now && (
                <Group gap="xs" wrap="wrap">
                  <PreviewButton submission={submission} />
                  <NewLinkButton submission={submission} />
                </Group>
              )}
            </Stack>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('view.submissionsEmpty')}
        </Text>
      )}
    </ProfileSection>
  );
}

function Folders({ view }: { view: TCandidateView }) {
  const { t } = useTranslation('talentView');
  return (
    <ProfileSection title={t('view.folders')}>
      {view.folders.length ? (
        <Group gap="xs">
          {view.folders.map((folder) => (
            <Anchor key={folder.id} component={Link} to={paths.workspace.cvFolderView(folder.id)}>
              {folder.name}
            </Anchor>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('view.foldersEmpty')}
        </Text>
      )}
    </ProfileSection>
  );
}

/** `/management/candidate/view/{id}`: a candidate's whole profile, CV and the company's notes. */
export function CandidateViewPage() {
  const { t } = useTranslation('talentView');
  const { id = '' } = useParams();
  const query = useQuery(candidateViewQuery(id));
  const session = useProfile();
  const view = query.data;
  useDocumentTitle(view ? fullName(view.profile) : undefined);

  if (query.isError) {
    const notFound =
      query.error instanceof ApiError && [400, 403, 404].includes(query.error.status);
    // A plan's limit reached (this month's profile openings): its reason and the way to upgrade.
    const data =
      query.error instanceof ApiError ? (query.error.data as { upgrade?: unknown }) : null;
    const upgrade = typeof data?.upgrade === 'string' ? data.upgrade : null;
    return (
      <Container size="md" py="xl">
        <Alert
          color={notFound ? 'yellow' : 'red'}
          title={
            upgrade
              ? t('view.limitTitle')
              : notFound
                ? t('view.notFoundTitle')
                : t('view.failedTitle')
          }
          role="alert"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {upgrade
                ? answerText(data)
                : notFound
                  ? t('view.notFoundText')
                  : t('view.failedText')}
            </Text>
            {upgrade && <Anchor href={upgrade}>{t('toast.upgrade', { ns: 'common' })}</Anchor>}
            {notFound ? (
              <Anchor component={Link} to={paths.workspace.cvSearch()}>
                {t('view.back')}
              </Anchor>
            ) : (
              <Button variant="light" onClick={() => void query.refetch()}>
                {t('view.retry')}
              </Button>
            )}
          </Stack>
        </Alert>
      </Container>
    );
  }
  if (!view) {
    return (
      <Container size="xl" py="xl">
        <Stack>
          <Skeleton h={80} />
          <Skeleton h={240} />
        </Stack>
      </Container>
    );
  }
  const { profile } = view;
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.workspace.cvSearch()} size="sm">
          {t('view.back')}
        </Anchor>
        <ProfileHeader
          profile={profile}
          lastActiveAt={view.last_active_at}
          aside={<Actions view={view} />}
        />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <ContactDetails profile={profile} />
              {profile.cv ? (
                <CvFrame file={profile.cv} path={API.talent.candidateCv(profile.user_id)} />
              ) : (
                <ProfileSection title={t('cv.title')}>
                  <Text size="sm" c="dimmed">
                    {t('cv.none')}
                  </Text>
                </ProfileSection>
              )}
              <ProfileSections profile={profile} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <CommentsPanel candidateId={profile.user_id} comments={view.comments} />
              <FeedbackPanel candidateId={profile.user_id} feedback={view.feedback} />
              {view.can.submit && <Submissions view={view} />}
              <Applications view={view} />
              {can(session.profile, 'communications.manage') && (
                <CandidateEmails candidateId={profile.user_id} />
              )}
              <Folders view={view} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
