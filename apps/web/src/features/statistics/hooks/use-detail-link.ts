import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { DetailLink } from '../components/records-grid-props';

/**
 * Links that open a record's detail and remember the page they came from (to close back to it).
 * A log carries its search (filters, page) along, so the log behind the side panel stays as it was.
 */
export function useDetailLink(detailPath: (id: number) => string, carrySearch: boolean) {
  const { pathname, search } = useLocation();
  return useCallback(
    (id: number): DetailLink => ({
      to: { pathname: detailPath(id), search: carrySearch ? search : '' },
      state: { from: `${pathname}${search}` },
    }),
    [detailPath, carrySearch, pathname, search],
  );
}
