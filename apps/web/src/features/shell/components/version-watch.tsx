import Button from '@mui/material/Button';
import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';

/** How often the deployed version is checked (docs/product.md §8). */
const VERSION_POLL_MS = 60_000;
const NOTICE_KEY = 'refresh-app';

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

/** The refresh_app notice (docs/product.md §8): shown once the deployed build differs from this page's. */
export function showRefreshNotice(): void {
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

/** Polls /version.json while the portal is open; a mismatch asks the user to refresh. */
export function VersionWatch() {
  useEffect(() => {
    if (import.meta.env.DEV) return;
    const check = async () => {
      const deployed = await fetchDeployedBuildId();
      if (deployed && deployed !== __VANBID_BUILD_ID__) showRefreshNotice();
    };
    const timer = window.setInterval(() => void check(), VERSION_POLL_MS);
    return () => {
      window.clearInterval(timer);
      closeSnackbar(NOTICE_KEY);
    };
  }, []);
  return null;
}
