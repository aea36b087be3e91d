// The SQL that makes up random call records, shared by the seed factories and bench/records (both
// insert with `INSERT … SELECT generate_series`: the ORM is far too slow for that many rows).

/** The columns a generated call record fills, in the order of the select lists below. */
export const CALL_RECORD_COLUMNS =
  'account_id, campaign_id, campaign_name, is_branded, time_created, caller_phone, caller_name, from_zip, to_zip, distance, duration_seconds, status, payout_cents, charged';

/** Random caller phone, caller name, from and to ZIP, distance, duration and status, in that order. */
export const RANDOM_CALLER_SQL = `'(' || (200 + floor(random() * 700))::int || ') 555-' || lpad(floor(random() * 10000)::text, 4, '0'),
      (array['Maria Lopez','James Carter','Ana Silva','Tom Baker','Lee Wong','Sara Cohen','Mike Brown','Olga Petrova'])[1 + floor(random() * 8)::int],
      lpad((10000 + floor(random() * 89999))::text, 5, '0'), lpad((10000 + floor(random() * 89999))::text, 5, '0'),
      case when random() < 0.6 then 'local' else 'long' end,
      floor(random() * 900)::int,
      (array['answered','answered','answered','missed','voicemail','answered'])[1 + floor(random() * 6)::int]`;

/**
 * Payout and charged from a per-row random `roll` in [0, 1): 3% no payout, 5% a zero payout (not
 * charged), else `base` to twice `base` cents.
 */
export function randomPayoutSql(roll: string, baseCents: number | string): string {
  return `case when ${roll} < 0.03 then null when ${roll} < 0.08 then 0 else ${baseCents} + floor(random() * ${baseCents})::int end,
      ${roll} >= 0.08`;
}
