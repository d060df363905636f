import { useState } from 'react';
import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZE } from '@logicareers/shared/schemas/common';
import { paths } from '@logicareers/shared/pages';
import {
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  type TSubscription,
} from '@logicareers/shared/schemas/plans';
import { ListEmpty, ListTable, pagingOf, type ListColumn } from '../../components/list-table';
import { PageShell } from '../../components/page-shell';
import { formatCalendarDate, formatFils } from '../../lib/format';
import { CompanyPicker } from '../../components/company-picker';
import { DownloadButton } from '../../components/download-button';
import { CreditNoteButton, InvoiceButton } from './invoice-button';
import { proformaReference, StateBadge } from './order-parts';
import { subscriptionsQuery } from './plans-api';
import { CancelModal, PaymentModal } from './subscription-dialogs';
import { LoadError } from '../../components/load-state';

type Act = (subscription: TSubscription, action: 'pay' | 'cancel') => void;

/** A subscription's invoice, credit notes, pro-forma, and what an administrator may do with it. */
function SubscriptionActions({ s, act }: { s: TSubscription; act: Act }) {
  const { t } = useTranslation('plans');
  const payable = !s.invoice && s.price_fils > 0 && s.status !== 'cancelled';
  const cancellable = s.status === 'active' && (s.state === 'current' || s.state === 'upcoming');
  return (
    <Group gap="xs" wrap="wrap">
      {s.invoice && <InvoiceButton invoice={s.invoice} />}
      {s.credit_notes.map((note) => (
        <CreditNoteButton key={note.id} note={note} />
      ))}
      {s.status === 'awaiting_payment' && s.proforma_url && (
        <DownloadButton
          size="xs"
          variant="subtle"
          path={s.proforma_url}
          filename={`${proformaReference(s.id)}.pdf`}
        >
          {t('order.number', { id: s.id })}
        </DownloadButton>
      )}
      {payable ? (
        <Button
          size="xs"
          onClick={() => act(s, 'pay')}
          aria-label={`${s.status === 'awaiting_payment' ? t('history.confirmPayment') : t('history.recordPayment')}: ${s.company_name}`}
        >
          {s.status === 'awaiting_payment'
            ? t('history.confirmPayment')
            : t('history.recordPayment')}
        </Button>
      ) : (
        !s.invoice &&
        s.price_fils === 0 && (
          <Text size="sm" c="dimmed">
            {t('history.noPayment')}
          </Text>
        )
      )}
      {cancellable && (
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          onClick={() => act(s, 'cancel')}
          aria-label={t('history.cancelLabel', { company: s.company_name })}
        >
          {t('history.cancel')}
        </Button>
      )}
    </Group>
  );
}

/** A subscription's company, plan, period, price, where it stands, and its papers and actions. */
function useHistoryColumns(act: Act) {
  const { t } = useTranslation('plans');
  const columns: ListColumn<TSubscription>[] = [
    { key: 'company', header: t('history.column.company'), cell: (s) => s.company_name },
    {
      key: 'plan',
      header: t('history.column.plan'),
      cell: (s) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm" fw={600}>
            {s.plan_name}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`kind.${s.kind}`)}
          </Text>
          {s.self_service && (
            <Badge size="sm" variant="outline" color="indigo">
              {t('history.selfService')}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'period',
      header: t('history.column.period'),
      cell: (s) =>
        t('history.periodText', {
          from: formatCalendarDate(s.starts_on),
          to: formatCalendarDate(s.ends_on),
        }),
    },
    {
      key: 'price',
      header: t('history.column.price'),
      cell: (s) => (
        <Stack gap={2}>
          <Text size="sm">{formatFils(s.price_fils)}</Text>
          {s.status === 'awaiting_payment' && (
            <Text size="xs" fw={600}>
              {t('history.due', { amount: formatFils(s.due_fils) })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'state',
      header: t('history.column.state'),
      cell: (s) => (
        <Stack gap={2} align="flex-start">
          <StateBadge state={s.state} />
          {s.cancel_at_end && s.status === 'active' && (
            <Text size="xs" c="dimmed">
              {t('history.endsAtEnd', { date: formatCalendarDate(s.ends_on) })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'invoice',
      header: t('history.column.invoice'),
      cell: (s) => <SubscriptionActions s={s} act={act} />,
    },
  ];
  return columns;
}

const isStatus = (value: string | null): value is SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly (string | null)[]).includes(value);

/** `/admin-pannel/subscription/history`: every client's plans, orders, payments and invoices. */
export function SubscriptionHistoryPage() {
  const { t } = useTranslation('plans');
  const [search, setSearch] = useSearchParams();
  const company = search.get('company') ?? '';
  const rawStatus = search.get('status');
  const status = isStatus(rawStatus) ? rawStatus : null;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useQuery(
    subscriptionsQuery({ companyId: company ? Number(company) : null, page, status }),
  );
  const [acting, setActing] = useState<{ s: TSubscription; action: 'pay' | 'cancel' } | null>(null);
  const columns = useHistoryColumns((s, action) => setActing({ s, action }));
  const setFilter = (next: Record<string, string>) => {
    const params = new URLSearchParams();
    const all = { company, status: status ?? '', page: String(page), ...next };
    for (const [key, value] of Object.entries(all))
      if (value && !(key === 'page' && value === '1')) params.set(key, value);
    setSearch(params);
  };
  const close = () => setActing(null);
  return (
    <PageShell
      title={t('history.title')}
      description={t('history.description')}
      actions={
        <Group align="flex-end" wrap="wrap">
          <CompanyPicker
            label={t('history.filter')}
            placeholder={t('history.allCompanies')}
            clearable
            value={company}
            onChange={(value) => setFilter({ company: value, page: '1' })}
          />
          <Select
            label={t('history.status')}
            placeholder={t('history.allStatuses')}
            clearable
            w={200}
            data={SUBSCRIPTION_STATUSES.map((value) => ({
              value,
              label: t(`history.status_${value}`),
            }))}
            value={status}
            onChange={(value) => setFilter({ status: value ?? '', page: '1' })}
          />
          <Button component={Link} to={paths.admin.planAssign(company ? `company=${company}` : '')}>
            {t('list.assign')}
          </Button>
        </Group>
      }
    >
      <ListTable
        rows={list.data?.items}
        rowKey={(subscription) => subscription.id}
        columns={columns}
        minWidth={900}
        striped={false}
        label={t('history.title')}
        loading={list.isPending}
        error={list.isError && <LoadError onRetry={() => void list.refetch()} />}
        empty={
          <ListEmpty>
            {status === 'awaiting_payment' ? t('history.noAwaiting') : t('history.empty')}
          </ListEmpty>
        }
        paging={pagingOf(
          list.data && { page_size: PAGE_SIZE, total: list.data.total },
          page,
          (next) => setFilter({ page: String(next) }),
        )}
      />
      {acting?.action === 'pay' && <PaymentModal subscription={acting.s} onClose={close} />}
      {acting?.action === 'cancel' && <CancelModal subscription={acting.s} onClose={close} />}
    </PageShell>
  );
}
