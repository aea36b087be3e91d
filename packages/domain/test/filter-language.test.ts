import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FILTER_OPERATORS,
  FilterParseError,
  type FilterRule,
  formatFilter,
  isFilterOperator,
  parseFilter,
} from '../src/index';

const EXAMPLE =
  'time_created:gte:2026-11-01 00:00:00;time_created:lte:2026-11-21 23:59:59;phone_company_id:in:12,15;campaign_name:like:Local;payout:eq:0';

describe('parseFilter', () => {
  it('reads the example of docs/product.md §6', () => {
    expect(parseFilter(EXAMPLE)).toEqual([
      { field: 'time_created', operator: 'gte', value: '2026-11-01 00:00:00' },
      { field: 'time_created', operator: 'lte', value: '2026-11-21 23:59:59' },
      { field: 'phone_company_id', operator: 'in', values: ['12', '15'] },
      { field: 'campaign_name', operator: 'like', value: 'Local' },
      { field: 'payout', operator: 'eq', value: '0' },
    ]);
  });

  it.each([
    ['', []],
    ['payout:null', [{ field: 'payout', operator: 'null' }]],
    ['a:ne:x', [{ field: 'a', operator: 'ne', value: 'x' }]],
    ['a:eq:b:c:d', [{ field: 'a', operator: 'eq', value: 'b:c:d' }]],
    ['a:eq::', [{ field: 'a', operator: 'eq', value: ':' }]],
    ['a:like:x\\;y', [{ field: 'a', operator: 'like', value: 'x;y' }]],
    ['a:eq:x\\\\', [{ field: 'a', operator: 'eq', value: 'x\\' }]],
    ['a:eq:Smith, Inc', [{ field: 'a', operator: 'eq', value: 'Smith, Inc' }]],
    ['a:eq:x\\,y', [{ field: 'a', operator: 'eq', value: 'x,y' }]],
    ['a:in:x\\,y,z', [{ field: 'a', operator: 'in', values: ['x,y', 'z'] }]],
    ['a:in:one', [{ field: 'a', operator: 'in', values: ['one'] }]],
    ['a.b_c:lte:1', [{ field: 'a.b_c', operator: 'lte', value: '1' }]],
    [' a:eq:1', null],
  ] as const)('%j', (text, rules) => {
    if (rules === null) expect(() => parseFilter(text)).toThrow(FilterParseError);
    else expect(parseFilter(text)).toEqual(rules);
  });

  it.each([
    ['a:eq:1;', 'empty_rule', ''],
    [';a:eq:1', 'empty_rule', ''],
    [':eq:1', 'missing_field', ':eq:1'],
    ['1a:eq:1', 'invalid_field', '1a'],
    ['a b:eq:1', 'invalid_field', 'a b'],
    ['payout', 'missing_operator', 'payout'],
    ['payout:', 'missing_operator', 'payout:'],
    ['payout::0', 'missing_operator', 'payout::0'],
    ['payout:equals:0', 'unknown_operator', 'equals'],
    ['payout:EQ:0', 'unknown_operator', 'EQ'],
    ['payout:eq', 'missing_value', 'payout:eq'],
    ['payout:eq:', 'missing_value', 'payout:eq:'],
    ['a:in:', 'missing_value', 'a:in:'],
    ['payout:null:0', 'unexpected_value', 'payout:null:0'],
    ['payout:null:', 'unexpected_value', 'payout:null:'],
    ['a:in:1,,2', 'empty_value', 'a:in:1,,2'],
    ['a:in:1,', 'empty_value', 'a:in:1,'],
    ['a:eq:x\\', 'dangling_escape', 'a:eq:x\\'],
    ['a:eq:1;b:eq:x\\', 'dangling_escape', 'b:eq:x\\'],
    ['a:eq:x\\:y', 'invalid_escape', 'a:eq:x\\:y'],
  ] as const)('%j fails with %s naming %j', (text, reason, part) => {
    const error = (() => {
      try {
        parseFilter(text);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(FilterParseError);
    expect(error).toMatchObject({ reason, part, name: 'FilterParseError' });
  });

  it('says which operator is unknown in the message', () => {
    expect(() => parseFilter('a:between:1')).toThrow('Unknown operator "between" in "a:between:1"');
  });
});

describe('formatFilter', () => {
  it('writes the example of docs/product.md §6 back', () => {
    expect(formatFilter(parseFilter(EXAMPLE))).toBe(EXAMPLE);
  });

  it('escapes ; , and \\ but not :', () => {
    expect(
      formatFilter([
        { field: 'a', operator: 'like', value: 'x;y,z\\:' },
        { field: 'b', operator: 'in', values: ['1,2', '3'] },
        { field: 'c', operator: 'null' },
      ]),
    ).toBe('a:like:x\\;y\\,z\\\\:;b:in:1\\,2,3;c:null');
  });

  it('writes nothing for no rules', () => {
    expect(formatFilter([])).toBe('');
  });

  it.each([
    ['an invalid field', { field: 'a:b', operator: 'eq', value: '1' }],
    ['an empty value', { field: 'a', operator: 'eq', value: '' }],
    ['an empty in list', { field: 'a', operator: 'in', values: [] }],
    ['an empty in value', { field: 'a', operator: 'in', values: ['1', ''] }],
    ['an unknown operator', { field: 'a', operator: 'between', value: '1' }],
  ])('rejects %s', (_, rule) => {
    expect(() => formatFilter([rule as FilterRule])).toThrow(RangeError);
  });
});

describe('FILTER_OPERATORS', () => {
  it('lists the seven operators', () => {
    expect(FILTER_OPERATORS).toEqual(['eq', 'ne', 'gte', 'lte', 'like', 'in', 'null']);
    expect(isFilterOperator('like')).toBe(true);
    expect(isFilterOperator('LIKE')).toBe(false);
  });
});

describe('parseFilter(formatFilter(rules))', () => {
  const tricky = fc.constantFrom(':', ';', ',', '\\', '\\;', 'a', ' ', 'é', '0', '\n');
  const value = fc
    .array(fc.oneof(tricky, fc.string({ minLength: 1, maxLength: 3 })), { minLength: 1, maxLength: 6 })
    .map((parts) => parts.join(''));
  const field = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.]{0,12}$/);
  const rule: fc.Arbitrary<FilterRule> = fc.oneof(
    fc.record({ field, operator: fc.constantFrom('eq', 'ne', 'gte', 'lte', 'like' as const), value }),
    fc.record({
      field,
      operator: fc.constant('in' as const),
      values: fc.array(value, { minLength: 1, maxLength: 4 }),
    }),
    fc.record({ field, operator: fc.constant('null' as const) }),
  );

  it('gives back the same rules', () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 6 }), (rules) => {
        expect(parseFilter(formatFilter(rules))).toEqual(rules);
      }),
      { numRuns: 1000 },
    );
  });
});
