import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getReturnSettings, type ReturnSettings, saveReturnSettings } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { accountKey, returnOptionsKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const returnSettingsKey = (globalId: number) => accountKey(globalId, 'return-settings');

/** The account's return windows and monthly cap (`GET /settings/returns`). */
export function useReturnSettings() {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: returnSettingsKey(globalId),
    queryFn: ({ signal }) => apiRequest(getReturnSettings, { signal }).then((data) => data.settings),
    enabled: globalId > 0,
  });
}

/** Saves them; every lead's and call's return options (window, cap) are read again. */
export function useSaveReturnSettings() {
  const globalId = useSession()?.globalId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReturnSettings) => apiRequest(saveReturnSettings, { body: settings }),
    onSuccess: (data) => {
      queryClient.setQueryData(returnSettingsKey(globalId), data.settings);
      void queryClient.invalidateQueries({ queryKey: returnOptionsKey(globalId) });
    },
  });
}
