import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import type { TPlan } from '@logicareers/shared/schemas/plans';
import { ListEmpty, ListTable, type ListColumn } from '../../components/list-table';
import { PageShell } from '../../components/page-shell';
import { formatNumber } from '../../lib/format';
import { plansQuery, subscriptionsQuery } from './plans-api';
import { LoadError } from '../../components/load-state';
import { PlanAllowances, usePriceText } from './plan-parts';

/** A plan's name, price, limits, clients on it, status and what may be done with it. */
function usePlanColumns(): ListColumn<TPlan>[] {
  const { t } = useTranslation('plans');
  const priceText = usePriceText();
  return [
    {
      key: 'name',
      header: t('list.column.name'),
      cell: (plan) => (
        <Stack gap={2}>
          <Text fw={600}>{plan.name}</Text>
          {plan.free && (
            <Badge size="sm" variant="light" color="gray">
              {t('list.freePlan')}
            </Badge>
          )}
        </Stack>
      ),
    },
    { key: 'price', header: t('list.column.price'), cell: (plan) => priceText(plan) },
    {
      key: 'limits',
      header: t('list.column.limits'),
      cell: (plan) => <PlanAllowances plan={plan} size="xs" />,
    },
    {
      key: 'companies',
      header: t('list.column.companies'),
      cell: (plan) => formatNumber(plan.companies),
    },
    {
      key: 'status',
      header: t('list.column.status'),
      cell: (plan) => (
        <Badge variant="light" color={!plan.active ? 'red' : plan.public ? 'teal' : 'gray'}>
          {!plan.active ? t('list.inactive') : plan.public ? t('list.public') : t('list.hidden')}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('list.column.actions'),
      cell: (plan) => (
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
      ),
    },
  ];
}

/** The link to the clients' orders awaiting payment, saying how many there are. */
function AwaitingOrdersLink() {
  const { t } = useTranslation('plans');
  const awaiting = useQuery(
    subscriptionsQuery({ companyId: null, page: 1, status: 'awaiting_payment' }),
  );
  const count = awaiting.data?.total ?? 0;
  return (
    <Button
      component={Link}
      to={paths.admin.subscriptionHistory('status=awaiting_payment')}
      variant={count ? 'filled' : 'default'}
      color={count ? 'yellow.4' : undefined}
      autoContrast
    >
      {count ? t('history.awaitingCount', { count }) : t('history.awaitingLink')}
    </Button>
  );
}

/** `/admin-pannel/subscriptions`: every plan with its price, limits and clients on it now. */
export function PlansPage() {
  const { t } = useTranslation('plans');
  const plans = useQuery(plansQuery);
  const columns = usePlanColumns();
  return (
    <PageShell
      title={t('list.title')}
      description={t('list.description')}
      actions={
        <Group>
          <AwaitingOrdersLink />
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
      <ListTable
        rows={plans.data}
        rowKey={(plan) => plan.id}
        minWidth={760}
        striped={false}
        loading={plans.isPending}
        error={plans.error && <LoadError onRetry={() => void plans.refetch()} />}
        empty={<ListEmpty>{t('list.empty')}</ListEmpty>}
        columns={columns}
      />
    </PageShell>
  );
}
