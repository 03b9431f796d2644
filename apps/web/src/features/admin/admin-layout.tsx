import { Layout, Menu, Tag } from 'antd';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { AntdScope } from '../../components/antd-scope';
import { ConnectionIndicator } from '../../components/layout/connection-indicator';
import { PageLoading } from '../../components/layout/page-loading';
import UserMenu from '../../components/layout/user-menu';
import { ScrollToTop } from '../../components/layout/scroll-to-top';
import { useSeo } from '../../components/seo/use-seo';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/use-session';
import { activeAdminNavItem, adminNavFor } from './admin-nav';
import { ContactUnreadBadge } from './contact/contact-unread-badge';
import { useAdminT } from './use-admin-t';

/** First and last name, else the username: how the header names the signed-in person. */
function displayName(user: { firstName: string; lastName: string; username: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

/**
 * The dashboard frame (docs/product.md, "Admin routes"; /admin/dashboard/*, behind RequireAuth and RequireRole in
 * src/app/router.tsx): a side navigation by role, a header with the way back to the site, and the screen. No site
 * footer (hidden on every /admin path). antd is fine here: the whole admin area is a lazy chunk.
 */
export function AdminLayout() {
  const t = useAdminT();
  const { user } = useSession();
  const { pathname } = useLocation();
  useSeo({ title: t('admin.title'), description: t('admin.description'), noIndex: true, noFollow: true });
  const items = adminNavFor(user?.role);
  const active = activeAdminNavItem(pathname);

  return (
    <AntdScope>
      <ScrollToTop />
      <a className="skip-link" href="#admin-content">
        {t('common.skipToContent')}
      </a>
      <Layout className="admin-shell" style={{ minHeight: '100vh' }} data-testid="admin-layout">
        <Layout.Sider breakpoint="lg" collapsedWidth={0} width={220} theme="dark">
          <div className="admin-brand" style={{ color: '#fff', fontWeight: 700, padding: '20px 24px' }}>
            <Link to={paths.admin.dashboard} style={{ color: 'inherit' }}>
              {t('admin.title')}
            </Link>
          </div>
          <nav aria-label={t('admin.nav.label')}>
            <Menu
              theme="dark"
              mode="inline"
              selectedKeys={active ? [active.path] : []}
              items={items.map((item) => ({
                key: item.path,
                label: (
                  <Link to={item.path}>
                    {t(item.label)}
                    {item.badge === 'contactUnread' ? <ContactUnreadBadge /> : null}
                  </Link>
                ),
              }))}
            />
          </nav>
        </Layout.Sider>
        <Layout>
          {/* antd fixes the header at 64 px; on a phone its two parts wrap, so it must grow rather than cover the screen. */}
          <Layout.Header
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 16,
              flexWrap: 'wrap',
              height: 'auto',
              minHeight: 64,
              lineHeight: 1.5,
              paddingBlock: 12,
            }}
          >
            <span style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
              <Link to={paths.home} style={{ color: '#fff' }} data-testid="admin-back-to-site">
                ← {t('admin.backToSite')}
              </Link>
              {/* Which server's data this is: in the desktop app, its own or a hosted site's. */}
              <ConnectionIndicator />
            </span>
            {user ? (
              <span style={{ color: '#fff', display: 'flex', alignItems: 'center', gap: 12 }}>
                <span>
                  {t('admin.signedInAs', { name: displayName(user) })}{' '}
                  <Tag color={user.role === 'admin' ? 'gold' : 'cyan'}>{t(`admin.role.${user.role}`)}</Tag>
                </span>
                {/* The site's own user menu: Settings, and the logout that returns to the home page from /admin. */}
                <UserMenu />
              </span>
            ) : null}
          </Layout.Header>
          <Layout.Content id="admin-content" tabIndex={-1} style={{ padding: 24 }}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    </AntdScope>
  );
}

export default AdminLayout;
