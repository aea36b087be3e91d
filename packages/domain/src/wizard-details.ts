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
