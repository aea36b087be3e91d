import { useQuery } from '@tanstack/react-query';
import { isEmailAvailable } from '@vanbid/contract';
import { useState } from 'react';
import { z } from 'zod';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { apiRequest } from '../api-client';
import { userKey } from '../query-keys';

/** How long typing must pause before the e-mail is checked (leaving the field checks at once). */
export const EMAIL_CHECK_DELAY_MS = 500;

const emailShape = z.string().email();

export const emailAvailabilityKey = (email: string) => userKey('email-available', email);

/**
 * Whether someone already signs in with the typed e-mail (`GET /payment/isEmailAvailable`), asked
 * once typing pauses or the field is left; `onBlur` goes on the field.
 */
export function useEmailTaken(typed: string) {
  const email = typed.trim().toLowerCase();
  const [leftWith, setLeftWith] = useState('');
  const settled = useDebouncedValue(email, EMAIL_CHECK_DELAY_MS);
  const checked = leftWith === email ? email : settled;
  const isCheckable = checked === email && emailShape.safeParse(email).success;
  const { data } = useQuery({
    queryKey: emailAvailabilityKey(email),
    queryFn: ({ signal }) => apiRequest(isEmailAvailable, { query: { email }, signal }),
    enabled: isCheckable,
    staleTime: 60_000,
  });
  return { isTaken: isCheckable && data?.available === false, onBlur: () => setLeftWith(email) };
}
