import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { type FieldPath, type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { monthName } from '../../lib/format';
import { errorText } from './field-error';
import { SelectField } from './select-field';

/** The twelve months as select options, '1' for January, named in the user's language. */
export const monthOptions = () =>
  Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: monthName(i) }));

/** Years from this one (and `ahead` more) back to 1960, newest first. */
export const yearOptions = (ahead = 0) => {
  const last = new Date().getFullYear() + ahead;
  return Array.from({ length: last - 1960 + 1 }, (_, i) => String(last - i));
};

/**
 * A job a candidate holds or held: employer, job title, whether they still work there, and the
 * months it started and ended (the end hidden while they work there). `within` names the form's
 * object that holds the fields (`employment` for a profile's current job, where the job is optional
 * and its dates required once an employer is named); without it the fields are the form's own and
 * all required.
 */
export function EmploymentFields<T extends FieldValues, O extends FieldValues = T>({
  form,
  within,
  autoFocus,
}: {
  form: UseFormReturn<T, unknown, O>;
  within?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const name = (field: string) => (within ? `${within}.${field}` : field) as FieldPath<T>;
  const [working, employerName] = useWatch({
    control: form.control,
    name: [name('working_status'), name('employer_name')],
  }) as [boolean | undefined, string | undefined];
  type Errors = Record<string, { message?: string } | undefined>;
  const formErrors = form.formState.errors as Record<string, unknown>;
  const errors = (within ? formErrors[within] : formErrors) as Errors | undefined;
  const required = !within || !!String(employerName ?? '').trim();
  const months = monthOptions();
  const years = yearOptions();
  const dates = (which: 'start' | 'end') => (
    <>
      <SelectField
        control={form.control}
        name={name(`${which}_month`)}
        label={t(`employment.${which}Month`)}
        required={required}
        data={months}
        searchable={false}
      />
      <SelectField
        control={form.control}
        name={name(`${which}_year`)}
        label={t(`employment.${which}Year`)}
        required={required}
        data={years}
      />
    </>
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('employment.employer')}
          required={!within}
          data-autofocus={autoFocus || undefined}
          autoComplete="organization"
          {...form.register(name('employer_name'))}
          error={errorText(errors?.employer_name)}
        />
        <TextInput
          label={t('employment.jobTitle')}
          required={!within}
          autoComplete="organization-title"
          {...form.register(name('designation'))}
          error={errorText(errors?.designation)}
        />
      </SimpleGrid>
      <Checkbox label={t('employment.workingNow')} {...form.register(name('working_status'))} />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {dates('start')}
        {!working && dates('end')}
      </SimpleGrid>
    </>
  );
}
