import type { ComponentType } from 'react';

/**
 * A lazily loaded route module: the page's code is fetched when its route is first visited.
 * `as` names the route property it fills (the page, or the route's error boundary).
 */
export function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  as: 'Component' | 'ErrorBoundary' = 'Component',
) {
  return async () => ({ [as]: pick(await load()) });
}
