import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/guards';
import { useProfile } from '../../../lib/session';
import { LoadError } from './onboarding-pages';
import { useCandidateProfile } from './profile-api';
import { ProfileContent } from './profile-content';
import { StaffCandidatePage } from './staff-candidate-page';

/** The candidate's own profile, editable in place. */
function OwnProfilePage() {
  const { t } = useTranslation(['candidate', 'common']);
  const { data: profile, isPending, error, refetch } = useCandidateProfile();
  if (isPending) return <PageLoader />;
  if (error || !profile) {
    return (
      <Container size="md" py="xl">
        <LoadError message={error?.message} retry={() => void refetch()} />
      </Container>
    );
  }
  return (
    <Container size="xl" py="xl">
      <Title order={1} fz={{ base: 24, sm: 30 }} mb="lg">
        {t('profile.title')}
      </Title>
      <ProfileContent profile={profile} />
    </Container>
  );
}

/**
 * `/candidate/profile`: the candidate's own profile; for the consultancy and master administrators
 * (who may open the candidate area), a candidate picker and the chosen candidate's profile, read
 * only (`?candidate=<id>`).
 */
export function ProfilePage() {
  const { profile: account, loading } = useProfile();
  if (loading) return <PageLoader />;
  if (account && account.role !== 'candidate') return <StaffCandidatePage />;
  return <OwnProfilePage />;
}
