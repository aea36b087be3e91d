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
 * handshake is retried every `RETRY_MS`. When the server ends the socket (the session was revoked
 * or expired, or the server is restarting) `checkSession` runs first: a session that has ended
 * signs the browser out there (its 401), one that holds connects again after `RETRY_MS`.
 * `onConnect` runs at each connection, the first and every reconnection. Answers the disconnect
 * function.
 */
export function connectRealtime(
  credentials: { token: string; globalId: number },
  checkSession: () => Promise<unknown>,
  onConnect: () => unknown = () => undefined,
): () => void {
  // WebSocket first: one connection instead of several long-polling requests while the page
  // loads; long polling stays the fallback where WebSocket fails.
  const socket = io({
    path: '/socket.io',
    auth: credentials,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
  });
  let retry: number | undefined;
  socket.on('connect', () => void onConnect());
  for (const name of EVENT_NAMES) {
    socket.on(name as string, (payload: unknown) => dispatchServerEvent(name, payload as never));
  }
  socket.on('connect_error', () => {
    if (socket.active) return;
    window.clearTimeout(retry);
    retry = window.setTimeout(() => socket.connect(), RETRY_MS);
  });
  socket.on('disconnect', (reason) => {
    if (reason !== 'io server disconnect') return;
    checkSession().then(
      () => {
        window.clearTimeout(retry);
        retry = window.setTimeout(() => socket.connect(), RETRY_MS);
      },
      () => {},
    );
  });
  return () => {
    window.clearTimeout(retry);
    socket.close();
  };
}
