import { Outlet } from 'react-router';
import { AppShell } from '../../features/shell/components/app-shell';
import { FeatureGate } from '../../features/shell/components/feature-gate';
import { useRouteFlags } from '../route-flags';

/** The signed-in area's layout: the shell, driven by the route flags table; switched-off features gated. */
export function SignedInLayout() {
  return (
    <AppShell flags={useRouteFlags()}>
      <FeatureGate>
        <Outlet />
      </FeatureGate>
    </AppShell>
  );
}
