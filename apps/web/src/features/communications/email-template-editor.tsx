import { useRef } from 'react';
import { Button, Checkbox, Paper, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import {
  type TEmailTemplate,
  type TEmailTemplateRequest,
  ZEmailTemplateRequest,
} from '@logicareers/shared/schemas/communications';
import { errorText } from '../../components/form/field-error';
import { RichTextFormField } from '../../components/rich-text-field';
import { useSaveTemplate } from './communications-api';
import { TagPicker } from './tag-picker';
import { SubmitRow } from '../../components/form/submit-row';

/**
 * A template's name, subject and rich-text message, with a picker that inserts merge tags. An
 * unknown tag is refused on its field, here and by the server.
 */
export function EmailTemplateEditor({ template }: { template?: TEmailTemplate }) {
  const { t } = useTranslation('communications');
  const navigate = useNavigate();
  const form = useForm<TEmailTemplateRequest>({
    resolver: zodResolver(ZEmailTemplateRequest),
    defaultValues: {
      name: template?.name ?? '',
      subject: template?.subject ?? '',
      body: template?.body ?? '',
      marketing: template?.marketing ?? false,
    },
  });
  const save = useSaveTemplate(form, template?.id);
  const insertInBody = useRef<((text: string) => void) | null>(null);
  const subjectRef = useRef<HTMLInputElement | null>(null);
  const { errors } = form.formState;

  const insert = (tag: string, into: 'subject' | 'body') => {
    if (into === 'body') {
      insertInBody.current?.(tag);
      return;
    }
    const input = subjectRef.current;
    const value = form.getValues('subject') ?? '';
    const at = input?.selectionStart ?? value.length;
    form.setValue('subject', `${value.slice(0, at)}${tag}${value.slice(at)}`, {
      shouldDirty: true,
    });
    input?.focus();
  };

  const { ref: registerSubjectRef, ...subjectField } = form.register('subject');
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        save.mutate(values, {
          onSuccess: (answer) => navigate(paths.workspace.emailTemplateView(answer.data.id)),
        }),
      )}
    >
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <TextInput
            label={t('editor.name')}
            placeholder={t('editor.namePlaceholder')}
            required
            {...form.register('name')}
            error={errorText(errors.name)}
          />
          <TextInput
            label={t('editor.subject')}
            description={t('editor.subjectHint')}
            required
            {...subjectField}
            ref={(element) => {
              registerSubjectRef(element);
              subjectRef.current = element;
            }}
            error={errorText(errors.subject)}
          />
          <TagPicker onInsert={insert} />
          <RichTextFormField
            control={form.control}
            name="body"
            label={t('editor.body')}
            description={t('editor.bodyHint')}
            required
            insertRef={insertInBody}
            minHeight={240}
          />
          <Controller
            control={form.control}
            name="marketing"
            render={({ field }) => (
              <Checkbox
                label={t('editor.marketing')}
                description={t('editor.marketingHint')}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <SubmitRow loading={save.isPending} label={t('editor.save')}>
            <Button variant="default" component={Link} to={paths.workspace.emailTemplates}>
              {t('editor.cancel')}
            </Button>
          </SubmitRow>
        </Stack>
      </Paper>
    </form>
  );
}
