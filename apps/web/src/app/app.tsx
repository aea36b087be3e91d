import { RouterProvider } from 'react-router/dom';
import { paths } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-client';
import { clearAllState } from '../lib/auth';
import { router } from './router';

// A 401 or 503 outside the public paths ends the session (docs/product.md §2).
setUnauthorizedHandler(() => {
  void router.navigate(paths.login.build(), { replace: true }).then(clearAllState);
});

export function App() {
  return <RouterProvider router={router} />;
}
