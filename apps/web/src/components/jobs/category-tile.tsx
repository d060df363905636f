import { Anchor, Badge, Group, Paper } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import type { JobCategory, TCategoryCount } from '@logicareers/shared/schemas/jobs';
import { formatNumber } from '../../lib/format';

/** A designation, field or emirate with its number of open jobs, linked to the search for them. */
export function CategoryTile({
  category,
  by,
  size,
}: {
  category: TCategoryCount;
  by: JobCategory;
  size?: 'sm';
}) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="nowrap">
        <Anchor
          component={Link}
          to={paths.searchJobs(new URLSearchParams({ [by]: String(category.id) }))}
          fw={600}
          size={size}
        >
          {category.name}
        </Anchor>
        <Badge variant="light" style={{ flexShrink: 0 }}>
          {formatNumber(category.count)}
        </Badge>
      </Group>
    </Paper>
  );
}
