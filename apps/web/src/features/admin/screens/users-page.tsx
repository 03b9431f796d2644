import { AdminScreen } from '../admin-screen';
import { useAdminT } from '../use-admin-t';

/** /admin/dashboard/users (admins only): accounts and roles. */
export default function AdminUsersPage() {
  const t = useAdminT();
  return <AdminScreen testId="admin-users" title={t('admin.users.title')} lead={t('admin.users.lead')} empty={t('admin.users.empty')} />;
}
