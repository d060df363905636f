import { useState } from 'react';
import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { IconMail, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@logicareers/shared/pages';
import {
  ListEmpty,
  ListFailed,
  ListTable,
  type ListColumn,
  pagingOf,
  actionsColumn,
  DeleteRowButton,
  dateColumn,
} from '../../components/list-table';
import { LinkButton } from '../../components/link-button';
import { PageShell } from '../../components/page-shell';

import type { TEmailTemplatePage } from '@logicareers/shared/schemas/communications';
import { templatesQuery, useDeleteTemplate } from './communications-api';

type TEmailTemplate = TEmailTemplatePage['items'][number];

/** The templates' columns: name, subject, kind, date, and what may be done with each. */
function useTemplateColumns(): ListColumn<TEmailTemplate>[] {
  const { t } = useTranslation('communications');
  const remove = useDeleteTemplate();
  return [
    {
      key: 'name',
      header: t('templates.column.name'),
      cell: (template) => (
        <Anchor component={Link} to={paths.workspace.emailTemplateView(template.id)} fw={600}>
          {template.name}
        </Anchor>
      ),
    },
    {
      key: 'subject',
      header: t('templates.column.subject'),
      cell: (template) => (
        <Text size="sm" lineClamp={1}>
          {template.subject}
        </Text>
      ),
    },
    {
      key: 'kind',
      header: t('templates.column.kind'),
      cell: (template) => (
        <Badge variant="light" color={template.marketing ? 'orange' : 'gray'}>
          {template.marketing ? t('templates.marketing') : t('templates.regular')}
        </Badge>
      ),
    },
    dateColumn('updated', t('templates.column.updated'), (template) => template.updated_at),
    actionsColumn(t('templates.column.actions'), (template) => (
      <>
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={paths.workspace.emailCompose(new URLSearchParams({ template: String(template.id) }))}
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
        <DeleteRowButton
          aria-label={t('templates.deleteLabel', { name: template.name })}
          title={t('templates.deleteTitle')}
          message={t('templates.deleteText', { name: template.name })}
          confirmLabel={t('templates.delete')}
          pending={remove.isPending}
          onConfirm={(close) => remove.mutate(template.id, { onSuccess: close })}
        >
          {t('templates.delete')}
        </DeleteRowButton>
      </>
    )),
  ];
}

/** `/management/email-template`: the company's templates (starters at first), to send or change. */
export function EmailTemplatesPage() {
  const { t } = useTranslation('communications');
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useQuery(templatesQuery(page));
  const columns = useTemplateColumns();
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
      <ListTable
        rows={data?.items}
        rowKey={(template) => template.id}
        minWidth={720}
        loading={isPending}
        skeleton={{ rows: 3, height: 36, label: t('templates.loading') }}
        error={error && <ListFailed error={error}>{t('templates.failed')}</ListFailed>}
        empty={
          <ListEmpty
            action={
              <LinkButton to={paths.workspace.emailTemplateCreate}>{t('templates.new')}</LinkButton>
            }
          >
            {t('templates.empty')}
          </ListEmpty>
        }
        paging={pagingOf(data, page, setPage)}
        columns={columns}
      />
    </PageShell>
  );
}
