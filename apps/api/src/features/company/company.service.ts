import type { MetaData } from '@vanbid/contract';
import type { RequestAuth } from '../../platform/auth/guard';
import type { Queryable } from '../../platform/db/database';
import { readAccountMeta, readContactMeta } from './company.queries';

export const SETUP_FLAGS = [
  'signed_insertion_order',
  'identity_verification',
  'auth_contact_added',
  'company_info',
  'payment_method_added',
  'signed_payment_authorization',
  'initial_payment_done',
] as const;

/** The account's setup flags and preferences, every flag present (false when never set). */
export async function getCompanyMetaData(db: Queryable, auth: RequestAuth): Promise<MetaData> {
  const stored = await readAccountMeta(db, auth.accountId);
  const flags = Object.fromEntries(SETUP_FLAGS.map((flag) => [flag, stored[flag] === true])) as Record<
    (typeof SETUP_FLAGS)[number],
    boolean
  >;
  return {
    ...flags,
    walletWelcomeDismissed: stored.walletWelcomeDismissed === true,
    isMainAccount: auth.isMainAccount,
  };
}

export const CONTACT_INVITE_TYPE = 'authorized_contact_invite';

export async function getContactMetaData(db: Queryable, auth: RequestAuth) {
  const stored = await readContactMeta(db, auth.userId, auth.accountId);
  return {
    isContactInvitee: auth.inviteType === CONTACT_INVITE_TYPE,
    identity_verification: stored.identity_verification === true,
    signed_insertion_order: stored.signed_insertion_order === true,
  };
}
