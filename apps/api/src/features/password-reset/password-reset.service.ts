import { randomInt } from 'node:crypto';
import {
  RESET_CODE_DIGITS,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
  RESET_LINK_TTL_MINUTES,
} from '@vanbid/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashLinkCode, newLinkCode } from '../../platform/auth/link-codes';
import { hashPassword } from '../../platform/auth/passwords';
import { loginCodes, passwordResetCodes, users } from '../../platform/db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findUserByEmail, revokeSessions } from '../auth';

/** `login_codes.purpose` of a reset token: never swapped for a session (guest.service). */
export const RESET_TOKEN_PURPOSE = 'password_reset';
const MINUTE_MS = 60_000;

/** The database and the mailer (SMTP or the local outbox, as configured) are all this feature uses. */
type ResetDeps = Pick<AppDeps, 'db' | 'mailer'>;

/** A code is only 6 digits: its hash is salted with the user, so one table of hashes serves no one else. */
const codeHash = (userId: number, code: string) => hashLinkCode(`${userId}:${code}`);

const wrongCode = () =>
  new AppError(
    'VALIDATION_FAILED',
    'The code is wrong or has expired. Check the e-mail or ask for a new code.',
    {
      code: 'The code is wrong or has expired',
    },
  );

async function issueResetToken(deps: ResetDeps, userId: number): Promise<string> {
  const token = newLinkCode();
  await deps.db.insert(loginCodes).values({
    codeHash: hashLinkCode(token),
    userId,
    purpose: RESET_TOKEN_PURPOSE,
    expiresAt: new Date(Date.now() + RESET_LINK_TTL_MINUTES * MINUTE_MS),
  });
  return token;
}

/** `send-code`: a new 6-digit code for the address's user (earlier ones stop working). */
export async function sendResetCode(deps: ResetDeps, email: string): Promise<{ sent: true }> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return { sent: true };
  const code = String(randomInt(0, 10 ** RESET_CODE_DIGITS)).padStart(RESET_CODE_DIGITS, '0');
  await deps.db.transaction(async (tx) => {
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)));
    await tx.insert(passwordResetCodes).values({
      userId: user.id,
      codeHash: codeHash(user.id, code),
      expiresAt: new Date(Date.now() + RESET_CODE_TTL_MINUTES * MINUTE_MS),
    });
  });
  await deps.mailer.send({
    to: user.email,
    subject: `Your Vanbid password reset code: ${code}`,
    text: `Enter ${code} on the Vanbid password reset page to choose a new password.\n\nThe code works once, for ${RESET_CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  });
  return { sent: true };
}

/**
 * `verify-code`: the user's current code, if right, is used up and swapped for a reset token.
 * A wrong try counts; after `RESET_CODE_MAX_ATTEMPTS` the code stops working.
 */
export async function verifyResetCode(
  deps: ResetDeps,
  email: string,
  code: string,
): Promise<{ token: string }> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw wrongCode();
  const [current] = await deps.db
    .select()
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.userId, user.id),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(passwordResetCodes.id))
    .limit(1);
  if (!current) throw wrongCode();
  if (current.codeHash !== codeHash(user.id, code)) {
    await deps.db
      .update(passwordResetCodes)
      .set({
        attempts: sql`${passwordResetCodes.attempts} + 1`,
        usedAt: sql`case when ${passwordResetCodes.attempts} + 1 >= ${RESET_CODE_MAX_ATTEMPTS} then now() end`,
      })
      .where(eq(passwordResetCodes.id, current.id));
    throw wrongCode();
  }
  const [claimed] = await deps.db
    .update(passwordResetCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetCodes.id, current.id), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id });
  if (!claimed) throw wrongCode();
  return { token: await issueResetToken(deps, user.id) };
}

/** `send-email`: a link carrying a reset token, for the address's user. */
export async function sendResetEmail(
  deps: ResetDeps,
  email: string,
  origin: string,
): Promise<{ sent: true }> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return { sent: true };
  const token = await issueResetToken(deps, user.id);
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your Vanbid password',
    text: `Open this link to choose a new Vanbid password:\n\n${origin}/reset-password?token=${token}\n\nThe link works once, for ${RESET_LINK_TTL_MINUTES} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  });
  return { sent: true };
}

/**
 * `PATCH /password-reset`: the token (used up here) sets the new password; open codes stop
 * working and every session of the user ends (a stolen session does not outlive the reset).
 */
export async function resetPassword(
  deps: ResetDeps,
  token: string,
  password: string,
): Promise<{ reset: true }> {
  const passwordHash = await hashPassword(password);
  const changed = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(loginCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(loginCodes.codeHash, hashLinkCode(token)),
          eq(loginCodes.purpose, RESET_TOKEN_PURPOSE),
          isNull(loginCodes.usedAt),
          gt(loginCodes.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: loginCodes.userId });
    if (!claimed) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
    await revokeSessions(tx, claimed.userId);
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetCodes.userId, claimed.userId), isNull(passwordResetCodes.usedAt)));
    return true;
  });
  if (!changed)
    throw new AppError(
      'TOKEN_EXPIRED',
      'This reset link has expired or was already used. Ask for a new one.',
    );
  return { reset: true };
}
