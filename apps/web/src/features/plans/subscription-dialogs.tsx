import { Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZCancelRequest, type TCancelRequest } from '@logicareers/shared/schemas/plan-orders';
import {
  ZPaymentRequest,
  type TPaymentRequest,
  type TSubscription,
} from '@logicareers/shared/schemas/plans';
import { todayInUae } from '@logicareers/shared/uae-date';
import { errorText } from '../../components/form/field-error';
import { SubmitRow } from '../../components/form/submit-row';
import { formatCalendarDate, formatFils } from '../../lib/format';
import { proformaReference } from './order-parts';
import { PaymentFields } from './payment-fields';
import { useCancelSubscription, useRecordPayment } from './plans-api';

/**
 * The payment of a subscription: method, reference and date; it issues the tax invoice. For an order
 * awaiting payment it confirms the bank transfer, with the reference the client quotes, and the plan
 * starts.
 */
export function PaymentModal({
  subscription,
  onClose,
}: {
  subscription: TSubscription;
  onClose: () => void;
}) {
  const { t } = useTranslation('plans');
  const awaiting = subscription.status === 'awaiting_payment';
  const form = useForm<TPaymentRequest, unknown, z.output<typeof ZPaymentRequest>>({
    resolver: zodResolver(ZPaymentRequest),
    defaultValues: {
      method: 'bank_transfer',
      reference: '',
      paid_on: todayInUae(),
    },
  });
  const pay = useRecordPayment(form, subscription.id);
  const { errors } = form.formState;
  const title = awaiting ? 'history.confirmTitle' : 'history.paymentTitle';
  return (
    <Modal opened onClose={onClose} title={t(title, { company: subscription.company_name })}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => pay.mutate(values, { onSuccess: onClose }))}
      >
        <Stack>
          <Text size="sm">
            {awaiting
              ? t('history.confirmFor', {
                  plan: subscription.plan_name,
                  amount: formatFils(subscription.due_fils),
                  reference: proformaReference(subscription.id),
                })
              : t('history.paymentFor', {
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
            label={awaiting ? t('history.confirmPayment') : t('history.paymentSave')}
            onCancel={onClose}
            cancelLabel={t('cancel')}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** Cancelling a subscription: at the end of its period, or at once with a credit note. */
export function CancelModal({
  subscription,
  onClose,
}: {
  subscription: TSubscription;
  onClose: () => void;
}) {
  const { t } = useTranslation('plans');
  const form = useForm<TCancelRequest, unknown, z.output<typeof ZCancelRequest>>({
    resolver: zodResolver(ZCancelRequest),
    defaultValues: { when: 'period_end', reason: '' },
  });
  const cancel = useCancelSubscription(form, subscription.id);
  const { errors } = form.formState;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('cancelDialog.title', {
        plan: subscription.plan_name,
        company: subscription.company_name,
      })}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => cancel.mutate(values, { onSuccess: onClose }))}
      >
        <Stack>
          <Controller
            control={form.control}
            name="when"
            render={({ field }) => (
              <Radio.Group
                label={t('cancelDialog.when')}
                required
                value={field.value}
                onChange={field.onChange}
                error={errorText(errors.when)}
              >
                <Stack gap="sm" mt="xs">
                  <Radio
                    value="period_end"
                    label={t('cancelDialog.periodEnd', {
                      date: formatCalendarDate(subscription.ends_on),
                    })}
                    description={t('cancelDialog.periodEndHint')}
                  />
                  <Radio
                    value="now"
                    label={t('cancelDialog.now')}
                    description={t('cancelDialog.nowHint')}
                  />
                </Stack>
              </Radio.Group>
            )}
          />
          <Textarea
            label={t('cancelDialog.reason')}
            description={t('cancelDialog.reasonHint')}
            required
            autosize
            minRows={2}
            maxLength={200}
            {...form.register('reason')}
            error={errorText(errors.reason)}
          />
          <SubmitRow
            loading={cancel.isPending}
            label={t('cancelDialog.submit')}
            onCancel={onClose}
            cancelLabel={t('cancelDialog.keep')}
          />
        </Stack>
      </form>
    </Modal>
  );
}
