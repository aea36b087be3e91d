import type { MetaData } from '@vanbid/contract';
import { CONTACT_INVITE_KIND, SETUP_FLAGS, type SetupFlags } from '@vanbid/domain';
import type { RequestAuth } from '../../platform/auth/guard';
import type { Queryable } from '../../platform/db/database';
import { mergeAccountMeta, mergeContactMeta, readAccountMeta, readContactMeta } from './company.queries';

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

/**
 * Sets a flag a wizard step earned: an authorized-contact invitee's ID verification and insertion
 * order are their own (docs/product.md §3); everything else is the account's.
 */
export async function markSetupStep(
  db: Queryable,
  who: { userId: number; accountId: number; inviteType: string | null },
  flag: keyof SetupFlags,
): Promise<void> {
  const isOwnFlag = flag === 'identity_verification' || flag === 'signed_insertion_order';
  if (isOwnFlag && who.inviteType === CONTACT_INVITE_KIND)
    await mergeContactMeta(db, who.userId, who.accountId, { [flag]: true });
  else await mergeAccountMeta(db, who.accountId, { [flag]: true });
}
