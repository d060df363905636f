import type { ReactNode } from 'react';
import { Box, Container, Paper, Stack, Text, Title } from '@mantine/core';

/** The frame of every sign-in and sign-up page. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  wide = false,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <Box
      py={{ base: 24, sm: 56 }}
      style={{
        background: 'linear-gradient(180deg, var(--mantine-color-brand-0), transparent 320px)',
      }}
    >
      <Container size={wide ? 640 : 440} px="md">
        <Stack gap={4} mb="lg" ta="center">
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {title}
          </Title>
          {subtitle && <Text c="dimmed">{subtitle}</Text>}
        </Stack>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {children}
        </Paper>
        {footer && (
          <Stack gap={4} mt="md" ta="center" fz="sm">
            {footer}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
