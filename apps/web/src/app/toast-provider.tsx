import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { brand } from '../config/brand';

/** Confirmations; the notification toasts (docs/product.md §8) pass `TOAST_MS` themselves. */
const DEFAULT_TOAST_MS = 5000;

/** notistack's toasts in the brand's colours (white text keeps at least 4.5:1 contrast). */
const BrandedToast = styled(MaterialDesignContent)({
  fontFamily: brand.fontFamily,
  '&.notistack-MuiContent-success': { backgroundColor: brand.success },
  '&.notistack-MuiContent-error': { backgroundColor: brand.error },
  '&.notistack-MuiContent-warning': { backgroundColor: brand.warning },
  '&.notistack-MuiContent-info': { backgroundColor: brand.primary },
  '&.notistack-MuiContent-default': { backgroundColor: brand.text },
});

const COMPONENTS = {
  default: BrandedToast,
  success: BrandedToast,
  error: BrandedToast,
  warning: BrandedToast,
  info: BrandedToast,
};

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={DEFAULT_TOAST_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={COMPONENTS}
    >
      {children}
    </SnackbarProvider>
  );
}
