import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { AuthCard } from '../../components/auth-card';
import { translateMessage } from '../../lib/i18n';

type Props = {
  title: string;
  /** The server's answer, shown as the status line. */
  message: string;
  /** A line under the answer saying what happens next. */
  note?: string;
  homeLabel: string;
  /** Shows the answer in a larger type. */
  large?: boolean;
};

/** The card a sign-up ends on once its request was accepted, with a way back home. */
export function SignUpDone({ title, message, note, homeLabel, large }: Props) {
  return (
    <AuthCard title={title}>
      <Stack align="center" ta="center" py="md">
        <ThemeIcon size={56} radius="xl" color="teal">
          <IconCircleCheck size={32} aria-hidden />
        </ThemeIcon>
        <Text fw={700} fz={large ? 'lg' : undefined} role="status">
          {translateMessage(message)}
        </Text>
        {note !== undefined && <Text c="dimmed">{note}</Text>}
        <Button component={Link} to={paths.home} variant="light">
          {homeLabel}
        </Button>
      </Stack>
    </AuthCard>
  );
}
