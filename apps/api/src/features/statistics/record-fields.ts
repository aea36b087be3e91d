// The whitelist of filterable and sortable fields per statistics type (docs/product.md §6).
import type { StatisticsType } from '@vanbid/contract';
import type { FilterOperator } from '@vanbid/domain';

/** How a value is read and which operators apply (see `OPERATORS_BY_KIND`). */
export type FieldKind = 'datetime' | 'date' | 'id' | 'integer' | 'money' | 'text' | 'boolean';

export interface RecordField {
  /** The column in the record table (a fixed identifier, never user input). */
  column: string;
  kind: FieldKind;
  isNullable: boolean;
  isSortable: boolean;
}

const OPERATORS_BY_KIND: Record<FieldKind, readonly FilterOperator[]> = {
  datetime: ['eq', 'ne', 'gte', 'lte'],
  date: ['eq', 'ne', 'gte', 'lte'],
  id: ['eq', 'ne', 'in'],
  integer: ['eq', 'ne', 'gte', 'lte', 'in'],
  money: ['eq', 'ne', 'gte', 'lte', 'in'],
  text: ['eq', 'ne', 'like', 'in'],
  boolean: ['eq', 'ne'],
};

/** The operators a field accepts: those of its kind, plus `null` when the column may be null. */
export function operatorsOf(field: RecordField): readonly FilterOperator[] {
  const operators = OPERATORS_BY_KIND[field.kind];
  return field.isNullable ? [...operators, 'null'] : operators;
}

const field = (column: string, kind: FieldKind, options: Partial<RecordField> = {}): RecordField => ({
  column,
  kind,
  isNullable: false,
  isSortable: false,
  ...options,
});
const sortable = { isSortable: true };
const nullable = { isNullable: true };

/** Fields shared by call and lead records; the wire name is the key. */
const COMMON_FIELDS = {
  id: field('id', 'id', sortable),
  time_created: field('time_created', 'datetime', sortable),
  phone_company_id: field('campaign_id', 'id', sortable),
  campaign_name: field('campaign_name', 'text', sortable),
  from_zip: field('from_zip', 'text', nullable),
  to_zip: field('to_zip', 'text', nullable),
  distance: field('distance', 'text', sortable),
  status: field('status', 'text', sortable),
  payout: field('payout_cents', 'money', { ...sortable, ...nullable }),
  charged: field('charged', 'boolean'),
} satisfies Record<string, RecordField>;

const CALL_FIELDS: Record<string, RecordField> = {
  ...COMMON_FIELDS,
  caller_phone: field('caller_phone', 'text', sortable),
  caller_name: field('caller_name', 'text', nullable),
  duration_seconds: field('duration_seconds', 'integer', sortable),
};

const LEAD_FIELDS: Record<string, RecordField> = {
  ...COMMON_FIELDS,
  from_zip: field('from_zip', 'text'),
  to_zip: field('to_zip', 'text'),
  first_name: field('first_name', 'text', sortable),
  last_name: field('last_name', 'text', sortable),
  phone: field('phone', 'text'),
  email: field('email', 'text'),
  move_date: field('move_date', 'date', nullable),
  move_size: field('move_size', 'text', nullable),
};

export interface RecordSource {
  table: 'call_records' | 'lead_records';
  /** `is_branded` of the call records this type lists; null for leads. */
  isBranded: boolean | null;
  /** The hourly roll-up of the table, when it has one. */
  hoursTable: 'call_record_hours' | null;
  fields: Readonly<Record<string, RecordField>>;
}

export const RECORD_SOURCES: Record<StatisticsType, RecordSource> = {
  calls: { table: 'call_records', isBranded: false, hoursTable: 'call_record_hours', fields: CALL_FIELDS },
  branded: { table: 'call_records', isBranded: true, hoursTable: 'call_record_hours', fields: CALL_FIELDS },
  leads: { table: 'lead_records', isBranded: null, hoursTable: null, fields: LEAD_FIELDS },
};

/** The whitelisted field of `name`, or undefined (inherited object keys never count). */
export function findRecordField(source: RecordSource, name: string): RecordField | undefined {
  return Object.hasOwn(source.fields, name) ? source.fields[name] : undefined;
}
