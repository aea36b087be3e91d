import { sql } from 'drizzle-orm';
import { decideReturnReviewOf, requestReturnOf } from '../features/returns';
import type { Database } from '../platform/db/database';

/**
 * The demo owner's returns, asked for through the same rules as the portal's Return button:
 * a duplicate lead approved and credited at once, one past its window refused, a claim waiting
 * in support's queue, and a call support refused. One more duplicate is left for a newcomer to
 * return. Needs the history sold (the records and their billed items).
 */
export async function seedDemoReturns(
  db: Database,
  input: { accountId: number; ownerEmail: string; supportEmail: string },
): Promise<void> {
  const people = await db.execute<{ email: string; id: string }>(
    sql`select email, id from users where email in (${input.ownerEmail}, ${input.supportEmail})`,
  );
  const idOf = (email: string) => Number(people.rows.find((row) => row.email === email)?.id ?? 0);
  const who = { accountId: input.accountId, userId: idOf(input.ownerEmail) || null };
  const leads = await chargedRecords(db, 'lead_records', input.accountId, '6 days');
  const calls = await chargedRecords(db, 'call_records', input.accountId, '2 days');
  const [late] = await chargedRecords(db, 'lead_records', input.accountId, '12 days', '9 days');
  if (leads.length < 6) return;
  // Two people came back from another source within the month: their newer leads are duplicates.
  await samePhone(db, leads[0]!, leads[leads.length - 1]!);
  await samePhone(db, leads[1]!, leads[leads.length - 2]!);
  await requestReturnOf(db, who, { kind: 'lead', record_id: leads[1]!, reason: 'duplicate', note: '' });
  await requestReturnOf(db, who, {
    kind: 'lead',
    record_id: leads[2]!,
    reason: 'not_moving',
    note: 'Said they already hired another mover.',
  });
  if (late) await requestReturnOf(db, who, { kind: 'lead', record_id: late, reason: 'fake', note: '' });
  const supportUserId = idOf(input.supportEmail);
  if (calls[0] && supportUserId) {
    const asked = await requestReturnOf(db, who, {
      kind: 'call',
      record_id: calls[0],
      reason: 'hung_up',
      note: 'Line went quiet.',
    });
    if (asked.status === 'pending')
      await decideReturnReviewOf(db, supportUserId, asked.id, {
        decision: 'refuse',
        reason: 'The caller talked for over two minutes and asked for a quote',
      });
  }
  // Decided in the history: their notices went out at the time, like the sales' (no e-mail now).
  await db.execute(sql`update notifications set mailed_at = created_at
    where account_id = ${input.accountId} and type = 'return_decided' and mailed_at is null`);
}

/** The account's charged records bought between `from` and `to` ago, newest first. */
async function chargedRecords(
  db: Database,
  table: 'lead_records' | 'call_records',
  accountId: number,
  from: string,
  to = '0 days',
): Promise<number[]> {
  const result = await db.execute<{ id: string }>(sql`
    select id from ${sql.identifier(table)}
    where account_id = ${accountId} and charged and payout_cents > 0
      and time_created between now() - ${from}::interval and now() - ${to}::interval
    order by time_created desc limit 40`);
  return result.rows.map((row) => Number(row.id));
}

/** The older lead's person is the newer one's (the same phone, sold again within 30 days). */
async function samePhone(db: Database, newer: number, older: number): Promise<void> {
  await db.execute(sql`
    update lead_records set phone = (select phone from lead_records where id = ${newer}) where id = ${older}`);
}
