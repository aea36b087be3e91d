import type { DeliveryMobileNumber } from '@vanbid/contract';
import { formatMobileNumber } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';

/** The account's confirmed mobile numbers (of its members), each once, with whose it is. */
export async function confirmedNumbersOf(db: Queryable, accountId: number): Promise<DeliveryMobileNumber[]> {
  const result = await db.execute<{ phone: string; username: string }>(sql`
    select distinct on (n.phone) n.phone, u.username from mobile_numbers n
    join memberships m on m.account_id = n.account_id and m.user_id = n.user_id
    join users u on u.id = n.user_id
    where n.account_id = ${accountId} and n.verified_at is not null
    order by n.phone, n.id`);
  return result.rows.map((row) => ({
    phone: row.phone,
    display: formatMobileNumber(row.phone),
    memberName: row.username,
  }));
}
