// Arbitraries for fuzzing the API: inputs shaped like a contract schema (so they get past the
// validator and into handlers and SQL), with hostile values planted at random places.
import fc from 'fast-check';
import { z } from 'zod';

export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
];

/** Strings that have broken servers: control characters, lone surrogates, injections, huge or odd values. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'a\u0000b',
      '\u0000',
      'x\u001b[31m',
      'x\u007f',
      'x\ud800y',
      "' OR 1=1 --",
      '%00',
      '../../etc/passwd',
      '<script>alert(1)</script>',
      'amount:eq:9999999999999999',
      'payout:eq:99999999999999999999',
      '__proto__:asc',
      'constructor:eq:1',
      'time_created:gte:0000-01-01 00:00:00',
      'timestamp:gte:0000-01-01 00:00:00',
      '0000-01-01 00:00:00',
      '0000-01-01',
      '9999999999999999999999',
      '-1',
      'NaN',
      'Infinity',
      '',
      ' ',
      'x'.repeat(1_000),
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
);

const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f'];

/** A string with a control character put in at some place. */
function withControlCharacter(strings: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(strings, fc.constantFrom(...CONTROL_CHARACTERS), fc.nat()).map(([text, char, at]) => {
    const index = text.length === 0 ? 0 : at % (text.length + 1);
    return `${text.slice(0, index)}${char}${text.slice(index)}`;
  });
}

const hugeNumber = fc.constantFrom(
  1e16,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  1e-300,
  -1,
  -0,
  0.001,
  2 ** 31,
  2 ** 63,
);

/** Nested 20 to 3000 levels deep, objects and arrays in turn. */
export const deeplyNested: fc.Arbitrary<unknown> = fc
  .integer({ min: 20, max: 3000 })
  .map((levels) =>
    Array.from({ length: levels }).reduce<unknown>(
      (inner, _, index) => (index % 2 ? [inner] : { a: inner }),
      1,
    ),
  );

/** Any hostile value, of any type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 2, arbitrary: hugeNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}) },
  { weight: 1, arbitrary: deeplyNested },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS), hostileString) },
);

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= 200);
    } catch {
      // A pattern fast-check cannot read: fall through to plain strings.
    }
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date') return fc.constantFrom('2026-01-01', '2026-02-28');
  if (schema.format === 'date-time') return fc.constant('2026-01-01T00:00:00.000Z');
  if (schema.format === 'ipv4') return fc.ipV4();
  if (schema.format === 'uri') return fc.webUrl();
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 20, 20)) });
}

function numberOf(schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? schema.exclusiveMinimum ?? -5, -1_000_000);
  const max = Math.min(schema.maximum ?? min + 1000, 1_000_000);
  return isInteger
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
}

/** Values worth trying for a field of a given name (a real id of the caller, a known time zone). */
export type FuzzHints = Record<string, readonly unknown[]>;

function objectOf(
  schema: JsonSchema,
  depth: number,
  hints: FuzzHints,
): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const shape = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => {
      const hinted = Object.hasOwn(hints, name) ? hints[name] : undefined;
      const value = hinted?.length
        ? fc.oneof(
            { weight: 2, arbitrary: fc.constantFrom(...hinted) },
            { weight: 1, arbitrary: shaped(property, depth + 1, hints) },
          )
        : shaped(property, depth + 1, hints);
      return [name, required.has(name) ? value : fc.option(value, { nil: undefined, freq: 3 })];
    }),
  );
  return fc
    .record(shape)
    .map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)));
}

/** A value that fits `schema` (mostly), with a hostile value planted at random leaves. */
function shaped(schema: JsonSchema, depth: number, hints: FuzzHints): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 12, arbitrary: fitting(schema, depth, hints) },
    { weight: 1, arbitrary: hostileValue },
  );
}

function fitting(schema: JsonSchema, depth: number, hints: FuzzHints): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => fitting(option, depth, hints)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return fc.oneof(
        { weight: 8, arbitrary: stringOf(schema) },
        { weight: 1, arbitrary: withControlCharacter(stringOf(schema)) },
        { weight: 1, arbitrary: hostileString },
      );
    case 'integer':
    case 'number':
      return numberOf(schema, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const items = schema.items ? shaped(schema.items, depth + 1, hints) : fc.anything();
      return fc.array(items, {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
      });
    }
    case 'object':
      return objectOf(schema, depth, hints);
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/**
 * Inputs for a zod schema: an object of its shape with hostile leaves (most of the time), a
 * stray unknown or prototype key now and then, or something else entirely.
 */
export function fuzzInputOf(schema: z.ZodType | undefined, hints: FuzzHints = {}): fc.Arbitrary<unknown> {
  if (!schema)
    return fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostileValue });
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const stray = fc.dictionary(
    fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 10 })),
    hostileValue,
    {
      maxKeys: 1,
    },
  );
  const withStray = fc
    .tuple(fitting(json, 0, hints), stray)
    .map(([input, extra]) =>
      input && typeof input === 'object' && !Array.isArray(input) ? { ...extra, ...input } : input,
    );
  return fc.oneof(
    { weight: 12, arbitrary: fitting(json, 0, hints) },
    { weight: 2, arbitrary: withStray },
    { weight: 1, arbitrary: hostileValue },
  );
}
