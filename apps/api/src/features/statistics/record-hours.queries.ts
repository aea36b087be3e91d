// Totals from the hourly roll-up: whole UTC hours from call_record_hours, partial edge hours from
// the records themselves. Exact for any time zone (half-hour zones just have larger edges).
import { type SQL, sql } from 'drizzle-orm';
import type { HourlyScope } from './hourly-scope';

const hourOf = (instant: SQL) => sql`date_bin('1 hour', ${instant}, timestamptz '2000-01-01 00:00:00+00')`;

export interface HourlyTotalsInput {
  table: string;
  hoursTable: string;
  /** Account (and type) conditions, valid on both tables. */
  scope: SQL[];
  hourly: HourlyScope;
}

/**
 * `[from, until)` splits into `[from, firstHour)` + whole hours `[firstHour, lastHour)` +
 * `[lastHour, until)`; when no whole hour lies between, the two edges meet and never overlap.
 */
export function hourlyTotalsQuery({ table, hoursTable, scope, hourly }: HourlyTotalsInput): SQL {
  const { from, until, campaigns } = hourly;
  const where = (extra: (SQL | null)[]) =>
    sql.join(
      [...scope, ...(campaigns ? [campaigns] : []), ...extra.filter((part) => part !== null)],
      sql` and `,
    );
  const firstHour =
    from &&
    sql`(case when ${hourOf(from)} = ${from} then ${from} else ${hourOf(from)} + interval '1 hour' end)`;
  const lastHour = until && hourOf(until);
  const raw = (start: SQL, end: SQL) =>
    sql`select count(*) as "n", coalesce(sum("payout_cents"), 0) as "cents" from ${sql.identifier(table)}
      where ${where([sql`"time_created" >= ${start}`, sql`"time_created" < ${end}`])}`;
  const parts = [
    sql`select coalesce(sum("records"), 0) as "n", coalesce(sum("payout_cents"), 0) as "cents" from ${sql.identifier(hoursTable)}
      where ${where([firstHour && sql`"hour" >= ${firstHour}`, lastHour && sql`"hour" < ${lastHour}`])}`,
  ];
  if (from && firstHour) parts.push(raw(from, until ? sql`least(${firstHour}, ${until})` : firstHour));
  if (until && lastHour) {
    parts.push(raw(firstHour ? sql`greatest(${lastHour}, least(${firstHour}, ${until}))` : lastHour, until));
  }
  return sql`select sum("n") as "total_items", sum("cents") as "monetary_cents"
    from (${sql.join(parts, sql` union all `)}) as "parts"`;
}
