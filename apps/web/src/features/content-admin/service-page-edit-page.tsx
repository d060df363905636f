import { Alert, Anchor, Button, Group, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@logicareers/shared/pages';
import {
  META_DESCRIPTION_MAX,
  type TContentPageAdmin,
  type TContentPageUpdate,
  ZContentPageUpdate,
} from '@logicareers/shared/schemas/content';
import { contentPagePath, isContentPageKey } from '@logicareers/shared/service-pages';
import { ConfirmButton } from '../../components/confirm-button';
import { errorText } from '../../components/form/field-error';
import { ListSkeleton, LoadError } from '../../components/load-state';
import { PageShell } from '../../components/page-shell';
import { RichTextFormField } from '../../components/rich-text-field';
import { formatNumber } from '../../lib/format';
import { contentPagesQuery, useRestorePage, useSavePage } from './content-admin-api';

const wordsOf = (page: TContentPageUpdate): TContentPageUpdate => ({
  title: page.title,
  description: page.description,
  body: page.body,
});

function PageForm({ page }: { page: TContentPageAdmin }) {
  const { t } = useTranslation('contentAdmin');
  const key = page.key as Parameters<typeof useSavePage>[0];
  const form = useForm<TContentPageUpdate>({
    resolver: zodResolver(ZContentPageUpdate),
    defaultValues: wordsOf(page),
  });
  const save = useSavePage(key, form);
  const restore = useRestorePage(key);
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';
  // Saved or restored words come back from the server (sanitised): the form shows them.
  const showSaved = (answer: { data: TContentPageUpdate }) => form.reset(wordsOf(answer.data));
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: showSaved }))}
      aria-label={t('edit.title', { page: page.title })}
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack>
          <TextInput
            label={t('edit.pageTitle')}
            description={t('edit.pageTitleHint')}
            required
            {...form.register('title')}
            error={errorText(errors.title)}
          />
          <Textarea
            label={t('edit.description')}
            description={`${t('edit.descriptionHint')} · ${t('edit.count', {
              used: formatNumber(description.length),
              max: formatNumber(META_DESCRIPTION_MAX),
            })}`}
            required
            autosize
            minRows={2}
            {...form.register('description')}
            error={errorText(errors.description)}
          />
          <RichTextFormField
            control={form.control}
            name="body"
            label={t('edit.body')}
            description={t('edit.bodyHint')}
            required
            minHeight={360}
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
