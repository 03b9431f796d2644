import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AdminScreen } from '../admin-screen';
import { useAdminT } from '../use-admin-t';

/** /admin/dashboard/articles: the blog's articles, with the way to write a new one. */
export default function AdminArticlesPage() {
  const t = useAdminT();
  return (
    <AdminScreen
      testId="admin-articles"
      title={t('admin.articles.title')}
      lead={t('admin.articles.lead')}
      empty={t('admin.articles.empty')}
      actions={
        <Link to={paths.admin.articleNew} className="btn btn-primary">
          {t('admin.articles.new')}
        </Link>
      }
    />
  );
}
