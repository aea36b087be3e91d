import type { Database } from '../db/database';
import { smsOutbox } from '../db/schema/index';
import { assertSendable, type SmsSender } from './sms-sender';

/** The sandbox: every message is a row of `sms_outbox`, which support staff and the tests read. */
export function createOutboxSmsSender(db: Database): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      assertSendable(message);
      const [row] = await db.insert(smsOutbox).values(message).returning({ id: smsOutbox.id });
      return { providerId: `outbox-${row!.id}` };
    },
  };
}
