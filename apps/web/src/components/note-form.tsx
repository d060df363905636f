import type { FormEventHandler } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { errorText } from './form/field-error';

/** The form that adds a note or a comment: its text, then a quiet button that adds it. */
export function NoteForm({
  form,
  onSubmit,
  adding,
  labels,
  maxRows,
}: {
  form: UseFormReturn<{ body: string }>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  adding: boolean;
  labels: { label: string; hint: string; submit: string };
  /** How tall the text may grow before it scrolls; unlimited by default. */
  maxRows?: number;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={labels.label}
          description={labels.hint}
          autosize
          minRows={2}
          maxRows={maxRows}
          {...form.register('body')}
          error={errorText(form.formState.errors.body)}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={adding}>
            {labels.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
