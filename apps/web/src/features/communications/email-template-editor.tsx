import { useRef, useState } from 'react';
import { Box, Button, Checkbox, Paper, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type FieldErrors, useForm, type UseFormReturn } from 'react-hook-form';
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

type Version = 'en' | 'ar';
type Form = UseFormReturn<TEmailTemplateRequest>;
const FIELDS = {
  en: { subject: 'subject', body: 'body' },
  ar: { subject: 'subject_ar', body: 'body_ar' },
} as const;

/** Which version holds a refused field: the tab to show after a refused save. */
const versionWithError = (errors: FieldErrors<TEmailTemplateRequest>): Version | null =>
  errors.subject || errors.body ? 'en' : errors.subject_ar || errors.body_ar ? 'ar' : null;

/** One language's subject and message, with the tag picker that inserts where the cursor is. */
function VersionFields({ form, version }: { form: Form; version: Version }) {
  const { t } = useTranslation('communications');
  const names = FIELDS[version];
  const insertInBody = useRef<((text: string) => void) | null>(null);
  const subjectRef = useRef<HTMLInputElement | null>(null);
  const { errors } = form.formState;
  const arabic = version === 'ar';

  const insert = (tag: string, into: 'subject' | 'body') => {
    if (into === 'body') {
      insertInBody.current?.(tag);
      return;
    }
    const input = subjectRef.current;
    const value = form.getValues(names.subject) ?? '';
    const at = input?.selectionStart ?? value.length;
    form.setValue(names.subject, `${value.slice(0, at)}${tag}${value.slice(at)}`, {
      shouldDirty: true,
    });
    input?.focus();
  };

  const { ref: registerSubjectRef, ...subjectField } = form.register(names.subject);
  return (
    <Stack pt="md">
      {arabic && (
        <Text size="sm" c="dark.3">
          {t('editor.arabicHint')}
        </Text>
      )}
      <TextInput
        label={arabic ? t('editor.subjectAr') : t('editor.subject')}
        description={t('editor.subjectHint')}
        required={!arabic}
        styles={arabic ? { input: { direction: 'rtl' } } : undefined}
        lang={arabic ? 'ar' : undefined}
        {...subjectField}
        ref={(element) => {
          registerSubjectRef(element);
          subjectRef.current = element;
        }}
        error={errorText(errors[names.subject])}
      />
      <TagPicker onInsert={insert} />
      <Box dir={arabic ? 'rtl' : undefined} lang={arabic ? 'ar' : undefined}>
        <RichTextFormField
          control={form.control}
          name={names.body}
          label={arabic ? t('editor.bodyAr') : t('editor.body')}
          description={t('editor.bodyHint')}
          required={!arabic}
          insertRef={insertInBody}
          minHeight={240}
        />
      </Box>
    </Stack>
  );
}

/**
 * A template's name, and its subject and rich-text message in English and, optionally, in Arabic
 * (sent to candidates whose account is in Arabic), with a picker that inserts merge tags. An
 * unknown tag is refused on its field, here and by the server.
 */
export function EmailTemplateEditor({ template }: { template?: TEmailTemplate }) {
  const { t } = useTranslation('communications');
  const navigate = useNavigate();
  const [tab, setTab] = useState<Version>('en');
  const form = useForm<TEmailTemplateRequest>({
    resolver: zodResolver(ZEmailTemplateRequest),
    defaultValues: {
      name: template?.name ?? '',
      subject: template?.subject ?? '',
      body: template?.body ?? '',
      subject_ar: template?.subject_ar ?? '',
      body_ar: template?.body_ar ?? '',
      marketing: template?.marketing ?? false,
    },
  });
  const save = useSaveTemplate(form, template?.id);
  const { errors } = form.formState;
  const marked = (version: Version, label: string) =>
    (version === 'en' ? errors.subject || errors.body : errors.subject_ar || errors.body_ar)
      ? t('editor.versionHasErrors', { version: label })
      : label;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(
        (values) =>
          save.mutate(values, {
            onSuccess: (answer) => navigate(paths.workspace.emailTemplateView(answer.data.id)),
            onError: () => setTab((now) => versionWithError(form.formState.errors) ?? now),
          }),
        (refused) => setTab((now) => versionWithError(refused) ?? now),
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
          <Tabs value={tab} onChange={(value) => setTab(value === 'ar' ? 'ar' : 'en')} keepMounted>
            <Tabs.List>
              <Tabs.Tab value="en">{marked('en', t('editor.versionEn'))}</Tabs.Tab>
              <Tabs.Tab value="ar" lang="ar">
                {marked('ar', t('editor.versionAr'))}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="en">
              <VersionFields form={form} version="en" />
            </Tabs.Panel>
            <Tabs.Panel value="ar">
              <VersionFields form={form} version="ar" />
            </Tabs.Panel>
          </Tabs>
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
