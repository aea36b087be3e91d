import { io as connect, type Socket } from 'socket.io-client';

/** A websocket-only Socket.IO client of the API at `origin`, never reconnecting by itself. */
export function openSocket(
  origin: string,
  auth: Record<string, unknown>,
  headers: Record<string, string> = {},
): Socket {
  return connect(origin, {
    path: '/socket.io',
    auth,
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: headers,
  });
}

/** Resolves once connected; rejects with the server's refusal. */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}
