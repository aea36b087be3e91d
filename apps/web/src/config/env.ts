// The build-time environment. Each service base is configurable (docs/product.md §10, "One
// origin"); the defaults serve everything from the page's origin.

/** A base from the build's environment, or its default, without a trailing slash. */
function base(value: unknown, fallback: string): string {
  return (typeof value === 'string' ? value : fallback).replace(/\/$/, '');
}

export const env = {
  apiBase: base(import.meta.env.VITE_API_BASE, '/api'),
  integrationsBase: base(import.meta.env.VITE_INTEGRATIONS_BASE, '/integrations'),
  reportBase: base(import.meta.env.VITE_REPORT_BASE, '/report'),
} as const;
