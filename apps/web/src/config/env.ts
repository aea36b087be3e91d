import { z } from 'zod';

// The build-time environment, parsed once. Each service base is configurable (docs/product.md §10,
// "One origin"); the defaults serve everything from the page's origin.
const envSchema = z.object({
  VITE_API_BASE: z.string().default('/api'),
  VITE_INTEGRATIONS_BASE: z.string().default('/integrations'),
  VITE_REPORT_BASE: z.string().default('/report'),
});

const parsed = envSchema.parse(import.meta.env);

export const env = {
  apiBase: parsed.VITE_API_BASE.replace(/\/$/, ''),
  integrationsBase: parsed.VITE_INTEGRATIONS_BASE.replace(/\/$/, ''),
  reportBase: parsed.VITE_REPORT_BASE.replace(/\/$/, ''),
} as const;
