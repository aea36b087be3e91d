import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Config } from '../../platform/config';
import { ADAPTER_NOTIFY, createNotifyBatch } from './notify-batch';

/**
 * The adapter's own small pool: its LISTEN connection never goes back into the app's pool, and
 * after `close()` a connection it was still acquiring is dropped (never handed out), so the pool
 * ends at once even when the app closes right after it started.
 */
class AdapterPool extends pg.Pool {
  isClosed = false;

  private readonly notifications = createNotifyBatch((channels, payloads) =>
    // In the arrays' order: a function scan returns unnest's rows as they come.
    super.query(
      'select pg_notify(channel, payload) from unnest($1::text[], $2::text[]) as n(channel, payload)',
      [channels, payloads],
    ),
  );

  /**
   * The adapter awaits a `pg_notify` before each local emit: a relay round of 200 events would
   * be 200 round trips. They are sent together instead (`notify-batch.ts`).
   */
  override query(...args: unknown[]): never {
    const [text, values] = args as [unknown, unknown];
    if (text === ADAPTER_NOTIFY && args.length === 2 && Array.isArray(values)) {
      return this.notifications.notify(String(values[0]), String(values[1])) as never;
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }

  override connect(...args: unknown[]): never {
    // `pool.query` acquires with a callback: those connections are always given back.
    if (args.length > 0) return (super.connect as (...a: unknown[]) => never)(...args);
    return (async () => {
      if (this.isClosed) return new Promise(() => {});
      const client = await super.connect();
      // The adapter holds its LISTEN connection and listens for `end` only: an error on it (the
      // database restarting) must not crash the API; the adapter then reconnects by itself.
      if (!client.listenerCount('error')) client.on('error', (error) => this.emit('error', error, client));
      // After such an end the adapter takes a new connection but never gives the dead one back:
      // it goes back here, or the pool would run out after a few outages and `end()` would wait forever.
      client.once('end', () => {
        try {
          client.release(true);
        } catch {} // already given back (the adapter closed, then the pool ended it)
      });
      if (!this.isClosed) return client;
      client.release(true);
      return new Promise(() => {});
    })() as never;
  }

  async close(): Promise<void> {
    this.isClosed = true;
    await this.end();
  }
}

/** Socket.IO rooms across API processes through LISTEN/NOTIFY on the app's database. */
export function createPostgresAdapter(connectionString: string, log: FastifyBaseLogger) {
  const pool = new AdapterPool({ connectionString, max: 3, idleTimeoutMillis: 30_000 });
  pool.on('error', (error) => log.error({ err: error }, 'Socket.IO PostgreSQL adapter pool'));
  const adapter = createAdapter(pool, {
    errorHandler: (error) => log.error({ err: error }, 'Socket.IO PostgreSQL adapter'),
  });
  return { adapter, close: () => pool.close() };
}

/**
 * How Socket.IO rooms reach the sockets of other API processes: as configured, else in memory on
 * the embedded database (one process: a second one refuses its data folder), through PostgreSQL
 * on a real one (any number of processes).
 */
export function realtimeAdapterOf(
  config: Pick<Config, 'REALTIME_ADAPTER' | 'DATABASE_URL'>,
): 'memory' | 'postgres' {
  return config.REALTIME_ADAPTER ?? (config.DATABASE_URL ? 'postgres' : 'memory');
}
