import type { ReactNode } from 'react';
import { Button, Checkbox, Grid, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams, type LoaderFunction } from 'react-router';
import { i18n } from '../../../lib/i18n';
import { useTranslation } from 'react-i18next';
import { paths } from '@logicareers/shared/pages';
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
import { PageShell } from '../../../components/page-shell';
import { WhenFeature } from '../../../components/feature-switch';

interface Fields {
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

const LISTS = [
  'designation',
  'functional_area',
  'state',
  'nationality',
  'visa_status',
  'notice_period',
  'licence',
  'language',
] as const;
const NUMBERS = ['experience_min', 'experience_max', 'salary_min', 'salary_max'] as const;
const TEXTS = [
  'all_words',
  'any_words',
  'exclude_words',
  'relocate',
  'certification',
  'education',
  'active_within',
] as const;

/** The form's values from a search's URL parameters (to refine a search), empty without them. */
function fieldsOf(params: URLSearchParams): Fields {
  const list = (key: string) => (params.get(key) ?? '').split(',').filter(Boolean);
  const number = (key: string) => (params.get(key) ? Number(params.get(key)) : null);
  return {
    ...(Object.fromEntries(TEXTS.map((key) => [key, params.get(key) ?? ''])) as Pick<
      Fields,
      (typeof TEXTS)[number]
    >),
    designation: list('designation').map(Number),
    functional_area: list('functional_area').map(Number),
    state: list('state').map(Number),
    nationality: list('nationality').map(Number),
    visa_status: list('visa_status'),
    notice_period: list('notice_period'),
    licence: list('licence'),
    language: list('language'),
    experience_min: number('experience_min'),
    experience_max: number('experience_max'),
    salary_min: number('salary_min'),
    salary_max: number('salary_max'),
    valid_certification: params.get('valid_certification') === 'true',
  };
}

/** The search's URL parameters from the form: only what is filled in. */
function paramsOf(values: Fields) {
  const params = new URLSearchParams();
  for (const key of TEXTS) if (values[key].trim()) params.set(key, values[key].trim());
  for (const key of LISTS) if (values[key].length) params.set(key, values[key].join(','));
  for (const key of NUMBERS) if (values[key] !== null) params.set(key, String(values[key]));
  if (values.valid_certification) params.set('valid_certification', 'true');
  return params;
}

/** Advanced CV search: every filter of the search, opening the results with them. */
export function AdvancedSearchPage() {
  return (
    <WhenFeature module="employer_cv_search">
      <AdvancedSearchScreen />
    </WhenFeature>
  );
}

function AdvancedSearchScreen() {
  const { t } = useTranslation(['talent', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm<Fields>({ defaultValues: fieldsOf(params) });
  const { control, register } = form;
  const onSubmit = form.handleSubmit((values) =>
    navigate(paths.workspace.cvSearch(paramsOf(values))),
  );
  const choices = <T extends string>(values: readonly T[], label: (value: T) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  const section = (title: string, children: ReactNode) => (
    <Paper withBorder radius="md" p="md" component="fieldset" m={0}>
      <Title order={2} fz="lg" mb="sm" component="legend" px={4}>
        {title}
      </Title>
      <Grid gap="md">{children}</Grid>
    </Paper>
  );
  const half = { base: 12, sm: 6 };
  return (
    <PageShell
      title={t('advanced.title')}
      description={t('advanced.description')}
      actions={
        <Button component={Link} to={paths.workspace.cvSearch()} variant="default">
          {t('advanced.quick')}
        </Button>
      }
      size="lg"
    >
      <form noValidate onSubmit={onSubmit} aria-label={t('advanced.title')}>
        <Stack gap="lg">
          {section(
            t('advanced.keywords'),
            <>
              <Grid.Col span={12}>
                <TextInput
                  label={t('advanced.allWords')}
                  description={t('advanced.allWordsHint')}
                  maxLength={300}
                  {...register('all_words')}
                />
              </Grid.Col>
              <Grid.Col span={half}>
                <TextInput
                  label={t('advanced.anyWords')}
                  description={t('advanced.anyWordsHint')}
                  maxLength={300}
                  {...register('any_words')}
                />
              </Grid.Col>
              <Grid.Col span={half}>
                <TextInput
                  label={t('advanced.excludeWords')}
                  description={t('advanced.excludeWordsHint')}
                  maxLength={300}
                  {...register('exclude_words')}
                />
              </Grid.Col>
            </>,
          )}
          {section(
            t('advanced.role'),
            <>
              <Grid.Col span={half}>
                <MasterMultiSelect
                  control={control}
                  name="designation"
                  kind="designation"
                  label={t('advanced.designation')}
                  max={10}
                />
              </Grid.Col>
              <Grid.Col span={half}>
                <MasterMultiSelect
                  control={control}
                  name="functional_area"
                  kind="functional_area"
                  label={t('advanced.functionalArea')}
                  max={10}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3 }}>
                <NumberField
                  control={control}
                  name="experience_min"
                  label={t('advanced.experienceMin')}
                  max={50}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3 }}>
                <NumberField
                  control={control}
                  name="experience_max"
                  label={t('advanced.experienceMax')}
                  max={50}
                />
              </Grid.Col>
              <Grid.Col span={half}>
                <SelectField
                  control={control}
                  name="education"
                  label={t('advanced.education')}
                  placeholder={t('advanced.anyLevel')}
                  clearable
                  searchable={false}
                  data={choices(EDUCATION_LEVELS, (level) => t(`education.${level}`))}
                />
              </Grid.Col>
            </>,
          )}
          {section(
            t('advanced.whereAndWhen'),
            <>
              <Grid.Col span={half}>
                <MasterMultiSelect
                  control={control}
                  name="state"
                  kind="state"
                  label={t('advanced.emirate')}
                  max={10}
                />
              </Grid.Col>
              <Grid.Col span={half}>
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
              </Grid.Col>
              <Grid.Col span={half}>
                <MasterMultiSelect
                  control={control}
                  name="nationality"
                  kind="country"
                  label={t('advanced.nationality')}
                  max={10}
                />
              </Grid.Col>
              <Grid.Col span={half}>
                <MultiSelectField
                  control={control}
                  name="visa_status"
                  label={t('advanced.visaStatus')}
                  data={choices(VISA_STATUSES, (v) => t(`common:visaStatus.${v}`))}
                />
              </Grid.Col>
              <Grid.Col span={half}>
                <MultiSelectField
                  control={control}
                  name="notice_period"
                  label={t('advanced.noticePeriod')}
                  data={choices(NOTICE_PERIODS, (v) => t(`common:noticePeriod.${v}`))}
                />
              </Grid.Col>
              <Grid.Col span={half}>
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
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3 }}>
                <NumberField
                  control={control}
                  name="salary_min"
                  label={t('advanced.salaryMin')}
                  max={1_000_000}
                  step={500}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3 }}>
                <NumberField
                  control={control}
                  name="salary_max"
                  label={t('advanced.salaryMax')}
                  max={1_000_000}
                  step={500}
                />
              </Grid.Col>
            </>,
          )}
          {section(
            t('advanced.qualifications'),
            <>
              <Grid.Col span={half}>
                <MultiSelectField
                  control={control}
                  name="licence"
                  label={t('advanced.licence')}
                  description={t('advanced.licenceHint')}
                  data={choices(DRIVING_LICENCES, (v) => t(`common:drivingLicence.${v}`))}
                />
              </Grid.Col>
              <Grid.Col span={half}>
                <MultiSelectField
                  control={control}
                  name="language"
                  label={t('advanced.languages')}
                  description={t('advanced.languagesHint')}
                  data={choices(LANGUAGES, (code) => t(`common:languageName.${code}`))}
                />
              </Grid.Col>
              <Grid.Col span={half}>
                <TextInput
                  label={t('advanced.certification')}
                  description={t('advanced.certificationHint')}
                  maxLength={100}
                  {...register('certification')}
                />
              </Grid.Col>
              <Grid.Col span={half} style={{ alignSelf: 'flex-end' }}>
                <Checkbox
                  label={t('advanced.validCertification')}
                  {...register('valid_certification')}
                />
              </Grid.Col>
            </>,
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => form.reset(fieldsOf(new URLSearchParams()))}>
              {t('advanced.reset')}
            </Button>
            <Button type="submit">{t('advanced.submit')}</Button>
          </Group>
        </Stack>
      </form>
    </PageShell>
  );
}

/** Only `create` is an action of the CV search; anything else is not a page. */
export const advancedSearchLoader: LoaderFunction = ({ params }) => {
  if (params.action !== 'create')
    throw new Response(i18n.t('routeError.notFound'), { status: 404 });
  return null;
};
