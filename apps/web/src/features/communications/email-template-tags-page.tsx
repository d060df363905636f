import { Alert, Anchor, Code, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import type { TMergeTag } from '@logicareers/shared/schemas/communications';
import { PageLoader } from '../../components/guards';
import { PageShell } from '../../components/page-shell';
import { templateTagsQuery } from './communications-api';

function TagTable({ tags, caption }: { tags: TMergeTag[]; caption: string }) {
  const { t } = useTranslation('communications');
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing="xs" striped captionSide="top">
        <Table.Caption style={{ textAlign: 'start' }}>
          <Title order={2} size="h4">
            {caption}
          </Title>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tags.tag')}</Table.Th>
            <Table.Th>{t('tags.fills')}</Table.Th>
            <Table.Th>{t('tags.example')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tags.map((tag) => (
            <Table.Tr key={tag.name}>
              <Table.Td>
                <Code>{`{{${tag.name}}}`}</Code>
              </Table.Td>
              <Table.Td>{tag.description}</Table.Td>
              <Table.Td>{tag.example}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
