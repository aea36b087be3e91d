import { RETURNS_PAGE_SIZE } from '@vanbid/domain';
import { useState } from 'react';
import { type ReturnsFilter, useReturns } from '../api/returns';

/**
 * The returns of `filter` a page at a time, newest first. The server pages by cursor: each
 * page's answer names the cursor of the next, so the cursors of the pages passed are kept to go
 * back; a new filter starts again at the newest.
 */
export function useReturnsPages(filter: ReturnsFilter) {
  const [paged, setPaged] = useState<{ filter: ReturnsFilter; cursors: number[] }>({ filter, cursors: [] });
  const cursors = paged.filter === filter ? paged.cursors : [];
  const returns = useReturns(filter, cursors.at(-1));
  const nextCursor = returns.isPlaceholderData ? null : (returns.data?.next_cursor ?? null);
  const totalItems = returns.data?.total_items ?? 0;
  return {
    returns,
    /** 1 for the newest. */
    page: cursors.length + 1,
    pages: Math.max(1, Math.ceil(totalItems / RETURNS_PAGE_SIZE)),
    totalItems,
    hasNext: nextCursor !== null,
    next: () => {
      if (nextCursor !== null) setPaged({ filter, cursors: [...cursors, nextCursor] });
    },
    previous: () => setPaged({ filter, cursors: cursors.slice(0, -1) }),
  };
}

export type ReturnsPages = ReturnType<typeof useReturnsPages>;
