// `sort` of the records lists (whitelisted, stable by id) and the opaque keyset `cursor`.
import { FilterParseError, isQueryDatetime, parseSort, type SortSpec } from '@vanbid/domain';
import { type SQL, sql } from 'drizzle-orm';
import { badFilter } from './filter-sql';
import { findRecordField, type RecordField, type RecordSource } from './record-fields';

/** A whitelisted sort: the SQL expression ordered on (never null) and how its key is written in a cursor. */
export interface RecordSort {
  text: string;
  direction: SortSpec['direction'];
  /** The value sorted on; nullable columns are coalesced so that nulls come last either way. */
  expression: SQL;
  /** The table's id column, the tie-breaker. */
  id: SQL;
  /** The expression as text, exactly comparable again after `keyCast` (goes into cursors). */
  keyText: SQL;
  keyCast: 'timestamptz' | 'bigint' | 'text';
}

/** Largest bigint: nulls sort after every amount in ascending order. */
const BIGINT_MAX_TEXT = '9223372036854775807';
const BIGINT_MAX = BigInt(BIGINT_MAX_TEXT);

/** Qualified with the table: an output column of the same name (the formatted `time_created`) must not win. */
function sortExpression(source: RecordSource, field: RecordField, direction: SortSpec['direction']): SQL {
  const column = sql`${sql.identifier(source.table)}.${sql.identifier(field.column)}`;
  if (!field.isNullable) return sql`${column}`;
  return sql`coalesce(${column}, ${sql.raw(direction === 'asc' ? BIGINT_MAX_TEXT : '-1')})`;
}

function keyOf(field: RecordField, expression: SQL): Pick<RecordSort, 'keyText' | 'keyCast'> {
  if (field.kind === 'datetime') {
    return {
      keyText: sql`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      keyCast: 'timestamptz',
    };
  }
  if (field.kind === 'text') return { keyText: sql`${expression}`, keyCast: 'text' };
  return { keyText: sql`${expression}::text`, keyCast: 'bigint' };
}

/** Parses and whitelists `sort`; a 400 naming it when it is malformed or not sortable. */
export function compileSort(source: RecordSource, text: string): RecordSort {
  let spec: SortSpec;
  try {
    spec = parseSort(text);
  } catch (error) {
    if (error instanceof FilterParseError) throw badFilter(error.message, 'sort');
    throw error;
  }
  const field = findRecordField(source, spec.field);
  if (!field?.isSortable) throw badFilter(`Cannot sort by "${spec.field}"`, 'sort');
  const expression = sortExpression(source, field, spec.direction);
  const id = sql`${sql.identifier(source.table)}."id"`;
  return { text, direction: spec.direction, expression, id, ...keyOf(field, expression) };
}

/** `ORDER BY` in the list's direction, or reversed (to read the page before a cursor). */
export function orderBy(sort: RecordSort, isReversed = false): SQL {
  const ascending = (sort.direction === 'asc') !== isReversed;
  // Matches the indexes' `DESC NULLS LAST` (forwards) and `ASC NULLS FIRST` (backwards).
  const direction = sql.raw(ascending ? 'asc nulls first' : 'desc nulls last');
  return sql`${sort.expression} ${direction}, ${sort.id} ${direction}`;
}

export type CursorDirection = 'next' | 'prev';
export interface RecordCursor {
  direction: CursorDirection;
  key: string;
  id: number;
}

export function encodeCursor(sort: RecordSort, cursor: RecordCursor): string {
  const payload = { s: sort.text, d: cursor.direction, k: cursor.key, i: cursor.id };
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

const TIMESTAMP_KEY = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const BIGINT_KEY = /^-?\d{1,19}$/;

/** Whether a cursor's key is one the sort's column could have written (and PostgreSQL reads back). */
const IS_KEY: Record<RecordSort['keyCast'], (key: string) => boolean> = {
  timestamptz: (key) => {
    const day = TIMESTAMP_KEY.exec(key)?.[1];
    return day !== undefined && isQueryDatetime(`${day} 00:00:00`);
  },
  bigint: (key) => BIGINT_KEY.test(key) && BigInt(key) <= BIGINT_MAX && BigInt(key) >= -BIGINT_MAX,
  text: (key) => key.length <= 1000,
};

/** Reads a cursor made by `encodeCursor` for the same sort; a 400 naming `cursor` otherwise. */
export function decodeCursor(sort: RecordSort, text: string): RecordCursor {
  let payload: { s?: unknown; d?: unknown; k?: unknown; i?: unknown };
  try {
    payload = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badFilter('Invalid cursor', 'cursor');
  }
  const { s, d, k, i } = payload ?? {};
  if (s !== sort.text) throw badFilter('The cursor belongs to another sort order', 'cursor');
  const isValid =
    (d === 'next' || d === 'prev') &&
    typeof k === 'string' &&
    IS_KEY[sort.keyCast](k) &&
    typeof i === 'number' &&
    Number.isSafeInteger(i);
  if (!isValid) throw badFilter('Invalid cursor', 'cursor');
  return { direction: d, key: k, id: i };
}

/** The keyset condition: rows after (`next`) or before (`prev`) the cursor's row, in list order. */
export function cursorCondition(sort: RecordSort, cursor: RecordCursor): SQL {
  const isBelow = (sort.direction === 'desc') === (cursor.direction === 'next');
  const comparison = sql.raw(isBelow ? '<' : '>');
  const key = sql`${cursor.key}::${sql.raw(sort.keyCast)}`;
  return sql`(${sort.expression}, ${sort.id}) ${comparison} (${key}, ${cursor.id})`;
}
