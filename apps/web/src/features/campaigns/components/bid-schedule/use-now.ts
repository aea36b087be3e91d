import { CLOCK_REFRESH_MS } from '@vanbid/domain';
import { useEffect, useState } from 'react';

/** The current time, refreshed every `CLOCK_REFRESH_MS` (1000 ms, docs/product.md §12) while `isRunning`. */
export function useNow(isRunning = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!isRunning) return;
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [isRunning]);
  return now;
}
