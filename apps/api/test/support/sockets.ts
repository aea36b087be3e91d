import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeAll } from 'vitest';

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

/**
 * Serves the file's test app on a loopback port for Socket.IO clients (`useTestApp` first):
 * `open` connects a client, closed after each test; `origin()` is the portal's own origin.
 */
export function useSocketClients(context: { app: FastifyInstance }) {
  let origin = '';
  const sockets: Socket[] = [];
  beforeAll(async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  return {
    origin: () => origin,
    open(auth: Record<string, unknown>, headers: Record<string, string> = {}): Socket {
      const socket = openSocket(origin, auth, headers);
      sockets.push(socket);
      return socket;
    },
  };
}
