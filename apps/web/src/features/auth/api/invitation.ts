import { type DataOf, inviteStatus, registerWithInvite, useInvite } from '@vanbid/contract';
import { STORAGE_KEYS } from '../../../config/storage-keys';
import { apiRequest } from '../../../lib/api-client';
import { startSession } from '../../../lib/start-session';
import { readStored, readStoredJson, writeStored } from '../../../lib/storage';
import type { SignInStep } from './session';

export type InvitationData = DataOf<typeof inviteStatus>;

/** The invitation being accepted, kept across the steps and a reload (docs/product.md §2). */
export function storedInvitation(): { token: string; data: InvitationData } | null {
  const token = readStored(STORAGE_KEYS.inviteToken);
  const data = readStoredJson<InvitationData>(STORAGE_KEYS.inviteData);
  return token && data ? { token, data } : null;
}

export function storeInvitation(token: string | null, data: InvitationData | null): void {
  writeStored(STORAGE_KEYS.inviteToken, token);
  writeStored(STORAGE_KEYS.inviteData, data ? JSON.stringify(data) : null);
}

export const fetchInvitation = (token: string) => apiRequest(inviteStatus, { params: { token } });

/**
 * A new person: their sign-in is created from the link, and they are signed in (null); or, when
 * the company requires two-factor sign-in, answered the enrolment step, as a sign-in would be
 * (docs/product.md §9), and not signed in yet.
 */
export async function registerFromInvitation(
  token: string,
  username: string,
  password: string,
): Promise<SignInStep | null> {
  const answer = await apiRequest(registerWithInvite, { body: { token, username, password } });
  if ('twoFactor' in answer) return answer.twoFactor;
  await startSession(answer);
  return null;
}

/** A signed-in person joins the inviting company. */
export const acceptInvitation = (token: string) => apiRequest(useInvite, { params: { token } });
