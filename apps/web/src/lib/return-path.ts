// Where the login page goes on to after signing in, when a signed-out user followed a deep link.

/** The query parameter of `/login` that holds the page to return to. */
export const RETURN_PARAM = 'next';

/**
 * The page to go on to: a path of this site (`/call-log?x=1`), never another site
 * (`//evil.test`, `https://…`, `/\\evil.test`) and never the login page itself; else null.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (/^\/login(?:[/?#]|$)/i.test(raw)) return null;
  return raw;
}

/** `/login?next=…` for a signed-out visit of `url` (the root needs no message). */
export function loginPathFor(url: URL): string {
  const path = `${url.pathname}${url.search}`;
  return path === '/' ? '/login' : `/login?${RETURN_PARAM}=${encodeURIComponent(path)}`;
}
