import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, as the link carries them (base64url, 43 characters). */
export const newInviteToken = () => randomBytes(32).toString('base64url');

/** Only this is stored: a leaked table opens no invitation. */
export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
