import { Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPendingEmployer } from '@logicareers/shared/api';
import { ListTable } from '../../components/list-table';
import { formatNumericDate } from '../../lib/format';
import { pendingEmployersQuery, useActivateEmployer } from './admin-api';

function ActivateButton({ employer }: { employer: TPendingEmployer }) {
  const { t } = useTranslation('admin');
  const activate = useActivateEmployer();
  return (
    <Button
      size="xs"
      loading={activate.isPending}
      onClick={() => activate.mutate(employer.id)}
      aria-label={t('pending.activateLabel', { company: employer.company_name })}
    >
      {t('pending.activate')}
    </Button>
  );
}

/** Employers awaiting activation, each with an Activate action. */
export function PendingEmployers() {
  const { t } = useTranslation('admin');
  const { data, isPending } = useQuery(pendingEmployersQuery);
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {t('pending.title')}
        </Title>
        {data && <Badge variant="light">{data.length}</Badge>}
      </Group>
      <ListTable
        framed={false}
        rows={data}
        rowKey={(employer) => employer.id}
        loading={isPending}
        skeleton={{ rows: 2, height: 28 }}
        empty={
          <Text c="dimmed" size="sm">
            {t('pending.empty')}
          </Text>
        }
        columns={[
          {
            key: 'company',
            header: t('pending.column.company'),
            cell: (employer) => (
              <>
                <Text fw={600} size="sm">
                  {employer.company_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {employer.primary_email}
                </Text>
              </>
            ),
          },
          {
            key: 'contact',
            header: t('pending.column.contact'),
            cell: (employer) => (
              <>
                <Text size="sm">{employer.contact_name}</Text>
                <Text size="xs" c="dimmed">
                  {employer.contact_email}
                </Text>
              </>
            ),
          },
          {
            key: 'phone',
            header: t('pending.column.phone'),
            cell: (employer) => employer.primary_mobile,
          },
          {
            key: 'registered',
            header: t('pending.column.registered'),
            cell: (employer) => formatNumericDate(employer.created_at),
          },
          {
            key: 'action',
            header: t('pending.column.action'),
            hideHeader: true,
            cell: (employer) => <ActivateButton employer={employer} />,
          },
        ]}
      />
    </Paper>
  );
}
