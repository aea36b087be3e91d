import type { Config } from './config';
import type { Database } from './db/database';
import type { OutsideServices } from './deps';
import { createBuiltInESignature } from './e-signature/index';
import { createFileStorage } from './file-storage/index';
import { createSandboxIdentityVerification } from './identity-verification/index';
import { createMailer } from './mail/mailer';
import { createSandboxGateway } from './payments-gateway/index';
import { createSmsSender } from './sms/index';

/**
 * Each outside service as configured, the sandbox where nothing else is set; `replacements`
 * (tests) take the place of any of them. Nothing here is a module-level singleton.
 */
export function createOutsideServices(
  config: Config,
  db: Database,
  replacements: Partial<OutsideServices> = {},
): OutsideServices {
  const fileStorage = replacements.fileStorage ?? createFileStorage(config);
  // Payments and identity verification have only their sandboxes so far: a real provider's
  // adapter would be chosen here by configuration, as the mailer and the file storage are.
  return {
    mailer: replacements.mailer ?? createMailer(config, db),
    sms: replacements.sms ?? createSmsSender(config, db),
    paymentGateway: replacements.paymentGateway ?? createSandboxGateway(),
    fileStorage,
    identityVerification:
      replacements.identityVerification ?? createSandboxIdentityVerification({ db, fileStorage }),
    eSignature: replacements.eSignature ?? createBuiltInESignature({ fileStorage }),
  };
}
