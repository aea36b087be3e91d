import { type ServerEventName, serverEvents } from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import type { Database } from '../../platform/db/database';
import {
  MEMBERSHIP_ENDED_EVENT,
  type MembershipEndedPayload,
  SESSIONS_REVOKED_EVENT,
  type SessionsRevokedPayload,
} from '../../platform/events/session-revocation';
import { accountRoom, memberRoom, userRoom } from './rooms';

/** Events claimed per round; a burst larger than this goes out over the next rounds. */
const CLAIM_LIMIT = 200;

type ClaimedEvent = {
  id: number;
  account_id: number | null;
  event: string;
  payload: unknown;
  /** Seconds since the event's transaction wrote it. */
  lag_seconds: number;
};

/**
 * Claims the oldest unsent outbox events in one statement (`skip locked`: several API processes
 * never claim the same event) and marks them sent. At most once: an event claimed by a process
 * that dies before emitting it is not sent again.
 */
async function claimUnsent(db: Database): Promise<ClaimedEvent[]> {
  const result = await db.execute<ClaimedEvent>(sql`
    update outbox_events set sent_at = now()
    where id in (
      select id from outbox_events where sent_at is null order by id limit ${CLAIM_LIMIT} for update skip locked)
    returning id, account_id, event, payload, extract(epoch from now() - created_at)::float8 as lag_seconds`);
  return result.rows.sort((a, b) => a.id - b.id);
}

function isServerEvent(name: string): name is ServerEventName {
  return Object.hasOwn(serverEvents, name);
}

/** Emits one event to its account's room, or to everyone when it has no account. */
function emitEvent(io: Server, claimed: ClaimedEvent, log: FastifyBaseLogger): void {
  if (claimed.event === SESSIONS_REVOKED_EVENT) {
    // Through the adapter: the user's sockets on every API process.
    io.in(userRoom((claimed.payload as SessionsRevokedPayload).userId)).disconnectSockets(true);
    return;
  }
  if (claimed.event === MEMBERSHIP_ENDED_EVENT) {
    const { accountId, userId } = claimed.payload as MembershipEndedPayload;
    io.in(memberRoom(accountId, userId)).disconnectSockets(true);
    return;
  }
  if (!isServerEvent(claimed.event)) {
    log.warn(
      { outboxId: claimed.id, event: claimed.event },
      'outbox event unknown to the contract; not sent',
    );
    return;
  }
  const payload = serverEvents[claimed.event].safeParse(claimed.payload);
  if (!payload.success) {
    log.warn(
      { outboxId: claimed.id, event: claimed.event },
      'outbox payload does not match the contract; not sent',
    );
    return;
  }
  const target = claimed.account_id === null ? io : io.to(accountRoom(claimed.account_id));
  target.emit(claimed.event, payload.data);
}

/** What the relay listens to: it calls `wake` when events were committed, until `close`. */
export type WakeSource = (wake: () => void) => { close(): Promise<void> };

/**
 * Pushes the outbox to the sockets (docs/architecture.md: events are written in the same
 * transaction as what they announce, then pushed by the realtime feature): a round whenever
 * `listen` says events were committed, and every `pollMs` anyway (the safety net while the
 * wake-up connection is down). Wakes during a round are folded into one more round after it.
 * Answers `stop`.
 */
export function startOutboxRelay(options: {
  db: Database;
  io: Server;
  pollMs: number;
  log: FastifyBaseLogger;
  listen?: WakeSource;
  /** Told how long each sent event waited (the relay-lag metric). */
  onSent?: (lagSeconds: number) => void;
}) {
  const { db, io, pollMs, log, onSent = () => {} } = options;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let isWokenAgain = false;
  let stopped = false;
  const round = async () => {
    try {
      let claimed: ClaimedEvent[];
      do {
        claimed = await claimUnsent(db);
        for (const event of claimed) {
          emitEvent(io, event, log);
          onSent(event.lag_seconds);
        }
      } while (claimed.length === CLAIM_LIMIT && !stopped);
    } catch (error) {
      log.error({ err: error }, 'outbox relay round failed; trying again next round');
    }
  };
  const wake = () => {
    if (stopped) return;
    if (inFlight) {
      isWokenAgain = true;
      return;
    }
    clearTimeout(timer);
    inFlight = (async () => {
      do {
        isWokenAgain = false;
        await round();
      } while (isWokenAgain && !stopped);
    })().finally(() => {
      inFlight = undefined;
      if (!stopped) schedule();
    });
  };
  const schedule = () => {
    timer = setTimeout(wake, pollMs).unref();
  };
  schedule();
  const listener = options.listen?.(wake);
  return {
    /** Stops the rounds, waiting for one under way (the database stays open until then). */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await listener?.close();
      await inFlight;
    },
  };
}
