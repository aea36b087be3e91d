import { queryOptions, useQuery } from '@tanstack/react-query';
import { listDemoReceiverWebhooks } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { leadDeliveryKey } from './lead-delivery';

/** How often the receiver page asks for new arrivals, so a newcomer sees deliveries come in. */
const REFRESH_MS = 5_000;

/** The address a webhook destination posts to, to reach the demo receiver. */
export const demoReceiverUrl = () => `${window.location.origin}/api/dev/webhooks`;

export const demoReceiverKey = (globalId: number) => leadDeliveryKey(globalId, 'demo-receiver');

/** Whether the error says the API has no demo receiver (it refuses local webhook targets). */
export const isReceiverAbsent = (error: unknown) => error instanceof ApiError && error.status === 404;

export function demoReceiverQueryOptions(globalId: number) {
  return queryOptions({
    queryKey: demoReceiverKey(globalId),
    queryFn: ({ signal }) => apiRequest(listDemoReceiverWebhooks, { signal }),
    enabled: globalId > 0,
    retry: (failures, error) => !isReceiverAbsent(error) && failures < 2,
  });
}

/** What the built-in demo receiver got from the account's destinations, refreshed while shown. */
export function useDemoReceiver() {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({ ...demoReceiverQueryOptions(globalId), refetchInterval: REFRESH_MS });
}

/** Whether this API serves the demo receiver (development and the demo only). */
export function useHasDemoReceiver(): boolean {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({ ...demoReceiverQueryOptions(globalId), select: () => true }).data === true;
}
