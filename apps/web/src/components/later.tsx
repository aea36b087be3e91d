import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Mounts its children `steps` commits after the rest (each step a transition started once the
 * previous one is on the screen), so that a heavy part of a page renders and commits in tasks of
 * its own instead of one long one (Lighthouse's total blocking time on phones). Parts lower on the
 * page take more steps, so that the page only grows downwards (no layout shift).
 */
export function Later({ steps = 1, children }: { steps?: number; children: ReactNode }) {
  const [done, setDone] = useState(0);
  useEffect(() => {
    if (done < steps) startTransition(() => setDone((count) => count + 1));
  }, [done, steps]);
  return done >= steps ? children : null;
}
