import { Anchor, Badge, Group, Paper, SegmentedControl, SimpleGrid, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/page-shell';
import { paths } from '@logicareers/shared/pages';
import { formatNumber } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { categoriesQuery } from '../../lib/master-data';

const CATEGORIES = ['designation', 'functional_area', 'state'] as const;
type Category = (typeof CATEGORIES)[number];

export function CategoriesPage() {
  const { category } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation('jobs');
  if (!CATEGORIES.includes(category as Category))
    throw new Response(i18n.t('common:routeError.notFound'), { status: 404 });
  const by = category as Category;
  const { data, isPending } = useQuery(categoriesQuery(by));
  return (
    <PageShell
      title={t(`categories.title.${by}`)}
      actions={
        <SegmentedControl
          aria-label={t('categories.by')}
          value={by}
          onChange={(value) => navigate(paths.jobCategory(value as Category))}
          data={CATEGORIES.map((value) => ({ value, label: t(`categories.name.${value}`) }))}
        />
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {isPending
          ? Array.from({ length: 9 }, (_, i) => <Skeleton key={i} h={52} />)
          : data?.map((c) => (
              <Paper key={c.id} withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="nowrap">
                  <Anchor component={Link} to={paths.searchJobs(`${by}=${c.id}`)} fw={600}>
                    {c.name}
                  </Anchor>
                  <Badge variant="light" style={{ flexShrink: 0 }}>
                    {formatNumber(c.count)}
                  </Badge>
                </Group>
              </Paper>
            ))}
      </SimpleGrid>
    </PageShell>
  );
}
