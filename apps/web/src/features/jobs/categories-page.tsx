import { SegmentedControl, SimpleGrid, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/page-shell';
import { paths } from '@logicareers/shared/pages';
import { JOB_CATEGORIES, type JobCategory } from '@logicareers/shared/schemas/jobs';
import { CategoryTile } from '../../components/jobs/category-tile';
import { i18n } from '../../lib/i18n';
import { categoriesQuery } from '../../lib/master-data';

export function CategoriesPage() {
  const { category } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation('jobs');
  if (!JOB_CATEGORIES.includes(category as JobCategory))
    throw new Response(i18n.t('common:routeError.notFound'), { status: 404 });
  const by = category as JobCategory;
  const { data, isPending } = useQuery(categoriesQuery(by));
  return (
    <PageShell
      title={t(`categories.title.${by}`)}
      actions={
        <SegmentedControl
          aria-label={t('categories.by')}
          value={by}
          onChange={(value) => navigate(paths.jobCategory(value as JobCategory))}
          data={JOB_CATEGORIES.map((value) => ({ value, label: t(`categories.name.${value}`) }))}
        />
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {isPending
          ? Array.from({ length: 9 }, (_, i) => <Skeleton key={i} h={52} />)
          : data?.map((c) => <CategoryTile key={c.id} category={c} by={by} />)}
      </SimpleGrid>
    </PageShell>
  );
}
