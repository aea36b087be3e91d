// The filter language: `field:operator:value` rules joined by `;` (docs/product.md §6).
import { FilterParseError } from './filter-error';

export const FILTER_OPERATORS = ['eq', 'ne', 'gte', 'lte', 'like', 'in', 'null'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
export type ValueOperator = Exclude<FilterOperator, 'in' | 'null'>;
export type FilterRule =
  | { field: string; operator: ValueOperator; value: string }
  | { field: string; operator: 'in'; values: string[] }
  | { field: string; operator: 'null' };

const FIELD = /^[A-Za-z_][A-Za-z0-9_.]*$/;

/** A field name: a letter or `_`, then letters, digits, `_` or `.`. */
export function isFilterField(value: string): boolean {
  return FIELD.test(value);
}

export function isFilterOperator(value: unknown): value is FilterOperator {
  return FILTER_OPERATORS.some((operator) => operator === value);
}

/** Splits on `separator` where it is not escaped; escapes stay in the parts. */
function splitUnescaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '\\') {
      const next = text[index + 1];
      if (next === undefined)
        throw new FilterParseError('dangling_escape', current + char, `Dangling "\\" in "${current}\\"`);
      current += char + next;
      index += 1;
    } else if (char === separator) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

function unescapeValue(raw: string, rule: string): string {
  return raw.replace(/\\([\s\S])/g, (_, char: string) => {
    if (char === ';' || char === ',' || char === '\\') return char;
    throw new FilterParseError('invalid_escape', rule, `Invalid escape "\\${char}" in "${rule}"`);
  });
}

function parseValues(
  field: string,
  operator: FilterOperator,
  raw: string | undefined,
  rule: string,
): FilterRule {
  if (operator === 'null') {
    if (raw !== undefined)
      throw new FilterParseError('unexpected_value', rule, `"null" takes no value: "${rule}"`);
    return { field, operator };
  }
  if (raw === undefined || raw === '')
    throw new FilterParseError('missing_value', rule, `Missing value: "${rule}"`);
  if (operator !== 'in') return { field, operator, value: unescapeValue(raw, rule) };
  const values = splitUnescaped(raw, ',').map((value) => unescapeValue(value, rule));
  if (values.includes('')) throw new FilterParseError('empty_value', rule, `Empty value in list: "${rule}"`);
  return { field, operator, values };
}

function parseRule(rule: string, index: number): FilterRule {
  if (rule === '') throw new FilterParseError('empty_rule', rule, `Empty rule at position ${index + 1}`);
  const first = rule.indexOf(':');
  const field = first === -1 ? rule : rule.slice(0, first);
  if (field === '') throw new FilterParseError('missing_field', rule, `Missing field: "${rule}"`);
  if (!FIELD.test(field)) throw new FilterParseError('invalid_field', field, `Invalid field "${field}"`);
  const second = first === -1 ? -1 : rule.indexOf(':', first + 1);
  const operator = first === -1 ? '' : rule.slice(first + 1, second === -1 ? undefined : second);
  if (operator === '') throw new FilterParseError('missing_operator', rule, `Missing operator: "${rule}"`);
  if (!isFilterOperator(operator)) {
    throw new FilterParseError('unknown_operator', operator, `Unknown operator "${operator}" in "${rule}"`);
  }
  return parseValues(field, operator, second === -1 ? undefined : rule.slice(second + 1), rule);
}

/**
 * Parses `field:operator:value;...`. Only the first two colons split a rule, so a value may
 * hold `:`. Inside values `\;`, `\,` and `\\` stand for `;`, `,` and `\`; an unescaped `,`
 * separates the values of `in` and is taken literally elsewhere. `''` gives `[]`.
 * Throws `FilterParseError` on the first bad rule.
 */
export function parseFilter(text: string): FilterRule[] {
  if (text === '') return [];
  return splitUnescaped(text, ';').map(parseRule);
}

function escapeValue(value: string): string {
  return value.replace(/[\\;,]/g, (char) => `\\${char}`);
}

function formatRule(rule: FilterRule): string {
  if (!FIELD.test(rule.field)) throw new RangeError(`Invalid filter field "${rule.field}"`);
  switch (rule.operator) {
    case 'null':
      return `${rule.field}:null`;
    case 'in':
      if (rule.values.length === 0 || rule.values.includes(''))
        throw new RangeError(`Empty "in" value: ${rule.field}`);
      return `${rule.field}:in:${rule.values.map(escapeValue).join(',')}`;
    default:
      if (!isFilterOperator(rule.operator))
        throw new RangeError(`Unknown filter operator "${rule.operator}"`);
      if (rule.value === '') throw new RangeError(`Empty filter value: ${rule.field}`);
      return `${rule.field}:${rule.operator}:${escapeValue(rule.value)}`;
  }
}

/** The text of `rules`; the inverse of `parseFilter`. Throws a RangeError on a rule that could not be parsed back. */
export function formatFilter(rules: readonly FilterRule[]): string {
  return rules.map(formatRule).join(';');
}
