import type { DeliveryDestination } from '@vanbid/contract';
import type { DeliveryKind, WebhookFormat } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/database';

export type DestinationRow = {
  id: number;
  account_id: number;
  campaign_id: number | null;
  name: string;
  kind: DeliveryKind;
  emails: string[];
  phones: string[];
  format: WebhookFormat | null;
  url_origin: string | null;
  secret_sealed: string | null;
  is_paused: boolean;
  paused_at: Date | null;
  consecutive_failures: number;
  created_at: Date;
};

const COLUMNS =
  sql.raw(`id, account_id, campaign_id, name, kind, emails, phones, format, url_origin, secret_sealed,
  is_paused, paused_at, consecutive_failures, created_at`);

export function toDestination(row: DestinationRow): DeliveryDestination {
  return {
    id: Number(row.id),
    name: row.name,
    kind: row.kind,
    campaignId: row.campaign_id === null ? null : Number(row.campaign_id),
    emails: row.emails,
    phones: row.phones,
    format: row.format,
    urlOrigin: row.url_origin,
    hasSecret: row.secret_sealed !== null,
    isPaused: row.is_paused,
    pausedAt: row.paused_at ? new Date(row.paused_at).toISOString() : null,
    consecutiveFailures: Number(row.consecutive_failures),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function listDestinationRows(db: Queryable, accountId: number): Promise<DestinationRow[]> {
  const result = await db.execute<DestinationRow>(sql`
    select ${COLUMNS} from delivery_destinations where account_id = ${accountId} and deleted_at is null order by id`);
  return result.rows;
}

export async function findDestinationRow(
  db: Queryable,
  accountId: number,
  id: number,
): Promise<DestinationRow | undefined> {
  const result = await db.execute<DestinationRow>(sql`
    select ${COLUMNS} from delivery_destinations where id = ${id} and account_id = ${accountId} and deleted_at is null`);
  return result.rows[0];
}

export interface NewDestination {
  accountId: number;
  campaignId: number | null;
  name: string;
  kind: DeliveryKind;
  emails: string[];
  /** Only for a text destination. */
  phones?: string[];
  format: WebhookFormat | null;
  urlSealed: string | null;
  urlOrigin: string | null;
  secretSealed: string | null;
}

export async function insertDestination(db: Queryable, input: NewDestination): Promise<DestinationRow> {
  const result = await db.execute<DestinationRow>(sql`
    insert into delivery_destinations (account_id, campaign_id, name, kind, emails, phones, format, url_sealed, url_origin, secret_sealed)
    values (${input.accountId}, ${input.campaignId}, ${input.name}, ${input.kind}, ${sql.param(input.emails)}::text[],
      ${sql.param(input.phones ?? [])}::text[],
      ${input.format}, ${input.urlSealed}, ${input.urlOrigin}, ${input.secretSealed})
    returning ${COLUMNS}`);
  return result.rows[0]!;
}

export interface DestinationChanges {
  name?: string;
  campaignId?: number | null;
  emails?: string[];
  phones?: string[];
  isPaused?: boolean;
  urlSealed?: string;
  urlOrigin?: string;
  secretSealed?: string;
}

/** Applies what is given; resuming clears the failures in a row. */
export async function updateDestinationRow(
  db: Queryable,
  accountId: number,
  id: number,
  changes: DestinationChanges,
): Promise<DestinationRow | undefined> {
  const result = await db.execute<DestinationRow>(sql`
    update delivery_destinations set
      name = coalesce(${changes.name ?? null}, name),
      campaign_id = case when ${changes.campaignId !== undefined} then ${changes.campaignId ?? null}::bigint else campaign_id end,
      emails = coalesce(${changes.emails ? sql`${sql.param(changes.emails)}::text[]` : null}, emails),
      phones = coalesce(${changes.phones ? sql`${sql.param(changes.phones)}::text[]` : null}, phones),
      url_sealed = coalesce(${changes.urlSealed ?? null}, url_sealed),
      url_origin = coalesce(${changes.urlOrigin ?? null}, url_origin),
      secret_sealed = coalesce(${changes.secretSealed ?? null}, secret_sealed),
      is_paused = coalesce(${changes.isPaused ?? null}::boolean, is_paused),
      paused_at = case when ${changes.isPaused ?? null}::boolean then coalesce(paused_at, now())
        when not ${changes.isPaused ?? null}::boolean then null else paused_at end,
      consecutive_failures = case when ${changes.isPaused === false} then 0 else consecutive_failures end
    where id = ${id} and account_id = ${accountId} and deleted_at is null
    returning ${COLUMNS}`);
  return result.rows[0];
}

/** Removes it, and in the same transaction its deliveries still waiting fail (the log keeps them). */
export function deleteDestinationRow(db: Database, accountId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ id: number }>(sql`
      update delivery_destinations set deleted_at = now()
      where id = ${id} and account_id = ${accountId} and deleted_at is null returning id`);
    if (!result.rows[0]) return false;
    await tx.execute(sql`
      update lead_deliveries set status = 'failed', last_error = 'The destination was removed'
      where destination_id = ${id} and status = 'pending'`);
    return true;
  });
}

/** Deliveries of the destination still waiting, due now (a resumed destination sends them). */
export async function duePendingOf(db: Queryable, destinationId: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    update lead_deliveries set next_attempt_at = now()
    where destination_id = ${destinationId} and status = 'pending' returning id`);
  return result.rows.map((row) => Number(row.id));
}

export async function isCampaignOf(db: Queryable, accountId: number, campaignId: number): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from campaigns where id = ${campaignId} and account_id = ${accountId}`,
  );
  return result.rows.length > 0;
}
