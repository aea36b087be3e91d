import type { SecretBox } from './auth/secret-box';
import type { TokenService } from './auth/tokens';
import type { Config } from './config';
import type { Database } from './db/database';
import type { ESignature } from './e-signature/index';
import type { FileStorage } from './file-storage/index';
import type { IdentityVerification } from './identity-verification/index';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';
import type { PaymentGateway } from './payments-gateway/index';
import type { SmsSender } from './sms/index';

/**
 * The services outside our process, each behind its interface with a built-in sandbox as the
 * default (docs/product.md §11). Chosen by configuration in `createOutsideServices`;
 * a test passes its own to `buildApp`.
 */
export interface OutsideServices {
  mailer: Mailer;
  sms: SmsSender;
  paymentGateway: PaymentGateway;
  fileStorage: FileStorage;
  identityVerification: IdentityVerification;
  eSignature: ESignature;
}

/**
 * What route modules and services may use; built once in `buildApp`. A service names the part
 * it needs (`Pick<AppDeps, 'db' | 'paymentGateway'>`), so what it touches is written out.
 */
export interface AppDeps extends OutsideServices {
  config: Config;
  db: Database;
  tokens: TokenService;
  /** Seals two-factor secrets, sign-in challenges and remembered browsers (AES-256-GCM). */
  secretBox: SecretBox;
  /** The job queue, when this process runs it (`JOBS=on`); set once it has started. */
  jobs?: JobQueue;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
