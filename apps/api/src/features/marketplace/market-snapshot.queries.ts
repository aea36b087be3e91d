import type { HourMinimums } from '@vanbid/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import type { CampaignHours } from '../../platform/db/schema/index';

/**
 * Every column the market snapshot keeps, by table: the only list its reads are built from. The
 * version triggers (drizzle/0019) must cover each one, or an edit of it would go unseen until the
 * next other edit (market-snapshot-freshness.test.ts fails on a column they miss). A table's `key`
 * is its primary key: rows come and go (insert, delete), a key is never updated in place.
 */
export const SNAPSHOT_COLUMNS = {
  campaigns: {
    key: ['id'],
    settings: [
      'account_id',
      'nickname',
      'parent',
      'type',
      'lead_type',
      'campaign_type_id',
      'is_active',
      'hours',
      'leads_limit_cents',
      'weekly_cap_cents',
      'monthly_cap_cents',
      'concurrent_calls',
      'timeout_seconds',
      'bid_percent',
      'geo_template_id',
    ],
  },
  min_hourly_bids: {
    key: ['campaign_type_id', 'distance', 'hour'],
    settings: ['mon_cents', 'tue_cents', 'wed_cents', 'thu_cents', 'fri_cents', 'sat_cents', 'sun_cents'],
  },
  geo_templates: { key: ['id'], settings: ['zip_codes'] },
} as const;

type SnapshotTable = keyof typeof SNAPSHOT_COLUMNS;
type ColumnOf<T extends SnapshotTable> =
  | (typeof SNAPSHOT_COLUMNS)[T]['key'][number]
  | (typeof SNAPSHOT_COLUMNS)[T]['settings'][number];

/** A campaign's row as the snapshot reads it (snake_case, as stored). */
export type SnapshotCampaignRow = {
  id: number;
  account_id: number;
  nickname: string;
  parent: string;
  type: string;
  lead_type: string;
  campaign_type_id: number;
  is_active: boolean;
  hours: CampaignHours;
  leads_limit_cents: number;
  weekly_cap_cents: number | null;
  monthly_cap_cents: number | null;
  concurrent_calls: number;
  timeout_seconds: number;
  bid_percent: number;
  geo_template_id: number | null;
} & Record<ColumnOf<'campaigns'>, unknown>;

export interface SnapshotRows {
  campaigns: SnapshotCampaignRow[];
  minimums: HourMinimums[];
  /** The ZIP areas the campaigns use: template id and its ZIP codes. */
  areas: { id: number; zipCodes: string[] }[];
}

function selectSnapshot(table: SnapshotTable, where: SQL = sql`true`): SQL {
  const { key, settings } = SNAPSHOT_COLUMNS[table];
  const list = (columns: readonly string[]) =>
    sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    );
  return sql`select ${list([...key, ...settings])} from ${sql.identifier(table)} where ${where} order by ${list(key)}`;
}

/** The market's version (drizzle/0019): changes with every committed edit of what the snapshot keeps. */
export async function readMarketVersion(tx: Queryable): Promise<string> {
  const result = await tx.execute<{ version: string }>(sql`select version from lead_market_version`);
  return result.rows[0]?.version ?? 'none';
}

/** Every campaign (on or off, every group), the minimum bids, and the ZIP areas those campaigns use. */
export async function loadSnapshot(tx: Queryable): Promise<SnapshotRows> {
  const campaigns = await tx.execute<SnapshotCampaignRow>(selectSnapshot('campaigns'));
  const minimums = await tx.execute<Record<ColumnOf<'min_hourly_bids'>, unknown>>(
    selectSnapshot('min_hourly_bids'),
  );
  const templateIds = [
    ...new Set(
      campaigns.rows.flatMap((row) => (row.geo_template_id === null ? [] : [Number(row.geo_template_id)])),
    ),
  ];
  const areas =
    templateIds.length === 0
      ? { rows: [] }
      : await tx.execute<Record<ColumnOf<'geo_templates'>, unknown>>(
          selectSnapshot('geo_templates', sql`id = any(${sql.param(templateIds)}::bigint[])`),
        );
  return {
    campaigns: campaigns.rows.map((row) => ({
      ...row,
      id: Number(row.id),
      account_id: Number(row.account_id),
      campaign_type_id: Number(row.campaign_type_id),
      leads_limit_cents: Number(row.leads_limit_cents),
      weekly_cap_cents: row.weekly_cap_cents === null ? null : Number(row.weekly_cap_cents),
      monthly_cap_cents: row.monthly_cap_cents === null ? null : Number(row.monthly_cap_cents),
      geo_template_id: row.geo_template_id === null ? null : Number(row.geo_template_id),
    })),
    minimums: minimums.rows.map((row) => ({
      campaignTypeId: Number(row.campaign_type_id),
      distance: row.distance as HourMinimums['distance'],
      hour: Number(row.hour),
      mon_cents: Number(row.mon_cents),
      tue_cents: Number(row.tue_cents),
      wed_cents: Number(row.wed_cents),
      thu_cents: Number(row.thu_cents),
      fri_cents: Number(row.fri_cents),
      sat_cents: Number(row.sat_cents),
      sun_cents: Number(row.sun_cents),
    })),
    areas: areas.rows.map((row) => ({ id: Number(row.id), zipCodes: row.zip_codes as string[] })),
  };
}
