import { useState } from 'react';
import { Anchor, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecruitingPaths } from '../../lib/recruiting-area';
import {
  ListEmpty,
  ListTable,
  pagingOf,
  actionsColumn,
  dateColumn,
} from '../../components/list-table';
import { LinkButton } from '../../components/link-button';
import { PageShell } from '../../components/page-shell';
import type { TJobTemplate } from '@logicareers/shared/schemas/jobs';

import { templatesQuery, useDeleteTemplate } from './management-api';

/** Job templates: start a job from one, or remove it. */
export function TemplatesPage() {
  const { t } = useTranslation('management');
  const recruiting = useRecruitingPaths();
  const [page, setPage] = useState(1);
  const { data, isPending } = useQuery(templatesQuery(page));
  const remove = useDeleteTemplate();
  return (
    <PageShell title={t('templates.title')} description={t('templates.description')}>
      <ListTable
        rows={data?.items}
        rowKey={(template) => template.id}
        minWidth={560}
        loading={isPending}
        skeleton={{ rows: 2, height: 36 }}
        empty={
          <ListEmpty
            action={<LinkButton to={recruiting.jobCreate}>{t('templates.postJob')}</LinkButton>}
          >
            {t('templates.empty')}
          </ListEmpty>
        }
        paging={pagingOf(data, page, setPage)}
        columns={[
          {
            key: 'template',
            header: t('templates.column.template'),
            cell: (template) => (
              <Anchor component={Link} to={recruiting.templateView(template.id)} fw={600}>
                {template.name}
              </Anchor>
            ),
          },
          {
            key: 'jobTitle',
            header: t('templates.column.jobTitle'),
            cell: (template) => template.form.title ?? '—',
          },
          dateColumn(
            'updated',
            t('templates.column.updated'),
            (template: TJobTemplate) => template.updated_at,
          ),
          actionsColumn(t('templates.column.actions'), (template: TJobTemplate) => (
            <>
              <Button
                size="xs"
                component={Link}
                to={`${recruiting.jobCreate}?template=${template.id}`}
                aria-label={t('templates.useLabel', { name: template.name })}
              >
                {t('templates.use')}
              </Button>
              <Anchor
                component="button"
                type="button"
                size="sm"
                c="red.9"
                onClick={() => remove.mutate(template.id)}
                aria-label={t('templates.deleteLabel', { name: template.name })}
              >
                {t('templates.delete')}
              </Anchor>
            </>
          )),
        ]}
      />
    </PageShell>
  );
}
