import { API } from '@logicareers/shared/api';
import { DashboardView } from '../../components/dashboard-view';

export function ConsultancyAdminDashboardPage() {
  return <DashboardView path={API.dashboard.consultancyAdmin} />;
}
