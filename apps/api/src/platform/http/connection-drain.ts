import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** While draining, a connection that has carried no request for this long is closed. */
const IDLE_GRACE_MS = 500;
const CHECK_INTERVAL_MS = 50;

interface Connection {
  /** Requests under way on it. */
  active: number;
  /** When its last request ended (or it was accepted). */
  idleSince: number;
}

export interface ConnectionDrain {
  /**
   * Stops accepting connections (new ones are refused), answers every request on the open ones,
   * including those a client sends on them right after an answer (a keep-alive client's queue), and
   * closes each once it has been idle for a moment. Past `deadlineMs` the rest are cut. Resolves
   * with the number of connections cut (0: nothing was dropped).
   */
  drain(deadlineMs: number): Promise<number>;
}

/**
 * Follows the server's HTTP connections from the start, so that a shutdown can drain them. Unlike
 * `server.close()`, which ends every idle keep-alive connection at once (a request a client is
 * sending on it is lost) and after which Fastify answers 503, nothing here drops a request.
 * Connections upgraded to WebSocket are left to Socket.IO.
 */
export function trackConnections(server: Server): ConnectionDrain {
  const connections = new Map<Socket, Connection>();
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { active: 0, idleSince: performance.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request, response) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.active += 1;
    response.once('close', () => {
      connection.active -= 1;
      connection.idleSince = performance.now();
    });
  });
  server.on('upgrade', (request) => connections.delete(request.socket));

  const closeIdle = () => {
    const now = performance.now();
    for (const [socket, connection] of connections)
      if (connection.active === 0 && now - connection.idleSince >= IDLE_GRACE_MS) socket.destroy();
  };

  return {
    async drain(deadlineMs) {
      // First the poll phase under way: a connection the kernel had queued before the signal is accepted.
      await new Promise((resolve) => setImmediate(resolve));
      // The listening socket only: `http.Server.close` would also end the idle connections now.
      NetServer.prototype.close.call(server);
      const started = performance.now();
      return new Promise((resolve) => {
        const timer = setInterval(() => {
          // After the poll phase: a request whose bytes had arrived has been parsed (is active).
          setImmediate(() => {
            let cut = 0;
            if (performance.now() - started < deadlineMs) closeIdle();
            else
              for (const [socket, connection] of connections) {
                if (connection.active > 0) cut += 1;
                socket.destroy();
              }
            if (connections.size > 0 && cut === 0) return;
            clearInterval(timer);
            resolve(cut);
          });
        }, CHECK_INTERVAL_MS);
      });
    },
  };
}
