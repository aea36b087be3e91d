import GlobalStyles from '@mui/material/GlobalStyles';
import { styled } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { brand } from '../config/brand';
import { REDUCED_MOTION_QUERY } from '../lib/reduced-motion';

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

/**
 * Toasts sit at the bottom, where a dialog keeps its actions (a phone's full-screen dialog above
 * all): while a dialog is open they move to the top, so they never cover its buttons.
 */
const TOASTS_CLEAR_OF_DIALOGS = {
  'body:has(.MuiDialog-root) .notistack-SnackbarContainer': {
    top: 14,
    bottom: 'auto',
    flexDirection: 'column',
  },
} as const;

/** A toast comes and goes at once for a user who asked for less motion. */
const WITHOUT_MOTION = { enter: 0, exit: 0 };

export function ToastProvider({ children }: { children: ReactNode }) {
  const isMotionReduced = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  return (
    <SnackbarProvider
      transitionDuration={isMotionReduced ? WITHOUT_MOTION : undefined}
      maxSnack={3}
      autoHideDuration={DEFAULT_TOAST_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={COMPONENTS}
    >
      <GlobalStyles styles={TOASTS_CLEAR_OF_DIALOGS} />
      {children}
    </SnackbarProvider>
  );
}
