import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getDemoStatus } from '@vanbid/contract';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../lib/api-client';

/** How often the portal asks again while the demo history fills in (about a minute in all). */
const FILLING_POLL_MS = 5_000;

export const demoStatusKey = () => ['demo-status'] as const;

/**
 * Whether the embedded demo is still selling its history: asked every few seconds until it is
 * done; then every cached answer is refetched, so the pages show the whole history.
 */
export function useIsDemoHistoryFilling(): boolean {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: demoStatusKey(),
    queryFn: ({ signal }) => apiRequest(getDemoStatus, { signal }),
    refetchInterval: (query) => (query.state.data?.isHistoryFilling ? FILLING_POLL_MS : false),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const isFilling = data?.isHistoryFilling === true;
  const wasFilling = useRef(false);
  useEffect(() => {
    if (wasFilling.current && !isFilling) void queryClient.invalidateQueries();
    wasFilling.current = isFilling;
  }, [isFilling, queryClient]);
  return isFilling;
}
