import { Outlet } from 'react-router';
import { AppShell } from '../../features/shell/components/app-shell';
import { useRouteFlags } from '../route-flags';

/** The signed-in area's layout: the shell, driven by the route flags table. */
export function SignedInLayout() {
  return (
    <AppShell flags={useRouteFlags()}>
      <Outlet />
    </AppShell>
  );
}
