import { Group, Radio, SimpleGrid } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import {
  ALERT_FREQUENCIES,
  type TJobAlertRequest,
  type TJobAlertValues,
} from '@logicareers/shared/schemas/alerts';
import { EMPLOYMENT_TYPES } from '@logicareers/shared/schemas/jobs';
import type { MasterKind } from '@logicareers/shared/schemas/master-data';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../components/form/number-field';
import { MultiSelectField } from '../../../components/form/select-field';
import { errorText } from '../../../components/form/field-error';
import { locationData, selectData, useMasterOptions } from '../../../lib/master-data';

type AlertControl = Control<TJobAlertRequest, unknown, TJobAlertValues>;
type ListField = 'state' | 'functional_area' | 'designation' | 'industry' | 'employment_type';

/** A list of the alert's: master-data items by id (locations grouped), or employment types. */
function ListSelect({
  kind,
  grouped = false,
  ...field
}: {
  control: AlertControl;
  name: ListField;
  label: string;
  kind?: MasterKind;
  grouped?: boolean;
  placeholder: string;
}) {
  const { t } = useTranslation();
  const options = useMasterOptions(kind ?? 'state');
  const data = !kind
    ? EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`employmentType.${type}`) }))
    : grouped
      ? locationData(options, { anywhere: true })
      : selectData(options);
  return <MultiSelectField {...field} data={data} searchable={!!kind} clearable max={50} />;
}

/** What the alert looks for and how often it writes. */
export function AlertFilterFields({ control }: { control: AlertControl }) {
  const { t } = useTranslation('candidate');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <ListSelect
        control={control}
        name="state"
        label={t('alerts.form.locations')}
        kind="state"
        grouped
        placeholder={t('alerts.form.locationsPlaceholder')}
      />
      <ListSelect
        control={control}
        name="functional_area"
        label={t('alerts.form.functionalAreas')}
        kind="functional_area"
        placeholder={t('alerts.form.functionalAreasPlaceholder')}
      />
      <ListSelect
        control={control}
        name="designation"
        label={t('alerts.form.designations')}
        kind="designation"
        placeholder={t('alerts.form.designationsPlaceholder')}
      />
      <ListSelect
        control={control}
        name="industry"
        label={t('alerts.form.industries')}
        kind="industry"
        placeholder={t('alerts.form.industriesPlaceholder')}
      />
      <NumberField
        control={control}
        name="experience"
        label={t('alerts.form.experience')}
        description={t('alerts.form.experienceHint')}
        placeholder={t('alerts.form.any')}
        max={50}
      />
      <NumberField
        control={control}
        name="salary_min"
        label={t('alerts.form.salary')}
        description={t('alerts.form.salaryHint')}
        placeholder={t('alerts.form.any')}
        max={1_000_000}
        step={500}
      />
      <ListSelect
        control={control}
        name="employment_type"
        label={t('alerts.form.employmentTypes')}
        placeholder={t('alerts.form.employmentTypesPlaceholder')}
      />
      <Controller
        control={control}
        name="frequency"
        render={({ field, fieldState }) => (
          <Radio.Group
            label={t('alerts.form.frequency')}
            value={field.value ?? 'daily'}
            onChange={field.onChange}
            error={errorText(fieldState.error)}
          >
            <Group gap="lg" mt={8}>
              {ALERT_FREQUENCIES.map((frequency) => (
                <Radio key={frequency} value={frequency} label={t(`alerts.form.${frequency}`)} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
    </SimpleGrid>
  );
}
