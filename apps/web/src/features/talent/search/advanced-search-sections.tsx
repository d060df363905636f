import type { ReactNode } from 'react';
import { Checkbox, Grid, Paper, TextInput, Title } from '@mantine/core';
import type { Control, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MasterKind } from '@logicareers/shared/schemas/master-data';
import {
  DRIVING_LICENCES,
  NOTICE_PERIODS,
  VISA_STATUSES,
} from '@logicareers/shared/schemas/candidate';
import { ACTIVE_WITHIN, EDUCATION_LEVELS, LANGUAGES } from '@logicareers/shared/schemas/talent';
import { NumberField } from '../../../components/form/number-field';
import {
  MasterMultiSelect,
  MultiSelectField,
  SelectField,
} from '../../../components/form/select-field';

/** Every filter of the advanced search, as the form holds it. */
export interface Fields {
  all_words: string;
  any_words: string;
  exclude_words: string;
  designation: number[];
  functional_area: number[];
  experience_min: number | null;
  experience_max: number | null;
  state: number[];
  relocate: string;
  nationality: number[];
  visa_status: string[];
  notice_period: string[];
  salary_min: number | null;
  salary_max: number | null;
  licence: string[];
  certification: string;
  valid_certification: boolean;
  education: string;
  language: string[];
  active_within: string;
}

interface SectionProps {
  control: Control<Fields>;
  register: UseFormRegister<Fields>;
}

const HALF = { base: 12, sm: 6 };
const QUARTER = { base: 6, sm: 3 };

const choices = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/** A group of filters with its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="fieldset" m={0}>
      <Title order={2} fz="lg" mb="sm" component="legend" px={4}>
        {title}
      </Title>
      <Grid gap="md">{children}</Grid>
    </Paper>
  );
}

/** One filter in half the row (the whole row on a phone). */
function Half({ children }: { children: ReactNode }) {
  return <Grid.Col span={HALF}>{children}</Grid.Col>;
}

/** Up to ten items of a kind of master data. */
function MasterField({
  control,
  name,
  kind,
  label,
}: {
  control: Control<Fields>;
  name: 'designation' | 'functional_area' | 'state' | 'nationality';
  kind: MasterKind;
  label: string;
}) {
  return (
    <Half>
      <MasterMultiSelect control={control} name={name} kind={kind} label={label} max={10} />
    </Half>
  );
}

/** A lowest and a highest number side by side, each in a quarter of the row (half on a phone). */
function RangeFields({
  control,
  range,
  labels,
  max,
  step,
}: {
  control: Control<Fields>;
  range: 'experience' | 'salary';
  labels: { min: string; max: string };
  max: number;
  step?: number;
}) {
  return (
    <>
      {(['min', 'max'] as const).map((end) => (
        <Grid.Col key={end} span={QUARTER}>
          <NumberField
            control={control}
            name={`${range}_${end}`}
            label={labels[end]}
            max={max}
            step={step}
          />
        </Grid.Col>
      ))}
    </>
  );
}

/** Words the CV has, any of, or must not have. */
function WordsField({
  register,
  name,
  label,
  hint,
}: {
  register: UseFormRegister<Fields>;
  name: 'all_words' | 'any_words' | 'exclude_words';
  label: string;
  hint: string;
}) {
  return <TextInput label={label} description={hint} maxLength={300} {...register(name)} />;
}

/** Words the CV has, any of them, or none of them. */
export function KeywordsSection({ register }: SectionProps) {
  const { t } = useTranslation(['talent', 'common']);
  return (
    <Section title={t('advanced.keywords')}>
      <Grid.Col span={12}>
        <WordsField
          register={register}
          name="all_words"
          label={t('advanced.allWords')}
          hint={t('advanced.allWordsHint')}
        />
      </Grid.Col>
      <Half>
        <WordsField
          register={register}
          name="any_words"
          label={t('advanced.anyWords')}
          hint={t('advanced.anyWordsHint')}
        />
      </Half>
      <Half>
        <WordsField
          register={register}
          name="exclude_words"
          label={t('advanced.excludeWords')}
          hint={t('advanced.excludeWordsHint')}
        />
      </Half>
    </Section>
  );
}

