import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useT } from '../../app/i18n/use-t';
import { isAdminPath } from '../../config/paths';
import { PageSpinner } from '../page-spinner';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

export function AppLayout() {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        {t('common.skipToContent')}
      </a>
      <ScrollToTop />
      <Header />
      <main id="main-content" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {isAdminPath(pathname) ? null : <Footer />}
      <CookieBanner />
    </div>
  );
}
