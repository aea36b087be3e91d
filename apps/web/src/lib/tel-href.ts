/** A `tel:` link for a number as shown ("(888) 555-0142" → "tel:+18885550142"; US numbers get +1). */
export function telHref(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (number.trim().startsWith('+')) return `tel:+${digits}`;
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
