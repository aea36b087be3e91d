import { type ServerEventName, serverEvents } from '@vanbid/contract';
import { io } from 'socket.io-client';
import { dispatchServerEvent } from './server-events';

/** After a refused or failed connection, the next attempt (docs/product.md §8, "Socket"). */
const RETRY_MS = 10_000;
const EVENT_NAMES = Object.keys(serverEvents) as ServerEventName[];

/**
 * Connects the signed-in browser to `/socket.io` for one account (handshake `auth: { token,
 * globalId }`, docs/product.md §8) and re-dispatches every server event on `window`
 * (`server-events.ts`). Socket.IO reconnects by itself after a dropped connection; a refused
 * handshake is retried every `RETRY_MS`. Answers the disconnect function.
 */
export function connectRealtime(credentials: { token: string; globalId: number }): () => void {
  const socket = io({ path: '/socket.io', auth: credentials });
  let retry: number | undefined;
  for (const name of EVENT_NAMES) {
    socket.on(name as string, (payload: unknown) => dispatchServerEvent(name, payload as never));
  }
  socket.on('connect_error', () => {
    if (socket.active) return;
    window.clearTimeout(retry);
    retry = window.setTimeout(() => socket.connect(), RETRY_MS);
  });
  return () => {
    window.clearTimeout(retry);
    socket.close();
  };
}
