import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactPhoneNumbers } from '@vanbid/contract';
import { apiRequest } from '../api-client';
import { userKey } from '../query-keys';
import { useSession } from '../session';

export const contactPhoneNumbersKey = () => userKey('contact-phone-numbers');

export function contactPhoneNumbersQueryOptions() {
  return queryOptions({
    queryKey: contactPhoneNumbersKey(),
    queryFn: ({ signal }) => apiRequest(contactPhoneNumbers, { signal }),
    staleTime: 60 * 60_000,
  });
}

/** Vanbid's support and sales numbers; asked only with a session (the call is signed-in). */
export function useContactPhoneNumbers() {
  const isSignedIn = useSession() !== null;
  return useQuery({ ...contactPhoneNumbersQueryOptions(), enabled: isSignedIn });
}
