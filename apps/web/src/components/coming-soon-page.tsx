import { useRouteTitle } from '../hooks/use-route-title';
import { ComingSoon } from './coming-soon';

/** The route module of every page not built yet; the name comes from the route's `handle.title`. */
export function ComingSoonPage() {
  return <ComingSoon title={useRouteTitle() ?? 'This page'} />;
}
