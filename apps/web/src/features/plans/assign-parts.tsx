import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  aedToFils,
  vatOf,
  ZAssignFields,
  endNotBeforeStart,
  ZPaymentRequest,
  type TAssignRequest,
  type TPlan,
} from '@logicareers/shared/schemas/plans';
import { uaeDateInDays } from '@logicareers/shared/uae-date';
import { DateField } from '../../components/form/date-field';
import { errorText } from '../../components/form/field-error';
import { formatFils } from '../../lib/format';

/** Days in a plan's billing period, as a first subscription's end date counts them. */
const PERIOD_DAYS: Record<TPlan['billing_period'], number> = { month: 30, quarter: 90, year: 365 };

/** The last day of a first period that starts today (UAE): a month, a quarter or a year. */
export const firstPeriodEndsOn = (period: TPlan['billing_period']) =>
  uaeDateInDays(PERIOD_DAYS[period] - 1);

/** The form's values: the request, with the payment's fields always there and a switch for them. */
export const ZAssignForm = ZAssignFields.extend({
  paid: z.boolean(),
  payment: ZPaymentRequest.partial().nullable().optional(),
})
  .refine(...endNotBeforeStart)
  .superRefine((values, ctx) => {
    if (!values.paid) return;
    const payment = ZPaymentRequest.safeParse(values.payment ?? {});
    for (const issue of payment.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['payment', ...issue.path] });
  });
export type AssignValues = Omit<TAssignRequest, 'payment'> & {
  paid: boolean;
  payment: { method: string; reference: string; paid_on: string };
};
export type AssignFormApi = UseFormReturn<AssignValues, unknown, z.output<typeof ZAssignForm>>;

/** The invoice the price would make: before VAT, the VAT and the total. */
export function VatPreview({ price }: { price: string }) {
  const { t } = useTranslation('plans');
  const net = aedToFils(price);
  if (Number.isNaN(net) || net === 0) return null;
  const vat = vatOf(net);
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {t('assign.vatPreview', {
        net: formatFils(net),
        vat: formatFils(vat),
        total: formatFils(net + vat),
      })}
    </Text>
  );
}

/** The plan to assign; choosing one fills in its price and the end of its first period. */
export function PlanField({ form, offered }: { form: AssignFormApi; offered: TPlan[] }) {
  const { t } = useTranslation('plans');
  return (
    <Controller
      control={form.control}
      name="plan_id"
      render={({ field }) => (
        <Select
          label={t('assign.plan')}
          required
          allowDeselect={false}
          data={offered.map((p) => ({ value: String(p.id), label: p.name }))}
          value={String(field.value ?? '') || null}
          onChange={(value) => {
            field.onChange(value ?? '');
            const plan = offered.find((p) => String(p.id) === value);
            if (plan) {
              form.setValue('price_aed', (plan.price_fils / 100).toFixed(2));
              form.setValue('ends_on', firstPeriodEndsOn(plan.billing_period));
            }
          }}
          error={errorText(form.formState.errors.plan_id)}
        />
      )}
    />
  );
}

/** The period, the price and the buyer's tax number. */
export function TermFields({ form }: { form: AssignFormApi }) {
  const { t } = useTranslation('plans');
  const { errors } = form.formState;
  const startsOn = useWatch({ control: form.control, name: 'starts_on' });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <DateField control={form.control} name="starts_on" label={t('assign.startsOn')} required />
      <DateField
        control={form.control}
        name="ends_on"
        label={t('assign.endsOn')}
        required
        min={startsOn || undefined}
      />
      <TextInput
        label={t('assign.price')}
        inputMode="decimal"
        required
        {...form.register('price_aed')}
        error={errorText(errors.price_aed)}
      />
      <TextInput
        label={t('assign.buyerTrn')}
        description={t('assign.buyerTrnHint')}
        inputMode="numeric"
        {...form.register('buyer_trn')}
        error={errorText(errors.buyer_trn)}
      />
    </SimpleGrid>
  );
}
