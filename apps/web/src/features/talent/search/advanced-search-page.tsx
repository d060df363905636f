import { Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams, type LoaderFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@logicareers/shared/pages';
import { PageShell } from '../../../components/page-shell';
import { WhenFeature } from '../../../components/feature-switch';
import { notFound } from '../../../lib/route-pages';
import {
  KeywordsSection,
  QualificationsSection,
  RoleSection,
  WhereAndWhenSection,
  type Fields,
} from './advanced-search-sections';

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
          <KeywordsSection control={control} register={register} />
          <RoleSection control={control} register={register} />
          <WhereAndWhenSection control={control} register={register} />
          <QualificationsSection control={control} register={register} />
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
  if (params.action !== 'create') notFound();
  return null;
};
