/**
 * Vanbid's colours and type, the one source for the MUI theme and for the CSS variables
 * (`--vb-*`) of the pages that load without MUI (sign-in).
 */
export const brand = {
  primary: '#1d4ed8',
  primaryDark: '#1e3a8a',
  primaryLight: '#3b82f6',
  onPrimary: '#ffffff',
  text: '#0f172a',
  textSecondary: '#475569',
  background: '#f4f6fb',
  paper: '#ffffff',
  border: '#e2e8f0',
  inputBorder: '#94a3b8',
  error: '#b91c1c',
  errorSurface: '#fef2f2',
  success: '#15803d',
  warning: '#b45309',
  radius: 10,
  fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
} as const;

/** Sets the brand as CSS custom properties on the document (`--vb-primary`, ...). */
export function applyBrandVariables(root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(brand)) {
    const cssName = `--vb-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
    root.style.setProperty(cssName, typeof value === 'number' ? `${value}px` : value);
  }
}
