import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { MOBILE_WIDTH_PX } from '@vanbid/domain';
import { brand } from '../config/brand';
import { pageNonce } from '../lib/csp-nonce';

/** Vanbid's look: a confident blue on calm neutrals, clear type, roomy spacing. */
export const theme = createTheme(portalOptions());

let reducedMotion: Theme | undefined;

/**
 * The same look for a user who asked the system for less motion (`prefers-reduced-motion:
 * reduce`): things appear and leave at once (every transition of 0 ms, MUI's and our own CSS's),
 * a press does not ripple (the focus outline still shows where the keyboard is), nothing scrolls
 * smoothly. Loading indicators keep turning: they say that something is still on its way. Made
 * when first asked for: most users never need it, and a phone's first task is shorter without it.
 */
export function reducedMotionTheme(): Theme {
  reducedMotion ??= createTheme(portalOptions(), {
    transitions: {
      create: () => 'none',
      getAutoHeightDuration: () => 0,
      duration: {
        shortest: 0,
        shorter: 0,
        short: 0,
        standard: 0,
        complex: 0,
        enteringScreen: 0,
        leavingScreen: 0,
      },
    },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: true } },
      MuiCssBaseline: {
        styleOverrides: {
          html: { scrollBehavior: 'auto' },
          '*, *::before, *::after': { transitionDuration: '0s !important', transitionDelay: '0s !important' },
        },
      },
    },
  } satisfies ThemeOptions);
  return reducedMotion;
}

function portalOptions(): ThemeOptions {
  return {
    breakpoints: { values: { xs: 0, sm: MOBILE_WIDTH_PX, md: 900, lg: 1200, xl: 1536 } },
    palette: {
      primary: {
        main: brand.primary,
        dark: brand.primaryDark,
        light: brand.primaryLight,
        contrastText: brand.onPrimary,
      },
      secondary: { main: '#0f766e' },
      success: { main: brand.success },
      error: { main: brand.error },
      warning: { main: brand.warning },
      text: { primary: brand.text, secondary: brand.textSecondary },
      background: { default: brand.background, paper: brand.paper },
      divider: brand.border,
    },
    shape: { borderRadius: brand.radius },
    typography: {
      fontFamily: brand.fontFamily,
      h1: { fontSize: '1.625rem', fontWeight: 700, letterSpacing: '-0.01em', lineHeight: 1.25 },
      h2: { fontSize: '1.25rem', fontWeight: 650, lineHeight: 1.3 },
      h3: { fontSize: '1.0625rem', fontWeight: 650 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      // The grid's own style element (its CSS variables) carries the page's CSP nonce.
      MuiDataGrid: { defaultProps: { nonce: pageNonce() } },
      MuiPaper: { styleOverrides: { outlined: { borderColor: brand.border } } },
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: `2px solid ${brand.primary}`, outlineOffset: 2 } },
        },
      },
    },
  };
}
