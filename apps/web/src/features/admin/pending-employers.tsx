import {
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPendingEmployer } from '@logicareers/shared/api';
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
      {isPending ? (
        <Stack>
          <Skeleton h={28} />
          <Skeleton h={28} />
        </Stack>
      ) : !data?.length ? (
        <Text c="dimmed" size="sm">
          {t('pending.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('pending.column.company')}</Table.Th>
                <Table.Th>{t('pending.column.contact')}</Table.Th>
                <Table.Th>{t('pending.column.phone')}</Table.Th>
                <Table.Th>{t('pending.column.registered')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('pending.column.action')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((employer) => (
                <Table.Tr key={employer.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {employer.company_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {employer.primary_email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{employer.contact_name}</Text>
                    <Text size="xs" c="dimmed">
                      {employer.contact_email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{employer.primary_mobile}</Table.Td>
                  <Table.Td>{formatNumericDate(employer.created_at)}</Table.Td>
                  <Table.Td>
                    <ActivateButton employer={employer} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
