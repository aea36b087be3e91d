import { avatarUrlOf, logoUrlOf } from '@vanbid/contract';
import { eq } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/guard';
import { findMembership } from '../../platform/auth/memberships';
import { accounts, users } from '../../platform/db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { forgetPicture, readPicture, storePicture } from './stored-images';

type Deps = Pick<AppDeps, 'db' | 'fileStorage'>;

const AVATAR = { kind: 'avatar', side: 256 } as const;
const LOGO = { kind: 'logo', side: 512 } as const;

export async function updateAvatar(deps: Deps, auth: RequestAuth, upload: Uint8Array) {
  const fileId = await storePicture(deps, { accountId: null, key: `u${auth.userId}` }, upload, AVATAR);
  // The row is locked while it is swapped: of two uploads at once, each forgets what it replaced.
  const replaced = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ fileId: users.avatarFileId })
      .from(users)
      .where(eq(users.id, auth.userId))
      .for('update');
    await tx.update(users).set({ avatarFileId: fileId }).where(eq(users.id, auth.userId));
    return before?.fileId ?? null;
  });
  await forgetPicture(deps, deps.db, replaced);
  return { avatarUrl: avatarUrlOf(auth.userId, fileId)! };
}

/** A member's picture, to the member and to members of the selected account; 404 for anyone else. */
export async function readAvatar(deps: Deps, auth: RequestAuth, userId: number) {
  const sharesAccount = userId === auth.userId || (await findMembership(deps.db, userId, auth.accountId));
  if (!sharesAccount) throw notFound('Picture');
  const [row] = await deps.db.select({ fileId: users.avatarFileId }).from(users).where(eq(users.id, userId));
  return readPicture(deps, row?.fileId ?? null, 'avatar.webp');
}

export async function updateCompanyLogo(deps: Deps, accountId: number, upload: Uint8Array) {
  const fileId = await storePicture(deps, { accountId, key: `a${accountId}` }, upload, LOGO);
  const replaced = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ fileId: accounts.logoFileId })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('update');
    await tx.update(accounts).set({ logoFileId: fileId }).where(eq(accounts.id, accountId));
    return before?.fileId ?? null;
  });
  await forgetPicture(deps, deps.db, replaced);
  return { logoUrl: logoUrlOf(accountId, fileId)! };
}

export async function readCompanyLogo(deps: Deps, accountId: number) {
  const [row] = await deps.db
    .select({ fileId: accounts.logoFileId })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return readPicture(deps, row?.fileId ?? null, 'logo.webp');
}

export async function updateTimeZone(deps: Pick<AppDeps, 'db'>, userId: number, timeZone: string) {
  await deps.db.update(users).set({ timeZonePreference: timeZone }).where(eq(users.id, userId));
  return { timeZone };
}
