import { MultiSelect, Select } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MasterKind } from '@logicareers/shared/schemas/master-data';
import { locationData, selectData, useMasterOptions } from '../../lib/master-data';
import { errorText } from './field-error';

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

/**
 * Several choices with their error; the chosen values are kept as the strings they are, or as
 * `toValue` makes them.
 */
export function MultiSelectField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  label,
  data,
  required,
  description,
  placeholder,
  max,
  searchable = true,
  clearable = false,
  toValue = (values) => values,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  data: Parameters<typeof MultiSelect>[0]['data'];
  required?: boolean;
  description?: string;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  max?: number;
  searchable?: boolean;
  clearable?: boolean;
  toValue?: (values: string[]) => unknown;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = asStrings(field.value);
        return (
          <MultiSelect
            label={label}
            required={required}
            description={description}
            placeholder={value.length ? undefined : placeholder}
            searchable={searchable}
            clearable={clearable}
            data={data}
            value={value}
            onChange={(values) => field.onChange(toValue(values.map(String)))}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errorText(fieldState.error)}
            maxValues={max}
            hidePickedOptions
            nothingFoundMessage={t('form.nothingMatches')}
            comboboxProps={{ withinPortal: true }}
          />
        );
      }}
    />
  );
}

/** A form value of several choices as strings: a list, or a comma-separated query value. */
const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : value ? String(value).split(',') : [];

/** Several master-data items, kept as ids; locations are grouped under their emirate. */
export function MasterMultiSelect<T extends FieldValues, O extends FieldValues = T>({
  kind,
  ...field
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
  const options = useMasterOptions(kind);
  return (
    <MultiSelectField
      {...field}
      data={kind === 'state' ? locationData(options) : selectData(options)}
      toValue={(values) => values.map(Number)}
    />
  );
}
