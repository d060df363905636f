import { Select, TextInput } from '@mantine/core';
import {
  Controller,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { locationData, selectData, useMasterOptions } from '../../lib/master-data';
import { errorText } from './field-error';
import { SelectField } from './select-field';

/** The country whose residents choose an emirate (master data) rather than type a state. */
export const UAE_SLUG = 'united-arab-emirates';

/**
 * The candidate form's `country` and `state` (SPEC.md section 3): in the UAE the state is an emirate
 * or area of the master data, abroad it is typed; choosing another country clears it, as an emirate
 * means nothing abroad and a typed state nothing in the UAE.
 */
export function CountryStateFields<T extends FieldValues, O extends FieldValues = T>({
  form,
  labels,
}: {
  form: UseFormReturn<T, unknown, O>;
  labels: {
    country: string;
    emirate: string;
    state: string;
    emiratePlaceholder?: string;
    stateHint?: string;
  };
}) {
  const { t } = useTranslation();
  const countries = useMasterOptions('country');
  const states = useMasterOptions('state');
  const countryName = 'country' as FieldPath<T>;
  const stateName = 'state' as FieldPath<T>;
  const country = useWatch({ control: form.control, name: countryName });
  const uae = countries.find((c) => c.slug === UAE_SLUG);
  const inUae = !!uae && String(country) === String(uae.id);
  const stateError = (form.formState.errors as Record<string, { message?: string } | undefined>)
    .state;
  return (
    <>
      <Controller
        control={form.control}
        name={countryName}
        render={({ field, fieldState }) => (
          <Select
            label={labels.country}
            required
            searchable
            data={selectData(countries)}
            value={field.value ? String(field.value) : null}
            onChange={(value) => {
              field.onChange(value ?? '');
              form.setValue(stateName, '' as PathValue<T, FieldPath<T>>);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errorText(fieldState.error)}
            nothingFoundMessage={t('form.nothingMatches')}
          />
        )}
      />
      {inUae ? (
        <SelectField
          control={form.control}
          name={stateName}
          label={labels.emirate}
          required
          placeholder={labels.emiratePlaceholder}
          data={locationData(states)}
        />
      ) : (
        <TextInput
          label={labels.state}
          required
          autoComplete="address-level1"
          description={labels.stateHint}
          {...form.register(stateName)}
          error={errorText(stateError)}
        />
      )}
    </>
  );
}
