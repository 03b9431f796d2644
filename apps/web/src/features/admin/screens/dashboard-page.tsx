import { AdminScreen } from '../admin-screen';
import { useAdminT } from '../use-admin-t';

/** /admin/dashboard: the overview of the site. */
export default function AdminDashboardPage() {
  const t = useAdminT();
  return (
    <AdminScreen
      testId="admin-dashboard"
      title={t('admin.dashboard.title')}
      lead={t('admin.dashboard.lead')}
      empty={t('admin.dashboard.empty')}
    />
  );
}
