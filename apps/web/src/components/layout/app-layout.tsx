import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useT } from '../../lib/i18n/use-t';
import { useSiteSettings } from '../../lib/site-settings';
import { isAdminPath } from '../../config/paths';
import { useDefaultSeo } from '../seo/use-seo';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { Header } from './header';
import { PageLoading } from './page-loading';
import { ScrollToTop } from './scroll-to-top';

// Its own chunk, fetched only when the site settings carry an announcement: most visits never load it.
const AnnouncementBanner = lazy(() => import('./announcement-banner'));

/**
 * The announcement, if the site settings carry one. A component of its own so that GET /api/settings, which answers
 * just after the first render, re-renders it (and the footer) alone, not the whole layout with the header's menus.
 */
function SiteAnnouncement({ shown }: { readonly shown: boolean }) {
  const { announcement } = useSiteSettings();
  return announcement && shown ? (
    <Suspense fallback={null}>
      <AnnouncementBanner text={announcement} />
    </Suspense>
  ) : null;
}

export function AppLayout() {
  const { pathname } = useLocation();
  const t = useT();
  const isAdmin = isAdminPath(pathname);
  useDefaultSeo();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        {t('common.skipToContent')}
      </a>
      <ScrollToTop />
      <SiteAnnouncement shown={!isAdmin} />
      <Header />
      <main id="main-content" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {isAdmin ? null : <Footer />}
      <CookieBanner />
    </div>
  );
}
