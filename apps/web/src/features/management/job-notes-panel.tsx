import { useState } from 'react';
import { Button, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AddNoteForm, NoteList, useNoteForm } from './job-notes-parts';
import { JOB_NOTES_PAGE_SIZE, jobNotesQuery } from './management-api';
import { MarkBadge } from '../../components/mark-badge';

/**
 * The company's internal notes on a job it manages: newest first, with who wrote them and when, and
 * a form to add one. Only the author's company reads them; the job's public page never shows them.
 */
export function JobNotesPanel({ jobId }: { jobId: number }) {
  const { t } = useTranslation(['management', 'common']);
  const [page, setPage] = useState(1);
  const notes = useQuery(jobNotesQuery(jobId, page));
  const note = useNoteForm(jobId, () => setPage(1));
  const pages = notes.data ? Math.max(1, Math.ceil(notes.data.total / JOB_NOTES_PAGE_SIZE)) : 1;
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="job-notes-title"
      aria-busy={notes.isFetching}
    >
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} fz="lg" id="job-notes-title">
          {t('notes.title')}
        </Title>
        <MarkBadge icon={IconLock}>{t('notes.internal')}</MarkBadge>
      </Group>
      <Stack gap="sm">
        {notes.isPending ? (
          <Stack gap="xs" aria-label={t('notes.loading')}>
            <Skeleton h={18} />
            <Skeleton h={18} w="70%" />
          </Stack>
        ) : notes.isError ? (
          <Group gap="sm" role="alert">
            <Text size="sm" c="red.9">
              {notes.error.message || t('notes.failed')}
            </Text>
            <Button size="compact-sm" variant="default" onClick={() => void notes.refetch()}>
              {t('notes.retry')}
            </Button>
          </Group>
        ) : notes.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('notes.empty')}
          </Text>
        ) : (
          <NoteList notes={notes.data.items} />
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pagination
              size="sm"
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({
                'aria-label': t(`common:pager.control.${control}`),
              })}
              getItemProps={(p) => ({ 'aria-label': t('common:pager.page', { page: p }) })}
            />
          </Group>
        )}
        {!notes.isError && <AddNoteForm {...note} />}
      </Stack>
    </Paper>
  );
}
