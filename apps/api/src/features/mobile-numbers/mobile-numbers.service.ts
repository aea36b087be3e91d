import { randomInt } from 'node:crypto';
import type { MobileNumber } from '@vanbid/contract';
import {
  formatMobileNumber,
  MOBILE_CODE_DIGITS,
  MOBILE_CODE_RESEND_SECONDS,
  MOBILE_CODE_TTL_MINUTES,
  MOBILE_CODES_PER_HOUR,
  MOBILE_NUMBERS_PER_USER,
  toE164,
} from '@vanbid/domain';
import { hashLinkCode } from '../../platform/auth/link-codes';
import type { Queryable } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import {
  codesSentWithinHour,
  countWrongTry,
  deleteNumberOf,
  findNumberByPhone,
  findNumberOf,
  insertNumber,
  listNumbersOf,
  lockCodeSendsOf,
  type Member,
  type MobileNumberRow,
  markVerified,
  storeCode,
} from './mobile-numbers.queries';

type Deps = Pick<AppDeps, 'db' | 'sms'>;

/** A code is only 6 digits: its hash is salted with the number's row, so one table of hashes serves no other. */
const codeHash = (id: number, code: string) => hashLinkCode(`mobile:${id}:${code}`);

export function toMobileNumber(row: MobileNumberRow): MobileNumber {
  return {
    id: row.id,
    phone: row.phone,
    display: formatMobileNumber(row.phone),
    verified: row.verifiedAt !== null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    codeSentAt: row.codeSentAt?.toISOString() ?? null,
  };
}

export async function listMobileNumbers(deps: Deps, member: Member) {
  return { numbers: (await listNumbersOf(deps.db, member)).map(toMobileNumber) };
}

const codeError = (message: string) => new AppError('VALIDATION_FAILED', message, { code: message });

/** Within the limits (docs/product.md §8, "Text messages"), a new code for the row; answers the code. */
async function issueCode(tx: Queryable, row: MobileNumberRow) {
  await lockCodeSendsOf(tx, row.userId);
  const secondsSince = row.codeSentAt
    ? (Date.now() - row.codeSentAt.getTime()) / 1000
    : Number.POSITIVE_INFINITY;
  if (secondsSince < MOBILE_CODE_RESEND_SECONDS)
    throw new AppError(
      'RATE_LIMITED',
      'A code was just sent to this number. Wait a minute before asking for another.',
    );
  if ((await codesSentWithinHour(tx, row.userId)) >= MOBILE_CODES_PER_HOUR)
    throw new AppError(
      'RATE_LIMITED',
      `You were sent ${MOBILE_CODES_PER_HOUR} codes within the hour. Try again later.`,
    );
  const code = String(randomInt(0, 10 ** MOBILE_CODE_DIGITS)).padStart(MOBILE_CODE_DIGITS, '0');
  const stored = await storeCode(tx, row, codeHash(row.id, code), MOBILE_CODE_TTL_MINUTES);
  return { stored, code };
}

/** Texts the code, after the transaction that stored it committed. */
async function textCode(deps: Deps, phone: string, code: string) {
  try {
    await deps.sms.send({
      to: phone,
      body: `Your Vanbid code is ${code}. Enter it in Settings to get Vanbid texts on this number. It works for ${MOBILE_CODE_TTL_MINUTES} minutes.`,
    });
  } catch {
    throw new AppError('UNAVAILABLE', 'The text message could not be sent. Try again in a minute.');
  }
}

/** Adds the number (or takes the one not confirmed yet) and texts it a code. */
export async function addMobileNumber(deps: Deps, member: Member, typed: string) {
  const phone = toE164(typed);
  if (!phone)
    throw new AppError('VALIDATION_FAILED', 'Enter a valid mobile number', { phone: 'Not a valid number' });
  const { stored, code } = await deps.db.transaction(async (tx) => {
    let row = await findNumberByPhone(tx, member, phone);
    if (row?.verifiedAt) throw new AppError('ALREADY_EXISTS', 'This number is already confirmed.');
    if (!row) {
      if ((await listNumbersOf(tx, member)).length >= MOBILE_NUMBERS_PER_USER)
        throw new AppError(
          'BUSINESS_RULE',
          `You can keep up to ${MOBILE_NUMBERS_PER_USER} mobile numbers. Remove one first.`,
        );
      row = await insertNumber(tx, member, phone);
    }
    return issueCode(tx, row);
  });
  await textCode(deps, phone, code);
  return { number: toMobileNumber(stored) };
}

export async function resendMobileCode(deps: Deps, member: Member, id: number) {
  const { stored, code } = await deps.db.transaction(async (tx) => {
    const row = await findNumberOf(tx, member, id, true);
    if (!row) throw notFound('Mobile number');
    if (row.verifiedAt) throw new AppError('CONFLICT', 'This number is already confirmed.');
    return issueCode(tx, row);
  });
  await textCode(deps, stored.phone, code);
  return { number: toMobileNumber(stored) };
}

/** The number's current code, if right, confirms it; a wrong try counts, and the last one ends the code. */
export async function confirmMobileNumber(deps: Deps, member: Member, id: number, code: string) {
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await findNumberOf(tx, member, id, true);
    if (!row) throw notFound('Mobile number');
    if (row.verifiedAt) return { number: toMobileNumber(row) };
    if (!row.codeHash || !row.codeExpiresAt || row.codeExpiresAt.getTime() <= Date.now())
      return { refusal: 'The code has expired. Ask for a new code.' };
    if (row.codeHash !== codeHash(row.id, code.trim())) {
      await countWrongTry(tx, row.id); // kept: the refusal is answered after the commit
      return { refusal: 'The code is wrong. Check the text message or ask for a new code.' };
    }
    return { number: toMobileNumber(await markVerified(tx, row.id)) };
  });
  if ('refusal' in outcome) throw codeError(outcome.refusal!);
  return { number: outcome.number! };
}

export async function removeMobileNumber(deps: Deps, member: Member, id: number) {
  if (!(await deleteNumberOf(deps.db, member, id))) throw notFound('Mobile number');
  return { deleted: true as const };
}
