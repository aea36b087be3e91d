import type { TokenService } from './auth/tokens';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Mailer } from './mail/mailer';

/** What route modules and services may use; built once in `buildApp`. */
export interface AppDeps {
  config: Config;
  db: Database;
  tokens: TokenService;
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
