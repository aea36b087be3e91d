import type { ComponentType } from 'react';
import { nextTask } from '../lib/next-task';

/**
 * A lazily loaded route module: the page's code is fetched when its route is first visited.
 * `as` names the route property it fills (the page, or the route's error boundary).
 * Each route's import starts in a task of its own: an import first adds a preload link for every
 * module the route needs, and the routes of a first visit together need about a hundred, which
 * in one task would hold a phone's main thread (issue #28).
 */
export function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  as: 'Component' | 'ErrorBoundary' = 'Component',
) {
  return async () => {
    await nextTask();
    return { [as]: pick(await load()) };
  };
}
