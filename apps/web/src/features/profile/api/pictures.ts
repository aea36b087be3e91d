import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAvatar, updateCompanyLogo } from '@vanbid/contract';
import { currentUserKey } from '../../../lib/api/current-user';
import { apiRequest } from '../../../lib/api-client';
import { accountKey, userKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** Uploads the user's picture; the header and team list show it at once. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => apiRequest(updateAvatar, { body: { file } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentUserKey() });
      await queryClient.invalidateQueries({ queryKey: ['account'] });
    },
  });
}

/** Uploads the company logo; the company select shows it at once. */
export function useUploadLogo() {
  const queryClient = useQueryClient();
  const globalId = useSession()?.globalId ?? 0;
  return useMutation({
    mutationFn: (file: File) => apiRequest(updateCompanyLogo, { body: { file } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userKey('companies') });
      await queryClient.invalidateQueries({ queryKey: accountKey(globalId) });
    },
  });
}
