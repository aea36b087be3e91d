import type { Config } from '../config';

/** Where users open the portal, for links in e-mails: `PUBLIC_URL`, else this server. */
export function portalUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}
