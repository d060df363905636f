import { Alert, Group, Skeleton, Stack } from '@mantine/core';
import { IconExternalLink, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGES, paths } from '@logicareers/shared/pages';
import { CompanyProfileCard } from '../../components/company-profile-card';
import { LinkButton } from '../../components/link-button';
import { PageShell } from '../../components/page-shell';
import { can, useProfile } from '../../lib/session';
import { companyProfileQuery, publicProfileQuery } from './company-api';

/** The company's public page as visitors see it, with a way to edit it. */
export function EmployerViewPage() {
  const { t } = useTranslation('company');
  const { profile: me } = useProfile();
  const own = useQuery(companyProfileQuery);
  const id = own.data?.id ?? 0;
  const active = own.data?.status === 'active';
  const shown = useQuery({ ...publicProfileQuery(id), enabled: active });
  return (
    <PageShell
      size="lg"
      title={t('view.title')}
      description={t('view.description')}
      actions={
        <Group gap="xs">
          {can(me, 'company.manage') && (
            <LinkButton
              to={PAGES.management.myProfile}
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              {t('view.edit')}
            </LinkButton>
          )}
          {active && (
            <LinkButton
              to={paths.employerJobs(id)}
              variant="light"
              leftSection={<IconExternalLink size={16} aria-hidden />}
            >
              {t('view.open')}
            </LinkButton>
          )}
        </Group>
      }
    >
      {own.isError ? (
        <Alert color="red" role="alert">
          {t('profile.error')}
        </Alert>
      ) : own.data && !active ? (
        <Alert color="yellow">{t('view.inactive')}</Alert>
      ) : shown.data ? (
        <CompanyProfileCard profile={shown.data} />
      ) : (
        <Stack aria-busy="true">
          <Skeleton h={160} />
        </Stack>
      )}
    </PageShell>
  );
}
