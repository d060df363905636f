import type { ReactNode } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFolderPlus, IconMail, IconMailForward, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@logicareers/shared/pages';
import { formatNumber } from '../../../lib/format';
import { can, useProfile } from '../../../lib/session';
import { InviteDialog } from '../candidate/invite-dialog';
import { AddToFolderDialog } from '../folders/add-to-folder-dialog';

/**
 * What can be done with the chosen candidates: add them to a CV folder, send them to a client (the
 * consultancy's), invite them to apply for one of the company's jobs, and what the page adds
 * (`children`). Shown while any is chosen.
 */
export function BulkActions({
  selected,
  onClear,
  children,
  addToFolder = true,
}: {
  selected: string[];
  onClear: () => void;
  children?: ReactNode;
  addToFolder?: boolean;
}) {
  const { t } = useTranslation('talent');
  const { profile } = useProfile();
  const [folderDialog, folder] = useDisclosure(false);
  const [inviteDialog, invite] = useDisclosure(false);
  if (!selected.length) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      pos="sticky"
      top={8}
      style={{ zIndex: 2 }}
      role="region"
      aria-label={t('bulk.label')}
    >
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm" aria-live="polite">
          {t('bulk.selected', { count: selected.length, n: formatNumber(selected.length) })}
        </Text>
        <Group gap="xs">
          {addToFolder && (
            <Button
              size="xs"
              leftSection={<IconFolderPlus size={14} aria-hidden />}
              onClick={folder.open}
            >
              {t('bulk.addToFolder')}
            </Button>
          )}
          {can(profile, 'candidates.submit') && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconSend size={14} aria-hidden />}
              component={Link}
              to={paths.workspace.sendCandidate(
                new URLSearchParams({ candidates: selected.join(',') }),
              )}
            >
              {t('bulk.sendToClient')}
            </Button>
          )}
          {can(profile, 'communications.manage') && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconMail size={14} aria-hidden />}
              component={Link}
              to={paths.workspace.emailCompose(
                new URLSearchParams({ candidates: selected.join(',') }),
              )}
            >
              {t('bulk.email')}
            </Button>
          )}
          {can(profile, 'jobs.manage') && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconMailForward size={14} aria-hidden />}
              onClick={invite.open}
            >
              {t('bulk.inviteToApply')}
            </Button>
          )}
          {children}
          <Button size="xs" variant="subtle" onClick={onClear}>
            {t('bulk.clear')}
          </Button>
        </Group>
      </Group>
      <AddToFolderDialog candidateIds={selected} opened={folderDialog} onClose={folder.close} />
      <InviteDialog candidateIds={selected} opened={inviteDialog} onClose={invite.close} />
    </Paper>
  );
}