/** The role: designation, functional area, experience and education. */
export function RoleSection({ control }: SectionProps) {
  const { t } = useTranslation(['talent', 'common']);
  return (
    <Section title={t('advanced.role')}>
      <MasterField
        control={control}
        name="designation"
        kind="designation"
        label={t('advanced.designation')}
      />
      <MasterField
        control={control}
        name="functional_area"
        kind="functional_area"
        label={t('advanced.functionalArea')}
      />
      <RangeFields
        control={control}
        range="experience"
        labels={{ min: t('advanced.experienceMin'), max: t('advanced.experienceMax') }}
        max={50}
      />
      <Half>
        <SelectField
          control={control}
          name="education"
          label={t('advanced.education')}
          placeholder={t('advanced.anyLevel')}
          clearable
          searchable={false}
          data={choices(EDUCATION_LEVELS, (level) => t(`education.${level}`))}
        />
      </Half>
    </Section>
  );
}

/** Where the candidate is and can work, when they can start, and the salary they ask. */
export function WhereAndWhenSection({ control }: SectionProps) {
  const { t } = useTranslation(['talent', 'common']);
  return (
    <Section title={t('advanced.whereAndWhen')}>
      <MasterField control={control} name="state" kind="state" label={t('advanced.emirate')} />
      <Half>
        <SelectField
          control={control}
          name="relocate"
          label={t('advanced.relocate')}
          placeholder={t('advanced.either')}
          clearable
          searchable={false}
          data={[
            { value: 'true', label: t('advanced.relocateYes') },
            { value: 'false', label: t('advanced.relocateNo') },
          ]}
        />
      </Half>
      <MasterField
        control={control}
        name="nationality"
        kind="country"
        label={t('advanced.nationality')}
      />
      <Half>
        <MultiSelectField
          control={control}
          name="visa_status"
          label={t('advanced.visaStatus')}
          data={choices(VISA_STATUSES, (v) => t(`common:visaStatus.${v}`))}
        />
      </Half>
      <Half>
        <MultiSelectField
          control={control}
          name="notice_period"
          label={t('advanced.noticePeriod')}
          data={choices(NOTICE_PERIODS, (v) => t(`common:noticePeriod.${v}`))}
        />
      </Half>
      <Half>
        <SelectField
          control={control}
          name="active_within"
          label={t('advanced.activeWithin')}
          placeholder={t('advanced.anyTime')}
          clearable
          searchable={false}
          data={choices(ACTIVE_WITHIN, (days) =>
            t('advanced.activeWithinDays', { count: Number(days) }),
          )}
        />
      </Half>
      <RangeFields
        control={control}
        range="salary"
        labels={{ min: t('advanced.salaryMin'), max: t('advanced.salaryMax') }}
        max={1_000_000}
        step={500}
      />
    </Section>
  );
}

/** Driving licences, languages and certifications. */
export function QualificationsSection({ control, register }: SectionProps) {
  const { t } = useTranslation(['talent', 'common']);
  return (
    <Section title={t('advanced.qualifications')}>
      <Half>
        <MultiSelectField
          control={control}
          name="licence"
          label={t('advanced.licence')}
          description={t('advanced.licenceHint')}
          data={choices(DRIVING_LICENCES, (v) => t(`common:drivingLicence.${v}`))}
        />
      </Half>
      <Half>
        <MultiSelectField
          control={control}
          name="language"
          label={t('advanced.languages')}
          description={t('advanced.languagesHint')}
          data={choices(LANGUAGES, (code) => t(`common:languageName.${code}`))}
        />
      </Half>
      <Half>
        <TextInput
          label={t('advanced.certification')}
          description={t('advanced.certificationHint')}
          maxLength={100}
          {...register('certification')}
        />
      </Half>
      <Grid.Col span={HALF} style={{ alignSelf: 'flex-end' }}>
        <Checkbox label={t('advanced.validCertification')} {...register('valid_certification')} />
      </Grid.Col>
    </Section>
  );
}
