import { serverEvents } from '@vanbid/contract';
import type { z } from 'zod';

/**
 * The browser-side form of the server's MIN_BID_UPDATE event: a `CustomEvent` of the same name
 * on `window`, with the event's payload as `detail`. The realtime feature dispatches it when the
 * socket delivers the event (features do not import each other; `window` is the meeting point).
 */
export const MIN_BID_UPDATE = 'MIN_BID_UPDATE' satisfies keyof typeof serverEvents;
export type MinBidUpdate = z.infer<(typeof serverEvents)[typeof MIN_BID_UPDATE]>;

export function dispatchMinBidUpdate(detail: MinBidUpdate = {}): void {
  window.dispatchEvent(new CustomEvent(MIN_BID_UPDATE, { detail }));
}

/** Calls `listener` with each valid MIN_BID_UPDATE; answers the unsubscribe function. */
export function onMinBidUpdate(listener: (update: MinBidUpdate) => void): () => void {
  const handle = (event: Event) => {
    const parsed = serverEvents.MIN_BID_UPDATE.safeParse((event as CustomEvent).detail ?? {});
    if (parsed.success) listener(parsed.data);
  };
  window.addEventListener(MIN_BID_UPDATE, handle);
  return () => window.removeEventListener(MIN_BID_UPDATE, handle);
}
