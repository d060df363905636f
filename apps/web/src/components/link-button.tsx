import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';

/**
 * A button that leads to another page. Disabled, it is a real disabled button: nothing to follow,
 * and announced and skipped as disabled (a link cannot be disabled).
 */
export function LinkButton({
  to,
  disabled,
  children,
  ...props
}: ButtonProps & { to: string; disabled?: boolean; children: ReactNode }) {
  if (disabled)
    return (
      <Button {...props} disabled>
        {children}
      </Button>
    );
  return (
    <Button {...props} component={Link} to={to}>
      {children}
    </Button>
  );
}
