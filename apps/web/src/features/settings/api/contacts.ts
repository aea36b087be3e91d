import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AuthorizedContactInput,
  deleteAuthorizedContact,
  getAuthorizedContacts,
  saveAuthorizedContact,
  updateAuthorizedContact,
} from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

const contactsKey = (globalId: number) => accountKey(globalId, 'setup', 'contacts');

/** The selected account's authorized contacts. */
export function useAuthorizedContacts() {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: contactsKey(globalId),
    queryFn: ({ signal }) => apiRequest(getAuthorizedContacts, { signal }).then((data) => data.contacts),
    enabled: globalId > 0,
  });
}

/** Add, change and remove; each refreshes the list. */
export function useContactWrites() {
  const globalId = useSession()?.globalId ?? 0;
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: contactsKey(globalId) });
  return {
    add: useMutation({
      mutationFn: (body: AuthorizedContactInput) => apiRequest(saveAuthorizedContact, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: AuthorizedContactInput }) =>
        apiRequest(updateAuthorizedContact, { params: { id }, body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiRequest(deleteAuthorizedContact, { params: { id } }),
      onSuccess,
    }),
  };
}
