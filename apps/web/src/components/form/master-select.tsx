import { Select } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { selectData, useMasterOptions, type MasterKind } from '../../lib/master-data';
import { errorText } from './field-error';

/**
 * One item of master data (designation, location, industry ...) kept as its id; nothing chosen is
 * null. Locations are grouped under their emirate when `grouped`.
 */
export function MasterSelect<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  kind,
  label,
  grouped = false,
  required = false,
  clearable = false,
  searchable = true,
  placeholder,
  description,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  kind: MasterKind;
  label: string;
  grouped?: boolean;
  required?: boolean;
  clearable?: boolean;
  searchable?: boolean;
  placeholder?: string;
  description?: string;
}) {
  const { t } = useTranslation('common');
  const options = useMasterOptions(kind);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          description={description}
          placeholder={placeholder}
          required={required}
          searchable={searchable}
          clearable={clearable}
          clearButtonProps={{ 'aria-label': t('form.clear', { label: label.toLowerCase() }) }}
          data={selectData(options, grouped)}
          value={
            field.value === null || field.value === undefined || field.value === ''
              ? null
              : String(field.value)
          }
          onChange={(value) => field.onChange(value ? Number(value) : null)}
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
