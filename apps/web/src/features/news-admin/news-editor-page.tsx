import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { uaeLocalOf } from '@logicareers/shared/schemas/interviews';
import {
  slugify,
  type TNewsArticle,
  type TNewsArticleRequest,
  ZNewsArticleRequest,
} from '@logicareers/shared/schemas/news';
import { PageLoader } from '../../components/guards';
import { PageShell } from '../../components/page-shell';
import { newsArticleQuery, useSaveArticle, useUploadCover } from './news-admin-api';
import { ArticleFields, ArticleLinks, PublishingFields } from './news-editor-parts';

const valuesOf = (article?: TNewsArticle): TNewsArticleRequest => ({
  title: article?.title ?? '',
  slug: article?.slug ?? '',
  summary: article?.summary ?? '',
  body: article?.body ?? '',
  title_ar: article?.title_ar ?? '',
  summary_ar: article?.summary_ar ?? '',
  body_ar: article?.body_ar ?? '',
  cover_alt: article?.cover_alt ?? '',
  tags: article?.tags ?? [],
  status: article?.status ?? 'draft',
  publish_at: article?.publish_at ? uaeLocalOf(new Date(article.publish_at)) : '',
});

function NewsEditor({ article }: { article?: TNewsArticle }) {
  const { t } = useTranslation('news');
  const navigate = useNavigate();
  const form = useForm<TNewsArticleRequest>({
    resolver: zodResolver(ZNewsArticleRequest),
    defaultValues: valuesOf(article),
  });
  const save = useSaveArticle(form, article?.id);
  const uploadCover = useUploadCover();
  const [cover, setCover] = useState<File | null>(null);
  const [slug, title] = useWatch({ control: form.control, name: ['slug', 'title'] });
  const address = paths.newsArticle(slug || article?.slug || slugify(title ?? '') || '…');

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        save.mutate(values, {
          onSuccess: async (answer) => {
            form.reset(valuesOf(answer.data));
            if (article) return;
            // A new article's chosen cover goes up once the article exists.
            if (cover)
              await uploadCover.mutateAsync({ id: answer.data.id, file: cover }).catch(() => null);
            void navigate(paths.admin.newsEdit(answer.data.id), { replace: true });
          },
        }),
      )}
    >
      <Stack>
        <ArticleFields form={form} address={address} />
        <PublishingFields form={form} article={article} cover={cover} onCover={setCover} />
        <Group justify="space-between">
          <ArticleLinks article={article} />
          <Group gap="xs">
            <Button variant="default" component={Link} to={paths.admin.news}>
              {t('editor.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending || uploadCover.isPending}>
              {t('editor.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** `logistics-news/{action}`: `create` or `edit-{id}`. */
export function NewsEditorPage() {
  const { t } = useTranslation('news');
  const { action } = useParams();
  const editId = /^edit-(\d+)$/.exec(action ?? '')?.[1];
  const id = editId ? Number(editId) : undefined;
  const article = useQuery(newsArticleQuery(id));
  if (action !== 'create' && id === undefined) return <Navigate to={paths.admin.news} replace />;
  if (id !== undefined && article.isPending) return <PageLoader />;
  if (article.error) {
    return (
      <PageShell title={t('admin.title')}>
        <Alert color="yellow" role="alert">
          {t('editor.notFound')}{' '}
          <Anchor component={Link} to={paths.admin.news}>
            {t('editor.backToList')}
          </Anchor>
        </Alert>
      </PageShell>
    );
  }
  return (
    <PageShell
      size="lg"
      title={
        article.data ? t('editor.editTitle', { title: article.data.title }) : t('editor.newTitle')
      }
    >
      <NewsEditor key={article.data?.id ?? 'new'} article={article.data} />
    </PageShell>
  );
}
