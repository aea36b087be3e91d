import { paths } from '../config/paths';
import { useRouteTitle } from '../hooks/use-route-title';
import { ComingSoon } from './coming-soon';
import { PublicPage } from './public-page';

/** The route module of public pages not built yet (invites, password reset, ...). */
export function PublicComingSoonPage() {
  return (
    <PublicPage>
      <ComingSoon
        title={useRouteTitle() ?? 'This page'}
        back={{ to: paths.login.build(), label: 'Go to sign in' }}
      />
    </PublicPage>
  );
}
