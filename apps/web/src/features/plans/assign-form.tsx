import {
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
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
import { todayInUae, uaeDateInDays } from '@logicareers/shared/uae-date';
import { errorText } from '../../components/form/field-error';
import { CompanyPicker } from './company-picker';
import { PaymentFields } from './payment-fields';
import { useAssignPlan } from './plans-api';
import { formatAedAmount } from '../../lib/format';

/** The form's values: the request, with the payment's fields always there and a switch for them. */
const ZAssignForm = ZAssignFields.extend({
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
type AssignForm = Omit<TAssignRequest, 'payment'> & {
  paid: boolean;
  payment: { method: string; reference: string; paid_on: string };
};

/** The invoice the price would make: before VAT, the VAT and the total. */
function VatPreview({ price }: { price: string }) {
  const { t } = useTranslation('plans');
  const net = aedToFils(price);
  if (Number.isNaN(net) || net === 0) return null;
  const vat = vatOf(net);
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {t('assign.vatPreview', {
        net: formatAedAmount(net),
        vat: formatAedAmount(vat),
        total: formatAedAmount(net + vat),
      })}
    </Text>
  );
}

/** Assigns a plan to an employer client for a period, with the payment when it is received. */
export function AssignForm({
  plans,
  companyId,
  planId,
  onSaved,
  onCancel,
}: {
  plans: TPlan[];
  companyId?: string;
  planId?: string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('plans');
  const offered = plans.filter((p) => p.active && !p.free);
  const first = offered.find((p) => String(p.id) === planId) ?? null;
  const form = useForm<AssignForm, unknown, z.output<typeof ZAssignForm>>({
    resolver: zodResolver(ZAssignForm) as never,
    defaultValues: {
      company_id: companyId ?? '',
      plan_id: first ? String(first.id) : '',
      starts_on: todayInUae(),
      ends_on: uaeDateInDays(first?.billing_period === 'year' ? 364 : 29),
      price_aed: first ? (first.price_fils / 100).toFixed(2) : '',
      buyer_trn: '',
      paid: false,
      payment: { method: 'bank_transfer', reference: '', paid_on: todayInUae() },
    },
  });
  const assign = useAssignPlan(form);
  const { errors } = form.formState;
  const [paid, price] = useWatch({ control: form.control, name: ['paid', 'price_aed'] });
  const submit = form.handleSubmit(() => {
    const { paid: withPayment, payment, ...rest } = form.getValues();
    assign.mutate(
      { ...rest, payment: withPayment ? (payment as TAssignRequest['payment']) : null },
      { onSuccess: onSaved },
    );
  });
  return (
    <form noValidate onSubmit={submit}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Stack>
          <Controller
            control={form.control}
            name="company_id"
            render={({ field }) => (
              <CompanyPicker
                label={t('assign.company')}
                placeholder={t('assign.companyPlaceholder')}
                required
                value={String(field.value ?? '')}
                onChange={field.onChange}
                error={errorText(errors.company_id)}
              />
            )}
          />
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
                    form.setValue(
                      'ends_on',
                      uaeDateInDays(
                        plan.billing_period === 'year'
                          ? 364
                          : plan.billing_period === 'quarter'
                            ? 89
                            : 29,
                      ),
                    );
                  }
                }}
                error={errorText(errors.plan_id)}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label={t('assign.startsOn')}
              required
              {...form.register('starts_on')}
              error={errorText(errors.starts_on)}
            />
            <TextInput
              type="date"
              label={t('assign.endsOn')}
              required
              {...form.register('ends_on')}
              error={errorText(errors.ends_on)}
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
          <VatPreview price={String(price ?? '')} />
          <Checkbox label={t('assign.paid')} {...form.register('paid')} />
          {paid && (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <PaymentFields
                form={form}
                names={{
                  method: 'payment.method',
                  reference: 'payment.reference',
                  paid_on: 'payment.paid_on',
                }}
                errors={errors.payment}
              />
            </SimpleGrid>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={assign.isPending}>
              {t('assign.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
