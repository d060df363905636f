import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import {
  SUBMISSION_STATUSES,
  type SubmissionStatus,
  type TSubmission,
} from '@logicareers/shared/schemas/talent';
import {
  type BoardColumn,
  PipelineBoard,
  type BoardItem,
} from '../../../components/pipeline-board';
import { formatDate } from '../../../lib/format';
import { SUBMISSIONS_PAGE_SIZE, submissionsQuery } from '../workspace-api';

type Card = BoardItem & { submission: TSubmission };

/** The pages of each state to load: the first of each, one more each time "Show more" is pressed. */
const pagesToLoad = (pages: Partial<Record<SubmissionStatus, number>>) =>
  SUBMISSION_STATUSES.flatMap((status) =>
    Array.from({ length: pages[status] ?? 1 }, (_, i) => ({ status, page: i + 1 })),
  );

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
 * client moves them by answering, so every card is fixed where it is. Each column loads a page at
 * a time: "Show more" adds the next page of its state under the cards it shows, and its count is
 * the state's total as the server last gave it. A column's link opens the list at its state, where
 * the links are withdrawn and renewed.
 */
export function SubmissionsBoard({ onShowAll }: { onShowAll: (status: string) => void }) {
  const { t } = useTranslation(['talentView', 'common']);
  const [pages, setPages] = useState<Partial<Record<SubmissionStatus, number>>>({});
  const wanted = pagesToLoad(pages);
  const results = useQueries({
    queries: wanted.map(({ status, page }) => submissionsQuery({ status, page })),
  });
  const failed = results.find((result) => result.error);
  if (failed && !results.some((result) => result.data))
    return (
      <Alert color="red" role="alert" title={t('submissions.board.failed')}>
        <Text size="sm" mb="xs">
          {t('view.failedText')}
        </Text>
        <Button size="xs" variant="light" onClick={() => void failed.refetch()}>
          {t('view.retry')}
        </Button>
      </Alert>
    );

  const items: Card[] = [];
  const seen = new Set<string>();
  wanted.forEach((want, i) => {
    for (const submission of results[i].data?.items ?? []) {
      // A client's answer between two pages may bring a card twice, or in its old state, until
      // every page refreshes: each card shows once, in the state its page was asked for.
      if (seen.has(submission.id) || submission.status !== want.status) continue;
      seen.add(submission.id);
      items.push({
        id: submission.id,
        column: submission.status,
        name: submission.candidate.name,
        locked: true,
        submission,
      });
    }
  });
  const columns: BoardColumn[] = SUBMISSION_STATUSES.map((status) => {
    const mine = wanted.flatMap((want, i) => (want.status === status ? [results[i]] : []));
    // The total of the page answered last: the freshest count of the state.
    const latest = mine
      .filter((result) => result.data)
      .sort((a, b) => b.dataUpdatedAt - a.dataUpdatedAt)[0];
    const count = latest?.data?.total ?? 0;
    const loaded = pages[status] ?? 1;
    return {
      id: status,
      title: t(`common:submissionStatus.${status}`),
      count,
      loading: mine.some((result) => result.isPending),
      // Past the pages asked for, not past the cards shown: a card that changed state since
      // would otherwise keep offering a page with nothing new.
      hasMore: loaded * SUBMISSIONS_PAGE_SIZE < count,
      onShowMore: () => setPages((now) => ({ ...now, [status]: (now[status] ?? 1) + 1 })),
      note:
        count > 0 ? (
          <Anchor
            component="button"
            type="button"
            size="xs"
            mb="xs"
            ta="start"
            onClick={() => onShowAll(status)}
          >
            {t('submissions.board.openList')}
          </Anchor>
        ) : undefined,
    };
  });
  return (
    <Stack gap="xs">
      <Text size="sm" c="dark.4">
        {t('submissions.board.hint')}
      </Text>
      <PipelineBoard
        label={t('submissions.board.label')}
        columns={columns}
        items={items}
        renderCard={(card) => <SubmissionCard submission={card.submission} />}
        onMove={() => {}}
      />
    </Stack>
  );
}
