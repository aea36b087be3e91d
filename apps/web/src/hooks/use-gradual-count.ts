import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` heavy items (campaign cards, log records) to render: none at first, then
 * `step` more after each commit, each batch in a transition (a render React splits into short
 * tasks). A long list then never holds a phone's main thread for long, and the rest of the page
 * paints first. `isAll` renders them all at once (a card to scroll to must be on the page).
 */
export function useGradualCount(total: number, step: number, isAll = false): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (isAll || count >= total) return;
    startTransition(() => setCount((current) => current + step));
  }, [count, total, step, isAll]);
  return isAll ? total : Math.min(count, total);
}
