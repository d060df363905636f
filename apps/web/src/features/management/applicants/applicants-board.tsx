import { useState } from 'react';
import { Alert, Anchor, Button, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { RECRUITER_STATUSES } from '@logicareers/shared/application-status';
import type { TApplicant } from '@logicareers/shared/schemas/candidate';
import { type BoardColumn, PipelineBoard } from '../../../components/pipeline-board';
import { ApplicantBoardCard } from './applicant-board-card';
import { boardPageQuery } from './board-api';
import { useMoveFlow } from './use-move-flow';

type Card = { id: string; column: string; name: string; applicant: TApplicant };

/** The pages of each column to load: the first of each, more once "Show more" is pressed. */
const pagesToLoad = (pages: Record<string, number>) =>
  RECRUITER_STATUSES.flatMap((status) =>
    Array.from({ length: pages[status] ?? 1 }, (_, i) => ({ status, page: i + 1 })),
  );

/**
 * A job's applicants as a board of stages (issue 39): a column per status a recruiter moves them
 * to, twenty cards at a time; withdrawn applications are counted under the board and listed in the
 * list view. Each move asks whether to e-mail the candidate and can be undone.
 */
export function ApplicantsBoard({
  jobId,
  tag,
  suggestions,
}: {
  jobId: string;
  /** Only the applicants with this tag, or all. */
  tag: string | null;
  /** The job's tags, offered when tagging a card. */
  suggestions: string[];
}) {
  const { t } = useTranslation(['pipeline', 'common']);
  const { pathname } = useLocation();
  const [pages, setPages] = useState<Record<string, number>>({});
  const wanted = pagesToLoad(pages);
  const results = useQueries({
    queries: wanted.map(({ status, page }) => boardPageQuery(jobId, status, page, tag)),
  });
  const flow = useMoveFlow(jobId);
  const counts = results.find((result) => result.data)?.data?.counts;
  const failed = results.find((result) => result.error);
  if (failed && !counts)
    return (
      <Alert color="red" role="alert" title={t('applicants.error')}>
        <Button size="xs" variant="light" onClick={() => void failed.refetch()}>
          {t('applicants.retry')}
        </Button>
      </Alert>
    );

  const cards: Card[] = [];
  const seen = new Set<string>();
  wanted.forEach((want, i) => {
    for (const applicant of results[i].data?.items ?? []) {
      // A move between pages may show a card twice, or in its old column, until all refresh.
      if (seen.has(applicant.id) || applicant.status !== want.status) continue;
      seen.add(applicant.id);
      cards.push({
        id: applicant.id,
        column: applicant.status,
        name: applicant.candidate.name || t('applicants.unnamed'),
        applicant,
      });
    }
  });
  const columns: BoardColumn[] = RECRUITER_STATUSES.map((status) => {
    const mine = wanted.flatMap((want, i) => (want.status === status ? [results[i]] : []));
    const shown = cards.filter((card) => card.column === status).length;
    const count = counts?.[status] ?? 0;
    return {
      id: status,
      title: t(`common:applicationStatus.${status}`),
      count,
      loading: mine.some((result) => result.isPending),
      hasMore: shown < count && !mine.some((result) => result.isPending),
      onShowMore: () => setPages((now) => ({ ...now, [status]: (now[status] ?? 1) + 1 })),
    };
  });
  return (
    <>
      <PipelineBoard
        label={t('applicants.boardLabel')}
        columns={columns}
        items={cards}
        selectable
        renderCard={(card) => (
          <ApplicantBoardCard
            applicant={card.applicant}
            name={card.name}
            jobId={jobId}
            suggestions={suggestions}
          />
        )}
        onMove={(ids, to) =>
          flow.ask(ids, to, cards.find((card) => card.id === ids[0])?.name ?? '')
        }
      />
      {!!counts?.withdrawn && (
        <Text size="sm" c="dark.3" mt="xs">
          <Anchor component={Link} to={`${pathname}?view=list`}>
            {t('applicants.withdrawn', { count: counts.withdrawn })}
          </Anchor>
        </Text>
      )}
      {flow.prompt}
    </>
  );
}
