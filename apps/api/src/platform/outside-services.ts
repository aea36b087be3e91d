import type { Config } from './config';
import type { Database } from './db/database';
import type { OutsideServices } from './deps';
import { createFileStorage } from './file-storage/index';
import { createMailer } from './mail/mailer';
import { createSandboxGateway } from './payments-gateway/index';

/**
 * Each outside service as configured, the sandbox where nothing else is set; `replacements`
 * (tests) take the place of any of them. Nothing here is a module-level singleton.
 */
export function createOutsideServices(
  config: Config,
  db: Database,
  replacements: Partial<OutsideServices> = {},
): OutsideServices {
  return {
    mailer: replacements.mailer ?? createMailer(config, db),
    // Only the sandbox exists so far; a real processor's adapter would be chosen here by config.
    paymentGateway: replacements.paymentGateway ?? createSandboxGateway(),
    fileStorage: replacements.fileStorage ?? createFileStorage(config),
  };
}
