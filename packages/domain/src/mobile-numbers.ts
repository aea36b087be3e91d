// Verified mobile numbers for text messages (docs/product.md §8, "Text messages"): a number is
// typed as the user writes it, kept in E.164, and gets texts only once it confirmed a code.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

export const MOBILE_CODE_DIGITS = 6;
/** A code works for this long, and for this many wrong tries. */
export const MOBILE_CODE_TTL_MINUTES = 10;
export const MOBILE_CODE_MAX_ATTEMPTS = 5;
/** Codes one user may be sent in an hour, over all their numbers; and the wait before a new one to the same number. */
export const MOBILE_CODES_PER_HOUR = 5;
export const MOBILE_CODE_RESEND_SECONDS = 60;
/** Numbers one user keeps for one company. */
export const MOBILE_NUMBERS_PER_USER = 5;
/** Numbers without a country code are read as US numbers. */
export const DEFAULT_PHONE_COUNTRY = 'US';
/**
 * The longest text we send: two concatenated SMS segments of plain (GSM-7 basic) characters,
 * 153 each: the header that joins them takes 7 of a lone segment's 160.
 */
export const SMS_MAX_LENGTH = 2 * 153;

/** The number in E.164 (`+18045551234`), or null when it is not a valid phone number. */
export function toE164(typed: string): string | null {
  const parsed = parsePhoneNumberFromString(typed.trim(), DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

/** What is wrong with the typed number, in words for the user; null when it is valid. */
export function mobileNumberProblem(typed: string): string | null {
  if (typed.trim() === '') return 'Enter a mobile number';
  if (!/^[\d\s()+.-]+$/.test(typed.trim())) return 'A phone number has digits only (and + ( ) - .)';
  return toE164(typed) === null
    ? 'Enter a valid mobile number, such as (804) 555-0123 or +44 7911 123456'
    : null;
}

/** How a stored E.164 number is shown: national format at home, international otherwise. */
export function formatMobileNumber(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === DEFAULT_PHONE_COUNTRY ? parsed.formatNational() : parsed.formatInternational();
}

export function isMobileCode(typed: string): boolean {
  return new RegExp(`^\\d{${MOBILE_CODE_DIGITS}}$`).test(typed.trim());
}
