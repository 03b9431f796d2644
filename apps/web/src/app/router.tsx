import { lazy } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { paths, ukPathsShowingHub } from '../config/paths';
import { RouteErrorPage } from './route-error-page';

// Every page is its own chunk; AppLayout shows a spinner (Suspense) while one loads.
const HomePage = lazy(() => import('../features/home/home-page'));
const UkHubPage = lazy(() => import('../features/uk-hub/uk-hub-page'));
const UkIncomeTaxPage = lazy(() => import('../features/uk-income-tax/uk-income-tax-page'));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));

/** Relative child path for a path from the route table ('/uk/income-tax' → 'uk/income-tax'). */
const child = (path: string) => path.replace(/^\//, '');

export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A page that throws keeps the header and footer around the error screen.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: child(paths.uk.hub), element: <UkHubPage /> },
          ...ukPathsShowingHub.map((path) => ({ path: child(path), element: <UkHubPage /> })),
          { path: child(paths.uk.incomeTax), element: <UkIncomeTaxPage /> },
          // Routes still to be built (blog, auth, US, Germany, admin, ...) fall through to the not-found page.
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
