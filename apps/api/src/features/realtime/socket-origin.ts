/**
 * Whether a socket handshake may connect from `origin` (docs/product.md §8): without an Origin
 * (not a browser), from the portal's own origin, or in development from any localhost origin
 * (the Vite dev server proxies `/socket.io` from its own port).
 */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  isDevelopment: boolean,
): boolean {
  if (!origin) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (host && url.host === host) return true;
  return isDevelopment && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
}
