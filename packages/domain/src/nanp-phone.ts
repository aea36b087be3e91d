/**
 * North American Numbering Plan rules for a US phone number (docs/product.md §4, "The
 * marketplace"): 10 digits (a leading country code 1 aside), an area code and an exchange that
 * start with 2 to 9 and are not N11 service codes (211 to 911), and not 555-0100 to 555-0199,
 * the range kept for fiction.
 */

/** The number's 10 digits, the separators and a leading country code 1 taken off. */
export function nanpDigits(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
}

/** What is wrong with the number, in words for the sender; null when it is a plausible US number. */
export function nanpPhoneProblem(phone: string): string | null {
  const digits = nanpDigits(phone);
  if (digits.length !== 10) return 'A US phone number has 10 digits';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  if (!/^[2-9]/.test(area)) return 'The area code starts with a digit from 2 to 9';
  if (area.endsWith('11')) return `${area} is a service code, not an area code`;
  if (!/^[2-9]/.test(exchange)) return 'The 3 digits after the area code start with a digit from 2 to 9';
  if (exchange.endsWith('11')) return `${exchange} is a service code, not an exchange`;
  if (exchange === '555' && digits.slice(6, 8) === '01') return '555-0100 to 555-0199 are fictional numbers';
  return null;
}

export function isNanpPhone(phone: string): boolean {
  return nanpPhoneProblem(phone) === null;
}

/** A `tel:` link for one tap to call: `tel:+18045550123` for a US number, else its digits as written. */
export function telUri(phone: string): string {
  const digits = nanpDigits(phone);
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${phone.replace(/[^\d+]/g, '')}`;
}
