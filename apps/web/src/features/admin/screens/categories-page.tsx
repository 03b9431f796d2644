import { AdminScreen } from '../admin-screen';
import { useAdminT } from '../use-admin-t';

/** /admin/dashboard/categories: the blog's categories. */
export default function AdminCategoriesPage() {
  const t = useAdminT();
  return (
    <AdminScreen
      testId="admin-categories"
      title={t('admin.categories.title')}
      lead={t('admin.categories.lead')}
      empty={t('admin.categories.empty')}
    />
  );
}
