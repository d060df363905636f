import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Grid, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBookmark, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@logicareers/shared/pages';
import { isConsultancyRole } from '@logicareers/shared/roles';
import {
  CANDIDATE_SEARCH_MAX_PAGE,
  CANDIDATE_SORTS,
  type TCandidateSearchResult,
} from '@logicareers/shared/schemas/talent';
import { MasterMultiSelect } from '../../../components/form/select-field';
import { PageShell } from '../../../components/page-shell';
import { ApiError } from '../../../lib/api-client';
import { formatAbout, formatNumber } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/document-title';
import { roleOf, useProfile } from '../../../lib/session';
import { BulkActions } from '../components/bulk-actions';
import { CandidateList, CandidateListSkeleton } from '../components/candidate-list';
import { candidateSearchQuery, savedSearchesQuery } from '../search-api';
import { Facets } from './facets';
import { SaveSearchDialog } from './save-search-dialog';
import {
  CRITERIA,
  paramsOfSaved,
  useCandidateSearchState,
  type CandidateSearchState,
} from './search-params';
import { WhenFeature } from '../../../components/feature-switch';
import { EmptyPanel } from '../../../components/empty-panel';
import {
  FiltersAside,
  FiltersButton,
  FiltersDrawer,
  SearchPager,
} from '../../../components/search-filters';

interface QuickFields {
  q: string;
  designation: number[];
}

