import { Alert, Anchor, Code, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import type { TMergeTag } from '@logicareers/shared/schemas/communications';
import { PageLoader } from '../../components/guards';
import { ListTable, type ListColumn } from '../../components/list-table';
import { PageShell } from '../../components/page-shell';
import { templateTagsQuery } from './communications-api';

/** Tags with what each fills in and an example, under their heading. */
function TagTable({ tags, caption }: { tags: TMergeTag[]; caption: string }) {
  const { t } = useTranslation('communications');
  const columns: ListColumn<TMergeTag>[] = [
    { key: 'tag', header: t('tags.tag'), cell: (tag) => <Code>{`{{${tag.name}}}`}</Code> },
    { key: 'fills', header: t('tags.fills'), cell: (tag) => tag.description },
    { key: 'example', header: t('tags.example'), cell: (tag) => tag.example },
  ];
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {caption}
      </Title>
      <ListTable
        framed={false}
        rows={tags}
        rowKey={(tag) => tag.name}
        columns={columns}
        minWidth={600}
        label={caption}
      />
    </Stack>
  );
}

/** `email-template/tags/view/{id}`: the tags a template uses and those it could. */
export function EmailTemplateTagsPage() {
  const { t } = useTranslation('communications');
  const { id } = useParams();
  const { data, isPending } = useQuery(templateTagsQuery(id));
  if (isPending) return <PageLoader />;
  if (!data) {
    return (
      <PageShell title={t('view.tags')}>
        <Alert color="yellow" role="alert">
          {t('editor.notFound')}
        </Alert>
      </PageShell>
    );
  }
  return (
    <PageShell title={t('tags.title', { name: data.template.name })}>
      <Stack gap="lg">
        <Anchor component={Link} to={paths.workspace.emailTemplateView(data.template.id)} size="sm">
          {t('tags.back')}
        </Anchor>
        <Paper withBorder radius="md" p="md">
          {data.used.length ? (
            <TagTable tags={data.used} caption={t('tags.used')} />
          ) : (
            <Text c="dimmed">{t('tags.usedEmpty')}</Text>
          )}
          {data.needs.job && <Text size="sm">{t('tags.needsJob')}</Text>}
          {data.needs.interview && <Text size="sm">{t('tags.needsInterview')}</Text>}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <TagTable tags={data.available} caption={t('tags.available')} />
        </Paper>
      </Stack>
    </PageShell>
  );
}
