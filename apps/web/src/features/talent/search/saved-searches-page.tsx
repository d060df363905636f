import { Anchor, Badge, Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@logicareers/shared/pages';
import type { TSavedSearch } from '@logicareers/shared/schemas/talent';
import {
  ListEmpty,
  ListFailed,
  ListTable,
  actionsColumn,
  DeleteRowButton,
  dateColumn,
} from '../../../components/list-table';
import { LinkButton } from '../../../components/link-button';
import { PageShell } from '../../../components/page-shell';
import { formatNumber } from '../../../lib/format';
import { savedSearchesQuery, useDeleteSavedSearch, useRunSavedSearch } from '../search-api';
import { WhenFeature } from '../../../components/feature-switch';

/** The user's saved CV searches: run one again (seeing how many are new), or delete it. */
export function SavedSearchesPage() {
  return (
    <WhenFeature module="employer_cv_search">
      <SavedSearchesScreen />
    </WhenFeature>
  );
}

function SavedSearchesScreen() {
  const { t } = useTranslation(['talent', 'common']);
  const navigate = useNavigate();
  const { data, isPending, error } = useQuery(savedSearchesQuery());
  const run = useRunSavedSearch();
  const remove = useDeleteSavedSearch();
  const open = (id: number) =>
    run.mutate(id, { onSuccess: () => navigate(paths.workspace.cvSearchView(id)) });
  return (
    <PageShell
      title={t('saved.title')}
      description={t('saved.description')}
      actions={
        <Button component={Link} to={paths.workspace.cvSearch()}>
          {t('saved.newSearch')}
        </Button>
      }
    >
      <ListTable
        rows={data}
        rowKey={(search) => search.id}
        minWidth={600}
        loading={isPending}
        skeleton={{ rows: 2, height: 36 }}
        error={error && <ListFailed error={error}>{t('saved.failed')}</ListFailed>}
        empty={
          <ListEmpty
            action={<LinkButton to={paths.workspace.cvSearch()}>{t('saved.newSearch')}</LinkButton>}
          >
            {t('saved.empty')}
          </ListEmpty>
        }
        columns={[
          {
            key: 'name',
            header: t('saved.column.name'),
            cell: (search) => (
              <Group gap="xs" wrap="nowrap">
                <Anchor component="button" type="button" fw={600} onClick={() => open(search.id)}>
                  {search.name}
                </Anchor>
                {search.new_count > 0 && (
                  <Badge color="green" variant="light">
                    {t('saved.new', {
                      count: search.new_count,
                      n: formatNumber(search.new_count),
                    })}
                  </Badge>
                )}
              </Group>
            ),
          },
          dateColumn(
            'created',
            t('saved.column.created'),
            (search: TSavedSearch) => search.created_at,
          ),
          dateColumn(
            'lastRun',
            t('saved.column.lastRun'),
            (search: TSavedSearch) => search.last_run_at,
          ),
          actionsColumn(t('saved.column.actions'), (search: TSavedSearch) => (
            <>
              <Button
                size="xs"
                onClick={() => open(search.id)}
                loading={run.isPending && run.variables === search.id}
                aria-label={t('saved.runLabel', { name: search.name })}
              >
                {t('saved.run')}
              </Button>
              <DeleteRowButton
                aria-label={t('saved.deleteLabel', { name: search.name })}
                title={t('saved.deleteTitle')}
                message={t('saved.deleteText', { name: search.name })}
                confirmLabel={t('saved.delete')}
                pending={remove.isPending}
                onConfirm={(close) => remove.mutate(search.id, { onSuccess: close })}
              >
                {t('saved.delete')}
              </DeleteRowButton>
            </>
          )),
        ]}
      />
    </PageShell>
  );
}
