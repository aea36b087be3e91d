import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { theme } from '../theme';
import { ToastProvider } from '../toast-provider';

/**
 * Every page past the sign-in pages: the MUI theme, the server-data cache and toasts. Loaded
 * with the first such page, so that the login page loads little.
 */
export function PortalLayout() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <Outlet />
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
