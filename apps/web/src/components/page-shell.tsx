import type { ReactNode } from 'react';
import { Container, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';

/** Title, actions and content of an inner page. */
export function PageShell({
  title,
  description,
  actions,
  children,
  size = 'xl',
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  size?: 'md' | 'lg' | 'xl';
}) {
  return (
    <Container size={size} py="xl">
      <Group justify="space-between" align="flex-end" mb="lg">
        {/* A title made of people's words (a subject, a company) may hold a long unbroken token:
            it wraps inside the page instead of widening it on a phone. */}
        <Stack gap={4} miw={0} maw="100%">
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
        {actions}
      </Group>
      {children}
    </Container>
  );
}

/** Paging under a list, with the range shown. */
export function Pager({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed">
        {t('pager.range', {
          from: formatNumber(from),
          to: formatNumber(to),
          total: formatNumber(total),
        })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onChange}
          getControlProps={(control) => ({ 'aria-label': t(`pager.control.${control}`) })}
          getItemProps={(p) => ({ 'aria-label': t('pager.page', { page: p }) })}
        />
      )}
    </Group>
  );
}
