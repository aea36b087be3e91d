// Wizard details: the derived company type and the fields each save sends (docs/product.md §3).
import type { CompanyType } from './constants';

export type CompanyNumbers = {
  usDotNumber?: string | null | undefined;
  stateLicenseNumber?: string | null | undefined;
};

function isPresent(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Both numbers → Both; only the state licence → Local; only the US DOT number → Long Distance;
 * neither → undefined. Blank strings count as absent.
 */
export function deriveCompanyType(numbers: CompanyNumbers): CompanyType | undefined {
  const hasDot = isPresent(numbers.usDotNumber);
  const hasLicense = isPresent(numbers.stateLicenseNumber);
  if (hasDot && hasLicense) return 'Both';
  if (hasLicense) return 'Local';
  if (hasDot) return 'Long Distance';
  return undefined;
}

type PickPrefixed<T, Prefix extends string> = {
  [K in keyof T as K extends `${Prefix}${string}` ? K : never]: T[K];
};

function pickPrefixed<T extends object, Prefix extends string>(details: T, prefix: Prefix) {
  const entries = Object.entries(details).filter(([key]) => key.startsWith(prefix));
  return Object.fromEntries(entries) as PickPrefixed<T, Prefix>;
}

/** The fields whose names start with `company` (what "save company info" sends). */
export function pickCompanyFields<T extends object>(details: T): PickPrefixed<T, 'company'> {
  return pickPrefixed(details, 'company');
}

/** The fields whose names start with `authorized` (what "save authorized contact" sends). */
export function pickContactFields<T extends object>(details: T): PickPrefixed<T, 'authorized'> {
  return pickPrefixed(details, 'authorized');
}

/** A US DOT number: 1 to 8 digits (FMCSA). */
export function isUsDotNumber(value: string): boolean {
  return /^\d{1,8}$/.test(value.trim());
}

/** A state mover's licence number: 3 to 20 letters, digits, dashes or spaces, with a digit in it. */
export function isStateLicenseNumber(value: string): boolean {
  const text = value.trim();
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,18}[A-Za-z0-9]$/.test(text) && /\d/.test(text);
}

/** The least a non-main account's initial payment charges (dollars); a setting may raise it. */
export const INITIAL_PAYMENT_MIN_DOLLARS = 500;

/** The documents a user signs in the wizard. */
export const SIGNED_DOCUMENT_KINDS = ['insertion-order', 'payment-authorization'] as const;
export type SignedDocumentKind = (typeof SIGNED_DOCUMENT_KINDS)[number];
export const SIGNED_DOCUMENT_TITLES: Record<SignedDocumentKind, string> = {
  'insertion-order': 'Insertion Order',
  'payment-authorization': 'Payment Authorization',
};
