// The bench's Socket.IO clients: authenticated like the portal's (`auth: { token, globalId }`,
// websocket), spread over the API processes as a balancer would, each noting when each event arrived.
import { io as connect } from 'socket.io-client';

/** Every receipt of the current phase: `[key, receivedAt ms]` (key: notification id or broadcast seq). */
export const receipts = [];

/** Opens `count` more clients, `atOnce` handshakes at a time; resolves when all are connected. */
export async function openClients(clients, count, { ports, sessions, globalId, atOnce = 100 }) {
  const target = clients.length + count;
  while (clients.length < target) {
    const batch = [];
    for (let index = 0; index < atOnce && clients.length < target; index++) {
      const number = clients.length;
      const socket = connect(`http://127.0.0.1:${ports[number % ports.length]}`, {
        path: '/socket.io',
        auth: { token: sessions[number % sessions.length], globalId },
        transports: ['websocket'],
        reconnection: false,
      });
      socket.on('new_notification', (event) => receipts.push([event.id, Date.now()]));
      socket.on('bench_broadcast', (event) => receipts.push([event.seq, Date.now(), event.sentAt]));
      clients.push(socket);
      batch.push(
        new Promise((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', reject);
        }),
      );
    }
    await Promise.all(batch);
  }
}

/** Resolves once `expected` receipts arrived, or nothing arrived for `quietMs` (the rest are lost). */
export async function settle(expected, quietMs = 5000) {
  let seen = receipts.length;
  let quietSince = Date.now();
  while (receipts.length < expected && Date.now() - quietSince < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (receipts.length !== seen) {
      seen = receipts.length;
      quietSince = Date.now();
    }
  }
}

export function closeClients(clients) {
  for (const socket of clients.splice(0)) socket.close();
}
