import { useQuery } from '@tanstack/react-query';
import { getDemoStatus } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';

/** How often the portal asks again while the demo history fills in (about a minute in all). */
const FILLING_POLL_MS = 5_000;

export const demoStatusKey = () => ['demo-status'] as const;

/** Whether the embedded demo is still selling its history: asked every few seconds until it is done. */
export function useIsDemoHistoryFilling(): boolean {
  const { data } = useQuery({
    queryKey: demoStatusKey(),
    queryFn: ({ signal }) => apiRequest(getDemoStatus, { signal }),
    refetchInterval: (query) => (query.state.data?.isHistoryFilling ? FILLING_POLL_MS : false),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data?.isHistoryFilling === true;
}
