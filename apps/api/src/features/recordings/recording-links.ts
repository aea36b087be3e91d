import { timingSafeEqual } from 'node:crypto';
import type { TokenService } from '../../platform/auth/tokens';

/** How long a recording's link works once the call detail hands it out. */
export const RECORDING_LINK_SECONDS = 5 * 60;

interface LinkSubject {
  accountId: number;
  callId: number;
  /** Seconds since 1970. */
  expires: number;
}

const signedText = ({ accountId, callId, expires }: LinkSubject) => `${accountId}:${callId}:${expires}`;

/** The path of a call's recording, signed for the buying account (HMAC of account, call and expiry). */
export function signRecordingLink(tokens: Pick<TokenService, 'mac'>, subject: LinkSubject): string {
  const signature = tokens.mac('recording', signedText(subject));
  const search = new URLSearchParams({
    account: String(subject.accountId),
    expires: String(subject.expires),
    signature,
  });
  return `/recordings/calls/${subject.callId}?${search}`;
}

/** Whether a link's signature is ours for exactly this account, call and expiry, and it has not expired. */
export function isValidRecordingLink(
  tokens: Pick<TokenService, 'mac'>,
  subject: LinkSubject & { signature: string },
  nowSeconds: number,
): boolean {
  if (subject.expires < nowSeconds) return false;
  const expected = Buffer.from(tokens.mac('recording', signedText(subject)));
  const given = Buffer.from(subject.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
