import { Result } from 'antd';
import { useLocation } from 'react-router-dom';
import { useT } from '../../app/i18n/use-t';
import { ButtonLink } from '../../components/button-link';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';

export default function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="page-container" data-testid="not-found">
      <Result
        status="404"
        title={<h1 className="result-heading">{t('notFound.title')}</h1>}
        subTitle={
          <>
            {t('notFound.message')} <code>{pathname}</code>
          </>
        }
        extra={
          <ButtonLink to={paths.home} type="primary">
            {t('notFound.home')}
          </ButtonLink>
        }
      />
    </div>
  );
}
