import { Alert, Badge, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  TBankDetails,
  TSubscription,
  SUBSCRIPTION_STATES,
} from '@logicareers/shared/schemas/plans';
import { ConfirmButton } from '../../components/confirm-button';
import { DownloadButton } from '../../components/download-button';
import { FactsList } from '../../components/facts-list';
import { formatFils } from '../../lib/format';
import { useSetRenewal, useWithdrawOrder } from './plans-api';

const STATE_COLOR = {
  awaiting_payment: 'orange',
  current: 'teal',
  upcoming: 'blue',
  ended: 'gray',
  cancelled: 'red',
} as const satisfies Record<(typeof SUBSCRIPTION_STATES)[number], string>;

/** Where a subscription stands, in words and colour. */
export function StateBadge({ state }: { state: TSubscription['state'] }) {
  const { t } = useTranslation('plans');
  return (
    <Badge variant="light" color={STATE_COLOR[state]}>
      {t(`state.${state}`)}
    </Badge>
  );
}

/** The reference a client quotes with its bank transfer: the pro-forma's number. */
export const proformaReference = (subscriptionId: number) => `PF-${subscriptionId}`;

/** An IBAN as banks print it, in groups of four. */
export const groupedIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** Whether the current plan is offered for renewal before it ends, or ends on its last day. */
export function RenewalSwitch({ current }: { current: TSubscription }) {
  const { t } = useTranslation('plans');
  const renewal = useSetRenewal();
  return (
    <Switch
      mt="xs"
      checked={!current.cancel_at_end}
      disabled={renewal.isPending}
      onChange={(event) => renewal.mutate(event.currentTarget.checked)}
      label={t('mine.renewSwitch')}
      description={t('mine.renewSwitchHint')}
    />
  );
}

/**
 * The order awaiting payment: the amount due, where to pay it and the reference to quote, its
 * pro-forma, and (for those who order) withdrawing it.
 */
export function AwaitingPaymentCard({
  order,
  bank,
  canOrder,
  focus = false,
}: {
  order: TSubscription;
  bank: TBankDetails | null;
  canOrder: boolean;
  /** Just ordered: the reader is taken to the card (the button that ordered is gone). */
  focus?: boolean;
}) {
  const { t } = useTranslation('plans');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const withdraw = useWithdrawOrder();
  const reference = proformaReference(order.id);
  const facts: [string, string][] = bank
    ? [
        [t('order.bankName'), bank.bank_name],
        [t('order.accountName'), bank.account_name],
        [t('order.iban'), groupedIban(bank.iban)],
        [t('order.swift'), bank.swift],
      ]
    : [];
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="order-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="order-title" ref={heading} tabIndex={-1}>
          {t('order.title')}
        </Title>
        <Text size="sm">
          {t('order.lead', { plan: order.plan_name, kind: t(`kind.${order.kind}`) })}
        </Text>
        <Group gap="xs" align="baseline">
          <Text size="sm" c="dimmed">
            {t('order.due')}
          </Text>
          <Text fz="xl" fw={700}>
            {formatFils(order.due_fils)}
          </Text>
        </Group>
        {bank ? (
          <Alert color="blue" variant="light" p="sm">
            <FactsList
              labelWidth={130}
              facts={[
                ...facts.map(([label, value]): [string, ReactNode] => [
                  label,
                  <span dir="ltr">{value}</span>,
                ]),
                [
                  t('order.reference'),
                  <Text span fw={700} dir="ltr">
                    {t('order.number', { id: order.id })}
                  </Text>,
                ],
              ]}
            />
          </Alert>
        ) : (
          <Text size="sm">{t('order.noBank')}</Text>
        )}
        <Group gap="xs">
          {order.proforma_url && (
            <DownloadButton variant="light" path={order.proforma_url} filename={`${reference}.pdf`}>
              {t('order.proforma')}
            </DownloadButton>
          )}
          {canOrder && (
            <ConfirmButton
              variant="default"
              color="red"
              title={t('order.withdrawTitle', { plan: order.plan_name })}
              message={t('order.withdrawText')}
              confirmLabel={t('order.withdrawConfirm')}
              cancelLabel={t('order.keep')}
              pending={withdraw.isPending}
              onConfirm={(close) => withdraw.mutate(order.id, { onSuccess: close })}
            >
              {t('order.withdraw')}
            </ConfirmButton>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
