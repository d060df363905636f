import { useState } from 'react';
import { Badge, Button, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
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
import { Pager, PageShell } from '../../components/page-shell';
import { formatAedAmount, formatCalendarDate } from '../../lib/format';
import { CompanyPicker } from './company-picker';
import { InvoiceButton } from './invoice-button';
import { PaymentFields } from './payment-fields';
import { subscriptionsQuery, useRecordPayment } from './plans-api';
import { ListSkeleton, LoadError } from '../../components/load-state';

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
              amount: formatAedAmount(subscription.price_fils),
            })}
          </Text>
          <PaymentFields
            form={form}
            names={{ method: 'method', reference: 'reference', paid_on: 'paid_on' }}
            errors={errors}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={pay.isPending}>
              {t('history.paymentSave')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** `/admin-pannel/subscription/history`: every client's plans, payments and invoices. */
export function SubscriptionHistoryPage() {
  const { t } = useTranslation('plans');
  const [search, setSearch] = useSearchParams();
  const company = search.get('company') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useQuery(subscriptionsQuery({ companyId: company ? Number(company) : null, page }));
  const [paying, setPaying] = useState<TSubscription | null>(null);
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
      <Paper withBorder radius="md" p="md">
        {list.isPending ? (
          <ListSkeleton />
        ) : list.error ? (
          <LoadError onRetry={() => void list.refetch()} />
        ) : !list.data.items.length ? (
          <Text c="dimmed">{t('history.empty')}</Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={820}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('history.column.company')}</Table.Th>
                    <Table.Th>{t('history.column.plan')}</Table.Th>
                    <Table.Th>{t('history.column.period')}</Table.Th>
                    <Table.Th>{t('history.column.price')}</Table.Th>
                    <Table.Th>{t('history.column.state')}</Table.Th>
                    <Table.Th>{t('history.column.invoice')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((s) => (
                    <Table.Tr key={s.id}>
                      <Table.Td>{s.company_name}</Table.Td>
                      <Table.Td>{s.plan_name}</Table.Td>
                      <Table.Td>
                        {t('history.periodText', {
                          from: formatCalendarDate(s.starts_on),
                          to: formatCalendarDate(s.ends_on),
                        })}
                      </Table.Td>
                      <Table.Td>{t('aed', { amount: formatAedAmount(s.price_fils) })}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={STATE_COLOR[s.state]}>
                          {t(`state.${s.state}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {s.invoice ? (
                          <InvoiceButton invoice={s.invoice} />
                        ) : s.price_fils === 0 ? (
                          <Text size="sm" c="dimmed">
                            {t('history.noPayment')}
                          </Text>
                        ) : (
                          <Button size="xs" onClick={() => setPaying(s)}>
                            {t('history.recordPayment')}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pager
              page={page}
              pageSize={PAGE_SIZE}
              total={list.data.total}
              onChange={(next) => setFilter({ page: String(next) })}
            />
          </>
        )}
      </Paper>
      {paying && <PaymentModal subscription={paying} onClose={() => setPaying(null)} />}
    </PageShell>
  );
}
