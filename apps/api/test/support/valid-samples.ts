// The simplest input a contract schema accepts, built from its JSON Schema (to send a request
// that gets past validation with something extra in it).
import { z } from 'zod';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  format?: string;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
}

const STRINGS_BY_FORMAT: Record<string, string> = {
  email: 'sample@test.vanbid',
  date: '2026-01-01',
  'date-time': '2026-01-01T00:00:00.000Z',
  uri: 'https://example.com',
  uuid: '00000000-0000-4000-8000-000000000000',
};

function sampleString(schema: JsonSchema): string {
  if (schema.format && Object.hasOwn(STRINGS_BY_FORMAT, schema.format))
    return STRINGS_BY_FORMAT[schema.format]!;
  if (schema.pattern && /\\d|\[0-9\]/.test(schema.pattern))
    return '1'.repeat(Math.max(schema.minLength ?? 1, 1));
  return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
}

function sampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const option = (schema.anyOf ?? schema.oneOf)?.[0];
  if (option) return sampleOf(option);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}));
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, sampleOf(schema.properties?.[name] ?? {})]),
      );
    default:
      return null;
  }
}

/** A sample `schema` accepts, or undefined when the simple one is refused (a refinement, a pattern). */
export function validSampleOf(schema: z.ZodType): unknown {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const sample = sampleOf(json);
  return schema.safeParse(sample).success ? sample : undefined;
}
