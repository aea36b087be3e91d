import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { styleCache } from '../../lib/style-cache';
import { PortalThemeProvider } from '../portal-theme';
import { ToastProvider } from '../toast-provider';

/**
 * Every page past the sign-in pages: the MUI theme (its styles with the page's CSP nonce), the
 * server-data cache and toasts. Loaded with the first such page, so that the login page loads little.
 */
export function PortalLayout() {
  return (
    <CacheProvider value={styleCache}>
      <PortalThemeProvider>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <Outlet />
          </ToastProvider>
        </QueryClientProvider>
      </PortalThemeProvider>
    </CacheProvider>
  );
}