/** One keyword box in web-search syntax and the designations. */
function QuickSearch({ state }: { state: CandidateSearchState }) {
  const { t } = useTranslation('talent');
  const { profile } = useProfile();
  const role = profile ? roleOf(profile) : undefined;
  // An employer does not find candidates by name or contact details (decision 033).
  const findsByName = role ? isConsultancyRole(role) : false;
  const current = {
    q: state.params.get('q') ?? '',
    designation: state.list('designation').map(Number),
  };
  const form = useForm<QuickFields>({ defaultValues: current });
  return (
    <form
      role="search"
      aria-label={t('search.quick')}
      onSubmit={form.handleSubmit((values) =>
        state.update({
          q: values.q.trim() || null,
          designation: values.designation.map(String),
        }),
      )}
    >
      <Grid gap="xs" align="flex-end" mb="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TextInput
            label={t('search.keywords')}
            description={t(findsByName ? 'search.syntaxHint' : 'search.syntaxHintNoNames')}
            placeholder={t('search.keywordsPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={300}
            {...form.register('q')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 4 }}>
          <MasterMultiSelect
            control={form.control}
            name="designation"
            kind="designation"
            label={t('search.designation')}
            placeholder={t('search.designationPlaceholder')}
            max={10}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
          <Button type="submit" fullWidth>
            {t('search.submit')}
          </Button>
        </Grid.Col>
      </Grid>
    </form>
  );
}

/** Why a search failed: the server's words for a search it refuses, else a plain failure. */
function SearchError({ error }: { error: unknown }) {
  const { t } = useTranslation('talent');
  const message = (error instanceof ApiError &&
    (error.data as { message?: unknown } | null)?.message) as unknown;
  const text =
    error instanceof ApiError && error.status === 400 && message
      ? typeof message === 'object'
        ? Object.values(message as Record<string, string>)
            .map(translateMessage)
            .join('. ')
        : translateMessage(String(message))
      : t('search.failed');
  return (
    <Alert color="red" role="alert" title={t('search.failedTitle')}>
      {text}
    </Alert>
  );
}

function Results({
  data,
  pending,
  error,
  state,
}: {
  data: TCandidateSearchResult | undefined;
  pending: boolean;
  error: unknown;
  state: CandidateSearchState;
}): ReactNode {
  const { t } = useTranslation(['talent', 'common']);
  const [selected, setSelected] = useState<string[]>([]);
  if (error) return <SearchError error={error} />;
  if (pending && !data) return <CandidateListSkeleton />;
  if (!data?.items.length)
    return <EmptyPanel title={t('search.empty')} hint={t('search.emptyHint')} />;
  const pages = Math.min(CANDIDATE_SEARCH_MAX_PAGE, Math.ceil(data.total / data.page_size));
  return (
    <Stack gap="sm">
      <BulkActions selected={selected} onClear={() => setSelected([])} />
      <CandidateList
        items={data.items}
        selected={selected}
        onSelect={setSelected}
        label={t('search.results')}
      />
      <SearchPager
        pages={pages}
        page={state.page}
        onChange={(p) => state.update({ page: String(p) }, true)}
      />
    </Stack>
  );
}

/** The search, its facets and its results; the URL holds the search. */
function CandidateSearch({ title, saveable = true }: { title: string; saveable?: boolean }) {
  const { t } = useTranslation('talent');
  const state = useCandidateSearchState();
  const [drawer, toggleDrawer] = useDisclosure(false);
  const [saveDialog, toggleSave] = useDisclosure(false);
  const { data, isPending, isFetching, error } = useQuery(candidateSearchQuery(state.search));
  const searched = CRITERIA.some((key) => state.params.get(key));
  const facets = <Facets facets={data?.facets} state={state} />;
  const count = data
    ? t(data.total_is_estimate ? 'search.countEstimate' : 'search.count', {
        count: data.total,
        total: (data.total_is_estimate ? formatAbout : formatNumber)(data.total),
      })
    : t('search.searching');
  return (
    <PageShell
      title={title}
      actions={
        <Group gap="xs">
          <Button component={Link} to={paths.workspace.cvSearchAdvanced} variant="default">
            {t('search.advanced')}
          </Button>
          <Button component={Link} to={paths.workspace.cvSearchSaved} variant="default">
            {t('search.savedSearches')}
          </Button>
        </Group>
      }
    >
      {/* A new search in the URL (back, forward, a link) shows its own words. */}
      <QuickSearch
        key={`${state.params.get('q') ?? ''}|${state.params.get('designation') ?? ''}`}
        state={state}
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          <FiltersAside label={t('search.filters')}>{facets}</FiltersAside>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Group justify="space-between" mb="sm" gap="xs">
            <Text aria-live="polite" fw={600}>
              {count}
              {isFetching && data ? t('search.updating') : ''}
            </Text>
            <Group gap="xs">
              <FiltersButton hiddenFrom="md" onClick={toggleDrawer.open}>
                {t('search.filters')}
              </FiltersButton>
              {saveable && searched && (
                <Button
                  variant="light"
                  leftSection={<IconBookmark size={16} aria-hidden />}
                  onClick={toggleSave.open}
                >
                  {t('search.save')}
                </Button>
              )}
              <NativeSelect
                aria-label={t('search.sortBy')}
                w={150}
                data={CANDIDATE_SORTS.map((value) => ({ value, label: t(`search.sort.${value}`) }))}
                value={
                  state.params.get('sort') ?? (state.params.get('q') ? 'relevance' : 'last_active')
                }
                onChange={(e) => state.update({ sort: e.currentTarget.value })}
              />
            </Group>
          </Group>
          <Results
            // A new search starts with nothing chosen.
            key={JSON.stringify({ ...state.search, page: undefined })}
            data={data}
            pending={isPending}
            error={error}
            state={state}
          />
        </Grid.Col>
      </Grid>
      <FiltersDrawer opened={drawer} onClose={toggleDrawer.close} title={t('search.filters')}>
        {facets}
      </FiltersDrawer>
      <SaveSearchDialog query={state.search} opened={saveDialog} onClose={toggleSave.close} />
    </PageShell>
  );
}

/** CV search (quick search and the results of any search in the URL). */
export function CvSearchPage() {
  return (
    <WhenFeature module="employer_cv_search">
      <CvSearchScreen />
    </WhenFeature>
  );
}

function CvSearchScreen() {
  const { t } = useTranslation('talent');
  return <CandidateSearch title={t('search.title')} />;
}

/** A saved search's results: its query is put in the URL, and can be refined from there. */
export function SavedSearchViewPage() {
  return (
    <WhenFeature module="employer_cv_search">
      <SavedSearchViewScreen />
    </WhenFeature>
  );
}

function SavedSearchViewScreen() {
  const { t } = useTranslation('talent');
  const { id } = useParams();
  const state = useCandidateSearchState();
  const { data, isPending } = useQuery(savedSearchesQuery());
  const saved = data?.find((search) => String(search.id) === id);
  const empty = !CRITERIA.some((key) => state.params.get(key));
  useDocumentTitle(saved?.name);
  useEffect(() => {
    if (saved && empty) state.setParams(paramsOfSaved(saved.query), { replace: true });
    // Only when the saved search arrives, or the URL is emptied.
  }, [saved, empty]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!isPending && !saved)
    return (
      <PageShell title={t('saved.notFound')}>
        <Button component={Link} to={paths.workspace.cvSearchSaved}>
          {t('saved.backToList')}
        </Button>
      </PageShell>
    );
  if (!saved || empty) return <CandidateListSkeleton />;
  return <CandidateSearch title={t('saved.viewTitle', { name: saved.name })} saveable={false} />;
}
