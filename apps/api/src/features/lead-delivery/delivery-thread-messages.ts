import type { Config } from '../../platform/config';

/** What the delivery thread starts with. */
export interface DeliveryThreadData {
  config: Config;
  databaseUrl: string;
  /** The thread's pool: one claims while another logs attempts. */
  connections: number;
  /** The secret box's key (destinations' URLs and keys are sealed with it). */
  secretKey: string;
}

/**
 * From the API: deliveries are due (a destination resumed, a resend); a sale's deliveries, leased
 * to the thread, to send now (their ids); or stop (sends in flight finish first).
 */
export type ToDeliveryThread = 'wake' | 'stop' | { handOff: number[] };

/** To the API: running; attempts made since the last report (kind, outcome, seconds); an error; the end. */
export type FromDeliveryThread =
  | { type: 'ready' }
  | { type: 'attempts'; attempts: [string, string, number][] }
  | { type: 'error'; message: string; error: string }
  | { type: 'stopped' };
