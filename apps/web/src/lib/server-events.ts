import { type ServerEventName, serverEvents } from '@vanbid/contract';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';

export type ServerEventPayload<E extends ServerEventName> = z.infer<(typeof serverEvents)[E]>;

/**
 * The browser side of the server's realtime events (docs/product.md §8): each arrives as a
 * `CustomEvent` of the same name on `window`, its payload as `detail`. The socket
 * (`realtime-connection.ts`) dispatches them; features listen with `useServerEvent` without
 * importing each other or the socket, and a test can dispatch one by hand.
 */
export function dispatchServerEvent<E extends ServerEventName>(
  event: E,
  payload: ServerEventPayload<E>,
): void {
  window.dispatchEvent(new CustomEvent(event, { detail: payload }));
}

/** Calls `listener` with each event whose payload matches the contract; answers the unsubscribe. */
export function onServerEvent<E extends ServerEventName>(
  event: E,
  listener: (payload: ServerEventPayload<E>) => void,
): () => void {
  const handle = (dispatched: Event) => {
    const parsed = serverEvents[event].safeParse((dispatched as CustomEvent).detail ?? {});
    if (parsed.success) listener(parsed.data as ServerEventPayload<E>);
  };
  window.addEventListener(event, handle);
  return () => window.removeEventListener(event, handle);
}

/** `onServerEvent` for a component's lifetime; the latest `listener` is called. */
export function useServerEvent<E extends ServerEventName>(
  event: E,
  listener: (payload: ServerEventPayload<E>) => void,
): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => onServerEvent(event, (payload) => latest.current(payload)), [event]);
}
