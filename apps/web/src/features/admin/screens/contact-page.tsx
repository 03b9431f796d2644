import { AdminScreen } from '../admin-screen';
import { useAdminT } from '../use-admin-t';

/** /admin/dashboard/contact: the contact submissions (product-spec.md, "Admin contact submissions screen"). */
export default function AdminContactPage() {
  const t = useAdminT();
  return (
    <AdminScreen testId="admin-contact" title={t('admin.contact.title')} lead={t('admin.contact.lead')} empty={t('admin.contact.empty')} />
  );
}
