import { useParams } from 'react-router-dom';
import { AdminScreen } from '../admin-screen';
import { useAdminT } from '../use-admin-t';

/** /admin/dashboard/articles/:id/edit: the same editor as a new article, for an existing one. */
export default function AdminArticleEditPage() {
  const t = useAdminT();
  const { id = '' } = useParams();
  return (
    <AdminScreen
      testId="admin-articleEdit"
      title={t('admin.articleEdit.title')}
      lead={t('admin.articleEdit.lead', { id })}
      empty={t('admin.articleEdit.empty')}
    />
  );
}
