import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PAGE_SIZE } from '@logicareers/shared/schemas/common';
import { paths } from '@logicareers/shared/pages';
import {
  ZPaymentRequest,
  type TPaymentRequest,
  type TSubscription,
} from '@logicareers/shared/schemas/plans';
import { todayInUae } from '@logicareers/shared/uae-date';
import { ListEmpty, ListTable, pagingOf, type ListColumn } from '../../components/list-table';
import { SubmitRow } from '../../components/form/submit-row';
import { PageShell } from '../../components/page-shell';
import { formatCalendarDate, formatFils } from '../../lib/format';
import { CompanyPicker } from '../../components/company-picker';
import { InvoiceButton } from './invoice-button';
import { PaymentFields } from './payment-fields';
import { subscriptionsQuery, useRecordPayment } from './plans-api';
import { LoadError } from '../../components/load-state';

const STATE_COLOR = { current: 'teal', upcoming: 'blue', ended: 'gray' } as const;

/** The payment of a subscription: method, reference and date; it issues the tax invoice. */
function PaymentModal({
  subscription,
  onClose,
}: {
  subscription: TSubscription;
  onClose: () => void;
}) {
  const { t } = useTranslation('plans');
  const form = useForm<TPaymentRequest, unknown, z.output<typeof ZPaymentRequest>>({
    resolver: zodResolver(ZPaymentRequest),
    defaultValues: { method: 'bank_transfer', reference: '', paid_on: todayInUae() },
  });
  const pay = useRecordPayment(form, subscription.id);
  const { errors } = form.formState;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('history.paymentTitle', { company: subscription.company_name })}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => pay.mutate(values, { onSuccess: onClose }))}
      >
        <Stack>
          <Text size="sm">
            {t('history.paymentFor', {
              plan: subscription.plan_name,
              amount: formatFils(subscription.price_fils),
            })}
          </Text>
          <PaymentFields
            form={form}
            names={{ method: 'method', reference: 'reference', paid_on: 'paid_on' }}
            errors={errors}
          />
          <SubmitRow
            loading={pay.isPending}
            label={t('history.paymentSave')}
            onCancel={onClose}
            cancelLabel={t('cancel')}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** A subscription's company, plan, period, price, where it stands, and its invoice or payment. */
function useHistoryColumns(onPay: (subscription: TSubscription) => void) {
  const { t } = useTranslation('plans');
  const columns: ListColumn<TSubscription>[] = [
    { key: 'company', header: t('history.column.company'), cell: (s) => s.company_name },
    { key: 'plan', header: t('history.column.plan'), cell: (s) => s.plan_name },
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
      cell: (s) => formatFils(s.price_fils),
    },
    {
      key: 'state',
      header: t('history.column.state'),
      cell: (s) => (
        <Badge variant="light" color={STATE_COLOR[s.state]}>
          {t(`state.${s.state}`)}
        </Badge>
      ),
    },
    {
      key: 'invoice',
      header: t('history.column.invoice'),
      cell: (s) =>
        s.invoice ? (
          <InvoiceButton invoice={s.invoice} />
        ) : s.price_fils === 0 ? (
          <Text size="sm" c="dimmed">
            {t('history.noPayment')}
          </Text>
        ) : (
          <Button size="xs" onClick={() => onPay(s)}>
            {t('history.recordPayment')}
          </Button>
        ),
    },
  ];
  return columns;
}

/** `/admin-pannel/subscription/history`: every client's plans, payments and invoices. */
export function SubscriptionHistoryPage() {
  const { t } = useTranslation('plans');
  const [search, setSearch] = useSearchParams();
  const company = search.get('company') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useQuery(subscriptionsQuery({ companyId: company ? Number(company) : null, page }));
  const [paying, setPaying] = useState<TSubscription | null>(null);
  const columns = useHistoryColumns(setPaying);
  const setFilter = (next: Record<string, string>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries({ company, page: String(page), ...next }))
      if (value && !(key === 'page' && value === '1')) params.set(key, value);
    setSearch(params);
  };
  return (
    <PageShell
      title={t('history.title')}
      description={t('history.description')}
      actions={
        <Group align="flex-end">
          <CompanyPicker
            label={t('history.filter')}
            placeholder={t('history.allCompanies')}
            clearable
            value={company}
            onChange={(value) => setFilter({ company: value, page: '1' })}
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
        minWidth={820}
        striped={false}
        label={t('history.title')}
        loading={list.isPending}
        error={list.isError && <LoadError onRetry={() => void list.refetch()} />}
        empty={<ListEmpty>{t('history.empty')}</ListEmpty>}
        paging={pagingOf(
          list.data && { page_size: PAGE_SIZE, total: list.data.total },
          page,
          (next) => setFilter({ page: String(next) }),
        )}
      />
      {paying && <PaymentModal subscription={paying} onClose={() => setPaying(null)} />}
    </PageShell>
  );
}
