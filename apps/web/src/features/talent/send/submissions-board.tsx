import { Anchor, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { SUBMISSION_STATUSES, type TSubmission } from '@logicareers/shared/schemas/talent';
import { PipelineBoard, type BoardItem } from '../../../components/pipeline-board';
import { formatDate } from '../../../lib/format';
import { SUBMISSIONS_PAGE_SIZE, submissionsQuery } from '../workspace-api';

type Card = BoardItem & { submission: TSubmission };

/** A sent candidate on the board: who, to which client, for which job, and when. */
function SubmissionCard({ submission }: { submission: TSubmission }) {
  const { t } = useTranslation('talentView');
  return (
    <Stack gap={2}>
      <Anchor component={Link} to={paths.workspace.candidateView(submission.candidate.id)} fw={600}>
        {submission.candidate.name}
      </Anchor>
      <Text size="sm">{submission.client.name}</Text>
      {submission.job && (
        <Text size="xs" c="dark.4">
          {submission.job.title}
        </Text>
      )}
      <Text size="xs" c="dark.3">
        {t('submissions.board.sent', { date: formatDate(submission.sent_at) })}
      </Text>
    </Stack>
  );
}

/**
 * The candidates the consultancy sent, across its clients, on a board of where each stands. The
 * client moves them by answering, so every card is fixed where it is; a column with more than its
 * first page opens the list filtered to its state.
 */
export function SubmissionsBoard({ onShowAll }: { onShowAll: (status: string) => void }) {
  const { t } = useTranslation(['talentView', 'common']);
  const stages = useQueries({
    queries: SUBMISSION_STATUSES.map((status) => submissionsQuery({ status, page: 1 })),
  });
  const items: Card[] = stages.flatMap((stage) =>
    (stage.data?.items ?? []).map((submission) => ({
      id: submission.id,
      column: submission.status,
      name: submission.candidate.name,
      locked: true,
      submission,
    })),
  );
  return (
    <Stack gap="xs">
      <Text size="sm" c="dark.4">
        {t('submissions.board.hint')}
      </Text>
      <PipelineBoard
        label={t('submissions.board.label')}
        columns={SUBMISSION_STATUSES.map((status, i) => {
          const total = stages[i].data?.total ?? 0;
          return {
            id: status,
            title: t(`common:submissionStatus.${status}`),
            count: total,
            loading: stages[i].isPending,
            hasMore: total > SUBMISSIONS_PAGE_SIZE,
            onShowMore: () => onShowAll(status),
          };
        })}
        items={items}
        renderCard={(card) => <SubmissionCard submission={card.submission} />}
        onMove={() => {}}
      />
    </Stack>
  );
}
