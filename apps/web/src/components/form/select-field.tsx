import { MultiSelect, Select } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TMasterOption } from '@logicareers/shared/schemas/jobs';
import type { MasterKind } from '@logicareers/shared/schemas/master-data';
import { selectData, useMasterOptions } from '../../lib/master-data';
import { errorText } from './field-error';

/** Emirates with their areas: the emirate itself first, then its areas. */
export function locationData(options: TMasterOption[]) {
  return options
    .filter((o) => o.parent_id === null)
    .map((emirate) => ({
      group: emirate.name,
      items: [
        { value: String(emirate.id), label: emirate.name },
        ...options
          .filter((o) => o.parent_id === emirate.id)
          .map((o) => ({ value: String(o.id), label: o.name })),
      ],
    }));
}

/**
 * A select with its error; the chosen value is kept as the string it is (ids and fixed lists), or
 * as `toValue` makes it.
 */
export function SelectField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  label,
  data,
  required,
  placeholder,
  searchable = true,
  clearable = false,
  description,
  toValue = (value) => value ?? '',
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  data: Parameters<typeof Select>[0]['data'];
  required?: boolean;
  placeholder?: string;
  searchable?: boolean;
  clearable?: boolean;
  description?: string;
  toValue?: (value: string | null) => unknown;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          required={required}
          description={description}
          placeholder={placeholder}
          searchable={searchable}
          clearable={clearable}
          clearButtonProps={{ 'aria-label': t('form.clear', { label: label.toLowerCase() }) }}
          data={data}
          value={
            field.value === null || field.value === undefined || field.value === ''
              ? null
              : String(field.value)
          }
          onChange={(value) => field.onChange(toValue(value as string | null))}
          onBlur={field.onBlur}
          ref={field.ref}
          error={errorText(fieldState.error)}
          nothingFoundMessage={t('form.nothingMatches')}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}

/** Several master-data items, kept as ids; locations are grouped under their emirate. */
export function MasterMultiSelect<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  kind,
  label,
  max,
  required,
  description,
  placeholder,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  kind: MasterKind;
  label: string;
  max?: number;
  required?: boolean;
  description?: string;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const options = useMasterOptions(kind);
  const data = kind === 'state' ? locationData(options) : selectData(options);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelect
          label={label}
          required={required}
          description={description}
          placeholder={placeholder}
          searchable
          data={data}
          value={((field.value as (number | string)[] | undefined) ?? []).map(String)}
          onChange={(value) => field.onChange(value.map(Number))}
          onBlur={field.onBlur}
          ref={field.ref}
          error={errorText(fieldState.error)}
          maxValues={max}
          hidePickedOptions
          nothingFoundMessage={t('form.nothingMatches')}
        />
      )}
    />
  );
}
