import { useState } from 'react';
import { SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SubmissionsBoard } from './submissions-board';
import { SubmissionsList } from './submissions-list';

/** The candidates sent to clients, as a list (with its actions) or as a board of their states. */
export function SentCandidates() {
  const { t } = useTranslation('talentView');
  const [view, setView] = useState<{ as: string; status?: string }>({ as: 'list' });
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={view.as}
        onChange={(as) => setView({ as })}
        aria-label={t('submissions.board.view')}
        data={[
          { value: 'list', label: t('submissions.board.list') },
          { value: 'board', label: t('submissions.board.board') },
        ]}
        maw={240}
      />
      {view.as === 'board' ? (
        <SubmissionsBoard onShowAll={(status) => setView({ as: 'list', status })} />
      ) : (
        // A new list for each state it is opened at from the board.
        <SubmissionsList key={view.status ?? 'all'} initialStatus={view.status} />
      )}
    </Stack>
  );
}
