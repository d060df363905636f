import { API } from '@logicareers/shared/api';
import { DashboardView } from '../../components/dashboard-view';
import { can, useProfile } from '../../lib/session';
import { PendingEmployers } from './pending-employers';

export function AdminDashboardPage() {
  const { profile } = useProfile();
  return (
    <DashboardView path={API.dashboard.admin}>
      {can(profile, 'employers.activate') && <PendingEmployers />}
    </DashboardView>
  );
}
