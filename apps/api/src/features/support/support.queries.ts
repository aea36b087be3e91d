import type { ActivityEntry, FeedbackEntry, SupportAccount } from '@vanbid/contract';
import { isSetupComplete } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';

const PAGE = 100;

/** A page of rows read one past the page (newest first): the page, and the cursor to the next. */
function pageOf<Row extends { id: string }>(rows: Row[]) {
  const page = rows.slice(0, PAGE);
  return { page, nextCursor: rows.length > PAGE ? Number(page.at(-1)!.id) : null };
}
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Accounts whose name, or a member's e-mail or name, contains the text (at most 20). */
export async function findAccounts(db: Queryable, text: string): Promise<{ accounts: SupportAccount[] }> {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  const rows = await db.execute<{
    account_id: string;
    name: string;
    is_main_account: boolean;
    owner_email: string | null;
    meta: Record<string, boolean> | null;
    balance_cents: string | null;
    members: string;
  }>(sql`
    select a.id as account_id, a.name, a.is_main_account,
      (select u.email from memberships m join users u on u.id = m.user_id
        where m.account_id = a.id and m.contact_type = 'Owner' order by m.created_at limit 1) as owner_email,
      am.meta, w.balance_cents,
      (select count(*) from memberships m where m.account_id = a.id) as members
    from accounts a
    left join account_meta am on am.account_id = a.id
    left join wallets w on w.account_id = a.id
    where lower(a.name) like ${pattern}
      or exists (select 1 from memberships m join users u on u.id = m.user_id
        where m.account_id = a.id and (lower(u.email) like ${pattern} or lower(u.username) like ${pattern}))
    order by a.name, a.id
    limit 20`);
  return {
    accounts: rows.rows.map((row) => ({
      accountId: Number(row.account_id),
      name: row.name,
      ownerEmail: row.owner_email,
      setupComplete: isSetupComplete(row.meta ?? {}, {
        isContactInvitee: false,
        isMainAccount: row.is_main_account,
      }),
      balance: Number(row.balance_cents ?? 0) / 100,
      members: Number(row.members),
    })),
  };
}

/** An account's activity log, newest first, a page of 100 before the cursor. */
export async function readActivity(
  db: Queryable,
  accountId: number,
  before: number | undefined,
): Promise<{ entries: ActivityEntry[]; next_cursor: number | null }> {
  const rows = await db.execute<{
    id: string;
    created_at: Date;
    event: string;
    kind: string;
    who: string | null;
    actor: string | null;
  }>(sql`
    select l.id, l.created_at, l.event, l.kind, u.username as who, actor.username as actor
    from activity_log l
    left join users u on u.id = l.user_id
    left join users actor on actor.id = l.actor_user_id
    where l.account_id = ${accountId} ${before ? sql`and l.id < ${before}` : sql``}
    order by l.id desc
    limit ${PAGE + 1}`);
  const { page, nextCursor } = pageOf(rows.rows);
  return {
    entries: page.map((row) => ({
      _id: Number(row.id),
      time: new Date(row.created_at).toISOString(),
      event: row.event,
      kind: row.kind,
      who: row.actor ? `${row.actor} (Vanbid support) for ${row.who ?? 'a member'}` : (row.who ?? 'Vanbid'),
      bySupport: row.actor !== null,
    })),
    next_cursor: nextCursor,
  };
}

/** Feedback of every account, newest first, a page of 100 before the cursor. */
export async function readFeedback(
  db: Queryable,
  before: number | undefined,
): Promise<{ feedback: FeedbackEntry[]; next_cursor: number | null }> {
  const rows = await db.execute<{
    id: string;
    created_at: Date;
    message: string;
    page_url: string | null;
    account: string | null;
    email: string;
    actor: string | null;
    file_id: string | null;
  }>(sql`
    select f.id, f.created_at, f.message, f.page_url, a.name as account, u.email, actor.username as actor, f.file_id
    from feedback f
    join users u on u.id = f.user_id
    left join users actor on actor.id = f.actor_user_id
    left join accounts a on a.id = f.account_id
    ${before ? sql`where f.id < ${before}` : sql``}
    order by f.id desc
    limit ${PAGE + 1}`);
  const { page, nextCursor } = pageOf(rows.rows);
  return {
    feedback: page.map((row) => ({
      _id: Number(row.id),
      time: new Date(row.created_at).toISOString(),
      message: row.message,
      pageUrl: row.page_url,
      account: row.account,
      from: row.actor ? `${row.actor} (support, as ${row.email})` : row.email,
      hasFile: row.file_id !== null,
    })),
    next_cursor: nextCursor,
  };
}
