import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/use-t';
import { paths } from '../../config/paths';

export const COOKIES_STORAGE_KEY = 'cookiesAccepted';

function alreadyAccepted(): boolean {
  try {
    return window.localStorage.getItem(COOKIES_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Stays until accepted; acceptance is stored as cookiesAccepted=true (docs/product.md, "Layout"). */
export function CookieBanner() {
  const t = useT();
  const [accepted, setAccepted] = useState(alreadyAccepted);
  if (accepted) return null;

  const accept = () => {
    try {
      window.localStorage.setItem(COOKIES_STORAGE_KEY, 'true');
    } catch {
      // Not persisted; hide it for this visit anyway.
    }
    setAccepted(true);
  };

  return (
    <section className="cookie-banner" aria-label={t('cookies.label')} data-testid="cookie-banner">
      <p>
        {t('cookies.text')} <Link to={paths.cookies}>{t('cookies.policyLink')}</Link>
      </p>
      <button type="button" className="btn btn-primary" onClick={accept}>
        {t('cookies.accept')}
      </button>
    </section>
  );
}
