import { sql } from 'drizzle-orm';
import { buyer } from './marketplace';
import { signedInOwner } from './signed-in';
import type { TestContext } from './test-app';

/** Steps the returns tests share, on the file's app and database. */
export function returnsSteps(context: TestContext) {
  /** A signed-in owner whose account buys leads (or calls) at the flat minimum, $10; every other campaign off. */
  async function buyingOwner(group: 'leads' | 'calls' = 'leads', zipCodes?: string[]) {
    await context.db.execute(sql`update campaigns set is_active = false`);
    const owner = await signedInOwner(context);
    const { campaign } = await buyer(context.db, { account: owner.account, group, zipCodes });
    return { owner, campaign };
  }

  /** As if the lead had been sold `days` ago: its record, its decision and its billed item. */
  async function soldDaysAgo(recordId: number, days: number) {
    const shift = sql`make_interval(days => ${days})`;
    await context.db.execute(sql`
      update transactions t set created_at = t.created_at - ${shift}
      from lead_records r where r.id = ${recordId} and t.account_id = r.account_id and t.type = 'lead'
        and t.campaign_id = r.campaign_id and t.created_at = r.time_created`);
    await context.db.execute(sql`
      update marketplace_decisions d set created_at = d.created_at - ${shift}
      from lead_records r where r.id = ${recordId} and d.record_id = r.id and d.created_at = r.time_created`);
    await context.db.execute(
      sql`update lead_records set time_created = time_created - ${shift} where id = ${recordId}`,
    );
  }

  return { buyingOwner, soldDaysAgo };
}
