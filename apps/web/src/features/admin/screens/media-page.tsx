import { AdminScreen } from '../admin-screen';
import { useAdminT } from '../use-admin-t';

/** /admin/dashboard/media: images and files of articles. */
export default function AdminMediaPage() {
  const t = useAdminT();
  return <AdminScreen testId="admin-media" title={t('admin.media.title')} lead={t('admin.media.lead')} empty={t('admin.media.empty')} />;
}
