import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { paths } from '../config/paths';
import { dashboardLoader, rootLoader, securityLoader, signedInLoader, wizardLoader } from './guards';
import { page } from './lazy-page';
import { RootError } from './root-error';
import { loginRoutes, publicRoutes } from './routes/public-routes';
import { signedInRoutes } from './routes/signed-in-routes';

/** Pages inside the portal layout (MUI theme, query cache, toasts). */
const portalRoutes: RouteObject[] = [
  ...publicRoutes,
  {
    path: paths.wizard.pattern,
    loader: wizardLoader,
    lazy: page(
      () => import('../features/wizard/pages/wizard-page'),
      (m) => m.WizardPage,
    ),
    handle: { title: 'Account setup' },
  },
  {
    path: paths.settingsSecurity.pattern,
    loader: securityLoader,
    lazy: page(
      () => import('../features/settings/pages/security-page'),
      (m) => m.SecurityPage,
    ),
    handle: { title: 'Security' },
  },
  {
    id: 'signed-in',
    loader: signedInLoader,
    // The session and the setup are checked on every navigation in the signed-in area.
    shouldRevalidate: () => true,
    lazy: page(
      () => import('./layouts/signed-in-layout'),
      (m) => m.SignedInLayout,
    ),
    children: signedInRoutes,
  },
  {
    path: '*',
    lazy: page(
      () => import('../components/not-found-page'),
      (m) => m.NotFoundPage,
    ),
  },
];

const routes: RouteObject[] = [
  {
    id: 'root',
    ErrorBoundary: RootError,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, loader: rootLoader, Component: PageSpinner },
      { path: paths.dashboard.pattern, loader: dashboardLoader, Component: PageSpinner },
      ...loginRoutes,
      {
        id: 'portal',
        lazy: page(
          () => import('./layouts/portal-layout'),
          (m) => m.PortalLayout,
        ),
        // A pathless boundary inside the portal: errors and not-found pages keep the theme.
        children: [
          {
            id: 'portal-boundary',
            lazy: page(
              () => import('../components/route-error'),
              (m) => m.RouteError,
              'ErrorBoundary',
            ),
            children: portalRoutes,
          },
        ],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Every route of docs/product.md §2, each page loaded on first visit. Made when called (not when
 * the module loads): the router starts loading the page's code and data at once.
 */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
