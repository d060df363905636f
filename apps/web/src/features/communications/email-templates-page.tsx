import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconMail, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@logicareers/shared/pages';
import { ConfirmButton } from '../../components/confirm-button';
import { Pager, PageShell } from '../../components/page-shell';
import { formatNumericDate } from '../../lib/format';
import { templatesQuery, useDeleteTemplate } from './communications-api';

/** `/management/email-template`: the company's templates (starters at first), to send or change. */
export function EmailTemplatesPage() {
  const { t } = useTranslation('communications');
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useQuery(templatesQuery(page));
  const remove = useDeleteTemplate();
  return (
    <PageShell
      title={t('templates.title')}
      description={t('templates.description', { example: '{{candidate.first_name}}' })}
      actions={
        <Group gap="xs">
          <Button variant="light" component={Link} to={paths.workspace.emailCompose()}>
            {t('templates.compose')}
          </Button>
          <Button
            component={Link}
            to={paths.workspace.emailTemplateCreate}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('templates.new')}
          </Button>
        </Group>
      }
    >
      <Paper withBorder radius="md" p="md">
        {isPending ? (
          <Stack aria-busy="true" aria-label={t('templates.loading')}>
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        ) : error ? (
          <Text c="red.9" role="alert">
            {t('templates.failed')}
          </Text>
        ) : !data?.items.length ? (
          <Stack align="center" py="xl">
            <Text c="dimmed">{t('templates.empty')}</Text>
            <Button component={Link} to={paths.workspace.emailTemplateCreate}>
              {t('templates.new')}
            </Button>
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('templates.column.name')}</Table.Th>
                  <Table.Th>{t('templates.column.subject')}</Table.Th>
                  <Table.Th>{t('templates.column.kind')}</Table.Th>
                  <Table.Th>{t('templates.column.updated')}</Table.Th>
                  <Table.Th pos="relative">
                    <VisuallyHidden>{t('templates.column.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((template) => (
                  <Table.Tr key={template.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={paths.workspace.emailTemplateView(template.id)}
                        fw={600}
                      >
                        {template.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={1}>
                        {template.subject}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={template.marketing ? 'orange' : 'gray'}>
                        {template.marketing ? t('templates.marketing') : t('templates.regular')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatNumericDate(template.updated_at)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          component={Link}
                          to={paths.workspace.emailCompose(
                            new URLSearchParams({ template: String(template.id) }),
                          )}
                          leftSection={<IconMail size={14} aria-hidden />}
                          aria-label={t('templates.sendLabel', { name: template.name })}
                        >
                          {t('templates.send')}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          component={Link}
                          to={paths.workspace.emailTemplateEdit(template.id)}
                          aria-label={t('templates.editLabel', { name: template.name })}
                        >
                          {t('templates.edit')}
                        </Button>
                        <ConfirmButton
                          size="xs"
                          variant="outline"
                          color="red.9"
                          aria-label={t('templates.deleteLabel', { name: template.name })}
                          title={t('templates.deleteTitle')}
                          message={t('templates.deleteText', { name: template.name })}
                          confirmLabel={t('templates.delete')}
                          pending={remove.isPending}
                          onConfirm={(close) => remove.mutate(template.id, { onSuccess: close })}
                        >
                          {t('templates.delete')}
                        </ConfirmButton>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {data && (
          <Pager page={page} pageSize={data.page_size} total={data.total} onChange={setPage} />
        )}
      </Paper>
    </PageShell>
  );
}
