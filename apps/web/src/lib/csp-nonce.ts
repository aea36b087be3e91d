/**
 * The nonce the server gave this page (`<meta property="csp-nonce">`, a fresh one per page; see
 * docs/product.md §9). The browser hides the attribute once parsed; the `nonce` property keeps it.
 */
export function pageNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}

declare global {
  interface Window {
    /** Where goober (notistack's styles) reads the nonce of the style element it adds. */
    __nonce__?: string;
  }
}

/**
 * Before anything renders: goober's style element (notistack's) carries the page's nonce. MUI's
 * styles get it from `styleCache`, the data grid's from the theme, and zod never tries `eval`
 * (its chunk starts jitless, vite.config.ts).
 */
export function followContentSecurityPolicy(): void {
  window.__nonce__ = pageNonce();
}
