import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { ServerEventName } from '@vanbid/contract';
import { useEffect } from 'react';
import { billedItemsKey } from './api/billed-items';
import { notificationsKey } from './api/notifications';
import { balanceKey } from './api/wallet';
import { statisticsKey } from './query-keys';
import { onServerEvent } from './server-events';

/**
 * What each server event makes stale (docs/product.md §8), in one table: a call that reaches a
 * buyer shows in the logs; a final payout (a lead sold, a call ended) moves the logs, the wallet
 * and its transactions; a notification (auto-recharge done or failed, low balance, daily limit)
 * lists itself and may come with money moved.
 */
const STALE_ON: Partial<Record<ServerEventName, (globalId: number) => QueryKey[]>> = {
  ACTIVE_CALL_NEW: (globalId) => [statisticsKey(globalId)],
  UPDATE_PAYOUT: (globalId) => [statisticsKey(globalId), balanceKey(globalId), billedItemsKey(globalId)],
  new_notification: (globalId) => [
    notificationsKey(globalId),
    balanceKey(globalId),
    billedItemsKey(globalId),
  ],
};

/** Refetches the selected account's logs, wallet and notifications as the server's events arrive. */
export function useLiveUpdates(globalId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!globalId) return;
    const stops = Object.entries(STALE_ON).map(([event, staleKeys]) =>
      onServerEvent(event as ServerEventName, () => {
        for (const queryKey of staleKeys(globalId)) void queryClient.invalidateQueries({ queryKey });
      }),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [globalId, queryClient]);
}
