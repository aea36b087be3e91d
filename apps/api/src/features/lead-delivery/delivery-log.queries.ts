import type { LeadDelivery } from '@vanbid/contract';
import type { DeliveryStatus } from '@vanbid/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';

type DeliveryRow = {
  id: number;
  destination_id: number;
  destination_name: string;
  kind: LeadDelivery['kind'];
  record_id: number | null;
  lead_name: string | null;
  message_id: string;
  status: DeliveryStatus;
  attempts: number;
  created_at: Date;
  delivered_at: Date | null;
  next_attempt_at: Date;
  last_status_code: number | null;
  last_error: string | null;
};

export type AttemptRow = {
  id: number;
  delivery_id: number;
  started_at: Date;
  duration_ms: number;
  status_code: number | null;
  outcome: 'delivered' | 'retry' | 'failed';
  error: string | null;
  answer: string;
};

const SELECT = sql`
  select ld.id, ld.destination_id, d.name as destination_name, d.kind, ld.record_id,
    r.first_name || ' ' || r.last_name as lead_name, ld.message_id, ld.status, ld.attempts, ld.created_at,
    ld.delivered_at, ld.next_attempt_at, ld.last_status_code, ld.last_error
  from lead_deliveries ld
  join delivery_destinations d on d.id = ld.destination_id
  left join lead_records r on r.id = ld.record_id`;

/** When a waiting delivery is tried next; none while its destination is paused (`infinity`). */
function nextAttemptOf(row: DeliveryRow): string | null {
  const next = new Date(row.next_attempt_at);
  return row.status === 'pending' && Number.isFinite(next.getTime()) ? next.toISOString() : null;
}

export function toLeadDelivery(row: DeliveryRow): LeadDelivery {
  const createdAt = new Date(row.created_at);
  const deliveredAt = row.delivered_at ? new Date(row.delivered_at) : null;
  return {
    id: Number(row.id),
    destinationId: Number(row.destination_id),
    destinationName: row.destination_name,
    kind: row.kind,
    leadId: row.record_id === null ? null : Number(row.record_id),
    leadName: row.lead_name ?? 'Test lead',
    isTest: row.record_id === null,
    messageId: row.message_id,
    status: row.status,
    attempts: Number(row.attempts),
    createdAt: createdAt.toISOString(),
    deliveredAt: deliveredAt?.toISOString() ?? null,
    deliveredInMs: deliveredAt ? deliveredAt.getTime() - createdAt.getTime() : null,
    nextAttemptAt: nextAttemptOf(row),
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
  };
}

export const toAttempt = (row: AttemptRow) => ({
  id: Number(row.id),
  startedAt: new Date(row.started_at).toISOString(),
  durationMs: Number(row.duration_ms),
  statusCode: row.status_code,
  outcome: row.outcome,
  error: row.error,
  answer: row.answer,
});

export interface LogFilters {
  status?: DeliveryStatus;
  search?: string;
  from?: string;
  to?: string;
  page: number;
  size: number;
}

function filtersSql(filters: LogFilters): SQL {
  const parts: SQL[] = [];
  if (filters.status) parts.push(sql`and ld.status = ${filters.status}`);
  if (filters.from)
    parts.push(sql`and ld.created_at >= (${filters.from}::date::timestamp at time zone 'America/New_York')`);
  if (filters.to)
    parts.push(
      sql`and ld.created_at < ((${filters.to}::date + 1)::timestamp at time zone 'America/New_York')`,
    );
  if (filters.search) {
    const like = `%${filters.search.replace(/[\\%_]/g, '\\$&')}%`;
    const id = /^\d{1,15}$/.test(filters.search) ? Number(filters.search) : -1;
    parts.push(sql`and (ld.record_id = ${id} or r.first_name || ' ' || r.last_name ilike ${like}
      or r.phone ilike ${like} or r.email ilike ${like})`);
  }
  return sql.join(parts, sql` `);
}

/** One destination's deliveries, newest first, one page, with the count of all that match. */
export async function listDeliveryPage(
  db: Queryable,
  accountId: number,
  destinationId: number,
  filters: LogFilters,
): Promise<{ deliveries: LeadDelivery[]; total: number }> {
  const where = sql`where ld.destination_id = ${destinationId} and ld.account_id = ${accountId} ${filtersSql(filters)}`;
  const [page, count] = await Promise.all([
    db.execute<DeliveryRow>(sql`${SELECT} ${where}
      order by ld.created_at desc, ld.id desc limit ${filters.size} offset ${(filters.page - 1) * filters.size}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from lead_deliveries ld
      left join lead_records r on r.id = ld.record_id ${where}`),
  ]);
  return { deliveries: page.rows.map(toLeadDelivery), total: Number(count.rows[0]?.total ?? 0) };
}

export async function findDelivery(
  db: Queryable,
  accountId: number,
  id: number,
): Promise<LeadDelivery | null> {
  const result = await db.execute<DeliveryRow>(
    sql`${SELECT} where ld.id = ${id} and ld.account_id = ${accountId}`,
  );
  return result.rows[0] ? toLeadDelivery(result.rows[0]) : null;
}

export async function listAttempts(db: Queryable, deliveryIds: readonly number[]): Promise<AttemptRow[]> {
  if (deliveryIds.length === 0) return [];
  const result = await db.execute<AttemptRow>(sql`
    select id, delivery_id, started_at, duration_ms, status_code, outcome, error, answer
    from lead_delivery_attempts where delivery_id = any(${sql.param([...deliveryIds])}::bigint[]) order by id`);
  return result.rows;
}

/** Every delivery of one lead of the account (its record), with their attempts. */
export async function leadDeliveryRecord(db: Queryable, accountId: number, recordId: number) {
  const result = await db.execute<DeliveryRow>(
    sql`${SELECT} where ld.record_id = ${recordId} and ld.account_id = ${accountId} order by ld.id`,
  );
  const attempts = await listAttempts(
    db,
    result.rows.map((row) => Number(row.id)),
  );
  return result.rows.map((row) => ({
    ...toLeadDelivery(row),
    attemptLog: attempts.filter((attempt) => Number(attempt.delivery_id) === Number(row.id)).map(toAttempt),
  }));
}

export async function isLeadOf(db: Queryable, accountId: number, recordId: number): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from lead_records where id = ${recordId} and account_id = ${accountId}`,
  );
  return result.rows.length > 0;
}
