import { Divider, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZJobNoteRequest, type TJobNote } from '@logicareers/shared/schemas/jobs';
import { NoteForm } from '../../components/note-form';
import { formatDateTime } from '../../lib/format';
import { useAddJobNote } from './management-api';

const ZNoteForm = ZJobNoteRequest.pick({ body: true });

/** The new note's form and its sending; after a note is added the form empties. */
export function useNoteForm(jobId: number, onAdded: () => void) {
  const form = useForm<{ body: string }>({
    resolver: zodResolver(ZNoteForm),
    defaultValues: { body: '' },
  });
  const add = useAddJobNote(jobId, form);
  const onSubmit = form.handleSubmit(({ body }) =>
    add.mutate(
      { job_id: jobId, body },
      {
        onSuccess: () => {
          form.reset({ body: '' });
          onAdded();
        },
      },
    ),
  );
  return { form, onSubmit, adding: add.isPending };
}

/** The notes of one page, each with who wrote it and when. */
export function NoteList({ notes }: { notes: TJobNote[] }) {
  const { t } = useTranslation(['management', 'common']);
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={t('notes.list')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {notes.map((note) => (
        <li key={note.id}>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {note.body}
          </Text>
          <Text size="xs" c="dark.3">
            {note.author
              ? t('notes.by', { author: note.author, date: formatDateTime(note.at) })
              : t('notes.byUnknown', { date: formatDateTime(note.at) })}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/** The form that adds a note, under a line. */
export function AddNoteForm({ form, onSubmit, adding }: ReturnType<typeof useNoteForm>) {
  const { t } = useTranslation(['management', 'common']);
  return (
    <>
      <Divider />
      <NoteForm
        form={form}
        onSubmit={onSubmit}
        adding={adding}
        maxRows={8}
        labels={{ label: t('notes.label'), hint: t('notes.hint'), submit: t('notes.submit') }}
      />
    </>
  );
}
