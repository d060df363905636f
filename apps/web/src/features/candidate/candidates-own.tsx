import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSearch, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { PageLoader } from '../../components/guards';
import { can, roleOf, useProfile } from '../../lib/session';

/*
 * The candidate's self-service pages (applications, saved jobs, job alerts, interviews, recommended
 * jobs, the job search, the first profile steps) are the candidate's own: staff who may open the
 * candidate area are not offered them and do not act in a candidate's place there (decision 040).
 * A direct address to one shows staff a plain page saying so, with the ways they do have, never a
 * permission error.
 */

/** The candidate's own pages for candidates; for anyone else, the page that says whose they are. */
export function CandidatesOwn() {
  const { profile, loading } = useProfile();
  if (loading) return <PageLoader />;
  if (profile && roleOf(profile) !== 'candidate') return <CandidatesOwnPage />;
  return <Outlet />;
}

/** A button whose words wrap on a narrow phone instead of being cut. */
const WRAP = { h: 'auto', mih: 36, py: 6, styles: { label: { whiteSpace: 'normal' as const } } };

/** What staff read at a candidate's own page: whose it is, and where to help a candidate. */
export function CandidatesOwnPage() {
  const { t } = useTranslation('candidate');
  const { profile } = useProfile();
  const searches = can(profile, 'candidates.search');
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('staff.ownTitle')}
          </Title>
          <Text>{t('staff.ownIntro')}</Text>
          <Text>{t('staff.ownHelp')}</Text>
          <Group gap="sm">
            {searches && (
              <Button
                {...WRAP}
                component={Link}
                to={paths.workspace.cvSearch()}
                leftSection={<IconSearch size={16} aria-hidden />}
              >
                {t('staff.ownFind')}
              </Button>
            )}
            <Button
              {...WRAP}
              component={Link}
              to={paths.candidate.profile}
              variant={searches ? 'light' : 'filled'}
              leftSection={<IconUserSearch size={16} aria-hidden />}
            >
              {t('staff.ownProfile')}
            </Button>
          </Group>
          <Anchor component={Link} to={paths.candidate.dashboard} size="sm">
            {t('staff.ownHome')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
