/** The prefixes of the API's JSON answers; anything else is the SPA or its files. */
export const API_PREFIXES = ['/api/', '/integrations/', '/report/'];

/** Whether `url` (query string allowed) is an API address; `/api` itself counts. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
}
