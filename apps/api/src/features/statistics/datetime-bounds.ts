// Filter datetimes (`YYYY-MM-DD HH:mm:ss`, second precision) as instants, read in the request's zone.
import { type SQL, sql } from 'drizzle-orm';

/** The first instant of the second `value` names in `timeZone`. */
export const secondStart = (value: string, timeZone: string): SQL =>
  sql`(${value}::timestamp at time zone ${timeZone})`;

/** The instant right after that second: `lte` means "before this". */
export const secondEnd = (value: string, timeZone: string): SQL =>
  sql`(${value}::timestamp at time zone ${timeZone} + interval '1 second')`;
