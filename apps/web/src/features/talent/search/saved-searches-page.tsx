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
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@logicareers/shared/pages';
import { ConfirmButton } from '../../../components/confirm-button';
import { PageShell } from '../../../components/page-shell';
import { formatNumber, formatNumericDate } from '../../../lib/format';
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
      <Paper withBorder radius="md" p="md">
        {isPending ? (
          <Stack aria-busy="true">
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        ) : error ? (
          <Text c="red.9" role="alert">
            {t('saved.failed')}
          </Text>
        ) : !data?.length ? (
          <Stack align="center" py="xl">
            <Text c="dimmed">{t('saved.empty')}</Text>
            <Button component={Link} to={paths.workspace.cvSearch()}>
              {t('saved.newSearch')}
            </Button>
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('saved.column.name')}</Table.Th>
                  <Table.Th>{t('saved.column.created')}</Table.Th>
                  <Table.Th>{t('saved.column.lastRun')}</Table.Th>
                  {/* Positioned: the hidden label stays inside the scrolling table on phones. */}
                  <Table.Th pos="relative">
                    <VisuallyHidden>{t('saved.column.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((search) => (
                  <Table.Tr key={search.id}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Anchor
                          component="button"
                          type="button"
                          fw={600}
                          onClick={() => open(search.id)}
                        >
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
                    </Table.Td>
                    <Table.Td>{formatNumericDate(search.created_at)}</Table.Td>
                    <Table.Td>{formatNumericDate(search.last_run_at)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          onClick={() => open(search.id)}
                          loading={run.isPending && run.variables === search.id}
                          aria-label={t('saved.runLabel', { name: search.name })}
                        >
                          {t('saved.run')}
                        </Button>
                        <ConfirmButton
                          size="xs"
                          variant="outline"
                          color="red.9"
                          aria-label={t('saved.deleteLabel', { name: search.name })}
                          title={t('saved.deleteTitle')}
                          message={t('saved.deleteText', { name: search.name })}
                          confirmLabel={t('saved.delete')}
                          pending={remove.isPending}
                          onConfirm={(close) => remove.mutate(search.id, { onSuccess: close })}
                        >
                          {t('saved.delete')}
                        </ConfirmButton>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </PageShell>
  );
}
