import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** How deep a request's JSON may nest (objects and arrays); real inputs use a handful of levels. */
export const MAX_INPUT_DEPTH = 32;

const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

/** Whether `text` holds a C0 control character or DEL, other than tab, line feed and carriage return. */
export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && !TEXT_CONTROLS.has(code)) || code === 0x7f) return true;
  }
  return false;
}

/**
 * Names no input object may use as a key: they pollute prototypes, or hijack the conversion of an
 * object to a number or a string (`Number({ toString: 'x' })` throws).
 */
const PROTOTYPE_NAMES = new Set(['__proto__', 'constructor', 'prototype', 'toString', 'valueOf']);

/** What is wrong with a value of the request, and where (`content.note`), or null. */
interface Problem {
  field: string;
  message: string;
}

function join(path: string, key: string | number): string {
  return path === '' ? String(key) : `${path}.${key}`;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Whether `text` holds half of a surrogate pair alone: no character at all (PostgreSQL refuses it in JSON). */
export function hasLoneSurrogate(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(index + 1))) index += 1;
    else if (isHighSurrogate(code) || isLowSurrogate(code)) return true;
  }
  return false;
}

/** What is wrong with a string of the input (a key or a value), or null. */
function textProblem(text: string): string | null {
  if (hasControlCharacter(text)) return 'Must not contain control characters';
  if (hasLoneSurrogate(text)) return 'Must be valid Unicode text';
  return null;
}

function findProblem(value: unknown, path: string, depth: number): Problem | null {
  if (value instanceof Uint8Array) return null;
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { field: path, message } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_INPUT_DEPTH) {
    return { field: path, message: `Nested too deep (at most ${MAX_INPUT_DEPTH} levels)` };
  }
  for (const [key, child] of Object.entries(value)) {
    const childPath = join(path, key);
    const keyProblem = textProblem(key);
    if (keyProblem) return { field: path || 'request', message: `A name: ${keyProblem.toLowerCase()}` };
    if (PROTOTYPE_NAMES.has(key))
      return { field: path || 'request', message: `"${key}" is not a name an input may use` };
    const problem = findProblem(child, childPath, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * Every request's path parameters, query and JSON body are checked once, before any schema or
 * handler: no control characters (a NUL breaks PostgreSQL text) or lone surrogates, no key named like an object
 * prototype member (PROTOTYPE_NAMES), no nesting deeper than MAX_INPUT_DEPTH. Each is a 400
 * naming the field. Registered before the routes.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    // A JSON body and a multipart form's fields are walked (its files are bytes, not text).
    const isJson = /\bjson\b|^multipart\/form-data/.test(request.headers['content-type'] ?? '');
    for (const [context, input] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', isJson ? request.body : undefined],
    ] as const) {
      const problem = findProblem(input, '', 0);
      if (!problem) continue;
      const field = problem.field || context;
      throw new AppError('VALIDATION_FAILED', `${field}: ${problem.message}`, { [field]: problem.message });
    }
  });
}
