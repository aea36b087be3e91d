import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s steps. */
const ISSUER = 'Vanbid';

/** A code of the previous or next step is still taken (a clock a little off, a slow typist). */
const TOLERANCE_SECONDS = 30;

/** A new secret (160 random bits, base32) and what the app needs to take it. */
export async function newAuthenticatorKey(accountName: string) {
  const secret = generateSecret();
  const otpauthUri = generateURI({ issuer: ISSUER, label: accountName, secret });
  const qrCode = await QRCode.toDataURL(otpauthUri, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  return { secret, otpauthUri, qrCode, manualKey: secret.replace(/(.{4})(?=.)/g, '$1 ') };
}

/**
 * The time step of `code` when it is right for `secret` and newer than `lastUsedStep` (a code is
 * taken once, RFC 6238 §5.2); null otherwise.
 */
export async function verifyAuthenticatorCode(
  secret: string,
  code: string,
  lastUsedStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastUsedStep === null ? {} : { afterTimeStep: lastUsedStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The current code of a secret (the demo world's and the tests' authenticator). */
export function currentAuthenticatorCode(secret: string): Promise<string> {
  return generate({ secret });
}
