import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { REDUCED_MOTION_QUERY } from '../lib/reduced-motion';
import { reducedMotionTheme, theme } from './theme';

/** The portal's theme, with less motion while the user's system asks for it (followed live). */
export function PortalThemeProvider({ children }: { children: ReactNode }) {
  const isMotionReduced = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  return <ThemeProvider theme={isMotionReduced ? reducedMotionTheme() : theme}>{children}</ThemeProvider>;
}
