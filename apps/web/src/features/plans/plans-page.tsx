import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { PageShell } from '../../components/page-shell';
import { formatNumber } from '../../lib/format';
import { plansQuery } from './plans-api';
import { ListSkeleton, LoadError } from '../../components/load-state';
import { PlanAllowances, usePriceText } from './plan-parts';

/** `/admin-pannel/subscriptions`: every plan with its price, limits and clients on it now. */
export function PlansPage() {
  const { t } = useTranslation('plans');
  const plans = useQuery(plansQuery);
  const priceText = usePriceText();
  return (
    <PageShell
      title={t('list.title')}
      description={t('list.description')}
      actions={
        <Group>
          <Button component={Link} to={paths.admin.subscriptionHistory()} variant="default">
            {t('list.history')}
          </Button>
          <Button component={Link} to={paths.admin.planAssign()} variant="default">
            {t('list.assign')}
          </Button>
          <Button component={Link} to={paths.admin.planCreate}>
            {t('list.create')}
          </Button>
        </Group>
      }
    >
      <Paper withBorder radius="md" p="md">
        {plans.isPending ? (
          <ListSkeleton />
        ) : plans.error ? (
          <LoadError onRetry={() => void plans.refetch()} />
        ) : !plans.data.length ? (
          <Text c="dimmed">{t('list.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.column.name')}</Table.Th>
                  <Table.Th>{t('list.column.price')}</Table.Th>
                  <Table.Th>{t('list.column.limits')}</Table.Th>
                  <Table.Th>{t('list.column.companies')}</Table.Th>
                  <Table.Th>{t('list.column.status')}</Table.Th>
                  <Table.Th>{t('list.column.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {plans.data.map((plan) => (
                  <Table.Tr key={plan.id}>
                    <Table.Td>
                      <Stack gap={2}>
                        <Text fw={600}>{plan.name}</Text>
                        {plan.free && (
                          <Badge size="sm" variant="light" color="gray">
                            {t('list.freePlan')}
                          </Badge>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>{priceText(plan)}</Table.Td>
                    <Table.Td>
                      <PlanAllowances plan={plan} size="xs" />
                    </Table.Td>
                    <Table.Td>{formatNumber(plan.companies)}</Table.Td>
                    <Table.Td>
                      <Badge
                        variant="light"
                        color={!plan.active ? 'red' : plan.public ? 'teal' : 'gray'}
                      >
                        {!plan.active
                          ? t('list.inactive')
                          : plan.public
                            ? t('list.public')
                            : t('list.hidden')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          component={Link}
                          to={paths.admin.planEdit(plan.id)}
                          aria-label={`${t('list.edit')}: ${plan.name}`}
                        >
                          {t('list.edit')}
                        </Button>
                        {!plan.free && plan.active && (
                          <Button
                            size="xs"
                            variant="default"
                            component={Link}
                            to={paths.admin.planAssign(`plan=${plan.id}`)}
                            aria-label={`${t('list.assignThis')}: ${plan.name}`}
                          >
                            {t('list.assignThis')}
                          </Button>
                        )}
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
