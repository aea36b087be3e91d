/** Without a key or click for this long, the user is idle: a new build reloads the page by itself. */
export const IDLE_MS = 60_000;

export interface PageAttention {
  isHidden: boolean;
  /** Since the user's last key press, click or touch. */
  idleForMs: number;
  /** This tab already reloaded for the deployed build and still runs an older one (a cache, a proxy). */
  hasReloadedForIt: boolean;
}

/**
 * A newer build is deployed: reload at once when nobody is looking (the tab is hidden, or the
 * user is idle), else offer the notice with Refresh. Never twice for one build: a page that
 * reloaded and still runs the old one only offers the notice.
 */
export function isTimeToReload({ isHidden, idleForMs, hasReloadedForIt }: PageAttention): boolean {
  if (hasReloadedForIt) return false;
  return isHidden || idleForMs >= IDLE_MS;
}
