import { RouterProvider } from 'react-router/dom';
import { paths } from '../config/paths';
import { clearAllState } from '../lib/auth';
import { setTwoFactorRequiredHandler, setUnauthorizedHandler } from '../lib/session-end-handlers';
import { type AppRouter, createAppRouter } from './router';

/** The router, with the session's handlers that navigate with it. */
export function startRouter(): AppRouter {
  const router = createAppRouter();
  // A 401 or 503 outside the public paths ends the session (docs/product.md §2).
  setUnauthorizedHandler(() => {
    void router.navigate(paths.login.build(), { replace: true }).then(clearAllState);
  });
  // A company of the user requires two-factor sign-in and they have not turned it on (docs/product.md §9).
  setTwoFactorRequiredHandler(() => {
    if (window.location.pathname === paths.settingsSecurity.build()) return;
    void router.navigate(paths.settingsSecurity.build(), { replace: true });
  });
  return router;
}

export function App({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
