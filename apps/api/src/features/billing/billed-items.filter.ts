import { BILLED_ITEM_STATUSES, BILLED_ITEM_TYPES } from '@vanbid/contract';
import {
  FilterParseError,
  type FilterRule,
  hasAtMostTwoDecimals,
  isQueryDatetime,
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

/** The whitelist of the billed-items filter: name → column, value kind and operators (a Map: a user's name never reaches a prototype). */
const FIELDS = new Map<string, Field>(
  Object.entries({
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
  } satisfies Record<string, Field>),
);

/** Sortable fields → column; ties break by id in the same direction. */
const SORTS = new Map<string, SQL>(
  Object.entries({
    timestamp: sql`t.created_at`,
    amount: sql`t.amount_cents`,
    balance_after: sql`t.balance_after_cents`,
    type: sql`t.type`,
    status: sql`t.status`,
  }),
);

export function badFilter(message: string, parameter: 'filter' | 'sort' = 'filter'): AppError {
  return new AppError('BAD_FILTER', message, { [parameter]: message });
}

/** Cents of a dollar amount, or null when it is not one or beyond what the wallet holds. */
function readCents(value: string): number | null {
  if (!/^\d+(\.\d+)?$/.test(value) || !hasAtMostTwoDecimals(value)) return null;
  try {
    return toCents(value);
  } catch {
    return null;
  }
}

function readValue(name: string, field: Field, value: string, timeZone: string): SQL {
  if (value.length > 200) throw badFilter(`Value for "${name}" is too long`);
  switch (field.kind) {
    case 'datetime':
      if (!isQueryDatetime(value)) throw badFilter(`"${name}" expects a datetime YYYY-MM-DD HH:mm:ss`);
      return sql`(${value}::timestamp at time zone ${timeZone})`;
    case 'money': {
      const cents = readCents(value);
      if (cents === null) throw badFilter(`"${name}" expects an amount in dollars with at most 2 decimals`);
      return sql`${cents}`;
    }
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
  const field = FIELDS.get(rule.field);
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
  const sortColumn = SORTS.get(sortSpec.field);
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
