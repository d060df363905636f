import { Alert, Anchor, Button, Group, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, type UseFormReturn, useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@logicareers/shared/pages';
import {
  META_DESCRIPTION_MAX,
  type TContentPageAdmin,
  type TContentPageInput,
  type TContentPageUpdate,
  ZContentPageUpdate,
} from '@logicareers/shared/schemas/content';
import { contentPagePath, isContentPageKey } from '@logicareers/shared/service-pages';
import { ConfirmButton } from '../../components/confirm-button';
import { errorText } from '../../components/form/field-error';
import { LanguageTabs, WRITTEN_IN } from '../../components/form/language-tabs';
import { ListSkeleton, LoadError } from '../../components/load-state';
import { PageShell } from '../../components/page-shell';
import { RichTextFormField } from '../../components/rich-text-field';
import { formatNumber } from '../../lib/format';
import { contentPagesQuery, useRestorePage, useSavePage } from './content-admin-api';

/** The form's words: the Arabic ones empty where there are none. */
const wordsOf = (page: TContentPageAdmin): Required<TContentPageInput> => ({
  title: page.title,
  description: page.description,
  body: page.body,
  title_ar: page.title_ar ?? '',
  description_ar: page.description_ar ?? '',
  body_ar: page.body_ar ?? '',
});

type PageFormApi = UseFormReturn<TContentPageInput, unknown, TContentPageUpdate>;

/** A page's title, meta description and rich text in one language. */
function PageWords({ form, lang }: { form: PageFormApi; lang: 'en' | 'ar' }) {
  const { t } = useTranslation('contentAdmin');
  const name = <K extends 'title' | 'description' | 'body'>(key: K) =>
    (lang === 'ar' ? `${key}_ar` : key) as K | `${K}_ar`;
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: name('description') }) ?? '';
  return (
    <>
      <TextInput
        label={t('edit.pageTitle')}
        description={t('edit.pageTitleHint')}
        required={lang === 'en'}
        {...WRITTEN_IN[lang]}
        {...form.register(name('title'))}
        error={errorText(errors[name('title')])}
      />
      <Textarea
        label={t('edit.description')}
        description={`${t('edit.descriptionHint')} · ${t('edit.count', {
          used: formatNumber(description.length),
          max: formatNumber(META_DESCRIPTION_MAX),
        })}`}
        required={lang === 'en'}
        autosize
        minRows={2}
        {...WRITTEN_IN[lang]}
        {...form.register(name('description'))}
        error={errorText(errors[name('description')])}
      />
      <RichTextFormField
        control={form.control}
        name={name('body')}
        label={t('edit.body')}
        description={t('edit.bodyHint')}
        required={lang === 'en'}
        minHeight={360}
        written={WRITTEN_IN[lang]}
      />
    </>
  );
}

function PageForm({ page }: { page: TContentPageAdmin }) {
  const { t } = useTranslation('contentAdmin');
  const key = page.key as Parameters<typeof useSavePage>[0];
  const form = useForm<TContentPageInput, unknown, TContentPageUpdate>({
    resolver: zodResolver(ZContentPageUpdate),
    defaultValues: wordsOf(page),
  });
  const save = useSavePage(key, form);
  const restore = useRestorePage(key);
  const { errors } = form.formState;
  // Saved or restored words come back from the server (sanitised): the form shows them.
  const showSaved = (answer: { data: TContentPageAdmin }) => form.reset(wordsOf(answer.data));
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: showSaved }))}
      aria-label={t('edit.title', { page: page.title })}
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack>
          <LanguageTabs
            english={<PageWords form={form} lang="en" />}
            arabic={<PageWords form={form} lang="ar" />}
            errors={{
              en: Boolean(errors.title || errors.description || errors.body),
              ar: Boolean(errors.title_ar || errors.description_ar || errors.body_ar),
            }}
          />
          <Group justify="space-between">
            <ConfirmButton
              variant="subtle"
              color="red"
              disabled={!page.customised}
              title={t('edit.restore')}
              message={t('edit.restoreConfirm')}
              confirmLabel={t('edit.restore')}
              pending={restore.isPending}
              onConfirm={() => restore.mutateAsync().then(showSaved)}
            >
              {t('edit.restore')}
            </ConfirmButton>
            <Group>
              <Button variant="default" component={Link} to={contentPagePath(key)}>
                {t('edit.view')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('edit.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}

/** `/admin-pannel/service-pages/:page`: a page's title, meta description and rich text. */
export function ServicePageEditPage() {
  const { t } = useTranslation('contentAdmin');
  const { page: key } = useParams();
  const pages = useQuery(contentPagesQuery);
  const page = pages.data?.find((p) => p.key === key);
  return (
    <PageShell
      title={page ? t('edit.title', { page: page.title }) : t('pages.title')}
      size="lg"
      actions={
        <Anchor component={Link} to={paths.admin.servicePages}>
          {t('edit.back')}
        </Anchor>
      }
    >
      {pages.isPending ? (
        <ListSkeleton rows={8} height={56} />
      ) : pages.error ? (
        <LoadError onRetry={() => void pages.refetch()} />
      ) : !page || !isContentPageKey(key) ? (
        <Alert color="orange">{t('edit.unknown')}</Alert>
      ) : (
        <PageForm page={page} />
      )}
    </PageShell>
  );
}
