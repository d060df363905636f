import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** A quiet grey mark with a small icon beside a title: who may read it, or how it is shown. */
export function MarkBadge({
  icon: MarkIcon,
  children,
  ...props
}: BadgeProps & { icon: Icon; children: ReactNode; 'data-testid'?: string }) {
  return (
    <Badge
      variant="light"
      color="gray"
      tt="none"
      leftSection={<MarkIcon size={12} aria-hidden />}
      {...props}
    >
      {children}
    </Badge>
  );
}
