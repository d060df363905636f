import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/guards';
import { PageShell } from '../../components/page-shell';
import { mySubscriptionQuery } from './plans-api';
import { LoadError } from '../../components/load-state';
import { CurrentPlanCard, HistoryCard, InvoicesCard, UsageCard } from './subscription-parts';

/** `/employer/subscription`: the company's plan, usage against its limits, invoices and history. */
export function EmployerSubscriptionPage() {
  const { t } = useTranslation('plans');
  const mine = useQuery(mySubscriptionQuery);
  if (mine.isPending) return <PageLoader />;
  if (mine.error)
    return (
      <PageShell title={t('mine.title')}>
        <LoadError onRetry={() => void mine.refetch()} />
      </PageShell>
    );
  const { plan, current, usage, period, invoices, history, limited } = mine.data;
  return (
    <PageShell title={t('mine.title')} description={t('mine.description')}>
      <Stack gap="lg">
        {!limited && <Alert color="blue">{t('mine.notLimited')}</Alert>}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <CurrentPlanCard plan={plan} current={current} />
          <UsageCard usage={usage} period={period} />
        </SimpleGrid>
        <InvoicesCard invoices={invoices} />
        <HistoryCard history={history} />
      </Stack>
    </PageShell>
  );
}
