import type { Database } from '../../platform/db/database';
import { type AttemptMade, recordAttempts } from './attempt-outcome';

/** Attempts one write logs at most. */
const MOST_AT_ONCE = 500;

export interface AttemptRecorder {
  /** Logs the attempt soon, with the others that finished meanwhile; resolves once written (or its write failed). */
  add(attempt: AttemptMade): Promise<void>;
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
  const waiting: { attempt: AttemptMade; written: () => void }[] = [];
  let writing: Promise<void> | null = null;
  const write = async () => {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, MOST_AT_ONCE);
      try {
        await recordAttempts(
          db,
          batch.map((each) => each.attempt),
        );
      } catch (error) {
        onError(error);
      }
      for (const each of batch) each.written();
    }
    writing = null;
  };
  return {
    add(attempt) {
      const written = new Promise<void>((done) => waiting.push({ attempt, written: done }));
      writing ??= write();
      return written;
    },
    async drain() {
      while (writing) await writing;
    },
  };
}
