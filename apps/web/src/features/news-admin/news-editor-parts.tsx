import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UploadButton } from '../../components/upload-button';
import { Link, useNavigate } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import {
  NEWS_TAGS_MAX,
  type TNewsArticle,
  type TNewsArticleRequest,
} from '@logicareers/shared/schemas/news';
import { ConfirmButton } from '../../components/confirm-button';
import { DateField } from '../../components/form/date-field';
import { errorText } from '../../components/form/field-error';
import { LanguageTabs, WRITTEN_IN } from '../../components/form/language-tabs';
import { RichTextFormField } from '../../components/rich-text-field';
import { useDeleteArticle, useRemoveCover, useUploadCover } from './news-admin-api';
import { STATE_COLOR } from './news-admin-list-page';
import type { UseFormReturn } from 'react-hook-form';

const COVER_ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * The cover: for a saved article, uploaded or removed at once; for a new one, chosen here and
 * uploaded as soon as the article is saved.
 */
function CoverField({
  article,
  chosen,
  onChoose,
}: {
  article?: TNewsArticle;
  chosen: File | null;
  onChoose: (file: File | null) => void;
}) {
  const { t } = useTranslation('news');
  const upload = useUploadCover();
  const remove = useRemoveCover(article?.id ?? 0);
  return (
    <Stack gap={6}>
      <Text fw={500} size="sm">
        {t('editor.cover')}
      </Text>
      {article?.cover_url ? (
        <img
          src={article.cover_url}
          alt={t('editor.coverPreview')}
          width={1200}
          height={630}
          style={{ width: '100%', maxWidth: 360, height: 'auto', borderRadius: 8 }}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {chosen ? t('editor.coverChosen', { name: chosen.name }) : t('editor.coverNone')}
        </Text>
      )}
      <Group gap="xs">
        <UploadButton
          accept={COVER_ACCEPT}
          name="cover"
          loading={upload.isPending}
          onFile={(file) => (article ? upload.mutate({ id: article.id, file }) : onChoose(file))}
        >
          {article?.cover_url || chosen ? t('editor.coverReplace') : t('editor.coverChoose')}
        </UploadButton>
        {(article?.cover_url || chosen) && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() => (article ? remove.mutate() : onChoose(null))}
          >
            {t('editor.coverRemove')}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('editor.coverHint')}
      </Text>
    </Stack>
  );
}

/** The article's title, summary and body in Arabic, each optional. */
function ArabicWords({ form }: { form: UseFormReturn<TNewsArticleRequest> }) {
  const { t } = useTranslation('news');
  const { errors } = form.formState;
  return (
    <>
      <TextInput
        label={t('editor.title')}
        {...WRITTEN_IN.ar}
        {...form.register('title_ar')}
        error={errorText(errors.title_ar)}
      />
      <Textarea
        label={t('editor.summary')}
        description={t('editor.summaryHint')}
        autosize
        minRows={2}
        {...WRITTEN_IN.ar}
        {...form.register('summary_ar')}
        error={errorText(errors.summary_ar)}
      />
      <RichTextFormField
        control={form.control}
        name="body_ar"
        label={t('editor.body')}
        minHeight={320}
        written={WRITTEN_IN.ar}
      />
    </>
  );
}

/** The article itself: its title, address, summary and body in both languages, and its tags. */
export function ArticleFields({
  form,
  address,
}: {
  form: UseFormReturn<TNewsArticleRequest>;
  address: string;
}) {
  const { t } = useTranslation('news');
  const { errors } = form.formState;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <LanguageTabs
          english={
            <>
              <TextInput
                label={t('editor.title')}
                required
                {...form.register('title')}
                error={errorText(errors.title)}
              />
              <TextInput
                label={t('editor.slug')}
                description={t('editor.slugHint')}
                {...form.register('slug')}
                error={errorText(errors.slug)}
              />
              <Text size="xs" c="dimmed" mt={-8}>
                {t('editor.slugPreview', { path: address })}
              </Text>
              <Textarea
                label={t('editor.summary')}
                description={t('editor.summaryHint')}
                required
                autosize
                minRows={2}
                {...form.register('summary')}
                error={errorText(errors.summary)}
              />
              <RichTextFormField
                control={form.control}
                name="body"
                label={t('editor.body')}
                required
                minHeight={320}
              />
            </>
          }
          arabic={<ArabicWords form={form} />}
          errors={{
            en: Boolean(errors.title || errors.slug || errors.summary || errors.body),
            ar: Boolean(errors.title_ar || errors.summary_ar || errors.body_ar),
          }}
        />
        <Controller
          control={form.control}
          name="tags"
          render={({ field }) => (
            <TagsInput
              label={t('editor.tags')}
              description={t('editor.tagsHint')}
              maxTags={NEWS_TAGS_MAX}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={
                errorText(errors.tags) ??
                (Array.isArray(errors.tags) ? errorText(errors.tags.find((e) => e)) : undefined)
              }
            />
          )}
        />
      </Stack>
    </Paper>
  );
}

/** The cover, the status and when the article is published. */
export function PublishingFields({
  form,
  article,
  cover,
  onCover,
}: {
  form: UseFormReturn<TNewsArticleRequest>;
  article?: TNewsArticle;
  cover: File | null;
  onCover: (file: File | null) => void;
}) {
  const { t } = useTranslation('news');
  const { errors } = form.formState;
  return (
    <Paper withBorder p="lg" radius="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack>
          <CoverField article={article} chosen={cover} onChoose={onCover} />
          <TextInput
            label={t('editor.coverAlt')}
            description={t('editor.coverAltHint')}
            {...form.register('cover_alt')}
            error={errorText(errors.cover_alt)}
          />
        </Stack>
        <Stack>
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Radio.Group
                label={t('editor.status')}
                value={field.value}
                onChange={field.onChange}
                error={errorText(errors.status)}
              >
                <Stack gap="xs" mt={6}>
                  <Radio value="draft" label={t('editor.statusDraft')} />
                  <Radio value="published" label={t('editor.statusPublished')} />
                </Stack>
              </Radio.Group>
            )}
          />
          <DateField
            control={form.control}
            name="publish_at"
            withTime
            label={t('editor.publishAt')}
            description={t('editor.publishAtHint')}
          />
          {article && (
            <Group gap="xs">
              <Badge color={STATE_COLOR[article.state]} variant="light">
                {t(`admin.states.${article.state}`)}
              </Badge>
              {article.author_name && (
                <Text size="sm" c="dimmed">
                  {t('editor.author', { name: article.author_name })}
                </Text>
              )}
            </Group>
          )}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}

/** A saved article's delete button, and its public page once published. */
export function ArticleLinks({ article }: { article?: TNewsArticle }) {
  const { t } = useTranslation('news');
  const navigate = useNavigate();
  const remove = useDeleteArticle(article?.id ?? 0);
  return (
    <Group gap="xs">
      {article && (
        <ConfirmButton
          color="red"
          variant="subtle"
          title={t('editor.delete')}
          message={t('editor.deleteConfirm')}
          confirmLabel={t('editor.deleteYes')}
          cancelLabel={t('editor.deleteNo')}
          pending={remove.isPending}
          onConfirm={(close) =>
            remove.mutate(undefined, {
              onSuccess: () => {
                close();
                void navigate(paths.admin.news);
              },
            })
          }
        >
          {t('editor.delete')}
        </ConfirmButton>
      )}
      {article?.state === 'published' && (
        <Anchor component={Link} to={paths.newsArticle(article.slug)} size="sm" target="_blank">
          <Group gap={4} component="span">
            {t('admin.view')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      )}
    </Group>
  );
}
