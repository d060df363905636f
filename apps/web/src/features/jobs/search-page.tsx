import { startTransition, useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Container,
  Grid,
  Group,
  NativeSelect,
  NumberInput,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MOBILE_BREAKPOINT_PX } from '@logicareers/shared/constants';
import { SEARCH_MAX_PAGE, SORTS, type EmploymentType } from '@logicareers/shared/job-terms';
import type { TFacetKey, TFacetValue, TJobSearchResult } from '@logicareers/shared/schemas/jobs';
import type { Prefetch } from '../../lib/prefetch';
import { Deferred } from '../../components/deferred';
import { JobCard } from '../../components/jobs/job-card';
import { paths } from '@logicareers/shared/pages';
import { formatAbout, formatMoney, formatNumber } from '../../lib/format';
import { ApiError } from '../../lib/api-client';
import { JobKeywordsForm } from '../../components/jobs/job-keywords-form';
import { FacetChoices, type FacetTexts } from '../../components/facet-choices';
import { translateMessage } from '../../lib/i18n';
import { can, useProfile } from '../../lib/session';
import { useFeature } from '../../components/feature-switch';
import { searchQuery } from './jobs-api';
import { SEARCH_PARAMS, searchOf } from './search-params';
import { EmptyPanel } from '../../components/empty-panel';
import {
  FiltersAside,
  FiltersButton,
  FiltersDrawer,
  SearchPager,
} from '../../components/search-filters';
import { useUrlSearch } from '../../lib/url-search';

const FACETS: { key: TFacetKey; multi: boolean }[] = [
  { key: 'state', multi: true },
  { key: 'functional_area', multi: true },
  { key: 'designation', multi: true },
  { key: 'industry', multi: true },
  { key: 'employment_type', multi: true },
  { key: 'posted_within', multi: false },
];

/** A facet value's name: fixed lists from the catalogue, master data as the API names it. */
function useFacetName(key: TFacetKey) {
  const { t } = useTranslation(['jobs', 'common']);
  return (value: TFacetValue) => {
    if (key === 'employment_type')
      return t(`common:employmentType.${value.id as EmploymentType}`, {
        defaultValue: value.name,
      });
    if (key === 'posted_within')
      return value.id === '1'
        ? t('search.postedWithinDay')
        : t('search.postedWithinDays', { days: value.id });
    return value.name;
  };
}
export const prefetchSearchPage: Prefetch = (client, { search }) =>
  client.prefetchQuery(searchQuery(searchOf(search)));

/** The search as it stands in the URL, so that a search can be shared. */
function useSearchState() {
  const search = useUrlSearch();
  return { ...search, query: searchOf(search.params) };
}

