/** The one statement the Socket.IO PostgreSQL adapter sends for each message to the other processes. */
export const ADAPTER_NOTIFY = 'SELECT pg_notify($1, $2)';

/** Most notifications sent in one statement. */
const MOST_PER_STATEMENT = 500;
/** Most payload bytes in one statement (each payload stays under NOTIFY's 8000 bytes: the adapter sees to it). */
const MOST_BYTES_PER_STATEMENT = 1_000_000;

type Notification = { channel: string; payload: string; sent: () => void; failed: (error: unknown) => void };
type Send = (channels: string[], payloads: string[]) => Promise<unknown>;

/**
 * Gathers the notifications asked for within one turn of the event loop (a relay round emits its
 * events in one go) and sends them in as few statements as `send` takes, in order; each caller's
 * promise settles with its statement, sent after the earlier ones.
 */
export function createNotifyBatch(send: Send) {
  let pending: Notification[] = [];

  /** The statements go one after the other: the other processes get the messages in order. */
  let previous: Promise<unknown> = Promise.resolve();

  const flush = () => {
    const queued = pending;
    pending = [];
    for (const chunk of chunksOf(queued)) {
      const channels = chunk.map((sent) => sent.channel);
      const payloads = chunk.map((sent) => sent.payload);
      previous = previous.then(() =>
        send(channels, payloads).then(
          () => {
            for (const { notification } of chunk) notification.sent();
          },
          (error: unknown) => {
            for (const { notification } of chunk) notification.failed(error);
          },
        ),
      );
    }
  };

  return {
    notify(channel: string, payload: string): Promise<void> {
      return new Promise((sent, failed) => {
        if (pending.length === 0) setImmediate(flush);
        pending.push({ channel, payload, sent: () => sent(), failed });
      });
    },
  };
}

/** NOTIFY refuses a payload of this many bytes or more. */
const NOTIFY_PAYLOAD_LIMIT = 8000;

type Sent = { channel: string; payload: string; notification: Notification };

/**
 * The statements' notifications, in order. PostgreSQL delivers identical notifications of one
 * transaction once, but two equal events (the same payout twice) must both arrive: a repeat
 * within a statement gets trailing spaces (the adapter reads each payload with `JSON.parse`,
 * which ignores them), or a statement of its own when that would reach NOTIFY's limit.
 */
function chunksOf(queued: readonly Notification[]): Sent[][] {
  const chunks: Sent[][] = [];
  let chunk: Sent[] = [];
  let seen = new Set<string>();
  let bytes = 0;
  for (const notification of queued) {
    let { payload } = notification;
    while (seen.has(`${notification.channel}\n${payload}`)) payload += ' ';
    const size = Buffer.byteLength(payload);
    const isFull = chunk.length === MOST_PER_STATEMENT || bytes + size > MOST_BYTES_PER_STATEMENT;
    if (chunk.length > 0 && (isFull || size >= NOTIFY_PAYLOAD_LIMIT)) {
      chunks.push(chunk);
      chunk = [];
      seen = new Set();
      bytes = 0;
      payload = notification.payload;
    }
    chunk.push({ channel: notification.channel, payload, notification });
    seen.add(`${notification.channel}\n${payload}`);
    bytes += Buffer.byteLength(payload);
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}
