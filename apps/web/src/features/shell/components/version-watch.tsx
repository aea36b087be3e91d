import Button from '@mui/material/Button';
import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { isTimeToReload } from '../lib/new-build';

/** How often the deployed version is checked (docs/product.md §8). */
const VERSION_POLL_MS = 60_000;
/** How often a pending update looks whether the user went idle. */
const IDLE_CHECK_MS = 10_000;
const NOTICE_KEY = 'refresh-app';
/** The deployed build this tab last reloaded for (sessionStorage: this tab only). */
const RELOADED_FOR_KEY = 'vanbid.reloadedForBuild';

let lastInputAt = Date.now();
/** The newer build deployed, once one is known. */
let pendingBuild: string | null = null;

async function fetchDeployedBuildId(): Promise<string | null> {
  try {
    const response = await fetch('/version.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { buildId?: unknown };
    return typeof body.buildId === 'string' ? body.buildId : null;
  } catch {
    return null;
  }
}

function hasReloadedFor(buildId: string): boolean {
  try {
    return window.sessionStorage.getItem(RELOADED_FOR_KEY) === buildId;
  } catch {
    return false;
  }
}

function reloadFor(buildId: string): void {
  try {
    window.sessionStorage.setItem(RELOADED_FOR_KEY, buildId);
  } catch {
    // Without storage the reload still happens; only its once-per-build guard is lost.
  }
  window.location.reload();
}

/** The refresh_app notice (docs/product.md §8): a new update, with Refresh. */
function showRefreshNotice(): void {
  enqueueSnackbar('A new update is available, please refresh the page', {
    key: NOTICE_KEY,
    preventDuplicate: true,
    persist: true,
    variant: 'info',
    action: () => (
      <Button color="inherit" size="small" onClick={() => window.location.reload()}>
        Refresh
      </Button>
    ),
  });
}

/** Reloads now when nobody is looking, else offers the notice; answers whether it reloaded. */
function reloadIfUnattended(buildId: string): boolean {
  const attention = {
    isHidden: document.visibilityState === 'hidden',
    idleForMs: Date.now() - lastInputAt,
    hasReloadedForIt: hasReloadedFor(buildId),
  };
  if (!isTimeToReload(attention)) return false;
  reloadFor(buildId);
  return true;
}

/**
 * A build other than this page's is deployed (docs/product.md §8, refresh_app): the page reloads
 * by itself when the tab is hidden or the user idle, otherwise the notice asks the user to refresh
 * (and the page still reloads once they leave the tab or go idle).
 */
export function offerNewBuild(buildId: string): void {
  if (buildId === __VANBID_BUILD_ID__) return;
  pendingBuild = buildId;
  if (!reloadIfUnattended(buildId)) showRefreshNotice();
}

/** Asks the server which build is deployed (at each socket connection, and every minute). */
export async function checkDeployedBuild(): Promise<void> {
  if (import.meta.env.DEV) return;
  const deployed = await fetchDeployedBuildId();
  if (deployed) offerNewBuild(deployed);
}

/** Polls /version.json while the portal is open, and reloads a pending update once nobody is looking. */
export function VersionWatch() {
  useEffect(() => {
    if (import.meta.env.DEV) return;
    const onInput = () => {
      lastInputAt = Date.now();
    };
    const whenUnattended = () => {
      if (pendingBuild) reloadIfUnattended(pendingBuild);
    };
    const inputs = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
    for (const name of inputs) window.addEventListener(name, onInput, { passive: true });
    document.addEventListener('visibilitychange', whenUnattended);
    const poll = window.setInterval(() => void checkDeployedBuild(), VERSION_POLL_MS);
    const idle = window.setInterval(whenUnattended, IDLE_CHECK_MS);
    return () => {
      for (const name of inputs) window.removeEventListener(name, onInput);
      document.removeEventListener('visibilitychange', whenUnattended);
      window.clearInterval(poll);
      window.clearInterval(idle);
      closeSnackbar(NOTICE_KEY);
    };
  }, []);
  return null;
}
