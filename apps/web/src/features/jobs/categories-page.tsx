import { Anchor, Badge, Group, Paper, SegmentedControl, SimpleGrid, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { PageShell } from '../../components/page-shell';
import { paths } from '@logicareers/shared/pages';
import { api } from '../../lib/api-client';

const CATEGORIES = {
  designation: 'Designation',
  functional_area: 'Field',
  state: 'Emirate',
} as const;
type Category = keyof typeof CATEGORIES;

export function CategoriesPage() {
  const { category } = useParams();
  const navigate = useNavigate();
  if (!(category && category in CATEGORIES))
    throw new Response('Not Found', { status: 404, statusText: '404 - Page Not Found' });
  const by = category as Category;
  const { data, isPending } = useQuery({
    queryKey: ['categories', by],
    queryFn: () =>
      api<{ data: { id: number; name: string; count: number }[] }>(`/api/jobs/categories/${by}`, {
        style: 'plain',
      }).then((r) => r.data),
  });
  return (
    <PageShell
      title={`Jobs by ${CATEGORIES[by].toLowerCase()}`}
      actions={
        <SegmentedControl
          aria-label="Browse by"
          value={by}
          onChange={(value) => navigate(paths.jobCategory(value as Category))}
          data={Object.entries(CATEGORIES).map(([value, label]) => ({ value, label }))}
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
                    {c.count}
                  </Badge>
                </Group>
              </Paper>
            ))}
      </SimpleGrid>
    </PageShell>
  );
}
