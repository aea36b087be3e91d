import { BILLED_ITEM_STATUSES, BILLED_ITEM_TYPES } from '@vanbid/contract';
import {
  FilterParseError,
  type FilterRule,
  hasAtMostTwoDecimals,
  parseFilter,
  parseSort,
  toCents,
} from '@vanbid/domain';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors';

type Kind = 'datetime' | 'text' | 'option' | 'money' | 'method';
interface Field {
  column: SQL;
  kind: Kind;
  operators: readonly string[];
  options?: readonly string[];
}

/** The whitelist of the billed-items filter: name → column, value kind and operators. */
const FIELDS: Record<string, Field> = {
  timestamp: { column: sql`t.created_at`, kind: 'datetime', operators: ['gte', 'lte'] },
  type: { column: sql`t.type`, kind: 'option', operators: ['eq', 'ne', 'in'], options: BILLED_ITEM_TYPES },
  status: {
    column: sql`t.status`,
    kind: 'option',
    operators: ['eq', 'ne', 'in'],
    options: BILLED_ITEM_STATUSES,
  },
  payment_method: { column: sql`t.payment_method_id`, kind: 'method', operators: ['eq', 'in', 'null'] },
  amount: { column: sql`t.amount_cents`, kind: 'money', operators: ['eq', 'gte', 'lte'] },
  campaign: { column: sql`c.nickname`, kind: 'text', operators: ['eq', 'like'] },
  description: { column: sql`t.description`, kind: 'text', operators: ['like'] },
};

/** Sortable fields → column; ties break by id in the same direction. */
const SORTS: Record<string, SQL> = {
  timestamp: sql`t.created_at`,
  amount: sql`t.amount_cents`,
  balance_after: sql`t.balance_after_cents`,
  type: sql`t.type`,
  status: sql`t.status`,
};

export function badFilter(message: string, parameter: 'filter' | 'sort' = 'filter'): AppError {
  return new AppError('BAD_FILTER', message, { [parameter]: message });
}

const DATETIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Whether `value` is a real `YYYY-MM-DD HH:mm:ss` (no 30 February, no hour 24). */
function isDatetime(value: string): boolean {
  const parts = DATETIME.exec(value)?.slice(1).map(Number);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

function readValue(name: string, field: Field, value: string, timeZone: string): SQL {
  if (value.length > 200) throw badFilter(`Value for "${name}" is too long`);
  switch (field.kind) {
    case 'datetime':
      if (!isDatetime(value)) throw badFilter(`"${name}" expects a datetime YYYY-MM-DD HH:mm:ss`);
      return sql`(${value}::timestamp at time zone ${timeZone})`;
    case 'money':
      if (!/^\d+(\.\d+)?$/.test(value) || !hasAtMostTwoDecimals(value))
        throw badFilter(`"${name}" expects an amount in dollars with at most 2 decimals`);
      return sql`${toCents(value)}`;
    case 'option':
      if (!field.options?.includes(value))
        throw badFilter(`"${name}" expects one of ${field.options?.join(', ')}`);
      return sql`${value}`;
    default:
      return sql`${value}`;
  }
}

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function ruleCondition(rule: FilterRule, timeZone: string): SQL {
  const field = FIELDS[rule.field];
  if (!field) throw badFilter(`Unknown filter field "${rule.field}"`);
  if (!field.operators.includes(rule.operator))
    throw badFilter(`"${rule.field}" does not take the operator "${rule.operator}"`);
  const { column } = field;
  if (rule.operator === 'null') return sql`${column} is null`;
  if (rule.operator === 'in') {
    if (rule.values.length > 100) throw badFilter(`Too many values for "${rule.field}"`);
    const values = rule.values.map((value) => readValue(rule.field, field, value, timeZone));
    return sql`${column} in (${sql.join(values, sql`, `)})`;
  }
  if (rule.operator === 'like') return sql`${column} ilike ${likePattern(rule.value)}`;
  const value = readValue(rule.field, field, rule.value, timeZone);
  const operator = { eq: sql`=`, ne: sql`<>`, gte: sql`>=`, lte: sql`<=` }[rule.operator];
  return sql`${column} ${operator} ${value}`;
}

/** `filter` and `sort` of getListOfBilledItems → SQL (values always bound); a 400 names the bad part. */
export function compileBilledItemsQuery(filter: string, sort: string, timeZone: string) {
  let rules: FilterRule[];
  let sortSpec: ReturnType<typeof parseSort>;
  try {
    rules = parseFilter(filter);
  } catch (error) {
    if (error instanceof FilterParseError) throw badFilter(error.message);
    throw error;
  }
  if (rules.length > 50) throw badFilter('Too many filter rules (at most 50)');
  try {
    sortSpec = parseSort(sort);
  } catch (error) {
    if (error instanceof FilterParseError) throw badFilter(error.message, 'sort');
    throw error;
  }
  const sortColumn = SORTS[sortSpec.field];
  if (!sortColumn) throw badFilter(`Cannot sort by "${sortSpec.field}"`, 'sort');
  const isAscending = sortSpec.direction === 'asc';
  const direction = isAscending ? sql`asc` : sql`desc`;
  return {
    conditions: rules.map((rule) => ruleCondition(rule, timeZone)),
    orderBy: sql`${sortColumn} ${direction}, t.id ${direction}`,
    /** The sort column as text: where a keyset batch ended. */
    sortKey: sql`${sortColumn}::text`,
    /** The rows after `last` in sort order (keyset paging; the key is read back as the column's type). */
    after: (last: BilledItemsKey) =>
      sql`(${sortColumn}, t.id) ${isAscending ? sql`>` : sql`<`} (${last.sortKey}, ${last.id})`,
  };
}

/** Where a keyset batch of billed items ended: its last row's sort key and id. */
export interface BilledItemsKey {
  sortKey: string;
  id: number;
}
