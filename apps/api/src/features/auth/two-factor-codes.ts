import { isTwoFactorCode, normalizeTwoFactorCode } from '@vanbid/domain';
import type { Queryable } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import {
  type Credential,
  claimCodeStep,
  claimRecoveryCode,
  findCredential,
  replaceRecoveryCodes,
} from './two-factor.queries';
import { verifyAuthenticatorCode } from './two-factor-authenticator';
import { hashRecoveryCode, newRecoveryCodes } from './two-factor-recovery-codes';

/** The purpose the TOTP secrets are sealed for in the database. */
export const SECRET_PURPOSE = 'two-factor secret';

const wrongCode = () =>
  new AppError('INVALID_CREDENTIALS', 'That code is not right. Enter the newest code from your app.');

type Deps = Pick<AppDeps, 'db' | 'secretBox'>;

export interface ConfirmedCode {
  credentialId: number;
  /** Set when this code finished an enrolment: the new recovery codes, to show once. */
  recoveryCodes?: string[];
}

/**
 * Checks an authenticator code (or, once it is on, a recovery code) of the user: each is taken
 * once. `allowEnrolment`: a code of a waiting enrolment turns two-factor on and answers the
 * recovery codes. A wrong code throws 401 `INVALID_CREDENTIALS`.
 */
export async function confirmCode(
  deps: Deps,
  userId: number,
  typed: string,
  { allowEnrolment }: { allowEnrolment: boolean },
): Promise<ConfirmedCode> {
  const credential = await findCredential(deps.db, userId);
  if (!credential || (!credential.enabledAt && !allowEnrolment)) throw wrongCode();
  if (isTwoFactorCode(typed))
    return confirmAuthenticatorCode(deps, credential, normalizeTwoFactorCode(typed));
  if (!credential.enabledAt) throw wrongCode();
  const isUsed = await claimRecoveryCode(deps.db, userId, hashRecoveryCode(userId, typed));
  if (!isUsed) throw wrongCode();
  return { credentialId: credential.id };
}

async function confirmAuthenticatorCode(deps: Deps, credential: Credential, code: string) {
  const secret = deps.secretBox.open(SECRET_PURPOSE, credential.sealedSecret);
  const step = secret && (await verifyAuthenticatorCode(secret, code, credential.lastUsedStep));
  if (!step) throw wrongCode();
  return deps.db.transaction(async (tx) => {
    if (!(await claimCodeStep(tx, credential.id, step))) throw wrongCode();
    if (credential.enabledAt) return { credentialId: credential.id };
    return { credentialId: credential.id, recoveryCodes: await issueRecoveryCodes(tx, credential.userId) };
  });
}

/** Ten new recovery codes replace the old ones; only their hashes are kept. */
async function issueRecoveryCodes(tx: Queryable, userId: number) {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(
    tx,
    userId,
    codes.map((code) => hashRecoveryCode(userId, code)),
  );
  return codes;
}
