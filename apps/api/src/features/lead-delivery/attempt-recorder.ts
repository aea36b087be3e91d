import type { Database } from '../../platform/db/database';
import { type AttemptMade, recordAttempts } from './attempt-outcome';

/** Attempts one write logs at most. */
const MOST_AT_ONCE = 500;

export interface AttemptRecorder {
  /** Logs the attempt soon, with the others that finished meanwhile. */
  add(attempt: AttemptMade): void;
  /** Resolves once every attempt added so far is written (or its write failed). */
  drain(): Promise<void>;
}

/**
 * Logs each attempt as its send finishes: one write at a time, taking every attempt that
 * finished while the previous one was written, so a slow receiver holds back no other attempt's
 * record and a busy worker still writes many in one statement. A write that fails is logged;
 * its deliveries stay leased until the lease runs out and are then sent again (same message id).
 */
export function startAttemptRecorder(db: Database, onError: (error: unknown) => void): AttemptRecorder {
  const waiting: AttemptMade[] = [];
  let writing: Promise<void> | null = null;
  const write = async () => {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, MOST_AT_ONCE);
      try {
        await recordAttempts(db, batch);
      } catch (error) {
        onError(error);
      }
    }
    writing = null;
  };
  return {
    add(attempt) {
      waiting.push(attempt);
      writing ??= write();
    },
    async drain() {
      while (writing) await writing;
    },
  };
}
