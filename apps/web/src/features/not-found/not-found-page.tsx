import { Link, useLocation } from 'react-router-dom';
import type { MessageId } from '../../lib/i18n/catalogues';
import { useT } from '../../lib/i18n/use-t';
import { useSeo } from '../../components/seo/use-seo';
import { paths } from '../../config/paths';

const popular: ReadonlyArray<{ readonly to: string; readonly label: MessageId }> = [
  { to: paths.uk.incomeTax, label: 'catalogue.uk-income-tax.name' },
  { to: paths.us.federalIncomeTax, label: 'catalogue.us-federal-tax.name' },
  { to: paths.germany.incomeTax, label: 'catalogue.de-income-tax.name' },
  { to: paths.blog, label: 'nav.blog' },
];

export default function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  useSeo({ title: t('notFound.title'), description: t('notFound.description'), noIndex: true });
  return (
    <div className="page-container error-screen" data-testid="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>
        {t('notFound.message')} <code>{pathname}</code>
      </p>
      <p>
        <Link to={paths.home} className="btn btn-primary">
          {t('notFound.home')}
        </Link>
      </p>
      <h2 className="card-heading" style={{ marginTop: 32 }}>
        {t('notFound.popular')}
      </h2>
      <ul className="not-found-links">
        {popular.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(link.label)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
