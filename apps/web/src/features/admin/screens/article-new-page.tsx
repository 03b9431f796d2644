import { AdminScreen } from '../admin-screen';
import { useAdminT } from '../use-admin-t';

/** /admin/dashboard/articles/new: the article editor for a new article. */
export default function AdminArticleNewPage() {
  const t = useAdminT();
  return (
    <AdminScreen
      testId="admin-articleNew"
      title={t('admin.articleNew.title')}
      lead={t('admin.articleNew.lead')}
      empty={t('admin.articleNew.empty')}
    />
  );
}
