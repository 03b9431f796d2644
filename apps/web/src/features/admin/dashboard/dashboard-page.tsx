import { AdminScreen } from '../admin-screen';
import { DashboardOverview } from './overview';
import { useAdminT } from '../use-admin-t';

/** /admin/dashboard: the overview of the site. */
export default function AdminDashboardPage() {
  const t = useAdminT();
  return (
    <AdminScreen testId="admin-dashboard" title={t('admin.dashboard.title')} lead={t('admin.dashboard.lead')}>
      <DashboardOverview />
    </AdminScreen>
  );
}
