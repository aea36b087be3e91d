import type { FailEnvelope } from '@vanbid/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../errors';
import { answerDatabaseUnavailable } from './database-unavailable';

function fail(reply: FastifyReply, status: number, error: FailEnvelope['Error']) {
  const body: FailEnvelope = { Status: 'fail', Error: error };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** At most this many fields are named in a 400, each name and message cut to a readable length. */
export const MAX_FIELDS_NAMED = 10;
const MAX_NAME_LENGTH = 100;
const MAX_MESSAGE_LENGTH = 200;

const shortened = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

/** The fields of a validation failure (the first MAX_FIELDS_NAMED) and how many more there were. */
function validationFields(
  error: { validation: { instancePath: string; message?: string }[] },
  context: string,
) {
  // No prototype: a field may be named `__proto__` by the caller.
  const fields: Record<string, string> = Object.create(null);
  let unnamed = 0;
  for (const issue of error.validation) {
    const name = shortened(
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context,
      MAX_NAME_LENGTH,
    );
    if (Object.hasOwn(fields, name)) continue;
    if (Object.keys(fields).length === MAX_FIELDS_NAMED) unnamed += 1;
    else fields[name] = shortened(issue.message ?? 'Invalid value', MAX_MESSAGE_LENGTH);
  }
  return { fields, unnamed };
}

/** Client errors Fastify raises itself (bad JSON, wrong content type, body too large). */
const FRAMEWORK_CODES: Record<number, FailEnvelope['Error']['code']> = {
  400: 'VALIDATION_FAILED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Messages that never echo the request (Fastify's 415 names the Content-Type it was sent). */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: 'The request body is not valid JSON',
  415: 'Send this as JSON (Content-Type: application/json)',
};

/** The one error handler: envelope and status for every failure; 5xx detail only in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return fail(reply, error.status, { code: error.code, message: error.message, fields: error.fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'request';
      const { fields, unnamed } = validationFields(error, context);
      const first = Object.entries(fields)[0];
      const more = unnamed > 0 ? ` (and ${unnamed} more fields)` : '';
      const message = first ? `${first[0]}: ${first[1]}${more}` : 'The request is not valid';
      return fail(reply, 400, { code: 'VALIDATION_FAILED', message, fields });
    }
    const status = error.statusCode ?? 500;
    const code = FRAMEWORK_CODES[status];
    if (status < 500 && code) {
      return fail(reply, status, {
        code,
        message: FRAMEWORK_MESSAGES[status] ?? error.message,
      });
    }
    if (isDatabaseUnavailable(error)) return answerDatabaseUnavailable(request, reply, error);
    request.log.error({ err: error }, 'unexpected error');
    return fail(reply, 500, {
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
}
