import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * The current time, refreshed at the start of every minute: often enough for "Outside its hours"
 * to turn into "Active" when a buying range opens, rarely enough to leave the cards idle.
 */
export function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer = 0;
    const schedule = () => {
      timer = window.setTimeout(
        () => {
          setNow(new Date());
          schedule();
        },
        MINUTE_MS - (Date.now() % MINUTE_MS),
      );
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, []);
  return now;
}
