import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Select } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { TApplicant } from '@logicareers/shared/schemas/candidate';
import { paths } from '@logicareers/shared/pages';
import { LinkButton } from '../../../components/link-button';
import type { RowSelection } from '../../../components/list-table';
import { can, useProfile } from '../../../lib/session';
import { useStatusOptions } from './applicant-card';

/**
 * Over the applicants while any may be chosen: choose the page's, move the chosen to a status,
 * or email them (or every applicant of the job).
 */
export function ApplicantsBulkBar({
  jobId,
  selectable,
  selection,
  onMove,
}: {
  jobId: string;
  selectable: TApplicant[];
  selection: RowSelection<string>;
  /** Moves them as the page does: asking whether to e-mail the candidates, with Undo after. */
  onMove: (ids: string[], status: string, name: string) => Promise<boolean>;
}) {
  const { t } = useTranslation(['management', 'common']);
  const [bulkStatus, setBulkStatus] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  // Composing an e-mail to applicants comes back here.
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const { profile } = useProfile();
  const statusOptions = useStatusOptions();
  const { selected } = selection;
  const allSelected = selectable.length > 0 && selectable.every((item) => selection.has(item.id));
  return (
    <Paper withBorder radius="md" p="sm" mb="sm" pos="sticky" top={64} style={{ zIndex: 2 }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Checkbox
          label={
            selected.length
              ? t('applicants.selected', { count: selected.length })
              : t('applicants.selectAll')
          }
          checked={allSelected}
          indeterminate={selected.length > 0 && !allSelected}
          onChange={(event) =>
            event.currentTarget.checked
              ? selection.set(selectable.map((item) => item.id))
              : selection.clear()
          }
        />
        <Group gap="xs">
          <Select
            aria-label={t('applicants.bulkLabel')}
            placeholder={t('applicants.bulkPlaceholder')}
            data={statusOptions}
            value={bulkStatus}
            onChange={setBulkStatus}
            size="sm"
            w={180}
          />
          <Button
            disabled={!selected.length || !bulkStatus}
            loading={moving}
            onClick={async () => {
              const first = selectable.find((item) => item.id === selected[0]);
              setMoving(true);
              const moved = await onMove([...selected], bulkStatus!, first?.candidate.name ?? '');
              setMoving(false);
              if (moved) selection.clear();
            }}
          >
            {t('applicants.move')}
          </Button>
          {can(profile, 'communications.manage') && (
            <>
              <LinkButton
                variant="light"
                to={paths.workspace.emailCompose(
                  new URLSearchParams({
                    candidates: selectable
                      .filter((item) => selection.has(item.id))
                      .map((item) => item.candidate.user_id)
                      .join(','),
                    about_job: jobId,
                    next: here,
                  }),
                )}
                disabled={!selected.length}
                leftSection={<IconMail size={16} aria-hidden />}
              >
                {t('applicants.emailSelected')}
              </LinkButton>
              <Button
                variant="default"
                component={Link}
                to={paths.workspace.emailCompose(new URLSearchParams({ job: jobId, next: here }))}
                leftSection={<IconMail size={16} aria-hidden />}
              >
                {t('applicants.emailAll')}
              </Button>
            </>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
