/** RFC 5321 limits of an e-mail address: 254 characters in all, 64 before the `@`. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

/** What breaks the RFC lengths, in words for the sender; null when the lengths are right. */
export function emailLengthProblem(email: string): string | null {
  if (email.length > EMAIL_MAX_LENGTH) return `An e-mail address has at most ${EMAIL_MAX_LENGTH} characters`;
  const local = email.slice(0, email.lastIndexOf('@'));
  if (local.length > EMAIL_LOCAL_PART_MAX_LENGTH)
    return `An e-mail address has at most ${EMAIL_LOCAL_PART_MAX_LENGTH} characters before the @`;
  return null;
}
