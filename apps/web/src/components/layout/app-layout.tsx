import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useT } from '../../lib/i18n/use-t';
import { isAdminPath } from '../../config/paths';
import { useDefaultSeo } from '../seo/use-seo';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { Header } from './header';
import { PageLoading } from './page-loading';
import { ScrollToTop } from './scroll-to-top';

export function AppLayout() {
  const { pathname } = useLocation();
  const t = useT();
  useDefaultSeo();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        {t('common.skipToContent')}
      </a>
      <ScrollToTop />
      <Header />
      <main id="main-content" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {isAdminPath(pathname) ? null : <Footer />}
      <CookieBanner />
    </div>
  );
}
