import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The channel the outbox's insert trigger notifies when the writing transaction commits (migration 0025). */
export const OUTBOX_WAKE_CHANNEL = 'outbox_events';

/** How long after losing its connection the listener tries again (the database restarting). */
const RECONNECT_MS = 1000;

/**
 * Calls `wake` when realtime events are committed, through `LISTEN` on a connection of its own
 * (never one of the app's pools: it is held for the process's life). `wake` is called too once
 * listening starts, and again after each reconnection: events committed while nobody listened
 * are then pushed at once. A lost connection (the database restarting) is replaced every
 * RECONNECT_MS until it succeeds; meanwhile the relay's slow poll is the safety net.
 */
export function listenForOutboxWrites(connectionString: string, wake: () => void, log: FastifyBaseLogger) {
  let listening: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let isClosed = false;
  let connecting: Promise<void> | undefined;

  const scheduleRetry = () => {
    if (isClosed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connecting = connect();
    }, RECONNECT_MS).unref();
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    // An error on this connection (the server going away) ends it; handled, it never crashes the API.
    client.on('error', (error) => log.warn({ err: error }, 'outbox wake-up connection lost; reconnecting'));
    client.on('notification', () => wake());
    client.once('end', () => {
      if (listening !== client) return;
      listening = undefined;
      scheduleRetry();
    });
    try {
      await client.connect();
      await client.query(`listen ${OUTBOX_WAKE_CHANNEL}`);
    } catch {
      await client.end().catch(() => {});
      scheduleRetry();
      return;
    }
    if (isClosed) {
      await client.end().catch(() => {});
      return;
    }
    listening = client;
    wake();
  };

  connecting = connect();
  return {
    /** Stops listening; its connection is closed. */
    async close() {
      isClosed = true;
      clearTimeout(retry);
      await connecting;
      const client = listening;
      listening = undefined;
      await client?.end().catch(() => {});
    },
  };
}
