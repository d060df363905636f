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
import { API, type TPendingEmployer } from '@logicareers/shared/api';
import { dashboardKey } from '../../components/dashboard-view';
import { api } from '../../lib/api-client';
import { useSubmit } from '../../lib/use-submit';

export const PENDING_KEY = ['employers', 'pending'] as const;

function ActivateButton({ employer }: { employer: TPendingEmployer }) {
  const { submit, pending } = useSubmit({
    base: '/api/employers',
    refresh: [PENDING_KEY, dashboardKey(API.dashboard.admin)],
  });
  return (
    <Button
      size="xs"
      loading={pending}
      onClick={() => void submit({}, `${employer.id}/activate`).catch(() => undefined)}
      aria-label={`Activate ${employer.company_name}`}
    >
      Activate
    </Button>
  );
}

/** Employers awaiting activation, each with an Activate action. */
export function PendingEmployers() {
  const { data, isPending } = useQuery({
    queryKey: PENDING_KEY,
    queryFn: () => api<{ data: TPendingEmployer[] }>(API.pendingEmployers).then((r) => r.data),
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          Employers awaiting activation
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
          No employer is waiting. New registrations appear here.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Company</Table.Th>
                <Table.Th>Contact</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>Registered</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Action</VisuallyHidden>
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
                  <Table.Td>{new Date(employer.created_at).toLocaleDateString('en-GB')}</Table.Td>
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
