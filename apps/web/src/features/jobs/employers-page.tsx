import { useState } from 'react';
import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pager, PageShell } from '../../components/page-shell';
import { paths } from '@logicareers/shared/pages';
import { employersQuery } from './jobs-api';
import { CompanyLogo } from '../../components/jobs/company-logo';

export function EmployersPage() {
  const { t } = useTranslation('jobs');
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [search] = useDebouncedValue(q, 300);
  const { data, isPending } = useQuery(employersQuery(page, search));
  return (
    <PageShell
      title={t('employers.title')}
      description={t('employers.description')}
      actions={
        <TextInput
          aria-label={t('employers.search')}
          placeholder={t('employers.search')}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
        />
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {isPending
          ? Array.from({ length: 6 }, (_, i) => <Skeleton key={i} h={90} />)
          : data?.items.map((e) => (
              <Card key={e.id} withBorder radius="md">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <CompanyLogo name={e.name} url={e.logo_url} />
                    <Anchor component={Link} to={paths.employerJobs(e.id)} fw={700}>
                      {e.name}
                    </Anchor>
                  </Group>
                  <Badge variant="light" style={{ flexShrink: 0 }}>
                    {t('employers.jobs', { count: e.open_jobs })}
                  </Badge>
                </Group>
              </Card>
            ))}
      </SimpleGrid>
      {data && !data.items.length && <Text c="dimmed">{t('employers.empty')}</Text>}
      {data && (
        <Pager page={page} pageSize={data.page_size} total={data.total} onChange={setPage} />
      )}
    </PageShell>
  );
}
