import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DataOf, getDeliverySettings, saveDeliverySettings } from '@vanbid/contract';
import type { DeliveryChannel } from '@vanbid/domain';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

type Settings = DataOf<typeof getDeliverySettings>['settings'];

export const deliveryKey = (globalId: number) => accountKey(globalId, 'delivery-settings');

/** How the signed-in user gets each kind of notification for the selected account. */
export function useDeliverySettings() {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: deliveryKey(globalId),
    queryFn: ({ signal }) => apiRequest(getDeliverySettings, { signal }).then((data) => data.settings),
    enabled: globalId > 0,
  });
}

export interface DeliveryChange {
  type: string;
  channel: DeliveryChannel;
  on: boolean;
}

/** One switch: shown at once, saved, and put back when the server refuses it. */
export function useChangeDelivery() {
  const globalId = useSession()?.globalId ?? 0;
  const queryClient = useQueryClient();
  const key = deliveryKey(globalId);
  return useMutation({
    mutationFn: ({ type, channel, on }: DeliveryChange) =>
      apiRequest(saveDeliverySettings, { body: { settings: { [type]: { [channel]: on } } } }),
    onMutate: async ({ type, channel, on }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Settings>(key);
      if (before) {
        queryClient.setQueryData<Settings>(key, {
          ...before,
          [type]: { ...before[type]!, [channel]: on },
        });
      }
      return { before };
    },
    onError: (_error, _change, saved) => {
      if (saved?.before) queryClient.setQueryData(key, saved.before);
    },
    onSuccess: (data) => queryClient.setQueryData(key, data.settings),
  });
}
