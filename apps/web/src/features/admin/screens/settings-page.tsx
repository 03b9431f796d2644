import { AdminScreen } from '../admin-screen';
import { useAdminT } from '../use-admin-t';

/** /admin/dashboard/settings (admins only): the site settings. */
export default function AdminSettingsPage() {
  const t = useAdminT();
  return (
    <AdminScreen
      testId="admin-settings"
      title={t('admin.settings.title')}
      lead={t('admin.settings.lead')}
      empty={t('admin.settings.empty')}
    />
  );
}
