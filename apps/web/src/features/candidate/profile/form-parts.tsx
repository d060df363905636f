import { MultiSelect, Select } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { TMasterOption } from '@logicareers/shared/schemas/jobs';
import { MONTHS } from '../../../lib/format';
import { selectData, useMasterOptions, type MasterKind } from '../../../lib/master-data';

export const MONTH_OPTIONS = MONTHS.map((label, i) => ({ value: String(i + 1), label }));

/** Years from this one back to 1960, newest first. */
export const yearOptions = (ahead = 0) => {
  const last = new Date().getFullYear() + ahead;
  return Array.from({ length: last - 1960 + 1 }, (_, i) => String(last - i));
};

/** 'Mar 2021', '2021', or '' for a month and year that may be missing. */
export const monthYear = (month: number | null, year: number | null) =>
  year ? `${month ? MONTHS[month - 1].slice(0, 3) + ' ' : ''}${year}` : '';

/** A number or null as the string a select holds ('' for none). */
export const asText = (value: number | null | undefined) =>
  value === null || value === undefined ? null : String(value);

export const formatDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

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

/** A select whose value is a string kept as it is (ids and fixed lists). */
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
}) {
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
          clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
          data={data}
          value={
            field.value === null || field.value === undefined || field.value === ''
              ? null
              : String(field.value)
          }
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
          nothingFoundMessage="Nothing matches"
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}

/** Several master-data items, kept as ids. */
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
          error={fieldState.error?.message}
          maxValues={max}
          hidePickedOptions
          nothingFoundMessage="Nothing matches"
        />
      )}
    />
  );
}
