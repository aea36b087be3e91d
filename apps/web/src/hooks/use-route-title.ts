import { useMatches } from 'react-router';

/** What a route tells the shell about itself: the page's name. */
export interface RouteHandle {
  title?: string;
}

/** The title of the deepest matched route that names one. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = (matches[index]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}
