import type { WebhookFormat } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';

export type DeliverySender = {
  account_id: number;
  /** The destination's name. */
  name: string;
  format: WebhookFormat | null;
  secret_sealed: string | null;
};

/** The webhook destination that sent the delivery with this message id, and its account. */
export async function findDeliverySender(
  db: Queryable,
  messageId: string,
): Promise<DeliverySender | undefined> {
  const result = await db.execute<DeliverySender>(sql`
    select ld.account_id, d.name, d.format, d.secret_sealed
    from lead_deliveries ld join delivery_destinations d on d.id = ld.destination_id
    where ld.message_id = ${messageId} and d.kind = 'webhook'`);
  const row = result.rows[0];
  return row && { ...row, account_id: Number(row.account_id) };
}
