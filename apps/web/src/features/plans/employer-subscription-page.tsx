import { useState } from 'react';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/guards';
import { PageShell } from '../../components/page-shell';
import { mySubscriptionQuery } from './plans-api';
import { LoadError } from '../../components/load-state';
import { ChangePlanSection } from './change-plan';
import { AwaitingPaymentCard } from './order-parts';
import {
  CreditNotesCard,
  CurrentPlanCard,
  HistoryCard,
  InvoicesCard,
  UsageCard,
} from './subscription-parts';

/**
 * `/employer/subscription`: the company's plan, usage against its limits, an order awaiting
 * payment, the plans to change to, invoices, credit notes and history.
 */
export function EmployerSubscriptionPage() {
  const { t } = useTranslation('plans');
  const mine = useQuery(mySubscriptionQuery);
  // An order just placed takes the reader to its card: the button that placed it is gone.
  const [ordered, setOrdered] = useState(false);
  if (mine.isPending) return <PageLoader />;
  if (mine.error)
    return (
      <PageShell title={t('mine.title')}>
        <LoadError onRetry={() => void mine.refetch()} />
      </PageShell>
    );
  const { plan, current, usage, period, invoices, history, limited, order } = mine.data;
  return (
    <PageShell title={t('mine.title')} description={t('mine.description')}>
      <Stack gap="lg">
        {!limited && <Alert color="blue">{t('mine.notLimited')}</Alert>}
        {order && (
          <AwaitingPaymentCard
            order={order}
            bank={mine.data.bank}
            canOrder={mine.data.can_order}
            focus={ordered}
          />
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <CurrentPlanCard plan={plan} current={current} canOrder={mine.data.can_order} />
          <UsageCard usage={usage} period={period} />
        </SimpleGrid>
        {limited && <ChangePlanSection mine={mine.data} onOrdered={() => setOrdered(true)} />}
        <InvoicesCard invoices={invoices} />
        <CreditNotesCard notes={mine.data.credit_notes} />
        <HistoryCard history={history} />
      </Stack>
    </PageShell>
  );
}
