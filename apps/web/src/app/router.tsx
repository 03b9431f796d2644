import { isValidElement, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { PageLoading } from '../components/layout/page-loading';
import { paths } from '../config/paths';
import type { Role } from '../lib/auth/session-slice';
import { lazyPage, type LazyPage } from '../lib/lazy-page';
import { calculatorRoutesFrom } from './calculators';
import { RouteErrorPage } from './route-error-page';

// Every page is its own chunk (a calculator's page is declared in its features/<calculator>/calculator.ts); AppLayout shows a spinner (Suspense) while one loads, unless it was preloaded.
const HomePage = lazyPage(() => import('../features/home/home-page'));
const CountryHubPage = lazyPage(() => import('../features/country-hub/country-hub-page'));
const BlogListPage = lazyPage(() => import('../features/blog/blog-list-page'));
const BlogArticlePage = lazyPage(() => import('../features/blog/blog-article-page'));
const AboutPage = lazyPage(() => import('../features/static-pages/about-page'));
const ContactPage = lazyPage(() => import('../features/contact/contact-page'));
const PrivacyPage = lazyPage(() => import('../features/static-pages/privacy-page'));
const TermsPage = lazyPage(() => import('../features/static-pages/terms-page'));
const DisclaimerPage = lazyPage(() => import('../features/static-pages/disclaimer-page'));
const CookiesPage = lazyPage(() => import('../features/static-pages/cookies-page'));
const SystemStatusPage = lazyPage(() => import('../features/system-status/system-status-page'));
const LoginPage = lazyPage(() => import('../features/account/login-page'));
const SignupPage = lazyPage(() => import('../features/account/signup-page'));
const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page'));
const SavedCalculationsPage = lazyPage(() => import('../features/saved-calculations/saved-calculations-page'));
const ServerSettingsPage = lazyPage(() => import('../features/server-settings/server-settings-page'));
// Account area (signed in): its code and messages load with these routes only.
const SettingsPage = lazyPage(() => import('../features/account/settings-page'));
// Admin area: antd, the admin screens and the admin messages load with these routes only.
const AdminLayout = lazyPage(() => import('../features/admin/admin-layout'));
const AdminDashboardPage = lazyPage(() => import('../features/admin/dashboard/dashboard-page'));
const AdminAnalyticsPage = lazyPage(() => import('../features/admin/analytics/analytics-page'));
const AdminArticlesPage = lazyPage(() => import('../features/admin/articles/articles-page'));
// New and edit are one editor: the same element for both routes keeps it mounted when a first save changes the URL.
const AdminArticleEditorPage = lazyPage(() => import('../features/admin/article-editor/article-editor-page'));
const AdminCategoriesPage = lazyPage(() => import('../features/admin/categories/categories-page'));
const AdminMediaPage = lazyPage(() => import('../features/admin/media/media-page'));
const AdminContactPage = lazyPage(() => import('../features/admin/contact/contact-page'));
const AdminUsersPage = lazyPage(() => import('../features/admin/users/users-page'));
const AdminSettingsPage = lazyPage(() => import('../features/admin/settings/settings-page'));
const ArticlePreviewPage = lazyPage(() => import('../features/admin/articles/article-preview-page'));

// The guards load with the first signed-in route, not with the public pages (they wait for the session anyway).
const RequireAuth = Object.assign(
  lazyPage<{ children?: ReactNode }>(() => import('../lib/auth/guards').then((guards) => ({ default: guards.RequireAuth }))),
  { displayName: 'RequireAuth' },
);
const RequireRole = Object.assign(
  lazyPage<{ roles: readonly Role[]; children?: ReactNode }>(() =>
    import('../lib/auth/guards').then((guards) => ({ default: guards.RequireRole })),
  ),
  { displayName: 'RequireRole' },
);

/** Who may enter the dashboard, and who may see its admin-only screens (the API checks every call again). */
const staffRoles: readonly Role[] = ['admin', 'editor'];
const adminRoles: readonly Role[] = ['admin'];

/** Relative child path for a path from the route table ('/uk/income-tax' → 'uk/income-tax'). */
const child = (path: string) => path.replace(/^\//, '');

/** Pages anyone may see, in the site layout, with one route per calculator (app/calculators.tsx). */
export const publicRoutesWith = (calculatorRoutes: readonly RouteObject[]): RouteObject[] => [
  { index: true, element: <HomePage /> },
  { path: child(paths.uk.hub), element: <CountryHubPage country="uk" /> },
  { path: child(paths.us.hub), element: <CountryHubPage country="us" /> },
  { path: child(paths.germany.hub), element: <CountryHubPage country="germany" /> },
  ...calculatorRoutes,
  { path: child(paths.blog), element: <BlogListPage /> },
  { path: `${child(paths.blog)}/:slug`, element: <BlogArticlePage /> },
  { path: child(paths.about), element: <AboutPage /> },
  { path: child(paths.contact), element: <ContactPage /> },
  { path: child(paths.privacy), element: <PrivacyPage /> },
  { path: child(paths.terms), element: <TermsPage /> },
  { path: child(paths.disclaimer), element: <DisclaimerPage /> },
  { path: child(paths.cookies), element: <CookiesPage /> },
  { path: child(paths.systemStatus), element: <SystemStatusPage /> },
  { path: child(paths.login), element: <LoginPage /> },
  { path: child(paths.signup), element: <SignupPage /> },
  { path: child(paths.saved), element: <SavedCalculationsPage /> },
  { path: child(paths.serverSettings), element: <ServerSettingsPage /> },
  { path: '*', element: <NotFoundPage /> },
];
const publicRoutes = publicRoutesWith(calculatorRoutesFrom());

/** Pages of the signed-in visitor, in the site layout, behind RequireAuth. */
const accountRoutes: RouteObject[] = [{ path: child(paths.settings), element: <SettingsPage /> }];

/** The dashboard's screens (relative to /admin/dashboard); the contact inbox, users and settings for admins only. */
const adminDashboardRoutes: RouteObject[] = [
  { index: true, element: <AdminDashboardPage /> },
  { path: 'analytics', element: <AdminAnalyticsPage /> },
  { path: 'articles', element: <AdminArticlesPage /> },
  { path: 'articles/new', element: <AdminArticleEditorPage /> },
  { path: 'articles/:id/edit', element: <AdminArticleEditorPage /> },
  { path: 'categories', element: <AdminCategoriesPage /> },
  { path: 'media', element: <AdminMediaPage /> },
  {
    element: <RequireRole roles={adminRoles} />,
    children: [
      { path: 'contact', element: <AdminContactPage /> },
      { path: 'users', element: <AdminUsersPage /> },
      { path: 'settings', element: <AdminSettingsPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * Three branches, each with its own layout (docs/contributing.md, "Web"): public (AppLayout), account (AppLayout +
 * RequireAuth) and admin (/admin/dashboard/*: RequireAuth → RequireRole → AdminLayout). The admin article preview
 * sits outside both the site layout and the dashboard guard (docs/product.md, "Admin routes").
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      // A page that throws keeps the header and footer around the error screen.
      { errorElement: <RouteErrorPage />, children: publicRoutes },
      { errorElement: <RouteErrorPage />, element: <RequireAuth />, children: accountRoutes },
    ],
  },
  {
    path: paths.admin.dashboard,
    errorElement: <RouteErrorPage />,
    element: (
      <Suspense fallback={<PageLoading />}>
        <RequireAuth>
          <RequireRole roles={staffRoles}>
            <AdminLayout />
          </RequireRole>
        </RequireAuth>
      </Suspense>
    ),
    children: [{ errorElement: <RouteErrorPage />, children: adminDashboardRoutes }],
  },
  {
    path: `${paths.admin.root}/blogs/preview/:id`,
    errorElement: <RouteErrorPage />,
    element: (
      <Suspense fallback={<PageLoading />}>
        <ArticlePreviewPage />
      </Suspense>
    ),
  },
];

/** Fetches the code of the page(s) a path shows, so that rendering it does not suspend. */
export async function preloadPagesFor(pathname: string): Promise<void> {
  const matched = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matched.map(({ route }) => {
      const page = isValidElement(route.element) ? (route.element.type as Partial<LazyPage<object>>) : undefined;
      return typeof page?.preload === 'function' ? page.preload() : undefined;
    }),
  );
}

// Created on first render, not at import: the pre-renderer imports the route table where there is no browser.
let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;

export function AppRouter() {
  browserRouter ??= createBrowserRouter(routes);
  return <RouterProvider router={browserRouter} />;
}
