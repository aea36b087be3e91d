// Compiles the filter language to parameterised SQL conditions, from the whitelist of the type.
import {
  FilterParseError,
  type FilterRule,
  hasAtMostTwoDecimals,
  isQueryDatetime,
  normalizeDay,
  parseFilter,
  toCents,
} from '@vanbid/domain';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { secondEnd, secondStart } from './datetime-bounds';
import { type HourlyScope, hourlyScopeOf } from './hourly-scope';
import { findRecordField, operatorsOf, type RecordField, type RecordSource } from './record-fields';

export const MAX_FILTER_RULES = 100;
export const MAX_VALUE_LENGTH = 200;
export const MAX_IN_VALUES = 1000;

/** A 400 naming the bad part; `parameter` is the query parameter it came from. */
export function badFilter(message: string, parameter: 'filter' | 'sort' | 'cursor' = 'filter'): AppError {
  return new AppError('BAD_FILTER', message, { [parameter]: message });
}

const ID = /^\d{1,16}$/;
const INTEGER = /^-?\d{1,15}$/;

function readDay(value: string): string | null {
  try {
    return normalizeDay(value);
  } catch {
    return null;
  }
}

function readCents(value: string): number | null {
  if (!hasAtMostTwoDecimals(value)) return null;
  try {
    return toCents(value);
  } catch {
    return null;
  }
}

const READERS: Record<RecordField['kind'], (value: string) => string | number | boolean | null> = {
  datetime: (value) => (isQueryDatetime(value) ? value : null),
  date: readDay,
  id: (value) => (ID.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : null),
  integer: (value) => (INTEGER.test(value) ? Number(value) : null),
  money: readCents,
  text: (value) => value,
  boolean: (value) => (value === 'true' ? true : value === 'false' ? false : null),
};

const EXPECTED: Record<RecordField['kind'], string> = {
  datetime: 'a datetime YYYY-MM-DD HH:mm:ss',
  date: 'a day YYYY-MM-DD',
  id: 'a whole number',
  integer: 'a whole number',
  money: 'an amount in dollars with at most 2 decimals',
  text: 'text',
  boolean: 'true or false',
};

/** The typed value of one filter value, or a 400 that names the field and the value. */
function readValue(name: string, field: RecordField, value: string): string | number | boolean {
  if (value.length > MAX_VALUE_LENGTH) {
    throw badFilter(`Value for "${name}" is too long (at most ${MAX_VALUE_LENGTH} characters)`);
  }
  const read = READERS[field.kind](value);
  if (read === null)
    throw badFilter(`Invalid value "${value}" for "${name}": expected ${EXPECTED[field.kind]}`);
  return read;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

const ARRAY_TYPES: Partial<Record<RecordField['kind'], string>> = {
  id: 'bigint[]',
  integer: 'bigint[]',
  money: 'bigint[]',
  text: 'text[]',
};

/** A datetime condition: values have second precision, so `eq` is that whole second and `lte` its end. */
function datetimeCondition(column: SQL, operator: string, value: string, timeZone: string): SQL {
  const [start, end] = [secondStart(value, timeZone), secondEnd(value, timeZone)];
  if (operator === 'gte') return sql`${column} >= ${start}`;
  if (operator === 'lte') return sql`${column} < ${end}`;
  if (operator === 'eq') return sql`(${column} >= ${start} and ${column} < ${end})`;
  return sql`(${column} < ${start} or ${column} >= ${end})`;
}

function valueCondition(column: SQL, field: RecordField, operator: string, value: string | number | boolean) {
  const typed = field.kind === 'date' ? sql`${value}::date` : sql`${value}`;
  switch (operator) {
    case 'like':
      return sql`${column} ilike ${`%${escapeLike(String(value))}%`}`;
    case 'gte':
      return sql`${column} >= ${typed}`;
    case 'lte':
      return sql`${column} <= ${typed}`;
    case 'ne':
      return field.isNullable ? sql`${column} is distinct from ${typed}` : sql`${column} <> ${typed}`;
    default:
      return sql`${column} = ${typed}`;
  }
}

function compileRule(source: RecordSource, rule: FilterRule, timeZone: string): SQL {
  const field = findRecordField(source, rule.field);
  if (!field) throw badFilter(`Unknown filter field "${rule.field}"`);
  const allowed = operatorsOf(field);
  if (!allowed.includes(rule.operator)) {
    throw badFilter(
      `Operator "${rule.operator}" is not allowed on "${rule.field}" (allowed: ${allowed.join(', ')})`,
    );
  }
  const column = sql`${sql.identifier(field.column)}`;
  if (rule.operator === 'null') return sql`${column} is null`;
  if (rule.operator === 'in') {
    if (rule.values.length > MAX_IN_VALUES) {
      throw badFilter(`Too many values for "${rule.field}" (at most ${MAX_IN_VALUES})`);
    }
    const values = rule.values.map((value) => readValue(rule.field, field, value));
    return sql`${column} = any(${sql.param(values)}::${sql.raw(ARRAY_TYPES[field.kind] ?? 'text[]')})`;
  }
  const value = readValue(rule.field, field, rule.value);
  if (field.kind === 'datetime') return datetimeCondition(column, rule.operator, String(value), timeZone);
  return valueCondition(column, field, rule.operator, value);
}

export interface CompiledFilter {
  /** The rules as SQL conditions, to be ANDed. */
  conditions: SQL[];
  /** Set when the filter bounds only time and campaigns: its totals can read the hourly roll-up. */
  hourly: HourlyScope | null;
}

/**
 * Compiles a `filter`. Every field is looked up in the type's whitelist; values are bound as
 * parameters. Throws a 400 `BAD_FILTER` naming the bad rule, field, operator or value.
 * Datetimes are read in `timeZone` with `AT TIME ZONE`.
 */
export function compileFilter(source: RecordSource, filter: string, timeZone: string): CompiledFilter {
  let rules: FilterRule[];
  try {
    rules = parseFilter(filter);
  } catch (error) {
    if (error instanceof FilterParseError) throw badFilter(error.message);
    throw error;
  }
  if (rules.length > MAX_FILTER_RULES) throw badFilter(`Too many filter rules (at most ${MAX_FILTER_RULES})`);
  const conditions = rules.map((rule) => compileRule(source, rule, timeZone));
  return { conditions, hourly: hourlyScopeOf(rules, conditions, timeZone) };
}
