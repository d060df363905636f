import { useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import {
  CANDIDATE_INTERVIEW_WHEN,
  type TCandidateInterviewPage,
} from '@logicareers/shared/schemas/interviews';
import { EmptyPanel } from '../../components/empty-panel';
import { myInterviewsQuery } from '../../components/interviews/candidate-interview-queries';
import { ListSkeleton, LoadError } from '../../components/load-state';
import { PageShell, Pager } from '../../components/page-shell';
import { CandidateInterviewCard } from './candidate-interview-card';

const PAGE_SIZE = 10;
type When = (typeof CANDIDATE_INTERVIEW_WHEN)[number];

/** Upcoming or past interviews under their heading, a page at a time. */
function InterviewSection({
  when,
  data,
  onPage,
}: {
  when: When;
  data: TCandidateInterviewPage;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('interviews');
  const titleId = `my-interviews-${when}`;
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} fz="lg" mb="sm" id={titleId}>
        {t(`mine.${when}`)}
      </Title>
      {data.items.length ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.items.map((interview) => (
            <CandidateInterviewCard
              key={interview.id}
              interview={interview}
              upcoming={when === 'upcoming'}
            />
          ))}
        </Stack>
      ) : (
        <Text c="dimmed">{t(when === 'upcoming' ? 'mine.noneUpcoming' : 'mine.nonePast')}</Text>
      )}
      {data.total > data.page_size && (
        <Pager page={data.page} pageSize={data.page_size} total={data.total} onChange={onPage} />
      )}
    </section>
  );
}

/** `/candidate/interviews`: the candidate's interviews, upcoming then past, to answer and keep. */
export function CandidateInterviewsPage() {
  const { t } = useTranslation('interviews');
  const [pages, setPages] = useState<Record<When, number>>({ upcoming: 1, past: 1 });
  const upcoming = useQuery(
    myInterviewsQuery({
      when: 'upcoming',
      page: String(pages.upcoming),
      page_size: String(PAGE_SIZE),
    }),
  );
  const past = useQuery(
    myInterviewsQuery({ when: 'past', page: String(pages.past), page_size: String(PAGE_SIZE) }),
  );
  const lists = { upcoming, past };

  const body = () => {
    if (upcoming.isError || past.isError)
      return (
        <LoadError
          onRetry={() => {
            if (upcoming.isError) void upcoming.refetch();
            if (past.isError) void past.refetch();
          }}
        />
      );
    if (!upcoming.data || !past.data)
      return <ListSkeleton rows={3} height={140} label={t('mine.loading')} />;
    if (!upcoming.data.total && !past.data.total)
      return (
        <EmptyPanel title={t('mine.emptyTitle')} hint={t('mine.emptyText')}>
          <Button component={Link} to={paths.candidate.searchJobs} mt="md">
            {t('mine.searchJobs')}
          </Button>
        </EmptyPanel>
      );
    return (
      <Stack gap="xl">
        {CANDIDATE_INTERVIEW_WHEN.map((when) => (
          <InterviewSection
            key={when}
            when={when}
            data={lists[when].data!}
            onPage={(page) => setPages((current) => ({ ...current, [when]: page }))}
          />
        ))}
      </Stack>
    );
  };

  return (
    <PageShell title={t('mine.title')} description={t('mine.intro')} size="md">
      {body()}
    </PageShell>
  );
}
