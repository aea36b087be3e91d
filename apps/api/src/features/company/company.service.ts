import type { MetaData } from '@vanbid/contract';
import { CONTACT_INVITE_KIND, SETUP_FLAGS, type SetupFlags } from '@vanbid/domain';
import type { RequestAuth } from '../../platform/auth/guard';
import type { Queryable } from '../../platform/db/database';
import { readAccountMeta, readContactMeta } from './company.queries';

/** The account's setup flags and preferences, every flag present (false when never set). */
export async function getCompanyMetaData(db: Queryable, auth: RequestAuth): Promise<MetaData> {
  const stored = await readAccountMeta(db, auth.accountId);
  const flags = Object.fromEntries(SETUP_FLAGS.map((flag) => [flag, stored[flag] === true])) as SetupFlags;
  return {
    ...flags,
    walletWelcomeDismissed: stored.walletWelcomeDismissed === true,
    isMainAccount: auth.isMainAccount,
  };
}

export async function getContactMetaData(db: Queryable, auth: RequestAuth) {
  const stored = await readContactMeta(db, auth.userId, auth.accountId);
  return {
    isContactInvitee: auth.inviteType === CONTACT_INVITE_KIND,
    identity_verification: stored.identity_verification === true,
    signed_insertion_order: stored.signed_insertion_order === true,
  };
}
