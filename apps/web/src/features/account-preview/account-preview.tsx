import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { MessageId } from '../../lib/i18n/catalogues';
import { useT } from '../../lib/i18n/use-t';
import { useSeo } from '../../components/seo/use-seo';
import { paths } from '../../config/paths';
import { safeReturnTo } from '../../lib/auth/return-to';

/**
 * The account pages before accounts exist: an honest notice, a way back to the page the visitor came from
 * (returnTo, kept across /login and /signup) and nothing that pretends to log in.
 */
export function AccountPreview({
  title,
  text,
  other,
  testId,
  children,
}: {
  title: MessageId;
  text: MessageId;
  other?: { to: string; label: MessageId };
  testId: string;
  children?: ReactNode;
}) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const rawReturnTo = searchParams.get('returnTo');
  const returnTo = safeReturnTo(rawReturnTo);
  useSeo({ title: t(title), description: t('account.description'), noIndex: true });
  const withReturnTo = (to: string) => (rawReturnTo && returnTo !== '/' ? `${to}?${new URLSearchParams({ returnTo }).toString()}` : to);

  return (
    <div className="page-container" data-testid={testId}>
      <div className="prose">
        <header className="page-header">
          <h1>{t(title)}</h1>
        </header>
        <section className="panel" aria-labelledby="account-coming">
          <h2 id="account-coming" className="card-heading">
            {t('account.comingTitle')}
          </h2>
          <p>{t(text)}</p>
          {children}
          <p className="hero-actions" style={{ marginTop: 16 }}>
            {returnTo !== '/' ? (
              <Link to={returnTo} className="btn btn-primary" data-testid="account-return">
                {t('account.continue')}
              </Link>
            ) : (
              <Link to={paths.home} className="btn btn-primary" data-testid="account-return">
                {t('account.home')}
              </Link>
            )}
            {other ? (
              <Link to={withReturnTo(other.to)} className="btn btn-outline">
                {t(other.label)}
              </Link>
            ) : null}
          </p>
        </section>
      </div>
    </div>
  );
}