function FacetGroup({
  facet,
  values,
  selected,
  onChange,
}: {
  facet: (typeof FACETS)[number];
  values: TFacetValue[];
  selected: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation(['jobs', 'common']);
  const nameOf = useFacetName(facet.key);
  const texts: FacetTexts = {
    count: (n) => `(${n})`,
    valueCount: (name, n) => t('search.valueCount', { name, n }),
    any: t('search.anyTime'),
    showAll: (count) => t('search.showAll', { count }),
    showFewer: t('search.showFewer'),
  };
  const choice = facet.multi
    ? { multi: true as const, selected, onChange }
    : {
        multi: false as const,
        chosen: selected[0] ?? '',
        onChoose: (value: string) => onChange(value ? [value] : []),
      };
  return (
    <FacetChoices
      label={t(`search.facet.${facet.key}`)}
      values={values}
      nameOf={nameOf}
      texts={texts}
      {...choice}
    />
  );
}

function Filters({
  facets,
  state,
}: {
  facets: TJobSearchResult['facets'] | undefined;
  state: ReturnType<typeof useSearchState>;
}) {
  const { t } = useTranslation(['jobs', 'common']);
  return (
    <Stack gap="lg">
      {FACETS.map((facet) => (
        <FacetGroup
          key={facet.key}
          facet={facet}
          values={facets?.[facet.key] ?? []}
          selected={state.list(facet.key)}
          onChange={(next) => state.update({ [facet.key]: next })}
        />
      ))}
      <NumberInput
        label={t('search.experience')}
        min={0}
        max={50}
        value={state.params.get('experience') ?? ''}
        onChange={(v) => state.update({ experience: v === '' ? null : String(v) })}
      />
      <Select
        label={t('search.salaryMin')}
        placeholder={t('search.salaryAny')}
        clearable
        data={['3000', '5000', '8000', '12000', '20000', '30000'].map((v) => ({
          value: v,
          label: formatMoney(Number(v), 'from'),
        }))}
        value={state.params.get('salary_min')}
        onChange={(v) => state.update({ salary_min: v })}
      />
      <Button
        variant="default"
        onClick={() =>
          state.update(
            Object.fromEntries(SEARCH_PARAMS.filter((p) => p !== 'q').map((p) => [p, null])),
          )
        }
      >
        {t('search.clear')}
      </Button>
    </Stack>
  );
}

function Results({
  data,
  state,
  pending,
  error,
}: {
  data?: TJobSearchResult;
  state: ReturnType<typeof useSearchState>;
  pending: boolean;
  error: unknown;
}): ReactNode {
  const { t } = useTranslation(['jobs', 'common']);
  if (error) {
    const message =
      error instanceof ApiError &&
      typeof (error.data as { message?: unknown })?.message === 'object'
        ? Object.values((error.data as { message: Record<string, string> }).message)
            .map(translateMessage)
            .join('. ')
        : t('search.failed');
    return (
      <Alert color="red" role="alert" title={t('search.checkSearch')}>
        {message}
      </Alert>
    );
  }
  if (pending && !data)
    return Array.from({ length: 5 }, (_, i) => <Skeleton key={i} h={140} radius="md" />);
  if (!data?.items.length) {
    return <EmptyPanel title={t('search.empty')} hint={t('search.emptyHint')} />;
  }
  const page = Number(state.params.get('page') ?? '1');
  const pages = Math.min(SEARCH_MAX_PAGE, Math.ceil(data.total / data.page_size));
  return (
    <>
      {data.items.map((job) => (
        <JobCard key={job.id} job={job} from="search" />
      ))}
      <SearchPager
        pages={pages}
        page={page}
        onChange={(p) => state.update({ page: String(p) }, true)}
      />
    </>
  );
}

/** The search's keywords and filters as a job alert (for candidates), e-mailed as new jobs come in. */
function AlertFromSearch({ query }: { query: Record<string, string> }) {
  const { t } = useTranslation(['jobs', 'common']);
  const { profile } = useProfile();
  const keys = ['q', 'state', 'functional_area', 'designation', 'industry', 'employment_type'];
  const params = new URLSearchParams(
    [...keys, 'experience', 'salary_min'].filter((k) => query[k]).map((k) => [k, query[k]]),
  );
  const alerts = useFeature('job_alerts');
  if (!alerts || !can(profile, 'alerts.manage') || !keys.some((k) => query[k])) return null;
  return (
    <Group justify="flex-end" mt={-8} mb="md">
      <Button
        component={Link}
        to={`${paths.candidate.jobAlerts}?${params}`}
        variant="light"
        size="xs"
        leftSection={<IconBell size={14} aria-hidden />}
      >
        {t('search.createAlert')}
      </Button>
    </Group>
  );
}

/**
 * Whether the screen is wide enough for the filters beside the results: false on the server and
 * while the page is taken over (so phones render nothing more), then built as a transition that
 * yields to the browser, instead of re-rendering the page in one block.
 */
function useWideScreen() {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const update = () => startTransition(() => setWide(query.matches));
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

/** Job search: keywords with web-search syntax, filters with counts, sort and paging, all in the URL. */
export function SearchPage() {
  const { t } = useTranslation(['jobs', 'common']);
  const state = useSearchState();
  const [drawer, toggleDrawer] = useDisclosure(false);
  // False on the server and until the app has taken the page over, then true on wide screens.
  const wide = useWideScreen();
  const { data, isPending, isFetching, error } = useQuery({
    ...searchQuery(state.query),
    placeholderData: keepPreviousData,
  });
  const keywords = state.params.get('q');
  const filters = <Filters facets={data?.facets} state={state} />;
  return (
    <Container size="xl" py="xl">
      <Title order={1} fz={{ base: 24, sm: 30 }} mb="md">
        {keywords ? t('search.titleFor', { q: keywords }) : t('search.title')}
      </Title>
      <JobKeywordsForm
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        submitLabel={t('search.submit')}
        onSearch={(keywords) => state.update({ q: keywords || null })}
        defaultValue={state.params.get('q') ?? ''}
        size="md"
        mb="lg"
      />
      <AlertFromSearch query={state.query} />
      <Grid gap="xl">
        {/*
          Beside the results on wide screens; in a drawer on phones. Filters need the app, so the
          server sends their frame and the app fills it; phones never build the hidden panel.
        */}
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="sm">
          <FiltersAside label={t('search.filters')}>
            {wide ? (
              filters
            ) : (
              <Stack gap="sm" aria-busy="true">
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} h={i % 3 ? 18 : 22} w={i % 3 ? '80%' : '50%'} />
                ))}
              </Stack>
            )}
          </FiltersAside>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Group justify="space-between" mb="sm">
            <Text aria-live="polite" fw={600}>
              {data
                ? t(data.total_is_estimate ? 'search.countEstimate' : 'search.count', {
                    count: data.total,
                    total: (data.total_is_estimate ? formatAbout : formatNumber)(data.total),
                  })
                : t('search.searching')}
              {isFetching && data ? t('search.updating') : ''}
            </Text>
            <Group gap="xs">
              <FiltersButton hiddenFrom="sm" onClick={toggleDrawer.open}>
                {t('search.filters')}
              </FiltersButton>
              {/* The browser's own list: nothing to position or build while the page is taken over. */}
              <NativeSelect
                aria-label={t('search.sortBy')}
                w={150}
                data={SORTS.map((value) => ({ value, label: t(`search.sort.${value}`) }))}
                value={state.params.get('sort') ?? (state.params.get('q') ? 'relevance' : 'newest')}
                onChange={(e) => state.update({ sort: e.currentTarget.value })}
              />
            </Group>
          </Group>
          <Stack gap="sm">
            <Results data={data} state={state} pending={isPending} error={error} />
          </Stack>
        </Grid.Col>
      </Grid>
      {/* Closed until the Filters button opens it; built after the page is taken over. */}
      <Deferred>
        <FiltersDrawer opened={drawer} onClose={toggleDrawer.close} title={t('search.filters')}>
          {filters}
        </FiltersDrawer>
      </Deferred>
    </Container>
  );
}
